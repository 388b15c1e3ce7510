"""Per-mage cost tables: a card's cost for a mage never changes, so compute it once.

Validating a 120-point book then costs one dictionary lookup per card (bench/bench_rules.py).
"""

from __future__ import annotations

from functools import lru_cache

from spellforge.domain.cards import Card
from spellforge.domain.mages import Mage
from spellforge.rules.costs import CardCost, card_cost, chosen_element, copy_limit


class CostTable:
    """Memoised `card_cost` for one mage and element choice, keyed by card id."""

    def __init__(self, mage: Mage, element: str | None = None) -> None:
        self.mage = mage
        self.element = chosen_element(mage, element)
        self._costs: dict[str, tuple[Card, CardCost]] = {}

    def cost(self, card: Card) -> CardCost:
        hit = self._costs.get(card.id)
        # the same card object (the library hands out one per id) or equal data: reuse; a
        # rebuilt library with changed data gets a fresh cost
        if hit is not None and (hit[0] is card or hit[0] == card):
            return hit[1]
        cost = card_cost(card, self.mage, self.element)
        self._costs[card.id] = (card, cost)
        return cost

    def limit(self, card: Card) -> int:
        return copy_limit(card, self.cost(card).level)


@lru_cache(maxsize=64)
def cost_table(mage: Mage, element: str | None = None) -> CostTable:
    return CostTable(mage, element)
