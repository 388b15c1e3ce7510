"""Building library.sqlite from db/: atomic, rebuilt when db/ changes, user data untouched."""

from __future__ import annotations

import shutil
import sqlite3

import pytest

from spellforge.library import Library, LibrarySourceError
from spellforge.library.digest import SCHEMA_VERSION
from spellforge.library.repository import LIBRARY_FILE
from spellforge.library.user.store import UserStore
from tests.conftest import ROOT, place_built_library


@pytest.fixture()
def db_copy(tmp_path):
    dest = tmp_path / "db"
    shutil.copytree(ROOT / "db", dest)
    return dest


def test_rebuilds_only_when_db_changes(tmp_path, db_copy):
    folder = tmp_path / "data"
    calls = []
    Library.open_or_build(folder, db_copy, progress=calls.append)
    Library.open_or_build(folder, db_copy, progress=calls.append)
    assert calls == ["building"]  # the second start found an up-to-date library
    (db_copy / "mage_figures.csv").write_text(
        (db_copy / "mage_figures.csv").read_text(encoding="utf-8") + "Siren,life,31,test edit\n", encoding="utf-8")
    lib = Library.open_or_build(folder, db_copy, progress=calls.append)
    assert calls == ["building", "building"] and lib.mage("Siren").life == 31


def test_bad_source_never_replaces_a_good_library(tmp_path, db_copy, library):
    folder = tmp_path / "data"
    place_built_library(library, folder)  # the good library a start built from this db/
    Library.open_or_build(folder, db_copy)
    before = (folder / LIBRARY_FILE).read_bytes()
    (db_copy / "errata.csv").write_text("card,field,op,value,source\nNo Such Card,traits,add,Epic,x\n", encoding="utf-8")
    with pytest.raises(LibrarySourceError, match=r"errata.csv: line 2: no card named 'No Such Card'"):
        Library.open_or_build(folder, db_copy)
    assert (folder / LIBRARY_FILE).read_bytes() == before
    assert not [p for p in folder.iterdir() if p.name.endswith(".tmp")]


def test_broken_set_json_names_file_and_line(tmp_path, db_copy):
    (db_copy / "sets" / "core.json").write_text('{"set": {"name": "Core"},\n "cards": [\n', encoding="utf-8")
    with pytest.raises(LibrarySourceError, match=r"core.json: line 3"):
        Library.build_and_open(tmp_path / "x", db_copy)


def test_rebuild_keeps_user_data(tmp_path, db_copy, library):
    folder = tmp_path / "data"
    place_built_library(library, folder)  # the library a start built from this db/
    Library.open_or_build(folder, db_copy)
    UserStore(folder / "user.sqlite").close()
    con = sqlite3.connect(folder / "user.sqlite")
    con.execute("CREATE TABLE user_probe (x TEXT)")
    con.execute("INSERT INTO user_probe VALUES ('my book')")
    con.commit()
    con.close()
    (db_copy / "mage_figures.csv").write_text(
        (db_copy / "mage_figures.csv").read_text(encoding="utf-8") + "Siren,life,30,test\n", encoding="utf-8")
    Library.open_or_build(folder, db_copy)
    con = sqlite3.connect(folder / "user.sqlite")
    assert con.execute("SELECT x FROM user_probe").fetchall() == [("my book",)]


def test_schema_has_indexes_and_fts(library):
    con = sqlite3.connect(library.path)
    indexes = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='index'")}
    assert {"ix_card_type", "ix_card_level", "ix_card_school_school", "ix_card_trait_keyword", "ix_name_folded"} <= indexes
    assert con.execute("SELECT value FROM lib_meta WHERE key='schema_version'").fetchone() == (str(SCHEMA_VERSION),)
    assert con.execute("SELECT count(*) FROM card_fts").fetchone()[0] >= 827
    # effect summaries, three languages per card, searchable
    assert con.execute("SELECT count(DISTINCT lang) FROM card_summary").fetchone()[0] == 3
    assert con.execute("SELECT count(*) FROM summary_fts").fetchone()[0] >= 3 * 800


def test_new_summary_code_rebuilds_the_library(tmp_path, monkeypatch):
    """Summaries are written at build time: a new version of their code must rebuild the library,
    like a change of db/ does."""
    from spellforge import paths
    from spellforge.library import digest

    before = digest.source_digest(paths.db_source_dir())
    monkeypatch.setattr(digest, "_BUILT_BY", ("i18n/plurals.py",))
    assert digest.source_digest(paths.db_source_dir()) != before


def test_an_attacks_correction_replaces_the_bars_octgn_leaves_empty(library):
    # Issue 36: OCTGN's cAttacks of Unstable Fire Imp holds only the card's name (one ranged
    # attack of 0 dice); db/errata.csv sets the two bars of its printed attack bar.
    imp = library.card("unstable-fire-imp")
    bars = {a.name: a for a in imp.attacks}
    assert set(bars) == {"Flame Strike", "Blazing Burst"}
    strike, burst = bars["Flame Strike"], bars["Blazing Burst"]
    assert (strike.kind, strike.action, strike.dice) == ("melee", "quick", 1)
    assert burst.damage_type == "Flame" and {t.keyword for t in burst.traits} == {"Zone Attack", "Unavoidable"}


def test_an_attacks_correction_without_an_attack_names_the_line(tmp_path, db_copy):
    (db_copy / "errata.csv").write_text("card,field,op,value,source\nUnstable Fire Imp,attacks,set,,x\n", encoding="utf-8")
    with pytest.raises(LibrarySourceError, match=r"errata.csv: line 2: Unstable Fire Imp: no attack"):
        Library.open_or_build(tmp_path / "data", db_copy)
