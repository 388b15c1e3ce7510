"""Plain dataclasses shared by every layer. No Qt, no SQL."""

from spellforge.domain.cards import (
    Attack,
    Card,
    Defense,
    EffectRange,
    Printing,
    SchoolJoin,
    SchoolLevel,
    Trait,
)
from spellforge.domain.mages import Mage, TrainingRule
from spellforge.domain.spellbook import BookEntry, Spellbook, UnresolvedLine

__all__ = [
    "Attack", "BookEntry", "Card", "Defense", "EffectRange", "Mage", "Printing", "SchoolJoin",
    "SchoolLevel", "Spellbook", "Trait", "TrainingRule", "UnresolvedLine",
]
