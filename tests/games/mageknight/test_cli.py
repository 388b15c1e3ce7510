"""`spellforge mk …` end to end (in-process)."""

from __future__ import annotations

import json
import re

import pytest

from spellforge.cli import main
from tests.cli.runner import run as _run
from tests.conftest import ROOT


def test_stats_json(capsys):
    rc, out, _ = _run(capsys, "mk", "stats", "--json")
    data = json.loads(out)
    assert rc == 0
    assert data["counts"]["spell"] == {"base": 20, "lost_legion": 4}
    assert data["heroes"] == 7


def test_deck_in_russian(capsys):
    rc, out, _ = _run(capsys, "mk", "deck", "Тобак", "--lang", "ru", "--json")
    data = json.loads(out)
    assert rc == 0 and data["size"] == 16 and data["name"] == "Тобак"
    names = {c["name"]: c["copies"] for c in data["cards"]}
    assert names["Хладнокровие"] == 1 and "Решимость" not in names  # Cold Toughness replaces Determination
    assert [u["id"] for u in data["unique_cards"]] == ["tovak_cold_toughness", "tovak_instinct"]


def test_deck_text_speaks_the_language(capsys):
    """The text report is in the --lang language: the window's sentences and the rulebook's
    colour words, plural forms included (16 карт, 16 kart), no English left."""
    rc, out, _ = _run(capsys, "mk", "deck", "Tovak", "--lang", "ru")
    assert rc == 0 and out.startswith("Тобак: 16 карт\n")
    assert "1× Хладнокровие [синий]  ★ Уникальная карта героя; заменяет карту «Решимость»" in out
    assert "cards" not in out and "replaces" not in out and "[blue]" not in out
    rc, out, _ = _run(capsys, "mk", "deck", "Tovak", "--lang", "pl")
    assert rc == 0 and out.startswith("Tovak: 16 kart\n") and "[niebieski]" in out and "zastępuje" in out
    rc, out, _ = _run(capsys, "mk", "deck", "Tovak")
    assert out.startswith("Tovak: 16 cards\n") and "replaces Determination" in out and "seed:" not in out
    rc, out, _ = _run(capsys, "mk", "deck", "Tovak", "--sources")
    assert "[seed:001:L4678" in out  # the evidence only when asked for


def test_odds_json_keys(capsys):
    rc, out, _ = _run(capsys, "mk", "odds", "--wounds", "1", "--json")
    data = json.loads(out)
    move = data["resources"]["move"]
    assert rc == 0 and move["p_at_least_exact"]["7"] == "3071/6188"
    assert set(data["resources"]) == {"move", "attack", "block", "influence"}


def test_unknown_hero_is_a_clear_error(capsys):
    rc, _, err = _run(capsys, "mk", "deck", "Gandalf")
    assert rc == 2 and 'no hero named "Gandalf"' in err and "Arythea" in err


def test_highlevel_exit_codes(capsys, tmp_path):
    rc, out, _ = _run(capsys, "mk", "highlevel", str(ROOT / "db/mage-knight/examples/rulebook-example.txt"), "--json")
    assert rc == 0 and json.loads(out)["fame_bonus"] == 1
    bad = tmp_path / "bad.txt"
    bad.write_text("hero: Norowas\nlevel: 1\noffer units: Peasants, Foresters\nbuy units: Peasants, Foresters\n",
                   encoding="utf-8")
    rc, out, _ = _run(capsys, "mk", "highlevel", str(bad), "--json")
    data = json.loads(out)
    assert rc == 1 and data["legal"] is False
    assert {p["code"] for p in data["problems"]} == {"over_command", "over_budget"}


def test_collection_by_product(capsys, _user_data_dir):
    rc, out, _ = _run(capsys, "mk", "collection", "--add", "base", "--add", "Крэнг", "--json")
    data = json.loads(out)
    assert rc == 0 and data["heroes"] == ["arythea", "tovak", "goldyx", "norowas", "krang"]
    assert data["cards"]["spell"] == 20 and "lost_legion" in data["not_owned"]
    rc, out, _ = _run(capsys, "mk", "collection", "--remove", "krang", "--json")
    assert json.loads(out)["products"] == ["base"]
    assert not (_user_data_dir / "mage-knight" / "collection.json").exists()  # in user.sqlite now
    from spellforge.library.user.game_collection import GameCollection

    assert GameCollection("mage-knight").products() == {"base"}


