"""Round 2 of the two-sided rules on constructed positions (docs/matchup.md): Sleep and Mass Sleep,
Battle Fury, Perfect Strike against a hidden Block, Group Heal, Spellbind items (Mage Wand,
Elemental Wand) and a Dissolve that takes the bound spell with the wand. Real cards, seeded dice;
each test names the rulebook line (000) or the errata line (003) it checks."""

from __future__ import annotations

from spellforge.sim.matchup.pieces import Ench, matchup_reason, sleep_cost
from tests.sim.matchup import scenario


def test_sleep_costs_by_level_incapacitates_and_damage_turns_it_into_a_daze(library):
    a = scenario.spec(library, "Wizard", "Sleep", label="A")
    b = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", label="B")
    game = scenario.game(a, b, "r2")
    side = game.sides[0]
    sleep = scenario.model(a, "Sleep")
    assert not matchup_reason(sleep)
    bear = scenario.creature(game, 1, "Steelclaw Grizzly", (1, 1))  # 2 zones from the Wizard's corner
    bear.guard = True
    side.mana, side.prepared = 20, [sleep]
    game.mage_turn(side)
    assert bear.sleep and not bear.guard
    assert sleep_cost(3) == 6  # a level-3 creature costs 6 (000 L799)
    assert side.mana == 20 - sleep_cost(bear.level) == 20 - 8  # level 4: +2 a level beyond 3 (the card's X)
    game.activate(game.sides[1], bear)  # incapacitated: it does nothing (000 L2440)
    assert scenario.events(game, "asleep") and not scenario.events(game, "attack")
    assert game.melee_targets(game.sides[0].mage, bear.zone) == [bear]  # no guard while asleep
    wolf_side = game.sides[0]
    game.strikes(wolf_side.idx, "test", wolf_side.mage.attacks[0], bear)  # damage turns Sleep into a Daze (L2442)
    if bear.damage:
        assert not bear.sleep and bear.daze == 1
    game._direct(bear, 1, "Burn")
    assert not bear.sleep and bear.daze >= 1


def test_mass_sleep_puts_every_non_mage_living_creature_of_the_zone_to_sleep(library):
    a = scenario.spec(library, "Forcemaster", "Mass Sleep", label="A")
    b = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", "Timber Wolf", label="B")
    game = scenario.game(a, b, "r2")
    side = game.sides[0]
    zone = (1, 0)  # 1 zone from the Forcemaster's corner
    bear, wolf = scenario.creature(game, 1, "Steelclaw Grizzly", zone), scenario.creature(game, 1, "Timber Wolf", zone)
    side.mana, side.prepared = 20, [scenario.model(a, "Mass Sleep")]
    game.mage_turn(side)
    assert bear.sleep and wolf.sleep and not game.sides[1].mage.sleep


def test_battle_fury_gives_a_creature_one_more_quick_attack_this_round(library):
    a = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", "Battle Fury", label="A")
    b = scenario.spec(library, "Wizard", "Timber Wolf", label="B")
    game = scenario.game(a, b, "r2")
    side = game.sides[0]
    zone = (1, 0)
    bear = scenario.creature(game, 0, "Steelclaw Grizzly", zone)
    wolf = scenario.creature(game, 1, "Timber Wolf", zone)
    wolf.life = 99
    fury = scenario.model(a, "Battle Fury")
    assert not matchup_reason(fury)
    side.mana, side.prepared = 20, [fury]
    game.mage_turn(side)
    assert bear.extra_round == game.round
    game.activate(side, bear)
    attacks = [p for p in scenario.events(game, "attack") if p["attacker"] == "Steelclaw Grizzly"]
    assert len(attacks) == 2  # an extra quick attack action (000 L2599)
    # not in the final quickcast phase, when the creatures have acted
    game.round, side.prepared, side.library[fury.card_id] = 2, [fury], 1
    game._final_round = 2
    assert game.spell_target(side, fury) is None


def test_perfect_strike_wastes_a_hidden_block_and_the_melee_attack_hits(library):
    a = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", "Perfect Strike", label="A")
    b = scenario.spec(library, "Wizard", "Block", label="B")
    game = scenario.game(a, b, "r2")
    side = game.sides[0]
    wizard = game.sides[1].mage
    wizard.zone = (1, 0)
    block = Ench(scenario.model(b, "Block"), 1, wizard)
    wizard.enchantments.append(block)
    game.sides[1].mana = 10
    bear = scenario.creature(game, 0, "Steelclaw Grizzly", wizard.zone)
    strike = scenario.model(a, "Perfect Strike")
    side.mana, side.prepared = 20, [strike]
    assert game.spell_target(side, strike)[0] is bear  # worth it: a face-down enchantment on the target
    game.mage_turn(side)
    game.activate(side, bear)
    # an Unavoidable attack makes Block be revealed and discarded without effect (003 L172)
    assert block not in wizard.enchantments
    assert scenario.events(game, "block_wasted") and not scenario.events(game, "block")
    assert any(p["target"] == "Wizard" for p in scenario.events(game, "attack"))
    assert game.sides[1].mana == 10


