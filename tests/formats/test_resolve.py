"""The shared name resolver: GUID → code → exact name → alias → normalised → fuzzy."""

from __future__ import annotations

import pytest

from spellforge.formats.resolve import resolver_for


@pytest.fixture(scope="module")
def resolver(library):
    return resolver_for(library)


def test_index_is_built_once_per_library(library, resolver):
    assert resolver_for(library) is resolver


def test_guid_and_code(resolver):
    assert resolver.by_guid("D8562A1D-6A95-4CA4-99AA-91C5CA769A33").card_id == "fireball"  # Core Fireball
    assert resolver.by_code("mw1a04").card_id == "fireball"
    assert not resolver.by_guid("00000000-0000-0000-0000-000000000000").ok


@pytest.mark.parametrize("text, kind", [
    ("Fireball", "name"), ("fireball", "name"), ("FIREBALL", "name"),
    ("Tooth and Nail", "normalised"), ("Rajan’s Fury", "normalised"), ("Rajans Fury", "normalised"),
    ("Adramelech", "normalised"),  # the part before the comma
    ("Firebal", "fuzzy"),
])
def test_english_levels(resolver, text, kind):
    expected = {"Tooth and Nail": "tooth-and-nail", "Rajan’s Fury": "rajans-fury", "Rajans Fury": "rajans-fury",
                "Adramelech": "adramelech-lord-of-fire"}.get(text, "fireball")
    match = resolver.by_name(text)
    assert (match.card_id, match.matched_by) == (expected, kind)
    assert (match.confidence == 1.0) == (kind == "name")


def test_russian_and_polish_names(library, resolver):
    ru, pl = library.card("fireball").display_name("ru"), library.card("fireball").display_name("pl")
    assert resolver.by_name(ru).card_id == "fireball"
    assert resolver.by_name(pl.upper()).card_id == "fireball"
    # ё/е and Polish diacritics fold away (glossary §0).
    yo = resolver.by_name(ru.replace("е", "ё"))
    assert (yo.card_id, yo.matched_by) == ("fireball", "normalised")
    assert resolver.by_name("Kula Ognia").card_id == "fireball"
    assert resolver.by_name("kula ognia").matched_by == "name"


def test_weak_or_ambiguous_names_come_back_with_candidates(resolver):
    weak = resolver.by_name("Wall")
    assert not weak.ok and weak.candidates  # many walls; never a guess
    assert resolver.by_name("Zzzzzzzz").candidates == ()


def test_heading_decides_between_cards_of_one_name(library, resolver):
    # RU 000 L1972/L1975 print «Кольцо молний» for Lightning Ring (equipment) and Circle of Lightning.
    assert resolver.by_name("Кольцо молний", "Equipment").card_id == "lightning-ring"
    enchantment = resolver.by_name("Кольцо молний", "Enchantment")
    assert enchantment.card_id == "circle-of-lightning" and enchantment.candidates == ("lightning-ring",)


@pytest.mark.parametrize("text, mage, element", [
    ("Wizard(Air)", "Wizard", "Air"), ("Beastmaster (Johktari)", "Johktari Beastmaster", None),
    ("Wizard stats", "Wizard", None), ("Beastmaster(Apprentice)", "Beastmaster (Apprentice)", None),
    ("Priestress", "Priestess", None),
])
def test_mage_spellings_of_octgn(resolver, text, mage, element):
    found = resolver.mage(text)
    assert (found.mage.name if found.mage else None, found.element) == (mage, element)


def test_elements_and_headings(resolver):
    assert resolver.element("огонь") == "Fire" and resolver.element("Ziemia") == "Earth"
    assert resolver.heading("ЗАКЛЯТЬЯ") == "Conjuration" and resolver.heading("zaklęcia") == "Enchantment"
