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

import errno
import json
import os
import re
import sqlite3
import stat
import time
from dataclasses import dataclass, field
from pathlib import Path

from spellforge.fileio import fsync_folder
from spellforge.library.user import schema as user_schema
from spellforge.library.user.messages import UserMessage, os_detail
from spellforge.library.user.overlay import ro_connect
from spellforge.library.user.rows import book_from_json

KEEP = 10
DAY_S = 24 * 3600
BACKUP_DIR = "backups"
SIDE_FILES = ("-wal", "-shm", "-journal")


def backups_dir(user_file: Path) -> Path:
    return Path(user_file).parent / BACKUP_DIR


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S", time.localtime()) + f"-{time.time_ns() % 1_000_000_000:09d}"


def header_problem(path: Path) -> str | None:
    """Why an existing file cannot be an SQLite database by its first bytes, or None. SQLite
    itself takes a 0-byte file for a new, empty database: here it is damage (only a missing file
    is a new store), or a migration would back up the empty file as the newest backup.

    The file is never opened with open(): closing any descriptor of user.sqlite drops every POSIX
    lock this process holds on it (SQLite's documented "how to corrupt" case), so another process
    would checkpoint and delete -wal and -shm under the window's open connection, and every later
    save would go into deleted files. Its size comes from stat(), its header from SQLite (whose
    own descriptors keep the process's locks)."""
    try:
        info = os.stat(path)
    except OSError as e:
        return UserMessage("file_unreadable", **os_detail(e))
    if not stat.S_ISREG(info.st_mode):
        err = errno.EISDIR if stat.S_ISDIR(info.st_mode) else errno.EINVAL
        return UserMessage("file_unreadable", detail=os.strerror(err), errno=err)
    if info.st_size == 0:
        return UserMessage("file_empty")
    if info.st_size < 100:
        return UserMessage("no_header")
    if not os.access(path, os.R_OK):
        return UserMessage("file_unreadable", detail=os.strerror(errno.EACCES), errno=errno.EACCES)
    try:
        con = sqlite3.connect(f"file:{Path(path)}?mode=ro", uri=True, check_same_thread=False)
    except sqlite3.DatabaseError:
        return None  # cannot even be opened: the caller's own connection says why
    try:
        con.execute("PRAGMA schema_version").fetchone()
    except sqlite3.DatabaseError as e:
        if getattr(e, "sqlite_errorcode", None) == 26 or "not a database" in str(e):  # SQLITE_NOTADB
            return UserMessage("no_header")
    finally:
        con.close()
    return None


def copy_database(src: Path, dest: Path) -> Path:
    """A consistent copy of `src` at `dest` via the backup API: temp file, fsync, rename."""
    dest = Path(dest)
    dest.parent.mkdir(parents=True, exist_ok=True)
    from spellforge.fileio import atomic_path

    mode = stat.S_IMODE(os.stat(src).st_mode)  # a private (0600) file never gets a readable copy
    with atomic_path(dest, mode) as tmp:  # temp file, fsync, rename, fsync the folder
        source = ro_connect(Path(src))
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
    kept = list_backups(user_file)
    good = newest_good_backup(kept)
    for old in kept[keep:]:
        if old != good:  # the only good copy is never rotated away
            old.unlink(missing_ok=True)
    return made


def _has_books(path: Path) -> bool:
    health = check(path)
    return health.ok and bool(health.books)


def newest_good_backup(backups: list[Path]) -> Path | None:
    """The newest backup that passes integrity_check and holds books."""
    return next((b for b in backups if _has_books(b)), None)


