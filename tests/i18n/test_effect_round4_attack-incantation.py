"""Round 4 of issue 44, the Attack and Incantation cards (docs/effects-round4/attack-incantation.md):
each cause found by reading all 152 against the printed text, checked on real cards in en, ru and
pl. A card's own cost change is "this spell" (not every incantation); one-time effects keep the
card's order; a destroy paid for each is "any number"; an amount X is said with what it measures
(not a second X); "may", "up to", "different" and the conditions the cards print are said; Banish
has its tokens; V'Tar Suppression has no "until the end of the round"; a continuing clause says its
own time limit. The strings are the facts' own words (template rows), not the whole sentence."""

from __future__ import annotations

import pytest

LANGS = ("en", "ru", "pl")

THIS_SPELL = {"en": "This spell costs −1 mana (with a minor creature as the target).",
              "ru": "Стоимость этого заклинания: −1 (если цель — малое существо).",
              "pl": "Koszt tego czaru: −1 (gdy celem jest pomniejsze stworzenie)."}
ANY_DESTROYED = {"en": "Destroys any number of enchantments", "ru": "Уничтожает любое число чар",
                 "pl": "Niszczy dowolną liczbę zaklęć"}
NO_EFFECT_ROLL = {"en": "If its next melee attack has neither a damage type nor an effect roll:",
                  "ru": "Если у её следующей ближней атаки нет ни типа повреждений, ни броска эффекта:",
                  "pl": "Jeśli jego następny atak wręcz nie ma ani typu obrażeń, ani rzutu na efekt:"}
FULL_FOR_QUICK = {"en": "When it first makes a quick melee attack with a full action this round: "
                        "gives Sweeping for this attack",
                  "ru": "Когда оно в первый раз в этом раунде тратит полное действие на быструю ближнюю атаку: даёт "
                        "свойство «Рубящая атака» на эту атаку",
                  "pl": "Gdy po raz pierwszy w tej rundzie użyje pełnej akcji do szybkiego ataku wręcz: daje cechę "
                        "„Zamaszysty Atak” na ten atak"}
ON_TARGET_MAGE = {"en": "equipment on the target Mage", "ru": "снаряжение на целевом маге",
                  "pl": "ekwipunek na docelowym Magu"}

