"""Where the matchup's mage goes and whether it prepares defences (sim/matchup/approach.py,
docs/matchup.md "The AI"): an idle mage walks at an enemy that cannot reach the zone it walks
into (a move action, 000 L690-695), never into the reach of an enemy creature; no defence is
prepared while nothing of the enemy nears our mage. Real cards, constructed positions."""

from __future__ import annotations

from spellforge.sim.matchup import approach
from spellforge.sim.matchup.batch import passive_side
from spellforge.sim.matchup.game import MatchGame
from tests.sim.matchup.test_matchup_rules import _creature, _spec


def _game(a, b):
    g = MatchGame(a, b, "approach", first=0, record_events=True)
    g.round = 1
    return g


def _moves(game, side):
    return [p["zone"] for _, k, s, p in game.record.events if k == "move" and s == side]


def test_an_idle_mage_walks_at_a_side_that_cannot_reach_it_and_the_passive_side_never_walks(library):
    game = _game(_spec(library, "Forcemaster", "Block", label="A"), passive_side())
    me, target = game.sides
    game.mage_turn(me)  # nothing prepared, nothing in reach: a move toward the target (long side first)
    assert me.mage.zone == (1, 0) and _moves(game, 0) == [[1, 0]]
    game.mage_turn(target)  # no attack, no book: it never acts
    assert target.mage.zone == (3, 2) and not _moves(game, 1)
    for _ in range(4):
        game.mage_turn(me)
    assert me.mage.zone == target.mage.zone == (3, 2)  # then its melee attack on the way in
    assert any(k == "attack" and p["target"] == "Target" for _, k, s, p in game.record.events if s == 0)


def test_the_mage_never_walks_into_an_enemy_creature_s_reach(library):
    a = _spec(library, "Forcemaster", "Block", label="A")
    b = _spec(library, "Beastmaster", "Timber Wolf", label="B")
    game = _game(a, b)
    wolf = _creature(game, 1, b, "Timber Wolf", (3, 0))  # 2 zones from (1, 0): it walks 1 and bites next round
    me = game.sides[0]
    assert approach.danger(game, me, (1, 0), 2) >= approach.SAFE > approach.danger(game, me, (1, 0), 1)
    game.mage_turn(me)
    assert me.mage.zone == (0, 0) and not _moves(game, 0)
    wolf.zone = (3, 1)  # farther: the first zone is out of its reach within two rounds
    game.mage_turn(me)
    assert me.mage.zone == (1, 0)


def test_no_defence_is_prepared_until_an_enemy_nears_the_mage(library):
    a = _spec(library, "Wizard", "Block", label="A")
    b = _spec(library, "Beastmaster", "Timber Wolf", label="B")
    assert next(s for s in a.book.spells if s.name == "Block").role == "defense"
    game = _game(a, b)
    me = game.sides[0]
    me.mana = 20
    assert [s.name for s in game.prepare(me)] == []  # the Beastmaster's mage is 5 zones away
    _creature(game, 1, b, "Timber Wolf", (2, 0))  # 2 zones from our mage: it can be here next round
    assert [s.name for s in game.prepare(me)] == ["Block"]