def latest_backup(user_file: Path) -> Path | None:
    """The backup `restore --latest` takes: the newest, unless it holds no books while an older
    one does (an empty backup never hides a good one)."""
    backups = list_backups(user_file)
    if not backups:
        return None
    return newest_good_backup(backups) or backups[0]


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
    user_file = Path(user_file)
    if not user_file.exists():
        return Health(user_file, False, True)
    problem = header_problem(user_file)
    if problem:
        return Health(user_file, True, False, None, [problem])
    try:
        con = ro_connect(user_file)
        try:
            version = user_schema.version(con)
            rows = [r[0] for r in con.execute("PRAGMA integrity_check(20)")]
            books = None
            if rows == ["ok"]:
                tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
                if "user_book" in tables:
                    books = con.execute("SELECT count(*) FROM user_book WHERE deleted = 0").fetchone()[0]
                rows = undecodable_rows(con, tables) or rows
        finally:
            con.close()
    except sqlite3.DatabaseError as e:
        return Health(user_file, True, False, None, [str(e)])
    return Health(user_file, True, rows == ["ok"], version, [] if rows == ["ok"] else rows, books)


# What the app reads back and how: (table, label SQL, columns, JSON columns). The label names the
# row for the user. Rows are read as bytes, so one bad row never stops the others' check.
_DECODED = (
    ("user_book", "'spellbook ' || id || ' ' || quote(CAST(name AS BLOB))", ("name", "mage", "tags", "data"), ("data",)),
    ("user_book_version", "'version ' || version || ' of spellbook ' || book_id", ("data",), ("data",)),
    ("user_session", "'session value ' || key", ("value",), ("value",)),
    ("user_card_name", "'card name of ' || card_id || ' (' || lang || ')'", ("name", "source"), ()),
    ("user_card_text", "'card text of ' || card_id", ("text",), ()),
    ("user_assembled_book", "'assembled book ' || id", ("name", "source", "mage"), ()),
    ("ss_campaign", "'campaign ' || quote(CAST(name AS BLOB))", ("name", "data"), ("data",)),
    ("ss_campaign_version", "'version ' || version || ' of campaign ' || quote(CAST(name AS BLOB))", ("data",), ("data",)),
)


def undecodable_rows(con: sqlite3.Connection, tables: set[str]) -> list[str]:
    """Rows the app would fail to read (text not UTF-8, JSON that does not parse), named."""
    problems: list[str] = []
    for table, label, columns, json_columns in _DECODED:
        if table not in tables:
            continue
        have = {r[1] for r in con.execute(f'PRAGMA table_info("{table}")')}
        cols = [c for c in columns if c in have]
        if not cols:
            continue
        select = ", ".join(f'CAST("{c}" AS BLOB)' for c in cols)
        for row in con.execute(f'SELECT {label}, {select} FROM "{table}"'):
            name = row[0].encode("ascii", "replace").decode() if isinstance(row[0], str) else str(row[0])
            for column, raw in zip(cols, row[1:]):
                if raw is None:
                    continue
                try:
                    text = raw.decode("utf-8")
                    if column in json_columns:
                        json.loads(text)
                except UnicodeDecodeError:
                    problems.append(f"{_label(name)}: {column} is not UTF-8 text")
                except (ValueError, RecursionError):
                    problems.append(f"{_label(name)}: {column} is not valid JSON")
    return problems


def _label(name: str) -> str:
    """'spellbook 3 X'4669726527' -> 'spellbook 3 "Fire"' (quote() shows the name's bytes)."""
    m = re.match(r"^(spellbook \d+|(?:version \d+ of )?campaign) X'([0-9A-Fa-f]*)'$", name)
    if m:
        return f"{m.group(1)} {bytes.fromhex(m.group(2)).decode('utf-8', 'replace')!r}"
    return name


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
    fsync_folder(user_file.parent)
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
    fsync_folder(user_file.parent)
    return aside


# -- salvage ---------------------------------------------------------------------------------------
@dataclass
class SalvagedBook:
    book_id: int | None
    data: dict
    how: str  # "sqlite" | "raw"


BOOK_COLUMNS = 9  # id, name, mage, tags, data, created, modified, deleted, revision (v1 files: 8)


@dataclass
class Readable:
    books: list[SalvagedBook]
    unreadable: list[str]  # books found whose bytes do not add up: their names (or "book <id>")


