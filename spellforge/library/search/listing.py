"""The card list before anything is typed, and what a search prices against.

Every spell (playtest cards hidden) in name order in the card language: what a search with
nothing typed lists. A window's start shows it without the search engine, its grammar and its
indexes, which are made once the window is ready (the browser's prepare_search)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from spellforge.domain.cards import Card
from spellforge.library.normalize import fold


class BookContext(Protocol):
    """What `legal:book` and `points` price against: the open spellbook, as the rules see it
    (`spellforge.rules.book_context.BookContext`; the rules sit above the search, so the caller
    hands it in)."""

    @property
    def key(self) -> tuple: ...  # the same for two contexts that answer alike (the cache's key)

    def fits(self, card: Card) -> bool: ...

    def points(self, card: Card) -> int | None: ...


def name_order(cards: Iterable[Card], lang: str) -> dict[str, str]:
    """card id -> its name in `lang`, folded: the order of a list (and of ties in a ranking)."""
    return {c.id: fold(c.display_name(lang)) for c in cards}


def unsearched(cards: Iterable[Card], lang: str) -> list[str]:
    """What a search with nothing typed finds: every card but the playtest ones, in name order
    (equal names, e.g. two the user gave the same one, by card id)."""
    order = name_order((c for c in cards if not c.playtest), lang)
    return sorted(order, key=lambda cid: (order[cid], cid))
