"""Hand-built cards and terms for the golden images, so the goldens test the renderer alone and do
not move when the library's data or translations are corrected. Values follow the OCTGN set data
(tests/fixtures/octgn/sets) for the real cards; "Elemental Ward" is invented to put an X cost and a
four-way OR school choice on one face. Names and terms in ru/pl follow the library's tables."""

from __future__ import annotations

from spellforge.domain.cards import Attack, Card, Defense, EffectRange, Printing, SchoolJoin, SchoolLevel, Trait


def _t(text: str, keyword: str | None = None, value: int | str | None = None) -> Trait:
    return Trait(keyword or text, value, text)


def _printing(set_name: str, code: str) -> tuple[Printing, ...]:
    return (Printing(set_name, "set", code, "00000000-0000-0000-0000-000000000000"),)


SAMPLES: dict[str, Card] = {c.id: c for c in (
    # Creature with two attacks and an AND school pair (OCTGN core.xml: School "Fire+Dark", Level "2+4")
    Card(id="adramelech-lord-of-fire", name="Adramelech, Lord of Fire", type="Creature", subtypes=("Demon",),
         schools=(SchoolLevel("Dark", 4), SchoolLevel("Fire", 2)), school_join=SchoolJoin.AND, cost=24,
         action="full", range_min=0, range_max=0, target="Zone", life=14, armor=3,
         traits=(_t("Flying"), _t("Flame Immunity"), _t("Legendary"), _t("Epic")),
         attacks=(Attack("Hellfire Scythe", "melee", "quick", 0, 0, "Flame", 6,
                         (EffectRange(5, 9, ("Burn",)), EffectRange(10, None, ("Burn", "Burn"))), (_t("Defrost"),)),
                  Attack("Hellfire Sweep", "melee", "full", 0, 0, "Flame", 4,
                         (EffectRange(7, 10, ("Burn",)), EffectRange(11, None, ("Burn", "Burn"))), (_t("Sweeping"), _t("Defrost")))),
         printings=_printing("Core", "MW1C01"),
         names={"ru": "Адрамелех, Повелитель огня", "pl": "Adramelech, Władca Ognia"}),
    Card(id="timber-wolf", name="Timber Wolf", type="Creature", subtypes=("Animal", "Canine"),
         schools=(SchoolLevel("Nature", 1),), cost=6, action="full", range_min=0, range_max=0, target="Zone",
         life=6, armor=0, attacks=(Attack("Bite", "melee", "quick", 0, 0, None, 3),),
         printings=_printing("Core", "MW1C18"), names={"ru": "Лесной волк", "pl": "Leśny wilk"}),
    # Conjuration with defense and channeling, and a Wall
    Card(id="mana-flower", name="Mana Flower", type="Conjuration", subtypes=("Mana", "Plant"),
         schools=(SchoolLevel("Nature", 1),), cost=5, action="quick", range_min=0, range_max=1, target="Zone",
         life=6, armor=0, channeling=1, defense=Defense(7, "1x"),
         traits=(_t("Zone Exclusive"), _t("Living"), _t("Regenerate 2", "Regenerate", 2)),
         printings=_printing("Core", "MW1J13"), names={"ru": "Цветок маны", "pl": "Kwiat Many"}),
    Card(id="wall-of-thorns", name="Wall of Thorns", type="Conjuration", type_variant="Wall", subtypes=("Plant",),
         schools=(SchoolLevel("Nature", 1),), cost=5, action="quick", range_min=0, range_max=1, target="Zone Border",
         life=6, armor=0, traits=(_t("Passage Attacks"), _t("Flame +2", "Flame", 2)),
         attacks=(Attack("Sharp Thorns", "ranged", None, 0, 0, None, 2, (), (_t("Unavoidable"),)),),
         printings=_printing("Core", "MW1W04"), names={"ru": "Стена шипов", "pl": "Ściana cierni"}),
    # Attack spell with effects (the attack carries the card's name)
    Card(id="hurl-boulder", name="Hurl Boulder", type="Attack", schools=(SchoolLevel("Earth", 2),), cost=8,
         action="quick", range_min=0, range_max=2, target="Creature or Conjuration",
         attacks=(Attack("Hurl Boulder", "ranged", None, 0, 2, None, 7, (EffectRange(8, None, ("Slam",)),)),),
         printings=_printing("Forcemaster vs Warlord", "FWA04"), names={"ru": "Бросок валуна", "pl": "Rzut głazem"}),
    # Enchantment: cast + reveal cost, granted trait, Novice marker
    Card(id="bear-strength", name="Bear Strength", type="Enchantment", schools=(SchoolLevel("Nature", 1),),
         cost=2, reveal_cost=3, action="quick", range_min=0, range_max=2, target="Living Creature",
         traits=(_t("Novice"),), granted_traits=(_t("Melee +2", "Melee", 2),),
         printings=_printing("Core", "MW1E01"), names={"ru": "Сила медведя", "pl": "Niedźwiedzia siła"}),
    # Equipment: a slot and a Unique marker; a second one with either-slot options
    Card(id="dragonscale-hauberk", name="Dragonscale Hauberk", type="Equipment", schools=(SchoolLevel("Fire", 1),),
         cost=6, action="quick", range_min=0, range_max=2, target="Mage", slots=("Chest",), traits=(_t("Unique"),),
         granted_traits=(_t("Armor +2", "Armor", 2), _t("Flame -2", "Flame", -2)),
         printings=_printing("Core", "MW1Q06"), names={"ru": "Панцирь из чешуи дракона", "pl": "Łuskowa kolczuga smoka"}),
    Card(id="dancing-scimitar", name="Dancing Scimitar", type="Equipment", schools=(SchoolLevel("War", 1), SchoolLevel("Air", 1)),
         school_join=SchoolJoin.AND, cost=9, action="quick", range_min=0, range_max=2, target="Mage",
         slot_options=("Weapon", "Shield"), attacks=(Attack("Dancing Scimitar", "melee", "quick", 0, 0, None, 4),),
         printings=_printing("Promo", "MWPRO02"), names={"ru": "Танцующий ятаган", "pl": "Tańczący sejmitar"}),
    # Incantation (invented): X cost and an OR school choice, as OCTGN writes "Earth/Water/Air/Fire"
    Card(id="elemental-ward", name="Elemental Ward", type="Incantation",
         schools=(SchoolLevel("Earth", 2), SchoolLevel("Water", 2), SchoolLevel("Air", 2), SchoolLevel("Fire", 2)),
         school_join=SchoolJoin.OR, cost_x="X", action="quick", range_min=0, range_max=2, target="Object",
         printings=_printing("Core", "MW1I99"), names={"ru": "Стихийный оберег", "pl": "Żywiołowa osłona"}),
)}

