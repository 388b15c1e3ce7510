"""Library build speed: db/ text → library.sqlite (target ≤ 1 s on a 2-core machine).

Prints the median of several builds, and the ratio to a baseline measured in the same run:
merely reading and parsing every db/ file (what any build must at least do).

    .venv/bin/python bench/bench_library.py
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spellforge import paths  # noqa: E402
from spellforge.library import Library  # noqa: E402
from spellforge.library.build import build_library  # noqa: E402

RUNS = 7


def read_only_baseline(src: Path) -> None:
    for f in sorted(src.rglob("*")):
        if f.suffix == ".json":
            json.loads(f.read_text(encoding="utf-8"))
        elif f.is_file():
            f.read_text(encoding="utf-8").splitlines()


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def main() -> None:
    src = paths.db_source_dir()
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp) / "library.sqlite"
        build_library(src, target)  # warm caches and imports
        builds = [timed(lambda: build_library(src, target)) for _ in range(RUNS)]
        opens = [timed(lambda: Library(target).close()) for _ in range(RUNS)]
        base = [timed(lambda: read_only_baseline(src)) for _ in range(RUNS)]
    b, o, r = statistics.median(builds), statistics.median(opens), statistics.median(base)
    print(f"library build (median of {RUNS}): {b * 1000:.0f} ms  (target <= 1000 ms: {'OK' if b <= 1 else 'SLOW'})")
    print(f"library open into domain objects: {o * 1000:.0f} ms")
    print(f"baseline, read+parse db/ only: {r * 1000:.0f} ms; build/baseline ratio {b / r:.1f}x")


if __name__ == "__main__":
    main()
