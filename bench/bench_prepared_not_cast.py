"""The spells the matchup's AI prepares but does not cast (issue 48, round 8; docs/matchup.md "The AI",
"Prepared but not cast"): a mismatch between the preparation's look (ai.cost_of, ai._prepare) and the
cast's (game.cast, spell_target, worth.py…) makes a spell the preparation thinks castable that the cast
then refuses; each such round wastes a slot of the two (often the action).

Over the official books' gauntlet (every unordered pair of the 13 books, --games mirrored games each,
so every book meets the 12 others in both corners; the planner; seed --seed), per book and card: the
rounds it was prepared, the rounds it was cast (as prepared that round), and the rounds it was prepared
AGAIN the round after one where it was prepared and not cast (the repeated waste). The worst cards
(most repeated waste) are printed first.

    SPELLFORGE_DATA_DIR=$(mktemp -d) HOME=$(mktemp -d) .venv/bin/python bench/bench_prepared_not_cast.py \
        [--games 20] [--seed 1] [--top 25] [--books NAME ...] [--cards NAME ...]

The plans are searched once per book (cached in SPELLFORGE_DATA_DIR's plan cache: reuse the folder to
run again quickly). One process (the machine is shared).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def audit_game(game, counts) -> None:
    """Adds one game's prepare/cast events to counts[(book, card)] = Counter(prepared, cast, again)."""
    rec = game.run()
    prepared: dict[tuple[int, int], Counter] = defaultdict(Counter)  # (side, round) -> card -> copies
    cast: dict[tuple[int, int], Counter] = defaultdict(Counter)
    for rnd, kind, side, params in rec.events or ():
        if kind == "prepare":
            prepared[(side, rnd)].update(params["cards"])
        elif kind == "cast":
            cast[(side, rnd)][params["card"]] += 1
    for (side, rnd), cards in prepared.items():
        book = game.sides[side].spec.label
        done = cast.get((side, rnd), Counter())
        later = prepared.get((side, rnd + 1), Counter())
        for card, n in cards.items():
            c = counts[(book, card)]
            c["prepared"] += n
            c["cast"] += min(n, done[card])
            if done[card] < n and later[card]:
                c["again"] += 1


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20, help="mirrored games per unordered pair (even)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--books", nargs="*", help="only the pairs with one of these books (template names)")
    ap.add_argument("--cards", nargs="*", help="print these cards' rows (every book), not the worst --top")
    args = ap.parse_args(argv)

    from spellforge.formats.templates import list_templates, load_template
    from spellforge.library import open_library
    from spellforge.sim.matchup.batch import Matchup, game_of, side_spec

    lib = open_library()
    t0 = time.perf_counter()
    specs = []
    for t in list_templates():
        if t.category not in ("core", "official"):  # the 13 official books (the gauntlet)
            continue
        book = load_template(t, lib)
        specs.append(side_spec(t.name, book, lib, lib.mage(book.mage), "planner"))
    t1 = time.perf_counter()
    counts: dict[tuple[str, str], Counter] = defaultdict(Counter)
    games = 0
    for i, a in enumerate(specs):
        for b in specs[i + 1:]:
            if args.books and a.label not in args.books and b.label not in args.books:
                continue
            m = Matchup(a, b, args.seed)
            for g in range(args.games):
                audit_game(game_of(m, g, record_events=True)[0], counts)
                games += 1
    t2 = time.perf_counter()
    print(f"{len(specs)} books, {games} games ({args.games} a pair, seed {args.seed}); plans {t1 - t0:.0f} s, "
          f"games {t2 - t1:.0f} s")
    rows = sorted(counts.items(), key=lambda kv: (-kv[1]["again"], -(kv[1]["prepared"] - kv[1]["cast"]), kv[0]))
    print(f"{'book':34s} {'card':28s} {'prepared':>8s} {'cast':>6s} {'not cast':>8s} {'again':>6s}")
    for (book, card), c in ([r for r in rows if r[0][1] in args.cards] if args.cards else rows[:args.top]):
        print(f"{book[:34]:34s} {card[:28]:28s} {c['prepared']:8d} {c['cast']:6d} {c['prepared'] - c['cast']:8d} "
              f"{c['again']:6d}")
    waste = sum(c["prepared"] - c["cast"] for c in counts.values())
    again = sum(c["again"] for c in counts.values())
    total = sum(c["prepared"] for c in counts.values())
    print(f"all: prepared {total}, not cast {waste} ({100 * waste / max(1, total):.1f} %), again {again}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
