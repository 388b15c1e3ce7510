"""The second, independent reading of creatures magma-golem … zombie-minion (issue 44, round 4,
docs/effects-round4/creatures-m-z-second-reading.md), one test per cause, in en, ru and pl:
Malacoda's Upkeep poison damage (the module carried it in 135 commits before HEAD emptied it);
a printed "may" said "if you wish" (Matesis, Messenger of Bim-Shalla, Priest of Abenek's heal,
Shaggoth-Zora, Tataree, Thorg's Taunt, Unstable Zombie, Water Elemental); what the card does said
as what it is (Thoughtspore casts only its bound spell, Mummified Swordmaster makes its Twin Blades
attack, the Crocodile's restriction is its Death Roll's); Pygmy Titanodon's token goes after the
attack; Tataree's mana goes on the plant; Magma Golem's Burn damage goes to every other creature
of its zone ("redirects damage", never "to another object"); The Embalmed becomes a copy of a
creature (it copied "a spell"); Otto Kronig Reconstructs (a Nonliving conjuration is never healed)."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

MAY = {"en": "if you wish", "ru": "по желанию", "pl": "jeśli chcesz"}

SAID = {
    "malacoda": {"en": "In the Upkeep Phase: deals 2 direct Poison damage (all creatures in the zone; living only",
                 "ru": "В фазе поддержки: наносит 2 прямых повреждения типа «Яд» (все существа в зоне; только живые",
                 "pl": "W Fazie Utrzymania: zadaje 2 obrażenia bezpośrednie typu „Trucizna” (wszystkie stworzenia w strefie; "
                       "tylko żyjące"},
    **{cid: MAY for cid in ("matesis-the-fallen-pharaoh", "messenger-of-bim-shalla", "priest-of-abenek", "shaggoth-zora",
                            "tataree", "thorg-chief-bodyguard", "unstable-zombie", "water-elemental")},
    "thoughtspore": {"en": "Can cast only the spell bound to it", "ru": "Может колдовать только привязанное к нему заклинание",
                     "pl": "Może rzucać tylko Wpisany w niego Czar"},
    "mummified-swordmaster": {"en": "it makes its Twin Blades attack with it",
                              "ru": "с этим свойством он совершает атаку «Парные клинки»",
                              "pl": "z tą cechą wykonuje swój atak „Bliźniacze Ostrza”"},
    "shoalsdeep-crocodile": {"en": "On its Death Roll attack: cannot attack (this card; anything but its prey)",
                             "ru": "При атаке «Смертельный переворот»: не может атаковать (эта карта; никого, кроме своей добычи)",
                             "pl": "Przy ataku „Śmiertelny Obrót”: nie może atakować (ta karta; nikogo poza swoją ofiarą)"},
    "pygmy-titanodon": {"en": "after that attack: removes 1 Charge token", "ru": "после этой атаки: снимает 1 жетон «Заряд»",
                        "pl": "po tym ataku: zdejmuje 1 żeton „Ładunek”"},
    "tataree": {"en": "gives 1 mana, placed on that plant, if it has Channeling",
                "ru": "даёт 1 ману, кладётся на это растение, если у него есть «Приток маны»",
                "pl": "daje 1 punkt many, kładzione na tę roślinę, jeśli ma „Przyrost Many”"},
    "the-embalmed": {"en": "When summoned: becomes a copy of a creature (", "ru": "При вызове: становится копией существа (",
                     "pl": "Przy wezwaniu: staje się kopią stworzenia ("},
    "otto-kronig-master-engineer": {"en": "may Reconstruct up to 2 damage", "ru": "может восстановить не больше 2 повреждений",
                                    "pl": "może odbudować najwyżej 2 obrażenia"},  # round 5: heal mode reconstruct
    "magma-golem": {"en": "Redirects damage while in play (all creatures in the zone; other than itself; the damage of its Burn "
                          "conditions, as direct Flame damage",
                    "ru": "Перенаправляет повреждения, пока карта в игре (все существа в зоне; кроме него самого; повреждения "
                          "от его состояний «Горение» — прямыми повреждениями типа «Огонь»",
                    "pl": "Przekierowuje obrażenia, dopóki karta jest w grze (wszystkie stworzenia w strefie; poza nim samym; "
                          "obrażenia od jego stanów Podpalenia"},
}
NOT_SAID = {
    "malacoda": {"en": "No effect beyond", "ru": "других эффектов", "pl": "brak efektów"},
    "thoughtspore": {"en": "Holds a bound spell", "ru": "Хранит привязанное", "pl": "Przechowuje"},
    "shoalsdeep-crocodile": {"en": "choose what it attacks", "ru": "выбирать, кого атаковать", "pl": "wybierać, kogo atakuje"},
    "magma-golem": {"en": "another object", "ru": "другой объект", "pl": "inny obiekt"},
    "the-embalmed": {"en": "copies a spell", "ru": "копирует заклинание", "pl": "kopiuje czar"},
    "form-ranks": {"en": "another object", "ru": "другой объект", "pl": "inny obiekt"},
}


test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID)



def test_malacodas_poison_is_not_played_as_a_cloud_on_the_target(library):
    # the goldfish's zone_dot hurts the target's zone from the round the card is cast: right for a
    # conjuration placed there (Poison Gas Cloud), not for a Slow creature that must walk there first
    from spellforge.sim.cards.tags import read_tags

    def tags(card_id):
        return read_tags(library.card(card_id), library.effects(card_id).effects)

    assert tags("poison-gas-cloud").get("zone_dot") == 2 and "zone_dot" not in tags("malacoda")
