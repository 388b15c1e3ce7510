"""Conjurations that act by themselves, both sides (sim/matchup/conjurers.py, docs/matchup.md): the
attacking ones (Corrosive Orchid, Temple of Light, Akiro's Hammer) and the outposts (Archer's
Watchtower, Garrison Post), on constructed positions with real cards and seeded dice."""

from __future__ import annotations

import pytest

from spellforge.sim.matchup.aim import fits
from spellforge.sim.matchup.pieces import distance, matchup_reason
from tests.sim.matchup import scenario


@pytest.fixture(scope="module")
def books(library):
    druid = scenario.spec(library, "Druid", "Corrosive Orchid", "Timber Wolf", "Dissolve", label="Druid")
    warlord = scenario.spec(library, "Warlord", "Akiro's Hammer", "Archer's Watchtower", "Garrison Post",
                            "Goblin Slinger", "Goblin Grunt", "Mage Wand", "Steelclaw Grizzly", label="Warlord")
    priest = scenario.spec(library, "Priest", "Temple of Light", "Force Push", label="Priest")
    return druid, warlord, priest


def _attacks(game, attacker):
    return [p for p in scenario.events(game, "attack") if p["attacker"] == attacker]


def test_these_conjurations_are_played(books):
    for spec in books:
        assert [s.name for s in spec.book.spells if matchup_reason(s)] == []


def test_the_orchid_goes_where_its_0_range_mist_reaches_and_attacks_once_a_round(books):
    druid, warlord, _ = books
    game = scenario.game(druid, warlord, "c", 40)
    side, foe = game.sides
    assert game.cost_of(side, scenario.model(druid, "Corrosive Orchid")) is None  # the Warlord is 5 zones away: no use
    foe.mage.zone = (1, 0)  # now within the Orchid's casting range 0-1
    assert scenario.cast(game, 0, "Corrosive Orchid")
    orchid = side.conjs[0]
    assert orchid.zone == foe.mage.zone and (orchid.life, orchid.armor) == (7, 0) and orchid.living  # its card
    assert orchid not in side.creatures and orchid in side.pieces()
    game.activate(side, side.mage)  # right after a friendly activation: it attacks (errata 003 L889)
    game.activate(side, side.mage)
    hits = _attacks(game, "Corrosive Orchid")
    assert len(hits) == 1 and hits[0]["target"] == "Warlord"  # once a round
    game.round, game._acted = 2, set()
    game.activate(side, side.mage)
    assert len(_attacks(game, "Corrosive Orchid")) == 2


def test_the_orchid_reaches_the_enemy_through_a_vine_marker(books):
    druid, warlord, _ = books
    game = scenario.game(druid, warlord, "c", 40)
    side, foe = game.sides
    side.vines = [(3, 1)]  # next to the Warlord's corner (3, 2): a Vine spell ignores its range (003 L508-511)
    assert scenario.cast(game, 0, "Corrosive Orchid")
    assert side.conjs[0].zone == foe.mage.zone and side.vines == []


def test_the_mist_token_destroys_the_mages_item_once(books):
    druid, warlord, _ = books
    game = scenario.game(druid, warlord, "c", 40)
    side, foe = game.sides
    wand = scenario.model(warlord, "Mage Wand")
    foe.mage.zone = (1, 0)
    foe.equipment.append(wand)
    assert scenario.cast(game, 0, "Corrosive Orchid")
    mana = side.mana
    game.activate(side, side.mage)
    assert wand not in foe.equipment and side.mana == mana - wand.cost  # its casting cost paid
    assert side.conjs[0].tokens == 0  # the token is spent


def test_an_enemy_creature_kills_a_threatening_orchid_and_it_leaves_play(books):
    druid, warlord, _ = books
    game = scenario.game(druid, warlord, "c", 40)
    side, foe = game.sides
    foe.mage.zone = (1, 0)
    assert scenario.cast(game, 0, "Corrosive Orchid")
    orchid = side.conjs[0]
    orchid.damage = orchid.life - 1
    bear = scenario.creature(game, 1, "Steelclaw Grizzly", orchid.zone)
    side.mage.zone = (3, 2)  # the Druid out of its reach
    game.creature_turn(foe, bear)
    assert not orchid.alive and side.conjs == []