SAID = {
    # only the card's own cost, when its target is minor (was "spells (incantation) cost −1 mana (your Mage)")
    "focused-strike": {"en": "Against a minor creature: this spell costs −1 mana.",
                       "ru": "Если цель — малое существо: стоимость этого заклинания: −1.",
                       "pl": "Gdy celem jest pomniejsze stworzenie: koszt tego czaru: −1."},
    "sweeping-strike": (THIS_SPELL, FULL_FOR_QUICK),
    # paid for each, as many as you wish
    "purify": ANY_DESTROYED, "remove-curse": ANY_DESTROYED, "clear-mind": ANY_DESTROYED,
    # Fizzle: the enchantment's level, never "X = its level" beside the spell's own X
    "fizzle": {"en": "Takes away mana equal to the enchantment's level (the enemy Mage)",
               "ru": "Отнимает ману в количестве, равном уровню чар (вражеский маг)",
               "pl": "Odbiera manę w liczbie równej wartości poziomu zaklęcia (wrogi Mag)"},
    "abyssal-sacrifice": {"en": "Removes damage equal to the destroyed creature's level",
                          "ru": "равном уровню уничтоженного существа",
                          "pl": "równej wartości poziomu zniszczonego stworzenia"},
    # the equipment destroyed first, then the attack; the equipment is the target Mage's
    "explode": {"en": "Destroys equipment (target: equipment; equipment on the target Mage; X = 6 + its casting cost). "
                      "Makes an attack (target: Mage).",
                "ru": "Уничтожает снаряжение (цель: снаряжение; снаряжение на целевом маге; X = 6 + его стоимость "
                      "сотворения). Проводит атаку (цель: маг).",
                "pl": "Niszczy ekwipunek (cel: ekwipunek; ekwipunek na docelowym Magu; X = 6 + jego koszt rzucenia). "
                      "Wykonuje atak (cel: Mag)."},
    "dissolve": ON_TARGET_MAGE, "steal-equipment": ON_TARGET_MAGE,
    "flame-strike": NO_EFFECT_ROLL, "lightning-strike": NO_EFFECT_ROLL,
    # Whirling Strike's attack works like Sweeping, up to 3 targets (round 4 second reading: not "gives Sweeping")
    "whirling-strike": {"en": "When it first makes a quick melee attack with a full action this round: its attack "
                              "works like Sweeping",
                        "ru": "тратит полное действие на быструю ближнюю атаку: его атака действует как «Рубящая атака»",
                        "pl": "do szybkiego ataku wręcz: jego atak działa jak „Zamaszysty Atak”"},
    "cascading-force-wave": {"en": "If you wish, for 3 mana: pushes the target 1 zone (one creature in the zone; a different creature",
                             "ru": "По желанию, за 3 маны: толчок: перемещает цель на 1 зону (одно существо в зоне; каждый раз другое",
                             "pl": "Jeśli chcesz, za 3 punkty many: pchnięcie: przesuwa cel o 1 strefę (jedno stworzenie w strefie; za "
                                   "każdym razem inne"},
    "vtar-suppression": {"en": "Cannot channel mana (all objects; V'Tar Orbs only; during the next Upkeep",
                         "ru": "(все объекты; только Сферы В'Тара; в следующую фазу поддержки",
                         "pl": "(wszystkie obiekty; tylko Kule V'Tar; w następnej Fazie Utrzymania"},
    "banish": {"en": "In the Upkeep Phase: removes 1 Banish token (target: creature); moves the object (when its last "
                     "Banish token is removed; back to the last zone it was in)",
               "ru": "В фазе поддержки: снимает 1 жетон «Изгнание» (цель: существо); перемещает объект (когда снят его "
                     "последний жетон «Изгнание»",
               "pl": "W Fazie Utrzymania: zdejmuje 1 żeton „Wygnanie” (cel: stworzenie); przenosi obiekt (gdy zostanie "
                     "zdjęty jego ostatni żeton „Wygnanie”"},
    "siphon-energy": {"en": "If the token was removed: heals 2 damage", "ru": "Если жетон был снят:",
                      "pl": "Jeśli żeton został zdjęty:"},
    "smite": {"en": "By spending 4 Valor: gives Unavoidable and Critical Damage and +2 attack dice for the next attack "
                    "this round (your Mage; melee attacks).",
              "ru": "Потратив 4 доблести: даёт свойства «Неизбежная» и «Критическое повреждение»",
              "pl": "Za 4 punkty Męstwa: daje cechy „Nieunikniony” i „Obrażenia krytyczne”"},
    "sniper-shot": {"en": "Gives Unavoidable and Piercing +1 for the next attack this round (target: creature; ranged "
                          "attacks; not on zone attacks",
                    "ru": "«Неизбежная» и «Проникающая атака +1»", "pl": "„Nieunikniony” i „Przebijający +1”"},
    "sneak-attack": {"en": "; gives Piercing +2 until the end of the round (melee attacks).",
                     "ru": "«Проникающая атака +2» до конца раунда", "pl": "„Przebijający +2” do końca rundy"},
    "animate-dead": {"en": "For half its casting cost, rounding up:", "ru": "с округлением вверх",
                     "pl": "zaokrągloną w górę"},
    "mending-wave": {"en": "no farther than 1 zone from the second one", "ru": "не дальше 1 зоны от второго",
                     "pl": "najwyżej o 1 strefę od drugiego"},
    "reassemble": {"en": "May Reconstruct up to the damage rolled on 6 attack dice",
                   "ru": "Может восстановить не больше того, что выпадет на 6 кубиках атаки",
                   "pl": "Może odbudować najwyżej tyle, ile wypadnie na 6 kościach ataku"},
    "renewing-rain": {"en": "each may heal any amount up to 2", "ru": "любое количество, но не больше 2",
                      "pl": "dowolną liczbę, najwyżej 2"},
    "arcane-missiles": {"en": "at most 3; in the same zone; each a different target", "ru": "каждая цель — другая",
                        "pl": "każdy cel inny"},
    "chain-lightning": {"en": "it may attack another target in line of sight of the last one and up to 1 zone from it",
                        "ru": "может атаковать ещё одну цель", "pl": "może zaatakować kolejny cel"},
}

NOT_SAID = {
    "focused-strike": {"en": "spells (incantation)", "ru": "стоимость заклинаний (", "pl": "koszt czarów ("},
    "sweeping-strike": {"en": "as a full action", "ru": "полным действием", "pl": "jako pełna akcja"},
    "fizzle": {"en": "X = its level", "ru": "X = его уровень", "pl": "X = jego poziom"},
    "vtar-suppression": {"en": "until the end of the round", "ru": "до конца раунда", "pl": "do końca rundy"},
    "cascading-force-wave": {"en": "all creatures in the zone", "ru": "все существа в зоне", "pl": "wszystkie stworzenia"},
    "banish": {"en": "not in our data", "ru": "в наших данных нет", "pl": "nie ma w naszych danych"},
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card_id", sorted(SAID))
def test_the_summary_says_it(library, card_id, lang):
    summary = library.summary(card_id, lang)
    for said in SAID[card_id] if isinstance(SAID[card_id], tuple) else (SAID[card_id],):
        assert said[lang] in summary, f"{card_id} [{lang}]: {said[lang]!r} not in {summary!r}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("card_id", sorted(NOT_SAID))
def test_the_summary_no_longer_says_it(library, card_id, lang):
    summary = library.summary(card_id, lang)
    assert NOT_SAID[card_id][lang] not in summary, f"{card_id} [{lang}]: still {NOT_SAID[card_id][lang]!r}"


def test_the_goldfish_still_reads_sweeping_strike_and_chain_lightning(library):
    """Sweeping Strike's Sweeping now lasts for the one attack (`this_attack`); the simulator's tags
    still see it, and Chain Lightning's reworded jump is still a chain."""
    from spellforge.sim.cards.tags import read_tags

    def tags(card_id: str) -> dict[str, int]:
        return read_tags(library.card(card_id), library.effects(card_id).effects)

    assert tags("sweeping-strike").get("sweeping_round") == 1
    assert tags("whirling-strike").get("sweeping_round") == 1
    assert tags("chain-lightning").get("chain") == 1
