"""Where Spellforge keeps its files: the built library, the user database, the image cache.

Everything the user makes lives in the user data directory; the project's `db/` text files are
the source the library is built from. Get every shipped folder through the functions here
(data_root, db_source_dir, i18n_dir, images_dir), never through `Path(__file__)`: installed, the
data is inside the package, not beside it.
"""

from __future__ import annotations

import contextlib
import os
from functools import lru_cache
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


def data_dir_problem() -> str | None:
    """Why the data folder cannot be used at all (it does not exist and cannot be made), or None.
    A folder that exists but cannot be written is fine: the user data opens read-only."""
    d = data_dir()
    if d.is_dir():
        return None
    return f"{d}: the data folder does not exist and cannot be created; choose another with --data-dir"


def private_temp_dir(prefix: str) -> Path:
    """A temporary folder for what a read-only data folder cannot hold (the built library),
    removed when the program ends: runs in a read-only place never pile up copies."""
    import atexit
    import shutil
    import tempfile

    d = Path(tempfile.mkdtemp(prefix=prefix))
    atexit.register(shutil.rmtree, d, True)
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


# The installed package carries the project's data as spellforge/_data/{db,i18n,images} (setup.py
# copies the top-level folders there when it builds a wheel; PyInstaller does the same).
BUNDLED = "_data"
DATA_DIRS = ("db", "i18n", "images")


class DataNotFound(RuntimeError):
    pass


@lru_cache(maxsize=1)
def data_root() -> Path:
    """The folder that holds the shipped `db/`, `i18n/` and `images/`.

    Installed (wheel, frozen app): inside the package, found through importlib.resources.
    Developer mode (a checkout, `pip install -e .`): the repository's top-level folders, beside
    the package; only taken when the package carries no data of its own.
    """
    bundled = _bundled_dir()
    if bundled is not None:
        return bundled
    checkout = Path(__file__).resolve().parent.parent
    if (checkout / "pyproject.toml").is_file() and all((checkout / d).is_dir() for d in DATA_DIRS):
        return checkout
    raise DataNotFound(f"{checkout}: Spellforge's data folders ({', '.join(DATA_DIRS)}) are missing; "
                       "reinstall the package")


def _bundled_dir() -> Path | None:
    package = Path(__file__).resolve().parent
    if package.is_dir():  # plain files (a wheel, a checkout): no importlib.resources (~8 ms) to ask
        return package / BUNDLED if (package / BUNDLED).is_dir() else None
    from importlib import resources

    ref = resources.files("spellforge") / BUNDLED
    if not ref.is_dir():
        return None
    if isinstance(ref, Path):
        return ref
    # Package data that is not plain files (a zip import): extract it once for the process.
    return Path(_keep.enter_context(resources.as_file(ref)))


_keep = contextlib.ExitStack()


def project_root() -> Path:
    """Kept for older callers: the same folder as data_root()."""
    return data_root()


def db_source_dir() -> Path:
    """The shipped library text files (`db/`, or SPELLFORGE_DB_SOURCE)."""
    env = os.environ.get("SPELLFORGE_DB_SOURCE")
    return Path(env) if env else data_root() / "db"


def game_db_dir(game: str) -> Path:
    """Another game's reviewed text, `db/<game>/` (spellforge/games/): inside the wheel like
    the rest of db/; its SQLite library is built from it into data_dir() on first use."""
    return data_root() / "db" / game


def i18n_dir() -> Path:
    """The compiled UI catalogs spellforge_<lang>.qm (and their .ts sources in a checkout)."""
    return data_root() / "i18n"


def images_dir() -> Path:
    """The renderer's fonts, icons and frame art, and the app icon (images/app/)."""
    return data_root() / "images"


APP_ID = "io.github.spellforge.Spellforge"  # reverse-DNS id of the .desktop file, metainfo and icon


def app_icon_dir() -> Path:
    return images_dir() / "app"


# The user's database and its side files: never read as an input, never written as an output.
USER_DATABASE_FILES = ("user.sqlite", "user.sqlite-wal", "user.sqlite-shm", "user.sqlite-journal")


def _identity(path: str | os.PathLike[str]) -> tuple[int, int] | None:
    try:
        st = os.stat(path)  # follows links: a link to the file is the file
    except (OSError, ValueError):
        return None
    return st.st_dev, st.st_ino


def is_user_database(path: str | os.PathLike[str]) -> bool:
    """Is `path` (through links and hard links) user.sqlite or one of its side files? Such a
    file is never opened with open(): closing the descriptor would drop the process's SQLite
    locks on it (docs/data-safety.md)."""
    me = _identity(path)
    if me is None:
        return False
    folder = data_dir()
    return any(_identity(folder / name) == me for name in USER_DATABASE_FILES)


def in_data_dir(path: str | os.PathLike[str]) -> bool:
    """Would writing `path` touch the user's data folder: a file in it (or below it), reached
    through any link, or a hard link to the user's database?"""
    try:
        target = Path(path).expanduser().resolve()
        folder = data_dir().resolve()
    except (OSError, RuntimeError, ValueError):
        return False
    if target == folder or folder in target.parents:
        return True
    return is_user_database(target)


WINDOW_LOCK = "spellforge.lock"  # the window's QLockFile in the data folder (ui/window/single_writer.py)


def window_running(folder: Path | None = None) -> bool:
    """Does a live Spellforge window hold the data folder (its lock file names a running process
    of this machine)? QLockFile writes the process id, the program and the host on its first lines."""
    import socket

    try:
        lines = (Path(folder or data_dir()) / WINDOW_LOCK).read_text(encoding="utf-8", errors="replace").splitlines()
        pid = int(lines[0])
    except (OSError, ValueError, IndexError):
        return False
    if len(lines) > 2 and lines[2] and lines[2] != socket.gethostname():
        return True  # another machine's window (a shared folder): assume it is there
    if pid <= 0 or pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except PermissionError:
        return True
    except OSError:
        return False
    return True
