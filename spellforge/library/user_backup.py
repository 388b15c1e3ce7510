"""Backups, health check, restore and salvage of user.sqlite.

- Backups are made with SQLite's online backup API (a consistent copy even while the window is
  writing) into a temp file in backups/ beside user.sqlite, fsynced, then renamed; the newest
  KEEP are kept.
- Restore never deletes anything: the current file (with its -wal/-shm) is moved aside as
  user.sqlite.replaced-<time>, then the backup is copied in.
- Salvage reads every book it still can: through SQLite row by row, and when SQLite cannot open
  the file at all, by scanning its raw bytes (and the WAL's) for the books' JSON records.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path

from spellforge.library import user_schema

KEEP = 10
DAY_S = 24 * 3600
BACKUP_DIR = "backups"
SIDE_FILES = ("-wal", "-shm", "-journal")


def backups_dir(user_file: Path) -> Path:
    return Path(user_file).parent / BACKUP_DIR


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S", time.localtime()) + f"-{time.time_ns() % 1_000_000_000:09d}"


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def copy_database(src: Path, dest: Path) -> Path:
    """A consistent copy of `src` at `dest` via the backup API: temp file, fsync, rename."""
    dest = Path(dest)
    dest.parent.mkdir(parents=True, exist_ok=True)
    from spellforge.fileio import atomic_path
    from spellforge.library.user_store import _ro_connect

    with atomic_path(dest) as tmp:  # temp file, fsync, rename, fsync the folder
        source = _ro_connect(Path(src))
        target = sqlite3.connect(tmp)
        try:
            source.backup(target)
            target.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
        finally:
            target.close()
            source.close()
    return dest


def list_backups(user_file: Path) -> list[Path]:
    """Backups, newest first."""
    folder = backups_dir(user_file)
    if not folder.is_dir():
        return []
    return sorted((p for p in folder.glob("user-*.sqlite") if p.is_file()), key=lambda p: p.name, reverse=True)


def make_backup(user_file: Path, dest: Path | None = None, reason: str = "", keep: int = KEEP) -> Path:
    """Back up user.sqlite (into the rotation unless `dest` is given)."""
    user_file = Path(user_file)
    if dest is not None:
        return copy_database(user_file, Path(dest))
    name = f"user-{_stamp()}" + (f"-{reason}" if reason else "") + ".sqlite"
    made = copy_database(user_file, backups_dir(user_file) / name)
    for old in list_backups(user_file)[keep:]:
        old.unlink(missing_ok=True)
    return made


def backup_if_due(user_file: Path, max_age_s: float = DAY_S) -> Path | None:
    """The start-up backup: one when the newest is older than a day (or there is none)."""
    user_file = Path(user_file)
    if not user_file.exists():
        return None
    newest = list_backups(user_file)[:1]
    if newest and time.time() - newest[0].stat().st_mtime < max_age_s:
        return None
    return make_backup(user_file)


# -- check -----------------------------------------------------------------------------------------
@dataclass
class Health:
    path: Path
    exists: bool
    ok: bool
    version: int | None = None
    problems: list[str] = field(default_factory=list)
    books: int | None = None

    @property
    def newer(self) -> bool:
        return self.version is not None and self.version > user_schema.SCHEMA_VERSION

    def as_dict(self) -> dict:
        return {"path": str(self.path), "exists": self.exists, "ok": self.ok, "schema_version": self.version,
                "current_schema_version": user_schema.SCHEMA_VERSION, "newer": self.newer, "books": self.books,
                "problems": self.problems}


def check(user_file: Path) -> Health:
    """Full integrity check plus schema version, without changing the file."""
    from spellforge.library.user_store import _ro_connect

    user_file = Path(user_file)
    if not user_file.exists():
        return Health(user_file, False, True)
    try:
        con = _ro_connect(user_file)
        try:
            version = user_schema.version(con)
            rows = [r[0] for r in con.execute("PRAGMA integrity_check(20)")]
            books = None
            if rows == ["ok"] and "user_book" in {r[0] for r in con.execute("SELECT name FROM sqlite_master")}:
                books = con.execute("SELECT count(*) FROM user_book WHERE deleted = 0").fetchone()[0]
        finally:
            con.close()
    except sqlite3.DatabaseError as e:
        return Health(user_file, True, False, None, [str(e)])
    return Health(user_file, True, rows == ["ok"], version, [] if rows == ["ok"] else rows, books)


# -- restore ---------------------------------------------------------------------------------------
def move_aside(user_file: Path, label: str = "replaced") -> Path | None:
    """Move user.sqlite and its side files to user.sqlite.<label>-<time>; returns the new name."""
    user_file = Path(user_file)
    if not user_file.exists():
        return None
    aside = user_file.with_name(f"{user_file.name}.{label}-{_stamp()}")
    for suffix in SIDE_FILES:
        side = Path(str(user_file) + suffix)
        if side.exists():
            os.replace(side, Path(str(aside) + suffix))
    os.replace(user_file, aside)
    _fsync_dir(user_file.parent)
    return aside


def restore(user_file: Path, backup: Path) -> Path | None:
    """Put `backup` in place of user.sqlite; the current file is moved aside (returned)."""
    health = check(Path(backup))
    if not health.exists:
        raise FileNotFoundError(f"{backup}: no such file")
    if not health.ok:
        raise ValueError(f"{backup}: not a healthy database ({'; '.join(health.problems)})")
    user_file = Path(user_file)
    staged = copy_database(Path(backup), user_file.with_name(f".{user_file.name}.restoring"))
    aside = move_aside(user_file)
    os.replace(staged, user_file)
    _fsync_dir(user_file.parent)
    return aside


# -- salvage ---------------------------------------------------------------------------------------
@dataclass
class SalvagedBook:
    book_id: int | None
    data: dict
    how: str  # "sqlite" | "raw"


_BOOK_START = re.compile(rb'\{"name": ')


def _books_via_sqlite(user_file: Path) -> list[SalvagedBook]:
    from spellforge.library.user_store import _ro_connect

    con = _ro_connect(user_file)
    out: list[SalvagedBook] = []
    try:
        try:
            ids = [r[0] for r in con.execute("SELECT id FROM user_book WHERE deleted = 0 ORDER BY id")]
        except sqlite3.DatabaseError:
            ids = list(range(1, 10_000))  # the table cannot be scanned: ask row by row
        for book_id in ids:
            try:
                row = con.execute("SELECT data FROM user_book WHERE id = ?", (book_id,)).fetchone()
            except sqlite3.DatabaseError:
                continue
            if row:
                try:
                    out.append(SalvagedBook(book_id, json.loads(row[0]), "sqlite"))
                except (TypeError, ValueError):
                    continue
    finally:
        con.close()
    return out


def _books_via_bytes(user_file: Path) -> list[SalvagedBook]:
    """Books found as JSON records in the raw pages (SQLite stores a small text value whole in
    one page). The newest copy of a book may be in the WAL, so it is read last and wins."""
    found: dict[str, SalvagedBook] = {}
    decoder = json.JSONDecoder()
    for part in (user_file, Path(str(user_file) + "-wal")):
        try:
            raw = part.read_bytes()
        except OSError:
            continue
        for m in _BOOK_START.finditer(raw):
            end = raw.find(b"\x00", m.start())
            chunk = raw[m.start(): end if end > 0 else len(raw)]
            try:
                data, _ = decoder.raw_decode(chunk.decode("utf-8", errors="strict"))
            except (UnicodeDecodeError, ValueError):
                try:
                    data, _ = decoder.raw_decode(chunk.decode("utf-8", errors="ignore"))
                except ValueError:
                    continue
            if isinstance(data, dict) and isinstance(data.get("entries"), list):
                key = json.dumps(data, sort_keys=True)
                found.pop(key, None)
                found[key] = SalvagedBook(None, data, "raw")
    # The same book saved several times: keep its latest copy (last found), one per name.
    by_name: dict[str, SalvagedBook] = {}
    for b in found.values():
        by_name[str(b.data.get("name", ""))] = b
    return list(by_name.values())


def readable_books(user_file: Path) -> list[SalvagedBook]:
    try:
        books = _books_via_sqlite(Path(user_file))
    except sqlite3.DatabaseError:
        books = []
    return books or _books_via_bytes(Path(user_file))


def _safe_name(name: str) -> str:
    cleaned = re.sub(r"[^\w\- ]+", "_", name, flags=re.UNICODE).strip(" ._") or "book"
    return cleaned[:80]


def salvage(user_file: Path, out_dir: Path, lib=None) -> list[Path]:
    """Write every readable book as a Spellforge JSON file in `out_dir`; returns the files."""
    from spellforge.fileio import write_atomic
    from spellforge.library.user_books import book_from_json

    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    used: set[str] = set()
    for b in readable_books(user_file):
        try:
            book = book_from_json(json.dumps(b.data))
        except (KeyError, TypeError, ValueError):
            book = None
        if book is not None and lib is not None:
            from spellforge.formats import write_spellbook

            text = write_spellbook(book, lib, "json")
        else:
            text = json.dumps(b.data, ensure_ascii=False, indent=2) + "\n"
        stem = _safe_name(str(b.data.get("name") or f"book-{b.book_id}"))
        name, n = stem, 2
        while name.lower() in used:
            name, n = f"{stem} ({n})", n + 1
        used.add(name.lower())
        path = out_dir / f"{name}.json"
        write_atomic(path, text)
        written.append(path)
    return written
