"""The Mage Knight card library: frozen records of db/mage-knight/*.csv.

`load` reads and checks the CSVs (the reviewed source; a bad row stops it with the file and
line). What the game uses is `store.library()`: the records as stored in the SQLite library built
from those CSVs through the library layer's mechanism (store.py, rebuilt when they change), held
in memory — about 230 rows, so every lookup is a dict access. This module imports no store: the
store builds from it, never the other way round.
"""

from __future__ import annotations

import csv
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from spellforge import paths

GAME_DIR = "mage-knight"
RESOURCES = ("move", "attack", "block", "influence")
BASIC_COLOURS = ("red", "blue", "green", "white")
SETS = ("base", "lost_legion", "krang", "shades_of_tezla", "unplaced")
DECK_SIZE = 16  # MK L207
LANGS = ("en", "ru", "pl")
# Usual spellings beside the seed's: players write «Товак», the rulebook prints «Тобак» (001 L2497).
_HERO_SPELLINGS = {"товак": "tovak"}


class MKDataError(ValueError):
    """A row of db/mage-knight/ that cannot be used; the message names the file and line."""


@dataclass(frozen=True)
class Names:
    en: str
    ru: str
    ru_source: str
    pl: str = ""
    pl_source: str = ""

    def get(self, lang: str) -> str:
        return {"ru": self.ru, "pl": self.pl}.get(lang) or self.en


@dataclass(frozen=True)
class BasicCard:
    id: str
    names: Names
    type: str  # basic_action | wound
    colour: str
    hero: str  # "" = a standard card
    replaces: str
    standard_copies: int
    basic_cost: str  # "discard": the basic value needs another card discarded
    in_starting_deck: bool
    basic: dict[str, int] = field(hash=False)
    powered: dict[str, int] = field(hash=False)
    set: str = "base"
    note: str = ""

    @property
    def is_wound(self) -> bool:
        return self.type == "wound"


@dataclass(frozen=True)
class Deed:
    id: str
    type: str  # advanced_action | spell | artifact
    names: Names
    colour: str
    set: str
    set_evidence: str
    number_range: str
    number_source: str
    interaction: bool
    verified: bool
    night: Names | None = None  # a spell's lower half, its night effect (MK L4690-4694)
    number: str = ""  # the printed card number as a public source gives it ("65", "UE266"); "" = none
    verified_by: str = ""  # seed | number | seed+number (db/mage-knight/README.md); "" = unverified


@dataclass(frozen=True)
class Unit:
    id: str
    names: Names
    tier: str  # regular | elite
    level: int
    cost: int
    armour: int
    copies: int
    recruit_sites: tuple[str, ...]
    interaction_only: bool
    set: str
    set_evidence: str
    number_range: str
    verified: bool
    number: str = ""
    verified_by: str = ""


@dataclass(frozen=True)
class Skill:
    id: str
    hero: str
    names: Names
    interaction: bool
    mode: str = ""  # an interaction skill's mode: cooperative | competitive (MK L4803-4805)
    verified: bool = False  # the seed names the skill; otherwise only `source` gives it
    source: str = ""


@dataclass(frozen=True)
class Hero:
    id: str
    names: Names
    set: str
    crystals: tuple[str, ...]
    skill_tokens: int
    skill_tokens_source: str
    unique_cards: tuple[str, ...]
    unique_evidence: str
    unique_verified: bool
    crystals_source: str = ""  # where the hero card's three dots come from (heroes.csv)
    crystals_verified: str = ""  # seed | public (two public sources agree) | no


@dataclass(frozen=True)
class Product:
    id: str
    names: Names
    sets: tuple[str, ...]
    source: str


@dataclass(frozen=True)
class Level:
    """One row of the fame track (levels.csv): the fame a level needs, its reward and the
    top level token's values, each with its source."""
    level: int
    fame: int
    reward: str  # start | skill_and_advanced_action | command_token (MK L4845, L5942)
    command_tokens: int
    armour: int
    hand_limit: int
    fame_source: str
    stats_source: str
    verified: bool  # the fame threshold is printed in the seed (levels 1-3); the rest is public data


@dataclass(frozen=True)
class NumberRange:
    set: str
    type: str
    count: int
    first: int | None
    last: int | None
    source: str


def data_dir() -> Path:
    return paths.game_db_dir(GAME_DIR)


