"""`spellforge collection …` end to end, in-process, with the session library."""

from __future__ import annotations

import json

import pytest

from tests.cli.runner import run as cli_run
from tests.collection.books import CORE_BOOKS, OFFICIAL


pytestmark = pytest.mark.usefixtures("cli_library")  # the CLI runs on the session library (tests/conftest.py)


def run(capsys, *argv):
    return cli_run(capsys, "collection", *argv)


def run_json(capsys, *argv):
    code, out, err = run(capsys, *argv, "--json")
    return code, json.loads(out), err


def test_add_remove_show(capsys):
    assert run(capsys, "add", "core", "2")[0] == 0
    assert run(capsys, "add", "Forcemaster vs Warlord")[0] == 0
    code, data, _ = run_json(capsys, "add", "Рассеивание", "1")  # Dispel, by its Russian name
    assert (code, data["card_id"], data["owned"], data["delta"]) == (0, "dispel", 2 * 5 + 3 + 1, 1)
    code, data, _ = run_json(capsys, "remove", "Teleport", "10")  # lost more than owned: stops at 0
    assert (data["owned"], data["delta"]) == (0, -6)
    code, data, _ = run_json(capsys, "show")
    assert code == 0
    assert [(p["product"], p["count"]) for p in data["products"]] == [("core", 2), ("fvw", 1)]
    assert {a["card_id"]: a["delta"] for a in data["adjustments"]} == {"dispel": 1, "teleport": -6}
    code, out, err = run(capsys, "add", "Qwertyuiop")
    assert code == 2 and "neither a product" in err and out == ""
    code, data, _ = run_json(capsys, "add", "MW1I28")  # Teleport by its printed code
    assert (data["card_id"], data["owned"]) == ("teleport", 1)
    code, out, err = run(capsys, "add", "PSC14")  # printed on two cards in the OCTGN data
    assert code == 2 and "knight-of-the-red-helm, voice-of-the-sea" in err


def test_import_reports_every_line_and_keeps_the_good_ones(tmp_path, capsys):
    path = tmp_path / "mine.csv"
    path.write_text("product,card,count\ncore,,1\n,Dispel,7\n,Nonexistent Card Name,2\n", encoding="utf-8")
    code, data, _ = run_json(capsys, "import", path)
    assert code == 1 and data["errors"] == 1
    assert [(ln["line"], ln["fate"]) for ln in data["lines"]] == [(1, "header"), (2, "product"), (3, "card"), (4, "error")]
    code, data, _ = run_json(capsys, "show", "--cards")
    owned = {c["card_id"]: c["owned"] for c in data["cards"]}
    assert owned["dispel"] == 7 and owned["teleport"] == 3
    code, _, err = run(capsys, "import", tmp_path / "absent.csv")
    assert code == 2 and "absent.csv: no such file" in err


def test_export_then_import_replace_round_trips(tmp_path, capsys):
    run(capsys, "add", "core", "2")
    run(capsys, "add", "Acid Ball", "2")
    run(capsys, "remove", "Dispel", "1")
    out_file = tmp_path / "export.csv"
    assert run(capsys, "export", out_file)[0] == 0
    before = run_json(capsys, "show", "--cards")[1]
    run(capsys, "add", "dvn")
    run(capsys, "add", "Heal", "3")
    assert run(capsys, "import", out_file, "--replace")[0] == 0
    after = run_json(capsys, "show", "--cards")[1]
    assert after["cards"] == before["cards"] and after["products"] == before["products"]


def test_check_four_core_books_with_one_core_set(capsys):
    run(capsys, "add", "core")
    books = [OFFICIAL / f for f in CORE_BOOKS.values()]
    code, data, _ = run_json(capsys, "check", *books)
    assert code == 0 and data["buildable"] is True and data["conflicts"] == []
    assert [b["missing"] for b in data["books"]] == [[], [], [], []]
    run(capsys, "remove", "Dispel")
    code, data, _ = run_json(capsys, "check", *books)
    assert code == 1 and data["buildable"] is False
    (conflict,) = data["conflicts"]
    assert (conflict["name"], conflict["owned"], conflict["needed"]) == ("Dispel", 4, 5)
    assert [b["need"] for b in conflict["books"]] == [2, 1, 1, 1]
    # both Spell Tomes hold one Dispel (products.csv); Tome 2 is the smaller box (109 cards vs 113)
    assert data["cheapest_products_together"] == [{"product": "tome2", "name": "Core Spell Tome 2", "count": 1}]


