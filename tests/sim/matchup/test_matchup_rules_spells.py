"""Round 5 of the two-sided rules on constructed positions (docs/matchup.md, issue 48): equipment
(Fireshaper and Dawnbreaker Rings' dice, Defense Ring, Helm of Fear, Veteran's Belt, Meditation
Amulet), incantations (Purge Magic, Evade, Resurrection, Animate Dead) and Poisoned Blood's Finite
Life, played by both sides. Real cards, seeded dice; each test names the rulebook line (000) or the
card data it checks."""

from __future__ import annotations

import pytest

from spellforge.sim.game.dice import soaked_damage
from spellforge.sim.matchup.pieces import Ench, matchup_reason
from tests.sim.matchup import scenario


def _equip(game, side_idx, spec, name):
    side = game.sides[side_idx]
    side.mana, side.prepared = side.mana + 30, [scenario.model(spec, name)]
    assert game.cast(side, scenario.model(spec, name))
    side.mana -= 30 - scenario.model(spec, name).cost


def test_a_fire_ring_adds_a_die_to_its_mage_s_flame_attack_spells_only(library):
    a = scenario.spec(library, "Wizard", "Fireshaper Ring", "Fireball", "Lightning Bolt", label="A")
    b = scenario.spec(library, "Warlock", label="B")
    ring = scenario.model(a, "Fireshaper Ring")
    dawnbreaker = scenario.model(scenario.spec(library, "Priestess", "Dawnbreaker Ring"), "Dawnbreaker Ring")
    assert not matchup_reason(ring) and not matchup_reason(dawnbreaker)
    game = scenario.game(a, b, "r5")
    side, warlock = game.sides[0], game.sides[1].mage
    assert game.cost_of(side, ring) is None  # one Flame attack spell in the book: the ring does not pay
    side.library[scenario.model(a, "Fireball").card_id] = 3
    assert game.cost_of(side, ring) == 3
    _equip(game, 0, a, "Fireshaper Ring")
    warlock.zone = (1, 0)
    side.mana = 40
    for name, dice in (("Fireball", 6 + 1), ("Lightning Bolt", 5)):  # Flame +1 die; Lightning none
        side.prepared = [scenario.model(a, name)]
        game.sides[1].mage.defense = 0
        assert game.cast(side, scenario.model(a, name))
        [hit] = [p for p in scenario.events(game, "attack") if p["attack"] == name]
        assert hit["dice"] == dice, name
    game._equip(side, ring, -1)  # dissolved: the die goes with it
    assert game.spell_dice(side, side.mage, scenario.model(a, "Fireball").attacks[0]) == 0


def test_defense_ring_lowers_the_defense_roll_needed_and_only_pays_with_a_defense(library):
    a = scenario.spec(library, "Wizard", "Defense Ring", "Deflection Bracers", label="A")
    b = scenario.spec(library, "Beastmaster", "Timber Wolf", label="B")
    game = scenario.game(a, b, "r5")
    side = game.sides[0]
    assert game.cost_of(side, scenario.model(a, "Defense Ring")) is None  # no Defense to add to
    _equip(game, 0, a, "Deflection Bracers")
    assert game.cost_of(side, scenario.model(a, "Defense Ring")) == 3
    _equip(game, 0, a, "Defense Ring")
    wolf = scenario.creature(game, 1, "Timber Wolf", side.mage.zone)
    game.attack(wolf, 1, wolf.name, wolf.attacks[0], side.mage)
    [roll] = scenario.events(game, "defense")
    assert roll["need"] == 7 - 1  # Defense 7+, +1 on the roll (the card's Defense +1)


