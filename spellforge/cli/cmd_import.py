"""`spellforge import FILE [--json]`: read a spellbook in any format and report every line's fate."""

from __future__ import annotations

import argparse
from typing import Any


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("import", help="read a spellbook file (o8d, text, BBCode, forum list, JSON, deck code) and report each line")
    p.add_argument("file", help="the spellbook file")
    p.add_argument("--format", choices=("o8d", "text", "bbcode", "forum", "json", "code"), help="skip format detection")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=handler)


def handler(args: argparse.Namespace) -> int:
    from spellforge.cli import emit, read_book
    from spellforge.library import open_library

    lib = open_library()
    result = read_book(args.file, lib, fmt=args.format)
    data = import_report(result, lib)
    emit(data, args.json, _text(result, lib))
    return 0


def import_report(result: Any, lib: Any) -> dict[str, Any]:
    def name(card_id: str) -> str:
        card = lib.card(card_id)
        return card.name if card else card_id

    return {
        "file": result.source_name,
        "format": result.format,
        "mage": result.book.mage,
        "element": result.book.element,
        "cards": [
            {"name": name(f.card_id), "id": f.card_id, "qty": f.qty, "line": f.line, "matched_by": f.matched_by,
             "confidence": round(f.confidence, 3)}
            for f in result.lines if f.fate == "card" and f.card_id
        ],
        "unresolved": [
            {"line": f.line, "text": f.text, "candidates": [name(c) for c in f.candidates], "candidate_ids": f.candidates,
             "reason": f.note}
            for f in result.lines if f.fate == "unresolved"
        ],
        "name": result.book.name,
        "notes": result.book.notes,
        "totals": [{"line": t.line, "text": t.text, "stated": t.stated, "computed": t.computed, "agrees": t.agrees}
                   for t in result.totals],
        "mage_suggestions": [{"mage": m.mage, "element": m.element, "points_used": m.points_used}
                             for m in result.mage_suggestions],
        "warnings": list(result.warnings),
    }


def _text(result: Any, lib: Any) -> str:
    def name(card_id: str | None) -> str:
        card = lib.card(card_id) if card_id else None
        return card.name if card else str(card_id)

    book = result.book
    out = [f"{result.source_name}: {result.format}, mage {book.mage or '?'}"
           + (f" ({book.element})" if book.element else "")
           + f", {sum(book.quantities().values())} cards, {len(book.unresolved)} unresolved"]
    for f in result.lines:
        if f.fate == "card":
            how = f"{f.matched_by} {f.confidence:.0%}" if f.matched_by not in ("guid", "code", "id", "name") else f.matched_by
            out.append(f"{f.line:>5}  card        {f.qty} × {name(f.card_id)}  ({how})  ← {f.text}")
        elif f.fate == "mage":
            out.append(f"{f.line:>5}  mage        {f.note}  ← {f.text}")
        elif f.fate == "element":
            out.append(f"{f.line:>5}  element     {f.note}  ← {f.text}")
        elif f.fate == "unresolved":
            maybe = ", ".join(name(c) for c in f.candidates)
            out.append(f"{f.line:>5}  UNRESOLVED  {f.text}  ({f.note}{'; maybe ' + maybe if maybe else ''})")
        else:
            out.append(f"{f.line:>5}  ignored     {f.text + '  ' if f.text else ''}({f.note})")
    if book.name:
        out.insert(1, f"book name: {book.name}")
    for m in result.mage_suggestions:
        out.append(f"suggested mage: {m.mage}{f' ({m.element})' if m.element else ''}, {m.points_used} points"
                   " (not applied; give --mage to validate)")
    out += [f"warning: {w}" for w in result.warnings]
    return "\n".join(out)
