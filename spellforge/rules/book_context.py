"""What a search prices against: the open spellbook's mage and element, as the rules see them.

The search language (`library/search/`) sits below the rules, so it asks this object the two
questions it needs (`legal:book`, `points`) instead of importing the rules itself."""

from __future__ import annotations

from dataclasses import dataclass

from spellforge.domain.cards import Card
from spellforge.domain.mages import Mage
from spellforge.rules.card_fit import card_fits
from spellforge.rules.cost_table import cost_table


@dataclass(frozen=True)
class BookContext:
    """The open spellbook's mage and element: what `legal:book` and `points` price against."""
    mage: Mage
    element: str | None = None

    @property
    def key(self) -> tuple:
        return (self.mage.name, self.element)

    def fits(self, card: Card) -> bool:
        """May this book's mage take `card` at all (class, school, format)?"""
        return card_fits(card, self.mage, self.element)

    def points(self, card: Card) -> int | None:
        """The spell points `card` costs this book's mage; None for a card that is not a spell."""
        return cost_table(self.mage, self.element).cost(card).points if card.schools else None
