"""A sealed test run: nothing a test does reaches the player's own folders.

`tests/conftest.py` calls `seal()` at import time, before any project module is imported: HOME,
the XDG folders (Qt's settings and QStandardPaths, platformdirs), SPELLFORGE_DATA_DIR and TMPDIR
point into one folder made for this run. xdist workers and the commands the tests start inherit
the environment, so they use the same folder. The process that made it removes it at the end and
checks that the player's real Spellforge folders did not change (`changed_real_folders`).
pytest's own `tmp_path` folders stay in the system temp directory, under its retention settings
(pyproject.toml: the last run's failed tests only).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

ENV = "SPELLFORGE_TEST_RUN"
PREFIX = "spellforge-test-run-"
_made: Path | None = None
_real: list[Path] = []
_before: dict[str, tuple[int, int]] = {}


def real_folders() -> list[Path]:
    """The player's Spellforge folders as this environment names them (before sealing)."""
    home = Path(os.path.expanduser("~"))
    bases = [os.environ.get("XDG_DATA_HOME") or home / ".local" / "share",
             os.environ.get("XDG_CONFIG_HOME") or home / ".config",
             os.environ.get("XDG_CACHE_HOME") or home / ".cache"]
    return [Path(b) / name for b in bases for name in ("Spellforge", "spellforge")]


def snapshot(folders: list[Path]) -> dict[str, tuple[int, int]]:
    """Every file and folder under `folders` with its size and modification time."""
    seen = {}
    for folder in folders:
        for path in [folder, *folder.rglob("*")] if folder.exists() else []:
            st = path.lstat()
            seen[str(path)] = (st.st_size, st.st_mtime_ns)
    return seen


def seal() -> Path:
    """Point every per-user folder at this run's folder (made here unless a parent run made it)."""
    global _made, _real, _before
    inherited = os.environ.get(ENV)
    if inherited and Path(inherited).is_dir():
        return Path(inherited)
    _real = real_folders()
    _before = snapshot(_real)
    system_tmp = tempfile.gettempdir()
    _remove_abandoned(Path(system_tmp))
    root = Path(tempfile.mkdtemp(prefix=f"{PREFIX}{os.getpid()}-", dir=system_tmp))
    home = root / "home"
    for sub in (".local/share", ".config", ".cache", ".local/state"):
        (home / sub).mkdir(parents=True)
    (root / "data").mkdir()
    (root / "tmp").mkdir()
    os.environ.update({
        ENV: str(root), "HOME": str(home),
        "XDG_DATA_HOME": str(home / ".local/share"), "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_CACHE_HOME": str(home / ".cache"), "XDG_STATE_HOME": str(home / ".local/state"),
        "SPELLFORGE_DATA_DIR": str(root / "data"),
        # pytest's tmp_path stays where pytest keeps it (with its retention); everything else a
        # test or a command puts in the temp directory goes into this run's folder
        "PYTEST_DEBUG_TEMPROOT": os.environ.get("PYTEST_DEBUG_TEMPROOT", system_tmp),
        "TMPDIR": str(root / "tmp"),
    })
    os.environ.pop("XDG_DATA_DIRS", None)  # Qt would look for settings in the system's folders too
    tempfile.tempdir = None  # read TMPDIR again
    _made = root
    return root


def changed_real_folders() -> list[str]:
    """What changed in the player's real folders since `seal()` (empty when untouched)."""
    after = snapshot(_real)
    return sorted(p for p in set(_before) | set(after) if _before.get(p) != after.get(p))


def unseal() -> None:
    """Remove this run's folder (only in the process that made it)."""
    if _made is not None:
        shutil.rmtree(_made, ignore_errors=True)


def _remove_abandoned(tmp: Path) -> None:
    """Folders of earlier runs that were killed before their end (their process is gone)."""
    for old in tmp.glob(f"{PREFIX}*"):
        pid = old.name[len(PREFIX):].split("-", 1)[0]
        if pid.isdigit() and not _alive(int(pid)):
            shutil.rmtree(old, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True
