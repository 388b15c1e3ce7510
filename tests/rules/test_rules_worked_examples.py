"""Every worked example of the rulebooks (docs rules-digest §1.4, T1-T17), on the real library.

Line references: RU = seeds/000 (Russian core rulebook), PL = seeds/004 (Polish core rulebook),
errata = seeds/003.
"""

from __future__ import annotations

import pytest

from spellforge.domain.spellbook import Spellbook
from spellforge.rules import card_cost, validate


@pytest.fixture(scope="module")
def mage(library):
    return library.mage


@pytest.fixture(scope="module")
def card(library):
    def get(name):
        c = library.card_by_name(name)
        assert c is not None, name
        return c

    return get


def codes(report):
    return [p.code for p in report.problems]


def book(mage_name, **cards):
    b = Spellbook(mage=mage_name)
    for cid, qty in cards.items():
        b.add(cid.replace("_", "-"), qty)
    return b


def test_t1_trained_school_costs_the_level(mage, card):
    # T1, RU L1864, PL L1877: a Beastmaster buys a Nature level 3 spell for 3 points.
    cost = card_cost(card("Dire Wolf"), mage("Beastmaster"))
    assert cost.points == 3
    assert cost.render() == "Nature 3 × 1 (trained school) = 3"


def test_t2_untrained_school_costs_double(mage, card):
    # T2, RU L1864-1866, PL L1877: War level 3 for a Beastmaster costs 6.
    cost = card_cost(card("Anvil Throne Crossbowman"), mage("Beastmaster"))
    assert cost.points == 6
    assert cost.render() == "War 3 × 2 (untrained school) = 6"


def test_t3_opposed_school_costs_triple(mage, card):
    # T3, RU L1866, PL L1877: Fire level 3 for a Beastmaster costs 9.
    cost = card_cost(card("Firestorm"), mage("Beastmaster"))
    assert cost.points == 9
    assert cost.render() == "Fire 3 × 3 (opposed school) = 9"
    assert cost.render("ru") == "Огонь 3 × 3 (школа с тройной ценой) = 9"
    assert cost.render("pl") == "Ogień 3 × 3 (szkoła, której Mag jest przeciwnikiem) = 9"


def test_t4_or_spell_bought_as_the_trained_school(mage, card):
    # T4, RU L1856, PL L1867-1869: a Warlock buys Elemental Wand as Fire for 2 points.
    cost = card_cost(card("Elemental Wand"), mage("Warlock"))
    assert cost.points == 2
    assert cost.explanation.kind == "or"
    assert cost.explanation.chosen_term.school == "Fire"


def test_t5_and_spell_pays_every_school(mage, card):
    # T5, RU L1860, PL L1873: a Wizard trained in Fire but not Dark pays (4×2) + 2 = 10
    # for Adramelech (Fire 2 & Dark 4, level 6). Fire is the Wizard's chosen element here.
    cost = card_cost(card("Adramelech, Lord of Fire"), mage("Wizard"), element="Fire")
    assert cost.points == 10
    assert cost.level == 6
    parts = {t.school: (t.points, t.reason) for t in cost.explanation.terms}
    assert parts == {"Dark": (8, "untrained"), "Fire": (2, "element")}


def test_t6_and_spell_for_a_mage_trained_in_both(mage, card):
    # T6, RU L1860, PL L1873: the Warlock (Dark and Fire) pays only 6 for Adramelech.
    assert card_cost(card("Adramelech, Lord of Fire"), mage("Warlock")).points == 6


def test_t7_warlock_pays_triple_for_holy(mage, card):
    # T7, RU L1862, PL L1875: Holy is opposed for the Warlock; a Holy level 2 spell costs 6.
    assert card_cost(card("Asyran Defender"), mage("Warlock")).points == 6


def test_t8_novice_costs_one_even_in_an_opposed_school(mage, card):
    # T8, RU L1895/L2017, PL L1910, errata L443: a Warlock buys a level-1 Holy Novice spell
    # for 1 point, not 3.
    cost = card_cost(card("Holy Strike"), mage("Warlock"))
    assert cost.points == 1
    assert cost.render() == "Novice: 1"
    assert cost.render("ru") == "Базовое: 1"
    assert cost.render("pl") == "Czar Nowicjusza: 1"


