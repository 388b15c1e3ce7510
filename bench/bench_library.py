"""Library build and open speed (target: build ≤ 1 s on a 2-core machine).

Prints medians of several runs with their range, and baselines measured in the same run:
- build: db/ text → library.sqlite, against reading and parsing db/ with the library's own
  loader (`load_source`: every file read, validated, errata and build rules applied — what any
  build must do before writing a row), so the ratio is the cost of writing SQLite;
- a first start's build in a new process, sqlalchemy import included (every first start pays
  it), against `python -c pass`;
- open: library.sqlite → domain objects, from SQLite and from the state cache.

    python bench/bench_library.py [--runs 7] [--json]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _figures import ROOT, child_env, emit, median, row, spread, wants_json  # noqa: E402

sys.path.insert(0, str(ROOT))

from spellforge import paths  # noqa: E402
from spellforge.library import Library  # noqa: E402
from spellforge.library.build import build_library  # noqa: E402
from spellforge.library.digest import SCHEMA_VERSION  # noqa: E402
from spellforge.library.source import load_source  # noqa: E402


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def wall(argv, env) -> float:
    start = time.perf_counter()
    subprocess.run(argv, env=env, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    src = paths.db_source_dir()
    builds, parses, opens, cached = [], [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp) / "library.sqlite"
        build_library(src, target)  # warm caches and imports
        for _ in range(args.runs):  # alternate, so both see the same load
            parses.append(timed(lambda: load_source(src, SCHEMA_VERSION)))
            builds.append(timed(lambda: build_library(src, target)))
        state = target.with_name(target.name + ".state")
        for _ in range(args.runs):
            state.unlink(missing_ok=True)
            opens.append(timed(lambda: Library(target).close()))
            cached.append(timed(lambda: Library(target).close()))
        firsts, passes = [], []
        for i in range(max(3, args.runs // 2)):
            env = child_env(str(Path(tmp) / f"first{i}"))
            passes.append(wall([sys.executable, "-c", "pass"], env))
            firsts.append(wall([sys.executable, "-c", "from spellforge.library import Library; Library.open_or_build()"], env))
    ms = 1000
    b, p = median(builds) * ms, median(parses) * ms
    rows = [
        row("library build (db/ -> SQLite)", b, p, "<= 1000 ms", b <= 1000, "ms",
            f"{spread([x * ms for x in builds])}; baseline = load_source (read+parse+validate db/) "
            f"{spread([x * ms for x in parses])}"),
        row("first start's build, new process (imports included)", median(firsts), median(passes), "(info)", True, "s",
            f"{spread(firsts)}; python -c pass {spread(passes)}"),
        row("library open from SQLite", median(opens) * ms, None, "(info)", True, "ms", spread([x * ms for x in opens])),
        row("library open from the state cache", median(cached) * ms, median(opens) * ms, "(info)", True, "ms",
            f"{spread([x * ms for x in cached])}; baseline = open from SQLite"),
    ]
    emit(rows, wants_json())
    return 0


if __name__ == "__main__":
    sys.exit(main())
