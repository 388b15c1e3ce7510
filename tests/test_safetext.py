"""spellforge.safetext: what writers drop, what the terminal sees escaped, what a spreadsheet runs."""

from __future__ import annotations

import json

import pytest

from spellforge.safetext import clean_line, clean_text, csv_cell, csv_uncell, for_terminal


def test_clean_text_keeps_newlines_and_tabs_only():
    assert clean_text("a\r\nb\rc\td\x00e\x1bf\u202eg\ud800h\x7f") == "a\nb\nc\tdefgh"


def test_clean_line_makes_one_line():
    assert clean_line("Fire\nball\t2\v\x00") == "Fire ball 2 "


def test_terminal_sees_escapes_and_json_stays_json():
    shown = for_terminal(json.dumps({"name": "a\x1b[2J\u202eb\ud800"}, ensure_ascii=False))
    assert "\x1b" not in shown and "\u202e" not in shown
    assert json.loads(shown)["name"] == "a\x1b[2J\u202eb\ud800"  # the escapes are JSON's own
    assert for_terminal("ok\n\tline") == "ok\n\tline"


@pytest.mark.parametrize("cell", ["=1+2", "+1", "-2", "@SUM(A1)", "\t=1", "\r=1", "\x00=1", "\u202e@A1"])
def test_formula_cells_are_quoted(cell):
    out = csv_cell(cell)
    assert out.startswith("'") and "\t" not in out and "\r" not in out


def test_plain_cells_and_numbers_are_left_alone():
    assert csv_cell("Fireball") == "Fireball" and csv_cell(-3) == -3 and csv_cell("Кула's") == "Кула's"
    assert csv_uncell(csv_cell("=1+2")) == "=1+2" and csv_uncell("'quoted") == "'quoted"


@pytest.mark.parametrize("name", ["'@+1-", "''x", "'x", "''@", "=", "'", "x'", "'Tis"])
def test_every_cell_reads_back_as_written(name):
    """Found by the fuzzer: a name that itself began with '@ lost its quote on the way back."""
    assert csv_uncell(csv_cell(name)) == name
