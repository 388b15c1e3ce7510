"""Round 6 of the two-sided rules (issue 48): the enchantments that act only on an opponent that
plays, which the goldfish leaves out (sim/cards/versus.py, sim/matchup/versus.py): Charm, Pacify,
Mind Shield, Chant of Rage, Song of Love, Maim Wings, Death Link, played by both sides. Real cards, seeded dice; each test names the card data it checks
(the printed text in the OCTGN module says the same)."""

from __future__ import annotations

import pytest

from spellforge.sim.game.model import compile_book
from spellforge.sim.matchup.batch import matchup_book, not_simulated
from spellforge.sim.matchup.pieces import matchup_reason
from tests.sim.matchup.scenario import cast, creature, game, model, spec
from tests.sim.matchup.scenario import events as _events



@pytest.fixture(scope="module")
def charm(library):
    a = spec(library, "Forcemaster", "Charm", "Mind Control", label="A")
    b = spec(library, "Warlord", "Steelclaw Grizzly", "Mind Shield", "Pacify", label="B")
    return a, b


def test_the_goldfish_leaves_them_out_and_the_matchup_plays_them(library, charm):
    from spellforge.domain import Spellbook

    names = ("Charm", "Pacify", "Mind Shield", "Chant of Rage", "Song of Love", "Maim Wings", "Death Link")
    book = Spellbook(name="g", mage="Forcemaster")
    for n in names:
        book.add(library.card_by_name(n).id)
    goldfish = compile_book(book, library, library.mage("Forcemaster"))
    assert not goldfish.spells and {n.reason for n in goldfish.not_simulated} == {  # the goldfish's book is unchanged
        "control_choice", "opponent_mana", "opponent_spells", "no_effect_here", "no_modelled_effect"}
    ours = matchup_book(goldfish, library)
    assert sorted(s.name for s in ours.spells) == sorted(names) and not ours.not_simulated
    assert all(ours.copies[s.card_id] == 1 for s in ours.spells)
    a, b = charm
    for s in (model(a, "Charm"), model(b, "Mind Shield"), model(b, "Pacify")):
        assert matchup_reason(s) == ""
    assert not not_simulated(a) and not not_simulated(b)
    assert model(a, "Charm").reveal_x == "X-1"  # X = the creature's level − 1
    assert model(b, "Pacify").tags["pacify"] == 2 and model(b, "Mind Shield").tags["mind_shield"]


def test_charm_is_revealed_between_action_phases_for_level_minus_1(charm):
    a, b = charm
    g = game(a, b, mana=40)
    ours = g.sides[0]
    bear = creature(g, 1, "Steelclaw Grizzly", (1, 0))
    g._in_actions = True
    assert g.bearer_for(ours, model(a, "Charm")) is bear  # the threat to our mage
    assert cast(g, 0, "Charm")
    ench = bear.enchantments[0]
    assert not ench.revealed and bear.charm == -1  # never during the action phases (the card's data)
    g._in_actions = False
    g.reveal_pending(ours)
    assert ench.revealed and bear.charm == 0 and ours.mana == 40 - 2 - (bear.level - 1)
    assert bear.side == 1  # it stays the enemy's


def test_a_charmed_creature_does_not_attack_charm_s_controller(charm):
    a, b = charm
    g = game(a, b, mana=40)
    ours, theirs = g.sides
    bear = creature(g, 1, "Steelclaw Grizzly", ours.mage.zone)
    assert g.best_attack(theirs, bear, full_ok=True)[1] is ours.mage  # uncharmed: our mage
    assert cast(g, 0, "Charm")
    assert bear.enchantments[0].revealed
    assert g.best_attack(theirs, bear, full_ok=True) is None  # nothing else in reach
    assert g.attack(bear, 1, bear.name, bear.attacks[0], ours.mage) == 0 and ours.mage.damage == 0
    minion = creature(g, 0, "Steelclaw Grizzly", ours.mage.zone, book=b)  # a creature of ours: still a target
    assert g.best_attack(theirs, bear, full_ok=True)[1] is minion


