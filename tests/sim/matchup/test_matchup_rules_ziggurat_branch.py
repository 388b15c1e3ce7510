"""Ziggurat of Undeath and Mohktari's Branch (docs/matchup.md). The Ziggurat (sim/matchup/conjurers.py): a Living non-Epic enemy creature
that a friendly Zombie destroys with a melee attack may be Reanimated for half its cost, rounded up:
it comes back under the Ziggurat's controller at the end of the round, where it died, a Zombie with
damage equal to its level (card text, errata 003 L456-460, L525). The Branch (sim/matchup/support.py):
once a round, a quick spell taking 1 condition off a friendly Plant for its removal cost, then
healing it 1. Real cards, seeded dice."""

from __future__ import annotations

import pytest

from spellforge.sim.matchup.pieces import conjurer_kind, matchup_reason
from tests.sim.matchup.scenario import cast, game, model, spec
from tests.sim.matchup.scenario import creature as _creature



@pytest.fixture(scope="module")
def books(library):
    necro = spec(library, "Necromancer", "Ziggurat of Undeath", "Zombie Minion", "Zombie Minion", "Skeletal Minion",
                 label="Necro")
    beasts = spec(library, "Beastmaster", "Timber Wolf", "Timber Wolf", label="Beasts")
    return necro, beasts


def _kill(g, killer, target):
    """`killer`'s melee attack on `target`, one Life from its end, until it is destroyed."""
    melee = next(a for a in killer.attacks if a.kind == "melee")
    target.damage = target.life - 1
    for _ in range(20):
        g.attack(killer, killer.side, killer.name, melee, target, bonus=4)
        if not target.alive:
            return
    raise AssertionError("never destroyed")


def test_the_ziggurat_reanimates_what_a_friendly_zombie_destroys_in_melee(books):
    necro, beasts = books
    zig = model(necro, "Ziggurat of Undeath")
    assert not matchup_reason(zig) and conjurer_kind(zig) == "ziggurat"
    g = game(necro, beasts, "z", mana=40)
    side, foe = g.sides
    zombie = _creature(g, 0, "Zombie Minion", (1, 1))
    wolf = _creature(g, 1, "Timber Wolf", (1, 1))
    other = _creature(g, 1, "Timber Wolf", (2, 1))
    assert g.conj_zone(side, zig) is None  # one zombie in play: not worth its 8 mana yet
    _creature(g, 0, "Zombie Minion", (2, 1))
    assert g.conj_zone(side, zig) is not None  # two zombies, two wolves worth 4 + 4 saved
    assert cast(g, 0, "Ziggurat of Undeath")
    mana = side.mana
    _kill(g, zombie, wolf)
    assert side.mana == mana - (model(beasts, "Timber Wolf").cost + 1) // 2 == mana - 5  # half of 9, rounded up
    assert not foe.discard and wolf not in foe.creatures
    assert all(p.name != "Timber Wolf" for p in side.creatures)  # back only at the end of the round
    g.rise_round_end()
    back = side.creatures[-1]
    assert back.name == "Timber Wolf" and back.side == 0 and back.zone == (1, 1) and back.damage == 2
    assert not back.living and "Zombie" in back.subtypes and back.ready_round == g.round + 1
    skeleton = _creature(g, 0, "Skeletal Minion", (2, 1))  # no zombie: the card goes to its owner's discard
    _kill(g, skeleton, other)
    assert [m.name for m in foe.discard] == ["Timber Wolf"]


def test_no_ziggurat_no_reanimation(books):
    necro, beasts = books
    g = game(necro, beasts, "z", mana=40)
    zombie = _creature(g, 0, "Zombie Minion", (1, 1))
    wolf = _creature(g, 1, "Timber Wolf", (1, 1))
    _kill(g, zombie, wolf)
    g.rise_round_end()
    assert [m.name for m in g.sides[1].discard] == ["Timber Wolf"] and g.sides[0].creatures == [zombie]


@pytest.fixture(scope="module")
def branch(library):
    druid = spec(library, "Druid", "Mohktari's Branch", "Thornlasher", "Thornlasher", label="Druid")
    beasts = spec(library, "Beastmaster", "Timber Wolf", label="Beasts")
    return druid, beasts


def test_mohktaris_branch_takes_a_condition_off_a_friendly_plant_once_a_round_and_heals_it(branch):
    # its card: "Once per round, this Mage may cast the above quick spell": remove 1 condition marker
    # from target plant object within 0-1 zones (pay its removal cost); if you do, you may heal it 1
    druid, beasts = branch
    assert matchup_reason(model(druid, "Mohktari's Branch")) == ""
    g = game(druid, beasts, "b", mana=20)
    side = g.sides[0]
    far = _creature(g, 0, "Thornlasher", (side.mage.zone[0] + 2, side.mage.zone[1]))
    far.burn, far.damage = 1, 3
    wolf = _creature(g, 1, "Timber Wolf", side.mage.zone)
    wolf.burn = 1
    # the AI wears it only once a Plant of ours within reach needs it: 2 zones away; a Wolf is no Plant
    assert g.cost_of(side, model(druid, "Mohktari's Branch")) is None
    near = _creature(g, 0, "Thornlasher", side.mage.zone)
    near.burn, near.stun, near.damage = 2, 1, 3
    assert cast(g, 0, "Mohktari's Branch")
    mana = side.mana
    g.quickcast(side)
    # the Stun first (the vine is yet to act), its removal cost 4; the Burn stays; heal 1
    assert near.stun == 0 and near.burn == 2 and near.damage == 2 and side.mana == mana - 4
    side.quick_used = False
    g.quickcast(side)
    assert near.burn == 2  # once a round
    g.round += 1
    side.quick_used = False
    g.quickcast(side)
    assert near.burn == 0 and near.damage == 1 and side.mana == mana - 4 - 2 * 2  # both Burn tokens paid for
    assert wolf.burn == 1 and far.burn == 1  # never an enemy, never out of its 0-1 zones