def test_a_conjuration_never_hinders_guards_moves_or_takes_a_creature_spell(books):
    druid, warlord, priest = books
    game = scenario.game(druid, priest, "c", 40)
    side, foe = game.sides
    foe.mage.zone = (1, 0)
    assert scenario.cast(game, 0, "Corrosive Orchid")
    orchid = side.conjs[0]
    assert not game._enemy_here(foe, foe.mage)  # no Hinder (L650-656: creatures)
    game.push(1, "Force Push", orchid, (0, 0))
    assert orchid.zone == (1, 0)  # Unmovable (000 L962)
    assert not fits(scenario.model(priest, "Force Push").target, orchid, False)  # a creature spell


def test_the_temple_pays_x_up_to_its_temples_and_attacks_the_round_it_enters(books):
    _, warlord, priest = books
    game = scenario.game(priest, warlord, "c", 40)
    side, foe = game.sides
    foe.mage.zone = (2, 0)
    assert scenario.cast(game, 0, "Temple of Light")
    temple = side.conjs[0]
    assert (temple.life, temple.armor) == (8, 3) and not temple.living  # a Nonliving conjuration
    mana = side.mana
    game.activate(side, side.mage)
    hit = _attacks(game, "Temple of Light")
    assert len(hit) == 1 and hit[0]["dice"] == 1 and side.mana == mana - 1  # X = 1 temple (errata 003 L889-892)
    game.round, game._acted, side.mana = 2, set(), 0
    game.activate(side, side.mage)
    assert len(_attacks(game, "Temple of Light")) == 1  # no mana for X: no attack


def test_akiros_hammer_loads_then_throws_a_zone_attack_at_2_to_3_zones(books):
    druid, warlord, _ = books
    game = scenario.game(warlord, druid, "c", 40)
    side, foe = game.sides
    foe.mage.zone = (3, 0)
    assert scenario.cast(game, 0, "Akiro's Hammer")
    hammer = side.conjs[0]
    assert 2 <= distance(hammer.zone, foe.mage.zone) <= 3 and hammer.tokens == 1  # 1 Load token when cast
    game.activate(side, side.mage)
    assert _attacks(game, "Akiro's Hammer") == []  # it needs 2
    game.conditions_upkeep(hammer)
    game.round, game._acted = 2, set()
    game.activate(side, side.mage)
    hit = _attacks(game, "Akiro's Hammer")
    assert [h["target"] for h in hit] == ["Druid"] and hammer.tokens == 0
    for _ in range(3):
        game.conditions_upkeep(hammer)
    assert hammer.tokens == 2  # at most 2


def test_the_hammer_never_throws_at_a_zone_that_holds_a_friend(books):
    druid, warlord, _ = books
    game = scenario.game(warlord, druid, "c", 40)
    side, foe = game.sides
    foe.mage.zone = (3, 0)
    assert scenario.cast(game, 0, "Akiro's Hammer")
    hammer = side.conjs[0]
    hammer.tokens = 2
    scenario.creature(game, 0, "Goblin Grunt", foe.mage.zone)
    game.activate(side, side.mage)
    assert _attacks(game, "Akiro's Hammer") == [] and hammer.tokens == 2


def test_the_watchtower_gives_a_soldiers_ranged_attack_plus_1_once_a_round(books):
    druid, warlord, _ = books
    game = scenario.game(warlord, druid, "c", 40)
    side, foe = game.sides
    assert game.cost_of(side, scenario.model(warlord, "Archer's Watchtower")) is None  # no ranged Soldier shooting yet
    slinger = scenario.creature(game, 0, "Goblin Slinger", (1, 0))
    foe.mage.zone = (3, 0)  # 2 zones from the Slinger: in its range 1-2
    assert scenario.cast(game, 0, "Archer's Watchtower")
    tower = side.conjs[0]
    assert tower.zone == slinger.zone
    ranged = next(a for a in slinger.attacks if a.kind == "ranged")
    assert game.tower_bonus(side, slinger, ranged) == 1 and game.tower_bonus(side, slinger, ranged) == 0