def test_t9_seven_copies_of_a_level_one_spell(library):
    # T9, RU L1883, PL L1896: at most 6 copies of a level-1 spell.
    assert codes(validate(book("Wizard", dispel=6), library)) == []
    report = validate(book("Wizard", dispel=7), library)
    assert codes(report) == ["too_many_copies"]
    assert report.problems[0].card_id == "dispel"
    assert report.problems[0].message == "Dispel: 7 copies, at most 6 of a level 1 spell."


def test_t10_five_copies_of_a_level_two_spell(library):
    # T10, RU L1883, PL L1896: at most 4 copies of a higher-level spell.
    assert codes(validate(book("Warlock", fireball=4), library)) == []
    assert codes(validate(book("Warlock", fireball=5), library)) == ["too_many_copies"]


def test_t11_and_spell_copy_limit_uses_the_summed_level(library):
    # T11, RU L1858 + L1883: Adramelech is level 6 (2 + 4), so at most 4 copies.
    report = validate(book("Warlock", adramelech_lord_of_fire=5), library)
    assert codes(report) == ["too_many_copies"]
    assert report.problems[0].params["limit"] == 4


def test_t12_two_copies_of_an_epic_spell(library):
    # T12, RU L1893, PL L1908: one copy of an Epic spell.
    assert codes(validate(book("Wizard", mana_siphon=1), library)) == []
    report = validate(book("Wizard", mana_siphon=2), library)
    assert codes(report) == ["epic_copies"]
    assert "Epic" in report.problems[0].message


def test_t13_class_only_spell_for_another_class(library):
    # T13, RU L1889, PL L1902: Lair is "Beastmaster Only"; a Priestess may not include it.
    report = validate(book("Priestess", lair=1), library, "pl")
    assert codes(report) == ["class_only"]
    assert report.problems[0].card_id == "lair"
    assert "„Tylko Władca Bestii”" in report.problems[0].message  # 004 L1902 prints this very trait
    assert "Beastmaster" not in report.problems[0].message
    ru = validate(book("Priestess", lair=1), library, "ru").problems[0].message
    assert "«Только для Хозяина зверей»" in ru and "Beastmaster" not in ru
    assert codes(validate(book("Beastmaster", lair=1), library)) == []


def test_t14_school_only_spell_for_a_trained_mage(library):
    # T14, RU L1891, PL L1904: Temple of Asyra is "Holy Mage Only"; the Priestess may take it.
    assert validate(book("Priestess", temple_of_asyra=1), library).legal


def test_t15_school_only_spell_for_an_untrained_mage(library):
    # T15, RU L1891, PL L1904: the Beastmaster is not trained in Holy.
    report = validate(book("Beastmaster", temple_of_asyra=1), library, "ru")
    assert codes(report) == ["school_only"]
    assert "«Только для Святых магов»" in report.problems[0].message
    pl = validate(book("Beastmaster", temple_of_asyra=1), library, "pl").problems[0].message
    assert "„Tylko Mag Świętości”" in pl and "Holy" not in pl


def test_t16_or_spell_avoids_the_opposed_school(mage, card):
    # T16 (derived), RU L1856/L1854/L1866: Elemental Wand for a Beastmaster: Fire is 3×, the
    # other elements 2×, so he buys it untrained for 4.
    cost = card_cost(card("Elemental Wand"), mage("Beastmaster"))
    assert cost.points == 4
    assert cost.explanation.chosen_term.reason == "untrained"
    assert cost.render().endswith("= 4 (cheapest of Earth/Fire/Air/Water)")


def test_t17_over_the_spell_point_limit(library):
    # T17, RU L1844, PL L1855: the book may not cost more than the mage's spell points.
    # Wizard (Air): Adramelech (Dark 4×2 + Fire 2×2) = 12, Firestorm and Dragon's Breath
    # (Fire 3×2) = 6, Fireball (Fire 2×2) = 4, Lightning Bolt (Air 2×1) = 2, Dispel (Arcane 1) = 1.
    b = book("Wizard", adramelech_lord_of_fire=4, firestorm=4, dragons_breath=4, fireball=4)
    report = validate(b, library)
    expected = 4 * 12 + 4 * 6 + 4 * 6 + 4 * 4
    assert report.points_used == expected == 112
    assert report.legal
    b.add("lightning-bolt", 4)  # 8 more: exactly 120 is still legal
    assert validate(b, library).points_used == 120 and validate(b, library).legal
    b.add("dispel", 1)
    report = validate(b, library)
    assert report.points_used == 121
    assert codes(report) == ["over_points"]
    assert report.problems[0].card_id is None
    assert report.problems[0].message == "121 spell points used, 120 allowed for Wizard."
