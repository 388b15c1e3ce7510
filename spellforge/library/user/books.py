"""The user's spellbooks and the app's session state, in the user database.

Books are rows (autosaved on every edit, never files); a deleted book is only marked deleted so
deleting can be undone. The book itself is stored as JSON of the domain `Spellbook`.

Every save bumps the book's revision. A writer that read revision r saves "only if still r"
(`save(..., expected=r)`): when another window or command saved in between, it gets
StaleBookError instead of silently overwriting their change.
"""

from __future__ import annotations

import json
import time
from typing import Optional

from sqlmodel import Field, SQLModel, select

from spellforge.domain.spellbook import Spellbook
from spellforge.library.user.rows import BookSummary, book_from_json, book_to_json, summary_of  # noqa: F401
from spellforge.library.user.messages import UserMessage
from spellforge.library.user.store import UserDataError, UserStore, shared_store


class StaleBookError(UserDataError):
    """The book was saved elsewhere since this writer read it."""

    def __init__(self, book_id: int, expected: int, found: int | None):
        super().__init__(UserMessage("stale_book", book_id=book_id, found=found, expected=expected), "stale")
        self.book_id, self.expected, self.found = book_id, expected, found


class DeletedBookError(UserDataError):
    """The book was deleted elsewhere since this writer read it: a save would go into a hidden row."""

    def __init__(self, book_id: int):
        super().__init__(UserMessage("deleted_book", book_id=book_id), "stale")
        self.book_id = book_id


class StaleRenameError(StaleBookError):
    """The book was changed or deleted elsewhere since the rename was asked for: not renamed."""

    def __init__(self, book_id: int, name: str, new: str, expected: int, found: int | None):
        code = "rename_deleted" if found is None else "stale_rename"
        UserDataError.__init__(self, UserMessage(code, name=name, new=new, found=found, expected=expected), "stale")
        self.book_id, self.expected, self.found = book_id, expected, found


class UnreadableBookError(UserDataError):
    """One book's row cannot be decoded (not UTF-8, not JSON): the other books still can."""

    def __init__(self, book_id: int, name: str, why: str, path=None):
        super().__init__(UserMessage("unreadable_book", path=path or "user.sqlite", book_id=book_id, name=name, why=why),
                         "damaged", path)
        self.book_id, self.name = book_id, name


def decode_book(book_id: int, name: str, data: bytes | str, path=None) -> Spellbook:
    """The book of a row's raw `data` bytes, or UnreadableBookError naming it."""
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
        return book_from_json(text)
    except UnicodeDecodeError:
        raise UnreadableBookError(book_id, name, UserMessage("book_not_utf8"), path) from None
    except (ValueError, KeyError, TypeError, AttributeError) as e:
        raise UnreadableBookError(book_id, name, UserMessage("book_broken_json", detail=str(e)), path) from None


def _text(raw: bytes | str | None) -> str | None:
    """A short text column read as bytes (a damaged one shows replacement characters)."""
    return raw.decode("utf-8", errors="replace") if isinstance(raw, bytes) else raw


class UserBook(SQLModel, table=True):
    __tablename__ = "user_book"
    id: Optional[int] = Field(default=None, primary_key=True)
    name: str
    mage: Optional[str] = Field(default=None, index=True)
    tags: str = ""  # "\n"-joined, for filtering without decoding the JSON
    data: str  # json of the Spellbook
    created: float
    modified: float = Field(index=True)
    deleted: bool = Field(default=False, index=True)
    revision: int = 0  # schema v2: bumped by every save


class UserSessionValue(SQLModel, table=True):
    __tablename__ = "user_session"
    key: str = Field(primary_key=True)
    value: str  # json


def _one_line(name: str | None) -> str:
    """A book's name as stored: one line (a newline or tab pasted into it became a space)."""
    from spellforge.safetext import clean_line

    return clean_line(name) if name else (name or "")


