"""Collects a book and the fate of every input line while a reader walks its input."""

from __future__ import annotations

import re

from spellforge.domain import Mage, Spellbook, UnresolvedLine
from spellforge.domain.cards import SPELL_TYPES
from spellforge.domain.spellbook import MAX_COPIES, too_many
from spellforge.formats.layout import read_kept
from spellforge.formats.lineparse import Piece
from spellforge.formats.report import ImportResult, LineFate, TotalCheck
from spellforge.formats.resolve import MageMatch, Match, Resolver
from spellforge.safetext import clean_line, clean_text
from spellforge.formats.title import BOOK_WORDS, TitleMatch, is_chatter, only_book_words
from spellforge.library.normalize import fold
from spellforge.formats import warnings as warn

MAX_FUZZY_LINES = 1000  # past this many unknown lines the input is not a spellbook: stop searching
PROSE_WORDS = 4  # a line of this many words, without a quantity and naming no card, is text
NEAR_MISS = 80  # a bracketed-count line this close to a card name is a card with a typo, not a header
TITLE_WORDS = 8  # a longer line names the mage but is too long to be the book's name
UNKNOWN_MAGE = "unknown mage"  # the note of a "Mage:" line that names no mage we know
_SEPARATOR = re.compile(r"[—–:|\[\](){}«»\"„“”]|\s-\s")
_COUNT = re.compile(r"\s*[(\[]\s*\d{1,3}[^)\]]{0,8}[)\]]")
# "Cards (55)", "Stwory (11)", "__Dudes [7]__:": words, then a count in brackets (maybe "12 карт").
_COUNTED = re.compile(r"[(\[]\s*\d{1,3}\s*[^\W\d_]{0,6}\.?\s*[)\]]$")
HEADER_LENGTH = 120  # a longer line is no section header (and no regex runs over a pasted essay)


