"""Round 6's equipment, both sides (sim/matchup/gear.py, equipment.py, docs/matchup.md): General's
Signet Ring's discount on its spawnpoints' Soldiers, on constructed positions with real cards."""

from __future__ import annotations

import pytest

from spellforge.sim.matchup.pieces import Ench, matchup_reason
from tests.sim.matchup.scenario import cast, game, model, spec
from tests.sim.matchup.scenario import creature as _creature


@pytest.fixture(scope="module")
def anvil(library):
    warlord = spec(library, "Warlord", "General's Signet Ring", "Barracks", "Goblin Grunt", "Dispel", label="Anvil")
    wizard = spec(library, "Wizard", "Timber Wolf", label="Wizard")
    return warlord, wizard


def test_generals_signet_ring_takes_1_off_a_soldier_its_mage_or_spawnpoint_casts_once_a_round(anvil):
    # its card: "Once per round, this Mage may pay 1 less mana when he, or a spawnpoint he controls,
    # casts a soldier spell"; the other rings serve only the mage's casts (003 L330)
    warlord, wizard = anvil
    ring, grunt = model(warlord, "General's Signet Ring"), model(warlord, "Goblin Grunt")
    assert matchup_reason(ring) == "" and ring.discounts[0].spawnpoints
    g = game(warlord, wizard, mana=40)
    side = g.sides[0]
    side.library["goblin-grunt"] = 3
    assert cast(g, 0, "General's Signet Ring") and cast(g, 0, "Barracks")
    barracks = side.spawnpoints[0]
    barracks.pool = 2
    mana, side.prepared = side.mana, [grunt]
    assert g.cast(side, grunt, spawnpoint=barracks)  # the Barracks' Deployment: 1 less, its pool first
    assert barracks.pool == 0 and side.mana == mana - (grunt.cost - 1 - 2)
    mana = side.mana
    assert cast(g, 0, "Goblin Grunt") and side.mana == mana - grunt.cost  # once a round (003 L328)
    for d in side.discounts:
        d[1] = 0  # the next round's Channeling readies it (game.play_round)
    mana = side.mana
    assert cast(g, 0, "Goblin Grunt") and side.mana == mana - (grunt.cost - 1)  # the mage's own cast
    assert side.discount(model(warlord, "Dispel"), True) == 0  # not a Soldier



@pytest.fixture(scope="module")
def crown(library):
    priestess = spec(library, "Priestess", "Crown of Protection", "Knight of Westlock", label="Priestess")
    beasts = spec(library, "Beastmaster", "Timber Wolf", label="Beasts")
    return priestess, beasts


def test_crown_of_protection_puts_a_stacking_armor_token_on_a_friend_once_a_round_as_a_quick_spell(crown):
    # its card: "Once per round, as a quick spell, this Mage may pay 2 mana to place an Armor +1
    # token on a target Living non-Mage creature up to one zone away. These tokens may stack."
    priestess, beasts = crown
    assert matchup_reason(model(priestess, "Crown of Protection")) == ""
    g = game(priestess, beasts, mana=20)
    side = g.sides[0]
    assert cast(g, 0, "Crown of Protection")
    far = _creature(g, 0, "Knight of Westlock", (side.mage.zone[0] + 2, side.mage.zone[1]))
    wolf = _creature(g, 1, "Timber Wolf", side.mage.zone)
    mana = side.mana
    g.quickcast(side)
    assert far.armor == model(priestess, "Knight of Westlock").armor and side.mana == mana  # 2 zones away: none
    near = _creature(g, 0, "Knight of Westlock", side.mage.zone)
    armor, mana = near.armor, side.mana
    g.quickcast(side)
    assert near.armor == armor + 1 and side.mana == mana - 2 and wolf.armor == model(beasts, "Timber Wolf").armor
    assert side.mage.armor == g.sides[0].book.mage.armor and side.quick_used  # never the Mage; its quick action
    side.quick_used = False
    g.quickcast(side)
    assert near.armor == armor + 1  # once a round
    g.round += 1
    g.quickcast(side)
    assert near.armor == armor + 2  # the tokens stack
    g.round += 1
    g.mage_turn(side)  # its quick action spent: the AI keeps its full action for an attack, not the Crown
    assert near.armor == armor + 2
    assert side.cast["crown-of-protection"] == 3  # the item's cast and its two uses


@pytest.fixture(scope="module")
def cloak(library):
    wizard = spec(library, "Wizard", "Suppression Cloak", label="Wizard")
    beasts = spec(library, "Beastmaster", "Timber Wolf", "Steelclaw Grizzly", label="Beasts")
    return wizard, beasts


