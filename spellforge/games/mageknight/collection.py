"""Mage Knight collection by product: which boxes you own and what they give you.

Copies do not matter in Mage Knight (nothing is constructed), so the collection is the set of
products owned. It lives in the user database beside the Mage Wars collection
(library/user/game_collection.py: the same WAL, full sync, backups, check and restore). The
earlier `mage-knight/collection.json` is imported once and then kept, renamed
`collection.json.imported`, as a backup; an unreadable one is left as it is and reported.
"""

from __future__ import annotations

import json
from contextlib import contextmanager
from pathlib import Path

from spellforge import paths
from spellforge.fileio import read_limited
from spellforge.games.mageknight.library import GAME_DIR, MKLibrary

GAME_ID = "mage-knight"  # its registry record (games/__init__.py)
LEGACY_FILE = "collection.json"
IMPORTED_SUFFIX = ".imported"


class CollectionError(ValueError):
    """One line for the player; `message` keeps the user data's code (said in the reader's language
    by spellforge.i18n.user_data_words.say)."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def collection_path() -> Path:
    """The collection file of earlier versions (imported once into the user database)."""
    return paths.data_dir() / GAME_DIR / LEGACY_FILE


def products() -> list:
    """Its boxes for the registry record (games/__init__.py): the stored library's products."""
    from spellforge.games import GameProduct
    from spellforge.games.mageknight.store import library

    return [GameProduct(p.id, (("en", p.names.en), ("ru", p.names.ru), ("pl", p.names.pl)))
            for p in library().products.values()]


def open_collection(store=None):
    """The game's collection in the user database (`store`: a UserStore to share, e.g. the
    window's); a damaged or unusable database is a CollectionError with one clear line."""
    from spellforge.library.user.game_collection import GameCollection
    from spellforge.library.user.store import UserDataError

    from spellforge.library.user.store import shared_store

    try:
        return GameCollection(GAME_ID, store or shared_store())  # the window's, when it runs
    except UserDataError as exc:
        from spellforge.library.user.messages import UserMessage

        raise CollectionError(UserMessage("game_collection_unusable", error=exc.message, game="Mage Knight")) from None


@contextmanager
def _opened():
    """A collection on a store of its own, closed after use (the CLI, one-off reads)."""
    owned_in = open_collection()
    try:
        yield owned_in
    finally:
        owned_in.store.close()


def import_legacy(lib: MKLibrary, collection, path: Path | None = None) -> bool:
    """Import the earlier JSON file once; True when it was imported now."""
    from spellforge.library.user.store import UserDataError

    path = path or collection_path()
    if not path.exists() or collection.store.readonly:
        return False
    try:
        if collection.imported(LEGACY_FILE):
            return False
        data = json.loads(read_limited(path, 64 * 1024).decode("utf-8"))
    except (OSError, ValueError, RecursionError) as exc:
        from spellforge.library.user.messages import UserMessage

        aside = _move_aside(path)  # kept, never deleted: it no longer blocks every collection command
        if aside is None:
            raise CollectionError(UserMessage("earlier_file_unreadable", path=path, detail=exc)) from None
        raise CollectionError(UserMessage("earlier_file_moved", path=path, detail=exc, aside=aside.name)) from None
    except UserDataError as exc:
        raise CollectionError(exc.message) from None
    owned = data.get("products", []) if isinstance(data, dict) else []
    try:
        done = collection.import_once(LEGACY_FILE, [p for p in owned if isinstance(p, str) and p])
    except UserDataError as exc:
        raise CollectionError(exc.message) from None
    if done:
        try:  # kept as a backup, under a name that says it is no longer read
            path.replace(path.with_name(path.name + IMPORTED_SUFFIX))
        except OSError:
            pass  # the marker in the database already prevents a second import
    return done


def _move_aside(path: Path) -> Path | None:
    """An earlier file that cannot be read, renamed to NAME.unreadable (numbered past any taken)."""
    aside, n = path.with_name(path.name + ".unreadable"), 2
    while aside.exists():
        aside, n = path.with_name(f"{path.name}.unreadable-{n}"), n + 1
    try:
        path.rename(aside)
    except OSError:
        return None
    return aside


def load_owned(lib: MKLibrary, collection=None) -> list[str]:
    """The owned products, in the library's order (products the library does not know are kept
    in the database but not listed)."""
    from spellforge.library.user.store import UserDataError

    if collection is None:
        with _opened() as collection:
            return load_owned(lib, collection)
    import_legacy(lib, collection)
    try:
        owned = collection.products()
    except UserDataError as exc:
        raise CollectionError(exc.message) from None
    return [p for p in lib.products if p in owned]


def save_owned(owned: list[str], collection=None, expected: list[str] | None = None) -> None:
    """The owned products become `owned`; with `expected` (what the writer showed) only while the
    stored ones are still those: StaleCollectionError (a UserDataError) passes through as it is."""
    from spellforge.library.user.collection import StaleCollectionError
    from spellforge.library.user.game_collection import UnknownProductError
    from spellforge.library.user.store import UserDataError

    if collection is None:
        with _opened() as collection:
            return save_owned(owned, collection, expected)
    try:
        collection.replace(owned, expected=expected)
    except StaleCollectionError:
        raise
    except (UserDataError, UnknownProductError) as exc:
        raise CollectionError(getattr(exc, "message", str(exc))) from None


def change_owned(lib: MKLibrary, add: list[str], remove: list[str], collection) -> list[str]:
    """Add and remove products in one transaction on what is stored (parallel commands all
    count); returns the owned products in the library's order."""
    from spellforge.library.user.game_collection import UnknownProductError
    from spellforge.library.user.store import UserDataError

    import_legacy(lib, collection)
    try:
        owned = collection.change(add, remove) if add or remove else collection.products()
    except (UserDataError, UnknownProductError) as exc:
        raise CollectionError(getattr(exc, "message", str(exc))) from None
    return [p for p in lib.products if p in owned]


def owned_sets(lib: MKLibrary, collection=None) -> set[str] | None:
    """The sets the owned products hold (for `owned:` in a search); None when nothing is owned
    or the collection cannot be read."""
    try:
        owned = load_owned(lib, collection)
    except CollectionError:
        return None
    return {s for p in owned for s in lib.products[p].sets} or None


def product_id(name: str) -> str | None:
    """The box `name` (its id or its name in any language) stands for, from the registry's list."""
    from spellforge.games import find
    from spellforge.library.user.game_collection import find_product

    found = find_product(find(GAME_ID).collection_products(), name)
    return found.id if found else None


def summary(lib: MKLibrary, owned: list[str]) -> dict:
    """What owning these products gives: the sets, the heroes and the card counts."""
    sets = sorted({s for p in owned for s in lib.products[p].sets})
    heroes = [h.id for h in lib.heroes.values() if h.set in sets]
    return {"products": owned, "sets": sets, "heroes": heroes,
            "cards": lib.cards_in_sets(frozenset(sets)),
            "not_owned": [p for p in lib.products if p not in owned],
            # a co-op or solo game needs a spare hero deck for the dummy player (MK L1040)
            "max_players_with_dummy": max(0, len(heroes) - 1)}
