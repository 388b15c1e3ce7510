"""Round 6's equipment, both sides (sim/matchup/gear.py, equipment.py, docs/matchup.md): General's
Signet Ring's discount on its spawnpoints' Soldiers, on constructed positions with real cards."""

from __future__ import annotations

import pytest

from spellforge.sim.matchup.pieces import matchup_reason
from tests.sim.matchup.scenario import cast, game, model, spec


@pytest.fixture(scope="module")
def anvil(library):
    warlord = spec(library, "Warlord", "General's Signet Ring", "Barracks", "Goblin Grunt", "Dispel", label="Anvil")
    wizard = spec(library, "Wizard", "Timber Wolf", label="Wizard")
    return warlord, wizard


def test_generals_signet_ring_takes_1_off_a_soldier_its_mage_or_spawnpoint_casts_once_a_round(anvil):
    # its card: "Once per round, this Mage may pay 1 less mana when he, or a spawnpoint he controls,
    # casts a soldier spell"; the other rings serve only the mage's casts (003 L330)
    warlord, wizard = anvil
    ring, grunt = model(warlord, "General's Signet Ring"), model(warlord, "Goblin Grunt")
    assert matchup_reason(ring) == "" and ring.discounts[0].spawnpoints
    g = game(warlord, wizard, mana=40)
    side = g.sides[0]
    side.library["goblin-grunt"] = 3
    assert cast(g, 0, "General's Signet Ring") and cast(g, 0, "Barracks")
    barracks = side.spawnpoints[0]
    barracks.pool = 2
    mana, side.prepared = side.mana, [grunt]
    assert g.cast(side, grunt, spawnpoint=barracks)  # the Barracks' Deployment: 1 less, its pool first
    assert barracks.pool == 0 and side.mana == mana - (grunt.cost - 1 - 2)
    mana = side.mana
    assert cast(g, 0, "Goblin Grunt") and side.mana == mana - grunt.cost  # once a round (003 L328)
    for d in side.discounts:
        d[1] = 0  # the next round's Channeling readies it (game.play_round)
    mana = side.mana
    assert cast(g, 0, "Goblin Grunt") and side.mana == mana - (grunt.cost - 1)  # the mage's own cast
    assert side.discount(model(warlord, "Dispel"), True) == 0  # not a Soldier
