"""Another game's boxes in user.sqlite (library/user/game_collection.py): per game, replaced in
one transaction, an earlier file imported only once, readable from a read-only file that
predates the table. The games here are the test's own registry records (the shared mechanism
must not need any real game: tests/games/test_without_mage_knight.py runs this without one)."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

import pytest

from spellforge import games
from spellforge.games import GameProduct
from spellforge.library.user.game_collection import GameCollection, UnknownProductError
from spellforge.library.user.store import UserDataError, UserStore

BOXES = (GameProduct("base", (("en", "Base box"), ("ru", "Базовая коробка"), ("pl", "Pudełko podstawowe"))),
         GameProduct("lost_legion", (("en", "The Lost Legion"), ("ru", "Пропавший легион"), ("pl", "Zaginiony Legion"))),
         GameProduct("krang", (("en", "Krang"), ("ru", "Крэнг"), ("pl", "Krang"))))


@dataclass(frozen=True)
class BoxGame(games.GameInfo):
    """A registry record whose boxes are given here rather than by a game package."""

    def collection_products(self) -> tuple[GameProduct, ...]:
        return BOXES if self.products else ()


@pytest.fixture(autouse=True)
def box_games(monkeypatch):
    records = (BoxGame("boxes", "Boxes", products="given"), BoxGame("boxes-twin", "Twin", products="given"),
               BoxGame("no-boxes", "No Boxes"))
    monkeypatch.setattr(games, "GAMES", games.GAMES + records)


def test_owned_products_per_game(_user_data_dir):
    mk = GameCollection("boxes", UserStore())
    mk.set_owned("base", True)
    mk.set_owned("krang", True)
    mk.set_owned("base", True)  # owning twice is owning
    assert mk.products() == {"base", "krang"}
    mk.replace(["krang", "lost_legion"])
    assert mk.products() == {"krang", "lost_legion"}
    mk.set_owned("krang", False)
    assert mk.products() == {"lost_legion"}
    assert GameCollection("boxes-twin", mk.store).products() == set()  # another game's boxes are its own


def test_the_registry_says_which_products_exist(_user_data_dir):
    mk = GameCollection("boxes", UserStore())
    with pytest.raises(UnknownProductError, match="'krangg' is not a Boxes product; known: base, lost_legion, krang"):
        mk.set_owned("krangg", True)
    with pytest.raises(UnknownProductError):
        mk.replace(["base", "no_such_box"])
    assert mk.products() == set()  # nothing half-done
    # a name in any language finds its box, whatever the reader's language
    assert mk.find_product("Пропавший легион").id == "lost_legion"
    assert mk.find_product("zaginiony legion").id == "lost_legion"
    assert mk.find_product("KRANG").id == "krang" and mk.find_product("Gloomhaven") is None


def test_a_newer_versions_boxes_survive_a_save(_user_data_dir):
    mk = GameCollection("boxes", UserStore())
    with mk.store.connection() as con:  # a box a newer Spellforge knows
        con.execute("INSERT INTO user_game_product (game, product, added) VALUES ('boxes', 'future_box', '')")
    mk.replace(["krang"])
    assert mk.products() == {"krang", "future_box"}


def test_a_window_never_undoes_a_commands_change_of_the_boxes(_user_data_dir):
    """Issue 42: the view saves all its ticks at once; a box a command added meanwhile refuses
    that save (StaleCollectionError), and commands change what is stored, never a stale copy."""
    from spellforge.library.user.collection import StaleCollectionError

    window = GameCollection("boxes", UserStore())
    command = GameCollection("boxes", UserStore(_user_data_dir / "user.sqlite"))
    shown = sorted(window.products())  # nothing ticked
    assert command.change(add=["krang"]) == {"krang"}  # `mk collection --add krang`
    with pytest.raises(StaleCollectionError, match="Boxes in the collection was changed elsewhere"):
        window.replace(["base"], expected=shown)  # the window's tick of the base box
    assert window.products() == {"krang"}
    window.replace(["base", "krang"], expected=["krang"])
    assert command.change(add=["lost_legion"], remove=["base"]) == {"krang", "lost_legion"}
    command.store.close()


def test_a_game_without_products_has_no_collection_of_boxes(_user_data_dir):
    assert games.find("no-boxes").collection_products() == ()
    with pytest.raises(ValueError, match="No Boxes has no collection of products"):
        GameCollection("no-boxes", UserStore())
    with pytest.raises(ValueError, match="no game 'gloomhaven' in the registry"):
        GameCollection("gloomhaven", UserStore())


def test_an_earlier_file_is_imported_once(_user_data_dir):
    mk = GameCollection("boxes", UserStore())
    mk.set_owned("krang", True)
    assert mk.import_once("collection.json", ["base", "krang"]) is True
    assert mk.products() == {"base", "krang"} and mk.imported("collection.json")
    mk.replace([])
    assert mk.import_once("collection.json", ["base"]) is False
    assert mk.products() == set()  # the user's later choice stands


def test_read_only_store_reads_and_refuses_writes(_user_data_dir):
    path = _user_data_dir / "user.sqlite"
    UserStore(path).close()  # a user database from before this table
    mk = GameCollection("boxes", UserStore(path, readonly=True))
    assert mk.products() == set()
    with pytest.raises(UserDataError) as e:
        mk.set_owned("base", True)
    assert e.value.kind == "readonly"
    with sqlite3.connect(path) as con:
        assert con.execute("SELECT name FROM sqlite_master WHERE name = 'user_game_product'").fetchone() is None
