"""The Python files lupdate scans for the .ts catalogs, one per line (relative to the checkout).

One list for i18n/update.sh and tests/ui/test_ts_lint.py. Other games come from the registry
(spellforge.games.GAMES): each registered game's headless sentences (messages.py), its command
group's help pages (cli.py) and its Qt views (ui/*.py), so deleting a game's folder and its line
there drops its sentences with no edit here."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Headless modules with sentences in the .ts (spellforge.i18n.cli_words contexts): the game log,
# search errors, reader warnings, user data messages, import notes, image and name files, the
# validation messages and the A/B verdict.
HEADLESS = ("sim/report/game_log.py", "library/search/errors.py", "i18n/read_warnings.py", "i18n/user_data_words.py",
            "i18n/line_notes.py", "i18n/image_notes.py", "formats/names_csv.py", "rules/messages.py",
            "sim/report/compare.py", "sim/matchup/text.py")


def sources(root: Path = ROOT) -> list[Path]:
    sys.path.insert(0, str(root))
    try:
        from spellforge.games import GAMES
    finally:
        sys.path.pop(0)
    package = root / "spellforge"
    found = sorted((package / "ui").rglob("*.py"))
    found += [package / name for name in HEADLESS]
    found += sorted((package / "cli").glob("*.py"))  # the command line's own sentences
    for game in GAMES:
        if game.package:
            folder = package / "games" / game.package
            found += sorted([*folder.glob("*messages.py"), *folder.glob("cli*.py")])  # cli_volkare.py too
            found += sorted((folder / "ui").glob("*.py"))
    return found


if __name__ == "__main__":
    print("\n".join(str(p.relative_to(ROOT)) for p in sources()))
