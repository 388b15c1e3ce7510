"""Seat bias of the matchup engine (docs/matchup.md, issue 48's check "a book against itself: win rate
within 45-55 % over 1,000 games"): each of the 13 official books plays itself --games times WITHOUT
the batch's mirrored pairs (Matchup(mirrored=False): every game on its own seed, the book in the
first corner as A, round 1's Initiative alternated). Mirrored pairs make a book against itself
exactly 50 % by construction; these games measure what that check was meant to catch: an edge of
the first corner (A's score) or of round 1's Initiative (the holder's score). Printed per book with
the 95 % Wilson interval, and "outside" where a figure leaves 45-55 %.

All the books' games share one pool of processes (table.play_matchups). Plans are searched in a
throwaway data folder unless --data-dir names one to reuse.

    .venv/bin/python bench/bench_self_play.py [--games 1000] [--workers 2] [--seed 1] [--policy planner|greedy]
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
    ap.add_argument("--games", type=int, default=1000, help="games of each book against itself")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--policy", choices=("planner", "greedy"), default="planner")
    ap.add_argument("--data-dir", help="keep the plan cache here (default: a throwaway folder)")
    args = ap.parse_args()
    os.environ["SPELLFORGE_DATA_DIR"] = args.data_dir or tempfile.mkdtemp()  # never the user's plan cache

    from spellforge.formats.templates import official_books
    from spellforge.library import Library
    from spellforge.sim.matchup.batch import Matchup, summarise, wilson
    from spellforge.sim.matchup.table import play_matchups

    lib = Library.build_and_open(Path(tempfile.mkdtemp()))
    t = time.perf_counter()
    matchups = []
    for label, book in official_books(lib):
        from spellforge.sim.matchup.batch import side_spec

        spec = side_spec(label, book, lib, lib.mage(book.mage), args.policy)
        matchups.append(Matchup(spec, spec, args.seed, mirrored=False))
    print(f"preparation ({args.policy}), {len(matchups)} books: {time.perf_counter() - t:.1f} s wall")
    t = time.perf_counter()
    runs = play_matchups(matchups, args.games, args.workers)
    wall = time.perf_counter() - t
    print(f"{len(matchups)} books x {args.games} games against themselves, unmirrored, on {args.workers} "
          f"worker(s): {wall:.0f} s wall")
    width = max(len(m.a.label) for m in matchups)
    print(f"{'book':<{width}}  first corner (A)        round 1's Initiative    draws  rounds")
    bad = 0
    seat_sum = first_sum = 0.0
    for m, results in zip(matchups, runs):
        r = summarise(m, results)
        n = r["games"]
        first = r["first_initiative_score"]
        flo, fhi = wilson(first * n, n)
        lo, hi = r["a_score_interval"]
        out = [w for w, x in (("corner", r["a_score"]), ("Initiative", first)) if not 0.45 <= x <= 0.55]
        bad += bool(out)
        seat_sum += r["a_score"]
        first_sum += first
        print(f"{m.a.label:<{width}}  {100 * r['a_score']:5.1f} % [{100 * lo:4.1f}, {100 * hi:4.1f}]   "
              f"{100 * first:5.1f} % [{100 * flo:4.1f}, {100 * fhi:4.1f}]   {r['draws']:5d}  {r['mean_rounds']:6.1f}"
              + (f"  outside 45-55 %: {', '.join(out)}" if out else ""))
    k = len(matchups)
    print(f"mean: first corner {100 * seat_sum / k:.1f} %, round 1's Initiative {100 * first_sum / k:.1f} %; "
          f"{bad} book(s) outside 45-55 %")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
