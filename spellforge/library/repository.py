"""Read access to the built library. Cards and mages are loaded once into domain objects (the
whole pool is ~1,000 small records); searching and filtering run in SQLite (FTS5 over names in
every language and alias, indexes on the facts)."""

from __future__ import annotations

import json
import re
import sqlite3
import threading
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from spellforge import paths
from spellforge.domain.cards import Card
from spellforge.domain.ids import card_id as slug
from spellforge.domain.mages import Mage
from spellforge.library import records
from spellforge.library.normalize import fold
from spellforge.library.digest import current_source_digest, stored_digest

if TYPE_CHECKING:
    from spellforge.domain.effects import CardEffects
    from spellforge.library.library_rows import NameEntry, ProductRow

LIBRARY_FILE = "library.sqlite"


class Library:
    def __init__(self, path: Path):
        self.path = Path(path)
        # Read-only use from any thread (the UI searches from the GUI thread, workers render).
        self._con = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, check_same_thread=False)
        self._lock = threading.Lock()
        self._products: tuple[ProductRow, ...] | None = None
        if not self._load_cached():
            self._load()
            self._save_cache()
        self._load_folds()

    # -- a pickled copy of what _load builds: half its time on every start --------------------
    _CACHED = ("_names", "_cards", "_variant_recs", "_variants", "_mages", "_by_guid", "_by_code", "_by_folded",
               "_terms", "_summaries", "_card_effects", "_effect_rows", "_mage_by_folded")

    def _cache_key(self) -> str:
        """The library's digest plus the code that shapes the cached objects: a new Spellforge
        with the same db/ must not unpickle yesterday's classes."""
        rows = self._query("SELECT value FROM lib_meta WHERE key = 'digest'")
        parts = [rows[0][0] if rows else ""]
        package = Path(__file__).resolve().parent.parent
        for name in ("domain/cards.py", "domain/effects.py", "domain/mages.py", "library/records.py",
                     "library/repository.py", "library/normalize.py", "library/library_rows.py"):
            try:
                st = (package / name).stat()
                parts.append(f"{name}:{st.st_size}:{st.st_mtime_ns}")
            except OSError:
                parts.append(name)
        return "|".join(parts)

    def _cache_path(self) -> Path:
        return self.path.with_name(self.path.name + ".state")

    # What a window's first screen never reads, kept pickled inside the cache and unpickled on
    # first use, a group at a time: the name list for search, the structured effects and the
    # printings that differ (~20 ms of a start); the lookups an import or a search needs; every
    # card's summary (the first screen shows one: summary() reads it alone).
    _LAZY_GROUPS = {"search": ("_names", "_card_effects", "_effect_rows", "_variant_recs"),
                    "lookups": ("_by_guid", "_by_code", "_by_folded", "_terms", "_mage_by_folded"),
                    "summaries": ("_summaries",)}
    _LAZY = tuple(name for group in _LAZY_GROUPS.values() for name in group)
    _lazy_lock = threading.Lock()

    def __getattr__(self, name: str):
        if name in Library._LAZY:
            group = next(g for g, names in Library._LAZY_GROUPS.items() if name in names)
            with Library._lazy_lock:  # (worker threads read the library too)
                blob = self.__dict__.get("_lazy_blobs", {}).pop(group, None)
                if blob is not None:
                    import pickle

                    self.__dict__.update(pickle.loads(blob))
            if name in self.__dict__:
                return self.__dict__[name]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def _load_cached(self) -> bool:
        import pickle

        try:
            key, state, lazy = pickle.loads(self._cache_path().read_bytes())
        except Exception:  # absent, torn or from another version: load from SQLite
            return False
        if key != self._cache_key() or set(state) | set(self._LAZY) != set(self._CACHED) \
                or not isinstance(lazy, dict) or set(lazy) != set(self._LAZY_GROUPS) \
                or not all(isinstance(blob, bytes) for blob in lazy.values()):
            return False
        self.__dict__.update(state)
        self._lazy_blobs = dict(lazy)
        return True

    def _load_folds(self) -> None:
        """Seed fold() with the texts earlier runs folded (names, aliases, search words); when
        this run folds many new ones, they are written back at exit."""
        import pickle

        from spellforge.library.normalize import fold_memo, seed_fold_memo

        path = self.path.with_name(self.path.name + ".folds")
        key = self._cache_key()
        try:
            stored_key, folds = pickle.loads(path.read_bytes())
            if stored_key == key:
                seed_fold_memo(folds)
        except Exception:  # absent or torn: folded again, written at exit
            pass
        known = len(fold_memo())
        if not getattr(Library, "_folds_hooked", False):
            import atexit

            Library._folds_hooked = True
            atexit.register(_save_folds, path, key, known)

    def _save_cache(self) -> None:
        import os
        import pickle

        target = self._cache_path()
        tmp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
        try:
            from spellforge.library.string_sharing import share_equal_strings

            seen: dict[str, str] = {}  # one memo for all: a string shared across the groups is one too
            for k in self._CACHED:
                setattr(self, k, share_equal_strings(getattr(self, k), seen))
            core = {k: getattr(self, k) for k in self._CACHED if k not in self._LAZY}
            lazy = {group: pickle.dumps({k: getattr(self, k) for k in names}, protocol=pickle.HIGHEST_PROTOCOL)
                    for group, names in self._LAZY_GROUPS.items()}
            tmp.write_bytes(pickle.dumps((self._cache_key(), core, lazy), protocol=pickle.HIGHEST_PROTOCOL))
            os.replace(tmp, target)
        except OSError:  # a read-only folder: every start loads from SQLite
            _drop(tmp)

    # -- construction ------------------------------------------------------------------------
    @classmethod
    def build_and_open(cls, folder: Path, db_source: Path | None = None) -> "Library":
        from spellforge.library.build import build_library  # sqlalchemy: only when building

        target = Path(folder) / LIBRARY_FILE
        build_library(db_source or paths.db_source_dir(), target)
        return cls(target)

    @classmethod
    def open_if_current(cls, folder: Path | None = None, db_source: Path | None = None) -> "Library | None":
        """The user's library when it was built from the db/ shipped now; None when it must be
        (re)built first (open_or_build does it)."""
        folder = Path(folder) if folder else paths.data_dir()
        target = folder / LIBRARY_FILE
        return cls(target) if cls._is_current(target, db_source or paths.db_source_dir()) else None

    @staticmethod
    def _is_current(target: Path, source: Path) -> bool:
        stored = stored_digest(target)  # None: no library yet (nothing to hash db/ against)
        return stored is not None and stored == current_source_digest(source, target.with_name(target.name + ".source"))

    @classmethod
    def open_or_build(cls, folder: Path | None = None, db_source: Path | None = None, progress=None,
                      build_progress=None) -> "Library":
        """Open the user's library, (re)building it first when db/ changed since the last build.
        `progress("building")` says a build starts; `build_progress(done, total) -> bool` follows
        its steps, False stops it (BuildCancelled: nothing written, the next open builds again)."""
        from spellforge.library.game_store import open_or_build

        folder = Path(folder) if folder else paths.data_dir()
        source = db_source or paths.db_source_dir()

        def build(target: Path) -> None:
            from spellforge.library.build import build_library  # sqlalchemy: only when building

            build_library(source, target, build_progress)

        return cls(open_or_build(folder, LIBRARY_FILE, lambda t: cls._is_current(t, source), build,
                                 (lambda: progress("building")) if progress else None))

    def close(self) -> None:
        self._con.close()

    def _query(self, sql: str, params: tuple | list = ()) -> list[tuple]:
        with self._lock:
            return self._con.execute(sql, params).fetchall()

    def _load(self) -> None:
        names: dict[str, dict[str, str]] = {}
        sources: dict[str, dict[str, str]] = {}
        from spellforge.library.library_rows import NameEntry

        self._names: list[NameEntry] = []
        for cid, lang, text, kind, source in self._query("SELECT card_id, lang, text, kind, source FROM name ORDER BY id"):
            self._names.append(NameEntry(text, cid, lang, kind, source))
            if kind == "name" and lang not in names.setdefault(cid, {}):
                names[cid][lang] = text
                sources.setdefault(cid, {})[lang] = source
        self._cards: dict[str, Card] = {}
        self._variant_recs: dict[str, dict] = {}  # card id -> record, for cards with differing printings
        self._variants: dict[str, Card] = {}  # printing GUID -> card with that printing's facts
        for cid, data in self._query("SELECT id, data FROM card ORDER BY name"):
            rec = json.loads(data)
            self._cards[cid] = records.card(rec, names.get(cid), sources.get(cid))
            if any(p.get("differs") for p in rec.get("printings", ())):
                self._variant_recs[cid] = rec
        self._mages: dict[str, Mage] = {}
        for name, data in self._query("SELECT name, data FROM mage ORDER BY name"):
            self._mages[name] = records.mage(json.loads(data), names.get(slug(name)))
        self._by_guid = {guid: cid for guid, cid in self._query("SELECT guid, card_id FROM printing")}
        # The OCTGN data gives ~25 printed codes to more than one card (PSJ07: Shallow Sea and
        # Frozen Tundra; MW1Q07: seven Final Release cards), so a code maps to a set of cards.
        self._by_code: dict[str, set[str]] = {}
        for code, cid in self._query("SELECT code, card_id FROM printing WHERE code != ''"):
            self._by_code.setdefault(code.upper(), set()).add(cid)
        self._by_folded: dict[str, str] = {}
        for e in self._names:
            if e.card_id in self._cards:
                self._by_folded.setdefault(fold(e.text), e.card_id)
        self._terms = {(cat, key): {"en": en, "ru": ru, "pl": pl}
                       for cat, key, en, ru, pl in self._query("SELECT category, key, en, ru, pl FROM term")}
        self._summaries: dict[str, dict[str, str]] = {}
        if self._query("SELECT 1 FROM sqlite_master WHERE name='card_summary'"):
            for cid, lang, text in self._query("SELECT card_id, lang, text FROM card_summary"):
                self._summaries.setdefault(cid, {})[lang] = text
        # (the effects' classes come with the lazy part of the cache, never on a window's start)
        from spellforge.domain.effects import COLUMNS as EFFECT_COLUMNS, CardEffects, Effect

        rows: dict[str, list[Effect]] = {}
        for r in self._query(f"SELECT {', '.join(EFFECT_COLUMNS)} FROM card_effect ORDER BY card_id, seq"):
            rows.setdefault(r[0], []).append(Effect(*r[1:]))
        self._card_effects = {cid: CardEffects(cid, tuple(effs)) for cid, effs in rows.items()}
        # The rows as plain dicts (kind, mode, arg, amount, target…): what `does:` words match
        # and `card --json` shows.
        self._effect_rows = {cid: [e.as_dict() for e in effs] for cid, effs in rows.items()}
        self._mage_by_folded: dict[str, str] = {}
        mage_slugs = {slug(m): m for m in self._mages}
        for m in self._mages:  # English names are always there, even without a names table row
            self._mage_by_folded.setdefault(fold(m), m)
        for e in self._names:
            if e.card_id in mage_slugs:
                self._mage_by_folded.setdefault(fold(e.text), mage_slugs[e.card_id])

    # -- the user's own names --------------------------------------------------------------------
    def apply_user_names(self, overrides: dict[tuple[str, str], tuple[str, str]], replace: bool = False) -> None:
        """Overlay the user's names (card_id, lang) -> (name, source) on the shipped ones: they
        become the display names and are found by name lookup and search. Added to the names
        already overlaid (one renamed card, an imported batch); with `replace`, they are the
        whole overlay and every other card has its shipped name again."""
        if replace:
            for card_id, lang in set(getattr(self, "_user_names", {})) - set(overrides):
                self.drop_user_name(card_id, lang)
        self._user_names = dict(overrides) if replace else {**getattr(self, "_user_names", {}), **overrides}
        for (cid, lang), (name, source) in overrides.items():
            card = self._cards.get(cid)
            if card is not None:
                card.names[lang] = name
                card.name_sources[lang] = source
                self._by_folded[fold(name)] = cid

    def user_name(self, card_id: str, lang: str) -> tuple[str, str] | None:
        """The user's (name, source) of a card in `lang` as this library last read or set it."""
        return getattr(self, "_user_names", {}).get((card_id, lang))

    def drop_user_name(self, card_id: str, lang: str) -> None:
        """Undo a user's name in memory: the shipped name (if any) is shown again."""
        self._user_names = {k: v for k, v in getattr(self, "_user_names", {}).items() if k != (card_id, lang)}
        card = self._cards.get(card_id)
        if card is None:
            return
        shipped = self.shipped_name(card_id, lang)
        if shipped:
            card.names[lang], card.name_sources[lang] = shipped
        else:
            card.names.pop(lang, None)
            card.name_sources.pop(lang, None)

    def shipped_name(self, card_id: str, lang: str) -> tuple[str, str] | None:
        """The library's own name and source for a card in `lang` (ignoring user overrides)."""
        e = next((e for e in self._names if e.card_id == card_id and e.lang == lang and e.kind == "name"), None)
        return (e.text, e.source) if e else None

    # -- what a card does: summaries made from db/effects -----------------------------------------
    def summary(self, card_id: str, lang: str = "en") -> str | None:
        """Our summary of what the card does in `lang` (made from its structured effects at build
        time; a summary, not the printed text), or None when the card has none."""
        if "_summaries" not in self.__dict__ and "summaries" in self.__dict__.get("_lazy_blobs", {}):
            try:  # one card (the detail panel): not all of them
                rows = self._query("SELECT text FROM card_summary WHERE card_id = ? AND lang = ?", (card_id, lang))
            except sqlite3.OperationalError:  # a library built before summaries: none
                return None
            return rows[0][0] if rows else None
        return self._summaries.get(card_id, {}).get(lang)

    def summaries(self, lang: str) -> dict[str, str]:
        """card_id -> its summary in `lang`, for every card that has one."""
        return {cid: texts[lang] for cid, texts in self._summaries.items() if texts.get(lang)}

    def effects_json(self, card_id: str) -> list:
        """The card's structured effects as JSON-ready data ([] when none are recorded)."""
        return [dict(e) for e in self.card_effects().get(card_id, [])]

    def card_effects(self) -> dict[str, list[dict]]:
        """card_id -> its structured effects (db/effects), for effect search."""
        return self._effect_rows

    def summary_matches(self, match: str, lang: str) -> set[str]:
        """Card ids whose summary in `lang` matches an FTS5 expression (effect_search builds it)."""
        if not self._summaries:
            return set()
        rows = self._query("SELECT card_id FROM summary_fts WHERE summary_fts MATCH ? AND lang = ?", (match, lang))
        return {r[0] for r in rows}

    # -- the user's imported printed text ---------------------------------------------------------
    def apply_user_texts(self, texts: dict[str, str]) -> None:
        """Overlay the English printed text the user imported from their OCTGN install
        (card_id -> text, from user.sqlite); shown under the summary and searched by `text:`."""
        self._user_texts = {cid: t for cid, t in texts.items() if cid in self._cards and t}
        self._text_index = None  # effect_search builds it again on the next text search

    def card_text(self, card_id: str) -> str | None:
        """The user's imported English printed text of a card, or None."""
        return getattr(self, "_user_texts", {}).get(card_id)

    def user_texts(self) -> dict[str, str]:
        return dict(getattr(self, "_user_texts", {}))

    # -- cards ---------------------------------------------------------------------------------
    def spells(self, include_playtest: bool = False) -> list[Card]:
        return [c for c in self._cards.values() if include_playtest or not c.playtest]

    def card(self, card_id: str) -> Card | None:
        return self._cards.get(card_id)

    def card_by_name(self, name: str) -> Card | None:
        cid = self._by_folded.get(fold(name))
        return self._cards.get(cid) if cid else None

    def card_by_guid(self, guid: str) -> Card | None:
        cid = self._by_guid.get(guid.strip().lower())
        return self._cards.get(cid) if cid else None

    def printing_card(self, guid: str) -> Card | None:
        """The card as printing `guid` prints it: the canonical card with that printing's differing
        facts (same id and names). None for an unknown GUID; the canonical card when the printing
        differs in nothing."""
        guid = guid.strip().lower()
        cid = self._by_guid.get(guid)
        if cid is None:
            return None
        if guid not in self._variants:
            rec = self._variant_recs.get(cid)
            variant = records.printing_variant(rec, guid) if rec else None
            canonical = self._cards[cid]
            self._variants[guid] = (records.card(variant, canonical.names, canonical.name_sources)
                                    if variant else canonical)
        return self._variants[guid]

    def printings_with_other_attacks(self, card: Card) -> list:
        """(printing, card as it prints it) for each printed (not playtest) printing whose bar differs
        from the card's (Joseph Trublood's Promo adds Healing Light): the panels show it beside the
        canonical bar. None when an erratum sets the attacks: it holds for every printing."""
        if any(e.startswith(("attacks ", "attack_traits ")) for e in card.errata):
            return []
        said = lambda t: (t.keyword, t.value, t.text.lower().removesuffix(" creatures"))  # noqa: E731  "+2 vs. Nonliving"
        bar = lambda c: [replace(a, traits=tuple(sorted(map(said, a.traits), key=str))) for a in c.attacks]  # noqa: E731
        variants = [(p, self.printing_card(p.guid)) for p in card.printings
                    if "attacks" in p.differs and not p.set_name.startswith("Playtest")]
        return [(p, v) for p, v in variants if v is not None and v.attacks and bar(v) != bar(card)]

    def card_by_code(self, code: str) -> Card | None:
        """The card with this printed code, or None when the code is unknown or shared."""
        ids = self._by_code.get(code.strip().upper(), set())
        return self._cards.get(next(iter(ids))) if len(ids) == 1 else None

    def cards_by_code(self, code: str) -> list[Card]:
        return sorted((self._cards[i] for i in self._by_code.get(code.strip().upper(), ()) if i in self._cards),
                      key=lambda c: c.name)

    def name_index(self) -> list[NameEntry]:
        return list(self._names)

    # -- effects -------------------------------------------------------------------------------
    def effects(self, card_id: str) -> CardEffects | None:
        """What the card does, structured (db/effects); None when the card has no entry yet."""
        return self._card_effects.get(card_id)

    def effect_coverage(self, include_playtest: bool = False, fmt: str | None = None) -> dict[str, int]:
        """How many spells are modelled / unmodelled / stats_only (missing = no entry at all;
        partial = modelled with an unmodelled part left; checked = read against the card by a
        person, not only drafted)."""
        out = {"modelled": 0, "unmodelled": 0, "stats_only": 0, "partial": 0, "missing": 0, "checked": 0}
        for c in self.spells(include_playtest):
            if fmt and fmt not in c.formats:
                continue
            ce = self._card_effects.get(c.id)
            if ce is None:
                out["missing"] += 1
                continue
            out[ce.status] += 1
            out["partial"] += ce.partial
            out["checked"] += ce.checked
        return out

    # -- mages ---------------------------------------------------------------------------------
    def mages(self, include_apprentice: bool = True) -> list[Mage]:
        return [m for m in self._mages.values() if include_apprentice or m.format != "apprentice"]

    def mage(self, name: str) -> Mage | None:
        if name in self._mages:
            return self._mages[name]
        key = self._mage_by_folded.get(fold(name))
        return self._mages[key] if key else None

    def mage_by_guid(self, guid: str) -> Mage | None:
        guid = guid.strip().lower()
        return next((m for m in self._mages.values() if guid in (m.stats_guid, m.card_guid)), None)

    # -- search, products, terms ---------------------------------------------------------------
    def search(self, query: str, lang: str = "en", limit: int | None = None, include_playtest: bool = False,
               ranked: bool = False) -> list[str]:
        """Card ids whose name (any language, with aliases) matches every word of `query` as a
        prefix, diacritics and case folded; sorted by the name in `lang`, or with `ranked` exact
        names first, then names starting with the query."""
        words = fold(query).split()
        if not words:
            ids = [c.id for c in self.spells(include_playtest)]
        else:
            match = " ".join(f'"{w}"*' for w in words)
            ids = [r[0] for r in self._query("SELECT card_id FROM card_fts WHERE card_fts MATCH ?", (match,))]
            ids += [cid for (cid, _), (name, _) in getattr(self, "_user_names", {}).items()
                    if all(any(t.startswith(w) for t in fold(name).split()) for w in words)]
            ids = [i for i in dict.fromkeys(ids) if i in self._cards and (include_playtest or not self._cards[i].playtest)]
        q = " ".join(words)

        def rank(cid: str) -> tuple[int, str]:
            # exact name (any language) first, then names starting with the query, then the rest
            shown = fold(self._cards[cid].display_name(lang))
            names = [fold(n) for n in self._cards[cid].names.values()]
            tier = 0 if q in names else 1 if shown.startswith(q) or any(n.startswith(q) for n in names) else 2
            return tier, shown

        ids.sort(key=rank if words and ranked else (lambda i: (0, fold(self._cards[i].display_name(lang)))))
        return ids[:limit] if limit else ids

    def select_ids(self, where_sql: str, params: list) -> set[str]:
        """Card ids matching a WHERE clause over `card` (used by the query language)."""
        return {r[0] for r in self._query(f"SELECT id FROM card WHERE {where_sql}", params)}

    # Columns whose vocabulary the query language offers (school names, types, subtypes, traits…).
    _VOCABULARY = {("card", "type"), ("card", "type_variant"), ("card", "format"), ("card_school", "school"), ("card_subtype", "subtype"),
                   ("card_trait", "keyword"), ("printing", "set_name"), ("printing", "code"), ("product", "product")}

    def distinct_values(self, table: str, column: str) -> tuple[str, ...]:
        """The distinct values of one vocabulary column, sorted."""
        if (table, column) not in self._VOCABULARY:
            raise ValueError(f"{table}.{column} is not a vocabulary column")
        rows = self._query(f"SELECT DISTINCT {column} FROM {table} WHERE {column} IS NOT NULL ORDER BY 1")
        return tuple(r[0] for r in rows if r[0])

    def products(self) -> list[ProductRow]:
        """Product contents; read once (they never change in a built library): every collection
        import and check asks for them, twice."""
        if self._products is None:
            from spellforge.library.library_rows import ProductRow

            self._products = tuple(ProductRow(*r) for r in self._query(
                "SELECT product, card_id, code, copies, max_in_spellbook FROM product ORDER BY id"))
        return list(self._products)

    def term(self, category: str, key: str, lang: str = "en") -> str:
        """A game term in `lang` (the key itself when there is no translation). Terms are loaded
        once: card faces, tables and panels ask for them constantly, from several threads."""
        row = self._terms.get((category, key))
        return (row.get(lang) or key) if row else key

    def codex(self, keyword: str, lang: str = "en") -> str | None:
        """What a trait or condition keyword means (the Codex), in `lang`, else English."""
        if lang not in ("en", "ru", "pl"):
            lang = "en"
        rows = self._query(f"SELECT {lang}, en FROM codex WHERE keyword=?", (keyword,))
        return (rows[0][0] or rows[0][1]) if rows else None

    def terms(self, category: str) -> dict[str, dict[str, str]]:
        return {k: dict(row) for (cat, k), row in self._terms.items() if cat == category}

    def sets(self, include_playtest: bool = False) -> list[tuple[str, int]]:
        rows = self._query("SELECT p.set_name, COUNT(DISTINCT p.card_id) FROM printing p JOIN card c ON c.id = p.card_id "
                           "GROUP BY p.set_name ORDER BY p.set_name")
        return [(n, k) for n, k in rows if include_playtest or not n.startswith("Playtest")]

    def printing_count(self, include_playtest: bool = False) -> int:
        rows = self._query("SELECT COUNT(*) FROM printing" + ("" if include_playtest else " WHERE set_name NOT LIKE 'Playtest%'"))
        return rows[0][0]

    def name_counts(self) -> dict[str, dict[str, int]]:
        """Names per language and source kind (rulebook/project/…), card names only."""
        out: dict[str, dict[str, int]] = {}
        for e in self._names:
            if e.kind == "name" and e.lang != "en" and e.card_id in self._cards:
                src = re.split(r"[:\s]", e.source, maxsplit=1)[0] or "unknown"
                out.setdefault(e.lang, {}).setdefault(src, 0)
                out[e.lang][src] += 1
        return out


    def digest(self) -> str:
        rows = self._query("SELECT value FROM lib_meta WHERE key = 'digest'")
        return rows[0][0] if rows else ""