def test_helm_of_fear_cancels_a_living_creature_s_melee_attack_on_9_or_more(library):
    a = scenario.spec(library, "Warlock", "Helm of Fear", label="A")
    b = scenario.spec(library, "Beastmaster", "Timber Wolf", "Skeletal Minion", label="B")
    cancelled = hit = 0
    for seed in range(12):
        game = scenario.game(a, b, f"fear{seed}")
        _equip(game, 0, a, "Helm of Fear")
        warlock = game.sides[0].mage
        wolf = scenario.creature(game, 1, "Timber Wolf", warlock.zone)
        game.attack(wolf, 1, wolf.name, wolf.attacks[0], warlock)
        [fear] = scenario.events(game, "fear")
        attacked = bool(scenario.events(game, "attack"))
        assert fear["ok"] == (fear["roll"] >= 9) and attacked != fear["ok"]
        cancelled, hit = cancelled + fear["ok"], hit + attacked
        skeleton = scenario.creature(game, 1, "Skeletal Minion", warlock.zone)  # Nonliving: no fear
        game.attack(skeleton, 1, skeleton.name, skeleton.attacks[0], warlock)
        assert len(scenario.events(game, "fear")) == 1
        game.attack(wolf, 1, wolf.name, wolf.attacks[0], warlock, counter=True)  # counterstrikes excepted
        assert len(scenario.events(game, "fear")) == 1
    assert cancelled and hit


class _Faces:
    """Dice that show the given faces (0-1 blank, 2: 1, 3: 2, 4: 1 critical, 5: 2 critical)."""

    def __init__(self, faces):
        self.faces = list(faces)

    def random(self):
        return (self.faces.pop(0) + 0.5) / 6


def test_veterans_belt_makes_up_to_2_critical_damage_count_as_normal():
    assert soaked_damage(_Faces([5, 5, 5]), 3, 2, 2) == 4 + max(0, 2 - 2)  # 6 critical: 2 now stopped by Armor 2
    assert soaked_damage(_Faces([5, 3, 0]), 3, 1, 2) == 0 + (2 + 2 - 1)  # 2 critical, 2 normal, Armor 1
    assert soaked_damage(_Faces([4, 2]), 2, 5, 2) == 0  # every point normal now: Armor 5 stops them


def test_veterans_belt_is_worn_and_rolls_the_dice_one_by_one(library):
    a = scenario.spec(library, "Warlord", "Veteran's Belt", label="A")
    b = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", label="B")
    game = scenario.game(a, b, "r5")
    _equip(game, 0, a, "Veteran's Belt")
    assert game.sides[0].mage.crit_soak == 2 and not matchup_reason(scenario.model(a, "Veteran's Belt"))


def test_meditation_amulet_gives_its_idle_mage_3_mana_for_its_full_action(library):
    a = scenario.spec(library, "Wizard", "Meditation Amulet", label="A")
    b = scenario.spec(library, "Beastmaster", "Timber Wolf", label="B")
    game = scenario.game(a, b, "r5")
    side = game.sides[0]
    scenario.creature(game, 1, "Timber Wolf", (3, 2))  # the enemy can attack: the Wizard does not walk to it
    before = side.mana
    game.mage_turn(side)
    assert side.mana == before  # no amulet: nothing
    _equip(game, 0, a, "Meditation Amulet")
    before = side.mana
    game.mage_turn(side)
    assert side.mana == before + 3 and scenario.events(game, "meditate")


def test_purge_magic_destroys_every_enchantment_on_the_target_hidden_or_revealed(library):
    a = scenario.spec(library, "Wizard", "Purge Magic", "Ghoul Rot", label="A")
    b = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", "Bear Strength", "Rhino Hide", "Block", label="B")
    game = scenario.game(a, b, "r5")
    side = game.sides[0]
    bear = scenario.creature(game, 1, "Steelclaw Grizzly", (1, 0))  # 1 zone: in Purge Magic's range
    purge = scenario.model(a, "Purge Magic")
    side.mana = 20
    strength = Ench(scenario.model(b, "Bear Strength"), 1, bear)
    bear.enchantments.append(strength)
    game.reveal(game.sides[1], strength)
    assert game.spell_target(side, purge) is None  # 5 mana of enchantments: not worth 12
    for name in ("Rhino Hide", "Block"):
        bear.enchantments.append(Ench(scenario.model(b, name), 1, bear))
    game.reveal(game.sides[1], bear.enchantments[1])
    melee = bear.melee
    side.prepared = [purge]
    game.mage_turn(side)
    assert not bear.enchantments  # the hidden Block too (the card's data)
    assert [c["mana"] for c in scenario.events(game, "cast")] == [12]
    assert bear.melee == melee - 2 and scenario.events(game, "purge")  # Bear Strength's Melee +2 went with it


