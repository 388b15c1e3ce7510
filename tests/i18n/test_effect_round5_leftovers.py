"""Round 5 of issue 44, the defects each third-reading reader found outside their own slice
(docs/effects-round5/attack-incantation.md, "Round 5 leftovers"), each cause checked on real cards in
en, ru and pl: damage removed is not healed (Wall of Force); a printed "you may pay / spend / remove"
is an offer, "if you wish" (57 cards: Blue Gremlin, Royal Armorer, Ring of Ki, Grey Wraith …); Polish
line of sight is „Pole Widzenia” (glossary #193); "when … is activated" is the activation, not the
Action Phase (Necropian Vampiress, Curse of Servitude's bearer), and the creature that prays or drinks
opens Meredia's Shrine's and Renewing Spring's rule; Animate Dead places damage; the printed steps
are named (Temple High Guard, Press the Attack, Dragon's Breath); the rings give the printed Melee +1
and Ranged +1 traits; Staff of Storms' two bonuses are both per token; a choose-one option says whom
it acts on; a creature brought back is "puts the creature back into play"; a comma before the clause
after the reveal verb («открываются, когда», „odkryte, gdy”)."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

SAID = {
    "wall-of-force": {"en": "In the Upkeep Phase, if you wish, for X mana: removes X damage (this card",
                      "ru": "В фазе поддержки, по желанию, за X маны: убирает X повреждений",
                      "pl": "W Fazie Utrzymania, jeśli chcesz, za X punktów many: usuwa X obrażeń"},
    "blue-gremlin": {"en": "When activated, if you wish, for 1 mana: gives Fast",
                     "ru": "При активации, по желанию, за 1 ману: даёт свойство «Быстрота»",
                     "pl": "Po aktywacji, jeśli chcesz, za 1 punkt many: daje cechę „Zwinny”"},
    "royal-armorer": {"en": "As a quick action, when activated, if you wish, for 1 mana: places 1 Armor +1 token",
                      "ru": "Быстрым действием, при активации, по желанию, за 1 ману:",
                      "pl": "Jako szybka akcja, po aktywacji, jeśli chcesz, za 1 punkt many:"},
    "ring-of-ki": {"en": "In the Channeling Phase, if you wish, for 1 mana: gives 2 Ki",
                   "ru": "В фазе притока маны, по желанию, за 1 ману: даёт 2 единицы ки",
                   "pl": "W Fazie Przyrostu Many, jeśli chcesz, za 1 punkt many: daje 2 punkty Ki"},
    "grey-wraith": {"en": "If you wish, for 1 mana: teleports itself", "ru": "По желанию, за 1 ману: телепортируется",
                    "pl": "Jeśli chcesz, za 1 punkt many: teleportuje się"},
    "earthquake": {"en": "one of the two zones in range and line of sight is enough",
                   "ru": "достаточно одной из двух зон в пределах дистанции и линии видимости",
                   "pl": "wystarczy jedna z dwóch stref w zasięgu i w Polu Widzenia"},
    "necropian-vampiress": {"en": "When activated, if you wish, for 1 mana: gives Flying until the end of its Action Phase",
                            "ru": "При активации, по желанию, за 1 ману: даёт свойство «Летающий»",
                            "pl": "Po aktywacji, jeśli chcesz, za 1 punkt many: daje cechę „Latający”"},
    "curse-of-servitude": {"en": "When the bearer is activated: places 2 damage on it", "ru": "При активации носителя: кладёт",
                           "pl": "Po aktywacji nosiciela: kładzie"},
    "meredias-shrine": {"en": "When a friendly creature in this zone prays (its own quick action), for that creature: heals 2",
                        "ru": "Когда дружественное существо в этой зоне молится (своим быстрым действием), для этого "
                              "существа:",
                        "pl": "Gdy przyjazne stworzenie w tej strefie się modli (własną szybką akcją), dla tego stworzenia:"},
    "renewing-spring": {"en": "When a friendly creature in this zone drinks (its own quick action), for that creature: heals",
                        "ru": "Когда дружественное существо в этой зоне пьёт (своим быстрым действием)",
                        "pl": "Gdy przyjazne stworzenie w tej strefie pije (własną szybką akcją)"},
    "animate-dead": {"en": "Places X damage on it (the creature it brought back; X = its level)",
                     "ru": "Кладёт на него X повреждений (возвращённое в игру существо; X = его уровень)",
                     "pl": "Kładzie na nim X obrażeń (stworzenie przywrócone do gry; X = jego poziom)"},
    "temple-high-guard": {"en": "its Counterstrike step comes first, right after the Declare Attack step",
                          "ru": "его шаг «Контратака» идёт первым, сразу после шага «Объявление атаки»",
                          "pl": "jego krok „Kontratak” następuje najpierw, zaraz po kroku „Deklarowanie ataku”"},
    "press-the-attack": {"en": "At the Roll Dice step of its melee attack, if you wish, for 2 mana: re-rolls",
                         "ru": "На шаге «Бросок кубиков» его ближней атаки, по желанию, за 2 маны:",
                         "pl": "W kroku „Rzut kośćmi” jego ataku wręcz, jeśli chcesz, za 2 punkty many:"},
    "dragons-breath": {"en": "At the attack's end, it may attack a second target",
                       "ru": "В конце атаки может атаковать вторую цель",
                       "pl": "Na koniec ataku może zaatakować drugi cel"},
    "dawnbreaker-ring": {"en": "Gives Melee +1 and Ranged +1 (the bearer; Light damage only).",
                         "ru": "Даёт свойства «Ближняя атака +1» и «Дальняя атака +1» (носитель; только повреждения "
                               "типа «Свет»).",
                         "pl": "Daje cechy „Walka Wręcz +1” i „Dystansowy +1” (nosiciel; tylko obrażenia typu "
                               "„Światło”)."},
    "lightning-ring": {"en": "Gives Melee +1 and Ranged +1", "ru": "«Ближняя атака +1» и «Дальняя атака +1»",
                       "pl": "„Walka Wręcz +1” i „Dystansowy +1”"},
    "staff-of-storms": {"en": "+1 attack die and effect roll +1 for this attack (the bearer; Wind, Lightning damage only; "
                              "per Storm token removed).",
                        "ru": "+1 кубик атаки и бросок кубика эффектов +1 на эту атаку (носитель; только повреждения "
                              "типа «Ветер», «Молния»; за каждый снятый жетон «Буря»).",
                        "pl": "+1 kość ataku i rzut kością efektu +1 na ten atak (nosiciel; tylko obrażenia typu "
                              "„Wiatr”, „Błyskawica”; za każdy zdjęty żeton „Burza”)."},
    "unstable-zombie": {"en": "gives Piercing +2 until the end of the round (this card); removes Lumbering until the end "
                              "of the round (this card).",
                        "ru": "даёт свойство «Проникающая атака +2» до конца раунда (эта карта)",
                        "pl": "daje cechę „Przebijający +2” do końca rundy (ta karta)"},
    "otto-kronig-master-engineer": {"en": "may Reconstruct up to 2 damage (target: conjuration)",
                                    "ru": "может восстановить не больше 2 повреждений (цель: заклятие)",
                                    "pl": "może odbudować najwyżej 2 obrażenia (cel: przywołanie)"},
    "ziggurat-of-undeath": {"en": "puts the creature back into play", "ru": "возвращает существо в игру",
                            "pl": "przywraca stworzenie do gry"},
    "jinx": {"en": "the spell goes back to its owner's spellbook", "ru": "заклинание возвращается в книгу заклинаний владельца",
             "pl": "czar wraca do Księgi Czarów właściciela"},
    "blind": {"en": "Must be revealed when the bearer attacks",
              "ru": "Эти чары обязательно открываются, когда носитель атакует",
              "pl": "To zaklęcie musi zostać odkryte, gdy nosiciel zaatakuje"},
}

NOT_SAID = {
    "wall-of-force": {"en": "heals", "ru": "лечение", "pl": "leczenie"},
    "necropian-vampiress": {"en": "In its Action Phase", "ru": "В фазе действий", "pl": "W Fazie Akcji"},
    "curse-of-servitude": {"en": "In its Action Phase", "ru": "В фазе действий", "pl": "W Fazie Akcji"},
    "meredias-shrine": {"en": "When activated", "ru": "При активации", "pl": "Po aktywacji"},
    "animate-dead": {"en": "direct damage", "ru": "прям", "pl": "bezpośredni"},
    "dawnbreaker-ring": {"en": "attack die", "ru": "кубик", "pl": "kość"},
    "staff-of-storms": {"en": "); effect roll +1", "ru": "); бросок", "pl": "); rzut"},
    "ziggurat-of-undeath": {"en": "a card (creature)", "ru": "карту (Существо)", "pl": "kartę (Stworzenie)"},
    "jinx": {"en": "a card (spell)", "ru": "карту (Заклинание)", "pl": "kartę (Czar)"},
    "rise-again": {"en": "a card (creature)", "ru": "карту (Существо)", "pl": "kartę (Stworzenie)"},
}

test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID)


def test_no_summary_says_line_of_sight_otherwise_or_drops_the_comma_after_the_reveal_verb(library):
    """Polish line of sight is „Pole Widzenia” in every summary (glossary #193), never „linia wzroku”;
    the clause after the reveal verb takes its comma in Russian and Polish."""
    wrong = [(c.id, lang, words) for c in library.spells() for lang, words in (
        ("pl", "wzroku"), ("pl", "odkryte gdy"), ("pl", "odkryć gdy"), ("ru", "открываются когда"),
        ("ru", "открыть когда")) if words in library.summary(c.id, lang)]
    assert wrong == []
