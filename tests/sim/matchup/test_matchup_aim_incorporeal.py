"""The AI's estimates see Incorporeal as the fight rolls it (sim/matchup/aim.py): a non-Ethereal
attack's "2"s count as 0 on an Incorporeal object (rulebook 000 L929-934), so its expected damage
there is the goldfish's distribution with incorporeal=True, and the AI takes the creature it can
destroy this attack over an Incorporeal one of equal Life it cannot. Real cards, seeded games."""

from __future__ import annotations

import pytest

from spellforge.sim.game.dice import damage_distribution
from spellforge.sim.matchup.aim import expected_on, threat
from tests.sim.matchup.scenario import game, model, spec


@pytest.fixture(scope="module")
def sides(library):
    a = spec(library, "Priest", "Knight of Westlock", "Divine Might", label="A")
    b = spec(library, "Necromancer", "Grey Wraith", "Mountain Ram", label="B")
    return a, b


def _summon(g, side, name, zone):
    g._cast_creature(g.sides[side], model(g.sides[side].spec, name), None, 0, zone)
    return g.sides[side].creatures[-1]


@pytest.mark.parametrize("knight_side", [0, 1])
def test_the_ai_attacks_the_creature_it_can_destroy_not_the_incorporeal_one_of_equal_life(sides, knight_side):
    specs = sides if knight_side == 0 else sides[::-1]
    g = game(*specs, seed=f"aim{knight_side}")
    zone = (1, 1)
    knight = _summon(g, knight_side, "Knight of Westlock", zone)
    wraith = _summon(g, 1 - knight_side, "Grey Wraith", zone)
    ram = _summon(g, 1 - knight_side, "Mountain Ram", zone)
    assert wraith.incorporeal and not ram.incorporeal
    for foe in (wraith, ram):
        foe.armor, foe.life, foe.damage = 0, 4, 0  # equal Life; the Longsword's 5 dice: 5 in full, 5/3 on 1s
    assert threat(wraith) > threat(ram)  # the old estimate: both "killable", so the bigger threat
    longsword = knight.attacks[0]
    assert (longsword.dice, longsword.ethereal) == (5, False)
    assert expected_on(longsword, ram) == float(damage_distribution(5).mean) == 5.0
    assert expected_on(longsword, wraith) == pytest.approx(float(damage_distribution(5, incorporeal=True).mean))
    assert expected_on(longsword, wraith) < 2.0
    side = g.sides[knight_side]
    assert g.choose_target(side, knight, longsword, [wraith, ram]) is ram
    knight.ethereal = True  # Divine Might: its melee hits the Wraith in full, the bigger threat again
    assert expected_on(longsword, wraith, ethereal=True) == 5.0
    assert g.choose_target(side, knight, longsword, [wraith, ram]) is wraith
