"""The window's matchup table (ui/playtest/matchup_table.py, issue 48): the wall time of every pair of
the 13 official books at --games games per pair through sim/matchup/table.py's play_table, which
plays one triangle (78 pairs) and mirrors the other, on --workers processes started by spawn as the
window does. Target (the issue's, for the 13 × 13 table at 100 games per pair): <= 10 minutes on 2
cores; the command's `--table` plays both triangles, twice the games.

Plans are searched in a throwaway data folder, never the user's.

    .venv/bin/python bench/bench_matchup_table.py [--games 100] [--workers 2] [--policy planner|greedy]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100, help="games per pair (even)")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--policy", choices=("planner", "greedy"), default="planner")
    args = ap.parse_args()
    os.environ["SPELLFORGE_DATA_DIR"] = tempfile.mkdtemp()  # plans are cached here, never in the user's cache

    from spellforge.formats.templates import official_books
    from spellforge.library import Library
    from spellforge.sim.matchup.batch import side_spec
    from spellforge.sim.matchup.table import pairs, play_table

    lib = Library.build_and_open(Path(tempfile.mkdtemp()))
    books = official_books(lib)
    t = time.perf_counter()
    specs = [side_spec(label, book, lib, lib.mage(book.mage), args.policy) for label, book in books]
    print(f"preparation ({args.policy}), {len(specs)} books: {time.perf_counter() - t:.1f} s wall")
    games = args.games + args.games % 2
    t = time.perf_counter()
    cells = play_table(specs, games, args.seed, workers=args.workers, mp_context="spawn")
    wall = time.perf_counter() - t
    played = len(pairs(len(specs))) * games
    print(f"table {len(specs)} × {len(specs)}, {games} games a pair: {len(cells)} cells from {played} games "
          f"played on {args.workers} worker(s) in {wall:.1f} s wall ({played / wall:.0f} games/s; target <= 600 s "
          f"at 100 games a pair on 2 cores)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
