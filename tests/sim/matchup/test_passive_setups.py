"""The goldfish's target set-ups as a matchup side (batch.passive_side(target=…), issue 48 round 7):
the distance places the two mages that far apart in the 4×3 arena (zones counted orthogonally,
000 L418, L670-672), whichever corner the book sits in; the guard stands with the target, takes
a melee attack in its zone (L1561-1608), never attacks, and guards again each round."""

from __future__ import annotations

import pytest

from spellforge.sim.game.objects import TargetConfig
from spellforge.sim.matchup.batch import passive_side
from spellforge.sim.matchup.game import MatchGame
from spellforge.sim.matchup.pieces import distance
from tests.sim.matchup.scenario import creature, events, game, spec


@pytest.fixture(scope="module")
def beasts(library):
    return spec(library, "Beastmaster", "Timber Wolf", label="wolf")


@pytest.mark.parametrize("zones", [0, 2, 5])
def test_the_distance_places_the_mages_that_far_apart(beasts, zones):
    target = passive_side(target=TargetConfig(distance=zones))
    for a, b, passive in ((beasts, target, 1), (target, beasts, 0)):  # the book in either corner
        g = MatchGame(a, b, "d")
        mages = [s.mage.zone for s in g.sides]
        assert distance(*mages) == zones
        assert g.sides[1 - passive].mage.zone in ((0, 0), (3, 2))  # the book's mage in its own corner
    assert passive_side(target=TargetConfig(distance=None)).start == 0  # the goldfish's "no arena": the same zone


def test_the_guard_takes_the_attack_never_attacks_and_guards_again(beasts):
    target = passive_side(target=TargetConfig(life=32, armor=0, guard_life=20, guard_armor=1, distance=3))
    g = game(beasts, target)
    them = g.sides[1]
    guard = them.creatures[0]
    assert (guard.life, guard.armor, guard.guard, guard.attacks) == (20, 1, True, [])
    assert guard.zone == them.mage.zone
    wolf = creature(g, 0, "Timber Wolf", them.mage.zone)
    profile, aimed, _ = g.best_attack(g.sides[0], wolf, full_ok=True)
    assert aimed is guard  # melee attacks must take the guard first (L1561-1608)
    g.activate(g.sides[0], wolf)
    hits = [e for e in events(g, "attack") if e.get("attacker") == "Timber Wolf" or e.get("piece") == "Timber Wolf"]
    assert hits and all(e["target"] == "Guard" for e in hits)
    assert them.mage.damage == 0 and not guard.guard  # a melee-attacked guard loses its marker (L1509)
    assert guard.alive and guard.damage > 0
    g.activate(them, guard)
    assert guard.guard and guard.zone == them.mage.zone and wolf.damage == 0  # guards again, attacks nothing
    guard.zone = (1, 0)  # pushed out of its zone (2 zones from its mage at (3, 0)): it walks back
    g.activate(them, guard)
    assert guard.zone == (2, 0) and not guard.guard and wolf.damage == 0


def test_a_passive_game_with_a_guard_is_won_and_the_guard_never_attacks(library, beasts):
    target = passive_side(target=TargetConfig(guard_life=6, distance=2))
    g = MatchGame(beasts, target, "w", record_events=True)
    rec = g.run()
    assert rec.winner == 0
    assert not [p for _, k, s, p in rec.events if s == 1 and k in ("attack", "cast", "prepare", "move")]
