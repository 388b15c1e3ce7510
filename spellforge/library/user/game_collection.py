"""Another game's collection in user.sqlite: the products (boxes) the user owns, per game.

Games other than Mage Wars (spellforge/games/) whose collection is a set of boxes keep it here,
in the same database as the Mage Wars collection and with the same guarantees (user_store.py:
WAL and synchronous=FULL, BEGIN IMMEDIATE, read-only when the file is newer or unwritable, a
damaged file refused with one clear line; user_backup.py's backups, check and restore cover it).
A brand-new table, created on first use (UserStore.ensure); the Mage Wars tables are untouched.

Which products exist is the game's, not this table's: the game's registry record
(spellforge.games GameInfo.products) lists its boxes, so an unknown id is refused before it is
stored, and a name in any of the three languages finds its box. Rows of products this version
does not know (written by a newer one with more boxes) are kept, never deleted by a save.

A game's earlier file (Mage Knight's `mage-knight/collection.json`) is imported once, in the
same transaction as a marker in user_meta, so a second run never imports it again.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timezone

from sqlmodel import Field, SQLModel, delete, select

from spellforge import games
from spellforge.library.user.store import UserStore, shared_store


class UserGameProduct(SQLModel, table=True):
    __tablename__ = "user_game_product"
    game: str = Field(primary_key=True)  # spellforge.games GameInfo.id: "mage-knight"
    product: str = Field(primary_key=True)  # the game's product id (db/<game>/products.csv)
    added: str = ""  # when it was marked owned (UTC, ISO 8601), informative only


class UnknownProductError(ValueError):
    """A product id the game's record does not list."""

    def __init__(self, game: games.GameInfo, product: str):
        self.game, self.product = game, product
        known = ", ".join(p.id for p in game.collection_products())
        super().__init__(f"{product!r} is not a {game.name} product; known: {known}")


class GameCollection:
    """The owned products of one game in one UserStore."""

    def __init__(self, game: str, store: UserStore | None = None):
        try:
            self.info = games.find(game)
        except StopIteration:
            raise ValueError(f"no game {game!r} in the registry (spellforge/games/__init__.py)") from None
        self.known = {p.id: p for p in self.info.collection_products()}
        if not self.known:
            raise ValueError(f"{self.info.name} has no collection of products (its registry record lists none)")
        self.game = game
        self.store = store or shared_store()
        self.store.ensure(UserGameProduct)

    def find_product(self, name: str) -> games.GameProduct | None:
        return find_product(self.known.values(), name)

    def _check(self, products: Iterable[str]) -> None:
        for p in products:
            if p not in self.known:
                raise UnknownProductError(self.info, p)

    def products(self) -> set[str]:
        if self.store.readonly and not self._has_table():  # a read-only file from before this table
            return set()
        with self.store.session() as s:
            return set(s.exec(select(UserGameProduct.product).where(UserGameProduct.game == self.game)))

    def _has_table(self) -> bool:
        with self.store.connection() as con:
            return con.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
                               (UserGameProduct.__tablename__,)).fetchone() is not None

    def set_owned(self, product: str, owned: bool) -> None:
        self._check([product])
        self.store.require_writable()
        with self.store.session() as s:
            row = s.get(UserGameProduct, (self.game, product))
            if owned and row is None:
                s.add(UserGameProduct(game=self.game, product=product, added=_now()))
            elif not owned and row is not None:
                s.delete(row)

    def replace(self, products: Iterable[str], expected: Iterable[str] | None = None) -> None:
        """The owned products this version knows become exactly `products`, in one transaction.
        With `expected` (the owned products the writer showed), only while they are still those
        (else StaleCollectionError): a window's ticks never undo a command's change."""
        wanted = set(products)
        self._check(wanted)
        self.store.require_writable()
        with self.store.session() as s:
            have = set(s.exec(select(UserGameProduct.product).where(UserGameProduct.game == self.game)))
            have &= self.known.keys()  # a newer version's boxes stay owned
            if expected is not None and set(expected) != have:
                from spellforge.library.user.collection import StaleCollectionError

                raise StaleCollectionError(self.info.name, ", ".join(sorted(expected)) or "—",
                                           ", ".join(sorted(have)) or "—")
            if have - wanted:
                s.exec(delete(UserGameProduct).where(UserGameProduct.game == self.game,
                                                     UserGameProduct.product.in_(have - wanted)))
            for p in sorted(wanted - have):
                s.add(UserGameProduct(game=self.game, product=p, added=_now()))

    def change(self, add: Iterable[str] = (), remove: Iterable[str] = ()) -> set[str]:
        """Own the products in `add` and no longer those in `remove`, in one transaction on what
        is stored (parallel commands all count). Returns the products owned afterwards."""
        add, remove = set(add), set(remove)
        self._check(add | remove)
        self.store.require_writable()
        with self.store.session() as s:
            have = set(s.exec(select(UserGameProduct.product).where(UserGameProduct.game == self.game)))
            if have & remove:
                s.exec(delete(UserGameProduct).where(UserGameProduct.game == self.game,
                                                     UserGameProduct.product.in_(have & remove)))
            for p in sorted(add - have - remove):
                s.add(UserGameProduct(game=self.game, product=p, added=_now()))
            return (have - remove) | add

    # -- a one-time import of the game's earlier collection file ---------------------------------
    def _marker(self, name: str) -> str:
        return f"{self.game}:imported:{name}"

    def imported(self, name: str) -> bool:
        with self.store.connection() as con:
            return con.execute("SELECT 1 FROM user_meta WHERE key = ?", (self._marker(name),)).fetchone() is not None

    def import_once(self, name: str, products: Iterable[str]) -> bool:
        """Add `products` (kept with what is already owned) and mark `name` imported, in one
        transaction; False when `name` was imported before (nothing is changed). Ids the game
        does not list are kept too, like a newer version's rows: they are the user's."""
        self.store.require_writable()
        with self.store.connection() as con:
            marker = self._marker(name)
            if con.execute("SELECT 1 FROM user_meta WHERE key = ?", (marker,)).fetchone():
                return False
            con.executemany("INSERT OR IGNORE INTO user_game_product (game, product, added) VALUES (?, ?, ?)",
                            [(self.game, p, _now()) for p in sorted(set(products))])
            con.execute("INSERT INTO user_meta (key, value) VALUES (?, ?)", (marker, _now()))
        return True


def find_product(products: Iterable[games.GameProduct], name: str) -> games.GameProduct | None:
    """The product whose id or name in any language is `name` (case and ё/е ignored)."""
    key = _fold(name)
    return next((p for p in products if key == _fold(p.id) or key in {_fold(n) for _lang, n in p.names if n}), None)


def _fold(text: str) -> str:
    return text.strip().casefold().replace("ё", "е")


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")
