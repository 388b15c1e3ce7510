"""UI speed figures (offscreen):

1. a search keystroke → repainted results for the full library, through the real widget path:
   set the search box's text, run the event loop (debounce timer, search, model reset,
   selection) until the table's viewport has painted the new rows; median and worst over
   prefixes of real queries typed one character at a time (target ≤ 16 ms median, ≤ 33 ms
   worst), printed beside the raw search time (SearchEngine.run) of the same texts; the event
   loop runs 120 ms between key presses (a fast typist), as it does between real keys;
Start-up is measured by bench/bench_startup.py through `python -m spellforge` with
SPELLFORGE_EXIT_WHEN_READY=1 (the whole path: CLI, settings, translations, library, user data,
session), not here.

    .venv/bin/python bench/bench_ui.py
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout: the package is the tree beside bench/
TYPING_GAP_S = 0.12  # ~8 key presses a second: the card panel's delayed update runs between keys
QUERIES = ("fireball", "огненный шар", "kula ognia", "s:fire l<=2 t:creature", "trait:flying cost>8", "wall of",
           "огненыи шар", "fire attack", "t:attack (s:fire or s:water) -l:1", 'trait:"Warlock Only"', "is:эпические",
           "szkoła:ogień poziom<=2")



def keystroke_times(data_dir: str) -> tuple[list[float], list[float], list[float]]:
    """(keystroke -> repainted list, raw search) times in seconds, one per typed prefix, and
    times of one full repaint of the table (no search) for reference."""
    os.environ["SPELLFORGE_DATA_DIR"] = data_dir
    from PySide6.QtCore import QEvent, QEventLoop, QObject
    from spellforge.library import Library
    from spellforge.library.search_engine import SearchEngine
    from spellforge.ui.app import configure_application
    from spellforge.ui.main_window import MainWindow

    app = configure_application(sys.argv[:1])
    lib = Library.open_or_build(Path(data_dir))
    window = MainWindow(lib)
    window.resize(1366, 768)
    window.show()
    for _ in range(20):
        app.processEvents()
    browser = window.browser
    state = {"reset": False, "painted": False}

    class Painted(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Paint and state["reset"]:
                state["painted"] = True
            return False

    probe = Painted()
    browser.view.viewport().installEventFilter(probe)
    browser.model.modelReset.connect(lambda: state.update(reset=True))
    times, raw, paint = [], [], []
    texts = keystroke_times.texts = []
    fresh = SearchEngine(lib)  # raw times on its own engine: the widget's caches do not help it
    for query in QUERIES:
        browser.search.clear()
        for _ in range(5):
            app.processEvents()
        for n in range(1, len(query) + 1):
            gap = time.perf_counter() + TYPING_GAP_S  # the time between two key presses of a fast typist
            while time.perf_counter() < gap:
                app.processEvents(QEventLoop.AllEvents)
            state.update(reset=False, painted=False)
            t = time.perf_counter()
            browser.search.setText(query[:n])  # what a key press does to the line edit
            while not state["painted"] and time.perf_counter() - t < 2:
                app.processEvents(QEventLoop.AllEvents)
                if not state["reset"] and not browser._timer.isActive():
                    break  # the search ran and kept the same list: nothing to repaint
            times.append(time.perf_counter() - t)
            texts.append(query[:n])
            t = time.perf_counter()
            fresh.run(query[:n], browser.lang, browser.context)
            raw.append(time.perf_counter() - t)
    browser.search.clear()
    for _ in range(5):
        app.processEvents()
    for _ in range(15):  # the table alone: one full repaint of the listed rows, no search
        t = time.perf_counter()
        browser.view.viewport().repaint()
        paint.append(time.perf_counter() - t)
    window.close()
    return times, raw, paint


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--keystrokes-only", action="store_true", help="(kept for old scripts: the only figures now)")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as data_dir:
        keys, raw, paint = keystroke_times(data_dir)
    print(f"search keystroke -> repainted list, full library, through the widget (debounce included): median "
          f"{statistics.median(keys) * 1000:.1f} ms, worst {max(keys) * 1000:.1f} ms over {len(keys)} keystrokes "
          f"(target <= 16 ms median, <= 33 ms worst)")
    slow = sorted(zip(keys, keystroke_times.texts), reverse=True)[:5]
    print(f"p90 {statistics.quantiles(keys, n=10)[-1] * 1000:.1f} ms; slowest: "
          + ", ".join(f"{q!r} {k * 1000:.0f} ms" for k, q in slow))
    print(f"raw search (SearchEngine.run) of the same texts: median {statistics.median(raw) * 1000:.2f} ms, "
          f"worst {max(raw) * 1000:.2f} ms")
    print(f"one full repaint of the card table alone (no search), same run: median "
          f"{statistics.median(paint) * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
