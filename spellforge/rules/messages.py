"""Message tables for cost explanations and validation problems, in English, Russian and Polish:
the English text is the source of a .ts entry (contexts CostExplanation and Validation), the
translations are in i18n/spellforge_ru.ts and spellforge_pl.ts, read without Qt
(spellforge.i18n.ts_translate) so the window and the command line say the same.

Wording follows the rulebooks: Russian seeds/000 L1842-1895 ("обучался", "тройную цену",
«Только для …»), Polish seeds/004 L1853-1910 ("wyszkolony", "przeciwnik szkoły",
„Tylko …”); school names from docs/glossary-pl-ru.md §1 rows 104-113.

Game terms (schools, mage classes, subtypes, "… Only" traits) come from the library's term table
(`term=lib.term`), else from db/i18n/terms.csv itself, so the rules layer works on its own.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from spellforge.i18n.cli_words import Context
from spellforge.rules.explanation import Explanation, Term

LANGS = ("en", "ru", "pl")
TermLookup = Callable[[str, str, str], str]


def _lang(lang: str) -> str:
    return lang if lang in LANGS else "en"


# Each table is a function of its .ts context (lupdate reads `Validation.tr("…")` as the context
# "Validation"): the English text is the source, the Russian and Polish live in i18n/*.ts.

def _type_names(CostExplanation) -> dict[str, str]:
    """"<type> spells" phrases (RU: чары / заклятия …, PL: zaklęcia / przywołania …)."""
    return {"Attack": CostExplanation.tr("attack spells"), "Conjuration": CostExplanation.tr("conjurations"),
            "Creature": CostExplanation.tr("creatures"), "Enchantment": CostExplanation.tr("enchantments"),
            "Equipment": CostExplanation.tr("equipment"), "Incantation": CostExplanation.tr("incantations")}


def _reasons(CostExplanation) -> dict[str, str]:
    return {
        "trained": CostExplanation.tr("trained school"),
        "untrained": CostExplanation.tr("untrained school"),
        "opposed": CostExplanation.tr("opposed school"),
        "level_cap": CostExplanation.tr("trained up to level {detail}"),
        "above_cap": CostExplanation.tr("trained only up to level {detail}"),
        "element": CostExplanation.tr("chosen element"),
        "combo": CostExplanation.tr("trained for {school} {type}"),
        "subtype": CostExplanation.tr("{detail} spells trained"),
        "type_opposed": CostExplanation.tr("{type} outside trained schools"),
        "living": CostExplanation.tr("Living creature"),
        "other": CostExplanation.tr("training"),
    }


def _phrases(CostExplanation) -> dict[str, str]:
    return {
        "novice": CostExplanation.tr("Novice: {points}"), "none": CostExplanation.tr("not a spell: 0"),
        "cheapest": CostExplanation.tr("cheapest of {options}"),
        "card_rule": CostExplanation.tr("the card sets its own cost: {points_text}, whatever the mage "
                                        "(a card's text overrides the rules; by the formula: {formula})"),
        "novice_full_price": CostExplanation.tr("Novice, but this mage's card prices its triple-cost schools in "
                                                "full even for Novice spells"),
    }


def _problems(Validation) -> dict[str, str]:
    return {
        "no_mage": Validation.tr("The spellbook names no mage."),
        "unknown_mage": Validation.tr("Unknown mage: {mage}."),
        "over_points": Validation.tr("{used_text} used, {max} allowed for {mage}."),
        "too_many_copies": Validation.tr("{card}: {copies}, at most {limit} of a level {level} spell."),
        "epic_copies": Validation.tr("{card}: {copies} of an Epic spell, at most 1."),
        "class_only": Validation.tr("{card} is {only}; {mage} may not include it."),
        "school_only": Validation.tr("{card} is {only}; {mage} is not trained in it."),
        "academy_card_in_arena": Validation.tr("{card} is an Academy card; an Arena mage ({mage}) cannot use it."),
        "arena_card_in_academy": Validation.tr(
            "{card} is not an Academy card; an Academy mage ({mage}) can only use Academy cards."),
        "not_a_spell": Validation.tr("{card} is not a spell and cannot be in a spellbook."),
        "unknown_card": Validation.tr("Unknown card: {card}."),
        "unresolved_line": Validation.tr("Line {line} could not be read as a card: {text}"),
        "bad_quantity": Validation.tr("{card}: quantity {qty} is not a positive number."),
    }


# Things worth knowing that do not make a book illegal: warnings and suggestions.
def _notices(Validation) -> dict[str, str]:
    return {
        "cheaper_element": Validation.tr("With {element} as the Wizard's element the book costs {points_text}."),
        "mage_mismatch": Validation.tr("The mage card is {figure} but the Stats card is {stats}; the book is "
                                       "checked against the Stats card ({stats})."),
        "printing_differs": Validation.tr("{card_name}: the book names the {set} printing, whose {fields} differ "
                                          "from the canonical card; {priced_text}."),
    }


# The facts a printing can differ in (`printing_differs` fields; spellforge/library/source.py),
# in the words of db/i18n/terms.csv's `stat` rows.
def _field_names(Validation) -> dict[str, str]:
    return {"cost": Validation.tr("casting cost"), "reveal_cost": Validation.tr("reveal cost"),
            "traits": Validation.tr("traits"), "granted_traits": Validation.tr("granted traits"),
            "subtypes": Validation.tr("subtypes"), "attacks": Validation.tr("attacks"),
            "schools": Validation.tr("schools"), "school_join": Validation.tr("and/or join of the schools"),
            "level": Validation.tr("level"), "type": Validation.tr("type"), "life": Validation.tr("life"),
            "armor": Validation.tr("armor"), "channeling": Validation.tr("channeling"),
            "range": Validation.tr("range"), "target": Validation.tr("target"), "slots": Validation.tr("slot")}


# How a book naming a differing printing was priced (`validate --printing`).
def _priced_as(Validation) -> dict[str, str]:
    return {"canonical": Validation.tr("priced as the canonical card (to price the named printing: Preferences in "
                                       "the window, --printing named in the command line)"),
            "named": Validation.tr("priced as the named printing")}


# "<Class> Only" / "<School> Mage Only" when no term table is at hand (the rules layer on its own).
def _only_fallback(Validation) -> tuple[str, str]:
    return Validation.tr("{name} Only"), Validation.tr("{name} Mage Only")


class _ByLanguage:
    """PROBLEMS["ru"] and the like: a table in one language, read from the .ts (for callers that
    list a table: the tests of every message kind)."""

    def __init__(self, table, context: str):
        self._table, self._context = table, context

    def __getitem__(self, lang: str) -> dict:
        return _table(self._table, self._context, _lang(lang))

    def __contains__(self, lang: str) -> bool:
        return lang in LANGS


PROBLEMS = _ByLanguage(_problems, "Validation")
NOTICES = _ByLanguage(_notices, "Validation")
REASONS = _ByLanguage(_reasons, "CostExplanation")


def _validation(lang: str) -> Context:
    return Context("Validation", _lang(lang))


@lru_cache(maxsize=None)
def _table(builder, context: str, lang: str):
    """A table built once per language (the .qm does not change while we run): the editor renders
    a cost explanation at every repaint of its book, and building a table is a dozen lookups."""
    return builder(Context(context, _lang(lang)))


def _costs_table(builder, lang: str):
    return _table(builder, "CostExplanation", _lang(lang))


def _validation_table(builder, lang: str):
    return _table(builder, "Validation", _lang(lang))


def spell_points(n: int, lang: str = "en") -> str:
    """"22 spell points", "22 очка магии", "22 punkty czarów" (glossary row 81)."""
    Validation = _validation(lang)
    return Validation.tr("%n spell point(s)", "", n)


def copies(n: int, lang: str = "en") -> str:
    """«2 копии», «5 копий», „2 kopie”, „5 kopii”."""
    Validation = _validation(lang)
    return Validation.tr("%n copies", "", n)


def field_names(fields, lang: str = "en") -> str:
    names = _validation_table(_field_names, lang)
    return ", ".join(names.get(f, f) for f in fields)


def render_notice(code: str, params: dict[str, Any], lang: str = "en") -> str:
    table = NOTICES[lang]
    if code == "printing_differs":
        params = {**params, "fields": field_names(params.get("fields", ()), lang),
                  "priced_text": _validation_table(_priced_as, lang).get(params.get("priced", ""), "")}
    if code == "cheaper_element":
        params = {**params, "points_text": spell_points(params.get("points_used", 0), lang)}
    template = table.get(code) or code
    try:
        return template.format(**params)
    except (KeyError, IndexError):
        return template


@lru_cache(maxsize=1)
def _term_rows() -> dict[tuple[str, str], dict[str, str]]:
    """db/i18n/terms.csv, shipped with the program: the game's words when no library is at hand
    (the rules layer on its own), the same rows the library's term table is built from."""
    import csv

    from spellforge.paths import db_source_dir

    try:
        with open(db_source_dir() / "i18n" / "terms.csv", encoding="utf-8", newline="") as f:
            return {(r["category"], r["key"]): r for r in csv.DictReader(f)}
    except (OSError, csv.Error, KeyError):
        return {}


