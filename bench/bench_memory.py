"""Memory with the picture grid: every card's thumbnail drawn (offscreen).

A child process opens the window like the app (library, user data), takes its RSS once ready
(the baseline), shows the browser's picture grid and scrolls it from top to bottom, waiting at
each screenful until its pictures are drawn, so every thumbnail has been painted once. Prints the
RSS at the end and the peak (VmHWM) against the ready RSS (target: peak <= 250 MB).

    python bench/bench_memory.py [--json]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _figures import ROOT, child_env, emit, row, wants_json  # noqa: E402

CHILD = r"""
import json, sys, time
sys.path.insert(0, ".")
from PySide6.QtWidgets import QApplication

def status(key):
    for line in open("/proc/self/status"):
        if line.startswith(key):
            return int(line.split()[1]) / 1024
from spellforge.library import open_library
from spellforge.ui.app import configure_application
from spellforge.ui.window.main_window import MainWindow
app = configure_application(sys.argv[:1])
lib = open_library()
w = MainWindow(lib)
w.resize(1366, 768)
w.show()
w.finish_startup()
for _ in range(30):
    app.processEvents()
ready = status("VmRSS")
w.browser.show_grid(True)
grid = w.browser.grid
n = grid.model().rowCount()
deadline = time.time() + 600
step = max(1, grid.viewport().height() // 2)
bar = grid.verticalScrollBar()
while True:
    for _ in range(5):
        app.processEvents()
    provider = w.provider
    while provider._pending and time.time() < deadline:
        app.processEvents()
        time.sleep(0.005)
    if bar.value() >= bar.maximum():
        break
    bar.setValue(bar.value() + step)
for _ in range(20):
    app.processEvents()
print(json.dumps({"ready": ready, "end": status("VmRSS"), "peak": status("VmHWM"), "cards": n,
                  "memory_mb": w.provider._memory_bytes / 2**20}), flush=True)
"""


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    ap.parse_args()
    with tempfile.TemporaryDirectory() as data_dir:
        env = child_env(data_dir)
        subprocess.run([sys.executable, "-m", "spellforge", "card", "Fireball"], env=env, cwd=ROOT,
                       stdout=subprocess.DEVNULL, check=True)  # build the library first
        out = subprocess.run([sys.executable, "-c", CHILD], env=env, cwd=ROOT, capture_output=True, text=True,
                             timeout=900)
    if out.returncode != 0:
        raise SystemExit(out.stderr[-2000:])
    m = json.loads(out.stdout.strip().splitlines()[-1])
    rows = [row(f"RSS peak, picture grid, all {m['cards']} thumbnails drawn", m["peak"], m["ready"], "<= 250 MB",
                m["peak"] <= 250, "MB", f"RSS at the end {m['end']:.0f} MB; in-memory pictures "
                f"{m['memory_mb']:.0f} MiB; baseline = RSS when ready")]
    emit(rows, wants_json())
    return 0


if __name__ == "__main__":
    sys.exit(main())
