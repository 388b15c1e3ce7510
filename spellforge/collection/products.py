"""Products (boxes) and what each contains, from the library's copies-per-product table."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from spellforge.library.normalize import fold

def _product_names() -> dict[str, dict[str, str]]:
    """Product codes of products.csv, in shelf order, with their names in en/ru/pl: the `product`
    rows of db/i18n/game_names.csv (each with its source: a rulebook line or "project")."""
    import csv

    from spellforge.paths import data_root, db_source_dir

    path = db_source_dir() / "i18n" / "game_names.csv"
    if not path.exists():  # a test's own db/ folder: the shipped names
        path = data_root() / "db" / "i18n" / "game_names.csv"
    with path.open(encoding="utf-8", newline="") as fh:
        return {row["key"]: {lang: row[lang] for lang in ("en", "ru", "pl")}
                for row in csv.DictReader(fh) if row["category"] == "product"}


PRODUCT_NAMES: dict[str, dict[str, str]] = _product_names()


def product_name(code: str, lang: str = "en") -> str:
    names = PRODUCT_NAMES.get(code)
    return (names.get(lang) or names["en"]) if names else code


@dataclass
class Catalog:
    """What every product contains: product code -> card id -> copies."""

    contents: dict[str, dict[str, int]] = field(default_factory=dict)

    @classmethod
    def from_library(cls, lib: Any) -> "Catalog":
        contents: dict[str, dict[str, int]] = {code: {} for code in PRODUCT_NAMES}
        for row in lib.products():
            box = contents.setdefault(row.product, {})
            box[row.card_id] = box.get(row.card_id, 0) + row.copies
        return cls(contents)

    @property
    def codes(self) -> list[str]:
        return list(self.contents)

    def size(self, product: str) -> int:
        """Spell cards in one copy of the product (the tie-break for "cheapest")."""
        return sum(self.contents.get(product, {}).values())

    def products_with(self, card_id: str) -> dict[str, int]:
        return {p: box[card_id] for p, box in self.contents.items() if box.get(card_id)}

    def resolve(self, text: str) -> str | None:
        """A product code from its code or its name in any language, case/diacritics folded."""
        key = fold(text.strip())
        if not key:
            return None
        for code in self.contents:
            if key == fold(code) or any(key == fold(n) for n in PRODUCT_NAMES.get(code, {}).values()):
                return code
        return None

    def resolve_words(self, text: str) -> str | None:
        """The one product whose name, in some language, has a word starting with each word
        typed ("zestaw", "Księga 2", "мастер силы"); None when no product or several match."""
        words = fold(text).split()
        if not words:
            return None
        hits = [code for code in self.contents
                if any(all(any(w.startswith(t) for w in fold(n).split()) for t in words)
                       for n in PRODUCT_NAMES.get(code, {}).values())]
        return hits[0] if len(hits) == 1 else None

    def similar(self, text: str, limit: int = 3) -> list[str]:
        """Product codes whose name in some language looks like `text` (a typo, a near word such
        as "Podstawka" for "Zestaw podstawowy"), best first."""
        from rapidfuzz import fuzz, process

        key = fold(text)
        choices = {(code, lang): fold(name) for code in self.contents
                   for lang, name in PRODUCT_NAMES.get(code, {}).items() if name}
        scored = process.extract(key, choices, scorer=fuzz.partial_ratio, score_cutoff=75, limit=None)
        return list(dict.fromkeys(code for _name, _score, (code, _lang) in scored))[:limit]