class BookStore:
    def __init__(self, store: UserStore | None = None):
        self.store = store or shared_store()
        self.store.ensure(UserBook, UserSessionValue)

    # -- books -----------------------------------------------------------------------------------
    def create(self, book: Spellbook) -> int:
        book.name = _one_line(book.name)
        now = time.time()
        row = UserBook(name=book.name, mage=book.mage, tags="\n".join(book.tags), data=book_to_json(book),
                       created=now, modified=now)
        with self.store.session() as s:
            s.add(row)
            s.flush()
            return int(row.id)

    def save(self, book_id: int, book: Spellbook, expected: int | None = None) -> int:
        """Store the book; with `expected`, only if its revision is still that one (else
        StaleBookError); never into a deleted row (DeletedBookError). Returns the new revision."""
        book.name = _one_line(book.name)
        data = book_to_json(book)
        # Plain SQL in one BEGIN IMMEDIATE transaction: the editor saves after every edit, and
        # the ORM's bookkeeping cost more than the write itself.
        with self.store.connection() as con:
            row = con.execute("SELECT revision, deleted FROM user_book WHERE id = ?", (book_id,)).fetchone()
            if row is None:
                raise KeyError(book_id)
            if row[1]:
                raise DeletedBookError(book_id)
            if expected is not None and row[0] != expected:
                raise StaleBookError(book_id, expected, row[0])
            con.execute("UPDATE user_book SET name = ?, mage = ?, tags = ?, data = ?, modified = ?, revision = ? "
                        "WHERE id = ?", (book.name, book.mage, "\n".join(book.tags), data, time.time(), row[0] + 1,
                                         book_id))
            return row[0] + 1

    def load(self, book_id: int) -> Spellbook | None:
        loaded = self.load_with_revision(book_id)
        return loaded[0] if loaded else None

    def load_with_revision(self, book_id: int) -> tuple[Spellbook, int] | None:
        """The book and its revision; UnreadableBookError when its row cannot be decoded."""
        with self.store.connection() as con:
            # as bytes: a row damaged into invalid UTF-8 is named, not a failure of the store
            row = con.execute("SELECT CAST(data AS BLOB), revision, CAST(name AS BLOB) FROM user_book "
                              "WHERE id = ? AND NOT deleted", (book_id,)).fetchone()
        if row is None:
            return None
        return decode_book(book_id, _text(row[2]), row[0], self.store.path), row[1]

    def revision(self, book_id: int) -> int | None:
        with self.store.session() as s:
            row = s.get(UserBook, book_id)
            return row.revision if row else None

    def exists(self, book_id: int) -> bool:
        return self.load(book_id) is not None

    _SUMMARY = (UserBook.id, UserBook.name, UserBook.mage, UserBook.tags, UserBook.modified)

    _summary = staticmethod(summary_of)

    def books(self, mage: str | None = None, tag: str | None = None) -> list[BookSummary]:
        """Books not deleted, most recently changed first, optionally only one mage's or tag's.
        Summaries only: the books' JSON is neither read nor parsed."""
        with self.store.connection() as con:  # bytes: one damaged name never hides the list
            rows = con.execute("SELECT id, CAST(name AS BLOB), CAST(mage AS BLOB), CAST(tags AS BLOB), modified "
                               "FROM user_book WHERE NOT deleted ORDER BY modified DESC").fetchall()
        out = [self._summary((i, _text(n) or "", _text(m), _text(t) or "", mod)) for i, n, m, t, mod in rows]
        return [b for b in out if (not mage or b.mage == mage) and (not tag or tag in b.tags)]

    def summary(self, book_id: int) -> BookSummary | None:
        """One book's summary (None when it is deleted or gone): what a list row shows."""
        with self.store.connection() as con:
            row = con.execute("SELECT id, name, mage, tags, modified FROM user_book WHERE id = ? AND NOT deleted",
                              (book_id,)).fetchone()
        return self._summary(row) if row else None

    def duplicate(self, book_id: int, name: str) -> int:
        book = self.load(book_id)
        if book is None:
            raise KeyError(book_id)
        book.name = name
        return self.create(book)

    def rename(self, book_id: int, name: str, expected: int | None = None) -> tuple[int, int]:
        """Change only the name of the book as stored, in one transaction: whatever another
        window saved meanwhile stays. With `expected` (the revision the name was asked for at),
        a book changed, renamed or deleted since is not renamed (StaleRenameError): the other
        change stays. Returns (revision renamed, new revision)."""
        name = _one_line(name)
        with self.store.connection() as con:
            row = con.execute("SELECT CAST(data AS BLOB), revision, CAST(name AS BLOB), deleted FROM user_book "
                              "WHERE id = ?", (book_id,)).fetchone()
            if row is None:
                raise KeyError(book_id)
            if expected is not None and (row[3] or row[1] != expected):
                raise StaleRenameError(book_id, _text(row[2]) or "", name, expected, None if row[3] else row[1])
            book = decode_book(book_id, _text(row[2]), row[0], self.store.path)
            book.name = name
            con.execute("UPDATE user_book SET name = ?, data = ?, modified = ?, revision = ? WHERE id = ?",
                        (name, book_to_json(book), time.time(), row[1] + 1, book_id))
            return row[1], row[1] + 1

    def set_deleted(self, book_id: int, deleted: bool = True) -> None:
        """Delete (or bring back) a book; the row stays so the deletion can be undone."""
        with self.store.session() as s:
            row = s.get(UserBook, book_id)
            if row is None:
                raise KeyError(book_id)
            row.deleted = deleted
            s.add(row)

    def purge_deleted(self) -> int:
        with self.store.session() as s:
            rows = s.exec(select(UserBook).where(UserBook.deleted == True)).all()  # noqa: E712
            for r in rows:
                s.delete(r)
            return len(rows)

    def open_in_window(self) -> list[int]:
        """The books a running window of this data folder has open (its session), else none."""
        from spellforge.paths import window_running

        if not window_running(self.store.path.parent):
            return []
        try:
            return [int(i) for i in self.value("open_books") or []]
        except (TypeError, ValueError):
            return []

    # -- session state ---------------------------------------------------------------------------
    def set_value(self, key: str, value) -> None:
        with self.store.session() as s:
            row = s.get(UserSessionValue, key) or UserSessionValue(key=key, value="null")
            row.value = json.dumps(value, ensure_ascii=False)
            s.add(row)

    def set_values(self, values: dict) -> None:
        """Several session values in one transaction (the open books and the current one)."""
        with self.store.connection() as con:
            con.executemany("INSERT INTO user_session (key, value) VALUES (?, ?) "
                            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                            [(k, json.dumps(v, ensure_ascii=False)) for k, v in values.items()])

    def value(self, key: str, default=None):
        with self.store.session() as s:
            row = s.get(UserSessionValue, key)
            return json.loads(row.value) if row else default
