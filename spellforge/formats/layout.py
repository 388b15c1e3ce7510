"""What the text writers share: cards grouped by type in a stable order, names in a language."""

from __future__ import annotations

import re
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


# What a list could not match travels with every text export as a marked comment and is read back
# as an unread line on import, so an exported book is as (il)legal as the book it came from.
_KEPT = re.compile(r"#\s*(?:unknown card id: (?:(\d+) )?(\S+)|unresolved line (\d+): (.*))")


def kept_lines(book: Spellbook, lib: Any, escape: Any = str) -> list[str]:
    """The comment lines for unknown card ids (with their copies) and unread lines."""
    quantities = book.quantities()
    lost = [f"# unknown card id: {quantities[card_id]} {card_id}" for card_id in unknown_ids(book, lib)]
    return lost + [f"# unresolved line {u.line}: {escape(u.text)}" for u in book.unresolved]


def read_kept(comment: str) -> tuple[str, str] | None:
    """(text, note) of a comment kept_lines wrote, else None (any other comment stays ignored)."""
    match = _KEPT.fullmatch(comment.strip())
    if match is None:
        return None
    if match.group(2):
        return f"{match.group(1) or ''} {match.group(2)}".strip(), "unknown card id"
    return match.group(4), f"unread line {match.group(3)} of the exported book"


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
    """The book's spell points from the rules layer (None when the rules cannot price it)."""
    from spellforge.rules import validate

    try:
        return int(validate(book, lib).points_used)
    except Exception:  # a total is decoration; an unfinished rules layer must not block export
        return None
