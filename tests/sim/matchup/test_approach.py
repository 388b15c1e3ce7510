"""Where the matchup's mage goes and whether it prepares defences (sim/matchup/approach.py,
docs/matchup.md "The AI"): against a harmless opponent (the passive side: nothing of it can ever
attack) an idle mage walks at it (a move action, 000 L690-695) and prepares no defence; against
an opponent that can attack, it stays and prepares its defences as before. Real cards,
constructed positions."""

from __future__ import annotations

from spellforge.sim.matchup import approach
from spellforge.sim.matchup.batch import passive_side
from spellforge.sim.matchup.game import MatchGame
from tests.sim.matchup.test_matchup_rules import _spec


def _game(a, b):
    g = MatchGame(a, b, "approach", first=0, record_events=True)
    g.round = 1
    return g


def _moves(game, side):
    return [p["zone"] for _, k, s, p in game.record.events if k == "move" and s == side]


def test_an_idle_mage_walks_at_a_harmless_side_which_never_walks(library):
    game = _game(_spec(library, "Forcemaster", "Block", label="A"), passive_side())
    me, target = game.sides
    assert approach.harmless(game, me) and not approach.harmless(game, target)
    game.mage_turn(me)  # nothing prepared, nothing in reach: a move toward the target (long side first)
    assert me.mage.zone == (1, 0) and _moves(game, 0) == [[1, 0]]
    game.mage_turn(target)  # no attack, no book: it never acts
    assert target.mage.zone == (3, 2) and not _moves(game, 1)
    for _ in range(4):
        game.mage_turn(me)
    assert me.mage.zone == target.mage.zone == (3, 2)  # then its melee attack on the way in
    assert any(k == "attack" and p["target"] == "Target" for _, k, s, p in game.record.events if s == 0)


def test_against_an_opponent_that_can_attack_the_mage_stays_and_prepares_its_defence(library):
    a = _spec(library, "Wizard", "Block", label="A")
    assert next(s for s in a.book.spells if s.name == "Block").role == "defense"
    game = _game(a, _spec(library, "Beastmaster", "Timber Wolf", label="B"))  # 5 zones away, nothing in play
    me = game.sides[0]
    me.mana = 20
    assert not approach.harmless(game, me)
    assert [s.name for s in game.prepare(me)] == ["Block"]
    me.prepared = []
    game.mage_turn(me)
    assert me.mage.zone == (0, 0) and not _moves(game, 0)
    passive = _game(a, passive_side())
    passive.sides[0].mana = 20
    assert passive.prepare(passive.sides[0]) == []  # a Block against a side that never attacks: nothing

