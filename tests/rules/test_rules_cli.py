"""`spellforge validate` end to end: real files in, exit status and JSON out.

(Kept beside the rules tests because the rules engineer owns spellforge/cli/cmd_validate.py.)
"""

from __future__ import annotations

import json

import pytest

from tests.cli.runner import run as cli_run
from tests.conftest import DECKS_DIR

WIZARD_BOOK = DECKS_DIR / "official-spellbooks" / "Wizard Official.o8d"
JSON_KEYS = {"mage", "element", "format", "points_used", "points_max", "legal", "problems", "cards", "unresolved"}
# each command opens the user's library as on any later start (a first start's build is tested
# in tests/library/test_build.py and test_state_cache.py): a build per test was most of their CPU
pytestmark = pytest.mark.usefixtures("library_in_data_dir")


def run(capsys, *argv):
    return cli_run(capsys, "validate", *argv)


def test_official_book_is_legal_json(capsys):
    code, out, err = run(capsys, WIZARD_BOOK, "--json")
    data = json.loads(out)
    assert code == 0 and err == ""
    assert JSON_KEYS <= set(data)
    assert (data["mage"], data["format"], data["points_used"], data["points_max"], data["legal"]) == (
        "Wizard", "arena", 120, 120, True)
    assert data["problems"] == [] and data["unresolved"] == []
    bolt = next(c for c in data["cards"] if c["name"] == "Lightning Bolt")
    # the core Wizard book takes 3 Lightning Bolts (PL L1996), Air 2 trained by his element
    assert (bolt["qty"], bolt["cost_each"], bolt["explanation"]) == (3, 2, "Air 2 × 1 (chosen element) = 2")
    assert sum(c["qty"] * c["cost_each"] for c in data["cards"]) == 120


def test_element_choice_makes_the_book_illegal(capsys):
    code, out, _ = run(capsys, WIZARD_BOOK, "--element", "fire", "--json")
    data = json.loads(out)
    assert code == 1
    assert data["element"] == "Fire" and data["points_used"] > 120
    assert [p["code"] for p in data["problems"]] == ["over_points"]


def test_illegal_text_book_lists_every_problem(tmp_path, capsys):
    book = tmp_path / "book.txt"
    book.write_text("Mage: Priestess\n7 Dispel\n1 Lair\n1 Qwertyuiop Zxcv\n", encoding="utf-8")
    code, out, _ = run(capsys, book, "--json")
    data = json.loads(out)
    assert code == 1 and not data["legal"]
    codes = {(p["code"], p["card"]) for p in data["problems"]}
    assert {("too_many_copies", "dispel"), ("class_only", "lair"), ("unresolved_line", None)} <= codes
    assert data["unresolved"] == [{"line": 4, "text": "1 Qwertyuiop Zxcv"}]


def test_mage_option_overrides_the_book(tmp_path, capsys):
    book = tmp_path / "book.txt"
    book.write_text("Mage: Priestess\n1 Lair\n", encoding="utf-8")
    assert run(capsys, book)[0] == 1
    code, out, _ = run(capsys, book, "--mage", "Johktari Beastmaster")
    assert code == 0 and "Johktari Beastmaster" in out


def test_text_output_in_russian(tmp_path, capsys):
    book = tmp_path / "book.txt"
    book.write_text("Mage: Beastmaster\n1 Firestorm\n", encoding="utf-8")
    code, out, _ = run(capsys, book, "--lang", "ru")
    assert code == 0
    assert "Очки магии: 9 / 120" in out
    assert "Огонь 3 × 3 (школа с тройной ценой) = 9" in out


@pytest.mark.parametrize(
    "content, expected",
    [
        ('<?xml version="1.0"?>\n<deck game="x">\n<section name="Attack">\n</sectio>\n', "bad.o8d:4"),
    ],
)
def test_unreadable_file_exits_2_naming_file_and_line(tmp_path, capsys, content, expected):
    path = tmp_path / "bad.o8d"
    path.write_text(content, encoding="utf-8")
    code, out, err = run(capsys, path)
    assert code == 2 and out == ""
    assert expected in err


def test_missing_file_and_bad_options_exit_2(tmp_path, capsys):
    code, _, err = run(capsys, tmp_path / "nothing.o8d")
    assert code == 2 and "nothing.o8d" in err
    book = tmp_path / "book.txt"
    book.write_text("Mage: Wizard\n1 Dispel\n", encoding="utf-8")
    code, _, err = run(capsys, book, "--element", "Spirit")
    assert code == 2 and "Spirit" in err
    code, _, err = run(capsys, book, "--mage", "Archmage")
    assert code == 2 and "Archmage" in err
