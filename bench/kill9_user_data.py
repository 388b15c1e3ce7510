"""Reliability: kill -9 at random moments while spellbooks, the collection and translations are
saved, then check the user database. Prints figures; exit status 1 on any damaged database or
lost commit.

    .venv/bin/python bench/kill9_user_data.py [--saves 200] [--seed 13]

A worker process saves in a loop, cycling book save (notes "save i") → collection (+1 copy) →
translation (name "name i"), each in its own transaction through the product's code, and
appends i to an acknowledgement file after each commit. The driver kills it with SIGKILL at a
random moment (seeded), then checks: integrity_check is ok, every acknowledged save is in the
database, and the database holds exactly a prefix of the sequence (nothing out of order, nothing
half-done). The worker restarts from what the database holds, until --saves are committed.
tests/library/test_reliability.py runs this with the `slow` marker (`pytest -m slow`).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

KINDS = ("book", "collection", "translation")
CARD = "fireball"


def kind(i: int) -> str:
    return KINDS[i % 3]


def committed(user_file: Path) -> int:
    """How many saves of the sequence the database holds (raises on an inconsistent state)."""
    import sqlite3

    con = sqlite3.connect(f"file:{user_file}?mode=ro", uri=True)
    try:
        book = con.execute("SELECT data FROM user_book WHERE id = 1").fetchone()
        b = int(json.loads(book[0])["notes"].split()[1]) if book and json.loads(book[0])["notes"] else -1
        row = con.execute("SELECT delta FROM user_card_adjustment WHERE card_id = ?", (CARD,)).fetchone()
        c = row[0] if row else 0
        row = con.execute("SELECT name FROM user_card_name WHERE card_id = ? AND lang = 'ru'", (CARD,)).fetchone()
        t = int(row[0].split()[1]) if row else -1
    finally:
        con.close()
    last = max(b, t, 3 * (c - 1) + 1 if c > 0 else -1)
    n = last + 1
    expect_b = max((i for i in range(n) if kind(i) == "book"), default=-1)
    expect_c = sum(1 for i in range(n) if kind(i) == "collection")
    expect_t = max((i for i in range(n) if kind(i) == "translation"), default=-1)
    if (b, c, t) != (expect_b, expect_c, expect_t):
        raise AssertionError(f"not a prefix of the save sequence: book {b}, collection {c}, translation {t}")
    return n


def worker(folder: Path, stop_at: int) -> None:
    from spellforge.domain import BookEntry, Spellbook
    from spellforge.library.user.books import BookStore
    from spellforge.library.user.collection import UserCollection
    from spellforge.library.user.names import set_user_name
    from spellforge.library.user.store import UserStore

    user_file = folder / "user.sqlite"
    store = UserStore(user_file, backup_before_migration=False)
    books, coll = BookStore(store), UserCollection(store)
    if books.load(1) is None:
        books.create(Spellbook(name="Kill -9", mage="Warlock", entries=[BookEntry(CARD, 1)]))
    i = committed(user_file)
    (folder / "ready").touch()  # the driver's random delay starts now, not during imports
    ack = os.open(folder / "ack", os.O_WRONLY | os.O_CREAT | os.O_APPEND)
    while i < stop_at:
        if kind(i) == "book":
            book = books.load(1)
            book.notes = f"save {i} " + "x" * (i % 50) * 40  # sizes vary: pages split and merge
            book.entries = [BookEntry(CARD, 1 + i % 6)]
            books.save(1, book)
        elif kind(i) == "collection":
            coll.change_adjustment(CARD, 1)
        else:
            set_user_name(store, CARD, "ru", f"name {i}")
        os.write(ack, f"{i}\n".encode())  # after the commit returned
        i += 1
    os.close(ack)


def last_ack(folder: Path) -> int:
    try:
        lines = (folder / "ack").read_text().split()
    except OSError:
        return -1
    return int(lines[-1]) if lines else -1


def run(saves: int = 200, seed: int = 13, folder: Path | None = None, max_delay_s: float = 0.03) -> dict:
    from spellforge.library.user.backup import check

    rng = random.Random(seed)
    folder = Path(folder or tempfile.mkdtemp(prefix="spellforge-kill9-"))
    folder.mkdir(parents=True, exist_ok=True)
    user_file = folder / "user.sqlite"
    kills = damaged = lost = 0
    started = time.perf_counter()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    while True:
        done = committed(user_file) if user_file.exists() else 0
        if done >= saves:
            break
        (folder / "ready").unlink(missing_ok=True)
        proc = subprocess.Popen([sys.executable, __file__, "--worker", str(folder), "--saves", str(saves)],
                                cwd=ROOT, env=env)
        deadline = time.monotonic() + 60
        while not (folder / "ready").exists() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.005)
        time.sleep(rng.uniform(0.0, max_delay_s))
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
            kills += 1
        proc.wait()
        health = check(user_file)
        if health.exists and not health.ok:
            damaged += 1
            break
        if user_file.exists() and committed(user_file) < last_ack(folder) + 1:
            lost += 1
    elapsed = time.perf_counter() - started
    health = check(user_file)
    return {"saves": committed(user_file), "kills": kills, "damaged_databases": damaged + (0 if health.ok else 1),
            "lost_commits": lost, "seconds": round(elapsed, 1), "folder": str(folder)}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--saves", type=int, default=200)
    p.add_argument("--seed", type=int, default=13)
    p.add_argument("--worker", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.worker:
        worker(Path(args.worker), args.saves)
        return 0
    figures = run(args.saves, args.seed)
    print(f"saves committed    {figures['saves']}")
    print(f"kill -9 delivered  {figures['kills']}")
    print(f"damaged databases  {figures['damaged_databases']}")
    print(f"lost commits       {figures['lost_commits']}")
    print(f"wall time          {figures['seconds']} s")
    print(f"saves per kill     {figures['saves'] / max(1, figures['kills']):.1f}")
    return 1 if figures["damaged_databases"] or figures["lost_commits"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
