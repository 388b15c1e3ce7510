"""Pasted lists as players write them: any word as a section header, names in Russian and Polish
grammar after a number, greetings that are not titles, elements named in the player's language."""

from __future__ import annotations

import pytest

from spellforge.formats import read_spellbook_text
from spellforge.formats.inflection import inflection_key, stem
from spellforge.formats.resolve import resolver_for


def _book(library, text):
    return read_spellbook_text(text, library).book


# -- section headers ----------------------------------------------------------------------------

@pytest.mark.parametrize("header", ["Cards (55)", "Stwory (11)", "**Spells (40)**", "__Dudes [7]__", "Бафы [6]:",
                                    "Stwory", "Sprzęt", "Экипировка", "Gear", "Прочее"])
def test_a_section_header_is_never_a_card(library, header):
    result = read_spellbook_text(f"Mage: Warlock\n{header}\n2 Dispel\n", library)
    assert not result.book.unresolved
    assert result.book.quantities() == {"dispel": 2}
    assert result.lines[1].fate == "ignored" and result.lines[1].note.startswith("heading")


def test_lines_under_a_new_header_are_in_that_section_not_the_previous_one(library):
    text = "Mage: Beastmaster\nAttacks (2)\n2 Fireball\nStwory (11)\n2 Szary Wilk\n"
    result = read_spellbook_text(text, library)
    assert result.book.quantities() == {"fireball": 2, "timber-wolf": 2}
    # the wolf is not "listed under Attack": Stwory is the Polish players' word for creatures
    assert not any("listed under" in w for w in result.warnings)


def test_a_card_with_its_count_in_brackets_stays_a_card(library):
    book = _book(library, "Mage: Wizard\nFireball (2)\nDispel [1]\nFireblal (3)\n")
    assert book.quantities() == {"fireball": 2, "dispel": 1}
    # a near miss of a card name is a card with a typo, kept with its candidates, not a header
    assert [(u.text, u.candidates[0]) for u in book.unresolved] == [("Fireblal (3)", "fireball")]


def test_a_mage_with_a_count_in_brackets_is_the_mage_not_a_header(library):
    assert _book(library, "Siren (1)\n2 Dispel\n").mage == "Siren"


# -- inflection ---------------------------------------------------------------------------------

@pytest.mark.parametrize("line, card_id, qty", [
    ("3 огненных шара", "fireball", 3), ("5 огненных шаров", "fireball", 5), ("2 кристалла маны", "mana-crystal", 2),
    ("5 kryształów many", "mana-crystal", 5), ("3 Kule Ognia", "fireball", 3), ("2 Kryształy Many", "mana-crystal", 2),
    ("4 рассеивания", "dispel", 4), ("2 импа-поджигателя", "firebrand-imp", 2),
])
def test_names_in_russian_and_polish_grammar(library, line, card_id, qty):
    result = read_spellbook_text(f"Mage: Warlock\n{line}\n", library)
    assert result.book.quantities() == {card_id: qty}
    assert not result.book.unresolved


def test_an_inflected_form_never_beats_another_cards_exact_name(library):
    resolver = resolver_for(library)
    # «Кольцо молний» is the exact name of Lightning Ring; its stem also fits Circle of Lightning's misprint
    assert inflection_key("Кольца молний") == inflection_key("Кольцо молний")
    exact = resolver.by_name("Кольцо молний")
    assert exact.matched_by in ("name", "alias") and exact.confidence > resolver.by_name("Огненных шаров").confidence
    for name in ("Fireball", "Огненный шар", "Kula Ognia"):
        assert resolver.by_name(name).matched_by == "name"
    assert resolver.by_name("огненных шара").confidence < 0.9  # below a normalised spelling


def test_a_stem_that_fits_two_cards_is_not_a_guess(library):
    match = resolver_for(library).by_name("Кольца молний")
    assert match.card_id is None or match.candidates  # never one card taken silently


def test_the_stemmer_keeps_short_words_whole():
    assert (stem("шар"), stem("шара"), stem("шаров"), stem("many"), stem("mana")) == ("шар", "шар", "шар", "man", "man")
    assert stem("лед") == "лед"


# -- titles and greetings -----------------------------------------------------------------------

def test_a_greeting_is_not_the_books_name(library):
    text = "Всем привет! Вот моя книжка за волшебника, критикуйте :)\n2 Огненный шар\n"
    result = read_spellbook_text(text, library)
    book = result.book
    assert book.mage == "Wizard" and book.name == ""
    assert "Всем привет" in book.notes  # the message is kept, never lost
    assert not book.unresolved


@pytest.mark.parametrize("greeting", [
    "hey all, trying out priest for league night, thoughts?", "Cześć! Moja talia dla Kapłana, co myślicie?",
    "Здравствуйте, жрец на турнир", "Hello! Priest list below", "Жрец. Оцените, пожалуйста",
])
def test_greetings_in_three_languages(library, greeting):
    book = _book(library, f"{greeting}\n2 Dispel\n")
    assert book.mage == "Priest" and book.name == ""


@pytest.mark.parametrize("title, name", [
    ("Книга за волшебника против роя", "Книга за волшебника против роя"),
    ("Deck for Wizard — storm", "Deck for Wizard — storm"),
    ("Wizard — Burn it all!", "Burn it all!"),
    ("Книга Колдуна — Пламя (120)", "Пламя"),
])
def test_a_title_is_kept_whole_not_cut_at_a_preposition(library, title, name):
    book = _book(library, f"{title}\n2 Dispel\n")
    assert book.name.rstrip("!") == name.rstrip("!")


# -- elements in the player's language ------------------------------------------------------------

@pytest.mark.parametrize("line, element", [
    ("Маг: Волшебник (Огонь)", "Fire"), ("Маг: Волшебник (огонь)", "Fire"), ("Mag: Czarodziej (ogień)", "Fire"),
    ("Mag: Czarodziej (WODA)", "Water"), ("Mage: Wizard (earth)", "Earth"), ("Маг: Волшебник (Воздуха)", "Air"),
])
def test_the_element_in_a_mage_line_in_any_language(library, line, element):
    book = _book(library, f"{line}\n1 Dispel\n")
    assert (book.mage, book.element) == ("Wizard", element)


@pytest.mark.parametrize("line", ["Стихия: огонь", "Żywioł: OGIEŃ", "Element: fire"])
def test_the_element_line_in_any_case(library, line):
    assert _book(library, f"Wizard\n{line}\n1 Dispel\n").element == "Fire"


@pytest.mark.parametrize("greeting", ["Hi all!", "Всем привет!", "Cześć wszystkim :)", "Hejka!"])
def test_a_greeting_alone_is_kept_in_the_notes_not_unresolved(library, greeting):
    book = _book(library, f"{greeting}\nMage: Wizard\n2 Fireball\n")
    assert not book.unresolved and greeting in book.notes and book.name == ""
