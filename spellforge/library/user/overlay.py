"""The user's card names and imported texts read straight from user.sqlite with sqlite3, for the
read paths (CLI `card`/`search`/`validate`/`odds`, the window's first paint): importing
sqlalchemy/sqlmodel alone costs 0.4-0.6 s on a 2-core laptop.

The fast path only ever reads, and only when nothing else needs doing first: the file exists, is
healthy (quick check), has exactly our schema version, and already follows the open library (its
stored library digest equals the library's). Any other case (no file yet, an older or newer
schema, a rename to follow, a damaged file) returns None and the caller takes the full UserStore
path, which migrates with a backup, follows renames in BEGIN IMMEDIATE, or reports the damage.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from spellforge import paths
from spellforge.library.user import schema as user_schema
from spellforge.library.card_refs import DIGEST_KEY

USER_FILE = "user.sqlite"


def folder_writable(folder: Path) -> bool:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    return os.access(folder, os.W_OK | os.X_OK)


def ro_connect(path: Path) -> sqlite3.Connection:
    """A read-only connection; in a folder we cannot write, a WAL file cannot get its shared
    memory file, so it is opened as immutable (nobody can be writing there)."""
    try:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        con.execute("PRAGMA user_version").fetchone()
        return con
    except sqlite3.OperationalError:
        return sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True, check_same_thread=False)


class Overlay:
    def __init__(self, names: dict[tuple[str, str], tuple[str, str]], texts: dict[str, str]):
        self.names, self.texts = names, texts


def _rows(con: sqlite3.Connection, sql: str) -> list[tuple]:
    try:
        return con.execute(sql).fetchall()
    except sqlite3.OperationalError as e:  # a feature table no write has created yet: empty
        if "no such table" in str(e):
            return []
        raise


class Startup(Overlay):
    """What the window shows once ready, read without the ORM: the user's names and texts, the
    books list's rows, the last session (open books, the current one) and those books."""

    def __init__(self, names, texts, summaries, open_books, current_book, books):
        super().__init__(names, texts)
        self.summaries = summaries  # [BookSummary], most recently changed first
        self.open_books, self.current_book = open_books, current_book
        self.books = books  # book id -> (Spellbook, revision), for the open books that still exist


def read_overlay(library_digest: str, path: Path | None = None) -> Overlay | None:
    """The user's names and texts, or None when the full UserStore path must run instead."""
    return _read(library_digest, path, _overlay)


def read_startup(library_digest: str, path: Path | None = None) -> Startup | None:
    """Everything the window needs to be ready, or None when the full UserStore path must run
    first (same conditions as read_overlay). The window still opens the UserStore (daily backup,
    writes) in a worker thread afterwards; nothing here is written."""
    return _read(library_digest, path, _startup)


def _read(library_digest: str, path: Path | None, reader):
    path = Path(path) if path else paths.data_dir() / USER_FILE
    if not path.exists():
        return None
    try:
        con = ro_connect(path)
    except sqlite3.DatabaseError:
        return None
    try:
        if user_schema.version(con) != user_schema.SCHEMA_VERSION:
            return None
        if [r[0] for r in con.execute("PRAGMA quick_check(5)")] != ["ok"]:
            return None
        con.execute("BEGIN")  # one consistent snapshot, even while another process writes
        row = _rows(con, f"SELECT value FROM user_meta WHERE key = '{DIGEST_KEY}'")
        if not row or row[0][0] != library_digest:
            return None
        return reader(con)
    except (sqlite3.DatabaseError, ValueError, KeyError, TypeError):
        return None  # the full path reports it with its one clear line
    finally:
        con.close()


def _overlay(con: sqlite3.Connection) -> Overlay:
    names = {(cid, lang): (name, source) for cid, lang, name, source in
             _rows(con, "SELECT card_id, lang, name, source FROM user_card_name")}
    return Overlay(names, dict(_rows(con, "SELECT card_id, text FROM user_card_text")))


def _startup(con: sqlite3.Connection) -> Startup | None:
    import json

    from spellforge.library.user.rows import book_from_json, summary_of

    tables = {r[0] for r in _rows(con, "SELECT name FROM sqlite_master WHERE type = 'table'")}
    if not {"user_book", "user_session"} <= tables:
        return None  # a store that never held a book: the full path creates the tables
    overlay = _overlay(con)
    summaries = [summary_of(r) for r in _rows(con, "SELECT id, name, mage, tags, modified FROM user_book "
                                                    "WHERE NOT deleted ORDER BY modified DESC")]
    session = {k: json.loads(v) for k, v in _rows(con, "SELECT key, value FROM user_session "
                                                       "WHERE key IN ('open_books', 'current_book')")}
    open_books = [int(i) for i in session.get("open_books") or []]
    books = {}
    for book_id in open_books:
        row = con.execute("SELECT data, revision FROM user_book WHERE id = ? AND NOT deleted", (book_id,)).fetchone()
        if row is not None:
            books[book_id] = (book_from_json(row[0]), row[1])
    return Startup(overlay.names, overlay.texts, summaries, open_books, session.get("current_book"), books)
