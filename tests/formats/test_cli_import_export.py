"""`spellforge import` and `spellforge export`, run in-process through `main`."""

from __future__ import annotations

import json

import pytest

from spellforge.cli import main
from tests.formats.conftest import deck_paths


pytestmark = pytest.mark.usefixtures("cli_library")  # the CLI runs on the session library (tests/conftest.py)


def test_import_json_report(tmp_path, capsys):
    path = tmp_path / "book.txt"
    path.write_text("A Wizard Spellbook\nElement: Water\n--- Attack ---\n2 Fireball\n1 Firebal\n3 Qwzx Blorp\n", encoding="utf-8")
    assert main(["import", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"mage", "element", "cards", "unresolved", "warnings"} <= set(data)
    assert (data["mage"], data["element"]) == ("Wizard", "Water")
    assert data["cards"][0] == {"name": "Fireball", "id": "fireball", "qty": 2, "line": 4, "matched_by": "name", "confidence": 1.0}
    assert data["cards"][1]["matched_by"] == "fuzzy" and data["cards"][1]["confidence"] < 1
    assert data["unresolved"][0]["line"] == 6 and data["unresolved"][0]["text"] == "3 Qwzx Blorp"
    assert data["warnings"]


def test_import_text_report_lists_every_line(tmp_path, capsys):
    path = tmp_path / "book.txt"
    path.write_text("Warlock\n\n2 Fireball\n", encoding="utf-8")
    assert main(["import", str(path)]) == 0
    out = capsys.readouterr().out
    assert "mage" in out and "2 × Fireball" in out and "blank" in out


def test_import_error_names_the_file(tmp_path, capsys):
    path = tmp_path / "empty.o8d"
    path.write_bytes(b"")
    assert main(["import", str(path)]) == 2  # unreadable input
    assert f"{path}: file is empty" in capsys.readouterr().err


@pytest.mark.parametrize("fmt", ["o8d", "text", "bbcode", "json"])
def test_export_writes_atomically_and_reads_back(tmp_path, capsys, library, fmt):
    from spellforge.formats import read_spellbook

    source = next(p for p in deck_paths() if p.name == "Warlock Official.o8d")
    folder = tmp_path / "out"
    folder.mkdir()
    out = folder / f"warlock.{fmt}"
    assert main(["export", str(source), "--to", fmt, "--lang", "pl", "-o", str(out)]) == 0
    assert [p.name for p in folder.iterdir()] == [out.name]  # no temp file left behind
    assert read_spellbook(out, library).book.quantities() == read_spellbook(source, library).book.quantities()


def test_export_to_stdout(tmp_path, capsys):
    path = tmp_path / "book.txt"
    path.write_text("Warlock\n2 Fireball\n", encoding="utf-8")
    assert main(["export", str(path), "--to", "text"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("A Warlock Spellbook") and "2 Fireball" in out


def test_export_into_a_missing_folder_fails_cleanly(tmp_path, capsys):
    path = tmp_path / "book.txt"
    path.write_text("Warlock\n2 Fireball\n", encoding="utf-8")
    assert main(["export", str(path), "--to", "json", "-o", str(tmp_path / "no" / "such" / "x.json")]) == 2  # issue 42: a target that cannot be written exits 2, like any unusable input
    assert "cannot write" in capsys.readouterr().err
