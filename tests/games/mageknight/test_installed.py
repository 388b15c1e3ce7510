"""Mage Knight installed (moved from tests/test_paths.py with the game): its CSVs travel in the
package and its SQLite library is built in the user folder."""

from __future__ import annotations

import json

from tests.test_paths import _run, installed_copy


def test_installed_layout_builds_the_library_in_the_user_folder(tmp_path):
    site, work, env = installed_copy(tmp_path)
    r = _run(["-m", "spellforge", "mk", "stats", "--json"], work, env)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["heroes"] == 7
    assert (tmp_path / "user" / "mage-knight.sqlite").is_file()
