"""A plan is kept by the book's copies too (issue 48, round 8): the Compare tab's usual edit, a copy
less of a card, is another book whose plan is searched afresh, never the plan of whichever of the
two books was searched first (which made the report depend on what had been run before)."""

from __future__ import annotations

from spellforge.domain import Spellbook
from spellforge.sim.game.model import compile_book
from spellforge.sim.policy import plan_cache
from spellforge.sim.policy.planner import BEAM, ROLLOUTS


def _compiled(library, wolves: int):
    book = Spellbook(name="Beasts", mage="Beastmaster")
    for name, qty in (("Mana Flower", 2), ("Timber Wolf", wolves), ("Bear Strength", 1)):
        book.add(library.card_by_name(name).id, qty)
    return compile_book(book, library, library.mage("Beastmaster"))


def test_a_copy_less_is_another_key(library):
    three, one = _compiled(library, 3), _compiled(library, 1)
    assert three.spells == one.spells and three.copies != one.copies  # the same cards, other copies
    for engine in ("goldfish", "matchup"):
        key = plan_cache.plan_key(three, ("setup",), ROLLOUTS, BEAM, 1, engine=engine)
        assert key is not None and key == plan_cache.plan_key(_compiled(library, 3), ("setup",), ROLLOUTS, BEAM, 1,
                                                              engine=engine)
        assert key != plan_cache.plan_key(one, ("setup",), ROLLOUTS, BEAM, 1, engine=engine)
