"""Round 4 of issue 44, the Equipment slice read a second time (docs/effects-round4/equipment-second-reading.md):
each cause the second reader found, checked on the real named cards in en, ru and pl (the words
of the template rows, not whole sentences):
- "when you have Priority" is said so, not "when activated" (the Mage's activation): Amulet of
  Attunement, Cleansing Potion, Rage Tonic;
- "the first time … each round" is the first one, not a chosen once a round: Burning Cuirass,
  Eye of Bael, Suppression Cloak (each creature's first melee attack, an extra cost of it);
- Vinewhip Staff places a Vine marker, it summons nothing;
- the abilities printed in the bar are said: Dispel Wand destroys a revealed level-1 enchantment
  and looks at a hidden one; Wand of Healing's Cleansing Light removes a condition;
- Gloves of Skill re-roll every attack die of one ranged attack, never the effect die;
- Living Armor loses a token when the bearer is attacked and damaged;
- Horn of Gothos' Battle Orders ignore range (no undefined "+X");
- the Academy weapons' extra die opens with "if your Mage is at level 5 or above";
- an ability used "as a quick spell" says so, without "when activated" beside it (a quick spell
  is cast in its Mage's activation or in a Quickcast Phase): Crown of Protection, Deathshroud
  Staff, Devout Robes, Mohktari's Branch, Ramses' Black Death, Staff of Beasts, Vinewhip Staff,
  Wand of Ice and Fire;
- a subtype given is a subtype, not a trait («подтип», „podtyp”): Ivarium Halberd's Soldier,
  Demonhide Mask's Demon (and Izimbila's Animal and Soldier, a creature);
- "at the end of this Mage's Action Phase" is the bearer's, not "its" (Adramelech's Torment, Ankh
  of Asyra, Radiant Breastplate);
- a card back to the spellbook is "this card", not "a card (self)" (Hunting Spear, Libro Mortuos,
  Shifratar; Hoodwink of the enchantment slice)."""

from __future__ import annotations

import pytest

LANGS = ("en", "ru", "pl")

PRIORITY = {"en": "Once per round, when you have Priority,", "ru": "Раз в раунд, когда у вас приоритет,",
            "pl": "Raz na rundę, gdy masz Priorytet,"}
LEVEL_5 = {"en": "If your Mage is at level 5 or above: +1 attack die (this card).",
           "ru": "Если ваш маг 5-го уровня или выше: +1 кубик атаки (эта карта).",
           "pl": "Jeśli twój Mag ma poziom 5 lub wyższy: +1 kość ataku (ta karta)."}
ACADEMY_WEAPONS = ("bo-staff", "dragons-lance", "elemental-staff", "faith-healers-staff", "gladius", "hellstar",
                   "ivarium-halberd", "johktari-hunting-knife", "resplendent-bow", "rod-of-the-arcanum", "shifratar",
                   "soulreaper")

QUICK_SPELL_ABILITIES = ("crown-of-protection", "deathshroud-staff", "devout-robes", "mohktaris-branch",
                         "ramses-black-death", "staff-of-beasts", "vinewhip-staff", "wand-of-ice-and-fire")
QUICK_SPELL = {"en": "Once per round, as a quick spell, ", "ru": "Раз в раунд, как быстрое заклинание, ",
               "pl": "Raz na rundę, jako szybki czar, "}