class BookBuilder:
    def __init__(self, resolver: Resolver, source: str) -> None:
        self.resolver = resolver
        self.source = source
        self.book = Spellbook()
        self.lines: list[LineFate] = []
        self.warnings: list[str] = []
        self.type_hint: str | None = None
        self.section: str | None = None
        self.totals: list[tuple[int, str, int]] = []  # (line, text, the number the list states)
        self.prose: list[str] = []
        self.note_lines: list[str] = []  # the text writer's "--- Notes ---" section
        self._searches = 0
        self.named_at: tuple[int, Piece] | None = None  # the labelled book-name line ("Name: …")

    # -- fates --------------------------------------------------------------------------------
    def ignored(self, line: int, text: str, note: str) -> None:
        self.lines.append(LineFate(line, text, "ignored", note=note))

    def heading(self, line: int, text: str, card_type: str) -> None:
        self.type_hint = card_type if card_type in SPELL_TYPES else None
        self.section = card_type
        # A part that is no card type ("Cards (55)", «Прочее») is named as the player wrote it.
        shown = _COUNT.sub("", text).strip(" \t*_#=~-–—:.|") if card_type == "Section" else card_type
        self.ignored(line, text, f"heading {shown or card_type}")

    def unresolved(self, line: int, text: str, candidates: tuple[str, ...] | list[str] = (), note: str = "", qty: int = 0) -> None:
        self.lines.append(LineFate(line, text, "unresolved", qty=qty, candidates=list(candidates), note=note))
        self.book.unresolved.append(UnresolvedLine(line, text, list(candidates)))

    def card(self, line: int, text: str, qty: int, match: Match) -> None:
        if match.card_id is None:
            self.unresolved(line, text, match.candidates, match.note or "unknown card", qty)
            return
        if not 0 < qty <= MAX_COPIES:
            self.unresolved(line, text, [match.card_id], too_many(qty))
            return
        held = sum(e.qty for e in self.book.entries if e.card_id == match.card_id)
        if held + qty > MAX_COPIES:  # many lines of one card add up: the same limit holds for the book
            self.unresolved(line, text, [match.card_id], f"{too_many(held + qty)} of this card in the book")
            return
        card_type = self.resolver.card_type(match.card_id)
        if self.type_hint and card_type and card_type != self.type_hint:
            # Listed under another type's heading: keep the card, but say so and trust it less.
            match = Match(match.card_id, match.matched_by, round(match.confidence * 0.8, 3), match.candidates,
                          f"{(match.note + '; ') if match.note else ''}a {card_type}, listed under {self.type_hint}")
            self.warnings.append(warn.listed_under(line, text, card_type, self.type_hint))
        self.book.add(match.card_id, qty)
        self.lines.append(LineFate(line, text, "card", match.card_id, qty, match.matched_by, match.confidence,
                                   list(match.candidates), match.note))
        if match.matched_by == "fuzzy" or match.candidates and match.confidence < 1:
            card = self.resolver.lib.card(match.card_id)
            shown = card.name if card else match.card_id
            self.warnings.append(warn.uncertain_match(line, text, match.card_id, shown, match.matched_by,
                                                      match.confidence))

    def mage(self, line: int, text: str, found: MageMatch) -> None:
        if found.mage is None:
            self.unresolved(line, text, note=UNKNOWN_MAGE)
            return
        if self.book.mage and self.book.mage != found.mage.name:
            self.warnings.append(warn.second_mage(line, found.mage.name, self.book.mage))
            self.ignored(line, text, f"second mage {found.mage.name}")
            return
        self.set_mage(found.mage, found.element)
        self.lines.append(LineFate(line, text, "mage", qty=1, matched_by=found.matched_by, confidence=found.confidence,
                                   note=found.mage.name))

    def set_mage(self, mage: Mage, element: str | None = None) -> None:
        self.book.mage = mage.name
        self.book.format = mage.format
        if element and mage.element_choice:
            self.book.element = element

    def element(self, line: int, text: str, value: str) -> None:
        element = self.resolver.element(value)
        if element is None:
            self.unresolved(line, text, note="unknown element")
            return
        self.book.element = element
        self.lines.append(LineFate(line, text, "element", qty=0, matched_by="name", confidence=1.0, note=element))

    # -- pieces of pasted text ----------------------------------------------------------------
    def piece(self, line: int, piece: Piece) -> None:
        kind = piece.kind
        if kind == "blank":
            self.ignored(line, piece.text, "blank")
        elif kind == "comment" and self.section == "Notes" and piece.text.startswith(">"):
            self.note_lines.append(piece.text[1:].removeprefix(" "))
            self.ignored(line, piece.text, "notes")
        elif kind == "comment" and (kept := read_kept(piece.text)):
            self.unresolved(line, kept[0], note=kept[1])
        elif kind == "comment" and piece.text.startswith("#") and self.before_cards() \
                and self.title(line, Piece("bare", piece.text, piece.text.lstrip("# "))):
            return  # a markdown title: "## Wizard (Air) — Storm (120 pts)"
        elif kind in ("comment", "header"):
            self.ignored(line, piece.text, piece.value)
        elif kind == "name":
            self.book.name = self.book.name or piece.value
            self.named_at = self.named_at or (line, piece)
            self.ignored(line, piece.text, "book name")
        elif kind == "heading":
            self.heading(line, piece.text, piece.value)
        elif kind == "mage":
            self.mage(line, piece.text, self.resolver.mage(piece.value))
        elif kind == "element":
            self.element(line, piece.text, piece.value)
        elif kind == "banner":
            if not self.title(line, piece):
                self.ignored(line, piece.text, "comment")
        elif kind == "total":
            self.totals.append((line, piece.text, piece.qty))
            self.ignored(line, piece.text, f"total {piece.qty}")
        elif kind in ("card", "bare") and self.section_header(line, piece):
            return
        elif kind == "card" and piece.type_hint:  # a table row's type column: a heading for this row only
            under, self.type_hint = self.type_hint, piece.type_hint
            self.counted(line, piece)
            self.type_hint = under
        elif kind == "card":
            self.counted(line, piece)
        elif kind == "badqty":  # a table's count cell that is no whole number
            self.unresolved(line, piece.text, note=f"bad quantity {piece.value}")
        elif kind == "toomany":
            # 'Wizard "Arcane Storm" (120)': a chat title ending in its points, not 120 copies
            if not (self.before_cards() and (self.title(line, Piece("bare", piece.text, piece.text))
                                             or self.titled(line, piece.text))):
                self.unresolved(line, piece.text, note=too_many(piece.value))
        else:
            self.bare(line, piece)

    def section_header(self, line: int, piece: Piece) -> bool:
        """Words naming no card and no mage, then a count in brackets: a part of the list, in
        any language and any word ("Cards (55)", "Stwory (11)", «Бафы [6]»); the lines under it
        stand in it, with no type expected."""
        text = piece.text.rstrip(" \t*_#=~-–—:.|")
        counted = _COUNTED.search(text) if len(text) <= HEADER_LENGTH else None
        if counted is None:
            return False
        words = text[:counted.start()].strip(" \t*_#=~-–—:.|")
        if not re.search(r"[^\W\d_]", words) or self.resolver.mage(words, allow_fuzzy=False).mage is not None \
                or self.resolver.mage_in_text(words) is not None or self.find_card(words).ok:
            return False
        if self.resolver.heading(words) is None and self.resolver.closeness(words) >= NEAR_MISS:
            return False  # "Fireblal (2)": a card with a typo, reported with its candidates
        self.heading(line, piece.text, self.resolver.heading(words) or "Section")
        return True

    def counted(self, line: int, piece: Piece) -> None:
        """`1 Warlock` under a Mage heading (OCTGN's text report) is the mage, not a card."""
        if self.section == "Mage":
            found = self.resolver.mage(piece.value)
            if found.mage is not None:
                self.mage(line, piece.text, found)
                return
        match = self.find_card(piece.value)
        if not match.ok:
            found = self.resolver.mage(piece.value, allow_fuzzy=False)
            if found.mage is not None and found.matched_by != "fuzzy":
                self.mage(line, piece.text, found)
                return
        self.card(line, piece.text, piece.qty, match)

    def bare(self, line: int, piece: Piece) -> None:
        """Text without a quantity: a mage ("Колдун"), one copy of a card, a title naming the mage
        ("Волшебник — моя книга"), or prose kept in the notes."""
        found = self.resolver.mage(piece.value, allow_fuzzy=self._searches < MAX_FUZZY_LINES)
        if found.mage is not None and found.matched_by != "fuzzy":
            self.mage(line, piece.text, found)
            return
        match = self.find_card(piece.value)
        if match.ok and match.matched_by != "fuzzy":
            self.card(line, piece.text, 1, match)
        elif self.title(line, piece):
            return
        elif match.ok:
            self.card(line, piece.text, 1, match)
        elif found.mage is not None:
            self.mage(line, piece.text, found)
        elif self.is_prose(piece.value, match) or is_chatter(piece.value):  # "Hi all!", «Всем привет!»
            self.prose.append(piece.text)
            self.ignored(line, piece.text, "text (kept in the notes)")
        else:
            self.unresolved(line, piece.text, match.candidates, match.note or "not understood")

    def titled(self, line: int, text: str) -> bool:
        """"My list (120)" before the cards, naming no card: the book's name and its points."""
        from spellforge.formats.title import trim_title

        name = trim_title(text)
        if self.book.name or not name or not re.search(r"[)\]]\s*$", text) or self.resolver.by_name(name, None, allow_fuzzy=False).ok:
            return False
        self.book.name = name
        self.named_at = self.named_at or (line, Piece("name", text, name))
        self.ignored(line, text, "book name")
        return True

    def before_cards(self) -> bool:
        return not any(f.fate == "card" for f in self.lines)

    def title(self, line: int, piece: Piece) -> bool:
        """A title line names the mage among other words. Only before the first card, or with
        book words ("spellbook", «книга», "księga"), or short; never a second, different mage."""
        found: TitleMatch | None = self.resolver.mage_in_text(piece.value)
        if found is None:
            return False
        words = fold(piece.value).split()
        if self.book.mage and self.book.mage != found.mage.name:
            return False
        if any(f.fate == "card" for f in self.lines) and not BOOK_WORDS.intersection(words) and len(words) > 3:
            return False
        if not self.book.mage:
            self.set_mage(found.mage, found.element)
        elif found.element and found.mage.element_choice and not self.book.element:
            self.book.element = found.element
        self.lines.append(LineFate(line, piece.text, "mage", qty=1, matched_by="title",
                                   confidence=1.0 if found.exact else 0.9, note=found.mage.name))
        if is_chatter(piece.value):  # «Всем привет! Вот моя книжка за волшебника»: a message, kept in the notes
            self.prose.append(piece.text)
        elif not self.book.name:
            if _SEPARATOR.search(piece.value) and found.rest and not only_book_words(found.rest):
                self.book.name = found.rest
            elif len(words) <= TITLE_WORDS:
                self.book.name = piece.value.strip(" \t*_#=~-–—:")
        return True

    def mage_from_name(self, line: int, piece: Piece) -> None:
        """"Księga: Władczyni Bestii z Johktari": when no line names the mage, the book's labelled
        name may. Only then: "Name: Warlock (Adramelech) Official" above "Mage: Adramelech Warlock"
        must not take the plain Warlock from the name first."""
        found: TitleMatch | None = self.resolver.mage_in_text(piece.value)
        if found is None:
            return
        self.set_mage(found.mage, found.element)
        self.lines = [LineFate(line, piece.text, "mage", qty=1, matched_by="title",
                               confidence=1.0 if found.exact else 0.9, note=found.mage.name)
                      if f.line == line and f.note == "book name" else f for f in self.lines]

    @staticmethod
    def is_prose(text: str, match: Match) -> bool:
        """Many words and at best a weak match, or no similar card at all ("gl hf")."""
        if not match.candidates:
            return True
        return len(text.split()) >= PROSE_WORDS and match.note.startswith("weak match")

    def find_card(self, name: str) -> Match:
        if self._searches >= MAX_FUZZY_LINES:
            return self.resolver.by_name(name, self.type_hint, allow_fuzzy=False)
        self._searches += 1
        return self.resolver.by_name(name, self.type_hint)

    # -- the result ---------------------------------------------------------------------------
    def result(self, fmt: str) -> ImportResult:
        if self.note_lines or self.prose:
            self.book.notes = "\n".join(filter(None, [self.book.notes, "\n".join(self.note_lines), *self.prose]))
        # What is kept from the input never holds NUL, ESC, bidi marks…: names and tags stay one
        # line, notes keep their line breaks and tabs (spellforge.safetext).
        self.book.name = clean_line(self.book.name or "")
        self.book.notes = clean_text(self.book.notes or "")
        self.book.tags = [clean_line(t) for t in self.book.tags]
        for u in self.book.unresolved:
            u.text = clean_line(u.text)
        suggestions = []
        if not self.book.mage and self.named_at:
            self.mage_from_name(*self.named_at)
        if not self.book.mage:
            self.warnings.append(warn.no_mage())
            suggestions = _suggest_mages(self.book, self.resolver.lib)
        if self.book.unresolved:
            self.warnings.append(warn.unresolved_lines(len(self.book.unresolved)))
        checks = self.check_totals()
        return ImportResult(self.book, fmt, self.lines, self.warnings, self.source, checks, suggestions)

    def check_totals(self) -> list[TotalCheck]:
        """Compare each "Total: N" line with the points the rules count (when a mage is known)."""
        if not self.totals:
            return []
        from spellforge.formats.layout import points_used

        computed = points_used(self.book, self.resolver.lib) if self.book.mage else None
        checks = []
        for line, text, stated in self.totals:
            checks.append(TotalCheck(line, text, stated, computed))
            if computed is not None and computed != stated:
                self.warnings.append(warn.points_differ(line, stated, computed))
        return checks


def _suggest_mages(book, lib) -> list:
    if not book.quantities():
        return []
    from spellforge.rules.suggest import suggest_mages

    return suggest_mages(book, lib)
