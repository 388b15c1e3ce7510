"""The playtest log and summary in Russian and Polish: every count through its plural form (1, 2,
5, 11, 21, 22, 25), card names of every gender without agreement («Уничтожено: …»), no "on {foe}"
case trap, and decimals with the language's decimal comma (QLocale)."""

from __future__ import annotations

import pytest

from spellforge.domain import Spellbook
from spellforge.sim.events import Event
from spellforge.ui.playtest_window import PlaytestWindow
from spellforge.ui.translations import Translations

COUNTS = (1, 2, 5, 11, 21, 22, 25)
# the count's word, by language: what a native speaker writes after the number
DAMAGE = {"ru": {1: "повреждение", 2: "повреждения", 5: "повреждений", 11: "повреждений", 21: "повреждение",
                 22: "повреждения", 25: "повреждений"},
          "pl": {1: "obrażenie", 2: "obrażenia", 5: "obrażeń", 11: "obrażeń", 21: "obrażeń", 22: "obrażenia",
                 25: "obrażeń"}}
DICE = {"ru": {1: "кубик", 2: "кубика", 5: "кубиков", 11: "кубиков", 21: "кубик", 22: "кубика", 25: "кубиков"},
        "pl": {1: "kość", 2: "kości", 5: "kości", 11: "kości", 21: "kości", 22: "kości", 25: "kości"}}
ROUNDS = {"ru": {1: "раунд", 2: "раунда", 5: "раундов", 11: "раундов", 21: "раунд", 22: "раунда", 25: "раундов"},
          "pl": {1: "rundę", 2: "rundy", 5: "rund", 11: "rund", 21: "rund", 22: "rundy", 25: "rund"}}
# masculine, feminine and neuter card names (ru: Лесной волк, Пентаграмма, Огненное кольцо? — real cards)
GENDERED = ("timber-wolf", "pentagram", "mana-crystal")


@pytest.fixture
def playtest(qtbot, library):
    translations = Translations()

    def make(lang: str) -> PlaytestWindow:
        translations.install(lang)
        book = Spellbook(name="Beasts", mage="Beastmaster")
        book.add(library.card_by_name("Timber Wolf").id, 2)
        window = PlaytestWindow(library, book)
        qtbot.addWidget(window)
        return window

    yield make
    translations.install("en")


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_counts_take_their_plural_form(playtest, lang):
    window = playtest(lang)
    for n in COUNTS:
        attack = window.describe(Event(1, "attack", {"attacker": "Timber Wolf", "attacker_id": "timber-wolf", "foe": "target",
                                                      "attack": "Bite", "dice": n, "damage": n, "conditions": ""}))
        assert f"{n} {DAMAGE[lang][n]}" in attack and f"{n} {DICE[lang][n]}" in attack, attack
        burn = window.describe(Event(1, "burn", {"foe": "target", "damage": n, "tokens": 1}))
        assert f"{n} {DAMAGE[lang][n]}" in burn, burn
        survive = window.describe(Event(1, "no_kill", {"rounds": n}))
        assert survive.endswith(f"{n} {ROUNDS[lang][n]}"), survive


@pytest.mark.parametrize("lang,bad", [("ru", "Горение на"), ("pl", "Podpalenie na")])
def test_no_case_trap_after_a_preposition(playtest, lang, bad):
    window = playtest(lang)
    line = window.describe(Event(1, "burn", {"foe": "target", "damage": 2, "tokens": 1}))
    assert bad not in line and window.tr("the target") in line


@pytest.mark.parametrize("lang,destroyed,casts", [("ru", "Уничтожено: ", "сотворяет заклинание: "),
                                                   ("pl", "Zniszczono: ", "rzuca czar: ")])
def test_card_names_of_every_gender_need_no_agreement(playtest, library, lang, destroyed, casts):
    window = playtest(lang)
    for card_id in GENDERED:
        name = library.card(card_id).display_name(lang)
        assert window.describe(Event(1, "killed", {"foe": card_id})) == destroyed + name
        cast = window.describe(Event(1, "cast", {"caster": "Beastmaster", "caster_id": "", "card": name,
                                                 "card_id": card_id, "cost": 5, "how": "action"}))
        assert casts + name + "," in cast, cast


@pytest.mark.parametrize("lang,mean", [("en", "5.23"), ("ru", "5,23"), ("pl", "5,23")])
def test_decimals_follow_the_language(playtest, lang, mean):
    window = playtest(lang)
    report = {"games": 100, "max_rounds": 20, "rounds_to_kill": {"killed": 100, "mean": 5.234, "p50": 5, "p90": 7,
                                                                  "not_killed": 0, "histogram": {"5": 100}},
              "first_creature_round": {"mean": 1.5}, "damage_per_round": [1.0], "mana_per_round": {"spent": [1.0], "left": [0.0]},
              "not_simulated": [], "mage_ability_codes_not_simulated": [], "mage_abilities_not_simulated": []}
    window.show_report(report)
    text = window.summary_label.text()
    assert mean in text and (lang == "en" or "5.23" not in text and "1,50" in text), text
