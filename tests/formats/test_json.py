"""Spellforge's own JSON save format: versioned, ids first, names for humans."""

from __future__ import annotations

import json

import pytest

from spellforge.domain import Spellbook
from spellforge.formats import ReadError, read_spellbook_text, write_spellbook


def _doc(**changes):
    data = {"kind": "spellforge.spellbook", "format_version": 1, "name": "x", "mage": "Warlock", "element": None,
            "format": "arena", "cards": [{"id": "fireball", "qty": 2, "name": "Fireball"}], "candidates": [],
            "notes": "", "tags": [], "unresolved": []}
    data.update(changes)
    return json.dumps(data, indent=2)


def test_schema_written(library):
    book = Spellbook(name="b", mage="Warlock")
    book.add("fireball", 2)
    data = json.loads(write_spellbook(book, library, "json", "ru"))
    assert data["kind"] == "spellforge.spellbook" and data["format_version"] == 1
    assert data["cards"] == [{"id": "fireball", "qty": 2, "name": library.card("fireball").display_name("ru")}]
    assert set(data) == {"kind", "format_version", "name", "mage", "element", "format", "cards", "candidates",
                         "notes", "tags", "unresolved"}


def test_ids_are_matched_by_id_with_their_line(library):
    result = read_spellbook_text(_doc(), library)
    (card,) = result.cards
    assert (card.card_id, card.matched_by, card.line) == ("fireball", "id", 10)


def test_unknown_id_falls_back_to_the_name_then_to_unresolved(library):
    cards = [{"id": "old-fireball-id", "qty": 1, "name": "Fireball"}, {"id": "gone", "qty": 1, "name": "Gone Card"}]
    result = read_spellbook_text(_doc(cards=cards), library)
    assert result.book.quantities() == {"fireball": 1}
    assert [u.text for u in result.book.unresolved] == ["Gone Card"]


@pytest.mark.parametrize("text, message", [
    ("{", "not valid JSON"),
    ("[1, 2]", "expected a JSON object"),
    ('{"kind": "other"}', "not a Spellforge spellbook"),
    ('{"kind": "spellforge.spellbook", "format_version": 99}', "newer Spellforge"),
    ('{"kind": "spellforge.spellbook", "format_version": "1"}', "format_version"),
    ('{"kind": "spellforge.spellbook", "format_version": 1, "cards": {}}', '"cards" must be a list'),
    ('{"kind": "spellforge.spellbook", "format_version": 1, "tags": [1]}', '"tags"'),
    ('{"kind": "spellforge.spellbook", "format_version": 1, "mage": 5}', '"mage"'),
])
def test_bad_json_gives_a_clear_message(library, text, message):
    with pytest.raises(ReadError) as e:
        read_spellbook_text(text, library, source_name="book.json", fmt="json")
    assert message in str(e.value) and str(e.value).startswith("book.json")


def test_bad_quantity_is_an_unresolved_line(library):
    result = read_spellbook_text(_doc(cards=[{"id": "fireball", "qty": 0}]), library)
    assert result.book.entries == [] and len(result.book.unresolved) == 1
