"""`spellforge ss …` end to end (in-process): the box data imported the way a player does it,
then the acceptance cases of issue 33 on campaign files and on stored campaigns."""

from __future__ import annotations

import json

import pytest

from spellforge.cli import main
from tests.cli.runner import run
from tests.games.swordsorcery.conftest import HEROES, ITEMS


@pytest.fixture
def box(tmp_path, capsys):
    folder = tmp_path / "box"
    folder.mkdir()
    (folder / "heroes.csv").write_text(HEROES, encoding="utf-8")
    (folder / "items.csv").write_text(ITEMS, encoding="utf-8")
    rc, out, err = run(capsys, "ss", "data", "import", folder)
    assert rc == 0, err
    return folder


def campaign_file(tmp_path, heroes, shards=0, soul_storm=False, name="party.json"):
    path = tmp_path / name
    path.write_text(json.dumps({"kind": "spellforge.ss-campaign", "act": 1, "soul_storm": soul_storm,
                                "shards": shards, "heroes": heroes}, ensure_ascii=False), encoding="utf-8")
    return path


def hero(name, side, level=1, **kw):
    return {"hero": name, "class": side, "soul_level": level, "crowns": 0, "skills": [], "equipped": {},
            "inventory": [], **kw}


def test_templates_import_and_refuse_a_bad_cell_with_its_line(tmp_path, capsys):
    rc, out, _ = run(capsys, "ss", "data", "template", tmp_path / "t")
    assert rc == 0 and sorted(p.name for p in (tmp_path / "t").iterdir()) == \
        ["heroes.csv", "items.csv", "skills.csv", "soul_stone.csv"]
    soul = (tmp_path / "t" / "soul_stone.csv").read_text(encoding="utf-8").splitlines()
    assert len(soul) == 1 + 10 * 7 and soul[1] == "Ауриэль,Волшебница,1,,,,,,"
    rc, _, err = run(capsys, "ss", "data", "template", tmp_path / "t")
    assert rc == 2 and "--force" in err  # never overwrites what the user typed
    rc, out, err = run(capsys, "ss", "data", "import", tmp_path / "t", "--json")
    assert rc == 0
    warnings = {w["key"]: (w["count"], w["box"]) for w in json.loads(out)["warnings"]}
    assert warnings["hero_skill_card"] == (8, 47) and warnings["soul_stone"] == (0, 70)
    assert warnings["emporium_card"] == (1, 43)  # Ножи / Эльфийские ножи: one card, two faces (002 L2317)
    assert "warning: skills.csv: 8 entered, the rulebook's box has 47 (002 L138)" in err
    (tmp_path / "t" / "soul_stone.csv").write_text(
        "hero,side,level,hp,skills,general_stars,combat_actions,special_actions,source\n"
        "Шая,Плут,1,6,1,,2,1,\nШая,Плут,8,9,1,,2,1,\n", encoding="utf-8")
    rc, _, err = run(capsys, "ss", "data", "import", tmp_path / "t")
    assert rc == 2 and "soul_stone.csv:3: level must be 1 to 7, got 8" in err
    (tmp_path / "t" / "soul_stone.csv").write_text(
        "hero,side,level,hp,skills,general_stars,combat_actions,special_actions,source\n"
        "Шая,Убийца,2,7,1,*,2,1,my box\n", encoding="utf-8")
    assert run(capsys, "ss", "data", "import", tmp_path / "t")[0] == 0
    rc, out, _ = run(capsys, "ss", "heroes", "--json")
    shaya = next(h for h in json.loads(out) if h["class_ru"] == "Убийца")
    assert shaya["soul_stone"] == [{"level": 2, "hp": 7, "skills": 1, "general_stars": 1, "combat_actions": 2,
                                    "special_actions": 1}]


