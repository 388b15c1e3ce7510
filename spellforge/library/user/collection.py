"""The user's collection in user.sqlite: owned products with counts, signed per-card adjustments
(singles and promos bought, copies lost), and the spellbooks the user has physically assembled.

An assembled book is stored as a snapshot of its cards: the physical book holds the copies that
were put in it, whatever later happens to the file it came from. All SQL for the collection is
here; the logic (owned counts, buildability, allocation) lives in `spellforge.collection`.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime, timezone

from sqlmodel import Field, SQLModel, delete, select

from spellforge.library.user.messages import UserMessage
from spellforge.library.user.store import UserDataError, UserStore, shared_store

ANY = object()  # a write that does not depend on what was there (an import, a command's own choice)


class CollectionLimitError(ValueError):
    """A change would take a count over its limit; nothing was written."""


class StaleCollectionError(UserDataError):
    """A count (or an assembled book) is no longer what the writer read: another window or a
    command changed it meanwhile. Nothing was written; the other change stays."""

    def __init__(self, what: str, expected, found):
        super().__init__(UserMessage("stale_collection", what=what, expected=_shown(expected), found=_shown(found)),
                         "stale")
        self.what, self.expected, self.found = what, expected, found


def _shown(value) -> str:
    """A count, or an assembled book's cards, in a message."""
    if isinstance(value, Mapping):
        return str(sum(value.values()))
    return "—" if value is None else str(value)


def _cards(quantities: Mapping[str, int] | None) -> dict[str, int] | None:
    return None if quantities is None else {c: n for c, n in quantities.items() if n > 0}


def _check(what: str, expected, found) -> None:
    if expected is not ANY and expected != found:
        raise StaleCollectionError(what, expected, found)


class UserOwnedProduct(SQLModel, table=True):
    __tablename__ = "user_owned_product"
    product: str = Field(primary_key=True)  # product code from products.csv: core, fvw, …
    count: int = 0


class UserCardAdjustment(SQLModel, table=True):
    __tablename__ = "user_card_adjustment"
    card_id: str = Field(primary_key=True)
    delta: int = 0  # + singles/promos bought, − copies lost or sold


class UserAssembledBook(SQLModel, table=True):
    __tablename__ = "user_assembled_book"
    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(index=True, unique=True)
    source: str = ""  # where the book came from (file path or book id), informative only
    mage: str | None = None
    assembled_at: str = ""


class UserAssembledCard(SQLModel, table=True):
    __tablename__ = "user_assembled_card"
    book_id: int = Field(foreign_key="user_assembled_book.id", primary_key=True, ondelete="CASCADE")
    card_id: str = Field(primary_key=True)
    qty: int = 0


TABLES = (UserOwnedProduct, UserCardAdjustment, UserAssembledBook, UserAssembledCard)


