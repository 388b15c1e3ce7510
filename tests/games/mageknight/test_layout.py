"""Mage Knight is one folder plus its registry line (issue 32): nothing else in the package names
its folder or its modules, and every file of the game is under it."""

from __future__ import annotations

import re
import subprocess

from tests.conftest import ROOT


def test_only_the_registry_names_the_game_folder():
    outside = []
    for path in (ROOT / "spellforge").rglob("*.py"):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith("spellforge/games/mageknight/"):
            continue
        if re.search(r"mageknight", path.read_text(encoding="utf-8")):
            outside.append(rel)
    assert outside == ["spellforge/games/__init__.py"]


def test_every_file_of_the_game_is_in_its_folder():
    """The issue's acceptance: `git ls-files spellforge | grep -E 'mk_|mageknight'`."""
    files = subprocess.run(["git", "ls-files", "spellforge"], cwd=ROOT, capture_output=True, text=True, check=True)
    mine = [f for f in files.stdout.splitlines() if re.search(r"mk_|mageknight", f)]
    assert mine and all(f.startswith("spellforge/games/mageknight/") for f in mine), mine


def test_the_wheel_takes_every_folder_of_the_game():
    """pyproject's packages.find (the wheel's rule) finds packages, folders with an __init__.py."""
    import tomllib

    import setuptools

    include = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["packages"][
        "find"]["include"]
    found = set(setuptools.find_packages(where=str(ROOT), include=include))
    game = ROOT / "spellforge" / "games" / "mageknight"
    folders = {".".join(p.parent.relative_to(ROOT).parts) for p in game.rglob("*.py")}
    assert folders == {"spellforge.games.mageknight", "spellforge.games.mageknight.ui"} and folders <= found