def test_party_checks_in_three_languages(tmp_path, capsys, box):
    bad = campaign_file(tmp_path, [hero("Шая", "Плут"), hero("Торгар", "Мастер рун")])
    rc, out, _ = run(capsys, "ss", "party", "check", bad, "--json", "--lang", "pl")
    data = json.loads(out)
    assert rc == 1 and [p["code"] for p in data["problems"]] == ["alignment_conflict"]
    assert data["problems"][0]["cite"] == "002 L975-979" and "Porządku i Chaosu" in data["problems"][0]["message"]
    assert data["campaign"]["heroes"][1]["class"] == "Мастер рун" and data["valid"] is False
    good = campaign_file(tmp_path, [hero("Шая", "Плут"), hero("Laigon", "Ranger")], name="good.json")
    assert run(capsys, "ss", "party", "check", good)[0] == 0
    storm = campaign_file(tmp_path, [hero("Шая", "Плут"), hero("Торгар", "Мастер рун")], soul_storm=True, name="s.json")
    assert run(capsys, "ss", "party", "check", storm)[0] == 0
    one = campaign_file(tmp_path, [hero("Шая", "Плут")], name="one.json")
    rc, out, _ = run(capsys, "ss", "party", "check", one, "--lang", "ru")
    assert rc == 1 and "[party_size] В группе должно быть не меньше 2 героев; сейчас: 1. (002 L318)" in out
    five = campaign_file(tmp_path, [hero("Ауриэль", "Волшебница"), hero("Экар", "Рыцарь Белой Розы"),
                                    hero("Лайгон", "Рейнджер"), hero("Шая", "Плут"), hero("Торгар", "Жрец")],
                         name="five.json")
    assert run(capsys, "ss", "party", "check", five)[0] == 0


def test_level_up_on_a_file_writes_only_with_write(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Шая", "Плут"), hero("Экар", "Рыцарь Белой Розы", 4)], shards=30)
    before = path.read_text(encoding="utf-8")
    rc, out, _ = run(capsys, "ss", "levelup", path, "--hero", "Шая", "--to", "4", "--json")
    data = json.loads(out)
    assert rc == 0 and data["campaign"]["shards"] == 1 and data["campaign"]["heroes"][0]["soul_level"] == 4
    assert path.read_text(encoding="utf-8") == before
    poor = campaign_file(tmp_path, [hero("Шая", "Плут"), hero("Экар", "Рыцарь Белой Розы", 4)], shards=28,
                         name="poor.json")
    rc, out, err = run(capsys, "ss", "levelup", poor, "--hero", "Шая", "--to", "4", "--write", "--json")
    data = json.loads(out)
    assert rc == 1 and data["refused"] == "not_enough_shards" and "[not_enough_shards]" in err
    saved = json.loads(poor.read_text(encoding="utf-8"))
    assert saved["shards"] == 15 and saved["heroes"][0]["soul_level"] == 3  # the two steps made are kept
    rc, _, err = run(capsys, "ss", "levelup", poor, "--hero", "Шая", "--to", "9")
    assert rc == 2 and "--to" in err


def test_the_lowest_hero_levels_first_through_the_cli(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Экар", "Рыцарь Белой Розы", 3), hero("Шая", "Плут", 2)], shards=100)
    rc, _, err = run(capsys, "ss", "levelup", path, "--hero", "Экар", "--to", "4", "--write")
    assert rc == 1 and "[level_not_lowest]" in err
    assert run(capsys, "ss", "levelup", path, "--hero", "Шая", "--write")[0] == 0
    rc, out, _ = run(capsys, "ss", "levelup", path, "--hero", "Ecarus" if False else "Ekar", "--write", "--json")
    assert rc == 0 and json.loads(out)["campaign"]["shards"] == 75


def test_death_and_resurrection_through_the_cli(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Торгар", "Жрец", 3, skills=["Заряд молнии"], crowns=10,
                                         inventory=["Бинты"], equipped={"armour": "Чешуйчатый доспех"}),
                                    hero("Шая", "Плут", 3)], shards=5)
    rc, out, _ = run(capsys, "ss", "death", path, "--hero", "Торгар", "--write", "--lang", "ru")
    assert rc == 0 and "Торгар: смерть, теперь призрачная душа; уровень души III → II; потеряно: Заряд молнии; Бинты; крон: 10." in out
    t = json.loads(path.read_text(encoding="utf-8"))["heroes"][0]
    assert (t["soul_level"], t["skills"], t["inventory"], t["crowns"], t["ghost"]) == (2, [], [], 0, True)
    assert t["equipped"] == {"armour": "Чешуйчатый доспех"}
    rc, out, _ = run(capsys, "ss", "resurrect", path, "--hero", "Торгар", "--json")
    assert rc == 0 and json.loads(out)["campaign"]["shards"] == 3


def test_equipment_skills_and_the_emporium_through_the_cli(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Экар", "Рыцарь Белой Розы", equipped={"main": "Большой меч",
                                                                             "off": "Малый щит"}),
                                    hero("Шая", "Плут", inventory=["Алчное жало", "Кольцо"])])
    rc, out, _ = run(capsys, "ss", "party", "check", path, "--json")
    assert rc == 1 and [p["code"] for p in json.loads(out)["problems"]] == ["two_handed_off_hand"]
    rc, _, err = run(capsys, "ss", "skill", path, "--hero", "Шая", "--take", "Удар в спину")
    assert rc == 1 and "[skill_alignment]" in err
    rc, out, _ = run(capsys, "ss", "sell", path, "--hero", "Шая", "--item", "Алчное жало", "--item", "Кольцо",
                     "--json", "--write")
    crowns = [h["crowns"] for h in json.loads(out)["campaign"]["heroes"]]
    assert rc == 0 and crowns == [0, 50]
    rc, _, err = run(capsys, "ss", "forge", path, "--hero", "Экар", "--item", "Большой меч")
    assert rc == 1 and "[not_enough_crowns]" in err  # Шая's 50 crowns are hers (002 L2278)


