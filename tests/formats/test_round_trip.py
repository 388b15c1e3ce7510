"""Book → write → read gives the identical book, for every shipped spellbook, every writable
format and every name language."""

from __future__ import annotations

import pytest

from spellforge.domain import BookEntry, Spellbook, UnresolvedLine
from spellforge.formats import read_spellbook_text, write_spellbook
from tests.formats.conftest import has_names



def _needs_lang(library, lang):
    assert lang == "en" or has_names(library, lang), f"no {lang} card names in db/i18n"


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


def test_o8d_export_keeps_what_octgn_cannot_hold(library, monkeypatch):
    """An unread line and a card with no OCTGN GUID travel as comments and are read back, so the
    export is as illegal as its source (it used to validate LEGAL: the comments were ignored)."""
    from spellforge.formats import o8d
    from spellforge.rules import validate

    book = Spellbook(name="x", mage="Wizard", element="Fire", entries=[BookEntry("fireball", 2), BookEntry("dispel", 1)],
                     unresolved=[UnresolvedLine(3, "1 Firebal the great")])
    real_guid = o8d._guid
    monkeypatch.setattr(o8d, "_guid", lambda card: "" if card.id == "dispel" else real_guid(card))
    text = write_spellbook(book, library, "o8d")
    assert "<!-- no OCTGN GUID: 1 Dispel -->" in text and "<!-- unresolved line 3: 1 Firebal the great -->" in text
    back = read_spellbook_text(text, library, source_name="x.o8d").book
    assert back.quantities() == {"fireball": 2, "dispel": 1}
    assert [(u.line, u.text) for u in back.unresolved] == [(3, "1 Firebal the great")]  # line 3 of the file
    assert "unresolved_line" in {p.code for p in validate(back, library).problems}


@pytest.mark.parametrize("fmt", ["text", "bbcode", "forum"])
def test_text_exports_read_back_their_unread_lines(library, fmt):
    """The '# unresolved line …' and '# unknown card id …' comments come back as unread lines (they
    were ignored as comments, so the re-imported export validated LEGAL); other comments stay ignored."""
    book = Spellbook(name="x", mage="Wizard", element="Fire",
                     entries=[BookEntry("fireball", 2), BookEntry("no-such-card", 3)],
                     unresolved=[UnresolvedLine(3, "1 Firebal [the] great")])
    text = write_spellbook(book, library, fmt) + "# a comment of the player's\n"
    back = read_spellbook_text(text, library, source_name=f"x.{fmt}").book
    assert back.quantities() == {"fireball": 2}
    shown = "1 Firebal (the) great" if fmt == "bbcode" else "1 Firebal [the] great"  # BBCode has no [ ] in text
    assert sorted(u.text for u in back.unresolved) == sorted(["3 no-such-card", shown])
