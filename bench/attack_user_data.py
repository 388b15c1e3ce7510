"""Attacks on the user data (issue 29): damaged files, old and newer schemas, a full disk, two
writers, kill -9, hostile imports. Each attack runs the product's own commands on a real
user.sqlite of the shipped official books and checks what the player gets back. Prints a table
attack → held/FAILED and the bytes of user data lost; exit status 1 when any attack failed.

    .venv/bin/python bench/attack_user_data.py [--only WORD] [--keep]    (about 5-15 minutes on 2 shared cores)
    .venv/bin/python bench/attack_user_data.py --list                     (the labels --only matches)

A full disk is a real one where the OS allows it: a 16 MiB tmpfs mounted in a user namespace
(bench/attack_full_disk.py, no root needed) and filled; elsewhere a file-size limit on the child
process (RLIMIT_FSIZE: the kernel then refuses the write that passes it, as a full disk does).
Each full-disk row says which one it used. "Bytes lost" counts the JSON of every book (and the
CSV of the collection) that the player can no longer get back through the product: from the
store itself, `data restore --latest` or `data salvage`.
`pytest -m slow tests/library/test_attack_user_data.py` runs the same and fails on any failure.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import signal
import sqlite3
import stat
import struct
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

USER = "user.sqlite"


@dataclass
class Outcome:
    attack: str
    held: bool
    lost: int  # bytes of user data the player cannot get back
    detail: str = ""


class Lab:
    """A prepared data folder (library built, the official books saved, one backup) copied
    fresh for every attack."""

    def __init__(self, root: Path):
        self.root = root
        self.base = root / "base"
        self.base.mkdir(parents=True)
        self._n = 0
        self.cli("library", "stats", folder=self.base)  # builds the library once
        from spellforge.formats.templates import list_templates, load_template
        from spellforge.library import Library
        from spellforge.library.user.books import BookStore, book_to_json
        from spellforge.library.user.store import UserStore

        self.lib = Library.open_or_build(self.base)
        store = BookStore(UserStore(self.base / USER))
        self.books: dict[str, str] = {}
        for template in list_templates():
            book = load_template(template, self.lib)
            book.name = template.id  # unique, and a safe file name for salvage
            store.create(book)
            self.books[book.name] = book_to_json(book)
        store.store.close()
        self.cli("data", "backup", folder=self.base)
        _checkpoint(self.base / USER)

    # -- helpers ------------------------------------------------------------------------------
    def folder(self) -> Path:
        """A fresh copy of the prepared data folder."""
        self._n += 1
        d = self.root / f"attack-{self._n}"
        shutil.copytree(self.base, d)
        return d

    def cli(self, *argv: str, folder: Path, limit: int | None = None, stdin: str | None = None):
        def cap() -> None:
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

        env = dict(os.environ, SPELLFORGE_DATA_DIR=str(folder), QT_QPA_PLATFORM="offscreen")
        return subprocess.run([sys.executable, "-m", "spellforge", *argv], cwd=self.root, capture_output=True,
                              text=True, env=env, preexec_fn=cap if limit else None, timeout=600, input=stdin)

    def stored_books(self, path: Path) -> dict[str, str]:
        """name -> JSON of the books SQLite reads from a healthy file (empty when it cannot)."""
        try:
            con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
            try:
                return {n: d for n, d in con.execute("SELECT name, data FROM user_book WHERE NOT deleted")}
            finally:
                con.close()
        except sqlite3.DatabaseError:
            return {}

    def salvaged_books(self, out: Path) -> dict[str, str]:
        from spellforge.formats import read_spellbook
        from spellforge.library.user.books import book_to_json

        found = {}
        for f in sorted(out.glob("*.json")):
            book = read_spellbook(f, self.lib).book
            found[book.name] = book_to_json(book)
        return found

    def lost(self, got: dict[str, str]) -> int:
        """Bytes of the books not got back identical in content."""
        return sum(len(data.encode()) for name, data in self.books.items() if not _same(got.get(name), data))

    def recoverable(self, folder: Path) -> dict[str, str]:
        """What the player gets back through the product: the store, else restore, else salvage."""
        path = folder / USER
        got = self.stored_books(path)
        out = folder.parent / f"{folder.name}-salvage"
        self.cli("data", "salvage", "-o", str(out), folder=folder)
        for name, data in self.salvaged_books(out).items():
            got.setdefault(name, data)
        if self.lost(got):
            self.cli("data", "restore", "--latest", folder=folder)
            for name, data in self.stored_books(path).items():
                got.setdefault(name, data)
        return got


def _same(a: str | None, b: str) -> bool:
    if a is None:
        return False
    x, y = json.loads(a), json.loads(b)
    key = lambda d: (d.get("name"), d.get("mage"), sorted((e["card_id"], e["qty"]) for e in d.get("entries", [])),  # noqa: E731
                     (d.get("notes") or "").strip())
    return key(x) == key(y)


def _checkpoint(path: Path) -> None:
    con = sqlite3.connect(path)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()


def _overwrite(path: Path, offset: int, data: bytes) -> None:
    with open(path, "r+b") as fh:
        fh.seek(offset)
        fh.write(data)


def _one_line(proc) -> bool:
    err = proc.stderr.strip().splitlines()
    return len(err) == 1 and "Traceback" not in proc.stderr


def _page_of(path: Path, sql: str) -> int:
    con = sqlite3.connect(path)
    try:
        return con.execute(sql).fetchone()[0]
    finally:
        con.close()


# -- the attacks --------------------------------------------------------------------------------------------
def damage_then_salvage(lab: Lab, what: str) -> Outcome:
    """F1: a damaged file, then `data salvage`: every book whose pages survive comes back."""
    d = lab.folder()
    path = d / USER
    size = _page_of(path, "PRAGMA page_size")
    if what == "first 16 bytes":
        _overwrite(path, 0, b"\0" * 16)
    elif what == "header (100 bytes)":
        _overwrite(path, 0, b"\xff" * 100)
    elif what == "page size":
        _overwrite(path, 16, struct.pack(">H", 1000))
    elif what == "schema page":
        _overwrite(path, 100, b"\0" * (size - 100))
    elif what == "root page of user_book":
        root = _page_of(path, "SELECT rootpage FROM sqlite_master WHERE name = 'user_book'")
        _overwrite(path, (root - 1) * size, b"\0" * size)
    out = d.parent / f"{d.name}-salvage"
    proc = lab.cli("data", "salvage", "-o", str(out), folder=d)
    got = lab.salvaged_books(out)
    lost = lab.lost(got)
    return Outcome(f"F1 damage {what} → data salvage", proc.returncode == 0 and lost == 0, lost,
                   f"{len(got)} of {len(lab.books)} books")


def damaged_overflow_page(lab: Lab) -> Outcome:
    """F1: one overflow page destroyed: salvage names the one book, restore brings it back."""
    d = lab.folder()
    path = d / USER
    size = _page_of(path, "PRAGMA page_size")
    try:
        page = _page_of(path, "SELECT pageno FROM dbstat WHERE name = 'user_book' AND pagetype = 'overflow' LIMIT 1")
    except sqlite3.OperationalError:
        return Outcome("F1 damage an overflow page → salvage + restore", True, 0, "skipped: no dbstat")
    _overwrite(path, 0, b"\0" * 16)
    _overwrite(path, (page - 1) * size, b"\0" * size)
    out = d.parent / f"{d.name}-salvage"
    proc = lab.cli("data", "salvage", "-o", str(out), folder=d)
    named = "could not be read" in proc.stdout
    got = lab.recoverable(d)
    lost = lab.lost(got)
    return Outcome("F1 damage an overflow page → salvage + restore", named and lost == 0, lost,
                   f"salvage: {len(lab.salvaged_books(out))} written, the lost one named: {named}")


def damaged_commands(lab: Lab) -> list[Outcome]:
    d = lab.folder()
    _overwrite(d / USER, 0, b"\xff" * 100)
    before = (d / USER).read_bytes()
    validate = lab.cli("validate", str(ROOT / "db" / "templates" / "core" / "official-warlock.json"), folder=d)
    listing = lab.cli("books", "list", folder=d)
    check = lab.cli("data", "check", folder=d)
    untouched = (d / USER).read_bytes() == before
    return [
        Outcome("damaged file → validate works", validate.returncode == 0, 0),
        Outcome("damaged file → books list: one line, exit 2",
                listing.returncode == 2 and _one_line(listing) and untouched, 0),
        Outcome("damaged file → data check exit 1", check.returncode == 1 and "DAMAGED" in check.stdout, 0),
    ]


def empty_file(lab: Lab, how: str) -> list[Outcome]:
    """F2: a 0-byte (or headerless) file is damage: nothing treats it as a new store."""
    d = lab.folder()
    path = d / USER
    if how == "0 bytes":
        path.write_bytes(b"")
    else:
        path.write_bytes(os.urandom(64 * 1024))
    backups_before = sorted(p.name for p in (d / "backups").iterdir())
    check = lab.cli("data", "check", folder=d)
    listing = lab.cli("books", "list", folder=d)
    mk = lab.cli("mk", "collection", folder=d)
    no_new_backup = sorted(p.name for p in (d / "backups").iterdir()) == backups_before
    held = (check.returncode == 1 and listing.returncode == 2 and _one_line(listing) and mk.returncode == 2
            and no_new_backup)
    out = [Outcome(f"F2 {how} user.sqlite → check 1, books list 2, mk collection 2, no empty backup", held, 0,
                   listing.stderr.strip().split("user.sqlite: ")[-1][:60])]
    for _ in range(10):
        lab.cli("data", "restore", "--latest", folder=d)
        lab.cli("books", "list", folder=d)
    got = lab.stored_books(path)
    lost = lab.lost(got)
    out.append(Outcome(f"F2 {how} → 10 × (restore --latest, books list): books back", lost == 0, lost,
                       f"{len(got)} books, {len(list((d / 'backups').iterdir()))} backups"))
    return out


def rotation(lab: Lab) -> Outcome:
    """F2: twelve backups of an emptied store never rotate away the last one with books."""
    d = lab.folder()
    con = sqlite3.connect(d / USER)
    con.execute("UPDATE user_book SET deleted = 1")
    con.commit()
    con.close()
    for _ in range(12):
        lab.cli("data", "backup", folder=d)
    lab.cli("data", "restore", "--latest", folder=d)
    con = sqlite3.connect(d / USER)
    con.execute("UPDATE user_book SET deleted = 0")  # what the player does: undo the deletions
    con.commit()
    con.close()
    lost = lab.lost(lab.stored_books(d / USER))
    return Outcome("F2 12 backups of an emptied store → the good backup is kept and is --latest", lost == 0, lost)


def not_utf8(lab: Lab) -> list[Outcome]:
    """F3: one book's row is not UTF-8: check names it, books list shows the others."""
    d = lab.folder()
    con = sqlite3.connect(d / USER)
    victim = con.execute("SELECT id, name FROM user_book ORDER BY id LIMIT 1 OFFSET 2").fetchone()
    con.execute("UPDATE user_book SET data = CAST(X'7B226E616D65223A20FF' AS TEXT) WHERE id = ?", (victim[0],))
    con.commit()
    con.close()
    check = lab.cli("data", "check", folder=d)
    listing = lab.cli("books", "list", folder=d)
    listed = sum(1 for line in listing.stdout.splitlines() if line.strip())
    return [
        Outcome("F3 a row not UTF-8 → data check names it", check.returncode == 1 and victim[1] in check.stdout, 0),
        Outcome("F3 a row not UTF-8 → books list shows the rest, names it",
                listing.returncode == 1 and listed == len(lab.books) - 1 and victim[1] in listing.stderr
                and "could not write" not in listing.stderr, 0, f"{listed} listed"),
    ]