def test_evade_lets_a_creature_past_the_guard_to_the_enemy_mage_this_round(library):
    a = scenario.spec(library, "Warlord", "Knight of Westlock", "Evade", label="A")
    b = scenario.spec(library, "Beastmaster", "Timber Wolf", label="B")
    game = scenario.game(a, b, "r5")
    side, foe = game.sides[0], game.sides[1]
    knight = scenario.creature(game, 0, "Knight of Westlock", foe.mage.zone)
    wolf = scenario.creature(game, 1, "Timber Wolf", foe.mage.zone)
    wolf.guard = True
    assert game.melee_targets(knight, knight.zone) == [wolf]  # a guard takes the melee attack (L1561-1608)
    side.mage.zone, side.mana = (2, 2), 20  # within 2 zones of the knight
    side.prepared = [scenario.model(a, "Evade")]
    game.mage_turn(side)
    assert knight.elusive and foe.mage in game.melee_targets(knight, knight.zone)  # Elusive ignores guards
    assert (knight, "elusive", 1) in game._round_buffs  # until the end of the round


@pytest.mark.parametrize("card, x, damage, living", [("Resurrection", 9 + 2, 0, True), ("Animate Dead", 5, 2, False)])
def test_a_destroyed_creature_comes_back_from_the_discard_pile(library, card, x, damage, living):
    """Resurrection: X = its cost + its level; Animate Dead: half its cost rounded up, a Zombie with
    damage equal to its level (the cards' data, sim/game/discard.py)."""
    mage = "Priestess" if card == "Resurrection" else "Necromancer"
    a = scenario.spec(library, mage, card, "Timber Wolf", "Skeletal Minion", label="A")
    b = scenario.spec(library, "Beastmaster", label="B")
    game = scenario.game(a, b, "r5")
    side = game.sides[0]
    spell = scenario.model(a, card)
    assert not matchup_reason(spell) and game.spell_target(side, spell) is None  # an empty discard pile
    for name in ("Timber Wolf", "Skeletal Minion"):
        piece = scenario.creature(game, 0, name, (1, 0))
        game._direct(piece, 99, "test")  # destroyed: its card to our discard pile (000 L835)
    assert [m.name for m in side.discard] == ["Timber Wolf", "Skeletal Minion"]
    side.mana, side.prepared = 20, [spell]
    game.mage_turn(side)
    [wolf] = side.creatures  # the Skeletal Minion is Nonliving: never brought back
    assert side.mana == 20 - x and wolf.zone == side.mage.zone and wolf.ready_round == game.round + 1
    assert wolf.damage == damage and wolf.living == living and ("Zombie" in wolf.subtypes) != living
    assert [m.name for m in side.discard] == ["Skeletal Minion"]


def test_poisoned_blood_stops_regeneration_and_goes_on_the_foe_that_heals(library):
    a = scenario.spec(library, "Warlock", "Poisoned Blood", label="A")
    b = scenario.spec(library, "Beastmaster", "Timber Wolf", "Steelclaw Grizzly", "Regrowth", label="B")
    game = scenario.game(a, b, "r5")
    side = game.sides[0]
    poison = scenario.model(a, "Poisoned Blood")
    assert not matchup_reason(poison)
    wolf = scenario.creature(game, 1, "Timber Wolf", (1, 0))
    bear = scenario.creature(game, 1, "Steelclaw Grizzly", (1, 0))
    regrowth = Ench(scenario.model(b, "Regrowth"), 1, wolf)
    wolf.enchantments.append(regrowth)
    game.reveal(game.sides[1], regrowth)
    game.sides[1].library.clear()  # no heal left in the enemy's book: not its mage
    assert game.bearer_for(side, poison) is wolf  # the one that regenerates, not the bigger Grizzly
    side.mana, side.prepared = 20, [poison]
    game.mage_turn(side)
    game.reveal_pending(side)
    assert wolf.finite
    wolf.damage = 5
    game.conditions_upkeep(wolf)
    assert wolf.damage == 5  # Finite Life: no Regenerate
    assert bear.finite == 0


