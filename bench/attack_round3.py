"""The attacks of issue 42 ("Nothing lost, round 3"), run by bench/attack_user_data.py beside the
earlier ones, all in real processes: the main window offscreen in a process of its own
(bench/window_driver.py) beside real `spellforge` commands, parallel commands on one campaign,
outputs pointed at the user's data, damaged campaigns, inputs far past any spellbook.

Each attack is a function of the Lab (attack_user_data.py) returning Outcomes. The rest of the
issue's list is bench/attack_round3_rest.py; its real full disk is bench/attack_full_disk.py.
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DRIVER = ROOT / "bench" / "window_driver.py"
USER = "user.sqlite"
TRIGGERS = ("check-and-repair", "sword-sorcery", "mage-knight", "second-opening", "import-database")
HEROES = ("hero,side,alignment,styles,inventory,save,movement,starting_skills,source\n"
          "Шая,Плут,,agility,2,,,,attack box\nЛайгон,Рейнджер,,agility,3,,,,attack box\n")
ITEMS = ("name,deck,face,pair,category,hand,styles,cost,act,charges,grants_skill,source\n"
         "Бинты,emporium,,,other,,any,5,,,,attack box\n")


class Window:
    """bench/window_driver.py in a process of its own."""

    def __init__(self, folder: Path, lock: bool = False):
        env = dict(os.environ, SPELLFORGE_DATA_DIR=str(folder), QT_QPA_PLATFORM="offscreen")
        self.proc = subprocess.Popen([sys.executable, str(DRIVER)] + (["--lock"] if lock else []), cwd=ROOT, env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.read()

    def read(self) -> str:
        line = self.proc.stdout.readline()
        if not line.startswith("ok "):
            raise RuntimeError(f"window driver: {line.strip() or 'no answer'}")
        return line[3:].strip()

    def do(self, command: str) -> str:
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        return self.read()

    def kill(self) -> None:
        """kill -9: what the window wrote is on disk, or it is lost."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=60)


def notes_in_file(path: Path, book_id: int) -> str | None:
    """The book's notes as this (another) process reads the file; None when deleted or gone."""
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        row = con.execute("SELECT data FROM user_book WHERE id = ? AND NOT deleted", (book_id,)).fetchone()
    finally:
        con.close()
    return json.loads(row[0]).get("notes", "") if row else None


def window_saves_after(lab, Outcome, trigger: str):
    """Critical: a trigger in the window, then `books list` in another process, then saves; each
    save must be in the file (read by a third process), and still there after kill -9."""
    d = lab.folder()
    window = Window(d)
    missed: list[str] = []
    try:
        book_id = int(window.do("new Lock test"))
        window.do("save before")
        window.do(f"trigger {trigger}")
        for n in range(3):
            lab.cli("books", "list", folder=d)
            text = f"save {n} after {trigger}"
            window.do(f"save {text}")
            if notes_in_file(d / USER, book_id) != text:
                missed.append(text)
        window.kill()
        if notes_in_file(d / USER, book_id) != f"save 2 after {trigger}":
            missed.append("the last save, after kill -9")
    finally:
        if window.proc.poll() is None:
            window.kill()
    lost = sum(len(t.encode()) for t in missed)
    return Outcome(f"R3 window: {trigger}, then books list → every save in the file", not missed, lost,
                   f"{len(missed)} of 4 saves missing" if missed else "4 of 4 saves read by another process")


def delete_open_book(lab, Outcome) -> list:
    """High: `books delete` of the book the window has open."""
    out = []
    d = lab.folder()
    window = Window(d, lock=True)
    try:
        book_id = int(window.do("new Open here"))
        window.do("save mine")
        window.do("session")
        proc = lab.cli("books", "delete", str(book_id), folder=d)
        window.do("save still mine")
        kept = notes_in_file(d / USER, book_id) == "still mine"
        out.append(Outcome("R3 books delete of a book the window has open → refused", proc.returncode == 2 and kept
                           and "open in the Spellforge window" in proc.stderr, 0 if kept else len("still mine"),
                           f"exit {proc.returncode}"))
    finally:
        window.kill()
    d = lab.folder()
    window = Window(d)  # no lock (an older window, another machine): the delete goes through
    try:
        book_id = int(window.do("new Open here"))
        window.do("save mine")
        proc = lab.cli("books", "delete", str(book_id), folder=d)
        window.do("save after the delete")
        state = window.do("state")
        kept = notes_in_file(d / USER, book_id) == "after the delete"
        out.append(Outcome("R3 books delete without the lock → the window keeps the book and says so",
                           proc.returncode == 0 and kept and "deleted elsewhere" in state,
                           0 if kept else len("after the delete"), state))
    finally:
        window.kill()
    return out


def _campaign_folder(lab, name: str = "Camp1") -> Path:
    d = lab.folder()
    box = d.parent / f"{d.name}-box"
    box.mkdir()
    (box / "heroes.csv").write_text(HEROES, encoding="utf-8")
    (box / "items.csv").write_text(ITEMS, encoding="utf-8")
    lab.cli("ss", "data", "import", str(box), folder=d)
    made = lab.cli("ss", "campaign", "new", name, "--hero", "Шая:Плут", "--hero", "Лайгон:Рейнджер", "--shards", "35",
                   folder=d)
    if made.returncode:
        raise RuntimeError(made.stderr.strip())
    return d


