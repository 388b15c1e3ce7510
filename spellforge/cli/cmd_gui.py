"""`spellforge gui`: open the desktop app (the same as `spellforge` with no command)."""

from __future__ import annotations

import sys


def register(subparsers) -> None:
    parser = subparsers.add_parser("gui", help="open the desktop app")
    parser.add_argument("--screenshot", metavar="PNG",
                        help="save a picture of the window once it is up, then quit (checks an install)")
    parser.set_defaults(func=handler)


def handler(args) -> int:
    import gc

    gc.disable()  # as `spellforge` alone: the start is not collected; ready turns it back on (ui/memory.py)
    from spellforge.ui.app import run_app  # Qt only when the window is wanted

    return run_app(sys.argv[:1], screenshot=args.screenshot)
