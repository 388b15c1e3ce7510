"""Round 6 of the two-sided rules (docs/matchup.md, issue 48): the official books' incantations played
since round 6 (Flank Attack), on constructed positions, by both sides. Real cards, seeded dice; each
test names the card text (OCTGN module, the compiled model) or the rulebook line (000) it checks."""

from __future__ import annotations

import pytest

from spellforge.sim.matchup.pieces import matchup_reason
from tests.sim.matchup import scenario

SOLDIER = "Dwarf Kriegsbiel"


def _attacks(game, attacker):
    return [p for _, k, _, p in game.record.events if k == "attack" and p["attacker"] == attacker]


@pytest.fixture(scope="module")
def books(library):
    return (scenario.spec(library, "Anvil Throne Warlord", SOLDIER, "Flank Attack", label="A"),
            scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", label="B"))


def _flank_position(books, side_idx: int, seed="r6"):
    """Two Soldiers of side_idx's and the enemy's bear in one zone, the mage 1 zone away with 20 mana."""
    own, other = books
    game = scenario.game(*((own, other) if side_idx == 0 else (other, own)), seed=seed)
    side = game.sides[side_idx]
    zone = (1, 1)
    first, second = (scenario.creature(game, side_idx, SOLDIER, zone) for _ in range(2))
    bear = scenario.creature(game, 1 - side_idx, "Steelclaw Grizzly", zone)
    bear.life = 99  # it lives through both attacks
    side.mage.zone, side.mana = (1, 0), 20
    return game, side, first, second, bear


@pytest.mark.parametrize("side_idx", [0, 1])
def test_flank_attack_gives_the_second_soldier_melee_2_and_piercing_2_on_the_foe_the_first_damaged(books, side_idx):
    # "If target's next melee attack this round attacks an enemy creature that was attacked and damaged
    # by another friendly soldier this round, then that attack gains Piercing +2, and target gains
    # Melee +2, for that attack" (the card's text; the compiled tag flank:Soldier = 2)
    flank = scenario.model(books[0], "Flank Attack")
    assert not matchup_reason(flank)  # played (round 5: "incantation_effect")
    game, side, first, second, bear = _flank_position(books, side_idx)
    side.prepared = [flank]
    game.mage_turn(side)  # the mage acts first (L596-608): the later Soldier in the round's order gets it
    assert second.flank == (1, "Soldier", 2) and first.flank is None
    assert side.mana == 20 - flank.cost
    game.creature_turn(side, first)
    assert bear.damage > 0  # seeded: the first Soldier's attack damages the bear
    game.creature_turn(side, second)
    base = scenario.model(books[0], SOLDIER).attacks[0].dice
    assert [h["dice"] for h in _attacks(game, SOLDIER)] == [base, base + 2]
    assert second.flank is None  # used up by that attack


def test_flank_attack_adds_nothing_on_a_foe_no_other_soldier_damaged_and_is_used_up(books):
    game, side, first, second, bear = _flank_position(books, 0)
    second.flank = (1, "Soldier", 2)
    game.creature_turn(side, second)  # the first Soldier has not attacked the bear this round
    base = scenario.model(books[0], SOLDIER).attacks[0].dice
    assert [h["dice"] for h in _attacks(game, SOLDIER)] == [base] and second.flank is None
    game.creature_turn(side, first)  # the first's attack gains nothing: it holds no Flank Attack
    assert [h["dice"] for h in _attacks(game, SOLDIER)] == [base, base]


def test_flank_attack_is_not_cast_without_a_second_soldier_on_the_same_foe(books):
    game, side, first, second, bear = _flank_position(books, 0)
    flank = scenario.model(books[0], "Flank Attack")
    assert game.spell_target(side, flank) == (second, 0)
    second.zone = (2, 1)  # no enemy beside it: nothing to gain
    assert game.spell_target(side, flank) is None
    second.zone = first.zone
    game._acted.add(id(first))  # the first has acted without damaging anyone: nobody to flank with
    assert game.spell_target(side, flank) is None


@pytest.fixture(scope="module")
def lotus_books(library):
    return (scenario.spec(library, "Druid", "Nightshade Lotus", label="Druid"),
            scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", label="B"))


@pytest.mark.parametrize("side_idx", [0, 1])
def test_nightshade_lotus_attacks_and_its_mist_puts_a_living_creature_to_sleep_for_its_level_2(lotus_books, side_idx):
    # "Comes into play with a Mist token on it. When Lotus's attack targets a Living non-Mage creature,
    # at the end of the Damage & Effects Step, you may remove the Mist token and pay mana equal to that
    # creature's Level +2 to place a Sleep condition marker on that creature" (the card's text; its
    # Poison Sleep Mist: 3 dice, range 0-0)
    druid, other = lotus_books
    game = scenario.game(*((druid, other) if side_idx == 0 else (other, druid)), seed="r6")
    side, foe = game.sides[side_idx], game.sides[1 - side_idx]
    lotus = scenario.model(druid, "Nightshade Lotus")
    assert not matchup_reason(lotus)  # played (round 5: "conjuration")
    bear = scenario.creature(game, 1 - side_idx, "Steelclaw Grizzly", (1, 1))
    bear.life = 99
    side.mage.zone, foe.mage.zone, side.mana = (1, 0), (3, 2), 30  # the enemy mage out of its casting range 0-1
    side.prepared = [lotus]
    assert game.cast(side, lotus)
    [conj] = side.conjs
    assert conj.zone == bear.zone and conj.tokens == 1 and conj.attacks[0].dice == 3
    mana = side.mana
    game.conj_attacks(side)  # after a friendly activation (errata 003 L889)
    [hit] = _attacks(game, "Nightshade Lotus")
    assert hit["target"] == bear.name and hit["dice"] == 3
    assert bear.sleep and side.mana == mana - (bear.level + 2) and conj.tokens == 0  # once: the token is spent
    game.round, game._acted = 2, set()
    bear.sleep = False
    game.conj_attacks(side)
    assert len(_attacks(game, "Nightshade Lotus")) == 2 and not bear.sleep  # no Mist left


def test_the_lotus_s_mist_never_puts_a_mage_to_sleep(lotus_books):
    druid, other = lotus_books
    game = scenario.game(druid, other, "r6")
    side, foe = game.sides
    foe.mage.zone, side.mana = (1, 0), 30
    lotus = scenario.model(druid, "Nightshade Lotus")
    assert game.conj_zone(side, lotus) is None  # no creature there to put to sleep: the AI does not cast it
    game.place_conj(side, lotus, foe.mage.zone)
    mana = side.mana
    game.conj_attacks(side)
    [hit] = _attacks(game, "Nightshade Lotus")
    assert hit["target"] == foe.mage.name and not foe.mage.sleep and side.mana == mana and side.conjs[0].tokens == 1


@pytest.fixture(scope="module")
def whirl_books(library):
    return (scenario.spec(library, "Warlord", "Knight of Westlock", "Whirling Strike", label="W"),
            scenario.spec(library, "Beastmaster", "Timber Wolf", label="B"))


def _whirl_position(whirl_books, side_idx: int):
    """Our Knight in a zone with three enemy Wolves, our mage beside it with 20 mana."""
    own, other = whirl_books
    game = scenario.game(*((own, other) if side_idx == 0 else (other, own)), seed="w")
    side = game.sides[side_idx]
    zone = (1, 1)
    knight = scenario.creature(game, side_idx, "Knight of Westlock", zone)
    wolves = [scenario.creature(game, 1 - side_idx, "Timber Wolf", zone) for _ in range(3)]
    for i, w in enumerate(wolves):
        w.life, w.name = 99, f"Wolf {i}"
    side.mage.zone, side.mana = (1, 0), 20
    return game, side, knight, wolves


@pytest.mark.parametrize("side_idx", [0, 1])
def test_whirling_strike_attacks_three_targets_in_the_zone_with_a_full_action(whirl_books, side_idx):
    # "Once this round, if this creature uses a full action to make a quick action melee attack it may
    # use that attack against up to 3 different target objects in its zone ... in the same manner as the
    # Sweeping trait" (the card's text; errata 003 L913-915)
    whirl = scenario.model(whirl_books[0], "Whirling Strike")
    assert not matchup_reason(whirl)  # played (round 5: "incantation_effect")
    game, side, knight, wolves = _whirl_position(whirl_books, side_idx)
    side.prepared = [whirl]
    game.mage_turn(side)
    assert knight.whirl == 1 and side.mana == 20 - whirl.cost
    game.creature_turn(side, knight)  # no move: its quick melee attack with its full action
    hits = _attacks(game, "Knight of Westlock")
    assert sorted(h["target"] for h in hits) == ["Wolf 0", "Wolf 1", "Wolf 2"]  # three different targets
    assert knight.whirl == 0  # once this round
    game.creature_turn(side, knight)
    assert len(_attacks(game, "Knight of Westlock")) == 4


def test_whirling_strike_takes_guards_first_and_is_not_cast_on_a_lone_foe(whirl_books):
    game, side, knight, wolves = _whirl_position(whirl_books, 0)
    whirl = scenario.model(whirl_books[0], "Whirling Strike")
    wolves[2].guard = True
    assert game._swept(knight, [wolves[0]]) == [wolves[2]]  # Sweeping hits enemy guards first (L1606)
    assert game._swept(knight, [wolves[2]]) == [wolves[0], wolves[1]]
    for w in wolves[1:]:
        w.zone = (3, 2)
    assert game.spell_target(side, whirl) is None  # one foe in its zone: nothing to sweep


@pytest.fixture(scope="module")
def quake_books(library):
    return (scenario.spec(library, "Warlord", "Knight of Westlock", "Earthquake", label="Q"),
            scenario.spec(library, "Beastmaster", "Timber Wolf", label="B"))


@pytest.mark.parametrize("side_idx", [0, 1])
def test_earthquake_slams_the_creatures_of_two_adjacent_zones_on_5_or_more(quake_books, side_idx):
    # "Target up to 2 adjacent zones, as long as at least one zone is in range and LoS ... Roll the
    # effect die for each creature in the zones; on a 5+ it receives the Slam condition" (the card's
    # text; tag slam_roll = 5; a Slam is read as a Stun here, docs/matchup.md)
    own, other = quake_books
    quake = scenario.model(own, "Earthquake")
    assert not matchup_reason(quake)  # played (round 5: "incantation_effect")
    game = scenario.game(*((own, other) if side_idx == 0 else (other, own)), seed="q")
    side, foe = game.sides[side_idx], game.sides[1 - side_idx]
    wolves = [scenario.creature(game, 1 - side_idx, "Timber Wolf", z) for z in ((2, 1), (2, 1), (3, 1))]
    side.mage.zone, foe.mage.zone, side.mana = (1, 1), (3, 1), 20  # (2, 1) in range 0-1, (3, 1) beside it
    target, _ = game.spell_target(side, quake)
    assert set(target) == {(2, 1), (3, 1)}  # three wolves and the enemy mage, none of ours
    rolls = []
    game.d12 = lambda: rolls.append(len(rolls) % 2 * 8 + 4) or rolls[-1]  # 4, 12, 4, 12: below 5, then 5+
    side.prepared = [quake]
    assert game.cast(side, quake)
    hit = [p for p in wolves + [foe.mage] if p.stun]
    assert len(rolls) == 4 and len(hit) == 2 and side.mana == 20 - quake.cost
    assert not side.mage.stun  # the caster's zone was not shaken


def test_earthquake_is_not_cast_where_it_would_slam_our_own_creatures_as_much(quake_books):
    own, other = quake_books
    game = scenario.game(own, other, "q")
    side, foe = game.sides
    knight = scenario.creature(game, 0, "Knight of Westlock", (2, 1))
    wolf = scenario.creature(game, 1, "Timber Wolf", (2, 1))
    side.mage.zone, side.mana = (1, 1), 20
    assert game.spell_target(side, scenario.model(own, "Earthquake")) is None  # a wolf against a knight: not worth 9
    assert game._quaked((2, 1)) == [knight, wolf]
