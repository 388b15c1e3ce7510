"""The third, independent reading of the Conjuration cards (issue 44, round 5,
docs/effects-round5/conjuration.md), one case per cause, in en, ru and pl: the options of one
choice on one target said as one list with their shared qualifiers once (Hand of Bim-Shalla,
Raincloud, Meredia's Shrine; Jeweled Scarab, Azurean Genie of other slices); a printed "may" said
"if you wish" (Altar of Carnage, Graveyard, Mana Prism, Mind's Eye, Seedling Pod, Temple of the
Dawnbreaker, Wizard's Tower, Ziggurat of Undeath, Renewing Spring, Vine Tree); the step a card names
(Altar of Peace's Declare Attack Step, Mind's Eye's Cast Spell Step); Mana Siphon's line of sight;
who chooses for Meredia's Blessing; Vine Tree's 1 mana paid for its marker only; Ziggurat's trigger
is a friendly Zombie's melee kill; Quicksand's X is its casting cost's; Temple of the Dawnbreaker
re-rolls a roll just made, or all of an attack's dice."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

MAY = {"en": "if you wish:", "ru": "по желанию:", "pl": "jeśli chcesz:"}

SAID = {
    "hand-of-bim-shalla": {"en": "gives Melee +1 until the end of the round or heals 1 damage (target: creature; living only)",
                           "ru": "«Ближняя атака +1» до конца раунда или лечение: убирает 1 повреждение (цель: существо; только живые)",
                           "pl": "„Walka Wręcz +1” do końca rundy lub leczenie: usuwa 1 obrażenie (cel: stworzenie; tylko żyjące)"},
    "meredias-shrine": {"en": "heals 2 damage or removes 1 condition of your choice, removal cost at most 2 (friendly creatures",
                        "ru": "или снимает 1 состояние на выбор, стоимость снятия не больше 2 (дружественные существа",
                        "pl": "lub usuwa 1 wybrany stan, koszt usunięcia najwyżej 2 (przyjazne stworzenia"},
    "azurean-genie": {"en": "heals 2 damage or gives the Stagger condition (target: creature in the same zone; living only)",
                      "ru": "или накладывает состояние «Пошатывание» (цель: существо в той же зоне; только живые)",
                      "pl": "lub nakłada stan „Zachwianie” (cel: stworzenie w tej samej strefie; tylko żyjące)"},
    "altar-of-carnage": {"en": "whenever a friendly Soldier attacks and damages an enemy creature, if you wish: gives 1 mana",
                         "ru": "когда дружественное существо подтипа «Солдат» атакует и наносит повреждения вражескому "
                               "существу, по желанию: даёт 1 ману",
                         "pl": "gdy przyjazne stworzenie podtypu „Żołnierz” zaatakuje i zada obrażenia wrogiemu stworzeniu, "
                               "jeśli chcesz: daje 1 punkt many"},
    "graveyard": {"en": "when a creature is destroyed, if you wish: gives X mana", "ru": "когда существо уничтожено, по желанию",
                  "pl": "gdy stworzenie zostaje zniszczone, jeśli chcesz"},
    "mana-prism": {"en": "In the Channeling Phase, if you wish: gives 2 mana", "ru": "В фазе притока маны, по желанию: даёт 2 маны",
                   "pl": "W Fazie Przyrostu Many, jeśli chcesz: daje 2 punkty many"},
    "minds-eye": {"en": "In the Upkeep Phase, if you wish: moves 1 zone", "ru": "В фазе поддержки, по желанию: перемещается на 1 зону",
                  "pl": "W Fazie Utrzymania, jeśli chcesz: przemieszcza się o 1 strefę"},
    "seedling-pod": {"en": "if it does, this card is destroyed", "ru": "если она это делает, карта уничтожается",
                     "pl": "jeśli to zrobi, ta karta zostaje zniszczona"},
    "wizards-tower": MAY,
    "temple-of-the-dawnbreaker": {"en": "a Defense or escape roll you just made", "ru": "только что сделанный бросок защиты",
                                  "pl": "właśnie wykonany rzut Obrony"},
    "ziggurat-of-undeath": {"en": "When a friendly Zombie destroys a Living non-Epic creature with a melee attack, if you wish",
                            "ru": "Когда дружественный зомби уничтожает существо со свойством «Живой» без свойства «Эпический» атакой ближнего боя, по желанию",
                            "pl": "Gdy przyjazny Zombie niszczy stworzenie z cechą „Żyjący” bez cechy „Wyjątkowy” atakiem wręcz, jeśli chcesz"},
    "renewing-spring": {"en": "if you wish; from that same creature", "ru": "по желанию; с того же существа",
                        "pl": "jeśli chcesz; z tego samego stworzenia"},
    "altar-of-peace": {"en": "When attacking, during the Declare Attack Step: requires paying 1 mana",
                       "ru": "При собственной атаке, на шаге «Объявление атаки»: требует заплатить 1 ману",
                       "pl": "Przy własnym ataku, w kroku „Deklarowanie ataku”: wymaga zapłacenia 1 punktu many"},
    "mana-siphon": {"en": "in line of sight of this card", "ru": "в линии видимости этой карты", "pl": "na Polu Widzenia tej karty"},
    "meredias-blessing": {"en": "the same Mage may do it too, on a non-Mage Living object",
                          "ru": "это тоже может сделать тот же маг, с объекта со свойством «Живой», который не маг",
                          "pl": "to też może zrobić ten sam Mag, na obiekcie z cechą „Żyjący”, który nie jest Magiem"},
    # round 6: the spawnpoint's "may cast" and the "may pay" share one "if you wish" (slice-1.md)
    "vine-tree": {"en": "In the Deployment Phase, if you wish: as a spawnpoint, casts one spell",
                  "ru": "В фазе расстановки, по желанию: как точка вызова", "pl": "W Fazie Rozmieszczenia, jeśli chcesz: jako"},
    "quicksand": {"en": "its casting cost is 2X, X = the target's level", "ru": "стоимость сотворения 2X, X = уровень цели",
                  "pl": "koszt rzucenia to 2X, X = poziom celu"},
}

NOT_SAID = {
    # the 1 mana is the marker's, never the spawnpoint's casting
    "vine-tree": {"en": "for 1 mana: places", "ru": "за 1 ману: кладёт", "pl": "za 1 punkt many: kładzie"},
    # the Zombie's kill, not any friendly creature's
    "ziggurat-of-undeath": {"en": "When a friendly creature destroys", "ru": "Когда дружественное существо уничтожает",
                            "pl": "Gdy przyjazne stworzenie niszczy"},
    "altar-of-carnage": {"en": "subtype: Soldier", "ru": "подтип: Солдат", "pl": "podtyp: Żołnierz"},
    "meredias-blessing": {"en": "for the Mage who controls", "ru": "для мага, у которого", "pl": "dla Maga"},
}

test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID)
