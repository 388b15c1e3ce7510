"""The matchup AI's creature that stops one zone short (sim/matchup/defend.holds_back, docs/matchup.md
"The AI"): a creature with nothing to attack after its first move keeps back its second move (which
ends its action phase with no attack, L648) when the zone it would enter gives enemy melee creatures
that act before it again the first attacks on it, at least as much as it deals itself. In the
mirrors the creatures walked two zones into the enemy's and were struck first on the same round
game after game, so round 1's Initiative decided them. Real cards, constructed positions, the
action phase under way."""

from __future__ import annotations

from spellforge.sim.matchup.aim import threat
from tests.sim.matchup import scenario


def _board(library, round_: int, foe_zone=(3, 0), foe_mage=(3, 2), foe=("Warlord", "Knight of Westlock")):
    """Our Knight of Westlock in our mage's corner (0, 0); the enemy's Knight in `foe_zone`, its mage in
    `foe_mage`. Our first move takes our Knight to (1, 0), the second would take it to (2, 0): a
    move from (3, 0). Side A holds round 1's Initiative (first=0): in round 1 the enemy holds the
    next round, in round 2 we do."""
    a = scenario.spec(library, "Warlord", "Knight of Westlock", label="A")
    b = scenario.spec(library, *foe, label="B")
    g = scenario.game(a, b)
    g.round = round_
    mine = scenario.creature(g, 0, "Knight of Westlock", (0, 0))
    theirs = scenario.creature(g, 1, foe[1], foe_zone)
    g.sides[0].mage.zone, g.sides[1].mage.zone = (0, 0), foe_mage
    g._in_actions = True
    g._queues = {0: [], 1: [theirs]}
    return g, mine, theirs


def _walked(g, piece) -> list[tuple[int, int]]:
    return [tuple(p["zone"]) for p in scenario.events(g, "move") if p["piece"] == piece.name]


def test_the_creature_stops_one_zone_short_of_an_enemy_creature_still_to_act(library):
    for round_ in (1, 2):  # the enemy Knight still to act strikes first whoever holds the next round
        g, mine, _ = _board(library, round_)
        g.creature_turn(g.sides[0], mine)
        assert mine.zone == (1, 0) and _walked(g, mine) == [(1, 0)]


def test_it_walks_on_when_the_enemy_creature_has_acted_and_we_hold_the_next_round(library):
    g, mine, _ = _board(library, 2)  # round 3 is ours: our Knight acts before the enemy's again
    g._queues[1] = []
    g.creature_turn(g.sides[0], mine)
    assert mine.zone == (2, 0) and _walked(g, mine) == [(1, 0), (2, 0)]


def test_it_stops_short_when_the_enemy_holds_the_next_round_even_after_its_creature_acted(library):
    g, mine, _ = _board(library, 1)  # round 2 is the enemy's: its Knight acts first then
    g._queues[1] = []
    g.creature_turn(g.sides[0], mine)
    assert mine.zone == (1, 0)


def test_a_guard_standing_with_its_mage_does_not_stop_it(library):
    g, mine, theirs = _board(library, 1, foe_zone=(3, 0), foe_mage=(3, 0))
    theirs.guard = True  # it stays with its mage: waiting for it would be waiting for ever
    g.creature_turn(g.sides[0], mine)
    assert mine.zone == (2, 0)


def test_it_walks_on_into_a_weaker_creature_that_strikes_first(library):
    """A Bitterwood Fox deals less a round than our Knight: being struck first by it costs less than
    the round the Knight would lose."""
    g, mine, theirs = _board(library, 1, foe=("Beastmaster", "Bitterwood Fox"))
    assert 0 < threat(theirs) < threat(mine)
    g.creature_turn(g.sides[0], mine)
    assert mine.zone == (2, 0)
