"""Passing in the action phases (000 L602; rules digest §4.2 step 8): on its turn a player must
activate one of its active creatures (the mage included) unless it has fewer active creatures on
the arena than the opponent; then it may pass, and keep passing while that remains true. Both
sides play the rule (`may_pass`); the AI's choice (`wants_pass`) is a decent player's: with fewer
ready creatures it moves last, letting the enemy commit first — walk into our reach, or attack so
that ours strike back with full information — but it never passes away an attack it has now (the
target may walk away or kill the attacker first) or a guard its mage needs, and once it has begun
its round it does not stop. Used by MatchGame.play_round
(sim/matchup/game.py); docs/matchup.md "Passing"."""

from __future__ import annotations

from spellforge.sim.matchup.pieces import distance


def active(queue) -> int:
    """The active creatures of a side: the ones still to activate this round, alive."""
    return sum(1 for p in queue if p.alive)


def may_pass(queues: dict, idx: int) -> bool:
    """Whether side `idx` may pass this action phase: it has an active creature, and fewer than the
    opponent (L602). With none left it has no action phase at all."""
    mine = 0
    for p in queues[idx]:
        if p.alive:
            mine += 1
    if not mine:
        return False
    theirs = 0
    for p in queues[1 - idx]:  # (asked at every activation: it stops once the opponent has more)
        if p.alive:
            theirs += 1
            if theirs > mine:
                return True
    return False


def wants_pass(game, side) -> bool:
    """Whether side's AI passes (when `may_pass`): only before it has begun its round (its mage, who
    acts first, still active: it moves last, once it starts it does not stop — its creatures held
    back after its mage had acted cost the Wizard half its games against the Forcemaster,
    docs/matchup.md "Passing"), and only when none of its active pieces has an attack now, no
    prepared attack spell of its mage has a target now, none of its creatures would guard the mage,
    and no enemy creature stands in its mage's zone."""
    mage = side.mage
    queue = game._queues[side.idx]
    if mage not in queue:
        return False  # the side has begun its round (its mage acts first): holding creatures back lost games
    on_mage = any(e.zone == mage.zone and not e.is_mage and e.attacks and e.conj is None for e in game.enemies(side))
    for p in queue:
        if not p.alive or p.stun or p.sleep:
            continue  # it does nothing when activated: waiting costs it nothing
        if on_mage and (p.is_mage or distance(p.zone, mage.zone) <= (2 if p.fast else 1)):
            return False  # it can fight the enemy on our mage now (or our mage can step away)
        if game.best_attack(side, p, full_ok=True) is not None:
            return False
        if p.is_mage:
            if any(s.attacks and game.spell_target(side, s) is not None for s in side.prepared):
                return False
        elif game.wants_guard(side, p):
            return False
    return True
