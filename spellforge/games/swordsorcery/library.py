"""The Sword & Sorcery library: the facts shipped in db/sword-sorcery/*.csv (names, alignments,
counts and rules parameters from seed 002, each row with its line) merged with what the user
typed in from their own box (userdata.py: hero cards, soul stones, skills, items).

Both use the same columns, so one reader checks both and names the file and line of a bad cell.
A user row completes or corrects the fact row of the same name (any language); a name the facts
do not know adds a record. Unknown values stay None/"": the validator checks what is known and
says what is missing, it never guesses a number.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field, replace
from pathlib import Path

from spellforge import paths
from spellforge.games.swordsorcery import rules
from spellforge.library.normalize import fold

LANGS = ("en", "ru", "pl")

# file -> its columns (the user's templates have the same ones; facts add the name columns)
COLUMNS = {
    "heroes.csv": ("hero", "side", "alignment", "styles", "inventory", "save", "movement", "starting_skills", "source"),
    "soul_stone.csv": ("hero", "side", "level", "hp", "skills", "general_stars", "combat_actions",
                       "special_actions", "source"),
    "skills.csv": ("name", "kind", "hero", "side", "alignment", "min_level", "tiers", "source"),
    "items.csv": ("name", "deck", "face", "pair", "category", "hand", "styles", "cost", "act", "charges",
                  "grants_skill", "source"),
}
NAME_COLUMNS = ("name_en", "name_pl", "names_source")  # facts only: other languages of `name`
HERO_NAME_COLUMNS = ("hero_en", "hero_pl", "side_en", "side_pl", "names_source")
REQUIRED = {"heroes.csv": ("hero", "side"), "soul_stone.csv": ("hero", "side", "level"),
            "skills.csv": ("name",), "items.csv": ("name",)}


class SSDataError(ValueError):
    """A row that cannot be used: `where` (file:line) and a code with its parameters, said in the
    reader's language by told(translate) (messages.data_templates); str() is the English sentence."""

    def __init__(self, where, code: str, **params):
        self.where, self.code, self.params = str(where), code, params
        super().__init__(self.told())

    def told(self, translate=None) -> str:
        from spellforge.games.swordsorcery.messages import data_sentence

        return f"{self.where}: {data_sentence(self.code, self.params, translate)}"


@dataclass(frozen=True)
class Names:
    ru: str
    en: str = ""
    pl: str = ""
    source: str = ""  # where en/pl come from ("project" = our translation)

    def get(self, lang: str) -> str:
        return {"en": self.en, "pl": self.pl}.get(lang) or self.ru

    def all(self) -> tuple[str, ...]:
        return tuple(n for n in (self.ru, self.en, self.pl) if n)


@dataclass(frozen=True)
class Side:
    """One side of a hero card: the class, its alignment and the hero card's stats (002 L997-1009)."""
    id: str
    hero: str  # hero id
    hero_names: Names
    names: Names
    alignment: str
    styles: frozenset[str] = frozenset()
    inventory: int | None = None
    save: str = ""
    movement: int | None = None
    starting_skills: tuple[str, ...] = ()
    source: str = ""


@dataclass(frozen=True)
class SoulRow:
    """One level of one side of a soul stone (002 L1057-1061)."""
    side: str
    level: int
    hp: int | None = None
    skills: int | None = None  # class skill cards at this level (002 L1386)
    general_stars: int | None = None  # "*" = 1, "**" = 2 (002 L1384)
    combat_actions: int | None = None
    special_actions: int | None = None
    source: str = ""


@dataclass(frozen=True)
class Skill:
    id: str
    names: Names
    kind: str = ""  # starting | class | general | summon
    hero: str = ""  # hero id of a class skill
    side: str = ""  # side id when only one side may take it
    alignment: str = ""  # order | chaos | none; "" = not entered yet
    min_level: int | None = None  # the first Roman numeral (002 L1412)
    tiers: tuple[int, ...] = ()
    source: str = ""


@dataclass(frozen=True)
class Item:
    id: str
    names: Names
    deck: str = ""  # emporium | treasure | soul_weapon | stash
    face: str = ""  # front | back (emporium cards, 002 L2315)
    pair: str = ""  # the item id on the other face
    category: str = ""  # weapon | armour | artifact | other
    hand: str = ""  # two_handed | main | off | universal (weapons)
    styles: str = ""  # any | magic | agility|strength | !magic (002 L1578-1594)
    cost: int | None = None
    act: int | None = None
    charges: int | None = None
    grants_skill: str = ""
    source: str = ""