def test_rise_again_brings_its_destroyed_creature_back_a_zombie_at_the_end_of_the_round(library):
    """Half its cost, rounded up; where it was destroyed; damage equal to its level (errata 003 L525,
    the goldfish's reading of the card)."""
    a = scenario.spec(library, "Necromancer", "Rise Again", "Timber Wolf", "Goblin Grunt", label="A")
    b = scenario.spec(library, "Beastmaster", label="B")
    game = scenario.game(a, b, "r5")
    side = game.sides[0]
    wolf = scenario.creature(game, 0, "Timber Wolf", (1, 0))
    grunt = scenario.creature(game, 0, "Goblin Grunt", (1, 0))
    rise = scenario.model(a, "Rise Again")
    assert not matchup_reason(rise) and game.bearer_for(side, rise) is wolf  # the bigger threat
    side.mana, side.prepared = 20, [rise]
    game.mage_turn(side)
    assert any(e.spell is rise for e in wolf.enchantments)
    wolf.zone = (2, 1)
    mana = side.mana
    game._direct(wolf, 99, "test")
    game._direct(grunt, 99, "test")
    assert side.mana == mana - (9 + 1) // 2 and [m.name for m in side.discard] == ["Goblin Grunt"]
    assert not side.creatures  # back only at the end of the round
    game.rise_round_end()
    [zombie] = side.creatures
    assert zombie.name == "Timber Wolf" and zombie.zone == (2, 1) and zombie.damage == 2 and not zombie.living
    assert zombie.ready_round == game.round + 1 and "Zombie" in zombie.subtypes


def test_armor_ward_makes_the_enemy_pay_more_to_dissolve_its_mage_s_equipment(library):
    a = scenario.spec(library, "Warlord", "Armor Ward", "Dragonscale Hauberk", label="A")
    b = scenario.spec(library, "Wizard", "Dissolve", label="B")
    game = scenario.game(a, b, "r5")
    side, foe = game.sides[0], game.sides[1]
    ward = scenario.model(a, "Armor Ward")
    assert not matchup_reason(ward) and game.bearer_for(side, ward) is None  # nothing worth guarding yet
    _equip(game, 0, a, "Dragonscale Hauberk")
    hauberk = scenario.model(a, "Dragonscale Hauberk")
    dissolve = scenario.model(b, "Dissolve")
    foe.mana, foe.mage.zone = 20, (1, 0)
    assert game.spell_target(foe, dissolve) == (hauberk, hauberk.cost)
    side.mana, side.prepared = 20, [ward]
    game.mage_turn(side)
    assert game.ward(side) == 4
    assert game.spell_target(foe, dissolve) == (hauberk, hauberk.cost + 4)  # the card's 4 more
    foe.mana = hauberk.cost + 3
    assert game.spell_target(foe, dissolve) is None


def test_steal_enchantment_takes_the_enemy_s_buff_onto_our_creature(library):
    """X = its casting and reveal cost (the card's data); ours now: we pay its Upkeep, it helps us."""
    a = scenario.spec(library, "Wizard", "Steal Enchantment", "Timber Wolf", label="A")
    b = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", "Bear Strength", label="B")
    game = scenario.game(a, b, "r5")
    side = game.sides[0]
    ours = scenario.creature(game, 0, "Timber Wolf", (1, 0))
    bear = scenario.creature(game, 1, "Steelclaw Grizzly", (2, 0))
    scenario.creature(game, 1, "Steelclaw Grizzly", (1, 0)).life = 99  # an enemy next to our wolf: the buff pays
    strength = Ench(scenario.model(b, "Bear Strength"), 1, bear)
    bear.enchantments.append(strength)
    game.reveal(game.sides[1], strength)
    melee = bear.melee
    steal = scenario.model(a, "Steal Enchantment")
    assert not matchup_reason(steal)
    new = game.bearer_for(side, strength.spell)  # where our own copy would go
    assert new in (ours, side.mage)
    side.mana, side.prepared = 20, [steal]
    game.mage_turn(side)
    assert strength.owner == 0 and strength.bearer is new and strength in new.enchantments
    assert bear.melee == melee - 2 and new.melee >= 2  # Bear Strength's Melee +2 changed sides
    assert [c["mana"] for c in scenario.events(game, "cast")][0] == strength.total_cost


