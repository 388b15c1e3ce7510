"""The card list before anything is typed, and what a search prices against.

Every spell (playtest cards hidden) in name order in the card language: what a search with
nothing typed lists. A window's start shows it without the search engine, its grammar and its
indexes, which are made once the window is ready (the browser's prepare_search)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from spellforge.domain.cards import Card
from spellforge.domain.mages import Mage
from spellforge.library.normalize import fold


@dataclass(frozen=True)
class BookContext:
    """The open spellbook's mage and element: what `legal:book` and `points` price against."""
    mage: Mage
    element: str | None = None

    @property
    def key(self) -> tuple:
        return (self.mage.name, self.element)


def name_order(cards: Iterable[Card], lang: str) -> dict[str, str]:
    """card id -> its name in `lang`, folded: the order of a list (and of ties in a ranking)."""
    return {c.id: fold(c.display_name(lang)) for c in cards}


def unsearched(cards: Iterable[Card], lang: str) -> list[str]:
    """What a search with nothing typed finds: every card but the playtest ones, in name order
    (equal names, e.g. two the user gave the same one, by card id)."""
    order = name_order((c for c in cards if not c.playtest), lang)
    return sorted(order, key=lambda cid: (order[cid], cid))
