"""Planning a quick spell and then a full one (docs/matchup.md "The AI"): the quick spell takes the
mage's quickcast, the full spell its action (L592), so a player who opens with a quick Barracks
still summons the Goblin Builder the same round. The AI used to refuse any full spell once a quick
one was prepared, and the Warlord's develop round bought War Sledge instead (issue 48, round 7)."""

from __future__ import annotations

from dataclasses import replace

from spellforge.sim.game.objects import TargetConfig
from spellforge.sim.matchup.batch import passive_side
from spellforge.sim.matchup.checks import payable
from tests.sim.matchup import scenario

CARDS = ("Barracks", "Goblin Builder", "War Sledge", "Goblin Grunt")


def _warlord(library, *names):
    a = scenario.spec(library, "Warlord", *names, label="A")
    return replace(a, opening=("develop",), then="develop")


def test_a_quick_conjuration_then_a_full_creature_in_one_round(library):
    a = _warlord(library, *CARDS)
    barracks, builder = scenario.model(a, "Barracks"), scenario.model(a, "Goblin Builder")
    assert barracks.quick and not builder.quick
    game = scenario.game(a, passive_side(target=TargetConfig(distance=2)), "quick-full")
    me = game.sides[0]
    me.mana = 20
    me.prepared = game.prepare(me)
    # develop's order: Barracks (12, quick), the Goblin Builder (5, full); not War Sledge (8, quick)
    assert [s.name for s in me.prepared] == ["Barracks", "Goblin Builder"]
    game.quickcast(me)
    game.mage_turn(me)
    assert [p.name for p in me.creatures] == ["Goblin Builder"] and me.spawnpoints
    assert me.mana == 3


def test_still_one_full_spell_and_no_full_spell_after_two_quick_ones(library):
    a = _warlord(library, "Goblin Builder", "Goblin Grunt")
    game = scenario.game(a, passive_side(), "quick-full")
    me = game.sides[0]
    me.mana = 20
    assert [s.name for s in game.prepare(me)] == ["Goblin Builder"]  # both full: one action
    builder = scenario.model(a, "Goblin Builder")
    assert payable(builder, 5, None, 20, True, 1, [])  # a quick spell prepared: the action is left
    assert not payable(builder, 5, None, 20, False, 0, [])  # two quick spells: no action left
    assert not payable(builder, 5, None, 20, False, 2, [])  # the action spent on a move


def _warlock_facing(library, distance: int):
    a = replace(scenario.spec(library, "Warlock", "Fireball", "Darkfenne Bat", label="A"), opening=("attack",),
                then="attack")
    game = scenario.game(a, passive_side(target=TargetConfig(distance=distance)), "quick-full")
    game.sides[0].mana = 20
    return game, game.sides[0]


def test_no_full_spell_after_a_quick_attack_that_needs_the_mage_to_walk_first(library):
    game, me = _warlock_facing(library, 3)  # Fireball (quick, range 1-2): in range after one step only
    fireball = scenario.model(me.spec, "Fireball")
    assert fireball.quick and fireball.range_max == 2
    assert [s.name for s in game._prepare(me, False)] == ["Fireball"]  # the step is the action: no Bat
    game, me = _warlock_facing(library, 2)  # in range where the mage stands: the Bat takes the action
    assert [s.name for s in game._prepare(me, False)] == ["Fireball", "Darkfenne Bat"]


def test_after_a_quick_spell_a_full_one_only_when_it_reaches_from_where_the_mage_stands(library):
    def prepared(distance):
        a = replace(scenario.spec(library, "Forcemaster", "Force Hammer", "Hail of Stones", "Invisible Fist",
                                  label="A"), opening=("attack",), then="attack")
        game = scenario.game(a, passive_side(target=TargetConfig(distance=distance)), "quick-full")
        game.sides[0].mana = 20
        return [s.name for s in game._prepare(game.sides[0], False)]

    hail = scenario.model(scenario.spec(library, "Forcemaster", "Hail of Stones"), "Hail of Stones")
    assert not hail.quick and hail.range_max == 1
    # Force Hammer (quick, in range); Hail of Stones (full) a zone short: Invisible Fist after a step instead
    assert prepared(2) == ["Force Hammer", "Invisible Fist"]
    assert prepared(1) == ["Force Hammer", "Hail of Stones"]  # in range: the full spell takes the action
