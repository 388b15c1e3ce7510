"""Issue 49: the rules a campaign hits after the first scenarios — only the lost level's skills on
death, one card once, all ghosts lose the scenario, the moves at the table (wounds healed,
artifact charges, a soul weapon's shards, items picked up, traded and dropped), the scenario's
minimum level and the refusals of `campaign new` and `levelup`. Each outcome cites seed 002."""

from __future__ import annotations

import json

import pytest

from spellforge.games.swordsorcery import actions, scenario, table_actions
from spellforge.games.swordsorcery.actions import Refused
from spellforge.games.swordsorcery.campaign import Campaign, HeroState, ItemEntry, SkillEntry
from spellforge.games.swordsorcery.validator import validate
from tests.games.swordsorcery.conftest import box_library
from tests.games.swordsorcery.test_cli import box, campaign_file, hero, run  # noqa: F401 (the box fixture)

SOUL_WEAPON = "Клинок души,soul_weapon,,,weapon,main,any,3,,,,test box\n"


def party(*pairs, shards=0):
    return Campaign(heroes=[HeroState(h, s, soul_level=lvl) for h, s, lvl in pairs], shards=shards)


def refused(fn, *args) -> str:
    with pytest.raises(Refused) as exc:
        fn(*args)
    return exc.value.problem.code