def test_a_soldier_enters_in_the_garrison_post_and_outposts_keep_apart(books):
    druid, warlord, _ = books
    game = scenario.game(warlord, druid, "c", 40)
    side, foe = game.sides
    assert scenario.cast(game, 0, "Garrison Post")
    post = side.conjs[0]
    assert distance(post.zone, side.mage.zone) == 1  # toward the enemy mage, in its range 0-1
    assert scenario.cast(game, 0, "Goblin Grunt")
    assert side.creatures[-1].zone == post.zone  # summoned into the Post's zone (errata 003 L697)
    # the mage's zone is next to an Outpost: no Watchtower there
    assert not game._placeable(side, scenario.model(warlord, "Archer's Watchtower"), side.mage.zone)


def test_a_walking_creature_passes_an_outpost_a_rooted_one_strikes_it(books):
    druid, warlord, _ = books
    game = scenario.game(warlord, druid, "c", 40)
    side, foe = game.sides
    assert scenario.cast(game, 0, "Garrison Post")
    post = side.conjs[0]
    wolf = scenario.creature(game, 1, "Timber Wolf", post.zone)
    game.creature_turn(foe, wolf)
    assert post.damage == 0 and wolf.zone != post.zone  # not worth its action: on toward the Warlord
    wolf.zone, wolf.slow = post.zone, None  # Rooted: it strikes what it reaches
    game.creature_turn(foe, wolf)
    assert _attacks(game, "Timber Wolf")[-1]["target"] == "Garrison Post"


@pytest.fixture(scope="module")
def auras(library):
    beasts = scenario.spec(library, "Beastmaster", "Rajan's Fury", "Tooth & Nail", "Timber Wolf", "Timber Wolf",
                           "Timber Wolf", "Steelclaw Grizzly", label="Beastmaster")
    druid = scenario.spec(library, "Druid", "Etherian Lifetree", "Timber Wolf", "Timber Wolf", "Timber Wolf",
                          "Timber Wolf", "Skeletal Minion", label="Druid")
    warlord = scenario.spec(library, "Warlord", "Armory", "Goblin Grunt", "Goblin Grunt", "Goblin Grunt", "Timber Wolf",
                            label="Warlord")
    return beasts, druid, warlord


def test_the_aura_conjurations_are_played(auras):
    for spec in auras:
        assert [s.name for s in spec.book.spells if matchup_reason(s)] == []


def test_the_armory_arms_our_soldiers_only_and_those_summoned_later(auras):
    beasts, _, warlord = auras
    game = scenario.game(warlord, beasts, "c", 40)
    side, foe = game.sides
    grunt = scenario.creature(game, 0, "Goblin Grunt", (0, 0))
    wolf = scenario.creature(game, 0, "Timber Wolf", (0, 0))
    enemy = scenario.creature(game, 1, "Timber Wolf", (3, 2))
    armor, piercing = grunt.armor, grunt.piercing
    assert scenario.cast(game, 0, "Armory")
    armory = side.conjs[0]
    assert distance(armory.zone, foe.mage.zone) >= distance(side.mage.zone, foe.mage.zone) - 1  # kept from the enemy
    assert (grunt.armor, grunt.piercing) == (armor + 1, piercing + 1)  # Armor +1, Piercing +1 (friendly Soldiers)
    assert wolf.piercing == 0 and enemy.piercing == 0
    assert scenario.cast(game, 0, "Goblin Grunt")
    assert side.creatures[-1].armor == armor + 1  # a Soldier summoned later takes it
    game.destroyed(armory)
    assert (grunt.armor, grunt.piercing) == (armor, piercing) and side.conjs == []


def test_rajans_fury_and_tooth_and_nail_reach_every_animal_friend_and_foe(auras):
    beasts, druid, _ = auras
    game = scenario.game(beasts, druid, "c", 40)
    side, foe = game.sides
    ours = scenario.creature(game, 0, "Timber Wolf", (0, 0))
    theirs = scenario.creature(game, 1, "Timber Wolf", (3, 2))
    assert scenario.cast(game, 0, "Rajan's Fury")
    game.round = 2  # one conjuration of the same spell a round (the preparation's rule, not the cast's)
    assert scenario.cast(game, 0, "Tooth & Nail")
    assert (ours.charge, ours.piercing) == (1, 1) and (theirs.charge, theirs.piercing) == (1, 1)  # all Animals
    assert side.mage.piercing == 0  # the Beastmaster is no Animal


