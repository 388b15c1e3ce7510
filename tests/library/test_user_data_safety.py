"""Issue 13 (part A): the user database survives damage, old and new versions, read-only places,
parallel writers and library renames. Each test reproduces one item of the issue's list."""

from __future__ import annotations

import multiprocessing
import sqlite3
from functools import partial
from pathlib import Path

import pytest

from spellforge.cli import main
from spellforge.domain import BookEntry, Spellbook
from spellforge.formats import write_spellbook
from spellforge.library import Library
from spellforge.library.user import schema as user_schema
from spellforge.library.user.backup import check, list_backups, make_backup, readable_books, restore, salvage
from spellforge.library.user.books import BookStore, StaleBookError
from spellforge.library.user.collection import UserCollection
from spellforge.library.user.names import load_user_names
from spellforge.library.user.store import UserDataError, UserStore
from tests.conftest import CORE_BOOKS, OFFICIAL_DIR

FIXTURES = Path(__file__).parent / "fixtures"
V1_FIXTURE_SQL = FIXTURES / "user-v1.sql"  # a dump of what the first releases' code wrote (schema version 1)


@pytest.fixture(autouse=True)
def _library_from_session(library, monkeypatch):
    """The real open_library (with the user database), on a fresh copy of the session library."""
    monkeypatch.setattr(Library, "open_or_build", classmethod(lambda cls, *a, **k: Library(library.path)))


def user_file(data_dir: Path) -> Path:
    return data_dir / "user.sqlite"


def damage(path: Path) -> None:
    """Item 1: overwrite the first 100 bytes (the SQLite header) of a checkpointed file."""
    con = sqlite3.connect(path)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    with open(path, "r+b") as fh:
        fh.write(b"\xff" * 100)


def two_books(path: Path) -> BookStore:
    store = BookStore(UserStore(path))
    store.create(Spellbook(name="Fire", mage="Warlock", entries=[BookEntry("fireball", 2)], notes="a\nb\tc"))
    store.create(Spellbook(name="Heal", mage="Priestess", entries=[BookEntry("minor-heal", 3)]))
    return store


# -- item 1: a damaged user.sqlite ---------------------------------------------------------------------
def test_damaged_user_db_breaks_only_the_commands_that_need_it(_user_data_dir, capsys):
    two_books(user_file(_user_data_dir)).store.close()
    damage(user_file(_user_data_dir))
    warlock = str(OFFICIAL_DIR / CORE_BOOKS["Warlock"])
    assert main(["validate", warlock]) == 0
    assert main(["card", "Fireball"]) == 0
    assert main(["export", warlock, "--to", "text"]) == 0
    capsys.readouterr()
    for argv in (["books", "list"], ["collection", "show"], ["collection", "add", "Fireball", "1"]):
        assert main(argv) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and "damaged" in err[0] and "user.sqlite" in err[0]
    assert main(["data", "check"]) == 1
    assert "DAMAGED" in capsys.readouterr().out


def test_salvage_reads_books_even_without_an_sqlite_header(_user_data_dir, tmp_path, library):
    two_books(user_file(_user_data_dir)).store.close()
    damage(user_file(_user_data_dir))
    files = salvage(user_file(_user_data_dir), tmp_path / "out", partial(write_spellbook, lib=library, fmt="json"))
    assert sorted(f.name for f in files) == ["Fire.json", "Heal.json"]
    from spellforge.formats import read_spellbook

    fire = read_spellbook(tmp_path / "out" / "Fire.json", library).book
    assert fire.quantities() == {"fireball": 2} and fire.notes == "a\nb\tc"


def test_restore_moves_the_damaged_file_aside_and_never_deletes_it(_user_data_dir, capsys):
    store = two_books(user_file(_user_data_dir))
    store.store.close()
    assert main(["data", "backup"]) == 0
    damage(user_file(_user_data_dir))
    damaged_bytes = user_file(_user_data_dir).read_bytes()
    assert main(["data", "restore", "--latest"]) == 0
    aside = [p for p in _user_data_dir.iterdir() if p.name.startswith("user.sqlite.replaced-")]
    assert len(aside) == 1 and aside[0].read_bytes() == damaged_bytes
    assert check(user_file(_user_data_dir)).ok
    assert {b.name for b in BookStore(UserStore(user_file(_user_data_dir))).books()} == {"Fire", "Heal"}
    assert main(["data", "restore", str(_user_data_dir / "nope.sqlite")]) == 2


