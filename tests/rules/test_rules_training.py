"""Each special training, driven by the mages' data (db/mages.json, from OCTGN MageSchoolCost),
and each legality rule beyond the worked examples. Real cards and mages from the library.

Sources: the mage cards' training as OCTGN encodes it (data/README.md: `L-1-Water=1`,
`C-Holy-Creature=1`, `S-Song=1`, `T-Creature=3`, `Living=3`); the rulebook lines cited per test.
"""

from __future__ import annotations

import pytest

from spellforge.domain.cards import Card, SchoolJoin, SchoolLevel
from spellforge.domain.spellbook import Spellbook, UnresolvedLine
from spellforge.rules import card_cost, copy_limit, validate


@pytest.fixture(scope="module")
def cost(library):
    def get(card_name, mage_name, element=None):
        c = library.card_by_name(card_name)
        m = library.mage(mage_name)
        assert c is not None and m is not None, (card_name, mage_name)
        return card_cost(c, m, element)

    return get


def codes(report):
    return [p.code for p in report.problems]


# -- Druid: Water trained only up to level 1 (L-1-Water=1), Fire and War opposed ------------------
def test_druid_water_level_one_is_trained(cost):
    c = cost("Geyser", "Druid")
    assert (c.points, c.render()) == (1, "Water 1 × 1 (trained up to level 1) = 1")


def test_druid_water_above_level_one_is_untrained(cost):
    c = cost("Bed of Urchins", "Druid")
    assert (c.points, c.render()) == (4, "Water 2 × 2 (trained only up to level 1) = 4")
    assert c.render("ru") == "Вода 2 × 2 (маг обучался только до 1 уровня) = 4"


def test_druid_opposed_schools(cost):
    assert cost("Firestorm", "Druid").points == 9
    assert cost("Anvil Throne Crossbowman", "Druid").points == 9


# -- Paladin: Holy ≤ 3, War ≤ 2, Holy creatures at any level, Dark opposed -------------------------
@pytest.mark.parametrize(
    "card, points, reason",
    [
        ("Divine Intervention", 3, "level_cap"),  # Holy 3 enchantment
        ("Resurrection", 8, "above_cap"),  # Holy 4 incantation: 2×
        ("Brogan Bloodstone", 4, "combo"),  # Holy 4 creature: trained at any level
        ("Samandriel, Angel of Light", 5, "combo"),  # Holy 5 creature
        ("Altar of Carnage", 2, "level_cap"),  # War 2
        ("Akiro's Hammer", 6, "above_cap"),  # War 3: 2×
        ("Arcane Corruption", 6, "opposed"),  # Dark 2
    ],
)
def test_paladin(cost, card, points, reason):
    c = cost(card, "Paladin")
    assert c.points == points
    assert c.explanation.terms[0].reason == reason


def test_paladin_holy_creature_explanation(cost):
    assert cost("Brogan Bloodstone", "Paladin").render() == "Holy 4 × 1 (trained for Holy creatures) = 4"


# -- Siren: Water, and Pirate / Song / Aquatic spells of any school ------------------------------
def test_siren_song_spells_are_trained_in_any_school(cost):
    c = cost("Ballad of Courage", "Siren")  # War 2, Song
    assert (c.points, c.render()) == (2, "War 2 × 1 (Song spells trained) = 2")
    assert cost("Healing Madrigal", "Siren").points == 2  # Holy 2, Song


def test_siren_pirate_and_spell_trains_every_part(cost):
    assert cost("Gerard Matranga", "Siren").points == 3  # War 2 + Water 1, Pirate


def test_siren_other_spells_follow_the_schools(cost):
    assert cost("Akiro's Hammer", "Siren").points == 6  # War 3, no subtype training
    assert cost("Bed of Urchins", "Siren").points == 2  # Water 2 trained


# -- Forcemaster and Monk: non-Mind creatures 3× ---------------------------------------------------
def test_forcemaster_non_mind_creature_is_triple(cost):
    c = cost("Timber Wolf", "Forcemaster")
    assert (c.points, c.render()) == (6, "Nature 2 × 3 (creatures outside trained schools) = 6")


