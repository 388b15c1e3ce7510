"""What to buy: the collection check summed up for people ("missing 38 cards (52 copies) —
cheapest: Paladin vs Siren") and as a shopping list to copy or save (CSV, text)."""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from spellforge.collection.buildability import cheapest_products
from spellforge.collection.products import Catalog, product_name
from spellforge.collection.report import check_report

CSV_HEADER = ("kind", "name", "copies", "for_books")


@dataclass(frozen=True)
class Missing:
    card_id: str
    name: str
    copies: int  # copies to get (summed over the books, beyond what is owned)
    books: tuple[str, ...]  # the books that need them


@dataclass(frozen=True)
class ShoppingList:
    missing: tuple[Missing, ...]
    products: tuple[tuple[str, str, int], ...]  # (code, name, boxes) — the cheapest way to get them
    unavailable: tuple[Missing, ...]  # in no known product
    conflicts: int  # cards owned but fought over by the chosen books and the assembled ones
    buildable: bool

    @property
    def cards(self) -> int:
        return len(self.missing)

    @property
    def copies(self) -> int:
        return sum(m.copies for m in self.missing)


def shopping_list(books: Sequence[tuple[str, Mapping[str, int]]], owned: Mapping[str, int], lib: Any,
                  catalog: Catalog | None = None, assembled: Mapping[str, Mapping[str, int]] | None = None,
                  lang: str = "en") -> ShoppingList:
    """What to get so that the chosen `books` can all be built at once, alongside the assembled
    ones (which keep their cards). A book that is itself assembled is counted once. Copies are
    counted together: two books that each need one more Fireball need two."""
    catalog = catalog or Catalog.from_library(lib)
    chosen = {name for name, _ in books}
    shelf = {name: q for name, q in (assembled or {}).items() if name not in chosen}
    report = check_report(books, owned, lib, catalog, shelf, lang)
    together: dict[str, int] = {}
    wanted_by: dict[str, list[str]] = {}
    for name, need in [*shelf.items(), *books]:
        for card, n in need.items():
            if n > 0:
                together[card] = together.get(card, 0) + n
                wanted_by.setdefault(card, []).append(name)
    short = {c: n - owned.get(c, 0) for c, n in together.items() if n > owned.get(c, 0)}
    purchase = cheapest_products(short, catalog)

    def name_of(card_id: str) -> str:
        card = lib.card(card_id)
        return card.display_name(lang) if card else card_id

    missing = tuple(sorted((Missing(c, name_of(c), k, tuple(wanted_by[c])) for c, k in short.items()),
                           key=lambda m: (m.name.casefold(), m.card_id)))
    return ShoppingList(
        missing,
        tuple((code, product_name(code, lang), k) for code, k in purchase.products.items()),
        tuple(m for m in missing if m.card_id in purchase.unavailable),
        len(report["conflicts"]),
        not short,
    )


def shopping_text(shop: ShoppingList, labels: dict[str, str]) -> str:
    """A list to paste into a message. `labels`: translated words for "products", "cards",
    "none" (the UI passes its translations; the CLI passes English)."""
    if not shop.missing:
        return labels["none"] + "\n"
    out = [labels["products"]]
    out += [f"  {boxes} × {name}" for _code, name, boxes in shop.products] or ["  —"]
    out += ["", labels["cards"]]
    out += [f"  {m.copies} × {m.name}" for m in shop.missing]
    return "\n".join(out) + "\n"


def shopping_csv(shop: ShoppingList) -> str:
    """kind,name,copies,for_books — products first, then single cards. Cells that a spreadsheet
    would run as a formula are quoted with a leading apostrophe."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_HEADER)
    for _code, name, boxes in shop.products:
        writer.writerow(("product", _cell(name), boxes, ""))
    for m in shop.missing:
        writer.writerow(("card", _cell(m.name), m.copies, _cell("; ".join(m.books))))
    return buffer.getvalue()


def _cell(text: str) -> str:
    from spellforge.safetext import csv_cell

    return str(csv_cell(text))
