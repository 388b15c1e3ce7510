"""The `spellforge` command. Each subcommand lives in its own module in this package and
defines `register(subparsers)`; with no subcommand the window opens."""

from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import sys
from typing import Any

COMMAND_MODULE_PREFIX = "cmd_"


def emit(data: Any, as_json: bool, text: str | None = None) -> None:
    """Print JSON (for scripts) or readable text (for people)."""
    if as_json:
        json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        print(text if text is not None else json.dumps(data, ensure_ascii=False, indent=2))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="spellforge", description="Mage Wars spellbook tools")
    parser.add_argument("--data-dir", help="user data directory (default: the platform's)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    import spellforge.cli as pkg

    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda m: m.name):
        if info.name.startswith(COMMAND_MODULE_PREFIX):
            importlib.import_module(f"{pkg.__name__}.{info.name}").register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.data_dir:
        from spellforge import paths

        paths.set_data_dir(args.data_dir)
    if not getattr(args, "func", None):
        from spellforge.ui.app import run_app  # Qt only when the window is wanted

        return run_app(sys.argv[:1])
    try:
        return int(args.func(args) or 0)
    except BrokenPipeError:
        return 0
