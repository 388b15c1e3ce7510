"""Side.passive (sim/matchup/pieces.py): a side with no spell in its book and no attack on its
pieces, the goldfish's passive target (batch.passive_side, its guard included), can never attack,
so approach.harmless answers at once for its enemy; a side with an attack (a book's mage, the
goldfish's dummy) is not passive and is asked as before. Real books, constructed positions."""

from __future__ import annotations

from spellforge.sim.game.objects import DummyConfig, TargetConfig
from spellforge.sim.matchup import approach
from spellforge.sim.matchup.batch import passive_side
from spellforge.sim.matchup.dummy import dummy_side
from tests.sim.matchup import scenario


def test_the_passive_target_and_its_guard_are_passive_a_book_and_the_dummy_are_not(library):
    book = scenario.spec(library, "Wizard", "Block", label="A")
    guarded = passive_side(target=TargetConfig(guard_life=6, distance=2))
    game = scenario.game(book, guarded, "passive")
    me, target = game.sides
    assert target.passive and len(target.creatures) == 1  # the guard has no attack
    assert not me.passive and approach.harmless(game, me) and not approach.harmless(game, target)
    dummy = dummy_side(TargetConfig(), DummyConfig())
    assert dummy.book.mage.attacks  # its melee attack: it can act
    game = scenario.game(book, dummy, "passive")
    assert not game.sides[1].passive and not approach.harmless(game, game.sides[0])
