"""The copies of the 13 official books the matchup does not play (docs/matchup.md, "What the
two-sided game does not do yet"; issue 48): per book, then per card with its reason, most copies
first. Compiles the books only (no plan search, no games), in a throwaway data folder.

    .venv/bin/python bench/bench_not_simulated.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spellforge.formats.templates import official_books  # noqa: E402
from spellforge.library import Library  # noqa: E402
from spellforge.sim.matchup import batch  # noqa: E402


def main() -> int:
    os.environ["SPELLFORGE_DATA_DIR"] = tempfile.mkdtemp()  # never the user's folders
    lib = Library.build_and_open(Path(tempfile.mkdtemp()))
    copies, reasons, per_book = Counter(), {}, {}
    for label, book in official_books(lib):
        spec = batch.side_spec(label, book, lib, lib.mage(book.mage), policy="greedy")
        rows = batch.not_simulated(spec)
        per_book[label] = sum(d["copies"] for d in rows)
        for d in rows:
            copies[d["name"]] += d["copies"]
            reasons[d["name"]] = d["reason"]
    width = max(len(b) for b in per_book)
    for b, n in per_book.items():
        print(f"{b:<{width}}  {n:3d}")
    print(f"{'in all':<{width}}  {sum(per_book.values()):3d} copies, {len(copies)} cards")
    for name, n in sorted(copies.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{n:3d}  {name:<26} {reasons[name]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
