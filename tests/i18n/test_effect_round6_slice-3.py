"""Round 6 of issue 44, slice 3 (docs/effects-round6/slice-3.md): a fourth reading found printed
"may"s still said as a must — every spawnpoint's "may summon" / "may cast" in the Deployment Phase
(Lair, Libro Mortuos, Barracks, Graveyard, Battle Forge, Vine Tree …), Libro Mortuos' "you may lose
3 Life to return it", Healing Tree's "may heal", Vengeful Merchant's "you may place 2 damage on
your Mage"; and outside the slice Sacrificial Altar, Temple of Light and Amulet of
Attunement. Each is now said "if you wish", in en, ru and pl."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

SAID = {
    "lair": {"en": "In the Deployment Phase, if you wish: summons a creature (subtype: Animal)",
             "ru": "В фазе расстановки, по желанию: вызывает существо (подтип: Животное)",
             "pl": "W Fazie Rozmieszczenia, jeśli chcesz: wzywa stworzenie (podtyp: Zwierzę)"},
    "libro-mortuos": {"en": "When destroyed, if you wish, for 3 Life: this card goes back",
                      "ru": "При уничтожении, по желанию, ценой 3 жизни",
                      "pl": "Po zniszczeniu, jeśli chcesz, kosztem 3 Życia"},
    "barracks": {"en": "with 2 or more mana on it, if you wish: summons a creature",
                 "ru": "если на карте 2 маны или больше, по желанию: вызывает существо",
                 "pl": "co najmniej 2 punkty many, jeśli chcesz: wzywa stworzenie"},
    "battle-forge": {"en": "In the Deployment Phase, if you wish: as a spawnpoint, casts one spell",
                     "ru": "В фазе расстановки, по желанию: как точка вызова колдует одно заклинание",
                     "pl": "W Fazie Rozmieszczenia, jeśli chcesz: jako Miejsce Przywołań rzuca jeden czar"},
    "healing-tree": {"en": "Once per round, when you have Priority, if you wish: heals 2 damage",
                     "ru": "Раз в раунд, когда у вас приоритет, по желанию: лечение",
                     "pl": "Raz na rundę, gdy masz Priorytet, jeśli chcesz: leczenie"},
    "vengeful-merchant": {"en": "When it declares an attack, if you wish, for 2 damage to your Mage",
                          "ru": "Когда объявляет атаку, по желанию, ценой 2 повреждений вашему магу",
                          "pl": "Gdy deklaruje atak, jeśli chcesz, kosztem 2 obrażeń twojego Maga"},
    # the same cause outside the slice: "you may destroy" (Sacrificial Altar), "you may … pay X mana" (Temple of
    # Light), "you may deactivate one Glyph" (Amulet of Attunement)
    "sacrificial-altar": {"en": "Action Phase, if you wish: requires destroying your own object",
                          "ru": "по желанию: требует уничтожить свой объект", "pl": "jeśli chcesz: wymaga zniszczenia"},
    "temple-of-light": {"en": "if you wish, for X mana: makes an attack", "ru": "по желанию, за X маны: проводит атаку",
                        "pl": "jeśli chcesz, za X punktów many: wykonuje atak"},
    "amulet-of-attunement": {"en": "when you have Priority, if you wish, by deactivating a Glyph: gives 2 mana",
                             "ru": "когда у вас приоритет, по желанию, деактивировав глиф", "pl": "gdy masz Priorytet, jeśli chcesz, po dezaktywacji glifu"},
}
# "In the Deployment Phase, if you wish:" opens the spawnpoint's sentence in every language
DEPLOYMENT_WISH = {"en": "In the Deployment Phase, if you wish", "ru": "В фазе расстановки, по желанию",
                   "pl": "W Fazie Rozmieszczenia, jeśli chcesz"}
for _card in ("graveyard", "echo-of-the-depths", "samara-tree", "vine-tree"):
    SAID[_card] = DEPLOYMENT_WISH
SAID["gate-to-voltari"] = {"en": "with 3 or more mana on it, if you wish: summons", "ru": "по желанию: вызывает существо",
                           "pl": "jeśli chcesz: wzywa stworzenie"}
SAID["pentagram"] = {"en": "with 2 or more mana on it, if you wish: summons", "ru": "по желанию: вызывает существо",
                     "pl": "jeśli chcesz: wzywa stworzenie"}
SAID["temple-of-asyra"] = {"en": "with 2 or more mana on it, if you wish: summons", "ru": "по желанию: вызывает существо",
                           "pl": "jeśli chcesz: wzywa stworzenie"}
NOT_SAID = {
    "lair": {"en": "In the Deployment Phase: summons", "ru": "В фазе расстановки: вызывает",
             "pl": "W Fazie Rozmieszczenia: wzywa"},
    "libro-mortuos": {"en": "In the Deployment Phase: summons", "ru": "При уничтожении, ценой 3 жизни",
                      "pl": "Po zniszczeniu, kosztem 3 Życia"},
    "healing-tree": {"en": "when you have Priority: heals", "ru": "когда у вас приоритет: лечение",
                     "pl": "gdy masz Priorytet: leczenie"},
}

test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID, fold_not_said=True)
