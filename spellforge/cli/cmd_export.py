"""`spellforge export FILE --to o8d|text|bbcode|json|forum|code [--lang en|ru|pl] [-o OUT]`: read a
spellbook in any format and write it in another (atomically, through spellforge.fileio); `--to code`
prints the deck code to share in a chat."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("export", help="convert a spellbook file to o8d, text, BBCode, a forum list, JSON or a deck code")
    p.add_argument("file", help="the spellbook file (any readable format)")
    p.add_argument("--to", required=True, choices=("o8d", "text", "bbcode", "json", "forum", "code"),
                   help="output format (code: the deck code to share, SF1:…)")
    p.add_argument("--lang", default="en", choices=("en", "ru", "pl"), help="language of card names (text formats)")
    p.add_argument("-o", "--output", help="output file (default: standard output)")
    p.add_argument("--json", action="store_true", help="report as JSON (on standard error when writing to stdout)")
    p.set_defaults(func=handler)


def handler(args: argparse.Namespace) -> int:
    from spellforge.cli import read_book
    from spellforge.formats import write_spellbook
    from spellforge.library import open_library

    lib = open_library()
    result = read_book(args.file, lib)
    for warning in result.warnings:
        print(f"spellforge export: warning: {warning}", file=sys.stderr)
    text = write_spellbook(result.book, lib, args.to, args.lang)
    if not args.output:
        sys.stdout.write(text)
        return 0
    try:
        from spellforge.fileio import write_atomic

        write_atomic(Path(args.output), text)
    except OSError as e:
        print(f"spellforge export: {args.output}: cannot write: {e.strerror or e}", file=sys.stderr)
        return 1
    if args.json:
        from spellforge.cli import emit

        emit({"file": args.output, "format": args.to, "lang": args.lang, "warnings": result.warnings}, True)
    return 0