TERMS: dict[tuple[str, str], dict[str, str]] = {
    ("spell_type", "Attack"): {"ru": "Атака", "pl": "Atak"},
    ("spell_type", "Conjuration"): {"ru": "Заклятие", "pl": "Przywołanie"},
    ("spell_type", "Creature"): {"ru": "Существо", "pl": "Stworzenie"},
    ("spell_type", "Enchantment"): {"ru": "Чары", "pl": "Zaklęcie"},
    ("spell_type", "Equipment"): {"ru": "Снаряжение", "pl": "Ekwipunek"},
    ("spell_type", "Incantation"): {"ru": "Колдовство", "pl": "Inkantacja"},
    ("subtype", "Wall"): {"ru": "Стена", "pl": "Mur"},
    ("subtype", "Demon"): {"ru": "Демон", "pl": "Demon"},
    ("subtype", "Animal"): {"ru": "Животное", "pl": "Zwierzę"},
    ("subtype", "Canine"): {"ru": "Псовое", "pl": "Psowaty"},
    ("subtype", "Mana"): {"ru": "Мана", "pl": "Mana"},
    ("subtype", "Plant"): {"ru": "Растение", "pl": "Roślina"},
    ("slot", "Chest"): {"ru": "Нагрудник", "pl": "Tors"},
    ("slot", "Weapon"): {"ru": "Оружие", "pl": "Broń"},
    ("slot", "Shield"): {"ru": "Щит", "pl": "Tarcza"},
    ("trait", "Flying"): {"ru": "Летающий", "pl": "Latający"},
    ("trait", "Flame Immunity"): {"ru": "Иммунитет к огню", "pl": "Odporność na Ogień"},
    ("trait", "Zone Exclusive"): {"ru": "Одно на зону", "pl": "Jedyny w Strefie"},
    ("trait", "Living"): {"ru": "Живой", "pl": "Żyjący"},
    ("trait", "Regenerate"): {"ru": "Регенерация", "pl": "Regeneracja"},
    ("trait", "Melee"): {"ru": "Ближняя атака", "pl": "Walka wręcz"},
    ("trait", "Armor"): {"ru": "Броня", "pl": "Zbroja"},
    ("trait", "Flame"): {"ru": "Огонь", "pl": "Ogień"},
    ("trait", "Unavoidable"): {"ru": "Неизбежная", "pl": "Nieunikniony"},
    ("trait", "Sweeping"): {"ru": "Рубящая атака", "pl": "Zamaszysty"},
    ("trait", "Defrost"): {"ru": "Разморозка", "pl": "Rozmrażanie"},
    ("trait", "Passage Attacks"): {"ru": "Атака при проходе", "pl": "Atak przy przejściu"},
    ("condition", "Burn"): {"ru": "Горение", "pl": "Podpalenie"},
    ("damage_type", "Flame"): {"ru": "Огонь", "pl": "Ogień"},
    ("condition", "Slam"): {"ru": "Швырнуть", "pl": "Przewrócenie"},  # db/i18n/terms.csv (003 L463)
}


def sample_terms(category: str, key: str, lang: str) -> str:
    return TERMS.get((category, key), {}).get(lang, key)
