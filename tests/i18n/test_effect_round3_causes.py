"""Causes found reading every creature, conjuration and attack card against its printed text
(issue 44, round 3), each checked on a card in en, ru and pl: alternatives of a `choose` group are
never merged into one "gives A and B"; "one creature in the zone" where a zone target takes one
(max=1); the school of an object is not "only Holy spells"; a bonus against the defender's trait
is "against …", not "with …"; `dies` is another creature's destruction, not the card's."""

from __future__ import annotations

import pytest

LANGS = ("en", "ru", "pl")

SAID = {
    # Armor +1 OR Melee +1 OR heal 1: three alternatives, not "gives Armor +1 and Melee +1"
    "hand-of-bim-shalla": {"en": "gives Armor +1 until the end of the round, gives Melee +1", "ru": "«Броня +1» до конца раунда, ",
                           "pl": "„Zbroja +1” do końca rundy, "},
    "lowland-unicorn": {"en": "one creature in the zone", "ru": "одно существо в зоне", "pl": "jedno stworzenie w strefie"},
    "meredias-blessing": {"en": "(one object;", "ru": "(один объект;", "pl": "(jeden obiekt;"},
    "consecrated-ground": {"en": "friendly creatures in the zone; only Holy creatures",
                           "ru": "только существа школы «Святая магия»", "pl": "tylko stworzenia szkoły „Świętość”"},
    "dazzle": {"en": "When attacking a Nonliving creature: effect roll +2", "ru": "При атаке неживого существа: бросок",
               "pl": "Przy ataku na nieżyjące stworzenie: rzut"},  # a Nonliving creature, as printed (round 5)
    "graveyard": {"en": "The first time each round, when a creature is destroyed, if you wish: gives X mana",  # errata-digest L329
                  "ru": "В первый раз за раунд, когда существо уничтожено",
                  "pl": "Za pierwszym razem w rundzie, gdy stworzenie zostaje zniszczone"},
    "alluring-orchid": {"en": "Cannot choose what it attacks", "ru": "выбирать, кого атаковать", "pl": "wybierać, kogo atakuje"},
    "quicksand": {"en": "As a quick action, when activated, on a roll of 8+: this card is destroyed (",
                  "ru": "Быстрым действием, при активации, при броске 8+: эта карта уничтожается (",
                  "pl": "Jako szybka akcja, po aktywacji, przy wyniku 8+: ta karta zostaje zniszczona ("},
    "azurean-genie": {"en": "As a quick action, when activated, by removing 1 Wish token: gives Melee +2", "ru": "Быстрым действием, при активации",
                      "pl": "Jako szybka akcja, po aktywacji"},
}
NOT_SAID = {
    "hand-of-bim-shalla": {"en": "Armor +1 and Melee +1", "ru": "«Броня +1» и", "pl": "„Zbroja +1” i"},
    "lowland-unicorn": {"en": "all creatures in the zone", "ru": "все существа в зоне", "pl": "wszystkie stworzenia"},
    "consecrated-ground": {"en": "Holy spells", "ru": "только школа «", "pl": "tylko szkoła „"},
    "dazzle": {"en": "with Nonliving", "ru": "карта; со свойством", "pl": "karta; z cechą"},
    "graveyard": {"en": "when it dies", "ru": "при гибели", "pl": "po śmierci"},
    "alluring-orchid": {"en": "Cannot be targeted", "ru": "становиться целью", "pl": "stawać się celem"},
    "dawnbreakers-initiate": {"en": "enemies only", "ru": "только вражеские", "pl": "tylko wrogie"},
    "enchanters-wardstone": {"en": "for 2 mana", "ru": "за 2 маны", "pl": "za 2 punkty many"},
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
