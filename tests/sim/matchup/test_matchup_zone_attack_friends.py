"""A creature's zone attack in the matchup (round 8): by the rules it hits every creature in the zone,
friend or foe (000 L1270-1284), and Goblin Bomber's Detonate destroys the Bomber as the cost of
declaring it (its effect row; errata 003 L711-714: it cannot miss on a Daze). The AI weighs both
(sim/matchup/worth.attack_value): it makes no zone attack that costs its own side more Life than it
takes from the enemy. Before, the Bomber survived its Detonate and set it off again and again in zones
of its own creatures (110 Warlord games, seed 1: 69 detonations, 438 damage to its own side against
348 to the enemy's; 3 detonations with both fixes, 12 against 32). Real cards, constructed positions."""

from __future__ import annotations

import pytest

from tests.sim.matchup import scenario

ZONE = (2, 1)  # the middle of the arena, neither mage's zone


@pytest.fixture(scope="module")
def books(library):
    warlord = scenario.spec(library, "Warlord", "Goblin Bomber", "Goblin Grunt", label="A")
    beasts = scenario.spec(library, "Beastmaster", "Timber Wolf", "Redclaw, Alpha Male", label="B")
    return warlord, beasts


def _detonate(piece):
    return next(a for a in piece.attacks if a.name == "Detonate")


def test_the_bomber_is_destroyed_by_declaring_detonate(books):
    g = scenario.game(*books)
    bomber = scenario.creature(g, 0, "Goblin Bomber", ZONE)
    wolf = scenario.creature(g, 1, "Timber Wolf", ZONE)
    bomber.daze = 1  # destroyed before a Daze check could make it miss (003 L712)
    assert _detonate(bomber).sacrifice and not next(a for a in bomber.attacks if a.name == "Club").sacrifice
    g.attack(bomber, 0, bomber.name, _detonate(bomber), wolf)
    assert not bomber.alive and bomber not in g.sides[0].creatures
    assert [e["piece"] for e in scenario.events(g, "destroyed")][0] == "Goblin Bomber"
    assert not scenario.events(g, "daze_check")
    assert [e["target"] for e in scenario.events(g, "attack")] == ["Timber Wolf"]  # the zone's other pieces


def test_no_detonation_that_costs_its_own_side_more(books):
    g = scenario.game(*books)
    bomber = scenario.creature(g, 0, "Goblin Bomber", ZONE)
    for _ in range(2):
        scenario.creature(g, 0, "Goblin Grunt", ZONE)
    scenario.creature(g, 1, "Timber Wolf", ZONE)
    profile, target, _ = g.best_attack(g.sides[0], bomber, full_ok=True)
    assert (profile.name, target.name) == ("Club", "Timber Wolf")


def test_a_detonation_that_pays(books):
    g = scenario.game(*books)
    bomber = scenario.creature(g, 0, "Goblin Bomber", ZONE)
    for name in ("Timber Wolf", "Redclaw, Alpha Male"):
        scenario.creature(g, 1, name, ZONE)
    g.sides[1].mage.zone = ZONE  # the enemy mage, two of its creatures and none of ours
    profile, _, _ = g.best_attack(g.sides[0], bomber, full_ok=True)
    assert profile.name == "Detonate"


@pytest.mark.parametrize("roll, detonates", [(7, True), (6, False)])
def test_a_bomber_destroyed_by_damage_detonates_on_7_or_more(books, roll, detonates):
    """Its second printed ability: destroyed by taking damage (a Burn too, 003 L714), on a d12 of 7+
    it makes its Detonate attack, friend or foe in its zone (the d12 also gives each hit's effect)."""
    g = scenario.game(*books)
    bomber = scenario.creature(g, 0, "Goblin Bomber", ZONE)
    grunt = scenario.creature(g, 0, "Goblin Grunt", ZONE)
    wolf = scenario.creature(g, 1, "Timber Wolf", ZONE)
    g.d12 = lambda: roll
    bomber.damage = bomber.life - 1
    g._direct(bomber, 2, "Burn")
    assert not bomber.alive and bomber not in g.sides[0].creatures
    hit = [e["target"] for e in scenario.events(g, "attack") if e["attack"] == "Detonate"]
    assert sorted(hit) == (sorted([grunt.name, wolf.name]) if detonates else [])