def test_group_heal_heals_every_living_friend_in_the_zone(library):
    a = scenario.spec(library, "Priestess", "Group Heal", "Timber Wolf", label="A")
    b = scenario.spec(library, "Wizard", "Timber Wolf", label="B")
    game = scenario.game(a, b, "r2")
    side = game.sides[0]
    heal = scenario.model(a, "Group Heal")
    assert not matchup_reason(heal)
    mage = side.mage
    wolf = scenario.creature(game, 0, "Timber Wolf", mage.zone)
    far = scenario.creature(game, 0, "Timber Wolf", (3, 2))
    foe = scenario.creature(game, 1, "Timber Wolf", mage.zone)
    for p in (mage, wolf, far, foe):
        p.damage = 5
    side.mana, side.prepared = 20, [heal]
    game.mage_turn(side)
    healed = {p["piece"] for p in scenario.events(game, "heal")}
    assert healed == {mage.name, "Timber Wolf"} and far.damage == 5 and foe.damage == 5
    assert len(scenario.events(game, "heal")) == 2


def test_a_mage_wand_binds_an_incantation_cast_once_a_round_and_never_discarded(library):
    a = scenario.spec(library, "Wizard", "Mage Wand", "Minor Heal", label="A")  # the rulebook's example (000 L1180)
    b = scenario.spec(library, "Warlock", "Dissolve", label="B")
    game = scenario.game(a, b, "r2")
    side = game.sides[0]
    wand, minor = scenario.model(a, "Mage Wand"), scenario.model(a, "Minor Heal")
    assert not matchup_reason(wand)
    side.mana, side.prepared = 30, [wand]
    game.mage_turn(side)
    assert side.bound == [(wand, minor)] and side.library[minor.card_id] == 0  # bound from the book (L1172)
    for r in (2, 3):
        side.mage.damage = 8
        game.round, side.quick_used, side.prepared = r, False, []
        game.mage_turn(side)
        game.quickcast(side)
    heals = scenario.events(game, "heal")
    assert len(heals) == 2  # once a round (L1176), though quick and action were both free
    assert side.bound == [(wand, minor)]  # not discarded (L1178)
    # a Dissolve on the wand destroys its bound spell with it (L1180)
    foe = game.sides[1]
    foe.mage.zone, foe.mana = (1, 0), 20
    foe.prepared = [scenario.model(b, "Dissolve")]
    game.mage_turn(foe)
    assert wand not in side.equipment and side.bound == []


def test_an_elemental_wand_binds_the_best_attack_spell(library):
    a = scenario.spec(library, "Wizard", "Elemental Wand", "Lightning Bolt", "Minor Heal", label="A")
    b = scenario.spec(library, "Warlock", label="B")
    game = scenario.game(a, b, "r2")
    side = game.sides[0]
    wand = scenario.model(a, "Elemental Wand")
    assert game.bindable(side, wand).name == "Lightning Bolt"
    assert game.bindable(side, scenario.model(a, "Elemental Wand")) is not None
    game.sides[0].library[scenario.model(a, "Lightning Bolt").card_id] = 0
    assert game.cost_of(side, wand) is None  # nothing to bind: never cast


def test_divine_protections_aegis_removes_a_die_from_each_attack_never_below_one(library):
    a = scenario.spec(library, "Priestess", "Divine Protection", label="A")
    b = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", label="B")
    game = scenario.game(a, b, "r2")
    priestess = game.sides[0].mage
    ench = Ench(scenario.model(a, "Divine Protection"), 0, priestess)
    priestess.enchantments.append(ench)
    game.sides[0].mana = 20
    assert game.reveal(game.sides[0], ench) and priestess.aegis == 1
    bear = scenario.creature(game, 1, "Steelclaw Grizzly", priestess.zone)
    claw = max(bear.attacks, key=lambda x: x.dice)
    game.strikes(1, bear.name, claw, priestess)
    assert scenario.events(game, "attack")[-1]["dice"] == claw.dice - 1  # Aegis 1: one die fewer (000 L2546-2548)
    priestess.aegis = 9
    game.strikes(1, bear.name, claw, priestess)
    assert scenario.events(game, "attack")[-1]["dice"] == 1  # never below 1
    priestess.aegis = 1
    game.destroy_enchantment(ench)
    assert priestess.aegis == 0


