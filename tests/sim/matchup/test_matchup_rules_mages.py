"""The mages' own abilities in the two-sided game (sim/matchup/mage_powers.py, rules digest §2.2):
Quick Summons, Pet, Blood Reaper, Divine Reward, the Voltaric Shield, the Forcemaster's Deflect
and a worn spawnpoint (Echo of the Depths), on constructed positions with real cards and seeded
dice: the rulebook's outcome of one action."""

from __future__ import annotations

import pytest

from spellforge.sim.matchup.mage_powers import unplayed
from spellforge.sim.matchup.pieces import SideSpec, matchup_reason
from tests.sim.matchup import scenario


def _melee(piece):
    return next(a for a in piece.attacks if a.kind == "melee")


@pytest.fixture(scope="module")
def books(library):
    beasts = scenario.spec(library, "Beastmaster", "Bitterwood Fox", "Feral Bobcat", "Timber Wolf",
                           "Sosruko, Ferret Companion", label="BM")
    wizard = scenario.spec(library, "Wizard", "Bitterwood Fox", "Feral Bobcat", "Timber Wolf", "Dissolve", label="WZ")
    return beasts, wizard


def test_quick_summons_casts_two_level_1_animals_in_one_turn_and_is_once_a_round(books):
    beasts, wizard = books
    game = scenario.game(beasts, wizard, mana=40)
    side = game.sides[0]
    fox, cat, wolf = (scenario.model(beasts, n) for n in ("Bitterwood Fox", "Feral Bobcat", "Timber Wolf"))
    assert not fox.quick and game.is_quick(side, fox) and not game.is_quick(side, wolf)  # level 1 only (L1687)
    side.prepared = [fox, cat]
    game.mage_turn(side)  # one by its quickcast, one by its action (L1687)
    assert [c.name for c in side.creatures] == ["Bitterwood Fox", "Feral Bobcat"] and side.quick_used
    assert not game.is_quick(side, cat)  # once a round
    game.round = 2
    assert game.is_quick(side, cat)
    # the Wizard casts the same Fox as the full spell it is: one creature with its action
    other = game.sides[1]
    other.prepared = [scenario.model(wizard, "Bitterwood Fox"), scenario.model(wizard, "Feral Bobcat")]
    game.mage_turn(other)
    assert [c.name for c in other.creatures] == ["Bitterwood Fox"] and not other.quick_used


def test_a_jinx_counters_a_quick_summons_but_not_the_same_creature_cast_with_the_action(library, books):
    from spellforge.sim.matchup.pieces import Ench

    beasts = books[0]
    warlock = scenario.spec(library, "Warlock", "Jinx", label="WL")
    game = scenario.game(beasts, warlock, mana=40)
    side = game.sides[0]
    fox, wolf = scenario.model(beasts, "Bitterwood Fox"), scenario.model(beasts, "Timber Wolf")
    side.mage.enchantments.append(Ench(scenario.model(warlock, "Jinx"), 1, side.mage))
    side.prepared = [wolf]
    assert game.cast(side, wolf) and [c.name for c in side.creatures] == ["Timber Wolf"]  # a full spell: no Jinx
    side.prepared = [fox]
    assert game.cast(side, fox)  # still a spell, quick: Jinx counters it (L1687)
    assert [c.name for c in side.creatures] == ["Timber Wolf"] and side.prepared == []
    assert scenario.events(game, "jinx") and side.mage.hidden("jinx") is None


def test_the_beastmasters_planning_keeps_a_summoned_animal_for_after_the_move(books, library):
    from spellforge.sim.matchup.batch import passive_side

    beasts = scenario.spec(library, "Beastmaster", "Bitterwood Fox", "Timber Wolf", "Jet Stream", label="BM")
    beasts = SideSpec("BM", beasts.book, opening=("attack",), then="attack")
    game = scenario.game(beasts, passive_side(), mana=40)
    side = game.sides[0]
    side.prepared = game.prepare(side)
    assert side.walk_first and [s.name for s in side.prepared] == ["Bitterwood Fox"]
    game.mage_turn(side)  # a move, then the Fox as its quick half (L690-695, L1687)
    assert side.mage.zone != (0, 0) and [c.zone for c in side.creatures] == [side.mage.zone]