def test_shift_enchantment_moves_our_hidden_block_to_the_friend_under_attack(library):
    a = scenario.spec(library, "Wizard", "Shift Enchantment", "Block", "Timber Wolf", label="A")
    b = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", label="B")
    game = scenario.game(a, b, "r5")
    side = game.sides[0]
    wolf = scenario.creature(game, 0, "Timber Wolf", (1, 0))
    block = Ench(scenario.model(a, "Block"), 0, side.mage)
    side.mage.enchantments.append(block)
    shift = scenario.model(a, "Shift Enchantment")
    assert not matchup_reason(shift) and game.spell_target(side, shift) is None  # nobody threatened
    scenario.creature(game, 1, "Steelclaw Grizzly", (1, 0))  # the Grizzly can claw the wolf, not the mage
    side.mana, side.prepared = 20, [shift]
    game.mage_turn(side)
    assert block.bearer is wolf and not block.revealed and block.owner == 0 and not side.mage.enchantments
    assert side.mana <= 20 - 1  # X = 1 for a hidden enchantment


def test_a_moving_spell_whose_enchantment_left_play_fizzles(library):
    """A Shift Enchantment aimed when it was prepared finds its enchantment gone when it resolves
    (dispelled, revealed and spent): nothing moves, nothing crashes (a Beastmaster CoK gauntlet
    raised ValueError here)."""
    a = scenario.spec(library, "Wizard", "Shift Enchantment", "Block", "Timber Wolf", label="A")
    b = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", label="B")
    game = scenario.game(a, b, "r5")
    side = game.sides[0]
    wolf = scenario.creature(game, 0, "Timber Wolf", (1, 0))
    block = Ench(scenario.model(a, "Block"), 0, side.mage)  # aimed at, then gone before the spell resolves
    game.play_spell(side, scenario.model(a, "Shift Enchantment"), (block, wolf), 1)
    assert not wolf.enchantments and block.bearer is side.mage and not scenario.events(game, "moved")


def test_arcane_corruption_deals_1_a_round_per_enchantment_of_its_controller_on_the_bearer(library):
    a = scenario.spec(library, "Warlock", "Arcane Corruption", "Ghoul Rot", "Moloch's Torment", label="A")
    b = scenario.spec(library, "Wizard", "Timber Wolf", label="B")
    game = scenario.game(a, b, "r5")
    side, wizard = game.sides[0], game.sides[1].mage
    corruption = scenario.model(a, "Arcane Corruption")
    assert not matchup_reason(corruption) and not matchup_reason(scenario.model(a, "Moloch's Torment"))
    wizard.enchantments.append(Ench(scenario.model(a, "Ghoul Rot"), 0, wizard))  # hidden: it counts too
    wizard.zone = (1, 1)  # within its range (0-2)
    scenario.creature(game, 1, "Timber Wolf", (1, 1))
    assert game.bearer_for(side, corruption) is wizard  # the enemy piece carrying a curse of ours
    side.mana, side.prepared = 30, [corruption]
    game.mage_turn(side)
    assert next(e for e in wizard.enchantments if e.spell is corruption).revealed
    wizard.damage = 0
    game.conditions_upkeep(wizard)
    assert wizard.damage == 2  # itself and the face-down Ghoul Rot
    _equip(game, 0, a, "Moloch's Torment")  # 1 mana for 1 damage to a cursed enemy
    mana = side.mana
    game.conditions_upkeep(wizard)
    assert wizard.damage == 2 + 2 + 1 and side.mana == mana - 1


def test_force_orb_is_a_defense_against_ranged_attacks_only_once_a_round(library):
    a = scenario.spec(library, "Forcemaster", "Force Orb", label="A")
    b = scenario.spec(library, "Wizard", "Lightning Bolt", "Timber Wolf", label="B")
    game = scenario.game(a, b, "r5")
    side = game.sides[0]
    orb = scenario.model(a, "Force Orb")
    assert not matchup_reason(orb) and game.bearer_for(side, orb) is side.mage  # the enemy has an attack spell
    side.mana, side.prepared = 30, [orb]
    game.mage_turn(side)
    game.reveal_pending(side)
    assert side.mage.orb == 8
    side.mage.defense = 0  # the Forcemaster's own Defense out of the way
    wolf = scenario.creature(game, 1, "Timber Wolf", side.mage.zone)
    game.attack(wolf, 1, wolf.name, wolf.attacks[0], side.mage)  # melee: no roll
    assert not scenario.events(game, "defense")
    bolt = scenario.model(b, "Lightning Bolt").attacks[0]
    for _ in range(2):
        game.attack(None, 1, "Lightning Bolt", bolt, side.mage, spell=True)
    [roll] = scenario.events(game, "defense")  # once a round
    assert roll["need"] == 8 and roll["ok"] == (roll["roll"] >= 8)


