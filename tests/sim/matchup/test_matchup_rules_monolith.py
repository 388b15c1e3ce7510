"""Harshforge Monolith, both sides (sim/matchup/monolith.py, docs/matchup.md): Upkeep +1 on every
enchantment within 1 zone of it, hidden or revealed, paid by the enchantment's controller (errata 003
L494) or the enchantment is destroyed; on constructed positions with real cards (the card's data:
db/effects/conjuration.csv)."""

from __future__ import annotations

import pytest

from spellforge.sim.matchup.pieces import Ench, distance, matchup_reason
from tests.sim.matchup.scenario import cast, game, model, spec


@pytest.fixture(scope="module")
def warlords(library):
    return tuple(spec(library, "Warlord", "Harshforge Monolith", "Block", "Bear Strength", label=label) for label in "AB")


def _enchant(g, side, name, bearer, revealed=False):
    e = Ench(model(g.sides[side].spec, name), side, bearer)
    e.revealed = revealed
    bearer.enchantments.append(e)
    return e


@pytest.mark.parametrize("caster", [0, 1])
def test_the_monolith_taxes_each_enchantment_near_it_hidden_or_revealed(warlords, caster):
    assert matchup_reason(model(warlords[0], "Harshforge Monolith")) == ""
    g = game(*warlords, seed=f"mono{caster}", mana=40)
    side, foe = g.sides[caster], g.sides[1 - caster]
    monolith = model(side.spec, "Harshforge Monolith")
    foe.mage.zone = (1, 1) if caster == 0 else (2, 1)  # in reach of a zone in the caster's range 0-1
    block = _enchant(g, 1 - caster, "Block", foe.mage)
    assert g.cost_of(side, monolith) is None  # one enemy enchantment: not worth its 6 mana
    strength = _enchant(g, 1 - caster, "Bear Strength", foe.mage, revealed=True)
    assert g.cost_of(side, monolith) == 6
    assert cast(g, caster, "Harshforge Monolith")
    [tower] = side.conjs
    assert distance(tower.zone, foe.mage.zone) <= 1 and (tower.life, tower.armor) == (7, 4)  # its card
    foe.mana = 3
    g.pay_upkeep(foe)
    assert foe.mana == 1 and foe.mage.enchantments == [block, strength]  # 1 each, the hidden Block too
    g.pay_upkeep(foe)  # 1 mana left: one is paid, the other destroyed
    assert foe.mana == 0 and len(foe.mage.enchantments) == 1
    assert [p["card"] for _, k, _, p in g.record.events if k == "upkeep_lost"] in (["Block"], ["Bear Strength"])
    ours = _enchant(g, caster, "Block", side.mage)  # the caster's own, near it too, pays as well
    side.mage.zone = tower.zone
    side.mana = 0
    g.pay_upkeep(side)
    assert ours not in side.mage.enchantments
    tower.damage = tower.life
    g.destroyed(tower)
    foe.mana = 0
    g.pay_upkeep(foe)  # the monolith gone: no Upkeep +1 any more
    assert len(foe.mage.enchantments) == 1


def test_far_enchantments_pay_nothing(warlords):
    g = game(*warlords, seed="far", mana=40)
    side, foe = g.sides
    foe.mage.zone = (1, 1)
    _enchant(g, 1, "Block", foe.mage)
    _enchant(g, 1, "Bear Strength", foe.mage, revealed=True)
    assert cast(g, 0, "Harshforge Monolith")
    foe.mage.zone = (3, 2)  # walks away: 2 zones or more from the monolith
    assert distance(side.conjs[0].zone, foe.mage.zone) > 1
    foe.mana = 5
    g.pay_upkeep(foe)
    assert foe.mana == 5 and len(foe.mage.enchantments) == 2
