"""Issue 32: deleting games/mageknight/ and its line in the registry leaves a working Mage Wars
app — in a copy of the checkout, a new process imports every remaining module, `spellforge --help`
and `validate` on a real spellbook work, and the main window is built offscreen with the other
games in its switcher — and (slow) a green suite once Mage Knight's tests, which live in
tests/games/mageknight/, go with it."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from spellforge import games
from tests.conftest import DECKS_DIR
from tests.games.checkout import WINDOW_START, copy_checkout, drop_game, run

BOOK = DECKS_DIR / "official-spellbooks" / "Warlock Official.o8d"
# In a copy where Mage Knight is already gone (the slow test's own run) there is nothing to delete.
pytestmark = pytest.mark.skipif("mage-knight" not in {g.id for g in games.GAMES}, reason="Mage Knight is not registered here")

IMPORT_EVERYTHING = """
import importlib, json, pkgutil, sys
import spellforge

assert spellforge.__file__.startswith(sys.argv[1]), spellforge.__file__  # the copy's package
names = [m.name for m in pkgutil.walk_packages(spellforge.__path__, "spellforge.") if m.name != "spellforge.__main__"]
for name in names:
    importlib.import_module(name)
print(json.dumps(names))
"""

WINDOW = WINDOW_START + """
combo = window.game_switcher.combo
games = [combo.itemData(i) for i in range(combo.count())]
for game in games[1:] + games[:1]:
    combo.setCurrentIndex(combo.findData(game))
print(json.dumps({"games": games, "new_book": window.commands["new_book"].isEnabled()}))
window.close()
"""


def _without_mage_knight(tmp_path: Path, with_tests: bool = False) -> tuple[Path, Path]:
    root = copy_checkout(tmp_path / "checkout", with_tests=with_tests)
    drop_game(root, "mage-knight", "mageknight")
    assert not (root / "spellforge" / "games" / "mageknight").exists()
    data = tmp_path / "user"
    data.mkdir()
    return root, data


def test_mage_wars_works_without_mage_knight(tmp_path):
    root, data = _without_mage_knight(tmp_path)

    r = run(root, ["-c", IMPORT_EVERYTHING, str(root)], data)
    assert r.returncode == 0, r.stderr
    names = json.loads(r.stdout.splitlines()[-1])
    assert len(names) > 200 and "spellforge.ui.window.game_switcher" in names and "spellforge.games.swordsorcery.ui.view" in names
    assert not [n for n in names if "mageknight" in n]

    r = run(root, ["-m", "spellforge", "--help"], data)
    assert r.returncode == 0 and r.stderr == "", r.stderr
    commands = {line.split()[0] for line in r.stdout.splitlines() if line.startswith("    ") and line.split()}
    assert {"validate", "export", "ss"} <= commands and "mk" not in commands
    r = run(root, ["-m", "spellforge", "validate", str(BOOK)], data)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.rstrip().endswith("LEGAL")
    r = run(root, ["-m", "spellforge", "mk", "stats"], data)  # gone: an unknown command, said plainly
    assert r.returncode == 2 and "Traceback" not in r.stderr and "mk" in r.stderr

    r = run(root, ["-c", WINDOW], data)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout.splitlines()[-1]) == {"games": ["mage-wars", "sword-sorcery"], "new_book": True}
    shot = tmp_path / "window.png"
    r = run(root, ["-m", "spellforge", "gui", "--screenshot", str(shot)], data)  # the app's own start
    assert r.returncode == 0 and shot.stat().st_size > 0, r.stderr


# The tests outside Mage Knight's folder that touch what the games share (the switcher and menus,
# the shared collection, the help pages, the games' folders): the ones a game's absence can break.
SHARED_BY_GAMES = ["tests/ui/window/test_game_menus.py", "tests/library/test_user_game_collection.py",
                   "tests/cli/test_help_language.py", "tests/games/swordsorcery/test_cli.py"]


def _copy_with_tests_without_mage_knight(tmp_path: Path) -> tuple[Path, Path]:
    root, data = _without_mage_knight(tmp_path, with_tests=True)
    import shutil

    shutil.rmtree(root / "tests" / "games" / "mageknight")
    readme = root / "README.md"  # its row in the command table (tests/cli/test_cli_help.py reads every row)
    rows = readme.read_text(encoding="utf-8").splitlines(keepends=True)
    readme.write_text("".join(r for r in rows if not r.startswith("| `spellforge mk ")), encoding="utf-8")
    return root, data


def test_no_test_outside_mage_knights_folder_imports_it():
    """Every test module and helper outside tests/games/mageknight loads without Mage Knight: none
    imports its package or its tests (the package modules are checked by importing them all in a
    copy without it, above). Imports inside functions count."""
    import ast

    tests = Path(__file__).resolve().parents[1]
    found = []
    for path in tests.rglob("*.py"):
        if "mageknight" in path.relative_to(tests).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            found += [f"{path.relative_to(tests)}:{node.lineno} {n}" for n in names if "mageknight" in n]
    assert found == []


def test_the_shared_tests_pass_without_mage_knight(tmp_path):
    """In CI (the whole suite in the copy is the slow test below): the tests of what the games
    share pass in a copy without Mage Knight."""
    root, data = _copy_with_tests_without_mage_knight(tmp_path)
    shared = [f for f in SHARED_BY_GAMES if (root / f).exists()]
    assert len(shared) == len(SHARED_BY_GAMES)
    r = run(root, ["-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0", *shared], data)
    assert r.returncode == 0, r.stdout[-5000:] + r.stderr[-3000:]


@pytest.mark.slow
def test_the_suite_is_green_without_mage_knight(tmp_path):
    """The whole suite in the copy, Mage Knight's tests gone with its folder and its row gone from
    the README's command table; the catalogs regenerated as after any change of the code's strings
    (i18n/update.sh)."""
    import sys

    root, data = _copy_with_tests_without_mage_knight(tmp_path)
    bin_dir = str(Path(sys.executable).parent)
    r = run(root, ["-c", "import subprocess, sys; sys.exit(subprocess.call(['sh', 'i18n/update.sh']))"], data,
            PYSIDE_BIN=bin_dir, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""))
    assert r.returncode == 0, r.stdout + r.stderr
    r = run(root, ["-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "2", "tests"], data, timeout=3600)
    assert r.returncode == 0, r.stdout[-5000:] + r.stderr[-3000:]
