"""Round 4 of issue 44, the second reading of creatures acid-ooze … ludwig-boltstorm
(docs/effects-round4/creatures-a-l-second-reading.md): each cause it found, checked on real cards
in en, ru and pl. An option of a "choose one" with a target of its own says its own range (it
shares only what opens the sentence: the action, the trigger, the payment); Khali-Gar's limit is her printed
Defense, not every defense; Dwarf Panzergarde adds +3 to its Defense roll; Goblin Builder casts
only conjurations that are not attached to an object; Izimbila gains a subtype, not a trait; in
Russian an attack against a creature is «атака на» it. The strings are the template rows' own words."""

from __future__ import annotations

import pytest

LANGS = ("en", "ru", "pl")

SAID = {
    # the second option's own range (both actions are Ranged 0-1 on the bar)
    "acolyte-of-the-bog-queen": {"en": "gives Melee +1 until the end of the round (target: Zombie creature; range 0-1)",
                                 "ru": "до конца раунда (цель: существо подтипа «Зомби»; дистанция 0-1)",
                                 "pl": "do końca rundy (cel: stworzenie podtypu „Zombie”; zasięg 0-1)"},
    "khali-gar-blade-maiden": {"en": "Cannot use its printed Defense (this card; ranged attacks)",
                               "ru": "Не может использовать свою напечатанную защиту (эта карта; дальние атаки)",
                               "pl": "Nie może korzystać ze swojej wydrukowanej Obrony (ta karta; ataki dystansowe)"},
    "dwarf-panzergarde": {"en": "While guarding, if you wish: adds +3 to its Defense roll",
                          "ru": "В обороне, по желанию: добавляет +3 к броску защиты",
                          "pl": "Na straży, jeśli chcesz: dodaje +3 do rzutu na Obronę"},
    "goblin-builder": {"en": "only conjurations not attached to any object",
                       "ru": "только заклятия, не присоединяемые к объекту",
                       "pl": "tylko przywołania niedołączane do obiektu"},
    # Animal and Soldier are subtypes, not traits (ru/pl said «свойство» / „cechę”)
    "izimbila-daughter-of-badgers": {"en": "gains the Animal subtype", "ru": "получает подтип «Животное»",
                                     "pl": "zyskuje podtyp „Zwierzę”"},
    "ivarium-halberd": {"en": "Gains the Soldier subtype", "ru": "Получает подтип «Солдат»", "pl": "Zyskuje podtyp „Żołnierz”"},
    # who attacks whom, said outright in ru (the genitive «при атаке этого существа» is also its own attack)
    "fire-elemental": {"en": "When attacking this creature", "ru": "При атаке на это существо",
                       "pl": "Przy ataku na to stworzenie"},
    "marked-for-death": {"en": "when attacking this creature", "ru": "при атаке на это существо",
                         "pl": "przy ataku na to stworzenie"},
    "joseph-trublood-high-cleric": {"en": "When attacked by a Nonliving or Dark creature",
                                    "ru": "Когда его атакует неживое существо или существо школы тьмы",
                                    "pl": "Gdy atakuje go stworzenie nieżyjące lub Mroku"},
    "aurora-lucere-dawnbreakers-chosen": {"en": "When a minor creature attacks it", "ru": "Когда её атакует малое существо",
                                          "pl": "Gdy atakuje ją pomniejsze stworzenie"},
}
NOT_SAID = {
    "izimbila-daughter-of-badgers": {"en": "gives Animal", "ru": "свойство «Животное»", "pl": "cechę „Zwierzę”"},
    # every defense against ranged attacks (an equipment's Defense still works)
    "khali-gar-blade-maiden": {"en": "Cannot use defenses", "ru": "использовать защиту (", "pl": "korzystać z Obrony ("},
    # a Defense of +3 (or a harder 12+), not +3 on the roll
    "dwarf-panzergarde": {"en": "Defense +3", "ru": "защита +3", "pl": "Obrona +3"},
    # where the Builder is, not which conjurations it may cast
    "goblin-builder": {"en": "not on objects it is attached to", "ru": "не на присоединённые объекты",
                       "pl": "nie na dołączone obiekty"},
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card_id", sorted(SAID))
def test_the_summary_says_it(library, card_id, lang):
    summary = library.summary(card_id, lang)
    assert SAID[card_id][lang] in summary, summary


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card_id", sorted(NOT_SAID))
def test_the_summary_no_longer_says_it(library, card_id, lang):
    summary = library.summary(card_id, lang)
    assert NOT_SAID[card_id][lang] not in summary, summary


ONE_TARGET = {  # options on one target say its qualifiers once, after the first option
    "azurean-genie": {"en": "creature in the same zone", "ru": "существо в той же зоне",
                      "pl": "stworzenie w tej samej strefie"},
    "tataree": {"en": "subtype: Plant", "ru": "подтип: Растение", "pl": "podtyp: Roślina"},
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card_id", sorted(ONE_TARGET))
def test_options_on_one_target_say_its_qualifiers_once(library, card_id, lang):
    summary = library.summary(card_id, lang)
    assert summary.count(ONE_TARGET[card_id][lang]) == 1, summary

