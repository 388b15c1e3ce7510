"""Issue 42's attacks that need the operating system's help, for replay_issue42.py: a read-only
data folder (a read-only bind mount), outputs onto an unwritable folder and onto a full disk, and
the data folder itself on a full 16 MiB tmpfs. They run inside a private user and mount namespace
(`unshare --user --map-root-user --mount`, no root needed where the kernel allows it); where the
OS refuses the namespace the row says so and fails (nothing is faked)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from bench.replay_common import READ, Attack, clean

ROOT = Path(__file__).resolve().parents[1]

INNER = r"""
import json, os, subprocess, sys
plan = json.loads(sys.argv[1])
for cmd in plan["setup"]:
    subprocess.run(cmd, check=True, shell=isinstance(cmd, str), capture_output=True)
out = {"commands": []}
for argv in plan["commands"]:
    done = subprocess.run([sys.executable, "-m", "spellforge", *argv], env=plan["env"], capture_output=True, text=True,
                          timeout=300, cwd=plan["cwd"])
    out["commands"].append([done.returncode, done.stdout[-2000:], done.stderr[-2000:]])
if plan.get("read"):
    done = subprocess.run([sys.executable, "-c", plan["read_code"], plan["read"]], capture_output=True, text=True)
    out["read"] = json.loads(done.stdout) if done.returncode == 0 else None
    names = os.listdir(os.path.dirname(plan["read"]))
    out["leftovers"] = sorted(n for n in names if ".tmp" in n or n.startswith("tmp"))
print(json.dumps(out))
"""


def _in_namespace(folder, setup: list, commands: list, env: dict | None = None, read: Path | None = None) -> dict:
    if shutil.which("unshare") is None:
        raise RuntimeError("no `unshare` on this machine: the mount attacks cannot run")
    plan = {"setup": setup, "commands": commands, "env": env or folder.env, "cwd": str(ROOT),
            "read": str(read) if read else None, "read_code": READ}
    done = subprocess.run(["unshare", "--user", "--map-root-user", "--mount", sys.executable, "-c", INNER,
                           json.dumps(plan)], capture_output=True, text=True, timeout=900)
    if done.returncode:
        raise RuntimeError(f"the namespace was refused or failed: {done.stderr.strip()[-300:]}")
    return json.loads(done.stdout)


def _results(answer) -> list[tuple[int, str, str]]:
    return [tuple(c) for c in answer["commands"]]


def read_only_folder(folder, out):
    out.mkdir()
    shot = out / "shot.png"
    d = str(folder.path)
    answer = _in_namespace(folder, [["mount", "--bind", d, d], ["mount", "-o", "remount,bind,ro", d, d]],
                           [["ss", "campaign", "list"], ["books", "list"], ["gui", "--screenshot", str(shot)],
                            ["collection", "add", "core", "1"]])
    (lrc, lout, lerr), (brc, _bo, _be), (grc, _go, gerr), (arc, _ao, aerr) = _results(answer)
    ok = (lrc == 0 and "Camp1" in lout and "newer" not in lerr and brc == 0 and grc == 0 and "Traceback" not in gerr
          and arc == 2 and "Traceback" not in aerr)
    return ok, (f"read-only bind mount: ss campaign list exit {lrc}{' (says newer!)' if 'newer' in lerr else ''}, "
                f"books list {brc}, gui --screenshot {grc}{' with a traceback' if 'Traceback' in gerr else ''}, "
                f"collection add {arc} ({aerr.strip()[:50]})"), 0, ()


def outputs_onto_unwritable_and_full(folder, out):
    ro, full = out / "read-only", out / "full"
    ro.mkdir(parents=True)
    full.mkdir()
    book = sorted((ROOT / "tests/fixtures/octgn/decks/official-spellbooks").glob("*.o8d"))[0]
    setup = [["mount", "--bind", str(ro), str(ro)], ["mount", "-o", "remount,bind,ro", str(ro), str(ro)],
             ["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(full)],
             f"dd if=/dev/zero of={full}/filler bs=4k 2>/dev/null || true"]
    commands = []
    for target in (ro, full):
        commands += [["export", str(book), "--to", "o8d", "-o", str(target / "b.o8d")],
                     ["print", str(book), "--pdf", str(target / "b.pdf")],
                     ["render", "fireball", "-o", str(target / "f.png")]]
    answer = _in_namespace(folder, setup, commands)
    codes = [rc for rc, _o, _e in _results(answer)]
    ok = codes == [2] * 6 and all("Traceback" not in e for _r, _o, e in _results(answer))
    return ok, f"export -o, print, render onto a read-only folder / a full tmpfs: exits {codes}", 0, ()


def full_disk(folder, out):
    """The data folder on a 16 MiB tmpfs filled to the last block: reads work, writes exit 2 with
    one line, and every book, count, name and campaign is still there byte for byte."""
    out.mkdir()
    mount = out / "disk"
    mount.mkdir()
    data = mount / "data"
    book = sorted((ROOT / "tests/fixtures/octgn/decks/official-spellbooks").glob("*.o8d"))[2]
    setup = [["mount", "-t", "tmpfs", "-o", "size=16m", "tmpfs", str(mount)], ["cp", "-a", str(folder.path), str(data)],
             f"dd if=/dev/zero of={mount}/filler bs=4k 2>/dev/null || true"]
    env = dict(folder.env, SPELLFORGE_DATA_DIR=str(data))
    commands = [["books", "list"], ["books", "save", str(book)], ["collection", "add", "core", "1"],
                ["ss", "gain", "Camp1", "--shards", "1"], ["translations", "set", "dispel", "pl", "Rozproszenie!"]]
    answer = _in_namespace(folder, setup, commands, env=env, read=data / "user.sqlite")
    results = _results(answer)
    writes = [rc for rc, _o, _e in results[1:]]
    before = folder.read()
    after = answer.get("read") or {}
    lost = sum(len(v.encode()) for k, v in before.items() if after.get(k) != v)
    ok = results[0][0] == 0 and all(rc == 2 for rc in writes) and all(
        "Traceback" not in e and len(e.strip().splitlines()) <= 3 for _r, _o, e in results) and not answer["leftovers"]
    return ok, (f"16 MiB tmpfs, full: books list {results[0][0]}, writes exit {writes} "
                f"({results[1][2].strip()[:60]}); leftovers {answer['leftovers']}"), lost, ()


MOUNT_ATTACKS = [
    Attack("low", "a read-only data folder", read_only_folder),
    Attack("low", "export -o, print, render onto an unwritable or full target", outputs_onto_unwritable_and_full),
    Attack("full", "the data folder on a full 16 MiB disk", full_disk),
]

__all__ = ["MOUNT_ATTACKS", "clean"]