def test_stored_campaign_versions_and_undo(tmp_path, capsys, box):
    rc, out, _ = run(capsys, "ss", "campaign", "new", "Поход", "--hero", "Шая:Плут", "--hero", "Лайгон:Рейнджер",
                     "--shards", "20", "--json")
    assert rc == 0
    assert run(capsys, "ss", "campaign", "new", "Поход", "--hero", "Шая:Плут", "--hero", "Торгар:Жрец")[0] == 2  # never overwritten
    assert run(capsys, "ss", "levelup", "Поход", "--hero", "Шая")[0] == 0
    assert run(capsys, "ss", "levelup", "Поход", "--hero", "Лайгон")[0] == 0
    rc, out, _ = run(capsys, "ss", "campaign", "show", "Поход", "--lang", "ru", "--json")
    data = json.loads(out)
    assert data["campaign"]["shards"] == 12
    assert data["history"][-1] == "Лайгон: уровень души I → II, потрачено частиц душ: 4, осталось: 12."
    rc, out, _ = run(capsys, "ss", "campaign", "undo", "Поход", "--json")
    assert rc == 0 and json.loads(out)["campaign"]["shards"] == 16
    out_file = tmp_path / "export.json"
    assert run(capsys, "ss", "campaign", "export", "Поход", out_file)[0] == 0
    assert run(capsys, "ss", "campaign", "import", out_file, "--name", "Копия")[0] == 0
    rc, out, _ = run(capsys, "ss", "campaign", "list", "--json")
    assert [c["name"] for c in json.loads(out)] == ["Копия", "Поход"]
    assert run(capsys, "ss", "campaign", "show", "Нет такой")[0] == 2