def _rows(path: Path):
    try:
        with path.open(encoding="utf-8", newline="") as fh:
            for line_no, row in enumerate(csv.DictReader(fh), start=2):
                yield line_no, row
    except OSError as exc:
        raise MKDataError(f"{path}: {exc.strerror or exc}") from None


def _int(path: Path, line: int, row: dict, key: str) -> int:
    try:
        return int(row[key])
    except (KeyError, TypeError, ValueError):
        raise MKDataError(f"{path}:{line}: column {key!r} must be a whole number, got {row.get(key)!r}") from None


def _names(row: dict) -> Names:
    return Names(row["name_en"], row.get("name_ru", ""), row.get("name_ru_source", ""),
                 row.get("name_pl", ""), row.get("name_pl_source", ""))


def _check(path: Path, line: int, ok: bool, message: str) -> None:
    if not ok:
        raise MKDataError(f"{path}:{line}: {message}")


@dataclass(frozen=True)
class MKLibrary:
    basics: dict[str, BasicCard]
    deeds: dict[str, Deed]
    units: dict[str, Unit]
    skills: dict[str, Skill]
    heroes: dict[str, Hero]
    products: dict[str, Product]
    numbering: tuple[NumberRange, ...]
    terms: dict[str, Names] = field(default_factory=dict)  # resources and colours, per language
    levels: tuple[Level, ...] = ()  # the fame track, level 1 to 10 (levels.csv)

    def term(self, key: str, lang: str) -> str:
        names = self.terms.get(key)
        return names.get(lang) if names else key

    # --- lookups --------------------------------------------------------------------------
    def card(self, card_id: str) -> BasicCard | Deed | Unit | None:
        return self.basics.get(card_id) or self.deeds.get(card_id) or self.units.get(card_id)

    def hero(self, name: str) -> Hero | None:
        """A hero by id or by a name in any language (case-insensitive; ё = е)."""
        key = name.strip().casefold().replace("ё", "е")
        key = _HERO_SPELLINGS.get(key, key)
        for hero in self.heroes.values():
            if key in {hero.id, hero.names.en.casefold(), hero.names.ru.casefold().replace("ё", "е"),
                       hero.names.pl.casefold()}:
                return hero
        return None

    def standard_deck(self) -> Counter[str]:
        return Counter({c.id: c.standard_copies for c in self.basics.values() if c.standard_copies})

    def hero_deck(self, hero_id: str) -> Counter[str]:
        """The hero's 16 starting cards: the standard deck with each unique card in place of the
        card it replaces (MK L207, L4678)."""
        deck = self.standard_deck()
        for card_id in self.heroes[hero_id].unique_cards:
            card = self.basics[card_id]
            deck[card.replaces] -= 1
            deck[card_id] += 1
        return +deck

    def cards_in_sets(self, sets: set[str] | frozenset[str]) -> dict[str, int]:
        """Card count (copies for units) per kind that owning `sets` gives."""
        out: Counter[str] = Counter()
        for d in self.deeds.values():
            if d.set in sets:
                out[d.type] += 1
        for u in self.units.values():
            if u.set in sets:
                out[f"{u.tier}_unit"] += u.copies
        for h in self.heroes.values():
            if h.set in sets:
                out["hero"] += 1
                out["basic_action"] += DECK_SIZE
        return dict(out)