def test_a_decoy_stays_face_down_draws_a_seeking_dispel_and_gives_its_owner_2_mana(library):
    a = scenario.spec(library, "Wizard", "Decoy", label="A")
    b = scenario.spec(library, "Priest", "Seeking Dispel", "Timber Wolf", label="B")
    game = scenario.game(a, b, "r5")
    side, foe = game.sides[0], game.sides[1]
    decoy = scenario.model(a, "Decoy")
    assert not matchup_reason(decoy) and game.bearer_for(side, decoy) is side.mage
    foe.library[scenario.model(b, "Seeking Dispel").card_id] = 0
    assert game.bearer_for(side, decoy) is None  # nothing of the enemy's looks for face-down enchantments
    foe.library[scenario.model(b, "Seeking Dispel").card_id] = 1
    side.mana, side.prepared = 10, [decoy]
    game.mage_turn(side)
    game.reveal_pending(side)
    [ench] = side.mage.enchantments
    assert not ench.revealed and side.mana == 10 - 2  # cast face down, never revealed
    mana = side.mana
    foe.mana, foe.mage.zone, foe.prepared = 20, (1, 0), [scenario.model(b, "Seeking Dispel")]
    game.mage_turn(foe)
    assert not side.mage.enchantments and side.mana == mana + 2  # the card's 2 mana when destroyed


def test_destroy_magic_destroys_every_enchantment_in_the_zone_and_its_traps(library):
    a = scenario.spec(library, "Wizard", "Destroy Magic", label="A")
    b = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", "Bear Strength", "Rhino Hide", "Hellfire Trap",
                      label="B")
    game = scenario.game(a, b, "r5")
    side = game.sides[0]
    zone = (1, 0)
    bears = [scenario.creature(game, 1, "Steelclaw Grizzly", zone) for _ in range(2)]
    for bear, name in zip(bears, ("Bear Strength", "Rhino Hide")):
        ench = Ench(scenario.model(b, name), 1, bear)
        bear.enchantments.append(ench)
        game.reveal(game.sides[1], ench)
    spell = scenario.model(a, "Destroy Magic")
    assert not matchup_reason(spell)
    side.mana = 30
    assert game.spell_target(side, spell) is None  # 5 + 4 mana of enchantments: not worth 16
    game.lay(game.sides[1], scenario.model(b, "Hellfire Trap"), zone)  # a face-down trap there too
    assert game.spell_target(side, spell) == (zone, 0)
    side.prepared = [spell]
    game.mage_turn(side)
    assert not any(b.enchantments for b in bears) and not game.things  # the card's data: whatever it is on


def test_steal_equipment_takes_the_enemy_mage_s_best_item_within_1_zone(library):
    a = scenario.spec(library, "Forcemaster", "Steal Equipment", label="A")
    b = scenario.spec(library, "Warlord", "Dragonscale Hauberk", "Leather Gloves", label="B")
    game = scenario.game(a, b, "r5")
    side, foe = game.sides[0], game.sides[1]
    for name in ("Dragonscale Hauberk", "Leather Gloves"):
        _equip(game, 1, b, name)
    armor = foe.mage.armor
    steal = scenario.model(a, "Steal Equipment")
    assert not matchup_reason(steal)
    side.mana = 20
    assert game.spell_target(side, steal) is None  # the enemy mage is 5 zones away (range 0-1)
    foe.mage.zone = (1, 0)
    hauberk = scenario.model(b, "Dragonscale Hauberk")
    side.prepared = [steal]
    game.mage_turn(side)
    assert [s.name for s in foe.equipment] == ["Leather Gloves"] and foe.mage.armor == armor - 2
    assert [c["mana"] for c in scenario.events(game, "cast")][0] == hauberk.cost  # X = its casting cost


