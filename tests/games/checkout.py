"""A copy of the checkout in a temporary folder, to change as a contributor would (add a game's
folder and its registry line, or delete one) and run there in a fresh process: the package, its
data folders and the build files, nothing of the original touched. The copy's own `spellforge`
is the one imported (cwd and PYTHONPATH are the copy; the editable install's finder comes after
them on the import path)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REGISTRY = Path("spellforge/games/__init__.py")
_IGNORED = shutil.ignore_patterns("__pycache__", "_data", "*.egg-info", ".pytest_cache", ".hypothesis")


def copy_checkout(dest: Path, with_tests: bool = False) -> Path:
    """The checkout's files in `dest` (not its environment, git folder, builds or tests unless
    asked). The tests' fixtures are in tests/fixtures: nothing beside the copy is needed."""
    skipped = {".venv", ".git", "build", "dist", "tmp"} | (set() if with_tests else {"tests"})
    dest.mkdir(parents=True)
    for entry in ROOT.iterdir():
        if entry.name in skipped or entry.name.endswith(".egg-info") or entry.name.startswith(".") and entry.is_dir():
            continue
        if entry.is_dir():
            shutil.copytree(entry, dest / entry.name, ignore=_IGNORED)
        else:
            shutil.copy2(entry, dest / entry.name)
    return dest


def drop_game(root: Path, game_id: str, package: str) -> None:
    """What deleting a game takes: its folder and its line in the registry (nothing else)."""
    shutil.rmtree(root / "spellforge" / "games" / package)
    registry = root / REGISTRY
    lines = registry.read_text(encoding="utf-8").splitlines(keepends=True)
    mine = [ln for ln in lines if re.match(rf'\s*GameInfo\("{re.escape(game_id)}"', ln)]
    assert len(mine) == 1, mine  # one line per game
    registry.write_text("".join(ln for ln in lines if ln not in mine), encoding="utf-8")


def add_registry_line(root: Path, line: str) -> None:
    """A game's record, as the last entry of GAMES."""
    registry = root / REGISTRY
    text = registry.read_text(encoding="utf-8")
    end = text.index("\n)\n", text.index("GAMES = ("))
    registry.write_text(text[:end] + "\n    " + line + text[end:], encoding="utf-8")


def run(root: Path, args: list[str], data_dir: Path, timeout: float = 600, **env) -> subprocess.CompletedProcess:
    """`python args…` in the copy, with its own user data folder and an offscreen Qt."""
    environ = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "SPELLFORGE_"))}
    environ.update(PYTHONPATH=str(root), SPELLFORGE_DATA_DIR=str(data_dir), QT_QPA_PLATFORM="offscreen",
                   PYTHONDONTWRITEBYTECODE="1", **env)
    return subprocess.run([sys.executable, *args], cwd=root, env=environ, capture_output=True, text=True,
                          timeout=timeout)


# The start of a script that opens the checkout's main window offscreen (its own data folder).
WINDOW_START = """
import json, sys
from PySide6.QtWidgets import QApplication
from spellforge import paths
from spellforge.library import Library
from spellforge.library.user.books import BookStore
from spellforge.ui.window.main_window import MainWindow
from spellforge.ui.settings import Settings
from spellforge.ui.translations import Translations

app = QApplication(sys.argv[:1])
translations = Translations()
translations.install("en")
window = MainWindow(Library.build_and_open(paths.data_dir() / "library"), Settings(), translations, BookStore())
window.show()
"""
