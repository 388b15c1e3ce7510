"""Book → write → read gives the identical book, for every shipped spellbook, every writable
format and every name language."""

from __future__ import annotations

import pytest

from spellforge.domain import Spellbook, UnresolvedLine
from spellforge.formats import read_spellbook_text, write_spellbook
from tests.conftest import needs_shared
from tests.formats.conftest import has_names

pytestmark = needs_shared


def _needs_lang(library, lang):
    if lang != "en" and not has_names(library, lang):
        pytest.skip(f"no {lang} card names in db/i18n yet")


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
@pytest.mark.parametrize("fmt", ["o8d", "text", "bbcode", "json"])
def test_round_trip_on_every_shipped_book(decks, library, fmt, lang):
    _needs_lang(library, lang)
    for name, result in decks.items():
        book = result.book
        written = write_spellbook(book, library, fmt, lang)
        back = read_spellbook_text(written, library, source_name=name)
        assert back.format == fmt
        assert back.unresolved == [], (name, [f.text for f in back.unresolved])
        assert (back.book.mage, back.book.element, back.book.quantities()) == (
            book.mage, book.element, book.quantities()), name
        if fmt == "json":
            assert back.book == book, name
        if fmt == "bbcode":
            assert back.book.name == book.name


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_text_written_in_a_language_uses_its_names(decks, library, lang):
    _needs_lang(library, lang)
    book = decks["official-spellbooks/Warlock Official.o8d"].book
    text = write_spellbook(book, library, "text", lang)
    fireball = library.card("fireball").display_name(lang)
    assert fireball != "Fireball" and f"2 {fireball}" in text
    assert library.mage("Warlock").display_name(lang) in text


def test_json_keeps_everything_the_app_saves(library):
    book = Spellbook(name="Мой колдун", mage="Wizard", element="Fire", format="arena", notes="line one\nline two",
                     tags=["tournament", "fire"], unresolved=[UnresolvedLine(7, "2 Fierball", ["fireball"])])
    book.add("fireball", 2)
    book.add("dispel", 1)
    book.candidates.append(type(book.entries[0])("teleport", 1))
    back = read_spellbook_text(write_spellbook(book, library, "json"), library).book
    assert back == book


def test_wizard_element_survives_every_format(library):
    book = Spellbook(mage="Wizard", element="Water")
    book.add("geyser", 2)
    for fmt in ("o8d", "text", "bbcode", "json"):
        for lang in ("en", "ru", "pl"):
            back = read_spellbook_text(write_spellbook(book, library, fmt, lang), library).book
            assert (back.mage, back.element, back.quantities()) == ("Wizard", "Water", {"geyser": 2}), (fmt, lang)


def test_unknown_language_is_refused(library):
    with pytest.raises(ValueError):
        write_spellbook(Spellbook(), library, "text", "de")
