"""Words that are not card names: spell-type headings and labels, in English, Russian and Polish.

Headings appear singular or plural, in any case, as printed in the rulebooks' spellbook tables
(RU 000 line 1972-1977: СНАРЯЖЕНИЕ, ЗАКЛЯТЬЯ, СУЩЕСТВА, ЧАРЫ, КОЛДОВСТВО, АТАКИ; PL 004 line
1991-1996: EKWIPUNEK, PRZYWOŁANIA, STWORZENIA, ZAKŁĘCIA, INKANTACJE, ATAKI). Mind the false
friends: RU «заклятие» is a Conjuration, PL «zaklęcie» an Enchantment (glossary-pl-ru §0)."""

from __future__ import annotations

from spellforge.formats.title import ELEMENT_WORDS  # the title reader's inflected forms
from spellforge.library.normalize import fold

TYPE_HEADINGS: dict[str, dict[str, tuple[str, ...]]] = {
    "Attack": {
        "en": ("Attack", "Attacks", "Attack Spells"),
        "ru": ("Атака", "Атаки", "Атакующие", "Атакующие заклинания"),
        "pl": ("Atak", "Ataki"),
    },
    "Conjuration": {
        "en": ("Conjuration", "Conjurations"),
        "ru": ("Заклятие", "Заклятия", "Заклятья", "Конджурейшены"),
        "pl": ("Przywołanie", "Przywołania"),
    },
    "Creature": {
        "en": ("Creature", "Creatures", "Minions", "Summons"),
        "ru": ("Существо", "Существа", "Создания", "Монстры", "Твари", "Мобы"),
        "pl": ("Stworzenie", "Stworzenia", "Stwory", "Stwór", "Potwory", "Istoty"),
    },
    "Enchantment": {
        "en": ("Enchantment", "Enchantments"),
        "ru": ("Чары", "Зачарования"),
        "pl": ("Zaklęcie", "Zaklęcia"),
    },
    "Equipment": {
        "en": ("Equipment", "Equipments", "Gear", "Items"),
        "ru": ("Снаряжение", "Экипировка", "Предметы", "Шмот"),
        "pl": ("Ekwipunek", "Sprzęt", "Przedmioty"),
    },
    "Incantation": {
        "en": ("Incantation", "Incantations"),
        "ru": ("Колдовство", "Колдовства", "Инкантации"),
        "pl": ("Inkantacja", "Inkantacje"),
    },
    "Mage": {
        "en": ("Mage",),
        "ru": ("Маг",),
        "pl": ("Mag",),
    },
    # Not a card type: the text writer's closing section, whose "> " lines are the book's notes.
    "Notes": {
        "en": ("Notes",),
        "ru": ("Заметки",),
        "pl": ("Notatki",),
    },
}

# The words players put above a part of a list that is not one card type: "Cards (55)",
# «Заклинания», "Karty". Under them no type is expected.
SECTION_WORDS: tuple[str, ...] = (
    "Cards", "Spells", "Other", "Others", "Misc", "Utility", "Main", "Sideboard",
    "Карты", "Заклинания", "Прочее", "Разное", "Остальное", "Другое",
    "Karty", "Czary", "Inne", "Pozostałe", "Różne",
)

# The label the text writers put before a heading's words, and before the Wizard's element.
ELEMENT_LABEL = {"en": "Element", "ru": "Стихия", "pl": "Żywioł"}
MAGE_LABEL = {"en": "Mage", "ru": "Маг", "pl": "Mag"}
NAME_LABEL = {"en": "Name", "ru": "Название", "pl": "Nazwa"}
TOTAL_LABEL = {"en": "Total cost: {n} pts", "ru": "Всего: {n} очк.", "pl": "Razem: {n} pkt"}
ELEMENT_NAMES = {
    "Air": ("Air", "Воздух", "Powietrze"),
    "Earth": ("Earth", "Земля", "Ziemia"),
    "Fire": ("Fire", "Огонь", "Ogień"),
    "Water": ("Water", "Вода", "Woda"),
}


def element_named(text: str) -> str | None:
    """The element a player typed, in any of the three languages and any case: "Fire", "огонь",
    "OGIEŃ", "ogien", also the genitive of a title ("Огня", "Ognia"); None for anything else."""
    key = fold(text)
    for element, names in ELEMENT_NAMES.items():
        if key in {fold(n) for n in names} or key in ELEMENT_WORDS[element]:
            return element
    return None


# The order spellbookbuilder.com writes types in (prior-art §3c).
WRITE_ORDER = ("Equipment", "Conjuration", "Creature", "Enchantment", "Incantation", "Attack")
# The section order OCTGN writes (definition.xml).
O8D_SECTIONS = ("Mage", "Attack", "Conjuration", "Creature", "Enchantment", "Equipment", "Incantation")
