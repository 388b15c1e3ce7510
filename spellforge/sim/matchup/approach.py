"""Where a mage goes, and whether it prepares defences, by what the enemy can reach
(docs/matchup.md "The AI": Approach).

A zone's danger is the expected damage a round the enemy could bring on it: each enemy piece
whose best attack reaches the zone after its moves (1 zone, Fast 2, Rooted none: L690-695,
L895, 003 L278), and the enemy mage's best attack spell left in its book (its range, +1 for a
quick spell cast after a move). A decent player

* advances its mage when its action is otherwise unused, the enemy mage is out of the reach of
  its attacks and the attack spells left in its book, and the next zone is out of the enemy's
  reach (a move action, then its quick half: L690-695). Its creatures are placed in its zone
  (L879), so they too start nearer;
* prepares no defence (Block, Armor and Life grants, a Defense…: the planner's `defense` role)
  while nothing of the enemy can reach its mage within two rounds: the mana and the action go to
  what wins the game, and the defence comes in time when a threat nears.

Against a side that never acts (batch.passive_side) both hold for the whole game: the mage walks
at the target and casts on the way, as the goldfish's does.
"""

from __future__ import annotations

from spellforge.sim.game.spell_model import ROLE_ATTACK
from spellforge.sim.matchup.pieces import Piece, distance, step_toward

SAFE = 1.0  # expected damage a round below which a zone counts as out of the enemy's reach
DEFENCE_HORIZON = 2  # rounds ahead a defence is prepared for
ADVANCE_HORIZON = 2  # rounds ahead the zone a mage walks into stays out of the enemy's reach


def _moves(piece: Piece) -> int:
    if piece.slow is None or piece.stun or piece.sleep:
        return 0  # Rooted never moves (003 L278); Stunned or asleep does not act
    return 2 if piece.fast else 1


def _spell_reach(game, side) -> tuple[int, float]:
    """(reach, expected damage) of the best attack spell left in the side's book on the enemy mage."""
    foe_armor = game.sides[1 - side.idx].mage.armor_now()
    best_reach, best = -1, 0.0
    for s in side.book.spells:
        if s.role != ROLE_ATTACK or not s.attacks or side.library.get(s.card_id, 0) <= 0:
            continue
        a = s.attacks[0]
        value = a.expected_damage(foe_armor)
        if value > best:
            best_reach, best = max(s.range_max, a.range_max) + (1 if s.quick else 0), value
    return best_reach, best


def danger(game, side, zone: tuple[int, int], rounds: int = 1) -> float:
    """Expected damage a round the enemy of `side` could bring on `zone` within `rounds` rounds."""
    from spellforge.sim.matchup.ai import threat

    foe = game.sides[1 - side.idx]
    total = 0.0
    for p in foe.pieces():
        if not p.attacks or not p.alive:
            continue
        reach = _moves(p) * rounds + max(a.range_max for a in p.attacks)
        if distance(p.zone, zone) <= reach:
            total += threat(p)
    if foe.mage.alive:
        reach, value = _spell_reach(game, foe)
        if value and distance(foe.mage.zone, zone) <= reach + rounds - 1:
            total += value
    return total


def own_reach(game, side) -> int:
    """How far our mage attacks from: its own attacks it can pay for and its attack spells left."""
    own = max((a.range_max for a in side.mage.attacks if a.spell_cost <= side.mana), default=-1)
    return max(own, _spell_reach(game, side)[0])


def advance_zone(game, side) -> tuple[int, int] | None:
    """The zone our mage walks into with its otherwise unused action, or None: it stays."""
    mage, goal = side.mage, game.sides[1 - side.idx].mage.zone
    reach = own_reach(game, side)
    if reach < 0 or mage.zone == goal or distance(mage.zone, goal) <= reach:
        return None  # nothing to attack with (a side that never acts), or the enemy mage is in reach
    nxt = step_toward(mage.zone, goal)
    return nxt if danger(game, side, nxt, ADVANCE_HORIZON) < SAFE else None


def unthreatened(game, side) -> bool:
    """Nothing of the enemy reaches our mage within DEFENCE_HORIZON rounds: no defence is prepared."""
    return danger(game, side, side.mage.zone, DEFENCE_HORIZON) < SAFE



def walks_first(game, side) -> bool:
    """This round's planning reserves the mage's action for a move and its quick half, as the
    goldfish planner's approaching styles do (sim/policy/planner.APPROACH): the style is one of
    them, the attack spells left in the book do not reach the enemy mage, and the mage advances."""
    from spellforge.sim.policy.planner import APPROACH

    if side.spec.style(game.round) not in APPROACH:
        return False
    reach = _spell_reach(game, side)[0]
    goal = game.sides[1 - side.idx].mage.zone
    return 0 <= reach < distance(side.mage.zone, goal) and advance_zone(game, side) is not None
