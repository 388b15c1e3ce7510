"""`spellforge matchup A B --plan FILE`: book A prepares the user's named rounds (the goldfish's plan
format), the opponent keeps its own preparation; the report says which rounds came from the plan and
which cards the matchup left out; a bad plan names its file and line; --table refuses a plan."""

from __future__ import annotations

import json

import pytest

from tests.cli.runner import run
from tests.conftest import OFFICIAL_DIR

FORCEMASTER = OFFICIAL_DIR / "Forcemaster Official.o8d"
WIZARD = OFFICIAL_DIR / "Wizard Official.o8d"
FAST = ("--policy", "greedy", "--workers", 1, "--max-rounds", 12, "--games", 6)

pytestmark = pytest.mark.usefixtures("cli_library")


def _plan(tmp_path, text: str):
    path = tmp_path / "plan.json"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_prepares_the_plans_rounds_and_the_report_says_so(capsys, tmp_path):
    # round 1: the Invisible Stalker (a full creature, 16 mana of the Forcemaster's 20); Drown: no Forcemaster card
    plan = _plan(tmp_path, '{"rounds": {"1": ["Invisible Stalker"], "2": ["Invisible Fist"]}}')
    code, out, _ = run(capsys, "matchup", FORCEMASTER, WIZARD, "--plan", plan, "--json", *FAST)
    data = json.loads(out)
    assert code == 0 and data["a_plan"] == {"file": str(plan), "rounds": {"1": ["invisible-stalker"],
                                                                          "2": ["invisible-fist"]},
                                            "then": True, "skipped": []}
    assert data["a_cast"]["invisible-stalker"]["per_game"] == 1.0  # in every game, from round 1
    code, plain, _ = run(capsys, "matchup", FORCEMASTER, WIZARD, "--json", *FAST)
    assert "invisible-stalker" not in json.loads(plain)["a_cast"]  # greedy alone never summons it first
    code, text, _ = run(capsys, "matchup", FORCEMASTER, WIZARD, "--plan", plan, "--lang", "ru", *FAST)
    assert code == 0 and f"A играет план {plan} в раундах 1, 2; остальные раунды — по стратегии" in text


def test_a_bad_plan_names_its_file_and_line(capsys, tmp_path):
    plan = _plan(tmp_path, '{"rounds": {\n  "1": ["No Such Spell"]\n}}')
    code, _, err = run(capsys, "matchup", FORCEMASTER, WIZARD, "--plan", plan, *FAST)
    assert code == 2 and f"{plan}:2: round 1: unknown spell 'No Such Spell'" in err
    code, _, err = run(capsys, "matchup", "--table", "official", "--plan", plan, *FAST)
    assert code == 2 and "--plan" in err and "--table" in err