def test_bad_campaign_files_name_the_file_and_line(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text('{"kind": "spellforge.ss-campaign",\n "heroes": [\n  {"hero": "Шая", "class": "Плут",\n'
                    '   "soul_level": "три"}]}\n', encoding="utf-8")
    rc, _, err = run(capsys, "ss", "party", "check", path)
    assert rc == 2 and f"{path}:4: heroes[0].soul_level must be a whole number 1 to 7" in err
    path.write_text('{"kind": "spellforge.ss-campaign",\n "heroes": [}\n', encoding="utf-8")
    rc, _, err = run(capsys, "ss", "party", "check", path)
    assert rc == 2 and f"{path}:2: not JSON" in err
    path.write_text('{"kind": "spellforge.ss-campaign", "heroes": [{"hero": "Гэндальф", "class": "Маг"}]}',
                    encoding="utf-8")
    rc, _, err = run(capsys, "ss", "party", "check", path)
    assert rc == 2 and "No hero is named 'Гэндальф'" in err


def test_search_in_three_languages_with_the_shared_grammar(capsys, box):
    rc, out, _ = run(capsys, "ss", "search", "т:умение", "г:Торгар", "у>=3", "--json", "--lang", "ru")
    assert rc == 0 and [r["name"] for r in json.loads(out)] == ["Заряд молнии"]
    rc, out, _ = run(capsys, "ss", "search", "al:chaos", "type:hero", "--json", "--lang", "pl")
    assert [r["name"] for r in json.loads(out)] == ["Auriel — Wiedźma", "Ekar — Rycerz Czarnej Róży",
                                                    "Szaja — Zabójczyni", "Torgar — Mistrz run"]
    rc, out, _ = run(capsys, "ss", "search", "t:weapon", "hand:two-handed", "--json")
    assert [r["name"] for r in json.loads(out)] == ["Большой меч", "Посох"]  # typed in Russian only
    rc, _, err = run(capsys, "ss", "search", "цена>=много")
    assert rc == 2 and "needs a number" in err
    rc, _, err = run(capsys, "ss", "search", "стил:магия")
    assert rc == 2 and "unknown key" in err and "стиль" in err


def test_the_registry_record_brings_the_command_group(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    assert " ss " in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["ss", "--help"])
    assert "party" in capsys.readouterr().out


def codes_of(capsys, path) -> tuple[int, list[str]]:
    rc, out, _ = run(capsys, "ss", "party", "check", path, "--json")
    return rc, [p["code"] for p in json.loads(out)["problems"] if p["severity"] == "error"]


def test_acceptance_6_slots_runes_and_inventory_through_the_cli(tmp_path, capsys, box):
    def check(side, hero_name, equipped=None, inventory=()):
        path = campaign_file(tmp_path, [hero(hero_name, side, equipped=equipped or {}, inventory=list(inventory)),
                                        hero("Лайгон", "Рейнджер")], name="six.json")
        return codes_of(capsys, path)

    assert check("Рыцарь Белой Розы", "Экар", {"main": "Большой меч", "off": "Ножи"}) == (1, ["two_handed_off_hand"])
    assert check("Плут", "Шая", {"main": "Алчное жало"}) == (1, ["wrong_hand"])
    assert check("Плут", "Шая", {"off": "Ножи"}) == (0, [])
    assert check("Плут", "Шая", {"main": "Посох"}) == (1, ["style_mismatch"])
    assert check("Плут", "Шая", {}, ["Посох"]) == (0, [])
    assert check("Плут", "Шая", {}, ["Бинты", "Корд", "Посох"]) == (1, ["over_inventory"])


def test_acceptance_7_skills_through_the_cli(tmp_path, capsys, box):
    rogue = campaign_file(tmp_path, [hero("Шая", "Плут"), hero("Лайгон", "Рейнджер")], name="r.json")
    rc, _, err = run(capsys, "ss", "skill", rogue, "--hero", "Шая", "--take", "Удар в спину")
    assert rc == 1 and "[skill_alignment]" in err
    assassin = campaign_file(tmp_path, [hero("Шая", "Убийца"), hero("Лайгон", "Рейнджер")], name="a.json")
    assert run(capsys, "ss", "skill", assassin, "--hero", "Шая", "--take", "Удар в спину")[0] == 0
    priest = campaign_file(tmp_path, [hero("Торгар", "Жрец", 2), hero("Шая", "Плут", 2)], name="p.json")
    rc, _, err = run(capsys, "ss", "skill", priest, "--hero", "Торгар", "--take", "Lightning Charge")
    assert rc == 1 and "[skill_min_level]" in err
    priest = campaign_file(tmp_path, [hero("Торгар", "Жрец", 3), hero("Шая", "Плут", 3)], name="p.json")
    rc, out, _ = run(capsys, "ss", "skill", priest, "--hero", "Торгар", "--take", "Заряд молнии", "--json")
    assert rc == 0 and json.loads(out)["campaign"]["heroes"][0]["skills"] == [{"skill": "Заряд молнии", "level": 3}]


def test_acceptance_8_the_forge_is_gone_after_the_scenario_through_the_cli(tmp_path, capsys, box):
    path = campaign_file(tmp_path, [hero("Шая", "Плут", crowns=50, equipped={"main": "Корд"}),
                                    hero("Лайгон", "Рейнджер", crowns=60)])
    rc, out, _ = run(capsys, "ss", "forge", path, "--hero", "Шая", "--item", "Корд", "--write", "--json")
    data = json.loads(out)["campaign"]
    assert rc == 0 and [h["crowns"] for h in data["heroes"]] == [0, 60]
    assert data["heroes"][0]["equipped"]["main"] == {"item": "Корд", "forged": True}
    rc, out, _ = run(capsys, "ss", "end-scenario", path, "--json", "--lang", "ru")
    assert rc == 0 and json.loads(out)["campaign"]["heroes"][0]["equipped"]["main"] == "Корд"


@pytest.mark.parametrize("text,where", [
    ('{"kind": "spellforge.ss-campaign",\n "version": "x", "heroes": []}', ":2: version must be a whole number"),
    ('{"kind": "spellforge.ss-campaign",\n "version": 9, "heroes": []}', ":2: written by a newer Spellforge"),
    ('{"kind": "spellforge.ss-campaign", "heroes": [\n {"hero": "Шая", "class": "Плут",\n "equipped": {"hand": "Корд"}}]}',
     ":3: heroes[0].equipped: 'hand' is not a slot"),
    ('{"kind": "spellforge.ss-campaign", "heroes": [\n {"hero": "Шая", "class": "Плут",\n "skills": [7]}]}',
     ":3: heroes[0].skills: each is a name"),
    ('[1, 2]', ":1: not a Sword & Sorcery campaign"),
])
def test_every_bad_file_names_its_line_and_exits_2(tmp_path, capsys, text, where):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    rc, out, err = run(capsys, "ss", "party", "check", path)
    assert rc == 2 and f"{path}{where}" in err and "Traceback" not in err
