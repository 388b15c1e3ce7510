"""The two-sided game's rules on constructed positions (docs/matchup.md): a guard takes the melee
attack, counterstrikes, a revealed Block stops an attack, a Dispel removes the enemy's enchantment,
the Initiative alternates, new creatures enter inactive. Real cards from the library, seeded dice."""

from __future__ import annotations

import pytest

from spellforge.sim.matchup.game import MatchGame
from spellforge.sim.matchup.pieces import Ench
from tests.sim.matchup import scenario


@pytest.fixture
def two(library):
    a = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", "Dispel", label="A")
    b = scenario.spec(library, "Wizard", "Timber Wolf", "Block", "Bear Strength", label="B")
    return a, b


def test_a_guard_takes_the_melee_attack_and_counterstrikes(two):
    a, b = two
    game = scenario.game(a, b)
    zone = (2, 1)
    game.sides[1].mage.zone = zone
    guard = scenario.creature(game, 1, "Timber Wolf", zone)
    guard.guard = True
    guard.life = 99  # it survives the attack, so its counterstrike is made
    bear = scenario.creature(game, 0, "Steelclaw Grizzly", zone)
    assert game.melee_targets(bear, zone) == [guard]  # L1561-1608: the guard, not the mage beside it
    game.creature_turn(game.sides[0], bear)
    kinds = [(k, p.get("target")) for _, k, _, p in game.record.events]
    assert ("attack", "Timber Wolf") in kinds
    assert not any(k == "attack" and t == "Wizard" for k, t in kinds)
    # the guard counterstrikes (a quick melee attack, L1543-1557)
    assert ("counterstrike", "Steelclaw Grizzly") in kinds
    assert any(k == "attack" and t == "Steelclaw Grizzly" for k, t in kinds)
    assert guard.guard is False  # a melee-attacked guard loses its marker (L1509)


def test_a_guard_counterstrikes_on_many_seeds(two):
    a, b = two
    for seed in range(20):
        game = scenario.game(a, b, seed)
        zone = (2, 1)
        guard = scenario.creature(game, 1, "Timber Wolf", zone)
        guard.guard = True
        guard.life = 99  # it survives the bear: its counterstrike is always made
        bear = scenario.creature(game, 0, "Steelclaw Grizzly", zone)
        game.creature_turn(game.sides[0], bear)
        assert any(k == "counterstrike" for _, k, _, _ in game.record.events)
        assert any(k == "attack" and p["attacker"] == "Timber Wolf" for _, k, _, p in game.record.events)


def test_no_counterstrike_without_a_guard_marker(two):
    a, b = two
    game = scenario.game(a, b)
    wolf = scenario.creature(game, 1, "Timber Wolf", (2, 1))
    wolf.life = 99
    bear = scenario.creature(game, 0, "Steelclaw Grizzly", (2, 1))
    game.creature_turn(game.sides[0], bear)
    assert not any(k == "counterstrike" for _, k, _, _ in game.record.events)
    assert bear.damage == 0


def test_a_hidden_block_is_revealed_and_stops_the_attack(two):
    a, b = two
    game = scenario.game(a, b)
    wizard = game.sides[1].mage
    block = Ench(scenario.model(b, "Block"), 1, wizard)
    wizard.enchantments.append(block)
    wizard.zone = (2, 1)
    game.sides[1].mana = 10
    bear = scenario.creature(game, 0, "Steelclaw Grizzly", (2, 1))
    game.creature_turn(game.sides[0], bear)
    events = [(k, p) for _, k, _, p in game.record.events]
    assert any(k == "block" and p["bearer"] == "Wizard" for k, p in events)
    assert wizard.damage == 0 and block not in wizard.enchantments
    assert game.sides[1].mana == 10 - block.spell.reveal_cost


