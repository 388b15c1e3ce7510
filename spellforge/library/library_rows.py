"""Rows of the card library that a window's start never reads: the name list (search, imports)
and what each product holds (the collection). Kept apart from repository so that neither class
is made on the way to the first frame (the name list stays pickled until asked for)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class NameEntry:
    text: str
    card_id: str
    lang: str
    kind: str  # "name" | "alias"
    source: str = ""


@dataclass(frozen=True)
class ProductRow:
    product: str
    card_id: str
    code: str
    copies: int
    max_in_spellbook: int