def test_charm_goes_when_its_controller_attacks_and_damages_the_creature(charm):
    a, b = charm
    g = game(a, b, mana=40)
    ours = g.sides[0]
    bear = creature(g, 1, "Steelclaw Grizzly", ours.mage.zone)
    assert cast(g, 0, "Charm") and bear.charm == 0
    other = creature(g, 1, "Steelclaw Grizzly", ours.mage.zone)
    melee = next(x for x in ours.mage.attacks if x.kind == "melee")
    assert g.choose_target(ours, ours.mage, melee, [bear, other]) is other  # the mage spares its Charm
    for _ in range(20):
        if g.attack(ours.mage, 0, ours.mage.name, melee, bear):
            break
    assert not bear.enchantments and bear.charm == -1
    assert [e["card"] for e in _events(g, "enchantment_gone")] == ["Charm"]


def test_pacify_costs_the_first_attack_of_a_round_or_cancels_it(charm):
    a, b = charm
    g = game(b, a, mana=40)  # the Warlord's side casts Pacify now
    ours, theirs = g.sides
    bear = creature(g, 1, "Steelclaw Grizzly", ours.mage.zone, book=b)
    assert g.bearer_for(ours, model(b, "Pacify")) is bear
    assert cast(g, 0, "Pacify") and bear.pacify == 2
    theirs.mana = 3
    g.attack(bear, 1, bear.name, bear.attacks[0], ours.mage)
    g.attack(bear, 1, bear.name, bear.attacks[0], ours.mage)  # the second attack of the round: free
    assert theirs.mana == 1 and [e["mana"] for e in _events(g, "pacify_paid")] == [2]
    g.round = 2
    damage = ours.mage.damage
    assert g.attack(bear, 1, bear.name, bear.attacks[0], ours.mage) == 0  # 1 mana: cancelled
    assert ours.mage.damage == damage and theirs.mana == 1 and len(_events(g, "pacify_cancel")) == 1


def test_mind_shield_cancels_a_psychic_enchantment_revealed_on_its_bearer(charm):
    a, b = charm
    g = game(a, b, mana=40)
    ours, theirs = g.sides
    bear = creature(g, 1, "Steelclaw Grizzly", (1, 0))
    theirs.mage.zone = (1, 1)  # within the range of both mages
    assert g.bearer_for(theirs, model(b, "Mind Shield")) is bear  # the enemy's Charm and Mind Control fit it
    theirs.prepared = [model(b, "Mind Shield")]
    assert g.cast(theirs, model(b, "Mind Shield"), None) and bear.hidden("mind_shield")
    g._in_actions = True
    assert cast(g, 0, "Charm")
    mana = ours.mana
    g._in_actions = False
    g.reveal_pending(ours)
    assert not bear.enchantments and bear.charm == -1 and ours.mana == mana  # both gone, the reveal unpaid
    assert [e["card"] for e in _events(g, "mind_shield")] == ["Mind Shield"]


def test_mind_shield_has_nothing_to_do_against_a_book_without_psychic_spells(library):
    a = spec(library, "Warlord", "Mind Shield", "Steelclaw Grizzly", label="A")
    b = spec(library, "Wizard", "Fireball", label="B")
    g = game(a, b, mana=40)
    creature(g, 0, "Steelclaw Grizzly", (0, 0))
    assert g.bearer_for(g.sides[0], model(a, "Mind Shield")) is None


def test_both_sides_play_them_in_a_game(library):
    from collections import Counter

    from spellforge.formats.templates import official_books
    from spellforge.sim.matchup.batch import side_spec
    from spellforge.sim.matchup.game import MatchGame

    books = dict(official_books(library))
    fm, wl = (side_spec(n, books[n], library, library.mage(books[n].mage), "greedy") for n in ("Forcemaster", "Warlord"))
    seen = Counter()
    for seed in range(8):  # Charm waits for a creature worth it: not every game has one
        for first, (x, y) in enumerate(((fm, wl), (wl, fm))):
            g = MatchGame(x, y, seed, first, 30, record_events=True)
            g.run()
            seen.update(p.get("card") for _, k, _, p in g.record.events if k in ("cast", "reveal"))
        if seen["Charm"] and seen["Mind Shield"]:
            break
    assert seen["Charm"] and seen["Mind Shield"]


