"""Zombie Frenzy, both sides (sim/matchup/frenzy.py, docs/matchup.md): until the end of the round
every Zombie creature in the arena, ours and the enemy's, is Fast, not Slow and Bloodthirsty +1 (one
more die in melee on a damaged living creature, 000 L2236-2238); the card's data
(db/effects/incantation.csv), real cards, seeded dice."""

from __future__ import annotations

import pytest

from spellforge.sim.matchup.pieces import matchup_reason
from tests.sim.matchup.scenario import cast, game, model, spec
from tests.sim.matchup.scenario import creature as _creature


@pytest.fixture(scope="module")
def necros(library):
    return tuple(spec(library, "Necromancer", "Zombie Frenzy", "Zombie Crawler", "Zombie Minion", "Timber Wolf",
                      label=label) for label in "AB")



def test_it_is_played_and_read_from_the_card_s_data(necros):
    frenzy = model(necros[0], "Zombie Frenzy")
    assert matchup_reason(frenzy) == "" and frenzy.tags.get("frenzy:Zombie") == 1 and not frenzy.quick


@pytest.mark.parametrize("caster", [0, 1])
def test_every_zombie_in_the_arena_is_fast_unslowed_and_bloodthirsty_this_round(necros, caster):
    g = game(*necros, seed=f"frenzy{caster}", mana=40)
    ours, theirs = g.sides[caster], g.sides[1 - caster]
    crawler = _creature(g, caster, "Zombie Crawler", (1, 0))
    minion = _creature(g, 1 - caster, "Zombie Minion", (2, 2))  # the enemy's zombie gains it too
    wolf = _creature(g, caster, "Timber Wolf", (1, 0))  # no zombie: nothing
    assert crawler.slow and not crawler.fast
    g.play_spell(ours, model(ours.spec, "Zombie Frenzy"), ours.mage, 0)  # what it does once cast (spells.py)
    # their printed Bloodthirsty +1 and the Frenzy's +1 add up (000 L546)
    assert (crawler.fast, bool(crawler.slow), crawler.thirst) == (True, False, 2)
    assert (minion.fast, minion.thirst) == (True, 2) and (wolf.fast, wolf.thirst) == (False, 0)
    for piece, key, n in g._round_buffs:  # the end of the round (game.play_round)
        setattr(piece, key, getattr(piece, key) - n)
    assert bool(crawler.slow) and not crawler.fast and crawler.thirst == 1 and not minion.fast and minion.thirst == 1
    assert theirs.creatures == [minion]


def test_bloodthirsty_adds_its_die_only_on_a_damaged_living_target(necros):
    g = game(*necros, seed="thirst", mana=40)
    minion = _creature(g, 0, "Zombie Minion", (1, 0))
    wolf = _creature(g, 1, "Timber Wolf", (1, 0))
    minion.thirst = 1
    bite = next(a for a in minion.attacks if a.kind == "melee")
    wolf.defense = 0
    g.attack(minion, 0, minion.name, bite, wolf)  # undamaged: its own dice
    wolf.damage = max(wolf.damage, 1)
    g.attack(minion, 0, minion.name, bite, wolf)  # damaged and living: one more
    dice = [p["dice"] for _, k, _, p in g.record.events if k == "attack"]
    assert dice[:2] == [bite.dice, bite.dice + 1]


def test_the_ai_casts_it_when_its_zombies_reach_the_enemy_only_with_it(necros):
    g = game(*necros, seed="ai", mana=40)
    side = g.sides[0]
    frenzy = model(side.spec, "Zombie Frenzy")
    g.sides[1].mage.zone = (3, 2)
    a = _creature(g, 0, "Zombie Minion", (1, 2))  # 2 zones from the enemy mage: Fast reaches it
    assert g.spell_target(side, frenzy) is None  # one Minion's 3 dice: less than half its 9 mana
    b = _creature(g, 0, "Zombie Minion", (3, 0))
    assert g.spell_target(side, frenzy) == (side.mage, 0)  # two: 6 dice of attacks, at least 4.5
    assert cast(g, 0, "Zombie Frenzy") and side.mana == 40 - 9 and (a.fast, b.fast) == (True, True)
    g.round = 2
    a.fast = b.fast = False
    enemy = _creature(g, 1, "Zombie Minion", (2, 0))  # 2 zones from our mage: it gains as much from it
    assert g.spell_target(side, frenzy) is None  # 6 - 3 = 3: less than 4.5
    enemy.removed = True
    g._acted.update({id(a), id(b)})  # ours have acted this round: nothing left to gain
    assert g.spell_target(side, frenzy) is None
