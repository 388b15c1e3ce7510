"""UI speed figures (offscreen):

1. a search keystroke → results for the full library: median time of one browser refresh
   (query language parse + library search + table model reset + selection), over prefixes of
   real queries typed one character at a time (target ≤ 16 ms, one frame);
2. cold start to a shown main window listing the library (target ≤ 0.8 s), measured from process
   spawn to the window shown, against a bare PySide6 window started the same way in the same
   run (the ratio is what the machine cannot explain away).

    .venv/bin/python bench/bench_ui.py [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QUERIES = ("fireball", "огненный шар", "kula ognia", "s:fire l<=2 t:creature", "trait:flying cost>8", "wall of")

# Both children report when their window's first frame is painted (what the user sees), like
# `spellforge` does: the app with the card list painted, the bare one with its empty window.
APP_CHILD = """
import sys
from PySide6.QtCore import QEvent, QObject
from spellforge.ui.app import configure_application, load_library_with_progress
from spellforge.ui.main_window import MainWindow
app = configure_application(sys.argv)
lib = load_library_with_progress()
w = MainWindow(lib, defer_user_data=True)
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint:
            print("shown", w.browser.model.rowCount(), flush=True)
            app.quit()
        return False
probe = FirstPaint()
w.browser.view.viewport().installEventFilter(probe)
w.show()
app.exec()
"""

BARE_CHILD = """
import sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow()
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Paint:
            print("shown", flush=True)
            app.quit()
        return False
probe = FirstPaint()
w.installEventFilter(probe)
w.show()
app.exec()
"""


def spawn_until_shown(code: str, env: dict) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            env=env, cwd=ROOT, text=True)
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - start
    proc.wait()
    if not line.startswith("shown"):
        raise SystemExit(f"child did not show a window: {line!r}")
    return elapsed


def keystroke_times(data_dir: str) -> list[float]:
    os.environ["SPELLFORGE_DATA_DIR"] = data_dir
    from spellforge.library import Library
    from spellforge.ui.app import configure_application
    from spellforge.ui.main_window import MainWindow

    app = configure_application(sys.argv[:1])
    lib = Library.open_or_build(Path(data_dir))
    window = MainWindow(lib)
    window.show()
    app.processEvents()
    browser = window.browser
    times = []
    for query in QUERIES:
        for n in range(len(query) + 1):
            browser.search.setText(query[:n])
            t = time.perf_counter()
            browser.refresh()
            app.processEvents()  # the repaint of the table is part of "results shown"
            times.append(time.perf_counter() - t)
    return times


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as data_dir:
        env = dict(os.environ, SPELLFORGE_DATA_DIR=data_dir, QT_QPA_PLATFORM="offscreen")
        spawn_until_shown(APP_CHILD, env)  # first start builds the library; not a cold start
        app_times = [spawn_until_shown(APP_CHILD, env) for _ in range(args.runs)]
        bare_times = [spawn_until_shown(BARE_CHILD, env) for _ in range(args.runs)]
        keys = keystroke_times(data_dir)
    key_ms = statistics.median(keys) * 1000
    app_s, bare_s = statistics.median(app_times), statistics.median(bare_times)
    print(f"search keystroke -> results, full library: median {key_ms:.1f} ms, p90 "
          f"{statistics.quantiles(keys, n=10)[-1] * 1000:.1f} ms over {len(keys)} keystrokes (target <= 16 ms)")
    print(f"cold start to the shown window with the library: median {app_s:.3f} s over {args.runs} runs "
          f"(target <= 0.8 s)")
    print(f"bare PySide6 window, same run: median {bare_s:.3f} s; ratio app / bare = {app_s / bare_s:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
