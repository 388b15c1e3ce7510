"""Rows pasted from a spreadsheet or a CSV export (spellforge/formats/table.py): tabs, `;`, `,`
with quotes; with a header row in English, Russian or Polish, or without one."""

from __future__ import annotations

import pytest

from spellforge.formats import read_spellbook_text


def _read(library, text):
    result = read_spellbook_text(text, library)
    return result, result.book


def test_a_russian_sheet_paste_with_row_numbers_a_type_column_and_a_total_row(library):
    text = ("№\tКарта\tКол-во\tТип\n"
            "1\tСирена\t1\tМаг\n"
            "2\tГлубинный трезубец\t2\tСнаряжение\n"
            "3\tЗыбь\t4\tАтака\n"
            "4\tКракен\t1\tСущество\n"
            "\tИтого карт\t7\n")
    result, book = _read(library, text)
    assert book.mage == "Siren"
    # the row number is not the quantity and the type is not a card
    assert book.quantities() == {"shoalsdeep-trident": 2, "swell": 4, "kraken": 1}
    assert not book.unresolved
    fates = {f.line: (f.fate, f.note) for f in result.lines}
    assert fates[1] == ("ignored", "header") and fates[6] == ("ignored", "total 7")
    assert not result.totals  # a count of cards, not a points total to check
    from spellforge.i18n.line_notes import translate_note

    # the notes are of the shapes the import report shows in the player's language
    assert translate_note("header", library, "ru") != "header" and translate_note("total 7", library, "pl") != "total 7"


def test_a_quoted_csv_export_with_the_mage_row_and_a_total(library):
    text = ('"Qty","Card","Type","Level"\n'
            '"1","Forcemaster","Mage",""\n'
            '"3","Force Hammer","Attack","2"\n'
            '"1","Galvitar, Force Blade","Equipment","2"\n'
            '"2","Force Push","Incantation","1"\n'
            '"","Total","","120"\n')
    _, book = _read(library, text)
    assert book.mage == "Forcemaster"
    assert book.quantities() == {"force-hammer": 3, "galvitar-force-blade": 1, "force-push": 2}
    assert not book.unresolved


def test_a_polish_semicolon_export_with_its_header(library):
    text = ("Lp.;Karta;Ilość\n1;Kula Ognia;2\n2;Rozproszenie Zaklęcia;3\n3;Kryształ Many;1\n")
    _, book = _read(library, text)
    assert book.quantities() == {"fireball": 2, "dispel": 3, "mana-crystal": 1}
    assert not book.unresolved


@pytest.mark.parametrize("header", ["Количество\tНазвание", "шт\tКарта", "Qty\tCard", "Ilość\tKarta"])
def test_header_words_in_three_languages_find_the_columns(library, header):
    text = f"{header}\n2\tОгненный шар\n1\tFireball\n3\tRozproszenie Zaklęcia\n"
    _, book = _read(library, text)
    assert book.quantities() == {"fireball": 3, "dispel": 3}


def test_without_a_header_the_names_and_the_counts_are_found_from_the_cells(library):
    # row numbers 1..4 in front, the count after the name, a cost column of small numbers after it
    text = ("1\tDispel\t2\t2\n2\tFireball\t3\t4\n3\tMana Crystal\t1\t3\n4\tMage Wand\t1\t5\n")
    _, book = _read(library, text)
    assert book.quantities() == {"dispel": 2, "fireball": 3, "mana-crystal": 1, "mage-wand": 1}


def test_without_a_header_a_row_naming_the_mage_sets_the_mage(library):
    text = "Johktari Beastmaster\tMage\t\nTimber Wolf\tCreature\t2\nHunting Bow\tEquipment\t2\nBlock\tEnchantment\t1\n"
    _, book = _read(library, text)
    assert book.mage == "Johktari Beastmaster"
    assert book.quantities() == {"timber-wolf": 2, "hunting-bow": 2, "block": 1}


def test_a_title_above_the_table_still_names_the_book(library):
    text = "Wizard (Fire) — Burn\n\nCard;Qty\nFireball;2\nDispel;1\nMana Crystal;2\n"
    _, book = _read(library, text)
    assert (book.mage, book.element, book.name) == ("Wizard", "Fire", "Burn")
    assert book.quantities() == {"fireball": 2, "dispel": 1, "mana-crystal": 2}


def test_an_unknown_card_in_a_table_is_unresolved_with_its_line(library):
    text = "Card\tQty\nFireball\t2\nQwertyuiop Zxcv\t1\nDispel\t1\n"
    _, book = _read(library, text)
    assert [(u.line, u.text) for u in book.unresolved] == [(3, "Qwertyuiop Zxcv 1")]  # a tab kept as a space