SAID = [
    *[(cid, QUICK_SPELL) for cid in QUICK_SPELL_ABILITIES],
    *[(cid, PRIORITY) for cid in ("amulet-of-attunement", "cleansing-potion", "rage-tonic")],
    *[(cid, LEVEL_5) for cid in ACADEMY_WEAPONS],
    ("burning-cuirass", {"en": "The first time in a round that the bearer is melee attacked: deals 1 direct Flame damage",
                         "ru": "В первый раз за раунд, когда носителя атакуют ближней атакой: наносит 1 прямое повреждение",
                         "pl": "Za pierwszym razem w rundzie, gdy nosiciel zostaje zaatakowany wręcz: zadaje 1 obrażenie"}),
    ("eye-of-bael", {"en": "The first time in a round that a friendly Demon creature damages an enemy creature",
                     "ru": "В первый раз за раунд, когда дружественное существо-демон атакой наносит повреждения",
                     "pl": "Za pierwszym razem w rundzie, gdy przyjazne stworzenie-Demon zada atakiem obrażenia"}),
    ("suppression-cloak", {"en": "When a creature makes its first melee attack of the round against the bearer, during the Declare Attack step: requires "
                                 "paying 2 mana",
                           "ru": "Когда существо впервые за раунд проводит ближнюю атаку против носителя, на шаге «Объявление атаки»: требует "
                                 "заплатить 2 маны",
                           "pl": "Gdy stworzenie po raz pierwszy w rundzie wykonuje atak wręcz na nosiciela, w kroku „Deklarowanie ataku”: wymaga "
                                 "zapłacenia 2 punktów many"}),
    ("suppression-cloak", {"en": "an extra cost of declaring that attack", "ru": "дополнительная цена объявления этой атаки",
                           "pl": "dodatkowy koszt zadeklarowania tego ataku"}),
    ("vinewhip-staff", {"en": "As a quick spell, if you wish, for 1 mana: places 1 Vine marker (target: zone; range 0-1).",
                        "ru": "Как быстрое заклинание, по желанию, за 1 ману: кладёт 1 жетон лозы (цель: зона; дистанция 0-1).",
                        "pl": "Jako szybki czar, jeśli chcesz, za 1 punkt many: kładzie 1 znacznik Pnącza (cel: strefa; zasięg 0-1)."}),
    ("dispel-wand", {"en": "Once per round, as a quick spell, for X mana: destroys an enchantment (target: enchantment; "
                           "level 1; revealed only; range 0-1;",
                     "ru": "Раз в раунд, как быстрое заклинание, за X маны: уничтожает чары (цель: чары; уровень 1; "
                           "только открытые; дистанция 0-1;",
                     "pl": "Raz na rundę, jako szybki czar, za X punktów many: niszczy zaklęcie (cel: zaklęcie; poziom 1; "
                           "tylko odkryte; zasięg 0-1;"}),
    ("dispel-wand", {"en": "Once per round, as a quick spell: looks at a hidden card without revealing it",
                     "ru": "Раз в раунд, как быстрое заклинание: просматривает скрытую карту, не открывая её",
                     "pl": "Raz na rundę, jako szybki czar: podgląda ukrytą kartę, nie odkrywając jej"}),
    ("wand-of-healing", {"en": "for X mana: removes 1 condition of your choice (target: creature; X = what removing that "
                               "condition costs; living only; range 0-1)",
                         "ru": "за X маны: снимает 1 состояние на выбор (цель: существо; X = стоимость снятия этого "
                               "состояния; только живые; дистанция 0-1)",
                         "pl": "za X punktów many: usuwa 1 wybrany stan (cel: stworzenie; X = koszt usunięcia tego stanu; "
                               "tylko żyjące; zasięg 0-1)"}),
    ("gloves-of-skill", {"en": "every attack die of one ranged attack, attack spells included; never the effect die",
                         "ru": "все кубики атаки одной дальней атаки, включая заклинания атаки; кубик эффектов — никогда",
                         "pl": "wszystkie kości ataku jednego ataku dystansowego, także czarów ataku; nigdy kość efektu"}),
    ("living-armor", {"en": "When the bearer is attacked and damaged: removes 1 Armor +1 token from this card.",
                      "ru": "Когда носитель атакован и получает повреждения: снимает 1 жетон «Броня +1» с этой карты.",
                      "pl": "Gdy nosiciel zostaje zaatakowany i otrzymuje obrażenia: zdejmuje 1 żeton „Zbroja +1” z tej "
                            "karty."}),
    ("ivarium-halberd", {"en": "Gains the Soldier subtype while attached", "ru": "Получает подтип «Солдат»",
                         "pl": "Zyskuje podtyp „Żołnierz”"}),
    ("demonhide-mask", {"en": "While attacking: gains the Demon subtype (the bearer)", "ru": "Во время атаки: получает подтип «Демон»",
                        "pl": "Podczas ataku: zyskuje podtyp „Demon”"}),
    ("izimbila-daughter-of-badgers", {"en": "gains the Animal subtype", "ru": "получает подтип «Животное»",
                                      "pl": "zyskuje podtyp „Zwierzę”"}),
    *[(cid, {"en": "At the end of the bearer's Action Phase", "ru": "В конце фазы действий носителя",
             "pl": "Na koniec Fazy Akcji nosiciela"}) for cid in ("adramelechs-torment", "ankh-of-asyra", "radiant-breastplate")],
    *[(cid, {"en": "this card goes back to its owner's spellbook", "ru": "эта карта возвращается в книгу заклинаний владельца",
             "pl": "ta karta wraca do Księgi Czarów właściciela"}) for cid in ("hunting-spear", "libro-mortuos", "shifratar")],
    ("horn-of-gothos", {"en": "for 3 mana: ignores range", "ru": "за 3 маны: игнорирует дистанцию",
                        "pl": "za 3 punkty many: ignoruje zasięg"}),
]
NOT_SAID = {
    **{cid: {"en": "when activated", "ru": "при активации", "pl": "po aktywacji"}
       for cid in ("amulet-of-attunement", "cleansing-potion", "rage-tonic")},
    **{cid: {"en": "Once per round", "ru": "Раз в раунд", "pl": "Raz na rundę"} for cid in ("burning-cuirass", "eye-of-bael")},
    "suppression-cloak": {"en": "at most once a round", "ru": "не больше раза за раунд", "pl": "najwyżej raz na rundę"},
    "vinewhip-staff": {"en": "summons", "ru": "вызывает", "pl": "wzywa"},
    "horn-of-gothos": {"en": "+X", "ru": "+X", "pl": "+X"},
    **{cid: {"en": "(self)", "ru": "(сама карта)", "pl": "kartę (ta karta)"} for cid in ("hunting-spear", "libro-mortuos", "shifratar")},
    **{cid: {"en": "when activated", "ru": "при активации", "pl": "po aktywacji"}
       for cid in QUICK_SPELL_ABILITIES},
    **{cid: {"en": "(this card; if your Mage", "ru": "(эта карта; если ваш маг", "pl": "(ta karta; jeśli twój Mag"}
       for cid in ACADEMY_WEAPONS},
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("card_id", "words"), SAID, ids=[f"{c}-{i}" for i, (c, _) in enumerate(SAID)])
def test_the_summary_says_it(library, card_id, words, lang):
    summary = library.summary(card_id, lang)
    assert words[lang] in summary, summary


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card_id", sorted(NOT_SAID))
def test_the_summary_no_longer_says_it(library, card_id, lang):
    summary = library.summary(card_id, lang)
    assert NOT_SAID[card_id][lang] not in summary, summary


def test_the_wands_still_play_their_printed_spells(library):
    """The goldfish reads the same rows: Dispel Wand still destroys a revealed level-1 enchantment,
    Wand of Healing still heals 2 dice for 2 mana, both once a round."""
    from spellforge.sim.game.model import compile_card

    def tags(card_id):
        return compile_card(library.card(card_id), library.effects(card_id).effects).tags

    assert tags("dispel-wand")["wand_dispel"] == 1
    assert (tags("wand-of-healing")["wand_heal"], tags("wand-of-healing")["wand_heal_cost"]) == (2, 2)