def _books_via_sqlite(user_file: Path) -> tuple[list[SalvagedBook], list[str], bool]:
    """(books, unreadable, complete): complete when the table scanned whole and the file passed
    its integrity check, so nothing more can be found in its raw pages."""
    con = ro_connect(user_file)
    out: list[SalvagedBook] = []
    bad: list[str] = []
    complete = True
    try:
        try:
            ids = [r[0] for r in con.execute("SELECT id FROM user_book WHERE deleted = 0 ORDER BY id")]
            complete = [r[0] for r in con.execute("PRAGMA integrity_check(1)")] == ["ok"]
        except sqlite3.DatabaseError:
            ids, complete = list(range(1, 10_000)), False  # the table cannot be scanned: ask row by row
        for book_id in ids:
            try:
                row = con.execute("SELECT data FROM user_book WHERE id = ?", (book_id,)).fetchone()
            except sqlite3.DatabaseError:
                complete = False
                continue
            if row:
                try:
                    out.append(SalvagedBook(book_id, json.loads(row[0]), "sqlite"))
                except (TypeError, ValueError):
                    bad.append(_row_name(con, book_id))
    finally:
        con.close()
    return out, bad, complete


def _row_name(con, book_id: int) -> str:
    try:
        name = con.execute("SELECT name FROM user_book WHERE id = ?", (book_id,)).fetchone()[0]
        return f"{name} (book {book_id})"
    except (sqlite3.DatabaseError, TypeError, UnicodeDecodeError):
        return f"book {book_id}"


def _is_book_row(types: list[int]) -> bool:
    """A user_book record by its shape: NULL id (the rowid), text name and data, numeric times."""
    text = lambda t: t >= 13 and t % 2 == 1  # noqa: E731
    number = lambda t: 1 <= t <= 9  # noqa: E731 - REAL columns may be stored as integers
    return (len(types) in (BOOK_COLUMNS - 1, BOOK_COLUMNS) and types[0] == 0 and text(types[1])
            and text(types[4]) and number(types[5]) and number(types[6]))


def _books_via_bytes(user_file: Path) -> Readable:
    """Books read from the raw pages of the file and its WAL (sqlite_raw), overflow pages
    included. A book found on several pages (an old copy left on a free page) is taken at its
    highest revision, then its latest modification."""
    from spellforge.library import sqlite_raw

    best: dict[int, tuple[tuple, SalvagedBook | None, str]] = {}
    for row in sqlite_raw.table_rows(Path(user_file)):
        if not _is_book_row(row.types):
            continue
        if row.values is None:
            best.setdefault(row.rowid, ((-1, -1.0), None, f"book {row.rowid}"))
            continue
        values = row.values + [0] * (BOOK_COLUMNS - len(row.values))
        name, data, modified, deleted, revision = values[1], values[4], values[6], values[7], values[8]
        try:
            book = json.loads(data)
        except ValueError:
            book = None
        rank = (int(revision or 0), float(modified or 0))
        if book is None or not isinstance(book, dict) or not isinstance(book.get("entries"), list):
            best.setdefault(row.rowid, ((-1, -1.0), None, f"{name} (book {row.rowid})"))
            continue
        if row.rowid not in best or rank >= best[row.rowid][0]:
            best[row.rowid] = (rank, None if deleted else SalvagedBook(row.rowid, book, "raw"), str(name))
    books = [b for _rank, b, _name in best.values() if b is not None]
    unreadable = [name for rank, b, name in best.values() if b is None and rank[0] < 0]
    return Readable(sorted(books, key=lambda b: b.book_id or 0), unreadable)


