"""What the text writers share: cards grouped by type in a stable order, names in a language."""

from __future__ import annotations

from typing import Any

from spellforge.domain import Spellbook
from spellforge.domain.cards import Card
from spellforge.formats.normalise import fold_case
from spellforge.formats.vocabulary import ELEMENT_NAMES, TYPE_HEADINGS, WRITE_ORDER

LANGS = ("en", "ru", "pl")


def check_lang(lang: str) -> str:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; use one of {', '.join(LANGS)}")
    return lang


def grouped(book: Spellbook, lib: Any, lang: str, order: tuple[str, ...] = WRITE_ORDER) -> list[tuple[str, list[tuple[Card, int]]]]:
    """[(type, [(card, qty)…])…] in `order`, cards by their name in `lang`; unknown ids dropped
    (they cannot be written by name; the caller lists them apart)."""
    by_type: dict[str, list[tuple[Card, int]]] = {}
    for card_id, qty in book.quantities().items():
        card = lib.card(card_id)
        if card is not None and qty > 0:
            by_type.setdefault(card.type, []).append((card, qty))
    out = []
    for card_type in (*order, *sorted(set(by_type) - set(order))):
        if card_type in by_type:
            cards = sorted(by_type[card_type], key=lambda cq: (fold_case(cq[0].display_name(lang)), cq[0].id))
            out.append((card_type, cards))
    return out


def unknown_ids(book: Spellbook, lib: Any) -> list[str]:
    return [card_id for card_id in book.quantities() if lib.card(card_id) is None]


def heading_word(card_type: str, lang: str) -> str:
    return TYPE_HEADINGS[card_type][lang][0] if card_type in TYPE_HEADINGS else card_type


def mage_display(lib: Any, book: Spellbook, lang: str) -> str | None:
    mage = lib.mage(book.mage) if book.mage else None
    if mage is None:
        return book.mage
    return mage.display_name(lang)


def element_display(element: str, lang: str) -> str:
    names = ELEMENT_NAMES.get(element)
    return names[LANGS.index(lang)] if names else element


def points_used(book: Spellbook, lib: Any) -> int | None:
    """The book's spell points from the rules layer, when it is installed."""
    try:
        from spellforge.rules import validate
    except ImportError:
        return None
    try:
        return int(validate(book, lib).points_used)
    except Exception:  # a total is decoration; an unfinished rules layer must not block export
        return None
