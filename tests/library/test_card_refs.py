"""Item 13: a card renamed in db/ takes the user's rows with it (by its printings' GUIDs); a card
that vanished keeps its rows untouched."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from spellforge import paths
from spellforge.collection import Catalog, load_collection
from spellforge.domain import BookEntry, Spellbook
from spellforge.library import Library
from spellforge.library.card_refs import follow_library
from spellforge.library.user.books import BookStore
from spellforge.library.user.collection import UserCollection
from spellforge.library.user.names import load_user_names, set_user_name
from spellforge.library.user.store import UserStore


def renamed_source(tmp_path: Path) -> Path:
    """db/ with Fireball renamed to "Fire Ball" (new id fire-ball) everywhere it is named."""
    src = tmp_path / "db"
    shutil.copytree(paths.db_source_dir(), src)
    core = src / "sets" / "core.json"
    data = json.loads(core.read_text(encoding="utf-8"))
    for card in data["cards"]:
        if card["name"] == "Fireball":
            card["name"] = "Fire Ball"
    core.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    for csv in src.rglob("*.csv"):
        text = csv.read_text(encoding="utf-8")
        csv.write_text(re.sub(r"^fireball,", "fire-ball,", text, flags=re.M).replace(",Fireball,", ",Fire Ball,"),
                       encoding="utf-8")
    return src


@pytest.fixture(scope="module")
def renamed_library(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("renamed")
    return Library.build_and_open(tmp / "lib", renamed_source(tmp))


def test_user_rows_follow_a_renamed_card(library, renamed_library, _user_data_dir):
    store = UserStore()
    before = Library(library.path)
    follow_library(before, store)  # the library the rows were made with
    coll, books = UserCollection(store), BookStore(store)
    coll.set_product("core", 1)
    coll.set_adjustment("fireball", 3)  # "+3 fireball"
    coll.mark_assembled("Box", {"fireball": 2, "dispel": 1})
    book_id = books.create(Spellbook(name="Fire", mage="Warlock", entries=[BookEntry("fireball", 2)]))
    set_user_name(store, "fireball", "ru", "Мой огненный шар")

    assert renamed_library.card("fireball") is None and renamed_library.card("fire-ball") is not None
    assert follow_library(renamed_library, store) == {"fireball": "fire-ball"}
    assert coll.adjustments() == {"fire-ball": 3}
    owned = load_collection(coll).owned(Catalog.from_library(renamed_library))
    assert owned["fire-ball"] == 3 + 3 and "fireball" not in owned  # counted once, with the 3 core copies
    assert coll.assembled() == {"Box": {"fire-ball": 2, "dispel": 1}}
    assert books.load(book_id).quantities() == {"fire-ball": 2}
    assert load_user_names(store) == {("fire-ball", "ru"): ("Мой огненный шар", "user")}
    assert follow_library(renamed_library, store) == {}  # once per library


def test_rows_of_a_vanished_card_are_kept_as_they_are(library, _user_data_dir):
    store = UserStore()
    follow_library(Library(library.path), store)
    coll, books = UserCollection(store), BookStore(store)
    coll.set_adjustment("no-such-card", 2)
    book_id = books.create(Spellbook(name="Odd", entries=[BookEntry("no-such-card", 1), BookEntry("dispel", 1)]))
    with store.connection() as con:  # as if the library had changed since
        con.execute("DELETE FROM user_meta")
    assert follow_library(Library(library.path), store) == {}
    assert coll.adjustments() == {"no-such-card": 2}
    assert books.load(book_id).quantities() == {"no-such-card": 1, "dispel": 1}
