"""How far the goldfish is from "a matchup against a passive side" (issue 48's engine design point;
docs/matchup.md): for each of the 13 official books, the goldfish's mean kill round against its
passive target (Life 32, Armor 0, 5 zones away: the arena's opposite corner, 20 rounds, the planner)
beside the matchup engine's against batch.passive_side() (the same target as a mage that never acts,
in the opposite corner, 20 rounds, the plan the planner's search finds in that engine's own rollouts:
sim/matchup/plan_search.py; independent games, Matchup(mirrored=False)). Means over the games that killed, with
their standard errors, the kills, and the difference with its standard error (and in standard errors). The two engines draw their
dice differently, so "the same seeds" cannot be the same games: the difference is compared to the
noise of --games games.

Plans are searched in a throwaway data folder unless --data-dir names one to reuse.

    .venv/bin/python bench/bench_passive.py [--games 1000] [--workers 2] [--seed 1]

With --setups (issue 48, round 7) the goldfish's other target set-ups too, each book in both
engines, each with the plan its own engine's search finds on that set-up and seed
(sim/report/matchup_goldfish.py): `default` (Life 32, Armor 0, 5 zones), `d0` (--distance 0: the
goldfish's adjacent target with no arena; the matchup's target in the same zone, where ranges
still count), `d0zone` (the goldfish's engine at distance 0 with its ranges counted, the
matchup's meaning of 0; not a CLI option), `d2` (--distance 2), `armor2` (--target-armor 2), `guard6` (--guard-life 6: a guard
creature that never attacks). The matchup plays them through `spellforge goldfish --engine
matchup`'s code (passive_side(target=…), the goldfish's figures from MatchRecord).

    .venv/bin/python bench/bench_passive.py --games 300 --workers 1 --setups default,d0,d2,armor2,guard6

With --same-plan (issue 48, round 8: the gaps between the engines) each engine also plays the plan the
other engine's search found, so a gap splits into the plan's part and the engine's: per book the four
means (goldfish plan in the goldfish, in the matchup; matchup plan in the goldfish, in the matchup).
With --casts R as well, every book whose gap with one plan (the goldfish's, or the matchup's when it
differs) is over R rounds and 3 standard errors prints the cards cast per round (means per game
over --cast-games games, rounds 1-6) in both engines playing that plan, where a difference of play
or of a rule shows (bench/passive_gaps.py).

    .venv/bin/python bench/bench_passive.py --games 200 --workers 1 --setups default,d2 --same-plan --casts 0.5
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


SETUPS = {  # name -> (the goldfish's TargetConfig arguments; distance None: no arena), the CLI options
    "default": (dict(distance=5), ""),
    "d0": (dict(distance=None), "--distance 0"),
    # the goldfish's engine at distance 0 with ranges counted (the same zone: the matchup's meaning of 0;
    # the CLI's --distance 0 is d0's "no arena")
    "d0zone": (dict(distance=0), "(same zone)"),
    "d2": (dict(distance=2), "--distance 2"),
    "armor2": (dict(distance=5, armor=2), "--target-armor 2"),
    "guard6": (dict(distance=5, guard_life=6), "--guard-life 6"),
}


def bench_args(description: str, setups: dict, games: int, workers: int, default_setups: str,
               gaps: bool = False) -> argparse.Namespace:
    """The options of both engines' benches (this one, bench_dummy.py); an unknown set-up is refused.
    The plan cache goes to --data-dir or a throwaway folder, never the user's."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--games", type=int, default=games)
    ap.add_argument("--workers", type=int, default=workers)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--setups", default=default_setups, help=f"comma-separated, of: {', '.join(setups)}")
    ap.add_argument("--books", default="", help="comma-separated labels (default: all 13)")
    ap.add_argument("--data-dir", help="keep the plan cache here (default: a throwaway folder)")
    if gaps:
        ap.add_argument("--same-plan", action="store_true", help="each engine plays the other's plan too")
        ap.add_argument("--casts", type=float, default=0.0,
                        help="with --same-plan: cards cast per round of the books over this many rounds apart")
        ap.add_argument("--cast-games", type=int, default=100)
    args = ap.parse_args()
    unknown = [n for n in args.setups.split(",") if n not in setups]
    if unknown:
        ap.error(f"--setups: unknown {', '.join(unknown)}; known: {', '.join(setups)}")
    os.environ["SPELLFORGE_DATA_DIR"] = args.data_dir or tempfile.mkdtemp()  # never the user's plan cache
    return args


