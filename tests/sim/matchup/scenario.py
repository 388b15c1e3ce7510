"""What the matchup's rules scenarios share (tests/sim/matchup/test_matchup_rules*.py): a side of a
few real cards, a card's compiled model, a game at round 1 that records its events, a prepared
spell cast, a creature placed as it enters play, a kind of logged event."""

from __future__ import annotations

from spellforge.domain import Spellbook
from spellforge.sim.game.model import compile_book
from spellforge.sim.matchup.batch import matchup_book
from spellforge.sim.matchup.game import MatchGame
from spellforge.sim.matchup.pieces import SideSpec, creature_piece


def spec(library, mage, *names, label="tiny"):
    book = Spellbook(name=label, mage=mage)
    for n in names:
        book.add(library.card_by_name(n).id)
    return SideSpec(label, matchup_book(compile_book(book, library, library.mage(mage)), library))


def model(side_spec, name):
    return next(s for s in side_spec.book.spells if s.name == name)


def game(a, b, seed="t", mana: int | None = None, record: bool = True) -> MatchGame:
    """Round 1, side A first; each side's mana set when `mana` is given."""
    g = MatchGame(a, b, seed, first=0, record_events=record)
    g.round = 1
    if mana is not None:
        for s in g.sides:
            s.mana = mana
    return g


def cast(g: MatchGame, side: int, name: str):
    spell = model(g.sides[side].spec, name)
    g.sides[side].prepared = [spell]
    return g.cast(g.sides[side], spell)


def creature(g: MatchGame, side: int, name: str, zone, ready: int = 1, book: SideSpec | None = None):
    """A creature of side's book (or of `book`: the other side's card on this side) in `zone`, as it enters
    play (pieces.creature_piece), active from `ready`."""
    p = creature_piece(model(book or g.sides[side].spec, name), side, zone, ready)
    g.sides[side].creatures.append(p)
    return p


def events(g: MatchGame, kind: str) -> list[dict]:
    return [p for _, k, _, p in g.record.events if k == kind]