def test_eagle_wings_lift_a_creature_out_of_a_walkers_melee_and_falcon_precision_is_unavoidable(library):
    a = scenario.spec(library, "Beastmaster", "Timber Wolf", "Eagle Wings", "Falcon Precision", label="A")
    b = scenario.spec(library, "Wizard", "Steelclaw Grizzly", "Block", label="B")
    game = scenario.game(a, b, "r2")
    zone = (1, 0)
    wolf = scenario.creature(game, 0, "Timber Wolf", zone)
    bear = scenario.creature(game, 1, "Steelclaw Grizzly", zone)
    game.sides[0].mana = 30
    for name in ("Eagle Wings", "Falcon Precision"):
        e = Ench(scenario.model(a, name), 0, wolf)
        wolf.enchantments.append(e)
        assert game.reveal(game.sides[0], e)
    assert wolf.flying and wolf.sure
    assert game.melee_targets(bear, zone) == []  # non-flyers cannot melee a flyer (L1561-1608)
    block = Ench(scenario.model(b, "Block"), 1, bear)
    bear.enchantments.append(block)
    game.sides[1].mana = 10
    game.attack(wolf, 0, wolf.name, next(x for x in wolf.attacks if x.kind == "melee"), bear)
    assert block not in bear.enchantments and scenario.events(game, "block_wasted") and game.sides[1].mana == 10


def test_call_of_the_wild_gives_every_friendly_animal_melee_plus_one_this_round(library):
    a = scenario.spec(library, "Beastmaster", "Timber Wolf", "Steelclaw Grizzly", "Call of the Wild", label="A")
    b = scenario.spec(library, "Wizard", "Timber Wolf", label="B")
    game = scenario.game(a, b, "r2")
    side = game.sides[0]
    zone = (1, 0)
    wolf, bear = scenario.creature(game, 0, "Timber Wolf", zone), scenario.creature(game, 0, "Steelclaw Grizzly", zone)
    scenario.creature(game, 1, "Timber Wolf", zone)
    before = (wolf.melee, bear.melee)
    side.mana, side.prepared = 20, [scenario.model(a, "Call of the Wild")]
    game.mage_turn(side)
    assert (wolf.melee, bear.melee) == (before[0] + 1, before[1] + 1)
    game.round = game.max_rounds - 1
    for s in game.sides:
        s.prepared = []
    game.play_round()  # the end of the round takes the bonus back
    assert (wolf.melee, bear.melee) == before


def test_reassemble_heals_a_skeleton(library):
    a = scenario.spec(library, "Necromancer", "Skeletal Sentry", "Reassemble", label="A")
    b = scenario.spec(library, "Wizard", label="B")
    game = scenario.game(a, b, "r2")
    side = game.sides[0]
    sentry = scenario.creature(game, 0, "Skeletal Sentry", side.mage.zone)
    sentry.damage = 6
    side.mana, side.prepared = 20, [scenario.model(a, "Reassemble")]
    game.mage_turn(side)
    assert scenario.events(game, "heal")[0]["piece"] == "Skeletal Sentry" and sentry.damage < 6


def test_the_new_events_read_as_sentences_in_three_languages(library):
    from spellforge.sim.matchup.text import log_lines

    events = [{"round": 1, "kind": k, "side": "a", **p} for k, p in (
        ("sleep", {"piece": "Timber Wolf"}), ("asleep", {"piece": "Timber Wolf"}), ("woken", {"piece": "Timber Wolf"}),
        ("bind", {"card": "Minor Heal", "item": "Mage Wand"}),
        ("block_wasted", {"card": "Block", "bearer": "Wizard", "attacker": "Timber Wolf"}))]
    report = {"not_simulated": {"a": [], "b": []}, "b_cast": {},
              "a_cast": {"mage-wand": {"name": "Mage Wand", "per_game": 1}, "minor-heal": {"name": "Minor Heal", "per_game": 1}}}
    for lang, word in (("en", "Mage Wand"), ("ru", "Магический жезл"), ("pl", "Różdżka Maga")):
        lines = log_lines(events, report, lang, library)
        assert len(lines) == 5 and word in lines[3], lines


