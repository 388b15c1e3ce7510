"""The OCTGN set-file reader: field parsers and hostile or broken input."""

from __future__ import annotations

import pytest

from spellforge.convert import convert_sets
from spellforge.convert.octgn_sets import (
    SetFileError,
    parse_attacks,
    parse_cost,
    parse_granted,
    parse_schools,
    parse_slot,
    parse_trait,
    read_set_file,
)

SET_HEAD = '<?xml version="1.0" encoding="utf-8"?>\n<set name="T" id="1" gameId="g">\n<cards>\n'


def test_cost_forms():
    assert parse_cost("8") == {"cost": 8, "cost_x": None, "reveal_cost": None, "reveal_x": None}
    assert parse_cost("2+3") == {"cost": 2, "cost_x": None, "reveal_cost": 3, "reveal_x": None}
    assert parse_cost("X") == {"cost": None, "cost_x": "X", "reveal_cost": None, "reveal_x": None}
    assert parse_cost("2+2X") == {"cost": 2, "cost_x": None, "reveal_cost": None, "reveal_x": "2X"}
    with pytest.raises(ValueError):
        parse_cost("seven")


def test_schools_and_or():
    assert parse_schools("Fire+Dark", "2+4") == ([["Fire", 2], ["Dark", 4]], "and")
    assert parse_schools("Earth/Water/Air/Fire", "2/2/2/2")[1] == "or"
    # Steam Elemental prints one level for three alternatives
    assert parse_schools("Fire/Air/Water", "2/2") == ([["Fire", 2], ["Air", 2], ["Water", 2]], "or")
    with pytest.raises(ValueError):
        parse_schools("Fire+Dark", "2+4+1")


def test_traits():
    assert parse_trait("Melee +1") == ["Melee", 1, "Melee +1"]
    assert parse_trait("Lightning -2") == ["Lightning", -2, "Lightning -2"]
    assert parse_trait("Regenerate 2") == ["Regenerate", 2, "Regenerate 2"]
    assert parse_trait("Beastmaster Only") == ["Only", "Beastmaster", "Beastmaster Only"]
    assert parse_trait("Holy Mage Only") == ["Mage Only", "Holy", "Holy Mage Only"]
    assert parse_trait("Epic") == ["Epic", None, "Epic"]
    assert parse_trait("Disspiate 1")[0] == "Dissipate"  # data misspelling fixed


def test_attacks_with_effects_and_piercing():
    (a,) = parse_attacks("name=Bite;action type=Quick;range type=Melee;range=(0,0);damage type=Poison;dice=4;"
                         "effects={7: ['Burn'], 11: ['Burn', 'Burn']};Piercing +X=2;Unavoidable=True")
    assert (a["kind"], a["action"], a["dice"], a["damage_type"]) == ("melee", "quick", 4, "Poison")
    assert a["effects"] == [{"low": 7, "high": 10, "effects": ["Burn"]}, {"low": 11, "high": None, "effects": ["Burn", "Burn"]}]
    assert ["Piercing", 2, "Piercing +2"] in a["traits"] and ["Unavoidable", None, "Unavoidable"] in a["traits"]


def test_two_attacks_and_prose_keys_dropped():
    attacks = parse_attacks("name=A;range type=Melee;range=(0,0);dice=3||name=B;range type=Ranged;range=(1,2);dice=2;"
                            "Heal target Living creature the amount rolled.=True")
    assert [a["name"] for a in attacks] == ["A", "B"]
    assert attacks[1]["traits"] == []


def test_granted_tokens_from_facts_and_full_text():
    assert parse_granted("[Melee +2]")[0] == [["Melee", 2, "Melee +2"]]
    prose = "The equipped Mage gains [Armor +1] and [Life +2]. Ready: [ReadyMarker] [Defense 8+ 1x No Ranged]"
    granted, defense = parse_granted(prose)
    assert granted == [["Armor", 1, "Armor +1"], ["Life", 2, "Life +2"]]
    assert defense == {"threshold": 8, "uses": "1x", "no_melee": False, "no_ranged": True}


def test_slots():
    assert parse_slot("Weapon+Shield") == (["Weapon", "Shield"], [])
    assert parse_slot("Weapon/Shield") == ([], ["Weapon", "Shield"])
    assert parse_slot("Chestpiece") == (["Chest"], []) and parse_slot("Chest Piece") == (["Chest"], [])


def test_malformed_xml_names_the_file(tmp_path):
    bad = tmp_path / "broken.xml"
    bad.write_text(SET_HEAD + '<card id="x" name="A"><property name="Type" value="Attack"/>', encoding="utf-8")
    with pytest.raises(SetFileError, match="broken.xml: malformed XML"):
        read_set_file(bad)


def test_unknown_property_names_file_and_card(tmp_path):
    bad = tmp_path / "odd.xml"
    bad.write_text(SET_HEAD + '<card id="x" name="Zap"><property name="Colour" value="red"/></card></cards></set>',
                   encoding="utf-8")
    with pytest.raises(SetFileError, match=r"odd.xml: card 'Zap': unknown property 'Colour'"):
        read_set_file(bad)


def test_missing_file(tmp_path):
    with pytest.raises(SetFileError, match="file not found"):
        read_set_file(tmp_path / "nope.xml")


def test_entity_expansion_refused(tmp_path):
    bomb = tmp_path / "bomb.xml"
    bomb.write_text('<?xml version="1.0"?><!DOCTYPE set [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>'
                    '<set name="&b;" id="1"><cards/></set>', encoding="utf-8")
    with pytest.raises(SetFileError, match="bomb.xml: refused unsafe XML"):
        read_set_file(bomb)


def test_failed_conversion_writes_nothing(tmp_path):
    src = tmp_path / "sets"
    src.mkdir()
    (src / "a.xml").write_text(SET_HEAD + '<card id="1" name="A"><property name="Type" value="Attack"/></card></cards></set>')
    (src / "b.xml").write_text("<set name='B'><cards><card")
    out = tmp_path / "db"
    with pytest.raises(SetFileError, match="b.xml"):
        convert_sets(src, out)
    assert not out.exists()


def test_multi_token_grants():
    # core.xml Ring of Beasts: "[Casting Discount]\n[1]\n[Animal]\n[x1]"
    granted, _ = parse_granted("[Casting Discount]\n[1]\n[Animal]\n[x1]")
    assert granted == [["Casting Discount", 1, "Casting Discount 1 (Animal, x1)"]]
    # "[Wind]\n[+2]": Wind +2
    assert parse_granted("[Wind]\n[+2]")[0] == [["Wind", 2, "Wind +2"]]


def test_attack_keys_that_are_prose_are_not_traits():
    # druid-vs-necromancer.xml Meditation Amulet: "name=Meditate;action type=Full;Add 3 mana to your mana supply.=True"
    (a,) = parse_attacks("name=Meditate;action type=Full;Add 3 mana to your mana supply.=True")
    assert a["traits"] == []
    # Telekinetic Burst writes Zone=True; Blinding Flash "+2 vs. Nonliving Creatures=True" is a real bonus
    (b,) = parse_attacks("name=Burst;range type=Ranged;range=(0,0);Zone=True;dice=3;+2 vs. Nonliving Creatures=True")
    assert b["traits"] == [["Zone Attack", None, "Zone Attack"], ["Bonus vs", 2, "+2 vs. Nonliving Creatures"]]
    (c,) = parse_attacks("name=Reinforce;Place an Armor +X=1 token on a Nonliving conjuration.")
    assert c["traits"] == []
