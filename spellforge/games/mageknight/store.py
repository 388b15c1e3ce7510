"""The Mage Knight library in SQLite: db/mage-knight/*.csv (the reviewed source) -> the sibling
database `mage-knight.sqlite` in the user data folder -> the in-memory MKLibrary the builder,
the odds, the search and the views use.

Built the Mage Wars way (library/build.py): on first use and whenever the CSVs change (a hash
of them, the schema version and the loader code is stored in `mk_meta`), into a temp file that
replaces the old one atomically — a crash or a bad row never leaves half a library, and the
old one stays. The CSVs are checked by games/mageknight/library.load while building, so a bad
row stops the build with the file and line. Mage Wars' library.sqlite is never touched.
"""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from functools import lru_cache
from pathlib import Path

from spellforge import paths
from spellforge.games.mageknight.library import (
    DECK_SIZE, BasicCard, Deed, Hero, Level, MKLibrary, Names, NumberRange, Product, Skill, Unit, data_dir, load,
)
from spellforge.library.digest import hash_sources, stored_digest
from spellforge.library.game_store import open_or_build, write_tables
from spellforge.library.normalize import fold

MK_LIBRARY_FILE = "mage-knight.sqlite"
MK_SCHEMA_VERSION = 2  # 2: the fame track (mk_level)

# Code whose output is stored: a new version of it rebuilds the library like a change of the CSVs.
_BUILT_BY = ("games/mageknight/library.py", "games/mageknight/store.py", "games/mageknight/tables.py")

# record -> (its class, the MKLibrary field holding it, the CSV it comes from)
RECORDS = {
    "basic": (BasicCard, "basics", "basic_actions.csv"),
    "deed": (Deed, "deeds", "deeds.csv"),
    "unit": (Unit, "units", "units.csv"),
    "hero": (Hero, "heroes", "heroes.csv"),
    "skill": (Skill, "skills", "skills.csv"),
    "product": (Product, "products", "products.csv"),
}


def mk_source_digest(source: Path) -> str:
    """Hash of the CSVs of db/mage-knight/ (not examples/: build files, not library rows), the
    schema version and the code that turns them into rows."""
    return hash_sources(f"mk-schema={MK_SCHEMA_VERSION}", _BUILT_BY, source, sorted(source.glob("*.csv")))


def stored_mk_digest(path: Path) -> str | None:
    return stored_digest(path, "mk_meta")  # torn or not ours: None, rebuilt


# -- build ------------------------------------------------------------------------------------
def build_mk_library(source: Path, target: Path) -> None:
    """Check the CSVs (MKDataError names file and line) and write them into `target` whole."""
    from spellforge.games.mageknight.tables import (  # sqlalchemy: only when building
        MK_TABLES, MKCardRow, MKLevelRow, MKMeta, MKNameRow, MKNumberingRow, MKTermRow,
    )

    lib = load(source)
    cards, names = _card_rows(lib)
    numbering = [{"seq": i, **dataclasses.asdict(n)} for i, n in enumerate(lib.numbering)]
    terms = [{"key": k, "en": t.en, "ru": t.ru, "ru_source": t.ru_source, "pl": t.pl, "pl_source": t.pl_source}
             for k, t in lib.terms.items()]
    levels = [dataclasses.asdict(lv) for lv in lib.levels]
    meta = [{"key": "digest", "value": mk_source_digest(source)},
            {"key": "schema_version", "value": str(MK_SCHEMA_VERSION)}]
    write_tables(target, MK_TABLES, ((MKCardRow, cards), (MKNameRow, names), (MKNumberingRow, numbering),
                                     (MKTermRow, terms), (MKLevelRow, levels), (MKMeta, meta)))


_FACT_COLUMNS = ("level", "cost", "armour", "copies", "move", "attack", "block", "influence")


