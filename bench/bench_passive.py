"""How far the goldfish is from "a matchup against a passive side" (issue 48's engine design point;
docs/matchup.md): for each of the 13 official books, the goldfish's mean kill round against its
passive target (Life 32, Armor 0, 5 zones away: the arena's opposite corner, 20 rounds, the planner)
beside the matchup engine's against batch.passive_side() (the same target as a mage that never acts,
in the opposite corner, 20 rounds, the plan the planner searched on matchup rollouts; independent games, Matchup(mirrored=False)). Means over the games that killed, with
their standard errors, the kills, and the difference with its standard error (and in standard errors). The two engines draw their
dice differently, so "the same seeds" cannot be the same games: the difference is compared to the
noise of --games games.

Plans are searched in a throwaway data folder unless --data-dir names one to reuse.

    .venv/bin/python bench/bench_passive.py [--games 1000] [--workers 2] [--seed 1]
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def mean_se(values: list[int]) -> tuple[float, float]:
    n = len(values)
    if n < 2:
        return (values[0] if values else float("nan"), float("nan"))
    m = sum(values) / n
    return m, math.sqrt(sum((v - m) ** 2 for v in values) / (n - 1) / n)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--data-dir", help="keep the plan cache here (default: a throwaway folder)")
    args = ap.parse_args()
    os.environ["SPELLFORGE_DATA_DIR"] = args.data_dir or tempfile.mkdtemp()  # never the user's plan cache

    from spellforge.formats.templates import official_books
    from spellforge.library import Library
    from spellforge.sim.game.objects import ARENA_CORNERS, TargetConfig
    from spellforge.sim.matchup.batch import Matchup, passive_side, side_spec
    from spellforge.sim.matchup.table import play_matchups
    from spellforge.sim.report.summary import make_setup, run_games

    lib = Library.build_and_open(Path(tempfile.mkdtemp()))
    target = TargetConfig(distance=ARENA_CORNERS)
    passive = passive_side(target.life, target.armor)
    books = official_books(lib)
    t = time.perf_counter()
    goldfish, matchups = {}, []
    for label, book in books:
        mage = lib.mage(book.mage)
        setup = make_setup(book, lib, mage, target, 20, policy="planner")
        goldfish[label] = [r.rounds_to_kill for r in run_games(setup, args.games, args.seed)]
    print(f"goldfish, {len(books)} books x {args.games} games (with the plan search): "
          f"{time.perf_counter() - t:.0f} s wall")
    t = time.perf_counter()
    for label, book in books:  # the matchup's plan: searched on its own engine's rollouts (plan_search.py)
        # independent games (a mirrored pair against a side that never acts is nearly one game twice)
        matchups.append(Matchup(side_spec(label, book, lib, lib.mage(book.mage)), passive, args.seed, max_rounds=20,
                                mirrored=False))
    print(f"the matchup's plan searches, {len(books)} books: {time.perf_counter() - t:.0f} s wall")
    t = time.perf_counter()
    runs = play_matchups(matchups, args.games, args.workers)
    print(f"matchup against the passive side, {len(books)} books x {args.games} games on {args.workers} worker(s): "
          f"{time.perf_counter() - t:.0f} s wall")
    width = max(len(label) for label, _ in books)
    print(f"{'book':<{width}}  goldfish: mean kill round (killed)   matchup vs passive: mean (killed)   "
          "difference ± its SE")
    diffs = []
    for (label, _), m, results in zip(books, matchups, runs):
        g = [k for k in goldfish[label] if k is not None]
        k = [r.rounds for r in results if r.winner == "a"]
        (gm, gse), (km, kse) = mean_se(g), mean_se(k)
        se = math.hypot(gse, kse)
        diff = km - gm
        diffs.append(diff)
        print(f"{label:<{width}}  {gm:6.2f} ± {gse:4.2f} ({len(g):4d}/{len(goldfish[label])})          "
              f"{km:6.2f} ± {kse:4.2f} ({len(k):4d}/{len(results)})        {diff:+6.2f} ± {se:4.2f} ({diff / se:+5.1f} SE)")
    print(f"mean difference (matchup - goldfish): {sum(diffs) / len(diffs):+.2f} rounds; "
          f"{sum(abs(d) > 0.5 for d in diffs)} book(s) more than half a round apart")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