class UserCollection:
    """Reads and writes the collection tables of one UserStore."""

    def __init__(self, store: UserStore | None = None):
        self.store = store or shared_store()
        self.store.ensure(*TABLES)

    # -- products ------------------------------------------------------------------------------
    def products(self) -> dict[str, int]:
        with self.store.session() as s:
            return {r.product: r.count for r in s.exec(select(UserOwnedProduct)) if r.count > 0}

    def set_product(self, product: str, count: int, expected=ANY) -> None:
        """Set a count; with `expected` (the count the writer showed), only if it is still that
        one (else StaleCollectionError): a window never writes over a command's change."""
        with self.store.session() as s:
            row = s.get(UserOwnedProduct, product)
            _check(product, expected, row.count if row else 0)
            self._set_product(s, product, count)

    @staticmethod
    def _set_product(s, product: str, count: int) -> None:
        row = s.get(UserOwnedProduct, product)
        if count <= 0:
            if row:
                s.delete(row)
        elif row:
            row.count = count
            s.add(row)
        else:
            s.add(UserOwnedProduct(product=product, count=count))

    def change_product(self, product: str, by: int, limit: int | None = None) -> int:
        """Add `by` (may be negative) boxes in one transaction: parallel changes all count. A
        total over `limit` changes nothing (CollectionLimitError)."""
        with self.store.session() as s:
            row = s.get(UserOwnedProduct, product)
            old = row.count if row else 0
            new = max(0, old + by)
            if limit is not None and new > limit and by > 0:
                raise CollectionLimitError(f"{product}: {old} + {by} = {new} boxes is over the limit of {limit}")
            self._set_product(s, product, new)
            return new

    # -- single cards --------------------------------------------------------------------------
    def adjustments(self) -> dict[str, int]:
        with self.store.session() as s:
            return {r.card_id: r.delta for r in s.exec(select(UserCardAdjustment)) if r.delta}

    def set_adjustment(self, card_id: str, delta: int, expected=ANY) -> None:
        """Set a card's adjustment; with `expected`, only if it is still that (StaleCollectionError)."""
        with self.store.session() as s:
            row = s.get(UserCardAdjustment, card_id)
            _check(card_id, expected, row.delta if row else 0)
            self._set_adjustment(s, card_id, delta)

    @staticmethod
    def _set_adjustment(s, card_id: str, delta: int) -> None:
        row = s.get(UserCardAdjustment, card_id)
        if delta == 0:
            if row:
                s.delete(row)
        elif row:
            row.delta = delta
            s.add(row)
        else:
            s.add(UserCardAdjustment(card_id=card_id, delta=delta))

    def change_adjustment(self, card_id: str, by: int, floor: int | None = None, ceiling: int | None = None) -> int:
        """Add `by` to a card's adjustment in one transaction (never below `floor`; above
        `ceiling` nothing changes: CollectionLimitError)."""
        with self.store.session() as s:
            row = s.get(UserCardAdjustment, card_id)
            new = (row.delta if row else 0) + by
            if floor is not None:
                new = max(floor, new)
            if ceiling is not None and new > ceiling and by > 0:
                raise CollectionLimitError(f"{card_id}: {by} more copies would be over the limit")
            self._set_adjustment(s, card_id, new)
            return new

    def update(self, products: Mapping[str, int] | None = None, adjustments: Mapping[str, int] | None = None,
               replace: bool = False) -> None:
        """Set many counts in one transaction (an import); `replace` clears everything first."""
        with self.store.session() as s:
            if replace:
                s.exec(delete(UserOwnedProduct))
                s.exec(delete(UserCardAdjustment))
                s.flush()
            for product, count in (products or {}).items():
                self._set_product(s, product, count)
            for card_id, delta in (adjustments or {}).items():
                self._set_adjustment(s, card_id, delta)

    def transform(self, change) -> tuple[dict[str, int], dict[str, int]]:
        """Read the products and adjustments, `change(products, adjustments)` -> the whole new
        (products, adjustments), and write them, all in one transaction: a merge never loses a
        parallel change, and a change that raises writes nothing. Returns what was written."""
        with self.store.session() as s:
            products = {r.product: r.count for r in s.exec(select(UserOwnedProduct)) if r.count > 0}
            adjustments = {r.card_id: r.delta for r in s.exec(select(UserCardAdjustment)) if r.delta}
            new_products, new_adjustments = change(products, adjustments)
            for product in set(products) - set(new_products):
                self._set_product(s, product, 0)
            for card_id in set(adjustments) - set(new_adjustments):
                self._set_adjustment(s, card_id, 0)
            for product, count in new_products.items():
                self._set_product(s, product, count)
            for card_id, delta in new_adjustments.items():
                self._set_adjustment(s, card_id, delta)
            return new_products, new_adjustments

    def state(self) -> tuple[dict[str, int], dict[str, int], dict[str, dict[str, int]]]:
        """(products, adjustments, assembled) read in one transaction (the editor's Owned marks)."""
        # Plain SQL rows, not ORM objects: the editor reads this after every edit of a book.
        with self.store.session() as s:
            run = s.connection().exec_driver_sql
            products = {p: n for p, n in run("SELECT product, count FROM user_owned_product") if n > 0}
            adjustments = {c: d for c, d in run("SELECT card_id, delta FROM user_card_adjustment") if d}
            if not (products or adjustments):
                return products, adjustments, {}
            books = run("SELECT id, name FROM user_assembled_book ORDER BY id").all()
            assembled: dict[str, dict[str, int]] = {name: {} for _id, name in books}
            names = dict(books)
            for book_id, card_id, qty in run("SELECT book_id, card_id, qty FROM user_assembled_card"):
                if qty > 0 and book_id in names:
                    assembled[names[book_id]][card_id] = qty
            return products, adjustments, assembled

    # -- assembled books -----------------------------------------------------------------------
    def assembled(self) -> dict[str, dict[str, int]]:
        """Book name -> card id -> copies, in the order the books were assembled."""
        with self.store.session() as s:
            return self._assembled(s)

    @staticmethod
    def _assembled(s) -> dict[str, dict[str, int]]:
        books = s.exec(select(UserAssembledBook).order_by(UserAssembledBook.id)).all()
        out: dict[str, dict[str, int]] = {b.name: {} for b in books}
        names = {b.id: b.name for b in books}
        for c in s.exec(select(UserAssembledCard)):
            if c.qty > 0 and c.book_id in names:
                out[names[c.book_id]][c.card_id] = c.qty
        return out

    def assembled_info(self) -> list[tuple[str, str, str | None, str]]:
        """(name, source, mage, assembled_at) of every assembled book, oldest first."""
        with self.store.session() as s:
            return [(b.name, b.source, b.mage, b.assembled_at)
                    for b in s.exec(select(UserAssembledBook).order_by(UserAssembledBook.id))]

    def _cards_of(self, s, book) -> dict[str, int] | None:
        if book is None:
            return None
        return {c.card_id: c.qty for c in s.exec(select(UserAssembledCard).where(UserAssembledCard.book_id == book.id))
                if c.qty > 0}

    def mark_assembled(self, name: str, quantities: Mapping[str, int], source: str = "", mage: str | None = None,
                       expected=ANY) -> None:
        """Record (or re-record) a physically assembled book with its cards. With `expected` (the
        cards the writer read, None: not assembled) only if they are still those
        (StaleCollectionError)."""
        with self.store.session() as s:
            book = s.exec(select(UserAssembledBook).where(UserAssembledBook.name == name)).first()
            if expected is not ANY:
                _check(name, _cards(expected), self._cards_of(s, book))
            if book is None:
                book = UserAssembledBook(name=name)
            book.source, book.mage = source, mage
            book.assembled_at = datetime.now(timezone.utc).isoformat(timespec="seconds")
            s.add(book)
            s.flush()
            s.exec(delete(UserAssembledCard).where(UserAssembledCard.book_id == book.id))
            for card_id, qty in quantities.items():
                if qty > 0:
                    s.add(UserAssembledCard(book_id=book.id, card_id=card_id, qty=qty))

    def unmark_assembled(self, name: str, expected=ANY) -> bool:
        """Take a book apart; False when no assembled book has that name. With `expected` (the
        cards the writer read) only if they are still those (StaleCollectionError)."""
        with self.store.session() as s:
            book = s.exec(select(UserAssembledBook).where(UserAssembledBook.name == name)).first()
            if expected is not ANY:
                _check(name, _cards(expected), self._cards_of(s, book))
            if book is None:
                return False
            s.exec(delete(UserAssembledCard).where(UserAssembledCard.book_id == book.id))
            s.delete(book)
            return True
