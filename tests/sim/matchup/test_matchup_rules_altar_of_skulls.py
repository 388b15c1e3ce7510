"""Altar of Skulls in the matchup (sim/matchup/skulls.py, docs/matchup.md): a Skull token whenever an
enemy Corporeal creature is destroyed; with 8, every Living creature has Finite Life and takes 2
direct Poison damage each Upkeep, and the altar's Lifebond +2 takes up to 2 damage off its mage
(the card's text in the OCTGN module; Lifebond +X from the module's Codex). Real cards, seeded dice."""

from __future__ import annotations

import pytest

from spellforge.sim.matchup.pieces import conjurer_kind, matchup_reason
from tests.sim.matchup.scenario import cast, creature, events, game, model, spec


@pytest.fixture(scope="module")
def books(library):
    necro = spec(library, "Necromancer", "Altar of Skulls", "Skeletal Minion", label="Necro")
    beasts = spec(library, "Beastmaster", "Timber Wolf", "Timber Wolf", label="Beasts")
    return necro, beasts


def _kill(g, piece):
    g._direct(piece, piece.left, "test")
    assert not piece.alive


def test_the_altar_is_played_from_its_rows(books):
    necro, _ = books
    altar = model(necro, "Altar of Skulls")
    assert not matchup_reason(altar) and conjurer_kind(altar) == "skulls"
    assert altar.tags == {"skull_altar": 8, "skull_poison": 2, "skull_lifebond": 2}
    assert altar.cost == 9 and altar.epic and altar.zone_exclusive


def test_skulls_for_enemy_corporeal_kills_then_finite_life_and_poison(books):
    necro, beasts = books
    g = game(necro, beasts, "s", mana=40)
    side, foe = g.sides
    first = creature(g, 1, "Timber Wolf", (1, 1))
    assert g.conj_zone(side, model(necro, "Altar of Skulls")) is None  # one enemy creature: not worth 9 mana yet
    second = creature(g, 1, "Timber Wolf", (2, 1))
    assert cast(g, 0, "Altar of Skulls")
    altar = side.conjs[-1]
    assert altar.name == "Altar of Skulls" and altar.tokens == 0
    _kill(g, first)
    assert altar.tokens == 1 and events(g, "skull")[-1]["count"] == 1
    _kill(g, creature(g, 0, "Skeletal Minion", (1, 1)))  # a friendly creature: no token
    assert altar.tokens == 1
    altar.tokens = 7
    assert not second.finite and not foe.mage.finite
    third = creature(g, 1, "Timber Wolf", (3, 1))
    _kill(g, third)  # the 8th: the altar wakes
    assert altar.tokens == 8
    assert second.finite and foe.mage.finite and side.mage.finite  # every Living creature, both mages too
    skeleton = creature(g, 0, "Skeletal Minion", (1, 1))
    g.refresh_auras()
    assert not skeleton.living and not skeleton.finite  # Nonliving: neither Finite Life nor the poison
    assert cast(g, 1, "Timber Wolf")
    assert foe.creatures[-1].finite  # a creature entering play has it too
    second.damage, skeleton.damage, mage_damage = 1, 0, foe.mage.damage
    g.conditions_upkeep(second)
    g.conditions_upkeep(skeleton)
    g.conditions_upkeep(foe.mage)
    assert second.damage == 3 and skeleton.damage == 0 and foe.mage.damage == mage_damage + 2  # 2 direct each
    # Lifebond +2: up to 2 of the Necromancer's damage onto the altar at its Upkeep
    side.mage.damage = 5
    g.conditions_upkeep(altar)
    assert side.mage.damage == 3 and altar.damage == 2
    _kill(g, altar)
    assert not second.finite and not foe.mage.finite and not side.mage.finite  # gone with the altar
    second.damage = 0
    g.conditions_upkeep(second)
    assert second.damage == 0


def test_no_altar_no_skulls(books):
    necro, beasts = books
    g = game(necro, beasts, "s", mana=40)
    wolf, other = creature(g, 1, "Timber Wolf", (1, 1)), creature(g, 1, "Timber Wolf", (2, 1))
    _kill(g, wolf)
    other.damage = 0
    g.conditions_upkeep(other)
    assert other.damage == 0 and not other.finite and not events(g, "skull")
