"""Runs a parsed search (library/search_grammar.py) over the library, in memory.

Each leaf of the tree becomes a set of card ids (cached, so typing one more character re-evaluates
one leaf); AND/OR/NOT are set operations. Plain words match:

  names and aliases in every language, tiered: a whole word (5) > the beginning of a word (4) >
  the middle of a word or another inflection (3: «ненный», «огненного», «pazury») > a typo (2:
  «огненый», one edit in 4–7 letters, two from 8) — then types, schools, subtypes, traits and
  effect summaries (1).

Results are ranked: the whole name typed exactly, then names starting with the words typed, then
the weakest word's tier; ties by the name in the card language. Russian й/и, ё/е and Polish
diacritics fold (normalize.fold, plus й→и for typing without the breve).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from spellforge.domain.cards import SCHOOLS, SPELL_TYPES, Card
from spellforge.domain.mages import Mage
from spellforge.library.normalize import fold
from spellforge.library.search_grammar import And, Node, Not, Or, SearchError, Term, Word, parse_lenient

# values the term table does not hold (inflected forms people type), per category
_EXTRA_VALUES: dict[str, dict[str, tuple[str, ...]]] = {
    "is": {
        "epic": ("epic", "эпический", "эпические", "эпик", "epicki", "epickie", "wyjątkowy", "wyjątkowe"),
        "novice": ("novice", "базовое", "базовые", "новичок", "nowicjusz", "nowicjusza"),
        "playtest": ("playtest", "тестовые", "testowe"),
        "unique": ("unique", "уникальный", "уникальные", "unikatowy", "unikatowe"),
        "legendary": ("legendary", "легенда", "легендарные", "legendarny", "legendarne"),
    },
    "type": {"Wall": ("wall", "стена", "стены", "ściana", "ściany"),
             "Terrain": ("terrain", "местность", "teren")},
    "owned": {"yes": ("yes", "y", "true", "1", "да", "tak"), "no": ("no", "n", "false", "0", "нет", "nie")},
    "legal": {"book": ("book", "yes", "книга", "книгу", "да", "księga", "księgi", "tak")},
}
_TYPE_VARIANTS = ("Wall", "Terrain")
RESTRICTIONS = ("Only", "Mage Only")


def search_key(text: str) -> str:
    """normalize.fold plus й→и: «синии гремлин» finds «Синий гремлин»."""
    return fold(text).replace("й", "и")


def _common_prefix(a: str, b: str) -> int:
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i


def inflected(q: str, w: str) -> bool:
    """Another ending of the same word: «огненного»/«огненный», «шара»/«шар», «kuli»/«kula»."""
    if len(q) < 3 or len(w) < 3 or abs(len(q) - len(w)) > 3:
        return False
    cp = _common_prefix(q, w)
    shorter = min(len(q), len(w))
    return cp >= 3 and cp >= shorter - (3 if shorter >= 7 else 2)  # long words: a typo in the ending too


def typo_budget(word: str) -> int:
    return 0 if len(word) < 4 else 1 if len(word) < 8 else 2


class WordIndex:
    """Words -> the things (card ids, vocabulary keys) whose text has them, with the tiered
    lookup plain words use. Sorted words give prefixes by bisection; one joined string gives
    word middles with str.find; rapidfuzz gives typos — no Python loop over every word."""

    def __init__(self) -> None:
        self._owners: dict[str, set] = {}

    def add(self, owner, text: str) -> None:
        for w in text.split():
            self._owners.setdefault(w, set()).add(owner)

    def freeze(self) -> None:
        self.words = sorted(self._owners)
        self.owners = {w: frozenset(o) for w, o in self._owners.items()}
        self._blob = "\n".join(self.words)
        self._starts = []
        pos = 0
        for w in self.words:
            self._starts.append(pos)
            pos += len(w) + 1

    def _prefixed(self, prefix: str) -> list[str]:
        lo = bisect_left(self.words, prefix)
        hi = bisect_left(self.words, prefix + "\uffff")
        return self.words[lo:hi]

    def tiers(self, word: str, typos: bool = True) -> dict:
        """owner -> best tier: 5 whole word, 4 word beginning, 3 word middle or inflection, 2 typo."""
        out: dict = {}

        def give(w: str, tier: int) -> None:
            for o in self.owners[w]:
                if out.get(o, 0) < tier:
                    out[o] = tier

        if not word:
            return out
        for w in self._prefixed(word):
            give(w, 5 if w == word else 4)
        if len(word) >= 3:
            i = self._blob.find(word)
            while i >= 0:
                k = bisect_right(self._starts, i) - 1
                w = self.words[k]
                if not w.startswith(word):
                    give(w, 3)
                i = self._blob.find(word, self._starts[k] + len(w))
            for w in self._prefixed(word[:3]):
                if inflected(word, w):
                    give(w, 3)
        budget = typo_budget(word) if typos else 0
        if budget:
            for w, _d, _i in process.extract_iter(word, self.words, scorer=OSA.distance, score_cutoff=budget):
                if abs(len(w) - len(word)) <= budget:
                    give(w, 2)
        return out


@dataclass(frozen=True)
class BookContext:
    """The open spellbook's mage and element: what `legal:book` and `points` price against."""
    mage: Mage
    element: str | None = None

    @property
    def key(self) -> tuple:
        return (self.mage.name, self.element)


