"""Issue 49: the scenario board (HP and wounds, conditions, used skills and their hourglasses,
artifact charges, the empowered soul weapon, the time phase, all ghosts), the story record with
its between-scenarios checklist, and the open skill picks after a level-up. Seed 002 lines."""

from __future__ import annotations

import json

import pytest

from spellforge.games.swordsorcery import actions, scenario, story, table_actions
from spellforge.games.swordsorcery.actions import Refused
from spellforge.games.swordsorcery.campaign import Campaign, HeroState, ItemEntry, SkillEntry, parse_campaign
from spellforge.games.swordsorcery.picks import open_picks
from spellforge.games.swordsorcery.validator import InputError
from tests.games.swordsorcery.conftest import box_library
from tests.games.swordsorcery.test_acceptance import soul_library
from tests.games.swordsorcery.test_cli import box, campaign_file, hero, run  # noqa: F401 (the box fixture)


def party(*pairs, shards=0):
    return Campaign(heroes=[HeroState(h, s, soul_level=lvl) for h, s, lvl in pairs], shards=shards)


def refused(fn, *args) -> str:
    with pytest.raises(Refused) as exc:
        fn(*args)
    return exc.value.problem.code


def test_conditions_one_token_each_and_death_drops_them():
    lib = box_library()
    c = party(("Шая", "Плут", 2), ("Лайгон", "Рейнджер", 2))
    c = scenario.set_condition(c, lib, "Шая", "stun")
    assert refused(scenario.set_condition, c, lib, "Шая", "stun") == "condition_held"  # L2090
    c = scenario.set_condition(c, lib, "Шая", "poison_1")
    c = scenario.set_condition(c, lib, "Шая", "poison_2")  # the same token, flipped (L2110)
    assert c.heroes[0].conditions == ["stun", "poison_2"]
    c = scenario.set_condition(c, lib, "Шая", "stun", on=False)
    assert refused(scenario.set_condition, c, lib, "Шая", "stun", False) == "condition_absent"
    with pytest.raises(InputError):
        scenario.set_condition(c, lib, "Шая", "sleepy")
    dead, _ = actions.death(c, lib, "Шая")
    assert dead.heroes[0].conditions == []  # L2168
    assert refused(scenario.set_condition, dead, lib, "Шая", "blind") == "already_ghost"


def test_the_time_phase_burns_poisons_and_turns_used_skills():
    lib = soul_library()  # Шая-Плут: 7 HP at II
    c = party(("Шая", "Плут", 2), ("Лайгон", "Рейнджер", 2))
    c.heroes[0].skills = [SkillEntry("Охота за сокровищами", 1), SkillEntry("Счастливчик", 2)]
    c = scenario.use_skill(c, lib, "Шая", "Treasure Hunt", 1)
    c = scenario.use_skill(c, lib, "Шая", "Счастливчик", 3)
    assert refused(scenario.use_skill, c, lib, "Шая", "Счастливчик", 2) == "skill_used"  # L1440
    c = scenario.set_condition(c, lib, "Шая", "burning_2")
    c = scenario.set_condition(c, lib, "Шая", "poison_1")
    c, notes = scenario.time_phase(c, lib)
    shaya = c.heroes[0]
    assert shaya.wounds == 2 and notes == []  # burning 1 + poison I 1 (L1978, L2106)
    assert shaya.conditions == ["burning_1", "poison_1"]  # II turns to I; poison waits for its save
    assert shaya.used == {"Счастливчик": 2}  # one hourglass left: refreshed (L660); else turned (L662)
    c, _ = scenario.time_phase(c, lib)
    assert c.heroes[0].wounds == 4 and c.heroes[0].conditions == ["poison_1"]  # burning I: once, then gone (L1974)
    rows, lost = scenario.board(c, lib, "ru")
    assert (rows[0].hp, rows[0].wounds, rows[0].conditions, rows[0].used) == (7, 4, ["Отравление I"], {"Счастливчик": 1})
    assert rows[0].ready == ["Охота за сокровищами"] and not lost
    ended = actions.end_scenario(c, lib)
    assert ended.heroes[0].conditions == [] and ended.heroes[0].used == {} and ended.heroes[0].wounds == 0
    assert parse_campaign(c.dumps()).to_json() == c.to_json()  # the board survives the file


def test_the_board_shows_charges_an_empowered_weapon_and_all_ghosts(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Шая", "Плут", equipped={"artifact": {"item": "Амулет", "charges": 1}}),
                                    hero("Лайгон", "Рейнджер", ghost=True)])
    rc, out, _ = run(capsys, "ss", "scenario", "show", path, "--lang", "ru")
    assert rc == 0 and "  заряды: Амулет 1/3" in out and "Лайгон (Рейнджер): призрачная душа" in out
    assert "all_ghosts" not in out
    run(capsys, "ss", "death", path, "--hero", "Шая", "--write")
    rc, out, _ = run(capsys, "ss", "scenario", "show", path, "--json")
    assert rc == 0 and json.loads(out)["scenario_lost"]  # L862, L2194
    lib = box_library("Клинок души,soul_weapon,,,weapon,main,any,3,,,,test box\n")
    c = party(("Экар", "Рыцарь Белой Розы", 1), ("Лайгон", "Рейнджер", 1), shards=3)
    c.heroes[0].equipped = {"main": ItemEntry("Клинок души")}
    c = table_actions.empower(c, lib, "Экар", "Клинок души")
    assert scenario.board(c, lib, "en")[0][0].empowered == ["Клинок души"]
    c, _ = scenario.time_phase(c, lib)  # until the next time phase (L1671)
    assert scenario.board(c, lib, "en")[0][0].empowered == []


