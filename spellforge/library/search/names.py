"""Card names for the search: every name and alias in every language (and the user's own names),
folded, with the tiered word lookup, the ranking of names against what was typed, and the
"did you mean …" names offered when nothing is found."""

from __future__ import annotations

from spellforge.domain.cards import Card
from spellforge.library.search.words import WordIndex, search_key

WORD_CACHE_MAX = 4000  # distinct words looked up before the cache starts again


class NameIndex:
    def __init__(self, lib, cards: dict[str, Card]):
        self.token = getattr(lib, "_user_names", None)  # apply/drop_user_name replace the dict
        user = self.token or {}
        full: dict[str, set[str]] = {}
        for e in lib.name_index():
            if e.card_id in cards:
                full.setdefault(e.card_id, set()).add(search_key(e.text))
        for cid, c in cards.items():
            for n in (c.name, *c.names.values()):
                full.setdefault(cid, set()).add(search_key(n))
        for (cid, _lang), (name, _src) in user.items():
            if cid in cards:
                full.setdefault(cid, set()).add(search_key(name))
        self.full: dict[str, tuple[str, ...]] = {cid: tuple(sorted(n for n in names if n)) for cid, names in full.items()}
        self._words = WordIndex()
        for cid, names in self.full.items():
            for n in names:
                self._words.add(cid, n)
        self._words.freeze()
        self._cache: dict[tuple[str, bool], dict[str, int]] = {}
        self._choices: dict[str, tuple[list[str], list[str]]] = {}  # lang -> "did you mean" names, ids
        self._cards = cards
        # name lengths per script (Latin, Cyrillic), for ranking among equals without a loop per name
        self._lengths = {cid: (tuple(len(n) for n in names if not is_cyrillic(n)),
                               tuple(len(n) for n in names if is_cyrillic(n))) for cid, names in self.full.items()}

    def tiers(self, word: str, guesses: bool) -> dict[str, int]:
        """card id -> the best tier (search_words) of `word` (folded, one word) among its name words."""
        key = (word, guesses)
        hit = self._cache.get(key)
        if hit is None:
            if len(self._cache) > WORD_CACHE_MAX:
                self._cache.clear()
            hit = self._cache[key] = self._words.tiers(word, guesses=guesses)
        return hit

    def with_phrase(self, phrase: str) -> set[str]:
        return {cid for cid, names in self.full.items() if any(phrase in n for n in names)}

    def typed_score(self, cid: str, typed: str) -> int:
        """100 when a name is exactly what was typed, 90 when a name starts with it, else up to
        85 for a name one or two typos away (0 when none is)."""
        names = self.full.get(cid, ())
        if typed in names:
            return 100
        if any(n.startswith(typed) for n in names):
            return 90
        if len(typed) >= 4 and names:
            from rapidfuzz import fuzz

            return int(max(fuzz.ratio(typed, n, score_cutoff=85) for n in names) * 0.85)
        return 0

    def _choices_for(self, lang: str) -> tuple[list[str], list[str]]:
        """Each card's name in `lang` and in English, folded, once (playtest cards left out)."""
        hit = self._choices.get(lang)
        if hit is None:
            choices: dict[str, str] = {}
            for cid, c in self._cards.items():
                if not c.playtest:
                    for n in (c.display_name(lang), c.name):
                        choices.setdefault(search_key(n), cid)
            hit = self._choices[lang] = (list(choices), list(choices.values()))
        return hit

    def length_gap(self, cid: str, typed: str, cyrillic: bool) -> int:
        """How far the card's closest name (in the script typed) is from what was typed, in
        letters: among equals, Fireball before Twin Fireball."""
        n = len(typed)
        return min((abs(length - n) for length in self._lengths.get(cid, ((), ()))[cyrillic]), default=99)

    def did_you_mean(self, typed: str, lang: str, limit: int = 3, near: set[str] | None = None) -> list[str]:
        """Card names (in `lang`) closest to what was typed (folded), for an empty result. `near`:
        the cards some typed word reaches by name — scoring their names only keeps a long query
        from weighing every name of the library (else the names in `lang` and English)."""
        if not typed:
            return []
        names, ids = self._choices_for(lang)
        if near:
            pairs = [(n, cid) for cid in near if not self._cards[cid].playtest for n in self.full.get(cid, ())]
            names, ids = [n for n, _ in pairs], [cid for _, cid in pairs]
        from rapidfuzz import fuzz, process

        hits = process.extract(typed, names, scorer=fuzz.WRatio, limit=limit * 3, score_cutoff=70)
        out: list[str] = []
        for _name, _score, i in hits:
            shown = self._cards[ids[i]].display_name(lang)
            if shown not in out:
                out.append(shown)
        return out[:limit]


def is_cyrillic(text: str) -> bool:
    return any("\u0400" <= ch <= "\u04ff" for ch in text[:3])
