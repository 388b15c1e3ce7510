"""The playtest log and summary in Russian and Polish: every count through its plural form (1, 2,
5, 11, 21, 22, 25), card names of every gender without agreement («Уничтожено: …»), no "on {foe}"
case trap, and decimals with the language's decimal comma (QLocale)."""

from __future__ import annotations

import pytest

from spellforge.domain import Spellbook
from spellforge.sim.game.events import Event
from spellforge.ui.playtest.window import PlaytestWindow
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


@pytest.mark.parametrize("lang,destroyed,casts", [("ru", "Уничтожено: ", "колдует: "),
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


# -- every log template, exactly, with names of every gender and every count --------------------------
# (name of a masculine, a feminine and a neuter card in each language; the feminine mage)
NAMES = {"ru": {"timber-wolf": "Лесной волк", "battle-forge": "Кузница битвы", "ring-of-asyra": "Кольцо Азиры",
                "priestess": "Жрица"},
         "pl": {"timber-wolf": "Szary Wilk", "battle-forge": "Bitewna Kuźnia", "hawkeye": "Sokole Oko",
                "priestess": "Kapłanka"}}
MANA = {"ru": {1: "мана", 2: "маны", 5: "маны", 11: "маны", 21: "мана", 22: "маны", 25: "маны"},
        "pl": {1: "punkt many", 2: "punkty many", 5: "punktów many", 11: "punktów many", 21: "punktów many",
               22: "punkty many", 25: "punktów many"}}
LIFE = {"ru": {1: "жизнь", 2: "жизни", 5: "жизней", 11: "жизней", 21: "жизнь", 22: "жизни", 25: "жизней"},
        "pl": {1: "punkt Życia", 2: "punkty Życia", 5: "punktów Życia", 11: "punktów Życia", 21: "punktów Życia",
               22: "punkty Życia", 25: "punktów Życia"}}
BURN = {"ru": {1: "жетон Горения", 2: "жетона Горения", 5: "жетонов Горения", 11: "жетонов Горения",
               21: "жетон Горения", 22: "жетона Горения", 25: "жетонов Горения"},
        "pl": {1: "żeton Podpalenia", 2: "żetony Podpalenia", 5: "żetonów Podpalenia", 11: "żetonów Podpalenia",
               21: "żetonów Podpalenia", 22: "żetony Podpalenia", 25: "żetonów Podpalenia"}}
# the template of each event kind, as the reader must see it: {X} the name, {n} the count, {mage} the book's mage
EXPECTED = {
    "ru": {
        "killed": "Уничтожено: {X}",
        "cast": "Хозяин зверей колдует: {X}, {n} {mana} (действие)",
        "reveal": "Открыто (цель): {X}, {n} {mana}",
        "heal": "Лечение ({X}): Малое лечение; снято {n} {damage}",
        "regenerate": "Лечение ({X}): Регенерация; снято {n} {damage}",
        "buff": "Усиление до конца раунда ({X}): {X}",
        "burn_added": "Горение (цель): {X} добавляет {n} {burn}",
        "dot": "Проклятия (цель), фаза поддержки: {n} {damage}",
        "marker": "Жетон «Кровавый жнец» ({X}): {n} {life}",
        "pet": "Жетон «Питомец» ({X}): {n} {mana}",
        "defended": "{X} избегает атаки (защита 8+)",
        "attack": "{X} атакует (цель): Укус, {n} {dice} атаки: {n} {damage}",
        "dummy": "Цель атакует ({X}): Ближняя атака, {n} {dice} атаки: {n} {damage}",
        "dummy_kill": "Уничтожено: {X}",
        "upkeep": "Поддержка {n} оплачена: {X}",
        "upkeep_cut": "Поддержка {n} оплачена (на {n} меньше: {X}): {X}",
        "upkeep_lost": "Уничтожено, поддержку {n} оплатить нечем: {X}",
        "move": "{X} перемещается; до цели зон: {n}",
        "pool": "Собственный запас маны ({X}): +{n} → {n}",
        "priestess": "Жрица колдует: {X}, {n} {mana} (действие)",
        "reacted": "{X} ({X}): атака отражена",
        "disable": "Без обороны и атаки до конца раунда (страж): {X}",
        "no_attack": "Без атаки в этом раунде (цель)",
        "asleep": "Сон: без обороны и атаки, пока не получит повреждения (страж): {X}",
        "effect_roll": "Кубик эффектов (цель; Укус): 8, Ступор, Горение ×2",
        "missed": "Ступор, атака мимо (цель)",
        "dummy_casts": "Цель колдует: {X}",
        "dummy_destroyed": "Уничтожено на цели ({X}): {X}",
        "dummy_taken": "Забрано у цели ({X}): {X}",
        "dummy_revealed": "Цель открывает: {X}",
        "dummy_lost": "Цель теряет: {X}",
        "countered": "Отменено ({X}, {X}): {X}",
        "drain_mana": "{X}: мана, отнятая у цели: {n} {mana}",
        "meditate": "Медитация: +{n} {mana}",
        "our_destroyed": "Уничтожено заклинанием цели ({X}): {X}",
        "mana_gained": "{X}: +{n} {mana}",
        "shifted": "Перенесено лицом вниз ({X}): {X}",
        "dummy_move": "Цель идёт к вам; до вашего мага зон: {n}",
        "trap": "Открыто, когда цель вошла в зону: {X}",
        "escape": "Ваш маг телепортируется прочь от цели: {X}",
        "returned": "Снова в игре ({X}): {X}",
        "ki_gained": "{X}: ки +{n} (всего {n})",
        "ki_spent": "{X}: ки −{n}, кубики атаки +{n}",
        "reaper_heal": "Кровавый жнец: ваш маг лечится, снято: {n} {damage}",
        "life_gained": "Божественная награда ({X}): Жизнь вашего мага +{n}, теперь {n}",
        "shield_on": "Щит Волтари включён на этот раунд: {n} {mana}",
        "shield": "Щит Волтари: предотвращено {n} {damage}",
        "roll": "Проверка Ступора ({X}): на кубике эффектов {n}, нужно {n}+: успех",
    },
    "pl": {
        "killed": "Zniszczono: {X}",
        "cast": "Władca Bestii rzuca czar: {X}, {n} {mana} (akcja)",
        "reveal": "Odkryto (cel): {X}, {n} {mana}",
        "heal": "Leczenie ({X}): Mniejsze Uzdrawienie; usunięto {n} {damage}",
        "regenerate": "Leczenie ({X}): Regeneracja; usunięto {n} {damage}",
        "buff": "Wzmocnienie do końca rundy ({X}): {X}",
        "burn_added": "Podpalenie (cel): {X} dodaje {n} {burn}",
        "dot": "Klątwy (cel), Faza Utrzymania: {n} {damage}",
        "marker": "Żeton „Krwawy Żniwiarz” ({X}): {n} {life}",
        "pet": "Żeton „Towarzysz” ({X}): {n} {mana}",
        "defended": "{X} unika ataku (obrona 8+)",
        "attack": "{X} atakuje (cel): Ugryzienie, {n} {dice} ataku: {n} {damage}",
        "dummy": "Cel atakuje ({X}): Atak wręcz, {n} {dice} ataku: {n} {damage}",
        "dummy_kill": "Zniszczono: {X}",
        "upkeep": "Utrzymanie {n} zapłacone: {X}",
        "upkeep_cut": "Utrzymanie {n} zapłacone (o {n} mniej: {X}): {X}",
        "upkeep_lost": "Zniszczono, nie można zapłacić utrzymania {n}: {X}",
        "move": "{X} się przemieszcza; stref do celu: {n}",
        "pool": "Własny Zapas Many ({X}): +{n} → {n}",
        "priestess": "Kapłanka rzuca czar: {X}, {n} {mana} (akcja)",
        "reacted": "{X} ({X}): atak uniknięty",
        "disable": "Bez straży i ataku do końca rundy (strażnik): {X}",
        "no_attack": "Bez ataku w tej rundzie (cel)",
        "asleep": "Sen: bez straży i ataku, dopóki nie otrzyma obrażeń (strażnik): {X}",
        "effect_roll": "Kość efektu (cel; Ugryzienie): 8, Oszołomienie, Podpalenie ×2",
        "missed": "Oszołomienie, atak chybia (cel)",
        "dummy_casts": "Cel rzuca: {X}",
        "dummy_destroyed": "Zniszczone na celu ({X}): {X}",
        "dummy_taken": "Przejęte od celu ({X}): {X}",
        "dummy_revealed": "Cel odkrywa: {X}",
        "dummy_lost": "Cel traci: {X}",
        "countered": "Anulowane ({X}, {X}): {X}",
        "drain_mana": "{X}: mana przejęta od celu: {n} {mana}",
        "meditate": "Medytacja: +{n} {mana}",
        "our_destroyed": "Zniszczone czarem celu ({X}): {X}",
        "mana_gained": "{X}: +{n} {mana}",
        "shifted": "Przeniesione zakryte ({X}): {X}",
        "dummy_move": "Cel idzie w twoją stronę; stref do twojego Maga: {n}",
        "trap": "Odkryto, gdy cel wszedł do strefy: {X}",
        "escape": "Twój Mag teleportuje się z dala od celu: {X}",
        "returned": "Znów w grze ({X}): {X}",
        "ki_gained": "{X}: Ki +{n} (razem {n})",
        "ki_spent": "{X}: Ki −{n}, kości ataku +{n}",
        "reaper_heal": "Krwawy Żniwiarz: twój Mag się leczy, usunięto: {n} {damage}",
        "life_gained": "Boska Nagroda ({X}): Życie twojego Maga +{n}, teraz {n}",
        "shield_on": "Voltaryczna Tarcza aktywna w tej rundzie: {n} {mana}",
        "shield": "Voltaryczna Tarcza: zapobiegnięto: {n} {damage}",
        "roll": "Test Oszołomienia ({X}): na kości efektu wypadło {n}, potrzeba {n}+: sukces",
    },
}


def _events(card_id: str, english: str, n: int) -> dict[str, Event]:
    """One engine event per template, shaped as spellforge.sim.game.engine records them."""
    return {
        "killed": Event(1, "killed", {"foe": card_id}),
        "cast": Event(1, "cast", {"caster": "Beastmaster", "caster_id": "", "card": english, "card_id": card_id,
                                  "cost": n, "how": "action"}),
        "reveal": Event(1, "reveal", {"card": english, "card_id": card_id, "target": "target", "target_id": "target",
                                      "cost": n}),
        "heal": Event(1, "heal", {"card": "Minor Heal", "card_id": "minor-heal", "target": english,
                                  "target_id": card_id, "amount": n}),
        "regenerate": Event(1, "heal", {"card": "Regenerate", "target": english, "target_id": card_id, "amount": n}),
        "buff": Event(1, "buff", {"card": english, "card_id": card_id, "target": english, "target_id": card_id}),
        "burn_added": Event(1, "burn_added", {"card": english, "card_id": card_id, "tokens": n}),
        "dot": Event(1, "dot", {"foe": "target", "damage": n}),
        "marker": Event(1, "marker", {"marker": "Blood Reaper", "card": english, "card_id": card_id, "cost": n,
                                      "pay": "life"}),
        "pet": Event(1, "marker", {"marker": "Pet", "card": english, "card_id": card_id, "cost": n, "pay": "mana"}),
        "defended": Event(1, "defended", {"target": english, "target_id": card_id, "threshold": 8}),
        "attack": Event(1, "attack", {"attacker": english, "attacker_id": card_id, "foe": "target", "attack": "Bite",
                                      "dice": n, "damage": n, "conditions": ""}),
        # the dummy opponent names its victims in English, without an id (spellforge.sim.game.engine._dummy_attack)
        "dummy": Event(1, "attack", {"attacker": "target", "attacker_id": "target", "foe": english, "attack": "Melee",
                                     "dice": n, "damage": n, "conditions": "", "burn": 0, "rot": 0, "corrode": 0}),
        "dummy_kill": Event(1, "killed", {"foe": english}),
        "upkeep": Event(1, "upkeep", {"card": english, "card_id": card_id, "cost": n}),
        "upkeep_cut": Event(1, "upkeep_cut", {"card": english, "card_id": card_id, "cost": n, "cut": n,
                                              "by": english, "by_ids": [card_id]}),
        "upkeep_lost": Event(1, "upkeep_lost", {"card": english, "card_id": card_id, "cost": n}),
        "move": Event(1, "move", {"attacker": english, "attacker_id": card_id, "dist": n}),
        "pool": Event(1, "pool", {"name": english, "name_id": card_id, "amount": n, "pool": n}),
        "priestess": Event(1, "cast", {"caster": "Priestess", "caster_id": "priestess", "card": english,
                                       "card_id": card_id, "cost": n, "how": "action"}),
        "reacted": Event(1, "reacted", {"target": english, "target_id": card_id, "card": english, "card_id": card_id}),
        "disable": Event(1, "disable", {"card": english, "card_id": card_id, "foe": "guard"}),
        "no_attack": Event(1, "no_attack", {"foe": "target"}),
        "asleep": Event(1, "asleep", {"card": english, "card_id": card_id, "foe": "guard"}),
        "effect_roll": Event(1, "effect_roll", {"attack": "Bite", "attacker_id": card_id, "foe": "target", "roll": 8,
                                                "effects": {"Daze": 1, "Burn": 2}}),
        "missed": Event(1, "missed", {"attacker": "target", "attacker_id": "target", "foe": english}),
        # the dummy's magic half (spellforge.sim.opponent.magic, dummy_turn)
        "dummy_casts": Event(1, "dummy_casts", {"card": english, "card_id": card_id}),
        "dummy_destroyed": Event(1, "dummy_destroyed", {"card": english, "card_id": card_id, "caster": english,
                                                        "caster_id": card_id}),
        "dummy_taken": Event(1, "dummy_taken", {"card": english, "card_id": card_id, "caster": english,
                                                "caster_id": card_id}),
        "dummy_revealed": Event(1, "dummy_revealed", {"card": english, "card_id": card_id, "caster": "",
                                                      "caster_id": ""}),
        "dummy_lost": Event(1, "dummy_lost", {"card": english, "card_id": card_id, "caster": "", "caster_id": ""}),
        "countered": Event(1, "countered", {"target": english, "target_id": card_id, "card": english,
                                            "card_id": card_id, "caster": english, "caster_id": card_id}),
        "drain_mana": Event(1, "drain_mana", {"card": english, "card_id": card_id, "amount": n}),
        "meditate": Event(1, "meditate", {"amount": n}),
        "our_destroyed": Event(1, "our_destroyed", {"card": english, "card_id": card_id, "caster": english,
                                                    "caster_id": card_id}),
        "mana_gained": Event(1, "mana_gained", {"card": english, "card_id": card_id, "amount": n}),
        "shifted": Event(1, "shifted", {"card": english, "card_id": card_id, "target": english, "target_id": card_id}),
        # the arena and the discard pile (spellforge.sim.game.arena, discard)
        "dummy_move": Event(1, "dummy_move", {"dist": n}),
        "trap": Event(1, "trap", {"card": english, "card_id": card_id}),
        "escape": Event(1, "escape", {"card": english, "card_id": card_id}),
        "returned": Event(1, "returned", {"card": english, "card_id": card_id, "target": english,
                                          "target_id": card_id}),
        # the Monk's Ki (spellforge.sim.game.ki)
        "ki_gained": Event(1, "ki_gained", {"card": english, "card_id": card_id, "amount": n, "ki": n}),
        "ki_spent": Event(1, "ki_spent", {"card": english, "card_id": card_id, "amount": n, "dice": n}),
        # mage abilities and deciding rolls (spellforge.sim.game.mage_abilities, rolls)
        "reaper_heal": Event(1, "reaper_heal", {"amount": n}),
        "life_gained": Event(1, "life_gained", {"card": english, "card_id": card_id, "amount": n, "life": n}),
        "shield_on": Event(1, "shield_on", {"cost": n}),
        "shield": Event(1, "shield", {"amount": n}),
        "roll": Event(1, "roll", {"check": "daze", "foe": card_id, "roll": n, "need": n, "passed": True}),
    }


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_every_log_template_reads_right_for_every_gender_and_count(playtest, library, lang):
    window = playtest(lang)
    checked = set()
    for card_id, name in NAMES[lang].items():
        if card_id == "priestess":
            continue
        english = library.card(card_id).name
        assert library.card(card_id).display_name(lang) == name  # the names really are these genders' cards
        for n in COUNTS:
            forms = {"X": name, "n": n, "mana": MANA[lang][n], "life": LIFE[lang][n], "burn": BURN[lang][n],
                     "damage": DAMAGE[lang][n], "dice": DICE[lang][n].split()[0]}
            for key, event in _events(card_id, english, n).items():
                assert window.describe(event) == EXPECTED[lang][key].format(**forms), (key, card_id, n)
                checked.add(event.kind)
    # every kind the engine records has a translated template, and each one was checked here
    assert checked == set(window.templates()) - {"round", "prepare", "hidden", "round_end", "no_kill", "burn", "rot"}


def test_every_engine_event_has_a_translated_template(playtest):
    from spellforge.sim.game.events import TEMPLATES

    window = playtest("ru")
    assert set(TEMPLATES) <= set(window.templates())  # a new event kind needs its ru/pl sentence here
