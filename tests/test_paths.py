"""Where the shipped data is found: in a checkout beside the package, installed inside it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from spellforge import __version__, paths

ROOT = Path(__file__).resolve().parent.parent


def test_checkout_finds_its_top_level_folders():
    assert paths.data_root() == ROOT  # developer mode: the repository's db/, i18n/, images/
    assert paths.db_source_dir() == ROOT / "db"
    assert (paths.i18n_dir() / "spellforge_ru.qm").is_file()
    assert (paths.images_dir() / "fonts" / "DejaVuSans.ttf").is_file()


def _run(args, cwd, env):
    return subprocess.run([sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def installed_copy(tmp_path):
    """The package copied alone with its _data (as the wheel lays it out), run from another folder
    with the checkout off sys.path: (site folder, work folder, environment)."""
    site = tmp_path / "site"
    shutil.copytree(ROOT / "spellforge", site / "spellforge", ignore=shutil.ignore_patterns("__pycache__", "_data"))
    for name in paths.DATA_DIRS:
        shutil.copytree(ROOT / name, site / "spellforge" / paths.BUNDLED / name,
                        ignore=shutil.ignore_patterns("__pycache__"))
    work = tmp_path / "work"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "SPELLFORGE_DB_SOURCE")}
    env.update(PYTHONPATH=str(site), SPELLFORGE_DATA_DIR=str(tmp_path / "user"))
    return site, work, env


def test_installed_layout_reads_only_the_package(tmp_path):
    """The package copied alone with its _data (as the wheel lays it out), imported from another
    folder with the checkout off sys.path: the data comes from inside the package."""
    site, work, env = installed_copy(tmp_path)
    probe = ("import sys, json; from spellforge import paths; "
             f"assert not any(p and {str(ROOT)!r} == __import__('os').path.abspath(p) for p in sys.path), sys.path; "
             "print(json.dumps([str(paths.data_root()), str(paths.i18n_dir())]))")
    r = _run(["-c", probe], work, env)
    assert r.returncode == 0, r.stderr
    root, i18n = json.loads(r.stdout)
    assert Path(root) == site / "spellforge" / "_data"
    assert Path(i18n) == site / "spellforge" / "_data" / "i18n"
    r = _run(["-m", "spellforge", "--version"], work, env)
    assert r.stdout.strip() == f"spellforge {__version__}"
    # a bundled copy without the data stops with a message, never falls back to some other tree
    shutil.rmtree(site / "spellforge" / "_data")
    r = _run(["-m", "spellforge", "library", "stats", "--json"], work, env)
    assert r.returncode == 2 and "data folders" in r.stderr and "Traceback" not in r.stderr
