"""Round 4 of issue 44, the Equipment slice (docs/effects-round4/equipment.md): each cause found
reading all 150 Equipment cards against the printed text, checked on real named cards in en, ru
and pl. The strings are the facts' own words (template rows), not the whole sentence:
- a weapon's ability works on its own attack ("when this weapon's attack deals damage"), not on
  any attack of its Mage (Johktari Hunting Knife, Rod of the Arcanum, Sectarus, Resplendent Bow,
  Soulreaper), and the Ki/Valor +6 is for that attack only (Dragon's Lance, Sword of Radiance);
- a trigger about another creature says whose it is, not who gains (Eye of Bael: a friendly
  Demon damages; Helm of Justice: a friendly creature is damaged; Paladin's Cloak: your Mage's
  Healing incantation; Scepter of Undeath: the minor Undead that activates);
- the wands change their bound spell as a quick spell; they do not hold it "as a quick spell";
  Wand of Healing holds none (one of its two printed quick spells a round);
- Champion's Gauntlets: the opponent pays the 2 mana, not you;
- no "friendly" the card does not print (Emerald Elk Stave, Scepter of Undeath);
- Suppression Cloak taxes each creature's first melee attack a round, not one attack a round;
- a payment for each creature (Moloch's Torment); a spawnpoint's cast (Death Ring); one target
  zone (Deathshroud Staff); Vinewhip Staff's two abilities in two sentences; Dispel Wand's X;
- "at the end of its Action Phase" is the trigger, said once (Radiant Breastplate); Golden Shield
  and Spiked Buckler react to their own Defense only; Libro Mortuos summons into your zone."""

from __future__ import annotations

import pytest

LANGS = ("en", "ru", "pl")

WEAPON_DAMAGES = {"en": "When this weapon's attack deals damage", "ru": "Когда атака этого оружия наносит повреждения",
                  "pl": "Gdy atak tej broni zadaje obrażenia"}
WEAPON_ATTACKS = {"en": "When attacking with this weapon", "ru": "При атаке этим оружием", "pl": "Przy ataku tą bronią"}
FOR_THIS_ATTACK = {"en": "effect roll +6 for this attack", "ru": "бросок кубика эффектов +6 на эту атаку",
                   "pl": "rzut kością efektu +6 na ten atak"}
QUICK_SWAP = {"en": "as a quick spell to change the bound spell", "ru": "как быстрое заклинание, чтобы сменить привязанное",
              "pl": "jako szybki czar za zmianę Wpisanego Czaru"}

