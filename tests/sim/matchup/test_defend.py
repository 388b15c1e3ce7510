"""The matchup AI's two rules against any opponent (sim/matchup/defend.py, docs/matchup.md "The
weak rows"): the mage does not walk into more enemy melee to cast at a creature, and a creature a
move from its mage comes back to fight the enemy melee on it. Real cards, constructed positions."""

from __future__ import annotations

from spellforge.sim.matchup import defend
from tests.sim.matchup import scenario


def test_the_mage_does_not_walk_into_enemy_melee_to_shoot_a_creature(library):
    """The Druid and the Forcemaster walked into the path of enemy melee creatures to cast an attack
    spell at one of them, then stood there being hit (docs/matchup.md "Weak rows")."""
    a = scenario.spec(library, "Wizard", "Lightning Bolt", label="A")
    b = scenario.spec(library, "Warlord", "Knight of Westlock", label="B")
    game = scenario.game(a, b, "approach")
    me = game.sides[0]
    bolt = next(s for s in a.book.spells if s.name == "Lightning Bolt")
    knight = scenario.creature(game, 1, "Knight of Westlock", (1, 1))  # 2 zones off; next to (1, 0)
    me.mana, me.prepared = 20, [bolt]
    assert defend.safe_step(game, me, (1, 0), [bolt]) is False
    game.sides[1].mage.zone = (2, 0)  # the enemy mage itself within the bolt's reach after a move
    assert defend.safe_step(game, me, (1, 0), [bolt]) is True
    knight.zone = (3, 2)
    game.sides[1].mage.zone = (3, 2)
    assert defend.safe_step(game, me, (1, 0), [bolt]) is True  # nothing reaches (1, 0) either


def test_a_creature_near_its_mage_comes_back_to_fight_the_enemy_melee_there(library):
    a = scenario.spec(library, "Beastmaster", "Timber Wolf", label="A")
    b = scenario.spec(library, "Warlord", "Knight of Westlock", label="B")
    game = scenario.game(a, b, "approach")
    me = game.sides[0]
    knight = scenario.creature(game, 1, "Knight of Westlock", me.mage.zone)  # on our mage
    wolf = scenario.creature(game, 0, "Timber Wolf", (1, 0))  # one zone off, nothing in its reach
    game.creature_turn(me, wolf)
    assert wolf.zone == me.mage.zone and any(
        k == "attack" and p["attacker"] == "Timber Wolf" and p["target"] == knight.name
        for _, k, s, p in game.record.events)
    far = scenario.creature(game, 0, "Timber Wolf", (2, 1))  # 3 zones off: it goes on toward the enemy mage
    game.creature_turn(me, far)
    assert far.zone == game.sides[1].mage.zone == (3, 2)


def test_an_idle_mage_steps_toward_an_enemy_mage_out_of_its_reach_when_it_is_safe(library):
    """The Forcemaster's Force spells reach 1-2 zones; with nothing to cast she stood in her corner
    round after round while the enemy built up (12 % against the official books, docs/matchup.md
    "The AI"). An idle mage steps toward the enemy mage, unless the step brings enemy melee on it."""
    a = scenario.spec(library, "Forcemaster", "Invisible Fist", label="A")  # quick, range 0-1: reach 2
    b = scenario.spec(library, "Warlord", "Knight of Westlock", label="B")
    game = scenario.game(a, b, "approach")
    me = game.sides[0]
    me.mage.zone, game.sides[1].mage.zone = (0, 0), (3, 2)  # 5 zones apart, nothing to cast at
    me.mana, me.prepared = 10, []
    game.mage_turn(me)
    assert me.mage.zone == (1, 0)  # one zone, along the long side first
    assert any(k == "move" and p["piece"] == me.mage.name for _, k, s, p in game.record.events)
    me.mage.zone = (0, 0)
    knight = scenario.creature(game, 1, "Knight of Westlock", (2, 0))  # reaches (1, 0) this round, not (0, 0)
    game.mage_turn(me)
    assert me.mage.zone == (0, 0)
    knight.zone = (3, 2)
    game.sides[1].mage.zone = (1, 1)  # within the Fist's reach after a move: no idle step
    game.mage_turn(me)
    assert me.mage.zone == (0, 0)


def test_a_take_over_spell_is_prepared_first_while_enemy_melee_is_at_the_door(library):
    """The plan, searched against a passive target, put the Forcemaster's Mind Control late (cast
    0.2 times a game); with an enemy melee creature within 2 zones of the mage it comes first."""
    import dataclasses

    a = dataclasses.replace(scenario.spec(library, "Forcemaster", "Force Hammer", "Mind Control", label="A"),
                            then="attack")
    b = scenario.spec(library, "Warlord", "Knight of Westlock", label="B")
    game = scenario.game(a, b, "approach")
    me = game.sides[0]
    me.mana = 10  # one of the two: Force Hammer 9, or Mind Control 2 and its reveal 2 x the level
    plan = [f[0].name for f in game._order_entry(me)[2]]
    assert plan == ["Force Hammer", "Mind Control"]  # the attack style's order
    knight = scenario.creature(game, 1, "Knight of Westlock", (2, 1))  # 3 zones off: the plan as it is
    assert [f[0].name for f in game._threat_first(me, game._order_entry(me)[2])] == plan
    knight.zone = (1, 0)  # next to our mage, in the Hammer's reach and Mind Control's
    assert [s.name for s in game.prepare(me)] == ["Mind Control"]
