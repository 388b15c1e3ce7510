"""Issue 35: a book saved in Spellforge is taken wherever a spellbook file is (validate, export,
print, goldfish, collection check/assemble, books diff), and `books save FILE --into NAME` makes
a new version of a saved book, which `books history` and `books diff NAME@1 NAME` then show."""

from __future__ import annotations

import json
import re

import pytest

from tests.cli.runner import run
from tests.conftest import CORE_BOOKS, OFFICIAL_DIR

WIZARD = OFFICIAL_DIR / CORE_BOOKS["Wizard"]



pytestmark = pytest.mark.usefixtures("cli_library")  # the CLI runs on the session library (tests/conftest.py)


def run_json(capsys, *argv):
    code, out, err = run(capsys, *argv, "--json")
    return code, json.loads(out), err


def _one_jet_stream_less(tmp_path):
    """The official Wizard book with one of its two Jet Streams taken out, as a player edits it."""
    text, n = re.subn(r'qty="2"( id="[0-9a-f-]+">Jet Stream<)', r'qty="1"\1', WIZARD.read_text(encoding="utf-8"))
    assert n == 1
    edited = tmp_path / "Wizard edited.o8d"
    edited.write_text(text, encoding="utf-8")
    return edited


def test_save_into_a_saved_book_makes_its_next_version(capsys, tmp_path):
    code, saved, _ = run_json(capsys, "books", "save", WIZARD, "--name", "W")
    assert code == 0 and saved["version"] == 1
    edited = _one_jet_stream_less(tmp_path)
    code, out, _ = run(capsys, "books", "save", edited, "--into", "W")
    assert code == 0 and out.strip() == f"saved 'W' as version 2 of spellbook {saved['id']}"

    code, history, _ = run_json(capsys, "books", "history", "W")
    assert code == 0 and [h["version"] for h in history] == [1, 2]
    # Jet Stream is Air 1 and the book's Wizard trains Air: 1 point a copy (level × 1, 000 L1852)
    assert (history[0]["points_used"], history[1]["points_used"]) == (120, 119)
    code, diff, _ = run_json(capsys, "books", "diff", "W@1", "W")
    assert code == 0 and (diff["added"], diff["removed"]) == ([], [])
    assert diff["changed"] == [{"name": "Jet Stream", "from": 2, "to": 1}]
    assert diff["points"] == {"a": 120, "b": 119}
    code, books, _ = run_json(capsys, "books", "list")
    assert [(b["name"], b["cards"]) for b in books] == [("W", 58)]  # one book, now the edited one

    code, out, _ = run(capsys, "books", "save", edited, "--into", str(saved["id"]))  # the same file again
    assert code == 0 and "nothing saved" in out
    assert [h["version"] for h in run_json(capsys, "books", "history", "W")[1]] == [1, 2]
    code, diff, _ = run_json(capsys, "books", "diff", "W", WIZARD)  # a file on either side
    assert diff["changed"] == [{"name": "Jet Stream", "from": 1, "to": 2}]


def test_save_into_names_the_problem_before_reading_the_file(capsys, tmp_path):
    code, out, err = run(capsys, "books", "save", WIZARD, "--into", "Nope")
    assert code == 2 and out == "" and "no saved spellbook 'Nope'" in err
    run(capsys, "books", "save", WIZARD, "--name", "Twin")
    run(capsys, "books", "save", WIZARD, "--name", "Twin")
    code, _, err = run(capsys, "books", "save", WIZARD, "--into", "twin")
    assert code == 2 and re.search(r"2 spellbooks are named 'twin': use an id \((1, 2|2, 1)\)", err)
    assert len(run_json(capsys, "books", "list")[1]) == 2


def test_every_command_that_takes_a_book_takes_a_saved_one(capsys, tmp_path):
    run(capsys, "books", "save", WIZARD)  # saved under its own name, "Wizard Official"
    run(capsys, "collection", "add", "core")
    code, by_file, _ = run_json(capsys, "collection", "check", WIZARD)
    code_saved, by_name, _ = run_json(capsys, "collection", "check", "Wizard Official")
    assert code_saved == code and by_name["books"][0]["file"] == "saved:Wizard Official"
    for report in (by_file, by_name):
        report["books"][0].pop("file")
    assert by_name == by_file and by_name["books"][0]["name"] == "Wizard Official"

    code, data, _ = run_json(capsys, "validate", "wizard official")  # the name, case ignored
    assert code == 0 and data["legal"] and data["mage"] == "Wizard" and data["points_used"] == 120
    code, out, _ = run(capsys, "export", "Wizard Official@1", "--to", "text")
    assert code == 0 and re.search(r"^2 Jet Stream$", out, re.M)
    code, data, _ = run_json(capsys, "print", "Wizard Official", "--pdf", tmp_path / "w.pdf")
    assert code == 0 and data["pages"] >= 1 and (tmp_path / "w.pdf").stat().st_size > 1000
    code, data, _ = run_json(capsys, "goldfish", "Wizard Official", "--policy", "greedy", "--games", 2)
    assert code == 0 and data["book"] == "Wizard Official"
    code, data, _ = run_json(capsys, "collection", "assemble", "Wizard Official")
    assert code == 0 and data["assembled"] == ["Wizard Official"]

    code, out, err = run(capsys, "validate", "Wizard Unofficial")
    assert code == 2 and out == "" and "neither a spellbook file nor a saved spellbook" in err
    assert "(saved books: Wizard Official)" in err
    code, _, err = run(capsys, "collection", "check", tmp_path / "absent.o8d")
    assert code == 2 and "absent.o8d: no such file" in err


def test_a_saved_name_with_a_slash_is_a_book_and_a_path_that_is_neither_is_a_missing_file(capsys, tmp_path):
    run(capsys, "books", "save", WIZARD, "--name", "Air/Arcane")
    code, data, _ = run_json(capsys, "validate", "Air/Arcane")
    assert code == 0 and data["points_used"] == 120
    code, out, err = run(capsys, "validate", tmp_path / "books" / "mine")
    assert code == 2 and out == "" and err.strip().endswith("mine: no such file")
