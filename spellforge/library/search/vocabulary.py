"""The values a search can name — schools, types, subtypes, traits ("Warlock Only", "Holy Mage
Only"), slots, formats, actions, flags — in English, Russian and Polish (db/i18n/terms.csv plus
the inflected forms people type), and which cards have each value."""

from __future__ import annotations

from collections.abc import Iterable

from spellforge.domain.cards import SCHOOLS, SPELL_TYPES, Card
from spellforge.library.search.grammar import SearchError, Term
from spellforge.library.search.words import PREFIX, WHOLE, WordIndex, resolve_value, search_key

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
EXTRA_VALUES = _EXTRA_VALUES
_TYPE_VARIANTS = ("Wall", "Terrain")
RESTRICTIONS = ("Only", "Mage Only")
PLAIN_WORD_CATEGORIES = ("type", "school", "subtype", "trait")  # what a plain word also matches


def trait_labels(card: Card) -> set[str]:
    """The card's own traits as the card panel lists them: "Flying", "Warlock Only", "Holy Mage Only"."""
    out = set()
    for t in card.traits:
        out.add(f"{t.value} {t.keyword}" if t.keyword in RESTRICTIONS and t.value else t.keyword)
    return out


class Vocabulary:
    """`names`: category -> canonical value -> its folded names in en/ru/pl; `cards`: category ->
    canonical value -> the cards having it; `words`: every word of the plain-word categories'
    names -> (category, value)."""

    def __init__(self, lib, cards: dict[str, Card]):
        self.names = _names(lib, cards)
        self.cards = _card_values(cards)
        self.words = WordIndex.of_values(self.names, PLAIN_WORD_CATEGORIES)

    def cards_with(self, category: str, key: str) -> frozenset[str]:
        return self.cards.get(category, {}).get(key, frozenset())

    def resolve(self, category: str, value: str, term: Term) -> list[str]:
        """Canonical values `value` names in `category` (in any language): exact names, else names
        starting with it, else other inflections, else one typo. Raises unknown_value."""
        names = self.names.get(category, {})
        v = search_key(value)
        if not v:
            raise SearchError("missing_value", term.typed, term.pos, value)
        found = resolve_value(names, v)
        if found:
            return found
        raise SearchError("unknown_value", term.typed, term.pos, value, self.suggest(category, v))

    def suggest(self, category: str, v: str) -> str:
        from rapidfuzz import fuzz, process

        choices = [n for ns in self.names.get(category, {}).values() for n in ns]
        best = process.extractOne(v, choices, scorer=fuzz.WRatio, score_cutoff=60)
        return best[0] if best else ""

    def word_cards(self, word: str, guesses: bool) -> dict[str, int]:
        """card -> tier, for the cards whose type, school, subtype or trait (any language) has this
        word, or (4+ letters) a word starting with it, or with `guesses` another ending of it."""
        out: dict[str, int] = {}
        for (category, value), tier in self.words.tiers(word, guesses=guesses, middles=False).items():
            if tier == WHOLE or len(word) >= 4 and (tier >= PREFIX or guesses):
                for cid in self.cards_with(category, value):
                    if out.get(cid, 0) < tier:
                        out[cid] = tier
        return out

    def phrase_cards(self, phrase: str) -> set[str]:
        """Cards with a type, school, subtype or trait named exactly `phrase` (folded)."""
        return {cid for category in PLAIN_WORD_CATEGORIES for key, names in self.names[category].items()
                if phrase in names for cid in self.cards_with(category, key)}


def _names(lib, cards: dict[str, Card]) -> dict[str, dict[str, set[str]]]:
    vocab: dict[str, dict[str, set[str]]] = {}

    def add(category: str, key: str, *names: str) -> None:
        vocab.setdefault(category, {}).setdefault(key, set()).update(search_key(n) for n in names if n)

    def add_terms(category: str, term_category: str, keys: Iterable[str]) -> None:
        terms = lib.terms(term_category)
        for k in keys:
            add(category, k, k, *(terms.get(k, {}).values()))

    add_terms("school", "school", SCHOOLS)
    add_terms("type", "spell_type", SPELL_TYPES)
    subtype_terms = lib.terms("subtype")
    for v in _TYPE_VARIANTS:
        add("type", v, v, *(subtype_terms.get(v, {}).values()))
    add_terms("subtype", "subtype", {s for c in cards.values() for s in c.subtypes})
    trait_terms = lib.terms("trait")
    for label in {label for c in cards.values() for label in trait_labels(c)}:
        add("trait", label, label, *trait_terms.get(label, {}).values())
    add_terms("slot", "slot", {s for c in cards.values() for s in (*c.slots, *c.slot_options)})
    add_terms("format", "format", ("arena", "academy", "apprentice"))
    add_terms("action", "action", ("quick", "full"))
    for category, values in _EXTRA_VALUES.items():
        for key, names in values.items():
            add(category, key, *names)
    for key in ("unique", "legendary", "epic", "novice"):  # also the rulebook's trait names
        add("is", key, *trait_terms.get(key.capitalize(), {}).values())
    return vocab


def _card_values(cards: dict[str, Card]) -> dict[str, dict[str, frozenset[str]]]:
    out: dict[str, dict[str, set[str]]] = {}

    def put(category: str, key: str | None, cid: str) -> None:
        if key:
            out.setdefault(category, {}).setdefault(key, set()).add(cid)

    for cid, c in cards.items():
        for s in c.schools:
            put("school", s.school, cid)
        put("type", c.type, cid)
        put("type", c.type_variant, cid)
        for s in c.subtypes:
            put("subtype", s, cid)
        for label in trait_labels(c):
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
