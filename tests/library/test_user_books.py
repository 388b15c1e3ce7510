"""Spellbooks and session state in the user database."""

from __future__ import annotations

import pytest

from spellforge.domain import BookEntry, Spellbook, UnresolvedLine
from spellforge.library.user.books import BookStore
from spellforge.library.user.store import UserStore


def warlock_book() -> Spellbook:
    return Spellbook(name="Fire and shadow", mage="Warlock", entries=[BookEntry("fireball", 2), BookEntry("dispel", 1)],
                     candidates=[BookEntry("firestorm", 1)], notes="aggro", tags=["tournament", "fire"],
                     unresolved=[UnresolvedLine(7, "Fierball x2", ["fireball"])])


def test_round_trip_survives_reopening_the_database(tmp_path):
    store = BookStore(UserStore(tmp_path / "user.sqlite"))
    book_id = store.create(warlock_book())
    store.store.close()
    again = BookStore(UserStore(tmp_path / "user.sqlite"))
    assert again.load(book_id) == warlock_book()


def test_save_list_filter_and_order(tmp_path):
    store = BookStore(UserStore(tmp_path / "user.sqlite"))
    a = store.create(warlock_book())
    b = store.create(Spellbook(name="Healer", mage="Priestess", tags=["casual"]))
    book = store.load(a)
    book.add("fireball")
    store.save(a, book)
    assert [s.id for s in store.books()] == [a, b]  # most recently saved first
    assert [s.name for s in store.books(mage="Priestess")] == ["Healer"]
    assert [s.id for s in store.books(tag="tournament")] == [a]
    assert store.load(a).quantities()["fireball"] == 3


def test_duplicate_rename_and_undoable_delete(tmp_path):
    store = BookStore(UserStore(tmp_path / "user.sqlite"))
    a = store.create(warlock_book())
    c = store.duplicate(a, "Copy")
    store.rename(a, "Renamed")
    assert {s.name for s in store.books()} == {"Renamed", "Copy"}
    store.set_deleted(a)
    assert [s.id for s in store.books()] == [c] and store.load(a) is None
    store.set_deleted(a, False)
    assert store.load(a).name == "Renamed"
    store.set_deleted(c)
    assert store.purge_deleted() == 1 and [s.id for s in store.books()] == [a]


def test_session_values(tmp_path):
    store = BookStore(UserStore(tmp_path / "user.sqlite"))
    assert store.value("open_books", []) == []
    store.set_value("open_books", [3, 1])
    store.set_value("open_books", [1])
    assert store.value("open_books") == [1]


def test_a_book_name_is_stored_on_one_line(_user_data_dir):
    """Issue 42: newlines and tabs were stored in book names (a pasted name, a JSON file)."""
    from spellforge.domain.spellbook import Spellbook
    from spellforge.library.user.books import BookStore
    from spellforge.library.user.store import UserStore

    store = BookStore(UserStore())
    book_id = store.create(Spellbook(name="Fire\nand\tIce"))
    assert store.load(book_id).name == "Fire and Ice" and store.summary(book_id).name == "Fire and Ice"
    store.save(book_id, Spellbook(name="Line\r\nbreak"))
    assert "\n" not in store.load(book_id).name and "\r" not in store.load(book_id).name
    store.rename(book_id, "Tab\there")
    assert store.load(book_id).name == "Tab here"
    from spellforge.library.user.versions import VersionStore

    saved = VersionStore(store.store).create_book(Spellbook(name="Two\nlines\tand a tab"), 0)  # books save --name
    assert store.summary(saved).name == "Two lines and a tab" == store.load(saved).name


def test_a_constraint_failure_is_not_called_damage(_user_data_dir):
    """Issue 42: the window and a command on one campaign showed "the database is damaged (UNIQUE
    constraint failed …)": a constraint two writers met is not damage, and `data check` agrees."""
    import sqlite3

    from spellforge.library.user.store import UserStore, friendly

    store = UserStore()
    with pytest.raises(sqlite3.IntegrityError) as caught:
        con = sqlite3.connect(":memory:")
        con.execute("CREATE TABLE t (k PRIMARY KEY)")
        con.execute("INSERT INTO t VALUES (1), (1)")
    error = friendly(caught.value, store.path)
    assert error.kind != "damaged" and "damaged" not in str(error) and "UNIQUE" in str(error)
