"""The card search language: `s:fire l<=2 t:creature trait:flying cost>8 set:core owned:yes`
plus free words in any language.

A query is a list of space-separated terms. `key<op>value` terms become SQL conditions over the
`card` table and its side tables (card_school, card_trait, card_subtype, printing); every other
word is free text handed to `Library.search` (names and aliases in every language, diacritics
folded). A leading `-` negates a term. Values with spaces go in double quotes: `set:"forged in"`; commas list alternatives: `s:fire,dark`.
Errors carry the position of the offending term so the UI can point at it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from spellforge.library.normalize import fold

OPS = ("<=", ">=", "!=", "<", ">", "=", ":")
_TERM = re.compile(r'(-?)([A-Za-z_]+)(<=|>=|!=|<|>|=|:)("([^"]*)"?|\S*)')
_TOKEN = re.compile(r'-?[A-Za-z_]+(?:<=|>=|!=|<|>|=|:)"[^"]*"?|"[^"]*"?|\S+')

NUMERIC = {  # key aliases -> column
    "l": "level", "level": "level", "lvl": "level",
    "c": "cost", "cost": "cost", "mana": "cost",
    "life": "life", "armor": "armor", "armour": "armor", "channeling": "channeling",
    "range": "range_max", "reveal": "reveal_cost",
}
ENUM = {"s": "school", "school": "school", "t": "type", "type": "type", "st": "subtype", "sub": "subtype",
        "subtype": "subtype", "tr": "trait", "trait": "trait", "set": "set", "a": "action", "action": "action",
        "f": "format", "format": "format", "is": "is", "owned": "owned",
        "does": "does", "text": "text"}
KEYS = tuple(sorted(set(NUMERIC) | set(ENUM)))
FLAGS = {"epic": "epic = 1", "novice": "novice = 1", "playtest": "playtest = 1"}
YES = {"yes", "y", "true", "1", "да", "tak"}
NO = {"no", "n", "false", "0", "нет", "nie"}


class QueryError(ValueError):
    """A term the language does not understand. `code` is stable (the UI translates it)."""

    def __init__(self, code: str, term: str, pos: int, detail: str = ""):
        self.code, self.term, self.pos, self.detail = code, term, pos, detail
        super().__init__(f"{code} at {pos}: {term}" + (f" ({detail})" if detail else ""))


@dataclass
class ParsedQuery:
    where: list[str] = field(default_factory=list)  # SQL conditions, ANDed
    params: list = field(default_factory=list)
    words: list[str] = field(default_factory=list)  # free text
    keys: list[str] = field(default_factory=list)  # the filter keys used (for chips/highlighting)

    @property
    def where_sql(self) -> str:
        return " AND ".join(f"({w})" for w in self.where) or "1"

    @property
    def text(self) -> str:
        return " ".join(self.words)


Vocabulary = Callable[[str], dict[str, dict[str, str]]]  # category -> {key: {lang: text}}


def _enum_match(value: str, known: Iterable[str], vocab: dict[str, dict[str, str]]) -> list[str]:
    """Keys whose English name or ru/pl term equals `value` (folded), else those starting with it."""
    v = fold(value)
    names: dict[str, set[str]] = {}
    for k in known:
        names.setdefault(k, set()).add(fold(k))
    for k, langs in vocab.items():
        names.setdefault(k, set()).update(fold(t) for t in langs.values() if t)
    exact = [k for k, ns in names.items() if v in ns]
    if exact:
        return exact
    return [k for k, ns in names.items() if any(n.startswith(v) for n in ns)] if v else []


class QueryParser:
    """Turns query text into a `ParsedQuery`. `vocab(category)` gives ru/pl names of schools,
    types, subtypes and traits (the library's term table); `owned_ids()` gives the ids of cards
    the user owns (the collection), or None when there is no collection."""

    def __init__(self, *, schools: Iterable[str] = (), types: Iterable[str] = (), subtypes: Iterable[str] = (),
                 traits: Iterable[str] = (), vocab: Vocabulary | None = None,
                 owned_ids: Callable[[], Iterable[str] | None] | None = None, lib=None):
        self.known = {"school": tuple(schools), "type": tuple(types), "subtype": tuple(subtypes),
                      "trait": tuple(traits)}
        self.vocab = vocab or (lambda _category: {})
        self.vocab_category = {"type": "spell_type"}  # the library's term table names it so
        self.owned_ids = owned_ids
        self.lib = lib  # for does: and text: (library/effect_search.py)
        self._all: dict[tuple[str, bool], list[str]] = {}  # every card in name order, per language

    def all_ids(self, lib, lang: str, include_playtest: bool = False) -> list[str]:
        key = (lang, include_playtest)
        if key not in self._all:
            self._all[key] = lib.search("", lang, include_playtest=include_playtest)
        return self._all[key]

    @classmethod
    def for_library(cls, lib, owned_ids=None) -> "QueryParser":
        return cls(schools=_distinct(lib, "card_school", "school"),
                   types=_distinct(lib, "card", "type") + _distinct(lib, "card", "type_variant"),
                   subtypes=_distinct(lib, "card_subtype", "subtype"), traits=_distinct(lib, "card_trait", "keyword"),
                   vocab=lib.terms, owned_ids=owned_ids, lib=lib)

    def parse(self, query: str) -> ParsedQuery:
        out = ParsedQuery()
        for m in _TOKEN.finditer(query):
            token, pos = m.group(0), m.start()
            term = _TERM.fullmatch(token)
            if not term or (term.group(2).lower() not in KEYS and term.group(3) == ":" and not term.group(1)):
                if term and term.group(2).lower() not in KEYS:
                    raise QueryError("unknown_key", token, pos, term.group(2))
                out.words.append(token.strip('"'))
                continue
            neg, key, op, raw, quoted = term.groups()
            key = key.lower()
            if key not in KEYS:
                raise QueryError("unknown_key", token, pos, key)
            value = quoted if quoted is not None else raw
            if raw.startswith('"') and not (len(raw) > 1 and raw.endswith('"')):
                raise QueryError("unclosed_quote", token, pos)
            if not value:
                raise QueryError("missing_value", token, pos, key)
            sql, params = self._condition(key, op, value, token, pos)
            out.where.append(f"NOT ({sql})" if neg else sql)
            out.params.extend(params)
            out.keys.append(key)
        return out

    def _condition(self, key: str, op: str, value: str, token: str, pos: int) -> tuple[str, list]:
        if key in NUMERIC:
            column = NUMERIC[key]
            try:
                number = int(value)
            except ValueError:
                raise QueryError("bad_number", token, pos, value) from None
            sql_op = "=" if op == ":" else op
            return f"{column} {sql_op} ?", [number]
        if op not in (":", "=", "!="):
            raise QueryError("bad_operator", token, pos, op)
        kind = ENUM[key]
        sql, params = self._enum_condition(kind, value, token, pos)
        return (f"NOT ({sql})", params) if op == "!=" else (sql, params)

    def _enum_condition(self, kind: str, value: str, token: str, pos: int) -> tuple[str, list]:
        folded = fold(value)
        if kind in ("school", "type", "subtype", "trait"):
            matches: list[str] = []
            for part in (p for p in value.split(",") if p.strip()):  # `t:creature,attack` = either
                found = _enum_match(part.strip(), self.known[kind], self.vocab(self.vocab_category.get(kind, kind)))
                if not found:
                    raise QueryError("unknown_value", token, pos, part)
                matches += [m for m in found if m not in matches]
            marks = ",".join("?" * len(matches))
            if kind == "school":
                return f"id IN (SELECT card_id FROM card_school WHERE school IN ({marks}))", matches
            if kind == "type":
                return f"(type IN ({marks}) OR type_variant IN ({marks}))", matches + matches
            if kind == "subtype":
                return f"id IN (SELECT card_id FROM card_subtype WHERE subtype IN ({marks}))", matches
            return f"id IN (SELECT card_id FROM card_trait WHERE granted = 0 AND keyword IN ({marks}))", matches
        if kind == "set":
            return "id IN (SELECT card_id FROM printing WHERE lower(set_name) LIKE ?)", [f"%{value.lower()}%"]
        if kind == "action":
            return "action = ?", [folded]
        if kind == "format":
            return "(' ' || formats || ' ') LIKE ?", [f"% {folded} %"]
        if kind in ("does", "text"):
            return self._effect_condition(kind, value, token, pos)
        if kind == "is":
            if folded not in FLAGS:
                raise QueryError("unknown_value", token, pos, value)
            return FLAGS[folded], []
        # owned: the collection supplies the ids
        if folded not in YES | NO:
            raise QueryError("unknown_value", token, pos, value)
        ids = list(self.owned_ids() or []) if self.owned_ids else []
        if self.owned_ids is None:
            raise QueryError("no_collection", token, pos)
        marks = ",".join("?" * len(ids)) or "NULL"
        return (f"id IN ({marks})" if folded in YES else f"id NOT IN ({marks})"), ids


    def _effect_condition(self, kind: str, value: str, token: str, pos: int) -> tuple[str, list]:
        """`does:heal` (effect words in en/ru/pl) and `text:"…"` (the user's imported printed
        text): the ids come from library/effect_search.py."""
        from spellforge.library import effect_search

        if self.lib is None:
            raise QueryError("unknown_key", token, pos, kind)
        if kind == "does":
            ids = set()
            for part in (p.strip() for p in value.split(",") if p.strip()):  # does:heal,teleport = either
                found = effect_search.card_ids_doing(self.lib, part)
                if found is None:
                    raise QueryError("unknown_value", token, pos, part)
                ids |= found
        else:
            ids = effect_search.card_ids_with_text(self.lib, value)
        marks = ",".join("?" * len(ids)) or "NULL"
        return f"id IN ({marks})", sorted(ids)


def _distinct(lib, table: str, column: str) -> tuple[str, ...]:
    return lib.distinct_values(table, column)


def run_query(lib, parser: QueryParser, query: str, lang: str = "en", include_playtest: bool = False) -> list[str]:
    """Card ids matching `query`, ordered by the name in `lang`. Raises QueryError."""
    parsed = parser.parse(query)
    if parsed.words:
        ids = lib.search(parsed.text, lang, include_playtest=include_playtest)
    else:  # filters only: start from the cached full list instead of re-sorting ~800 names
        ids = parser.all_ids(lib, lang, include_playtest)
    if parsed.where:
        allowed = lib.select_ids(parsed.where_sql, parsed.params)
        ids = [i for i in ids if i in allowed]
    return ids