def test_a_hidden_jinx_counters_its_bearers_quick_spell_which_goes_back_with_its_mana(library):
    a = scenario.spec(library, "Wizard", "Minor Heal", label="A")
    b = scenario.spec(library, "Warlock", "Jinx", label="B")
    game = scenario.game(a, b, "r2")
    side, wizard = game.sides[0], game.sides[0].mage
    jinx = Ench(scenario.model(b, "Jinx"), 1, wizard)
    wizard.enchantments.append(jinx)
    game.sides[1].mana = 5
    heal = scenario.model(a, "Minor Heal")
    wizard.damage, side.mana, side.prepared = 8, 20, [heal]
    game.mage_turn(side)
    # countered (000 L1182 names Jinx as a counter): back to the book, mana refunded, the action spent
    assert scenario.events(game, "jinx") and not scenario.events(game, "heal") and wizard.damage == 8
    assert side.mana == 20 and side.library[heal.card_id] == 1 and side.quick_used
    assert jinx not in wizard.enchantments and game.sides[1].mana == 5 - jinx.spell.reveal_cost
    game.round, side.quick_used, side.prepared = 2, False, [heal]
    game.mage_turn(side)
    assert scenario.events(game, "heal")  # Jinx is gone


def test_reverse_magic_turns_an_enemy_curse_on_its_caster(library):
    a = scenario.spec(library, "Warlock", "Marked for Death", label="A")
    b = scenario.spec(library, "Wizard", "Reverse Magic", label="B")
    game = scenario.game(a, b, "r2")
    side, wizard = game.sides[0], game.sides[1].mage
    wizard.zone = (1, 0)
    reverse = Ench(scenario.model(b, "Reverse Magic"), 1, wizard)
    wizard.enchantments.append(reverse)
    game.sides[1].mana = 10
    side.mana, side.prepared = 20, [scenario.model(a, "Marked for Death")]
    game.mage_turn(side)
    assert scenario.events(game, "reverse_magic") and reverse not in wizard.enchantments
    marked = [e for e in side.mage.enchantments if e.spell.name == "Marked for Death"]
    assert marked and marked[0].owner == 1 and not any(e.spell.name == "Marked for Death" for e in wizard.enchantments)


def test_seeking_dispel_destroys_a_face_down_enchantment_before_it_is_revealed(library):
    a = scenario.spec(library, "Wizard", "Seeking Dispel", label="A")
    b = scenario.spec(library, "Warlock", "Block", label="B")
    game = scenario.game(a, b, "r2")
    side, warlock = game.sides[0], game.sides[1].mage
    warlock.zone = (1, 0)
    block = Ench(scenario.model(b, "Block"), 1, warlock)
    warlock.enchantments.append(block)
    game.sides[1].mana = 10
    side.mana, side.prepared = 20, [scenario.model(a, "Seeking Dispel")]
    game.mage_turn(side)
    assert block not in warlock.enchantments and game.sides[1].mana == 10 and not scenario.events(game, "block")


def test_a_healing_charm_is_revealed_once_its_bearer_is_hurt_and_heals(library):
    a = scenario.spec(library, "Priest", "Healing Charm", label="A")
    b = scenario.spec(library, "Warlock", label="B")
    game = scenario.game(a, b, "r2")
    side, priest = game.sides[0], game.sides[0].mage
    charm = Ench(scenario.model(a, "Healing Charm"), 0, priest)
    priest.enchantments.append(charm)
    side.mana, priest.damage = 10, 2
    game.reveal_pending(side)
    assert charm in priest.enchantments and side.mana == 10  # not worth it yet
    priest.damage = 10
    game.reveal_pending(side)
    assert charm not in priest.enchantments and priest.damage < 10 and side.mana == 10 - charm.spell.reveal_cost


def test_explode_destroys_the_enemy_mages_item_for_six_more_and_blasts_the_mage(library):
    a = scenario.spec(library, "Warlock", "Explode", label="A")
    b = scenario.spec(library, "Wizard", "Mage Wand", label="B")
    game = scenario.game(a, b, "r2")
    side, foe = game.sides[0], game.sides[1]
    wand = scenario.model(b, "Mage Wand")
    game._cast_equipment(foe, wand, foe.mage, None, foe.mage.zone)
    foe.mage.zone = (1, 0)
    explode = scenario.model(a, "Explode")
    assert not matchup_reason(explode)
    side.mana, side.prepared = 20, [explode]
    game.mage_turn(side)
    assert wand not in foe.equipment and side.mana == 20 - (6 + wand.cost)  # X = 6 + its cost (the card)
    assert any(p["attack"] == "Fiery Blast" and p["target"] == "Wizard" for p in scenario.events(game, "attack"))


