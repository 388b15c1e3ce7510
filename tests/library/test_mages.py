"""Mages: figures with their sources (the rulebooks win where they print a figure) and training
as structured rules."""

from __future__ import annotations

from spellforge.domain import TrainingRule


def test_rulebook_figures_win_over_octgn(library):
    bm = library.mage("Beastmaster")
    # OCTGN says Channeling 10; the rulebooks print 9 (000 L1681, example L516: 10 + 9 = 19)
    assert bm.channeling == 9 and "000 L1681" in bm.sources["channeling"]
    assert (bm.life, bm.starting_mana, bm.attack_dice, bm.melee_bonus) == (36, 10, 3, 1)
    wl = library.mage("Warlock")
    assert (wl.channeling, wl.life, wl.melee_bonus) == (9, 38, 1) and "000 L1749" in wl.sources["channeling"]
    # figures the rulebooks don't print come from OCTGN, and say so
    assert library.mage("Siren").sources["spell_points"].startswith("octgn:")


def test_druid_level_capped_water(library):
    # mages.xml Druid Stats MageSchoolCost "Nature=1, L-1-Water=1, Fire=3, War=3"
    d = library.mage("Druid")
    assert d.training == (
        TrainingRule("school", 1, school="Nature"),
        TrainingRule("level_cap", 1, school="Water", max_level=1),
        TrainingRule("school", 3, school="Fire"),
        TrainingRule("school", 3, school="War"),
    )
    assert d.spell_points == 120 and d.opposed_schools == ("Fire", "War")


def test_paladin_siren_monk_forcemaster_training(library):
    pal = library.mage("Paladin")  # "L-3-Holy=1,L-2-War=1,C-Holy-Creature=1,Dark=3"
    assert TrainingRule("level_cap", 1, school="Holy", max_level=3) in pal.training
    assert TrainingRule("level_cap", 1, school="War", max_level=2) in pal.training
    assert TrainingRule("combo", 1, school="Holy", card_type="Creature") in pal.training
    siren = library.mage("Siren")  # "Water=1, S-Pirate=1, S-Song=1, S-Aquatic=1"
    assert {r.subtype for r in siren.training if r.kind == "subtype"} == {"Pirate", "Song", "Aquatic"}
    monk = library.mage("Monk")
    assert TrainingRule("type", 3, card_type="Creature") in monk.training
    assert library.mage("Academy Forcemaster").training[-1] == TrainingRule("type", 3, card_type="Creature")


def test_wizard_chooses_an_element(library):
    w = library.mage("Wizard")
    assert w.element_choice and w.default_element == "Air"  # OCTGN ships "Arcane=1, Air=1"
    assert TrainingRule("element", 1) in w.training and w.trained_schools == ("Arcane",)


def test_subclasses_and_formats(library):
    assert library.mage("Johktari Beastmaster").mage_class == "Beastmaster"
    assert library.mage("Academy Wizard").format == "academy"
    assert library.mage("Academy Wizard").spell_points == 40
    app = library.mage("Warlock (Apprentice)")  # no Stats card in OCTGN: rulebook figures (000 L102)
    assert (app.format, app.life, app.channeling) == ("apprentice", 24, 10)
    assert "L102" in app.sources["life"]


def test_every_stats_card_is_a_mage(library):
    # mages.xml has 31 Stats cards (+ the stat-less Warlock (Apprentice) mage card)
    assert len(library.mages()) == 32
    assert len(library.mages(include_apprentice=False)) == 28


def test_lookup_by_guid(library):
    bm = library.mage("Beastmaster")
    assert library.mage_by_guid(bm.stats_guid) is bm and library.mage_by_guid(bm.card_guid).mage_class == "Beastmaster"


def test_subtype_training_from_either_property(library):
    # mages.xml Academy Necromancer: MageSubtypeTraining "Dsjer-Tet" (absent from MageSchoolCost)
    nec = library.mage("Academy Necromancer")
    assert TrainingRule("subtype", 1, subtype="Dsjer-Tet") in nec.training


def test_priest_counts_as_priestess(library):
    # db/mage_classes.csv: the official Priest book takes Priestess Only cards
    priest = library.mage("Priest")
    assert priest.classes == ("Priest", "Priestess") and "Priest Official" in priest.sources["counts_as"]
    assert library.mage("Priestess").classes == ("Priestess",)