def minimal_o8d(lab: Lab) -> Outcome:
    d = lab.folder()
    deck = d.parent / f"{d.name}-min.o8d"
    deck.write_text("<deck/>", encoding="utf-8")
    runs = [lab.cli(*argv, str(deck), folder=d) for argv in (["import"], ["validate"], ["books", "save"])]
    return Outcome("F4 <deck/> → import, validate, books save: one line, exit 2",
                   all(r.returncode == 2 and _one_line(r) for r in runs), 0)


def full_disk(lab: Lab) -> list[Outcome]:
    """F5-F7: the disk is full when the store is opened, exported and saved to."""
    d = lab.folder()
    for side in ("-wal", "-shm"):
        Path(str(d / USER) + side).unlink(missing_ok=True)
    before = (d / USER).read_bytes()
    listing = lab.cli("books", "list", folder=d, limit=8192)
    export = lab.cli("books", "export", "official-warlock", "--to", "text", folder=d, limit=8192)
    save = lab.cli("books", "save", str(ROOT / "db" / "templates" / "core" / "official-warlock.json"),
                   folder=d, limit=8192)
    out = [
        Outcome("F5 ≤ 8 KiB free → books list and books export read", listing.returncode == 0
                and export.returncode == 0 and "Traceback" not in listing.stderr + export.stderr, 0),
        Outcome("F5 ≤ 8 KiB free → books save: one line, exit 2, file unchanged",
                save.returncode == 2 and _one_line(save) and (d / USER).read_bytes() == before, 0),
    ]
    names = d.parent / f"{d.name}-names.csv"
    names.write_text("old\n", encoding="utf-8")
    tr = lab.cli("translations", "export", "-o", str(names), folder=d, limit=1024)
    coll = d.parent / f"{d.name}-coll.csv"
    coll.write_text("old\n", encoding="utf-8")
    lab.cli("collection", "add", "core", "1", folder=d)  # its export of every card is ~10 KB
    ce = lab.cli("collection", "export", "--all-cards", str(coll), folder=d, limit=1024)
    out.append(Outcome("F6 full disk → translations / collection export: one line, exit 2, old file kept",
                       tr.returncode == 2 and _one_line(tr) and names.read_text() == "old\n"
                       and ce.returncode == 2 and coll.read_text() == "old\n", 0))
    # F7: a save that the disk cuts somewhere: a book is never stored without its version
    d = lab.folder()
    Path(str(d / USER) + "-wal").unlink(missing_ok=True)
    books_before = len(lab.stored_books(d / USER))
    big = d.parent / f"{d.name}-big.json"
    data = json.loads((ROOT / "db" / "templates" / "core" / "official-warlock.json").read_text(encoding="utf-8"))
    data["name"], data["notes"] = "Big", "n" * 60000
    big.write_text(json.dumps(data), encoding="utf-8")
    # files may grow to 48, 96, 160 or 1024 KiB: the book and its version need ~130 KiB of WAL
    results = [lab.cli("books", "save", str(big), folder=d, limit=1024 * k) for k in (48, 96, 160, 1024)]
    con = sqlite3.connect(d / USER)
    orphans = con.execute("SELECT count(*) FROM user_book b WHERE NOT EXISTS "
                          "(SELECT 1 FROM user_book_version v WHERE v.book_id = b.id)").fetchone()[0]
    con.close()
    saved = len(lab.stored_books(d / USER)) - books_before
    ok = all(r.returncode == 0 or r.returncode == 2 and _one_line(r) for r in results)
    # the store's own books had no version (made directly): only the new ones must have one
    new_orphans = orphans - books_before
    out.append(Outcome("F7 books save on a nearly full disk → book and version together", ok and new_orphans == 0,
                       0, f"{saved} saved, exits {[r.returncode for r in results]}"))
    return out