def test_forcemaster_type_opposition_only_hits_creatures(cost):
    assert cost("Fireball", "Forcemaster").points == 4
    assert cost("Force Golem", "Forcemaster").points == 2


def test_type_opposition_hits_each_untrained_part(cost):
    # Oboko is Holy 1 & Mind 2: its Mind part is trained, its Holy part is a non-Mind part of a
    # creature (3×). Each part costs what it would cost alone (docs/rules.md).
    c = cost("Oboko, Sohei Master", "Forcemaster")
    assert c.points == 1 * 3 + 2 * 1
    assert [t.reason for t in c.explanation.terms] == ["type_opposed", "trained"]
    assert cost("Sohei Pupil", "Forcemaster").points == 1  # Holy 1 OR Mind 1: as Mind


def test_monk_subtype_training_beats_type_opposition(cost):
    assert cost("Oboko, Sohei Master", "Monk").points == 3  # Monk subtype: every part 1×
    assert cost("Bo staff", "Monk").points == 1  # War 1, Martial
    assert cost("Timber Wolf", "Monk").points == 6  # non-Mind creature


# -- Academy Elementalist: the four elements, Living creatures 3× ----------------------------------
def test_academy_elementalist_living_creatures(cost):
    assert cost("Timber Wolf", "Academy Elementalist").render() == "Nature 2 × 3 (Living creature) = 6"
    assert cost("Skeletal Sentry", "Academy Elementalist").points == 4  # Nonliving: untrained
    assert cost("Ice Golem", "Academy Elementalist").points == 2  # Air 1 & Water 1, trained


# -- Wizard: Arcane and one element of the player's choice -----------------------------------------
def test_wizard_default_element_is_air(cost):
    assert cost("Lightning Bolt", "Wizard").points == 2
    assert cost("Fireball", "Wizard").points == 4


def test_wizard_chosen_element(cost):
    c = cost("Fireball", "Wizard", element="Fire")
    assert (c.points, c.render()) == (2, "Fire 2 × 1 (chosen element) = 2")
    assert c.render("pl") == "Ogień 2 × 1 (wybrany żywioł) = 2"
    assert cost("Lightning Bolt", "Wizard", element="Fire").points == 4


def test_element_choice_is_ignored_by_other_mages(cost):
    assert cost("Fireball", "Beastmaster", element="Water").points == 6


def test_wizard_school_only_follows_the_chosen_element(library):
    # R14 (RU L1891): "Water Mage Only" needs Water training, which the Wizard may choose.
    book = Spellbook(mage="Wizard", element="Water")
    book.add("ring-of-the-oceans-depths")
    assert validate(book, library).legal
    assert codes(validate(book, library, element="Air")) == ["school_only"]


# -- class and school restrictions -----------------------------------------------------------------
def test_sub_class_counts_as_its_class(library):
    # R13 (RU L1889): Johktari Beastmaster is a Beastmaster for "Beastmaster Only".
    book = Spellbook(mage="Johktari Beastmaster")
    book.add("lair")
    assert library.mage("Johktari Beastmaster").mage_class == "Beastmaster"
    assert validate(book, library).legal


def test_partial_training_counts_for_school_only(library):
    # R14 (RU L1891): the Paladin is trained in Holy (up to level 3), so Temple of Asyra is his.
    book = Spellbook(mage="Paladin")
    book.add("temple-of-asyra")
    assert validate(book, library).legal


# -- Academy and Arena -------------------------------------------------------------------------------
def test_academy_mage_takes_only_academy_cards(library):
    book = Spellbook(mage="Academy Wizard")
    book.add("fireball")
    book.add("ice-golem")  # printed for both games
    report = validate(book, library)
    assert codes(report) == ["arena_card_in_academy"]
    assert report.problems[0].card_id == "fireball"


