"""Issue 29, "Nothing lost, round 2": each test is one attack of the issue's list (F2-F10 and the
notes below it), run through the product's own commands on a real user.sqlite."""

from __future__ import annotations

import os
import resource
import signal
import sqlite3
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from sqlalchemy import event

from spellforge.cli import main
from spellforge.domain import BookEntry, Spellbook
from spellforge.library import Library
from spellforge.library.user import schema as user_schema
from spellforge.library.user.backup import check, latest_backup, list_backups, make_backup
from spellforge.library.user.books import BookStore
from spellforge.library.user.collection import UserCollection
from spellforge.library.user.store import UserDataError, UserStore
from spellforge.library.user.versions import VersionStore
from tests.conftest import CORE_BOOKS, OFFICIAL_DIR

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _library_from_session(library, monkeypatch):
    monkeypatch.setattr(Library, "open_or_build", classmethod(lambda cls, *a, **k: Library(library.path)))


def user_file(data_dir: Path) -> Path:
    return data_dir / "user.sqlite"


def four_books(path: Path) -> BookStore:
    store = BookStore(UserStore(path))
    for name, card in (("Fire", "fireball"), ("Heal", "minor-heal"), ("Zap", "dispel"), ("Wall", "teleport")):
        store.create(Spellbook(name=name, mage="Warlock", entries=[BookEntry(card, 2)]))
    return store


def one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, lines
    assert "Traceback" not in err
    return lines[0]


# -- F2: a 0-byte file is damage, and the good backup is never rotated away -------------------------------
def test_an_empty_file_is_damage_not_a_new_store(_user_data_dir, capsys):
    path = user_file(_user_data_dir)
    four_books(path).store.close()
    assert main(["data", "backup"]) == 0
    good = list_backups(path)[0]
    path.write_bytes(b"")
    capsys.readouterr()
    assert main(["data", "check"]) == 1
    assert "DAMAGED" in capsys.readouterr().out
    from spellforge.games import other_games

    mk = [["mk", "collection"]] if "mage-knight" in {g.id for g in other_games()} else []  # while the game is there
    for argv in [["books", "list"], ["collection", "show"], *mk]:  # the MK collection too
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert "damaged" in one_line(err) and "empty" in err
    assert list_backups(path) == [good]  # no "before-v4" backup of the empty file
    for _ in range(10):  # restore / list cycles never lose the good backup
        assert main(["data", "restore", "--latest"]) == 0
        assert main(["books", "list"]) == 0
        assert good.exists()
    assert {b.name for b in BookStore(UserStore(path)).books()} == {"Fire", "Heal", "Zap", "Wall"}


def test_rotation_keeps_the_newest_backup_with_books(_user_data_dir):
    path = user_file(_user_data_dir)
    store = four_books(path)
    good = make_backup(path)
    for book in store.books():
        store.set_deleted(book.id)
    store.store.close()
    empties = [make_backup(path) for _ in range(12)]
    kept = list_backups(path)
    assert good in kept and len(kept) == 11 and empties[0] not in kept
    assert latest_backup(path) == good  # an empty backup never becomes "latest" over one with books


def test_backups_keep_the_mode_of_the_file(_user_data_dir):
    path = user_file(_user_data_dir)
    four_books(path).store.close()
    os.chmod(path, 0o600)
    old = os.umask(0o022)
    try:
        made = make_backup(path)
        copy = make_backup(path, _user_data_dir / "copy.sqlite")
    finally:
        os.umask(old)
    assert stat.S_IMODE(made.stat().st_mode) == 0o600 and stat.S_IMODE(copy.stat().st_mode) == 0o600


# -- F3: a row that is not UTF-8 --------------------------------------------------------------------
def test_a_row_that_is_not_utf8_is_named_and_the_others_listed(_user_data_dir, capsys):
    path = user_file(_user_data_dir)
    store = four_books(path)
    zap = next(b.id for b in store.books() if b.name == "Zap")
    store.store.close()
    con = sqlite3.connect(path)
    con.execute("UPDATE user_book SET data = CAST(X'7B226E616D65223A2022FF' AS TEXT) WHERE id = ?", (zap,))
    con.commit()
    con.close()
    assert main(["data", "check"]) == 1
    out = capsys.readouterr().out
    assert "DAMAGED" in out and f"spellbook {zap} 'Zap': data is not UTF-8" in out
    assert main(["books", "list"]) == 1
    captured = capsys.readouterr()
    assert {"Fire", "Heal", "Wall"} <= set(captured.out.split()) and "Zap" not in captured.out
    line = one_line(captured.err)
    assert "Zap" in line and "cannot be read" in line and "could not write" not in line


