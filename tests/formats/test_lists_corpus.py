"""The pasted forms of tests/fixtures/lists/ (one file per form: a sheet paste, a CSV export, a
semicolon export without a header, section headers with counts, Russian and Polish grammar, a
greeting, an element in the player's language). Each imports to exactly its expected book with
nothing unresolved; a file marked "official" is that official book, mage and cards alike.

tests/fixtures/lists/heldout/ is not read here: those lists were written before the importer was
tuned and are kept out of its tests (see their expected.json)."""

from __future__ import annotations

import json

import pytest

from spellforge.formats import read_spellbook, read_spellbook_text
from tests.conftest import FIXTURES, OFFICIAL_DIR

LISTS = FIXTURES / "lists"
EXPECTED = {k: v for k, v in json.loads((LISTS / "expected.json").read_text(encoding="utf-8")).items()
            if not k.startswith("_")}


def test_every_list_file_has_its_expectation():
    assert sorted(p.name for p in LISTS.glob("*.txt")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_list_imports_to_its_book(library, name):
    want = dict(EXPECTED[name])
    if "official" in want:
        official = read_spellbook(OFFICIAL_DIR / want["official"], library).book
        want.update(mage=official.mage, element=official.element, cards=official.quantities())
    result = read_spellbook_text((LISTS / name).read_text(encoding="utf-8"), library, source_name=name)
    book = result.book
    assert not book.unresolved, [u.text for u in book.unresolved]
    assert (book.mage, book.element) == (want["mage"], want["element"])
    assert book.quantities() == want["cards"]
    if "name" in want:
        assert book.name == want["name"]
    assert not any(f.matched_by == "fuzzy" for f in result.lines)  # every card by its name or its grammar