def test_unholy_resurgence_heals_every_friendly_skeleton_its_own_6_dice(library):
    a = scenario.spec(library, "Necromancer", "Unholy Resurgence", "Skeletal Knight", "Zombie Brute", label="A")
    b = scenario.spec(library, "Wizard", label="B")
    game = scenario.game(a, b, "r5")
    side = game.sides[0]
    knights = [scenario.creature(game, 0, "Skeletal Knight", z) for z in ((1, 0), (3, 2))]
    brute = scenario.creature(game, 0, "Zombie Brute", (1, 0))
    spell = scenario.model(a, "Unholy Resurgence")
    assert not matchup_reason(spell)
    side.mana = 20
    knights[0].damage = 3
    assert game.spell_target(side, spell) is None  # 3 Life to heal: not worth 9 mana
    for p in (*knights, brute):
        p.damage = 8
    side.prepared = [spell]
    game.mage_turn(side)
    heals = scenario.events(game, "heal")
    assert sorted(h["piece"] for h in heals) == ["Skeletal Knight", "Skeletal Knight"]  # not the Zombie
    assert all(k.damage == 8 - h for k, h in zip(knights, [x["amount"] for x in heals])) and brute.damage == 8


def test_divine_intervention_takes_its_hurt_bearer_out_of_melee_in_its_owner_s_upkeep(library):
    a = scenario.spec(library, "Priestess", "Divine Intervention", label="A")
    b = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", label="B")
    game = scenario.game(a, b, "r5")
    side = game.sides[0]
    spell = scenario.model(a, "Divine Intervention")
    assert not matchup_reason(spell) and game.bearer_for(side, spell) is side.mage
    side.mana, side.prepared = 20, [spell]
    assert game.cast(side, spell)  # (its mage_turn would then step the idle Priestess: defend.press)
    [ench] = side.mage.enchantments
    assert not ench.revealed and side.hidden_reserve() == 10  # its reveal cost kept, as for a Block
    bear = scenario.creature(game, 1, "Steelclaw Grizzly", side.mage.zone)
    side.mana = 20
    game.reveal_pending(side)
    assert not ench.revealed  # unhurt: it waits
    side.mage.damage = 16  # half of the Priestess's 32 Life
    game.reveal_pending(side)
    assert not side.mage.enchantments and side.mana == 20 - 10
    from spellforge.sim.matchup.pieces import distance

    # the zones farthest from the Grizzly but the enemy mage's own: 4 zones away
    assert distance(side.mage.zone, bear.zone) == 4 and side.mage.zone != game.sides[1].mage.zone


def test_standard_bearer_gives_the_other_friends_in_its_zone_melee_1_and_armor_1(library):
    a = scenario.spec(library, "Warlord", "Standard Bearer", "Knight of Westlock", label="A")
    b = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", label="B")
    game = scenario.game(a, b, "r5")
    side = game.sides[0]
    zone = (1, 0)
    bearer, knight = (scenario.creature(game, 0, "Knight of Westlock", zone) for _ in range(2))
    banner = scenario.model(a, "Standard Bearer")
    assert not matchup_reason(banner) and game.bearer_for(side, banner) in (bearer, knight)
    ench = Ench(banner, 0, bearer)
    bearer.enchantments.append(ench)
    game.reveal(side, ench)
    assert game.banner_bonus(knight, "Melee") == 1 and game.banner_bonus(knight, "Armor") == 1
    assert game.banner_bonus(bearer, "Melee") == 0  # "not the bearer"
    bear = scenario.creature(game, 1, "Steelclaw Grizzly", zone)
    bear.life = 99
    game.attack(knight, 0, knight.name, knight.attacks[0], bear)
    [hit] = scenario.events(game, "attack")
    assert hit["dice"] == knight.attacks[0].dice + 1
    knight.zone = (2, 0)  # out of the bearer's zone: nothing
    assert game.banner_bonus(knight, "Armor") == 0
    game.destroy_enchantment(ench)
    knight.zone = zone
    assert game.banner_bonus(knight, "Melee") == 0


