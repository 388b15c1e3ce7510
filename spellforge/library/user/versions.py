"""Saved versions of the user's spellbooks (user_book_version, schema v4).

The editor autosaves every edit into user_book; a version is a snapshot of that book that
survives restarts, like Moxfield's deck history. Snapshots coalesce: while the newest version is
younger than COALESCE_SECONDS it is updated in place, so a minute of editing leaves one version;
closing the book forces a new one (unless nothing changed since the newest). The points are
stored as the rules priced them when saved, so listing needs no library."""

from __future__ import annotations

import time
from dataclasses import dataclass

from sqlmodel import Field, SQLModel

from spellforge.domain.spellbook import Spellbook
from spellforge.library.user.books import book_from_json, book_to_json
from spellforge.library.user.store import UserStore, shared_store

COALESCE_SECONDS = 60.0


class UserBookVersion(SQLModel, table=True):
    __tablename__ = "user_book_version"
    book_id: int = Field(primary_key=True)
    version: int = Field(primary_key=True)
    saved_at: float
    points_used: int | None = None
    data: str  # json of the Spellbook, as user_book.data


@dataclass(frozen=True)
class BookVersion:
    book_id: int
    version: int
    saved_at: float
    points_used: int | None


class VersionStore:
    def __init__(self, store: UserStore | None = None):
        self.store = store or shared_store()
        self.store.ensure(UserBookVersion)

    def snapshot(self, book_id: int, book: Spellbook, points_used: int | None, *, force: bool = False,
                 now: float | None = None, revision: int | None = None) -> int | None:
        """Record the book; returns the version written (None: identical to the newest). With
        `revision` (the book's revision this content was saved as), only while the stored book is
        still that revision: a version of a book another window or command saved since is
        refused (StaleBookError), so it never replaces their version."""
        now = time.time() if now is None else now
        data = book_to_json(book)
        with self.store.connection() as con:  # plain SQL: this runs after every edit of a book
            if revision is not None:
                _check_revision(con, book_id, revision)
            return _snapshot(con, book_id, data, points_used, force, now)

    def replace_book(self, book_id: int, book: Spellbook, points_used: int | None, old_points: int | None,
                     expected: int, now: float | None = None) -> int | None:
        """Make `book` the stored book (its name, cards, notes) as a new version, keeping the book
        as it was as a version too, all in one transaction and only while the stored book is still
        revision `expected` (else StaleBookError / DeletedBookError: nothing written). Returns the
        version written, None when `book` is the newest version already (nothing changed)."""
        from spellforge.library.user.books import _one_line, _text, decode_book

        now = time.time() if now is None else now
        book.name = _one_line(book.name)
        data = book_to_json(book)
        with self.store.connection() as con:
            _check_revision(con, book_id, expected)
            old_name, old = con.execute("SELECT CAST(name AS BLOB), CAST(data AS BLOB) FROM user_book WHERE id = ?",
                                        (book_id,)).fetchone()
            # unreadable: named as it is stored (not by the name it was to get), and kept
            old = book_to_json(decode_book(book_id, _text(old_name), old, self.store.path))
            _snapshot(con, book_id, old, old_points, True, now)
            number = _snapshot(con, book_id, data, points_used, True, now)
            if number is not None:
                con.execute("UPDATE user_book SET name = ?, mage = ?, tags = ?, data = ?, modified = ?, "
                            "revision = revision + 1 WHERE id = ?",
                            (book.name, book.mage, "\n".join(book.tags), data, now, book_id))
            return number

    def create_book(self, book: Spellbook, points_used: int | None, now: float | None = None) -> int:
        """A new book with its first version, in one transaction: a failing disk leaves neither."""
        from spellforge.library.user.books import _one_line

        now = time.time() if now is None else now
        book.name = _one_line(book.name)  # as BookStore stores every name: on one line
        data = book_to_json(book)
        with self.store.connection() as con:
            cur = con.execute("INSERT INTO user_book (name, mage, tags, data, created, modified, deleted, revision) "
                              "VALUES (?, ?, ?, ?, ?, ?, 0, 0)", (book.name, book.mage, "\n".join(book.tags), data,
                                                                  now, now))
            book_id = int(cur.lastrowid)
            con.execute("INSERT INTO user_book_version (book_id, version, saved_at, points_used, data) "
                        "VALUES (?, 1, ?, ?, ?)", (book_id, now, points_used, data))
            return book_id

    def versions(self, book_id: int) -> list[BookVersion]:
        """Oldest first."""
        with self.store.connection() as con:  # plain SQL: the Versions panel lists them after every edit
            rows = con.execute("SELECT book_id, version, saved_at, points_used FROM user_book_version "
                               "WHERE book_id = ? ORDER BY version", (book_id,)).fetchall()
        return [BookVersion(*r) for r in rows]

    def load(self, book_id: int, version: int) -> Spellbook | None:
        with self.store.session() as s:
            row = s.get(UserBookVersion, (book_id, version))
            return book_from_json(row.data) if row else None

    def last_differing(self, book_id: int, book: Spellbook) -> int | None:
        """The newest version whose cards, mage or element differ from `book` (None: none does).
        Versions coalesce per minute of editing, so the newest one is often the book itself:
        comparing with it answers nothing."""
        now = _build(book)
        with self.store.connection() as con:
            rows = con.execute("SELECT version, data FROM user_book_version WHERE book_id = ? ORDER BY version DESC",
                               (book_id,)).fetchall()
        for version, data in rows:
            if _build(book_from_json(data)) != now:
                return version
        return None


def _check_revision(con, book_id: int, expected: int) -> None:
    from spellforge.library.user.books import DeletedBookError, StaleBookError

    row = con.execute("SELECT revision, deleted FROM user_book WHERE id = ?", (book_id,)).fetchone()
    if row is None:
        raise KeyError(book_id)
    if row[1]:
        raise DeletedBookError(book_id)
    if row[0] != expected:
        raise StaleBookError(book_id, expected, row[0])


def _snapshot(con, book_id: int, data: str, points_used: int | None, force: bool, now: float) -> int | None:
    newest = con.execute("SELECT version, saved_at, data FROM user_book_version WHERE book_id = ? "
                         "ORDER BY version DESC LIMIT 1", (book_id,)).fetchone()
    if newest is not None and newest[2] == data:
        return None
    if newest is not None and not force and now - newest[1] < COALESCE_SECONDS:
        con.execute("UPDATE user_book_version SET data = ?, points_used = ? WHERE book_id = ? AND version = ?",
                    (data, points_used, book_id, newest[0]))  # same minute: one version
        return newest[0]
    number = newest[0] + 1 if newest else 1
    con.execute("INSERT INTO user_book_version (book_id, version, saved_at, points_used, data) "
                "VALUES (?, ?, ?, ?, ?)", (book_id, number, now, points_used, data))
    return number


def _build(book: Spellbook) -> tuple:
    """What a version comparison is about: the mage, the element and the cards (not the name or notes)."""
    return book.mage, book.element, sorted(book.quantities().items()), getattr(book, "printings", None)
