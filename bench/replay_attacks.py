"""The attacks of `bench/replay_issue42.py`, one function per bullet of issue 42 (and the full
disk of its opening line). Each gets a fresh copy of the prepared data folder and a scratch
folder, and returns (held by its own checks, what was seen, bytes of acknowledged saves lost,
the keys of the user's data it was allowed to change). The replay adds every byte of what the
user had before that is gone or different afterwards, read by a separate process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Callable

from bench.replay_common import Attack, books_in, clean, notes_of, shards_of
from bench.replay_limits import LIMIT_ATTACKS
from bench.replay_mounts import MOUNT_ATTACKS


# -- critical: the window says "Saved" for edits that never reach the file -------------------------------

def _saves_after(trigger: str, **fields) -> Callable:
    def run(folder, _out):
        window = folder.window("--edit-at-ready") if trigger == "edit at ready" else folder.window()
        if trigger == "edit at ready":
            early = window.ready["early"]
            book_id, acks = early["id"], ["edit at ready"] if early["saved"] else []
        else:
            book_id, acks = window.ask("new_book")["id"], []
            acks += ["before"] if window.ask("notes", id=book_id, text="before")["saved"] else []
            window.ask(trigger, **fields)
        lost, listed_ok = 0, True
        for n in range(3):
            listed = folder.spellforge("books", "list")  # a second process while the window runs
            listed_ok &= listed.returncode == 0
            text = f"save {n} after {trigger}"
            answer = window.ask("notes", id=book_id, text=text)
            if answer["saved"] and answer["label"] == "Saved":
                acks.append(text)
                if notes_of(folder.read(), book_id) != text:  # a third process reads the file
                    lost += len(text)
        window.kill9()
        final = notes_of(folder.read(), book_id)
        lost += len(acks[-1]) if acks and final != acks[-1] else 0
        check = folder.spellforge("data", "check")
        ok = len(acks) >= 3 and listed_ok and check.returncode == 0
        return ok, (f"{len(acks)} saves said Saved, each read back by another process; after kill -9 of the "
                    f"window the file holds {final!r}; data check exit {check.returncode}"), lost, ()
    return run


# -- high ------------------------------------------------------------------------------------------------------

def delete_open_book(folder, _out):
    window = folder.window()
    window.ask("open", id=1)
    window.ask("notes", id=1, text="mine while open")
    refused = folder.spellforge("books", "delete", "1")
    # A delete that comes anyway (an older Spellforge, a window without the lock): a plain write of
    # the row from another process, then the window's next edit.
    subprocess.run([sys.executable, "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); "
                    "c.execute('UPDATE user_book SET deleted=1 WHERE id=1'); c.commit()", str(folder.user)],
                   check=True, timeout=60)
    answer = window.ask("notes", id=1, text="after the delete")
    err = window.quit()
    book = folder.read().get("book 1", "")
    kept = not book.startswith("deleted") and notes_of({"book 1": book}, 1) == "after the delete"
    ok = refused.returncode == 2 and clean(refused) and answer["saved"] and kept and "Traceback" not in err
    lost = 0 if kept else 4463
    return ok, (f"books delete of the open book: exit {refused.returncode} ({refused.stderr.strip()[:70]}); "
                f"deleted anyway: the window's next save {'kept the book' if kept else 'LOST it'}"), lost, \
        ("book 1", "version 1.")


def parallel_gains(folder, _out):
    before = shards_of(folder.read(), "Camp1")
    procs = [subprocess.Popen([sys.executable, "-m", "spellforge", "ss", "gain", "Camp1", "--shards", "1"],
                              env=folder.env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for _ in range(10)]
    codes = [p.wait(timeout=300) for p in procs]
    after = shards_of(folder.read(), "Camp1")
    gained = after - before
    ok = gained == 10 and codes == [0] * 10
    return ok, f"10 parallel `ss gain Camp1 --shards 1`: exits {sorted(set(codes))}, shards {before} -> {after}", \
        max(0, 10 - gained) * 60, ("campaign Camp1",)


# -- medium ----------------------------------------------------------------------------------------------------

def outputs_at_user_data(folder, out):
    out.mkdir()
    link = out / "link.sqlite"
    link.symlink_to(folder.user)
    book = sorted(Path(__file__).resolve().parents[1].glob("tests/fixtures/octgn/decks/official-spellbooks/*.o8d"))[0]
    inside = folder.path / "exported-here.csv"
    commands = lambda t: [("collection", "export", t), ("books", "export", "1", "--to", "json", "-o", t),  # noqa: E731
                          ("export", str(book), "--to", "o8d", "-o", t), ("translations", "export", "-o", t),
                          ("ss", "campaign", "export", "Camp1", t, "--force"), ("print", "1", "--pdf", t),
                          ("render", "fireball", "-o", t), ("data", "backup", "-o", t)]
    bad = []
    for target in (str(folder.user), str(link), str(inside)):
        for argv in commands(target):
            done = folder.spellforge(*argv)
            if done.returncode != 2 or not clean(done) or "data" not in done.stderr:  # refused as the user's data
                bad.append(f"{argv[0]} {argv[1]} -> {Path(target).name}: exit {done.returncode}")
    ok = not bad and link.is_symlink() and not inside.exists() and folder.spellforge("data", "check").returncode == 0
    return ok, f"24 outputs at user.sqlite, a link to it and a file in the data folder: " \
               f"{'all refused, exit 2' if not bad else '; '.join(bad[:3])}", 0, ()


def salvage_into_users_files(folder, out):
    probe = out / "probe"
    first = folder.spellforge("data", "salvage", "-o", str(probe))
    names = sorted(p.name for p in probe.iterdir()) if probe.exists() else []
    mine = out / "mine"
    mine.mkdir(parents=True)
    own = {name: f"the user's own file {name}\n".encode() for name in names}
    for name, data in own.items():
        (mine / name).write_bytes(data)
    again = folder.spellforge("data", "salvage", "-o", str(mine))
    lost = sum(len(d) for n, d in own.items() if (mine / n).read_bytes() != d)
    written = len(list(mine.iterdir())) - len(own)
    campaigns = sum(n.endswith(".ss-campaign.json") for n in names)
    ok = first.returncode == 0 and again.returncode == 0 and written == len(names) and campaigns == 2
    return ok, (f"salvage wrote {len(names)} files ({campaigns} campaigns); into a folder of the user's "
                f"{len(own)} same-named files: {written} new files beside them"), lost, ()


def window_and_command_on_a_campaign(folder, _out):
    window = folder.window()
    first = window.ask("ss_gain", name="Camp1", shards=1)
    command = folder.spellforge("ss", "gain", "Camp1", "--shards", "7")
    stale = window.ask("ss_gain", name="Camp1", shards=20)
    again = window.ask("ss_gain", name="Camp1", shards=20)
    window.quit()
    stored = shards_of(folder.read(), "Camp1")
    said = " ".join(stale["said"])
    damaged = any(w in said.lower() for w in ("damaged", "unique"))
    expected = 5 + 1 + 7 + (20 if not again["said"] else 0)
    ok = (command.returncode == 0 and stale["said"] and not damaged and stale["shards"] == 13
          and stored == expected and not first["said"])
    lost = 0 if stored >= 13 else 60
    return ok, (f"the window's gain after the command's: {'refused: ' + said[:70] if said else 'NOT refused'}; "
                f"the window then shows {stale['shards']}, stored {stored} (expected {expected})"), lost, \
        ("campaign Camp1",)


def unreadable_campaign(folder, out):
    subprocess.run([sys.executable, "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); "
                    "c.execute(\"UPDATE ss_campaign SET data=CAST(X'fffe7b22' AS TEXT) WHERE name='Camp2'\"); "
                    "c.commit()", str(folder.user)], check=True, timeout=60)
    check = folder.spellforge("data", "check")
    listed = folder.spellforge("ss", "campaign", "list")
    show = folder.spellforge("ss", "campaign", "show", "Camp2")
    gain = folder.spellforge("ss", "gain", "Camp2", "--shards", "1")
    good = folder.spellforge("ss", "campaign", "show", "Camp1")
    salvage = folder.spellforge("data", "salvage", "-o", str(out / "salvage"))
    window = folder.window()
    view = window.ask("ss_open")
    err = window.quit()
    saved = [p.name for p in (out / "salvage").glob("*.ss-campaign.json")]
    checks = {"data check names it": check.returncode == 1 and "Camp2" in check.stdout + check.stderr,
              "no traceback": all(map(clean, (listed, show, gain))), "list shows Camp1": "Camp1" in listed.stdout,
              "show and gain exit 2": show.returncode == gain.returncode == 2, "Camp1 shows": good.returncode == 0,
              "the view lists Camp1": "Camp1" in view["names"], "the window exits cleanly": "Traceback" not in err,
              "salvage takes Camp1": any("Camp1" in n for n in saved)}
    failed = [k for k, v in checks.items() if not v]
    return not failed, (f"data check exit {check.returncode}; list/show/gain exit {listed.returncode}/"
                        f"{show.returncode}/{gain.returncode}; the view opens ({len(view['said'])} warning); salvage: {saved}"
                        + (f"; FAILED: {failed} {err.strip()[-300:]}" if failed else "")), 0, ("campaign Camp2",)


def one_line_junk(folder, out):
    out.mkdir()
    code = folder.spellforge("books", "export", "1", "--to", "code").stdout.strip()
    full_width = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in code)
    junk = {"a cut SF1 code": code[: len(code) // 2], "a Hearthstone code": "AAECAR8GxwPJBLsFmQfZB/oHDPIB2AHCAp8D",
            "a full-width code": full_width, "a deck of another game": '<deck game="x"/>'}
    window = folder.window()
    bad = []
    for what, text in junk.items():
        path = out / "junk.txt"
        path.write_text(text + "\n", encoding="utf-8")
        done = folder.spellforge("books", "save", str(path))
        pasted = window.ask("paste", text=text)
        empty = [b for b in books_in(folder.read()) if not b["cards"]]
        if empty or not clean(done) or (done.returncode == 0 and what != "a full-width code"):
            bad.append(f"{what}: exit {done.returncode}, {len(empty)} empty book(s)")
        if pasted["books"] != pasted["before"] and what != "a full-width code":
            bad.append(f"{what}: the window's paste made a book")
    window.quit()
    return not bad, "cut, Hearthstone, full-width and <deck game=x/> codes: " + (
        "none is saved as an empty spellbook (command and window)" if not bad else "; ".join(bad)), 0, ()


def names_on_one_line(folder, out):
    out.mkdir()
    book = out / "book.txt"
    book.write_text("Fire\tand\nIce\n", encoding="utf-8")
    saved = folder.spellforge("books", "save", str(sorted(
        Path(__file__).resolve().parents[1].glob("tests/fixtures/octgn/decks/official-spellbooks/*.o8d"))[1]),
        "--name", "Line one\nline two\tand a tab")
    window = folder.window()
    answer = window.ask("rename", id=2, name="Renamed\nin the\twindow")
    window.quit()
    names = [b["name"] for b in books_in(folder.read())]
    bad = [n for n in names if "\n" in n or "\t" in n]
    ok = saved.returncode == 0 and not bad and "Renamed in the window" in names
    return ok, f"books save --name and the window's Rename with a newline and a tab: stored {names[-2:]!r}" + (
        "" if not answer.get("status") else f"; status {answer['status'][:50]!r}"), 0, ("book 2", "version 2.")


def collection_round_trip(folder, out):
    out.mkdir()
    seen = []
    ok = True
    for lang in ("ru", "en"):
        csv = out / f"collection-{lang}.csv"
        exported = folder.spellforge("collection", "export", "--lang", lang, str(csv))
        text = csv.read_text(encoding="utf-8") if csv.exists() else ""
        back = folder.spellforge("collection", "import", "--replace", str(csv))
        seen.append(f"{lang}: export {exported.returncode}, import --replace {back.returncode}"
                    f"{' (a doubled quote in it)' if chr(34) * 2 in text else ''}")
        ok &= exported.returncode == 0 and back.returncode == 0 and clean(back)
    return ok and "doubled" in seen[0], "; ".join(seen), 0, ()


def unreadable_mk_collection(folder, _out):
    legacy = folder.path / "mage-knight" / "collection.json"
    legacy.parent.mkdir(exist_ok=True)
    junk = b'{"owned": ["base", \xff\xfe'
    legacy.write_bytes(junk)
    first = folder.spellforge("mk", "collection")
    second = folder.spellforge("mk", "collection", "--add", "The Lost Legion")
    kept = any(p.read_bytes() == junk for p in legacy.parent.iterdir() if p.is_file())
    ok = clean(first) and second.returncode == 0 and clean(second) and kept
    return ok, (f"mk collection with an unreadable collection.json: exit {first.returncode} "
                f"({first.stderr.strip()[:60]}), then --add exit "
                f"{second.returncode}; the file's bytes {'kept' if kept else 'GONE'}"), 0 if kept else len(junk), ()


ATTACKS = [
    Attack("critical", "Check and repair, then a command, then saves", _saves_after("check_and_repair")),
    Attack("critical", "Sword & Sorcery view, then a command, then saves", _saves_after("game", game="sword-sorcery")),
    Attack("critical", "Mage Knight view, then a command, then saves", _saves_after("game", game="mage-knight")),
    Attack("critical", "a second opening of the store, then saves", _saves_after("second_opening")),
    Attack("critical", "an edit at the ready frame, then saves", _saves_after("edit at ready")),
    Attack("high", "books delete of the book the window has open", delete_open_book),
    Attack("high", "10 parallel ss gain on one campaign", parallel_gains),
    Attack("medium", "every output command pointed at user data", outputs_at_user_data),
    Attack("medium", "data salvage -o into a folder of the user's files", salvage_into_users_files),
    Attack("medium", "the window and a command on one campaign", window_and_command_on_a_campaign),
    Attack("medium", "one unreadable campaign row", unreadable_campaign),
    *LIMIT_ATTACKS,
    Attack("low", "one-line junk is not a spellbook", one_line_junk),
    Attack("low", "newlines and tabs in book names", names_on_one_line),
    Attack("low", "collection export with quotes and commas, --replace back", collection_round_trip),
    Attack("low", "an unreadable earlier mage-knight/collection.json", unreadable_mk_collection),
    *MOUNT_ATTACKS,
]
