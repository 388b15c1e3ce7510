"""Stable card ids: a slug of the canonical English name ("Bear Strength" -> "bear-strength")."""

from __future__ import annotations

import re
import unicodedata


def card_id(name: str) -> str:
    folded = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    folded = folded.lower().replace("&", " and ").replace("'", "").replace("’", "")
    return re.sub(r"[^a-z0-9]+", "-", folded).strip("-")
