"""Do the goldfish defaults see a book's attack spells? For each of the 13 official books, play
the book (A) against the same book without its Attack spells (B) with the default settings of
`spellforge goldfish A B` (the arena's opposite corners, the default policy), paired games on the
same game seeds, and print B − A with its 95 % interval (issue 30's acceptance: the interval excludes 0
for at least 10 of the 13 books).

The default engine is the matchup (issue 48, round 8: `spellforge goldfish A B` plays both books as
matchup games against the passive side, sim/report/matchup_goldfish.compare_matchup, each book with
the plan its own search on matchup rollouts finds); the old engine's B − A (`--engine goldfish`) on
the same options and seed is printed beside it as the baseline (`--no-baseline`: not played).

    .venv/bin/python bench/bench_attack_spells.py [--games 400] [--seed 1] [--policy planner] [--book NAME …]
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

from spellforge.cli.cmd_goldfish import register  # noqa: E402
from spellforge.domain import Spellbook  # noqa: E402
from spellforge.formats.templates import list_templates, load_template  # noqa: E402
from spellforge.library import Library  # noqa: E402
from spellforge.sim.report.compare import compare  # noqa: E402
from spellforge.sim.game.engine import TargetConfig  # noqa: E402
from spellforge.sim.report.matchup_goldfish import compare_matchup, make_matchup_goldfish  # noqa: E402
from spellforge.sim.report.summary import make_setup  # noqa: E402


def cli_defaults() -> argparse.Namespace:
    """The defaults `spellforge goldfish A B` uses (read from its parser, not repeated here)."""
    parser = argparse.ArgumentParser()
    register(parser.add_subparsers())
    return parser.parse_args(["goldfish", "a.o8d", "b.o8d"])


def without_attacks(book: Spellbook, lib) -> tuple[Spellbook, int]:
    out = Spellbook(name=f"{book.name} without Attack spells", mage=book.mage)
    removed = 0
    for cid, qty in book.quantities().items():
        card = lib.card(cid)
        if card is not None and card.type == "Attack":
            removed += qty
            continue
        out.add(cid, qty)
    return out, removed


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    d = cli_defaults()
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=d.seed)
    ap.add_argument("--policy", default=d.policy)
    ap.add_argument("--distance", type=int, default=d.distance)
    ap.add_argument("--book", action="append", help="only these official books (e.g. Wizard); repeatable")
    ap.add_argument("--no-baseline", action="store_true", help="do not play the old engine beside it")
    args = ap.parse_args()
    os.environ["SPELLFORGE_DATA_DIR"] = tempfile.mkdtemp()  # plans are cached here, never in the user's cache
    with tempfile.TemporaryDirectory() as tmp:
        lib = Library.build_and_open(Path(tmp))
        books = {t.name: load_template(t, lib) for t in list_templates() if t.category in ("core", "official")}
        # the matchup's --distance 0 is the same zone (ranges count), the old engine's no arena
        target = TargetConfig(d.target_life, d.target_armor, d.guard_life, d.guard_armor, args.distance)
        old_target = TargetConfig(d.target_life, d.target_armor, d.guard_life, d.guard_armor, args.distance or None)
        print(f"A = the official book, B = without its Attack spells; {args.games} paired games, seed {args.seed}, "
              f"policy {args.policy}, distance {args.distance}, max rounds {d.max_rounds}; the matchup engine "
              "(the default), the old engine's B − A as the baseline")
        print(f"{'book':<28} {'attacks':>7} {'mean A':>7} {'mean B':>7} {'B − A':>6} {'95% CI':>16} "
              f"{'sign p':>8} {'s':>5}  {'old A':>6} {'old B − A':>9}")
        significant = 0
        if args.book:
            unknown = sorted(set(args.book) - set(books))
            if unknown:
                print(f"unknown book(s): {', '.join(unknown)}; the books are: {', '.join(sorted(books))}", file=sys.stderr)
                return 2
            books = {n: b for n, b in books.items() if n in args.book}
        for name, book in sorted(books.items()):
            stripped, removed = without_attacks(book, lib)
            mage = lib.mage(book.mage)
            t = time.process_time()
            ra = make_matchup_goldfish(book, lib, mage, target, d.max_rounds, seed=args.seed, policy=args.policy)
            rb = make_matchup_goldfish(stripped, lib, mage, target, d.max_rounds, seed=args.seed, policy=args.policy)
            result = compare_matchup(ra, rb, args.games, args.seed, args.policy)
            c = result["comparison"]
            lo, hi = c["ci95"] or (0.0, 0.0)
            sig = lo > 0 or hi < 0
            significant += sig
            spent = time.process_time() - t
            baseline = ""
            if not args.no_baseline:
                sa = make_setup(book, lib, mage, old_target, d.max_rounds, policy=args.policy)
                sb = make_setup(stripped, lib, mage, old_target, d.max_rounds, policy=args.policy)
                old = compare(sa, sb, args.games, args.seed)["comparison"]
                baseline = f"  {old['mean_rounds_a']:>6.2f} {old['delta_mean_rounds']:>+9.2f}"
            print(f"{name:<28} {removed:>7} {c['mean_rounds_a']:>7.2f} {c['mean_rounds_b']:>7.2f} "
                  f"{c['delta_mean_rounds']:>+6.2f} [{lo:+6.2f}, {hi:+6.2f}] {c.get('sign_p_value', float('nan')):>8.3g} "
                  f"{spent:>5.1f}{baseline}{'' if sig else '  (CI includes 0)'}")
            # the removed cards: in how many of A's games each was cast (B has none)
            print("    removed, games of A that cast it: " + "; ".join(
                f"{r['name']} x{r['copies_a']} {r['games_cast_a']}" for r in result["differing_cards"]))
        print(f"B significantly different in {significant} of {len(books)} books (target >= 10)")
        lib.close()
    return 0 if significant >= 10 else 1


if __name__ == "__main__":
    sys.exit(main())
