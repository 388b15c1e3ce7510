"""Causes found by the two independent 50-card samples of issue 44 round 4 (seeds 580495 and
323990: docs/effects-round4/independent-check-*.md), each fixed over every card that shares it and
checked here in en, ru and pl on the sampled cards: a printed "may" (Mana Shard, Archer's
Watchtower, Altar of the Iron Guard); a creature's "when summoned" (cast or put into play otherwise,
errata-digest L737); the creature a card brings back (Ziggurat of Undeath); who pays (Pacify: the
cursed creature's controller); "if you do" (Drain Soul, errata-digest L634-636); hidden enchantments
too (Harshforge Monolith); "attacks and damages a Corporeal creature" (Devouring Jelly)."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

SAID = {
    "mana-shard": {"en": "In the Upkeep Phase, if you wish: gives 1 mana", "ru": "В фазе поддержки, по желанию:",
                   "pl": "W Fazie Utrzymania, jeśli chcesz:"},
    "archers-watchtower": {"en": "if you wish: gives Ranged +1 and Indirect for this attack (the attacker in the same zone",
                           "ru": "по желанию: даёт свойства «Дальняя атака +1» и «Навесная атака» на эту атаку (атакующий",
                           "pl": "jeśli chcesz: daje cechy „Dystansowy +1” i „Atak Pośredni” na ten atak (atakujący"},
    "altar-of-the-iron-guard": {"en": "Whenever a creature you control comes into play, if you wish: gives a guard marker "
                                      "(the creature that entered)",
                                "ru": "Когда в игру входит существо под вашим контролем, по желанию:",
                                "pl": "Gdy do gry wchodzi stworzenie, które kontrolujesz, jeśli chcesz:"},
    "hired-bodyguard": {"en": "When summoned: gives a guard marker (this card)", "ru": "При вызове:",
                        "pl": "Przy wezwaniu:"},
    "ziggurat-of-undeath": {"en": "gives the Zombie condition (the creature it brought back)",
                            "ru": "(возвращённое в игру существо)", "pl": "(stworzenie przywrócone do gry)"},
    "pacify": {"en": "requires paying 2 mana (the bearer's controller;", "ru": "(игрок, контролирующий носителя;",
               "pl": "(gracz kontrolujący nosiciela;"},
    "drain-soul": {"en": "If the markers were placed: Life +6 (your Mage)", "ru": "Если жетоны были положены: жизнь +6",
                   "pl": "Jeśli znaczniki zostały położone: Życie +6"},
    "harshforge-monolith": {"en": "hidden and revealed alike", "ru": "и скрытые, и открытые",
                            "pl": "zarówno ukryte, jak i odkryte"},
    "devouring-jelly": {"en": "When it attacks and damages a Corporeal creature:",
                        "ru": "Когда атакует и наносит повреждения материальному существу:",
                        "pl": "Gdy zaatakuje i zada obrażenia cielesnemu stworzeniu:"},
    "abyssal-sacrifice": {"en": "Removes damage equal to the destroyed creature's level", "ru": "Убирает повреждения",
                          "pl": "Usuwa obrażenia"},
    "bound-healing": {"en": "(the caster of this spell)", "ru": "(заклинатель этого заклинания)", "pl": "(rzucający ten czar)"},
    "arcane-corruption": {"en": "hidden and revealed alike", "ru": "и скрытые, и открытые", "pl": "zarówno ukryte, jak i odkryte"},
    "harshforge-plate": {"en": "spells cost +2 mana (enemy-controlled;", "ru": "(под контролем противника;",
                         "pl": "(kontrolowane przez przeciwnika;"},
    "crusade-banner": {"en": "if you wish: summons a creature ×2 (Holy only; exactly two; if it does, it is destroyed)",
                       "ru": "по желанию:", "pl": "jeśli chcesz:"},
    "voice-of-the-sea": {"en": "if you wish: places 1 Dissipate token", "ru": "по желанию:", "pl": "jeśli chcesz:"},
    "enchanters-ring": {"en": "when cast, not when revealed", "ru": "при сотворении, не при открытии",
                        "pl": "przy rzuceniu, nie przy odkryciu"},
    "giant-wolf-spider": {"en": "against a Restrained or Incapacitated target", "ru": "«Обездвиженность» или «Паралич»",
                          "pl": "„Skrępowanie” lub „Obezwładnienie”"},
    "burst-of-thorns": {"en": "the Vine marker makes the attack", "ru": "атаку проводит жетон лозы",
                        "pl": "atak wykonuje znacznik Pnącza"},
    "altar-of-domination": {"en": "with at least 4 Domination tokens, if you wish: summons Talos", "ru": "по желанию:",
                            "pl": "jeśli chcesz:"},
    "life-link": {"en": "at any distance and without line of sight", "ru": "на любом расстоянии и без линии видимости",
                  "pl": "z dowolnej odległości i bez Pola Widzenia"},
    "reverse-attack": {"en": "Must be revealed when attacked (in the Avoid Attack step)", "ru": "на шаге «Уклонение от атаки»",
                       "pl": "w kroku unikania ataku – „Unik”"},
    "shifratar": {"en": "Once per round, when attacking with this weapon, if you wish, for 3 mana: gives Sweeping",
                  "ru": "при атаке этим оружием, по желанию, за 3 маны", "pl": "przy ataku tą bronią, jeśli chcesz, za 3 punkty many"},
    "flame-strike": {"en": "gives the Flame damage type", "ru": "даёт тип повреждений «Огонь»", "pl": "daje typ obrażeń „Ogień”"},
    "packleaders-cowl": {"en": "in the bearer's Action Phase, if you wish, for mana equal to that Animal's level",
                         "ru": "за ману, равную уровню этого животного", "pl": "za tyle many, ile wynosi poziom tego zwierzęcia"},
    "hand-of-bim-shalla": {"en": "if you wish: gives Armor +1", "ru": "по желанию:", "pl": "jeśli chcesz:"},
    "mountain-ram": {"en": "When its attack gets the Charge bonus, if you wish: effect roll +3",
                     "ru": "Когда атака этой карты получает бонус «Натиск», по желанию:", "pl": "jeśli chcesz:"},
    "deep-freeze": {"en": "only not at the end of its activation; other ways still remove it",
                    "ru": "только не в конце активации", "pl": "tylko nie na koniec jego aktywacji"},
    "slumber": {"en": "damage does not wake it: it only loses a Dissipate token", "ru": "повреждения его не будят",
                "pl": "obrażenia go nie budzą"},
    "earthquake": {"en": "one of the two zones in range and line of sight is enough",
                   "ru": "достаточно одной из двух зон в пределах дистанции и линии видимости",
                   "pl": "wystarczy jedna z dwóch stref w zasięgu i w Polu Widzenia"},
}


test_the_summary_says_it, _ = summary_tests(SAID)


def test_every_creature_that_acts_when_summoned_says_summoned(library):
    """The cause over the pool: no creature's summary says "when cast" for what it does on entering
    play (the printed cards say "When … is summoned")."""
    creatures = [c for c in library.spells() if c.type == "Creature"]
    said = [c.id for c in creatures if "when cast" in (library.summary(c.id, "en") or "").casefold()]
    assert said == []
    assert sum("when summoned" in (library.summary(c.id, "en") or "").casefold() for c in creatures) >= 15
