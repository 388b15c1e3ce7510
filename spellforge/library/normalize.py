"""Text folding for name matching and search in English, Russian and Polish — one implementation
for the library, the import resolvers and the UI filters.

"Огнённый шар" / "огненный шар", "Ściana" / "sciana", "Hand of Bim-Shalla" / "hand of bim shalla",
«Синий греmlin» / «Синий гремлин» fold to the same key; й stays distinct from и.
"""

from __future__ import annotations

import re
import unicodedata

# Letters NFKD does not decompose.
_FOLD = str.maketrans({"ł": "l", "Ł": "l", "ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ё": "е", "Ё": "е", "đ": "d"})
_APOSTROPHES = re.compile(r"['’‘`´ʼ]")
_NON_WORD = re.compile(r"[\W_]+")
# Latin letters typed (or OCR'd) inside a Cyrillic word, e.g. «Синий греmlin» (RU 000 line 1974).
_LATIN_TO_CYRILLIC = str.maketrans("abcdefghiklmnoprstuvxyz", "абцдефгхиклмнопрстувхыз")
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
_LATIN = re.compile(r"[a-z]")


def fold_case(text: str) -> str:
    """Exact-name key: case and runs of whitespace only."""
    return " ".join(text.casefold().split())


_MEMO: dict[str, str] = {}  # the same names are folded again and again (headings, repeated cards)
_MEMO_MAX = 200_000


def fold(text: str) -> str:
    """Aggressive key: case, ё/е, diacritics, apostrophes, punctuation, "&" = "and",
    Latin letters inside Cyrillic words transliterated."""
    folded = _MEMO.get(text)
    if folded is None:
        folded = _fold(text)
        if len(_MEMO) < _MEMO_MAX:
            _MEMO[text] = folded
    return folded


def fold_memo() -> dict[str, str]:
    """Every text folded so far in this process: the library keeps it on disk beside its state
    cache, so a new process does not fold the library's ~4,000 names again (0.2-0.4 s)."""
    return _MEMO


def seed_fold_memo(known: dict[str, str]) -> None:
    for text, folded in known.items():
        if len(_MEMO) >= _MEMO_MAX:
            break
        _MEMO.setdefault(text, folded)


def _fold(text: str) -> str:
    folded = text.casefold().translate(_FOLD)
    folded = _APOSTROPHES.sub("", folded).replace("&", " and ")
    # Decompose, then drop combining marks except the breve that makes Cyrillic й from и.
    decomposed = unicodedata.normalize("NFKD", folded)
    kept = "".join(ch for ch in decomposed if not unicodedata.combining(ch) or ch == "\u0306")
    kept = unicodedata.normalize("NFC", kept)
    return " ".join(_fix_mixed_script(w) for w in _NON_WORD.sub(" ", kept).split())


def _fix_mixed_script(word: str) -> str:
    if _CYRILLIC.search(word) and _LATIN.search(word):
        return word.translate(_LATIN_TO_CYRILLIC)
    return word


def strip_parenthetical(text: str) -> str:
    """"Цепкая лоза (заклятие)" -> "Цепкая лоза"; notes people add after a name."""
    return re.sub(r"\s*[(\[{][^)\]}]*[)\]}]\s*", " ", text).strip()
