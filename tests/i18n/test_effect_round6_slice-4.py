"""Round 6 of issue 44, slice 4 (natural-pandemonium … soul-harvest, docs/effects-round6/slice-4.md):
a fourth independent reading's causes on their real cards, en/ru/pl — Press the Attack's re-roll is
for every friendly Soldier's melee attack, not only in its zone (only its Melee +1 is); a payment the
card (or the module's script: Sai, Nunchucks) offers is "if you wish" (Sacrificial Altar's "you may
destroy"); a creature a spell brings back comes under your control, it is not "(your Mage)"
(Resurrection, Animate Dead); a printing's bar that prints a whole attack and no damage type wins over
cAttacks' copy (the Final Release Screaming Zombie's Unholy Scream: 8+ Push, not Psychic)."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

SAID = {
    "press-the-attack": {"en": "re-rolls attack dice (friendly Soldier creatures; melee attacks",
                         "ru": "перебрасывает кубики атаки (дружественные существа подтипа «Солдат»; ближние атаки",
                         "pl": "przerzuca kości ataku (przyjazne stworzenia podtypu „Żołnierz”; ataki wręcz"},
    "sai": {"en": "When attacking with this weapon, if you wish, for 1 Ki: gives Piercing +2",
            "ru": "При атаке этим оружием, по желанию, за 1 единицу ки", "pl": "Przy ataku tą bronią, jeśli chcesz, za 1 punkt Ki"},
    "nunchucks": {"en": "if you wish, for 1 Ki: +1 attack die", "ru": "по желанию, за 1 единицу ки: +1 кубик атаки",
                  "pl": "jeśli chcesz, za 1 punkt Ki: +1 kość ataku"},
    "sacrificial-altar": {"en": "if you wish: requires destroying your own object", "ru": "по желанию: требует уничтожить свой объект",
                          "pl": "jeśli chcesz: wymaga zniszczenia własnego obiektu"},
    "resurrection": {"en": "Puts the creature back into play (under your control; living only",
                     "ru": "Возвращает существо в игру (под вашим контролем; только живые",
                     "pl": "Przywraca stworzenie do gry (kontrolowane przez ciebie; tylko żyjące"},
    "animate-dead": {"en": "puts the creature back into play (under your control", "ru": "возвращает существо в игру (под вашим контролем",
                     "pl": "przywraca stworzenie do gry (kontrolowane przez ciebie"},
}
NOT_SAID = {
    "press-the-attack": {"en": "re-rolls attack dice (friendly Soldier creatures in the zone",
                         "ru": "перебрасывает кубики атаки (дружественные существа подтипа «Солдат» в зоне",
                         "pl": "przerzuca kości ataku (przyjazne stworzenia podtypu „Żołnierz” w strefie"},
    "resurrection": {"en": "your Mage", "ru": "ваш маг", "pl": "twój Mag"},
    "animate-dead": {"en": "your Mage", "ru": "ваш маг", "pl": "twój Mag"},
}

test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID, fold_not_said=True)


def test_a_printing_whose_bar_prints_no_damage_type_has_none(library):
    """Screaming Zombie's Final Release bar: Unholy Scream [Full] [Ranged:0-1] [Dice=2] [8+ = Push], no
    Psychic (its cAttacks copies the Promo's); the canonical Promo printing keeps its Psychic scream."""
    card = library.card("screaming-zombie")
    scream = {a.name: a for a in card.attacks}["Unholy Scream"]
    assert scream.damage_type == "Psychic"
    (printing, variant), = library.printings_with_other_attacks(card)
    assert printing.set_name == "Mage Wars Arena Final Release"
    other = {a.name: a for a in variant.attacks}["Unholy Scream"]
    assert other.damage_type is None and other.dice == 2