def test_cards_search_in_any_language(capsys):
    rc, out, _ = _run(capsys, "mk", "cards", "Болезнь", "--lang", "ru", "--json")  # Cure's night half (MK L2491)
    data = json.loads(out)
    assert rc == 0 and [c["id"] for c in data] == ["cure"] and data[0]["name"] == "Исцеление"
    rc, out, _ = _run(capsys, "mk", "cards", "--kind", "regular_unit", "--set", "lost_legion", "--json")
    assert {c["id"] for c in json.loads(out)} == {"thugs", "scouts", "shocktroops", "magic_familiars"}


def test_cards_take_the_search_language_and_refuse_what_they_cannot_read(capsys):
    rc, out, _ = _run(capsys, "mk", "cards", "т:заклинание", "цв:красный", "--lang", "ru", "--json")
    data = json.loads(out)
    assert rc == 0 and len(data) == 7 and {c["colour"] for c in data} == {"red"}
    assert "fireball" in {c["id"] for c in data}
    rc, out, _ = _run(capsys, "mk", "cards", "t:unit l:2 cost<=6", "--set", "lost_legion", "--json")
    assert rc == 0 and {c["id"] for c in json.loads(out)} == {"magic_familiars", "shocktroops"}
    rc, out, err = _run(capsys, "mk", "cards", "t:spell", "colr:red")
    assert rc == 2 and out == "" and "unknown key 'colr' at 9; did you mean 'col'?" in err


# --- issue 34 -----------------------------------------------------------------------------------

def test_goldyx_crystals_and_a_green_and_blue_start(capsys, tmp_path):
    rc, out, _ = _run(capsys, "mk", "deck", "Goldyx", "--json")
    assert rc == 0 and json.loads(out)["crystals"] == ["green", "green", "blue"]  # MK L1013
    build = tmp_path / "goldyx.txt"
    build.write_text("hero: Goldyx\nlevel: 1\nstarting crystals: green, blue\n", encoding="utf-8")
    rc, out, _ = _run(capsys, "mk", "highlevel", str(build), "--json")
    assert rc == 0 and json.loads(out)["legal"] and json.loads(out)["crystals"] == {"blue": 1, "green": 1}


SHEET = """name,hero,fame,spells,advanced_actions,units,adventure_shields,artifacts,crystals,conquest_shields,wounds
Anna,arythea,30,2,3,3 2w,2,1,5,1,2
Boris,tovak,28,1,5,2 1w,1,2,3,3,0
Vera,goldyx,33,0,2,,3,0,2,0,3
"""


def test_score_three_players_and_solo(capsys, tmp_path):
    sheet = tmp_path / "end.csv"
    sheet.write_text(SHEET, encoding="utf-8")
    rc, out, _ = _run(capsys, "mk", "score", str(sheet), "--json")
    data = json.loads(out)
    # by hand (tests/games/mageknight/test_scoring.py): Anna 51, Boris 57, Vera 36
    assert rc == 0 and [e["total"] for e in data["entries"]] == [51, 57, 36] and data["winners"] == ["Boris"]
    assert data["title_holders"]["knowledge"] == ["Anna", "Boris"]
    rc, out, _ = _run(capsys, "mk", "score", str(sheet), "--lang", "ru")
    assert "Великий мудрец: +7 (титул +1)" in out and "Победитель: Boris" in out
    assert "Великое поражение: -6 (титул -3)" in out
    rc, out, _ = _run(capsys, "mk", "score", str(sheet), "--lang", "pl")
    assert "Zwycięzca: Boris" in out and "Największa wiedza" in out
    solo = tmp_path / "solo.csv"
    solo.write_text(SHEET.splitlines()[0] + "\n" + SHEET.splitlines()[1] + "\n", encoding="utf-8")
    rc, out, _ = _run(capsys, "mk", "score", str(solo), "--json")
    data = json.loads(out)
    assert data["mode"] == "solo" and not data["titles_given"] and data["entries"][0]["titles"] == {}


def test_score_bad_sheet_is_exit_2_with_file_and_line(capsys, tmp_path):
    sheet = tmp_path / "end.csv"
    sheet.write_text("name,fame\nAnna,thirty\n", encoding="utf-8")
    rc, _, err = _run(capsys, "mk", "score", str(sheet))
    assert rc == 2 and f"{sheet}:2: fame must be a whole number" in err and "Traceback" not in err


def test_dummy_replays_its_turns(capsys):
    runs = []
    for _ in range(2):
        rc, out, _ = _run(capsys, "mk", "dummy", "--hero", "Tovak", "--seed", "1", "--rounds", "2", "--json")
        assert rc == 0
        runs.append(json.loads(out)["turns"])
    assert runs[0] == runs[1] and sum(t["announced"] for t in runs[0]) == 2
    texts = [_run(capsys, "mk", "dummy", "--seed", "1")[1] for _ in range(2)]
    assert texts[0] == texts[1] and texts[0].startswith("Round 1 (day): ")
    rc, out, _ = _run(capsys, "mk", "dummy", "--hero", "Tovak", "--seed", "1", "--lang", "ru", "--simulate", "200")
    assert rc == 0 and out.startswith("Раунд 1 (день): Тобак, 16 карт") and "объявляет конец раунда" in out
    assert "по 200 играм" in out