def _shards(lab, d: Path, name: str = "Camp1") -> int:
    return json.loads(lab.cli("ss", "campaign", "show", name, "--json", folder=d).stdout)["campaign"]["shards"]


def parallel_gains(lab, Outcome):
    """High: 10 parallel `ss gain Camp1 --shards 1`: +10, or the losers refused with a clear line."""
    d = _campaign_folder(lab)
    env = dict(os.environ, SPELLFORGE_DATA_DIR=str(d))
    procs = [subprocess.Popen([sys.executable, "-m", "spellforge", "ss", "gain", "Camp1", "--shards", "1"], cwd=ROOT,
                              env=env, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE) for _ in range(10)]
    results = [(p.wait(timeout=600), p.communicate()[1]) for p in procs]
    saved = sum(rc == 0 for rc, _ in results)
    refused_clearly = all("changed elsewhere" in err for rc, err in results if rc)
    shards = _shards(lab, d)
    held = shards == 35 + saved and refused_clearly
    return Outcome("R3 10 parallel ss gain --shards 1 → every saved gain counted", held, 0 if held else 1,
                   f"{saved} saved, shards {shards} (35 + {saved} expected)")


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def outputs_into_data(lab, Outcome) -> list:
    """Medium: every output path pointed at the user's data (itself, a link to it, a file beside it)."""
    out = []
    d = _campaign_folder(lab)
    user = d / USER
    link = d.parent / f"{d.name}-innocent.csv"
    link.symlink_to(user)
    book = next(iter(lab.books))
    for how, target in (("user.sqlite", user), ("a link to it", link), ("a file in the data folder", d / "x.csv")):
        before = _digest(user)
        bad = []
        for argv in (("collection", "export", target), ("books", "export", book, "--to", "text", "-o", target),
                     ("translations", "export", "-o", target), ("ss", "campaign", "export", "Camp1", target, "--force"),
                     ("print", book, "--pdf", target), ("render", "fireball", "-o", target),
                     ("data", "backup", "-o", target)):
            proc = lab.cli(*map(str, argv), folder=d)
            if proc.returncode != 2 or "data folder" not in proc.stderr:
                bad.append(f"{argv[0]} {argv[1]}: exit {proc.returncode}")
        lost = 0 if _digest(user) == before else user.stat().st_size
        out.append(Outcome(f"R3 outputs at {how} → refused", not bad and lost == 0, lost, "; ".join(bad) or "7 of 7"))
    return out


def salvage_keeps_files(lab, Outcome):
    """Medium: `data salvage -o DIR` into a folder holding the user's own same-named files."""
    d = _campaign_folder(lab)
    dest = d.parent / f"{d.name}-mine"
    dest.mkdir()
    mine = {f"{name}.json": f"my own {name}" for name in list(lab.books)[:5]}
    mine["Camp1.ss-campaign.json"] = "my own campaign"
    for name, text in mine.items():
        (dest / name).write_text(text, encoding="utf-8")
    proc = lab.cli("data", "salvage", "-o", str(dest), folder=d)
    kept = [n for n, t in mine.items() if (dest / n).read_text(encoding="utf-8") == t]
    lost = sum(len(t) for n, t in mine.items() if n not in kept)
    campaigns = list(dest.glob("Camp1 (*).ss-campaign.json"))
    return Outcome("R3 data salvage -o into a folder of the user's files → nothing overwritten, campaigns saved",
                   proc.returncode == 0 and lost == 0 and len(campaigns) == 1, lost,
                   f"{len(kept)} of {len(mine)} files kept, {len(campaigns)} campaign salvaged")


def unreadable_campaign(lab, Outcome) -> list:
    """Medium: one unreadable campaign row."""
    d = _campaign_folder(lab)
    lab.cli("ss", "campaign", "new", "Camp2", "--hero", "Шая:Плут", "--hero", "Лайгон:Рейнджер", folder=d)
    con = sqlite3.connect(d / USER)
    con.execute("UPDATE ss_campaign SET data = CAST(x'7b2261223aff' AS TEXT) WHERE name = 'Camp1'")
    con.commit()
    con.close()
    check = lab.cli("data", "check", folder=d)
    out = [Outcome("R3 unreadable campaign → data check names it", check.returncode != 0 and "Camp1" in check.stdout,
                   0, f"exit {check.returncode}")]
    bad = []
    for argv in (("ss", "campaign", "show", "Camp1"), ("ss", "gain", "Camp1", "--shards", "1")):
        proc = lab.cli(*argv, folder=d)
        if proc.returncode != 2 or "Traceback" in proc.stderr or "cannot be read" not in proc.stderr:
            bad.append(" ".join(argv))
    listed = lab.cli("ss", "campaign", "list", folder=d)
    if listed.returncode or "Camp2" not in listed.stdout:
        bad.append("ss campaign list")
    out.append(Outcome("R3 unreadable campaign → one line in ss commands, the others listed", not bad, 0,
                       "; ".join(bad) or "show, gain, list"))
    return out