def test_the_lifetree_gives_life_2_and_a_creature_that_needed_it_dies_with_it(auras):
    beasts, druid, _ = auras
    game = scenario.game(druid, beasts, "c", 40)
    side, foe = game.sides
    wolf = scenario.creature(game, 1, "Timber Wolf", (3, 2))
    life, mage_life = wolf.life, side.mage.life
    assert scenario.cast(game, 0, "Etherian Lifetree")
    tree = side.conjs[0]
    assert wolf.life == life + 2 and side.mage.life == mage_life + 2 and foe.mage.life == foe.spec.book.mage.life + 2
    minion = scenario.model(druid, "Skeletal Minion")
    game.sides[0].prepared = [minion]
    assert game.cast(side, minion)
    assert side.creatures[-1].life == minion.life  # Nonliving: no Life +2
    wolf.damage = life + 1  # alive only by the aura (worth it: 5 living of ours, 2 of theirs, the mages counted)
    game.destroyed(tree)
    assert not wolf.alive and wolf not in foe.creatures and side.mage.life == mage_life


def test_animal_kinship_arms_the_mage_while_a_canine_of_ours_is_in_play(library, auras):
    _, druid, _ = auras
    kin = scenario.spec(library, "Beastmaster", "Animal Kinship", "Timber Wolf", "Timber Wolf", "Timber Wolf",
                        label="Kin")
    game = scenario.game(kin, druid, "c", 40)
    side = game.sides[0]
    melee, armor = side.mage.melee, side.mage.armor
    assert scenario.cast(game, 0, "Animal Kinship")  # 3 Canines in the book: worth it
    assert side.mage.melee == melee  # no Canine in play yet
    assert scenario.cast(game, 0, "Timber Wolf")
    wolf = side.creatures[-1]
    assert "Canine" in wolf.subtypes and side.mage.melee == melee + 1 and side.mage.armor == armor  # no Reptile
    wolf.damage = wolf.life
    game.destroyed(wolf)
    assert side.mage.melee == melee


def test_the_hand_of_bim_shalla_gives_melee_1_once_a_round_and_counts_as_a_temple(library, books):
    druid = books[0]
    priest = scenario.spec(library, "Priest", "Hand of Bim-Shalla", "Temple of Light", "Knight of Westlock",
                           "Knight of Westlock", "Knight of Westlock", label="Hand")
    game = scenario.game(priest, druid, "c", 40)
    side, foe = game.sides
    knight = scenario.creature(game, 0, "Knight of Westlock", (0, 0))
    melee = knight.melee
    assert scenario.cast(game, 0, "Hand of Bim-Shalla")  # 4 living melee creatures of ours: worth it
    game.activate(side, side.mage)
    game.activate(side, side.mage)
    assert knight.melee == melee + 1 and game._round_buffs == [(knight, "melee", 1)]  # once, until the round ends
    foe.mage.zone = (1, 1)
    game.round, game._acted, game._round_buffs = 2, set(), []
    assert scenario.cast(game, 0, "Temple of Light")
    game.activate(side, side.mage)
    assert _attacks(game, "Temple of Light")[-1]["dice"] == 2  # X up to 2 temples (errata 003 L889)


def test_altar_of_carnage_feeds_a_spawnpoint_when_a_soldier_wounds_an_enemy_creature(library, books):
    druid = books[0]
    anvil = scenario.spec(library, "Warlord", "Altar of Carnage", "Barracks", "Goblin Grunt", "Goblin Grunt",
                          "Goblin Grunt", label="Anvil")
    game = scenario.game(anvil, druid, "c", 40)
    side, foe = game.sides
    assert game.cost_of(side, scenario.model(anvil, "Altar of Carnage")) is None  # no spawnpoint to take the mana yet
    assert scenario.cast(game, 0, "Barracks") and scenario.cast(game, 0, "Altar of Carnage")
    barracks = side.spawnpoints[0]
    grunt = scenario.creature(game, 0, "Goblin Grunt", (2, 1))
    wolf = scenario.creature(game, 1, "Timber Wolf", (2, 1))
    melee = next(a for a in grunt.attacks if a.kind == "melee")
    dealt = [game.attack(grunt, 0, grunt.name, melee, wolf) for _ in range(4)]
    assert any(dealt) and barracks.pool == 1  # once a round for each creature
    game.attack(grunt, 0, grunt.name, melee, foe.mage)
    assert barracks.pool == 1  # a mage is no enemy creature
