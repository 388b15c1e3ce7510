"""`spellforge gui`: open the desktop app (the same as `spellforge` with no command)."""

from __future__ import annotations

import sys

from spellforge.i18n.cli_words import Context

Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)


def register(subparsers) -> None:
    parser = subparsers.add_parser("gui", help=Cli.tr("open the desktop app"))
    parser.add_argument("--screenshot", metavar="PNG",
                        help=Cli.tr("save a picture of the window once it is up, then quit (checks an install)"))
    parser.add_argument("--layout-report", action="store_true",
                        help=Cli.tr("open the main screens offscreen and say what does not fit (for translators and tests)"))
    parser.add_argument("--size", default="1366x768", metavar="WxH", help=Cli.tr("the screen of the layout report"))
    parser.add_argument("--lang", choices=("en", "ru", "pl"), default="en", help=Cli.tr("the layout report's language"))
    parser.add_argument("--book", metavar="FILE", help=Cli.tr("the book the layout report opens (default: the official Wizard)"))
    parser.add_argument("--json", action="store_true", help=Cli.tr("the layout report as JSON"))
    parser.set_defaults(func=handler)


def handler(args) -> int:
    if args.layout_report:
        return layout_report(args)
    import gc

    gc.disable()  # as `spellforge` alone: the start is not collected; ready turns it back on (ui/window/memory.py)
    from spellforge.ui.app import run_app  # Qt only when the window is wanted

    return run_app(sys.argv[:1], screenshot=args.screenshot)


def layout_report(args) -> int:
    import json

    from spellforge.ui.window.layout_report import layout_report as run, parse_size, text_report

    try:
        width, height = parse_size(args.size)
    except ValueError as e:
        print(f"spellforge gui: {e}", file=sys.stderr)
        return 2
    if args.book and not __import__("pathlib").Path(args.book).is_file():
        print(f"spellforge gui: --book {args.book}: no such file", file=sys.stderr)
        return 2
    try:
        report = run(width, height, args.lang, args.book)
    except Exception as e:  # noqa: BLE001 - a book that cannot be read is named, never a traceback
        print(f"spellforge gui: the layout report failed: {e}", file=sys.stderr)
        return 2
    print(json.dumps(report, ensure_ascii=False, indent=1) if args.json else text_report(report))
    return 0
