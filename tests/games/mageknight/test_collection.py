"""The Mage Knight collection in the user database: the earlier collection.json is imported once
and kept; the boxes get the Mage Wars collection's guarantees (backup and restore, read-only and
damaged files refused clearly) and never mix with the Mage Wars collection."""

from __future__ import annotations

import json
import sqlite3

import pytest

from spellforge.cli import main
from spellforge.games.mageknight import collection
from spellforge.games.mageknight.store import library
from spellforge.library.user import schema as user_schema
from spellforge.library.user.backup import make_backup, restore
from spellforge.library.user.collection import UserCollection
from spellforge.library.user.game_collection import GameCollection
from spellforge.library.user.store import UserStore


@pytest.fixture(scope="module")
def lib():
    return library()


def _legacy(data_dir, products) -> None:
    folder = data_dir / "mage-knight"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "collection.json").write_text(json.dumps({"version": 1, "products": products}), encoding="utf-8")


def test_the_earlier_json_is_imported_once_and_kept_as_a_backup(lib, _user_data_dir):
    _legacy(_user_data_dir, ["base", "krang", "a_box_from_the_future"])
    assert collection.load_owned(lib) == ["base", "krang"]
    old = _user_data_dir / "mage-knight" / "collection.json"
    kept = _user_data_dir / "mage-knight" / "collection.json.imported"
    assert not old.exists() and json.loads(kept.read_text(encoding="utf-8"))["products"][0] == "base"
    assert GameCollection("mage-knight").products() == {"base", "krang", "a_box_from_the_future"}  # nothing dropped
    collection.save_owned(["base"])
    kept.replace(old)  # the old file comes back (a copy from elsewhere): never imported twice
    assert collection.load_owned(lib) == ["base"]


def test_an_unreadable_json_is_kept_aside_and_said_once(lib, _user_data_dir):
    """Issue 42: an unreadable earlier file blocked every `mk collection` command for good; now the
    first says so and keeps it (renamed, byte for byte), and the next ones work."""
    path = _user_data_dir / "mage-knight" / "collection.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"products": ["base",')
    with pytest.raises(collection.CollectionError, match=r"collection\.json: cannot be read .*kept as "
                                                         r"collection\.json\.unreadable"):
        collection.load_owned(lib)
    assert (path.parent / "collection.json.unreadable").read_bytes() == b'{"products": ["base",'
    assert not path.exists()
    assert main(["mk", "collection", "--add", "krang"]) == 0  # the way forward: the next command works
    assert collection.load_owned(lib) == ["krang"]


def test_backup_and_restore_bring_the_boxes_back(lib, _user_data_dir):
    collection.save_owned(["base", "lost_legion"])
    user_file = _user_data_dir / "user.sqlite"
    backup = make_backup(user_file, reason="test")
    collection.save_owned([])
    assert collection.load_owned(lib) == []
    aside = restore(user_file, backup)
    assert collection.load_owned(lib) == ["base", "lost_legion"]
    assert aside is not None and aside.exists()  # the replaced file is moved aside, never deleted


def test_read_only_and_damaged_user_data_are_refused_clearly(lib, _user_data_dir):
    collection.save_owned(["shades_of_tezla"])
    user_file = _user_data_dir / "user.sqlite"
    con = sqlite3.connect(user_file)
    con.execute(f"PRAGMA user_version = {user_schema.SCHEMA_VERSION + 1}")  # written by a newer Spellforge
    con.commit()
    con.close()
    assert collection.load_owned(lib) == ["shades_of_tezla"]  # still readable
    with pytest.raises(collection.CollectionError, match="newer Spellforge"):
        collection.save_owned(["base"])
    con = sqlite3.connect(user_file)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # what a damaged disk hits: the checkpointed file
    con.close()
    user_file.write_bytes(b"this is not a database" * 100)
    with pytest.raises(collection.CollectionError, match="damaged"):
        collection.load_owned(lib)
    assert user_file.read_bytes() == b"this is not a database" * 100  # left for `spellforge data restore`


def test_the_mage_wars_collection_is_not_touched(lib, _user_data_dir):
    mage_wars = UserCollection(UserStore())
    mage_wars.set_product("core", 2)
    collection.save_owned(["base", "krang"])
    assert mage_wars.products() == {"core": 2}
    assert GameCollection("mage-knight").products() == {"base", "krang"}
    with sqlite3.connect(_user_data_dir / "user.sqlite") as con:  # the boxes are kept per game
        assert con.execute("SELECT DISTINCT game FROM user_game_product").fetchall() == [("mage-knight",)]


def test_owned_in_a_search_follows_the_stored_boxes(lib, _user_data_dir):
    from spellforge.games.mageknight.search import MKSearch

    collection.save_owned(["krang"])
    search = MKSearch(lib, owned_sets=lambda: collection.owned_sets(lib))
    assert {r.set for r in search.run("owned:yes").rows} == {"krang"}


def test_the_registry_record_lists_the_boxes_of_its_library(lib, _user_data_dir):
    """The record's products (games/__init__.py → collection:products) are the library's boxes,
    in db/mage-knight/products.csv's order, found by their names in any language."""
    from spellforge.games import find

    boxes = find("mage-knight").collection_products()
    assert [p.id for p in boxes] == list(lib.products)[:len(boxes)] and boxes[0].id == "base"
    assert collection.product_id("Пропавший легион") == "lost_legion"
    assert collection.product_id("cienie tezli") == "shades_of_tezla" and collection.product_id("Gloomhaven") is None
    owned_in = GameCollection("mage-knight")
    with pytest.raises(ValueError, match="'krangg' is not a Mage Knight product"):
        owned_in.set_owned("krangg", True)