@dataclass
class SearchResult:
    ids: list[str]
    scores: dict[str, int] = field(default_factory=dict)
    errors: list[SearchError] = field(default_factory=list)
    suggestions: list[str] = field(default_factory=list)  # card names (for "no cards — did you mean …")


class SearchEngine:
    """The search over one library. `owned_ids()` gives the collection's card ids (None: no
    collection); `effects` is the module with card_ids_doing / card_ids_with_text /
    card_ids_matching_summary (library/effect_search.py), None when it is not available."""

    def __init__(self, lib, owned_ids: Callable[[], Iterable[str] | None] | None = None, effects="auto"):
        self.lib = lib
        self.owned_ids = owned_ids
        if effects == "auto":
            try:
                from spellforge.library import effect_search as effects
            except ImportError:  # an older library without effect search
                effects = None
        self.effects = effects
        self._cards: dict[str, Card] = {c.id: c for c in lib.spells(include_playtest=True)}
        self._playtest = frozenset(cid for cid, c in self._cards.items() if c.playtest)
        self._universe = frozenset(self._cards)
        self._vocab = self._build_vocab()
        self._card_values = self._build_card_values()
        self._cache: dict[tuple, frozenset[str] | None] = {}
        self._word_cache: dict[str, dict[str, int]] = {}
        self._order: dict[str, dict[str, str]] = {}
        self._summary_index: dict[str, WordIndex] = {}
        self._names_token = None
        self._index_names()

    # -- indexes -------------------------------------------------------------------------------
    def _index_names(self) -> None:
        """Every name and alias, in every language, as folded words -> {card: best tier}."""
        self._names_token = getattr(self.lib, "_user_names", None)
        user = self._names_token or {}
        full: dict[str, set[str]] = {}
        for e in self.lib.name_index():
            if e.card_id in self._cards:
                full.setdefault(e.card_id, set()).add(search_key(e.text))
        for cid, c in self._cards.items():
            for n in (c.name, *c.names.values()):
                full.setdefault(cid, set()).add(search_key(n))
        for (cid, _lang), (name, _src) in user.items():
            if cid in self._cards:
                full.setdefault(cid, set()).add(search_key(name))
        self._full_names = {cid: tuple(sorted(n for n in names if n)) for cid, names in full.items()}
        self._names = WordIndex()
        for cid, names in self._full_names.items():
            for n in names:
                self._names.add(cid, n)
        self._names.freeze()
        self._word_cache.clear()
        self._cache.clear()
        self._order.clear()

    def _fresh(self) -> None:
        """The user renamed a card: names are indexed again (apply/drop_user_name replace the dict)."""
        if getattr(self.lib, "_user_names", None) is not self._names_token:
            self._index_names()

    def _build_vocab(self) -> dict[str, dict[str, set[str]]]:
        """category -> canonical value -> its folded names in en/ru/pl (and inflections people type)."""
        lib = self.lib
        vocab: dict[str, dict[str, set[str]]] = {}

        def add(category: str, key: str, *names: str) -> None:
            vocab.setdefault(category, {}).setdefault(key, set()).update(search_key(n) for n in names if n)

        def add_terms(category: str, term_category: str, keys: Iterable[str]) -> None:
            terms = lib.terms(term_category)
            for k in keys:
                add(category, k, k, *(terms.get(k, {}).values()))

        cards = self._cards.values()
        add_terms("school", "school", SCHOOLS)
        add_terms("type", "spell_type", SPELL_TYPES)
        subtype_terms = lib.terms("subtype")
        for v in _TYPE_VARIANTS:
            add("type", v, v, *(subtype_terms.get(v, {}).values()))
        add_terms("subtype", "subtype", {s for c in cards for s in c.subtypes})
        trait_terms = lib.terms("trait")
        labels = {label for c in cards for label in _trait_labels(c)}
        for label in labels:
            add("trait", label, label, *trait_terms.get(label, {}).values())
        add_terms("slot", "slot", {s for c in cards for s in (*c.slots, *c.slot_options)})
        add_terms("format", "format", ("arena", "academy", "apprentice"))
        add_terms("action", "action", ("quick", "full"))
        for category, values in _EXTRA_VALUES.items():
            for key, names in values.items():
                add(category, key, *names)
        for key in ("unique", "legendary"):  # also the rulebook's trait names
            add("is", key, *trait_terms.get(key.capitalize(), {}).values())
        add("is", "epic", *trait_terms.get("Epic", {}).values())
        add("is", "novice", *trait_terms.get("Novice", {}).values())
        # words of every vocabulary name, for plain words: (category, key) per word
        self._vocab_index = WordIndex()
        for category in ("type", "school", "subtype", "trait"):
            for key, names in vocab[category].items():
                for n in names:
                    self._vocab_index.add((category, key), n)
        self._vocab_index.freeze()
        return vocab

    def _build_card_values(self) -> dict[str, dict[str, frozenset[str]]]:
        """category -> canonical value -> the cards having it."""
        out: dict[str, dict[str, set[str]]] = {}

        def put(category: str, key: str | None, cid: str) -> None:
            if key:
                out.setdefault(category, {}).setdefault(key, set()).add(cid)

        for cid, c in self._cards.items():
            for s in c.schools:
                put("school", s.school, cid)
            put("type", c.type, cid)
            put("type", c.type_variant, cid)
            for s in c.subtypes:
                put("subtype", s, cid)
            for label in _trait_labels(c):
                put("trait", label, cid)
            for s in (*c.slots, *c.slot_options):
                put("slot", s, cid)
            for f in getattr(c, "formats", ()) or (c.format,):
                put("format", f, cid)
                if f == "arena":
                    put("format", "apprentice", cid)  # apprentice mode plays Arena cards
            put("action", c.action, cid)
            for flag in ("epic", "novice", "playtest"):
                if getattr(c, flag):
                    put("is", flag, cid)
            for trait in ("Unique", "Legendary"):
                if c.has_trait(trait):
                    put("is", trait.lower(), cid)
        return {cat: {k: frozenset(v) for k, v in values.items()} for cat, values in out.items()}

    # -- values ----------------------------------------------------------------------------------
    def resolve(self, category: str, value: str, term: Term) -> list[str]:
        """Canonical values `value` names in `category` (in any language): exact names, else names
        starting with it, else other inflections, else one typo. Raises unknown_value."""
        names = self._vocab.get(category, {})
        v = search_key(value)
        if not v:
            raise SearchError("missing_value", term.typed, term.pos, value)
        for test in (lambda n: n == v, lambda n: n.startswith(v),
                     lambda n: inflected(v, n) or any(inflected(v, w) for w in n.split()) and " " not in v,
                     lambda n: OSA.distance(v, n, score_cutoff=typo_budget(v)) <= typo_budget(v)):
            found = [k for k, ns in names.items() if any(test(n) for n in ns)]
            if found:
                return found
        raise SearchError("unknown_value", term.typed, term.pos, value, self._suggest_value(category, v))

    def _suggest_value(self, category: str, v: str) -> str:
        choices = {n: k for k, ns in self._vocab.get(category, {}).items() for n in ns}
        best = process.extractOne(v, list(choices), scorer=fuzz.WRatio, score_cutoff=60)
        return best[0] if best else ""

    # -- words -----------------------------------------------------------------------------------
    def name_tiers(self, word: str) -> dict[str, int]:
        """card id -> the best tier of `word` (search_key-folded, one word) among its name words."""
        hit = self._word_cache.get(word)
        if hit is None:
            if len(self._word_cache) > 4000:
                self._word_cache.clear()
            hit = self._word_cache[word] = self._names.tiers(word)
        return hit

    def _vocab_cards(self, word: str) -> set[str]:
        """Cards whose type, school, subtype or trait (any language) has this word, or a word
        starting with it (4+ letters), or another inflection of it."""
        out: set[str] = set()
        for key, tier in self._vocab_index.tiers(word, typos=False).items():
            if tier == 5 or len(word) >= 4 and tier >= 3:
                category, value = key
                out |= self._card_values.get(category, {}).get(value, frozenset())
        return out

    def _summary_cards(self, word: str, lang: str) -> set[str]:
        """Cards whose effect summary in `lang` has a word starting with `word` (what
        effect_search.card_ids_matching_summary answers, from an in-memory index: one SQLite
        query per keystroke would eat a third of the frame)."""
        index = self._summary_index.get(lang)
        if index is None:
            index = self._summary_index[lang] = self._build_summary_index(lang)
        return {cid for cid, tier in index.tiers(word, typos=False).items() if tier >= 4}

    def _build_summary_index(self, lang: str) -> "WordIndex":
        summary = getattr(self.lib, "summary", None)
        index = WordIndex()
        if summary is not None:
            for cid in self._cards:
                text = summary(cid, lang)
                if text:
                    index.add(cid, search_key(text))
        index.freeze()
        return index

    def _word_set(self, node: Word, lang: str, names_only: bool = False) -> frozenset[str] | None:
        words = search_key(node.text).split()
        if not words:
            return None
        if node.phrase:
            phrase = " ".join(words)
            ids = {cid for cid, names in self._full_names.items() if any(phrase in n for n in names)}
            if not names_only:
                ids |= {cid for cat in ("type", "school", "subtype", "trait")
                        for key, names in self._vocab[cat].items() if phrase in names
                        for cid in self._card_values.get(cat, {}).get(key, ())}
                if self.effects is not None and hasattr(self.effects, "card_ids_matching_summary"):
                    ids |= set(self.effects.card_ids_matching_summary(self.lib, phrase, lang))
            return frozenset(ids)
        result: set[str] | None = None
        for w in words:
            ids = set(self.name_tiers(w))
            if not names_only:
                ids |= self._vocab_cards(w)
                if len(w) >= 3:
                    ids |= self._summary_cards(w, lang)
            result = ids if result is None else result & ids
        return frozenset(result or ())

    # -- terms -----------------------------------------------------------------------------------
    def _term_set(self, t: Term, lang: str, ctx: BookContext | None) -> frozenset[str]:
        key = t.key
        if key == "name":
            return self._word_set(Word(t.value, t.pos), lang, names_only=True) or frozenset()
        if key in ("level", "cost", "life", "armor", "channeling", "range", "reveal", "points"):
            return self._numeric(t, ctx)
        if key in ("school", "type", "subtype", "trait", "slot", "format", "action", "is"):
            ids: set[str] = set()
            for part in (p.strip() for p in t.value.split(",") if p.strip()):  # s:fire,dark = either
                category = key
                try:
                    found = self.resolve(category, part, t)
                except SearchError:
                    if key != "is":
                        raise
                    category, found = "trait", self.resolve("trait", part, t)  # is:flying = trait:flying
                for k in found:
                    ids |= self._card_values.get(category, {}).get(k, frozenset())
            return frozenset(ids)
        if key == "set":
            v = search_key(t.value)
            ids = {cid for cid, c in self._cards.items() if any(v in search_key(p.set_name) for p in c.printings)}
            if not ids:
                sets = sorted({p.set_name for c in self._cards.values() for p in c.printings})
                best = process.extractOne(t.value, sets, scorer=fuzz.WRatio, score_cutoff=60)
                raise SearchError("unknown_value", t.typed, t.pos, t.value, best[0] if best else "")
            return frozenset(ids)
        if key == "owned":
            yes = self.resolve("owned", t.value, t) == ["yes"]
            owned = self.owned_ids() if self.owned_ids else None
            if owned is None:
                raise SearchError("no_collection", t.typed, t.pos)
            owned = frozenset(owned) & self._universe
            return owned if yes else self._universe - owned
        if key == "legal":
            self.resolve("legal", t.value, t)
            if ctx is None:
                raise SearchError("needs_book", t.typed, t.pos)
            from spellforge.rules.card_fit import card_fits

            return frozenset(cid for cid, c in self._cards.items() if card_fits(c, ctx.mage, ctx.element))
        if key in ("does", "text"):
            return self._effect_set(t, lang)
        raise SearchError("unknown_key", t.typed, t.pos, key)

    def _effect_set(self, t: Term, lang: str) -> frozenset[str]:
        fn = "card_ids_doing" if t.key == "does" else "card_ids_with_text"
        if self.effects is None or not hasattr(self.effects, fn):
            raise SearchError("not_available", t.typed, t.pos, t.key)
        if t.key == "text":
            return frozenset(self.effects.card_ids_with_text(self.lib, t.value))
        ids: set[str] = set()
        for part in (p.strip() for p in t.value.split(",") if p.strip()):  # does:heal,teleport = either
            found = self.effects.card_ids_doing(self.lib, part)
            if found is None:
                raise SearchError("unknown_value", t.typed, t.pos, part, self._suggest_effect(part))
            ids |= set(found)
        return frozenset(ids)

    def _suggest_effect(self, part: str) -> str:
        try:
            from spellforge.library.effect_words import WORDS
        except ImportError:
            return ""
        choices = [w for e in WORDS for w in (e.key, *e.words)]
        best = process.extractOne(fold(part), [fold(c) for c in choices], scorer=fuzz.WRatio, score_cutoff=70)
        return choices[best[2]] if best else ""

    def _numeric(self, t: Term, ctx: BookContext | None) -> frozenset[str]:
        key, op = t.key, t.op
        if key == "points":
            if ctx is None:
                raise SearchError("needs_book", t.typed, t.pos)
            from spellforge.rules.cost_table import cost_table

            table = cost_table(ctx.mage, ctx.element)
            get = lambda c: table.cost(c).points if c.schools else None  # noqa: E731
        else:
            attr = {"range": "range_max", "reveal": "reveal_cost"}.get(key, key)
            get = lambda c: getattr(c, attr)  # noqa: E731
        if fold(t.value) in ("x", "х"):  # cost:X (Latin or Cyrillic X)
            x_attr = "cost_x" if key == "cost" else "reveal_x"
            return frozenset(cid for cid, c in self._cards.items() if getattr(c, x_attr))
        n = int(t.value)
        compare = {":": n.__eq__, "<": n.__gt__, "<=": n.__ge__, ">": n.__lt__, ">=": n.__le__}[op]
        out = set()
        for cid, c in self._cards.items():
            v = get(c)
            if v is not None and compare(v):
                out.add(cid)
        return frozenset(out)

    # -- evaluation ------------------------------------------------------------------------------
    def _eval(self, node: Node, lang: str, ctx: BookContext | None, errors: list[SearchError]) -> frozenset[str] | None:
        """The cards `node` keeps; None for a part that could not be read (it keeps everything
        and its error is reported)."""
        if isinstance(node, (Word, Term)):
            cache_key = (type(node).__name__, getattr(node, "key", ""), getattr(node, "op", ""),
                         node.value if isinstance(node, Term) else node.text, getattr(node, "phrase", False), lang,
                         ctx.key if ctx and isinstance(node, Term) and node.key in ("legal", "points") else None)
            if isinstance(node, Term) and node.key in ("owned", "text"):
                cache_key = None  # the collection and imported texts change under us
            if cache_key is not None and cache_key in self._cache:
                return self._cache[cache_key]
            try:
                found = self._word_set(node, lang) if isinstance(node, Word) else self._term_set(node, lang, ctx)
            except SearchError as e:
                if isinstance(node, Term):  # a user's error message names the term as typed
                    e.term, e.pos = node.typed, node.pos
                errors.append(e)
                return None
            if cache_key is not None:
                if len(self._cache) > 2000:
                    self._cache.clear()
                self._cache[cache_key] = found
            return found
        if isinstance(node, Not):
            inner = self._eval(node.child, lang, ctx, errors)
            return None if inner is None else self._universe - inner
        parts = [self._eval(c, lang, ctx, errors) for c in node.children]
        parts = [p for p in parts if p is not None]
        if not parts:
            return None
        if isinstance(node, And):
            out = parts[0]
            for p in parts[1:]:
                out = out & p
            return out
        out = parts[0]
        for p in parts[1:]:
            out = out | p
        return out

    def run(self, query: str, lang: str = "en", context: BookContext | None = None,
            include_playtest: bool = False, extra: str = "") -> SearchResult:
        """The cards `query` finds, best first; errors are reported, never a silently empty list.
        `extra` (the browser's filter chips) must hold too; error positions stay those of `query`."""
        self._fresh()
        tree, errors = parse_lenient(query)
        if extra:
            chips, _ = parse_lenient(extra)
            tree = And(tuple(n for n in (tree, chips) if n is not None)) if chips is not None else tree
        found = self._eval(tree, lang, context, errors) if tree is not None else None
        ids = self._universe if found is None else found
        if not include_playtest and not _mentions_playtest(tree):
            ids = ids - self._playtest
        words = _positive_words(tree)
        scores = self._scores(ids, words) if words else {}
        order = self._name_order(lang)
        if words:  # among equals, the name closest in length to what was typed (Fireball before Twin Fireball)
            typed = " ".join(search_key(w.text) for w in words)
            cyrillic = _is_cyrillic(typed)  # compare with names in the script typed
            gap = {cid: min((abs(len(n) - len(typed)) for n in self._full_names.get(cid, ())
                             if _is_cyrillic(n) == cyrillic), default=99) for cid in ids}
            ranked = sorted(ids, key=lambda cid: (-scores.get(cid, 0), gap[cid], order.get(cid, cid)))
        else:
            ranked = sorted(ids, key=lambda cid: order.get(cid, cid))
        errors.sort(key=lambda e: e.pos)
        suggestions = self.did_you_mean(words, lang) if not ranked and words else []
        return SearchResult(ranked, scores, errors, suggestions)

    def find(self, query: str, lang: str = "en", context: BookContext | None = None,
             include_playtest: bool = False) -> list[str]:
        """Card ids `query` finds, best first; raises the first SearchError (CLI, scripts)."""
        result = self.run(query, lang, context, include_playtest)
        if result.errors:
            raise result.errors[0]
        return result.ids

    def _name_order(self, lang: str) -> dict[str, str]:
        order = self._order.get(lang)
        if order is None:
            order = self._order[lang] = {cid: fold(c.display_name(lang)) for cid, c in self._cards.items()}
        return order

    def _scores(self, ids: Iterable[str], words: list[Word]) -> dict[str, int]:
        """0–100: the whole name typed (100), a name starting with what was typed (90), a name
        one or two typos away (up to 85), else 15 × the weakest word's tier (75 every word whole,
        60 beginnings, 45 middles or inflections, 30 typos, 15 found by type, traits or summary)."""
        plain = [w for node in words if not node.phrase for w in search_key(node.text).split()]
        typed = " ".join(search_key(node.text) for node in words)
        tiers = [self.name_tiers(w) for w in plain]
        out = {}
        for cid in ids:
            names = self._full_names.get(cid, ())
            if typed in names:
                out[cid] = 100
            elif any(n.startswith(typed) for n in names):
                out[cid] = 90
            else:
                score = 15 * max(1, min(t.get(cid, 1) for t in tiers)) if tiers else \
                    (60 if any(typed in n for n in names) else 15)
                if len(typed) >= 4 and score >= 30:
                    best = max(fuzz.ratio(typed, n, score_cutoff=85) for n in names) if names else 0
                    score = max(score, int(best * 0.85))
                out[cid] = score
        return out

    def did_you_mean(self, words: list[Word], lang: str, limit: int = 3) -> list[str]:
        """Card names (in `lang`) closest to the words typed, for an empty result."""
        typed = " ".join(search_key(w.text) for w in words)
        if not typed:
            return []
        choices = {}
        for cid, c in self._cards.items():
            if not c.playtest:
                for n in self._full_names.get(cid, ()):
                    choices.setdefault(n, cid)
        hits = process.extract(typed, list(choices), scorer=fuzz.WRatio, limit=limit * 3, score_cutoff=70)
        out: list[str] = []
        for name, _score, _i in hits:
            shown = self._cards[choices[name]].display_name(lang)
            if shown not in out:
                out.append(shown)
        return out[:limit]


def _is_cyrillic(text: str) -> bool:
    return any("\u0400" <= ch <= "\u04ff" for ch in text[:3])


def _trait_labels(card: Card) -> set[str]:
    """The card's own traits as the card panel lists them: "Flying", "Warlock Only", "Holy Mage Only"."""
    out = set()
    for t in card.traits:
        out.add(f"{t.value} {t.keyword}" if t.keyword in RESTRICTIONS and t.value else t.keyword)
    return out


def _positive_words(node: Node | None) -> list[Word]:
    """Plain words not under a negation (they rank the results)."""
    if node is None or isinstance(node, (Term, Not)):
        return []
    if isinstance(node, Word):
        return [node]
    return [w for c in node.children for w in _positive_words(c)]


def _mentions_playtest(node: Node | None) -> bool:
    if isinstance(node, Term):
        return node.key in ("is", "set") and fold(node.value).startswith(("playtest", "тест", "test"))
    if isinstance(node, (And, Or)):
        return any(_mentions_playtest(c) for c in node.children)
    if isinstance(node, Not):
        return _mentions_playtest(node.child)
    return False

