"""The high-level-start builder (MK L4417-4448): the rulebook's example passes; invalid builds
fail with their problem codes."""

from __future__ import annotations

import json

import pytest

from spellforge.games.mageknight import highlevel
from spellforge.games.mageknight.highlevel import check, parse_text, read_build
from spellforge.games.mageknight.store import library
from tests.conftest import ROOT

EXAMPLES = ROOT / "db" / "mage-knight" / "examples"


@pytest.fixture(scope="module")
def lib():
    return library()


def _example() -> dict:
    return highlevel.read_build(EXAMPLES / "rulebook-example.txt")


@pytest.mark.parametrize("name", ["rulebook-example.txt", "rulebook-example.json", "rulebook-example-ru.txt",
                                  "rulebook-example-pl.txt"])
def test_rulebook_example_passes(lib, name):
    result = highlevel.check(lib, highlevel.read_build(EXAMPLES / name)).as_dict()
    assert result["legal"] is True and result["problems"] == []
    assert result["influence"] == {"total": 18, "spent": 16, "left": 2}  # MK L4437
    assert result["fame_bonus"] == 1
    assert result["free_advanced_actions"] == 1 and result["command_tokens"] == 2


def _codes(lib, build) -> list[str]:
    return [p.code for p in highlevel.check(lib, build).problems]


def test_over_command(lib):
    build = _example()
    build["buy"]["unit"] = ["Peasants", "Foresters", "Herbalist"]  # 3 units, level 3 → 2 command tokens
    build["buy"].pop("spell")
    assert _codes(lib, build) == ["over_command"]


def test_over_three_crystals_of_a_colour(lib):
    build = _example()
    build["buy"]["crystal"] = ["red", "red"]  # Arythea starts with red + red (MK L4425): 4 red
    build["buy"]["spell"] = []
    assert _codes(lib, build) == ["over_crystal_limit"]


def test_card_outside_the_offer(lib):
    build = _example()
    build["buy"]["spell"] = ["Demolish"]  # not among the 3 spells dealt
    assert _codes(lib, build) == ["not_in_offer"]


def test_more_budget_rules(lib):
    build = _example()
    build["buy"]["artifact"] = ["Ruby Ring"]  # +12 → 28 of 18
    build["free_advanced_actions"] = ["Agility", "Training"]  # level 3 gives one
    build["offer"]["spell"].append("Chill")  # a 4th spell dealt at level 3
    codes = _codes(lib, build)
    assert {"over_budget", "too_many_free", "offer_too_large"} <= set(codes)
    res = highlevel.check(lib, build)
    assert res.fame_bonus == 0


def test_spell_for_seven_needs_a_crystal_of_its_colour(lib):
    build = _example()
    build["buy"]["spell"] = []
    build["buy"]["spell_with_crystal"] = ["Snowstorm"]  # blue; Arythea has red, red and a bought green
    assert _codes(lib, build) == ["no_crystal_for_spell"]
    build["buy"]["spell_with_crystal"] = ["Fireball"]  # red: a starting red crystal is spent
    result = highlevel.check(lib, build)
    assert result.legal and result.spent == 4 + 7 + 3 and result.crystals == {"green": 1, "red": 1}


def test_bad_file_names_the_line(tmp_path):
    path = tmp_path / "b.txt"
    path.write_text("hero: Tovak\nlevel: three\n", encoding="utf-8")
    with pytest.raises(highlevel.BuildFileError, match=r"b\.txt:2: level must be a whole number"):
        highlevel.read_build(path)
    path.write_text("hero: Tovak\nwizardry: 3\n", encoding="utf-8")
    with pytest.raises(highlevel.BuildFileError, match=r"b\.txt:2: expected 'key: value'"):
        highlevel.read_build(path)
    path.write_text('{"hero": ', encoding="utf-8")
    with pytest.raises(highlevel.BuildFileError, match=r"b\.txt:1: not valid JSON"):
        highlevel.read_build(path)
    assert json.loads((EXAMPLES / "rulebook-example.json").read_text(encoding="utf-8"))["level"] == 3


def test_goldyx_starts_with_green_and_blue(lib):
    # the hero card's dots are green, green, blue (MK L1013); 2 of them at a high-level start (MK L4425)
    base = {"hero": "Goldyx", "level": 1}
    assert check(lib, {**base, "starting_crystals": ["green", "blue"]}).legal
    assert check(lib, {**base, "starting_crystals": ["green", "green"]}).legal
    assert _codes(lib, {**base, "starting_crystals": ["blue", "blue"]}) == ["bad_starting_crystals"]
    assert _codes(lib, {**base, "starting_crystals": ["white", "blue"]}) == ["bad_starting_crystals"]


