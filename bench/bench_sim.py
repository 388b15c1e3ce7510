"""Simulator speed, each figure beside a baseline measured in the same run:

* exact dice odds (target <= 1 ms for 20 dice) against a plain dynamic-programming convolution
  of the same die (a dict of (normal, critical) totals grown one die at a time);
* goldfish games per second of the default engine (issue 48, round 8: the matchup engine against
  the passive side, `spellforge goldfish`'s) on the official Warlock book with the greedy policy
  (the goldfish's target >= 1,000 games/s per core) and with its event log, against the old engine
  (`--engine goldfish`) playing the same number of games (the baseline ratio), and the old engine's
  bare round loop (a policy that prepares nothing);
* the share of the 13 official books' distinct cards the matchup engine plays (target >= 90 %),
  beside the old engine's;
* the planner (target >= 100 games/s per core, its search on matchup rollouts included) against
  greedy on the official Warlock and Wizard books, with the mean rounds to kill, and the old
  engine's planner as the baseline;
* the planner's plan search on each of the 13 official books, cold (no cached plan; target:
  median <= 1 s per core), a 400-game run of each, then the same run with the plan found in the
  cache; the old engine's cold search of the same book as the baseline ratio.

The 13 official books are the templates shipped in db/templates (core + official), so the bench
needs nothing beside the repository. Every run plays the CLI's defaults (the target 5 zones away,
20 rounds; before round 8 the bench played the old engine with no arena). Rates are per CPU-second of this process
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
from spellforge.sim.game.objects import TargetConfig  # noqa: E402
from spellforge.sim.report.summary import make_setup, run_games  # noqa: E402

# the CLI's defaults (`spellforge goldfish BOOK`): the target Life 32, Armor 0, 5 zones away (the
# arena's opposite corner), 20 rounds
TARGET = TargetConfig(distance=5)

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
    games_per_second(lib, books, args.games)
    coverage(lib, books)
    planner_rates(lib, books, args.games)
    plan_searches(lib, books)
    return 0


def _matchup(book, lib, policy: str = "greedy", seed: int = 1):
    """The goldfish run of the default engine (the matchup against the passive side, `spellforge goldfish
    BOOK`'s: sim/report/matchup_goldfish.py); with the planner its search runs here."""
    from spellforge.sim.report.matchup_goldfish import make_matchup_goldfish

    return make_matchup_goldfish(book, lib, lib.mage(book.mage), TARGET, 20, seed=seed, policy=policy)


def _old(book, lib, policy: str = "greedy"):
    """The same run on the old engine (`--engine goldfish`), the baseline."""
    return make_setup(book, lib, lib.mage(book.mage), TARGET, 20, policy=policy)


def _timed(fn):
    t = time.process_time()
    out = fn()
    return out, time.process_time() - t


def games_per_second(lib, books, games: int) -> None:
    """The official Warlock book, greedy, against the passive target: the default engine (the matchup)
    with the old engine's same games as the baseline, and the matchup's event log."""
    from spellforge.sim.matchup.batch import game_of
    from spellforge.sim.report.matchup_goldfish import run_matchup_games

    warlock = books["Warlock"]
    run = _matchup(warlock, lib)
    run_matchup_games(run, 30)  # warm the caches like a real run does
    records, plain = _timed(lambda: run_matchup_games(run, games))
    _, logged = _timed(lambda: [game_of(run.matchup, i, record_events=True)[0].run() for i in range(games // 10)])
    logged *= 10
    old = _old(warlock, lib)
    run_games(old, 50, seed=99)
    old_records, old_time = _timed(lambda: run_games(old, games, seed=1))
    old._policy = NothingPolicy()
    _, bare = _timed(lambda: run_games(old, games, seed=1))
    rate = games / plain
    rounds = sum(len(r.damage) for r in records) / len(records)
    mean = lambda recs: sum(r.rounds_to_kill or 21 for r in recs) / len(recs)  # noqa: E731
    print(f"goldfish (the matchup engine against the passive side), official Warlock book, greedy, {games} games, "
          f"{rounds:.1f} rounds/game, mean kill round {mean(records):.2f}")
    print(f"  {rate:,.0f} games/s per core (target >= 1,000): {'OK' if rate >= 1000 else 'TOO SLOW'}; "
          f"with the event log {games / logged:,.0f} games/s (log costs x{logged / plain:.2f})")
    print(f"  baseline, the old engine (--engine goldfish), the same games: {games / old_time:,.0f} games/s "
          f"(mean kill round {mean(old_records):.2f}); the matchup costs x{plain / old_time:.2f} its time; "
          f"the old engine's bare round loop (no spell prepared) {games / bare:,.0f} games/s")


def coverage(lib, books) -> None:
    """The share of the 13 official books' distinct cards each engine plays (the matchup: compiled by the
    goldfish's model and with no matchup_reason, sim/matchup/pieces.py)."""
    from spellforge.sim.matchup.pieces import matchup_reason

    distinct: set[str] = set()
    simulated: set[str] = set()
    played: set[str] = set()
    for book in books.values():
        compiled = compile_book(book, lib, lib.mage(book.mage))
        distinct |= set(book.quantities())
        simulated |= {s.card_id for s in compiled.spells}
        played |= {s.card_id for s in compiled.spells if not matchup_reason(s)}
    share = len(played) / len(distinct)
    print(f"official books: {len(played)} of {len(distinct)} distinct cards played by the matchup engine ({share:.1%}; "
          f"target >= 90 %): {'OK' if share >= 0.9 else 'BELOW TARGET'}; the old engine simulates {len(simulated)} "
          f"({len(simulated) / len(distinct):.1%})")


def planner_rates(lib, books, games: int) -> None:
    """The planner, its search (matchup rollouts) timed with the games, against greedy; the old engine's
    planner as the baseline."""
    from spellforge.sim.report.matchup_goldfish import run_matchup_games

    mean = lambda recs: sum(r.rounds_to_kill or 21 for r in recs) / len(recs)  # noqa: E731
    for label in ("Warlock", "Wizard"):
        wbook = books[label]
        greedy = _matchup(wbook, lib)
        g_records, g_time = _timed(lambda: run_matchup_games(greedy, games))
        def searched_and_played(book=wbook):
            run = _matchup(book, lib, "planner")  # the plan search, on matchup rollouts
            return run, run_matchup_games(run, games)

        (planner, p_records), p_time = _timed(searched_and_played)
        old = _old(wbook, lib, "planner")
        o_records, o_time = _timed(lambda: run_games(old, games, seed=1))
        p_rate = games / p_time
        choice = planner.choice
        print(f"official {label} book, {games} games, search included: planner {p_rate:,.0f} games/s per core "
              f"(target >= 100): {'OK' if p_rate >= 100 else 'TOO SLOW'}; greedy {games / g_time:,.0f} games/s, "
              f"planner/greedy time x{p_time / g_time:.1f}; the old engine's planner {games / o_time:,.0f} games/s "
              f"(the matchup x{p_time / o_time:.1f} its time)")
        print(f"  mean rounds to kill: greedy {mean(g_records):.2f}, planner {mean(p_records):.2f} "
              f"(opening {', '.join(choice.opening)}, then {choice.then}); the old engine's planner "
              f"{mean(o_records):.2f}")


def plan_searches(lib, books) -> None:
    """The plan search per official book on matchup rollouts, cold (an empty cache folder), then a 400-game
    run, then the same run with the plan from the cache; the old engine's cold search as the baseline."""
    from spellforge.sim.policy import plan_cache
    from spellforge.sim.report.matchup_goldfish import run_matchup_games

    os.environ["SPELLFORGE_DATA_DIR"] = tempfile.mkdtemp()
    plan_cache.forget_memory()
    print("plan search per official book (matchup rollouts), cold cache, then 400 games, then 400 with the cached plan")
    print(f"{'book':<24} {'search s':>9} {'games/s':>8} {'cached games/s':>15} {'old engine s':>13} {'x old':>6}")
    searches, olds = [], []
    for label, wbook in books.items():
        run, search = _timed(lambda: _matchup(wbook, lib, "planner"))
        _, play = _timed(lambda: run_matchup_games(run, 400))
        again, cached = _timed(lambda: run_matchup_games(_matchup(wbook, lib, "planner"), 400))
        old = _old(wbook, lib, "planner")
        _, old_search = _timed(lambda: old.search(1))
        searches.append(search)
        olds.append(old_search)
        print(f"{label:<24} {search:>9.2f} {400 / play:>8,.0f} {400 / cached:>15,.0f} {old_search:>13.2f} "
              f"{search / old_search:>6.1f}")
    median = statistics.median(searches)
    print(f"median plan search {median:.2f} s (target <= 1 s), slowest {max(searches):.2f} s: "
          f"{'OK' if median <= 1 else 'TOO SLOW'}; the old engine's median {statistics.median(olds):.2f} s "
          f"(x{median / statistics.median(olds):.1f})")


if __name__ == "__main__":
    raise SystemExit(main())
