"""Issue 44, round 5: the third independent reading of the 162 Enchantment cards
(docs/effects-round5/enchantment.md). Each cause it found, in en, ru and pl, on real cards."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

SAID = {
    # the attack or casting step the card names for its reveal
    "block": {"en": "Must be revealed when attacked (in the Avoid Attack step):",
              "ru": "при атаке на носителя (на шаге «Уклонение от атаки»):",
              "pl": "przy ataku na nosiciela (w kroku unikania ataku – „Unik”):"},
    "glancing-blow": {"en": "Must be revealed when attacked (as the Roll Dice step begins):",
                      "ru": "при атаке на носителя (в начале шага «Бросок кубиков»):",
                      "pl": "przy ataku na nosiciela (na początku kroku „Rzut kośćmi”):"},
    "fumble": {"en": "Can be revealed when attacking (right after the Declare Attack step): cannot hit for this attack",
               "ru": "(сразу после шага «Объявление атаки»): не может попасть на эту атаку",
               "pl": "(zaraz po kroku „Deklarowanie ataku”): nie może trafić na ten atak"},
    "jinx": {"en": "(in the Counter Spell step): counters a spell", "ru": "(на шаге «Развеивание заклинания»): развеивает заклинание",
             "pl": "(w kroku „Kontrowanie czaru”): kontruje czar"},
    "nullify": {"en": "(in the Counter Spell step)", "ru": "(на шаге «Развеивание заклинания»)", "pl": "(w kroku „Kontrowanie czaru”)"},
    "reverse-magic": {"en": "(in the Counter Spell step)", "ru": "(на шаге «Развеивание заклинания»)",
                      "pl": "(w kroku „Kontrowanie czaru”)"},
    # a printed "may" (the reveal cost "may" be reduced; the heal, the move, the token)
    "asyras-touch": {"en": "When the bearer is level 1, if you wish: reveal cost −1 (this card).",
                     "ru": "Если уровень носителя 1, по желанию: стоимость открытия −1 (эта карта).",
                     "pl": "Gdy nosiciel ma poziom 1, jeśli chcesz: koszt odkrycia −1 (ta karta)."},
    "exile": {"en": "When the bearer is level 1, if you wish: reveal cost −1", "ru": "Если уровень носителя 1, по желанию:",
              "pl": "Gdy nosiciel ma poziom 1, jeśli chcesz:"},
    "death-link": {"en": "In the Upkeep Phase, if you wish: heals 2 damage (your Mage; any amount up to 2, at any distance and "
                         "without line of sight)",
                   "ru": "В фазе поддержки, по желанию: лечение: убирает 2 повреждения (ваш маг; любое количество до 2, на любом "
                         "расстоянии и без линии видимости)",
                   "pl": "W Fazie Utrzymania, jeśli chcesz: leczenie: usuwa 2 obrażenia (twój Mag; dowolną liczbę do 2, z dowolnej "
                         "odległości i bez Pola Widzenia)"},
    "enchantment-transfusion": {"en": "When revealed, if you wish: moves the object (any of your enchantments on the bearer",
                                "ru": "При открытии, по желанию: перемещает объект (любые ваши чары с носителя",
                                "pl": "Przy odkryciu, jeśli chcesz: przenosi obiekt (dowolne twoje zaklęcia z nosiciela"},
    # damage from an attack only, and a choice
    "fortified-resolve": {"en": "When the bearer is attacked and damaged, if you wish, by removing 1 Charge token: prevents 2 damage",
                          "ru": "Когда носитель атакован и получает повреждения, по желанию, сняв 1 жетон «Заряд»: предотвращает 2",
                          "pl": "Gdy nosiciel zostaje zaatakowany i otrzymuje obrażenia, jeśli chcesz, po zdjęciu 1 żetonu „Ładunek”:"},
    # destroyed while still hidden counts too
    "decoy": {"en": "When this card is destroyed, even while hidden: gives 2 mana (your Mage).",
              "ru": "При уничтожении этих чар, даже скрытых: даёт 2 маны (ваш маг).",
              "pl": "Po zniszczeniu tego zaklęcia, nawet ukrytego: daje 2 punkty many (twój Mag)."},
    "hoodwink": {"en": "When this card is destroyed, even while hidden, if you wish: this card goes back to its owner's spellbook.",
                 "ru": "При уничтожении этих чар, даже скрытых, по желанию: эта карта возвращается в книгу заклинаний владельца.",
                 "pl": "Po zniszczeniu tego zaklęcia, nawet ukrytego, jeśli chcesz: ta karta wraca do Księgi Czarów właściciela."},
    # the bearer's destruction, not this card's
    "rise-again": {"en": "When the bearer is destroyed, if you wish, for half its casting cost, rounding up: puts the creature back into play "
                         "(the bearer); gives the Zombie condition; places X damage on it (X = its level).",
                   "ru": "При уничтожении носителя, по желанию, за половину стоимости сотворения, с округлением вверх: возвращает существо "
                         "в игру (носитель); накладывает состояние «Зомби»; кладёт на него X повреждений (X = его уровень).",
                   "pl": "Po zniszczeniu nosiciela, jeśli chcesz, za połowę kosztu rzucenia, zaokrągloną w górę: przywraca stworzenie "
                         "do gry (nosiciel); nakłada stan „Zombie”; kładzie na nim X obrażeń (X = jego poziom)."},
    "joined-strength": {"en": "When the bearer is destroyed, if you wish, for 1 mana: moves this card", "ru": "При уничтожении носителя, по желанию, за 1 ману:",
                        "pl": "Po zniszczeniu nosiciela, jeśli chcesz, za 1 punkt many:"},
    "second-chance": {"en": "Can be revealed when the bearer is destroyed:", "ru": "можно открыть при уничтожении носителя:",
                      "pl": "można odkryć po zniszczeniu nosiciela:"},
    # damage placed, not dealt
    "curse-of-servitude": {"en": "places 2 damage on it (the bearer", "ru": "кладёт на него 2 повреждения (носитель",
                           "pl": "kładzie na nim 2 obrażenia (nosiciel"},
    # which enemy creature springs a trap: said by the trigger, not as "(enemies only)"
    "spiked-pit": {"en": "Must be revealed when an enemy creature enters the zone (without Flying): makes an attack",
                   "ru": "обязательно открываются, когда вражеское существо входит в зону (без свойства «Летающий»): проводит атаку",
                   "pl": "musi zostać odkryte, gdy wrogie stworzenie wejdzie do strefy (bez cechy „Latający”): wykonuje atak"},
    "mind-shield": {"en": "(in the Counter Spell step, or against an attack in the Avoid Attack step)",
                    "ru": "(на шаге «Развеивание заклинания», а против атаки — на шаге «Уклонение от атаки»)",
                    "pl": "(w kroku „Kontrowanie czaru”, a przeciw atakowi w kroku unikania ataku – „Unik”)"},
    "sanctuary": {"en": "When the bearer is a minor creature: reveal cost −1 (this card).",
                  "ru": "Если носитель — малое существо: стоимость открытия −1 (эта карта).",
                  "pl": "Gdy nosiciel jest pomniejszym stworzeniem: koszt odkrycia −1 (ta karta)."},
    "form-ranks": {"en": "When a friendly creature is attacked and damaged, if you wish: redirects damage (friendly Soldier creatures",
                   "ru": "Когда дружественное существо атаковано и получает повреждения, по желанию: перенаправляет повреждения",
                   "pl": "Gdy przyjazne stworzenie zostaje zaatakowane i otrzymuje obrażenia, jeśli chcesz: przekierowuje obrażenia"},
    # whom the Stagger is on; who picks the zone
    "repulsion-field": {"en": "cancels the attack (melee attacks); gives the Stagger condition (the attacker)",
                        "ru": "отменяет атаку (ближние атаки); накладывает состояние «Пошатывание» (атакующий)",
                        "pl": "anuluje atak (ataki wręcz); nakłada stan „Zachwianie” (atakujący)"},
    "teleport-trap": {"en": "to a zone you choose", "ru": "в зону по вашему выбору", "pl": "do wybranej przez ciebie strefy"},
    # destruction by the opponent's spells and abilities, said as such
    "redistributed-power": {"en": "Cannot be destroyed (this card; by an opponent's spell or ability; unless the opponent pays 3 mana)",
                            "ru": "(эта карта; заклинанием или способностью противника; если противник не заплатит 3 маны)",
                            "pl": "(ta karta; czarem lub zdolnością przeciwnika; chyba że przeciwnik zapłaci 3 punkty many)"},
    # X is the enchantment's reveal cost, said as such, by the enchanted creature's level (Fumble's stranger, seed 932090)
    "iguana-regrowth": {"en": "gives Life +2 (reveal cost X = the bearer's level)", "ru": "(стоимость открытия X = уровень носителя)",
                        "pl": "(koszt odkrycia X = poziom nosiciela)"},
    "mind-seize": {"en": "reveal cost X = the bearer's level + 2", "ru": "стоимость открытия X = уровень носителя + 2",
                   "pl": "koszt odkrycia X = poziom nosiciela + 2"},
    "terrifying-visage": {"en": "reveal cost X = the bearer's level − 1", "ru": "стоимость открытия X = уровень носителя − 1",
                          "pl": "koszt odkrycia X = poziom nosiciela − 1"},
}

NOT_SAID = {
    "fumble": {"en": "cancels the attack", "ru": "отменяет атаку", "pl": "anuluje atak"},
    "hellfire-trap": {"en": "enemies only", "ru": "только вражеские", "pl": "tylko wrogie"},
    "teleport-trap": {"en": "enemies only", "ru": "только вражеские", "pl": "tylko wrogie"},
    "sanctuary": {"en": "minor only", "ru": "только малые", "pl": "tylko pomniejsze"},
    "summoning-circle": {"en": "Summons a creature", "ru": "Вызывает существо", "pl": "Wzywa stworzenie"},
    "armor-ward": {"en": "enemies only", "ru": "только вражеские", "pl": "tylko wrogie"},
    "curse-of-servitude": {"en": "direct damage", "ru": "прямых повреждени", "pl": "bezpośredni"},
    "rise-again": {"en": "direct damage", "ru": "прямых повреждени", "pl": "bezpośredni"},
    "iguana-regrowth": {"en": "(X = the bearer's level)", "ru": "(X = уровень носителя)", "pl": "(X = poziom nosiciela)"},
}

test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID, fold_not_said=True)
