"""Matchup speed (docs/matchup.md, issue 48):

* games per second per core of one matchup of two official books (Wizard against Warlock), after
  the planner's plan search (target >= 200 games/s per core), in this process, per CPU-second
  (time.process_time), so other programs on a busy machine do not lower it;
* the wall time of the 13 × 13 table of the official books at --games games per pair (target: 100
  games per pair in <= 10 minutes on 2 cores), played through run_batch on --workers processes,
  with the table of scores printed (row's book against the column's, in %) and written as JSON
  with --out.

The 13 official books are the templates shipped in db/templates (core + official); plans are
searched in a throwaway data folder, never the user's.

    .venv/bin/python bench/bench_matchup.py [--games 100] [--workers 2] [--out table.json] [--no-table]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spellforge.formats.templates import list_templates, load_template  # noqa: E402
from spellforge.library import Library  # noqa: E402
from spellforge.sim.matchup.batch import Matchup, run_batch, side_spec, summarise  # noqa: E402
from spellforge.sim.matchup.heat import score_colour  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=100, help="games per pair in the table")
    ap.add_argument("--rate-games", type=int, default=400, help="games of the one matchup timed per core")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", help="write the table's reports here (JSON)")
    ap.add_argument("--no-table", action="store_true", help="only the games per second")
    ap.add_argument("--png", help="draw the table as a red-green heat map here (PNG)")
    ap.add_argument("--from-json", help="draw --png from a table written earlier with --out (or by `spellforge "
                    "matchup --table ... --json`), play nothing")
    args = ap.parse_args()
    if args.from_json:
        data = json.loads(Path(args.from_json).read_text(encoding="utf-8"))
        books = data["books"]
        if "table" in data:  # written by --out
            score = {a: {b: r["a_score"] for b, r in row.items()} for a, row in data["table"].items()}
        else:  # `spellforge matchup --table ... --json`: a matrix of scores, None on the diagonal
            score = {a: {b: s for b, s in zip(books, row) if s is not None} for a, row in zip(books, data["score"])}
        heat_map(books, score, data["games"], Path(args.png))
        return 0
    os.environ["SPELLFORGE_DATA_DIR"] = tempfile.mkdtemp()  # plans are cached here, never in the user's cache
    lib = Library.build_and_open(Path(tempfile.mkdtemp()))
    books = [(t.name, load_template(t, lib)) for t in list_templates() if t.category in ("core", "official")]
    t = time.perf_counter()
    specs = {name: side_spec(name, book, lib, lib.mage(book.mage)) for name, book in books}
    print(f"plan search, 13 books: {time.perf_counter() - t:.1f} s wall")
    m = Matchup(specs["Wizard"], specs["Warlock"], args.seed)
    t = time.process_time()
    results = run_batch(m, args.rate_games, workers=1)
    cpu = time.process_time() - t
    print(f"Wizard vs Warlock: {len(results) / cpu:.0f} games/s per core "
          f"(target >= 200), mean {summarise(m, results)['mean_rounds']:.1f} rounds")
    if args.no_table:
        return 0
    names = list(specs)
    t = time.perf_counter()
    table: dict[str, dict[str, dict]] = {}
    for a in names:
        for b in names:
            if a == b:
                continue
            pair = Matchup(specs[a], specs[b], args.seed)
            table.setdefault(a, {})[b] = summarise(pair, run_batch(pair, args.games, workers=args.workers))
    wall = time.perf_counter() - t
    games = args.games * len(names) * (len(names) - 1)
    print(f"13 x 13 table, {args.games} games per pair ({games} games) on {args.workers} workers: {wall:.0f} s wall "
          f"({games / wall:.0f} games/s; target <= 600 s at 100 games per pair on 2 cores)")
    firsts = [r["first_initiative_score"] for row in table.values() for r in row.values()]
    draws = sum(r["draws"] for row in table.values() for r in row.values())
    print(f"the side holding round 1's Initiative scores {100 * sum(firsts) / len(firsts):.1f} % on average; "
          f"draws {100 * draws / games:.1f} %, mean {sum(r['mean_rounds'] for row in table.values() for r in row.values()) / len(firsts):.1f} rounds")
    width = max(len(n) for n in names)
    print(" " * (width + 3) + " ".join(f"{i + 1:>4}" for i in range(len(names))) + "   mean")
    for i, a in enumerate(names):
        scores = [table[a][b]["a_score"] for b in names if b != a]
        cells = " ".join("   —" if b == a else f"{100 * table[a][b]['a_score']:4.0f}" for b in names)
        print(f"{i + 1:>2} {a:<{width}} {cells}   {100 * sum(scores) / len(scores):4.0f}")
    if args.png:
        heat_map(names, {a: {b: r["a_score"] for b, r in row.items()} for a, row in table.items()}, args.games,
                 Path(args.png))
    if args.out:
        Path(args.out).write_text(json.dumps({"games": args.games, "seed": args.seed, "books": names, "table": {
            a: {b: {k: r[k] for k in ("a_score", "a_score_interval", "a_wins", "b_wins", "draws", "mean_rounds", "how",
                                      "first_initiative_score")}
                for b, r in row.items()} for a, row in table.items()}}, indent=1), encoding="utf-8")
    return 0


def heat_map(names: list[str], score: dict[str, dict[str, float]], games: int, path: Path) -> None:
    """The table as an image: the row's score against the column, red (0 %) to green (100 %)."""
    from PIL import Image, ImageDraw

    cell, left, top = 44, 190, 40
    n = len(names)
    img = Image.new("RGB", (left + cell * n + 10, top + cell * n + 30), "white")
    d = ImageDraw.Draw(img)
    d.text((10, 10), f"Score of the row's book against the column's ({games} games per pair)", fill="black")
    for i, a in enumerate(names):
        d.text((10, top + i * cell + cell // 2 - 6), f"{i + 1:>2} {a}", fill="black")
        d.text((left + i * cell + cell // 2 - 6, top + n * cell + 8), str(i + 1), fill="black")
        for j, b in enumerate(names):
            box = (left + j * cell, top + i * cell, left + (j + 1) * cell - 1, top + (i + 1) * cell - 1)
            if a == b:
                d.rectangle(box, fill=(220, 220, 220))
                continue
            x = score[a][b]
            d.rectangle(box, fill=score_colour(x))  # the window's scale (sim/matchup/heat.py)
            d.text((box[0] + 10, box[1] + cell // 2 - 6), f"{100 * x:.0f}", fill="black")
    img.save(path)


if __name__ == "__main__":
    raise SystemExit(main())
