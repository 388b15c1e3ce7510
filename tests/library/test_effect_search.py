"""Search by effect and by text: does: words in three languages, text: over the imported
printed text, plain words over summaries; the query language's does:/text: keys."""

from __future__ import annotations

import pytest

from spellforge.library.search.effects import card_ids_doing, card_ids_matching_summary
from spellforge.library.search.effect_words import WORDS, effect_word
from spellforge.library.search.engine import SearchEngine
from spellforge.library.search.grammar import SearchError


@pytest.mark.parametrize("word, key", [
    ("heal", "heal"), ("лечение", "heal"), ("leczenie", "heal"), ("LECZENIE", "heal"),
    ("teleport", "teleport"), ("Телепортация", "teleport"), ("teleportacja", "teleport"),
    ("destroy-enchantment", "destroy-enchantment"), ("destroy_enchantment", "destroy-enchantment"), ("Destroy Enchantment", "destroy-enchantment"),
    ("уничтожение-чар", "destroy-enchantment"), ("zniszczenie-zaklecia", "destroy-enchantment"),
    ("push", "push"), ("толчок", "push"), ("pchniecie", "push"),
])
def test_effect_words_in_three_languages(word, key):
    assert effect_word(word).key == key


def test_every_effect_word_has_russian_and_polish():
    for w in WORDS:
        assert any(any("\u0400" <= ch <= "\u04ff" for ch in x) for x in w.words), w.key  # a Russian word


def test_unknown_effect_word_is_none(library):
    assert card_ids_doing(library, "fly-to-the-moon") is None
    with pytest.raises(SearchError) as err:
        SearchEngine(library).find("does:fly-to-the-moon")
    assert err.value.code == "unknown_value"


def test_condition_names_are_effect_words(library):
    burn = card_ids_doing(library, "burn")
    assert burn == card_ids_doing(library, "горение") == card_ids_doing(library, "podpalenie")
    # Fireball's Burn is on its attack bar (effect die 7+: Burn, seed 000 Codex «Горение»)
    assert "fireball" in burn
    assert "dispel" not in burn


def test_text_key_without_imported_text_finds_nothing(library):
    assert SearchEngine(library).find('text:"extra attack dice"') == []
    assert card_ids_matching_summary(library, "", "en") == set()
