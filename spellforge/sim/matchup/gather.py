"""A creature that waits one zone short of the enemy's first strikes for a friend a round behind
(docs/matchup.md "The AI": the gathering). Part of the AI, used by MatchGame (sim/matchup/game.py).

The creatures walked on one at a time: each stepped alone into the zone where the enemy's melee
creatures struck it first, on the same round game after game, so round 1's Initiative decided
mirrors and the Siren's creatures, cast one a round, each met the enemy alone. A decent player
holds the first one back one zone short for the next, when waiting costs nothing.
"""

from __future__ import annotations

from spellforge.sim.matchup.aim import threat
from spellforge.sim.matchup.pieces import distance


def _moves(p) -> int:
    return 2 if p.fast and not p.slow else 1  # Fast: 2 (L895); Slow: one, then its action is over (L2286)


def _first_strikes(game, side, zone) -> float:
    """Expected damage a round of the enemy melee creatures that could attack a piece in `zone` before
    it acts again: those still to act this round, and all of them when the enemy holds the next
    round's Initiative (its creatures act first then, L596-608), in that zone or a move away. Not a
    guard staying with its mage."""
    foe = game.sides[1 - side.idx]
    if (game.first if (game.round + 1) % 2 else 1 - game.first) == side.idx:
        pieces = game._queues.get(foe.idx, ())  # ours act first next round: only this round's
    else:
        pieces = foe.creatures
    total = 0.0
    for p in pieces:
        if p.is_mage or not p.alive or p.stun or p.sleep or p.slow is None or p.restrained \
                or not any(a.kind == "melee" for a in p.attacks):
            continue
        if p.guard and p.zone == foe.mage.zone:
            continue  # it stays with its mage
        if distance(p.zone, zone) <= _moves(p):
            total += threat(p)
    return total


def _friend_behind(game, side, piece, to) -> bool:
    """A creature of ours that cannot reach `to` this round but will the next: one still to act
    walks this round and the next; one summoned this round (or already done) only the next. With
    nothing to attack a creature walks two zones a round (a second move, L648); a Slow one one."""
    queue = game._queues.get(side.idx, ())
    for f in side.creatures:
        if f is piece or not f.alive or f.slow is None or f.restrained or f.raged or not f.attacks \
                or f.guard and f.zone == side.mage.zone:
            continue
        far, step = distance(f.zone, to), 1 if f.slow else 2
        if f in queue:
            if step < far <= 2 * step:
                return True
        elif 0 < far <= step:
            return True
    return False


def _could_strike(game, side, piece, to) -> bool:
    """An enemy piece our creature could attack from `to` (or is there): waiting would cost a blow."""
    for e in game.sides[1 - side.idx].pieces():
        if not e.alive or e.conj is not None and not e.attacks:
            continue
        far = distance(e.zone, to)
        if far == 0 or any(a.kind != "melee" and a.range_max >= far for a in piece.attacks):
            return True
    return False


def waits(game, side, piece) -> bool:
    """Whether our creature, with nothing to attack where it stands, keeps back its next step: that
    step brings it within the enemy melee creatures' first strikes (more than where it stands), a
    friend of ours is a round behind (`_friend_behind`), and waiting costs nothing — no enemy piece
    it could attack from there, no guard duty, our mage not under heavy attack (half its life
    gone), and it did not wait last round (never more than one round). True: it waits (logged)."""
    if piece.raged or piece.guard or not game._in_actions or piece.waited >= game.round - 1 > 0:
        return False
    mage = side.mage
    if mage.damage * 2 >= mage.life:
        return False  # the race is on: every blow counts
    to = game.route(piece, game.sides[1 - side.idx].mage.zone)[0]
    if to == piece.zone:
        return False
    danger = _first_strikes(game, side, to)
    if danger <= 0.0 or danger <= _first_strikes(game, side, piece.zone) or _could_strike(game, side, piece, to) \
            or not _friend_behind(game, side, piece, to):
        return False
    piece.waited = game.round
    game.log("wait", side.idx, piece=piece.name)
    return True
