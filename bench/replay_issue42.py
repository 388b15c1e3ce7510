"""An independent replay of issue 42's attacks, written from the issue's list alone (not from
bench/attack_*.py): every bullet — critical, high, medium, low — against a prepared data folder
of real spellbooks, a collection, card names and Sword & Sorcery campaigns, with real separate
processes: the main window offscreen in a process of its own (bench/replay_window.py) and
`spellforge` commands in subprocesses. What the user had is read before and after each attack by
a separate read-only process (books, versions, collection, names, campaigns); each row prints
attack -> held/FAILED, the bytes of the user's data lost and what was seen.

    .venv/bin/python bench/replay_issue42.py                 # every attack, ~4 minutes
    .venv/bin/python bench/replay_issue42.py --only campaign # the attacks whose name holds it
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from bench.replay_attacks import ATTACKS  # noqa: E402
from bench.replay_common import READ, Attack  # noqa: E402

BOOKS = ROOT / "tests" / "fixtures" / "octgn" / "decks" / "official-spellbooks"



class Folder:
    """One attack's data folder (a copy of the prepared one) and how to act on it."""

    def __init__(self, path: Path, env: dict):
        self.path, self.env = path, env
        self.user = path / "user.sqlite"

    def spellforge(self, *argv: str, timeout: float = 300, env: dict | None = None) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "spellforge", *argv], cwd=ROOT, env=env or self.env,
                              capture_output=True, text=True, timeout=timeout)

    def timed(self, *argv: str) -> tuple[subprocess.CompletedProcess, float]:
        """The command and the processor seconds it used (user + system): on a machine shared
        with other work the wall time of one start varies by seconds, its processor time not."""
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        done = self.spellforge(*argv)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        return done, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)

    def read(self) -> dict[str, str]:
        """What the user has, as a separate read-only process sees it."""
        done = subprocess.run([sys.executable, "-c", READ, str(self.user)], capture_output=True, text=True,
                              timeout=120)
        if done.returncode:
            raise RuntimeError(f"the reader could not read {self.user}: {done.stderr.strip()[-300:]}")
        return json.loads(done.stdout)

    def window(self, *flags: str) -> "Window":
        return Window(self, flags)


