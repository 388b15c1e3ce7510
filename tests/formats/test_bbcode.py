"""Forum BBCode as spellbookbuilder.com writes it (prior-art §3d)."""

from __future__ import annotations

from spellforge.formats import read_spellbook_text

SBB_POST = """[spellbook][spellbookheader][spellbookname]Bears[/spellbookname][mage]A Beastmaster Spellbook[/mage][/spellbookheader]
[spells][spellclass]Enchantment[/spellclass]
[mwcard=MW1E01]3 x Bear Strength[/mwcard]
[spellclass]Attack[/spellclass]
[mwcard=MW1A04]2 x Fireball[/mwcard]
[/spells][cost]Total cost: 20 pts[/cost][/spellbook]"""


def test_spellbookbuilder_post(library):
    result = read_spellbook_text(SBB_POST, library)
    assert result.format == "bbcode"
    assert (result.book.name, result.book.mage) == ("Bears", "Beastmaster")
    assert result.book.quantities() == {"bear-strength": 3, "fireball": 2}
    assert [f.matched_by for f in result.cards] == ["code", "code"]
    assert [f.line for f in result.cards] == [3, 5]


def test_the_printed_code_beats_the_name(library):
    # MW1A04 is Fireball whatever the text says.
    result = read_spellbook_text("[mwcard=MW1A04]2 x Firebal typo[/mwcard]", library)
    assert result.book.quantities() == {"fireball": 2}


def test_unknown_code_falls_back_to_the_name(library):
    result = read_spellbook_text("[mwcard=ZZZ99]1 x Dispel[/mwcard]", library)
    assert result.book.quantities() == {"dispel": 1}
    assert any("ZZZ99" in w for w in result.warnings)


def test_a_code_two_cards_share_is_settled_by_the_name(library):
    # The OCTGN data prints PSJ07 on both Shallow Sea and Frozen Tundra.
    assert read_spellbook_text("[mwcard=PSJ07]1 x Shallow Sea[/mwcard]", library).book.quantities() == {"shallow-sea": 1}
    assert read_spellbook_text("[mwcard=PSJ07]1 x Frozen Tundra[/mwcard]", library).book.quantities() == {"frozen-tundra": 1}
    unsure = read_spellbook_text("[mwcard=PSJ07]1 x ???[/mwcard]", library)
    assert unsure.book.unresolved and set(unsure.book.unresolved[0].candidates) == {"shallow-sea", "frozen-tundra"}


def test_several_cards_on_one_line_and_free_text_between(library):
    text = "[b]My list[/b] [mwcard=MW1A04]1 x Fireball[/mwcard][mwcard]2 x Dispel[/mwcard] and 1 Teleport"
    result = read_spellbook_text(text, library)
    assert result.book.quantities() == {"fireball": 1, "dispel": 2, "teleport": 1}
    # Free text that is no card ("My list", "and") is kept as unresolved, never dropped.
    assert [(f.fate, f.text) for f in result.lines if f.fate == "unresolved"] == [("unresolved", "My list"), ("unresolved", "and")]
    assert [f.line for f in result.lines] == [1] * 5
