"""Simulator speed: exact dice odds (target ≤ 1 ms for 20 dice) and goldfish games per second on
the official Warlock book (target ≥ 1,000 games/s on one core).

Prints, for 1..20 dice, the median time of a cold exact distribution (cache cleared each time)
beside the time of plain `6 ** dice` arithmetic (the number of outcomes a brute-force count
would visit), measured the same way in the same run; then games/s for the default policy, for the
same games with the event log recorded, and the ratio of the two.

Rates are games per CPU-second of this process (time.process_time), i.e. per core, so other
programs on a busy machine do not lower them. It also prints the share of the 13 official books'
distinct cards the engine simulates, and the planner's rate (its search included) next to greedy.
The books are the official spellbooks shipped as templates in db/templates (the same lists as
OCTGN's .o8d files), so the bench needs nothing outside the repository.

    .venv/bin/python bench/bench_sim.py [--games 3000]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spellforge.formats.templates import list_templates, load_template  # noqa: E402
from spellforge.library import Library  # noqa: E402
from spellforge.sim.dice import damage_distribution  # noqa: E402
from spellforge.sim.report import make_setup, run_games  # noqa: E402



def official_books(lib) -> dict[str, object]:
    """Template id -> Spellbook for the 13 official books (core and official templates)."""
    return {t.id: load_template(t, lib) for t in list_templates() if t.category in ("core", "official")}


def time_odds(dice: int, runs: int) -> tuple[float, float]:
    """Median seconds of a cold exact distribution and of `6 ** dice`, alternating."""
    samples, base = [], []
    for _ in range(runs):
        damage_distribution.cache_clear()
        t = time.perf_counter()
        damage_distribution(dice, 2, 1)
        samples.append(time.perf_counter() - t)
        t = time.perf_counter()
        _outcomes = 6 ** dice  # noqa: F841 - the baseline: the arithmetic alone
        base.append(time.perf_counter() - t)
    return statistics.median(samples), statistics.median(base)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--runs", type=int, default=200, help="timings per dice count")
    args = ap.parse_args()

    print("exact odds, armor 2, piercing 1 (median of cold runs; baseline: 6 ** dice in the same run)")
    print(f"{'dice':>4} {'ms':>8} {'6**dice ms':>11} {'ratio':>9}")
    worst = 0.0
    for dice in range(1, 21):
        exact, base = time_odds(dice, args.runs)
        worst = max(worst, exact * 1000)
        print(f"{dice:>4} {exact * 1000:>8.3f} {base * 1000:>11.5f} {exact / base if base else float('inf'):>8.0f}x")
    print(f"slowest: {worst:.3f} ms (target <= 1 ms): {'OK' if worst <= 1 else 'TOO SLOW'}")

    lib = Library.build_and_open(Path(tempfile.mkdtemp()))
    books = official_books(lib)
    if len(books) != 13:
        raise SystemExit(f"expected the 13 official books in db/templates, found {len(books)}")
    book = books["official-warlock"]
    setup = make_setup(book, lib, lib.mage(book.mage))
    run_games(setup, 50, seed=99)  # warm the distribution cache like a real run does
    t = time.process_time()
    records = run_games(setup, args.games, seed=1)
    plain = time.process_time() - t
    t = time.process_time()
    for i in range(args.games // 10):
        setup.game(1, i, record_events=True).run()
    logged = (time.process_time() - t) * 10
    rate = args.games / plain
    rounds = sum(len(r.damage) for r in records) / len(records)
    print(f"goldfish, official Warlock book, default policy, {args.games} games, {rounds:.1f} rounds/game")
    print(f"  {rate:,.0f} games/s (target >= 1,000): {'OK' if rate >= 1000 else 'TOO SLOW'}")
    print(f"  with the event log: {args.games / logged:,.0f} games/s (log costs x{logged / plain:.2f})")

    # how much of the 13 official books the engine simulates (distinct cards)
    from spellforge.sim.model import compile_book

    distinct: set[str] = set()
    simulated: set[str] = set()
    for obook in books.values():
        compiled = compile_book(obook, lib, lib.mage(obook.mage))
        distinct |= set(obook.quantities())
        simulated |= {s.card_id for s in compiled.spells}
    share = len(simulated) / len(distinct)
    print(f"official books: {len(simulated)} of {len(distinct)} distinct cards simulated ({share:.1%}; "
          f"target >= 90 %): {'OK' if share >= 0.9 else 'BELOW TARGET'}")

    # the planner: its search (rollouts) is part of the run, so it is timed with the games
    for label, key in (("Warlock", "official-warlock"), ("Wizard", "official-wizard")):
        wbook = books[key]
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
        print(f"official {label} book, {args.games} games, search included: greedy {args.games / g_time:,.0f} games/s, "
              f"planner {p_rate:,.0f} games/s (target >= 100): {'OK' if p_rate >= 100 else 'TOO SLOW'}; "
              f"planner/greedy time x{p_time / g_time:.1f}")
        print(f"  mean rounds to kill: greedy {mean(g_records):.2f}, planner {mean(p_records):.2f} "
              f"(opening {', '.join(choice.opening)}, then {choice.then})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