def test_skill_draws_are_recorded(lib):
    """MK L4421: per odd level after the first, 2 skills drawn, one kept, the other to the common offer."""
    build = parse_text("hero: Goldyx\nlevel: 5\nskill draws: Freezing Power / Potion Making, Flight / Glittering Fortune\n"
                       "skills: Potion Making, Flight\n")
    result = check(lib, build)
    assert result.legal
    data = result.as_dict()
    assert data["skill_draws"] == [
        {"drawn": ["goldyx_freezing_power", "goldyx_potion_making"], "kept": "goldyx_potion_making",
         "to_common_offer": "goldyx_freezing_power"},
        {"drawn": ["goldyx_flight", "goldyx_glittering_fortune"], "kept": "goldyx_flight",
         "to_common_offer": "goldyx_glittering_fortune"}]
    assert data["common_skills"] == ["goldyx_freezing_power", "goldyx_glittering_fortune"]


@pytest.mark.parametrize("draws,skills,code", [
    ("Freezing Power / Potion Making, Flight / Glittering Fortune", "Flight", "too_many_draws"),
    ("Freezing Power / Dark Paths", "Freezing Power", "bad_skill_draw"),
    ("Freezing Power / Freezing Power", "Freezing Power", "bad_skill_draw"),
    ("Freezing Power / Potion Making", "Flight", "skill_not_drawn"),
    ("Freezing Power / Potion Making", "Freezing Power, Potion Making", "two_skills_from_one_draw"),
])
def test_skill_draw_problems(lib, draws, skills, code):
    build = parse_text(f"hero: Goldyx\nlevel: 3\nskill draws: {draws}\nskills: {skills}\n")
    assert code in _codes(lib, build)


def test_skill_draws_read_in_russian_and_json(lib, tmp_path):
    build = parse_text("герой: Голдикс\nуровень: 3\nвытянутые навыки: goldyx_flight / goldyx_potion_making\n"
                       "навыки: goldyx_flight\n")
    assert check(lib, build).legal
    path = tmp_path / "b.json"
    path.write_text('{"hero": "goldyx", "level": 3, "skill_draws": [["goldyx_flight", "goldyx_potion_making"]], '
                    '"skills": ["goldyx_flight"]}', encoding="utf-8")
    assert check(lib, read_build(path)).skill_draws[0]["to_common_offer"] == "goldyx_potion_making"


def test_seeded_skill_draw_pairs_fit_the_build(lib):
    """MK L4421: 2 drawn per odd level after the first, from the 10-token stack of the game's kind
    (MK L214, L4803-4807); the draw, kept one of each, is a legal build."""
    draws = highlevel.draw_skills(lib, "goldyx", 5, seed=4)
    assert draws == highlevel.draw_skills(lib, "goldyx", 5, seed=4) and len(draws) == 2
    drawn = [x for pair in draws for x in pair]
    assert len(set(drawn)) == 4 and all(lib.skills[x].hero == "goldyx" for x in drawn)
    assert all(lib.skills[x].mode != "cooperative" for x in drawn)
    coop = {x for seed in range(40) for pair in highlevel.draw_skills(lib, "goldyx", 9, seed, coop=True) for x in pair}
    assert {lib.skills[x].mode for x in coop} == {"", "cooperative"} and len(coop) == 10
    build = {"hero": "goldyx", "level": 5, "skill_draws": draws, "skills": [draws[0][1], draws[1][0]]}
    result = check(lib, build)
    assert result.legal and [d["to_common_offer"] for d in result.skill_draws] == [draws[0][0], draws[1][1]]
    assert highlevel.draw_skills(lib, "goldyx", 2, seed=1) == []


def test_build_file_refusals_in_the_readers_language(tmp_path, capsys):
    """Issue 50: `mk highlevel` said a file it could not read in English under --lang ru."""
    from spellforge.cli import main

    bad = tmp_path / "b.txt"
    bad.write_text("герой: Тобак\nуровень: три\n", encoding="utf-8")
    assert main(["mk", "highlevel", str(bad), "--lang", "ru"]) == 2
    assert capsys.readouterr().err.endswith(f"{bad}:2: `уровень` должно быть целым числом, а указано три\n")
    assert main(["mk", "highlevel", str(tmp_path / "none.txt"), "--lang", "pl"]) == 2
    assert capsys.readouterr().err.endswith("none.txt: nie ma takiego pliku\n")
    bad.write_text("hero: Gandalf\nlevel: 3\n", encoding="utf-8")
    assert main(["mk", "highlevel", str(bad), "--draw-skills", "--lang", "ru"]) == 2
    assert "нет героя «Gandalf»" in capsys.readouterr().err
    bad.write_text("hero: tovak\nlevel: 11\n", encoding="utf-8")
    assert main(["mk", "highlevel", str(bad), "--draw-skills", "--lang", "ru"]) == 2
    assert capsys.readouterr().err.endswith(": уровень: нужно от 1 до 10, а задано 11\n")  # MK L5906