# -- death drops only the lost level's cards, the rightmost (002 L2170, L1376, L1380) ------------
def test_one_to_three_in_one_phase_then_two_skills_then_death_loses_only_the_rightmost(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Шая", "Плут"), hero("Лайгон", "Рейнджер", 3)], shards=13)
    assert run(capsys, "ss", "levelup", path, "--hero", "Шая", "--to", "3", "--write")[0] == 0  # 4 + 9 (L1087-1097)
    assert run(capsys, "ss", "skill", path, "--hero", "Шая", "--take", "Охота за сокровищами", "--write")[0] == 0
    assert run(capsys, "ss", "skill", path, "--hero", "Шая", "--take", "Счастливчик", "--write")[0] == 0
    rc, out, _ = run(capsys, "ss", "death", path, "--hero", "Шая", "--json")
    shaya = json.loads(out)["campaign"]["heroes"][0]
    assert rc == 0 and shaya["soul_level"] == 2 and shaya["ghost"]
    # II's card stays, III's card (the rightmost, the last gained) goes (L2170, L1376)
    assert shaya["skills"] == [{"skill": "Охота за сокровищами", "level": 2}]


def test_a_skill_whose_minimum_is_the_lost_level_belongs_to_it():
    lib = box_library()
    c = party(("Торгар", "Жрец", 3), ("Шая", "Плут", 3))
    c = actions.take_skill(c, lib, "Торгар", "Заряд молнии")  # minimum III: III's card (L1412, L2232)
    c = actions.take_skill(c, lib, "Торгар", "Исцеление")  # then the open step II
    assert [(s.name, s.level) for s in c.heroes[0].skills] == [("Заряд молнии", 3), ("Исцеление", 2)]
    dead, _ = actions.death(c, lib, "Торгар")
    assert [s.name for s in dead.heroes[0].skills] == ["Исцеление"]  # the rulebook's example, L2226-2234


def test_a_file_that_recorded_both_cards_at_three_still_loses_one():
    lib = box_library()
    c = party(("Шая", "Плут", 3), ("Лайгон", "Рейнджер", 3))
    c.heroes[0].skills = [SkillEntry("Охота за сокровищами", 3), SkillEntry("Счастливчик", 3)]
    dead, notes = actions.death(c, lib, "Шая")  # one new card per rise (L1380)
    assert [s.name for s in dead.heroes[0].skills] == ["Охота за сокровищами"] and notes == []


def test_the_scenarios_minimum_level_holds_on_death(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Шая", "Плут", 2), hero("Лайгон", "Рейнджер", 2)])
    rc, out, _ = run(capsys, "ss", "death", path, "--hero", "Шая", "--min-level", "2", "--json")
    assert rc == 0 and json.loads(out)["campaign"]["heroes"][0]["soul_level"] == 2  # L2162
    rc, out, _ = run(capsys, "ss", "death", path, "--hero", "Шая", "--json")
    assert rc == 0 and json.loads(out)["campaign"]["heroes"][0]["soul_level"] == 1


# -- one card, once (002 L1370, L137-141) -----------------------------------------------------
def test_a_skill_card_twice_is_refused(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Шая", "Плут"), hero("Лайгон", "Рейнджер")])
    assert run(capsys, "ss", "skill", path, "--hero", "Шая", "--take", "Охота за сокровищами", "--write")[0] == 0
    rc, _, err = run(capsys, "ss", "skill", path, "--hero", "Шая", "--take", "Treasure Hunt", "--lang", "ru")
    assert rc == 1 and err.startswith("spellforge ss: отклонено [duplicate_skill]") and "один раз" in err


def test_one_treasure_card_held_by_two_heroes_is_refused(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Шая", "Плут", inventory=["Алчное жало"]),
                                    hero("Лайгон", "Рейнджер", inventory=["Алчное жало"])])
    rc, out, _ = run(capsys, "ss", "party", "check", path, "--json")
    assert rc == 1 and [p["code"] for p in json.loads(out)["problems"]] == ["duplicate_item"]
    rc, _, err = run(capsys, "ss", "equip", path, "--hero", "Шая", "--item", "Алчное жало", "--slot", "off")
    assert rc == 1 and "[duplicate_item]" in err
    lib = box_library()
    c = party(("Шая", "Плут", 1), ("Лайгон", "Рейнджер", 1))
    c = table_actions.pick_up(c, lib, "Шая", "Алчное жало")
    assert refused(table_actions.pick_up, c, lib, "Лайгон", "Greedy Sting") == "duplicate_item"
    c.heroes[1].inventory = [ItemEntry("Бинты")]
    assert table_actions.pick_up(c, lib, "Лайгон", "Бинты").heroes[1].inventory == [ItemEntry("Бинты")] * 2


# -- all ghosts: the scenario is lost (002 L862, L2194) -------------------------------------------
def test_two_ghosts_lose_the_scenario(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Шая", "Плут"), hero("Лайгон", "Рейнджер")])
    rc, out, _ = run(capsys, "ss", "death", path, "--hero", "Шая", "--write", "--json")
    assert rc == 0 and "all_ghosts" not in [p["code"] for p in json.loads(out)["problems"]]
    rc, out, _ = run(capsys, "ss", "death", path, "--hero", "Лайгон", "--write", "--lang", "ru")
    assert rc == 0 and "[all_ghosts] Все герои — призрачные души: сценарий проигран" in out
    lib = box_library()
    ended = actions.end_scenario(json_campaign(path), lib, seed=1)
    # the penalty paid (L2192), every hero starts the next scenario with full HP (L316)
    assert [(h.ghost, h.wounds) for h in ended.heroes] == [(False, 0), (False, 0)]
    assert "all_ghosts" not in [p.code for p in validate(ended, lib)]


def json_campaign(path):
    from spellforge.games.swordsorcery.campaign import read_campaign

    return read_campaign(path)


# -- refusals with their codes ---------------------------------------------------------------
def test_campaign_new_with_one_hero_exits_1_and_stores_nothing(capsys, box):
    rc, _, err = run(capsys, "ss", "campaign", "new", "Соло", "--hero", "Шая:Плут", "--lang", "ru")
    assert rc == 1 and err.startswith("spellforge ss: отклонено [party_size]") and "(002 L318)" in err
    assert "Соло" not in run(capsys, "ss", "campaign", "list")[1]


def test_levelup_at_seven_says_max_level(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Шая", "Плут", 7), hero("Лайгон", "Рейнджер", 7)], shards=99)
    rc, _, err = run(capsys, "ss", "levelup", path, "--hero", "Шая", "--lang", "ru")
    assert rc == 1 and "[max_level] Шая: уже достигнут уровень души VII." in err and "(002 L1073-1075)" in err


# -- the moves at the table ----------------------------------------------------------------------
def test_wounds_heal_down_to_none_and_never_on_a_ghost():
    lib = box_library()
    c = party(("Шая", "Плут", 1), ("Лайгон", "Рейнджер", 1))
    c.heroes[0].wounds = 3
    c = table_actions.heal(c, lib, "Шая", 5)
    assert c.heroes[0].wounds == 0 and c.log[-1]["healed"] == 3
    assert refused(table_actions.heal, c, lib, "Шая", 1) == "no_wounds"
    c.heroes[1].ghost = True  # a ghost is not a target (L2186)
    assert refused(table_actions.heal, c, lib, "Лайгон", 1) == "already_ghost"


def test_an_artifact_spends_charges_and_regains_one_per_scenario():
    lib = box_library()  # Амулет: 3 charges
    c = party(("Шая", "Плут", 1), ("Лайгон", "Рейнджер", 1))
    c = table_actions.pick_up(c, lib, "Шая", "Амулет")  # found with every charge (L1760)
    c = table_actions.use_charges(c, lib, "Шая", "Амулет", 2)
    assert c.heroes[0].inventory == [ItemEntry("Амулет", charges=1)]
    assert refused(table_actions.use_charges, c, lib, "Шая", "Амулет", 2) == "not_enough_charges"  # L1762
    assert refused(table_actions.use_charges, c, lib, "Шая", "Кольцо", 1) == "not_carried"
    c = actions.end_scenario(c, lib)
    assert c.heroes[0].inventory[0].charges == 2  # +1 at the next scenario (L1764)


def test_a_soul_weapon_in_a_slot_is_empowered_from_the_pool_until_the_time_phase():
    lib = box_library(SOUL_WEAPON)
    c = party(("Экар", "Рыцарь Белой Розы", 1), ("Лайгон", "Рейнджер", 1), shards=4)
    c.heroes[0].inventory = [ItemEntry("Клинок души")]
    assert refused(table_actions.empower, c, lib, "Экар", "Клинок души") == "soul_weapon_not_used"
    c = actions.equip(c, lib, "Экар", "Клинок души", "main")
    c = table_actions.empower(c, lib, "Экар", "Клинок души")  # 3 shards from the shared pool (L1671)
    assert c.shards == 1 and c.heroes[0].equipped["main"].empowered
    assert refused(table_actions.empower, c, lib, "Экар", "Клинок души") == "already_empowered"
    assert not scenario.time_phase(c, lib)[0].heroes[0].equipped["main"].empowered
    assert not actions.unequip(c, lib, "Экар", "main").heroes[0].inventory[0].empowered  # out of the slot (L1673)
    c.shards = 0
    c.heroes[0].equipped["main"].empowered = False
    assert refused(table_actions.empower, c, lib, "Экар", "Клинок души") == "not_enough_shards"
    assert refused(table_actions.empower, c, lib, "Экар", "Корд") == "not_carried"


def test_found_items_go_into_the_inventory_until_it_is_full():
    lib = box_library()  # Шая carries 2 (the test box)
    c = party(("Шая", "Плут", 1), ("Лайгон", "Рейнджер", 1))
    c = table_actions.pick_up(c, lib, "Шая", "Корд", crowns=10)  # into the inventory, slot empty or not (L1298)
    assert c.heroes[0].equipped == {} and c.heroes[0].inventory == [ItemEntry("Корд")] and c.heroes[0].crowns == 10
    c = table_actions.pick_up(c, lib, "Шая", "Бинты")
    assert refused(table_actions.pick_up, c, lib, "Шая", "Малый щит") == "over_inventory"  # drop one first (L1035)
    c = table_actions.drop(c, lib, "Шая", ["Бинты"], crowns=4)  # L1296
    assert c.heroes[0].inventory == [ItemEntry("Корд")] and c.heroes[0].crowns == 6
    assert table_actions.pick_up(c, lib, "Шая", "Малый щит").heroes[0].inventory[-1] == ItemEntry("Малый щит")


def test_a_trade_passes_one_item_and_crowns_and_may_use_it_at_once(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Шая", "Плут", crowns=20, inventory=["Корд"]),
                                    hero("Лайгон", "Рейнджер")])
    rc, out, _ = run(capsys, "ss", "trade", path, "--hero", "Шая", "--to-hero", "Лайгон", "--item", "Корд",
                     "--crowns", "5", "--slot", "main", "--json")
    shaya, laigon = json.loads(out)["campaign"]["heroes"]
    assert rc == 0 and shaya["inventory"] == [] and laigon["equipped"] == {"main": "Корд"}  # L1264
    assert (shaya["crowns"], laigon["crowns"]) == (15, 5)
    lib = box_library()
    c = party(("Шая", "Плут", 1), ("Лайгон", "Рейнджер", 1))
    c.heroes[0].inventory = [ItemEntry("Алчное жало")]
    c.heroes[1].equipped = {"off": ItemEntry("Малый щит")}
    assert refused(table_actions.trade, c, lib, "Шая", "Лайгон", "Алчное жало", 0, "off") == "slot_taken"
    assert refused(table_actions.trade, c, lib, "Шая", "Лайгон", "Алчное жало", 0, "main") == "wrong_hand"
    given = table_actions.trade(c, lib, "Шая", "Лайгон", "Алчное жало")  # no slot: the inventory (L1266)
    assert given.heroes[1].inventory == [ItemEntry("Алчное жало")]


def test_the_new_log_lines_read_in_russian_without_repeating_themselves():
    from spellforge.games.swordsorcery.messages import translator

    lib = box_library()
    tr = translator("ru")
    c = party(("Шая", "Плут", 1), ("Лайгон", "Рейнджер", 1))
    c = actions.end_scenario(c, lib)
    assert actions.describe(c.log[-1], lib, "ru", tr) == "Сценарий 1 завершен без изменений."
    c, _ = actions.death(c, lib, "Шая")
    assert actions.describe(c.log[-1], lib, "ru", tr).endswith("потеряно: ничего.")
    c, _ = actions.wound(c, lib, "Лайгон", 3)
    assert actions.describe(c.log[-1], lib, "ru", tr) == "Лайгон: ран: 3 (ОЗ камня души не внесены)."


def test_input_errors_and_search_rows_speak_the_readers_language(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Шайа", "Плут"), hero("Лайгон", "Рейнджер")])
    rc, _, err = run(capsys, "ss", "party", "check", path, "--lang", "ru")
    assert rc == 2 and "Героя «Шайа» нет; герои:" in err
    path = campaign_file(tmp_path, [hero("Шая", "Жрец"), hero("Лайгон", "Рейнджер")], name="side.json")
    rc, _, err = run(capsys, "ss", "party", "check", path, "--lang", "pl")
    assert rc == 2 and "Шая: nie ma klasy „Жрец”; klasy: Плут, Убийца." in err
    rc, out, _ = run(capsys, "ss", "search", "т:умение", "г:Шая", "--lang", "ru")
    assert rc == 0 and out.splitlines() and all(line.startswith("умение ") for line in out.splitlines())
    rc, out, _ = run(capsys, "ss", "heroes", "--lang", "ru")
    assert rc == 0 and "L874" not in out and ["Шая", "Плут", "Порядок"] in [line.split() for line in out.splitlines()]


def test_without_lang_the_cli_speaks_the_windows_language(tmp_path, capsys, box):
    from spellforge import paths

    path = campaign_file(tmp_path, [hero("Шая", "Плут")])
    rc, out, _ = run(capsys, "ss", "party", "check", path)
    assert rc == 1 and "A party needs at least 2 heroes; this one has 1." in out  # nothing stored: English
    (paths.data_dir() / "spellforge.ini").write_text("[ui]\nlanguage=ru\n", encoding="utf-8")  # Preferences
    rc, out, _ = run(capsys, "ss", "party", "check", path)
    assert rc == 1 and "В группе должно быть не меньше 2 героев; сейчас: 1." in out
    rc, _, err = run(capsys, "ss", "levelup", path, "--hero", "Гэндальф")
    assert rc == 2 and "В этой группе нет героя «Гэндальф»" in err
    rc, out, _ = run(capsys, "ss", "party", "check", path, "--lang", "pl")  # --lang still decides
    assert "Drużyna potrzebuje co najmniej 2 bohaterów" in out


def test_a_refusal_names_heroes_skills_and_items_in_the_readers_language(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Шая", "Плут", skills=["Счастливчик"], inventory=["Алчное жало"]),
                                    hero("Лайгон", "Рейнджер", inventory=["Алчное жало"])])
    rc, _, err = run(capsys, "ss", "skill", path, "--hero", "Шая", "--take", "Lucky", "--lang", "pl")
    assert rc == 1 and "Szaja: umiejętność „Szczęściarz” już jest" in err
    rc, _, err = run(capsys, "ss", "equip", path, "--hero", "Шая", "--item", "Алчное жало", "--slot", "off",
                     "--lang", "en")
    assert rc == 1 and "Greedy Sting is one card, held twice: Shaya, Laigon." in err