@pytest.fixture(scope="module")
def songs(library):
    a = spec(library, "Siren", "Chant of Rage", "Song of Love", "Timber Wolf", label="A")
    b = spec(library, "Warlord", "Steelclaw Grizzly", label="B")
    return a, b


def test_chant_of_rage_sends_its_bearer_at_the_hate_token_and_dissipates(songs):
    a, b = songs
    g = game(a, b, mana=40)
    ours, theirs = g.sides
    bear = creature(g, 1, "Steelclaw Grizzly", ours.mage.zone)
    assert g.bearer_for(ours, model(a, "Chant of Rage")) is None  # no creature of ours to take the Hate token
    wolf = creature(g, 0, "Timber Wolf", (1, 0))
    assert g.bearer_for(ours, model(a, "Chant of Rage")) is bear
    assert cast(g, 0, "Chant of Rage")
    ench = bear.enchantments[0]
    assert ench.revealed and bear.raged and wolf.hate == 1 and ours.mana == 40 - 2 - (bear.level - 1)
    assert g.best_attack(theirs, bear, full_ok=True) is None  # our mage stands beside it: not the Hate token
    assert not g.wants_guard(theirs, bear)
    bear.zone = (1, 2)
    g.walk(theirs, bear)
    assert bear.zone == (1, 1)  # toward the Hate token in (1, 0); toward our mage it would go to (0, 2)
    g.walk(theirs, bear)
    assert bear.zone == wolf.zone
    assert g.best_attack(theirs, bear, full_ok=True)[1] is wolf
    g.conditions_upkeep(bear)
    assert ench in bear.enchantments
    g.conditions_upkeep(bear)  # Dissipate 2: the second Upkeep takes its last token
    assert not bear.enchantments and not bear.raged and wolf.hate == 0
    assert g.best_attack(theirs, bear, full_ok=True) is not None  # free again


def test_song_of_love_keeps_its_bearer_off_the_love_token_s_creature(songs):
    a, b = songs
    g = game(a, b, mana=40)
    ours, theirs = g.sides
    bear = creature(g, 1, "Steelclaw Grizzly", ours.mage.zone)
    assert cast(g, 0, "Song of Love")
    assert bear.smitten and ours.mage.love == 1  # the mage is a creature (000 L572): the token on it
    assert g.best_attack(theirs, bear, full_ok=True) is None
    assert g.attack(bear, 1, bear.name, bear.attacks[0], ours.mage) == 0 and not ours.mage.damage
    wolf = creature(g, 0, "Timber Wolf", ours.mage.zone)
    assert g.best_attack(theirs, bear, full_ok=True)[1] is wolf
    g.destroy_enchantment(bear.enchantments[0])
    assert ours.mage.love == 0 and not bear.smitten


def test_pacify_without_the_mana_the_attack_is_not_declared(charm):
    a, b = charm
    g = game(b, a, mana=40)
    ours, theirs = g.sides
    bear = creature(g, 1, "Steelclaw Grizzly", ours.mage.zone, book=b)
    assert cast(g, 0, "Pacify")
    theirs.mana = 1
    assert g.best_attack(theirs, bear, full_ok=True) is None  # 003 L764: it cannot declare the attack
    theirs.mana = 2
    assert g.best_attack(theirs, bear, full_ok=True)[1] is ours.mage


def test_maim_wings_grounds_the_enemy_flyer_until_it_goes(library):
    a = spec(library, "Warlock", "Maim Wings", "Eagle Wings", "Steelclaw Grizzly", label="A")
    b = spec(library, "Priestess", "Crusader Griffin", label="B")
    g = game(a, b, mana=40)
    ours, theirs = g.sides
    griffin = creature(g, 1, "Crusader Griffin", ours.mage.zone)
    bear = creature(g, 0, "Steelclaw Grizzly", ours.mage.zone)
    assert griffin.flying and griffin not in g.melee_targets(bear, bear.zone)  # non-flyers cannot melee a flyer (000 L2264-2266)
    assert g.bearer_for(ours, model(a, "Maim Wings")) is griffin
    assert cast(g, 0, "Maim Wings") and griffin.enchantments[0].revealed and ours.mana == 40 - 2 - 3
    assert not griffin.flying and griffin in g.melee_targets(bear, bear.zone)  # a non-flyer may melee it now
    assert g.bearer_for(ours, model(a, "Maim Wings")) is None  # no flyer left
    g.destroy_enchantment(griffin.enchantments[0])
    assert griffin.flying  # its own Flying comes back


