"""Mage Knight card search in the shared search language (spellforge/library/search/grammar.py):

    march                      plain words: names in English, Russian or Polish (night halves of
                               spells too), a kind, a colour or a hero; typos and other endings
                               are guessed only when nothing has the letters typed
    t:spell col:red            key:value; keys in three languages (MK_KEY_NAMES)
    cost<=6 l:2 or armour>=5   numbers compare with = != < <= > >=; `or` (или, lub), parentheses
    -set:krang "mana draw"     a leading minus negates; double quotes make a phrase

The same parser as Mage Wars with this game's key table (KeySet); the same word matching
(search_words: folding, tiers, inflections, typo budgets) and the same SearchError codes and
positions, so the window explains a bad part the same way. Headless: no Qt, no SQL — the
records come from the SQLite library through store.library().
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from spellforge.games.mageknight.library import MKLibrary, Row, rows
from spellforge.library.normalize import fold
from spellforge.library.search.grammar import (
    KEY_NAMES, And, KeySet, Node, Not, SearchError, Term, Word, combine, parse_lenient, positive_words,
)
from spellforge.library.search.words import PREFIX, WHOLE, WordIndex, resolve_value, search_key

MK_KEY_NAMES: dict[str, dict[str, tuple[str, ...]]] = {
    "name": KEY_NAMES["name"],
    "type": KEY_NAMES["type"],
    "colour": {"en": ("col", "colour", "color"), "ru": ("цв", "цвет"), "pl": ("kol", "kolor")},
    "set": {"en": ("set", "box"), "ru": ("набор", "издание", "коробка"), "pl": ("zestaw", "pudełko")},
    "hero": {"en": ("h", "hero"), "ru": ("г", "герой"), "pl": ("b", "bohater")},
    "level": KEY_NAMES["level"],
    "cost": {"en": ("c", "cost"), "ru": ("ц", "цена", "стоимость"), "pl": ("k", "koszt")},
    "armour": {"en": ("arm", "armour", "armor"), "ru": ("бр", "броня"), "pl": ("pancerz", "zbroja")},
    "copies": {"en": ("copies",), "ru": ("копии", "копий"), "pl": ("kopie",)},
    "move": {"en": ("mv", "move"), "ru": ("дв", "движение"), "pl": ("ruch",)},
    "attack": {"en": ("atk", "attack"), "ru": ("ат", "атака"), "pl": ("atak",)},
    "block": {"en": ("blk", "block"), "ru": ("бл", "блок"), "pl": ("blok",)},
    "influence": {"en": ("inf", "influence"), "ru": ("вл", "влияние"), "pl": ("wp", "wpływ")},
    "site": {"en": ("site", "recruit"), "ru": ("место", "вербовка"), "pl": ("miejsce", "werbunek")},
    "is": KEY_NAMES["is"],
    "owned": KEY_NAMES["owned"],
}
RESOURCE_KEYS = ("move", "attack", "block", "influence")  # a card's basic value (basic actions)
UNIT_KEYS = ("level", "cost", "armour", "copies")
MK_KEYS = KeySet(MK_KEY_NAMES, frozenset(UNIT_KEYS + RESOURCE_KEYS))
PLAIN_WORD_CATEGORIES = ("type", "colour", "hero")  # what a plain word matches besides names

# value names the term table does not hold (other words people type), per category
_EXTRA_VALUES: dict[str, dict[str, tuple[str, ...]]] = {
    "type": {"unit": ("unit", "units", "отряд", "отряды", "jednostka", "jednostki"),
             "basic_action": ("basic", "basic action", "действие", "akcja"),
             "advanced_action": ("aa", "advanced", "особое", "zaawansowana"),
             "spell": ("заклинания", "zaklęcia"), "artifact": ("артефакты", "artefakty"),
             "skill": ("навыки", "umiejętności")},
    "colour": {"red": ("красная", "красное", "красные", "czerwona", "czerwone"),
               "blue": ("синяя", "синее", "синие", "niebieska", "niebieskie"),
               "green": ("зелёная", "зелёное", "зелёные", "zielona", "zielone"),
               "white": ("белая", "белое", "белые", "biała", "białe")},
    "set": {"base": ("base", "core", "базовая", "базовый", "podstawowa"),
            "lost_legion": ("lost legion", "ll"), "shades_of_tezla": ("tezla", "тезла", "tezli")},
    "is": {"unique": ("unique", "уникальная", "уникальные", "unikatowa", "unikatowe"),
           "standard": ("standard", "стандартная", "стандартные", "standardowa", "standardowe"),
           "interaction": ("interaction", "взаимодействие", "interakcja"),
           "unverified": ("unverified", "непроверенная", "непроверенные", "niezweryfikowana", "niezweryfikowane"),
           "verified": ("verified", "проверенная", "проверенные", "zweryfikowana", "zweryfikowane")},
    "owned": {"yes": ("yes", "y", "true", "1", "да", "tak"), "no": ("no", "n", "false", "0", "нет", "nie")},
}
KINDS = ("basic_action", "wound", "advanced_action", "spell", "artifact", "regular_unit", "elite_unit", "skill")
SETS = ("base", "lost_legion", "krang", "shades_of_tezla", "unplaced")
SITES = ("village", "keep", "mage_tower", "monastery", "city", "magical_glade")

NAME_RANK = {WHOLE: 75, PREFIX: 60, 3: 45, 2: 30, 1: 20}  # search_engine's ranks: a name beats a kind
OTHER_RANK = 35


@dataclass
class MKSearchResult:
    rows: list[Row]
    errors: list[SearchError] = field(default_factory=list)
    suggestions: list[str] = field(default_factory=list)  # names, when nothing was found
    guessed: bool = False  # nothing had the letters typed: other endings and typos


class MKSearch:
    """The search over one Mage Knight library. `owned_sets()` gives the sets of the products
    the user owns (None: no collection), for `owned:`."""

    def __init__(self, lib: MKLibrary, owned_sets: Callable[[], Iterable[str] | None] | None = None):
        self.lib = lib
        self.owned_sets = owned_sets
        self.rows = {r.id: r for r in rows(lib)}
        self.universe = frozenset(self.rows)
        self.names = WordIndex()
        self.full: dict[str, set[str]] = {}  # id -> its whole folded names (phrases, did-you-mean)
        for r in self.rows.values():
            night = lib.deeds[r.id].night if r.id in lib.deeds else None
            for n in (r.names, night):
                for text in ((n.en, n.ru, n.pl) if n else ()):
                    if text:
                        key = search_key(text)
                        self.names.add(r.id, key)
                        self.full.setdefault(r.id, set()).add(key)
        self.names.freeze()
        self.values = self._value_names()
        self.cards = self._card_values()
        self.words = WordIndex.of_values(self.values, PLAIN_WORD_CATEGORIES)

    # -- vocabulary -------------------------------------------------------------------------------
    def _value_names(self) -> dict[str, dict[str, set[str]]]:
        lib = self.lib
        out: dict[str, dict[str, set[str]]] = {}

        def add(category: str, key: str, *names: str) -> None:
            out.setdefault(category, {}).setdefault(key, set()).update(search_key(n) for n in names if n)

        def term(category: str, key: str) -> None:
            t = lib.terms.get(key)
            add(category, key, key.replace("_", " "), *((t.en, t.ru, t.pl) if t else ()))

        for k in KINDS:
            term("type", k)
        for k in ("red", "blue", "green", "white"):
            term("colour", k)
        for k in SETS:
            term("set", k)
        for p in lib.products.values():
            if len(p.sets) == 1:
                add("set", p.sets[0], p.names.en, p.names.ru, p.names.pl)
        for k in SITES:
            term("site", k)
        for h in lib.heroes.values():
            add("hero", h.id, h.id, h.names.en, h.names.ru, h.names.pl)
        for category, values in _EXTRA_VALUES.items():
            for key, names in values.items():
                add(category, key, *names)
        return out

    def _card_values(self) -> dict[str, dict[str, frozenset[str]]]:
        lib = self.lib
        out: dict[str, dict[str, set[str]]] = {}

        def put(category: str, key: str, cid: str) -> None:
            if key:
                out.setdefault(category, {}).setdefault(key, set()).add(cid)

        for cid, r in self.rows.items():
            put("type", r.kind, cid)
            if r.kind.endswith("_unit"):
                put("type", "unit", cid)
            put("colour", r.colour, cid)
            put("set", r.set, cid)
            put("hero", r.hero, cid)
            put("is", "verified" if r.verified else "unverified", cid)
            basic = lib.basics.get(cid)
            if basic is not None and basic.hero:
                put("is", "unique", cid)
            if basic is not None and basic.standard_copies:
                put("is", "standard", cid)
            deed, unit, skill = lib.deeds.get(cid), lib.units.get(cid), lib.skills.get(cid)
            if (deed and deed.interaction) or (unit and unit.interaction_only) or (skill and skill.interaction):
                put("is", "interaction", cid)
            for site in unit.recruit_sites if unit else ():
                put("site", site, cid)
        return {c: {k: frozenset(v) for k, v in values.items()} for c, values in out.items()}

    def resolve(self, category: str, value: str, term: Term) -> list[str]:
        """Canonical values `value` names (any language): exact names, else names starting with
        it, else other endings, else one typo (search_vocabulary.Vocabulary.resolve's order)."""
        names = self.values.get(category, {})
        v = search_key(value)
        found = resolve_value(names, v)
        if found:
            return found
        choices = [n for ns in names.values() for n in ns]
        best = process.extractOne(v, choices, scorer=fuzz.WRatio, score_cutoff=60)
        raise SearchError("unknown_value", term.typed, term.pos, value, best[0] if best else "")

    # -- terms ------------------------------------------------------------------------------------
    def _term(self, t: Term) -> frozenset[str]:
        if t.key in MK_KEYS.numeric:
            return self._numeric(t)
        if t.key == "owned":
            yes = self.resolve("owned", t.value, t) == ["yes"]
            sets = self.owned_sets() if self.owned_sets else None
            if not sets:
                raise SearchError("no_collection", t.typed, t.pos)
            owned = frozenset(cid for cid, r in self.rows.items() if r.set in set(sets))
            return owned if yes else self.universe - owned
        ids: set[str] = set()
        for part in (p.strip() for p in t.value.split(",") if p.strip()):  # col:red,blue = either
            for key in self.resolve(t.key, part, t):
                ids |= self.cards.get(t.key, {}).get(key, frozenset())
        return frozenset(ids)

    def _numeric(self, t: Term) -> frozenset[str]:
        n = int(t.value)
        compare = {":": n.__eq__, "<": n.__gt__, "<=": n.__ge__, ">": n.__lt__, ">=": n.__le__}[t.op]
        out = set()
        for cid in self.rows:
            if t.key in RESOURCE_KEYS:
                card = self.lib.basics.get(cid)
                v = card.basic[t.key] if card is not None and not card.is_wound else None
            else:
                unit = self.lib.units.get(cid)
                v = getattr(unit, t.key) if unit is not None else None
            if v is not None and compare(v):
                out.add(cid)
        return frozenset(out)

    # -- words ------------------------------------------------------------------------------------
    def word_ranks(self, word: str, guesses: bool, names_only: bool = False) -> dict[str, int]:
        out = {cid: NAME_RANK[tier] for cid, tier in self.names.tiers(word, guesses).items()}
        if names_only:
            return out
        for (category, key), tier in self.words.tiers(word, guesses=guesses, middles=False).items():
            if tier == WHOLE or len(word) >= 4 and (tier >= PREFIX or guesses):
                for cid in self.cards.get(category, {}).get(key, ()):
                    out[cid] = max(out.get(cid, 0), OTHER_RANK)
        return out

    def _words(self, node: Word, guesses: bool, names_only: bool = False) -> frozenset[str]:
        words = search_key(node.text).split()
        if node.phrase:
            phrase = " ".join(words)
            return frozenset(cid for cid, names in self.full.items() if any(phrase in n for n in names))
        result: frozenset[str] | None = None
        for w in words:
            ids = self.word_ranks(w, guesses, names_only).keys()
            result = frozenset(ids) if result is None else result & ids
        return result if result is not None else self.universe

    # -- evaluation -------------------------------------------------------------------------------
    def _eval(self, node: Node, errors: list[SearchError], guesses: bool) -> frozenset[str] | None:
        """The cards `node` keeps; None for a part that could not be read (it keeps everything
        and its error is reported)."""
        if isinstance(node, Word):
            return self._words(node, guesses)
        if isinstance(node, Term):
            if node.key == "name":
                return self._words(Word(node.value, node.pos), guesses, names_only=True)
            try:
                return self._term(node)
            except SearchError as e:
                errors.append(e)
                return None
        if isinstance(node, Not):  # "-march" removes March, not what a guess might reach
            inner = self._eval(node.child, errors, False)
            return None if inner is None else self.universe - inner
        return combine(node, [self._eval(c, errors, guesses) for c in node.children])

    def run(self, query: str, lang: str = "en", extra: str = "") -> MKSearchResult:
        """The rows `query` finds, best first; errors are reported, never a silently empty list.
        `extra` (the window's filter boxes) must hold too."""
        tree, errors = parse_lenient(query, MK_KEYS)
        if extra:
            more, _ = parse_lenient(extra, MK_KEYS)
            tree = And(tuple(n for n in (tree, more) if n is not None)) if more is not None else tree
        words = positive_words(tree)
        found = self._eval(tree, errors, False) if tree is not None else None
        ids = self.universe if found is None else found
        guessed = False
        if not ids and words:
            found = self._eval(tree, [], True)
            ids, guessed = (self.universe if found is None else found), True
        scores = self._scores(ids, words, guessed)
        ranked = sorted(ids, key=lambda cid: (-scores.get(cid, 0), fold(self.rows[cid].names.get(lang))))
        errors.sort(key=lambda e: e.pos)
        suggestions = self._did_you_mean(words, lang) if not ranked and words else []
        return MKSearchResult([self.rows[cid] for cid in ranked], errors, suggestions, guessed)

    def find(self, query: str, lang: str = "en") -> list[Row]:
        """Rows `query` finds; raises the first SearchError (the CLI, scripts)."""
        result = self.run(query, lang)
        if result.errors:
            raise result.errors[0]
        return result.rows

    def _scores(self, ids: Iterable[str], words: list[Word], guesses: bool) -> dict[str, int]:
        """0-100: the whole name typed (100), else the weakest word's rank."""
        plain = [w for node in words if not node.phrase for w in search_key(node.text).split()]
        if not plain:
            return {}
        typed = " ".join(plain)
        ranks = [self.word_ranks(w, guesses) for w in plain]
        return {cid: 100 if typed in self.full.get(cid, ()) else min(r.get(cid, 0) for r in ranks) for cid in ids}

    def _did_you_mean(self, words: list[Word], lang: str) -> list[str]:
        typed = " ".join(search_key(w.text) for w in words)
        choices = {r.names.get(lang): search_key(r.names.get(lang)) for r in self.rows.values()}
        hits = process.extract(typed, choices, scorer=fuzz.WRatio, score_cutoff=70, limit=3)
        return [name for _key, _score, name in hits]
