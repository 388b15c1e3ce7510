"""Round 5 of issue 44, the third reading of creatures magma-golem … zombie-minion
(docs/effects-round5/creatures-m-z.md): each cause, on the real cards it touches, in en, ru and pl —
a row's `side=friendly` is no longer read as a summoned trigger's (Messenger of Bim-Shalla heals a
friendly creature when it is summoned itself); Reconstruct and removed damage are not healing (Mort,
Otto Kronig, Priest of Abenek, Unstable Zombie); a printed "may" (Pharaoh's Cheetah, Wychwood
Faerie); the step of a cost (Vengeful Merchant, when it declares the attack); whose mana Mana Worm
takes; Thorg's target in line of sight; what Magma Golem's and The Embalmed's X are; Skeelax
 without a stray "in the same zone"."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

MAY = {"en": "if you wish", "ru": "по желанию", "pl": "jeśli chcesz"}
RECONSTRUCT = {"en": "may Reconstruct up to 2 damage", "ru": "может восстановить не больше 2 повреждений",
               "pl": "może odbudować najwyżej 2 obrażenia"}

SAID = {
    "messenger-of-bim-shalla": {"en": "When summoned, if you wish: heals damage rolled on 4 attack dice (one friendly creature; "
                                      "living only; range 0-1)",
                                "ru": "При вызове, по желанию: лечение: убирает столько повреждений, сколько выпадет на 4 "
                                      "кубиках атаки (одно дружественное существо; только живые; дистанция 0-1)",
                                "pl": "Przy wezwaniu, jeśli chcesz: leczenie: usuwa tyle obrażeń, ile wypadnie na 4 kościach "
                                      "ataku (jedno przyjazne stworzenie; tylko żyjące; zasięg 0-1)"},
    **{cid: RECONSTRUCT for cid in ("mort", "otto-kronig-master-engineer")},
    "priest-of-abenek": {"en": "removes 1 damage (one friendly Mummy creature in the zone; if you wish",
                         "ru": "убирает 1 повреждение (одно дружественное существо подтипа «Мумия» в зоне; по желанию",
                         "pl": "usuwa 1 obrażenie (jedno przyjazne stworzenie podtypu „Mumia” w strefie; jeśli chcesz"},
    "unstable-zombie": {"en": "removes 2 damage (this card; any amount up to that)",
                        "ru": "убирает 2 повреждения (эта карта; любое количество до этого числа)",
                        "pl": "usuwa 2 obrażenia (ta karta; dowolną liczbę do tej wartości)"},
    "pharaohs-cheetah": {"en": "not back and forth between 2 zones, if you wish: effect roll +8",
                         "ru": "но не туда и обратно между 2 зонами, по желанию: бросок кубика эффектов +8",
                         "pl": "ale nie tam i z powrotem między 2 strefami, jeśli chcesz: rzut kością efektu +8"},
    "wychwood-faerie": {"en": "Once per round, if you wish: spells cost −1 mana",
                        "ru": "Раз в раунд, по желанию: стоимость заклинаний: −1",
                        "pl": "Raz na rundę, jeśli chcesz: koszt czarów: −1"},
    "vengeful-merchant": {"en": "When it declares an attack, if you wish, for 2 damage to your Mage: gives Melee +2 for this attack",
                          "ru": "Когда объявляет атаку, по желанию, ценой 2 повреждений вашему магу: даёт свойство «Ближняя атака +2» "
                                "на эту атаку",
                          "pl": "Gdy deklaruje atak, jeśli chcesz, kosztem 2 obrażeń twojego Maga: daje cechę „Walka Wręcz +2” na ten atak"},
    "mana-worm": {"en": "When it attacks and damages a creature: takes away 1 mana (the enemy Mage; the damaged creature's "
                        "controller, if they have mana)",
                  "ru": "Когда атакует и наносит повреждения существу: отнимает 1 ману (вражеский маг; игрок, "
                        "контролирующий повреждённое существо, если у него есть мана)",
                  "pl": "Gdy zaatakuje i zada obrażenia stworzeniu: odbiera 1 punkt many (wrogi Mag; kontroler "
                        "stworzenia, które otrzymało obrażenia, jeśli ma manę)"},
    "thorg-chief-bodyguard": {"en": "not Mage; if you wish; in line of sight)",
                              "ru": "кроме подтипа «Маг»; по желанию; в линии видимости)",
                              "pl": "z wyjątkiem podtypu „Mag”; jeśli chcesz; w Polu Widzenia)"},
    "magma-golem": {"en": "the X of its Armor −X and Frost +X = the count of Burn conditions on it",
                    "ru": "X в его свойствах «Броня −X» и «Холод +X» = сколько на нём состояний «Горение»",
                    "pl": "X w jego cechach „Zbroja −X” i „Mróz +X” = ile ma stanów „Podpalenie”"},
    "the-embalmed": {"en": "When summoned: becomes a copy of a creature (this card; living only; without Epic; its own mana "
                           "cost X = the mana cost of the creature removed from the game",
                     "ru": "При вызове: становится копией существа (эта карта; только живые; без свойства «Эпический»; "
                           "его собственная стоимость X = стоимость в мане удалённого из игры существа",
                     "pl": "Przy wezwaniu: staje się kopią stworzenia (ta karta; tylko żyjące; bez cechy „Wyjątkowy”; jego "
                           "własny koszt X = koszt many stworzenia usuniętego z gry"},
}
NOT_SAID = {
    "messenger-of-bim-shalla": {"en": "creature you control comes into play", "ru": "под вашим контролем",
                                "pl": "które kontrolujesz"},
    **{cid: {"en": "heals", "ru": "лечение", "pl": "leczenie"}
       for cid in ("mort", "otto-kronig-master-engineer", "priest-of-abenek", "unstable-zombie")},
    "skeelax-taunting-imp": {"en": "in the same zone;", "ru": "в той же зоне;", "pl": "w tej samej strefie;"},
    "mana-worm": {"en": "When dealing damage", "ru": "При нанесении повреждений", "pl": "Po zadaniu obrażeń"},
}


test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID)