def test_the_wands_abilities_are_used_once_a_round_as_quick_spells(library):
    """Wand of Healing: 2 dice for 2 mana on a living creature within 0-1 zones; Dispel Wand: a
    revealed enchantment within 0-1 zones for its cost (the cards' data), each once a round."""
    a = scenario.spec(library, "Priestess", "Wand of Healing", "Dispel Wand", label="A")
    b = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", "Bear Strength", label="B")
    assert not matchup_reason(scenario.model(a, "Wand of Healing"))
    assert not matchup_reason(scenario.model(a, "Dispel Wand"))
    game = scenario.game(a, b, "r5")
    side = game.sides[0]
    _equip(game, 0, a, "Wand of Healing")
    side.mage.damage, side.mana = 10, 20
    game.mage_turn(side)
    [heal] = scenario.events(game, "heal")
    assert side.mana == 20 - 2 and side.mage.damage == 10 - heal["amount"]
    game.mage_turn(side)
    assert len(scenario.events(game, "heal")) == 1  # once a round
    game._equip(side, scenario.model(a, "Wand of Healing"), -1)  # dissolved: the ability goes with it
    assert not side.bound
    _equip(game, 0, a, "Dispel Wand")
    bear = scenario.creature(game, 1, "Steelclaw Grizzly", (1, 0))
    strength = Ench(scenario.model(b, "Bear Strength"), 1, bear)
    bear.enchantments.append(strength)
    game.reveal(game.sides[1], strength)
    game.round, side.mana = 2, 20
    game.mage_turn(side)
    assert not bear.enchantments and side.mana == 20 - strength.total_cost


def test_an_item_with_upkeep_is_paid_each_upkeep_or_destroyed(library):
    # Dancing Scimitar's Upkeep +1 (000 L528-536): the goldfish paid it, the matchup did not (issue 48)
    a = scenario.spec(library, "Forcemaster", "Dancing Scimitar", label="A")
    game = scenario.game(a, scenario.spec(library, "Beastmaster", "Timber Wolf", label="B"), "r5")
    side = game.sides[0]
    _equip(game, 0, a, "Dancing Scimitar")
    side.mana = 3
    game.pay_upkeep(side)
    assert side.mana == 2 and side.equipment
    side.mana = 0
    game.pay_upkeep(side)
    assert not side.equipment and scenario.events(game, "upkeep_lost") and not side.mage.attacks[1:]


def test_the_dancing_scimitar_attacks_by_itself_once_a_round_or_defends(library):
    """Autonomous (errata 003 L599-602): the Scimitar is the attacker, not its mage: its 3 dice are
    not the mage's weapon, it attacks once a round after a friendly activation from its bearer's
    zone (a guard there first, no counterstrike: no creature to hit back), attack or Defense in a
    round, and it goes with the item."""
    a = scenario.spec(library, "Forcemaster", "Dancing Scimitar", label="A")
    b = scenario.spec(library, "Beastmaster", "Timber Wolf", label="B")
    game = scenario.game(a, b, "r5")
    side, foe = game.sides
    scimitar = scenario.model(a, "Dancing Scimitar")
    assert scimitar.autonomous and scimitar.attacks and scimitar.defense
    _equip(game, 0, a, "Dancing Scimitar")
    assert scimitar.attacks[0] not in side.mage.attacks and side.autonomous == [scimitar]  # not her weapon
    assert side.mage.defense == scimitar.defense  # its Defense is the bearer's
    wolf = scenario.creature(game, 1, "Timber Wolf", side.mage.zone)
    wolf.guard, wolf.life = True, 99
    foe.mage.zone = side.mage.zone
    side.mana, side.mage.attacks = 0, []  # nothing to cast; her own attack would draw the counterstrike first
    game.activate(side, side.mage)
    slashes = [p for p in scenario.events(game, "attack") if p["attacker"] == scimitar.name]
    assert [(p["target"], p["dice"]) for p in slashes] == [("Timber Wolf", 3)]  # the guard, 3 dice, no bonus
    assert not scenario.events(game, "counterstrike") and not wolf.guard  # nothing to hit back; the marker goes
    assert side.mage.defense_round == game.round  # it attacked: no Defense this round
    game.activate(side, side.mage)  # another friendly activation: once a round
    assert len([p for p in scenario.events(game, "attack") if p["attacker"] == scimitar.name]) == 1
    game.round += 1
    game._acted.clear()
    side.mage.defense_round = game.round  # its Defense was used first this round: no attack
    game.conj_attacks(side)
    assert len([p for p in scenario.events(game, "attack") if p["attacker"] == scimitar.name]) == 1
    game.round += 1
    game._acted.clear()
    game.lose_item(side, scimitar)  # dissolved: its attack goes with it
    game.conj_attacks(side)
    assert not side.autonomous
    assert len([p for p in scenario.events(game, "attack") if p["attacker"] == scimitar.name]) == 1