def test_a_block_its_owner_cannot_pay_for_stays_hidden(two):
    a, b = two
    game = scenario.game(a, b)
    wizard = game.sides[1].mage
    wizard.enchantments.append(Ench(scenario.model(b, "Block"), 1, wizard))
    wizard.zone = (2, 1)
    game.sides[1].mana = 0
    bear = scenario.creature(game, 0, "Steelclaw Grizzly", (2, 1))
    for _ in range(5):
        game.attack(bear, 0, bear.name, bear.attacks[0], wizard)
    assert not any(k == "block" for _, k, _, _ in game.record.events)
    assert wizard.damage > 0


def test_a_dispel_removes_the_enemys_enchantment(two):
    a, b = two
    game = scenario.game(a, b)
    wizard = game.sides[1].mage
    strength = Ench(scenario.model(b, "Bear Strength"), 1, wizard)
    wizard.enchantments.append(strength)
    game.sides[1].mana = 20
    assert game.reveal(game.sides[1], strength)
    assert wizard.melee == game.sides[1].book.mage.melee_bonus + 2
    wizard.zone = game.sides[0].mage.zone  # within Dispel's range
    side = game.sides[0]
    side.mana = 20
    dispel = scenario.model(a, "Dispel")
    side.prepared = [dispel]
    game.mage_turn(side)
    assert strength not in wizard.enchantments
    assert wizard.melee == game.sides[1].book.mage.melee_bonus
    assert side.mana == 20 - strength.total_cost  # X = its total cost
    assert any(k == "dispel" for _, k, _, _ in game.record.events)


def test_a_dispel_is_not_wasted_on_nothing(two):
    a, b = two
    game = scenario.game(a, b)
    side = game.sides[0]
    side.prepared = [scenario.model(a, "Dispel")]
    assert game.cost_of(side, side.prepared[0]) is None
    assert scenario.model(a, "Dispel") not in game.prepare(side)


def test_initiative_alternates_from_the_given_corner_and_creatures_enter_inactive(two):
    a, b = two
    game = MatchGame(a, b, "x", first=1, record_events=True)
    game.play_round()
    game.play_round()
    holders = [s for _, k, s, _ in game.record.events if k == "round"]
    assert holders == [1, 0]  # round 1 given, then it passes (L472-478)
    bears = [c for c in game.sides[0].creatures if c.name == "Steelclaw Grizzly"]
    if bears:
        cast_round = next(r for r, k, s, p in game.record.events if k == "cast" and p["card"] == "Steelclaw Grizzly")
        assert bears[0].ready_round == cast_round + 1  # L612, L879


def test_a_zone_attack_hits_every_creature_in_the_zone_and_ignores_defense(library):
    a = scenario.spec(library, "Wizard", "Hail of Stones", "Timber Wolf", label="A")
    b = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", label="B")
    game = scenario.game(a, b)
    zone = (2, 1)
    foe = scenario.creature(game, 1, "Steelclaw Grizzly", zone)
    foe.defense = 1  # would avoid any avoidable attack
    friend = scenario.creature(game, 0, "Timber Wolf", (3, 1))
    hail = scenario.model(a, "Hail of Stones")
    assert hail.attacks[0].zone
    game.attack(game.sides[0].mage, 0, hail.name, hail.attacks[0], foe, spell=True)
    friend.zone = zone
    game.attack(game.sides[0].mage, 0, hail.name, hail.attacks[0], foe, spell=True)
    hit = [p["target"] for _, k, _, p in game.record.events if k == "attack"]
    assert hit[0] == "Steelclaw Grizzly" and sorted(hit[1:]) == ["Steelclaw Grizzly", "Timber Wolf"]  # friend or foe
    assert not any(k == "defense" for _, k, _, _ in game.record.events)  # Unavoidable (L1276)
    side = game.sides[0]
    side.prepared, side.mana = [hail], 30
    side.mage.zone = (2, 0)
    assert game.spell_target(side, hail) is None  # never into a zone with a friend of ours
    friend.zone = (3, 2)
    assert game.spell_target(side, hail)[0] is foe


