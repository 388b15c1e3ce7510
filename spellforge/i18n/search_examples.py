"""Example queries of the card search, as a reader of each language types them: shown by the
window's search help (ui/browser/search_help.py) and by `spellforge search --help`."""

from __future__ import annotations

EXAMPLES = (
    "s:fire l<=2 t:creature", "fire attack", "fireball or dispel", "t:attack (s:fire or s:water) -l:1",
    "trait:flying cost>8", 'trait:"Warlock Only"', "cost:X s:arcane", "set:core owned:yes", "is:epic",
    "legal:book pts<=2", "fierball",
)
EXAMPLES_RU = ("огненый шар", "школа:огонь уровень<=2 тип:существо", "т:стена или т:местность", "это:эпические",
               'свойство:"Только для Колдуна"', "делает:лечение")
EXAMPLES_PL = ("kula ognia", "szkoła:ogień poziom<=2 typ:stworzenie", "typ:ściana lub typ:teren", "jest:wyjątkowe",
               'cecha:"Tylko Czarnoksiężnik"', "robi:leczenie")


def examples(lang: str) -> tuple[str, ...]:
    """The examples a reader of `lang` is shown first."""
    return {"ru": EXAMPLES_RU, "pl": EXAMPLES_PL}.get(lang, EXAMPLES)
