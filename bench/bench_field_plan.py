"""An experiment, not the product: what a plan searched against ACTING opponents would cost and
change (docs/matchup.md, "A plan searched against acting opponents"). For each official book, the
planner's beam search (sim/policy/planner.search, prefixes as the matchup's) on rollouts against
the field — the 12 other official books, in turn, each playing its matchup plan (searched against
the passive side, plan_search.py) — scored so that lower is better: a win scores its round (a
faster win is better), a draw the cap + 1, a loss twice the cap + 2 minus its round (a later loss
is better). Then each book's field plan alone against the others' passive-side plans, and the
13 × 13 table at --games games a pair with the passive-side plans and with every book's field
plan, their rows' means side by side, and the wall time of each part.

    .venv/bin/python bench/bench_field_plan.py [--games 100] [--rollouts 150] [--max-rounds 30]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--rollouts", type=int, default=None, help="rollouts a finalist plays (default: the planner's)")
    ap.add_argument("--max-rounds", type=int, default=30, help="a rollout's and a table game's rounds (the CLI's)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    os.environ["SPELLFORGE_DATA_DIR"] = tempfile.mkdtemp()  # never the user's plan cache

    from spellforge.formats.templates import official_books
    from spellforge.library import Library
    from spellforge.sim.matchup.batch import Matchup, side_spec, summarise
    from spellforge.sim.matchup.game import MatchGame
    from spellforge.sim.matchup.table import play_matchups, play_table
    from spellforge.sim.policy.planner import ROLLOUTS, search

    rollouts = args.rollouts or ROLLOUTS
    cap = args.max_rounds
    lib = Library.build_and_open(Path(tempfile.mkdtemp()))
    books = official_books(lib)
    t = time.perf_counter()
    passive_plans = [side_spec(label, book, lib, lib.mage(book.mage)) for label, book in books]
    print(f"passive-side plans, {len(books)} books: {time.perf_counter() - t:.0f} s wall", flush=True)

    def field_rollout(i: int):
        field = [s for j, s in enumerate(passive_plans) if j != i]

        def rollout(opening, then, start, stop):
            side = replace(passive_plans[i], opening=tuple(opening), then=then)
            out = []
            for k in range(start, stop):
                foe = field[k % len(field)]
                rec = MatchGame(side, foe, f"field:{args.seed}:{k}", (k // len(field)) % 2, cap).run()
                out.append(rec.rounds if rec.winner == 0 else cap + 1 if rec.winner is None else 2 * cap + 2 - rec.rounds)
            return out
        return rollout

    field_plans, t0 = [], time.perf_counter()
    for i, spec in enumerate(passive_plans):
        t = time.perf_counter()
        choice = search(field_rollout(i), rollouts, prefixes=True)
        field_plans.append(replace(spec, opening=tuple(choice.opening), then=choice.then))
        print(f"{spec.label:<24} {time.perf_counter() - t:6.1f} s  passive: {'/'.join(spec.opening)} then {spec.then}"
              f"  ->  field: {'/'.join(choice.opening)} then {choice.then} ({choice.mean:.2f} / greedy "
              f"{choice.greedy_mean:.2f}, {choice.candidates} candidates)", flush=True)
    print(f"field plans, {len(books)} books: {time.perf_counter() - t0:.0f} s wall", flush=True)

    # each book's field plan alone against the others' passive-side plans (the search's own question,
    # on the table's seeds, not the rollouts'): does it win more than its passive-side plan did?
    t = time.perf_counter()
    n = len(passive_plans)
    alone = [Matchup(field_plans[i], passive_plans[j], args.seed) for i in range(n) for j in range(n) if j != i]
    runs = iter(play_matchups(alone, args.games + args.games % 2, 1))
    alone_means = [sum(summarise(m, next(runs))["a_score"] for m in alone[i * (n - 1):(i + 1) * (n - 1)]) / (n - 1)
                   for i in range(n)]
    print(f"each field plan against the passive-side plans, {args.games} games a pair: "
          f"{time.perf_counter() - t:.0f} s wall", flush=True)
    means = []
    for plans in (passive_plans, field_plans):
        t = time.perf_counter()
        cells = play_table(plans, args.games, args.seed, workers=1)
        n = len(plans)
        means.append([sum(cells[(i, j)][1]["a_score"] for j in range(n) if j != i) / (n - 1) for i in range(n)])
        print(f"table, {args.games} games a pair: {time.perf_counter() - t:.0f} s wall", flush=True)
    print("rows' means: passive-side plans -> the book's field plan alone -> every book's field plan")
    for spec, a, c, b in zip(passive_plans, means[0], alone_means, means[1]):
        print(f"  {spec.label:<24} {100 * a:5.1f} -> {100 * c:5.1f} ({100 * (c - a):+5.1f}) -> {100 * b:5.1f}  "
              f"({100 * (b - a):+.1f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
