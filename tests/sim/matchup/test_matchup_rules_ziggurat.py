"""Ziggurat of Undeath (sim/matchup/conjurers.py, docs/matchup.md): a Living non-Epic enemy creature
that a friendly Zombie destroys with a melee attack may be Reanimated for half its cost, rounded up:
it comes back under the Ziggurat's controller at the end of the round, where it died, a Zombie with
damage equal to its level (card text, errata 003 L456-460, L525). Real cards, seeded dice."""

from __future__ import annotations

import pytest

from spellforge.sim.matchup.pieces import Piece, conjurer_kind, matchup_reason
from tests.sim.matchup.scenario import cast, game, model, spec


def _creature(g, side, name, zone):
    s = model(g.sides[side].spec, name)
    p = Piece(s.name, s.card_id, side, zone, s.attacks, s.life, s.armor, s.level, 1)
    p.living, p.subtypes = not s.nonliving, s.subtypes
    g.sides[side].creatures.append(p)
    return p


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