# (card, the words in each language): a card may have several causes
SAID = [
    *[(cid, WEAPON_DAMAGES) for cid in ("johktari-hunting-knife", "rod-of-the-arcanum", "sectarus-dark-rune-sword",
                                        "sword-of-radiance")],
    *[(cid, WEAPON_ATTACKS) for cid in ("resplendent-bow", "soulreaper", "dragons-lance", "sword-of-radiance")],
    ("dragons-lance", FOR_THIS_ATTACK),
    ("sword-of-radiance", FOR_THIS_ATTACK),
    *[(cid, QUICK_SWAP) for cid in ("mage-wand", "elemental-wand", "helm-of-command")],
    ("rod-of-the-arcanum", {"en": "if the damaged creature is an enemy non-Mage creature",
                            "ru": "если повреждённое существо — вражеское и не маг",
                            "pl": "jeśli stworzenie, któremu zadano obrażenia, jest wrogie i nie jest Magiem"}),
    ("eye-of-bael", {"en": "a friendly Demon creature damages an enemy creature with an attack: gives 1 mana (your Mage).",
                     "ru": "дружественное существо-демон атакой наносит повреждения вражескому существу: даёт 1 ману (ваш маг).",
                     "pl": "przyjazne stworzenie-Demon zada atakiem obrażenia wrogiemu stworzeniu: daje 1 punkt many "
                           "(twój Mag)."}),
    ("helm-of-justice", {"en": "When a friendly creature is attacked and damaged, if it is a non-Mage creature in your zone, "
                               "if you wish, for 1 mana: deals 1 direct Light damage (the attacker; regardless of range or "
                               "line of sight)",
                         "ru": "Когда дружественное существо атаковано и получает повреждения, если это не маг и оно в вашей "
                               "зоне, по желанию, за 1 ману:",
                         "pl": "Gdy przyjazne stworzenie zostaje zaatakowane i otrzymuje obrażenia, jeśli nie jest Magiem i "
                               "jest w twojej strefie, jeśli chcesz, za 1 punkt many:"}),
    ("paladins-cloak", {"en": "When a Healing incantation is cast by your Mage: heals 1 damage (the bearer)",
                        "ru": "Когда ваш маг творит колдовство подтипа «Лечение»",
                        "pl": "Gdy twój Mag rzuca inkantację podtypu „Leczenie”"}),
    ("scepter-of-undeath", {"en": "Once per round, when a minor Undead creature activates in your zone, if you wish, for 2 "
                                  "mana: +2 attack dice for the next attack this round",
                            "ru": "Раз в раунд, при активации малого существа-нежити в вашей зоне, по желанию, за 2 маны:",
                            "pl": "Raz na rundę, przy aktywacji pomniejszego stworzenia-nieumarłego w twojej strefie, "
                                  "jeśli chcesz, za 2 punkty many:"}),
    ("champions-gauntlets", {"en": "by an opponent's effect, unless the opponent pays 2 mana",
                             "ru": "эффектом противника, если тот не заплатит 2 маны",
                             "pl": "efektem przeciwnika, chyba że ten przeciwnik zapłaci 2 punkty many"}),
    ("emerald-elk-stave", {"en": "for 1 mana per creature: heals 1 damage (all Animal creatures in the zone; at most 2)",
                           "ru": "за 1 ману за каждое существо", "pl": "za 1 punkt many za każde stworzenie"}),
    ("molochs-torment", {"en": "In the Upkeep Phase, if you wish, for 1 mana per creature: deals 1 direct damage",
                         "ru": "В фазе поддержки, по желанию, за 1 ману за каждое существо:",
                         "pl": "W Fazie Utrzymania, jeśli chcesz, za 1 punkt many za każde stworzenie:"}),
    ("suppression-cloak", {"en": "When a creature makes its first melee attack of the round against the bearer, during the Declare Attack step: requires "
                                 "paying 2 mana",
                           "ru": "Когда существо впервые за раунд проводит ближнюю атаку против носителя, на шаге «Объявление атаки»:",
                           "pl": "Gdy stworzenie po raz pierwszy w rundzie wykonuje atak wręcz na nosiciela, w kroku „Deklarowanie ataku”:"}),
    ("death-ring", {"en": "also when your spawnpoint casts it", "ru": "также когда его колдует ваша «Точка вызова»",
                    "pl": "także gdy rzuca go twoje „Miejsce Przywołań”"}),
    ("deathshroud-staff", {"en": "a Necro spell; in one target zone within range 0-1",
                           "ru": "заклинание подтипа «Некро»; в одной целевой зоне на дистанции 0-1",
                           "pl": "czar podtypu „Nekro”; w jednej strefie-celu w zasięgu 0-1"}),
    ("vinewhip-staff", {"en": "). Once per round, as a quick spell, if you wish, for 4 mana and destroying one of your Vine "
                              "markers within 2 zones: gives the Stuck condition",
                        "ru": "). Раз в раунд, как быстрое заклинание, по желанию, за 4 маны и уничтожение одного из ваших "
                              "жетонов лозы в пределах 2 зон:",
                        "pl": "). Raz na rundę, jako szybki czar, jeśli chcesz, za 4 punkty many i zniszczenie jednego z twoich "
                              "znaczników Pnącza w obrębie 2 stref:"}),
    ("wand-of-healing", {"en": "Choose one of the next 2: Once per round, as a quick spell, for 2 mana: heals damage rolled on 2",
                         "ru": "Выберите один из следующих вариантов (2): Раз в раунд, как быстрое заклинание, за 2 маны:",
                         "pl": "Wybierz jedną z następujących możliwości (2): Raz na rundę, jako szybki czar, za 2 punkty many:"}),
    ("dispel-wand", {"en": "X = the target's casting cost plus its reveal cost",
                     "ru": "X = стоимость сотворения цели плюс стоимость открытия",
                     "pl": "X = koszt rzucenia celu wraz z kosztem odkrycia"}),
    *[(cid, {"en": "At the end of the bearer's Action Phase", "ru": "В конце фазы действий носителя",
             "pl": "Na koniec Fazy Akcji nosiciela"})
      for cid in ("radiant-breastplate", "adramelechs-torment", "ankh-of-asyra")],
    # the module's only Text for it, in its history, is its attack (as Morning Star's): no rules text beyond it
    ("vorpal-blade", {"en": "No effect beyond its stats, traits and attacks", "ru": "других эффектов, кроме характеристик",
                      "pl": "brak efektów poza atrybutami"}),
    ("symbiotic-orb", {"en": "when a friendly object is attacked in your zone", "ru": "когда атакован дружественный объект в вашей зоне",
                       "pl": "gdy przyjazny obiekt w twojej strefie zostaje zaatakowany"}),
    ("voice-of-the-sea", {"en": "When a Song spell of yours is revealed, if you wish: places 1 Dissipate token (an extra one, "
                                "on that Song)",
                          "ru": "Когда открыто ваше заклинание подтипа «Песнь», по желанию:",
                          "pl": "Gdy zostaje odkryty twój czar podtypu „Pieśń”, jeśli chcesz:"}),
    ("libro-mortuos", {"en": "into your zone", "ru": "в вашу зону", "pl": "do twojej strefy"}),
    ("horn-of-gothos", {"en": "When your Mage uses Battle Orders, during the Cast Spell step, if you wish, for 3 mana:",
                        "ru": "Когда ваш маг использует «Боевые приказы», на шаге «Сотворение заклинания», по желанию, за 3 маны:",
                        "pl": "Gdy twój Mag używa „Rozkazów Bitewnych”, w kroku „Deklarowanie czaru”, jeśli chcesz, za 3 punkty many:"}),
    *[(cid, {"en": "When this card's Defense avoids an attack", "ru": "Когда защита этой карты позволяет уклониться от атаки",
             "pl": "Gdy Obrona tej karty pozwala uniknąć ataku"}) for cid in ("golden-shield", "spiked-buckler")],
]
NOT_SAID = {
    # any attack of the Mage
    **{cid: {"en": "When dealing damage", "ru": "При нанесении повреждений", "pl": "Po zadaniu obrażeń"}
       for cid in ("johktari-hunting-knife", "rod-of-the-arcanum", "sectarus-dark-rune-sword", "eye-of-bael")},
    # the holding is no quick spell; Wand of Healing binds nothing
    **{cid: {"en": "As a quick spell: holds", "ru": "Как быстрое заклинание: хранит", "pl": "Jako szybki czar: przechowuje"}
       for cid in ("mage-wand", "elemental-wand", "helm-of-command")},
    "wand-of-healing": {"en": "bound spell", "ru": "привязанное заклинание", "pl": "Wpisany Czar"},
    # you do not pay to keep the gauntlets; the attacker is not friendly
    "champions-gauntlets": {"en": "For 2 mana", "ru": "За 2 маны", "pl": "Za 2 punkty many"},
    "helm-of-justice": {"en": "friendly only", "ru": "только дружественные", "pl": "tylko przyjazne"},
    "emerald-elk-stave": {"en": "friendly", "ru": "дружествен", "pl": "przyjazn"},
    "scepter-of-undeath": {"en": "friendly", "ru": "дружествен", "pl": "przyjazn"},
    "eye-of-bael": {"en": "subtype: Demon", "ru": "подтип: Демон", "pl": "podtyp: Demon"},
    "paladins-cloak": {"en": "not Mage)", "ru": "кроме подтипа", "pl": "z wyjątkiem podtypu"},
    "suppression-cloak": {"en": "Once per round", "ru": "Раз в раунд", "pl": "Raz na rundę"},
    # the end of its Action Phase is the trigger, said once
    **{cid: {"en": "In its Action Phase", "ru": "В фазе действий", "pl": "W Fazie Akcji"}
       for cid in ("radiant-breastplate", "adramelechs-torment", "ankh-of-asyra")},
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("card_id", "words"), SAID, ids=[f"{cid}-{n}" for n, (cid, _) in enumerate(SAID)])
def test_the_summary_says_it(library, card_id, words, lang):
    summary = library.summary(card_id, lang)
    assert words[lang].casefold() in summary.casefold(), summary


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card_id", sorted(NOT_SAID))
def test_the_summary_no_longer_says_it(library, card_id, lang):
    summary = library.summary(card_id, lang)
    assert NOT_SAID[card_id][lang] not in summary, summary


def test_a_weapon_ability_is_its_own_attack_in_the_data(library):
    """The facts, whatever the sentence: the weapons' triggers carry `attack=weapon`."""
    for card_id in ("johktari-hunting-knife", "rod-of-the-arcanum", "sectarus-dark-rune-sword", "resplendent-bow",
                    "dragons-lance", "sword-of-radiance", "soulreaper"):
        rows = [e for e in library.effects(card_id).effects if e.trigger in ("attacks", "damages")]
        assert rows and all(e.conditions.get("attack") == "weapon" for e in rows), card_id
