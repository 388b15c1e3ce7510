"""Round 5 of issue 44, the Equipment slice read a third time (docs/effects-round5/equipment.md):
each cause the third reader found, checked on the real named cards in en, ru and pl (the words of
the template rows, not whole sentences):
- the attack's or casting's step the card prints is named: Helm of Fear (the start of the Declare
  Attack step), Suppression Cloak (the Declare Attack step), Veteran's Belt (the close of the Roll
  Dice step), Staff of Storms (the Roll Dice step), Horn of Gothos (the Cast Spell step);
- a printed "may" that is no payment is said "if you wish": Asyran Robes, Resplendent Bow,
  Tempered Faulds, Mohktari's Branch's heal, Moloch's Torment, Gloves of Skill, Ring of Healing,
  Johktari Hunting Knife, Sectarus;
- damage moved is not healed (Asyran Robes; errata 003 L717: removing damage is not healing);
- a condition the card prints is kept: Mohktari's Branch heals only if a condition was removed,
  Tempered Faulds only against an attack with an effect roll, Symbiotic Orb's Force creature is
  one you control, Signet of the Dawnbreaker's Valor comes when your Mage attacks and destroys;
- Sectarus casts its own prepared spell; Staff of Storms gives +1 die and +1 effect per token
  removed; Strategist's Helm names no target it does not have;
- whose event: Dragon's Mantle's when the bearer is melee attacked and damaged (as Living Armor);
  Harshforge Plate's and Enchanter's Ring's "when the spell targets", not an unnamed "it"."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

SAID = {
    "helm-of-fear": {"en": "When attacked, at the start of the Declare Attack step, on a roll of 9+: cancels the attack",
                     "ru": "При атаке на носителя, в начале шага «Объявление атаки», при броске 9+: отменяет атаку",
                     "pl": "Przy ataku na nosiciela, na początku kroku „Deklarowanie ataku”, przy wyniku 9+: anuluje atak"},
    "suppression-cloak": {"en": "against the bearer, during the Declare Attack step: requires paying 2 mana",
                          "ru": "против носителя, на шаге «Объявление атаки»: требует заплатить 2 маны",
                          "pl": "na nosiciela, w kroku „Deklarowanie ataku”: wymaga zapłacenia 2 punktów many"},
    "veterans-belt": {"en": "When attacked, at the close of the Roll Dice step: critical damage −2",
                      "ru": "При атаке на носителя, в конце шага «Бросок кубиков»: критические повреждения −2",
                      "pl": "Przy ataku na nosiciela, na końcu kroku „Rzut kośćmi”: obrażenia krytyczne −2"},
    "staff-of-storms": {"en": "during the Roll Dice step, if you wish, by removing any number of Storm tokens: +1 attack die",
                        "ru": "на шаге «Бросок кубиков», по желанию, сняв любое число жетонов «Буря»: +1 кубик атаки",
                        "pl": "w kroku „Rzut kośćmi”, jeśli chcesz, po zdjęciu dowolnej liczby żetonów „Burza”: +1 kość ataku"},
    "horn-of-gothos": {"en": "during the Cast Spell step, if you wish, for 3 mana:",
                       "ru": "на шаге «Сотворение заклинания», по желанию, за 3 маны:",
                       "pl": "w kroku „Deklarowanie czaru”, jeśli chcesz, za 3 punkty many:"},
    "asyran-robes": {"en": "In the Upkeep Phase, if you wish: removes 1 damage (one friendly creature",
                     "ru": "В фазе поддержки, по желанию: убирает 1 повреждение (одно дружественное существо",
                     "pl": "W Fazie Utrzymania, jeśli chcesz: usuwa 1 obrażenie (jedno przyjazne stworzenie"},
    "resplendent-bow": {"en": "When attacking with this weapon, if you wish: heals",
                        "ru": "При атаке этим оружием, по желанию: лечение",
                        "pl": "Przy ataku tą bronią, jeśli chcesz: leczenie"},
    "tempered-faulds": {"en": "Once per round, when attacked, if the attack has an effect roll, if you wish: re-rolls the effect die",
                        "ru": "Раз в раунд, при атаке на носителя, если у атаки есть бросок кубика эффектов, по желанию: "
                              "перебрасывает кубик эффектов",
                        "pl": "Raz na rundę, przy ataku na nosiciela, jeśli atak ma rzut kością efektu, jeśli chcesz: "
                              "przerzuca kość efektu"},
    "mohktaris-branch": {"en": "heals 1 damage (if you wish; only if a condition was removed)",
                         "ru": "убирает 1 повреждение (по желанию; только если состояние было снято)",
                         "pl": "usuwa 1 obrażenie (jeśli chcesz; tylko jeśli stan został usunięty)"},
    "gloves-of-skill": {"en": "Once per round, if you wish: re-rolls attack dice",
                        "ru": "Раз в раунд, по желанию: перебрасывает кубики атаки",
                        "pl": "Raz na rundę, jeśli chcesz: przerzuca kości ataku"},
    "ring-of-healing": {"en": "Once per round, if you wish: healing +1", "ru": "Раз в раунд, по желанию: лечение +1",
                        "pl": "Raz na rundę, jeśli chcesz: leczenie +1"},
    "johktari-hunting-knife": {"en": "When this weapon's attack deals damage, if you wish: gives Melee +1",
                               "ru": "Когда атака этого оружия наносит повреждения, по желанию: даёт свойство «Ближняя атака +1»",
                               "pl": "Gdy atak tej broni zadaje obrażenia, jeśli chcesz: daje cechę „Walka Wręcz +1”"},
    "sectarus-dark-rune-sword": {"en": "if you wish: casts its prepared spell at once, as a free action",
                                 "ru": "по желанию: сразу колдует подготовленное заклинание свободным действием",
                                 "pl": "jeśli chcesz: od razu rzuca przygotowany czar jako darmową akcję"},
    "symbiotic-orb": {"en": "for 3 mana or a Dissipate token of a Force creature you control:",
                      "ru": "за 3 маны или жетон «Иссякание» существа школы силы под вашим контролем:",
                      "pl": "za 3 punkty many lub żeton „Zanikanie” twojego stworzenia szkoły Mocy:"},
    "signet-of-the-dawnbreaker": {"en": "When your Mage attacks and destroys your Challenged enemy: places X Valor tokens",
                                  "ru": "Когда ваш маг атакует и уничтожает вызванного на поединок врага: кладёт X жетонов «Доблесть»",
                                  "pl": "Gdy twój Mag atakuje i niszczy twojego wyzwanego wroga: kładzie X żetonów „Męstwo”"},
    "dragons-mantle": {"en": "Once per round, when the bearer is melee attacked and damaged, if you wish, for 1 mana",
                       "ru": "Раз в раунд, когда носитель атакован ближней атакой и получает повреждения, по желанию, за 1 ману",
                       "pl": "Raz na rundę, gdy nosiciel zostaje zaatakowany wręcz i otrzymuje obrażenia, jeśli chcesz, za 1 punkt many"},
    "harshforge-plate": {"en": "When the spell targets this Mage: spells cost +2 mana (enemy-controlled;",
                         "ru": "Когда целью выбран этот маг: стоимость заклинаний: +2 (под контролем противника;",
                         "pl": "Gdy celem jest ten Mag: koszt czarów: +2 (kontrolowane przez przeciwnika;"},
    "strategists-helm": {"en": "Allows an ability to be used as a free action (your Mage;",
                         "ru": "Позволяет использовать способность свободным действием (ваш маг;",
                         "pl": "Pozwala użyć umiejętności jako darmowej akcji (twój Mag;"},
}

NOT_SAID = {
    "asyran-robes": {"en": "heals", "ru": "лечение", "pl": "leczenie"},
    "staff-of-storms": {"en": "+X", "ru": "+X", "pl": "+X"},
    "signet-of-the-dawnbreaker": {"en": "When destroying a creature", "ru": "При уничтожении существа",
                                  "pl": "Po zniszczeniu stworzenia"},
    "sectarus-dark-rune-sword": {"en": "lets you cast", "ru": "позволяет сотворить", "pl": "pozwala rzucić"},
    "strategists-helm": {"en": "the target", "ru": "цель", "pl": "cel"},
}

test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID, fold_not_said=True)