def test_death_link_heals_its_mage_and_hurts_the_bearer_by_what_was_healed(library):
    a = spec(library, "Warlock", "Death Link", label="A")
    b = spec(library, "Priestess", "Steelclaw Grizzly", label="B")
    g = game(a, b, mana=40)
    ours, theirs = g.sides
    bear = creature(g, 1, "Steelclaw Grizzly", (1, 0))
    assert g.bearer_for(ours, model(a, "Death Link")) is None  # our mage is not hurt: nothing to heal
    ours.mage.damage = 5
    assert g.bearer_for(ours, model(a, "Death Link")) is bear
    assert cast(g, 0, "Death Link") and bear.linked and ours.mana == 40 - 2 - 6
    g.conditions_upkeep(bear)
    assert ours.mage.damage == 3 and bear.damage == 2
    ours.mage.damage = 1
    g.conditions_upkeep(bear)
    assert ours.mage.damage == 0 and bear.damage == 3  # as much as was healed (errata 003 L606)
    ours.mage.damage, ours.mage.finite = 4, 1
    g.conditions_upkeep(bear)
    assert ours.mage.damage == 4 and bear.damage == 3  # the mage could not heal: no damage


def test_stumble_is_revealed_at_the_bearer_s_move_to_our_mage_and_stops_its_moves_for_the_round(library):
    a = spec(library, "Druid", "Stumble", label="A")
    b = spec(library, "Beastmaster", "Steelclaw Grizzly", label="B")
    assert matchup_reason(model(a, "Stumble")) == ""
    g = game(a, b, mana=40)
    ours, theirs = g.sides
    bear = creature(g, 1, "Steelclaw Grizzly", (2, 0))  # walking at our mage in (0, 0)
    assert g.bearer_for(ours, model(a, "Stumble")) is None  # two moves away: not yet worth it
    bear.zone = (1, 0)
    assert g.bearer_for(ours, model(a, "Stumble")) is bear
    assert cast(g, 0, "Stumble") and bear.hidden("stumble") and ours.mana == 40 - 2
    assert ours.hidden_reserve() == 0  # its reveal is its owner's choice: no mana kept for it
    g._in_actions = True
    assert g.walk(theirs, bear) is False and bear.zone == (1, 0)  # revealed: no move action
    assert not bear.enchantments and ours.mana == 40 - 2 - 1
    assert g.walk(theirs, bear, first=False) is False and bear.zone == (1, 0)  # nor a second one
    g.round += 1
    g.walk(theirs, bear)
    assert bear.zone == (0, 0)  # gone: it walks again


def test_the_druid_s_stumble_is_played(library):
    from spellforge.formats.templates import official_books
    from spellforge.sim.matchup.batch import side_spec

    book = dict(official_books(library))["Druid"]
    druid = side_spec("Druid", book, library, library.mage(book.mage), "greedy")
    assert "Stumble" not in {r["name"] for r in not_simulated(druid)}


def test_a_charmed_guard_does_not_counterstrike_charm_s_controller(charm):
    a, b = charm
    g = game(a, b, mana=40)
    ours = g.sides[0]
    bear = creature(g, 1, "Steelclaw Grizzly", ours.mage.zone)
    assert cast(g, 0, "Charm")
    bear.guard = True
    melee = next(x for x in ours.mage.attacks if x.kind == "melee")
    bear.forcefield = 1  # the attack does no damage: Charm stays (a damaging one would destroy it)
    g.attack(ours.mage, 0, ours.mage.name, melee, bear)
    assert bear.charm == 0 and not _events(g, "counterstrike") and not ours.mage.damage
