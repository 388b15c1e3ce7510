"""What the user owns: products with counts plus signed per-card adjustments.

owned(card) = Σ over products (copies of the card in the product × products owned)
              + adjustment(card), never below 0.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from spellforge.collection.products import Catalog
from spellforge.library.user.collection import UserCollection
from spellforge.library.user.store import UserStore


@dataclass
class Collection:
    products: dict[str, int] = field(default_factory=dict)  # product code -> boxes owned
    adjustments: dict[str, int] = field(default_factory=dict)  # card id -> signed copies

    def from_products(self, catalog: Catalog) -> dict[str, int]:
        """Copies per card that the owned boxes hold, before adjustments."""
        out: dict[str, int] = {}
        for product, boxes in self.products.items():
            if boxes <= 0:
                continue
            for card_id, copies in catalog.contents.get(product, {}).items():
                out[card_id] = out.get(card_id, 0) + copies * boxes
        return out

    def owned(self, catalog: Catalog) -> dict[str, int]:
        """Card id -> copies owned (only cards with at least one copy)."""
        out = self.from_products(catalog)
        for card_id, delta in self.adjustments.items():
            out[card_id] = out.get(card_id, 0) + delta
        return {c: n for c, n in out.items() if n > 0}

    def adjustment_for_total(self, catalog: Catalog, card_id: str, total: int) -> int:
        """The adjustment that makes the card's owned count exactly `total` (≥ 0)."""
        return max(0, total) - self.from_products(catalog).get(card_id, 0)


def load_collection(store: UserStore | UserCollection | None = None) -> Collection:
    user = store if isinstance(store, UserCollection) else UserCollection(store)
    return Collection(user.products(), user.adjustments())


def owned_counts(lib: Any, store: UserStore | UserCollection | None = None) -> dict[str, int]:
    return load_collection(store).owned(Catalog.from_library(lib))


def owned_ids(lib: Any, store: UserStore | UserCollection | None = None) -> set[str]:
    """Ids of the cards the user owns at least one copy of (the search filter `owned:yes`)."""
    return set(owned_counts(lib, store))
