"""The eight acceptance cases of issue 33, on the rules core (the CLI runs them again in
test_cli.py). Each assertion is the rulebook's outcome, with its line in seed 002."""

from __future__ import annotations

import pytest

from spellforge.games.swordsorcery import actions
from spellforge.games.swordsorcery.actions import Refused
from spellforge.games.swordsorcery.campaign import Campaign, HeroState, ItemEntry, SkillEntry
from spellforge.games.swordsorcery.validator import errors, validate


def party(*pairs, soul_storm=False, shards=0):
    return Campaign(heroes=[HeroState(h, s, soul_level=lvl) for h, s, lvl in pairs], soul_storm=soul_storm,
                    shards=shards)


def codes(c, lib):
    return [p.code for p in errors(validate(c, lib))]


# 1. alignment (002 L979, L985)
def test_order_and_chaos_never_share_a_party_neutral_joins_soul_storm_allows(lib):
    assert codes(party(("Шая", "Плут", 1), ("Торгар", "Мастер рун", 1)), lib) == ["alignment_conflict"]
    assert codes(party(("Шая", "Плут", 1), ("Лайгон", "Рейнджер", 1)), lib) == []
    assert codes(party(("Шая", "Плут", 1), ("Торгар", "Мастер рун", 1), soul_storm=True), lib) == []
    # names in any language the library knows
    assert codes(party(("Shaya", "Rogue", 1), ("Torgar", "Rune Master", 1)), lib) == ["alignment_conflict"]


# 2. party size (002 L318)
def test_one_hero_is_not_a_party_five_order_and_neutral_heroes_are(lib):
    assert codes(party(("Шая", "Плут", 1)), lib) == ["party_size"]
    five = party(("Ауриэль", "Волшебница", 1), ("Экар", "Рыцарь Белой Розы", 1), ("Лайгон", "Рейнджер", 1),
                 ("Шая", "Плут", 1), ("Торгар", "Жрец", 1))
    assert codes(five, lib) == []


# 3. level-up cost and one step at a time (002 L1087-1095)
def test_level_up_pays_each_step_squared_from_the_shared_pool(lib):
    c = party(("Шая", "Плут", 1), ("Экар", "Рыцарь Белой Розы", 4), shards=30)
    after, refused = actions.level_up(c, lib, "Шая", to=4)
    assert refused is None
    assert after.heroes[0].soul_level == 4 and after.shards == 1
    assert [(e["from"], e["to"], e["cost"]) for e in after.log] == [(1, 2, 4), (2, 3, 9), (3, 4, 16)]
    c.shards = 28
    after, refused = actions.level_up(c, lib, "Шая", to=4)
    assert refused.code == "not_enough_shards"
    assert after.heroes[0].soul_level == 3 and after.shards == 15
    assert c.shards == 28 and c.heroes[0].soul_level == 1  # the action never touches its input


# 4. no level-up while a party member is lower (002 L1099)
def test_the_lowest_hero_levels_first(lib):
    c = party(("Экар", "Рыцарь Белой Розы", 3), ("Шая", "Плут", 2), shards=100)
    same, refused = actions.level_up(c, lib, "Экар", to=4)
    assert refused.code == "level_not_lowest" and same.shards == 100 and same.heroes[0].soul_level == 3
    c, refused = actions.level_up(c, lib, "Шая")
    assert refused is None and c.shards == 91
    c, refused = actions.level_up(c, lib, "Экар", to=4)
    assert refused is None and c.shards == 75 and c.heroes[0].soul_level == 4


