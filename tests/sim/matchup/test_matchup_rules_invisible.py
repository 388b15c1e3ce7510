"""Invisible in the two-sided matchup (sim/matchup/invisible.py), both sides alike: the enemy cannot
choose an Invisible object as a target (errata 003 L669), nor the enchantments attached to it
(003 L433-434); a zone attack still hits it (003 L432); it is Elusive: past guards, never hindered
(003 L744, 000 L2522-2524); it loses the trait when it declares an attack, still past the guards
(003 L743-744), and is Invisible again at the next Reset (the OCTGN module's reset); it is a Pest,
hindering nobody (the module's marker, 000 L2086-2088). Real cards: Invisible Stalker (Invisible,
Incorporeal) and Force Gremlin (Invisible) of the Forcemaster."""

from __future__ import annotations

import pytest

from spellforge.sim.matchup.pieces import Ench
from tests.sim.matchup.scenario import creature, events, game, model, spec

STALKER_CORNER = {0: (0, 0), 1: (3, 2)}  # the sides' mages start in these corners (pieces.CORNERS)


@pytest.fixture(scope="module")
def sides(library):
    a = spec(library, "Forcemaster", "Invisible Stalker", "Force Gremlin", "Bear Strength", label="A")
    b = spec(library, "Priest", "Knight of Westlock", "Fireball", "Hail of Stones", "Dispel", label="B")
    return a, b


def _game(sides, stalker_side: int, seed: str = "inv"):
    """Side `stalker_side` plays the Forcemaster's book (its cards: Invisible Stalker…), the other the Priest's."""
    specs = sides if stalker_side == 0 else sides[::-1]
    return game(*specs, seed=seed, mana=30)


BOTH = pytest.mark.parametrize("s", [0, 1])  # the Invisible piece on either side


@BOTH
def test_an_enemy_creature_cannot_attack_an_invisible_creature_in_its_zone(sides, s):
    g = _game(sides, s)
    zone = (1, 1)
    stalker = creature(g, s, "Invisible Stalker", zone)
    knight = creature(g, 1 - s, "Knight of Westlock", zone)
    assert stalker.invisible and stalker.incorporeal and not knight.invisible  # from the card's traits
    assert g.best_attack(g.sides[1 - s], knight, full_ok=True) is None  # nothing else in reach
    assert stalker not in g.melee_targets(knight, zone)
    gremlin = creature(g, s, "Force Gremlin", zone)
    assert gremlin.invisible and g.melee_targets(knight, zone) == []


@BOTH
def test_an_enemy_attack_spell_cannot_target_it_and_a_zone_attack_still_hits_it(sides, s):
    g = _game(sides, s)
    priest = g.sides[1 - s].mage
    near = (2, 2) if s == 0 else (1, 0)  # one zone from the Priest, out of the Forcemaster's reach
    stalker = creature(g, s, "Invisible Stalker", near)
    fireball = model(g.sides[1 - s].spec, "Fireball")
    assert g.spell_target(g.sides[1 - s], fireball) is None
    stalker.invisible = False  # (seen: the same spell takes it)
    assert g.spell_target(g.sides[1 - s], fireball) == (stalker, 0)
    stalker.invisible = True
    hail = model(g.sides[1 - s].spec, "Hail of Stones")
    assert hail.attacks[0].zone
    picked = g.spell_target(g.sides[1 - s], hail)  # a zone attack chooses the zone (003 L432)
    assert picked is not None and picked[0].zone == stalker.zone
    stalker.life = 10 ** 6
    before = stalker.damage
    for _ in range(20):
        g.zone_attack(priest, 1 - s, "Hail of Stones", hail.attacks[0], stalker.zone, 0, 0, True)
    assert stalker.damage > before


@BOTH
def test_the_enemy_cannot_dispel_an_enchantment_on_an_invisible_creature(sides, s):
    g = _game(sides, s)
    near = (2, 2) if s == 0 else (1, 0)
    stalker = creature(g, s, "Invisible Stalker", near)
    strength = Ench(model(g.sides[s].spec, "Bear Strength"), s, stalker)
    strength.revealed = True
    stalker.enchantments.append(strength)
    dispel = model(g.sides[1 - s].spec, "Dispel")
    assert g.spell_target(g.sides[1 - s], dispel) is None  # Invisible with its bearer (003 L434)
    stalker.invisible = False
    assert g.spell_target(g.sides[1 - s], dispel)[0] is strength