class Window:
    """The real window in a process of its own, driven line by line."""

    def __init__(self, folder: Folder, flags: tuple[str, ...]):
        self.proc = subprocess.Popen([sys.executable, str(ROOT / "bench" / "replay_window.py"), *flags], cwd=ROOT,
                                     env=folder.env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True, encoding="utf-8")
        self.ready = self.ask("ready")

    def ask(self, op: str, **fields) -> dict:
        self.proc.stdin.write(json.dumps({"op": op, **fields}, ensure_ascii=False) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the window died on {op}: {self.proc.stderr.read()[-800:]}")
        answer = json.loads(line)
        if not answer.pop("ok"):
            raise RuntimeError(f"the window failed on {op}: {answer['trace'][-800:]}")
        return answer

    def quit(self) -> str:
        """Close the window as a user does; its standard error (a traceback at exit shows here)."""
        self.ask("quit")
        try:
            _out, err = self.proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            _out, err = self.proc.communicate()
        return err

    def kill9(self) -> None:
        self.proc.kill()
        self.proc.communicate()


def prepare(base: Path, env: dict) -> Path:
    """The prepared data folder: real official spellbooks (two with odd names), a collection,
    card names of the player's own and two Sword & Sorcery campaigns, each saved by a command."""
    data = base / "prepared"
    folder = Folder(data, dict(env, SPELLFORGE_DATA_DIR=str(data)))
    books = sorted(BOOKS.glob("*.o8d"))[:6]
    steps = [("books", "save", str(b)) for b in books]
    steps += [("books", "save", str(books[0]), "--name", 'Dis"pel, the'),
              ("collection", "add", "core", "2"), ("collection", "add", "Galvitar, Force Blade", "1"),
              ("collection", "add", "dispel", "3"),
              ("translations", "set", "dispel", "ru", 'Раз"веять, это'),
              ("translations", "set", "fireball", "pl", "Kula Ognia!"),
              ("ss", "campaign", "new", "Camp1", "--hero", "Shaya:Rogue", "--hero", "Torgar:Priest", "--shards", "5"),
              ("ss", "campaign", "new", "Camp2", "--hero", "Ekar:Knight of the White Rose", "--hero", "Laigon:Ranger",
               "--shards", "1"),
              ("ss", "gain", "Camp2", "--shards", "2"),
              ("mk", "collection", "--add", "base")]
    for argv in steps:
        done = folder.spellforge(*argv)
        if done.returncode:
            raise SystemExit(f"preparing the data folder: spellforge {' '.join(argv)}: {done.stderr.strip()}")
    return data


def lost_bytes(before: dict[str, str], after: dict[str, str], changed: tuple[str, ...] = ()) -> tuple[int, list[str]]:
    """Bytes of what the user had that is gone or different, except the keys the attack was
    allowed to change (by prefix): what a held attack must keep byte for byte."""
    lost, keys = 0, []
    for key, value in before.items():
        if key.startswith(changed) if changed else False:
            continue
        if after.get(key) != value:
            lost += len(value.encode("utf-8"))
            keys.append(key)
    return lost, keys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", help="run only the attacks whose name holds this text "
                                                        "(repeatable)")
    parser.add_argument("--keep", action="store_true", help="keep the work folder (printed)")
    args = parser.parse_args(argv)
    chosen = [a for a in ATTACKS if not args.only or any(o.lower() in a.name.lower() for o in args.only)]
    if not chosen:
        raise SystemExit(f"no attack's name holds {args.only!r}")
    base = Path(tempfile.mkdtemp(prefix="spellforge-replay42-"))
    home = base / "home"
    home.mkdir()
    env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT))
    start = time.perf_counter()
    try:
        prepared = prepare(base, env)
    except BaseException:
        shutil.rmtree(base, ignore_errors=True)
        raise
    print(f"prepared {prepared} in {time.perf_counter() - start:.1f} s")
    held = failed = total_lost = 0
    for number, attack in enumerate(chosen, start=1):
        data = base / f"attack-{number}"
        shutil.copytree(prepared, data)
        folder = Folder(data, dict(env, SPELLFORGE_DATA_DIR=str(data)))
        before = folder.read()
        began = time.perf_counter()
        try:
            ok, detail, extra_lost, changed = attack.run(folder, base / f"out-{number}")
        except Exception as e:  # noqa: BLE001 - a crash of the replay is a failed attack, said
            ok, detail, extra_lost, changed = False, f"{type(e).__name__}: {str(e)[-400:]}", 0, ()
        try:
            lost, keys = lost_bytes(before, folder.read(), changed)
        except RuntimeError as e:
            lost, keys = sum(len(v.encode()) for v in before.values()), [str(e)]
        lost += extra_lost
        good = ok and lost == 0
        held, failed, total_lost = held + good, failed + (not good), total_lost + lost
        where = f" (changed: {', '.join(keys[:4])})" if keys else ""
        print(f"{attack.severity:8} {attack.name:58} {'held' if good else 'FAILED':6} {lost:>8} B lost  "
              f"{time.perf_counter() - began:5.1f} s  {detail}{where}", flush=True)
    print(f"{held} held, {failed} FAILED, {total_lost} bytes of user data lost, "
          f"{time.perf_counter() - start:.0f} s")
    if args.keep:
        print(f"work folder kept: {base}")
    else:
        shutil.rmtree(base, ignore_errors=True)
    return 1 if failed else 0


__all__ = ["Attack", "Folder", "Window", "lost_bytes", "main"]

if __name__ == "__main__":
    sys.exit(main())
