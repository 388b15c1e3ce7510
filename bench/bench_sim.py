"""Simulator speed, each figure beside a baseline measured in the same run:

* exact dice odds (target <= 1 ms for 20 dice) against a plain dynamic-programming convolution
  of the same die (a dict of (normal, critical) totals grown one die at a time);
* goldfish games per second on the official Warlock book with the greedy policy (target >= 1,000
  games/s per core) against the bare round loop (a policy that prepares nothing: channeling,
  upkeep and the mage's own attacks only), and the same games with the event log;
* the planner (target >= 100 games/s per core, its rollout search included) against greedy on
  the official Warlock and Wizard books, with both policies' mean rounds to kill;
* the planner's plan search on each of the 13 official books, cold (no cached plan; target:
  median <= 1 s per core), and a 400-game run of each with its search (games/s per core), then
  the same run again with the plan found in the cache;
* the share of the 13 official books' distinct cards the engine simulates (target >= 90 %).

The 13 official books are the templates shipped in db/templates (core + official), so the bench
needs nothing beside the repository. Rates are per CPU-second of this process
(time.process_time), i.e. per core, so other programs on a busy machine do not lower them.

    .venv/bin/python bench/bench_sim.py [--games 3000]
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
sys.path.insert(0, str(ROOT))

from spellforge.formats.templates import list_templates, load_template  # noqa: E402
from spellforge.library import Library  # noqa: E402
from spellforge.sim.game.dice import damage_distribution  # noqa: E402
from spellforge.sim.game.model import compile_book  # noqa: E402
from spellforge.sim.report.summary import make_setup, run_games  # noqa: E402

# the attack die: (normal, critical) damage of each of its six faces
FACES = ((0, 0), (0, 0), (1, 0), (2, 0), (0, 1), (0, 2))


def naive_odds(dice: int, armor: int) -> dict[int, int]:
    """The baseline: grow a dict of (normal, critical) totals one die at a time, then apply armor."""
    totals = {(0, 0): 1}
    for _ in range(dice):
        grown: dict[tuple[int, int], int] = {}
        for (n, c), ways in totals.items():
            for fn, fc in FACES:
                key = (n + fn, c + fc)
                grown[key] = grown.get(key, 0) + ways
        totals = grown
    out: dict[int, int] = {}
    for (n, c), ways in totals.items():
        damage = c + max(0, n - armor)
        out[damage] = out.get(damage, 0) + ways
    return out


def median_time(fn, runs: int) -> float:
    samples = []
    for _ in range(runs):
        t = time.process_time()
        fn()
        samples.append(time.process_time() - t)
    return statistics.median(samples)


def cold_exact(dice: int) -> None:
    damage_distribution.cache_clear()
    damage_distribution(dice, 2, 1)


class NothingPolicy:
    """Prepares no spell: the baseline round loop."""

    def prepare(self, game):
        return []


def official_books(lib) -> dict[str, object]:
    return {t.name: load_template(t, lib) for t in list_templates() if t.category in ("core", "official")}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--runs", type=int, default=200, help="timings per dice count")
    args = ap.parse_args()
    os.environ["SPELLFORGE_DATA_DIR"] = tempfile.mkdtemp()  # plans are cached here, never in the user's cache

    print("exact odds, armor 2, piercing 1 (median of cold runs) against the dict convolution")
    print(f"{'dice':>4} {'exact ms':>9} {'baseline ms':>12} {'x faster':>9}")
    worst = 0.0
    for dice in range(1, 21):
        exact = median_time(lambda: cold_exact(dice), args.runs) * 1000
        base = median_time(lambda: naive_odds(dice, 1), max(3, args.runs // 20)) * 1000
        exact_counts = {k: v for k, v in enumerate(damage_distribution(dice, 2, 1).counts) if v}
        assert naive_odds(dice, 1) == exact_counts, dice  # the baseline gives the same answer
        worst = max(worst, exact)
        print(f"{dice:>4} {exact:>9.3f} {base:>12.3f} {base / exact:>9.1f}")
    print(f"slowest exact: {worst:.3f} ms (target <= 1 ms): {'OK' if worst <= 1 else 'TOO SLOW'}")

    lib = Library.build_and_open(Path(tempfile.mkdtemp()))
    books = official_books(lib)
    if len(books) != 13:
        print(f"expected the 13 official books in db/templates, found {len(books)}")
        return 1
    warlock = books["Warlock"]
    setup = make_setup(warlock, lib, lib.mage(warlock.mage))
    run_games(setup, 50, seed=99)  # warm the distribution cache like a real run does
    t = time.process_time()
    records = run_games(setup, args.games, seed=1)
    plain = time.process_time() - t
    setup._policy = NothingPolicy()
    t = time.process_time()
    run_games(setup, args.games, seed=1)
    bare = time.process_time() - t
    setup._policy = None
    t = time.process_time()
    for i in range(args.games // 10):
        setup.game(1, i, record_events=True).run()
    logged = (time.process_time() - t) * 10
    rate = args.games / plain
    rounds = sum(len(r.damage) for r in records) / len(records)
    print(f"goldfish, official Warlock book, greedy policy, {args.games} games, {rounds:.1f} rounds/game")
    print(f"  {rate:,.0f} games/s per core (target >= 1,000): {'OK' if rate >= 1000 else 'TOO SLOW'}")
    print(f"  baseline, the bare round loop (no spell prepared, 20 rounds/game): {args.games / bare:,.0f} games/s; "
          f"a greedy game costs x{plain / bare:.2f} a bare one")
    print(f"  with the event log: {args.games / logged:,.0f} games/s (log costs x{logged / plain:.2f})")

    # how much of the 13 official books the engine simulates (distinct cards)
    distinct: set[str] = set()
    simulated: set[str] = set()
    for book in books.values():
        compiled = compile_book(book, lib, lib.mage(book.mage))
        distinct |= set(book.quantities())
        simulated |= {s.card_id for s in compiled.spells}
    share = len(simulated) / len(distinct)
    print(f"official books: {len(simulated)} of {len(distinct)} distinct cards simulated ({share:.1%}; "
          f"target >= 90 %): {'OK' if share >= 0.9 else 'BELOW TARGET'}")

    # the planner: its search (rollouts) is part of the run, so it is timed with the games
    for label in ("Warlock", "Wizard"):
        wbook = books[label]
        greedy = make_setup(wbook, lib, lib.mage(wbook.mage))
        planner = make_setup(wbook, lib, lib.mage(wbook.mage), policy="planner")
        t = time.process_time()
        g_records = run_games(greedy, args.games, seed=1)
        g_time = time.process_time() - t
        t = time.process_time()
        p_records = run_games(planner, args.games, seed=1)
        p_time = time.process_time() - t
        mean = lambda recs: sum(r.rounds_to_kill or 21 for r in recs) / len(recs)  # noqa: E731
        p_rate = args.games / p_time
        choice = planner.plan_choice(1)
        print(f"official {label} book, {args.games} games, search included: planner {p_rate:,.0f} games/s per core "
              f"(target >= 100): {'OK' if p_rate >= 100 else 'TOO SLOW'}; baseline greedy {args.games / g_time:,.0f} "
              f"games/s, planner/greedy time x{p_time / g_time:.1f}")
        print(f"  mean rounds to kill: greedy {mean(g_records):.2f}, planner {mean(p_records):.2f} "
              f"(opening {', '.join(choice.opening)}, then {choice.then})")

    # the plan search per book, with an empty cache (the user cache folder is a fresh temporary one)
    os.environ["SPELLFORGE_DATA_DIR"] = tempfile.mkdtemp()
    from spellforge.sim.policy import plan_cache

    plan_cache.forget_memory()
    print("plan search per official book, cold cache, then a 400-game run with the search included")
    print(f"{'book':<24} {'search s':>9} {'games/s':>8} {'cached games/s':>15}")
    searches = []
    for label, wbook in books.items():
        planner = make_setup(wbook, lib, lib.mage(wbook.mage), policy="planner")
        t = time.process_time()
        planner.search(1)
        search = time.process_time() - t
        run_games(planner, 400, seed=1)
        with_search = 400 / (time.process_time() - t)
        again = make_setup(wbook, lib, lib.mage(wbook.mage), policy="planner")  # the plan comes from the cache
        t = time.process_time()
        run_games(again, 400, seed=1)
        cached = 400 / (time.process_time() - t)
        searches.append(search)
        print(f"{label:<24} {search:>9.2f} {with_search:>8,.0f} {cached:>15,.0f}")
    median = statistics.median(searches)
    print(f"median plan search {median:.2f} s (target <= 1 s), slowest {max(searches):.2f} s: "
          f"{'OK' if median <= 1 else 'TOO SLOW'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