def test_backups_rotate_and_keep_the_last_ten(_user_data_dir):
    two_books(user_file(_user_data_dir)).store.close()
    made = [make_backup(user_file(_user_data_dir)) for _ in range(13)]
    kept = list_backups(user_file(_user_data_dir))
    assert len(kept) == 10 and kept[0] == made[-1] and made[0] not in kept
    assert all(check(p).ok for p in kept)


# -- item 2: schema versions and migrations --------------------------------------------------------------
def copy_fixture(tmp_path: Path) -> Path:
    target = tmp_path / "old" / "user.sqlite"
    target.parent.mkdir()
    # Built from the text dump at test time: no binary database is committed.
    con = sqlite3.connect(target)
    con.executescript(V1_FIXTURE_SQL.read_text(encoding="utf-8"))
    con.close()
    return target


def test_the_version_1_fixture_is_what_the_first_releases_wrote(tmp_path):
    con = sqlite3.connect(f"file:{copy_fixture(tmp_path)}?mode=ro", uri=True)
    assert user_schema.version(con) == 0  # they wrote no version number
    assert "revision" not in {r[1] for r in con.execute("PRAGMA table_info(user_book)")}


@pytest.mark.parametrize("start", range(user_schema.SCHEMA_VERSION))
def test_migration_from_every_earlier_version_keeps_everything(tmp_path, start):
    path = copy_fixture(tmp_path)
    con = sqlite3.connect(path)
    if start:
        user_schema.migrate(con, start)
    assert user_schema.version(con) == start
    con.close()
    store = UserStore(path)
    assert store.version == user_schema.SCHEMA_VERSION and store.migrated == list(range(start + 1, user_schema.SCHEMA_VERSION + 1))
    books = BookStore(store)
    assert [b.name for b in books.books()] == ["Healer", "Fire and shadow"]
    fire = books.load(1)
    assert fire.quantities() == {"fireball": 2, "dispel": 1} and fire.notes == "aggro\nline two"
    assert fire.tags == ["tournament", "fire"] and books.value("open_books") == [1]
    coll = UserCollection(store)
    assert coll.products() == {"core": 1} and coll.adjustments() == {"fireball": 3}
    assert coll.assembled() == {"Warlock box": {"fireball": 2}}
    assert load_user_names(store) == {("fireball", "ru"): ("Огненный шар (мой)", "user")}
    assert books.save(1, fire, expected=books.revision(1)) == 1
    assert list_backups(path), "a backup is taken before migrating"


def test_an_unversioned_file_missing_a_column_gets_it_back(tmp_path):
    """Item 2: one column fewer (here user_book.tags) made every command fail or hid every book."""
    path = copy_fixture(tmp_path)
    con = sqlite3.connect(path)
    con.execute("ALTER TABLE user_book DROP COLUMN tags")
    con.commit()
    con.close()
    books = BookStore(UserStore(path))
    assert [b.name for b in books.books()] == ["Healer", "Fire and shadow"]


