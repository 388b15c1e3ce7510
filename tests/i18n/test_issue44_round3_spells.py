"""Issue 44, round 3 (enchantments, equipment, incantations read against the printed text): the
causes found wrong, said right in en, ru and pl, and no longer said the old way."""

from __future__ import annotations

import pytest

from spellforge import paths
from spellforge.i18n.effect_summary import Templates, summarise

LANGS = ("en", "ru", "pl")

# card id -> (what each language says, what none says any more)
SAID = {
    # "can only be revealed when you have Priority" was "Cannot be revealed (…; only when you have Priority)"
    "arcane-webbing": ({"en": "When you do not have Priority: cannot be revealed (this card)",
                        "ru": "Когда у вас нет приоритета: не может открываться (эта карта)",
                        "pl": "Gdy nie masz Priorytetu: nie może podlegać odkryciu (ta karta)"},
                       {"en": "only when you have Priority", "ru": "только когда у вас приоритет", "pl": "tylko gdy masz"}),
    # an attack is cancelled, not "counters a spell (attack)"
    "fumble": ({"en": "Can be revealed when attacking (right after the Declare Attack step): cannot hit for this attack",
                "ru": "не может попасть на эту атаку", "pl": "nie może trafić na ten atak"},
               {"en": "counters a spell", "ru": "развеивает заклинание", "pl": "kontruje czar"}),
    "helm-of-fear": ({"en": "When attacked, at the start of the Declare Attack step, on a roll of 9+: cancels the attack (the attacker; melee attacks;",
                      "ru": "отменяет атаку", "pl": "anuluje atak"},
                     {"en": "counters a spell", "ru": "развеивает заклинание", "pl": "kontruje czar"}),
    # one creature, never "all creatures in the zone; at most 1"; a creature's school, not "Holy spells"
    "circle-of-protection": ({"en": "heals 1 damage (one creature in the zone; living only; only Holy creatures)",
                              "ru": "(одно существо в зоне; только живые; только существа школы «Святая магия»)",
                              "pl": "(jedno stworzenie w strefie; tylko żyjące; tylko stworzenia szkoły „Świętość”)"},
                             {"en": "at most 1", "ru": "не больше 1", "pl": "najwyżej 1"}),
    "chant-of-rage": ({"en": "When revealed: places 1 Hate token (one friendly creature)",
                       "ru": "(одно дружественное существо)", "pl": "(jedno przyjazne stworzenie)"},
                      {"en": "(friendly creatures)", "ru": "(дружественные существа)", "pl": "(przyjazne stworzenia)"}),
    "johktari-hunting-knife": ({"en": "When this weapon's attack deals damage, if you wish: gives Melee +1 until the end of the round (one friendly Animal creature in the same zone)",
                                "ru": "одно дружественное существо", "pl": "jedno przyjazne stworzenie"},
                               {"en": "(friendly creatures", "ru": "(дружественные существа", "pl": "(przyjazne stworzenia"}),
    "abyssal-sacrifice": ({"en": "(one friendly creature in the zone; only Dark creatures",
                           "ru": "только существа школы «Тьма»", "pl": "tylko stworzenia szkoły „Mrok”"},
                          {"en": "Dark spells", "ru": "только школа", "pl": "tylko szkoła"}),
    # revealed only when an ENEMY creature activates, not "in its Action Phase (enemies only)"
    "defend-me": ({"en": "Can only be revealed when an enemy creature is activated: gives a guard marker",
                   "ru": "Эти чары можно открыть только при активации вражеского существа",
                   "pl": "To zaklęcie można odkryć tylko przy aktywacji wrogiego stworzenia"},
                  {"en": "in its Action Phase", "ru": "в фазе действий", "pl": "w Fazie Akcji"}),
    "mass-cowardice": ({"en": "Can only be revealed when an enemy creature is activated.",
                        "ru": "при активации вражеского существа", "pl": "przy aktywacji wrogiego stworzenia"},
                       {"en": "in its Action Phase", "ru": "в фазе действий", "pl": "w Fazie Akcji"}),
    # "before or after a friendly creature's Action Phase", one target enemy creature
    "vtar-force-sentry": ({"en": "Once per round, immediately before or after any friendly creature's Action Phase, if you wish: "
                                 "pushes the target 1 zone (one enemy creature;",  # the printed "may" (round 4, i46)
                           "ru": "Раз в раунд, непосредственно до или после любой фазы действий дружественного существа",
                           "pl": "Raz na rundę, bezpośrednio przed lub po dowolnej Fazie Akcji przyjaznego stworzenia"},
                          {"en": "when activated", "ru": "при активации", "pl": "po aktywacji"}),
    # the potions say they cannot be replaced, as Cleansing Potion did
    "rage-tonic": ({"en": "Cannot be replaced while in play (this card).", "ru": "быть заменено другим снаряжением",
                    "pl": "zostać zastąpiony innym ekwipunkiem"}, {}),
    "corrosive-concoction": ({"en": "Cannot be replaced while in play (this card).",
                              "ru": "быть заменено другим снаряжением", "pl": "zostać zastąpiony innym ekwipunkiem"}, {}),
    # every enchantment of the zone, not "an enchantment (all objects in the zone)"
    "destroy-magic": ({"en": "Destroys an enchantment (target: zone; every enchantment in it, hidden or revealed",
                       "ru": "все чары в ней, скрытые и открытые", "pl": "wszystkie zaklęcia w niej, ukryte i odkryte"},
                      {"en": "all objects in the zone", "ru": "все объекты в зоне", "pl": "wszystkie obiekty w strefie"}),
    # "Only a Mage can cast this spell"
    "meditation": ({"en": "Gives 3 Ki (your Mage; this card can be cast by a Mage only).",
                    "ru": "эту карту может колдовать только маг", "pl": "tę kartę może rzucić tylko Mag"}, {}),
    # the damaged creature is not a Mage (it was "(the enemy Mage; not Mage)")
    "rod-of-the-arcanum": ({"en": "When this weapon's attack deals damage, if the damaged creature is an enemy non-Mage creature: "
                                  "takes away 1 mana (the enemy Mage)",
                            "ru": "если повреждённое существо — вражеское и не маг", "pl": "nie jest Magiem"},
                           {"en": "not Mage)", "ru": "кроме подтипа", "pl": "z wyjątkiem podtypu"}),
    # a trap attacks the creature that entered, not "the attacker"
    "hellfire-trap": ({"en": "makes an attack (the creature that entered; cast only on a zone without enemy creatures)",
                       "ru": "проводит атаку (вошедшее существо;", "pl": "wykonuje atak (stworzenie, które weszło;"},
                      {"en": "the attacker", "ru": "атакующий", "pl": "atakujący"}),
    "iguana-regrowth": ({"en": "X = the bearer's level", "ru": "X = уровень носителя", "pl": "X = poziom nosiciela"}, {}),
    # two terms, two pairs of quotes (was «Неживой, Иммунитет к воздействию на разум»)
    "terrifying-visage": ({"en": "without Nonliving, Psychic Immunity", "ru": "без свойства «Неживой», «Иммунитет",
                           "pl": "bez cechy „Nieżyjący”, „Odporność"}, {"ru": "«Неживой, ", "pl": "„Nieżyjący, "}),
    # one Battle Fury per creature a round
    "battle-fury": ({"en": "At most once a round for each creature, after its next melee attack",
                     "ru": "Не больше раза за раунд на каждое существо", "pl": "Najwyżej raz na rundę na każde stworzenie"},
                    {"en": "Once per round", "ru": "Раз в раунд", "pl": "Raz na rundę"}),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card_id", sorted(SAID))
def test_round_three_causes_are_said_right(library, card_id, lang):
    said, not_said = SAID[card_id]
    summary = library.summary(card_id, lang)
    assert said[lang] in summary, f"{card_id} [{lang}]: {said[lang]!r} not in {summary!r}"
    assert not not_said.get(lang) or not_said[lang] not in summary, f"{card_id} [{lang}]: still {not_said[lang]!r}"


def test_one_of_a_plural_target_is_said_as_one():
    """max=1 on a plural target is one object of that kind; without it the target stays plural,
    and a school on a creature target is the creature's."""
    t = Templates.read(paths.db_source_dir() / "i18n" / "effect_templates.csv")
    one = {"kind": "heal", "amount": "1", "target": "zone_friends", "condition": "max=1;school=Holy"}
    assert summarise([one], "en", t) == "Heals 1 damage (one friendly creature in the zone; only Holy creatures)."
    every = dict(one, condition="school=Holy")
    assert summarise([every], "en", t) == "Heals 1 damage (friendly creatures in the zone; only Holy creatures)."
    two = dict(one, condition="max=2")
    assert summarise([two], "en", t) == "Heals 1 damage (friendly creatures in the zone; at most 2)."
    spells = {"kind": "cost_modifier", "arg": "spell", "amount": "-1", "target": "controller", "condition": "school=Holy"}
    assert "only Holy spells" in summarise([spells], "en", t)
