"""Where Sword & Sorcery lives on disk, through the library layer's shared mechanisms:

- the facts: db/sword-sorcery/*.csv -> `sword-sorcery.sqlite` in the user data folder, built
  whole into a temp file and swapped in (fileio.atomic_path) when the CSVs or this code change
  (library.digest.hash_sources, stored in ss_meta) — as Mage Knight's and Mage Wars' libraries;
- the user's box data and campaigns: tables of user.sqlite (tables.py) through UserStore, with
  its WAL, read-only and damaged-file handling and its backups.

open_library() is what the commands and the window use: facts + the user's files.
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

from spellforge import paths
from spellforge.games.swordsorcery import library as sslib
from spellforge.games.swordsorcery.campaign import Campaign, from_json
from spellforge.library.digest import hash_sources, stored_digest
from spellforge.library.game_store import open_or_build, write_tables
from spellforge.library.normalize import fold
from spellforge.library.user.messages import UserMessage
from spellforge.library.user.store import UserDataError, UserStore, shared_store

LIBRARY_FILE = "sword-sorcery.sqlite"
SCHEMA_VERSION = 1
_BUILT_BY = ("games/swordsorcery/library.py", "games/swordsorcery/store.py", "games/swordsorcery/tables.py")
FACT_FILES = ("terms.csv", "components.csv", "heroes.csv", "skills.csv", "items.csv")
USER_FILES = ("heroes.csv", "soul_stone.csv", "skills.csv", "items.csv")  # the order they are applied in


def source_digest(source: Path) -> str:
    return hash_sources(f"ss-schema={SCHEMA_VERSION}", _BUILT_BY, source, sorted(source.glob("*.csv")))


# -- the facts ---------------------------------------------------------------------------------------
def build_library(source: Path, target: Path) -> None:
    """Check the CSVs (SSDataError names file and line) and write them into `target` whole."""
    from spellforge.games.swordsorcery.tables import FACT_TABLES, SSMeta, SSName, SSRecord  # sqlalchemy: only when building

    lib = sslib.load_facts(source)  # refuses a bad row before anything is written
    records = []
    for name in FACT_FILES:
        extra = sslib.HERO_NAME_COLUMNS if name == "heroes.csv" else sslib.NAME_COLUMNS
        columns = {"terms.csv": ("key", "ru", "en", "pl", "source"), "components.csv": ("key", "count", "source")}.get(
            name, sslib.COLUMNS.get(name, ()))
        for line, row in sslib.read_rows((source / name).read_text(encoding="utf-8"), name, columns, extra):
            records.append({"file": name, "line": line, "data": json.dumps(row, ensure_ascii=False)})
    names = []
    for kind, items in (("side", lib.sides.values()), ("skill", lib.skills.values()), ("item", lib.items.values())):
        for r in items:
            for lang in sslib.LANGS:
                text = r.names.get(lang) if lang != "ru" else r.names.ru
                names.append({"kind": kind, "record": r.id, "lang": lang, "text": text, "folded": fold(text)})
    for hero, n in lib.heroes().items():
        for lang in sslib.LANGS:
            names.append({"kind": "hero", "record": hero, "lang": lang, "text": n.get(lang), "folded": fold(n.get(lang))})
    meta = [{"key": "digest", "value": source_digest(source)}, {"key": "schema_version", "value": str(SCHEMA_VERSION)}]
    write_tables(target, FACT_TABLES, ((SSRecord, records), (SSName, names), (SSMeta, meta)))


def read_facts(path: Path) -> sslib.SSLibrary:
    """The facts as stored: the checked rows, folded into a library by the same code as the CSVs."""
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        rows: dict[str, list[tuple[int, dict]]] = {}
        for file, line, data in con.execute("SELECT file, line, data FROM ss_record ORDER BY file, line"):
            rows.setdefault(file, []).append((line, json.loads(data)))
    finally:
        con.close()
    lib = sslib.SSLibrary()
    for line, r in rows.get("terms.csv", []):
        lib.terms[r["key"]] = sslib.Names(r["ru"], r["en"], r["pl"], r["source"])
    for line, r in rows.get("components.csv", []):
        lib.components[r["key"]] = (int(r["count"]), r["source"])
    for name in ("heroes.csv", "skills.csv", "items.csv"):
        sslib.add_rows(lib, name, rows.get(name, []), name)
    return lib


def open_facts(folder: Path | None = None, source: Path | None = None) -> sslib.SSLibrary:
    folder = Path(folder) if folder else paths.data_dir()
    source = Path(source) if source else sslib.data_dir()
    return read_facts(open_or_build(folder, LIBRARY_FILE, lambda t: stored_digest(t, "ss_meta") == source_digest(source),
                                    lambda t: build_library(source, t)))


# -- the user's box data -------------------------------------------------------------------------------
class UserData:
    """The CSVs the user imported, in user.sqlite."""

    def __init__(self, store: UserStore | None = None):
        from spellforge.games.swordsorcery.tables import USER_TABLES

        self.store = store or shared_store()
        self.store.ensure(*USER_TABLES)

    def _has(self, table: str) -> bool:
        with self.store.connection() as con:
            return con.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name=?", (table,)).fetchone() is not None

    def files(self) -> dict[str, str]:
        if self.store.readonly and not self._has("ss_user_file"):
            return {}
        with self.store.connection() as con:
            return dict(con.execute("SELECT file, text FROM ss_user_file"))

    def replace(self, files: dict[str, tuple[str, str]]) -> None:
        """Store the checked files {name: (text, origin)} in one transaction; the others stay."""
        self.store.require_writable()
        now = time.time()
        with self.store.connection() as con:
            for name, (text, origin) in files.items():
                con.execute("INSERT OR REPLACE INTO ss_user_file (file, text, imported, origin) VALUES (?, ?, ?, ?)",
                            (name, text, now, origin))


def apply_user_files(lib: sslib.SSLibrary, files: dict[str, str], where: str = "user.sqlite") -> sslib.SSLibrary:
    for name in USER_FILES:
        if name in files:
            label = f"{where}/{name}"
            sslib.add_rows(lib, name, sslib.read_rows(files[name], label, sslib.COLUMNS[name]), label)
    return lib


def open_library(store: UserStore | None = None) -> sslib.SSLibrary:
    """Facts + the user's box data: what the validator and the tracker use."""
    lib = open_facts()
    return apply_user_files(lib, UserData(store or shared_store()).files())


