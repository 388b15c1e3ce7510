"""`spellforge print BOOK --pdf OUT.pdf [--proxies] [--paper a4|letter] [--lang en|ru|pl]`:
a printable PDF of a spellbook (card list by type with costs and the mage) and proxy sheets.
BOOK is a file in any format or a book saved in Spellforge (spellforge/cli/book_arg.py)."""

from __future__ import annotations

import sys
from pathlib import Path

from spellforge.cli import emit
from spellforge.cli.book_arg import book_help
from spellforge.i18n.cli_words import Context

Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def register(sub) -> None:
    p = sub.add_parser("print", help=Cli.tr("printable PDF of a spellbook: card list and optional 3x3 proxy sheets"))
    p.add_argument("book", metavar="BOOK", help=book_help())
    p.add_argument("--pdf", required=True, metavar="OUT.pdf", help=Cli.tr("PDF file to write"))
    p.add_argument("--proxies", action="store_true", help=Cli.tr("add proxy sheets: 3x3 cards per page at 63x88 mm"))
    p.add_argument("--paper", choices=("a4", "letter"), default="a4", help=Cli.tr("paper size of the PDF (default a4)"))
    p.add_argument("--lang", choices=("en", "ru", "pl"), default="en", help=Cli.tr("card language"))
    p.add_argument("--json", action="store_true", help=Cli.tr("machine-readable JSON output"))
    p.set_defaults(func=print_cmd)


def print_cmd(args) -> int:
    from spellforge.library import open_library
    from spellforge.render.pdf_export import export_book_pdf

    from spellforge.cli import output_path

    out = output_path(args.pdf)
    if out.suffix.lower() != ".pdf":
        print("spellforge: " + Cli.tr("{path}: the output name must end in .pdf").format(path=out), file=sys.stderr)
        return 2
    from spellforge.cli.book_arg import load_book

    lib = open_library()
    named = load_book(args.book, lib)
    book = named.book
    if not book.name:
        book.name = named.label
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        summary = export_book_pdf(book, lib, out, lang=args.lang, paper=args.paper, proxies=args.proxies)
    except OSError as e:
        print("spellforge: " + Cli.tr("{path}: cannot write the PDF ({why})").format(path=out, why=e.strerror or e),
              file=sys.stderr)
        return 2
    summary["book"] = str(args.book)
    summary["unresolved_lines"] = len(book.unresolved)
    parts = [Cli.tr("%n page(s) of the card list", "", summary["list_pages"])]
    if args.proxies:
        parts.append(Cli.tr("%n proxy sheet(s)", "", summary["proxy_pages"]) + " ("
                     + Cli.tr("%n card(s)", "", summary["proxy_cards"]) + ")")
    text = f"{out}: " + Cli.tr("%n page(s)", "", summary["pages"]) + " (" + ", ".join(parts) + ")"
    if book.unresolved:
        text += "; " + Cli.tr("%n unrecognised line(s) listed at the end of the card list", "", len(book.unresolved))
    emit(summary, args.json, text)
    return 0