def test_a_newer_database_opens_read_only_with_a_clear_message(_user_data_dir, capsys):
    two_books(user_file(_user_data_dir)).store.close()
    con = sqlite3.connect(user_file(_user_data_dir))
    con.execute(f"PRAGMA user_version = {user_schema.SCHEMA_VERSION + 1}")
    con.commit()
    con.close()
    store = UserStore(user_file(_user_data_dir))
    assert store.readonly and "newer Spellforge" in store.reason
    books = BookStore(store)
    assert {b.name for b in books.books()} == {"Fire", "Heal"}
    with pytest.raises(UserDataError):
        books.create(Spellbook(name="x"))
    assert main(["books", "list"]) == 0
    note = capsys.readouterr().err.strip().splitlines()  # the note docs/data-safety.md promises (issue 29)
    assert len(note) == 1 and "note:" in note[0] and "newer Spellforge" in note[0]
    assert main(["books", "delete", "Fire"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "newer Spellforge" in err[0]
    assert user_schema.version(sqlite3.connect(user_file(_user_data_dir))) == user_schema.SCHEMA_VERSION + 1


# -- item 4: lost updates ----------------------------------------------------------------------------------
def test_a_stale_writer_is_refused(_user_data_dir):
    path = user_file(_user_data_dir)
    a, b = BookStore(UserStore(path)), BookStore(UserStore(path))
    book_id = a.create(Spellbook(name="Shared", mage="Priestess"))
    book_a, rev_a = a.load_with_revision(book_id)
    book_b, rev_b = b.load_with_revision(book_id)
    book_a.add("dispel")
    book_b.add("minor-heal")
    a.save(book_id, book_a, expected=rev_a)
    with pytest.raises(StaleBookError):
        b.save(book_id, book_b, expected=rev_b)
    assert a.load(book_id).quantities() == {"dispel": 1}


def _add_copies(path: str, n: int) -> None:
    user = UserCollection(UserStore(Path(path)))
    for _ in range(n):
        user.change_adjustment("fireball", 1)
    user.store.close()


def test_parallel_collection_adds_all_count(_user_data_dir):
    path = user_file(_user_data_dir)
    UserCollection(UserStore(path)).store.close()  # no connection crosses the fork
    ctx = multiprocessing.get_context("fork")
    procs = [ctx.Process(target=_add_copies, args=(str(path), 5)) for _ in range(8)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
    assert [p.exitcode for p in procs] == [0] * 8
    assert UserCollection(UserStore(path)).adjustments() == {"fireball": 40}


# -- item 11: a read-only data folder ----------------------------------------------------------------------
def test_a_read_only_store_reads_and_refuses_writes(_user_data_dir):
    two_books(user_file(_user_data_dir)).store.close()
    store = UserStore(user_file(_user_data_dir), readonly=True)
    books = BookStore(store)
    assert {b.name for b in books.books()} == {"Fire", "Heal"}
    with pytest.raises(UserDataError) as e:
        books.save(1, books.load(1))
    assert e.value.kind == "readonly"


def test_a_missing_database_in_a_read_only_place_is_empty(tmp_path):
    store = UserStore(tmp_path / "none" / "user.sqlite", readonly=True)
    assert BookStore(store).books() == [] and not (tmp_path / "none" / "user.sqlite").exists()


def test_check_reports_version_and_books(_user_data_dir):
    two_books(user_file(_user_data_dir)).store.close()
    health = check(user_file(_user_data_dir))
    assert health.ok and health.version == user_schema.SCHEMA_VERSION and health.books == 2
    assert len(readable_books(user_file(_user_data_dir))) == 2


# -- build: the commands that need no user data work whatever state user.sqlite is in ---------------------
def _make_newer(path: Path) -> None:
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {user_schema.SCHEMA_VERSION + 1}")
    con.commit()
    con.close()


@pytest.mark.parametrize("state", ["damaged", "newer", "missing"])
def test_every_command_without_user_data_works_on_a_bad_user_file(_user_data_dir, tmp_path, capsys, state):
    path = user_file(_user_data_dir)
    if state != "missing":
        two_books(path).store.close()
        (damage if state == "damaged" else _make_newer)(path)
    before = path.read_bytes() if path.exists() else None
    warlock = str(OFFICIAL_DIR / CORE_BOOKS["Warlock"])
    commands = [
        ["validate", warlock],
        ["card", "Fireball"],
        ["search", "fireball"],
        ["import", warlock, "--json"],
        ["export", warlock, "--to", "json", "-o", str(tmp_path / "w.json")],
        ["odds", "--dice", "4", "--armor", "2"],
        ["render", "Fireball", "-o", str(tmp_path / "f.png")],
        ["goldfish", warlock, "--policy", "greedy", "--games", "2", "--seed", "1"],
    ]
    for argv in commands:
        assert main(argv) == 0, (state, argv, capsys.readouterr().err)
        assert "Traceback" not in capsys.readouterr().err
    assert (tmp_path / "w.json").stat().st_size > 0 and (tmp_path / "f.png").read_bytes()[:4] == b"\x89PNG"
    if before is not None:  # nothing the user made is touched: the bad file is byte for byte what it was
        assert path.read_bytes() == before
