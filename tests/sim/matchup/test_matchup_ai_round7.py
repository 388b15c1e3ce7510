"""The matchup AI's round-7 rule (sim/matchup/defend.py, docs/matchup.md "The AI"): the mage's step
out of its zone — to cast at a creature (`safe_step`) or, idle, toward the enemy mage (`press`) —
weighs the enemy melee creatures that reach it this round or the next: a creature still to act
walks up now and strikes then (the mage never walks away). The Siren walked out of her corner to
cast Swell at the Warlock's Goran two zones off, and Goran walked up and struck her (Siren against
Warlock 7 % of 100 games, 63.5 % with the rule). Real cards, constructed positions, the action
phase under way."""

from __future__ import annotations

from spellforge.sim.matchup import defend
from tests.sim.matchup import scenario


def _board(library, round_: int, *cards: str, mage: str = "Wizard"):
    """Our mage in its corner (0, 0), the enemy's in (3, 2); an enemy Knight of Westlock still to act
    in (1, 2): three zones off, two from (1, 0). Side A holds round 1's Initiative (first=0): in
    round 1 the enemy holds the next round, in round 2 we do (the rule is the same for both)."""
    a = scenario.spec(library, mage, *cards, label="A")
    b = scenario.spec(library, "Warlord", "Knight of Westlock", label="B")
    g = scenario.game(a, b)
    g.round = round_
    knight = scenario.creature(g, 1, "Knight of Westlock", (1, 2))
    me = g.sides[0]
    me.mage.zone, g.sides[1].mage.zone = (0, 0), (3, 2)
    g._in_actions = True
    g._queues = {0: [], 1: [knight]}
    return g, me, knight


def test_the_mage_does_not_step_where_an_enemy_creature_walks_up_and_strikes_next_round(library):
    for round_ in (1, 2):  # whoever holds the next round: the mage does not walk away
        g, me, _ = _board(library, round_, "Lightning Bolt")
        bolt = scenario.model(g.sides[0].spec, "Lightning Bolt")
        assert defend.safe_step(g, me, (1, 0), [bolt]) is False
        g._queues[1] = []  # the Knight has acted: it cannot walk up this round
        assert defend.safe_step(g, me, (1, 0), [bolt]) is True


def test_a_knight_a_move_from_where_the_mage_stands_does_not_stop_a_step_it_reaches_as_well(library):
    g, me, knight = _board(library, 1, "Lightning Bolt")
    knight.zone = (1, 1)  # reaches (0, 0) this round as well as (1, 0): the step adds nothing
    bolt = scenario.model(g.sides[0].spec, "Lightning Bolt")
    assert defend.safe_step(g, me, (1, 0), [bolt]) is True


def test_the_mage_steps_to_hit_the_enemy_mage_whatever_comes(library):
    g, me, _ = _board(library, 1, "Lightning Bolt")
    g.sides[1].mage.zone = (2, 0)  # within the bolt's reach after the step
    bolt = scenario.model(g.sides[0].spec, "Lightning Bolt")
    assert defend.safe_step(g, me, (1, 0), [bolt]) is True


def test_an_idle_mage_does_not_press_into_what_strikes_it_next_round(library):
    """Press (round 6): the idle Forcemaster steps toward the enemy mage out of her reach, now only
    when no enemy creature can walk up and strike her this round or the next."""
    g, me, knight = _board(library, 1, "Invisible Fist", mage="Forcemaster")  # quick, range 0-1: reach 2
    me.mana, me.prepared = 10, []
    assert defend.press(g, me) is False and me.mage.zone == (0, 0)
    g._queues[1] = []  # the Knight has acted
    assert defend.press(g, me) is True and me.mage.zone == (1, 0)
    assert [tuple(p["zone"]) for p in scenario.events(g, "move") if p["piece"] == me.mage.name] == [(1, 0)]
