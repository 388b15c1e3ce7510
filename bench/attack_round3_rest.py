"""The rest of issue 42's attack list (bench/attack_round3.py has the first part), all in real
processes: the window (bench/window_driver.py) and a command changing the same count, card name,
campaign; an unreadable campaign in the window and in salvage; the window's paste of codes far past
any spellbook and of junk; deeply nested campaign JSON on import; an unreadable earlier Mage Knight
collection; a read-only data folder (a read-only bind mount in a user namespace, where the OS
allows it); the app's own collection export of names with quotes and commas; line breaks in book
names. Run by bench/attack_user_data.py (`--round3` too); each attack returns Outcomes.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
USER = "user.sqlite"


def _r3():
    sys.path.insert(0, str(ROOT / "bench"))
    import attack_round3

    return attack_round3


def window_and_command_on_one_count(lab, Outcome) -> list:
    """Point 1 of the lead's note: the window's writers check what they showed."""
    r3 = _r3()
    d = r3._campaign_folder(lab)
    window = r3.Window(d)
    out = []
    try:
        window.do("count core")  # the collection view shows 0 boxes
        lab.cli("collection", "add", "core", "2", folder=d)
        said = window.do("count core 1")  # typed over the 0 it showed
        stored = json.loads(lab.cli("collection", "show", "--json", folder=d).stdout or "{}")
        boxes = _boxes(stored)
        held = boxes == 2 and "changed elsewhere" in said and said.startswith("2 |")
        out.append(Outcome("R3 window count vs collection add → the window's stale write refused", held,
                           0 if boxes == 2 else 1, f"file {boxes} boxes; window: {said}"))
        lab.cli("translations", "set", "dispel", "ru", "Развеять", folder=d)
        said = window.do("name dispel ru Снятие чар")
        names = lab.cli("translations", "export", folder=d).stdout
        held = "dispel,ru,Развеять" in names and "changed elsewhere" in said
        out.append(Outcome("R3 window card name vs translations set → the window's stale write refused", held,
                           0 if "dispel,ru,Развеять" in names else len("Развеять".encode()), said))
        window.do("mk-tick")  # the Mage Knight view shows no box ticked
        lab.cli("mk", "collection", "--add", "lost_legion", folder=d)
        said = window.do("mk-tick base")  # the view saves all its ticks: it would drop the command's box
        owned = json.loads(lab.cli("mk", "collection", "--json", folder=d).stdout or "{}").get("products", [])
        kept = "lost_legion" in owned
        held = owned == ["lost_legion"] and "changed elsewhere" in said and said.startswith("lost_legion |")
        out.append(Outcome("R3 window Mage Knight boxes vs mk collection --add → the window's stale write refused",
                           held, 0 if kept else 1, said))
        shards = window.do("ss-open Camp1").split(" |")[0]
        lab.cli("ss", "gain", "Camp1", "--shards", "1", folder=d)
        said = window.do("ss-gain 5")
        now = r3._shards(lab, d)
        held = (now == int(shards) + 1 and "changed elsewhere" in said and "damaged" not in said
                and said.startswith(f"{now} |"))
        out.append(Outcome("R3 window and ss gain on one campaign → refused, not 'damaged', the command's gain kept",
                           held, 0 if now == int(shards) + 1 else 1, f"file {now} shards; window: {said}"))
    finally:
        window.kill()
    return out


def _boxes(listing) -> int:
    """Core Set boxes in `collection list --json`."""
    products = listing.get("products", {}) if isinstance(listing, dict) else {}
    if isinstance(products, dict):
        entry = products.get("core", 0)
        return entry.get("count", 0) if isinstance(entry, dict) else int(entry)
    return next((p.get("count", 0) for p in products if p.get("code", p.get("product")) == "core"), 0)


def unreadable_campaign_in_window_and_salvage(lab, Outcome) -> list:
    """Medium, the rest: the S&S view opens beside an unreadable campaign; salvage saves the others."""
    r3 = _r3()
    d = r3._campaign_folder(lab)
    lab.cli("ss", "campaign", "new", "Camp2", "--hero", "Шая:Плут", "--hero", "Лайгон:Рейнджер", folder=d)
    con = sqlite3.connect(d / USER)
    con.execute("UPDATE ss_campaign SET data = CAST(x'7b2261223aff' AS TEXT) WHERE name = 'Camp1'")
    con.commit()
    con.close()
    window = r3.Window(d)
    try:
        opened = window.do("ss-open Camp2")
        window.do("ss-open Camp1")
        warned = window.do("warnings")
    finally:
        window.kill()
    out = [Outcome("R3 unreadable campaign → the S&S view opens the others and names it",
                   opened.startswith(("0 |", "35 |")) and "Camp1" in warned and "Traceback" not in warned, 0,
                   f"Camp2: {opened.split(' |')[0]} shards; said: {warned[:80]}")]
    dest = d.parent / f"{d.name}-salvage"
    proc = lab.cli("data", "salvage", "-o", str(dest), folder=d)
    saved = sorted(p.name for p in dest.glob("*.ss-campaign.json"))
    out.append(Outcome("R3 unreadable campaign → salvage writes the readable ones and names it",
                       "Camp2.ss-campaign.json" in saved and "Camp1" in proc.stdout + proc.stderr, 0,
                       f"exit {proc.returncode}, {saved}"))
    return out


def window_paste(lab, Outcome) -> list:
    """Medium/low: codes far past any spellbook and one line of junk pasted in the window: refused
    in under a second, nothing saved (the window froze 188.6 s on the 1 MB code)."""
    r3 = _r3()
    d = lab.folder()
    cards = "".join(f'<card qty="1" id="{i}">C</card>' for i in range(100_000))
    pastes = {"a 1 MB deck code": "SF1:" + "A" * 1024 * 1024, "a crafted code of 200,000 cards": r3._crafted_code(200_000),
              "a one-line .o8d of 100,000 cards":
                  f'<deck game="9acef3d0-efa8-4d3f-a10c-54812baecdda"><section name="Attack">{cards}</section></deck>',
              "a cut SF1: code": "SF1:AYBQCAAAF5Q", "a Hearthstone code": "AAECAf0EBu0F7AfBuAKY8QKD+wKanwML+wHUA/0D",
              "a full-width code": "ＳＦ１：ＡＹＢＱＣＡＡＡＦ５Ｑ", "<deck game=\"x\"/>": '<deck game="x"/>'}
    window = r3.Window(d)
    out = []
    try:
        for label, text in pastes.items():
            path = d.parent / f"{d.name}-paste.txt"
            path.write_text(text, encoding="utf-8")
            said = window.do(f"paste {path}")
            how, seconds = said.split(" ")[0], float(said.split(" ")[1])
            held = how in ("refused", "warned") and seconds < 1.0 and "report shown" not in said
            out.append(Outcome(f"R3 window paste of {label} → refused in under a second", held, 0,
                               f"{how} in {seconds:.2f} s"))
    finally:
        window.kill()
    stored = lab.stored_books(d / USER)
    out.append(Outcome("R3 window pastes → no book saved", len(stored) == len(lab.books), 0, f"{len(stored)} books"))
    return out


def deep_campaign_import(lab, Outcome):
    d = lab.folder()
    path = d.parent / f"{d.name}-deep.json"
    path.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8")
    proc = lab.cli("ss", "campaign", "import", str(path), "--name", "Deep", folder=d)
    return Outcome("R3 deeply nested JSON → ss campaign import refuses in one line", proc.returncode == 2
                   and "Traceback" not in proc.stderr and "nested too deeply" in proc.stderr, 0,
                   f"exit {proc.returncode}")


def unreadable_mk_collection(lab, Outcome):
    """Low: an unreadable earlier Mage Knight collection.json no longer blocks `mk collection`."""
    d = lab.folder()
    (d / "mage-knight").mkdir(exist_ok=True)
    junk = b'{"owned": ["core", \xff'
    (d / "mage-knight" / "collection.json").write_bytes(junk)
    first = lab.cli("mk", "collection", folder=d)  # says it once: the file is kept aside
    second = lab.cli("mk", "collection", "--add", "base", folder=d)
    third = lab.cli("mk", "collection", "--json", folder=d)
    kept = (d / "mage-knight" / "collection.json.unreadable")
    held = (first.returncode in (0, 2) and "collection.json.unreadable" in first.stderr
            and "Traceback" not in first.stderr and second.returncode == 0 and third.returncode == 0
            and "base" in third.stdout and kept.exists() and kept.read_bytes() == junk)
    return Outcome("R3 unreadable mage-knight/collection.json → said once, kept aside, mk collection works", held,
                   0 if kept.exists() and kept.read_bytes() == junk else len(junk),
                   f"exits {first.returncode}, {second.returncode}, {third.returncode}")


RO_SCRIPT = r"""
set -e
mount --bind "$1" "$1" && mount -o remount,bind,ro "$1"
mount --bind "$2" "$2" && mount -o remount,bind,ro "$2"
exec "$3" "$4" "$1" "$2" "$5"
"""


def read_only_folder(lab, Outcome) -> list:
    """Low: a read-only data folder (and a read-only output folder): a read-only bind mount in a user
    namespace; where the OS refuses one, the attack says so."""
    r3 = _r3()
    d = r3._campaign_folder(lab)
    lab.cli("books", "list", folder=d)  # a checkpoint: the folder's files as a reader finds them
    out_dir = d.parent / f"{d.name}-readonly-out"
    out_dir.mkdir()
    done = subprocess.run(["unshare", "--user", "--map-root-user", "--mount", "sh", "-c", RO_SCRIPT, "sh", str(d),
                           str(out_dir), sys.executable, __file__, next(iter(lab.books))],
                          cwd=ROOT, capture_output=True, text=True, timeout=1800)
    try:
        rows = json.loads(done.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        why = (done.stderr.strip().splitlines() or ["no output"])[-1]
        return [Outcome("R3 read-only data folder → (not run: no read-only bind mount here)", False, 0, why)]
    return [Outcome(r["attack"], r["held"], 0, r["detail"]) for r in rows]


def _inside_read_only(data: Path, out_dir: Path, book: str) -> list[dict]:
    import os

    env = dict(os.environ, SPELLFORGE_DATA_DIR=str(data), QT_QPA_PLATFORM="offscreen")

    def cli(*argv):
        return subprocess.run([sys.executable, "-m", "spellforge", *map(str, argv)], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=600)

    rows = []
    listed = cli("ss", "campaign", "list")
    rows.append({"attack": "R3 read-only data folder → ss campaign list lists, no 'newer Spellforge'",
                 "held": listed.returncode == 0 and "Camp1" in listed.stdout and "newer" not in listed.stderr,
                 "detail": f"exit {listed.returncode} {listed.stderr.strip()[:80]}"})
    shot = Path(tempfile.mkdtemp()) / "shot.png"
    gui = cli("gui", "--screenshot", shot)
    rows.append({"attack": "R3 read-only data folder → gui starts and ends without a traceback",
                 "held": "Traceback" not in gui.stderr and shot.exists(),
                 "detail": f"exit {gui.returncode} {gui.stderr.strip().splitlines()[-1][:80] if gui.stderr.strip() else ''}"})
    bad = []
    for argv in (("export", book, "--to", "text", "-o", out_dir / "x.txt"), ("print", book, "--pdf", out_dir / "x.pdf"),
                 ("render", "fireball", "-o", out_dir / "x.png")):
        proc = cli(*argv)
        if proc.returncode != 2 or "Traceback" in proc.stderr:
            bad.append(f"{argv[0]}: exit {proc.returncode}")
    rows.append({"attack": "R3 export -o, print, render onto a read-only folder → exit 2, one line",
                 "held": not bad, "detail": "; ".join(bad) or "3 of 3"})
    return rows


def names_with_quotes(lab, Outcome):
    """Low: the app's own collection export of names with quotes and commas reads back with --replace."""
    d = lab.folder()
    lab.cli("translations", "set", "dispel", "en", 'Dis"pel, the "first"', folder=d)
    lab.cli("collection", "add", "dispel", "3", folder=d)
    lab.cli("collection", "add", "Galvitar, Force Blade", "2", folder=d)
    first, again = d.parent / f"{d.name}-1.csv", d.parent / f"{d.name}-2.csv"
    lab.cli("collection", "export", "--all-cards", str(first), folder=d)
    proc = lab.cli("collection", "import", "--replace", str(first), folder=d)
    lab.cli("collection", "export", "--all-cards", str(again), folder=d)
    same = first.read_bytes() == again.read_bytes()
    return Outcome("R3 collection export → import --replace of names with quotes and commas", proc.returncode == 0
                   and same and '"Dis""pel, the ""first"""' in first.read_text(encoding="utf-8"),
                   0 if same else len(first.read_bytes()), f"exit {proc.returncode}, {'same' if same else 'differs'}")


def names_on_one_line(lab, Outcome):
    """Low: newlines and tabs are not stored in a book's name."""
    d = lab.folder()
    book = ROOT / "db" / "templates" / "core" / "official-warlock.json"
    proc = lab.cli("books", "save", str(book), "--name", "Two\nlines\tand a tab", folder=d)
    names = [n for n in lab.stored_books(d / USER) if n.startswith("Two")]
    return Outcome("R3 a book name with a newline and a tab → stored on one line", proc.returncode == 0
                   and names == ["Two lines and a tab"], 0, repr(names))


def attacks(Outcome) -> list:
    return [lambda lab: window_and_command_on_one_count(lab, Outcome),
            lambda lab: unreadable_campaign_in_window_and_salvage(lab, Outcome),
            lambda lab: window_paste(lab, Outcome), lambda lab: deep_campaign_import(lab, Outcome),
            lambda lab: unreadable_mk_collection(lab, Outcome), lambda lab: read_only_folder(lab, Outcome),
            lambda lab: names_with_quotes(lab, Outcome), lambda lab: names_on_one_line(lab, Outcome)]


if __name__ == "__main__":  # inside the namespace of read_only_folder
    print(json.dumps(_inside_read_only(Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3])))
