"""Mage Knight's page of the search syntax help (ui/browser/search_help.SearchHelpDialog): its keys,
values and examples; the query language is the shared one (library/search/grammar.py)."""

from __future__ import annotations

from spellforge.games.mageknight.search import MK_KEY_NAMES

MK_EXAMPLES = ("march", "t:spell col:red", "t:unit l:2 cost<=6", "t:spell or t:artifact", "-set:base t:spell",
               '"mana draw"', "h:tovak", "mv>=2 t:basic", "site:monastery", "arm>=5 t:elite", "fierball")
MK_EXAMPLES_RU = ("поход", "т:заклинание цв:красный", "тип:отряд ур:2 цена<=6", "герой:Тобак", "огненый шар")
MK_EXAMPLES_PL = ("marsz", "typ:zaklęcie kolor:czerwony", "typ:jednostka poziom:2 koszt<=6", "bohater:Tovak")


def page(SearchHelpDialog) -> tuple:  # noqa: N803 - the dialog, named so lupdate files these under its context
    rows = [
        ("march", SearchHelpDialog.tr("plain words: every word must match a name (in any language, typos forgiven), "
                                      "a kind, a colour or a hero")),
        ('"mana draw"', SearchHelpDialog.tr("words in double quotes are matched together, as a phrase")),
        ("t:spell or t:artifact", SearchHelpDialog.tr("or (или, lub) between alternatives; parentheses group them")),
        ("t:spell", SearchHelpDialog.tr("kind (t, type): basic action, advanced action, spell, artifact, unit, "
                                        "regular unit, elite unit, skill, wound")),
        ("col:red", SearchHelpDialog.tr("colour (col, colour): red, blue, green, white; several with commas: col:red,blue")),
        ("set:krang", SearchHelpDialog.tr("the box the card comes in (set): base, lost legion, krang, tezla")),
        ("h:tovak", SearchHelpDialog.tr("a hero's own cards and skills (h, hero)")),
        ("l<=2", SearchHelpDialog.tr("unit level (l, level) with = < <= > >= !=")),
        ("cost<=6", SearchHelpDialog.tr("unit recruit cost (c, cost); also arm (armour) and copies")),
        ("mv>=2", SearchHelpDialog.tr("a basic action's basic value: mv (move), atk (attack), blk (block), "
                                      "inf (influence)")),
        ("site:monastery", SearchHelpDialog.tr("where a unit is recruited: village, keep, mage tower, monastery, city")),
        ("is:unique", SearchHelpDialog.tr("unique (a hero's own card), standard, interaction, verified or unverified")),
        ("owned:yes", SearchHelpDialog.tr("cards of the boxes in your collection (owned:no for the others)")),
        ("-set:base", SearchHelpDialog.tr("a leading minus excludes what the condition matches")),
    ]
    return (rows, MK_EXAMPLES + MK_EXAMPLES_RU + MK_EXAMPLES_PL, MK_KEY_NAMES,
            SearchHelpDialog.tr('Values with spaces go in double quotes: site:"mage tower".'))
