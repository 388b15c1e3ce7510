"""`spellforge matchup A B` (issue 48): the JSON keys, the same seed twice, the readable report and its
log in Russian, bad input. Greedy preparation and few games keep it cheap (the planner's search is
the goldfish's, tested there)."""

from __future__ import annotations

import json

import pytest

from tests.cli.runner import run
from tests.conftest import CORE_BOOKS, OFFICIAL_DIR

WARLOCK = OFFICIAL_DIR / CORE_BOOKS["Warlock"]
WIZARD = OFFICIAL_DIR / CORE_BOOKS["Wizard"]
NECROMANCER = OFFICIAL_DIR / "Necromancer Offical.o8d"
FAST = ("--policy", "greedy", "--workers", 1, "--max-rounds", 12)

pytestmark = pytest.mark.usefixtures("cli_library")


def test_json_has_the_keys_and_the_same_seed_gives_the_same_json(capsys):
    code, out, _ = run(capsys, "matchup", NECROMANCER, WARLOCK, "--games", 4, "--seed", 4, "--json", *FAST)
    assert code == 0
    data = json.loads(out)
    for key in ("games", "a_wins", "b_wins", "draws", "mean_rounds", "a_cast", "b_cast", "not_simulated",
                "a_score_interval", "how", "a_damage", "b_damage"):
        assert key in data
    assert data["games"] == 4 and data["a_wins"] + data["b_wins"] + data["draws"] == 4
    # the Necromancer's book has a card not played yet (Cloak of Shadows; the Altar and the Ziggurat are), the Warlock's none
    names = {ns["name"] for ns in data["not_simulated"]["a"]}
    assert "Cloak of Shadows" in names and not names & {"Altar of Skulls", "Ziggurat of Undeath"}
    assert not [ns for ns in data["not_simulated"]["b"] if ns.get("copies")]
    assert run(capsys, "matchup", NECROMANCER, WARLOCK, "--games", 4, "--seed", 4, "--json", *FAST)[1] == out


def test_readable_report_and_log_in_russian(capsys):
    code, out, _ = run(capsys, "matchup", WIZARD, WARLOCK, "--games", 2, "--log", "--lang", "ru", *FAST)
    assert code == 0
    assert "Волшебник" in out and "Колдун" in out  # the mages' names in Russian
    assert "Раунд 1" in out  # the log, turn by turn
    assert "Round 1" not in out


@pytest.mark.parametrize("args, message", [
    (("matchup", WIZARD), "--gauntlet"),
    (("matchup",), "--table"),
    (("matchup", WIZARD, WARLOCK, "--games", 0), "--games"),
    (("matchup", WIZARD, "--gauntlet", "/no/such/folder"), "not a folder"),
])
def test_bad_input_is_one_clear_line_and_exit_2(capsys, args, message):
    code, out, err = run(capsys, *args)
    assert code == 2 and message in err and out == ""


def test_gauntlet_and_table_of_a_folder(capsys, tmp_path):
    import shutil

    for book in (WIZARD, WARLOCK):
        shutil.copy(book, tmp_path / book.name)
    (tmp_path / "notes.png").write_bytes(b"not a book")  # not a spellbook file: left alone
    code, out, _ = run(capsys, "matchup", WIZARD, "--gauntlet", tmp_path, "--games", 2, "--json", *FAST)
    assert code == 0
    data = json.loads(out)
    assert len(data["rows"]) == 2 and {r["games"] for r in data["rows"]} == {2}
    assert [r["a_score"] for r in data["rows"]] == sorted((r["a_score"] for r in data["rows"]), reverse=True)
    code, out, _ = run(capsys, "matchup", "--table", tmp_path, "--games", 2, "--json", *FAST)
    table = json.loads(out)
    assert code == 0 and len(table["books"]) == 2 and table["score"][0][0] is None
    assert table["score"][0][1] + table["score"][1][0] == 1.0  # B against A is A against B's complement
    code, out, _ = run(capsys, "matchup", "--table", tmp_path, "--games", 2, "--lang", "pl", *FAST)
    assert "Wynik księgi z wiersza" in out


@pytest.mark.parametrize("games", [2, 3])
def test_the_table_plays_one_triangle_and_its_json_is_both_triangles_played(capsys, tmp_path, monkeypatch, library,
                                                                            games):
    """The same JSON as playing every ordered pair (the command's former way), with each pair's games
    played once (one more for an odd number: B's last game is A's next one seen from B)."""
    import shutil

    from spellforge.cli.cmd_matchup import _spec, books_of
    from spellforge.sim.matchup import batch, table
    from spellforge.sim.matchup.text import table_json

    for name in ("Wizard", "Warlock", "Priestess"):
        shutil.copy(OFFICIAL_DIR / CORE_BOOKS[name], tmp_path / CORE_BOOKS[name])
    played = []
    for module in (batch, table):
        real = module.play_one
        monkeypatch.setattr(module, "play_one", lambda m, i, real=real: played.append(i) or real(m, i))
    code, out, _ = run(capsys, "matchup", "--table", tmp_path, "--games", games, "--seed", 5, "--json", *FAST)
    assert code == 0 and len(played) == 3 * (games + games % 2)
    specs = [_spec(label, book, library, "greedy") for label, book in books_of(str(tmp_path), library)]
    both = [[None if a is b else batch.summarise(m := batch.Matchup(a, b, 5, 12), batch.run_batch(m, games, 1))
             for b in specs] for a in specs]
    assert json.loads(out) == table_json(specs, both, games, 5)


def test_the_gauntlet_plays_every_opponent_in_one_pool_and_its_json_is_each_pair_played_alone(
        capsys, tmp_path, monkeypatch, library):
    """One play_matchups call (one pool of processes) for all the opponents; the rows are the reports
    of each pair played on its own (the command's former way: a run_batch, a pool, per opponent)."""
    import shutil

    from spellforge.cli.cmd_matchup import _spec, books_of
    from spellforge.sim.matchup import batch, table

    for name in ("Wizard", "Warlock", "Priestess"):
        shutil.copy(OFFICIAL_DIR / CORE_BOOKS[name], tmp_path / CORE_BOOKS[name])
    calls = []
    real = table.play_matchups
    monkeypatch.setattr(table, "play_matchups", lambda ms, *a, **k: calls.append(len(ms)) or real(ms, *a, **k))
    code, out, _ = run(capsys, "matchup", WIZARD, "--gauntlet", tmp_path, "--games", 3, "--seed", 5, "--json", *FAST)
    assert code == 0 and calls == [3]
    from spellforge.cli.book_arg import load_book

    named = load_book(str(WIZARD), library)
    me = _spec(named.label, named.book, library, "greedy")
    specs = {label: _spec(label, book, library, "greedy") for label, book in books_of(str(tmp_path), library)}
    rows = json.loads(out)["rows"]
    assert sorted(r["b"] for r in rows) == sorted(specs)
    for row in rows:
        m = batch.Matchup(me, specs[row["b"]], 5, 12)
        assert row == json.loads(json.dumps(batch.summarise(m, batch.run_batch(m, 3, 1))))