def test_the_board_moves_through_the_cli(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Шая", "Плут", skills=["Охота за сокровищами"]), hero("Лайгон", "Рейнджер")])
    assert run(capsys, "ss", "scenario", "condition", path, "--hero", "Шая", "--on", "slow", "--write")[0] == 0
    rc, out, _ = run(capsys, "ss", "scenario", "use-skill", path, "--hero", "Шая", "--skill", "Охота за сокровищами",
                     "--hourglasses", "2", "--write", "--lang", "pl")
    assert rc == 0 and "Szaja: użyto umiejętności „Łowy na skarby”, klepsydr: 2." in out
    rc, out, _ = run(capsys, "ss", "scenario", "show", path, "--lang", "ru")
    assert "  состояния: Замедление" in out and "  использованные умения: Охота за сокровищами (песочных часов: 2)" in out
    rc, out, _ = run(capsys, "ss", "scenario", "time-phase", path, "--json")
    assert rc == 0 and json.loads(out)["campaign"]["heroes"][0]["used"] == {"Охота за сокровищами": 1}


def test_the_story_record_and_the_checklist(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Шая", "Плут"), hero("Лайгон", "Рейнджер")])
    assert run(capsys, "ss", "end-scenario", path, "--write")[0] == 0
    rc, out, _ = run(capsys, "ss", "story", "add", path, "--result", "won", "--date", "2026-11-27", "--tokens", "2",
                     "--choice", "Порядок: деревня спасена", "--notes", "тяжело", "--write", "--lang", "ru")
    assert rc == 0 and "Сценарий 1 записан: победа." in out  # the one just ended
    rc, out, _ = run(capsys, "ss", "story", "show", path, "--lang", "ru")
    lines = out.splitlines()
    assert lines[:4] == ["Сценарий 1 · 2026-11-27 · победа", "  жетоны сюжета: 2", "  решения: Порядок: деревня спасена",
                         "  заметки: тяжело"]
    assert lines[6] == "1. Призрачная душа сбрасывает одну случайную используемую карту. (делает end-scenario) (002 L2192)"
    rc, _, err = run(capsys, "ss", "story", "add", path, "--result", "won", "--date", "27.11.2026")
    assert rc == 2 and "YYYY-MM-DD" in err
    c = story.record(Campaign(heroes=[]), "lost", "2026-01-02", scenario=4)
    assert c.story == [{"scenario": 4, "result": "lost", "date": "2026-01-02"}]


def test_open_picks_after_a_level_up():
    lib = soul_library()  # Шая-Плут: I 1 skill; II 1 + *; III 2 + *
    c = party(("Шая", "Плут", 3), ("Лайгон", "Рейнджер", 3))
    p = open_picks(c, lib, "Шая")
    assert (p.class_open, p.general_open) == (2, 1)  # L1380-1386
    assert [s.names.ru for s in p.general_cards] == ["Счастливчик"]
    assert "Удар в спину" not in [s.names.ru for s in p.class_cards]  # Chaos, Шая-Плут is Order (L1394)
    c = actions.take_skill(c, lib, "Шая", "Счастливчик")
    assert (open_picks(c, lib, "Шая").general_open, open_picks(c, lib, "Шая").general_cards) == (0, [])
    plain = party(("Шая", "Плут", 3), ("Лайгон", "Рейнджер", 3))
    assert open_picks(plain, box_library(), "Шая").any_open == 2  # one new card per rise (L1380)


def test_levelup_shows_the_open_picks(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Шая", "Плут"), hero("Лайгон", "Рейнджер", 2)], shards=4)
    rc, out, _ = run(capsys, "ss", "levelup", path, "--hero", "Шая", "--lang", "ru")
    assert rc == 0 and "Шая: можно взять новых карт умений: 1" in out and "  подходящие навыки: Счастливчик" in out


def test_format_2_keeps_the_board_and_story_and_a_format_1_file_still_reads():
    old = parse_campaign('{"kind": "spellforge.ss-campaign", "version": 1, "heroes": [{"hero": "Шая", "class": "Плут"}]}')
    assert old.heroes[0].conditions == [] and old.story == []
    c = Campaign(heroes=[HeroState("Шая", "Плут", conditions=["stun"], used={"Счастливчик": 2})],
                 story=[{"scenario": 1, "result": "won", "date": "2026-11-27"}])
    data = json.loads(c.dumps())
    assert data["version"] == 2  # an older Spellforge refuses it rather than drop the board and the story
    assert parse_campaign(c.dumps()).to_json() == c.to_json()


def test_the_time_phase_burns_every_hero_even_after_the_first_is_wounded():
    lib = soul_library()
    c = party(("Шая", "Плут", 2), ("Лайгон", "Рейнджер", 2))
    c.heroes[1].skills = [SkillEntry("Счастливчик", 2)]
    c = scenario.set_condition(c, lib, "Шая", "burning_1")
    c = scenario.set_condition(c, lib, "Лайгон", "burning_1")
    c = scenario.use_skill(c, lib, "Лайгон", "Счастливчик", 2)
    c, _ = scenario.time_phase(c, lib)
    assert [h.wounds for h in c.heroes] == [1, 1] and c.heroes[1].used == {"Счастливчик": 1}
    assert [h.conditions for h in c.heroes] == [[], []]
