"""The planner policy (--policy planner) against the greedy one on the official spellbooks."""

from __future__ import annotations

import pytest

from tests.conftest import OFFICIAL_DIR
from spellforge.formats import read_spellbook
from spellforge.sim.report.summary import make_setup, run_games, summarise

OFFICIAL_BOOKS = sorted(OFFICIAL_DIR.glob("*.o8d")) if OFFICIAL_DIR.is_dir() else []
CAP = 21  # a game not killed in 20 rounds counts as 21


def _setup(library, path, policy, target=None):
    book = read_spellbook(path, library).book
    return make_setup(book, library, library.mage(book.mage), target, policy=policy)


def _rounds(records) -> list[int]:
    return [r.rounds_to_kill or CAP for r in records]


_RUNS: dict = {}


def _records(library, path, policy, games, seed, target=None, opponent=None):
    """Games of one book (cached: the 13-book tests share the normal suite's planner runs). Game i
    of a run depends only on (seed, i), so the first `games` of a longer run of the same setup
    are those games: a run is played once at the largest size asked for."""
    key = (path, policy, seed, target, opponent)
    if key not in _RUNS or len(_RUNS[key][1]) < games:
        book = read_spellbook(path, library).book
        setup = make_setup(book, library, library.mage(book.mage), target, 30 if opponent else 20,
                           policy=policy, opponent=opponent)
        _RUNS[key] = (setup, run_games(setup, games, seed))
    setup, records = _RUNS[key]
    return setup, records[:games]


def _paired(library, path, games, seed):
    greedy = _rounds(_records(library, path, "greedy", games, seed)[1])
    planner = _rounds(_records(library, path, "planner", games, seed)[1])
    return sum(greedy) / games, sum(planner) / games


def test_there_are_13_official_books():
    assert len(OFFICIAL_BOOKS) == 13


def test_wizard_planner_casts_its_attack_spells_and_kills_sooner(library):
    path = OFFICIAL_DIR / "Wizard Official.o8d"
    # seed 3, as the 13-book test below: one plan search serves both (plan_cache keeps it in
    # memory), and that test's 150 games are the first 150 of these
    greedy_mean, planner_mean = _paired(library, path, 300, seed=3)
    # the starting point: greedy spends rounds 1-3 on setup and kills in ~6.8 rounds
    assert greedy_mean > 6.0
    assert planner_mean < greedy_mean - 1.0
    # the report of the planner's 300 games just compared (the same setup, seed and games: the
    # run is not played and searched a second time)
    setup, records = _records(library, path, "planner", 300, 3)
    report = summarise(setup, records, 3)
    assert {"lightning-bolt", "thunderbolt"} <= set(report["cards_cast"])
    assert report["policy"] == "planner" and report["planner"]["opening"] != ["develop"] * 3


def test_planner_is_seeded_and_reproducible(library):
    path = OFFICIAL_DIR / "Warlock Official.o8d"
    # seed 3, as the 13-book test: its plan search is shared (plan_cache's memory), as b's always
    # was a's; both setups are built and their games played afresh
    a = summarise(s := _setup(library, path, "planner"), run_games(s, 60, 3), 3)
    b = summarise(s := _setup(library, path, "planner"), run_games(s, 60, 3), 3)
    assert a == b


@pytest.mark.parametrize("path", OFFICIAL_BOOKS, ids=lambda p: p.stem)
def test_planner_no_slower_than_greedy(library, path):
    # 150 games in the normal suite: the planner only replaces greedy's plan when it is faster on
    # its own rollouts by 2 standard errors, so equal books give equal means (same game seeds)
    greedy_mean, planner_mean = _paired(library, path, 150, seed=3)
    assert planner_mean <= greedy_mean + 0.05


@pytest.mark.parametrize("path", OFFICIAL_BOOKS, ids=lambda p: p.stem)
def test_every_official_book_casts_each_of_its_attack_spells_in_some_game(library, path):
    # the planner against the passive target (the runs above), and greedy against a target that
    # fights back behind a guard: zone attacks and Chain Lightning clear the guard, Stun and Daze
    # stop the dummy, Drain Life heals the mage, Combustion cashes in the Burn
    from spellforge.sim.game.engine import DummyConfig, TargetConfig

    setup, planner = _records(library, path, "planner", 150, 3)
    _, fighting = _records(library, path, "greedy", 60, 3, TargetConfig(life=40, guard_life=12, guard_armor=1),
                           DummyConfig(3))
    attacks = {s.card_id: s.name for s in setup.book.spells if s.role == "attack"}
    cast = {card for r in planner + fighting for card, n in r.cast.items() if n}
    assert attacks and not {name for card, name in attacks.items() if card not in cast}


@pytest.mark.slow
@pytest.mark.parametrize("path", OFFICIAL_BOOKS, ids=lambda p: p.stem)
def test_planner_no_slower_than_greedy_2000_games(library, path):
    greedy_mean, planner_mean = _paired(library, path, 2000, seed=1)
    assert planner_mean <= greedy_mean
    if "Wizard" in path.stem:
        assert planner_mean < greedy_mean


@pytest.mark.slow  # slow: run by .ci/run on its own (the README's command stays under 5 minutes on 2 busy cores)
def test_goldfish_cli_policy_planner(cli_library, library, capsys, monkeypatch):
    import json

    from spellforge.cli import main as cli_main

    path = OFFICIAL_DIR / "Wizard Official.o8d"
    # --distance 0: the adjacent target, every spell in range from round 1
    assert cli_main(["goldfish", str(path), "--games", "50", "--seed", "2", "--policy", "planner", "--distance", "0",
                     "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["policy"] == "planner" and len(data["planner"]["opening"]) == 3
    assert "lightning-bolt" in data["cards_cast"]
    assert cli_main(["goldfish", str(path), "--games", "5", "--policy", "greedy", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["policy"] == "greedy" and data["planner"] is None
    assert cli_main(["goldfish", str(path), "--games", "5", "--json"]) == 0  # the defaults (issue 30)
    data = json.loads(capsys.readouterr().out)
    assert data["policy"] == "planner" and data["target"]["distance"] == 5
    with pytest.raises(SystemExit) as refused:  # argparse refuses an unknown policy
        cli_main(["goldfish", str(path), "--policy", "smart"])
    assert refused.value.code == 2