def load(folder: Path | None = None) -> MKLibrary:
    folder = folder or data_dir()
    basics: dict[str, BasicCard] = {}
    p = folder / "basic_actions.csv"
    for line, r in _rows(p):
        _check(p, line, r["type"] in ("basic_action", "wound"), f"unknown type {r['type']!r}")
        _check(p, line, r["type"] == "wound" or r["colour"] in BASIC_COLOURS, f"unknown colour {r['colour']!r}")
        _check(p, line, r["set"] in SETS, f"unknown set {r['set']!r}")
        basics[r["id"]] = BasicCard(
            r["id"], _names(r), r["type"], r["colour"], r["hero"], r["replaces"],
            _int(p, line, r, "standard_copies"), r["basic_cost"], r["in_starting_deck"] == "yes",
            {res: _int(p, line, r, res) for res in RESOURCES},
            {res: _int(p, line, r, res + "_powered") for res in RESOURCES}, r["set"], r.get("note", ""))
    std = sum(c.standard_copies for c in basics.values())
    if std != DECK_SIZE:
        raise MKDataError(f"{p}: the standard copies add up to {std}, not {DECK_SIZE} (MK L207)")
    for c in basics.values():
        if c.replaces and c.replaces not in basics:
            raise MKDataError(f"{p}: {c.id} replaces an unknown card {c.replaces!r}")

    deeds: dict[str, Deed] = {}
    p = folder / "deeds.csv"
    for line, r in _rows(p):
        _check(p, line, r["type"] in ("advanced_action", "spell", "artifact"), f"unknown type {r['type']!r}")
        _check(p, line, r["set"] in SETS, f"unknown set {r['set']!r}")
        night = (Names(r["night_name_en"], r["night_name_ru"], r["night_name_ru_source"],
                       r.get("night_name_pl", ""), r.get("night_name_pl_source", ""))
                 if r.get("night_name_en") else None)
        deeds[r["id"]] = Deed(r["id"], r["type"], _names(r), r["colour"], r["set"], r["set_evidence"],
                              r["number_range"], r["number_source"], r["interaction"] == "yes", r["verified"] == "yes",
                              night, r.get("number", ""), r.get("verified_by", ""))

    units: dict[str, Unit] = {}
    p = folder / "units.csv"
    for line, r in _rows(p):
        _check(p, line, r["tier"] in ("regular", "elite"), f"unknown tier {r['tier']!r}")
        _check(p, line, r["set"] in SETS, f"unknown set {r['set']!r}")
        units[r["id"]] = Unit(r["id"], _names(r), r["tier"], _int(p, line, r, "level"), _int(p, line, r, "cost"),
                              _int(p, line, r, "armour"), _int(p, line, r, "copies"),
                              tuple(s for s in r["recruit_sites"].split("+") if s), r["interaction_only"] == "yes",
                              r["set"], r["set_evidence"], r["number_range"], r["verified"] == "yes",
                              r.get("number", ""), r.get("verified_by", ""))

    heroes: dict[str, Hero] = {}
    p = folder / "heroes.csv"
    for line, r in _rows(p):
        uniques = tuple(u for u in r["unique_cards"].split("+") if u)
        for u in uniques:
            _check(p, line, u in basics and basics[u].replaces, f"unique card {u!r} is not a replacement card in basic_actions.csv")
        crystals = tuple(r["crystals"].split("+"))
        _check(p, line, all(c in BASIC_COLOURS for c in crystals), f"unknown crystal colour in {r['crystals']!r}")
        _check(p, line, len(crystals) == 3, "a hero card shows three crystal dots (MK L1013)")
        _check(p, line, r.get("crystals_verified", "") in ("seed", "public", "no"),
               f"crystals_verified must be seed, public or no, got {r.get('crystals_verified')!r}")
        heroes[r["id"]] = Hero(r["id"], _names(r), r["set"], crystals, _int(p, line, r, "skill_tokens"),
                               r["skill_tokens_source"], uniques, r["unique_evidence"], r["unique_verified"] == "yes",
                               r.get("crystals_source", ""), r.get("crystals_verified", ""))

    skills: dict[str, Skill] = {}
    p = folder / "skills.csv"
    for line, r in _rows(p):
        _check(p, line, r["hero"] in heroes, f"unknown hero {r['hero']!r}")
        mode = r.get("mode", "")
        _check(p, line, mode in ("", "cooperative", "competitive"), f"unknown mode {mode!r}")
        skills[r["id"]] = Skill(r["id"], r["hero"], _names(r), r["interaction"] == "yes", mode,
                                r.get("verified", "") == "yes", r.get("source", ""))

    products: dict[str, Product] = {}
    p = folder / "products.csv"
    for line, r in _rows(p):
        sets = tuple(r["sets"].split("+"))
        _check(p, line, all(s in SETS for s in sets), f"unknown set in {r['sets']!r}")
        products[r["id"]] = Product(r["id"], _names(r), sets, r["source"])

    numbering = []
    p = folder / "numbering.csv"
    for line, r in _rows(p):
        numbering.append(NumberRange(r["set"], r["type"], _int(p, line, r, "count"),
                                     int(r["first"]) if r["first"] else None,
                                     int(r["last"]) if r["last"] else None, r["source"]))
    terms = {}
    p = folder / "terms.csv"
    for line, r in _rows(p):
        _check(p, line, bool(r["key"] and r["en"] and r["ru"]), "a term needs key, en and ru")
        terms[r["key"]] = Names(r["en"], r["ru"], r["ru_source"], r["pl"], r["pl_source"])
    levels = []
    p = folder / "levels.csv"
    for line, r in _rows(p):
        _check(p, line, r["reward"] in ("start", "skill_and_advanced_action", "command_token"),
               f"unknown reward {r['reward']!r}")
        levels.append(Level(_int(p, line, r, "level"), _int(p, line, r, "fame"), r["reward"],
                            _int(p, line, r, "command_tokens"), _int(p, line, r, "armour"),
                            _int(p, line, r, "hand_limit"), r["fame_source"], r["stats_source"], r["verified"] == "yes"))
        _check(p, line, levels[-1].level == len(levels), "levels must run 1, 2, 3… in order")
        _check(p, line, len(levels) == 1 or levels[-1].fame > levels[-2].fame, "fame must rise with the level")
    _check(p, len(levels) + 1, len(levels) == 10, "the fame track has levels 1 to 10 (MK L5906)")
    return MKLibrary(basics, deeds, units, skills, heroes, products, tuple(numbering), terms, tuple(levels))


