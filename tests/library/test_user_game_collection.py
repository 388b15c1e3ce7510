"""Another game's boxes in user.sqlite (library/user_game_collection.py): per game, replaced in
one transaction, an earlier file imported only once, readable from a read-only file that
predates the table."""

from __future__ import annotations

import sqlite3

import pytest

from spellforge.library.user_game_collection import GameCollection
from spellforge.library.user_store import UserDataError, UserStore


def test_owned_products_per_game(_user_data_dir):
    mk = GameCollection("mage-knight", UserStore())
    mk.set_owned("base", True)
    mk.set_owned("krang", True)
    mk.set_owned("base", True)  # owning twice is owning
    assert mk.products() == {"base", "krang"}
    mk.replace(["krang", "lost_legion"])
    assert mk.products() == {"krang", "lost_legion"}
    mk.set_owned("krang", False)
    assert mk.products() == {"lost_legion"}
    assert GameCollection("sword-and-sorcery", mk.store).products() == set()


def test_an_earlier_file_is_imported_once(_user_data_dir):
    mk = GameCollection("mage-knight", UserStore())
    mk.set_owned("krang", True)
    assert mk.import_once("collection.json", ["base", "krang"]) is True
    assert mk.products() == {"base", "krang"} and mk.imported("collection.json")
    mk.replace([])
    assert mk.import_once("collection.json", ["base"]) is False
    assert mk.products() == set()  # the user's later choice stands


def test_read_only_store_reads_and_refuses_writes(_user_data_dir):
    path = _user_data_dir / "user.sqlite"
    UserStore(path).close()  # a user database from before this table
    mk = GameCollection("mage-knight", UserStore(path, readonly=True))
    assert mk.products() == set()
    with pytest.raises(UserDataError) as e:
        mk.set_owned("base", True)
    assert e.value.kind == "readonly"
    with sqlite3.connect(path) as con:
        assert con.execute("SELECT name FROM sqlite_master WHERE name = 'user_game_product'").fetchone() is None