def test_pet_marks_the_first_animal_paid_one_at_a_time_and_comes_back(books):
    beasts, wizard = books
    game = scenario.game(beasts, wizard, mana=40)
    side = game.sides[0]
    wolf = scenario.model(beasts, "Timber Wolf")
    side.library[wolf.card_id] = 3
    side.prepared = [wolf]
    assert game.cast(side, wolf)
    pet = side.creatures[0]
    assert side.mana == 40 - wolf.cost - 3  # level 2 + 1 (L1695)
    assert (pet.melee, pet.armor, pet.life) == (wolf.melee_bonus + 1, wolf.armor + 1, wolf.life + 3)  # L1701
    foe = scenario.creature(game, 1, "Timber Wolf", pet.zone)
    assert game.marker_bonus(side, pet, _melee(pet), foe) == 1  # the second Melee +1 by the Beastmaster
    pet.zone = (1, 0)
    assert game.marker_bonus(side, pet, _melee(pet), foe) == 0
    side.prepared = [wolf]
    mana = side.mana
    assert game.cast(side, wolf) and side.mana == mana - wolf.cost  # one Pet at a time (L1705)
    assert side.creatures[1].life == wolf.life
    pet.damage = pet.life
    game.destroyed(pet)  # the marker comes back (L1707)
    sosruko = scenario.model(beasts, "Sosruko, Ferret Companion")
    side.prepared = [sosruko]
    mana = side.mana
    assert game.cast(side, sosruko) and side.mana == mana - sosruko.cost  # never on a Legendary Animal (L1709)
    side.prepared = [wolf]
    assert game.cast(side, wolf) and side.marker_on is side.creatures[-1] and side.creatures[-1].life == wolf.life + 3


def test_blood_reaper_costs_life_adds_bloodthirsty_and_heals_the_warlock_once_a_round(library, books):
    warlock = scenario.spec(library, "Warlock", "Dark Pact Slayer", label="WL")
    game = scenario.game(warlock, books[1], "reaper", 40)
    side = game.sides[0]
    slayer = scenario.model(warlock, "Dark Pact Slayer")
    life = side.mage.life
    side.prepared = [slayer]
    assert game.cast(side, slayer) and side.mana == 40 - slayer.cost
    reaper = side.creatures[0]
    assert side.mage.life == life - 4 and side.mage.damage == 0  # level 3 + 1 Life, not damage (L1773-1775)
    foe = scenario.creature(game, 1, "Timber Wolf", reaper.zone)
    foe.life = 99
    assert game.marker_bonus(side, reaper, _melee(reaper), foe) == 0  # Bloodthirsty: a damaged target only
    foe.damage = 1
    assert game.marker_bonus(side, reaper, _melee(reaper), foe) == 2  # Bloodthirsty +2 (L1779)
    side.mage.damage = 5
    game.do_attack(side, reaper, (_melee(reaper), foe, reaper.melee))
    assert foe.damage > 1 and side.mage.damage == 3  # the first damage this round heals 2 (L1783)
    game.do_attack(side, reaper, (_melee(reaper), foe, reaper.melee))
    assert side.mage.damage == 3 and len(scenario.events(game, "reaper_heal")) == 1


def test_divine_reward_gives_life_once_a_round_for_a_holy_incantation_or_revealed_enchantment(library, books):
    priestess = scenario.spec(library, "Priestess", "Minor Heal", "Heal", "Divine Protection", label="PR")
    game = scenario.game(priestess, books[1], mana=40)
    side = game.sides[0]
    life = side.mage.life
    side.mage.damage = 8
    side.prepared = [scenario.model(priestess, "Minor Heal"), scenario.model(priestess, "Heal")]
    assert game.cast(side, side.prepared[0]) and side.mage.life == life + 1  # not healing: her Life (L1723)
    side.mage.damage = 8
    assert game.cast(side, side.prepared[0]) and side.mage.life == life + 1  # once a round (L1721)
    game.round = 2
    side.prepared = [scenario.model(priestess, "Divine Protection")]
    assert game.cast(side, side.prepared[0]) and side.mage.life == life + 2  # a Holy enchantment revealed


