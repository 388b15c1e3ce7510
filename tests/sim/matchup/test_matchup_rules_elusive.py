"""Elusive in the two-sided matchup, both sides alike: "enemy creatures cannot hinder its movement"
(000 L2522-2524), so it walks on out of a zone where an enemy creature stands, as a flyer does
(game.walk, invisible.unhindered); Elusive does not make it a Pest, so it still hinders the enemy.
Real cards: Blightheart (Elusive, the Siren's book), Cervere, The Forest Shadow (Elusive, the
Beastmaster's), Evade (Elusive for the round, the Warlock's), Knight of Westlock (neither)."""

from __future__ import annotations

import pytest

from tests.sim.matchup.scenario import creature, game, model, spec

BOTH = pytest.mark.parametrize("s", [0, 1])  # the Elusive piece on either side


@pytest.fixture(scope="module")
def sides(library):
    a = spec(library, "Beastmaster", "Cervere, The Forest Shadow", "Blightheart", "Knight of Westlock", label="A")
    b = spec(library, "Warlock", "Knight of Westlock", "Evade", label="B")
    return a, b


def _game(sides, s: int):
    specs = sides if s == 0 else sides[::-1]  # side s plays A's cards
    return game(*specs, seed="elusive", mana=30)


def _start(s: int):
    return (1, 0) if s == 0 else (2, 2)  # on the way from side s's corner to the enemy mage's


@BOTH
@pytest.mark.parametrize("name", ["Blightheart", "Cervere, The Forest Shadow"])
def test_an_elusive_creature_walks_on_past_an_enemy_creature(sides, s, name):
    g = _game(sides, s)
    start = _start(s)
    piece = creature(g, s, name, start)
    creature(g, 1 - s, "Knight of Westlock", start)
    assert piece.elusive and not piece.flying and not piece.invisible  # from its card
    assert g.walk(g.sides[s], piece)  # not hindered (000 L2522-2524)
    assert piece.zone != start


@BOTH
def test_a_creature_not_elusive_is_still_hindered_and_an_elusive_one_still_hinders(sides, s):
    g = _game(sides, s)
    start = _start(s)
    knight = creature(g, s, "Knight of Westlock", start)
    creature(g, 1 - s, "Blightheart", start, book=g.sides[s].spec)
    assert not g.walk(g.sides[s], knight)  # hindered by the enemy's Elusive creature: not a Pest
    assert knight.zone == start


@BOTH
def test_evade_makes_a_creature_unhindered_for_the_round(sides, s):
    g = _game(sides, 1 - s)  # side s plays B's cards: the Warlock's Evade and Knight
    start = _start(s)
    knight = creature(g, s, "Knight of Westlock", start)
    creature(g, 1 - s, "Knight of Westlock", start)
    assert not g.walk(g.sides[s], knight)  # not Elusive yet: hindered
    g.play_spell(g.sides[s], model(g.sides[s].spec, "Evade"), knight, 0)  # Elusive until the end of the round
    assert knight.elusive and g.walk(g.sides[s], knight)
    assert knight.zone != start
