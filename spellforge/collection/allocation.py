"""Sharing owned copies between several spellbooks at once.

Every card is allocated on its own: copies go to the books in the order given (the assembled
books first, in the order they were assembled, so a book already on the shelf keeps its cards),
each book taking what it needs while copies remain. No copy is ever given twice:
Σ given ≤ owned and Σ given = min(owned, Σ needed) for every card.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Conflict:
    """A card several books need more copies of than are owned."""

    card_id: str
    owned: int
    needed: int
    books: tuple[tuple[str, int], ...]  # (book name, copies it needs)

    @property
    def short(self) -> int:
        return self.needed - self.owned


@dataclass
class Allocation:
    given: dict[str, dict[str, int]] = field(default_factory=dict)  # book -> card -> copies
    short: dict[str, dict[str, int]] = field(default_factory=dict)  # book -> card -> copies lacking
    conflicts: list[Conflict] = field(default_factory=list)

    @property
    def buildable(self) -> bool:
        """Every book fully supplied at the same time."""
        return not any(self.short.values())


def allocate(books: Mapping[str, Mapping[str, int]], owned: Mapping[str, int]) -> Allocation:
    given: dict[str, dict[str, int]] = {name: {} for name in books}
    short: dict[str, dict[str, int]] = {name: {} for name in books}
    cards = sorted({c for need in books.values() for c, n in need.items() if n > 0})
    conflicts: list[Conflict] = []
    for card in cards:
        left = max(0, owned.get(card, 0))
        wanting: list[tuple[str, int]] = []
        for name, need in books.items():
            n = need.get(card, 0)
            if n <= 0:
                continue
            wanting.append((name, n))
            take = min(n, left)
            left -= take
            if take:
                given[name][card] = take
            if n > take:
                short[name][card] = n - take
        total = sum(n for _, n in wanting)
        if len(wanting) > 1 and total > owned.get(card, 0):
            conflicts.append(Conflict(card, max(0, owned.get(card, 0)), total, tuple(wanting)))
    return Allocation(given, short, conflicts)


@dataclass
class ExtraBookVerdict:
    """Can one more book be built while the assembled books stay together?"""

    ok: bool
    missing: dict[str, tuple[int, int]]  # card -> (needed, copies free for it)
    held_by: dict[str, list[tuple[str, int]]]  # card -> assembled books holding its copies
    lacking_anyway: dict[str, tuple[int, int]]  # card -> (needed, owned): short even alone

    def books_to_take_apart(self) -> list[str]:
        return sorted({name for holders in self.held_by.values() for name, _ in holders})


def can_also_build(assembled: Mapping[str, Mapping[str, int]], book: Mapping[str, int],
                   owned: Mapping[str, int]) -> ExtraBookVerdict:
    candidate = "\0candidate"  # a name no assembled book can have
    alloc = allocate({**assembled, candidate: book}, owned)
    missing: dict[str, tuple[int, int]] = {}
    held_by: dict[str, list[tuple[str, int]]] = {}
    lacking: dict[str, tuple[int, int]] = {}
    for card, lack in alloc.short[candidate].items():
        need = book[card]
        missing[card] = (need, need - lack)
        holders = [(name, alloc.given[name][card]) for name in assembled if alloc.given[name].get(card)]
        if holders:
            held_by[card] = holders
        if need > owned.get(card, 0):
            lacking[card] = (need, max(0, owned.get(card, 0)))
    return ExtraBookVerdict(not missing, missing, held_by, lacking)
