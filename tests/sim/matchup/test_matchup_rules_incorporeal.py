"""Incorporeal in the two-sided matchup (sim/matchup/fight.py), both sides: against an Incorporeal
object a non-Ethereal attack's "2"s count as 0 and its effects and conditions do not touch it; an
Ethereal attack hits it in full, effects too, bar Burn (every Incorporeal object is Burnproof and
Nonliving) (rulebook 000 L929-934, L2304-2306, L2554-2556). Real cards (their traits: db/sets),
seeded dice; the damage rolls use the goldfish's exact distribution (sim/game/dice.py)."""

from __future__ import annotations

import pytest

from spellforge.sim.game.dice import damage_distribution
from tests.sim.matchup.scenario import cast, game, model, spec

ROLLS = 300


@pytest.fixture(scope="module")
def sides(library):
    a = spec(library, "Necromancer", "Grey Wraith", "Mana Siphon", label="A")
    b = spec(library, "Priest", "Knight of Westlock", "Pillar of Light", "Fireball", label="B")
    return a, b


def _summon(g, side, name, zone):
    """The creature as the matchup casts it (game._cast_creature: its traits from its model)."""
    g._cast_creature(g.sides[side], model(g.sides[side].spec, name), None, 0, zone)
    return g.sides[side].creatures[-1]


@pytest.mark.parametrize("order", [(0, 1), (1, 0)])
def test_a_non_ethereal_attack_counts_only_the_1s_on_an_incorporeal_creature(sides, order):
    wraith_side, knight_side = order
    specs = sides if order == (0, 1) else sides[::-1]
    g = game(*specs, seed=f"ghost{wraith_side}")
    wraith = _summon(g, wraith_side, "Grey Wraith", (1, 1))
    knight = _summon(g, knight_side, "Knight of Westlock", (1, 1))
    assert wraith.incorporeal and not wraith.living and not knight.incorporeal  # its card: Incorporeal, Nonliving
    longsword = knight.attacks[0]
    assert (longsword.dice, longsword.ethereal) == (5, False)
    wraith.life = 10 ** 6  # room for every roll
    rolls = []
    for _ in range(ROLLS):
        before = wraith.damage
        g.strikes(knight_side, knight.name, longsword, wraith)
        rolls.append(wraith.damage - before)
    ghost = damage_distribution(5, 0, incorporeal=True)
    assert max(rolls) <= 5 and len(ghost.counts) == 6  # only 1s count: at most one a die
    assert abs(sum(rolls) / ROLLS - float(ghost.mean)) < 0.3  # 5/3; in full it would be 5
    assert float(damage_distribution(5).mean) == 5.0


def test_the_knight_takes_its_full_damage_and_the_wraith_s_own_attack_is_ethereal(sides):
    g = game(*sides, seed="full")
    knight = _summon(g, 1, "Knight of Westlock", (1, 1))
    hand = model(sides[0], "Grey Wraith").attacks[0]
    assert hand.ethereal  # Hand of Death: Ethereal on the card
    knight.life, knight.armor = 10 ** 6, 0
    for _ in range(ROLLS):
        g.strikes(0, "Grey Wraith", hand, knight)
    assert knight.damage / ROLLS > 2.4  # 3 dice in full: 3 on average


def test_an_ethereal_spell_hits_in_full_with_its_effects_and_a_fireball_neither_burns_nor_hits_2s(sides):
    g = game(*sides, seed="pillar")
    wraith = _summon(g, 0, "Grey Wraith", (1, 1))
    wraith.life = 10 ** 6
    pillar = model(sides[1], "Pillar of Light").attacks[0]
    assert pillar.ethereal and pillar.dice == 2
    for _ in range(ROLLS):
        g.strikes(1, "Pillar of Light", pillar, wraith)
    assert wraith.damage / ROLLS > 1.6  # 2 dice in full: 2 on average (only 1s: 2/3)
    assert wraith.daze and wraith.stun  # its Daze 4-10, Stun 11+ reach it
    fireball = model(sides[1], "Fireball").attacks[0]
    assert not fireball.ethereal and any(r.burn for r in fireball.effects)
    wraith.damage = 0
    for _ in range(ROLLS):
        g.strikes(1, "Fireball", fireball, wraith)
    assert wraith.burn == 0  # no effect of a non-Ethereal attack (and Burnproof)
    assert wraith.damage / ROLLS < float(damage_distribution(fireball.dice).mean) / 2