# 5. death and resurrection (002 L2162-2172, L2218-2220, example L2226-2234)
def test_torgar_dies_at_three_and_is_resurrected_for_two_shards(lib):
    c = party(("Торгар", "Жрец", 3), ("Шая", "Плут", 3), shards=5)
    t = c.heroes[0]
    t.skills = [SkillEntry("Заряд молнии")]
    t.crowns = 10
    t.inventory = [ItemEntry("Бинты")]
    t.equipped = {"armour": ItemEntry("Чешуйчатый доспех")}
    t.wounds = 6
    dead, notes = actions.death(c, lib, "Торгар")
    t = dead.heroes[0]
    assert t.soul_level == 2 and t.ghost
    assert t.skills == [] and t.inventory == [] and t.crowns == 0
    assert t.equipped == {"armour": ItemEntry("Чешуйчатый доспех")}
    assert dead.log[-1]["lost"] == {"skills": ["Заряд молнии"], "items": ["Бинты"], "crowns": 10, "story_tokens": 0}
    assert notes == []
    with pytest.raises(Refused) as refused:
        actions.death(dead, lib, "Торгар")
    assert refused.value.problem.code == "already_ghost"
    alive = actions.resurrect(dead, lib, "Торгар")
    assert alive.shards == 3 and not alive.heroes[0].ghost and alive.heroes[0].wounds == 0
    with pytest.raises(Refused) as refused:
        actions.resurrect(alive, lib, "Торгар")
    assert refused.value.problem.code == "not_a_ghost"
    dead.shards = 1
    with pytest.raises(Refused) as refused:
        actions.resurrect(dead, lib, "Торгар")
    assert refused.value.problem.code == "not_enough_shards"


def test_death_drops_the_skills_gained_at_the_lost_level_rightmost_first(lib):
    c = party(("Шая", "Плут", 4), ("Лайгон", "Рейнджер", 4))
    c.heroes[0].skills = [SkillEntry("Охота за сокровищами", 1), SkillEntry("Счастливчик", 3),
                          SkillEntry("Удар в спину", 4)]
    dead, _ = actions.death(c, lib, "Шая")
    assert [s.name for s in dead.heroes[0].skills] == ["Охота за сокровищами", "Счастливчик"]
    low = party(("Шая", "Плут", 1), ("Лайгон", "Рейнджер", 1))
    low.heroes[0].skills = [SkillEntry("Охота за сокровищами", 1)]
    dead, _ = actions.death(low, lib, "Шая")  # not below level I, so no skill is lost (002 L2162)
    assert dead.heroes[0].soul_level == 1 and len(dead.heroes[0].skills) == 1


# 6. weapon slots, runes, inventory (002 L1033-1035, L1596, L1633-1641)
def equipped(lib, side, slots, inventory=()):
    hero = {"Плут": "Шая", "Рыцарь Белой Розы": "Экар", "Волшебница": "Ауриэль"}[side]
    c = party((hero, side, 1), ("Лайгон", "Рейнджер", 1))
    c.heroes[0].equipped = {k: ItemEntry(v) for k, v in slots.items()}
    c.heroes[0].inventory = [ItemEntry(i) for i in inventory]
    return codes(c, lib)


def test_weapon_hands_runes_and_inventory(lib):
    assert equipped(lib, "Рыцарь Белой Розы", {"main": "Большой меч", "off": "Малый щит"}) == ["two_handed_off_hand"]
    assert equipped(lib, "Рыцарь Белой Розы", {"main": "Большой меч"}) == []
    assert equipped(lib, "Плут", {"main": "Алчное жало"}) == ["wrong_hand"]
    assert equipped(lib, "Плут", {"main": "Корд", "off": "Ножи"}) == []  # universal in the off-hand
    assert equipped(lib, "Плут", {"main": "Большой меч"}) == ["style_mismatch"]
    assert equipped(lib, "Плут", {}, ["Большой меч"]) == []  # carried, not used (002 L1596)
    assert equipped(lib, "Волшебница", {"armour": "Чешуйчатый доспех"}) == ["style_mismatch"]  # !magic
    assert equipped(lib, "Плут", {}, ["Бинты", "Бинты"]) == []
    assert equipped(lib, "Плут", {}, ["Бинты", "Бинты", "Корд"]) == ["over_inventory"]


