"""The user database's schema, as numbered migrations.

`PRAGMA user_version` holds the schema version. Every change to a user table is a new function
at the end of MIGRATIONS, written in plain SQL and never edited afterwards: a database of any
earlier version is brought up to date by running the missing steps in order, each in its own
transaction. Version 1 is the schema the first releases created without a version number; those
files (user_version 0 with tables) may even miss a column, which step 1 adds back.

A database whose version is above SCHEMA_VERSION was written by a newer Spellforge: it is only
ever opened read-only (see user_store.py).
"""

from __future__ import annotations

import sqlite3

# The tables of version 1, exactly as the first releases created them.
V1_TABLES = {
    "user_book": (
        "CREATE TABLE user_book (id INTEGER NOT NULL, name VARCHAR NOT NULL, mage VARCHAR, tags VARCHAR NOT NULL, "
        "data VARCHAR NOT NULL, created FLOAT NOT NULL, modified FLOAT NOT NULL, deleted BOOLEAN NOT NULL, "
        "PRIMARY KEY (id))",
        {"name": "VARCHAR NOT NULL DEFAULT ''", "mage": "VARCHAR", "tags": "VARCHAR NOT NULL DEFAULT ''",
         "data": "VARCHAR NOT NULL DEFAULT '{}'", "created": "FLOAT NOT NULL DEFAULT 0",
         "modified": "FLOAT NOT NULL DEFAULT 0", "deleted": "BOOLEAN NOT NULL DEFAULT 0"},
    ),
    "user_session": (
        'CREATE TABLE user_session ("key" VARCHAR NOT NULL, value VARCHAR NOT NULL, PRIMARY KEY ("key"))',
        {"value": "VARCHAR NOT NULL DEFAULT 'null'"},
    ),
    "user_owned_product": (
        "CREATE TABLE user_owned_product (product VARCHAR NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (product))",
        {"count": "INTEGER NOT NULL DEFAULT 0"},
    ),
    "user_card_adjustment": (
        "CREATE TABLE user_card_adjustment (card_id VARCHAR NOT NULL, delta INTEGER NOT NULL, PRIMARY KEY (card_id))",
        {"delta": "INTEGER NOT NULL DEFAULT 0"},
    ),
    "user_assembled_book": (
        "CREATE TABLE user_assembled_book (id INTEGER NOT NULL, name VARCHAR NOT NULL, source VARCHAR NOT NULL, "
        "mage VARCHAR, assembled_at VARCHAR NOT NULL, PRIMARY KEY (id))",
        {"source": "VARCHAR NOT NULL DEFAULT ''", "mage": "VARCHAR", "assembled_at": "VARCHAR NOT NULL DEFAULT ''"},
    ),
    "user_assembled_card": (
        "CREATE TABLE user_assembled_card (book_id INTEGER NOT NULL, card_id VARCHAR NOT NULL, qty INTEGER NOT NULL, "
        "PRIMARY KEY (book_id, card_id), "
        "FOREIGN KEY(book_id) REFERENCES user_assembled_book (id) ON DELETE CASCADE)",
        {"qty": "INTEGER NOT NULL DEFAULT 0"},
    ),
    "user_card_name": (
        "CREATE TABLE user_card_name (card_id VARCHAR NOT NULL, lang VARCHAR NOT NULL, name VARCHAR NOT NULL, "
        "source VARCHAR NOT NULL, updated VARCHAR NOT NULL, PRIMARY KEY (card_id, lang))",
        {"name": "VARCHAR NOT NULL DEFAULT ''", "source": "VARCHAR NOT NULL DEFAULT 'user'",
         "updated": "VARCHAR NOT NULL DEFAULT ''"},
    ),
}
V1_INDEXES = (
    "CREATE INDEX IF NOT EXISTS ix_user_book_deleted ON user_book (deleted)",
    "CREATE INDEX IF NOT EXISTS ix_user_book_modified ON user_book (modified)",
    "CREATE INDEX IF NOT EXISTS ix_user_book_mage ON user_book (mage)",
    "CREATE UNIQUE INDEX IF NOT EXISTS ix_user_assembled_book_name ON user_assembled_book (name)",
)


def _columns(con: sqlite3.Connection, table: str) -> set[str]:
    return {r[1] for r in con.execute(f'PRAGMA table_info("{table}")')}