@pytest.mark.parametrize("caster", [0, 1])
def test_mana_siphon_in_play_is_incorporeal(library, caster):
    specs = [spec(library, "Wizard", "Mana Siphon", label=label) for label in "AB"]
    g = game(*specs, seed=f"siphon{caster}", mana=40)
    side, foe = g.sides[caster], g.sides[1 - caster]
    foe.mage.zone = (2, 1) if caster == 0 else (1, 1)  # within its reach (test_matchup_rules_mana.py)
    assert cast(g, caster, "Mana Siphon")
    [piece] = side.conjs
    assert piece.incorporeal and not piece.living  # its card: Incorporeal (a conjuration: Nonliving)


@pytest.fixture(scope="module")
def might(library):
    a = spec(library, "Priest", "Knight of Westlock", "Divine Might", label="A")
    b = spec(library, "Necromancer", "Grey Wraith", label="B")
    return a, b


def test_divine_might_is_compiled_from_its_card_data(library, might):
    from spellforge.sim.matchup.batch import not_simulated
    from spellforge.sim.matchup.pieces import matchup_reason

    a, _ = might
    dm = model(a, "Divine Might")  # db/effects: grant_trait Ethereal, bearer, attached, attack=melee
    assert dm.tags == {"ethereal_melee": 1} and (dm.cost, dm.reveal_cost) == (2, 3) and dm.target == "Living Creature"
    assert matchup_reason(dm) == "" and not not_simulated(a)


@pytest.mark.parametrize("priest", [0, 1])
def test_divine_might_goes_on_a_melee_fighter_only_against_an_incorporeal_enemy_and_hits_it_in_full(might, priest):
    specs = might if priest == 0 else might[::-1]
    g = game(*specs, seed=f"might{priest}", mana=30)
    side, foe = g.sides[priest], g.sides[1 - priest]
    knight = _summon(g, priest, "Knight of Westlock", side.mage.zone)
    dm = model(side.spec, "Divine Might")
    assert g.bearer_for(side, dm) is None  # no Incorporeal enemy: Ethereal would change nothing
    wraith = _summon(g, 1 - priest, "Grey Wraith", (1, 1))
    assert g.bearer_for(side, dm) is knight
    assert cast(g, priest, "Divine Might")
    [ench] = knight.enchantments
    assert ench.revealed and knight.ethereal and side.mana == 30 - 2 - 3  # cast 2, revealed for 3 at once
    assert g.bearer_for(side, dm) is None  # already Ethereal
    wraith.life = 10 ** 6
    for _ in range(ROLLS):
        g.attack(knight, priest, knight.name, knight.attacks[0], wraith, unavoidable=True)
    assert wraith.damage / ROLLS > 4.2  # the Longsword's 5 dice in full: 5 on average (only 1s: 5/3)
    g.destroy_enchantment(ench)  # (a Dispel's)
    assert not knight.ethereal and not knight.enchantments


@pytest.mark.parametrize("holder", [0, 1])
def test_force_hold_never_goes_on_an_incorporeal_creature(library, holder):
    """Incorporeal objects are Uncontainable, which cannot be Restrained (000 L929, L2310)."""
    fm = spec(library, "Forcemaster", "Force Hold", label="F")
    nm = spec(library, "Necromancer", "Grey Wraith", "Knight of Westlock", label="N")
    g = game(*((fm, nm) if holder == 0 else (nm, fm)), seed=f"hold{holder}", mana=30)
    side = g.sides[holder]
    near = (1, 0) if holder == 0 else (2, 2)  # a zone from the holder's corner: walking on its mage
    wraith = _summon(g, 1 - holder, "Grey Wraith", near)
    hold = model(fm, "Force Hold")
    assert hold.tags.get("restrain") and g.hold_target(side, hold) is None
    knight = _summon(g, 1 - holder, "Knight of Westlock", near)
    assert g.hold_target(side, hold) is knight and not wraith.restrained
