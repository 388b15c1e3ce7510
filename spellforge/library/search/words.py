"""Word matching for the card search: the folded search key, inflections, typo budgets, and the
word index that answers "which owners have a word like this one", in tiers.

Tiers (higher is closer): 5 the whole word, 4 the beginning of a word, 3 the middle of a word,
2 a typo («огненый», one edit in 4–7 letters, two from 8; only the closest spellings), 1 another
ending of the word (an inflection: «огненного»/«огненный», «kuli»/«kula»). Tiers 5–3 are what the
word literally says (REAL_TIER and up); 2 and 1 are guesses the engine makes only when nothing real
is found, a typo first: "warlok" is Warlock before it is another ending of Warlord.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right


from spellforge.library.normalize import fold

WHOLE, PREFIX, MIDDLE, TYPO, INFLECTION = 5, 4, 3, 2, 1
REAL_TIER = MIDDLE  # tiers from here up match the letters typed; below are guesses


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
    """Another ending of the same word: «огненного»/«огненный», «шара»/«шар», «kuli»/«kula».
    The shared beginning must be most of the shorter word and more than half of the longer one,
    so «warlock» is not an ending of «ward» or «war»."""
    if len(q) < 3 or len(w) < 3 or abs(len(q) - len(w)) > 3:
        return False
    cp = _common_prefix(q, w)
    shorter = min(len(q), len(w))
    return (cp >= 3 and 2 * cp > max(len(q), len(w))
            and cp >= shorter - (3 if shorter >= 7 else 2))  # long words: a typo in the ending too


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

    @classmethod
    def of_values(cls, values: dict[str, dict[str, set[str]]], categories) -> "WordIndex":
        """The words of the value names of `categories` (category -> value key -> its names),
        each owned by (category, key): what a plain word also matches besides card names."""
        index = cls()
        for category in categories:
            for key, names in values[category].items():
                for n in names:
                    index.add((category, key), n)
        return index.freeze()

    def freeze(self) -> "WordIndex":
        self.words = sorted(self._owners)
        self.owners = {w: frozenset(o) for w, o in self._owners.items()}
        del self._owners
        self._blob = "\n".join(self.words)
        self._starts = []
        pos = 0
        for w in self.words:
            self._starts.append(pos)
            pos += len(w) + 1
        return self

    def _prefixed(self, prefix: str) -> list[str]:
        lo = bisect_left(self.words, prefix)
        hi = bisect_left(self.words, prefix + "\uffff")
        return self.words[lo:hi]

    def tiers(self, word: str, guesses: bool = True, middles: bool = True) -> dict:
        """owner -> its best tier for `word` (see the module docstring); inflections and typos
        only with `guesses`, word middles (3+ letters) only with `middles`."""
        out: dict = {}

        def give(w: str, tier: int) -> None:
            for o in self.owners[w]:
                if out.get(o, 0) < tier:
                    out[o] = tier

        if not word:
            return out
        for w in self._prefixed(word):
            give(w, WHOLE if w == word else PREFIX)
        if middles and len(word) >= 3:
            i = self._blob.find(word)
            while i >= 0:
                k = bisect_right(self._starts, i) - 1
                w = self.words[k]
                if not w.startswith(word):
                    give(w, MIDDLE)
                i = self._blob.find(word, self._starts[k] + len(w))
        if not guesses:
            return out
        for w in self._prefixed(word[:3]):
            if inflected(word, w):
                give(w, INFLECTION)
        budget = typo_budget(word)
        if budget:  # only the closest spellings: "warlok" is Warlock (one edit), not also Warlord (two)
            from rapidfuzz import process  # (imported on the first search that guesses: not at start)
            from rapidfuzz.distance import OSA

            typos = [(d, w) for w, d, _i in process.extract_iter(word, self.words, scorer=OSA.distance,
                                                                 score_cutoff=budget) if abs(len(w) - len(word)) <= budget]
            closest = min((d for d, _w in typos), default=0)
            for d, w in typos:
                if d == closest:
                    give(w, TYPO)
        return out


def resolve_value(names: dict[str, set[str]], v: str) -> list[str]:
    """The value keys whose names match the search key `v`, by the first tier that finds any:
    the exact name, a name starting with it, another ending, one typo."""
    from rapidfuzz.distance import OSA

    budget = typo_budget(v)
    for test in (lambda n: n == v, lambda n: n.startswith(v),
                 lambda n: inflected(v, n) or any(inflected(v, w) for w in n.split()) and " " not in v,
                 lambda n: OSA.distance(v, n, score_cutoff=budget) <= budget):
        found = [k for k, ns in names.items() if any(test(n) for n in ns)]
        if found:
            return found
    return []
