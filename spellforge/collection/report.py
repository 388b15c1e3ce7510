"""The answer to "can I build these books from my collection?" as plain data (CLI JSON, UI)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from spellforge.collection.allocation import allocate
from spellforge.collection.buildability import cheapest_products, missing_cards, shortfall
from spellforge.collection.products import Catalog, product_name


def unique_names(names: Sequence[str]) -> list[str]:
    """Book names made distinct ("Wizard", "Wizard (2)") so allocations do not merge."""
    out: list[str] = []
    for name in names:
        base, k, candidate = name or "spellbook", 1, name or "spellbook"
        while candidate in out:
            k += 1
            candidate = f"{base} ({k})"
        out.append(candidate)
    return out


def check_report(books: Sequence[tuple[str, Mapping[str, int]]], owned: Mapping[str, int], lib: Any,
                 catalog: Catalog | None = None, assembled: Mapping[str, Mapping[str, int]] | None = None,
                 lang: str = "en") -> dict:
    """`books`: (name, card id -> copies). `assembled`: books already on the shelf, which keep
    their cards (allocated first). `buildable` is true when every listed book can be built at the
    same time (and alongside the assembled ones)."""
    catalog = catalog or Catalog.from_library(lib)
    assembled = dict(assembled or {})

    def name_of(card_id: str) -> str:
        card = lib.card(card_id)
        return card.display_name(lang) if card else card_id

    names = unique_names([n for n, _ in books])
    listed = {name: dict(q) for name, (_, q) in zip(names, books)}
    shelf = {f"{n} [assembled]" if n in listed else n: q for n, q in assembled.items()}
    alloc = allocate({**shelf, **listed}, owned)
    out_books = []
    for name, need in listed.items():
        missing = missing_cards(need, owned)
        buy = cheapest_products(shortfall(need, owned), catalog)
        holders = {card: [b for b in shelf if alloc.given[b].get(card)] for card in alloc.short[name]}
        out_books.append({
            "name": name,
            "cards": sum(need.values()),
            "missing": [{"card_id": c, "name": name_of(c), "need": n, "have": h}
                        for c, (n, h) in sorted(missing.items(), key=lambda kv: name_of(kv[0]))],
            "buildable_alone": not missing,
            "short_together": [{"card_id": c, "name": name_of(c), "need": need[c], "have": need[c] - k,
                                "held_by": holders.get(c, [])}
                               for c, k in sorted(alloc.short[name].items(), key=lambda kv: name_of(kv[0]))],
            "cheapest_products": [{"product": p, "name": product_name(p, lang), "count": k}
                                  for p, k in buy.products.items()],
            "not_in_any_product": [{"card_id": c, "name": name_of(c), "copies": k}
                                   for c, k in sorted(buy.unavailable.items())],
            "cheapest_exact": buy.exact,
        })
    together: dict[str, int] = {}
    for need in [*shelf.values(), *listed.values()]:
        for card, n in need.items():
            together[card] = together.get(card, 0) + n
    buy_all = cheapest_products(shortfall(together, owned), catalog)
    return {
        "books": out_books,
        "cheapest_products_together": [{"product": p, "name": product_name(p, lang), "count": k}
                                       for p, k in buy_all.products.items()],
        "assembled": list(shelf),
        "conflicts": [{"card_id": c.card_id, "name": name_of(c.card_id), "owned": c.owned, "needed": c.needed,
                       "books": [{"name": b, "need": n} for b, n in c.books]} for c in alloc.conflicts],
        "buildable": alloc.buildable,
    }
