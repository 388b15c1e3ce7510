"""The user's own database (user.sqlite in the data directory): spellbooks, collection, name
corrections, session state. Separate from the built library so a rebuild never touches it.

Opening checks the file before anything uses it:
- damaged (not a database, failed quick check): `UserDataError` (kind "damaged"); nothing is
  written, so `spellforge data restore|salvage` and the window's repair dialog still find it as is;
- written by a newer Spellforge (schema version above ours), or in a folder/file we may not write:
  opened read-only (`store.readonly`, `store.reason` says why); every write raises UserDataError;
- an older schema: a backup is taken, then the numbered migrations in user_schema.py run.
Every transaction starts with BEGIN IMMEDIATE: a read-modify-write (collection add, a book save
with its revision check) is never interleaved with another process's.

Tables are defined by the feature modules (user_books.py, user_collection.py, user_names.py) with
the `user_` prefix; their columns only ever change through a numbered migration.
"""

from __future__ import annotations

import os
import sqlite3
import weakref
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import event, exc as sa_exc
from sqlalchemy.pool import StaticPool
from sqlmodel import Session, SQLModel, create_engine

from spellforge import paths
from spellforge.library.user import schema as user_schema
from spellforge.library.user.backup import header_problem, make_backup
from spellforge.library.user.messages import UserMessage, os_detail
from spellforge.library.user.overlay import USER_FILE, folder_writable, ro_connect as _ro_connect  # noqa: F401

# Why a store was opened read-only in this process (path -> reason, a UserMessage): the CLI prints
# each once on standard error after a command that worked (docs/data-safety.md promises the note).
READ_ONLY_NOTES: dict[str, str] = {}

BUSY_TIMEOUT_S = 30.0  # parallel CLI runs wait for each other's short transactions


class UserDataError(Exception):
    """The user database cannot be used as asked; the message is one line for the user.
    kind: "damaged" | "readonly" | "write" (the disk refused a write) | "stale" | "schema" (tables
    this Spellforge does not know: a newer one's file). `message` (a UserMessage) keeps its code
    and parameters, so the reader's language can say it (spellforge.i18n.user_data_words)."""

    def __init__(self, message: str, kind: str = "damaged", path: Path | None = None):
        super().__init__(message)
        self.kind, self.path, self.message = kind, path, message


def probe(path: Path, quick_check: bool = True) -> int:
    """The schema version of an existing file; raises UserDataError when it is not a healthy
    SQLite database."""
    problem = header_problem(path)
    if problem:
        raise UserDataError(UserMessage("damaged", path=path, detail=problem), "damaged", path)
    try:
        con = _ro_connect(path)
        try:
            ver = user_schema.version(con)
            con.execute("SELECT count(*) FROM sqlite_master").fetchone()
            if quick_check:
                rows = [r[0] for r in con.execute("PRAGMA quick_check(5)")]
                if rows != ["ok"]:
                    raise UserDataError(UserMessage("damaged", path=path, detail="; ".join(rows)), "damaged", path)
            return ver
        finally:
            con.close()
    except sqlite3.DatabaseError as e:
        raise UserDataError(UserMessage("damaged", path=path, detail=str(e)), "damaged", path) from None


def friendly(error: BaseException, path: Path) -> UserDataError:
    """An SQLite failure as one line for the user: what happened and what to do."""
    orig = getattr(error, "orig", None) or error
    text = str(orig)
    low = text.lower()
    if "readonly" in low or "read-only" in low:
        code, kind = "read_only_error", "readonly"
    elif "full" in low or "disk i/o" in low:
        code, kind = "disk_full", "write"
    elif "decode" in low or "utf-8" in low:
        code, kind = "undecodable_row", "damaged"
    elif "no such column" in low or "no such table" in low or "has no column" in low:
        code, kind = "unknown_tables", "schema"
    elif isinstance(orig, sqlite3.IntegrityError):  # a constraint (two writers met): not damage
        code, kind = "could_not_use", "write"
    elif isinstance(orig, sqlite3.OperationalError) and "locked" not in low and "busy" not in low:
        code, kind = "could_not_use", "write"
    elif isinstance(orig, sqlite3.OperationalError):
        code, kind = "busy", "write"
    else:
        code, kind = "damaged", "damaged"
    return UserDataError(UserMessage(code, path=path, detail=text), kind, path)


