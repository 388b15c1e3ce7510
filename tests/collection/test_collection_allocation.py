"""Allocation across books is exact: no copy is given twice, nothing owned is held back while a
book lacks it, and conflicts are exactly the shared cards that run out."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from spellforge.collection import Catalog, Collection, allocate, can_also_build

CARDS = ["dispel", "teleport", "dissolve", "heal", "mana-flower", "rhino-hide"]
counts = st.dictionaries(st.sampled_from(CARDS), st.integers(0, 6), max_size=len(CARDS))
book_sets = st.dictionaries(st.text("ABCDE", min_size=1, max_size=3), counts, min_size=1, max_size=5)


def check_exact(books, owned, alloc):
    cards = {c for need in books.values() for c in need}
    for card in cards:
        wanted = sum(need.get(card, 0) for need in books.values())
        given_total = sum(g.get(card, 0) for g in alloc.given.values())
        have = max(0, owned.get(card, 0))
        assert given_total == min(have, wanted)  # never twice, never held back
        for name, need in books.items():
            assert alloc.given[name].get(card, 0) + alloc.short[name].get(card, 0) == need.get(card, 0)
        wanting = [n for n, need in books.items() if need.get(card, 0) > 0]
        in_conflict = any(c.card_id == card for c in alloc.conflicts)
        assert in_conflict == (len(wanting) > 1 and wanted > have)
    assert alloc.buildable == all(sum(n.get(c, 0) for n in books.values()) <= max(0, owned.get(c, 0)) for c in cards)


@settings(max_examples=150, deadline=None, derandomize=True)
@given(book_sets, counts)
def test_allocation_is_exact(books, owned):
    check_exact(books, owned, allocate(books, owned))


@settings(max_examples=150, deadline=None, derandomize=True)
@given(book_sets, counts, counts)
def test_can_also_build_agrees_with_free_copies(shelf, candidate, owned):
    verdict = can_also_build(shelf, candidate, owned)
    free = {c: max(0, owned.get(c, 0) - sum(b.get(c, 0) for b in shelf.values())) for c in CARDS}
    assert verdict.ok == all(n <= free[c] for c, n in candidate.items())
    assert set(verdict.missing) == {c for c, n in candidate.items() if n > free[c]}
    for card, holders in verdict.held_by.items():
        assert sum(k for _, k in holders) == min(owned.get(card, 0), sum(b.get(card, 0) for b in shelf.values()))


def test_assembled_books_keep_their_cards_first():
    alloc = allocate({"on shelf": {"dispel": 2}, "new": {"dispel": 2}}, {"dispel": 3})
    assert alloc.given == {"on shelf": {"dispel": 2}, "new": {"dispel": 1}}
    assert alloc.short == {"on shelf": {}, "new": {"dispel": 1}}
    (conflict,) = alloc.conflicts
    assert (conflict.owned, conflict.needed, conflict.short) == (3, 4, 1)


def test_a_card_one_book_lacks_alone_is_missing_not_a_conflict():
    alloc = allocate({"A": {"dispel": 3}, "B": {"heal": 1}}, {"dispel": 1, "heal": 1})
    assert alloc.conflicts == [] and alloc.short["A"] == {"dispel": 2}


# Random real collections and random books from real cards, through the real product contents.
@settings(max_examples=40, deadline=None, derandomize=True)
@given(st.data())
def test_allocation_is_exact_on_real_collections(library, data):
    catalog = Catalog.from_library(library)
    products = data.draw(st.dictionaries(st.sampled_from(catalog.codes), st.integers(0, 2), max_size=4))
    pool = sorted({c for box in catalog.contents.values() for c in box})[:80]
    adjustments = data.draw(st.dictionaries(st.sampled_from(pool), st.integers(-3, 3), max_size=6))
    owned = Collection(products, adjustments).owned(catalog)
    assert all(n > 0 for n in owned.values())
    books = data.draw(st.dictionaries(st.sampled_from(["A", "B", "C"]),
                                      st.dictionaries(st.sampled_from(pool), st.integers(1, 4), max_size=12),
                                      min_size=1, max_size=3))
    check_exact(books, owned, allocate(books, owned))
