"""The README's command rows of the other games, made from the registry (spellforge.games.GAMES).

    .venv/bin/python scripts/dev/readme_games.py          # rewrite the rows in README.md
    .venv/bin/python scripts/dev/readme_games.py --check  # exit 1 if a registered game's row is stale

Each registered game with a command group gets one row of the command table: the synopsis is its
parser's subcommands (`spellforge mk stats|cards|…`, a nested group as `party check` or
`campaign …`), the text is its package's README_ROW (games/<game>/__init__.py). A generated row ends with
`<!-- game: <id> -->`, so the script finds its rows again; they go where the first of them was
(at the end of the command table the first time).

Deleting a game is its folder and its registry line only: the row it leaves behind names no
registered game, and tests/games/test_readme_rows.py lets such a row be (the next run of this
script drops it), while a registered game's row that differs from what this script makes fails.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MARK = re.compile(r" <!-- game: ([a-z0-9-]+) -->$")
COMMAND_ROW = "| `spellforge "


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    groups = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(groups[0].choices) if groups else {}


def synopsis(command: str) -> str:
    """`spellforge <command> a|b|group x|y|group …` from the game's parser, as the table writes it."""
    from spellforge.cli import build_parser

    group = _subparsers(build_parser(command))[command]
    words = []
    for name, sub in _subparsers(group).items():
        nested = list(_subparsers(sub))
        words.append(name if not nested else f"{name} {'|'.join(nested)}" if len(nested) <= 2 else f"{name} …")
    return f"spellforge {command} " + "|".join(words)


def rows() -> dict[str, str]:
    """{game id: its README row}, in the registry's order, for the games with a command group."""
    import importlib

    from spellforge.games import GAMES

    made = {}
    for game in GAMES:
        if game.cli:
            text = getattr(importlib.import_module(f"spellforge.games.{game.package}"), "README_ROW", None)
            if not text:
                raise SystemExit(f"spellforge/games/{game.package}/__init__.py has no README_ROW: its line of the README's "
                                 "command table (docs/ARCHITECTURE.md, how to add a game)")
            made[game.id] = f"| `{synopsis(game.command).replace('|', chr(92) + '|')}` | {text} <!-- game: {game.id} -->"
    return made


def marked(text: str) -> dict[str, str]:
    """{game id: row} of the generated rows in the README's text."""
    return {m.group(1): line for line in text.splitlines() if (m := MARK.search(line))}


def rewrite(text: str, made: dict[str, str]) -> str:
    lines = text.splitlines(keepends=True)
    at = next((i for i, ln in enumerate(lines) if MARK.search(ln.rstrip("\n"))), None)
    if at is None:  # the first time: after the command table's last row
        at = max(i for i, ln in enumerate(lines) if ln.startswith(COMMAND_ROW)) + 1
    kept = [ln for ln in lines[:at] if not MARK.search(ln.rstrip("\n"))]
    rest = [ln for ln in lines[at:] if not MARK.search(ln.rstrip("\n"))]
    return "".join(kept + [row + "\n" for row in made.values()] + rest)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only say whether README.md is stale (exit 1 if so)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))  # this checkout's spellforge
    readme = ROOT / "README.md"
    text = readme.read_text(encoding="utf-8")
    new = rewrite(text, rows())
    if args.check:
        if new != text:
            print("README.md: the games' command rows are stale; run scripts/dev/readme_games.py", file=sys.stderr)
            return 1
        return 0
    if new != text:
        readme.write_text(new, encoding="utf-8")
        print("README.md: the games' command rows rewritten")
    return 0


if __name__ == "__main__":
    sys.exit(main())
