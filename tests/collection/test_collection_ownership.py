"""Owned count = Σ product copies × boxes + signed adjustments, never below zero."""

from __future__ import annotations

from spellforge.collection import (PRODUCT_NAMES, Catalog, Collection, load_collection, markers_for, owned_counts,
                                   owned_ids, product_name)
from spellforge.domain.spellbook import Spellbook
from spellforge.library.user.collection import UserCollection


def test_every_product_of_products_csv_has_a_name_in_three_languages(library):
    catalog = Catalog.from_library(library)
    assert set(catalog.codes) == set(PRODUCT_NAMES)
    assert all(set(names) == {"en", "ru", "pl"} for names in PRODUCT_NAMES.values())
    assert catalog.resolve("Forcemaster vs Warlord") == "fvw"
    assert catalog.resolve("zestaw PODSTAWOWY") == "core" == catalog.resolve("Базовый набор")
    assert product_name("core", "pl") == "Zestaw podstawowy" and product_name("xyz") == "xyz"


def test_core_set_contents_from_products_csv(library):
    catalog = Catalog.from_library(library)
    # products.csv: 174 core rows, Dispel core 5, Teleport core 3
    assert len(catalog.contents["core"]) == 174
    assert (catalog.contents["core"]["dispel"], catalog.contents["core"]["teleport"]) == (5, 3)


def test_two_core_sets_singles_and_losses(library):
    catalog = Catalog.from_library(library)
    coll = Collection({"core": 2, "fvw": 1}, {"dispel": 1, "teleport": -2, "lightning-bolt": -100})
    owned = coll.owned(catalog)
    assert owned["dispel"] == 2 * 5 + 3 + 1  # fvw has 3 Dispels (dispel,fvw,3)
    assert owned["teleport"] == 2 * 3 - 2
    assert "lightning-bolt" not in owned  # never below zero
    assert coll.adjustment_for_total(catalog, "dispel", 4) == 4 - 13


def test_owned_ids_for_the_search_filter(library):
    from spellforge.library.search.engine import SearchEngine

    user = UserCollection()
    assert owned_ids(library, user) == set()
    user.set_product("core", 1)
    user.set_adjustment("acid-ball", 1)  # a single from Druid vs. Necromancer
    user.set_adjustment("dispel", -5)  # all five lost
    ids = owned_ids(library, user)
    assert len(ids) == 174 - 1 + 1 and "acid-ball" in ids and "dispel" not in ids
    assert owned_counts(library, user)["teleport"] == 3
    engine = SearchEngine(library, owned_ids=lambda: owned_ids(library, user))
    found = engine.find("owned:yes acid")
    # the name match ranks first; plain words also find cards by traits and summaries (Dissolve: acid)
    assert found[0] == "acid-ball" and set(found) <= ids


def test_markers_for_the_spellbook_editor(library):
    user = UserCollection()
    user.update({"core": 1}, {"dispel": -3})  # 2 Dispels left
    user.mark_assembled("Beastmaster", {"dispel": 2, "heal": 1})
    book = Spellbook(name="Mine")
    book.add("dispel", 1)
    book.add("heal", 1)
    book.add("acid-ball", 2)
    markers = markers_for(book, library, user)
    assert {c: (m.kind, m.need, m.have, m.owned) for c, m in markers.items()} == {
        "dispel": ("conflict", 1, 0, 2),  # owned, but both copies are in the Beastmaster book
        "acid-ball": ("missing", 2, 0, 0),  # not in the Core Set (products.csv acid-ball,dvn)
    }
    assert markers["dispel"].held_by == (("Beastmaster", 2),)
    # the Beastmaster book itself, open in the editor, does not conflict with its own shelf copy
    own = Spellbook(name="Beastmaster")
    own.add("dispel", 2)
    assert markers_for(own, library, user) == {}
    assert load_collection(user).adjustments == {"dispel": -3}