def test_check_missing_cards_and_assembled_books(capsys):
    forcemaster = OFFICIAL / "Forcemaster Official.o8d"
    code, data, _ = run_json(capsys, "check", forcemaster)
    (book,) = data["books"]
    assert code == 1 and {"name", "missing"} <= set(book)
    charm = next(m for m in book["missing"] if m["name"] == "Charm")
    assert (charm["need"], charm["have"]) == (3, 0)
    assert book["cheapest_products"] == [{"product": "fvw", "name": "Forcemaster vs. Warlord", "count": 1}]
    # "can I also build the Priestess without taking the assembled Beastmaster apart?"
    run(capsys, "add", "core")
    run(capsys, "remove", "Dispel", "2")
    beast, priestess = OFFICIAL / CORE_BOOKS["Beastmaster"], OFFICIAL / CORE_BOOKS["Priestess"]
    assert run(capsys, "assemble", beast, "--name", "Beasts")[0] == 0
    code, data, _ = run_json(capsys, "check", priestess, "--assembled")
    assert code == 0 and data["assembled"] == ["Beasts"]  # 3 Dispels left: 2 on the shelf, 1 for her
    run(capsys, "remove", "Dispel", "1")
    code, data, _ = run_json(capsys, "check", priestess, "--assembled")
    (book,) = data["books"]
    assert code == 1 and book["buildable_alone"] is True
    assert book["short_together"] == [{"card_id": "dispel", "name": "Dispel", "need": 1, "have": 0, "held_by": ["Beasts"]}]
    code, out, _ = run(capsys, "check", priestess, "--assembled")
    assert "Dispel: 1 copy is in Beasts" in out
    assert run(capsys, "disassemble", "Beasts")[0] == 0
    assert run(capsys, "disassemble", "Beasts")[0] == 2


def test_check_unreadable_book_names_the_file(tmp_path, capsys):
    code, _, err = run(capsys, "check", tmp_path / "nope.o8d")
    assert code == 2 and "nope.o8d" in err


def test_products_by_their_names_in_the_players_language(capsys):
    """Issue 35: a Polish player types the box's Polish name, or its first words, and reads the
    products in Polish when a word is no product."""
    code, data, _ = run_json(capsys, "add", "Zestaw podstawowy", "--lang", "pl")
    assert (code, data["product"], data["name"], data["count"]) == (0, "core", "Zestaw podstawowy", 1)
    code, out, _ = run(capsys, "add", "księga czarów 2", "--lang", "pl")  # case and diacritics folded
    assert code == 0 and out.strip() == "Księga czarów 2: posiadane: 1"
    code, data, _ = run_json(capsys, "add", "Zestaw", "--lang", "pl")  # the first letters of its words
    assert (data["product"], data["count"]) == ("core", 2)
    code, data, _ = run_json(capsys, "add", "Мастер силы против", "--lang", "ru")
    assert (data["product"], data["name"]) == ("fvw", "Мастер силы против Военачальника")
    code, out, err = run(capsys, "add", "Академия", "--lang", "ru")  # five Academy boxes: no guess
    # the names alone: they are what a player types (the codes are Latin letters for English scripts)
    assert code == 2 and out == "" and "; Академия: Жрица;" in err and "(acp)" not in err

    code, out, err = run(capsys, "add", "Podstawka", "--lang", "pl")
    assert code == 2 and out == ""
    first, products = err.splitlines()
    assert first.startswith("spellforge collection: 'Podstawka': to nie jest ani zestaw, ani karta; "
                            "może chodzi o: Zestaw podstawowy")
    assert products.startswith("zestawy: Zestaw podstawowy; Księga czarów 1; Księga czarów 2; ")
    assert "; Akademia: Kapłanka;" in products and "Academy" not in products and "(acp)" not in products
    code, data, _ = run_json(capsys, "show", "--lang", "pl")
    assert [(p["product"], p["name"], p["count"]) for p in data["products"]] == [
        ("core", "Zestaw podstawowy", 2), ("tome2", "Księga czarów 2", 1), ("fvw", "Mistrzyni Mocy kontra Wódz", 1)]
