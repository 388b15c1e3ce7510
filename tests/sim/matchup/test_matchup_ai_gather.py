"""The matchup AI's creatures that gather (sim/matchup/gather.py, docs/matchup.md "The AI"): a
creature whose next step would bring it within the enemy melee creatures' first strikes waits one
zone short when a friend of ours is a round behind, only when waiting costs nothing, and never two
rounds running. Real cards, constructed positions, the action phase under way."""

from __future__ import annotations

from tests.sim.matchup import scenario


def _board(library, friend_zone=(0, 0), friend_ready=2):
    """Round 1, side A first (the enemy holds round 2). Our Knight of Westlock in (1, 0), our mage in
    (0, 0); the enemy's Knight in (3, 0), still to act, its mage in (3, 2): our Knight's next step,
    (2, 0), is a move from it. Our friend, a second Knight, in `friend_zone`, summoned this round
    (`friend_ready` 2: it acts from round 2), or None: no friend."""
    a = scenario.spec(library, "Warlord", "Knight of Westlock", label="A")
    b = scenario.spec(library, "Warlord", "Knight of Westlock", label="B")
    g = scenario.game(a, b)
    mine = scenario.creature(g, 0, "Knight of Westlock", (1, 0))
    theirs = scenario.creature(g, 1, "Knight of Westlock", (3, 0))
    friend = None
    if friend_zone is not None:
        friend = scenario.creature(g, 0, "Knight of Westlock", friend_zone, ready=friend_ready)
    g.sides[0].mage.zone, g.sides[1].mage.zone = (0, 0), (3, 2)
    g._in_actions = True
    g._queues = {0: [], 1: [theirs]}
    return g, mine, theirs, friend


def _walked(g, piece) -> list[tuple[int, int]]:
    return [tuple(p["zone"]) for p in scenario.events(g, "move") if p["piece"] == piece.name]


def test_it_waits_one_zone_short_for_a_friend_summoned_this_round(library):
    g, mine, _, _ = _board(library)
    g.creature_turn(g.sides[0], mine)
    assert mine.zone == (1, 0) and not _walked(g, mine)
    assert [e["piece"] for e in scenario.events(g, "wait")] == [mine.name]


def test_alone_it_walks_on(library):
    g, mine, _, _ = _board(library, friend_zone=None)
    g.creature_turn(g.sides[0], mine)
    assert mine.zone != (1, 0) and _walked(g, mine)[0] == (2, 0)


def test_a_friend_that_arrives_with_it_this_round_is_no_reason_to_wait(library):
    g, mine, _, friend = _board(library, friend_zone=(0, 0), friend_ready=1)
    g._queues[0] = [friend]  # still to act: it walks two zones this round, into (2, 0) as ours does
    g.creature_turn(g.sides[0], mine)
    assert _walked(g, mine)[0] == (2, 0)


def test_never_two_rounds_running(library):
    g, mine, _, _ = _board(library)
    g.round, mine.waited = 3, 2  # it waited in round 2 (round 3: A first, the enemy holds round 4)
    g.creature_turn(g.sides[0], mine)
    assert _walked(g, mine)[0] == (2, 0)


def test_not_when_our_mage_has_lost_half_its_life(library):
    g, mine, _, _ = _board(library)
    g.sides[0].mage.damage = g.sides[0].mage.life // 2
    g.creature_turn(g.sides[0], mine)
    assert _walked(g, mine)[0] == (2, 0)


def test_not_when_an_enemy_stands_in_the_zone_it_would_enter(library):
    g, mine, theirs, _ = _board(library)
    theirs.zone = (2, 0)  # it walks in and attacks it there: waiting would cost that blow
    g.creature_turn(g.sides[0], mine)
    assert _walked(g, mine) == [(2, 0)]


def test_not_when_the_step_is_out_of_the_enemy_first_strikes(library):
    g, mine, theirs, _ = _board(library)
    theirs.guard, theirs.zone = True, (3, 2)  # a guard staying with its mage never comes out
    g.creature_turn(g.sides[0], mine)
    assert _walked(g, mine)[0] == (2, 0)
