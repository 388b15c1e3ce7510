"""Summaries are built into the library from the cards' structured effects: one per language,
found by plain words (FTS5) and by does: words. The effects here are given to the builder
directly, so this tests the plumbing whatever db/effects holds."""

from __future__ import annotations

import pytest

from spellforge import paths
from spellforge.library import Library, build as build_mod
from spellforge.library.search.effects import card_ids_doing, card_ids_matching_summary
from spellforge.library.search.engine import SearchEngine

BLANK = {k: "" for k in ("mode", "arg", "amount", "target", "duration", "trigger", "condition", "note")}
EFFECTS = [  # rows as db/effects gives them (schema: db/effects/README.md)
    BLANK | {"card_id": "minor-heal", "seq": 1, "kind": "heal", "amount": "2d", "target": "target_creature"},
    BLANK | {"card_id": "teleport", "seq": 1, "kind": "move", "mode": "teleport", "target": "target_creature"},
    BLANK | {"card_id": "dispel", "seq": 1, "kind": "destroy", "arg": "enchantment", "target": "target"},
    BLANK | {"card_id": "fireball", "seq": 1, "kind": "condition", "mode": "add", "arg": "Burn", "target": "target"},
]


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    real = build_mod.load_source

    def with_effects(root, schema_version):
        src = real(root, schema_version)
        src.effect_rows = [r | {"review": "checked"} for r in EFFECTS]
        return src

    mp = pytest.MonkeyPatch()
    mp.setattr(build_mod, "load_source", with_effects)
    try:
        yield Library.build_and_open(tmp_path_factory.mktemp("lib"), paths.db_source_dir())
    finally:
        mp.undo()


def test_summaries_in_three_languages(lib):
    assert lib.summary("minor-heal", "en") == "Heals damage rolled on 2 attack dice (target: creature)."
    assert lib.summary("minor-heal", "ru") == \
        "Лечение: убирает столько повреждений, сколько выпадет на 2 кубиках атаки (цель: существо)."
    assert lib.summary("minor-heal", "pl") == \
        "Leczenie: usuwa tyle obrażeń, ile wypadnie na 2 kościach ataku (cel: stworzenie)."
    assert lib.summary("dispel", "ru") == "Уничтожает чары."
    assert lib.summary("fireball", "pl") == "Nakłada stan „Podpalenie”."
    assert lib.summary("bear-strength", "en") is None


def test_plain_words_match_summaries_in_the_language(lib):
    assert card_ids_matching_summary(lib, "кубиках атаки", "ru") == {"minor-heal"}
    assert card_ids_matching_summary(lib, "podpalenie", "pl") == {"fireball"}
    assert card_ids_matching_summary(lib, "podpalenie", "en") == set()
    assert card_ids_matching_summary(lib, "telepor", "en") == {"teleport"}  # a word prefix


def test_does_words(lib):
    assert card_ids_doing(lib, "лечение") == {"minor-heal"}
    assert card_ids_doing(lib, "teleportacja") == {"teleport"}
    assert card_ids_doing(lib, "destroy-enchantment") == {"dispel"}
    assert "fireball" in card_ids_doing(lib, "горение") and "dispel" not in card_ids_doing(lib, "горение")
    engine = SearchEngine(lib)
    assert set(engine.find("does:heal or does:teleport")) == {"minor-heal", "teleport"}
    holy = engine.find("-does:heal t:incantation s:holy l:1")
    assert holy and "minor-heal" not in holy
    # plain words also find summaries in the current language (the search engine's wiring)
    assert "minor-heal" in engine.find("кубиках", "ru")
