"""Issue 13 items 6, 7 and 8 for the collection: CSV cells are never formulas, huge quantities are
refused where they are read, and the check never recurses as deep as the input."""

from __future__ import annotations

import csv
import io
import json

import pytest

from spellforge.cli import main
from spellforge.collection.buildability import cheapest_products
from spellforge.collection.csv_io import read_collection_csv
from spellforge.collection.products import Catalog
from tests.cli.runner import run as cli_run


pytestmark = pytest.mark.usefixtures("cli_library")  # the CLI runs on the session library (tests/conftest.py)


def run(capsys, *argv):
    return cli_run(capsys, "collection", *argv)


def test_check_of_61_lines_of_99_fireball_gives_an_answer(tmp_path, capsys):
    """Item 8: this list made `collection check` fail with RecursionError."""
    book = tmp_path / "fireballs.txt"
    book.write_text("Wizard\n" + "99 Fireball\n" * 61, encoding="utf-8")
    code, out, err = run(capsys, "check", book, "--json")
    data = json.loads(out)
    assert code == 1 and "Traceback" not in err
    (entry,) = data["books"]
    assert [m["need"] for m in entry["missing"]] == [99]
    assert len(entry["unresolved_lines"]) == 60  # lines 3..62: over the 99-copy limit together


def test_cheapest_products_searches_deep_shortfalls_without_recursion(library):
    """Ninety-nine copies of every card of the Core Set: hundreds of boxes deep."""
    catalog = Catalog.from_library(library)
    short = {card: 99 for card in catalog.contents["core"]}
    purchase = cheapest_products(short, catalog, node_limit=5_000)
    core = catalog.contents["core"]
    assert all(sum(catalog.contents[p].get(c, 0) * k for p, k in purchase.products.items()) >= 99 for c in core)


def test_json_book_of_10_to_the_30_copies(tmp_path, capsys):
    """Item 7: `collection check` ran past 120 s and `assemble` overflowed on this book."""
    book = tmp_path / "big.json"
    book.write_text(json.dumps({"kind": "spellforge.spellbook", "format_version": 1, "mage": "Wizard",
                                "cards": [{"id": "fireball", "qty": 10**30}, {"id": "dispel", "qty": 2}]}))
    code, out, _ = run(capsys, "check", book, "--json")
    entry = json.loads(out)["books"][0]
    assert [m["card_id"] for m in entry["missing"]] == ["dispel"] and len(entry["unresolved_lines"]) == 1
    assert run(capsys, "assemble", book)[0] == 0


def test_collection_csv_counts_and_add_have_limits(library, capsys):
    result = read_collection_csv("card,count\nDispel,100000000000000000000\nFireball,10000\nTeleport,9999\n", library)
    assert [(ln.line, ln.fate) for ln in result.lines] == [(1, "header"), (2, "error"), (3, "error"), (4, "card")]
    assert "over the limit" in result.lines[2].message
    with pytest.raises(SystemExit):
        main(["collection", "add", "Dispel", str(10**30)])
    assert "from 1 to 9,999" in capsys.readouterr().err


def test_export_neutralises_formulas_and_import_reads_them_back(library, tmp_path, capsys):
    """Item 6: a name starting with = + - @ went into the CSV as it was."""
    from spellforge.library.user.names import set_user_name
    from spellforge.library.user.store import UserStore

    set_user_name(UserStore(), "dispel", "ru", "=HYPERLINK(\"http://x\")")
    # One overlay (apply_user_names replaces the previous one, as a reload of the user's names does).
    library.apply_user_names({("dispel", "ru"): ("=HYPERLINK(\"http://x\")", "user"),
                              ("teleport", "ru"): ("@SUM(A1)", "user")})
    try:
        assert run(capsys, "add", "Dispel", "2")[0] == 0
        assert run(capsys, "add", "Teleport", "1")[0] == 0
        out = tmp_path / "mine.csv"
        assert run(capsys, "export", out, "--lang", "ru")[0] == 0
        cells = [c for row in csv.reader(io.StringIO(out.read_text(encoding="utf-8"))) for c in row]
        assert "'=HYPERLINK(\"http://x\")" in cells and "'@SUM(A1)" in cells
        assert not any(c.startswith(("=", "+", "-", "@")) for c in cells)
        back = read_collection_csv(out.read_text(encoding="utf-8"), library)
        assert back.cards == {"dispel": 2, "teleport": 1} and not back.errors
    finally:
        library.drop_user_name("dispel", "ru")
        library.drop_user_name("teleport", "ru")