def official(books_arg: str):
    """(a fresh library, its official books: all 13, or those --books names); an unknown label is refused."""
    from spellforge.formats.templates import official_books
    from spellforge.library import Library

    lib = Library.build_and_open(Path(tempfile.mkdtemp()))
    books = official_books(lib)
    if books_arg:
        wanted = [b.strip() for b in books_arg.split(",")]
        unknown = sorted(set(wanted) - {label for label, _ in books})
        if unknown:
            raise SystemExit(f"--books: unknown {', '.join(unknown)}; known: {', '.join(label for label, _ in books)}")
        books = [(label, book) for label, book in books if label in wanted]
    return lib, books


def main() -> int:
    args = bench_args(__doc__.splitlines()[0], SETUPS, 1000, os.cpu_count() or 1, "default", gaps=True)
    lib, books = official(args.books)
    rows = []
    for name in args.setups.split(","):
        rows.append((name, setup_table(lib, books, name, args)))
    if len(rows) > 1:
        print("\nsummary: mean difference (matchup - goldfish) of the books, and the books more than 3 SE apart")
        for name, diffs in rows:
            far = [label for label, d, se in diffs if abs(d) > 3 * se]
            print(f"  {name:<8} {SETUPS[name][1]:<18} {sum(d for _, d, _ in diffs) / len(diffs):+.2f}   "
                  f"{', '.join(far) or '-'}")
    return 0


def setup_table(lib, books, name: str, args) -> list[tuple[str, float, float]]:
    from spellforge.sim.game.objects import TargetConfig
    from spellforge.sim.matchup.batch import run_batch
    from spellforge.sim.report.matchup_goldfish import make_matchup_goldfish, play_goldfish
    from spellforge.sim.report.summary import make_setup, run_games

    fields, options = SETUPS[name]
    target = TargetConfig(**fields)
    matchup_target = TargetConfig(**{**fields, "distance": fields["distance"] or 0})
    t = time.perf_counter()
    goldfish, runs, setups = {}, [], []
    for label, book in books:
        mage = lib.mage(book.mage)
        setup = make_setup(book, lib, mage, target, 20, policy="planner")
        goldfish[label] = [r.rounds_to_kill for r in run_games(setup, args.games, args.seed)]
        setups.append(setup)
        runs.append(make_matchup_goldfish(book, lib, mage, matchup_target, 20, seed=args.seed, label=label))
    print(f"\n== set-up {name} ({options or 'the defaults'}): goldfish, {len(books)} books x {args.games} games "
          f"(with the plan search): {time.perf_counter() - t:.0f} s wall")
    t = time.perf_counter()
    # independent games (a mirrored pair against a side that never acts is nearly one game twice)
    played = [run_batch(r.matchup, args.games, args.workers, play=play_goldfish) for r in runs]
    print(f"matchup against the passive side, {len(books)} books x {args.games} games on {args.workers} worker(s): "
          f"{time.perf_counter() - t:.0f} s wall")
    width = max(len(label) for label, _ in books)
    print(f"{'book':<{width}}  goldfish: mean kill round (killed)   matchup vs passive: mean (killed)   "
          "difference ± its SE")
    diffs = []
    for (label, _), records in zip(books, played):
        g = [k for k in goldfish[label] if k is not None]
        k = [r.rounds_to_kill for r in records if r.rounds_to_kill is not None]
        (gm, gse), (km, kse) = mean_se(g), mean_se(k)
        se = math.hypot(gse, kse)
        diff = km - gm
        diffs.append((label, diff, se))
        print(f"{label:<{width}}  {gm:6.2f} ± {gse:4.2f} ({len(g):4d}/{len(goldfish[label])})          "
              f"{km:6.2f} ± {kse:4.2f} ({len(k):4d}/{len(records)})        {diff:+6.2f} ± {se:4.2f} ({diff / se if se else float('nan'):+5.1f} SE)")
    print(f"mean difference (matchup - goldfish): {sum(d for _, d, _ in diffs) / len(diffs):+.2f} rounds; "
          f"{sum(abs(d) > 0.5 for _, d, _ in diffs)} book(s) more than half a round apart")
    if getattr(args, "same_plan", False):
        from bench.passive_gaps import same_plan_table

        same_plan_table(books, setups, runs, args, width)
    return diffs


if __name__ == "__main__":
    raise SystemExit(main())
