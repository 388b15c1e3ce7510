"""Issue 20: the pickled caches beside library.sqlite (the loaded state, .state, and the folded
texts, .folds) are only a shortcut: a truncated, damaged or foreign file is ignored (the library
loads from SQLite and writes the cache again), and a cache never outlives a change of the
library (a rebuild from changed db/ text)."""

from __future__ import annotations

import pickle
import shutil

import pytest

from spellforge import paths
from spellforge.library import Library
from tests.conftest import place_built_library


@pytest.fixture
def copy(library, tmp_path):
    return place_built_library(library, tmp_path)  # library.sqlite and the state cache its first open wrote


def _state(path):
    return path.with_name(path.name + ".state")


@pytest.mark.parametrize("damage", ["truncated", "garbage", "empty", "foreign-class", "foreign-shape", "old-shape",
                                    "other-code"])
def test_a_damaged_or_foreign_state_cache_falls_back_to_sqlite(library, copy, damage):
    cache = _state(copy)
    good = cache.read_bytes()
    key, state, lazy = pickle.loads(good)
    bad = {
        "truncated": good[: len(good) // 2],  # a write cut short (the real writer replaces atomically)
        "garbage": b"\x80\x05not a pickle at all" * 10,
        "empty": b"",
        "foreign-class": b"cspellforge.domain.cards\nCardOfAnOlderSpellforge\n.",  # a class that is gone
        "foreign-shape": pickle.dumps((key, {"_cards": {}}, lazy)),  # same key, other fields
        "old-shape": pickle.dumps((key, {**state, **pickle.loads(lazy["search"])}, lazy["search"])),  # one lazy blob
        "other-code": pickle.dumps((key + "|library/repository.py:1:1", {**state, "_cards": {}}, lazy)),
    }[damage]
    cache.write_bytes(bad)
    lib = Library(copy)
    assert lib.card("fireball").display_name("ru") == "Огненный шар"  # 000 L1977
    assert [c.id for c in lib.spells(include_playtest=True)] == [c.id for c in library.spells(include_playtest=True)]
    assert pickle.loads(cache.read_bytes())[0] == key  # written again, whole
    lib.close()


def test_what_the_first_screen_never_reads_is_unpickled_on_first_use(library, copy):
    """The name list, the effects and the differing printings stay pickled until asked for, and
    the lookups by name, code and GUID until one of them is; then each group is whole, even when
    threads ask at once."""
    import threading

    lib = Library(copy)
    assert set(lib._lazy_blobs) == {"search", "lookups", "summaries"} and "_card_effects" not in lib.__dict__
    assert lib.card("fireball") is not None and len(lib._lazy_blobs) == 3  # the cards need none of it
    assert lib.summary("fireball", "ru") == library.summary("fireball", "ru") is not None  # one, from SQLite
    assert lib.summary("no-such-card", "en") is None and "summaries" in lib._lazy_blobs
    seen = []
    threads = [threading.Thread(target=lambda: seen.append(len(lib.card_effects()))) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert seen == [len(library.card_effects())] * 4 and seen[0] > 500
    assert len(lib.name_index()) == len(library.name_index())
    assert lib.effects("fireball") == library.effects("fireball") is not None
    assert set(lib._lazy_blobs) == {"lookups", "summaries"}  # only the group asked for
    assert lib.card_by_name("Огненный шар").id == "fireball"  # the lookups, on first use
    assert lib.summaries("pl") == library.summaries("pl") and len(lib.summaries("pl")) > 500
    assert lib._lazy_blobs == {}
    lib.close()


def test_a_damaged_folds_cache_is_ignored(copy):
    folds = copy.with_name(copy.name + ".folds")
    for bad in (b"", b"\x80\x05trunc", b"cspellforge.library.normalize\nGone\n.", pickle.dumps(("other-key", {"x": 1}))):
        folds.write_bytes(bad)
        lib = Library(copy)
        assert lib.card_by_name("Kula Ognia").id == "fireball"
        lib.close()


def test_a_rebuilt_library_never_uses_the_previous_cache(tmp_path, library):
    """db/ changed (a Polish name corrected): open_or_build rebuilds, and the cached state of
    the old library is not reused."""
    source = tmp_path / "db"
    shutil.copytree(paths.db_source_dir(), source)
    folder = tmp_path / "data"
    place_built_library(library, folder)  # the library and state cache a start built from this db/
    first = Library.open_or_build(folder, db_source=source)
    assert first.card("fireball").display_name("pl") == "Kula Ognia"  # 004 L1996
    first.close()
    assert _state(folder / "library.sqlite").exists()
    names = source / "i18n" / "names_pl.csv"
    names.write_text(names.read_text(encoding="utf-8").replace("fireball,Fireball,Kula Ognia,",
                                                                "fireball,Fireball,Kula Ognia Próbna,"),
                     encoding="utf-8")
    again = Library.open_or_build(folder, db_source=source)
    assert again.card("fireball").display_name("pl") == "Kula Ognia Próbna"
    assert again.card_by_name("Kula Ognia Próbna").id == "fireball"
    again.close()


def test_the_source_digest_is_remembered_until_a_file_of_db_changes(tmp_path, monkeypatch):
    """A start does not read and hash db/ again while no file changed size or time; any change
    (here a name corrected without changing the file's size) is hashed again, and a torn memo
    is only a shortcut lost."""
    import os

    from spellforge.games import other_game_dirs
    from spellforge.library import digest

    source = tmp_path / "db"
    shutil.copytree(paths.db_source_dir(), source)
    memo = tmp_path / "library.sqlite.source"
    first = digest.current_source_digest(source, memo)
    assert first == digest.source_digest(source) and memo.exists()
    hashed = []
    monkeypatch.setattr(digest, "source_digest", lambda *a, **k: hashed.append(a) or "rehashed")
    assert digest.current_source_digest(source, memo) == first and not hashed  # remembered
    names = source / "i18n" / "names_pl.csv"
    text = names.read_text(encoding="utf-8")
    names.write_text(text.replace("Kula Ognia,", "Kula Ogmia,"), encoding="utf-8")  # same size
    st = names.stat()
    os.utime(names, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))
    assert digest.current_source_digest(source, memo) == "rehashed" and len(hashed) == 1
    memo.write_bytes(b"\x80\x05torn")
    assert digest.current_source_digest(source, memo) == "rehashed" and len(hashed) == 2
    other = sorted(other_game_dirs())[0]  # a registered game's db/ folder: its own digest
    (source / other).mkdir(exist_ok=True)
    (source / other / "new.csv").write_text("x\n", encoding="utf-8")
    (source / "i18n" / ".notes.swp").write_text("x", encoding="utf-8")  # hidden
    assert digest.current_source_digest(source, memo) == "rehashed" and len(hashed) == 2
    (source / "i18n" / "names_xx.csv").write_text("x\n", encoding="utf-8")  # a file more
    assert digest.current_source_digest(source, memo) == "rehashed" and len(hashed) == 3


def test_a_read_only_folder_opens_the_library_without_its_caches(copy, monkeypatch):
    """Issue 42: in a read-only data folder whose state cache was stale (after an upgrade), the
    library did not open at all: the failed cache write's cleanup (unlink) failed too (EROFS),
    and every command, and the window, stopped there."""
    import errno
    import pathlib

    _state(copy).unlink()  # stale: it is written again at the next open
    real_unlink = pathlib.Path.unlink

    def read_only(kind):
        def refuse(self, *args, **kwargs):
            if self.parent == copy.parent:
                raise OSError(errno.EROFS, "Read-only file system", str(self))
            return (real_unlink if kind == "unlink" else real_write)(self, *args, **kwargs)
        return refuse

    real_write = pathlib.Path.write_bytes
    monkeypatch.setattr(pathlib.Path, "write_bytes", read_only("write"))
    monkeypatch.setattr(pathlib.Path, "unlink", read_only("unlink"))
    lib = Library(copy)
    try:
        assert lib.card("fireball") is not None
    finally:
        lib.close()
    assert not _state(copy).exists()
