"""Spellbook legality: every problem of a book, each with a code, a message and its card.

Rules (Russian rulebook seeds/000, Polish seeds/004):
  over_points        R3, RU L1844, PL L1855
  too_many_copies    R10, RU L1883, PL L1896 (6 of level 1, 4 of higher; AND level = sum RU L1858;
                     OR level = the school it is bought as, PL L1867)
  epic_copies        R11, RU L1893, PL L1908
  class_only         R13, RU L1889, PL L1902; errata L336-L342
  school_only        R14, RU L1891, PL L1904
  academy/arena      Academy cards and mages are a separate game (docs/rules.md)
  not_a_spell        mage, stats and board cards have no school (RU L1743, L1817)
  unknown_card, unresolved_line   nothing the reader could not match is silently dropped
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from spellforge.domain.cards import Card, Printing
from spellforge.domain.mages import Mage
from spellforge.domain.spellbook import Spellbook, UnresolvedLine
from spellforge.rules.book_points import PRINTING_MODES, CardSource, priced_card, resolve_mage
from spellforge.rules.cost_table import CostTable, cost_table
from spellforge.rules.costs import trained_schools
from spellforge.rules.elements import ElementSuggestion, element_report, valid_element
from spellforge.rules.explanation import Explanation
from spellforge.rules.messages import only_label, render_explanation, render_notice, render_problem, school_name


PROBLEM_CODES = (
    "no_mage", "unknown_mage", "over_points", "too_many_copies", "epic_copies", "class_only",
    "school_only", "academy_card_in_arena", "arena_card_in_academy", "not_a_spell", "unknown_card",
    "unresolved_line", "bad_quantity",
)


WARNING_CODES = ("printing_differs", "mage_mismatch")


def _named_printing(card: Card, guid: str | None) -> Printing | None:
    if not guid:
        return None
    return next((p for p in card.printings if p.guid.lower() == guid.lower()), None)


@dataclass(frozen=True)
class Problem:
    code: str
    message: str
    card_id: str | None = None
    params: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def render(self, lang: str = "en") -> str:
        return render_problem(self.code, self.params, lang)


@dataclass(frozen=True)
class CardLine:
    card_id: str
    name: str
    qty: int
    cost_each: int | None
    explanation: Explanation | None
    level: int | None  # the level that decides the copy limit
    limit: int | None  # copies allowed
    display_name: str = ""  # the name in the report's language
    printing: str | None = None  # GUID of the printing the book names (None: the file names none)

    @property
    def points(self) -> int:
        return (self.cost_each or 0) * self.qty


@dataclass
class ValidationReport:
    mage: str | None
    format: str  # "arena" | "academy"
    points_used: int
    points_max: int
    legal: bool
    problems: list[Problem]
    cards: list[CardLine]
    unresolved: list[UnresolvedLine]
    element: str | None = None
    lang: str = "en"
    element_source: str | None = None  # "option" | "book" | "default"; None without an element choice
    suggestions: list[ElementSuggestion] = field(default_factory=list)  # cheaper elements
    warnings: list[Problem] = field(default_factory=list)  # worth knowing, the book stays legal
    printing: str = "canonical"  # whose facts priced the book: "canonical" | "named"

    def to_dict(self, term=None) -> dict[str, Any]:
        """The CLI's JSON shape (docs/rules.md)."""
        return {
            "mage": self.mage,
            "element": self.element,
            "element_source": self.element_source,
            "printing": self.printing,
            "format": self.format,
            "points_used": self.points_used,
            "points_max": self.points_max,
            "legal": self.legal,
            "problems": [{"code": p.code, "message": p.message, "card": p.card_id} for p in self.problems],
            "warnings": [{**{k: v for k, v in p.params.items() if k not in ("card_name", "figure", "stats")},
                          "code": p.code, "message": p.message, "card": p.card_id} for p in self.warnings],
            "suggestions": [
                {**s.to_dict(), "message": render_notice(
                    s.code, {**s.to_dict(), "element": school_name(s.element, self.lang, term)}, self.lang)}
                for s in self.suggestions
            ],
            "cards": [
                {
                    "name": c.name,
                    "display_name": c.display_name or c.name,
                    "id": c.card_id,
                    "qty": c.qty,
                    "cost_each": c.cost_each,
                    "explanation": render_explanation(c.explanation, self.lang, term) if c.explanation else None,
                    "printing": c.printing,
                }
                for c in self.cards
            ],
            "unresolved": [{"line": u.line, "text": u.text} for u in self.unresolved],
        }


def card_formats(card: Card) -> tuple[str, ...]:
    """Formats some official printing of the card belongs to (a reprint can be in both)."""
    return tuple(getattr(card, "formats", ()) or (card.format,))


def book_format(mage: Mage | None, book: Spellbook) -> str:
    """Academy or Arena: the mage decides; apprentice mode is played with Arena cards."""
    fmt = mage.format if mage else book.format
    return "academy" if fmt == "academy" else "arena"