def test_equip_refuses_what_the_validator_forbids(lib):
    c = party(("Экар", "Рыцарь Белой Розы", 1), ("Лайгон", "Рейнджер", 1))
    c.heroes[0].inventory = [ItemEntry("Большой меч"), ItemEntry("Малый щит")]
    c = actions.equip(c, lib, "Экар", "Большой меч", "main")
    with pytest.raises(Refused) as refused:
        actions.equip(c, lib, "Экар", "Малый щит", "off")
    assert refused.value.problem.code == "two_handed_off_hand"
    with pytest.raises(Refused) as refused:
        actions.equip(c, lib, "Экар", "Малый щит", "main")
    assert refused.value.problem.code == "wrong_hand"


# 7. skill alignment and minimum level (002 L1388-1394, L1412, L1430)
def test_skill_alignment_and_minimum_level(lib):
    rogue = party(("Шая", "Плут", 1), ("Лайгон", "Рейнджер", 1))
    with pytest.raises(Refused) as refused:
        actions.take_skill(rogue, lib, "Шая", "Удар в спину")
    assert refused.value.problem.code == "skill_alignment"
    assassin = party(("Шая", "Убийца", 1), ("Лайгон", "Рейнджер", 1))
    assert [s.name for s in actions.take_skill(assassin, lib, "Шая", "Удар в спину").heroes[0].skills] == ["Удар в спину"]
    priest = party(("Торгар", "Жрец", 2), ("Шая", "Плут", 2))
    with pytest.raises(Refused) as refused:
        actions.take_skill(priest, lib, "Торгар", "Заряд молнии")
    assert refused.value.problem.code == "skill_min_level"
    priest.heroes[0].soul_level = 3
    taken = actions.take_skill(priest, lib, "Торгар", "Заряд молнии")
    assert taken.heroes[0].skills == [SkillEntry("Заряд молнии", 3)]
    # the validator says the same of a party file
    rogue.heroes[0].skills = [SkillEntry("Удар в спину")]
    assert codes(rogue, lib) == ["skill_alignment"]
    rogue.heroes[0].skills = [SkillEntry("Заряд молнии")]
    assert codes(rogue, lib) == ["skill_other_hero", "skill_min_level"]


# 8. selling, the forge, crowns per hero (002 L2278, L2325, L2347-2349, L2562)
def test_selling_treasure_forge_and_crowns_per_hero(lib):
    c = party(("Шая", "Плут", 1), ("Лайгон", "Рейнджер", 1))
    c.heroes[0].inventory = [ItemEntry("Алчное жало"), ItemEntry("Кольцо")]
    c.heroes[1].crowns = 7
    sold = actions.sell(c, lib, "Шая", ["Алчное жало", "Кольцо"])
    assert sold.heroes[0].crowns == 50 and sold.heroes[0].inventory == []
    assert sold.heroes[1].crowns == 7  # never pooled
    with pytest.raises(Refused) as refused:
        actions.sell(c, lib, "Шая", ["Бинты"])
    assert refused.value.problem.code == "not_treasure"
    sold.heroes[0].inventory = [ItemEntry("Корд")]
    forged = actions.forge(sold, lib, "Шая", "Корд")
    assert forged.heroes[0].crowns == 0 and forged.heroes[0].inventory[0].forged
    with pytest.raises(Refused) as refused:
        actions.forge(forged, lib, "Лайгон", "Корд")
    assert refused.value.problem.code == "not_carried"
    with pytest.raises(Refused) as refused:  # 7 crowns of Лайгон do not help Шая
        actions.forge(forged, lib, "Шая", "Корд")
    assert refused.value.problem.code in ("already_forged", "not_enough_crowns")
    ended = actions.end_scenario(forged, lib)
    assert not ended.heroes[0].inventory[0].forged and ended.scenario == 2