@dataclass
class SSLibrary:
    sides: dict[str, Side] = field(default_factory=dict)
    soul: dict[tuple[str, int], SoulRow] = field(default_factory=dict)
    skills: dict[str, Skill] = field(default_factory=dict)
    items: dict[str, Item] = field(default_factory=dict)
    components: dict[str, tuple[int, str]] = field(default_factory=dict)  # key -> (count, cite)
    terms: dict[str, Names] = field(default_factory=dict)

    # -- names in any language -------------------------------------------------------------------
    def heroes(self) -> dict[str, Names]:
        return {s.hero: s.hero_names for s in self.sides.values()}

    def hero(self, name: str) -> str | None:
        key = fold(name)
        for s in self.sides.values():
            if key in {fold(n) for n in s.hero_names.all()} or key == s.hero:
                return s.hero
        return None

    def side(self, name: str, hero: str | None = None) -> Side | None:
        key = fold(name)
        for s in self.sides.values():
            if (hero is None or s.hero == hero) and (key == s.id or key in {fold(n) for n in s.names.all()}):
                return s
        return None

    def hero_sides(self, hero: str) -> list[Side]:
        return [s for s in self.sides.values() if s.hero == hero]

    def skill(self, name: str) -> Skill | None:
        return _find(self.skills, name)

    def item(self, name: str) -> Item | None:
        return _find(self.items, name)

    def soul_row(self, side: str, level: int) -> SoulRow | None:
        return self.soul.get((side, level))

    def term(self, key: str, lang: str) -> str:
        names = self.terms.get(key)
        return names.get(lang) if names else key


def _find(records: dict, name: str):
    if name in records:
        return records[name]
    key = fold(name)
    for r in records.values():
        if key in {fold(n) for n in r.names.all()}:
            return r
    return None


def data_dir() -> Path:
    return paths.game_db_dir(rules.GAME_ID)


# -- reading CSV (facts and user files alike) --------------------------------------------------
def read_rows(text: str, file: str, columns: tuple[str, ...], extra: tuple[str, ...] = ()) -> list[tuple[int, dict]]:
    """(line, row) for each non-empty row; a missing column, an unknown one or a ragged row stops
    with the file and line. Lines starting with # are comments (the templates' guidance)."""
    lines = [ln for ln in text.splitlines()]
    reader = csv.reader(io.StringIO("\n".join(lines)))
    header: list[str] | None = None
    out = []
    for row in reader:
        line = reader.line_num
        if not row or not any(c.strip() for c in row) or row[0].lstrip().startswith("#"):
            continue
        if header is None:
            header = [c.strip().lstrip("\ufeff") for c in row]
            missing = [c for c in columns if c not in header]
            unknown = [c for c in header if c not in columns and c not in extra]
            if missing or unknown:
                raise SSDataError(f"{file}:{line}", "columns", columns=", ".join(columns),
                                  missing=", ".join(missing), unknown=", ".join(unknown))
            continue
        if len(row) > len(header):
            raise SSDataError(f"{file}:{line}", "cells", cells=len(row), header=len(header))
        out.append((line, {h: (row[i].strip() if i < len(row) else "") for i, h in enumerate(header)}))
    if header is None:
        raise SSDataError(f"{file}:1", "empty", columns=",".join(columns))
    return out


def _int(value: str, file: str, line: int, column: str, lo: int = 0, hi: int = 999) -> int | None:
    if value == "":
        return None
    try:
        n = int(value)
    except ValueError:
        raise SSDataError(f"{file}:{line}", "whole_number", column=column, value=repr(value)) from None
    if not lo <= n <= hi:
        raise SSDataError(f"{file}:{line}", "range", column=column, low=lo, high=hi, value=n)
    return n


def _choice(value: str, allowed: tuple[str, ...], file: str, line: int, column: str) -> str:
    v = value.strip().lower()
    if v and v not in allowed:
        raise SSDataError(f"{file}:{line}", "one_of", column=column, allowed=", ".join(allowed), value=repr(value))
    return v


def _styles(value: str, file: str, line: int) -> str:
    """An item's runes: any, one style, a|b, or !style (002 L1578-1594)."""
    v = value.strip().lower().replace(" ", "")
    if v in ("", "any"):
        return v
    for s in v.lstrip("!").split("|"):
        if s not in rules.STYLES:
            raise SSDataError(f"{file}:{line}", "item_styles", value=repr(s), allowed=", ".join(rules.STYLES))
    return v


