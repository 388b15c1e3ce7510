"""A light stemmer for card names typed in Russian or Polish grammar.

After a number the name inflects: «3 огненных шара», «5 огненных шаров» (Russian: 2-4 take the
genitive singular, 5+ the genitive plural, adjectives the genitive plural), "2 Kule Ognia",
"5 kryształów many" (Polish: 2-4 the nominative plural, 5+ the genitive plural). Folding each
word's case ending away gives one key for all these forms and the printed name.

Written for this (no dictionary package): pymorphy3 2.0.6 with pymorphy3-dicts-ru is an 8.2 MB
download and 16 MB installed (measured 2026-11-28) and knows no Polish, while card names need only
their endings cut. The key is only
a last resort: an exact or normalised name of any card is looked up first, so a stem never beats
another card's exact name (spellforge/formats/resolve.py)."""

from __future__ import annotations

from spellforge.library.normalize import fold

MIN_STEM = 3  # "шара" → "шар", never shorter: "лед", "бык" stay whole

# Folded (no diacritics: ą → a, ó → o, ł → l, ё → е), longest first within each script.
_RU_ENDINGS = tuple(sorted((
    # adjectives and participles
    "ого", "его", "ому", "ему", "ыми", "ими", "ой", "ей", "ый", "ий", "ая", "яя", "ое", "ее", "ые", "ие", "ых",
    "их", "ую", "юю", "ым", "им",
    # nouns
    "ами", "ями", "иями", "ах", "ях", "ов", "ев", "ам", "ям", "ом", "ем", "ия", "ие", "ий", "ию", "ье", "ья",
    "ью", "ьи", "ей", "а", "я", "о", "е", "ы", "и", "у", "ю", "ь", "й",
), key=len, reverse=True))
_PL_ENDINGS = tuple(sorted((
    # adjectives
    "ego", "emu", "ych", "ich", "ymi", "imi", "ej", "ym", "im", "a", "e", "y", "i",
    # nouns
    "owie", "ami", "ach", "iach", "iami", "ow", "om", "em", "ie", "ia", "ii", "iom", "ja", "je", "ji", "jom",
    "jami", "jach", "o", "u",
    # English plurals share the Latin script: "2 Fireballs", "3 Mana Crystals"
    "s",
), key=len, reverse=True))


def _is_cyrillic(word: str) -> bool:
    return any("\u0400" <= ch <= "\u04ff" for ch in word)


def stem(word: str) -> str:
    """A folded word without its case ending (the longest that leaves MIN_STEM letters)."""
    if not word.isalpha():
        return word
    for ending in _RU_ENDINGS if _is_cyrillic(word) else _PL_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= MIN_STEM:
            return word[: -len(ending)]
    return word


def inflection_key(text: str) -> str:
    """The name with every word's ending folded: «Огненных шаров», «огненный шар» → "огненн шар"."""
    return " ".join(stem(w) for w in fold(text).split())
