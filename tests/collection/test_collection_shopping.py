"""The shopping list: what to get so that the chosen books can all be built at once."""

from __future__ import annotations

import csv
import io

from spellforge.collection import Catalog
from spellforge.collection.shopping import shopping_csv, shopping_list, shopping_text
from tests.collection.books import core_books

LABELS = {"products": "Products:", "cards": "Cards:", "none": "Nothing to buy."}


def test_nothing_owned_one_core_set_buys_the_wizard_book(library):
    catalog = Catalog.from_library(library)
    wizard = core_books(library)["Wizard"]
    shop = shopping_list([("Wizard", wizard)], {}, library, catalog)
    assert shop.copies == sum(wizard.values()) and shop.cards == len(wizard)
    assert [(code, boxes) for code, _name, boxes in shop.products] == [("core", 1)]
    assert not shop.buildable


def test_one_core_set_builds_the_four_books_but_not_a_fifth(library):
    catalog = Catalog.from_library(library)
    books = core_books(library)
    owned = dict(catalog.contents["core"])
    assert shopping_list(list(books.items()), owned, library, catalog).buildable  # the box holds all four
    twice = [*books.items(), ("Wizard 2", books["Wizard"])]
    shop = shopping_list(twice, owned, library, catalog)
    assert not shop.buildable and shop.conflicts > 0
    dispel = next(m for m in shop.missing if m.card_id == "dispel")  # every core book plays Dispel
    need = sum(q.get("dispel", 0) for _name, q in twice)
    assert dispel.copies == need - owned["dispel"] > 0 and "Wizard 2" in dispel.books


def test_assembled_book_keeps_its_cards_and_is_counted_once(library):
    catalog = Catalog.from_library(library)
    books = core_books(library)
    owned = dict(catalog.contents["core"])
    shelf = {"Wizard": books["Wizard"]}
    assert shopping_list([("Wizard", books["Wizard"])], owned, library, catalog, assembled=shelf).buildable
    assert not shopping_list([("Wizard 2", books["Wizard"])], owned, library, catalog, assembled=shelf).buildable


def test_text_and_csv_lists(library):
    catalog = Catalog.from_library(library)
    shop = shopping_list([("=HYPERLINK(1)", {"fireball": 3})], {}, library, catalog, lang="ru")
    text = shopping_text(shop, LABELS)
    assert "3 × Огненный шар" in text and text.startswith("Products:")
    rows = list(csv.reader(io.StringIO(shopping_csv(shop))))
    assert rows[0] == ["kind", "name", "copies", "for_books"]
    card_row = next(r for r in rows if r[0] == "card")
    assert card_row[1:3] == ["Огненный шар", "3"] and card_row[3].startswith("'=")  # no formula
    assert shopping_text(shopping_list([], {}, library, catalog), LABELS) == "Nothing to buy.\n"