def _csv_term(category: str, key: str, lang: str) -> str:
    return (_term_rows().get((category, key)) or {}).get(lang) or key


def _looked_up(term: TermLookup | None, category: str, key: str, lang: str) -> str | None:
    if lang == "en":
        return None
    term = term or _csv_term
    try:
        text = term(category, key, lang)
    except Exception:  # a missing term must never break a cost explanation
        return None
    return text if text and text != key else None


def school_name(school: str, lang: str = "en", term: TermLookup | None = None) -> str:
    lang = _lang(lang)
    return _looked_up(term, "school", school, lang) or school


def type_name(card_type: str, lang: str = "en") -> str:
    return _costs_table(_type_names, lang).get(card_type, card_type)


def only_label(keys: tuple[str, ...], lang: str = "en", term: TermLookup | None = None, school: bool = False) -> str:
    """The card's own restriction trait in `lang`, from db/i18n/terms.csv's trait rows ("Warlock Only" ->
    «Только для Колдуна», „Tylko Czarnoksiężnik”), so a problem message names the mage class the way the
    card face and the rulebook do (000 L1889-1891, 004 L1902-1904)."""
    lang = _lang(lang)
    suffix = " Mage Only" if school else " Only"
    labels = []
    for key in keys:
        found = _looked_up(term, "trait", key + suffix, lang)
        if found is None and lang != "en":
            name = school_name(key, lang, term) if school else (_looked_up(term, "mage_class", key, lang) or key)
            found = _validation_table(_only_fallback, lang)[school].format(name=name)
        labels.append(found or key + suffix)
    return " / ".join(labels)


