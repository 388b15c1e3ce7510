"""Acceptance: the Core Set and the official spellbooks, with numbers from products.csv.

The Polish rulebook (seeds 004, line 1988, "POCZĄTKOWE KSIĘGI CZARÓW") says all four starting
spellbooks "możesz stworzyć równocześnie z kart, które znajdują się w niniejszym zestawie
podstawowym": one Core Set builds all four AT THE SAME TIME. The data agrees: with one Core Set
no pair of the four conflicts (so the list of conflicting pairs is empty), but many shared cards
are used to the last copy — lose one and the books start fighting over it.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from spellforge.collection import Catalog, Collection, allocate, can_also_build, cheapest_products, missing_cards, shortfall
from tests.collection.books import core_books, read_book



@pytest.fixture(scope="module")
def catalog(library):
    return Catalog.from_library(library)


@pytest.fixture(scope="module")
def books(library):
    return core_books(library)


@pytest.fixture(scope="module")
def one_core(catalog):
    return Collection({"core": 1}).owned(catalog)


def test_each_core_book_is_buildable_alone_from_one_core_set(books, one_core):
    for name, need in books.items():
        assert missing_cards(need, one_core) == {}, name


def test_no_pair_of_core_books_conflicts_and_all_four_fit_together(books, one_core):
    pairs = {(a, b): [c.card_id for c in allocate({a: books[a], b: books[b]}, one_core).conflicts]
             for a, b in combinations(books, 2)}
    assert pairs == {pair: [] for pair in pairs}  # six pairs, none conflicts (PL rulebook l.1988)
    together = allocate(books, one_core)
    assert together.buildable and together.conflicts == []


def test_shared_cards_are_used_to_the_last_copy(books, one_core):
    # products.csv: Dispel,core,5 / Dissolve,core,5 / Minor Heal,core,5 / Mana Flower,core,5
    uses = {card: [books[b].get(card, 0) for b in books] for card in ("dispel", "dissolve", "minor-heal", "mana-flower")}
    assert uses == {  # Beastmaster, Warlock, Wizard, Priestess
        "dispel": [2, 1, 1, 1],
        "dissolve": [1, 0, 2, 2],
        "minor-heal": [2, 0, 2, 1],
        "mana-flower": [3, 0, 0, 2],
    }
    assert all(sum(u) == one_core[c] == 5 for c, u in uses.items())


def test_one_lost_dispel_makes_the_four_conflict_but_no_pair(books, catalog):
    owned = Collection({"core": 1}, {"dispel": -1}).owned(catalog)
    alloc = allocate(books, owned)
    assert [(c.card_id, c.owned, c.needed, c.books) for c in alloc.conflicts] == [
        ("dispel", 4, 5, (("Beastmaster", 2), ("Warlock", 1), ("Wizard", 1), ("Priestess", 1)))]
    assert alloc.short == {"Beastmaster": {}, "Warlock": {}, "Wizard": {}, "Priestess": {"dispel": 1}}
    assert all(not allocate({a: books[a], b: books[b]}, owned).conflicts for a, b in combinations(books, 2))
    # "can I also build the Priestess without taking one apart?" – no: her Dispel is on the shelf
    shelf = {n: books[n] for n in ("Beastmaster", "Warlock", "Wizard")}
    verdict = can_also_build(shelf, books["Priestess"], owned)
    assert not verdict.ok
    assert verdict.missing == {"dispel": (1, 0)}
    assert verdict.held_by == {"dispel": [("Beastmaster", 2), ("Warlock", 1), ("Wizard", 1)]}
    assert verdict.lacking_anyway == {}  # she alone could be built: it is a conflict, not a lack


def test_real_pair_conflicts_when_owning_core_and_both_spell_tomes(library, catalog):
    owned = Collection({"core": 1, "tome": 1, "tome2": 1, "cok": 1, "fvw": 1}).owned(catalog)
    priest = read_book(library, "Priest Official.o8d", "Priest").quantities()
    priestess = read_book(library, "Priestess Official.o8d", "Priestess").quantities()
    assert missing_cards(priest, owned) == {} and missing_cards(priestess, owned) == {}
    conflicts = {c.card_id: (c.owned, c.needed) for c in allocate({"Priest": priest, "Priestess": priestess}, owned).conflicts}
    # products.csv: Asyran Cleric core 4 + tome 1; Divine Protection core 2 + tome 1;
    # Knight of Westlock core 2 + tome2 1; Staff of Asyra core 1 + tome2 1
    assert conflicts == {"asyran-cleric": (5, 6), "divine-protection": (3, 4),
                         "knight-of-westlock": (3, 4), "staff-of-asyra": (2, 3)}
    bm_cok = read_book(library, "Beastmaster CoK Official.o8d").quantities()
    bm = read_book(library, "Beastmaster Offical.o8d").quantities()
    conflicts = {c.card_id: (c.owned, c.needed) for c in allocate({"CoK": bm_cok, "Core": bm}, owned).conflicts}
    # Feral Bobcat and Thunderift Falcon core 2 + tome 1; Timber Wolf and Tanglevine core 3 + tome 1
    assert conflicts == {"feral-bobcat": (3, 5), "thunderift-falcon": (3, 5), "timber-wolf": (4, 5),
                         "tanglevine": (4, 6)}
    # Druid vs. Necromancer adds two Tanglevines (tanglevine,dvn,2): that conflict goes away
    more = Collection({"core": 1, "tome": 1, "tome2": 1, "cok": 1, "fvw": 1, "dvn": 1}).owned(catalog)
    assert "tanglevine" not in {c.card_id for c in allocate({"CoK": bm_cok, "Core": bm}, more).conflicts}


def test_cheapest_products_for_real_books(library, catalog, one_core):
    wizard = read_book(library, "Wizard Official.o8d").quantities()
    lost = Collection({"core": 1}, {"teleport": -2}).owned(catalog)
    # two Teleports: the Core Spell Tome 1 has one (products.csv teleport,tome,1)… not enough:
    assert shortfall(wizard, lost) == {"teleport": 1}
    assert cheapest_products({"teleport": 1}, catalog).products == {"tome": 1}  # smaller than a Core Set
    assert cheapest_products(shortfall(wizard, {}), catalog).products == {"core": 1}
    priest = read_book(library, "Priest Official.o8d").quantities()
    buy = cheapest_products(shortfall(priest, one_core), catalog)
    assert buy.exact and buy.products == {"cok": 1, "fvw": 1, "tome2": 1} and buy.unavailable == {}
    forcemaster = read_book(library, "Forcemaster Official.o8d").quantities()
    assert cheapest_products(shortfall(forcemaster, one_core), catalog).products == {"fvw": 1}
