"""Runs a parsed search (library/search/grammar.py) over the library, in memory.

Each leaf of the tree becomes a set of card ids (cached, so typing one more character re-evaluates
one leaf); AND/OR/NOT are set operations. A plain word matches (library/search/words.py tiers):

  card names and aliases in every language — the whole word, the beginning or the middle of a word
  («ненный») — and types, schools, subtypes, traits and effect summaries in the card language
  (whole words, or word beginnings from 3–4 letters).

Only when the whole query (or one side of an `or`) finds nothing this way does the engine guess:
other endings of a word («огненного шара», «pazury») and typos («Огненый шар», «fierball»). So
"warlock" lists the Warlock Only cards, never Armor Ward by a guessed ending. Words under a
negation never guess.

Results are ranked: the whole name typed exactly, then names starting with the words typed, then
how well the weakest word matched (search_names / WORD_RANK); ties by the name closest in length
to what was typed, then by the name in the card language. Russian й/и, ё/е and Polish diacritics
fold (search_words.search_key).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from spellforge.domain.cards import Card
from spellforge.library.normalize import fold
from spellforge.library.search.grammar import (
    And, Node, Not, Or, SearchError, Term, Word, combine, parse_lenient, positive_words,
)
from spellforge.library.search.listing import name_order
from spellforge.library.search.names import NameIndex, is_cyrillic
from spellforge.library.search.terms import MAGE_KEYS, VOLATILE_KEYS, BookContext, TermFilters
from spellforge.library.search.vocabulary import Vocabulary
from spellforge.library.search.words import INFLECTION, MIDDLE, PREFIX, TYPO, WHOLE, WordIndex, inflected, search_key

__all__ = ["BookContext", "SearchEngine", "SearchResult", "inflected", "search_key"]

# How well one word matches a card, 0–100 (a card's rank is its weakest word's): a word of a name
# outranks the card's type, school, subtype, trait or summary, and anything the letters typed say
# outranks a guess (another ending, a typo) — a guess never beats a real match elsewhere.
NAME_RANK = {WHOLE: 75, PREFIX: 60, MIDDLE: 45, TYPO: 30, INFLECTION: 20}
OTHER_RANK, OTHER_TYPO_RANK, OTHER_INFLECTION_RANK = 35, 15, 10
CACHE_MAX = 2000


@dataclass
class SearchResult:
    ids: list[str]
    scores: dict[str, int] = field(default_factory=dict)
    errors: list[SearchError] = field(default_factory=list)
    suggestions: list[str] = field(default_factory=list)  # card names (for "no cards — did you mean …")
    guessed: bool = False  # nothing matched the letters typed: these are other endings and typos


class SearchEngine:
    """The search over one library. `owned_ids()` gives the collection's card ids (None: no
    collection); `effects` is the module with card_ids_doing / card_ids_with_text /
    card_ids_matching_summary (library/search/effects.py), None when it is not available."""

    def __init__(self, lib, owned_ids: Callable[[], Iterable[str] | None] | None = None, effects="auto"):
        self.lib = lib
        if effects == "auto":
            from spellforge.library.search import effects as effects
        self.effects = effects
        self._cards: dict[str, Card] = {c.id: c for c in lib.spells(include_playtest=True)}
        self._playtest = frozenset(cid for cid, c in self._cards.items() if c.playtest)
        self._universe = frozenset(self._cards)
        self._owned_ids = owned_ids
        # The word indexes are built on first use (or by prepare): the full list a window
        # starts with needs none of them (~30 ms).
        self._vocabulary: Vocabulary | None = None
        self._terms: TermFilters | None = None
        self._names: NameIndex | None = None
        self._names_token = getattr(lib, "_user_names", None)  # the user's names they were made with
        self._cache: dict[tuple, frozenset[str]] = {}
        self._guessed_branch = False  # a side of an "or" found nothing and guessed (this run)
        self._word_cache: dict[tuple, dict[str, int]] = {}
        self._order: dict[str, dict[str, str]] = {}
        self._summary_index: dict[str, WordIndex] = {}

    @property
    def vocabulary(self) -> Vocabulary:
        if self._vocabulary is None:
            self._vocabulary = Vocabulary(self.lib, self._cards)
        return self._vocabulary

    @property
    def terms(self) -> TermFilters:
        if self._terms is None:
            self._terms = TermFilters(self.lib, self._cards, self.vocabulary, self._owned_ids, self.effects)
        return self._terms

    @property
    def names(self) -> NameIndex:
        if self._names is None:
            self._names = NameIndex(self.lib, self._cards)
        return self._names

    def prepare(self, lang: str) -> None:
        """Build what a search in `lang` needs (the word indexes, the summary words, the name
        order) now, not on the first keystroke that needs them."""
        self.terms  # noqa: B018 - built on first use (with the vocabulary)
        self._summaries(lang)
        self._name_order(lang)
        self.names._choices_for(lang)

    def _fresh(self) -> None:
        """The user renamed a card: names are indexed again (apply/drop_user_name replace the dict)."""
        if getattr(self.lib, "_user_names", None) is not self._names_token:
            self._names_token = getattr(self.lib, "_user_names", None)
            self._names = None
            self._word_cache.clear()
            self._cache.clear()
            self._order.clear()

    # -- words -----------------------------------------------------------------------------------
    def name_tiers(self, word: str, guesses: bool = True) -> dict[str, int]:
        """card id -> the best tier (search_words) of `word` (folded, one word) among its name words."""
        return self.names.tiers(word, guesses)

    def word_ranks(self, word: str, lang: str, guesses: bool, names_only: bool = False) -> dict[str, int]:
        """card id -> how well `word` (folded, one word) matches it (NAME_RANK, OTHER_RANK)."""
        key = (word, lang, guesses, names_only)
        hit = self._word_cache.get(key)
        if hit is not None:
            return hit
        out = {cid: NAME_RANK[tier] for cid, tier in self.names.tiers(word, guesses).items()}
        if not names_only:
            other = dict.fromkeys(self._summary_cards(word, lang), OTHER_RANK) if len(word) >= 3 else {}
            for cid, tier in self.vocabulary.word_cards(word, guesses).items():
                rank = OTHER_RANK if tier >= PREFIX else OTHER_TYPO_RANK if tier == TYPO else OTHER_INFLECTION_RANK
                if other.get(cid, 0) < rank:
                    other[cid] = rank
            for cid, rank in other.items():
                if out.get(cid, 0) < rank:
                    out[cid] = rank
        if len(self._word_cache) > CACHE_MAX:
            self._word_cache.clear()
        self._word_cache[key] = out
        return out

    def _summaries(self, lang: str) -> WordIndex:
        """The words of every card's effect summary in `lang` (what effect_search's FTS answers,
        from memory: one SQLite query per keystroke would eat a third of the frame)."""
        index = self._summary_index.get(lang)
        if index is None:
            index = WordIndex()
            summaries = self.lib.summaries(lang) if hasattr(self.lib, "summaries") else {}
            for cid in self._cards:
                text = summaries.get(cid)
                if text:
                    index.add(cid, search_key(text))
            index = self._summary_index[lang] = index.freeze()
        return index

    def _summary_cards(self, word: str, lang: str) -> list[str]:
        """Cards whose effect summary in `lang` has a word starting with `word`."""
        return [cid for cid, tier in self._summaries(lang).tiers(word, guesses=False, middles=False).items()
                if tier >= PREFIX]

    def _word_set(self, node: Word, lang: str, guesses: bool, names_only: bool = False) -> frozenset[str] | None:
        words = search_key(node.text).split()
        if not words:
            return None
        if node.phrase:
            phrase = " ".join(words)
            ids = self.names.with_phrase(phrase)
            if not names_only:
                ids |= self.vocabulary.phrase_cards(phrase)
                if self.effects is not None and hasattr(self.effects, "card_ids_matching_summary"):
                    ids |= set(self.effects.card_ids_matching_summary(self.lib, phrase, lang))
            return frozenset(ids)
        result: frozenset[str] | None = None
        for w in words:
            ids = self.word_ranks(w, lang, guesses, names_only).keys()
            result = frozenset(ids) if result is None else result & ids
        return result

    # -- evaluation ------------------------------------------------------------------------------
    def _leaf(self, node: Word | Term, lang: str, ctx: BookContext | None, guesses: bool) -> frozenset[str] | None:
        if isinstance(node, Word):
            return self._word_set(node, lang, guesses)
        if node.key == "name":
            return self._word_set(Word(node.value, node.pos), lang, guesses, names_only=True) or frozenset()
        return self.terms.cards_for(node, ctx)

    def _eval(self, node: Node, lang: str, ctx: BookContext | None, errors: list[SearchError],
              guesses: bool, negated: bool = False) -> frozenset[str] | None:
        """The cards `node` keeps; None for a part that could not be read (it keeps everything
        and its error is reported)."""
        if isinstance(node, (Word, Term)):
            term = isinstance(node, Term)
            cache_key = None
            if not (term and node.key in VOLATILE_KEYS):
                cache_key = (type(node).__name__, getattr(node, "key", ""), getattr(node, "op", ""),
                             node.value if term else node.text, getattr(node, "phrase", False), lang,
                             ctx.key if ctx and term and node.key in MAGE_KEYS else None,
                             guesses and (not term or node.key == "name"))
            if cache_key is not None and cache_key in self._cache:
                return self._cache[cache_key]
            try:
                found = self._leaf(node, lang, ctx, guesses)
            except SearchError as e:
                if term:  # a user's error message names the term as typed
                    e.term, e.pos = node.typed, node.pos
                errors.append(e)
                return None
            if cache_key is not None:
                if len(self._cache) > CACHE_MAX:
                    self._cache.clear()
                self._cache[cache_key] = found
            return found
        if isinstance(node, Not):  # "-fireball" removes Fireball, not the cards a guess might reach
            inner = self._eval(node.child, lang, ctx, errors, guesses=False, negated=True)
            return None if inner is None else self._universe - inner
        parts = [self._eval(c, lang, ctx, errors, guesses, negated) for c in node.children]
        if isinstance(node, Or) and not guesses and not negated:  # "fierball or dispel": each side guesses alone
            for i, (child, found) in enumerate(zip(node.children, parts)):
                if found is not None and not found and positive_words(child):
                    parts[i] = self._eval(child, lang, ctx, [], True)
                    self._guessed_branch = True
        return combine(node, parts)

    def run(self, query: str, lang: str = "en", context: BookContext | None = None,
            include_playtest: bool = False, extra: str = "") -> SearchResult:
        """The cards `query` finds, best first; errors are reported, never a silently empty list.
        `extra` (the browser's filter chips) must hold too; error positions stay those of `query`."""
        self._fresh()
        tree, errors = parse_lenient(query)
        if extra:
            chips, _ = parse_lenient(extra)
            tree = And(tuple(n for n in (tree, chips) if n is not None)) if chips is not None else tree
        hidden = frozenset() if include_playtest or _mentions_playtest(tree) else self._playtest
        words = positive_words(tree)
        self._guessed_branch = False
        ids = self._evaluate(tree, lang, context, errors, False) - hidden
        guessed = self._guessed_branch
        if not ids and words:  # nothing has the letters typed: other endings and typos
            ids = self._evaluate(tree, lang, context, [], True) - hidden
            guessed = True
        order = self._name_order(lang)
        scores: dict[str, int] = {}
        if words:  # among equals, the name closest in length to what was typed (Fireball before Twin Fireball)
            scores = self._scores(ids, words, lang, guessed)
            typed = _typed(words)
            cyrillic = is_cyrillic(typed)  # compare with names in the script typed
            # among equals, a card the open book may take first: Enter adds the best row, and
            # «пламени» in a Warlock's book must add Flame Strike, not Academy's Volley of Flame
            misfit = (lambda cid: not context.fits(self._cards[cid])) if context is not None else (lambda cid: False)
            ranked = sorted(ids, key=lambda cid: (-scores[cid], misfit(cid),
                                                  self.names.length_gap(cid, typed, cyrillic), order.get(cid, cid)))
        else:  # (the same order as search_listing.unsearched)
            ranked = sorted(ids, key=lambda cid: (order.get(cid, cid), cid))
        errors.sort(key=lambda e: e.pos)
        suggestions = self._did_you_mean(words, lang) if not ranked and words else []
        return SearchResult(ranked, scores, errors, suggestions, guessed)

    def _did_you_mean(self, words: list[Word], lang: str) -> list[str]:
        near: set[str] = set()
        for node in words:
            for w in search_key(node.text).split():
                near.update(self.names.tiers(w, True))
        return self.names.did_you_mean(_typed(words), lang, near=near)

    def _evaluate(self, tree: Node | None, lang: str, ctx: BookContext | None, errors: list[SearchError],
                  guesses: bool) -> frozenset[str]:
        found = self._eval(tree, lang, ctx, errors, guesses) if tree is not None else None
        return self._universe if found is None else found

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
            order = self._order[lang] = name_order(self._cards.values(), lang)
        return order

    def _scores(self, ids: Iterable[str], words: list[Word], lang: str, guesses: bool) -> dict[str, int]:
        """0–100: the whole name typed (100), a name starting with what was typed (90), a name
        one or two typos away (up to 85, when every word is in its names), else the weakest
        word's rank (NAME_RANK, OTHER_RANK)."""
        plain = [w for node in words if not node.phrase for w in search_key(node.text).split()]
        typed = _typed(words)
        ranks = [self.word_ranks(w, lang, guesses) for w in plain]
        name_tiers = [self.names.tiers(w, guesses) for w in plain]
        phrase_rank = NAME_RANK[MIDDLE]
        out = {}
        for cid in ids:
            named = all(cid in t for t in name_tiers) if plain else any(typed in n for n in self.names.full.get(cid, ()))
            score = self.names.typed_score(cid, typed) if named else 0
            if score < 90:
                weakest = min((r.get(cid, OTHER_INFLECTION_RANK) for r in ranks), default=phrase_rank if named else OTHER_RANK)
                score = max(score, weakest)
            out[cid] = score
        return out


def _typed(words: list[Word]) -> str:
    return " ".join(search_key(w.text) for w in words)


def _mentions_playtest(node: Node | None) -> bool:
    if isinstance(node, Term):
        return node.key in ("is", "set") and fold(node.value).startswith(("playtest", "тест", "test"))
    if isinstance(node, (And, Or)):
        return any(_mentions_playtest(c) for c in node.children)
    if isinstance(node, Not):
        return _mentions_playtest(node.child)
    return False