@BOTH
def test_it_attacks_past_a_guard_loses_invisible_as_it_declares_and_regains_it_at_the_reset(sides, s):
    g = _game(sides, s)
    zone = g.sides[1 - s].mage.zone
    stalker = creature(g, s, "Invisible Stalker", zone)
    knight = creature(g, 1 - s, "Knight of Westlock", zone)
    knight.guard = True
    targets = g.melee_targets(stalker, zone)
    assert g.sides[1 - s].mage in targets and knight in targets  # Elusive: past the guard (003 L744)
    choice = g.best_attack(g.sides[s], stalker, full_ok=True)
    assert choice is not None
    g.do_attack(g.sides[s], stalker, choice)
    assert not stalker.invisible and events(g, "visible") == [{"piece": "Invisible Stalker"}]
    assert stalker in g.melee_targets(knight, zone)  # seen now: the knight may attack it this round
    assert g.melee_targets(stalker, zone) == [knight]  # a second attack: no longer Elusive
    g.play_round()  # round 2 begins with the Reset phase
    assert (2, "invisible", s, {"piece": "Invisible Stalker"}) in g.record.events


@BOTH
def test_an_invisible_creature_is_not_hindered_and_hinders_nobody(sides, s):
    g = _game(sides, s)
    start = (1, 0) if s == 0 else (2, 2)
    stalker = creature(g, s, "Invisible Stalker", start)
    knight = creature(g, 1 - s, "Knight of Westlock", start)
    assert g.walk(g.sides[s], stalker)  # Elusive: it walks on (000 L2522-2524)
    assert stalker.zone != start
    knight.zone = stalker.zone
    assert not g._enemy_here(g.sides[1 - s], knight)  # a Pest: it does not hinder the knight


@BOTH
def test_the_ai_never_sets_an_invisible_creature_on_guard(sides, s):
    g = _game(sides, s)
    home = g.sides[s].mage.zone
    stalker = creature(g, s, "Invisible Stalker", home)
    creature(g, 1 - s, "Knight of Westlock", (1, 1) if s == 0 else (2, 1))  # an enemy melee creature 2 zones away
    assert not g.wants_guard(g.sides[s], stalker)  # a Pest's guard binds nobody
    stalker.invisible = False
    assert g.wants_guard(g.sides[s], stalker)  # (seen, it would guard its mage)


def test_its_events_read_as_sentences_in_three_languages(library):
    from spellforge.sim.matchup.text import log_lines

    events = [{"round": 1, "kind": k, "side": "a", "piece": "Invisible Stalker"} for k in ("visible", "invisible")]
    report = {"not_simulated": {"a": [], "b": []}, "b_cast": {},
              "a_cast": {"invisible-stalker": {"name": "Invisible Stalker", "per_game": 1}}}
    for lang, word in (("en", "loses Invisible"), ("ru", "«Невидимый»"), ("pl", "Niewidzialny")):
        lines = log_lines(events, report, lang, library)
        assert len(lines) == 2 and all(word in line or lang == "en" for line in lines), lines
        assert word in lines[0]


@BOTH
def test_a_guard_it_attacks_counterstrikes_it_seen_from_its_declared_attack(sides, s):
    g = _game(sides, s, seed="counter")
    zone = (1, 1)
    stalker = creature(g, s, "Invisible Stalker", zone)
    knight = creature(g, 1 - s, "Knight of Westlock", zone)
    knight.guard, knight.life = True, 10 ** 6  # it survives the talons and strikes back
    g.attack(stalker, s, stalker.name, stalker.attacks[0], knight)  # it chose the guard (it may: L1598)
    assert not stalker.invisible
    assert events(g, "counterstrike") == [{"attacker": "Knight of Westlock", "target": "Invisible Stalker"}]
