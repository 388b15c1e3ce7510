"""`key:value` conditions of a search (search_grammar.Term) -> the set of cards that meet them:
vocabulary values in any language, numbers and X costs, sets, the collection, the open book's
mage (legal:book, points) and the effect keys does:/text: (library/search/effects.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from spellforge.domain.cards import Card
from spellforge.library.search.effect_words import WORDS
from spellforge.library.normalize import fold
from spellforge.library.search.grammar import KEY_NAMES, SearchError, Term
from spellforge.library.search.listing import BookContext
from spellforge.library.search.vocabulary import Vocabulary
from spellforge.library.search.words import search_key

LANGS = ("en", "ru", "pl")
VOCABULARY_KEYS = ("school", "type", "subtype", "trait", "slot", "format", "action", "is")
NUMERIC_ATTRS = {"level": "level", "cost": "cost", "life": "life", "armor": "armor", "channeling": "channeling",
                 "range": "range_max", "reveal": "reveal_cost"}
MAGE_KEYS = ("legal", "points")  # their answer depends on the open book
VOLATILE_KEYS = ("owned", "text")  # the collection and imported texts change under us: never cached


class TermFilters:
    """`owned_ids()` gives the collection's card ids (None: no collection); `effects` is the module
    with card_ids_doing / card_ids_with_text (library/search/effects.py) or None."""

    def __init__(self, lib, cards: dict[str, Card], vocabulary: Vocabulary,
                 owned_ids: Callable[[], Iterable[str] | None] | None, effects):
        self.lib = lib
        self.cards = cards
        self.universe = frozenset(cards)
        self.vocabulary = vocabulary
        self.owned_ids = owned_ids
        self.effects = effects
        self._set_name_table: dict[str, dict[str, str]] | None = None

    def cards_for(self, t: Term, ctx: BookContext | None) -> frozenset[str]:
        """The cards meeting `t` (`name:` is a plain word and handled by the engine)."""
        key = t.key
        if key in NUMERIC_ATTRS or key == "points":
            return self._numeric(t, ctx)
        if key in VOCABULARY_KEYS:
            return self._vocabulary(t)
        if key == "set":
            return self._set(t)
        if key == "owned":
            yes = self.vocabulary.resolve("owned", t.value, t) == ["yes"]
            owned = self.owned_ids() if self.owned_ids else None
            if owned is None:
                raise SearchError("no_collection", t.typed, t.pos)
            owned = frozenset(owned) & self.universe
            return owned if yes else self.universe - owned
        if key == "legal":
            self.vocabulary.resolve("legal", t.value, t)
            if ctx is None:
                raise SearchError("needs_book", t.typed, t.pos)
            return frozenset(cid for cid, c in self.cards.items() if ctx.fits(c))
        if key in ("does", "text"):
            return self._effects(t)
        raise SearchError("unknown_key", t.typed, t.pos, key)

    def _vocabulary(self, t: Term) -> frozenset[str]:
        ids: set[str] = set()
        for part in (p.strip() for p in t.value.split(",") if p.strip()):  # s:fire,dark = either
            category = t.key
            try:
                found = self.vocabulary.resolve(category, part, t)
            except SearchError:
                if t.key != "is":
                    raise
                category, found = "trait", self.vocabulary.resolve("trait", part, t)  # is:flying = trait:flying
            for k in found:
                ids |= self.vocabulary.cards_with(category, k)
        return frozenset(ids)

    def _set(self, t: Term) -> frozenset[str]:
        """Cards printed in a set any of whose names (English, Russian, Polish) contains the value,
        whatever the window's language; an unknown name lists the sets in the query's language."""
        v = search_key(t.value)
        names = self._set_names()
        wanted = {key for key, by_lang in names.items() if any(v in search_key(n) for n in by_lang.values())}
        ids = {cid for cid, c in self.cards.items() if any(p.set_name in wanted for p in c.printings)}
        if not ids:
            from rapidfuzz import fuzz, process

            lang = _query_language(t)
            choices = sorted({by_lang[lang] for by_lang in names.values()})
            best = process.extractOne(t.value, choices, scorer=fuzz.WRatio, score_cutoff=60)
            raise SearchError("unknown_set", t.typed, t.pos, t.value, best[0] if best else "", tuple(choices))
        return frozenset(ids)

    def _set_names(self) -> dict[str, dict[str, str]]:
        """{set as the cards name it (English): {lang: its name}} (the library's term table, category set)."""
        if self._set_name_table is None:
            term = getattr(self.lib, "term", None)
            keys = {p.set_name for c in self.cards.values() for p in c.printings if p.set_name}
            self._set_name_table = {k: {lang: (term("set", k, lang) if term and lang != "en" else k) or k
                                        for lang in LANGS} for k in keys}
        return self._set_name_table

    def _effects(self, t: Term) -> frozenset[str]:
        fn = "card_ids_doing" if t.key == "does" else "card_ids_with_text"
        if self.effects is None or not hasattr(self.effects, fn):
            raise SearchError("not_available", t.typed, t.pos, t.key)
        if t.key == "text":
            return frozenset(self.effects.card_ids_with_text(self.lib, t.value))
        ids: set[str] = set()
        for part in (p.strip() for p in t.value.split(",") if p.strip()):  # does:heal,teleport = either
            found = self.effects.card_ids_doing(self.lib, part)
            if found is None:
                raise SearchError("unknown_value", t.typed, t.pos, part, _suggest_effect(part))
            ids |= set(found)
        return frozenset(ids)

    def _numeric(self, t: Term, ctx: BookContext | None) -> frozenset[str]:
        key, op = t.key, t.op
        if key == "points":
            if ctx is None:
                raise SearchError("needs_book", t.typed, t.pos)
            get = ctx.points
        else:
            attr = NUMERIC_ATTRS[key]
            get = lambda c: getattr(c, attr)  # noqa: E731
        if fold(t.value) in ("x", "х"):  # cost:X (Latin or Cyrillic X)
            x_attr = "cost_x" if key == "cost" else "reveal_x"
            return frozenset(cid for cid, c in self.cards.items() if getattr(c, x_attr, False))
        n = int(t.value)
        compare = {":": n.__eq__, "<": n.__gt__, "<=": n.__ge__, ">": n.__lt__, ">=": n.__le__}[op]
        out = set()
        for cid, c in self.cards.items():
            v = get(c)
            if v is not None and compare(v):
                out.add(cid)
        return frozenset(out)


def _query_language(t: Term) -> str:
    """The language the term is written in: its key's (набор:, zestaw:), else its value's script."""
    typed_key = fold(t.typed.lstrip("-").split(t.op, 1)[0])
    for lang in ("ru", "pl"):
        if typed_key in {fold(k) for k in KEY_NAMES["set"][lang]}:
            return lang
    value = t.value.lower()
    if any("а" <= ch <= "я" or ch == "ё" for ch in value):
        return "ru"
    return "pl" if any(ch in "ąćęłńóśźż" for ch in value) else "en"


def _suggest_effect(part: str) -> str:
    from rapidfuzz import fuzz, process

    choices = [w for e in WORDS for w in (e.key, *e.words)]
    best = process.extractOne(fold(part), [fold(c) for c in choices], scorer=fuzz.WRatio, score_cutoff=70)
    return choices[best[2]] if best else ""