def test_arena_mage_takes_no_academy_only_cards(library):
    book = Spellbook(mage="Monk")
    book.add("sohei-pupil")
    book.add("ice-golem")
    report = validate(book, library)
    assert codes(report) == ["academy_card_in_arena"]
    assert report.format == "arena"
    assert validate(Spellbook(mage="Academy Monk", entries=[]), library).format == "academy"


# -- everything is collected, nothing dropped --------------------------------------------------------
class _WithExtraCard:
    """The real library plus one hand-made card (non-spells are excluded from the library)."""

    def __init__(self, lib, card: Card):
        self.lib, self.extra = lib, card

    def card(self, card_id):
        return self.extra if card_id == self.extra.id else self.lib.card(card_id)

    def mage(self, name):
        return self.lib.mage(name)


def test_all_problems_are_collected(library):
    board = Card(id="spiked-pit", name="Spiked Pit", type="Conjuration")  # a board card: no school
    book = Spellbook(mage="Priestess")
    book.add("lair", 2)  # Beastmaster Only and Epic
    book.add("dispel", 7)
    book.add("spiked-pit")
    book.add("no-such-card")
    book.unresolved.append(UnresolvedLine(12, "3 Fireblal"))
    report = validate(book, _WithExtraCard(library, board))
    assert codes(report) == [
        "epic_copies", "class_only", "too_many_copies", "not_a_spell", "unknown_card", "unresolved_line",
    ]
    assert [p.card_id for p in report.problems] == ["lair", "lair", "dispel", "spiked-pit", "no-such-card", None]
    assert report.problems[-1].message == "Line 12 could not be read as a card: 3 Fireblal"
    assert not report.legal
    data = report.to_dict()
    assert data["unresolved"] == [{"line": 12, "text": "3 Fireblal"}]
    assert {c["name"] for c in data["cards"]} >= {"Lair", "Dispel", "Spiked Pit"}


def test_missing_or_unknown_mage(library):
    book = Spellbook()
    book.add("dispel")
    report = validate(book, library)
    assert codes(report) == ["no_mage"] and report.cards[0].cost_each is None
    assert codes(validate(book, library, mage="Archmage")) == ["unknown_mage"]
    assert validate(book, library, mage="Priestess").legal  # --mage overrides the book


def test_messages_in_every_language(library):
    book = Spellbook(mage="Priestess")
    book.add("dispel", 7)
    messages = {lang: validate(book, library, lang).problems[0].message for lang in ("en", "ru", "pl")}
    assert messages["en"] == "Dispel: 7 copies, at most 6 of a level 1 spell."
    assert "копий" in messages["ru"] and "kopii" in messages["pl"]
    assert len(set(messages.values())) == 3


# -- OR spells with unequal levels (no printed card has one; docs/rules.md) -----------------------
def _or_card(*parts: tuple[str, int]) -> Card:
    return Card(id="split", name="Split", type="Incantation", school_join=SchoolJoin.OR,
                schools=tuple(SchoolLevel(s, lv) for s, lv in parts))


def test_or_spell_level_is_the_school_bought(library):
    # PL L1867: "Poziom czaru będzie równy poziomowi wybranej szkoły" — the level of an OR spell
    # is the level of the school it is bought as, so the copy limit follows that school.
    card = _or_card(("Fire", 2), ("Holy", 1))
    warlock = card_cost(card, library.mage("Warlock"))  # Fire 2×1 = 2 beats Holy 1×3 = 3
    priestess = card_cost(card, library.mage("Priestess"))  # Holy 1×1 = 1
    assert (warlock.points, warlock.level, copy_limit(card, warlock.level)) == (2, 2, 4)
    assert (priestess.points, priestess.level, copy_limit(card, priestess.level)) == (1, 1, 6)


def test_or_spell_tie_takes_the_lower_level(library):
    card = _or_card(("Fire", 2), ("Water", 1))  # Warlock: Fire 2×1 = 2 = Water 1×2
    c = card_cost(card, library.mage("Warlock"))
    assert (c.points, c.level, c.explanation.chosen_term.school) == (2, 1, "Water")