def read_all(user_file: Path) -> Readable:
    """Every book that can still be read: through SQLite, and from the raw pages for whatever
    SQLite could not reach (a damaged header, schema, root or overflow page)."""
    user_file = Path(user_file)
    try:
        books, bad, complete = _books_via_sqlite(user_file)
    except sqlite3.DatabaseError:
        books, bad, complete = [], [], False
    if complete:
        return Readable(books, bad)
    raw = _books_via_bytes(user_file)
    have = {b.book_id for b in books}
    books += [b for b in raw.books if b.book_id not in have]
    have = {b.book_id for b in books}
    missing = [n for n in raw.unreadable if not any(n.endswith(f"(book {i})") or n == f"book {i}" for i in have)]
    return Readable(sorted(books, key=lambda b: b.book_id or 0), sorted(set(bad + missing)))


def readable_books(user_file: Path) -> list[SalvagedBook]:
    return read_all(user_file).books


def _safe_name(name: str) -> str:
    cleaned = re.sub(r"[^\w\- ]+", "_", name, flags=re.UNICODE).strip(" ._") or "book"
    return cleaned[:80]


def salvage(user_file: Path, out_dir: Path, write_json=None) -> list[Path]:
    """Write every readable book as a Spellforge JSON file in `out_dir`; returns the files."""
    return salvage_report(user_file, out_dir, write_json)[0]


def salvage_report(user_file: Path, out_dir: Path, write_json=None) -> tuple[list[Path], list[str]]:
    """(files written, books found that could not be read). `write_json(book) -> str` is the
    formats' JSON writer with a library (card names besides ids), handed in by the caller: the
    formats sit above the library; without it the stored JSON is written as it is."""
    from spellforge.fileio import write_atomic

    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    used: set[str] = set()
    found = read_all(user_file)
    for b in found.books:
        try:
            book = book_from_json(json.dumps(b.data))
        except (KeyError, TypeError, ValueError):
            book = None
        if book is not None and write_json is not None:
            text = write_json(book)
        else:
            text = json.dumps(b.data, ensure_ascii=False, indent=2) + "\n"
        stem = _safe_name(str(b.data.get("name") or f"book-{b.book_id}"))
        path = _free_name(out_dir, stem, ".json", used)  # never over a file already in the folder
        write_atomic(path, text)
        written.append(path)
    return written, found.unreadable


def _free_name(out_dir: Path, stem: str, suffix: str, used: set[str]) -> Path:
    """`stem` + `suffix` in `out_dir`, numbered past every name taken: salvage never overwrites."""
    name, n = stem, 2
    while name.lower() in used or os.path.lexists(out_dir / f"{name}{suffix}"):
        name, n = f"{stem} ({n})", n + 1
    used.add(name.lower())
    return out_dir / f"{name}{suffix}"


def salvage_campaigns(user_file: Path, out_dir: Path) -> tuple[list[Path], list[str]]:
    """Every Sword & Sorcery campaign SQLite can still read, as the file `ss campaign import`
    takes (NAME.ss-campaign.json in `out_dir`); (files written, campaigns that could not be read)."""
    from spellforge.fileio import write_atomic

    try:
        con = ro_connect(Path(user_file))
    except sqlite3.DatabaseError:
        return [], []
    rows, bad = [], []
    try:
        try:
            if con.execute("SELECT 1 FROM sqlite_master WHERE name = 'ss_campaign'").fetchone() is None:
                return [], []
            rows = con.execute("SELECT CAST(name AS BLOB), CAST(data AS BLOB) FROM ss_campaign ORDER BY name").fetchall()
        except sqlite3.DatabaseError:
            return [], ["campaigns"]
    finally:
        con.close()
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    used: set[str] = set()
    for raw_name, raw_data in rows:
        name = bytes(raw_name or b"").decode("utf-8", "replace")
        try:
            text = bytes(raw_data or b"").decode("utf-8")
            json.loads(text)
        except (UnicodeDecodeError, ValueError, RecursionError):
            bad.append(f"campaign {name!r}")
            continue
        path = _free_name(out_dir, _safe_name(name or "campaign"), ".ss-campaign.json", used)
        write_atomic(path, text)
        written.append(path)
    return written, bad
