"""Round 4 of issue 44, the Enchantment cards read a second time by an independent reader
(docs/effects-round4/enchantment-second-reading.md): each cause checked on real cards in en, ru
and pl, with the other cards that share it. A printed "may" is said ("if you wish", `choice=`);
an object of the bearer is one noun ("the bearer's equipment", not "the bearer; equipment"); a
free action is an action type; what a re-roll re-rolls, where a teleport goes, whose choice a
quick action is, which damage a transfer takes, what a cancel also destroys."""

from __future__ import annotations

import pytest

from tests.i18n.summary_cases import LANGS, summary_tests

IF_YOU_WISH = {"en": "if you wish:", "ru": "по желанию:", "pl": "jeśli chcesz:"}
BEARERS_EQUIPMENT = {"en": "Cannot be destroyed (the bearer's equipment; by an opponent's spell or ability;",
                     "ru": "Не может подвергаться уничтожению (снаряжение носителя; заклинанием или способностью противника;",
                     "pl": "Nie może podlegać zniszczeniu (ekwipunek nosiciela; czarem lub zdolnością przeciwnika;"}

# the printed "may", where the choice matters (an enemy Holy creature, a push, a transfer, a return)
MAY = ("circle-of-protection", "demonic-link", "hoodwink", "form-ranks", "divine-intervention", "vtar-force-sentry",
       "akiros-favor")

SAID = {
    # the equipment attached to the bearer, not the bearer (Armor Ward; Champion's Gauntlets by the same rule)
    "armor-ward": BEARERS_EQUIPMENT,  # Champion's Gauntlets: the equipment slice says its slots itself
    "second-chance": {"en": "as a free action", "ru": "свободным действием", "pl": "jako darmowa akcja"},
    "akiros-favor": {"en": "re-rolls dice while attached (the bearer; melee and ranged attacks; all its attack dice, "
                           "or its effect die, or its to-hit roll, for that attack: one of them)",
                     "ru": "все его кубики атаки, или его кубик эффектов, или его бросок на попадание в этой атаке",
                     "pl": "wszystkie jego kości ataku albo jego kość efektu, albo jego rzut na trafienie w tym ataku"},
    "divine-intervention": {"en": "teleports the target (the bearer; to any zone of the arena)",
                            "ru": "(носитель; в любую зону арены)", "pl": "(nosiciel; do dowolnej strefy areny)"},
    "drop-item": {"en": "As a quick action: this card is destroyed (by the equipment's controller, if they wish).",
                  "ru": "Быстрым действием: эта карта уничтожается (игроком, контролирующим снаряжение, по его желанию).",
                  "pl": "Jako szybka akcja: ta karta zostaje zniszczona (przez kontrolującego ekwipunek, jeśli zechce)."},
    "form-ranks": {"en": "1 damage to another friendly Soldier in this zone",
                   "ru": "1 повреждение другому дружественному солдату в этой зоне",
                   "pl": "1 obrażenie innemu przyjaznemu Żołnierzowi w tej strefie"},
    "joined-strength": {"en": "When the bearer is attacked and damaged: redirects damage (your Mage;",
                        "ru": "Когда носитель атакован и получает повреждения: перенаправляет повреждения (ваш маг;",
                        "pl": "Gdy nosiciel zostaje zaatakowany i otrzymuje obrażenia: przekierowuje obrażenia (twój Mag;"},
    "mind-shield": {"en": "cancels and destroys a Psychic enchantment being revealed on it",
                    "ru": "отменяет и уничтожает открываемые на нём чары подтипа «Разум»",
                    "pl": "anuluje i niszczy odkrywane na nim zaklęcie podtypu „Psionika”"},
    "overgrowth": {"en": "When the bearer is a Plant: reveal cost −1 (this card).",
                   "ru": "Если носитель — существо подтипа «Растение»: стоимость открытия −1 (эта карта).",
                   "pl": "Gdy nosiciel jest stworzeniem podtypu „Roślina”: koszt odkrycia −1 (ta karta)."},
    "reverse-magic": {"en": "you may make new choices, paying any extra mana",
                      "ru": "вы можете сделать новый выбор, оплатив дополнительную ману",
                      "pl": "możesz dokonać nowych wyborów, płacąc dodatkową manę"},
    "summoning-circle": {"en": "may enter play in this card's zone (summoned by your Mage, regardless of range and line of sight)",
                         "ru": "могут появляться в зоне этой карты (вызванные вашим магом, независимо от дистанции и линии видимости)",
                         "pl": "mogą pojawiać się w strefie tej karty (wezwane przez twojego Maga, bez względu na zasięg i Pole Widzenia)"},
    # the bearer's attack, any object damaged (Blind); the bearer in its Orb's zone (Sentinel of V'Tar)
    "blind": {"en": "Must be revealed when the bearer attacks and damages an object.",
              "ru": "обязательно открываются, когда носитель атакует и наносит повреждения объекту.",
              "pl": "musi zostać odkryte, gdy nosiciel zaatakuje i zada obrażenia obiektowi."},
    "sentinel-of-vtar": {"en": "While in your V'Tar Orb's zone: gives Unmovable and Anchored (the bearer).",
                         "ru": "Пока носитель в зоне вашей Сферы В'Тара: даёт свойства",
                         "pl": "Gdy nosiciel jest w strefie twojej Kuli V'Tar: daje cechy"},
}

NOT_SAID = {
    **{cid: {"en": "re-rolls any dice", "ru": "любые кубики", "pl": "dowolne kości"}
       for cid in ("akiros-favor", "temple-of-the-dawnbreaker")},
    "drop-item": {"en": "When activated", "ru": "При активации", "pl": "Po aktywacji"},
    **{cid: {"en": "(the bearer; equipment", "ru": "(носитель; снаряжение", "pl": "(nosiciel; ekwipunek"}
       for cid in ("armor-ward", "champions-gauntlets")},
    "overgrowth": {"en": "this card; subtype", "ru": "эта карта; подтип", "pl": "ta karta; podtyp"},
}


test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID, fold_not_said=True)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card_id", MAY)
def test_a_printed_may_is_said(library, card_id, lang):
    summary = library.summary(card_id, lang)
    assert IF_YOU_WISH[lang].casefold() in summary.casefold(), summary

