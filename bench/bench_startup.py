"""Start-up to ready, and the read commands, against baselines started the same way in the same run.

1. `python -m spellforge` with SPELLFORGE_EXIT_WHEN_READY=1 on a data folder with a saved session
   (three official books open): process spawn -> first paint of the card list, and -> ready (library open,
   user data loaded, session restored, window painted), against a bare PySide6 QMainWindow
   spawned the same way (target: ready <= 2.5x bare); the longest event-loop stall between the
   first paint and ready, as the app reports it (a freeze: target <= 100 ms);
2. `spellforge card Fireball --json`, `search`, `validate`, `odds`: spawn -> exit, against
   `python -c pass` (target: <= 0.25 s or <= 8x pass).

Runs alternate in ABBA order (baseline, measured, measured, baseline, …: neither always goes second) and
medians are printed with their range.

    python bench/bench_startup.py [--runs 7] [--python PATH] [--json]

`--python` times another interpreter (e.g. a wheel installed in a venv: see bench/run_all.py --wheel).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _figures import ROOT, child_env, emit, median, row, spread, wants_json  # noqa: E402

BARE = """
import sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow()
w.resize(1400, 860)
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint:
            print("spellforge: ready", file=sys.stderr, flush=True)
            app.quit()
        return False
probe = FirstPaint()
w.installEventFilter(probe)
w.show()
app.exec()
"""


def timed_lines(argv: list[str], env: dict, cwd) -> tuple[dict[str, float], str]:
    """Spawn and time each stderr line's arrival ("painted", "ready"), and the exit."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=cwd, text=True)
    marks, text = {}, []
    for line in proc.stderr:
        now = time.perf_counter() - start
        text.append(line)
        for word in ("painted", "ready"):
            if line.startswith(f"spellforge: {word}") and word not in marks:
                marks[word] = now
    proc.wait()
    marks["exit"] = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"{argv} failed ({proc.returncode}):\n{''.join(text)[-2000:]}")
    return marks, "".join(text)


def make_session(data_dir: str, python: str, cwd) -> None:
    """Build the library and save three real books (the Core Set's official Warlock, Wizard and
    Priestess lists, 40-odd cards each) left open, the second one current, as the last session."""
    code = ("from spellforge.library import open_library\n"
            "from spellforge.library.user.books import BookStore\n"
            "from spellforge.formats.templates import list_templates, load_template\n"
            "lib = open_library()\n"
            "s = BookStore()\n"
            "core = {t.id: t for t in list_templates()}\n"
            "ids = [s.create(load_template(core[f'official-{m}'], lib)) for m in ('warlock', 'wizard', 'priestess')]\n"
            "assert all(len(s.load(i).entries) > 20 for i in ids)\n"
            "s.set_value('open_books', ids); s.set_value('current_book', ids[1])\n")
    subprocess.run([python, "-c", code], env=child_env(data_dir), cwd=cwd, check=True)


def startup_rows(runs: int, python: str, cwd) -> list[dict]:
    with tempfile.TemporaryDirectory() as data_dir:
        make_session(data_dir, python, cwd)
        env = child_env(data_dir, SPELLFORGE_EXIT_WHEN_READY="1")
        app = [python, "-m", "spellforge"]
        timed_lines(app, env, cwd)  # warm: bytecode, library state cache, disk caches
        timed_lines([python, "-c", BARE], env, cwd)
        bare, painted, ready, stalls = [], [], [], []
        for i in range(runs):
            # ABBA order: the process started second in a pair runs measurably slower (~10 % on a
            # shared machine), so neither side always goes second.
            if i % 2 == 0:
                bare.append(timed_lines([python, "-c", BARE], env, cwd)[0]["ready"])
            marks, text = timed_lines(app, env, cwd)
            painted.append(marks["painted"])
            ready.append(marks["ready"])
            stalls.append(float(re.search(r"stall after the first paint (\d+) ms", text).group(1)))
            if i % 2 == 1:
                bare.append(timed_lines([python, "-c", BARE], env, cwd)[0]["ready"])
    b = median(bare)
    return [
        row("start -> first paint", median(painted), b, "(info)", True, "s", spread(painted)),
        row("start -> ready (session restored)", median(ready), b, "<= 2.5x bare PySide6 window",
            median(ready) <= 2.5 * b, "s", f"{spread(ready)}; bare {spread(bare)}"),
        row("longest stall after first paint", median(stalls), None, "<= 100 ms", median(stalls) <= 100, "ms",
            f"{spread(stalls)}"),
    ]


def cli_rows(runs: int, python: str, cwd) -> list[dict]:
    book = ROOT / "tests" / "formats" / "fixtures" / "ru_wizard.txt"
    commands = {"card": ["card", "Fireball", "--json"], "search": ["search", "s:fire l<=2", "--json"],
                "validate": ["validate", str(book)], "odds": ["odds", "--dice", "4", "--armor", "2"]}
    rows = []
    with tempfile.TemporaryDirectory() as data_dir:
        env = child_env(data_dir)
        for argv in commands.values():  # first runs build the library, the user file, the caches
            subprocess.run([python, "-m", "spellforge", *argv], env=env, cwd=cwd, stdout=subprocess.DEVNULL)
        for name, argv in commands.items():
            base, times = [], []
            for _ in range(runs):
                base.append(_wall([python, "-c", "pass"], env, cwd))
                times.append(_wall([python, "-m", "spellforge", *argv], env, cwd))
            t, b = median(times), median(base)
            rows.append(row(f"spellforge {name}", t, b, "<= 0.25 s or <= 8x python -c pass",
                            t <= 0.25 or t <= 8 * b, "s", f"{spread(times)}; pass {spread(base)}"))
    return rows


def _wall(argv, env, cwd) -> float:
    start = time.perf_counter()
    proc = subprocess.run(argv, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if proc.returncode not in (0, 1):  # validate exits 1 when the book has problems
        raise SystemExit(f"{argv} failed: {proc.stderr.decode()[-1000:]}")
    return elapsed


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--label", default="", help="put before each figure's name (e.g. 'wheel: ')")
    ap.add_argument("--only", choices=("startup", "cli"), default=None)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    cwd = ROOT if args.python == sys.executable else tempfile.gettempdir()  # a wheel: not the checkout
    if args.python != sys.executable:
        os.environ.pop("PYTHONPATH", None)  # the installed package, never the checkout
    rows = []
    if args.only in (None, "startup"):
        rows += startup_rows(args.runs, args.python, cwd)
    if args.only in (None, "cli"):
        rows += cli_rows(args.runs, args.python, cwd)
    for r in rows:
        r["what"] = args.label + r["what"]
    emit(rows, wants_json())
    return 0


if __name__ == "__main__":
    sys.exit(main())
