"""Where Spellforge keeps its files: the built library, the user database, the image cache.

Everything the user makes lives in the user data directory; the project's `db/` text files are
the source the library is built from.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "Spellforge"
_override: Path | None = None


def set_data_dir(path: str | os.PathLike[str] | None) -> None:
    global _override
    _override = Path(path) if path else None


def data_dir() -> Path:
    base = _override or (Path(os.environ["SPELLFORGE_DATA_DIR"]) if os.environ.get("SPELLFORGE_DATA_DIR") else None)
    d = base or Path(platformdirs.user_data_dir(APP, appauthor=False))
    try:
        d.mkdir(parents=True, exist_ok=True)
    except OSError:  # a read-only place: the user data opens read-only (user_store.py)
        pass
    return d


def cache_dir() -> Path:
    base = _override or (Path(os.environ["SPELLFORGE_DATA_DIR"]) if os.environ.get("SPELLFORGE_DATA_DIR") else None)
    d = (base / "cache") if base else Path(platformdirs.user_cache_dir(APP, appauthor=False))
    try:
        d.mkdir(parents=True, exist_ok=True)
    except OSError:  # read-only data folder: a private temporary cache instead
        import tempfile

        d = Path(tempfile.gettempdir()) / f"spellforge-cache-{os.getuid() if hasattr(os, 'getuid') else 'user'}"
        d.mkdir(parents=True, exist_ok=True)
    return d


def project_root() -> Path:
    return Path(__file__).resolve().parent.parent


def db_source_dir() -> Path:
    """The shipped library text files (`db/` beside the package, or SPELLFORGE_DB_SOURCE)."""
    env = os.environ.get("SPELLFORGE_DB_SOURCE")
    return Path(env) if env else project_root() / "db"
