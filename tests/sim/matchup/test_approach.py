"""Where the matchup's mage goes and whether it prepares defences (sim/matchup/approach.py,
docs/matchup.md "The AI"): against a harmless opponent (the passive side: nothing of it can ever
attack) an idle mage walks at it (a move action, 000 L690-695) and prepares no defence; against
an opponent that can attack, it stays and prepares its defences as before. Real cards,
constructed positions."""

from __future__ import annotations

from spellforge.sim.matchup import approach
from spellforge.sim.matchup.batch import passive_side
from tests.sim.matchup import scenario


def _moves(game, side):
    return [p["zone"] for _, k, s, p in game.record.events if k == "move" and s == side]


def test_an_idle_mage_walks_at_a_harmless_side_which_never_walks(library):
    game = scenario.game(scenario.spec(library, "Forcemaster", "Block", label="A"), passive_side(), "approach")
    me, target = game.sides
    assert approach.harmless(game, me) and not approach.harmless(game, target)
    game.mage_turn(me)  # nothing prepared, nothing in reach: a move toward the target (long side first)
    assert me.mage.zone == (1, 0) and _moves(game, 0) == [[1, 0]]
    game.mage_turn(target)  # no attack, no book: it never acts
    assert target.mage.zone == (3, 2) and not _moves(game, 1)
    for _ in range(4):
        game.mage_turn(me)
    assert me.mage.zone == target.mage.zone == (3, 2)  # then its melee attack on the way in
    assert any(k == "attack" and p["target"] == "Target" for _, k, s, p in game.record.events if s == 0)


def test_against_an_opponent_that_can_attack_the_mage_stays_and_prepares_its_defence(library):
    a = scenario.spec(library, "Wizard", "Block", label="A")
    assert next(s for s in a.book.spells if s.name == "Block").role == "defense"
    b = scenario.spec(library, "Beastmaster", "Timber Wolf", label="B")  # 5 zones away, nothing in play
    game = scenario.game(a, b, "approach")
    me = game.sides[0]
    me.mana = 20
    assert not approach.harmless(game, me)
    assert [s.name for s in game.prepare(me)] == ["Block"]
    assert approach.advance_zone(game, me) is None  # the harmless side's advance is not played
    me.prepared = []
    game.mage_turn(me)  # idle, the enemy mage out of reach: one safe step (defend.press), no more
    assert me.mage.zone == (1, 0) and len(_moves(game, 0)) == 1
    passive = scenario.game(a, passive_side(), "approach")
    passive.sides[0].mana = 20
    assert passive.prepare(passive.sides[0]) == []  # a Block against a side that never attacks: nothing



def _druid_with_vine_tree(library, opponent, tree_zone=(0, 0)):
    """The Druid in its corner with a Vine Tree in `tree_zone` (a spawnpoint for Vine creatures)."""
    from spellforge.sim.game.objects import Spawnpoint

    a = scenario.spec(library, "Druid", "Vine Tree", "Vine Snapper", "Kralathor, The Devourer", label="A")
    game = scenario.game(a, opponent, "approach")
    me = game.sides[0]
    tree = next(s for s in a.book.spells if s.name == "Vine Tree")
    sp = Spawnpoint(tree.name, tree.card_id, tree.own_channeling, tree.spawn_rule, tree.cast_limit)
    me.spawnpoints.append(sp)
    game._spawn_zone[id(sp)] = tree_zone
    me.library[tree.card_id] = 0  # the book's one copy is the tree in play
    me.mana = 40
    return game, me