def test_names_with_commas_are_not_a_csv_table(library):
    text = "Mage: Warlock\n2 Galvitar, Force Blade\n1 Kralathor, The Devourer\n1 Adramelech, Lord of Fire\n"
    _, book = _read(library, text)
    assert book.quantities() == {"galvitar-force-blade": 2, "kralathor-the-devourer": 1, "adramelech-lord-of-fire": 1}


def test_a_tab_block_that_names_no_cards_is_left_to_the_line_reader(library):
    text = "Mage:\tWizard\nElement:\tFire\nNote:\tfast\n2 Fireball\n"
    _, book = _read(library, text)
    assert (book.mage, book.element, book.quantities()) == ("Wizard", "Fire", {"fireball": 2})


def test_a_header_without_a_name_word_and_a_name_cell_with_its_own_count(library):
    text = "Pozycja\tIlość\tUwagi\nKula Ognia\t2\tgłówny atak\n3x Rozproszenie Zaklęcia\t\t\nKryształ Many\t1\tmana\n"
    result = read_spellbook_text(text, library)
    assert result.book.quantities() == {"fireball": 2, "dispel": 3, "mana-crystal": 1}
    assert not result.book.unresolved and result.lines[0].note == "header"


def test_english_plurals_after_a_number(library):
    book = read_spellbook_text("Mage: Wizard\n2 Fireballs\n3 Mana Crystals\n", library).book
    assert book.quantities() == {"fireball": 2, "mana-crystal": 3} and not book.unresolved


@pytest.mark.parametrize("header", ["Название заклинания\tКоличество карт\tТип карты", "Spell name\tCopies\tCard type",
                                    "Nazwa czaru\tLiczba kopii\tTyp karty"])
def test_header_cells_of_several_words(library, header):
    text = f"{header}\nDispel\t2\tIncantation\nFireball\t3\tAttack\n"
    book = read_spellbook_text(text, library).book
    assert book.quantities() == {"dispel": 2, "fireball": 3} and not book.unresolved


def test_a_count_that_is_no_whole_number_or_too_many_is_unresolved_never_one_copy(library):
    text = "Fireball\t999\nDispel\t2\nBlock\t2.5\nMana Crystal\t0\nMage Wand\t1\n"
    result = read_spellbook_text(text, library)
    assert result.book.quantities() == {"dispel": 2, "mage-wand": 1}
    assert [(u.line, u.text) for u in result.book.unresolved] == [(1, "Fireball 999"), (3, "Block 2.5")]
    assert result.lines[3].note == "candidate (not counted)"  # a 0 row: listed, not in the book


def test_of_two_number_columns_the_one_of_copies_is_the_count(library):
    # name, cost (5-12), count (1-3): the cost is not read as the number of copies
    text = "Fireball\t8\t2\nDispel\t5\t3\nMana Crystal\t12\t1\nMage Wand\t5\t1\n"
    book = read_spellbook_text(text, library).book
    assert book.quantities() == {"fireball": 2, "dispel": 3, "mana-crystal": 1, "mage-wand": 1}


def test_a_quote_left_open_or_a_huge_cell_is_read_line_by_line(library):
    huge = '"' + "x" * 200_000
    text = f'Mage: Wizard\n"2","Fireball"\n"1","Dispel"\n{huge}","3"\n'
    result = read_spellbook_text(text, library)
    assert result.book.mage == "Wizard" and len(result.lines) == 4  # every line has its fate, nothing raised


def test_the_type_column_settles_a_name_two_cards_share(library):
    # RU «Кольцо молний» is Lightning Ring's name and a misprint of Circle of Lightning (an Enchantment)
    text = "Карта\tКол-во\tТип\nКольцо молний\t1\tСнаряжение\nКольцо молний\t2\tЧары\nОгненный шар\t1\tАтака\n"
    result = read_spellbook_text(text, library)
    assert result.book.quantities() == {"lightning-ring": 1, "circle-of-lightning": 2, "fireball": 1}
    # the row's type holds for that row only: a line after the table has no heading
    after = read_spellbook_text(text + "\nКольцо молний\n", library).book.quantities()
    assert after["lightning-ring"] == 2


def test_a_doubled_quote_in_a_quoted_cell_is_one_quote_never_a_split_cell(library):
    """Quotes are always doubled inside a quoted cell, as every spreadsheet writes them: the
    dialect guesser (csv.Sniffer) took this block for one without doubled quotes, split
    `"Keep ""two, always"` at its comma and shifted the row's cells."""
    text = ('"Card","Notes","Qty"\n'
            '"Fireball","Keep ""two, always","2"\n'
            '"Dispel","","3"\n'
            '"Galvitar, Force Blade","","1"\n')
    _, book = _read(library, text)
    assert book.quantities() == {"fireball": 2, "dispel": 3, "galvitar-force-blade": 1}
    assert not book.unresolved
