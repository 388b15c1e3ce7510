"""Issue 13 items 6 and 10: the translation CSV is safe to open in a spreadsheet, and an import
is checked whole before anything is stored; names never hold control characters."""

from __future__ import annotations

import csv
import io

import pytest

from spellforge.cli import main
from spellforge.formats.names_csv import MAX_FIELD, export_names, import_names
from spellforge.library import Library
from spellforge.library.user.names import load_user_names
from spellforge.library.user.store import UserStore
from tests.conftest import serve_as_cli_library


@pytest.fixture
def lib(library):
    return Library(library.path)  # a private copy: names are overlaid in place


@pytest.fixture
def cli(lib, monkeypatch):
    return serve_as_cli_library(monkeypatch, lib)  # the private copy, not the session library


def test_export_neutralises_formulas(lib):
    """Item 6: names starting with = + - @ were written as they were."""
    lib.apply_user_names({("fireball", "pl"): ("=1+2", "user"), ("dispel", "ru"): ("-Рассеивание", "user")})
    rows = list(csv.reader(io.StringIO(export_names(lib, ("ru", "pl")))))
    names = {(r[0], r[1]): r[2] for r in rows[1:]}
    assert names["fireball", "pl"] == "'=1+2" and names["dispel", "ru"] == "'-Рассеивание"
    assert not any(cell.startswith(("=", "+", "-", "@")) for r in rows for cell in r)


def test_a_huge_field_stores_nothing_and_says_where(lib, tmp_path, cli, capsys):
    """Item 10: a 130 KB field gave a _csv.Error traceback after earlier rows were committed."""
    path = tmp_path / "names.csv"
    path.write_text("card_id,lang,name,source\nfireball,pl,Kula Ognista X,user\n"
                    f'dispel,pl,"{"x" * 130_000}",user\n', encoding="utf-8")
    code = main(["translations", "import", str(path)])
    out, err = capsys.readouterr()
    assert code == 1 and "Traceback" not in err
    assert "line 3" in out and ("not valid CSV" in out or str(MAX_FIELD) in out)
    assert ("fireball", "pl") not in load_user_names(UserStore())  # nothing half-stored


def test_good_rows_are_stored_in_one_transaction(lib, tmp_path):
    store = UserStore(tmp_path / "u.sqlite")
    text = "card_id,lang,name\nfireball,pl,Kula A\ndispel,pl,Rozproszenie B\nnope,pl,X\n"
    reports = import_names(lib, store, text, "n.csv")
    assert [(r.line, r.status) for r in reports] == [(2, "stored"), (3, "stored"), (4, "error")]
    assert load_user_names(store).keys() == {("fireball", "pl"), ("dispel", "pl")}


def test_control_characters_never_reach_a_stored_name(lib, tmp_path, cli, capsys):
    """Item 10: NUL, ESC and RTL marks went into names and were echoed raw to the terminal."""
    path = tmp_path / "names.csv"
    path.write_text("card_id,lang,name\nfireball,pl,Kula\x00 \x1b[31mOgnia\u202e\n"
                    "x\x1b[2Jy,pl,Zzz\n", encoding="utf-8")
    code = main(["translations", "import", str(path)])
    out, err = capsys.readouterr()
    assert code == 1
    stored = load_user_names(UserStore())[("fireball", "pl")][0]
    assert stored == "Kula [31mOgnia"
    assert not any(ch in out + err for ch in "\x00\x1b\u202e")
    assert "\\x1b[2J" in out  # the bad card id is shown, escaped


def test_set_drops_control_characters_too(lib, cli, capsys):
    assert main(["translations", "set", "Fireball", "ru", "Шар\u202e огня\x1b"]) == 0
    assert load_user_names(UserStore())[("fireball", "ru")][0] == "Шар огня"
    assert "\u202e" not in capsys.readouterr().out


def test_special_and_oversized_files_are_refused(tmp_path, cli, capsys):
    import os

    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "fifo.csv")
        assert main(["translations", "import", str(tmp_path / "fifo.csv")]) == 2
        assert "FIFO" in capsys.readouterr().err
    big = tmp_path / "big.csv"
    big.write_bytes(b"card_id,lang,name\n" + b"fireball,pl,x\n" * 400_000)
    assert main(["translations", "import", str(big)]) == 2
    assert "too large" in capsys.readouterr().err
