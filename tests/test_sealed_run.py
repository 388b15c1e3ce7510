"""A test run never touches the player's folders (issue 41): run a few tests in a fresh pytest
process whose HOME is a stand-in for a player's real home, and look at that home afterwards."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.conftest import ROOT

# Mage Knight's library tests opened its library from a module-scoped fixture before the per-test
# data folder was set (mage-knight.sqlite appeared in ~/.local/share); the settings test writes
# the window's INI file through QSettings.
WRITERS = ["tests/games/mageknight/test_library.py", "tests/ui/test_preferences_and_session.py"]


@pytest.mark.slow  # slow: run by .ci/run on its own (the README's command stays under 5 minutes on 2 busy cores)
def test_a_run_writes_nothing_into_the_players_home(tmp_path):
    home = tmp_path / "player"
    (home / ".local" / "share").mkdir(parents=True)
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTEST_", "SPELLFORGE_", "XDG_")) and k not in ("HOME", "TMPDIR")}
    env.update(HOME=str(home), TMPDIR=str(tmp), QT_QPA_PLATFORM="offscreen")
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider", *WRITERS],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    written = sorted(str(p.relative_to(home)) for p in home.rglob("*") if p.is_file())
    assert written == [], written
    # the run's own folder (HOME, data, TMPDIR of the tests) is gone; pytest's tmp_path folders
    # of passed tests too (retention policy "failed")
    assert sorted(p.name for p in tmp.iterdir() if not p.name.startswith("pytest-of-")) == []
    assert not [p for p in tmp.glob("pytest-of-*/pytest-*/*") if p.is_dir() and not p.is_symlink()]
