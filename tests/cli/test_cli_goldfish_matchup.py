"""`spellforge goldfish BOOK --engine matchup` (issue 48 round 7): the goldfish report from matchup
games against a passive side, in the default report's JSON shape; the options the matchup does not
take are refused with a clear message (exit status 2). The dummy: tests/sim/report/test_matchup_dummy.py;
B and --plan: tests/sim/report/test_matchup_plan_ab.py."""

from __future__ import annotations

import json

import pytest

from tests.cli.runner import run

pytestmark = pytest.mark.usefixtures("cli_library")  # the CLI runs on the session library (tests/conftest.py)


@pytest.fixture
def small_book(tmp_path):
    path = tmp_path / "fire.txt"
    path.write_text("Mage: Warlock\n4 Fireball\n1 Timber Wolf\n", encoding="utf-8")
    return path


def test_the_matchup_engine_gives_the_goldfish_report(capsys, small_book):
    common = (small_book, "--policy", "greedy", "--games", 8, "--distance", 1, "--json")
    code, out, _ = run(capsys, "goldfish", *common, "--engine", "matchup")
    assert code == 0
    m = json.loads(out)
    code, out, _ = run(capsys, "goldfish", *common)
    g = json.loads(out)
    assert set(m) == set(g) | {"engine"} and m["engine"] == "matchup"
    assert m["games"] == 8 and m["target"] == g["target"] == {"life": 32, "armor": 0, "guard_life": 0,
                                                                "guard_armor": 0, "distance": 1}
    k = m["rounds_to_kill"]
    assert k["killed"] == 8 and 2 <= k["mean"] <= 8 and len(m["damage_per_round"]) == len(m["mana_per_round"]["left"])
    assert m["cards_cast"]["fireball"]["per_game"] >= 2 and m["first_creature_round"]["never"] == 0
    assert m["creatures_lost_per_game"] == 0 and m["mage_killed"] == 0
    # the same seed gives the same report
    assert json.loads(run(capsys, "goldfish", *common, "--engine", "matchup")[1]) == m
    # --distance 0 is the same zone in the matchup (the goldfish's: no arena)
    code, out, _ = run(capsys, "goldfish", small_book, "--policy", "greedy", "--games", 4, "--distance", 0,
                       "--guard-life", 6, "--engine", "matchup", "--json")
    assert code == 0 and json.loads(out)["target"]["distance"] == 0 and json.loads(out)["target"]["guard_life"] == 6


def test_the_text_names_the_engine_and_refusals_are_clear(capsys, small_book):
    code, text, _ = run(capsys, "goldfish", small_book, "--policy", "greedy", "--games", 4, "--engine", "matchup",
                        "--lang", "pl")
    assert code == 0 and "Silnik pojedynków: przeciw biernej stronie" in text
    code, out, _ = run(capsys, "goldfish", small_book, "--policy", "greedy", "--games", 2, "--engine", "matchup",
                       "--log", "--json")
    log = json.loads(out)["log"]  # the first game, the matchup's sentences (as `spellforge matchup --log`)
    assert code == 0 and log[0].startswith("Round 1") and any(line == "B: the target is destroyed" for line in log)
    code, _, err = run(capsys, "goldfish", small_book, "--engine", "matchup", "--distance", 7)
    assert code == 2 and "at most 5" in err