def test_no_rooted_creature_where_it_never_reaches_a_harmless_mage(library):
    # Vine Snapper is Rooted (003 L278) with melee attacks only: from the Vine Tree's zone (L982) or
    # the Druid's it would never reach the passive mage 5 zones away, which never comes; Kralathor walks
    game, me = _druid_with_vine_tree(library, passive_side())
    names = [s.name for s in game.prepare(me)]
    assert "Vine Snapper" not in names and "Kralathor, The Devourer" in names
    me.prepared = [s for s in me.book.spells if s.name == "Vine Snapper"]  # prepared anyway: the tree never casts it
    game.deploy(me)
    assert not me.cast and not me.creatures
    # a Vine marker by the target lets the Druid or his Tree spawnpoint cast it there, destroying the
    # marker (003 L508-511): then it is worth it, and the Vine Tree casts it in the marker's zone
    me.prepared, me.vines = [], [(3, 2)]
    assert "Vine Snapper" in [s.name for s in game.prepare(me)]
    me.prepared = [s for s in me.book.spells if s.name == "Vine Snapper"]
    game.deploy(me)
    assert [(p.name, p.zone) for p in me.creatures] == [("Vine Snapper", (3, 2))] and me.vines == []


def test_a_rooted_creature_in_reach_of_the_harmless_mage_or_against_a_real_opponent(library):
    game, me = _druid_with_vine_tree(library, passive_side(), tree_zone=(3, 2))  # the tree stands by the target
    assert "Vine Snapper" in [s.name for s in game.prepare(me)]
    # against an opponent that can attack, a Rooted creature at home guards it as before
    game, me = _druid_with_vine_tree(library, scenario.spec(library, "Beastmaster", "Timber Wolf", label="B"))
    assert "Vine Snapper" in [s.name for s in game.prepare(me)]


def test_an_offensive_enchantment_that_gains_the_mage_and_a_creature_alike_goes_on_the_creature(library):
    # Bear Strength (Melee +2) adds as much to Goran's best attack as to the Warlock's; the Pet
    # attacks every round, the mage's action goes to its spells: Goran takes it (a tie went by name)
    from spellforge.sim.game.objects import _buff_gain

    a = scenario.spec(library, "Warlock", "Goran, Werewolf Pet", "Bear Strength", label="A")
    game = scenario.game(a, scenario.spec(library, "Beastmaster", "Timber Wolf", label="B"), "approach")
    me = game.sides[0]
    scenario.creature(game, 0, "Goran, Werewolf Pet", (0, 0))
    goran = me.creatures[0]
    assert _buff_gain(goran, {"Melee": 2}, 0) == _buff_gain(me.mage, {"Melee": 2}, 0) > 0
    assert game.bearer_for(me, scenario.model(a, "Bear Strength")) is goran


def test_rouse_the_beast_is_prepared_with_the_creature_against_a_harmless_side_only(library):
    """Against a mage that never comes, Rouse the Beast on the creature summoned this round (it acts
    this round: its marker flips active, errata 003 L849-850) is a round's walk nearer: it comes before the buffs (Bear Strength)
    there, and stays last of them against a real opponent (approach.rouse_early)."""
    a = scenario.spec(library, "Beastmaster", "Timber Wolf", "Bear Strength", "Rouse the Beast", label="A")
    real = scenario.game(a, scenario.spec(library, "Wizard", "Block", label="B"), "approach")
    passive = scenario.game(a, passive_side(), "approach")
    for g in (real, passive):
        g.sides[0].mana = 20
    assert [s.name for s in real.prepare(real.sides[0])] == ["Timber Wolf", "Bear Strength"]
    me = passive.sides[0]
    assert [s.name for s in passive.prepare(me)] == ["Timber Wolf", "Rouse the Beast"]


def test_a_spawnpoint_goes_in_the_zone_of_its_range_nearest_a_harmless_mage(library):
    """Graveyard (range 0-1) against a mage that never comes: one zone nearer it, so its creatures
    enter there (L982), as the goldfish places it; against a real opponent in its caster's zone."""
    a = scenario.spec(library, "Necromancer", "Graveyard", "Skeletal Minion", label="A")
    for b, zone in ((passive_side(), (1, 0)), (scenario.spec(library, "Wizard", "Block", label="B"), (0, 0))):
        game = scenario.game(a, b, "approach")
        me = game.sides[0]
        me.mana = 30
        graveyard = next(s for s in a.book.spells if s.name == "Graveyard")
        me.prepared = [graveyard]
        assert game.cast(me, graveyard)
        assert [game._spawn_zone[id(sp)] for sp in me.spawnpoints] == [zone]
