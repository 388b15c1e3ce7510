"""Issue 44, the four strangers' samples after the fourth reading (docs/effects-round6/
independent-check-*.md): each cause on its real cards in en, ru and pl — Alfiya modelled from the
module's history (its HEAD Text is Messenger of Bim-Shalla's) and her bar's attack name; Battle Fury
is wasted on a counterstrike (errata 003 L558-565); Geyser's printed option known only from the
errata (003 L704-706); "attacked and damaged" by a friendly Animal (Kajarah, Hunting Bow); Force
Hold's Uncontainable exception covers the whole card; Reverse Attack's next 2 steps (003 L830-838);
the rulebook's escape roll (glossary #185) and the creature's pronoun in ru."""

from __future__ import annotations

from tests.i18n.summary_cases import summary_tests

SAID = {
    "alfiya-noble-enforcer": {
        "en": "When a light attack gives an enemy creature a Daze or Stun condition: deals 2 direct Light damage",
        "ru": "Когда атака Светом накладывает на вражеское существо состояние «Ступор» или «Оглушение»: наносит 2 прямых",
        "pl": "Gdy atak Światłem nakłada na wrogie stworzenie stan „Oszołomienie” lub „Ogłuszenie”: zadaje 2 obrażenia"},
    "battle-fury": {"en": "after its next melee attack this round, and if that attack is a counterstrike, the spell is wasted",
                    "ru": "а если эта атака — контратака, заклинание пропадает впустую",
                    "pl": "a jeśli ten atak jest kontratakiem, czar przepada"},
    "geyser": {"en": "If you wish: removes all Burn conditions (instead of the attack, which is canceled; it may "
                     "target a Hydro Immune object",
               "ru": "По желанию: снимает все состояния «Горение» (вместо атаки, которая отменяется",
               "pl": "Jeśli chcesz: usuwa wszystkie stany „Podpalenie” (zamiast ataku, który zostaje anulowany"},
    "kajarah": {"en": "Against a target a friendly Animal attacked and damaged this round",
                "ru": "Против цели, которую в этом раунде атаковало и которой нанесло повреждения дружественное животное",
                "pl": "Przeciw celowi, który w tej rundzie zaatakowało i któremu zadało obrażenia przyjazne Zwierzę"},
    "hunting-bow": {"en": "a friendly Animal attacked and damaged this round", "ru": "атакованного в этом раунде",
                    "pl": "które zadało mu obrażenia"},
    "force-hold": {"en": "Gives Unmovable and gives the Restrained condition while attached (the bearer; without "
                         "Uncontainable)",
                   "ru": "Даёт свойство «Незыблемый» и накладывает состояние «Обездвиженность», пока карта "
                         "присоединена (носитель; без свойства «Бесформенный»)",
                   "pl": "Daje cechę „Nieruchomy” i nakłada stan „Skrępowanie”, dopóki karta jest dołączona "
                         "(nosiciel; bez cechy „Nieuchwytny”)"},
    "reverse-attack": {"en": "the attacker is its target through the Roll Dice step and the Damage and Effects step, even if not a legal one",
                       "ru": "атакующий — её цель на шаге «Бросок кубиков» и на шаге «Повреждения и эффекты», даже",
                       "pl": "atakujący jest jego celem w kroku „Rzut kośćmi” i w kroku „Obrażenia i efekty”, nawet"},
    "temple-of-the-dawnbreaker": {"en": "a Defense or escape roll you just made",
                                  "ru": "бросок защиты или избавления", "pl": "rzut Obrony lub rzut ochronny"},
    "dense-fog": {"en": "only the creature itself may target it", "ru": "целью его может выбрать только само существо",
                  "pl": "na cel może je wybrać tylko samo stworzenie"},
    "kharne-horned-demon": {"en": "X = the enemy creatures in its zone", "ru": "в его зоне", "pl": "w jego strefie"},
}
NOT_SAID = {
    "alfiya-noble-enforcer": {"en": "heals", "ru": "лечит", "pl": "leczy"},  # Messenger of Bim-Shalla's text
    "battle-fury": {"en": "that is not a counterstrike", "ru": "не являющейся контратакой", "pl": "który nie jest kontratakiem"},
    "kajarah": {"en": "a friendly Animal damaged this round", "ru": "которой в этом раунде нанесло",
                "pl": "któremu w tej rundzie zadało"},
    "temple-of-the-dawnbreaker": {"en": "escape roll just made", "ru": "освобождения", "pl": "ucieczki"},
    "dense-fog": {"en": "(all creatures in the zone; only the creature itself may target them)",
                  "ru": "целью её может", "pl": "może ją wybrać"},
}

test_the_summary_says_it, test_the_summary_no_longer_says_it = summary_tests(SAID, NOT_SAID)


def test_alfiya_attacks_with_the_bars_radiant_touch_in_both_printings(library):
    """Both printings' bars print "Radiant Touch:"; cAttacks' "Holy Burst" is the module's slip."""
    card = library.card("alfiya-noble-enforcer")
    names = {a.name for a in card.attacks} | {a.name for _p, v in library.printings_with_other_attacks(card)
                                              for a in v.attacks}
    assert names == {"Radiant Touch"}


def test_force_hold_leaves_an_uncontainable_creature_alone_on_every_row(library):
    rows = library.effects_json("force-hold")
    assert len(rows) == 2 and all("not_trait=Uncontainable" in e["condition"] for e in rows)