def test_suppression_cloak_costs_each_creature_2_mana_for_its_first_melee_attack_on_its_mage_a_round(cloak):
    # its card: "The first time each round that each creature makes a melee attack against this
    # Mage, its controller must pay 2 mana during the Declare Attack Step, as an additional cost of
    # making that attack. Has no effect on counterstrikes."
    wizard, beasts = cloak
    assert matchup_reason(model(wizard, "Suppression Cloak")) == ""
    g = game(wizard, beasts, mana=20)
    side, foe = g.sides
    assert cast(g, 0, "Suppression Cloak") and side.mage.toll == 2
    wolf = _creature(g, 1, "Timber Wolf", side.mage.zone)
    bear = _creature(g, 1, "Steelclaw Grizzly", side.mage.zone)
    bite = next(a for a in wolf.attacks if a.kind == "melee")
    foe.mana = 3
    assert g.melee_targets(wolf, wolf.zone) == [side.mage]
    g.attack(wolf, 1, wolf.name, bite, side.mage)
    assert foe.mana == 1  # the wolf's first melee attack on the Wizard this round
    g.attack(wolf, 1, wolf.name, bite, side.mage)
    assert foe.mana == 1  # its second this round: free
    assert g.melee_targets(bear, bear.zone) == []  # the bear's controller cannot pay: no legal melee target
    assert g.best_attack(foe, bear, full_ok=True) is None
    damage = side.mage.damage
    g.attack(bear, 1, bear.name, next(a for a in bear.attacks if a.kind == "melee"), side.mage)
    assert side.mage.damage == damage and foe.mana == 1  # not paid: the attack is not made
    g.attack(bear, 1, bear.name, next(a for a in bear.attacks if a.kind == "melee"), side.mage, counter=True)
    assert foe.mana == 1  # a counterstrike pays nothing
    g.round += 1
    foe.mana = 2
    g.attack(wolf, 1, wolf.name, bite, side.mage)
    assert foe.mana == 0  # a new round: the wolf pays again
    g.lose_item(side, model(wizard, "Suppression Cloak"))
    assert side.mage.toll == 0


@pytest.fixture(scope="module")
def torment(library):
    warlock = spec(library, "Warlock", "Adramelech's Torment", "Agony", "Bear Strength", label="Adramelech")
    beasts = spec(library, "Beastmaster", "Timber Wolf", "Agony", label="Beasts")
    return warlock, beasts


def test_adramelechs_torment_burns_a_creature_with_a_revealed_curse_of_ours_and_no_burn(torment):
    # its card: "At the end of this Mage's Action Phase, they may pay 2 mana to place a Burn
    # condition on target creature. That creature must have no Burn conditions, and at least one
    # revealed curse you control attached to it."
    warlock, beasts = torment
    assert matchup_reason(model(warlock, "Adramelech's Torment")) == ""
    g = game(warlock, beasts, mana=20)
    side, foe = g.sides
    wolf = _creature(g, 1, "Timber Wolf", (2, 2))
    agony = Ench(model(warlock, "Agony"), 0, foe.mage)
    foe.mage.enchantments.append(agony)  # face down: not yet
    wolf.enchantments.append(Ench(model(beasts, "Agony"), 1, wolf))  # a curse, but not ours
    assert not cast(g, 0, "Adramelech's Torment")  # the AI wears it once a revealed curse of ours is on an enemy
    agony.revealed = True
    assert cast(g, 0, "Adramelech's Torment") and side.torment == 2
    agony.revealed = False
    mana = side.mana
    g.torment_burn(side)
    assert (foe.mage.burn, wolf.burn, side.mana) == (0, 0, mana)
    agony.revealed = True
    g.torment_burn(side)
    assert foe.mage.burn == 1 and side.mana == mana - 2
    g.torment_burn(side)
    assert foe.mage.burn == 1 and side.mana == mana - 2  # it has a Burn now: no second one
    side.mage.stun = 1  # its activation: no spell, no attack; the Torment at the end of its action phase
    foe.mage.burn = 0
    g.activate(side, side.mage)
    assert foe.mage.burn == 1 and side.mana == mana - 4
    assert side.cast["adramelechs-torment"] == 3  # the item's cast and its two uses


@pytest.fixture(scope="module")
def tides(library):
    siren = spec(library, "Siren", "Ring of Tides", "Swell", "Swell", "Swell", "Lightning Bolt", label="Siren")
    beasts = spec(library, "Beastmaster", "Timber Wolf", label="Beasts")
    return siren, beasts