def two_windows(lab: Lab) -> Outcome:
    """F8 (the store's side): a rename is a rename, a stale save is refused."""
    from spellforge.library.user.books import BookStore, StaleBookError
    from spellforge.library.user.store import UserStore

    d = lab.folder()
    a, b = BookStore(UserStore(d / USER)), BookStore(UserStore(d / USER))
    book_id = a.books()[0].id
    _stale_book, stale_rev = a.load_with_revision(book_id)
    mine, rev = b.load_with_revision(book_id)
    mine.entries = [*mine.entries, type(mine.entries[0])("teleport", 1)]
    b.save(book_id, mine, expected=rev)
    a.rename(book_id, "Renamed")
    kept = any(e.card_id == "teleport" for e in a.load(book_id).entries)
    try:
        a.save(book_id, _stale_book, expected=stale_rev)
        refused = False
    except StaleBookError:
        refused = True
    a.store.close()
    b.store.close()
    return Outcome("F8 B edits, A renames, A saves stale → B's change kept, stale save refused", kept and refused, 0)


def parallel_adds(lab: Lab) -> Outcome:
    d = lab.folder()
    env = dict(os.environ, SPELLFORGE_DATA_DIR=str(d))
    procs = [subprocess.Popen([sys.executable, "-m", "spellforge", "collection", "add", "Fireball", "1"], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=lab.root) for _ in range(8)]
    codes = [p.wait(timeout=600) for p in procs]
    con = sqlite3.connect(d / USER)
    row = con.execute("SELECT delta FROM user_card_adjustment WHERE card_id = 'fireball'").fetchone()
    con.close()
    return Outcome("two writers: 8 parallel collection adds all count", codes == [0] * 8 and row == (8,), 0)