def render_term(t: Term, lang: str = "en", term: TermLookup | None = None) -> str:
    lang = _lang(lang)
    detail = "" if t.detail is None else str(t.detail)
    if t.reason == "subtype":  # «Боевое искусство», not «Martial» (terms.csv's subtype rows)
        detail = _looked_up(term, "subtype", detail, lang) or detail
    reasons = _costs_table(_reasons, lang)
    reason = reasons.get(t.reason, reasons["other"]).format(
        detail=detail,
        school=school_name(t.school, lang, term),
        type=type_name(str(t.detail), lang) if t.detail is not None else "",
    )
    return f"{school_name(t.school, lang, term)} {t.level} × {t.multiplier} ({reason})"


def render_explanation(e: Explanation, lang: str = "en", term: TermLookup | None = None) -> str:
    """"Fire 2 × 3 (opposed school) = 6", "Novice: 1", AND and OR forms likewise."""
    lang = _lang(lang)
    phrases = _costs_table(_phrases, lang)
    if e.kind == "novice":
        return phrases["novice"].format(points=e.points)
    if e.kind == "none":
        return phrases["none"]
    if e.kind == "card_rule":
        formula = _formula(e.terms, e.chosen, lang, term) if e.terms else "—"
        return phrases["card_rule"].format(points=e.points, points_text=spell_points(e.points, lang), formula=formula)
    text = _formula(e.terms, e.chosen if e.kind == "or" else None, lang, term)
    if e.note:
        text += f" ({phrases.get(e.note, e.note)})"
    return text


def _formula(terms: tuple[Term, ...], chosen: int | None, lang: str, term: TermLookup | None) -> str:
    """"Fire 2 × 3 (opposed school) = 6"; an OR spell shows the school it is bought as."""
    phrases = _costs_table(_phrases, lang)
    if chosen is not None and len(terms) > 1:
        options = "/".join(school_name(t.school, lang, term) for t in terms)
        return (f"{render_term(terms[chosen], lang, term)} = {terms[chosen].points} "
                f"({phrases['cheapest'].format(options=options)})")
    return " + ".join(render_term(t, lang, term) for t in terms) + f" = {sum(t.points for t in terms)}"


def render_problem(code: str, params: dict[str, Any], lang: str = "en") -> str:
    if code in _validation_table(_notices, "en"):  # a warning or suggestion asked to render itself
        return render_notice(code, params, lang)
    if code == "over_points":
        params = {**params, "used_text": spell_points(params.get("used", 0), lang)}
    if "qty" in params:
        params = {**params, "copies": copies(params["qty"], lang)}
    if code in ("class_only", "school_only") and "only" not in params:  # made without a term table
        keys = str(params.get("classes" if code == "class_only" else "schools", "")).split(" / ")
        params = {**params, "only": only_label(tuple(keys), lang, school=code == "school_only")}
    table = PROBLEMS[lang]
    template = table.get(code) or code
    try:
        return template.format(**params)
    except (KeyError, IndexError):
        return template
