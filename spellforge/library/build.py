"""Build library.sqlite from db/ — into a temp file, then an atomic replace, so a crash or a bad
source file never leaves a half-built library behind."""

from __future__ import annotations

import json
from pathlib import Path

from sqlalchemy import create_engine, insert

from spellforge.domain.ids import card_id as slug
from spellforge.fileio import atomic_path
from spellforge.library.digest import SCHEMA_VERSION, BuildCancelled
from spellforge.library.normalize import fold
from spellforge.library.source import LibrarySource, load_source
from spellforge.library.tables import (
    LIBRARY_TABLES,
    CardRow,
    CardSchoolRow,
    CardSubtypeRow,
    CardSummaryRow,
    CardTraitRow,
    CodexRow,
    EffectRow,
    LibMeta,
    MageRow,
    NameRow,
    PrintingRow,
    ProductRow,
    TermRow,
)
from spellforge.library.tables import SQLModel  # noqa: F401  (metadata owner)

FTS_DDL = ("CREATE VIRTUAL TABLE card_fts USING fts5(card_id UNINDEXED, text, "
           "tokenize = \"unicode61 remove_diacritics 2\")")
# Effect summaries, searched by plain words in the card language (library/search/effects.py).
SUMMARY_FTS_DDL = ("CREATE VIRTUAL TABLE summary_fts USING fts5(card_id UNINDEXED, lang UNINDEXED, text, "
                   "tokenize = \"unicode61 remove_diacritics 2\")")


BUILD_STEPS = 18  # reading db/, the effect summaries, 13 tables, two search indexes, done


def build_library(db_source: Path, target: Path, progress=None) -> LibrarySource:
    """`progress(done, total) -> bool` after each step; False stops the build (BuildCancelled)
    and the half-built temp file is removed: `target` stays as it was."""
    steps = _Steps(progress)
    src = load_source(db_source, SCHEMA_VERSION)
    steps.step()
    target.parent.mkdir(parents=True, exist_ok=True)
    with atomic_path(target) as tmp:  # built aside, synced, then swapped in
        _write(src, tmp, steps)
        steps.step()
    return src


class _Steps:
    def __init__(self, progress):
        self.progress, self.done = progress, 0

    def step(self) -> None:
        self.done += 1
        if self.progress is not None and self.progress(min(self.done, BUILD_STEPS), BUILD_STEPS) is False:
            raise BuildCancelled()


