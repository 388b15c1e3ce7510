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


@pytest.fixture(scope="module")
def healer(library):
    a = scenario.spec(library, "Priestess", "Heal", "Minor Heal", label="A")
    b = scenario.spec(library, "Wizard", "Timber Wolf", label="B")
    return a, b


def test_a_second_heal_is_prepared_only_for_a_wound_the_first_leaves(healer):
    """Heal (8 dice, about a Life a die: L1400) and Minor Heal (5) were both prepared for one wound
    of 6, and Minor Heal, cast after Heal, found no friend with 4 damage left: the Priestess's
    Minor Heal was prepared and not cast in 290 of 469 rounds of the gauntlet audit, mostly so
    (worth.heals_covered)."""
    game = scenario.game(*healer, mana=20)
    me = game.sides[0]
    me.mage.damage = 6
    assert [s.name for s in game.prepare(me)] == ["Heal"]
    assert me.mage.damage == 6  # the look put the damage back
    me.mage.damage = 12  # 4 left after Heal's 8: Minor Heal has its wound
    assert [s.name for s in game.prepare(me)] == ["Heal", "Minor Heal"]