def test_setup_counts_real_players_only(capsys):
    rc, out, _ = _run(capsys, "mk", "setup", "first-reconnaissance", "--players", "2", "--json")
    data = json.loads(out)
    assert rc == 0 and (data["unit_offer"], data["source_dice"]) == (4, 4)
    rc, out, _ = _run(capsys, "mk", "setup", "first-reconnaissance", "--players", "1", "--dummy", "--json")
    data = json.loads(out)
    assert (data["unit_offer"], data["source_dice"]) == (3, 3) and data["dummy"]["crystals"] == 3
    rc, out, _ = _run(capsys, "mk", "setup", "conquest", "--players", "2", "--coop", "--lang", "ru")
    assert "Кооперация — полный сценарий: 2 игрока" in out and "Источник маны: 4 кубика" in out
    rc, _, err = _run(capsys, "mk", "setup", "first-reconnaissance", "--players", "2", "--coop")
    assert rc == 2 and "no co-op version" in err


def test_source_and_levels(capsys):
    rc, out, _ = _run(capsys, "mk", "source", "--json")
    data = json.loads(out)
    assert [p["p_reroll"]["exact"] for p in data["exact"]] == ["7/27", "1/9", "17/81", "73/729", "379/2187"]
    rc, out, _ = _run(capsys, "mk", "source", "--seed", "3", "--dice", "8", "--time", "night", "--json")
    roll = json.loads(out)["roll"]
    assert len(roll["dice"]) == 8 and roll["dark_side"] == ["gold"] * roll["dice"].count("gold")
    rc, out, _ = _run(capsys, "mk", "levels", "--fame", "8", "--json")
    data = json.loads(out)
    assert data["level"] == 3 and [lv["fame"] for lv in data["levels"]][:3] == [0, 3, 8]  # MK L4841


ALL = [("stats",), ("cards", "march"), ("deck", "Tovak"), ("odds",), ("goldfish", "--rounds", "50"),
       ("highlevel", str(ROOT / "db" / "mage-knight" / "examples" / "rulebook-example.txt")), ("collection",),
       ("dummy", "--seed", "2"), ("setup", "conquest", "--players", "2"), ("source", "--seed", "1"), ("levels",)]


@pytest.mark.parametrize("argv", ALL, ids=lambda a: a[0])
def test_every_command_speaks_russian_and_polish_without_rulebook_lines(capsys, argv, _user_data_dir):
    """--lang on every mk command; no internal references (seed:001:L207, MK L…) in what players
    read: those are for --json and --sources."""
    english = _run(capsys, "mk", *argv)[1]
    for lang in ("ru", "pl"):
        rc, out, _ = _run(capsys, "mk", *argv, "--lang", lang)
        assert rc == 0 and out != english, (argv, lang)
        assert not re.search(r"seed:\d|MK L\d|\bL\d{3,4}\b", out), (argv, lang, out)
    assert not re.search(r"seed:\d|MK L\d|\bL\d{3,4}\b", english)


def test_help_has_no_rulebook_lines(capsys):
    for sub in ("highlevel", "goldfish", "stats", "score", "setup", "dummy"):
        with pytest.raises(SystemExit):
            main(["mk", sub, "--help"])
        out = capsys.readouterr().out
        assert not re.search(r"MK L\d|seed:\d", out), sub


def test_highlevel_draws_skills_into_a_line_of_the_build(capsys, tmp_path):
    build = tmp_path / "goldyx.txt"
    build.write_text("герой: Голдикс\nуровень: 3\n", encoding="utf-8")
    rc, out, _ = _run(capsys, "mk", "highlevel", str(build), "--draw-skills", "--seed", "4", "--lang", "ru")
    line = out.splitlines()[-1]
    assert rc == 0 and line.startswith("вытянутые навыки: ") and " / " in line
    kept = line.split(": ", 1)[1].split(" / ")[0]
    build.write_text(build.read_text(encoding="utf-8") + line + f"\nнавыки: {kept}\n", encoding="utf-8")
    rc, out, _ = _run(capsys, "mk", "highlevel", str(build), "--json")
    assert rc == 0 and json.loads(out)["common_skills"]  # the other one goes to the common offer