# -- facts ---------------------------------------------------------------------------------------
def load_facts(folder: Path | None = None) -> SSLibrary:
    folder = Path(folder) if folder else data_dir()
    lib = SSLibrary()

    def text(name: str) -> str:
        try:
            return (folder / name).read_text(encoding="utf-8")
        except (OSError, UnicodeError) as exc:
            raise SSDataError(folder / name, "unreadable", error=exc) from None

    f = str(folder / "terms.csv")
    for line, r in read_rows(text("terms.csv"), f, ("key", "ru", "en", "pl", "source")):
        lib.terms[r["key"]] = Names(r["ru"], r["en"], r["pl"], r["source"])
    f = str(folder / "components.csv")
    for line, r in read_rows(text("components.csv"), f, ("key", "count", "source")):
        lib.components[r["key"]] = (_int(r["count"], f, line, "count") or 0, r["source"])
    add_rows(lib, "heroes.csv", read_rows(text("heroes.csv"), str(folder / "heroes.csv"),
                                          COLUMNS["heroes.csv"], HERO_NAME_COLUMNS), str(folder / "heroes.csv"))
    for name in ("skills.csv", "items.csv"):
        add_rows(lib, name, read_rows(text(name), str(folder / name), COLUMNS[name], NAME_COLUMNS), str(folder / name))
    return lib


def add_rows(lib: SSLibrary, kind: str, rows: list[tuple[int, dict]], file: str) -> None:
    """Fold rows of one file into `lib` (facts first, then the user's): a row for a known name
    fills or corrects that record; a new name adds one."""
    for line, r in rows:
        for col in REQUIRED[kind]:
            if not r.get(col):
                raise SSDataError(f"{file}:{line}", "empty_cell", column=col)
        if kind == "heroes.csv":
            _add_side(lib, r, file, line)
        elif kind == "soul_stone.csv":
            _add_soul(lib, r, file, line)
        elif kind == "skills.csv":
            _add_skill(lib, r, file, line)
        else:
            _add_item(lib, r, file, line)
    if kind == "items.csv":
        for item in list(lib.items.values()):  # the pair column may name either face, in any language
            if item.pair and item.pair not in lib.items:
                other = lib.item(item.pair)
                if other is not None:
                    lib.items[item.id] = replace(item, pair=other.id)


def _side_of(lib: SSLibrary, r: dict, file: str, line: int) -> Side:
    hero = lib.hero(r["hero"])
    if hero is None:
        raise SSDataError(f"{file}:{line}", "no_hero_known", name=repr(r["hero"]),
                          known=", ".join(n.ru for n in lib.heroes().values()))
    side = lib.side(r["side"], hero)
    if side is None:
        raise SSDataError(f"{file}:{line}", "no_side", hero=r["hero"], name=repr(r["side"]),
                          known=", ".join(s.names.ru for s in lib.hero_sides(hero)))
    return side


def _add_side(lib: SSLibrary, r: dict, file: str, line: int) -> None:
    alignment = _choice(r.get("alignment", ""), rules.ALIGNMENTS, file, line, "alignment")
    styles = frozenset(s for s in r.get("styles", "").lower().replace(" ", "").split("|") if s)
    for s in styles:
        if s not in rules.STYLES:
            raise SSDataError(f"{file}:{line}", "hero_styles", value=repr(s), allowed=", ".join(rules.STYLES))
    stats = dict(inventory=_int(r.get("inventory", ""), file, line, "inventory", 0, 20),
                 save=r.get("save", ""), movement=_int(r.get("movement", ""), file, line, "movement", 0, 20),
                 starting_skills=tuple(s.strip() for s in r.get("starting_skills", "").split(";") if s.strip()))
    if "hero_en" in r:  # a fact row: a new side
        hero_names = Names(r["hero"], r["hero_en"], r["hero_pl"], r["names_source"])
        names = Names(r["side"], r["side_en"], r["side_pl"], r["names_source"])
        hero = lib.hero(r["hero"]) or fold(r["hero_en"] or r["hero"]).replace(" ", "-")
        sid = fold(r["side_en"] or r["side"]).replace(" ", "-")
        lib.sides[sid] = Side(sid, hero, hero_names, names, alignment, styles, source=r["source"], **stats)
        return
    side = _side_of(lib, r, file, line)
    if alignment and alignment != side.alignment:
        raise SSDataError(f"{file}:{line}", "alignment", side=side.names.ru, rulebook=side.alignment,
                          cite=side.source, value=alignment)
    lib.sides[side.id] = replace(side, styles=styles or side.styles,
                                 **{k: v for k, v in stats.items() if v not in (None, "", ())},
                                 source=_join(side.source, r.get("source", "")))


