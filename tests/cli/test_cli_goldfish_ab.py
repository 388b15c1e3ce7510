"""`spellforge goldfish A B` (issue 21): files, saved books and versions by name, bad input.

These are about the files and the report, so they play greedy (a second a book less than the
default planner's search); the defaults themselves are tested in tests/sim/test_printed_limits.py."""

from __future__ import annotations

import json

import pytest

from tests.conftest import CORE_BOOKS, OFFICIAL_DIR
from tests.cli.runner import run
from spellforge.formats import read_spellbook
from spellforge.library.user.books import BookStore
from spellforge.library.user.store import UserStore
from spellforge.library.user.versions import VersionStore

WARLOCK = OFFICIAL_DIR / CORE_BOOKS["Warlock"]
WIZARD = OFFICIAL_DIR / CORE_BOOKS["Wizard"]


pytestmark = pytest.mark.usefixtures("cli_library")  # the CLI runs on the session library (tests/conftest.py)


def test_two_files_give_both_reports_and_the_comparison(capsys):
    code, out, _ = run(capsys, "goldfish", WARLOCK, WIZARD, "--policy", "greedy", "--games", 200, "--seed", 3, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["games"] == 200 and data["seed"] == 3
    assert data["a"]["mage"] == "Warlock" and data["b"]["mage"] == "Wizard"
    assert data["a"]["source"] == str(WARLOCK)
    c = data["comparison"]
    assert set(c) >= {"delta_mean_rounds", "ci95", "p_value", "verdict", "verdict_text", "censored"}
    # the comparison is the difference of the two reports' means (no game censored here)
    assert c["censored"]["a"] == c["censored"]["b"] == 0
    assert c["delta_mean_rounds"] == pytest.approx(data["b"]["rounds_to_kill"]["mean"] - data["a"]["rounds_to_kill"]["mean"])
    # the Wizard book kills later than the Warlock book (docs/goldfish.md figures)
    assert c["verdict"] == "b_slower" and c["ci95"][0] > 0

    # the cards that differ, with how often each was cast in A's and in B's games
    rows = {r["card"]: r for r in data["differing_cards"]}
    assert rows["fireball"]["copies_a"] == 2 and rows["fireball"]["copies_b"] == 0
    assert rows["lightning-bolt"]["copies_a"] == 0 and rows["lightning-bolt"]["games_cast_a"] == 0
    assert all(r["games_cast_b"] == 0 for r in rows.values() if r["copies_b"] == 0)

    code, text, _ = run(capsys, "goldfish", WARLOCK, WIZARD, "--policy", "greedy", "--games", 40, "--seed", 3, "--lang", "pl")
    assert code == 0 and "Księga B jest wolniejsza" in text and "B − A: +" in text
    assert "z tym samym ziarnem gry" in text and "Karty, które się różnią" in text
    code, text, _ = run(capsys, "goldfish", WARLOCK, WIZARD, "--policy", "greedy", "--games", 40, "--seed", 3)
    assert "game i of A and game i of B are played with the same game seed" in text and "same dice" not in text
    assert "Cards that differ (copies in A and B; in how many of the 40 games" in text
    assert "  Fireball: copies A 2, B 0; cast in A's games" in text


def test_saved_books_and_versions_by_name(capsys, library):
    book = read_spellbook(WARLOCK, library).book
    store = BookStore(UserStore())
    versions = VersionStore(store.store)
    book.name = "My Warlock"
    bid = store.create(book)
    versions.snapshot(bid, book, 100, now=1_000.0)
    lighter = read_spellbook(WARLOCK, library).book
    lighter.name = "My Warlock"
    lighter.add("fireball", -2)
    assert "fireball" not in lighter.quantities()
    store.save(bid, lighter)
    versions.snapshot(bid, lighter, 96, now=2_000.0)

    code, out, err = run(capsys, "goldfish", "my warlock@1", "My Warlock@2", "--policy", "greedy", "--games", 20, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert (data["a"]["book"], data["b"]["book"]) == ("My Warlock@1", "My Warlock@2")
    assert data["a"]["source"] == "saved:My Warlock@1"

    # the book itself (its current state) by name and by id, against a file
    code, out, err = run(capsys, "goldfish", str(bid), WARLOCK, "--policy", "greedy", "--games", 10, "--json")
    assert code == 0, err
    assert json.loads(out)["a"]["book"] == "My Warlock"
    # and a single-book run by name
    code, out, err = run(capsys, "goldfish", "My Warlock", "--policy", "greedy", "--games", 5, "--json")
    assert code == 0 and json.loads(out)["book"] == "My Warlock"


@pytest.mark.parametrize("args, message", [
    (["missing.o8d", WARLOCK], "missing.o8d: no such file"),
    ([WARLOCK, "some/dir/missing.txt"], "some/dir/missing.txt: no such file"),
    (["No Such Book", WARLOCK], "'No Such Book' is neither a spellbook file nor a saved spellbook"),
    ([WARLOCK, "Warlock@x"], "the version after @ must be a number"),
    ([WARLOCK, WIZARD, "--games", "1"], "--games must be 2 or more, got 1"),
])
def test_bad_input_is_one_clear_line_and_exit_2(capsys, args, message):
    code, out, err = run(capsys, "goldfish", *args)
    assert code == 2
    assert message in err and err.count("\n") == 1 and out == ""


def test_unknown_version_and_ambiguous_names(capsys, library):
    store = BookStore(UserStore())
    book = read_spellbook(WARLOCK, library).book
    book.name = "Twin"
    store.create(book)
    code, _, err = run(capsys, "goldfish", "Twin@7", WARLOCK, "--policy", "greedy", "--games", 5)
    assert code == 2 and "has no version 7" in err
    store.create(book)
    code, _, err = run(capsys, "goldfish", "Twin", WARLOCK, "--policy", "greedy", "--games", 5)
    assert code == 2 and "2 spellbooks are named 'Twin': use an id" in err
    code, _, err = run(capsys, "goldfish", "Nobody", WARLOCK, "--policy", "greedy", "--games", 5)
    assert code == 2 and "(saved books: Twin)" in err


def test_the_readable_report_names_the_sources_of_same_named_books_and_logs_both(capsys, tmp_path, library):
    copy = tmp_path / WARLOCK.name  # the same book name, from another folder
    copy.write_bytes(WARLOCK.read_bytes())
    code, text, _ = run(capsys, "goldfish", WARLOCK, copy, "--policy", "greedy", "--games", 10, "--log")
    assert code == 0
    assert f"[{copy}]" in text and f"[{WARLOCK}]" in text
    assert "No difference: every game ended in the same round for both books." in text
    assert "Game 1 of A:" in text and "Game 1 of B:" in text
    log_a = text.split("Game 1 of A:")[1].split("Game 1 of B:")[0]
    assert "Round 1:" in log_a and log_a.strip() == text.split("Game 1 of B:")[1].strip()  # same book, same dice


def test_not_simulated_reasons_read_as_in_the_window(capsys):
    """The text report explains each not-simulated card with the window's own sentence (the .ts
    files: PlaytestLog for the goldfish's reasons, MatchupReport for the matchup's), so both say the
    same in Russian and Polish. The matchup (the default engine) plays the Siren's Chant of Rage and
    Song of Love; her Drown it does not: its effect is printed text no engine models."""
    from spellforge.i18n.ts_translate import ts_translator
    from spellforge.sim.game.model import REASONS

    siren = OFFICIAL_DIR / "Siren Official.o8d"
    for lang, word in (("ru", "Не моделируется"), ("pl", "")):
        code, text, _ = run(capsys, "goldfish", siren, "--policy", "greedy", "--games", 20, "--seed", 1, "--lang", lang)
        assert code == 0 and word in text
        sentence = ts_translator(lang)("PlaytestLog", REASONS["no_modelled_effect"])
        assert sentence != REASONS["no_modelled_effect"]  # translated
        assert f": {sentence}" in text  # Drown
        control = ts_translator(lang)("PlaytestLog", REASONS["control_choice"])
        assert f": {control}" not in text  # Chant of Rage, Song of Love: played
