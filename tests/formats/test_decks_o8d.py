"""The 45 real OCTGN spellbooks in tests/fixtures/octgn/decks import completely and export back."""

from __future__ import annotations

import pytest

from spellforge.formats import read_spellbook_text, write_spellbook
from tests.formats.conftest import deck_paths



def test_all_45_books_are_there():
    assert len(deck_paths()) == 45


def test_every_book_imports_without_an_unresolved_line(decks):
    for name, result in decks.items():
        assert result.format == "o8d", name
        assert result.book.unresolved == [], name
        assert not result.unresolved, name
        assert result.book.mage, name
        assert result.book.entries, name


def test_every_card_element_has_a_fate_with_its_line(decks):
    # Beastmaster Offical.o8d is one long line; Wizard Apprentice (octgn mode) has one card per line.
    multi_line = decks["octgn-apprentice-mode/Wizard Apprentice.o8d"]
    lines = {f.line for f in multi_line.lines}
    assert min(lines) >= 4 and len(lines) > 10
    assert all(f.fate in ("card", "mage") for f in multi_line.lines)


def test_unknown_stats_guid_falls_back_to_the_name(decks):
    # data/README.md: the Wizard and Siren books name their Stats card by an older GUID.
    wizard = decks["official-spellbooks/Wizard Official.o8d"]
    assert wizard.book.mage == "Wizard"
    assert wizard.book.element == "Air"  # the mage card is "Wizard(Air)"
    mage_fates = [f for f in wizard.lines if f.fate == "mage"]
    assert [f.matched_by for f in mage_fates] == ["guid", "name"]  # "Wizard stats" → Wizard
    # the figure's card names the Wizard by its GUID: the old Stats GUID is no news, and every
    # reader (import, validate, export) reads the book with the same warnings: none (issue 41)
    assert wizard.warnings == []
    assert decks["official-spellbooks/Siren Official.o8d"].book.mage == "Siren"


def test_a_mage_known_only_by_name_is_still_a_warning(library):
    from tests.conftest import OFFICIAL_DIR

    text = (OFFICIAL_DIR / "Wizard Official.o8d").read_text(encoding="utf-8-sig")
    text = text.replace("4208e1b0-b570-42de-9e62-5ce15b97b91e", "11111111-1111-1111-1111-111111111111")
    result = read_spellbook_text(text, library)
    assert result.book.mage == "Wizard"
    assert [w.code for w in result.warnings] == ["unknown_mage_guid", "unknown_mage_guid"]


def test_official_wizard_book_contents(decks):
    # glossary-pl-ru §2.1 (EN qty from OCTGN "official"): 3 Lightning Bolt, 2 Teleport, 59 cards.
    book = decks["official-spellbooks/Wizard Official.o8d"].book
    q = book.quantities()
    assert q["lightning-bolt"] == 3 and q["teleport"] == 2 and q["mana-siphon"] == 1
    assert sum(q.values()) == 59


def test_apprentice_mage_card_beats_the_full_stats_card(decks):
    # The apprentice books pair "Beastmaster (Apprentice)" with the full Beastmaster Stats card.
    result = decks["apprentice-spellbooks/Beastmaster Apprentice.o8d"]
    assert result.book.mage == "Beastmaster (Apprentice)"
    assert result.book.format == "apprentice"
    assert any("Beastmaster (Apprentice)" in w for w in result.warnings)


def test_misspelt_element_text_does_not_matter(decks):
    # "Mana Syphon" is how the Wizard book spells Mana Siphon; the GUID decides.
    wizard = decks["official-spellbooks/Wizard Official.o8d"]
    fate = next(f for f in wizard.lines if f.text == "Mana Syphon")
    assert (fate.card_id, fate.matched_by) == ("mana-siphon", "guid")


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_export_to_o8d_and_back_is_the_same_book(decks, library, lang):
    for name, result in decks.items():
        book = result.book
        again = read_spellbook_text(write_spellbook(book, library, "o8d", lang), library, name).book
        assert (again.mage, again.element, again.quantities()) == (book.mage, book.element, book.quantities()), name
        assert again.unresolved == []


def test_written_o8d_uses_known_guids_for_the_mage(decks, library):
    book = decks["official-spellbooks/Warlock Official.o8d"].book
    xml = write_spellbook(book, library, "o8d")
    assert 'game="9acef3d0-efa8-4d3f-a10c-54812baecdda"' in xml
    assert 'id="2253ac7a-0146-4022-bd2e-4f5403ad8e1d">Warlock<' in xml  # the mage card
    assert 'id="52fdb62d-59e3-4b5e-904e-d92ae2be7012">Warlock Stats<' in xml
    assert 'id="d8562a1d-6a95-4ca4-99aa-91c5ca769a33">Fireball<' in xml  # Core printing GUID
