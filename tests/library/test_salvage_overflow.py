"""Issue 29, F1: salvage reads books whose JSON spills onto SQLite's overflow pages (every real
book does), whatever part of the file is damaged: the header, the page size, the schema page or
the table's root page."""

from __future__ import annotations

import sqlite3
import struct
from functools import partial
from pathlib import Path

import pytest

from spellforge.formats import read_spellbook, write_spellbook
from spellforge.library.user.backup import read_all, salvage_report
from spellforge.library.user.books import BookStore
from spellforge.library.user.store import UserStore
from spellforge.rules import validate
from tests.conftest import DECKS_DIR



def _verdict(book, lib) -> dict:
    return validate(book, lib).to_dict()


@pytest.fixture(scope="module")
def official_store(library, tmp_path_factory):
    """A checkpointed user.sqlite holding the 45 real books, and their sources' verdicts by name."""
    path = tmp_path_factory.mktemp("official") / "user.sqlite"
    store = BookStore(UserStore(path))
    verdicts = {}
    for deck in sorted(DECKS_DIR.glob("*/*.o8d")):
        book = read_spellbook(deck, library).book
        book.name = f"{deck.parent.name} {deck.stem}"
        store.create(book)
        verdicts[book.name] = _verdict(book, library)
    store.store.close()
    con = sqlite3.connect(path)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    assert len(verdicts) == 45
    return path, verdicts


def _copy(src: Path, tmp_path: Path) -> Path:
    dest = tmp_path / "user.sqlite"
    dest.write_bytes(src.read_bytes())
    return dest


def _overwrite(path: Path, offset: int, data: bytes) -> None:
    with open(path, "r+b") as fh:
        fh.seek(offset)
        fh.write(data)


def _root_page(path: Path, table: str) -> int:
    con = sqlite3.connect(path)
    try:
        return con.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)).fetchone()[0]
    finally:
        con.close()


def _salvaged(path: Path, out: Path, library) -> tuple[dict, list[str]]:
    files, unreadable = salvage_report(path, out, partial(write_spellbook, lib=library, fmt="json"))
    books = {}
    for f in files:
        book = read_spellbook(f, library).book
        books[book.name] = _verdict(book, library)
    return books, unreadable


def test_the_real_books_are_longer_than_a_page(official_store):
    """The premise of F1: a real book's JSON spills onto overflow pages."""
    path, _ = official_store
    con = sqlite3.connect(path)
    longest = con.execute("SELECT max(length(CAST(data AS BLOB))) FROM user_book").fetchone()[0]
    con.close()
    assert longest > 4096


def test_first_16_bytes_overwritten_gives_back_all_45_books(official_store, tmp_path, library):
    path, verdicts = official_store
    damaged = _copy(path, tmp_path)
    _overwrite(damaged, 0, b"\x00" * 16)
    with pytest.raises(sqlite3.DatabaseError):
        sqlite3.connect(damaged).execute("SELECT count(*) FROM user_book").fetchone()
    books, unreadable = _salvaged(damaged, tmp_path / "out", library)
    assert books == verdicts and unreadable == []


@pytest.mark.parametrize("damage", ["header", "page size", "schema page"])
def test_every_header_damage_gives_back_every_book(official_store, tmp_path, library, damage):
    path, verdicts = official_store
    damaged = _copy(path, tmp_path)
    if damage == "header":
        _overwrite(damaged, 0, b"\xff" * 100)
    elif damage == "page size":
        _overwrite(damaged, 16, struct.pack(">H", 1000))
    else:  # page 1 after its 100-byte header: the schema's B-tree
        _overwrite(damaged, 100, b"\x00" * 3996)
    books, unreadable = _salvaged(damaged, tmp_path / "out", library)
    assert books == verdicts and unreadable == []


def test_a_damaged_root_page_loses_only_the_books_on_it(official_store, tmp_path, library):
    path, verdicts = official_store
    damaged = _copy(path, tmp_path)
    root = _root_page(damaged, "user_book")
    _overwrite(damaged, (root - 1) * 4096, b"\x00" * 4096)
    books, unreadable = _salvaged(damaged, tmp_path / "out", library)
    # 45 books do not fit one page: the root is an interior page and holds no book itself.
    assert books == verdicts and unreadable == []


def test_a_damaged_overflow_page_is_counted_and_the_others_come_back(official_store, tmp_path, library):
    path, verdicts = official_store
    damaged = _copy(path, tmp_path)
    con = sqlite3.connect(damaged)
    # the dbstat table names every overflow page and its owner
    try:
        rows = con.execute("SELECT pageno FROM dbstat WHERE name = 'user_book' AND pagetype = 'overflow' "
                           "ORDER BY pageno LIMIT 1").fetchall()
    except sqlite3.OperationalError:
        pytest.skip("this SQLite has no dbstat")
    finally:
        con.close()
    _overwrite(damaged, 0, b"\x00" * 16)
    _overwrite(damaged, (rows[0][0] - 1) * 4096, b"\x00" * 4096)  # its chain now ends early
    books, unreadable = _salvaged(damaged, tmp_path / "out", library)
    assert len(books) == 44 and len(unreadable) == 1
    lost = unreadable[0]
    assert all(books[name] == verdicts[name] for name in books)
    assert [n for n in verdicts if n not in books] and lost.endswith(")")


def test_salvage_finds_the_newest_copy_in_the_wal(library, tmp_path):
    path = tmp_path / "wal" / "user.sqlite"
    path.parent.mkdir()
    store = BookStore(UserStore(path))
    deck = sorted(DECKS_DIR.glob("official-spellbooks/*.o8d"))[0]
    book = read_spellbook(deck, library).book
    book_id = store.create(book)
    con = sqlite3.connect(path)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    book.notes = "the newest save, only in the WAL " * 50
    store.save(book_id, book)
    wal = Path(str(path) + "-wal")
    assert wal.stat().st_size > 0
    wal_copy, main_copy = wal.read_bytes(), path.read_bytes()  # as a kill -9 leaves them
    store.store.close()  # closing checkpoints: put both back as they were
    wal.write_bytes(wal_copy)
    path.write_bytes(main_copy)
    assert b"the newest save" not in main_copy
    _overwrite(path, 0, b"\x00" * 16)
    found = read_all(path)
    assert [b.data["notes"] for b in found.books] == [book.notes]