def test_voltaric_shield_is_paid_when_threatened_and_stops_3_of_the_first_attack(books, library):
    wizard, beasts = scenario.spec(library, "Wizard", label="WZ"), books[0]

    def position(seed, shield):
        game = scenario.game(wizard, beasts, seed, 40)
        wolf = scenario.creature(game, 1, "Timber Wolf", (1, 0))  # a move and a melee attack away
        if shield:
            game.shield_upkeep(game.sides[0])
        return game, wolf

    calm, wolf = position("v", False)
    wolf.zone = (3, 2)
    calm.shield_upkeep(calm.sides[0])
    assert not calm.sides[0].shield_up and calm.sides[0].mana == 40  # nothing reaches him: not paid
    for seed in ("v1", "v2", "v3", "v4"):
        plain, wolf = position(seed, False)
        bare = plain.strikes(1, "Timber Wolf", _melee(wolf), plain.sides[0].mage, bonus=3)
        shielded, wolf = position(seed, True)
        assert shielded.sides[0].shield_up and shielded.sides[0].mana == 38  # 2 in the Upkeep (L1805)
        hit = shielded.strikes(1, "Timber Wolf", _melee(wolf), shielded.sides[0].mage, bonus=3)
        assert hit == bare - min(3, bare)  # after armor; 1 or 2 are prevented whole (L1807)
        assert shielded.sides[0].shield_up == (bare == 0)  # spent by the first attack that damages
    game, _ = position("v", True)
    game._direct(game.sides[0].mage, 2, "curse")
    assert game.sides[0].mage.damage == 2 and game.sides[0].shield_up  # direct damage passes (L1809)
    warlock = scenario.spec(library, "Warlock", "Drain Life", label="WL")
    game = scenario.game(wizard, warlock, "drain", 40)
    game.sides[1].mage.zone = (1, 0)
    game.shield_upkeep(game.sides[0])
    drain = scenario.model(warlock, "Drain Life")
    game.sides[1].prepared = [drain]
    assert game.sides[0].shield_up and game.cast(game.sides[1], drain)
    assert game.sides[0].mage.damage > 0 and game.sides[0].shield_up  # Drain Life passes it too (L1809)


def test_deflect_costs_the_forcemaster_1_mana(library, books):
    force = scenario.spec(library, "Forcemaster", label="FM")
    beasts = books[0]
    game = scenario.game(force, beasts, "d", 40)
    mage = game.sides[0].mage
    wolf = scenario.creature(game, 1, "Timber Wolf", mage.zone)
    assert mage.defense == 7
    game.sides[0].mana = 0
    game._avoided(wolf, 1, wolf.name, _melee(wolf), mage, False, 0, 0)
    assert scenario.events(game, "defense") == []  # no mana: no Deflect
    game.sides[0].mana = 5
    game._avoided(wolf, 1, wolf.name, _melee(wolf), mage, False, 0, 0)
    assert len(scenario.events(game, "defense")) == 1 and game.sides[0].mana == 4


def test_echo_of_the_depths_is_a_worn_spawnpoint_until_dissolved(library, books):
    siren = scenario.spec(library, "Siren", "Echo of the Depths", "Shoalsdeep Tidecaller", label="SI")
    wizard = books[1]
    echo, tide = scenario.model(siren, "Echo of the Depths"), scenario.model(siren, "Shoalsdeep Tidecaller")
    assert matchup_reason(echo) == ""
    game = scenario.game(siren, wizard, mana=40)
    side = game.sides[0]
    side.prepared = [echo]
    assert game.cast(side, echo) and [sp.name for sp in side.spawnpoints] == ["Echo of the Depths"]
    spawn = side.spawnpoints[0]
    spawn.pool = echo.own_channeling  # its Channeling (L508-516)
    side.mage.zone = (1, 0)  # worn: its creatures enter where the Siren stands
    mana = side.mana
    side.prepared = [tide]
    game.deploy(side)
    assert [(c.name, c.zone) for c in side.creatures] == [("Shoalsdeep Tidecaller", (1, 0))]
    assert side.mana == mana - (tide.cost - echo.own_channeling) and spawn.pool == 0  # its pool first (L982)
    game._cast_incantation(game.sides[1], scenario.model(wizard, "Dissolve"), echo, echo.cost, (1, 0))
    assert side.spawnpoints == [] and echo not in side.equipment


def test_the_abilities_not_played_are_listed_per_mage(library):
    assert [p["code"] for p in unplayed(scenario.spec(library, "Beastmaster").book)] == []
    assert [p["code"] for p in unplayed(scenario.spec(library, "Forcemaster").book)] == ["force_pull"]
    assert [p["code"] for p in unplayed(scenario.spec(library, "Druid").book)] == ["treebond"]
    assert [p["name"] for p in unplayed(scenario.spec(library, "Warlord").book)] == ["Battle Orders"]
