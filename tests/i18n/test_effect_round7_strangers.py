"""Round 7 of issue 44: what the four strangers' samples drawn after the errata sweep found
(docs/effects-round7/independent-check-*.md, seeds 225850, 841078, 385866, 119598 — all four met the
acceptance), each fixed on its real cards in en, ru and pl: Alandell's bonus lasts until the end of
its **activation**; Reverse Attack's bearer becomes the attack's source (errata 003 L831-832);
Stumble stops a move action only (a teleport or push still moves it, 003 L868); Hunting Bow's
**enemy** creature; Suppression Cloak's toll paid by the **attacking creature's controller**, not
"the enemy Mage"; Ritual of Kallek's other printing, in which the casting Mage loses 2 Life."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

SAID = {
    "alandell-the-blue-knight": {"en": "gives Melee +X until the end of its activation",
                                 "ru": "до конца его активации", "pl": "do końca jego aktywacji"},
    "reverse-attack": {"en": "the bearer becomes the attack's source, the attacker stays the attacker",
                       "ru": "источником атаки становится носитель, атакующий остаётся атакующим",
                       "pl": "źródłem ataku staje się nosiciel, atakujący pozostaje atakującym"},
    "stumble": {"en": "a move action only: a teleport or a push still moves it",
                "ru": "только передвижение: телепортация или толчок всё равно перемещают его",
                "pl": "tylko akcja ruchu: teleportacja lub pchnięcie nadal je przemieszczają"},
    "hunting-bow": {"en": "Against an enemy creature a friendly Animal attacked and damaged this round",
                    "ru": "Против вражеского существа, атакованного в этом раунде дружественным животным",
                    "pl": "Przeciw wrogiemu stworzeniu zaatakowanemu w tej rundzie przez przyjazne Zwierzę"},
    "suppression-cloak": {"en": "requires paying 2 mana (the attacking creature's controller;",
                          "ru": "требует заплатить 2 маны (игрок, контролирующий атакующее существо;",
                          "pl": "wymaga zapłacenia 2 punktów many (gracz kontrolujący atakujące stworzenie;"},
    "ritual-of-kallek": {"en": "its Arena Final Release printing: the casting Mage loses 2 Life instead",
                         "ru": "вместо этого заклинатель-маг теряет 2 жизни",
                         "pl": "zamiast tego rzucający Mag traci 2 Życia"},
}
NOT_SAID = {
    "alandell-the-blue-knight": {"en": "Action Phase", "ru": "фазы действия", "pl": "Fazy Akcji"},
    "suppression-cloak": {"en": "the enemy Mage", "ru": "вражеский маг", "pl": "wrogi Mag"},
}

test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID, fold_not_said=True)