def collection(lab: Lab) -> list[Outcome]:
    """F9: limits on the total, export imports back, --replace never deletes blindly."""
    d = lab.folder()
    first, second = (lab.cli("collection", "add", "core", "60", folder=d) for _ in range(2))
    lab.cli("collection", "add", "Fireball", "3", folder=d)
    mine = d.parent / f"{d.name}-mine.csv"
    lab.cli("collection", "export", str(mine), folder=d)
    before = mine.read_text(encoding="utf-8")
    back = lab.cli("collection", "import", "--replace", str(mine), folder=d)
    again = d.parent / f"{d.name}-again.csv"
    lab.cli("collection", "export", str(again), folder=d)
    bad = d.parent / f"{d.name}-bad.csv"
    bad.write_text(before.replace(",60", ",6O"), encoding="utf-8")
    replaced = lab.cli("collection", "import", "--replace", str(bad), folder=d)
    after = d.parent / f"{d.name}-after.csv"
    lab.cli("collection", "export", str(after), folder=d)
    huge = d.parent / f"{d.name}-huge.csv"
    huge.write_text("product,card,code,count\n,Fireball,,1000000000000000000000000000000\n", encoding="utf-8")
    hostile = lab.cli("collection", "import", str(huge), folder=d)
    lost = 0 if after.read_text(encoding="utf-8") == before else len(before.encode())
    return [
        Outcome("F9 collection add core 60 twice → the total stays within 99", first.returncode == 0
                and second.returncode == 2 and _one_line(second) and ",60" in before, 0),
        Outcome("F9 collection export → import --replace reads back the same", back.returncode == 0
                and again.read_text(encoding="utf-8") == before, 0),
        Outcome("F9 import --replace with an unreadable line deletes nothing", replaced.returncode == 2
                and lost == 0, lost),
        Outcome("hostile CSV (10^30 copies) → a problem line, nothing stored", hostile.returncode == 1
                and after.read_text(encoding="utf-8") == before, 0),
    ]


