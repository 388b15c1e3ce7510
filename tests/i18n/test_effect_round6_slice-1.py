"""Round 6 of issue 44, slice 1 (docs/effects-round6/slice-1.md): what a fourth reading found, each
cause on its real cards in en, ru and pl — a spawnpoint **may** summon or cast in the Deployment
Phase (Barracks, Battle Forge, Lair, Libro Mortuos, whose return to the spellbook for 3 Life is a
"may" too: 11 cards); Banish **teleports** the creature out of the arena (so an Astral Anchor stops
it, 000 L357-363), not "moves the object"."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

SAID = {
    "barracks": {"en": "In the Deployment Phase, with 2 or more mana on it, if you wish: summons a creature",
                 "ru": "В фазе расстановки, если на карте 2 маны или больше, по желанию: вызывает существо",
                 "pl": "W Fazie Rozmieszczenia, jeśli na karcie są co najmniej 2 punkty many, jeśli chcesz: wzywa stworzenie"},
    "battle-forge": {"en": "In the Deployment Phase, if you wish: as a spawnpoint, casts one spell",
                     "ru": "В фазе расстановки, по желанию: как точка вызова колдует одно заклинание",
                     "pl": "W Fazie Rozmieszczenia, jeśli chcesz: jako Miejsce Przywołań rzuca jeden czar"},
    "lair": {"en": "In the Deployment Phase, if you wish: summons a creature", "ru": "В фазе расстановки, по желанию: вызывает",
             "pl": "W Fazie Rozmieszczenia, jeśli chcesz: wzywa"},
    "libro-mortuos": {"en": "When destroyed, if you wish, for 3 Life", "ru": "При уничтожении, по желанию, ценой 3 жизни",
                      "pl": "Po zniszczeniu, jeśli chcesz, kosztem 3 Życia"},
    "banish": {"en": "Teleports the target out of the arena (target: creature; still in play out there",
               "ru": "Телепортация: переносит цель за пределы арены (цель: существо; там оно остаётся в игре",
               "pl": "Teleportacja: przenosi cel poza arenę (cel: stworzenie; tam pozostaje w grze"},
}
NOT_SAID = {
    "barracks": {"en": "on it: summons", "ru": "или больше: вызывает", "pl": "many: wzywa"},
    "battle-forge": {"en": "Deployment Phase: as a spawnpoint", "ru": "расстановки: как точка", "pl": "Rozmieszczenia: jako"},
    "banish": {"en": "Moves the object (target: creature", "ru": "Перемещает объект (цель: существо",
               "pl": "Przenosi obiekt (cel: stworzenie"},
}

test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID, fold_not_said=True)