def test_a_hidden_nullify_counters_the_enemy_spell_on_its_bearer(library):
    a = scenario.spec(library, "Wizard", "Lightning Bolt", label="A")
    b = scenario.spec(library, "Warlock", "Nullify", label="B")
    game = scenario.game(a, b)
    warlock = game.sides[1].mage
    nullify = Ench(scenario.model(b, "Nullify"), 1, warlock)
    warlock.enchantments.append(nullify)
    game.sides[1].mana = 10
    side = game.sides[0]
    side.mage.zone = (2, 2)  # the Warlock in its corner (3, 2) is in the bolt's range
    side.mana = 20
    bolt = scenario.model(a, "Lightning Bolt")
    side.prepared = [bolt]
    game.mage_turn(side)
    kinds = [k for _, k, _, _ in game.record.events]
    bolts = [p for _, k, _, p in game.record.events if k == "attack" and p["attack"] == "Lightning Bolt"]
    assert "cast" in kinds and "nullify" in kinds and not bolts  # countered (L843, L2404-2406)
    spent_zap = sum(a.spell_cost for a in side.mage.attacks if a.spell_cost) if "attack" in kinds else 0
    assert side.mana == 20 - bolt.cost - spent_zap  # the bolt's mana is spent all the same
    assert game.sides[1].mana == 10 - nullify.spell.reveal_cost and nullify not in warlock.enchantments
    side.prepared, side.library[bolt.card_id], side.quick_used = [bolt], 1, False
    game.round = 2
    game.mage_turn(side)  # Nullify is gone: the next bolt strikes
    assert any(k == "attack" and p["attack"] == "Lightning Bolt" for _, k, _, p in game.record.events)


def test_marked_for_death_adds_a_die_to_the_first_attack_each_round(library):
    a = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", label="A")
    b = scenario.spec(library, "Warlock", "Marked for Death", label="B")
    game = scenario.game(a, b)
    bear = scenario.creature(game, 0, "Steelclaw Grizzly", (1, 1))
    bear.life = 99
    marked = Ench(scenario.model(b, "Marked for Death"), 1, bear)
    bear.enchantments.append(marked)
    game.sides[1].mana = 10
    assert game.reveal(game.sides[1], marked) and bear.marked == 1
    foe = game.sides[1].mage
    bite = next(x for x in foe.attacks if x.kind == "melee")
    game.attack(foe, 1, foe.name, bite, bear)
    game.attack(foe, 1, foe.name, bite, bear)
    dice = [p["dice"] for _, k, _, p in game.record.events if k == "attack"]
    assert dice[0] == dice[-1] + 1  # only the first attack of the round


def test_a_familiar_casts_the_spell_prepared_for_it_from_its_zone_and_its_own_pool(library):
    a = scenario.spec(library, "Wizard", "Huginn, Raven Familiar", "Lightning Bolt", label="A")
    b = scenario.spec(library, "Warlock", "Nullify", label="B")
    game = scenario.game(a, b)
    side = game.sides[0]
    huginn_model, bolt = scenario.model(a, "Huginn, Raven Familiar"), scenario.model(a, "Lightning Bolt")
    game._cast_creature(side, huginn_model, None, None, (2, 2))  # one zone from the Warlock's corner
    huginn = side.creatures[0]
    assert huginn.familiar and huginn.channeling == huginn_model.own_channeling
    huginn.ready_round, huginn.pool, side.mana = 1, 3, 8
    assert game.spell_target(side, bolt) is None  # out of the Wizard's range from its corner
    side.familiar_spells = {id(huginn): bolt}
    game.creature_turn(side, huginn)
    assert any(k == "attack" and p["attack"] == "Lightning Bolt" for _, k, _, p in game.record.events)
    assert huginn.pool == 0 and side.mana == 8 - (bolt.cost - 3)  # its own pool first (L948)
    assert side.familiar_spells == {}


