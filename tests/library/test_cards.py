"""Real cards field by field. Expected values are read off the OCTGN set files (quoted) and the
rulebooks (line references), not from the code."""

from __future__ import annotations

from spellforge.domain import SchoolJoin, SchoolLevel


def test_fireball(library):
    # core.xml: Type Attack, Cost 8, Quick, Range 0-2, Fire 2, CardID MW1A04,
    # cAttacks dice=6; effects={4: ['Burn'], 11: ['Burn', 'Burn']}  (MW1A04)
    c = library.card_by_name("Fireball")
    assert (c.type, c.cost, c.action, c.range_min, c.range_max) == ("Attack", 8, "quick", 0, 2)
    assert c.schools == (SchoolLevel("Fire", 2),) and c.school_join is SchoolJoin.SINGLE
    (a,) = c.attacks
    assert (a.kind, a.dice, a.damage_type) == ("ranged", 6, "Flame")
    assert [(e.low, e.high, e.effects) for e in a.effects] == [(4, 10, ("Burn",)), (11, None, ("Burn", "Burn"))]
    assert [p.code for p in c.printings] == ["MW1A04"]


def test_adramelech_is_fire_2_and_dark_4(library):
    # rules-digest T5/T6 (000 L1860): Fire 2 AND Dark 4 -> level 6
    c = library.card("adramelech-lord-of-fire")
    assert c.school_join is SchoolJoin.AND
    assert set(c.schools) == {SchoolLevel("Fire", 2), SchoolLevel("Dark", 4)}
    assert c.level == 6 and c.type == "Creature"


def test_elemental_wand_or_level_2(library):
    # rules-digest T4 (000 L1856): Earth 2 OR Water 2 OR Air 2 OR Fire 2
    c = library.card_by_name("Elemental Wand")
    assert c.school_join is SchoolJoin.OR
    assert {s.school for s in c.schools} == {"Earth", "Water", "Air", "Fire"}
    assert {s.level for s in c.schools} == {2} and c.level == 2
    # StatEquipmentSlot "Weapon/Shield": either location
    assert c.type == "Equipment" and c.slots == () and c.slot_options == ("Weapon", "Shield")


def test_mana_crystal_grants_channeling(library):
    # core.xml Text "[Channeling +1]"; errata 003 L733: no Channeling ability of its own
    c = library.card_by_name("Mana Crystal")
    assert [(t.keyword, t.value) for t in c.granted_traits] == [("Channeling", 1)]
    assert c.channeling is None and any("L733" in e for e in c.errata)


def test_bear_strength_cost_2_plus_reveal_3(library):
    # core.xml Cost "2+3"; Text "[Melee +2]"
    c = library.card_by_name("Bear Strength")
    assert (c.type, c.cost, c.reveal_cost) == ("Enchantment", 2, 3)
    assert [(t.keyword, t.value) for t in c.granted_traits] == [("Melee", 2)]


def test_creature_with_two_attacks(library):
    # core.xml Darkfenne Hydra: Life 15, Armor 1, Traits "Regenerate 2, Slow",
    # cAttacks "Snapping Bite … Quick … Melee … dice=4;Counterstrike=True||Triple Bite … Full … dice=3;Triplestrike=True"
    c = library.card_by_name("Darkfenne Hydra")
    assert (c.life, c.armor) == (15, 1)
    assert [(t.keyword, t.value) for t in c.traits] == [("Regenerate", 2), ("Slow", None)]
    bite, triple = c.attacks
    assert (bite.name, bite.action, bite.kind, bite.dice) == ("Snapping Bite", "quick", "melee", 4)
    assert bite.trait_value("Counterstrike") is True
    assert (triple.name, triple.action, triple.dice) == ("Triple Bite", "full", 3)
    assert triple.trait_value("Triplestrike") is True


def test_goblin_slinger_ranged_and_melee(library):
    # forcemaster-vs-warlord.xml: Stone Sling Full Ranged (1,2) 3 dice || Knife Quick Melee 2 dice
    c = library.card_by_name("Goblin Slinger")
    sling, knife = c.attacks
    assert (sling.kind, sling.action, sling.range_min, sling.range_max, sling.dice) == ("ranged", "full", 1, 2, 3)
    assert (knife.kind, knife.action, knife.dice) == ("melee", "quick", 2)
    assert (c.life, c.armor, c.schools[0].school, c.level) == (6, 0, "War", 2)


def test_traits_parsed(library):
    lair = library.card_by_name("Lair")  # "Beastmaster Only" (000 L1889)
    assert lair.class_only == ("Beastmaster",)
    temple = library.card_by_name("Temple of Asyra")  # "Holy Mage Only" (000 L1891)
    assert temple.school_only == ("Holy",)
    knight = library.card_by_name("Knight of Westlock")  # Traits "Lightning +2"
    assert knight.trait_value("Lightning") == 2


def test_errata_applied_with_sources(library):
    # errata-digest §3.1
    assert library.card_by_name("Hand of Bim-Shalla").has_trait("Unique")
    assert library.card_by_name("Malacoda").has_trait("Poison Immunity")
    assert library.card_by_name("Tanglevine").subtypes == ("Vine",)
    assert library.card_by_name("Wall of Fire").attacks[0].trait_value("Unavoidable") is True
    assert library.card_by_name("Wall of Pikes").attacks[0].trait_value("Unavoidable") is None
    assert library.card_by_name("Goblin Builder").channeling is None
    assert all(e.split("— ")[1] for e in library.card_by_name("Wall of Thorns").errata)


def test_reprint_policy_keeps_every_printing(library):
    # Dorseus: PvS prints 14 mana, the Final Release 18 (db/reprints.csv); the original wins
    c = library.card_by_name("Dorseus, Stallion of Westlock")
    assert c.cost == 14
    assert {p.set_name for p in c.printings} == {"Paladin vs Siren", "Mage Wars Arena Final Release"}
    # Wall of Force: Battlegrounds Domination (retail) over Promo
    assert library.card_by_name("Wall of Force").printings[0].set_name == "Mage Wars Battlegrounds: Domination"


def test_lookup_by_guid_code_and_folded_name(library):
    assert library.card_by_guid("D8562A1D-6A95-4CA4-99AA-91C5CA769A33").name == "Fireball"
    assert library.card_by_code("mw1a04").name == "Fireball"
    assert library.card_by_name("  fireBALL ").name == "Fireball"


def test_shared_printed_codes_are_not_guessed(library):
    # the OCTGN data prints PSJ07 on both Shallow Sea and Frozen Tundra
    assert [c.name for c in library.cards_by_code("PSJ07")] == ["Frozen Tundra", "Shallow Sea"]
    assert library.card_by_code("PSJ07") is None