def test_soul_weapons_no_party_hero_can_use_leave_the_deck():
    from tests.games.swordsorcery.conftest import box_library

    lib = box_library("Клинок души,soul_weapon,front,,weapon,main,magic,,,,,test box\n"
                      "Топор души,soul_weapon,front,,weapon,main,strength,,,,,test box\n")
    c = party(("Шая", "Плут", 1), ("Экар", "Рыцарь Белой Розы", 1))
    notes = [(p.code, p.params["item"]) for p in validate(c, lib) if p.code == "soul_weapon_out"]
    assert notes == [("soul_weapon_out", "Клинок души")]  # 002 L1669
    assert errors(validate(c, lib)) == []  # a note, not a problem of the party


SOUL = """hero,side,level,hp,skills,general_stars,combat_actions,special_actions,source
Шая,Плут,1,6,1,,2,1,test box
Шая,Плут,2,7,1,*,2,1,test box
Шая,Плут,3,8,2,*,2,1,test box
Шая,Убийца,1,6,1,,2,1,test box
"""


def soul_library():
    from spellforge.games.swordsorcery.library import COLUMNS, add_rows, read_rows
    from tests.games.swordsorcery.conftest import box_library

    lib = box_library()
    add_rows(lib, "soul_stone.csv", read_rows(SOUL, "soul_stone.csv", COLUMNS["soul_stone.csv"]), "soul_stone.csv")
    return lib


def test_general_skills_follow_the_stars_and_class_skills_the_number(lib):
    lib = soul_library()
    c = party(("Шая", "Плут", 1), ("Лайгон", "Рейнджер", 1))
    with pytest.raises(Refused) as refused:  # no "*" at level I (002 L1380-1386)
        actions.take_skill(c, lib, "Шая", "Счастливчик")
    assert refused.value.problem.code == "general_slot"
    c = actions.take_skill(c, lib, "Шая", "Охота за сокровищами")
    assassin = party(("Шая", "Убийца", 1), ("Лайгон", "Рейнджер", 1))
    assassin = actions.take_skill(assassin, lib, "Шая", "Охота за сокровищами")
    with pytest.raises(Refused) as refused:  # one class skill card at level I
        actions.take_skill(assassin, lib, "Шая", "Удар в спину")
    assert refused.value.problem.code == "skill_count"
    c.heroes[0].soul_level = 2
    c = actions.take_skill(c, lib, "Шая", "Счастливчик")
    c.heroes[0].skills.append(SkillEntry("Счастливчик"))
    assert codes(c, lib) == ["general_slot", "duplicate_skill"]  # one card, once (002 L1370)
    c.heroes[0].skills.pop()
    c.heroes[0].skills.append(SkillEntry("Охота за сокровищами"))
    assert codes(c, lib) == ["skill_count", "duplicate_skill"]


def test_death_drops_as_many_rightmost_cards_as_the_soul_stone_loses():
    lib = soul_library()
    c = party(("Шая", "Плут", 3), ("Лайгон", "Рейнджер", 3))
    c.heroes[0].skills = [SkillEntry("Охота за сокровищами"), SkillEntry("Счастливчик"), SkillEntry("Исцеление")]
    dead, notes = actions.death(c, lib, "Шая")  # III: 2 + * -> II: 1 + *: one card, the rightmost (L1376)
    assert [s.name for s in dead.heroes[0].skills] == ["Охота за сокровищами", "Счастливчик"] and notes == []


def test_wounds_reaching_the_soul_stones_hp_kill_the_hero():
    lib = soul_library()  # Шая-Плут: 7 HP at level II
    c = party(("Шая", "Плут", 2), ("Лайгон", "Рейнджер", 2))
    c, notes = actions.wound(c, lib, "Шая", 6)
    assert c.heroes[0].wounds == 6 and not c.heroes[0].ghost and notes == []
    c, _ = actions.wound(c, lib, "Шая", 1)  # wounds = HP: death (002 L2156)
    assert c.heroes[0].ghost and c.heroes[0].soul_level == 1
    assert [e["action"] for e in c.log] == ["wound", "wound", "death"]
    c, notes = actions.wound(c, lib, "Лайгон", 3)  # no soul stone entered for Лайгон: no death check
    assert [n.code for n in notes] == ["missing_data"] and c.heroes[1].wounds == 3
