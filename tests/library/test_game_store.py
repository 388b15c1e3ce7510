"""The one store mechanism every game's library file uses (library/game_store.py): built whole,
rebuilt only when its digest changed, never half-written, and in a private temp folder when the
data folder is read-only."""

from __future__ import annotations

import sqlite3

import pytest
from sqlmodel import Field, SQLModel

from spellforge.games.swordsorcery.store import LIBRARY_FILE, open_facts
from spellforge.library.user import overlay as user_overlay
from spellforge.library.game_store import open_or_build, write_tables


class GameStoreProbe(SQLModel, table=True):
    __tablename__ = "game_store_probe"
    key: str = Field(primary_key=True)
    value: str


def _values(path) -> list[tuple[str, str]]:
    con = sqlite3.connect(path)
    try:
        return con.execute("SELECT key, value FROM game_store_probe ORDER BY key").fetchall()
    finally:
        con.close()


def test_built_once_then_opened_as_it_is(tmp_path):
    builds = []

    def build(target):
        builds.append(target)
        write_tables(target, [GameStoreProbe.__table__], [(GameStoreProbe, [{"key": "digest", "value": "v1"}])])

    def current(target):
        return target.exists() and _values(target) == [("digest", "v1")]

    first = open_or_build(tmp_path, "probe.sqlite", current, build)
    again = open_or_build(tmp_path, "probe.sqlite", current, build)
    assert first == again == tmp_path / "probe.sqlite" and builds == [first]


def test_a_failed_build_leaves_the_old_file(tmp_path):
    target = tmp_path / "library" / "probe.sqlite"
    write_tables(target, [GameStoreProbe.__table__], [(GameStoreProbe, [{"key": "digest", "value": "old"}])])
    with pytest.raises(Exception):  # a duplicate key: the insert fails half-way
        write_tables(target, [GameStoreProbe.__table__], [(GameStoreProbe, [{"key": "a", "value": "1"}, {"key": "a", "value": "2"}])])
    assert _values(target) == [("digest", "old")]
    assert [p.name for p in target.parent.iterdir()] == ["probe.sqlite"]  # no temp file left beside it


def test_a_read_only_data_folder_builds_in_a_private_temp_folder(tmp_path, monkeypatch):
    """Sword & Sorcery's facts, as Mage Knight's and Mage Wars' libraries: the same policy."""
    monkeypatch.setattr(user_overlay, "folder_writable", lambda folder: False)  # root ignores chmod
    lib = open_facts(tmp_path / "read-only")
    assert lib.heroes() and not (tmp_path / "read-only" / LIBRARY_FILE).exists()