# -- campaigns -----------------------------------------------------------------------------------------
class StaleCampaignError(UserDataError):
    """The campaign was saved elsewhere since this writer loaded it: saving would lose that change."""

    def __init__(self, name: str, expected: int, found: int | None):
        super().__init__(UserMessage("stale_campaign", name=name, expected=expected, found=found), "stale")
        self.name, self.expected, self.found = name, expected, found


class CampaignStore:
    """Named campaigns in user.sqlite; every save is a version, undo goes back one."""

    def __init__(self, store: UserStore | None = None):
        from spellforge.games.swordsorcery.tables import USER_TABLES

        self.store = store or shared_store()
        self.store.ensure(*USER_TABLES)
        self.revisions: dict[str, int] = {}  # name -> the revision load() read: save(expected=...)

    def _none_yet(self) -> bool:
        """A read-only store (a read-only folder, a full disk) whose file never held a campaign:
        the tables are missing, which is no sign of a newer Spellforge's file."""
        if not self.store.readonly:
            return False
        with self.store.connection() as con:
            return con.execute("SELECT 1 FROM sqlite_master WHERE name = 'ss_campaign'").fetchone() is None

    def names(self) -> list[tuple[str, float, int]]:
        if self._none_yet():
            return []
        with self.store.connection() as con:
            return list(con.execute("SELECT name, modified, revision FROM ss_campaign ORDER BY name COLLATE NOCASE"))

    def exists(self, name: str) -> bool:
        if self._none_yet():
            return False
        with self.store.connection() as con:
            return con.execute("SELECT 1 FROM ss_campaign WHERE name = ?", (name,)).fetchone() is not None

    def load(self, name: str) -> Campaign | None:
        if self._none_yet():
            return None
        with self.store.connection() as con:
            row = con.execute("SELECT CAST(data AS BLOB), revision FROM ss_campaign WHERE name = ?",
                              (name,)).fetchone()
        if row is None:
            return None
        try:  # a damaged row is one clear line naming it, never a traceback
            text = bytes(row[0] or b"").decode("utf-8")
            c = from_json(json.loads(text), f"campaign {name}", text)
        except (UnicodeDecodeError, ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
            raise UserDataError(UserMessage("unreadable_campaign", path=self.store.path, name=name, why=str(exc)[:300]),
                                "damaged", self.store.path) from None
        c.name = name
        self.revisions[name] = row[1]
        return c

    def save(self, name: str, campaign: Campaign, action: str = "", create: bool = False,
             expected: int | None = None) -> int:
        """Store the campaign and a version of it; returns the new revision. `create` refuses a
        name already in use (a new campaign never overwrites one); with `expected` (the revision
        the change was made from), a campaign saved elsewhere meanwhile is StaleCampaignError."""
        self.store.require_writable()
        campaign.name = name
        data = campaign.dumps()
        now = time.time()
        with self.store.connection() as con:
            row = con.execute("SELECT revision FROM ss_campaign WHERE name = ?", (name,)).fetchone()
            if row is not None and create:
                raise UserDataError(UserMessage("campaign_exists", name=name), "exists")
            if expected is not None and (row[0] if row else None) != expected:
                raise StaleCampaignError(name, expected, row[0] if row else None)
            revision = (row[0] if row else 0) + 1
            if row is None:
                con.execute("INSERT INTO ss_campaign (name, data, created, modified, revision) VALUES (?, ?, ?, ?, ?)",
                            (name, data, now, now, revision))
            else:
                con.execute("UPDATE ss_campaign SET data = ?, modified = ?, revision = ? WHERE name = ?",
                            (data, now, revision, name))
            con.execute("INSERT INTO ss_campaign_version (name, version, saved_at, action, data) VALUES (?, ?, ?, ?, ?)",
                        (name, revision, now, action, data))
        self.revisions[name] = revision
        return revision

    def versions(self, name: str) -> list[tuple[int, float, str]]:
        with self.store.connection() as con:
            return list(con.execute("SELECT version, saved_at, action FROM ss_campaign_version WHERE name = ? "
                                    "ORDER BY version", (name,)))

    def undo(self, name: str) -> Campaign | None:
        """Back to the version before the newest (the newest is dropped); None when there is none."""
        self.store.require_writable()
        with self.store.connection() as con:
            rows = con.execute("SELECT version, data FROM ss_campaign_version WHERE name = ? ORDER BY version DESC "
                               "LIMIT 2", (name,)).fetchall()
            if len(rows) < 2:
                return None
            con.execute("DELETE FROM ss_campaign_version WHERE name = ? AND version = ?", (name, rows[0][0]))
            con.execute("UPDATE ss_campaign SET data = ?, modified = ?, revision = ? WHERE name = ?",
                        (rows[1][1], time.time(), rows[1][0], name))
        return self.load(name)

    def delete(self, name: str) -> bool:
        self.store.require_writable()
        with self.store.connection() as con:
            con.execute("DELETE FROM ss_campaign_version WHERE name = ?", (name,))
            return con.execute("DELETE FROM ss_campaign WHERE name = ?", (name,)).rowcount > 0
