"""The planner's search in each engine (docs/matchup.md, "Batches, seeds, determinism"): for each
official book, the wall time of the goldfish's search (PlannerPolicy on the passive target, 5 zones
away, 20 rounds: the goldfish command's) and of the matchup's (plan_search.matchup_plan: MatchGame
rollouts against batch.passive_side(), what side_spec plays), their ratio, and the plan each chose
with its rollout mean and greedy's. Both searches run in this process, one after the other, with
nothing cached (a throwaway data folder), so the ratio is fair on a busy machine.

    .venv/bin/python bench/bench_plan_search.py [--books Warlord,Siren] [--rollouts 150]
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


def plan_text(choice) -> str:
    return f"{'/'.join(choice.opening)} then {choice.then}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--books", help="comma-separated official book names (default: all 13)")
    ap.add_argument("--rollouts", type=int, default=None, help="rollouts a finalist plays (default: the planner's)")
    args = ap.parse_args()
    os.environ["SPELLFORGE_DATA_DIR"] = tempfile.mkdtemp()  # nothing cached, never the user's plan cache

    from spellforge.formats.templates import official_books
    from spellforge.library import Library
    from spellforge.sim.game.model import compile_book
    from spellforge.sim.game.objects import ARENA_CORNERS, GameConfig, TargetConfig
    from spellforge.sim.matchup.batch import PLAN_ROUNDS, PLAN_SEED, matchup_book, passive_side
    from spellforge.sim.matchup.pieces import SideSpec
    from spellforge.sim.matchup.plan_search import matchup_plan
    from spellforge.sim.policy.planner import ROLLOUTS, PlannerPolicy

    rollouts = args.rollouts or ROLLOUTS
    lib = Library.build_and_open(Path(tempfile.mkdtemp()))
    books = official_books(lib)
    if args.books:
        wanted = set(args.books.split(","))
        books = [(label, book) for label, book in books if label in wanted]
    width = max(len(label) for label, _ in books)
    print(f"{'book':<{width}}  goldfish s  matchup s  ratio  goldfish plan (mean / greedy)  ->  "
          "matchup plan (mean / greedy)")
    totals = [0.0, 0.0]
    for label, book in books:
        compiled = compile_book(book, lib, lib.mage(book.mage))
        t = time.perf_counter()
        gold, _ = PlannerPolicy(compiled, GameConfig(TargetConfig(distance=ARENA_CORNERS), PLAN_ROUNDS),
                                rollouts=rollouts).plan_for(PLAN_SEED)
        tg = time.perf_counter() - t
        t = time.perf_counter()
        match = matchup_plan(SideSpec(label, matchup_book(compiled, lib)), passive_side(), PLAN_SEED, PLAN_ROUNDS,
                             rollouts=rollouts)
        tm = time.perf_counter() - t
        totals[0] += tg
        totals[1] += tm
        print(f"{label:<{width}}  {tg:10.1f}  {tm:9.1f}  {tm / tg:5.2f}  "
              f"{plan_text(gold)} ({gold.mean:.2f} / {gold.greedy_mean:.2f})  ->  "
              f"{plan_text(match)} ({match.mean:.2f} / {match.greedy_mean:.2f})", flush=True)
    print(f"total: goldfish {totals[0]:.0f} s, matchup {totals[1]:.0f} s, ratio {totals[1] / totals[0]:.2f} "
          f"({len(books)} book(s), {rollouts} rollouts)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
