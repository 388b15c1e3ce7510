"""`spellforge goldfish A B`: play two builds on the same dice (common random numbers) and compare
them with a paired test (spellforge.sim.compare; docs/goldfish.md "A/B comparison").

A and B are spellbook files in any format, or books saved in Spellforge by name or id, or one of
their saved versions as NAME@VERSION (`spellforge books history NAME`).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from spellforge.cli import CliExit, emit, read_book

# Suffixes of the spellbook files Spellforge reads: a missing one is a missing file, not a book name.
_FILE_SUFFIXES = {".o8d", ".txt", ".json", ".bbcode", ".xml", ".text", ".md"}


def load_book(key: str, lib):
    """(label, Spellbook, source) for a file, a saved book name/id, or NAME@VERSION; CliExit otherwise."""
    path = Path(key)
    if path.is_file():
        book = read_book(path, lib).book
        return (book.name or path.stem), book, str(path)
    if path.is_dir():
        books = sorted(p.name for p in path.iterdir() if p.suffix.lower() in _FILE_SUFFIXES and p.is_file())
        hint = (f"; its spellbook files: {', '.join(books[:5])}{', …' if len(books) > 5 else ''}" if books
                else "; it holds no spellbook file")
        raise CliExit(f"{key}: is a folder, not a spellbook file — give one file{hint}")
    if path.exists():
        raise CliExit(f"{key}: not a spellbook file")
    if path.suffix.lower() in _FILE_SUFFIXES or "/" in key or "\\" in key:
        raise CliExit(f"{key}: no such file")
    from spellforge.cli.cmd_books import book_store, resolve_version

    store = book_store()
    names = sorted({b.name for b in store.books()})
    try:
        label, book = resolve_version(store, key)
    except CliExit as exc:
        if "no saved spellbook" not in str(exc):
            raise
        hint = f" (saved books: {', '.join(names[:8])}{', …' if len(names) > 8 else ''})" if names else \
            " (no books are saved yet: `spellforge books save FILE`)"
        raise CliExit(f"{key!r} is neither a spellbook file nor a saved spellbook{hint}") from None
    return label, book, f"saved:{label}"


def setup_for(book, label: str, lib, args: argparse.Namespace, target, plan):
    """A goldfish setup for one side, with the same options as the one-book run."""
    from spellforge.cli.cmd_goldfish import opponent_of
    from spellforge.sim.report import make_setup

    mage_name = args.mage or book.mage
    if not mage_name:
        raise CliExit(f"{label}: the book names no mage; give one with --mage")
    mage = lib.mage(mage_name)
    if mage is None:
        raise CliExit(f"unknown mage {mage_name!r}")
    return make_setup(book, lib, mage, target, args.max_rounds,
                      plan.rounds if plan else None, plan.then_default if plan else True,
                      policy=getattr(args, "policy", "greedy"), opponent=opponent_of(args))


def handler(args: argparse.Namespace, lib, target, plan) -> int:
    from spellforge.sim.compare import compare, verdict_text

    if args.games < 2:
        raise CliExit(f"--games must be at least 2 to compare two books, got {args.games}")
    sides = []
    for key in (args.file, args.b):
        label, book, source = load_book(key, lib)
        sides.append((label, book, source, setup_for(book, label, lib, args, target, plan)))
    (label_a, book_a, src_a, setup_a), (label_b, book_b, src_b, setup_b) = sides
    result = compare(setup_a, setup_b, args.games, args.seed)
    for side, label, book, src in (("a", label_a, book_a, src_a), ("b", label_b, book_b, src_b)):
        result[side]["book"] = label
        result[side]["source"] = src
        if book.unresolved:
            result[side]["unresolved_lines"] = [{"line": u.line, "text": u.text} for u in book.unresolved]
    readable_logs = {}
    if args.log:
        from spellforge.cli.cmd_goldfish import game_logs

        for side, setup in (("a", setup_a), ("b", setup_b)):
            result[side]["log"], readable_logs[side] = game_logs(setup, args.seed, lib, args.lang)
    stats = result["comparison"]
    stats["verdict_text"] = verdict_text(stats, args.lang)
    stats["lang"] = args.lang
    out = {"games": stats["games"], "seed": args.seed, **result}
    readable = dict(out, **{side: dict(out[side], log=lines) for side, lines in readable_logs.items()})
    emit(out, args.json, text_report(readable, args.lang, lib))
    return 0


def text_report(r: dict, lang: str = "en", lib=None) -> str:
    """The readable A/B report in en, ru or pl (spellforge/cli/goldfish_text.py)."""
    from spellforge.cli.goldfish_text import ab_report

    return ab_report(r, lang, lib)
