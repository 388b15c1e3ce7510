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
from spellforge.library import user_schema
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


def read_overlay(library_digest: str, path: Path | None = None) -> Overlay | None:
    """The user's names and texts, or None when the full UserStore path must run instead."""
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
        row = _rows(con, f"SELECT value FROM user_meta WHERE key = '{DIGEST_KEY}'")
        if not row or row[0][0] != library_digest:
            return None
        names = {(cid, lang): (name, source) for cid, lang, name, source in
                 _rows(con, "SELECT card_id, lang, name, source FROM user_card_name")}
        texts = dict(_rows(con, "SELECT card_id, text FROM user_card_text"))
        return Overlay(names, texts)
    except sqlite3.DatabaseError:
        return None  # the full path reports it with its one clear line
    finally:
        con.close()
