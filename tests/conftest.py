"""Shared fixtures: a fresh library built from db/ once per session, a temp user data dir per test,
and the real set files and spellbooks the tests read (tests/fixtures, copied from the OCTGN module's
data; tests/fixtures/README.md says where each came from)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from tests import sealed

# Before any project import: HOME, the XDG folders, the data folder and TMPDIR point into this
# run's own folder (tests/sealed.py); a test run never touches the player's books or settings.
sealed.seal()

# Each xdist worker imports every test module (pytest rewrites its asserts) and the whole package:
# with PYTHONDONTWRITEBYTECODE set, as on some machines, nothing was cached and each worker paid
# ~6 s of CPU for it on every run. The caches go to __pycache__ (ignored by git); the
# subprocesses the tests start keep the environment's setting.
sys.dont_write_bytecode = False

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"
SETS_DIR = FIXTURES / "octgn" / "sets"
DECKS_DIR = FIXTURES / "octgn" / "decks"
OFFICIAL_DIR = DECKS_DIR / "official-spellbooks"
# The four starting books of the Core Set (000 L1967-1977, 004 L1986-1996), as OCTGN names the
# files ("Offical" is the original typo).
CORE_BOOKS = {
    "Beastmaster": "Beastmaster Offical.o8d",
    "Warlock": "Warlock Official.o8d",
    "Wizard": "Wizard Official.o8d",
    "Priestess": "Priestess Official.o8d",
}

# Offscreen, Qt's one screen is 800×800; the tests run on the laptop screen the app must fit
# (issue 28: 1366×768), so a window fitted to the available geometry is fitted to that.
LAPTOP_SCREEN = Path(__file__).parent / "laptop-screen.json"
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={LAPTOP_SCREEN}"


@pytest.fixture(autouse=True)
def _user_data_dir(tmp_path, monkeypatch):
    """Every test gets its own empty user data directory."""
    d = tmp_path / "userdata"
    d.mkdir()
    monkeypatch.setenv("SPELLFORGE_DATA_DIR", str(d))
    from spellforge import paths

    paths.set_data_dir(None)
    yield d


@pytest.fixture(scope="session")
def library(tmp_path_factory):
    """The real library, built from the project's db/ into a fresh SQLite file: once per run, not
    once per xdist worker (the workers open the same file; it is opened read-only)."""
    from spellforge.library import Library

    if os.environ.get("PYTEST_XDIST_WORKER") and os.environ.get(sealed.ENV):
        return Library(_built_once_for_the_run(Path(os.environ[sealed.ENV])))
    return Library.build_and_open(tmp_path_factory.mktemp("library"))


def _built_once_for_the_run(run_dir: Path) -> Path:
    """The library file in the run's folder, built by the first worker to ask while the others
    wait for it (~1 s of CPU per worker saved). Keyed by the db/ folder, so a nested run of a
    changed copy of the checkout builds its own. A worker whose build fails, or that died while
    building (its pid is in the lock file), leaves the build to the next one."""
    import hashlib
    import time

    from spellforge import paths
    from spellforge.library import Library
    from spellforge.library.repository import LIBRARY_FILE

    key = hashlib.sha256(str(paths.db_source_dir().resolve()).encode()).hexdigest()[:16]
    folder, lock = run_dir / f"library-{key}", run_dir / f"library-{key}.building"
    while not folder.is_dir():
        try:
            fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:  # another worker is building it: it appears in about a second
            try:
                builder = int(lock.read_text() or 0)
            except (OSError, ValueError):
                builder = 0
            if builder and not sealed._alive(builder):
                lock.unlink(missing_ok=True)
            time.sleep(0.05)
            continue
        try:
            os.write(fd, str(os.getpid()).encode())
            os.close(fd)
            if not folder.is_dir():
                partial = run_dir / f"library-{key}.{os.getpid()}"
                Library.build_and_open(partial).close()
                try:
                    os.rename(partial, folder)
                except OSError:  # (another worker took over a dead builder's lock and finished first)
                    if not folder.is_dir():
                        raise
        finally:
            lock.unlink(missing_ok=True)
    return folder / LIBRARY_FILE


def place_built_library(library, folder: Path) -> Path:
    """`folder` holds a current library, as a start after the first finds it: a copy of the
    session's, built from the same db/ (a copy of db/ has the same digest), with its state cache.
    ~1 s of CPU less than building it when the build is not what a test is about."""
    import shutil

    from spellforge.library.repository import LIBRARY_FILE

    folder.mkdir(parents=True, exist_ok=True)
    # what a build leaves (the file and its state cache; both are replaced whole, never in place)
    for name in (LIBRARY_FILE, LIBRARY_FILE + ".state"):
        shutil.copyfile(library.path.with_name(name), folder / name)
    return folder / LIBRARY_FILE


@pytest.fixture
def library_in_data_dir(library, _user_data_dir):
    """The test's data folder already holds a current library, as on every start after the first,
    so a command run in-process opens it through the user's own path (`open_library`, the user's
    names) instead of building it first. For the first start's build, leave this fixture out."""
    return place_built_library(library, _user_data_dir)


def pytest_xdist_auto_num_workers(config):
    """`-n auto` (pyproject.toml): a worker per core and four more. Many tests wait on a command
    they started or on the disk, when a core would idle; and on a busy laptop (a build, a browser
    on every core) more workers hold a larger share of the CPU: the suite took 420 s with two
    workers beside a busy loop per core, 240 s with four; at ~3,450 tests, 345 s with four and
    287 s with six (and `--dist worksteal`, which hands a slow worker's queued tests to an idle
    one instead of leaving the run's end to the slowest)."""
    return (os.cpu_count() or 1) + 4


def pytest_sessionfinish(session, exitstatus):
    """The run that sealed the environment checks the player's real folders are as they were."""
    if hasattr(session.config, "workerinput") or sealed._made is None:
        return
    changed = sealed.changed_real_folders()
    if changed:
        print("\nThe test run changed the player's own folders:\n  " + "\n  ".join(changed[:20]))
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_unconfigure(config):
    if not hasattr(config, "workerinput"):
        sealed.unseal()


def serve_as_cli_library(monkeypatch, library):
    """`library` stands for the user's wherever the CLI opens it (`open_library`)."""
    import spellforge.library as lib_pkg
    from spellforge.library import repository

    monkeypatch.setattr(repository, "open_library", lambda progress=None, warn=None: library)
    monkeypatch.setattr(lib_pkg, "open_library", lambda progress=None, warn=None: library)
    return library


@pytest.fixture
def cli_library(library, monkeypatch):
    """The session library stands for the user's wherever the CLI opens it, so a command run
    in-process builds nothing (tests/cli/runner.py runs it)."""
    return serve_as_cli_library(monkeypatch, library)


def pytest_collection_modifyitems(config, items):
    """Tests marked slow run only when asked for (`pytest -m slow`); otherwise they are deselected,
    not skipped: a skip says something could not run here (tests/README.md lists them)."""
    if "slow" in (config.getoption("-m") or ""):
        return
    slow = [item for item in items if "slow" in item.keywords]
    if slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = [item for item in items if "slow" not in item.keywords]