def validate(
    book: Spellbook,
    lib: CardSource,
    lang: str = "en",
    *,
    mage: Mage | str | None = None,
    element: str | None = None,
    printing: str = "canonical",
) -> ValidationReport:
    """Check `book` against every spellbook rule and collect all problems (never stop early).

    `element` is an explicit element choice (beats the book's); `printing` says whose facts price
    a card the book names a printing of: "canonical" (default) or "named" (see `priced_card`).
    """
    if printing not in PRINTING_MODES:
        raise ValueError(f"printing must be one of {PRINTING_MODES}, not {printing!r}")
    the_mage, asked = resolve_mage(book, lib, mage)
    elements = element_report(lib, book, the_mage, element, printing=printing) if the_mage else None
    element = valid_element(element) or book.element
    fmt = book_format(the_mage, book)
    problems: list[Problem] = []
    term = getattr(lib, "term", None)

    warnings: list[Problem] = []

    def warn(code: str, card_id: str | None = None, **params: Any) -> None:
        assert code in WARNING_CODES, code
        warnings.append(Problem(code, render_notice(code, params, lang), card_id, params))

    if the_mage is not None and book.mage_card and book.mage_card != the_mage.name:
        figure = lib.mage(book.mage_card)
        warn("mage_mismatch", None, figure=figure.display_name(lang) if figure else book.mage_card,
             stats=the_mage.display_name(lang), mage_card=book.mage_card, stats_card=the_mage.name)

    def add(code: str, card_id: str | None = None, **params: Any) -> None:
        assert code in PROBLEM_CODES, code
        problems.append(Problem(code, render_problem(code, params, lang), card_id, params))

    if the_mage is None:
        if asked:
            add("unknown_mage", mage=asked)
        else:
            add("no_mage")
    table: CostTable | None = cost_table(the_mage, element) if the_mage else None
    mage_label = the_mage.display_name(lang) if the_mage else (asked or "?")
    trained = trained_schools(the_mage, element) if the_mage else frozenset()

    lines: list[CardLine] = []
    for card_id, qty in book.quantities().items():
        card = lib.card(card_id)
        if card is None:
            add("unknown_card", card_id, card=card_id)
            lines.append(CardLine(card_id, card_id, qty, None, None, None, None))
            continue
        name = card.display_name(lang)
        if qty <= 0:
            add("bad_quantity", card_id, card=name, qty=qty)
        if not card.schools:
            add("not_a_spell", card_id, card=name)
            lines.append(CardLine(card_id, card.name, qty, 0, None, None, None, name, book.printings.get(card_id)))
            continue
        named = _named_printing(card, book.printings.get(card_id))
        if named is not None and named.differs:
            warn("printing_differs", card_id, card_name=name, named_printing=named.guid, set=named.set_name,
                 fields=list(named.differs), priced=printing)
        card = priced_card(lib, book, card, printing)
        cost = table.cost(card) if table else None
        level = cost.level if cost else card.level
        limit = table.limit(card) if table else None
        if card.epic and qty > 1:
            add("epic_copies", card_id, card=name, qty=qty)
        elif limit is not None and qty > limit:
            add("too_many_copies", card_id, card=name, qty=qty, limit=limit, level=level)
        if the_mage is not None:
            if card.class_only and not set(the_mage.classes) & set(card.class_only):
                add("class_only", card_id, card=name, classes=" / ".join(card.class_only), mage=mage_label,
                    only=only_label(card.class_only, lang, term))
            if card.school_only and not trained.intersection(card.school_only):
                schools = " / ".join(school_name(s, lang, term) for s in card.school_only)
                add("school_only", card_id, card=name, schools=schools, mage=mage_label,
                    only=only_label(card.school_only, lang, term, school=True))
            formats = card_formats(card)
            if fmt == "academy" and "academy" not in formats:
                add("arena_card_in_academy", card_id, card=name, mage=mage_label)
            elif fmt == "arena" and "arena" not in formats:
                add("academy_card_in_arena", card_id, card=name, mage=mage_label)
        lines.append(
            CardLine(card_id, card.name, qty, cost.points if cost else None,
                     cost.explanation if cost else None, level, limit, name, book.printings.get(card_id))
        )

    used = sum(line.points for line in lines)
    points_max = the_mage.spell_points if the_mage else 0
    if the_mage is not None and used > points_max:
        params = {"used": used, "max": points_max, "mage": mage_label}
        problems.insert(0, Problem("over_points", render_problem("over_points", params, lang), None, params))
    for u in book.unresolved:
        add("unresolved_line", None, line=u.line, text=u.text)

    return ValidationReport(
        mage=the_mage.name if the_mage else asked,
        format=fmt,
        points_used=used,
        points_max=points_max,
        legal=not problems,
        problems=problems,
        cards=lines,
        unresolved=list(book.unresolved),
        element=(table.element if table else None),
        lang=lang,
        element_source=elements.element_source if elements else None,
        suggestions=list(elements.suggestions) if elements else [],
        printing=printing,
        warnings=warnings,
    )