def _write(src: LibrarySource, path: Path, steps: _Steps | None = None) -> None:
    steps = steps or _Steps(None)
    engine = create_engine(f"sqlite:///{path}")
    SQLModel.metadata.create_all(engine, tables=LIBRARY_TABLES)
    names_by_card: dict[tuple[str, str], str] = {}
    for cid, lang, text, kind, _ in src.names:
        if kind == "name":
            names_by_card.setdefault((cid, lang), text)
    cards, printings, schools, traits, subtypes = [], [], [], [], []
    for c in src.cards:
        trait_kw = {t[0] for t in c["traits"]}
        level = sum(lv for _, lv in c["schools"]) if c["school_join"] == "and" else max((lv for _, lv in c["schools"]), default=0)
        cards.append({
            "id": c["id"], "name": c["name"], "type": c["type"], "type_variant": c.get("type_variant"),
            "school_join": c["school_join"], "level": level, "cost": c.get("cost"), "cost_x": c.get("cost_x"),
            "reveal_cost": c.get("reveal_cost"), "action": c.get("action"),
            "range_min": (c.get("range") or [None, None])[0], "range_max": (c.get("range") or [None, None])[1],
            "life": c.get("life"), "armor": c.get("armor"), "channeling": c.get("channeling"),
            "format": c["format"], "formats": " ".join(c["formats"]), "playtest": c["playtest"],
            "epic": "Epic" in trait_kw, "novice": "Novice" in trait_kw,
            "name_ru": names_by_card.get((c["id"], "ru")), "name_pl": names_by_card.get((c["id"], "pl")),
            "data": json.dumps(c, ensure_ascii=False),
        })
        printings += [{"guid": p["guid"], "card_id": c["id"], "set_name": p["set_name"], "set_id": p["set_id"],
                       "code": p["code"]} for p in c["printings"]]
        seen_school = set()
        for school, lv in c["schools"]:
            if school not in seen_school:
                seen_school.add(school)
                schools.append({"card_id": c["id"], "school": school, "level": lv})
        seen_trait = set()
        for granted, tlist in ((False, c["traits"]), (True, c["granted_traits"])):
            for kw, value, _ in tlist:
                if (kw, granted) not in seen_trait:
                    seen_trait.add((kw, granted))
                    traits.append({"card_id": c["id"], "keyword": kw, "value": None if value is None else str(value), "granted": granted})
        subtypes += [{"card_id": c["id"], "subtype": s} for s in dict.fromkeys(c["subtypes"])]
    mages = [{"name": m["name"], "mage_class": m["mage_class"], "format": m["format"], "stats_guid": m["stats_guid"],
              "card_guid": m["card_guid"], "data": json.dumps(m, ensure_ascii=False)} for m in src.mages]
    names = [{"card_id": cid, "lang": lang, "text": text, "folded": fold(text), "kind": kind, "source": source}
             for cid, lang, text, kind, source in src.names]
    products = [{"product": p["product"], "card_id": p["card_id"], "code": p.get("card_code", ""),
                 "copies": int(p["copies"]), "max_in_spellbook": int(p.get("max_in_spellbook") or 0)} for p in src.products]
    terms = [{"category": t["category"], "key": t["key"], "en": t["en"], "ru": t["ru"], "pl": t["pl"],
              "source_ref": t.get("source_ref") or ""} for t in src.terms]
    codex = list({r["keyword"]: {k: r[k] for k in ("keyword", "en", "ru", "pl", "source_ref")} for r in src.codex}.values())
    summaries = card_summaries(src)
    steps.step()
    meta = [{"key": "digest", "value": src.digest}, {"key": "schema_version", "value": str(SCHEMA_VERSION)}]
    with engine.begin() as con:
        for table, rows in ((CardRow, cards), (PrintingRow, printings), (CardSchoolRow, schools),
                            (CardTraitRow, traits), (CardSubtypeRow, subtypes), (MageRow, mages), (NameRow, names),
                            (ProductRow, products), (TermRow, _dedupe_terms(terms)), (CodexRow, codex), (LibMeta, meta),
                            (CardSummaryRow, summaries), (EffectRow, src.effect_rows)):
            if rows:
                con.execute(insert(table.__table__), rows)
            steps.step()
        raw = con.connection.driver_connection
        raw.execute(FTS_DDL)
        mage_ids = {slug(m["name"]) for m in src.mages}
        fts_rows: dict[str, set[str]] = {}
        for cid, _, text, _, _ in src.names:
            if cid in mage_ids and cid not in {c["id"] for c in src.cards}:
                continue
            fts_rows.setdefault(cid, set()).update((text, fold(text)))
        raw.executemany("INSERT INTO card_fts(card_id, text) VALUES (?, ?)",
                        [(cid, " | ".join(sorted(texts))) for cid, texts in fts_rows.items()])
        steps.step()
        raw.execute(SUMMARY_FTS_DDL)
        raw.executemany("INSERT INTO summary_fts(card_id, lang, text) VALUES (?, ?, ?)",
                        [(r["card_id"], r["lang"], f"{r['text']} | {fold(r['text'])}") for r in summaries])
        steps.step()
    engine.dispose()


def effects_by_card(src: LibrarySource) -> dict[str, list[dict]]:
    """db/effects rows grouped per card, in their order (`seq`)."""
    out: dict[str, list[dict]] = {}
    for row in sorted(src.effect_rows, key=lambda r: (r["card_id"], r.get("seq", 0))):
        out.setdefault(row["card_id"], []).append(row)
    return out


def card_summaries(src: LibrarySource) -> list[dict]:
    """Every card's effect summary in en/ru/pl from its structured effects and the templates
    (db/i18n/effect_templates.csv), game terms from the term table."""
    from spellforge.i18n.effect_facts import facts_summary
    from spellforge.i18n.effect_summary import LANGS, summarise

    effects = effects_by_card(src)
    if not effects or src.templates is None:
        return []
    table = {(t["category"], t["key"]): t for t in src.terms}

    from spellforge.domain.ids import card_id

    card_names = {(cid, lang): text for cid, lang, text, kind, _ in src.names if kind == "name"}

    def term(category: str, key: str, lang: str) -> str:
        if category == "card":  # a card named in an effect (summon Talos): its name in `lang`
            found = card_names.get((card_id(key), lang))
            if found:
                return found
        row = table.get((category, key))
        return (row.get(lang) or key) if row else key

    cards = {c["id"]: c for c in src.cards}
    rows = []
    for cid, card_effects in effects.items():
        facts_only = all(r["kind"] == "unmodelled" for r in card_effects) and cid in cards
        for lang in LANGS:
            if facts_only:  # no rules text in any source: say what the card's facts say
                rows.append({"card_id": cid, "lang": lang, "text": facts_summary(cards[cid], lang, src.templates, term)})
                continue
            # Not strict: a kind of db/effects without a template yet (db/effects grows faster
            # than the templates) costs only its own sentence, never the build; the templates
            # test (tests/i18n/test_effect_templates.py) fails on it.
            attached = cards[cid]["type"] in ("Enchantment", "Equipment") if cid in cards else None
            text = summarise(card_effects, lang, src.templates, term, strict=False, attached=attached)
            if text:
                rows.append({"card_id": cid, "lang": lang, "text": text})
    return rows


def _dedupe_terms(terms: list[dict]) -> list[dict]:
    out: dict[tuple[str, str], dict] = {}
    for t in terms:
        out.setdefault((t["category"], t["key"]), t)
    return list(out.values())
