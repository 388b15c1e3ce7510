"""Markers for the spellbook editor: which of the open book's cards the collection lacks, and which
are owned but sitting in an assembled book."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from spellforge.collection.allocation import can_also_build
from spellforge.collection.ownership import load_collection
from spellforge.collection.products import Catalog
from spellforge.domain.spellbook import Spellbook
from spellforge.library.user.collection import UserCollection
from spellforge.library.user.store import UserStore


@dataclass(frozen=True)
class CardMarker:
    kind: str  # "missing": not enough copies owned at all; "conflict": owned, but in assembled books
    need: int
    have: int  # copies available to this book (owned, minus those in assembled books)
    owned: int
    held_by: tuple[tuple[str, int], ...] = ()  # assembled books holding the copies it lacks


def missing_markers(book: Spellbook, owned: Mapping[str, int]) -> dict[str, tuple[int, int]]:
    """Card id -> (copies needed, copies owned) for every card of the book the collection lacks."""
    return {c: (n, owned.get(c, 0)) for c, n in book.quantities().items() if n > owned.get(c, 0)}


def book_markers(book: Spellbook, owned: Mapping[str, int],
                 assembled: Mapping[str, Mapping[str, int]] | None = None) -> dict[str, CardMarker]:
    """Missing and conflict markers; a book assembled under this book's own name is not counted
    against itself."""
    others = {name: q for name, q in (assembled or {}).items() if name != book.name}
    verdict = can_also_build(others, book.quantities(), owned)
    out: dict[str, CardMarker] = {}
    for card, (need, free) in verdict.missing.items():
        have_all = owned.get(card, 0)
        kind = "missing" if need > have_all else "conflict"
        out[card] = CardMarker(kind, need, free, have_all, tuple(verdict.held_by.get(card, ())))
    return out


def markers_for(book: Spellbook, lib: Any, store: UserStore | UserCollection | None = None) -> dict[str, CardMarker]:
    """`book_markers` with the user's collection and assembled books (what the editor calls)."""
    user = store if isinstance(store, UserCollection) else UserCollection(store)
    owned = load_collection(user).owned(Catalog.from_library(lib))
    return book_markers(book, owned, user.assembled())