# -- F4: a minimal .o8d ---------------------------------------------------------------------------------
@pytest.mark.parametrize("command", [["validate"], ["import"], ["books", "save"]])
def test_an_empty_deck_is_one_line_not_a_traceback(_user_data_dir, tmp_path, capsys, command):
    deck = tmp_path / "min.o8d"
    deck.write_text("<deck/>", encoding="utf-8")
    assert main(command + [str(deck)]) == 2
    assert "min.o8d" in one_line(capsys.readouterr().err)
    assert BookStore(UserStore(user_file(_user_data_dir))).books() == []


def test_a_readme_is_not_a_spellbook(capsys):
    assert main(["validate", str(ROOT / "README.md")]) == 2
    captured = capsys.readouterr()
    assert "not a spellbook" in one_line(captured.err) and captured.out == ""


# -- F7: a book and its first version are one transaction --------------------------------------------
def test_a_book_saved_on_a_full_disk_leaves_neither_book_nor_version(_user_data_dir):
    path = user_file(_user_data_dir)
    store = UserStore(path)
    versions = VersionStore(store)
    books = BookStore(store)
    store.engine.dispose()

    @event.listens_for(store.engine, "connect")
    def _full(dbapi_con, _record):  # a real SQLITE_FULL: the file may not grow by one page
        dbapi_con.execute(f"PRAGMA max_page_count = {dbapi_con.execute('PRAGMA page_count').fetchone()[0]}")

    book = Spellbook(name="Big", mage="Wizard", entries=[BookEntry("fireball", 2)], notes="x" * 20000)
    with pytest.raises(UserDataError) as err:
        versions.create_book(book, 20)
    assert err.value.kind == "write" and "full" in str(err.value)
    event.remove(store.engine, "connect", _full)
    store.engine.dispose()
    assert books.books() == []
    con = sqlite3.connect(path)
    assert con.execute("SELECT count(*) FROM user_book_version").fetchone()[0] == 0
    con.close()
    book_id = versions.create_book(book, 20)
    assert books.load(book_id).notes == book.notes and [v.version for v in versions.versions(book_id)] == [1]


# -- F9: collection limits hold on the total; what is exported imports back --------------------------
def test_collection_limits_hold_on_the_total_and_exports_import_back(_user_data_dir, tmp_path, capsys):
    assert main(["collection", "add", "core", "60"]) == 0
    assert main(["collection", "add", "core", "60"]) == 2
    assert "limit" in one_line(capsys.readouterr().err)
    user = UserCollection(UserStore(user_file(_user_data_dir)))
    assert user.products() == {"core": 60}
    assert main(["collection", "add", "Fireball", "3"]) == 0
    assert main(["collection", "remove", "Dispel", "1"]) == 0
    before = (user.products(), user.adjustments())
    mine = tmp_path / "mine.csv"
    assert main(["collection", "export", str(mine)]) == 0
    assert main(["collection", "import", "--replace", str(mine)]) == 0
    assert (user.products(), user.adjustments()) == before
    capsys.readouterr()
    # two lines of one product add up, and the total is over the limit: nothing is stored
    doubled = tmp_path / "doubled.csv"
    doubled.write_text("product,card,code,count\ncore,,,60\ncore,,,60\n", encoding="utf-8")
    assert main(["collection", "import", "--replace", str(doubled)]) == 2
    assert "--replace nothing was changed" in one_line(capsys.readouterr().err)
    assert (user.products(), user.adjustments()) == before
    assert main(["collection", "import", str(doubled)]) == 1  # merge: the good line counts, the second is an error
    capsys.readouterr()
    assert user.products() == {"core": 60}


