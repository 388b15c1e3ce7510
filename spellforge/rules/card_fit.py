"""Can this mage put this card in a spellbook at all? The per-card half of `validate` (copies and
points aside), for search's `legal:book` and the browser's "only cards this book can take".

  class_only   R13, RU L1889, PL L1902; errata L336-L342
  school_only  R14, RU L1891, PL L1904
  format       Academy cards and mages are a separate game; apprentice mode plays Arena cards
               (docs/rules.md)
"""

from __future__ import annotations

from spellforge.domain.cards import Card
from spellforge.domain.mages import Mage
from spellforge.rules.costs import trained_schools


def mage_format(mage: Mage) -> str:
    return "academy" if mage.format == "academy" else "arena"


def card_fits(card: Card, mage: Mage, element: str | None = None) -> bool:
    """True when `mage` (with `element` for a Wizard) may take `card` in its format."""
    if not card.schools:  # mage, stats and board cards are not spells
        return False
    if card.class_only and not set(mage.classes) & set(card.class_only):
        return False
    if card.school_only and not trained_schools(mage, element) & set(card.school_only):
        return False
    formats = tuple(getattr(card, "formats", ()) or (card.format,))
    return mage_format(mage) in formats
