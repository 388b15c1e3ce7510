"""The matchup game's attributes stay in slots (sim/matchup/speed.py): a game or a side whose
attributes go past CPython's shared table of 30 names, or are added in varying orders, has every
attribute look-up slowed (about 10 % of bench_matchup.py). A game played through, Wizard against
Warlock (a wall, the Voltaric Shield, the Blood Reaper, Teleport), sets nothing outside them."""

from __future__ import annotations

from spellforge.formats.templates import official_books
from spellforge.sim.game.model import compile_book
from spellforge.sim.matchup.game import MatchGame
from spellforge.sim.matchup.pieces import SideSpec
from spellforge.sim.matchup.speed import GAME_SLOTS


def _spec(library, label: str) -> SideSpec:
    book = dict(official_books(library))[label]
    return SideSpec(label, compile_book(book, library, library.mage(book.mage)))


def test_a_game_sets_nothing_outside_its_slots(library):
    a, b = _spec(library, "Wizard"), _spec(library, "Warlock")
    for seed in range(3):
        game = MatchGame(a, b, seed, seed % 2, 30)
        assert game.rng is not None and game._auras == 0 and game._carnage_done == set()  # the defaults, set
        rec = game.run()
        assert rec.rounds > 1
        extra = {name: type(getattr(game, name)).__name__ for name in vars(game)}
        assert not extra, f"add these to speed.GAME_SLOTS (or set them in MatchGame.__init__): {extra}"
        for side in game.sides:
            assert not vars(side), f"add these to Side.__slots__ (pieces.py): {sorted(vars(side))}"
    assert len(GAME_SLOTS) == len(set(GAME_SLOTS))