def _card_rows(lib: MKLibrary) -> tuple[list[dict], list[dict]]:
    cards, names = [], []
    for record, (_, attr, csv_name) in RECORDS.items():
        for seq, item in enumerate(getattr(lib, attr).values()):
            row = dict.fromkeys(_FACT_COLUMNS)  # one insert for all rows: every row has every column
            row.update(id=item.id, record=record, seq=seq, source_file=csv_name, name_en=item.names.en,
                       colour=getattr(item, "colour", ""), set="", hero="", verified=True,
                       data=json.dumps(dataclasses.asdict(item), ensure_ascii=False))
            if isinstance(item, BasicCard):
                row.update(kind=item.type, set=item.set, hero=item.hero, **item.basic)
            elif isinstance(item, Deed):
                row.update(kind=item.type, set=item.set, verified=item.verified)
            elif isinstance(item, Unit):
                row.update(kind=f"{item.tier}_unit", set=item.set, level=item.level, cost=item.cost,
                           armour=item.armour, copies=item.copies, verified=item.verified)
            elif isinstance(item, Skill):
                row.update(kind="skill", set=lib.heroes[item.hero].set, hero=item.hero)
            elif isinstance(item, Hero):
                row.update(kind="hero", set=item.set, copies=DECK_SIZE, verified=item.unique_verified)
            else:
                row.update(kind="product", set="+".join(item.sets))
            cards.append(row)
            parts = [("name", item.names)] + ([("night", item.night)] if getattr(item, "night", None) else [])
            for part, n in parts:
                for lang, text, source in (("en", n.en, ""), ("ru", n.ru, n.ru_source), ("pl", n.pl, n.pl_source)):
                    if text:
                        names.append({"card_id": item.id, "lang": lang, "part": part, "text": text,
                                      "folded": fold(text), "source": source})
    return cards, names


# -- read -------------------------------------------------------------------------------------
def read_mk_library(path: Path) -> MKLibrary:
    """The MKLibrary stored in `path`, records in their CSV order."""
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        groups: dict[str, dict] = {attr: {} for _, attr, _ in RECORDS.values()}
        for record, data in con.execute("SELECT record, data FROM mk_card ORDER BY record, seq"):
            cls, attr, _ = RECORDS[record]
            item = _decode(cls, json.loads(data))
            groups[attr][item.id] = item
        numbering = tuple(NumberRange(*r) for r in con.execute(
            'SELECT "set", type, count, first, last, source FROM mk_numbering ORDER BY seq'))
        terms = {k: Names(en, ru, ru_source, pl, pl_source) for k, en, ru, ru_source, pl, pl_source in con.execute(
            "SELECT key, en, ru, ru_source, pl, pl_source FROM mk_term")}
        levels = tuple(Level(*r[:8], bool(r[8])) for r in con.execute(
            "SELECT level, fame, reward, command_tokens, armour, hand_limit, fame_source, stats_source, verified "
            "FROM mk_level ORDER BY level"))
    finally:
        con.close()
    return MKLibrary(numbering=numbering, terms=terms, levels=levels, **groups)


def _decode(cls, data: dict):
    """A record from dataclasses.asdict's JSON: nested names back to Names, lists to tuples.
    Fields added later with defaults read from older rows; unknown keys are ignored."""
    kw = {}
    for f in dataclasses.fields(cls):
        if f.name not in data:
            continue
        v = data[f.name]
        if isinstance(v, dict) and "ru_source" in v:
            v = Names(**{k: x for k, x in v.items() if k in {g.name for g in dataclasses.fields(Names)}})
        elif isinstance(v, list):
            v = tuple(v)
        kw[f.name] = v
    return cls(**kw)


def open_mk_library(folder: Path | None = None, source: Path | None = None) -> MKLibrary:
    """The Mage Knight library from the user data folder, (re)built first when the CSVs changed.
    A read-only data folder builds into a private temp folder."""
    folder = Path(folder) if folder else paths.data_dir()
    source = Path(source) if source else data_dir()
    return read_mk_library(open_or_build(folder, MK_LIBRARY_FILE, lambda t: stored_mk_digest(t) == mk_source_digest(source),
                                         lambda t: build_mk_library(source, t)))


@lru_cache(maxsize=1)
def library() -> MKLibrary:
    """The shipped library from its SQLite file in the user data folder (built or rebuilt from
    the CSVs first when needed), read once per process."""
    return open_mk_library()
