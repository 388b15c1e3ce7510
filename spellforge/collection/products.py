"""Products (boxes) and what each contains, from the library's copies-per-product table."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from spellforge.library.normalize import fold

# Product codes of products.csv, in shelf order, with readable names. Russian and Polish names
# follow the rulebooks' words where they print them ("zestaw podstawowy" PL 1988, «базовые»
# книги RU 1969) and the library's mage names otherwise.
PRODUCT_NAMES: dict[str, dict[str, str]] = {
    "core": {"en": "Core Set", "ru": "Базовый набор", "pl": "Zestaw podstawowy"},
    "tome": {"en": "Core Spell Tome 1", "ru": "Том заклинаний 1", "pl": "Księga czarów 1"},
    "tome2": {"en": "Core Spell Tome 2", "ru": "Том заклинаний 2", "pl": "Księga czarów 2"},
    "fvw": {"en": "Forcemaster vs. Warlord", "ru": "Мастер силы против Военачальника",
            "pl": "Mistrzyni Mocy kontra Wódz"},
    "dvn": {"en": "Druid vs. Necromancer", "ru": "Друид против Некроманта", "pl": "Druidka kontra Nekromanta"},
    "pvs": {"en": "Paladin vs. Siren", "ru": "Паладин против Сирены", "pl": "Paladyn kontra Syrena"},
    "cok": {"en": "Conquest of Kumanjaro", "ru": "Завоевание Куманджаро", "pl": "Podbój Kumanjaro"},
    "fif": {"en": "Forged in Fire", "ru": "Закалённые в огне", "pl": "Wykute w ogniu"},
    "bg1": {"en": "Battlegrounds: Domination", "ru": "Поля сражений: Господство", "pl": "Pola bitew: Dominacja"},
    "lg": {"en": "Lost Grimoire Vol. 1", "ru": "Утерянный гримуар, том 1", "pl": "Zaginiony grimuar, tom 1"},
    "bvw": {"en": "Academy: Beastmaster vs. Wizard", "ru": "Академия: Хозяин зверей против Волшебника",
            "pl": "Akademia: Władca Bestii kontra Czarodziej"},
    "acp": {"en": "Academy: Priestess", "ru": "Академия: Жрица", "pl": "Akademia: Kapłanka"},
    "acw": {"en": "Academy: Warlock", "ru": "Академия: Колдун", "pl": "Akademia: Czarnoksiężnik"},
    "afm": {"en": "Academy: Forcemaster", "ru": "Академия: Мастер силы", "pl": "Akademia: Mistrzyni Mocy"},
    "awl": {"en": "Academy: Warlord", "ru": "Академия: Военачальник", "pl": "Akademia: Wódz"},
    "promo": {"en": "Promo cards", "ru": "Промо-карты", "pl": "Karty promocyjne"},
}


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