# -- F5, F6 and the data folder: every failure is one line, exit 2 ---------------------------------------
def _cli(data_dir: Path, *argv: str, limit: int | None = None) -> subprocess.CompletedProcess:
    """The real CLI in a child process; `limit` caps every file it writes (a full disk: EFBIG)."""
    def cap() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    env = dict(os.environ, SPELLFORGE_DATA_DIR=str(data_dir))
    return subprocess.run([sys.executable, "-m", "spellforge", *argv], cwd=ROOT, capture_output=True, text=True,
                          env=env, preexec_fn=cap if limit else None, timeout=300)


@pytest.mark.skipif(os.name != "posix", reason="RLIMIT_FSIZE is POSIX")
def test_a_full_disk_reads_and_refuses_writes_in_one_line(_user_data_dir, library_in_data_dir, tmp_path):
    # the library is in the data folder already (as the first, unlimited command would build it)
    warlock = str(OFFICIAL_DIR / CORE_BOOKS["Warlock"])
    assert _cli(_user_data_dir, "books", "save", warlock).returncode == 0
    for side in ("-wal", "-shm"):  # as after the last program closed the file
        Path(str(user_file(_user_data_dir)) + side).unlink(missing_ok=True)
    before = user_file(_user_data_dir).read_bytes()
    listed = _cli(_user_data_dir, "books", "list", limit=8192)
    assert listed.returncode == 0 and "Warlock" in listed.stdout, listed.stderr
    assert "note:" in listed.stderr and "Traceback" not in listed.stderr
    saved = _cli(_user_data_dir, "books", "save", warlock, limit=8192)
    assert saved.returncode == 2 and "full" in one_line(saved.stderr)
    out = tmp_path / "names.csv"
    out.write_text("old\n", encoding="utf-8")
    exported = _cli(_user_data_dir, "translations", "export", "-o", str(out), limit=8192)
    assert exported.returncode == 2 and "names.csv" in one_line(exported.stderr)
    assert out.read_text(encoding="utf-8") == "old\n" and user_file(_user_data_dir).read_bytes() == before


def test_a_data_folder_that_cannot_exist_is_one_line_and_leaves_no_temp_library(tmp_path, capsys):
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    temp_before = {p.name for p in Path(tempfile.gettempdir()).glob("spellforge-*")}
    assert main(["--data-dir", str(blocker / "data"), "library", "stats"]) == 2
    assert "data folder" in one_line(capsys.readouterr().err)
    assert {p.name for p in Path(tempfile.gettempdir()).glob("spellforge-*")} <= temp_before


# -- F10 and the newer-schema note -----------------------------------------------------------------------
def _newer(path: Path, drop_column: str | None = None) -> None:
    con = sqlite3.connect(path)
    if drop_column:
        con.execute(f"ALTER TABLE user_book DROP COLUMN {drop_column}")
    con.execute(f"PRAGMA user_version = {user_schema.SCHEMA_VERSION + 1}")
    con.commit()
    con.close()


def test_a_newer_store_is_read_with_the_promised_note(_user_data_dir, capsys):
    path = user_file(_user_data_dir)
    four_books(path).store.close()
    _newer(path)
    assert main(["books", "list"]) == 0
    captured = capsys.readouterr()
    assert "Fire" in captured.out and "note:" in captured.err and "newer Spellforge" in captured.err


def test_a_newer_store_with_a_dropped_column_is_one_line_not_could_not_write(_user_data_dir, capsys):
    path = user_file(_user_data_dir)
    four_books(path).store.close()
    before = path.read_bytes()
    _newer(path, drop_column="tags")
    before = path.read_bytes()
    assert main(["books", "list"]) == 2
    line = one_line(capsys.readouterr().err)
    assert "newer Spellforge" in line and "could not write" not in line
    assert path.read_bytes() == before
    assert check(path).newer


def test_more_boxes_never_take_a_card_past_its_limit(_user_data_dir, capsys):
    assert main(["collection", "add", "core", "60"]) == 0  # 300 Dispels
    assert main(["collection", "add", "Dispel", "9600"]) == 0  # 9,900 in all
    capsys.readouterr()
    assert main(["collection", "add", "core", "30"]) == 2  # 450 + 9,600 would pass 9,999
    assert "dispel" in one_line(capsys.readouterr().err)
    assert UserCollection(UserStore(user_file(_user_data_dir))).products() == {"core": 60}
    assert main(["collection", "add", "core", "19"]) == 0
