"""`spellforge export BOOK --to o8d|text|bbcode|json|forum|code [--lang en|ru|pl] [-o OUT]`: read a
spellbook (a file in any format, or a book saved in Spellforge: spellforge/cli/book_arg.py) and
write it in another format (atomically, through spellforge.fileio); `--to code` prints the deck
code to share in a chat."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from spellforge.cli.book_arg import book_help
from spellforge.i18n.cli_words import Context

Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("export", help=Cli.tr("write a spellbook (a file or a saved book) as o8d, text, BBCode, "
                                                    "a forum list, JSON or a deck code"))
    p.add_argument("file", metavar="BOOK", help=book_help())
    p.add_argument("--to", required=True, choices=("o8d", "text", "bbcode", "json", "forum", "code"),
                   help=Cli.tr("output format (code: the deck code to share, SF1:…)"))
    p.add_argument("--lang", default="en", choices=("en", "ru", "pl"), help=Cli.tr("language of card names (text formats)"))
    p.add_argument("-o", "--output", help=Cli.tr("output file (default: standard output)"))
    p.add_argument("--json", action="store_true", help=Cli.tr("report what was written as JSON (book, file, format, lang, "
                                                              "warnings; on standard error when the book goes to standard output)"))
    p.set_defaults(func=handler)


def handler(args: argparse.Namespace) -> int:
    from spellforge.cli.book_arg import load_book
    from spellforge.formats import write_spellbook
    from spellforge.library import open_library

    if args.output:
        from spellforge.cli import output_path

        output_path(args.output)
    lib = open_library()
    result = load_book(args.file, lib)
    from spellforge.i18n.cli_words import Context
    from spellforge.i18n.read_warnings import translate_warning

    Cli = Context("Cli")
    for warning in result.warnings:  # in --lang, names in the card language
        print("spellforge export: " + Cli.tr("warning: {text}").format(text=translate_warning(warning, lib, args.lang)),
              file=sys.stderr)
    text = write_spellbook(result.book, lib, args.to, args.lang)
    report = {"book": result.source, "file": args.output, "format": args.to, "lang": args.lang,
              "warnings": result.warnings}
    if not args.output:
        sys.stdout.write(text)
        if args.json:  # the book itself is on standard output
            import json

            print(json.dumps(report, ensure_ascii=False), file=sys.stderr)
        return 0
    try:
        from spellforge.fileio import write_atomic

        write_atomic(Path(args.output), text)
    except OSError as e:
        print(f"spellforge export: {args.output}: cannot write: {e.strerror or e}", file=sys.stderr)
        return 2  # the target cannot be written: the same status as any input that cannot be used
    if args.json:
        from spellforge.cli import emit

        emit(report, True)
    return 0

