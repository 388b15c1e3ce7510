"""A real full disk (issue 42), run by bench/attack_user_data.py: the prepared data folder is copied
onto a 16 MiB tmpfs mounted in a private user and mount namespace (`unshare --user
--map-root-user --mount`: no root needed where the kernel allows unprivileged user namespaces),
the disk is filled until the kernel says "No space left on device", and the product's own
commands run against it: reads, saves, the collection, a campaign, a card name, every output
onto the full disk, a backup, then saves of a big book with 48 KiB to 1 MiB free. Afterwards
SQLite's integrity_check and every book of the lab are read back from the file.

Where the OS refuses the namespace (no unprivileged user namespaces, no `unshare`), the attacks
fall back to the child's file-size limit (RLIMIT_FSIZE) of attack_user_data.full_disk and say so.

    .venv/bin/python bench/attack_user_data.py --only "full disk"
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
USER = "user.sqlite"
SIZE = "16m"


def namespace_refused() -> str | None:
    """None when a tmpfs can be mounted in a user namespace here, else why not."""
    probe = Path(tempfile.mkdtemp(prefix="spellforge-tmpfs-probe-"))
    try:
        done = subprocess.run(["unshare", "--user", "--map-root-user", "--mount", "sh", "-c",
                               f"mount -t tmpfs -o size=1m tmpfs '{probe}' && touch '{probe}/x'"],
                              capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"unshare: {e}"
    finally:
        shutil.rmtree(probe, ignore_errors=True)
    return None if done.returncode == 0 else (done.stderr.strip().splitlines() or ["unshare failed"])[-1]


def attacks(lab, Outcome, campaign_folder, rlimit_attack) -> list:
    """The full-disk attacks: on a real tmpfs when the OS allows it, else by the file-size limit."""
    why = namespace_refused()
    if why is not None:
        return [Outcome(o.attack, o.held, o.lost, f"RLIMIT_FSIZE (no tmpfs: {why}); {o.detail}".rstrip("; "))
                for o in rlimit_attack(lab)]
    src = campaign_folder(lab)
    for side in ("-wal", "-shm"):
        Path(str(src / USER) + side).unlink(missing_ok=True)
    mount = Path(tempfile.mkdtemp(prefix="spellforge-full-disk-"))
    big = src.parent / f"{src.name}-big.json"
    data = json.loads((ROOT / "db" / "templates" / "core" / "official-warlock.json").read_text(encoding="utf-8"))
    data["name"], data["notes"] = "Big", "n" * 60000
    big.write_text(json.dumps(data), encoding="utf-8")
    books = src.parent / f"{src.name}-books.json"  # what must come back (too long for a command line)
    books.write_text(json.dumps(lab.books), encoding="utf-8")
    try:
        done = subprocess.run(["unshare", "--user", "--map-root-user", "--mount", sys.executable, __file__, "--inside",
                               str(src), str(mount), str(big), str(books)],
                              cwd=ROOT, capture_output=True, text=True, timeout=1800)
    finally:
        shutil.rmtree(mount, ignore_errors=True)
    try:
        rows = json.loads(done.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        return [Outcome("full disk (tmpfs) → the attacks ran", False, 0,
                        (done.stderr.strip().splitlines() or ["no output"])[-1])]
    return [Outcome(r["attack"], r["held"], r["lost"], f"tmpfs {SIZE}; {r['detail']}".rstrip("; ")) for r in rows]


# -- inside the namespace ---------------------------------------------------------------------------
def _cli(data: Path, *argv) -> subprocess.CompletedProcess:
    env = dict(os.environ, SPELLFORGE_DATA_DIR=str(data), QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "spellforge", *map(str, argv)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)


def _one_line(proc) -> bool:
    said = proc.stderr.strip()
    return bool(said) and "Traceback" not in said and len(said.splitlines()) <= 2


def _fill(mount: Path, free: int) -> None:
    """Fill the disk, then give back `free` bytes (the kernel's pages: at least one)."""
    filler = mount / "filler"
    filler.unlink(missing_ok=True)
    chunk = b"\0" * 65536
    with open(filler, "wb") as f:
        try:
            while True:
                f.write(chunk)
                f.flush()
        except OSError:
            pass
    with open(filler, "r+b") as f:
        f.truncate(max(0, filler.stat().st_size - free))


def _books(path: Path) -> dict[str, str]:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return {n: d for n, d in con.execute("SELECT name, data FROM user_book WHERE NOT deleted")}
    finally:
        con.close()


def inside(src: Path, mount: Path, big: Path, books: dict[str, str]) -> list[dict]:
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={SIZE}", "tmpfs", str(mount)], check=True)
    data = mount / "data"
    shutil.copytree(src, data)
    out_dir = mount / "out"
    out_dir.mkdir()
    rows = []

    def outcome(attack: str, held: bool, detail: str = "", lost: int = 0) -> None:
        rows.append({"attack": attack, "held": bool(held), "lost": lost, "detail": detail})

    before = (data / USER).read_bytes()
    shards = json.loads(_cli(data, "ss", "campaign", "show", "Camp1", "--json").stdout)["campaign"]["shards"]
    olds = {}
    for name in ("coll.csv", "names.csv", "book.txt", "book.pdf", "card.png", "backup.sqlite"):
        (out_dir / name).write_text("old\n", encoding="utf-8")
        olds[name] = "old\n"
    _fill(mount, 4096)
    book = next(iter(books))
    listing, export = _cli(data, "books", "list"), _cli(data, "books", "export", book, "--to", "text")
    outcome("full disk → books list and books export read", listing.returncode == 0 and export.returncode == 0
            and book in listing.stdout, f"exits {listing.returncode}, {export.returncode}")
    writes = {"books save": ("books", "save", ROOT / "db" / "templates" / "core" / "official-warlock.json"),
              "collection add": ("collection", "add", "core", "1"),
              "ss gain": ("ss", "gain", "Camp1", "--shards", "1"),
              "translations set": ("translations", "set", "dispel", "ru", "Развеять")}
    bad = []
    for label, argv in writes.items():
        proc = _cli(data, *argv)
        if proc.returncode != 2 or not _one_line(proc):
            bad.append(f"{label}: exit {proc.returncode} {proc.stderr.strip()[-120:]}")
    outcome("full disk → books save, collection add, ss gain, translations set: one line, exit 2", not bad,
            "; ".join(bad) or f"{len(writes)} of {len(writes)}")
    outputs = {"coll.csv": ("collection", "export", "--all-cards", out_dir / "coll.csv"),
               "names.csv": ("translations", "export", "-o", out_dir / "names.csv"),
               "book.txt": ("export", book, "--to", "text", "-o", out_dir / "book.txt"),
               "book.pdf": ("print", book, "--pdf", out_dir / "book.pdf"),
               "card.png": ("render", "fireball", "-o", out_dir / "card.png"),
               "backup.sqlite": ("data", "backup", "-o", out_dir / "backup.sqlite")}
    bad = []
    for name, argv in outputs.items():
        proc = _cli(data, *argv)
        kept = (out_dir / name).read_text(encoding="utf-8", errors="replace") == olds[name]
        if proc.returncode != 2 or not _one_line(proc) or not kept:
            bad.append(f"{argv[0]}: exit {proc.returncode}{'' if kept else ', old file replaced'}")
    leftovers = sorted(p.name for p in out_dir.iterdir() if p.name not in olds)
    outcome("full disk → every output onto it: one line, exit 2, the old file kept, no temp file",
            not bad and not leftovers, "; ".join(bad + leftovers) or f"{len(outputs)} of {len(outputs)}")
    shown = _cli(data, "ss", "campaign", "show", "Camp1", "--json")
    after_shards = json.loads(shown.stdout)["campaign"]["shards"] if shown.returncode == 0 else shown.stderr.strip()
    (mount / "filler").unlink()  # this harness reads the file with SQLite, which needs a page or two itself
    stored = _books(data / USER)
    outcome("full disk → the user data is unchanged", (data / USER).read_bytes() == before and after_shards == shards
            and stored == books, f"{len(stored)} books, shards {after_shards}")
    # a big book saved with 48 KiB .. 1 MiB free: a book is never stored without its version
    exits = []
    for free in (48 * 1024, 96 * 1024, 160 * 1024, 1024 * 1024):
        _fill(mount, free)
        proc = _cli(data, "books", "save", big)
        exits.append(proc.returncode if proc.returncode == 0 or _one_line(proc) else f"{proc.returncode}!")
    (mount / "filler").unlink()
    con = sqlite3.connect(data / USER)
    integrity = con.execute("PRAGMA integrity_check").fetchone()[0]
    orphans = con.execute("SELECT count(*) FROM user_book b WHERE name = 'Big' AND NOT EXISTS "
                          "(SELECT 1 FROM user_book_version v WHERE v.book_id = b.id)").fetchone()[0]
    con.close()
    stored = _books(data / USER)
    lost = sum(len(d.encode()) for n, d in books.items() if stored.get(n) != d)
    outcome("nearly full disk → a big book and its version together, the file whole",
            all(e in (0, 2) for e in exits) and orphans == 0 and integrity == "ok" and lost == 0,
            f"exits {exits}, integrity {integrity}", lost)
    return rows


if __name__ == "__main__":
    if sys.argv[1:2] == ["--inside"]:
        src, mount, big, books = sys.argv[2:6]
        print(json.dumps(inside(Path(src), Path(mount), Path(big), json.loads(Path(books).read_text(encoding="utf-8")))))
    else:
        print(namespace_refused() or "a tmpfs can be mounted here")