def test_a_ready_familiar_takes_a_third_spell_it_may_cast(library):
    a = scenario.spec(library, "Wizard", "Huginn, Raven Familiar", "Minor Heal", "Heal", "Mending Wave", label="A")
    b = scenario.spec(library, "Warlock", "Nullify", label="B")
    game = scenario.game(a, b)
    side = game.sides[0]
    heals = [scenario.model(a, n) for n in ("Minor Heal", "Heal", "Mending Wave")]
    side.mage.damage, side.mana = 12, 40
    side.library = {s.card_id: 1 for s in heals}
    assert len(game.prepare(side)) == 2 and side.familiar_spells == {}  # the mage's quickcast and action
    game._cast_creature(side, scenario.model(a, "Huginn, Raven Familiar"), None, None, (0, 0))
    huginn = side.creatures[0]
    huginn.ready_round = 1
    assert len(game.prepare(side)) == 2
    assert [s.name for s in side.familiar_spells.values()] == ["Mending Wave"]  # +1 per familiar (L560)
    assert side.familiar_spells[id(huginn)].level <= 2  # within its printed limit: incantations of level 1-2


def test_a_push_moves_a_creature_one_zone_away_or_crushes_it_against_the_arena_wall(library):
    a = scenario.spec(library, "Forcemaster", "Force Push", label="A")
    b = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", label="B")
    game = scenario.game(a, b)
    bear = scenario.creature(game, 1, "Steelclaw Grizzly", (1, 1))
    bear.guard, bear.life = True, 99
    game.push(0, "Force Push", bear, (0, 1))  # directly away: one column on (L2494-2502)
    assert bear.zone == (2, 1) and not bear.guard
    game.push(0, "Force Push", bear, (2, 0))  # from the zone above: down a row
    assert bear.zone == (2, 2)
    game.push(0, "Force Push", bear, (2, 1))  # again: into the arena's wall
    assert bear.zone == (2, 2)
    crush = [p for _, k, _, p in game.record.events if k == "attack" and p["attack"] == "Crush"]
    assert len(crush) == 1 and crush[0]["dice"] == 3  # Crushed: 3 dice, unavoidable (L2436-2438)


def test_the_ai_pushes_the_enemy_mage_into_its_corner_wall(library):
    a = scenario.spec(library, "Forcemaster", "Force Push", label="A")
    b = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", label="B")
    game = scenario.game(a, b)
    side = game.sides[0]
    side.mage.zone, side.mana = (2, 2), 20  # beside the Beastmaster in its corner (3, 2)
    push = scenario.model(a, "Force Push")
    side.prepared = [push]
    assert game.spell_target(side, push)[0] is game.sides[1].mage
    game.mage_turn(side)
    assert game.sides[1].mage.zone == (3, 2)
    assert any(k == "crush" for _, k, _, _ in game.record.events)
    side.mage.zone, side.prepared = (0, 0), [push]  # out of range, and nothing to crush or clear
    assert game.spell_target(side, push) is None


def test_forcefield_tokens_cancel_attacks_and_one_comes_back_each_upkeep(library):
    a = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", label="A")
    b = scenario.spec(library, "Forcemaster", "Forcefield", label="B")
    game = scenario.game(a, b)
    fm = game.sides[1].mage
    field = Ench(scenario.model(b, "Forcefield"), 1, fm)
    fm.enchantments.append(field)
    game.sides[1].mana = 20
    assert game.reveal(game.sides[1], field) and fm.forcefield == fm.forcefield_max == 3
    fm.zone, fm.defense = (1, 1), 0  # no Defense roll: only the tokens stop attacks here
    bear = scenario.creature(game, 0, "Steelclaw Grizzly", (1, 1))
    for _ in range(4):
        game.attack(bear, 0, bear.name, bear.attacks[0], fm)
    cancelled = [p for _, k, _, p in game.record.events if k == "forcefield"]
    assert [p["left"] for p in cancelled] == [2, 1, 0]
    assert any(k == "attack" for _, k, _, _ in game.record.events)  # the fourth attack rolls
    game.conditions_upkeep(fm)
    assert fm.forcefield == 1
