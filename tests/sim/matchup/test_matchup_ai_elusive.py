"""The AI against what it cannot touch, both sides alike: a guard binds no Elusive attacker and no
Invisible one (Elusive is part of the trait, 003 L744; seen after an attack, it is Invisible again
at the next Reset), so no creature of ours stays on guard for one, nor declines to pass for one
(ai.wants_guard, passing.wants_pass). A creature of ours still walks back to its mage where an
Invisible enemy stands (defend.rescue), as measured (docs/matchup.md "Elusive, and Mind Control's
reveal"). Real cards: Invisible Stalker (Invisible, the Forcemaster's), Blightheart (Elusive, the
Siren's), Knight of Westlock (neither)."""

from __future__ import annotations

import pytest

from spellforge.sim.matchup import defend, passing
from tests.sim.matchup.scenario import creature, game, spec

BOTH = pytest.mark.parametrize("s", [0, 1])  # our side (the one that guards, passes or rescues)


@pytest.fixture(scope="module")
def sides(library):
    a = spec(library, "Forcemaster", "Invisible Stalker", label="A")
    b = spec(library, "Priest", "Knight of Westlock", "Blightheart", label="B")
    return a, b


def _game(sides, s: int):
    """Our side s plays the Priest's cards (B), the enemy the Forcemaster's (A)."""
    return game(*(sides[::-1] if s == 0 else sides), seed="elusive-ai", mana=30)


def _two_away(s: int):
    return (1, 1) if s == 0 else (2, 1)  # two zones from side s's mage in its corner


@BOTH
def test_no_guard_against_an_elusive_or_invisible_enemy(sides, s):
    g = _game(sides, s)
    ours = g.sides[s]
    knight = creature(g, s, "Knight of Westlock", ours.mage.zone)
    blight = creature(g, 1 - s, "Blightheart", _two_away(s), book=ours.spec)
    assert blight.elusive and not g.wants_guard(ours, knight)  # it would walk past the guard anyway
    stalker = creature(g, 1 - s, "Invisible Stalker", _two_away(s))
    stalker.invisible = False  # seen after an attack: Invisible again at the next Reset, past the guard then
    assert not g.wants_guard(ours, knight)
    creature(g, 1 - s, "Knight of Westlock", _two_away(s), book=ours.spec)
    assert g.wants_guard(ours, knight)  # a guard binds this one


@BOTH
def test_the_ai_passes_with_only_an_elusive_enemy_coming(sides, s):
    g = _game(sides, s)
    ours, foe = g.sides[s], g.sides[1 - s]
    knight = creature(g, s, "Knight of Westlock", ours.mage.zone)
    far = foe.mage.zone
    blights = [creature(g, 1 - s, "Blightheart", _two_away(s), book=ours.spec),
               creature(g, 1 - s, "Blightheart", far, book=ours.spec)]
    g._queues = {s: [ours.mage, knight], 1 - s: [foe.mage, *blights]}
    assert passing.may_pass(g._queues, s) and passing.wants_pass(g, ours)  # no guard to keep: let them come
    blights[0].elusive = False  # (not Elusive, the knight would guard)
    assert not passing.wants_pass(g, ours)


@BOTH
def test_an_invisible_enemy_on_our_mage_neither_stops_a_pass_nor_is_fought_until_seen(sides, s):
    g = _game(sides, s)
    ours, foe = g.sides[s], g.sides[1 - s]
    stalker = creature(g, 1 - s, "Invisible Stalker", ours.mage.zone)
    other = creature(g, 1 - s, "Invisible Stalker", foe.mage.zone)
    g._queues = {s: [ours.mage], 1 - s: [foe.mage, stalker, other]}
    assert passing.wants_pass(g, ours)  # nothing to attack it with: it acts first and is seen
    stalker.invisible = False
    assert not passing.wants_pass(g, ours)  # seen: answered now


@BOTH
def test_a_creature_still_walks_back_to_its_mage_with_an_invisible_enemy_there(sides, s):
    """Kept on purpose, as measured (defend.rescue): it stands by its mage, where it may strike the
    Stalker once the Stalker has declared an attack and is seen."""
    g = _game(sides, s)
    ours = g.sides[s]
    knight = creature(g, s, "Knight of Westlock", (0, 1) if s == 0 else (3, 1))  # one zone from our mage
    creature(g, 1 - s, "Invisible Stalker", ours.mage.zone)
    assert defend._melee_danger(g, ours, ours.mage.zone) >= 1.0  # it threatens our mage all the same
    assert defend.rescue(g, ours, knight) and knight.zone == ours.mage.zone
