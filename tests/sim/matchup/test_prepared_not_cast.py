"""Spells the matchup's AI prepares must be ones its cast accepts (bench/bench_prepared_not_cast.py;
docs/matchup.md "The AI", "Prepared but not cast"): a mismatch between the preparation's look
(ai.cost_of) and the cast's (game.cast) wastes a slot of the round, often its action."""

from __future__ import annotations

import pytest

from tests.sim.matchup import scenario


@pytest.fixture(scope="module")
def warded(library):
    a = scenario.spec(library, "Warlord", "Fortified Position", "Minor Heal", label="A")
    b = scenario.spec(library, "Wizard", "Timber Wolf", label="B")
    return a, b


def test_a_ward_is_prepared_only_with_its_reveal_cost_paid_too(warded):
    """Fortified Position (a ward: a zone enchantment revealed at once, zones.py) costs its casting
    cost and its reveal cost together when cast; the preparation asked its casting cost only, so the
    Warlord prepared it with 2-5 mana and the cast refused it: 236 of 297 rounds in the gauntlet
    audit (20 games a pair)."""
    game = scenario.game(*warded)
    me = game.sides[0]
    scenario.creature(game, 1, "Timber Wolf", (1, 0))  # an enemy walker near our mage: the ward has a zone
    ward = scenario.model(me.spec, "Fortified Position")
    total = ward.cost + ward.reveal_cost
    assert ward.reveal_cost > 0 and game.zone_for(me, ward) == me.mage.zone
    me.mana = total - 1
    assert game.cost_of(me, ward) == total
    assert ward not in game.prepare(me)
    me.prepared = [ward]
    assert not game.cast(me, ward)  # what the preparation now agrees with
    me.mana = total
    me.prepared = game.prepare(me)
    assert ward in me.prepared
    assert game.cast(me, ward) and me.mana == 0