def newer_schema(lab: Lab) -> list[Outcome]:
    from spellforge.library.user import schema as user_schema

    d = lab.folder()
    con = sqlite3.connect(d / USER)
    con.execute(f"PRAGMA user_version = {user_schema.SCHEMA_VERSION + 1}")
    con.commit()
    con.close()
    before = (d / USER).read_bytes()
    listing = lab.cli("books", "list", folder=d)
    delete = lab.cli("books", "delete", "official-warlock", folder=d)
    out = [Outcome("newer schema → books list with the note, delete refused in one line, file untouched",
                   listing.returncode == 0 and "note:" in listing.stderr and delete.returncode == 2
                   and _one_line(delete) and (d / USER).read_bytes() == before, 0)]
    d = lab.folder()
    con = sqlite3.connect(d / USER)
    con.execute("ALTER TABLE user_book DROP COLUMN tags")
    con.execute(f"PRAGMA user_version = {user_schema.SCHEMA_VERSION + 1}")
    con.commit()
    con.close()
    before = (d / USER).read_bytes()
    listing = lab.cli("books", "list", folder=d)
    out.append(Outcome("F10 newer schema with a dropped column → one line (not 'could not write'), untouched",
                       listing.returncode == 2 and _one_line(listing) and "could not write" not in listing.stderr
                       and (d / USER).read_bytes() == before, 0))
    return out


