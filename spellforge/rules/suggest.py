"""Which mage could a list without a mage be for? Suggestions only: the reader reports them and
never applies one (the user picks). Mages whose "Only" cards and format the list respects come
first (fewest cards the mage cannot take), then the cheapest."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from spellforge.domain import Spellbook
from spellforge.rules.legality import validate

# Problems that say "this mage cannot take these cards at all" (not just "too many points").
_WRONG_MAGE = frozenset({"class_only", "school_only", "arena_card_in_academy", "academy_card_in_arena"})


@dataclass(frozen=True)
class MageSuggestion:
    mage: str  # Mage.name
    points_used: int
    fits: bool  # no "Only" card or format forbids the list to this mage
    element: str | None = None
    misfits: int = 0  # cards the mage cannot take ("Only" cards, the other format)


def suggest_mages(book: Spellbook, lib: Any, limit: int = 3) -> list[MageSuggestion]:
    found = []
    for mage in lib.mages(include_apprentice=False):
        elements = ("Air", "Earth", "Fire", "Water") if mage.element_choice else (None,)
        best = None
        for element in elements:
            trial = replace(book, mage=mage.name, format=mage.format, element=element)
            report = validate(trial, lib)
            misfits = sum(1 for p in report.problems if p.code in _WRONG_MAGE)
            candidate = MageSuggestion(mage.name, int(report.points_used), misfits == 0, element, misfits)
            if best is None or _rank(candidate) < _rank(best):
                best = candidate
        found.append(best)
    ranked = sorted(found, key=_rank)
    fitting = [s for s in ranked if s.fits]
    return (fitting or ranked)[:limit]


def _rank(s: MageSuggestion) -> tuple[int, int, str]:
    return (s.misfits, s.points_used, s.mage)