def stats(lib: MKLibrary) -> dict:
    """Card counts by type and set, checked against the seed's numbering (numbering.csv)."""
    by: dict[str, Counter[str]] = {}

    def add(kind: str, set_: str, n: int = 1) -> None:
        by.setdefault(kind, Counter())[set_] += n

    for h in lib.heroes.values():
        add("basic_action", h.set, DECK_SIZE)
    for d in lib.deeds.values():
        add(d.type, d.set)
    for u in lib.units.values():
        add(f"{u.tier}_unit", u.set, u.copies)
    for s in lib.skills.values():
        add("skill", lib.heroes[s.hero].set)
    checks = []
    for n in lib.numbering:
        have = by.get(n.type, Counter())[n.set]
        if n.type == "basic_action":
            have = DECK_SIZE  # per hero
        checks.append({"set": n.set, "type": n.type, "seed_count": n.count, "library_count": have,
                       "range": f"{n.first}-{n.last}" if n.first else "", "source": n.source,
                       "matches": have == n.count})
    return {
        "counts": {kind: dict(sorted(c.items(), key=lambda kv: SETS.index(kv[0]))) for kind, c in by.items()},
        "totals": {kind: sum(c.values()) for kind, c in by.items()},
        "heroes": len(lib.heroes),
        "seed_checks": checks,
        "unverified": {
            "deeds": sum(1 for d in lib.deeds.values() if not d.verified),
            "units": sum(1 for u in lib.units.values() if not u.verified),
            "hero_unique_pairs": [h.id for h in lib.heroes.values() if not h.unique_verified],
            "hero_crystals": [h.id for h in lib.heroes.values() if h.crystals_verified == "no"],
            "skills": [s.id for s in lib.skills.values() if not s.verified],
        },
        "russian_names": {
            "from_seed": sum(1 for c in _all_named(lib) if c.ru_source.startswith("seed:")),
            "project": sum(1 for c in _all_named(lib) if c.ru_source == "project"),
        },
    }


def _all_named(lib: MKLibrary):
    for group in (lib.basics, lib.deeds, lib.units, lib.skills, lib.heroes):
        for item in group.values():
            yield item.names
            if getattr(item, "night", None):
                yield item.night


@dataclass(frozen=True)
class Row:
    """One line of the card list: any kind of card, skill or hero, with its facts."""

    id: str
    kind: str  # basic_action | wound | advanced_action | spell | artifact | regular_unit | elite_unit | skill
    names: Names
    colour: str
    set: str
    hero: str
    facts: str  # "level 2, cost 7, armour 4, ×2, monastery" for units, "" otherwise
    number_range: str
    verified: bool
    number: str = ""


def rows(lib: MKLibrary) -> list[Row]:
    out = []
    for c in lib.basics.values():
        out.append(Row(c.id, c.type, c.names, c.colour, c.set, c.hero, "", "", c.type == "wound" or c.in_starting_deck))
    for d in lib.deeds.values():
        out.append(Row(d.id, d.type, d.names, d.colour, d.set, "", "", d.number_range, d.verified, d.number))
    for u in lib.units.values():
        facts = f"level {u.level}, cost {u.cost}, armour {u.armour}, ×{u.copies}, {'/'.join(u.recruit_sites)}"
        out.append(Row(u.id, f"{u.tier}_unit", u.names, "", u.set, "", facts, u.number_range, u.verified, u.number))
    for s in lib.skills.values():
        out.append(Row(s.id, "skill", s.names, "", lib.heroes[s.hero].set, s.hero, "", "", True))
    return out
