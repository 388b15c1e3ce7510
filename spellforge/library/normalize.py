"""Text folding used for name matching and search in English, Russian and Polish.

"Огненный шар" / "огнённый шар", "Ściana" / "sciana", "Hand of Bim-Shalla" / "hand of bim shalla"
fold to the same key.
"""

from __future__ import annotations

import re
import unicodedata

# Letters NFKD does not decompose.
_EXTRA = str.maketrans({"ł": "l", "Ł": "l", "ø": "o", "æ": "ae", "ß": "ss", "’": "'", "‘": "'", "`": "'"})


def fold(text: str) -> str:
    """Lowercase, strip diacritics (ё→е, ś→s, ł→l), drop apostrophes, '&'→'and', squash
    punctuation and spaces."""
    text = text.translate(_EXTRA).lower()
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = text.replace("&", " and ").replace("'", "")
    text = re.sub(r"[^\w]+", " ", text)
    return " ".join(text.split())
