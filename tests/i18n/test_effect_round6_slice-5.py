"""Round 6 of issue 44, slice 5 (docs/effects-round6/slice-5.md): what a fourth reading found, each
cause on its real cards in en, ru and pl — a spawnpoint "may summon" / "may cast" in the Deployment
Phase (Temple of Asyra, Vine Tree and the other eight spawnpoints) and a printed "may" beside a cost
(Vengeful Merchant's 2 damage, Libro Mortuos' 3 Life, Temple of Light's X mana, Amulet of
Attunement's Glyph, Sacrificial Altar's sacrifice, Healing Tree's heal, the rings' "may pay 1 less mana") said
"if you wish"; Wildfire Imp's printed "gains Melee +2" against a burning
object is a trait, not "+2 attack dice"; the reveals printed "when this creature activates" (Stumble,
Tar Trap, Frost Trap …) are revealed when the bearer is activated, not at any time in its Action
Phase."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

SAID = {
    "temple-of-asyra": {"en": "In the Deployment Phase, with 2 or more mana on it, if you wish: summons a creature",
                        "ru": "В фазе расстановки, если на карте 2 маны или больше, по желанию: вызывает существо",
                        "pl": "W Fazie Rozmieszczenia, jeśli na karcie są co najmniej 2 punkty many, jeśli chcesz: "
                              "wzywa stworzenie"},
    "lair": {"en": "In the Deployment Phase, if you wish: summons a creature (subtype: Animal)",
             "ru": "В фазе расстановки, по желанию:", "pl": "W Fazie Rozmieszczenia, jeśli chcesz:"},
    "vine-tree": {"en": "In the Deployment Phase, if you wish: as a spawnpoint, casts one spell",
                  "ru": "В фазе расстановки, по желанию: как точка вызова колдует одно заклинание",
                  "pl": "W Fazie Rozmieszczenia, jeśli chcesz: jako Miejsce Przywołań rzuca jeden czar"},
    "libro-mortuos": {"en": "When destroyed, if you wish, for 3 Life", "ru": "по желанию", "pl": "jeśli chcesz"},
    "temple-of-light": {"en": "any friendly creature's Action Phase, if you wish, for X mana: makes an attack",
                        "ru": "по желанию, за X маны: проводит атаку",
                        "pl": "jeśli chcesz, za X punktów many: wykonuje atak"},
    "amulet-of-attunement": {"en": "when you have Priority, if you wish, by deactivating a Glyph",
                             "ru": "по желанию, деактивировав глиф", "pl": "jeśli chcesz, po dezaktywacji glifu"},
    # "this Mage may pay 1 less mana": the once-a-round discount is the player's choice
    "ring-of-curses": {"en": "Once per round, if you wish: spells cost −1 mana", "ru": "Раз в раунд, по желанию: стоимость",
                       "pl": "Raz na rundę, jeśli chcesz: koszt czarów"},
    "voice-of-the-sea": {"en": "Once per round, if you wish: spells cost −1 mana (your Mage; subtype: Song",
                         "ru": "Раз в раунд, по желанию:", "pl": "Raz na rundę, jeśli chcesz:"},
    "sacrificial-altar": {"en": "friendly creature's Action Phase, if you wish: requires destroying your own object",
                          "ru": "по желанию: требует уничтожить", "pl": "jeśli chcesz: wymaga zniszczenia"},
    "wildfire-imp": {"en": "Against a target with Burn: gives Melee +2 (this card)",
                     "ru": "Против цели с состоянием «Горение»: даёт свойство «Ближняя атака +2» (эта карта)",
                     "pl": "Przeciw celowi ze stanem „Podpalenie”: daje cechę „Walka Wręcz +2” (ta karta)"},
    "stumble": {"en": "Can be revealed when the bearer is activated: cannot move until the end of its Action Phase",
                "ru": "Эти чары можно открыть при активации носителя: не может передвигаться",
                "pl": "To zaklęcie można odkryć po aktywacji nosiciela: nie może się poruszać"},
    "tar-trap": {"en": "Must be revealed when the bearer is activated.",
                 "ru": "Эти чары обязательно открываются при активации носителя.",
                 "pl": "To zaklęcie musi zostać odkryte po aktywacji nosiciela."},
    "frost-trap": {"en": "Must be revealed when the bearer is activated: gives the Freeze condition ×2",
                   "ru": "обязательно открываются при активации носителя", "pl": "musi zostać odkryte po aktywacji nosiciela"},
}
NOT_SAID = {
    "temple-of-asyra": {"en": "on it: summons", "ru": "или больше: вызывает", "pl": "many: wzywa"},
    "wildfire-imp": {"en": "attack dice", "ru": "кубик", "pl": "kości ataku"},
    "stumble": {"en": "revealed in its Action Phase", "ru": "открыть в фазе действий", "pl": "odkryć w Fazie Akcji"},
    "tar-trap": {"en": "revealed in its Action Phase", "ru": "открываются в фазе действий", "pl": "odkryte w Fazie Akcji"},
}

test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID, fold_not_said=True)