def _v1(con: sqlite3.Connection) -> None:
    """The first schema; for an unversioned file, also put back any column it lacks."""
    for table, (ddl, addable) in V1_TABLES.items():
        have = _columns(con, table)
        if not have:
            con.execute(ddl)
            continue
        for column, decl in addable.items():
            if column not in have:
                con.execute(f'ALTER TABLE "{table}" ADD COLUMN "{column}" {decl}')
    for ddl in V1_INDEXES:
        con.execute(ddl)


def _v2(con: sqlite3.Connection) -> None:
    """Book revisions (a stale writer is refused) and the card references that let the user's
    rows follow a card renamed in the library (printing GUID -> card id at the last sync)."""
    con.execute("ALTER TABLE user_book ADD COLUMN revision INTEGER NOT NULL DEFAULT 0")
    con.execute("CREATE TABLE user_card_ref (guid VARCHAR NOT NULL, card_id VARCHAR NOT NULL, PRIMARY KEY (guid))")
    con.execute("CREATE INDEX ix_user_card_ref_card ON user_card_ref (card_id)")
    con.execute("CREATE TABLE user_meta (\"key\" VARCHAR NOT NULL, value VARCHAR NOT NULL, PRIMARY KEY (\"key\"))")


def _v3(con: sqlite3.Connection) -> None:
    """The printed card text imported from the user's own OCTGN install (user_card_text.py); a
    file where that feature already made the table keeps it."""
    con.execute("CREATE TABLE IF NOT EXISTS user_card_text (card_id VARCHAR NOT NULL, text VARCHAR NOT NULL, "
                "guid VARCHAR NOT NULL, set_name VARCHAR NOT NULL, imported VARCHAR NOT NULL, PRIMARY KEY (card_id))")


def _v4(con: sqlite3.Connection) -> None:
    """Saved versions of each book (user_versions.py): a snapshot at most once a minute of
    editing plus one on close, kept across restarts for the Versions panel, diff and restore."""
    con.execute("CREATE TABLE IF NOT EXISTS user_book_version (book_id INTEGER NOT NULL, version INTEGER NOT NULL, "
                "saved_at FLOAT NOT NULL, points_used INTEGER, data VARCHAR NOT NULL, "
                "PRIMARY KEY (book_id, version))")


MIGRATIONS = (_v1, _v2, _v3, _v4)  # MIGRATIONS[n - 1] brings version n - 1 to version n
SCHEMA_VERSION = len(MIGRATIONS)


def version(con: sqlite3.Connection) -> int:
    return int(con.execute("PRAGMA user_version").fetchone()[0])


def has_tables(con: sqlite3.Connection) -> bool:
    return con.execute("SELECT count(*) FROM sqlite_master WHERE type='table'").fetchone()[0] > 0


def migrate(con: sqlite3.Connection, target: int = SCHEMA_VERSION) -> list[int]:
    """Run the missing steps up to `target`, each in one transaction with its version bump (a
    crash leaves the database at the previous version, never between). Returns the steps run."""
    done = []
    start = version(con)
    if start > target:
        raise ValueError(f"database version {start} is newer than {target}")
    old_isolation = con.isolation_level
    con.isolation_level = None  # explicit transactions: DDL included
    try:
        for step in range(start + 1, target + 1):
            con.execute("BEGIN IMMEDIATE")
            try:
                if version(con) >= step:  # another process migrated meanwhile
                    con.execute("ROLLBACK")
                    continue
                MIGRATIONS[step - 1](con)
                con.execute(f"PRAGMA user_version = {step}")
                con.execute("COMMIT")
            except BaseException:
                if con.in_transaction:  # a failed write (a full disk) may have ended it already
                    con.execute("ROLLBACK")
                raise
            done.append(step)
    finally:
        con.isolation_level = old_isolation
    return done


def missing_columns(con: sqlite3.Connection) -> list[str]:
    """Tables and columns of this version's schema that the file lacks ("table.column"): a newer
    Spellforge's file that dropped one cannot be read by this one."""
    mem = sqlite3.connect(":memory:")
    try:
        migrate(mem)
        expected = {t: {r[1] for r in mem.execute(f'PRAGMA table_info("{t}")')}
                    for (t,) in mem.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    finally:
        mem.close()
    missing = []
    for table, columns in sorted(expected.items()):
        have = {r[1] for r in con.execute(f'PRAGMA table_info("{table}")')}
        missing += [f"{table}.{c}" for c in sorted(columns - have)]
    return missing
