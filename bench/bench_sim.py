"""Simulator speed: exact dice odds (target ≤ 1 ms for 20 dice) and goldfish games per second on
the official Warlock book (target ≥ 1,000 games/s on one core).

Prints, for 1..20 dice, the median time of a cold exact distribution (cache cleared each time)
with the time of plain `6 ** dice` arithmetic as a baseline; then games/s for the default policy,
for the same games with the event log recorded, and the ratio of the two.

Rates are games per CPU-second of this process (time.process_time), i.e. per core, so other
programs on a busy machine do not lower them. It also prints the share of the 13 official books'
distinct cards the engine simulates, and the planner's rate (its search included) next to greedy.

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

from spellforge.formats import read_spellbook  # noqa: E402
from spellforge.library import Library  # noqa: E402
from spellforge.sim.dice import damage_distribution  # noqa: E402
from spellforge.sim.report import make_setup, run_games  # noqa: E402

WARLOCK = ROOT.parent / "shared" / "data" / "octgn" / "decks" / "official-spellbooks" / "Warlock Official.o8d"


def time_odds(dice: int, runs: int) -> float:
    samples = []
    for _ in range(runs):
        damage_distribution.cache_clear()
        t = time.process_time()
        damage_distribution(dice, 2, 1)
        samples.append(time.process_time() - t)
    return statistics.median(samples)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--runs", type=int, default=200, help="timings per dice count")
    args = ap.parse_args()

    print("exact odds, armor 2, piercing 1 (median of cold runs)")
    print(f"{'dice':>4} {'ms':>8}")
    worst = 0.0
    for dice in range(1, 21):
        ms = time_odds(dice, args.runs) * 1000
        worst = max(worst, ms)
        print(f"{dice:>4} {ms:>8.3f}")
    print(f"slowest: {worst:.3f} ms (target <= 1 ms): {'OK' if worst <= 1 else 'TOO SLOW'}")

    if not WARLOCK.is_file():
        print(f"{WARLOCK} not found: goldfish part skipped")
        return 0
    lib = Library.build_and_open(Path(tempfile.mkdtemp()))
    book = read_spellbook(WARLOCK, lib).book
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
    for path in sorted(WARLOCK.parent.glob("*.o8d")):
        obook = read_spellbook(path, lib).book
        compiled = compile_book(obook, lib, lib.mage(obook.mage))
        distinct |= set(obook.quantities())
        simulated |= {s.card_id for s in compiled.spells}
    share = len(simulated) / len(distinct)
    print(f"official books: {len(simulated)} of {len(distinct)} distinct cards simulated ({share:.1%}; "
          f"target >= 90 %): {'OK' if share >= 0.9 else 'BELOW TARGET'}")

    # the planner: its search (rollouts) is part of the run, so it is timed with the games
    for label, path in (("Warlock", WARLOCK), ("Wizard", WARLOCK.with_name("Wizard Official.o8d"))):
        wbook = read_spellbook(path, lib).book
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