def _add_soul(lib: SSLibrary, r: dict, file: str, line: int) -> None:
    side = _side_of(lib, r, file, line)
    level = _int(r["level"], file, line, "level", rules.MIN_LEVEL, rules.MAX_LEVEL)
    if not any(r.get(c, "") for c in ("hp", "skills", "general_stars", "combat_actions", "special_actions")):
        return  # a template row not filled in yet: nothing is known of that level
    stars = r.get("general_stars", "")
    # no "*" printed beside the number: no general skill at this level (002 L1380-1386)
    general = stars.count("*") if stars and set(stars) == {"*"} else (_int(stars, file, line, "general_stars", 0, 2) or 0)
    lib.soul[(side.id, level)] = SoulRow(
        side.id, level, _int(r.get("hp", ""), file, line, "hp", 1, 99),
        _int(r.get("skills", ""), file, line, "skills", 0, 20), general,
        _int(r.get("combat_actions", ""), file, line, "combat_actions", 0, 9),
        _int(r.get("special_actions", ""), file, line, "special_actions", 0, 9), r.get("source", ""))


def _names(r: dict) -> Names:
    return Names(r["name"], r.get("name_en", ""), r.get("name_pl", ""), r.get("names_source", ""))


def _add_skill(lib: SSLibrary, r: dict, file: str, line: int) -> None:
    hero = ""
    if r.get("hero"):
        hero = lib.hero(r["hero"]) or ""
        if not hero:
            raise SSDataError(f"{file}:{line}", "no_hero", name=repr(r["hero"]))
    side = _side_of(lib, r, file, line).id if r.get("side") else ""
    tiers = tuple(_int(t.strip(), file, line, "tiers", 1, 7) for t in r.get("tiers", "").split(";") if t.strip())
    new = dict(kind=_choice(r.get("kind", ""), rules.SKILL_KINDS, file, line, "kind"), hero=hero, side=side,
               alignment=_choice(r.get("alignment", ""), ("order", "chaos", "none"), file, line, "alignment"),
               min_level=_int(r.get("min_level", ""), file, line, "min_level", 1, 7), tiers=tiers)
    old = lib.skill(r["name"])
    if old is None:
        sid = fold(r.get("name_en") or r["name"]).replace(" ", "-")
        lib.skills[sid] = Skill(sid, _names(r), source=r.get("source", ""), **new)
    else:
        lib.skills[old.id] = replace(old, **{k: v for k, v in new.items() if v not in (None, "", ())},
                                     source=_join(old.source, r.get("source", "")))


def _add_item(lib: SSLibrary, r: dict, file: str, line: int) -> None:
    new = dict(deck=_choice(r.get("deck", ""), rules.DECKS, file, line, "deck"),
               face=_choice(r.get("face", ""), ("front", "back"), file, line, "face"),
               pair=r.get("pair", ""),
               category=_choice(r.get("category", ""), rules.CATEGORIES, file, line, "category"),
               hand=_choice(r.get("hand", ""), rules.HANDS, file, line, "hand"),
               styles=_styles(r.get("styles", ""), file, line),
               cost=_int(r.get("cost", ""), file, line, "cost", 0, 9999),
               act=_int(r.get("act", ""), file, line, "act", 1, 9),
               charges=_int(r.get("charges", ""), file, line, "charges", 0, 20),
               grants_skill=r.get("grants_skill", ""))
    if new["hand"] and new["category"] not in ("", "weapon"):
        raise SSDataError(f"{file}:{line}", "hand", category=new["category"])
    old = lib.item(r["name"])
    if old is None:
        iid = fold(r.get("name_en") or r["name"]).replace(" ", "-")
        lib.items[iid] = Item(iid, _names(r), source=r.get("source", ""), **new)
    else:
        lib.items[old.id] = replace(old, **{k: v for k, v in new.items() if v not in (None, "")},
                                    source=_join(old.source, r.get("source", "")))


def _join(a: str, b: str) -> str:
    return "; ".join(x for x in (a, b) if x)