def notes(lab: Lab) -> list[Outcome]:
    d = lab.folder()
    os.chmod(d / USER, 0o600)
    old = os.umask(0o022)
    try:
        lab.cli("data", "backup", folder=d)
    finally:
        os.umask(old)
    newest = sorted((d / "backups").iterdir())[-1]
    mode = stat.S_IMODE(newest.stat().st_mode)
    temp_before = {p.name for p in Path(tempfile.gettempdir()).glob("spellforge-library-*")}
    proc = lab.cli("--data-dir", "/proc/spellforge-nope", "library", "stats", folder=d)
    temp_after = {p.name for p in Path(tempfile.gettempdir()).glob("spellforge-library-*")}
    readme = lab.cli("validate", str(ROOT / "README.md"), folder=d)
    xxe = d.parent / f"{d.name}-xxe.o8d"
    xxe.write_text('<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
                   '<deck game="x"><section name="Spells"><card qty="1" id="1">&x;</card></section></deck>',
                   encoding="utf-8")
    x = lab.cli("import", str(xxe), folder=d)
    return [
        Outcome("chmod 600 user.sqlite → the backup is 0600 too", mode == 0o600, 0, oct(mode)),
        Outcome("unwritable --data-dir → one line, exit 2, no temp library left",
                proc.returncode == 2 and _one_line(proc) and temp_after <= temp_before, 0),
        Outcome("validate README.md → exit 2 'not a spellbook'",
                readme.returncode == 2 and "not a spellbook" in readme.stderr, 0),
        Outcome("XXE .o8d → refused in one line, no file read",
                x.returncode == 2 and _one_line(x) and "root:" not in x.stdout + x.stderr, 0),
    ]


def old_schema(lab: Lab) -> Outcome:
    """A file of the first releases (v1, no version number) migrates with a backup and keeps all."""
    d = lab.folder()
    (d / USER).unlink()
    for p in (d / "backups").iterdir():
        p.unlink()
    con = sqlite3.connect(d / USER)
    con.executescript((ROOT / "tests" / "library" / "fixtures" / "user-v1.sql").read_text(encoding="utf-8"))
    old = {n: data for n, data in con.execute("SELECT name, data FROM user_book")}
    con.close()
    proc = lab.cli("books", "list", folder=d)
    got = lab.stored_books(d / USER)
    backups = list((d / "backups").iterdir())
    lost = sum(len(v.encode()) for k, v in old.items() if got.get(k) != v)
    return Outcome("a v1 file → migrated with a backup first, every book kept",
                   proc.returncode == 0 and len(backups) == 1 and lost == 0, lost)


