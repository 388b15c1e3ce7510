"""The planner policy (--policy planner) against the greedy one on the official spellbooks."""

from __future__ import annotations

import pytest

from tests.conftest import OFFICIAL_DIR, needs_shared
from spellforge.formats import read_spellbook
from spellforge.sim.report import make_setup, run_games, summarise

OFFICIAL_BOOKS = sorted(OFFICIAL_DIR.glob("*.o8d")) if OFFICIAL_DIR.is_dir() else []
CAP = 21  # a game not killed in 20 rounds counts as 21


def _setup(library, path, policy, target=None):
    book = read_spellbook(path, library).book
    return make_setup(book, library, library.mage(book.mage), target, policy=policy)


def _rounds(records) -> list[int]:
    return [r.rounds_to_kill or CAP for r in records]


def _paired(library, path, games, seed):
    greedy = _rounds(run_games(_setup(library, path, "greedy"), games, seed))
    planner = _rounds(run_games(_setup(library, path, "planner"), games, seed))
    return sum(greedy) / games, sum(planner) / games


@needs_shared
def test_there_are_13_official_books():
    assert len(OFFICIAL_BOOKS) == 13


@needs_shared
def test_wizard_planner_casts_its_attack_spells_and_kills_sooner(library):
    path = OFFICIAL_DIR / "Wizard Official.o8d"
    greedy_mean, planner_mean = _paired(library, path, 300, seed=1)
    # the starting point: greedy spends rounds 1-3 on setup and kills in ~6.8 rounds
    assert greedy_mean > 6.0
    assert planner_mean < greedy_mean - 1.0
    setup = _setup(library, path, "planner")
    report = summarise(setup, run_games(setup, 300, 1), 1)
    assert {"lightning-bolt", "thunderbolt"} <= set(report["cards_cast"])
    assert report["policy"] == "planner" and report["planner"]["opening"] != ["develop"] * 3


@needs_shared
def test_planner_is_seeded_and_reproducible(library):
    path = OFFICIAL_DIR / "Warlock Official.o8d"
    a = summarise(s := _setup(library, path, "planner"), run_games(s, 60, 7), 7)
    b = summarise(s := _setup(library, path, "planner"), run_games(s, 60, 7), 7)
    assert a == b


@needs_shared
@pytest.mark.parametrize("path", OFFICIAL_BOOKS, ids=lambda p: p.stem)
def test_planner_no_slower_than_greedy(library, path):
    # 150 games in the normal suite: the planner only replaces greedy's plan when it is faster on
    # its own rollouts by 2 standard errors, so equal books give equal means (same game seeds)
    greedy_mean, planner_mean = _paired(library, path, 150, seed=3)
    assert planner_mean <= greedy_mean + 0.05


@pytest.mark.slow
@needs_shared
@pytest.mark.parametrize("path", OFFICIAL_BOOKS, ids=lambda p: p.stem)
def test_planner_no_slower_than_greedy_2000_games(library, path):
    greedy_mean, planner_mean = _paired(library, path, 2000, seed=1)
    assert planner_mean <= greedy_mean
    if "Wizard" in path.stem:
        assert planner_mean < greedy_mean


@needs_shared
def test_goldfish_cli_policy_planner(library, capsys, monkeypatch):
    import json

    import spellforge.library as lib_module
    from spellforge.cli import main as cli_main

    monkeypatch.setattr(lib_module, "open_library", lambda: library)
    path = OFFICIAL_DIR / "Wizard Official.o8d"
    assert cli_main(["goldfish", str(path), "--games", "50", "--seed", "2", "--policy", "planner", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["policy"] == "planner" and len(data["planner"]["opening"]) == 3
    assert "lightning-bolt" in data["cards_cast"]
    assert cli_main(["goldfish", str(path), "--games", "5", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["policy"] == "greedy" and data["planner"] is None
    with pytest.raises(SystemExit) as refused:  # argparse refuses an unknown policy
        cli_main(["goldfish", str(path), "--policy", "smart"])
    assert refused.value.code == 2
