"""`spellforge validate BOOK`: spell-point cost and legality of a spellbook (a file in any format,
or a book saved in Spellforge: spellforge/cli/book_arg.py).

Exit status: 0 legal, 1 illegal, 2 unreadable input (the message names the file and line).
"""

from __future__ import annotations

import argparse
import sys

from spellforge.cli.book_arg import book_help
from spellforge.cli.element_arg import typed_element
from spellforge.domain.cards import ELEMENTS

from spellforge.i18n.cli_words import Context

LANGS = ("en", "ru", "pl")
Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def headings(lang: str | None = None) -> dict[str, str]:
    Cli = Context("Cli", lang)
    return {"mage": Cli.tr("Mage"), "points": Cli.tr("Spell points"), "legal": Cli.tr("LEGAL"),
            "illegal": Cli.tr("ILLEGAL"), "problems": Cli.tr("Problems"), "unread": Cli.tr("Unread lines"),
            "line": Cli.tr("line"), "warnings": Cli.tr("Warnings"), "suggestions": Cli.tr("Suggestions")}


def element_sources(lang: str | None = None) -> dict[str, str]:
    """How the element was chosen, shown beside it: "Wizard (Air, default)"."""
    Cli = Context("Cli", lang)
    return {"option": Cli.tr("chosen"), "book": Cli.tr("from the book"), "default": Cli.tr("default")}


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "validate",
        help=Cli.tr("check a spellbook's spell points and legality"),
        description=Cli.tr("Cost every card for the book's mage (or --mage) and list every rule the "
               "book breaks. Exit status: 0 legal, 1 illegal, 2 unreadable input."),
    )
    p.add_argument("file", metavar="BOOK", help=book_help())
    p.add_argument("--mage", help=Cli.tr("validate for this mage instead of the one the book names"))
    p.add_argument("--element", help=Cli.tr("the Wizard's chosen element: {elements}").format(
        elements=", ".join(f"`{e}`" for e in ELEMENTS)))  # typed as they are, in every language
    p.add_argument("--printing", choices=("canonical", "named"), default="canonical",
                   help=Cli.tr("whose facts price a card the file names a printing of: the canonical card "
                          "(default) or the named printing"))
    p.add_argument("--lang", choices=LANGS, default="en", help=Cli.tr("language of messages (default en)"))
    p.add_argument("--json", action="store_true", help=Cli.tr("machine-readable output"))
    p.set_defaults(func=handler)


def _fail(message: str) -> int:
    print(f"spellforge validate: {message}", file=sys.stderr)
    return 2


def text_report(data: dict, lang: str, mage_label: str | None = None, term=None) -> str:
    """The readable report; `term` is the library's term lookup (the format's word, 000 L396, 004 L304)."""
    h = headings(lang)
    element = ""
    if data.get("element"):
        source = element_sources(lang).get(data.get("element_source") or "", "")
        from spellforge.rules.messages import school_name

        name = school_name(data["element"], lang, term)
        element = f" ({name}, {source})" if source else f" ({name})"
    label = mage_label or data["mage"] or "?"
    fmt = term("format", data["format"], lang) if term else data["format"].capitalize()
    # an Academy mage's name already says so: «Монах (Академия)»
    out = [f"{h['mage']}: {label}" + element + ("" if label.endswith(f"({fmt})") else f" [{fmt}]"),
           f"{h['points']}: {data['points_used']} / {data['points_max']}"]
    width = max((len(str(c["qty"])) for c in data["cards"]), default=1)
    for c in data["cards"]:
        cost = "?" if c["cost_each"] is None else c["cost_each"]
        expl = f"  [{c['explanation']}]" if c["explanation"] else ""
        out.append(f"  {c['qty']:>{width}} × {c['display_name']}: {cost}{expl}")
    if data["unresolved"]:
        out.append(f"{h['unread']}:")
        out += [f"  {h['line']} {u['line']}: {u['text']}" for u in data["unresolved"]]
    if data["problems"]:
        out.append(f"{h['problems']}:")
        out += [f"  - {p['message']}" for p in data["problems"]]
    if data.get("warnings"):
        out.append(f"{h['warnings']}:")
        out += [f"  - {w['message']}" for w in data["warnings"]]
    if data.get("suggestions"):
        out.append(f"{h['suggestions']}:")
        out += [f"  - {s['message']}" for s in data["suggestions"]]
    out.append(h['legal'] if data["legal"] else h['illegal'])
    return "\n".join(out)


def handler(args: argparse.Namespace) -> int:
    from spellforge.rules import validate

    try:
        element = typed_element(args.element, args.lang)
    except ValueError as exc:
        return _fail(str(exc))
    from spellforge.cli.book_arg import load_book
    from spellforge.library import open_library

    lib = open_library()
    book = load_book(args.file, lib).book  # a missing file, a folder, binary data…: the message names it
    mage = None
    if args.mage:
        mage = lib.mage(args.mage)
        if mage is None:
            from spellforge.cli.cmd_card import no_mage_message

            return _fail(no_mage_message(lib, args.mage, args.lang))
    report = validate(book, lib, args.lang, mage=mage, element=element, printing=args.printing)
    data = report.to_dict(term=lib.term)
    args_json = bool(getattr(args, "json", False))
    from spellforge.cli import emit

    shown = lib.mage(data["mage"]) if data.get("mage") else None
    emit(data, args_json, text_report(data, args.lang, shown.display_name(args.lang) if shown else None, lib.term))
    return 0 if report.legal else 1
