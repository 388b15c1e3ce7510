"""Card facts as display text in the card language: game terms come from the library's term
table (with the rules layer's school names as fallback), never from UI translations."""

from __future__ import annotations

from spellforge.domain.cards import Card, SchoolJoin
from spellforge.rules.messages import school_name


def in_language(lang: str) -> str:
    """"in Russian" etc., for sentences about a card-name language."""
    from PySide6.QtCore import QCoreApplication

    return {"en": QCoreApplication.translate("CardNames", "in English"),
            "ru": QCoreApplication.translate("CardNames", "in Russian"),
            "pl": QCoreApplication.translate("CardNames", "in Polish")}.get(lang, lang)


def term(lib, category: str, key: str, lang: str) -> str:
    if lang == "en" or not key:
        return key
    try:
        return lib.term(category, key, lang) or key
    except Exception:  # an incomplete term table must not break the display
        return key


KEYWORD_CATEGORIES = ("trait", "condition", "effect")


def keyword_term(lib, category: str, keyword: str, lang: str) -> str:
    """A trait or effect condition's name in the card language, looked for in its own category
    first, then the others: the term table names Push and Snatch as effects, Restrained and
    Incapacitated as conditions, and a card grants Restrained as a trait (the panel said «Push»)."""
    for cat in (category, *(c for c in KEYWORD_CATEGORIES if c != category)):
        name = term(lib, cat, keyword, lang)
        if name != keyword:
            return name
    return keyword


def school_label(lib, school: str, lang: str) -> str:
    return school_name(school, lang, lambda c, k, lg: term(lib, c, k, lg))


def type_label(lib, card: Card, lang: str) -> str:
    return type_label_of(lib, card.type, card.type_variant, lang)


def type_label_of(lib, kind: str, variant: str | None, lang: str) -> str:
    """A type and its subtype as the card list shows them: «Заклятие (Местность)»."""
    text = term(lib, "spell_type", kind, lang)
    if variant:
        text += f" ({term(lib, 'subtype', variant, lang)})"
    return text


def schools_text(lib, card: Card, lang: str) -> str:
    sep = " + " if card.school_join is SchoolJoin.AND else " / "
    return sep.join(f"{school_label(lib, s.school, lang)} {s.level}" for s in card.schools)


def cost_text(card: Card) -> str:
    if card.cost is not None:
        return str(card.cost)
    return card.cost_x or ""


def is_project_name(card: Card, lang: str) -> bool:
    """True when the name shown in `lang` is our own translation, not a printed one."""
    return lang != "en" and card.name_sources.get(lang, "").startswith("project")


def is_user_name(card: Card, lang: str) -> bool:
    """True when the name shown in `lang` is the user's own (edited or imported)."""
    return card.name_sources.get(lang, "") == "user" and lang in card.names


def name_mark(card: Card, lang: str) -> str:
    """The small mark after a name: ✎ the user's own name, * our unofficial translation."""
    if is_user_name(card, lang):
        return " ✎"
    return " *" if is_project_name(card, lang) else ""


def summary(lib, card_id: str, lang: str) -> str | None:
    """Our summary of what the card does, in the card language (None when the card has none)."""
    try:
        return lib.summary(card_id, lang)
    except Exception:  # a library without summaries must not break the display
        return None


def printed_text(lib, card_id: str) -> str | None:
    """The English printed text the user imported from their OCTGN install, or None."""
    fn = getattr(lib, "card_text", None)
    return fn(card_id) if fn else None


def effect_tip(lib, card, lang: str, summary_label: str, printed_label: str) -> str:
    """The lists' tooltip text about what a card does: the summary in the card language, marked
    by `summary_label` ("Summary: {text}"); in English also the imported printed text marked by
    `printed_label` (every card has a summary since db/effects covers the pool, so the user's
    own text comes beside it, not instead). Empty when there is neither."""
    text = summary(lib, card.id, lang)
    printed = printed_text(lib, card.id) if lang == "en" else None
    lines = [summary_label.format(text=text) if text else "", printed_label.format(text=printed) if printed else ""]
    return "\n".join(x for x in lines if x)
