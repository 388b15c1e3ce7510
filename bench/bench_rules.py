"""Median time to validate a 120-point spellbook (target ≤ 1 ms).

Builds the library from db/ in a temporary folder, assembles a legal 120-point Wizard book
from the real card pool (seeded), then times `validate` with the per-mage cost table warm
(the normal case: the UI re-validates after every edit), cold (table rebuilt each time), and
the bare cost function without any table as a baseline measured in the same run.

    .venv/bin/python bench/bench_rules.py [--runs 2000]
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from spellforge.domain.spellbook import Spellbook
from spellforge.library import Library
from spellforge.rules import card_cost, cost_table, validate


def build_book(lib: Library, mage_name: str = "Wizard", budget: int = 120, seed: int = 7) -> Spellbook:
    mage = lib.mage(mage_name)
    rng = random.Random(seed)
    pool = [c for c in lib.spells() if c.format == "arena" and not c.class_only and not c.school_only]
    rng.shuffle(pool)
    book, used = Spellbook(name="bench", mage=mage.name), 0
    for card in pool:
        each = card_cost(card, mage).points
        if each > 4:  # real books are mostly cheap spells: ~45 different cards, ~60 copies
            continue
        qty = min(1 if card.epic else rng.choice((1, 1, 1, 2, 2, 3)), (budget - used) // each if each else 0)
        if qty > 0:
            book.add(card.id, qty)
            used += each * qty
        if used == budget:
            break
    return book


def median_ms(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=2000)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        lib = Library.build_and_open(Path(tmp))
        book = build_book(lib)
        report = validate(book, lib)
        cards = [lib.card(cid) for cid in book.quantities()]
        mage = lib.mage(book.mage)
        print(f"book: {len(book.entries)} cards, {sum(book.quantities().values())} copies, "
              f"{report.points_used}/{report.points_max} points, legal={report.legal}")

        warm = median_ms(lambda: validate(book, lib), args.runs)

        def cold():
            cost_table.cache_clear()
            validate(book, lib)

        cold_ms = median_ms(cold, args.runs)
        bare = median_ms(lambda: [card_cost(c, mage) for c in cards], args.runs)
        print(f"validate, warm cost table : {warm:.4f} ms median  (target ≤ 1 ms: {'OK' if warm <= 1 else 'SLOW'})")
        print(f"validate, cold cost table : {cold_ms:.4f} ms median  ({cold_ms / warm:.1f}× warm)")
        print(f"baseline: card_cost only  : {bare:.4f} ms median  (warm validate = {warm / bare:.2f}× baseline)")


if __name__ == "__main__":
    main()