class UserStore:
    def __init__(self, path: Path | None = None, readonly: bool = False, backup_before_migration: bool = True):
        self.path = Path(path) if path else paths.data_dir() / USER_FILE
        self.reason = ""  # why the store is read-only, for the banner / stderr
        self.migrated: list[int] = []
        writable = folder_writable(self.path.parent) and (not self.path.exists() or os.access(self.path, os.W_OK))
        if not readonly and not writable:
            readonly, self.reason = True, UserMessage("folder_read_only", folder=self.path.parent)
        version = probe(self.path) if self.path.exists() else 0
        if version > user_schema.SCHEMA_VERSION:
            self._check_columns()
            readonly = True
            self.reason = UserMessage("newer", path=self.path, version=version, known=user_schema.SCHEMA_VERSION)
        elif readonly and self.reason == "" and version < user_schema.SCHEMA_VERSION:
            self.reason = UserMessage("opened_read_only")
        self.version = version
        if not readonly:
            existed = self.path.exists()
            try:
                self.engine = self._writable_engine(version, backup_before_migration)
            except UserDataError as e:
                if e.kind != "write":
                    raise
                if not existed:
                    self._remove_unborn()
                # The disk is full (or failing): what is stored can still be read; writes are
                # refused with this reason.
                readonly, self.reason = True, e.message
        self.readonly = readonly
        if readonly and self.reason:
            READ_ONLY_NOTES[str(self.path)] = self.reason
        if readonly:
            try:
                self.engine = self._readonly_engine(version)
            except sqlite3.DatabaseError as e:
                raise friendly(e, self.path) from None
        else:
            self.version = user_schema.SCHEMA_VERSION
        self._ensured: set[str] = set()
        _OPEN.setdefault(_key(self.path), self)  # the first store of the file is the process's

    def _check_columns(self) -> None:
        """A newer schema is read as ours: every table and column we read must still be there."""
        con = _ro_connect(self.path)
        try:
            missing = user_schema.missing_columns(con)
        except sqlite3.DatabaseError as e:
            raise friendly(e, self.path) from None
        finally:
            con.close()
        if missing:
            raise UserDataError(UserMessage("newer_unreadable", path=self.path, missing=", ".join(missing[:5])),
                                "schema", self.path)

    def _holds_tables(self) -> bool:
        """Is there anything to back up (a file SQLite only started has no table yet)?"""
        if not self.path.exists():
            return False
        con = _ro_connect(self.path)
        try:
            return user_schema.has_tables(con)
        finally:
            con.close()

    def _remove_unborn(self) -> None:
        """A new store whose creation the disk refused: take away the empty or half-written file
        SQLite left, or the next start would rightly call it damaged. A file with a whole header
        (another process made it meanwhile) is kept."""
        if self.path.exists() and header_problem(self.path):
            for suffix in ("", "-wal", "-shm", "-journal"):
                Path(str(self.path) + suffix).unlink(missing_ok=True)

    def _writable_engine(self, version: int, backup_before_migration: bool):
        """The read-write engine, migrated; UserDataError (one line) when the disk refuses."""
        if version < user_schema.SCHEMA_VERSION and backup_before_migration and self._holds_tables():
            try:
                make_backup(self.path, reason=f"before-v{user_schema.SCHEMA_VERSION}")
            except OSError as e:
                raise UserDataError(UserMessage("no_backup", path=self.path, **os_detail(e)), "write",
                                    self.path) from None
            except sqlite3.DatabaseError as e:
                raise friendly(e, self.path) from None
        engine = create_engine(f"sqlite:///{self.path}",
                               connect_args={"check_same_thread": False, "timeout": BUSY_TIMEOUT_S})
        self._listen(engine, immediate=True)
        try:
            with engine.connect() as c:
                self.migrated = user_schema.migrate(c.connection.driver_connection)
        except (sa_exc.DBAPIError, sqlite3.DatabaseError) as e:
            engine.dispose()
            raise friendly(e, self.path) from None
        return engine

    # -- engines -----------------------------------------------------------------------------
    @staticmethod
    def _listen(engine, immediate: bool, query_only: bool = False) -> None:
        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_con, _record):  # WAL + full sync: a kill mid-save loses nothing committed
            dbapi_con.isolation_level = None  # we issue BEGIN ourselves
            if not query_only:
                dbapi_con.execute("PRAGMA journal_mode=WAL")
                dbapi_con.execute("PRAGMA synchronous=FULL")
            dbapi_con.execute("PRAGMA foreign_keys=ON")
            if query_only:
                dbapi_con.execute("PRAGMA query_only=ON")

        @event.listens_for(engine, "begin")
        def _begin(conn):
            conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")

    def _readonly_engine(self, version: int):
        """A read-only view. An older or missing file is copied into memory and migrated there, so
        the feature modules always see the current schema; nothing reaches the disk."""
        if version >= user_schema.SCHEMA_VERSION:
            engine = create_engine("sqlite://", creator=lambda: _ro_connect(self.path), poolclass=StaticPool)
            self._listen(engine, immediate=False, query_only=True)
            return engine
        mem = sqlite3.connect(":memory:", check_same_thread=False)
        if self.path.exists():
            src = _ro_connect(self.path)
            try:
                src.backup(mem)
            finally:
                src.close()
        user_schema.migrate(mem)
        engine = create_engine("sqlite://", creator=lambda: mem, poolclass=StaticPool)
        self._listen(engine, immediate=False, query_only=True)
        return engine

    # -- use -----------------------------------------------------------------------------------
    def ensure(self, *tables) -> None:
        """Create tables that no migration made yet (a feature's brand-new table)."""
        todo = [t.__table__ for t in tables if t.__tablename__ not in self._ensured]
        if not todo:
            return
        if not self.readonly:
            try:
                SQLModel.metadata.create_all(self.engine, tables=todo)
            except sa_exc.DBAPIError as e:
                raise friendly(e, self.path) from None
        self._ensured.update(t.name for t in todo)

    def require_writable(self) -> None:
        if self.readonly:
            raise self._refused()

    def _refused(self) -> UserDataError:
        reason = self.reason or UserMessage("opened_read_only")
        if getattr(reason, "params", {}).get("path") == self.path:  # it names the file already
            return UserDataError(reason, "readonly", self.path)
        return UserDataError(UserMessage("refused_write", path=self.path, reason=reason), "readonly", self.path)

    def _failure(self, error: BaseException) -> UserDataError:
        """A failed statement as one line; a write on a store opened read-only says why it is
        (a newer Spellforge's file, a folder we may not write), not SQLite's words."""
        failure = friendly(error, self.path)
        return self._refused() if self.readonly and failure.kind == "readonly" else failure

    @contextmanager
    def session(self):
        try:
            with Session(self.engine) as s:
                try:
                    yield s
                    s.commit()
                except BaseException:
                    s.rollback()
                    raise
        except sa_exc.DBAPIError as e:
            raise self._failure(e) from None

    @contextmanager
    def connection(self):
        """A raw sqlite3 connection inside one BEGIN IMMEDIATE transaction (commit on success)."""
        try:
            with self.engine.begin() as c:
                yield c.connection.driver_connection
        except (sa_exc.DBAPIError, sqlite3.DatabaseError) as e:
            raise self._failure(e) from None

    def close(self) -> None:
        self.engine.dispose()
        if _OPEN.get(_key(self.path)) is self:
            del _OPEN[_key(self.path)]


# The one open store of each user.sqlite in this process (weakly held: a store nobody uses goes).
# Every reader and writer of a process asks shared_store() rather than opening its own.
_OPEN: "weakref.WeakValueDictionary[str, UserStore]" = weakref.WeakValueDictionary()


def _key(path: Path) -> str:
    try:
        return str(Path(path).resolve())
    except (OSError, RuntimeError):
        return str(path)


def shared_store(path: Path | None = None) -> UserStore:
    """The process's open store of user.sqlite (the window's, when it runs), or a new one that
    becomes it. Raises UserDataError with one clear line."""
    path = Path(path) if path else paths.data_dir() / USER_FILE
    store = _OPEN.get(_key(path))
    if store is None:
        return UserStore(path)
    if store.readonly and store.reason:  # each command that uses it says why, as a new store would
        READ_ONLY_NOTES[str(store.path)] = store.reason
    return store


def open_user_store(path: Path | None = None) -> UserStore:
    """The store for a command that needs user data (raises UserDataError with one clear line)."""
    return shared_store(path)