def _crafted_code(cards: int) -> str:
    """A deck code that checks out, naming `cards` cards (unknown ones)."""
    import base64

    from spellforge.formats.deck_code import PREFIX, VERSION, _checksum, _varint

    body = _varint(1) + _varint(1) + _varint(cards) + b"".join(i.to_bytes(4, "big") for i in range(cards))
    payload = _varint(len(body) + 1) + bytes([0]) + body
    # RFC 4648 base32 is the code's alphabet and bit order (deck_code._to_letters is quadratic here)
    return PREFIX + base64.b32encode(payload + _checksum(VERSION, payload)).decode("ascii").rstrip("=") + "\n"


def _deep(n: int) -> str:
    return "[" * n + "]" * n


def big_inputs(lab, Outcome) -> list:
    """Medium/low: inputs far past any spellbook or campaign: a clear error, read in under a second."""
    from spellforge.formats import read_spellbook_text

    d = lab.folder()
    cards = "".join(f'<card qty="1" id="{i}">C</card>' for i in range(100_000))  # 3 MB: under the size limit
    o8d = f'<deck game="9acef3d0-efa8-4d3f-a10c-54812baecdda"><section name="Attack">{cards}</section></deck>'
    cases = [("a 1 MB deck code", "code.txt", "SF1:" + "A" * 1024 * 1024 + "\n", ("books", "save"), "too long"),
             ("a crafted code of 200,000 cards", "crafted.txt", _crafted_code(200_000), ("books", "save"), "too long"),
             ("a one-line .o8d of 100,000 cards", "huge.o8d", o8d, ("books", "save"), "too many cards"),
             ("a 13 MB campaign", "big.json", json.dumps({"log": ["x" * 1000] * 13_000}), ("ss", "campaign", "import"),
              "too large"),
             ("deeply nested campaign JSON", "deep.json", _deep(200_000), ("ss", "campaign", "show"), "nested too deeply"),
             ("deeply nested Mage Knight build", "deep-mk.json", "{" + '"a":{' * 40_000 + "}" * 40_001,
              ("mk", "highlevel"), "not valid JSON")]
    out = []
    for label, name, text, argv, words in cases:
        path = d.parent / f"{d.name}-{name}"
        path.write_text(text, encoding="utf-8")
        started = time.perf_counter()
        if argv[0] == "books":
            try:
                read_spellbook_text(text, lab.lib, source_name=name)
            except Exception:  # noqa: BLE001 - the refusal; its time is what counts here
                pass
        seconds = time.perf_counter() - started
        proc = lab.cli(*argv, str(path), *(["--name", "X"] if argv[-1] == "import" else []), folder=d)
        clear = proc.returncode == 2 and words in proc.stderr and "Traceback" not in proc.stderr
        out.append(Outcome(f"R3 {label} → refused clearly" + (" in under a second" if argv[0] == "books" else ""),
                           clear and seconds < 1.0, 0, f"exit {proc.returncode}, read {seconds:.2f} s"))
    books = lab.stored_books(d / USER)
    out.append(Outcome("R3 inputs past the limits → nothing saved", len(books) == len(lab.books), 0,
                       f"{len(books)} books stored"))
    return out


def junk_lines(lab, Outcome):
    """Low: one line of junk is not a spellbook, never an empty book saved."""
    d = lab.folder()
    junk = {"cut.txt": "SF1:AYBQCAAAF5Q", "hearthstone.txt": "AAECAf0EBu0F7AfBuAKY8QKD+wKanwML+wHUA/0D",
            "fullwidth.txt": "ＳＦ１：ＡＹＢＱＣＡＡＡＦ５Ｑ", "other-game.o8d": '<deck game="x"/>'}
    bad = []
    for name, text in junk.items():
        path = d.parent / f"{d.name}-{name}"
        path.write_text(text + "\n", encoding="utf-8")
        proc = lab.cli("books", "save", str(path), folder=d)
        if proc.returncode != 2:
            bad.append(f"{name}: exit {proc.returncode}")
    stored = lab.stored_books(d / USER)
    return Outcome("R3 one line of junk → not a spellbook", not bad and len(stored) == len(lab.books), 0,
                   "; ".join(bad) or f"{len(junk)} of {len(junk)} refused")


def attacks(Outcome) -> list:
    """The round-3 attacks as functions of the lab (Outcome: attack_user_data's record)."""
    return [*(lambda lab, t=t: window_saves_after(lab, Outcome, t) for t in TRIGGERS),
            lambda lab: delete_open_book(lab, Outcome), lambda lab: parallel_gains(lab, Outcome),
            lambda lab: outputs_into_data(lab, Outcome), lambda lab: salvage_keeps_files(lab, Outcome),
            lambda lab: unreadable_campaign(lab, Outcome), lambda lab: big_inputs(lab, Outcome),
            lambda lab: junk_lines(lab, Outcome)]