def test_ring_of_tides_adds_a_die_to_its_mages_hydro_attacks_while_its_side_has_the_initiative(tides):
    # its card: "While you have the Initiative, when this Mage makes a hydro attack, that attack rolls
    # 1 additional attack die" (its "+2 to the effect roll" is not played, nor by the goldfish)
    siren, beasts = tides
    ring = model(siren, "Ring of Tides")
    assert matchup_reason(ring) == ""
    g = game(siren, beasts, mana=40)  # side A has the Initiative in round 1, B in round 2 (L472-478)
    side, foe = g.sides
    assert cast(g, 0, "Ring of Tides")  # worn while 3 Hydro attacks are left in the book (gear.RING_WORTH)
    swell, bolt = model(siren, "Swell").attacks[0], model(siren, "Lightning Bolt").attacks[0]
    assert swell.damage_type == "Hydro" and bolt.damage_type != "Hydro"

    def dice(profile):
        g.attack(side.mage, 0, "x", profile, foe.mage, spell=True)
        return [p for _, k, _, p in g.record.events if k == "attack" and p["attack"] == profile.name][-1]["dice"]

    assert dice(swell) == swell.dice + 1 and dice(bolt) == bolt.dice
    g.round = 2
    assert dice(swell) == swell.dice  # the enemy has the Initiative
    g.lose_item(side, ring)
    g.round = 3
    assert dice(swell) == swell.dice and side.tides == []


@pytest.fixture(scope="module")
def orb(library):
    forcemaster = spec(library, "Forcemaster", "Psi-Orb", "Invisible Stalker", "Invisible Stalker", "Dancing Scimitar",
                       "Forcefield", label="Forcemaster")
    beasts = spec(library, "Beastmaster", "Timber Wolf", label="Beasts")
    return forcemaster, beasts


def test_psi_orb_pays_1_less_upkeep_for_up_to_3_different_mind_spells(orb):
    # its card: "Each Upkeep Phase, you may pay 1 less upkeep for up to 3 different Mind spells you
    # control" (different cards, the costliest first: the goldfish's reading)
    forcemaster, beasts = orb
    assert matchup_reason(model(forcemaster, "Psi-Orb")) == ""
    g = game(forcemaster, beasts, mana=40)
    side = g.sides[0]
    stalkers = [_creature(g, 0, "Invisible Stalker", side.mage.zone) for _ in range(2)]
    for s in stalkers:
        s.upkeep = model(forcemaster, "Invisible Stalker").upkeep
    assert not cast(g, 0, "Psi-Orb")  # one Mind spell's upkeep paid (two Stalkers are one card): not worth 7 mana
    field = Ench(model(forcemaster, "Forcefield"), 0, side.mage)
    field.revealed = True
    side.mage.enchantments.append(field)
    assert cast(g, 0, "Dancing Scimitar")
    due = 2 * stalkers[0].upkeep + model(forcemaster, "Dancing Scimitar").upkeep + field.spell.upkeep
    mana = side.mana
    g.pay_upkeep(side)
    assert side.mana == mana - due
    assert cast(g, 0, "Psi-Orb")
    mana = side.mana
    g.pay_upkeep(side)
    assert side.mana == mana - (due - 3)  # Forcefield, Dancing Scimitar, one Invisible Stalker: 1 less each
    g.lose_item(side, model(forcemaster, "Psi-Orb"))
    mana = side.mana
    g.pay_upkeep(side)
    assert side.mana == mana - due and side.upkeep_cut == []


@pytest.fixture(scope="module")
def helmet(library):
    warlock = spec(library, "Warlock", "Bloodfire Helmet", "Blood Demon", "Darkfenne Bat", label="Adramelech")
    beasts = spec(library, "Beastmaster", "Timber Wolf", label="Beasts")
    return warlock, beasts


def test_bloodfire_helmet_gives_its_demons_melee_1_only_against_a_burning_object(helmet):
    # its card: "Demons you control gain Melee +1 while in attacking an object with a Burn
    # condition" (the data's against_condition=Burn; before, its compiled aura had no Burn in it)
    warlock, beasts = helmet
    item = model(warlock, "Bloodfire Helmet")
    assert matchup_reason(item) == "" and item.filtered_aura == (("Melee", 1, ("Demon",), False, True),)
    g = game(warlock, beasts, mana=40)
    side, foe = g.sides
    assert cast(g, 0, "Bloodfire Helmet")
    demon = _creature(g, 0, "Blood Demon", foe.mage.zone)
    bat = _creature(g, 0, "Darkfenne Bat", foe.mage.zone)
    wolf = _creature(g, 1, "Timber Wolf", foe.mage.zone)

    def dice(attacker, target, counter=False):
        profile = next(a for a in attacker.attacks if a.kind == "melee")
        wolf.damage = 0
        g.attack(attacker, 0, attacker.name, profile, target, counter=counter)
        return [p for _, k, _, p in g.record.events if k == "attack" and p["attacker"] == attacker.name][-1]["dice"], \
            profile.dice

    rolled, printed = dice(demon, wolf)
    assert rolled == printed  # no Burn on the wolf
    wolf.burn = 1
    rolled, printed = dice(demon, wolf)
    assert rolled == printed + 1
    rolled, printed = dice(bat, wolf)
    assert rolled == printed  # no Demon
    g.lose_item(side, item)
    rolled, printed = dice(demon, wolf)
    assert rolled == printed and side.burn_melee == []
