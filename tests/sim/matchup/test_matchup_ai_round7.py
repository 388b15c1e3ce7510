"""The matchup AI's round-7 rule (sim/matchup/defend.exposed, docs/matchup.md "The AI"): a creature
with nothing to attack does not walk into a zone where enemy melee creatures get the first attacks
on it — those still to act this round, and all of them when the enemy holds the next round's
Initiative — when waiting where it stands costs it nothing. The Siren's creatures walked into the
Warlock's Goran while the Warlock passed (L602) to let them (7 % of the pair). Real cards,
constructed positions, the action phase under way."""

from __future__ import annotations

from tests.sim.matchup import scenario


def _board(library, round_: int):
    """Our Knight of Westlock two zones from an enemy Knight, on its way to the enemy mage (3, 2);
    round 2: we hold the next round's Initiative (first=0), round 1: the enemy does."""
    a = scenario.spec(library, "Warlord", "Knight of Westlock", label="A")
    b = scenario.spec(library, "Warlord", "Knight of Westlock", label="B")
    g = scenario.game(a, b)
    g.round = round_
    ours = scenario.creature(g, 0, "Knight of Westlock", (1, 1))
    theirs = scenario.creature(g, 1, "Knight of Westlock", (3, 1))  # (2, 1) is a move from it
    g._in_actions = True
    g._queues = {0: [], 1: [theirs]}  # the enemy Knight still to act this round
    return g, ours, theirs


def _moves(g, name):
    return [tuple(p["zone"]) for p in scenario.events(g, "move") if p["piece"] == name]


def test_a_creature_waits_short_of_an_enemy_creature_still_to_act(library):
    g, ours, _ = _board(library, round_=2)
    g.creature_turn(g.sides[0], ours)
    assert ours.zone == (1, 1) and _moves(g, ours.name) == []  # (2, 1) would give the enemy the first attack


def test_it_walks_on_once_the_enemy_creature_has_acted_and_it_acts_first_next_round(library):
    g, ours, _ = _board(library, round_=2)
    g._queues[1] = []  # the enemy Knight has acted; we hold round 3's Initiative
    g.creature_turn(g.sides[0], ours)
    assert ours.zone == (3, 1)  # two moves, into the enemy's zone: ours strikes first in round 3


def test_it_waits_when_the_enemy_holds_the_next_rounds_initiative(library):
    g, ours, _ = _board(library, round_=1)
    g._queues[1] = []  # acted this round, but it acts before ours in round 2
    g.creature_turn(g.sides[0], ours)
    assert ours.zone == (1, 1)


def test_it_still_steps_in_to_attack_first(library):
    g, ours, theirs = _board(library, round_=2)
    theirs.zone = (2, 1)  # a move away: ours moves and strikes first
    g.creature_turn(g.sides[0], ours)
    assert ours.zone == (2, 1)
    struck = [p["target"] for p in scenario.events(g, "attack") if p["attacker"] == ours.name]
    parried = [p for p in scenario.events(g, "defense") if p["bearer"] == theirs.name]  # its Defense (8+)
    assert len(struck) + len(parried) == 1 and set(struck) <= {theirs.name}


def test_it_does_not_wait_for_a_guard_that_stays_with_its_mage(library):
    """The Necromancer's Skeletal Knight guarding its mage never comes out: the Siren's Blightheart
    waited next to it for three rounds while the Necromancer built up (docs/matchup.md "The AI")."""
    g, ours, theirs = _board(library, round_=1)
    theirs.zone = g.sides[1].mage.zone = (3, 2)
    theirs.guard = True
    ours.zone = (2, 1)
    g.creature_turn(g.sides[0], ours)
    assert ours.zone == (3, 2)
