"""Sword & Sorcery search in the shared search language (spellforge/library/search/grammar.py):

    молнии                     plain words: names of heroes, classes, skills and items in Russian,
                               English or Polish, and the words of kinds, alignments and styles
    t:skill h:Торгар           key:value; keys in three languages (SS_KEY_NAMES)
    l<=3 or cost>=40           numbers compare with = != < <= > >=; `or` (или, lub), parentheses
    -al:chaos "заряд молнии"   a leading minus negates; double quotes make a phrase

The same parser and SearchError codes as Mage Wars and Mage Knight, with this game's key table.
Headless: the records are the library's (facts + the user's box data).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from spellforge.games.swordsorcery.library import SSLibrary
from spellforge.library.normalize import fold
from spellforge.library.search.grammar import (
    KEY_NAMES, And, KeySet, Node, Not, Or, SearchError, Term, Word, combine, parse_lenient,
)

SS_KEY_NAMES: dict[str, dict[str, tuple[str, ...]]] = {
    "name": KEY_NAMES["name"],
    "type": KEY_NAMES["type"],
    "hero": {"en": ("h", "hero"), "ru": ("г", "герой"), "pl": ("b", "bohater")},
    "alignment": {"en": ("al", "alignment"), "ru": ("мир", "мировоззрение"), "pl": ("ch", "charakter", "św", "światopogląd")},
    "style": {"en": ("style",), "ru": ("стиль",), "pl": ("styl",)},
    "level": KEY_NAMES["level"],
    "cost": {"en": ("c", "cost"), "ru": ("ц", "цена", "стоимость"), "pl": ("k", "koszt")},
    "act": {"en": ("act",), "ru": ("акт",), "pl": ("akt",)},
    "charges": {"en": ("charges",), "ru": ("заряды",), "pl": ("ładunki",)},
    "deck": {"en": ("deck",), "ru": ("колода",), "pl": ("talia",)},
    "hand": {"en": ("hand",), "ru": ("рука",), "pl": ("ręka",)},
}
NUMERIC = frozenset({"level", "cost", "act", "charges"})
SS_KEYS = KeySet(SS_KEY_NAMES, NUMERIC)

# the words of values the term table does not hold, per language (kinds of record, decks, hands)
_VALUE_WORDS = {
    "hero": ("hero", "герой", "bohater"), "skill": ("skill", "умение", "навык", "umiejętność"),
    "item": ("item", "предмет", "przedmiot"), "general": ("general", "навык", "ogólna"),
    "class": ("class", "умение", "klasowa"), "weapon": ("weapon", "оружие", "broń"),
    "two_handed": ("two-handed", "двуручное", "dwuręczna"), "main": ("main", "основное", "główna"),
    "off": ("off-hand", "дополнительное", "dodatkowa"), "universal": ("universal", "универсальное", "uniwersalna"),
    "none": ("none", "без", "brak"),
}


@dataclass
class Record:
    kind: str  # hero | skill | item
    id: str
    names: tuple[str, ...]
    values: dict[str, set[str]] = field(default_factory=dict)  # key -> folded words of its values
    numbers: dict[str, int] = field(default_factory=dict)
    display: dict[str, str] = field(default_factory=dict)  # lang -> name


@dataclass
class Result:
    rows: list[Record]
    errors: list[SearchError]


def _words(lib: SSLibrary, key: str) -> set[str]:
    out = {fold(key)}
    names = lib.terms.get(key)
    if names:
        out |= {fold(n) for n in names.all()}
    out |= {fold(w) for w in _VALUE_WORDS.get(key, ())}
    return out


def records(lib: SSLibrary) -> list[Record]:
    out = []
    for s in lib.sides.values():
        out.append(Record("hero", s.id, s.names.all() + s.hero_names.all(), {
            "type": _words(lib, "hero"), "hero": {fold(n) for n in s.hero_names.all()} | {s.hero},
            "alignment": _words(lib, s.alignment), "style": set().union(*[_words(lib, x) for x in s.styles])},
            {}, {lang: f"{s.hero_names.get(lang)} — {s.names.get(lang)}" for lang in ("en", "ru", "pl")}))
    for k in lib.skills.values():
        hero = next((s.hero_names for s in lib.sides.values() if s.hero == k.hero), None)
        r = Record("skill", k.id, k.names.all(), {
            "type": _words(lib, "skill") | (_words(lib, k.kind) if k.kind else set()),
            "hero": ({fold(n) for n in hero.all()} | {k.hero}) if hero else set(),
            "alignment": _words(lib, k.alignment) if k.alignment else set()},  # "" = not entered
            {}, {lang: k.names.get(lang) for lang in ("en", "ru", "pl")})
        if k.min_level is not None:
            r.numbers["level"] = k.min_level
        out.append(r)
    for i in lib.items.values():
        styles = set()
        for s in i.styles.lstrip("!").split("|"):
            if s and s != "any":
                styles |= _words(lib, s)
        r = Record("item", i.id, i.names.all(), {
            "type": _words(lib, "item") | (_words(lib, i.category) if i.category else set()),
            "deck": _words(lib, i.deck) if i.deck else set(), "hand": _words(lib, i.hand) if i.hand else set(),
            "style": styles}, {}, {lang: i.names.get(lang) for lang in ("en", "ru", "pl")})
        for key in ("cost", "act", "charges"):
            if getattr(i, key) is not None:
                r.numbers[key] = getattr(i, key)
        out.append(r)
    return out


def search(lib: SSLibrary, query: str) -> Result:
    tree, errors = parse_lenient(query, SS_KEYS)
    rows = records(lib)
    if tree is None:
        return Result(rows if not errors else [], errors)
    every = frozenset(range(len(rows)))
    hits = _eval(tree, rows, every, errors)
    return Result([rows[i] for i in sorted(hits if hits is not None else every)], errors)


def _eval(node: Node, rows: list[Record], every: frozenset[int], errors: list[SearchError]):
    if isinstance(node, Word):
        w = fold(node.text)
        return frozenset(i for i, r in enumerate(rows)
                         if any(w in fold(n) for n in r.names) or any(w in v for vs in r.values.values() for v in vs))
    if isinstance(node, Term):
        return _term(node, rows, errors)
    if isinstance(node, Not):
        inner = _eval(node.child, rows, every, errors)
        return None if inner is None else every - inner
    if isinstance(node, (And, Or)):
        return combine(node, [_eval(c, rows, every, errors) for c in node.children])
    return None


_OPS = {"=": lambda a, b: a == b, ":": lambda a, b: a == b, "!=": lambda a, b: a != b, "<": lambda a, b: a < b,
        "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b}


def _term(t: Term, rows: list[Record], errors: list[SearchError]):
    if t.key in NUMERIC:
        try:
            n = int(t.value)
        except ValueError:
            errors.append(SearchError("bad_number", t.typed, t.pos))
            return None
        return frozenset(i for i, r in enumerate(rows) if t.key in r.numbers and _OPS[t.op](r.numbers[t.key], n))
    if t.op not in (":", "=", "!="):
        errors.append(SearchError("bad_operator", t.typed, t.pos))
        return None
    v = fold(t.value)
    if t.key == "name":
        found = frozenset(i for i, r in enumerate(rows) if any(v in fold(n) for n in r.names))
    else:
        found = frozenset(i for i, r in enumerate(rows) if any(x == v or x.startswith(v)
                                                               for x in r.values.get(t.key, ())))
        if not found and not any(v in x for r in rows for x in r.values.get(t.key, ())):
            errors.append(SearchError("unknown_value", t.typed, t.pos, t.value))
            return None
    return frozenset(range(len(rows))) - found if t.op == "!=" else found