def kill9(lab: Lab) -> Outcome:
    import importlib.util

    spec = importlib.util.spec_from_file_location("kill9_user_data", ROOT / "bench" / "kill9_user_data.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    figures = module.run(saves=30, seed=29, folder=lab.root / "kill9")
    return Outcome("kill -9 during 30 saves", figures["damaged_databases"] == 0 and figures["lost_commits"] == 0, 0,
                   f"{figures['kills']} kills")


def image_bomb(lab: Lab) -> Outcome:
    from PIL import Image

    d = lab.folder()
    pack = d.parent / f"{d.name}-images"
    pack.mkdir()
    Image.new("1", (6000, 6000)).save(pack / "fireball.png")  # 36 megapixels in a few KB
    proc = lab.cli("images", "import", str(pack), folder=d)
    said = proc.stdout + proc.stderr
    return Outcome("image bomb (36 MP PNG) → refused with the reason", "decompression bomb" in said
                   and "fireball.png" in said and "Traceback" not in said, 0, f"exit {proc.returncode}")


def attacks(lab: Lab) -> list:
    """Every attack, as a function of the lab returning Outcomes (making the list needs no lab)."""
    return [
        *(lambda lab, w=w: damage_then_salvage(lab, w) for w in
          ("first 16 bytes", "header (100 bytes)", "page size", "schema page", "root page of user_book")),
        damaged_overflow_page, damaged_commands,
        lambda lab: empty_file(lab, "0 bytes"), lambda lab: empty_file(lab, "headerless (random bytes)"),
        rotation, not_utf8, minimal_o8d, _full_disk, two_windows, parallel_adds, collection, newer_schema, notes,
        old_schema, image_bomb, kill9,
        *_round3(),
    ]


def _full_disk(lab: Lab) -> list[Outcome]:
    """A real full disk (a tmpfs in a user namespace, bench/attack_full_disk.py) where the OS
    allows it, else the file-size limit of full_disk(); each row says which."""
    sys.path.insert(0, str(ROOT / "bench"))
    import attack_full_disk
    import attack_round3

    return attack_full_disk.attacks(lab, Outcome, attack_round3._campaign_folder, full_disk)


def _round3() -> list:
    """Issue 42's attacks (bench/attack_round3.py): the window in a process of its own beside
    commands, campaigns, output paths, inputs past the limits."""
    sys.path.insert(0, str(ROOT / "bench"))
    import attack_round3
    import attack_round3_rest

    return attack_round3.attacks(Outcome) + attack_round3_rest.attacks(Outcome)


def label(attack) -> str:
    """The words `--only` matches for an attack, known before it runs: its function's name and,
    for a lambda, the names it calls and the values bound to it (`window_saves_after check and
    repair`), underscores as spaces."""
    code = getattr(attack, "__code__", None)
    words = [getattr(attack, "__name__", "")]
    if code is not None and words[0] == "<lambda>":
        words = [n for n in code.co_names if n not in ("Outcome", "lab")]
        words += [c for c in code.co_consts if isinstance(c, str)]  # lambda lab: empty_file(lab, "0 bytes")
        words += [str(d) for d in (attack.__defaults__ or ()) if isinstance(d, (str, int))]
    return " ".join(w.strip("_").replace("_", " ") for w in words if w)


def chosen(attack_list: list, only: str | None) -> list:
    """The attacks `--only` names (all when None): only these run."""
    return [a for a in attack_list if only is None or only.lower() in label(a).lower()]


def run(folder: Path | None = None, only: str | None = None, round3: bool = False) -> list[Outcome]:
    """Run the attacks (only those whose label holds `only`) and return every row they made."""
    folder = Path(folder or tempfile.mkdtemp(prefix="spellforge-attack-"))
    lab = Lab(folder)
    outcomes: list[Outcome] = []
    for attack in chosen(_round3() if round3 else attacks(lab), only):
        try:
            got = attack(lab)
        except Exception as e:  # noqa: BLE001 - an attack that crashes the harness failed
            got = Outcome(label(attack) or "attack", False, 0, f"{type(e).__name__}: {e}")
        outcomes.extend(got if isinstance(got, list) else [got])
    return outcomes


def table(outcomes: list[Outcome]) -> str:
    width = max(len(o.attack) for o in outcomes)
    lines = [f"{'attack':<{width}}  result  bytes lost  detail", "-" * (width + 30)]
    lines += [f"{o.attack:<{width}}  {'held' if o.held else 'FAILED':<6}  {o.lost:>10,}  {o.detail}" for o in outcomes]
    held = sum(o.held for o in outcomes)
    lines.append(f"\n{held} of {len(outcomes)} attacks held, {len(outcomes) - held} failed, "
                 f"{sum(o.lost for o in outcomes):,} bytes of user data lost")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", help="run only the attacks whose label (see --list) contains this text")
    ap.add_argument("--list", action="store_true", help="print the attacks' labels and run nothing")
    ap.add_argument("--round3", action="store_true", help="run only issue 42's attacks (names starting R3)")
    ap.add_argument("--keep", action="store_true", help="keep the attacked folders (printed)")
    args = ap.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="spellforge-attack-"))
    if args.list or args.only:
        listed = chosen(_round3() if args.round3 else attacks(None), args.only)  # the list needs no lab
        if args.list or not listed:
            print("\n".join(label(a) for a in listed) or f"no attack's label holds {args.only!r} (see --list)")
            shutil.rmtree(folder, ignore_errors=True)
            return 0 if listed else 2
    start = time.perf_counter()
    try:
        outcomes = run(folder, args.only, args.round3)
    finally:
        if args.keep:
            print(f"folders kept in {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)
    print(table(outcomes))
    print(f"wall time {time.perf_counter() - start:.0f} s")
    return 0 if all(o.held for o in outcomes) else 1


if __name__ == "__main__":
    raise SystemExit(main())
