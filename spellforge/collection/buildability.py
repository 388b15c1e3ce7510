"""Can one spellbook be built from what is owned, and which products would complete it?

"Cheapest" = fewest products bought (a box bought twice counts twice), ties broken by the total
number of spell cards in those products (a proxy for price: a Core Spell Tome beats a Core Set),
then by product code. It is solved exactly by branch-and-bound over the products that contain a
missing card: branch on the missing card with the fewest products holding it, bound with
"copies still needed ÷ most copies any one box gives". Real shortfalls touch a handful of the 16
products, so the search is tiny; a node limit guards against pathological input, in which case
the greedy answer (the best found so far) is returned with `exact=False`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from spellforge.collection.products import Catalog

NODE_LIMIT = 200_000


def missing_cards(need: Mapping[str, int], owned: Mapping[str, int]) -> dict[str, tuple[int, int]]:
    """Card id -> (copies needed, copies owned) for every card short of copies."""
    return {c: (n, owned.get(c, 0)) for c, n in need.items() if n > owned.get(c, 0)}


def shortfall(need: Mapping[str, int], owned: Mapping[str, int]) -> dict[str, int]:
    return {c: n - h for c, (n, h) in missing_cards(need, owned).items()}


@dataclass
class Purchase:
    products: dict[str, int] = field(default_factory=dict)  # product code -> boxes to buy
    unavailable: dict[str, int] = field(default_factory=dict)  # copies no known product holds
    exact: bool = True  # False when the node limit cut the search short

    @property
    def boxes(self) -> int:
        return sum(self.products.values())


def cheapest_products(short: Mapping[str, int], catalog: Catalog, node_limit: int = NODE_LIMIT) -> Purchase:
    """The cheapest multiset of products whose cards cover `short` (card id -> copies)."""
    short = {c: n for c, n in short.items() if n > 0}
    unavailable = {c: n for c, n in short.items() if not catalog.products_with(c)}
    need = {c: n for c, n in short.items() if c not in unavailable}
    if not need:
        return Purchase({}, unavailable)
    boxes = _useful_boxes(need, catalog)
    sizes = {p: catalog.size(p) for p in boxes}
    holders = {c: sorted((p for p in boxes if boxes[p].get(c)), key=lambda p: (-boxes[p][c], sizes[p], p))
               for c in need}
    most = {c: max(boxes[p][c] for p in holders[c]) for c in need}

    def cost(bought: Mapping[str, int]) -> tuple[int, int, tuple[str, ...]]:
        return (sum(bought.values()), sum(sizes[p] * k for p, k in bought.items()),
                tuple(sorted(p for p, k in bought.items() for _ in range(k))))

    best = _greedy(need, boxes, sizes)
    best_cost = cost(best)
    seen: set[frozenset] = set()
    exact = True

    def visit(remaining: dict[str, int], bought: dict[str, int]) -> Iterator[str] | None:
        """Score a node; the products to branch on, or None for a leaf or a pruned node."""
        nonlocal best, best_cost
        if not remaining:
            c = cost(bought)
            if c < best_cost:
                best, best_cost = dict(bought), c
            return None
        bound = sum(bought.values()) + max(-(-n // most[c]) for c, n in remaining.items())
        if (bound, cost(bought)[1]) >= best_cost[:2]:
            return None
        card = min(remaining, key=lambda c: (len(holders[c]), -remaining[c], c))
        return iter(holders[card])

    # Depth-first with an explicit stack: the depth is the number of boxes bought, which grows
    # with the input (61 lines of "99 Fireball" passed Python's recursion limit).
    bought: dict[str, int] = {}
    stack: list[tuple[dict[str, int], str | None, Iterator[str] | None]] = [(dict(need), None, visit(dict(need), bought))]
    nodes = 1
    while stack:
        remaining, added, branches = stack[-1]
        p = next(branches, None) if branches is not None else None
        if p is None:
            stack.pop()
            if added is not None:
                bought[added] -= 1
                if not bought[added]:
                    del bought[added]
            continue
        bought[p] = bought.get(p, 0) + 1
        key = frozenset(bought.items())
        if key in seen:
            bought[p] -= 1
            if not bought[p]:
                del bought[p]
            continue
        seen.add(key)
        nodes += 1
        if nodes > node_limit:
            exact = False
            break
        rest = {c: n - boxes[p].get(c, 0) for c, n in remaining.items() if n > boxes[p].get(c, 0)}
        stack.append((rest, p, visit(rest, bought)))
    return Purchase(dict(sorted(best.items())), unavailable, exact)


def _useful_boxes(need: Mapping[str, int], catalog: Catalog) -> dict[str, dict[str, int]]:
    """Products holding a needed card, restricted to the needed cards, without dominated ones
    (a box that gives no more of any needed card than another box of no larger size)."""
    boxes = {p: {c: k for c, k in box.items() if c in need} for p, box in catalog.contents.items()}
    boxes = {p: box for p, box in boxes.items() if box}
    sizes = {p: catalog.size(p) for p in boxes}
    order = sorted(boxes, key=lambda p: (sizes[p], p))
    kept: dict[str, dict[str, int]] = {}
    for p in order:
        dominated = any(sizes[q] <= sizes[p] and all(boxes[q].get(c, 0) >= boxes[p][c] for c in boxes[p])
                        for q in kept)
        if not dominated:
            kept[p] = boxes[p]
    return kept


def _greedy(need: Mapping[str, int], boxes: Mapping[str, Mapping[str, int]], sizes: Mapping[str, int]) -> dict[str, int]:
    remaining = dict(need)
    bought: dict[str, int] = {}
    while remaining:
        def gain(p: str) -> int:
            return sum(min(k, remaining.get(c, 0)) for c, k in boxes[p].items())

        p = max(boxes, key=lambda q: (gain(q), -sizes[q], q))
        bought[p] = bought.get(p, 0) + 1
        remaining = {c: n - boxes[p].get(c, 0) for c, n in remaining.items() if n > boxes[p].get(c, 0)}
    return bought
