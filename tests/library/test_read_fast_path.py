"""Issue 20: read paths take the user's names and texts from user.sqlite with plain sqlite3 (no
sqlalchemy import), but only when nothing must be written first; the library's loaded state is
kept in a pickle that a changed library or code never reuses."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from spellforge.library import Library
from spellforge.library.card_refs import follow_library
from spellforge.library.user.card_text import UserCardText
from spellforge.library.user.names import set_user_name
from spellforge.library.user.overlay import read_overlay
from spellforge.library.user.store import UserStore
from tests.conftest import place_built_library

ROOT = Path(__file__).resolve().parents[2]


def _store_following(library, path: Path) -> UserStore:
    store = UserStore(path)
    follow_library(library, store)
    return store


def test_the_overlay_reads_the_names_the_full_path_wrote(library, tmp_path):
    store = _store_following(library, tmp_path / "user.sqlite")
    set_user_name(store, "fireball", "ru", "Шар огня")
    store.ensure(UserCardText)
    store.close()
    overlay = read_overlay(library.digest(), tmp_path / "user.sqlite")
    assert overlay is not None
    assert overlay.names[("fireball", "ru")] == ("Шар огня", "user")
    assert overlay.texts == {}


def test_the_overlay_steps_aside_when_something_must_be_written(library, tmp_path):
    path = tmp_path / "user.sqlite"
    assert read_overlay(library.digest(), path) is None  # no file yet: the store creates it
    store = UserStore(path)
    store.close()
    assert read_overlay(library.digest(), path) is None  # the library is not followed yet
    store = _store_following(library, path)
    store.close()
    assert read_overlay("another-library", path) is None  # a rebuilt library: renames to follow
    import sqlite3

    con = sqlite3.connect(path)
    con.execute("PRAGMA user_version = 1")  # an older schema: migrations (with a backup) first
    con.commit()
    con.close()
    assert read_overlay(library.digest(), path) is None


def test_a_damaged_file_is_left_to_the_full_path(library, tmp_path):
    path = tmp_path / "user.sqlite"
    path.write_bytes(b"not a database at all" * 100)
    assert read_overlay(library.digest(), path) is None


def test_read_commands_do_not_import_sqlalchemy(library, tmp_path):
    env = dict(os.environ, SPELLFORGE_DATA_DIR=str(tmp_path / "data"))
    place_built_library(library, tmp_path / "data")  # as a first start left it: no build in the first run
    probe = ("import sys, contextlib, io\n"
             "from spellforge.cli import main\n"
             "with contextlib.redirect_stdout(io.StringIO()) as out:\n"
             "    assert main(sys.argv[1:]) == 0\n"
             "print('sqlalchemy' in sys.modules, 'Fireball' in out.getvalue())\n")
    first = subprocess.run([sys.executable, "-c", probe, "card", "Fireball"], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=300)
    assert first.returncode == 0, first.stderr
    assert first.stdout.split() == ["True", "True"]  # the first run creates user.sqlite and follows the library
    for argv in (["card", "Fireball"], ["search", "fireball"]):
        again = subprocess.run([sys.executable, "-c", probe, *argv], cwd=ROOT, env=env,
                               capture_output=True, text=True, timeout=300)
        assert again.returncode == 0, again.stderr
        assert again.stdout.split() == ["False", "True"], argv


def test_the_state_cache_is_used_only_for_the_same_library_and_code(library, tmp_path):
    import shutil

    copy = tmp_path / "library.sqlite"
    shutil.copy(library.path, copy)
    first = Library(copy)
    cache = copy.with_name("library.sqlite.state")
    assert cache.exists()
    again = Library(copy)
    assert again.card("fireball").name == first.card("fireball").name == "Fireball"
    assert len(again.spells(include_playtest=True)) == len(first.spells(include_playtest=True))
    cache.write_bytes(b"torn")  # a torn cache: loaded from SQLite and written again
    assert Library(copy).card("fireball") is not None
    assert cache.read_bytes() != b"torn"
    import pickle

    key, state, lazy = pickle.loads(cache.read_bytes())
    state["_cards"] = {}
    cache.write_bytes(pickle.dumps((key.replace(key.split("|")[0], "other-digest"), state, lazy)))
    assert Library(copy).card("fireball") is not None  # another library's cache is ignored



def test_the_fold_memo_is_kept_per_library_and_code(library, tmp_path):
    import pickle
    import shutil

    from spellforge.library.normalize import _fold, fold, fold_memo
    from spellforge.library.repository import _save_folds

    copy = tmp_path / "library.sqlite"
    shutil.copy(library.path, copy)
    lib = Library(copy)
    folds = copy.with_name("library.sqlite.folds")
    for name in ("Огнённый шар", "Ściana", "Hand of Bim-Shalla"):
        assert fold(name) == _fold(name)
    _save_folds(folds, lib._cache_key(), 0)
    key, memo = pickle.loads(folds.read_bytes())
    assert key == lib._cache_key() and memo["Ściana"] == "sciana"
    assert all(_fold(t) == f for t, f in list(memo.items())[:500])  # what is kept is what fold gives
    folds.write_bytes(b"torn")
    assert Library(copy).card_by_name("Fireball") is not None  # a torn file is ignored
    assert len(fold_memo()) > 0
