"""Plural categories for counted words (CLDR rules): English one/other; Russian and Polish
one / few (2–4, but not 12–14) / many. Russian 21, 31… take "one" (21 повреждение), Polish only
1 does (21 obrażeń)."""

from __future__ import annotations

import re

FORMS = {"en": ("one", "other"), "ru": ("one", "few", "many"), "pl": ("one", "few", "many")}


def category(n: int | str, lang: str) -> str:
    """"one", "few", "many" (ru/pl) or "one", "other" (en) for the count `n`. A count that is not
    a number (X) reads like many: "X повреждений", "X obrażeń", "X damage"."""
    if not isinstance(n, int):
        try:
            n = int(n)
        except (TypeError, ValueError):
            return "other" if lang not in ("ru", "pl") else "many"
    n = abs(n)
    if lang not in ("ru", "pl"):
        return "one" if n == 1 else "other"
    if lang == "ru" and n % 10 == 1 and n % 100 != 11:
        return "one"
    if lang == "pl" and n == 1:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


def index(n: int | str, lang: str) -> int:
    """The position of `n`'s form in a `|`-separated list of forms in FORMS order."""
    return FORMS.get(lang, FORMS["en"]).index(category(n, lang))


_ENGLISH_COUNT = re.compile(r"(?<![\w.])(\d+) ((?:\w+ )?\w+)\(s\)")  # "3 set file(s)" too


def english(text: str) -> str:
    """English text whose counts are written "3 line(s)" with each noun in its number:
    "1 line", "3 lines" (the command line and the engine's English log; the window's plurals
    come from the .ts files)."""
    return _ENGLISH_COUNT.sub(lambda m: f"{m[1]} {m[2]}" + ("" if m[1] == "1" else "s"), text)
