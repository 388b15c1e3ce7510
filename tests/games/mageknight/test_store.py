"""The Mage Knight library in SQLite (games/mageknight/store.py): built from db/mage-knight/*.csv into
its own file, the same records as the CSVs, rebuilt only when they change, and a bad row
leaves the old library in place with the file and line named."""

from __future__ import annotations

import csv
import shutil
import sqlite3

import pytest

from spellforge.games.mageknight.library import MKDataError, data_dir, load
from spellforge.games.mageknight.store import MK_LIBRARY_FILE, open_mk_library, stored_mk_digest


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    folder = tmp_path_factory.mktemp("mk-lib")
    return folder, open_mk_library(folder)


def test_sqlite_holds_exactly_the_reviewed_csvs_in_their_order(built):
    _, lib = built
    csv = load(data_dir())
    for attr in ("basics", "deeds", "units", "skills", "heroes", "products", "terms"):
        assert getattr(lib, attr) == getattr(csv, attr), attr
        assert list(getattr(lib, attr)) == list(getattr(csv, attr)), attr  # decks keep the reviewed order
    assert lib.numbering == csv.numbering
    assert lib.hero_deck("tovak") == csv.hero_deck("tovak")


def test_facts_are_columns_sql_can_count(built):
    folder, _ = built
    with sqlite3.connect(folder / MK_LIBRARY_FILE) as con:
        copies = dict(con.execute("SELECT \"set\", SUM(copies) FROM mk_card WHERE kind = 'regular_unit' GROUP BY \"set\""))
        elite = con.execute("SELECT SUM(copies) FROM mk_card WHERE kind = 'elite_unit' AND \"set\" = 'lost_legion'").fetchone()
        spells = con.execute("SELECT COUNT(*) FROM mk_card WHERE kind = 'spell' AND \"set\" = 'lost_legion'").fetchone()
        peasants = con.execute("SELECT level, cost, armour, copies FROM mk_card WHERE id = 'peasants'").fetchone()
        march = con.execute("SELECT move FROM mk_card WHERE id = 'march'").fetchone()
        ru = con.execute("SELECT text, source FROM mk_name WHERE card_id = 'peasants' AND lang = 'ru'").fetchone()
        night = con.execute("SELECT text FROM mk_name WHERE card_id = 'cure' AND part = 'night' AND lang = 'ru'").fetchone()
    assert copies["lost_legion"] == 8 and elite == (8,) and spells == (4,)  # 311-318, 319-326, 299-302 (MK L2203-2235)
    assert peasants == (1, 4, 3, 3)  # the rulebook example buys them for 4 (MK L4437)
    assert march == (2,)  # a basic Move 2 (the odds acceptance deck)
    assert ru == ("Крестьяне", "seed:001:L4437")
    assert night == ("Болезнь",)  # Cure's night half (MK L2491)


def _edit_row(path, row_id: str, **values) -> None:
    with path.open(encoding="utf-8", newline="") as fh:
        reader = csv.DictReader(fh)
        fields, rows = reader.fieldnames, list(reader)
    for row in rows:
        if row["id"] == row_id:
            row.update(values)
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.DictWriter(fh, fields, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)


def _copy_source(tmp_path):
    source = tmp_path / "source"
    shutil.copytree(data_dir(), source)
    return source


def test_rebuilt_only_when_a_csv_changes(tmp_path):
    source, folder = _copy_source(tmp_path), tmp_path / "data"
    open_mk_library(folder, source)
    db = folder / MK_LIBRARY_FILE
    first = db.stat().st_ino, db.stat().st_mtime_ns
    open_mk_library(folder, source)
    assert (db.stat().st_ino, db.stat().st_mtime_ns) == first  # unchanged CSVs: no rebuild
    _edit_row(source / "units.csv", "peasants", cost="5")
    lib = open_mk_library(folder, source)
    assert lib.units["peasants"].cost == 5
    assert db.stat().st_ino != first[0]  # a new file swapped in whole


def test_a_bad_row_names_file_and_line_and_keeps_the_old_library(tmp_path):
    source, folder = _copy_source(tmp_path), tmp_path / "data"
    open_mk_library(folder, source)
    db = folder / MK_LIBRARY_FILE
    before = stored_mk_digest(db)
    path = source / "units.csv"
    rows = path.read_text(encoding="utf-8").splitlines()
    rows[3] = rows[3].replace(",regular,", ",legendary,")
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    with pytest.raises(MKDataError, match=r"units\.csv:4: unknown tier 'legendary'"):
        open_mk_library(folder, source)
    assert stored_mk_digest(db) == before  # the last good library is still there
    assert sorted(p.name for p in folder.iterdir()) == [MK_LIBRARY_FILE]  # and no temp file


def test_a_damaged_file_is_rebuilt(tmp_path):
    source, folder = _copy_source(tmp_path), tmp_path / "data"
    folder.mkdir()
    (folder / MK_LIBRARY_FILE).write_bytes(b"not a database at all")
    lib = open_mk_library(folder, source)
    assert len(lib.heroes) == 7
    assert stored_mk_digest(folder / MK_LIBRARY_FILE)


def test_mage_wars_library_file_is_not_touched(tmp_path):
    folder = tmp_path / "data"
    open_mk_library(folder)
    assert not (folder / "library.sqlite").exists()