def test_warlock_curses_magebane_keep_burn_and_combustion(library):
    a = scenario.spec(library, "Warlock", "Magebane", "Adramelech's Touch", "Combustion", label="A")
    b = scenario.spec(library, "Wizard", "Minor Heal", label="B")
    game = scenario.game(a, b, "r2")
    wizard = game.sides[1].mage
    game.sides[0].mana = 30
    for name in ("Magebane", "Adramelech's Touch"):
        e = Ench(scenario.model(a, name), 0, wizard)
        wizard.enchantments.append(e)
        assert game.reveal(game.sides[0], e)
    foe = game.sides[1]
    wizard.damage, foe.mana, foe.prepared = 6, 20, [scenario.model(b, "Minor Heal")]
    before = wizard.damage
    game.mage_turn(foe)
    assert any(p["source"] == "curse" and p["piece"] == "Wizard" for p in scenario.events(game, "direct"))  # Magebane
    assert before != wizard.damage or scenario.events(game, "heal")
    wizard.burn = 3
    for _ in range(6):
        wizard.damage = 0
        game.conditions_upkeep(wizard)
    assert wizard.burn == 3  # Adramelech's Touch: a blank removes no Burn token
    side = game.sides[0]
    wizard.damage = 0
    side.mage.zone, side.mana, side.prepared = (2, 2), 20, [scenario.model(a, "Combustion")]
    game.mage_turn(side)
    combustion = scenario.model(a, "Combustion").attacks[0].name
    blast = [p for p in scenario.events(game, "attack") if p["attack"] == combustion]
    assert blast and blast[0]["dice"] == 2 * 3 and wizard.burn == 0  # 2 dice a Burn token, tokens removed


def test_essence_drain_raises_a_creatures_upkeep_and_it_goes_when_unpaid(library):
    a = scenario.spec(library, "Wizard", "Essence Drain", label="A")
    b = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", label="B")
    game = scenario.game(a, b, "r2")
    bear = scenario.creature(game, 1, "Steelclaw Grizzly", (1, 0))
    e = Ench(scenario.model(a, "Essence Drain"), 0, bear)
    bear.enchantments.append(e)
    game.sides[0].mana = 20
    assert game.reveal(game.sides[0], e) and bear.upkeep == 2
    game.sides[1].mana = 1
    game.pay_upkeep(game.sides[1])
    assert bear not in game.sides[1].creatures


def test_a_wand_never_binds_a_zone_attack_on_its_casters_own_zone(library):
    a = scenario.spec(library, "Wizard", "Elemental Wand", "Electrify", "Lightning Bolt", label="A")
    b = scenario.spec(library, "Warlock", label="B")
    game = scenario.game(a, b, "r2")
    electrify = scenario.model(a, "Electrify")
    assert electrify.attacks[0].zone and electrify.range_max == 0  # the AI never aims it where its mage stands
    assert game.bindable(game.sides[0], scenario.model(a, "Elemental Wand")).name == "Lightning Bolt"


def test_charge_adds_its_dice_to_a_melee_attack_right_after_moving(library):
    a = scenario.spec(library, "Beastmaster", "Feral Bobcat", "Charge", label="A")
    b = scenario.spec(library, "Wizard", "Timber Wolf", label="B")
    game = scenario.game(a, b, "r2")
    side = game.sides[0]
    bobcat_model = scenario.model(a, "Feral Bobcat")
    game._cast_creature(side, bobcat_model, None, None, (1, 0))
    bobcat = side.creatures[0]
    bobcat.ready_round = 1
    assert bobcat.charge == bobcat_model.charge == 2
    wolf = scenario.creature(game, 1, "Timber Wolf", (2, 0))
    wolf.life = 99
    game.creature_turn(side, bobcat)
    first = scenario.events(game, "attack")[0]
    bite = max((x for x in bobcat.attacks if x.kind == "melee" and not x.full), key=lambda x: x.dice)
    assert first["target"] == "Timber Wolf" and first["dice"] == bite.dice + bobcat.melee + 2  # L2288-2290
    # the Charge incantation: Fast and Charge +1 for this round
    bobcat.zone, game.round = (0, 0), 2
    charge = scenario.model(a, "Charge")
    assert not matchup_reason(charge)
    side.mana, side.prepared = 20, [charge]
    game.mage_turn(side)
    assert bobcat.fast and bobcat.charge == 3
