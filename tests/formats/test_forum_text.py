"""Free forum lists and spellbook-builder text: every accepted line form, headings in three
languages, comments, and the fate of every line."""

from __future__ import annotations

import pytest

from spellforge.formats import read_spellbook_text


@pytest.mark.parametrize(
    "line, qty",
    [
        ("3 Wall of Stone", 3),
        ("3x Wall of Stone", 3),
        ("3 x Wall of Stone", 3),
        ("3 - Wall of Stone", 3),
        ("3. Wall of Stone", 3),
        ("Wall of Stone x3", 3),
        ("x3 Wall of Stone", 3),
        ("Wall of Stone (3)", 3),
        ("Wall of Stone 3", 3),  # name-then-count (forum u=1072)
        ("1x Wall of Stone 3 pts", 1),  # trailing points (forum u=3568)
        ("2 Wall of Stone (4 pts)", 2),
        ("- 2 wall of stone", 2),
        ("Wall of Stone", 1),
    ],
)
def test_card_line_forms(library, line, qty):
    result = read_spellbook_text(line, library)
    (fate,) = result.lines
    assert (fate.fate, fate.card_id, fate.qty) == ("card", "wall-of-stone", qty)
    assert result.book.quantities() == {"wall-of-stone": qty}


def test_spellbook_builder_text(library):
    # prior-art §3c: title, "built by", total, "--- Type ---" headings, "N Name" lines.
    text = "A Beastmaster Spellbook\nbuilt by someone\n\nTotal cost: 120 pts\n\n--- Equipment ---\n1 Bearskin\n\n--- Enchantment ---\n3 Bear Strength\n"
    result = read_spellbook_text(text, library)
    assert result.format == "text"
    assert result.book.mage == "Beastmaster"
    assert result.book.quantities() == {"bearskin": 1, "bear-strength": 3}
    fates = [(f.line, f.fate) for f in result.lines]
    assert fates == [(1, "mage"), (2, "ignored"), (3, "ignored"), (4, "ignored"), (5, "ignored"), (6, "ignored"),
                     (7, "card"), (8, "ignored"), (9, "ignored"), (10, "card")]


def test_octgn_sbb_report_with_a_mage_section(library):
    # prior-art §3b: "---  Mage  ---" then "1 - Warlock", then "<qty> - <name>".
    text = "A Mage Wars Spellbook, built using the OCTGN SBB 1/2/2015\nKey: Quantity - Spell Name\n---  Mage  ---\n1 - Warlock\n---  Attack  ---\n2 - Fireball\n---  Incantation  ---\n1 - Dispel"
    result = read_spellbook_text(text, library)
    assert result.book.mage == "Warlock"
    assert result.book.quantities() == {"fireball": 2, "dispel": 1}
    assert not result.unresolved


def test_collapsed_one_line_list(library):
    # magewars.com topic 13927: "--- Conjuration --- 1 Wall of Thorns 3 Tanglevine …"
    result = read_spellbook_text("--- Conjuration --- 1 Wall of Thorns 3 Tanglevine 1 Tooth & Nail", library)
    assert result.book.quantities() == {"wall-of-thorns": 1, "tanglevine": 3, "tooth-and-nail": 1}
    assert [f.fate for f in result.lines] == ["ignored", "card", "card", "card"]
    assert {f.line for f in result.lines} == {1}


@pytest.mark.parametrize("heading, card_type", [
    ("СНАРЯЖЕНИЕ", "Equipment"), ("Заклятья:", "Conjuration"), ("ЧАРЫ", "Enchantment"), ("Колдовство", "Incantation"),
    ("EKWIPUNEK", "Equipment"), ("<b>PRZYWOŁANIA</b>", "Conjuration"), ("Zaklęcia (14)", "Enchantment"),
    ("--- Attacks ---", "Attack"), ("**Creatures**", "Creature"), ("== Incantations ==", "Incantation"),
])
def test_headings_in_three_languages(library, heading, card_type):
    # False friends (glossary §0.1): RU «заклятие» is a Conjuration, PL «zaklęcie» an Enchantment.
    (fate,) = read_spellbook_text(heading, library).lines
    assert (fate.fate, fate.note) == ("ignored", f"heading {card_type}")


@pytest.mark.parametrize("line", ["Warlock", "Колдун", "Czarnoksiężnik", "A Warlock Spellbook", "Mage: Warlock",
                                  "КОЛДУН", "Маг: Колдун"])
def test_mage_lines(library, line):
    result = read_spellbook_text(line, library)
    assert result.book.mage == "Warlock"
    assert [f.fate for f in result.lines] == ["mage"]


@pytest.mark.parametrize("line", ["Element: Fire", "Стихия: Огонь", "Żywioł: Ogień"])
def test_wizard_element_lines(library, line):
    result = read_spellbook_text(f"A Wizard Spellbook\n{line}\n2 Fireball", library)
    assert (result.book.mage, result.book.element) == ("Wizard", "Fire")


def test_comments_blanks_and_decorations_are_ignored_not_dropped(library):
    text = "# my build\n// v2\n\n=====\nhttps://forum.arcanewonders.com/x\n2 Fireball"
    result = read_spellbook_text(text, library)
    assert [f.fate for f in result.lines] == ["ignored"] * 5 + ["card"]
    assert [f.line for f in result.lines] == [1, 2, 3, 4, 5, 6]


def test_unknown_lines_are_kept_with_the_book(library):
    result = read_spellbook_text("2 Fireball\n3 Qwzx Blorp\nsomething random here", library)
    assert [u.line for u in result.book.unresolved] == [2, 3]
    assert result.book.unresolved[0].text == "3 Qwzx Blorp"
    assert result.book.quantities() == {"fireball": 2}


def test_repeated_cards_add_up(library):
    assert read_spellbook_text("1 Dispel\n2 dispel", library).book.quantities() == {"dispel": 3}


def test_a_second_mage_is_reported_and_the_first_kept(library):
    result = read_spellbook_text("Warlock\nWizard\n1 Dispel", library)
    assert result.book.mage == "Warlock"
    assert any("second mage" in w for w in result.warnings)


def test_card_listed_under_the_wrong_heading_is_flagged(library):
    result = read_spellbook_text("--- Attack ---\n1 Dispel", library)
    (card,) = result.cards
    assert card.card_id == "dispel" and card.confidence < 1 and "listed under Attack" in card.note


def test_every_input_line_has_a_fate(library):
    from tests.formats.conftest import FIXTURES

    for path in sorted(FIXTURES.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        result = read_spellbook_text(text, library, source_name=path.name)
        assert {f.line for f in result.lines} == set(range(1, len(text.removesuffix("\n").split("\n")) + 1)), path.name


def test_note_in_parentheses_and_wrong_heading(library):
    # RU 000 L228 files Tanglevine under ЧАРЫ as "Цепкая лоза (заклятие)".
    name = library.card("tanglevine").display_name("ru")
    result = read_spellbook_text(f"ЧАРЫ\n2 {name} (заклятие)", library)
    (card,) = result.cards
    assert (card.card_id, card.qty) == ("tanglevine", 2)
    assert "listed under Enchantment" in card.note and card.confidence < 1
