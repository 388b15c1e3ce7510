"""Numbers the way each language writes them, for the headless core and the CLI (the window uses
QLocale): a decimal comma in Russian and Polish (5,23), a point in English (5.23); thousands
grouped with a no-break space in Russian from 1 000 and in Polish from 10 000 (CLDR's minimum
grouping), with a comma in English."""

from __future__ import annotations

_NBSP = "\u00a0"


def _group(digits: str, lang: str) -> str:
    if lang == "en":
        sep, least = ",", 4
    else:
        sep, least = _NBSP, (4 if lang == "ru" else 5)
    if len(digits) < least:
        return digits
    head = len(digits) % 3 or 3
    return digits[:head] + "".join(sep + digits[i:i + 3] for i in range(head, len(digits), 3))


def decimal(value: float, lang: str = "en", places: int = 2, sign: bool = False) -> str:
    """`value` with `places` decimals: decimal(5.234, "ru") == "5,23"; sign=True writes "+0,50"."""
    text = f"{value:+.{places}f}" if sign else f"{value:.{places}f}"
    lead = text[0] if text[0] in "+-" else ""
    whole, _, frac = text[len(lead):].partition(".")
    mark = "." if lang not in ("ru", "pl") else ","
    return lead + _group(whole, lang if lang in ("ru", "pl") else "en") + (mark + frac if frac else "")


def integer(value: int, lang: str = "en") -> str:
    """A whole number with the language's grouping: 12 345 (ru, pl), 12,345 (en)."""
    return decimal(int(value), lang, 0)


def percent(value: float, lang: str = "en", places: int = 1) -> str:
    """A share 0…1 as a percentage: 0.125 → "12.5%" (en), "12,5 %" (ru: a no-break space before
    %), "12,5%" (pl), as CLDR writes them."""
    return decimal(100 * value, lang, places) + (_NBSP + "%" if lang == "ru" else "%")