def _save_folds(path: Path, key: str, known: int) -> None:
    import os
    import pickle

    from spellforge.library.normalize import fold_memo

    memo = fold_memo()
    if len(memo) < known + 200:  # little new: not worth a write
        return
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        tmp.write_bytes(pickle.dumps((key, dict(memo)), protocol=pickle.HIGHEST_PROTOCOL))
        os.replace(tmp, path)
    except OSError:  # a read-only data folder (issue 42: this printed a traceback at exit)
        _drop(tmp)


def _drop(tmp: Path) -> None:
    """Remove a temp file a failed write may have left; in a read-only folder there is none, and
    unlink itself fails (EROFS): that failure is not the caller's."""
    try:
        tmp.unlink(missing_ok=True)
    except OSError:
        pass


def open_library(progress=None, warn=None) -> Library:
    """The user's library with the user's own card names applied. The library never depends on
    the user database: when that is damaged or unusable, `warn` (default: one line on stderr)
    is told and the shipped names are used. Also applies the user's imported printed text."""
    from spellforge.library.user.overlay import read_overlay

    lib = Library.open_or_build(progress=progress)
    overlay = read_overlay(lib.digest())  # plain sqlite3: no sqlalchemy import on read paths
    if overlay is not None:
        lib.apply_user_names(overlay.names)
        lib.apply_user_texts(overlay.texts)
        return lib
    from spellforge.library.user.card_text import load_card_texts
    from spellforge.library.user.names import load_user_names
    from spellforge.library.user.messages import UserMessage
    from spellforge.library.user.store import UserDataError, UserStore

    try:
        store = UserStore()
    except UserDataError as e:
        (warn or _warn)(UserMessage("names_not_used", error=e.message))
        return lib
    try:
        from spellforge.library.card_refs import follow_library

        if not store.readonly:
            follow_library(lib, store)
        lib.apply_user_names(load_user_names(store))
        lib.apply_user_texts(load_card_texts(store))
    except UserDataError as e:
        (warn or _warn)(UserMessage("names_not_used_now", error=e.message))
    finally:
        store.close()
    return lib


def _warn(message: str) -> None:
    """One note on standard error, in the command's language (the message keeps its code)."""
    import sys

    from spellforge.i18n.user_data_words import note

    print(f"spellforge: {note(message)}", file=sys.stderr)
