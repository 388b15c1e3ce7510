"""`spellforge convert-sets DIR`: rebuild the text library in db/ from OCTGN set files."""

from __future__ import annotations

import sys
from pathlib import Path

from spellforge.cli import emit


def register(sub) -> None:
    p = sub.add_parser("convert-sets", help="convert OCTGN set.xml files into the db/ text library")
    p.add_argument("source", help="folder with OCTGN set .xml files (facts-only or a full OCTGN install)")
    p.add_argument("--products", help="products.csv with copies per product")
    p.add_argument("--out", default=None, help="output folder (default: the project's db/)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=run)


def run(args) -> int:
    from spellforge import paths
    from spellforge.convert import SetFileError, convert_sets

    out = Path(args.out) if args.out else paths.db_source_dir()
    try:
        summary = convert_sets(Path(args.source), out, Path(args.products) if args.products else None)
    except SetFileError as exc:
        print(f"spellforge: {exc}", file=sys.stderr)
        return 2
    emit(summary, args.json, "\n".join(f"{k}: {v}" for k, v in summary.items()))
    return 0
