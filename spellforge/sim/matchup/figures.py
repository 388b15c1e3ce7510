"""The goldfish's per-round figures of a matchup game (issue 48: the goldfish as a matchup against a
passive side; sim/report/matchup_goldfish.py builds its report from them), kept in the game's
MatchRecord for both sides: the damage to the enemy mage in each round, the mana spent from the
mage's pool and left in it at the round's end. A round the game ends in (a mage destroyed) counts,
as in the goldfish (sim/game/engine.py `_end_round`).

The cost is a few list appends a round: MatchGame.run calls `round_start` and `round_end` around
each round. Spent = the pool after Channeling + what it gained in the round (Meditate, Drain
Power, Decoy: MatchRecord.gained) − what is left; mana an enemy drained from it counts as spent.
"""

from __future__ import annotations


def round_start(game) -> tuple:
    """Each side's pool after this round's Channeling (it comes first, L508) and its enemy mage's damage."""
    a, b = game.sides
    return (a.mana + a.channeling, b.mana + b.channeling, b.mage.damage, a.mage.damage)


def round_end(game, start: tuple) -> None:
    rec = game.record
    gained = rec.gained
    for i, side in enumerate(game.sides):
        left = side.mana
        rec.spent[i].append(max(0, start[i] + gained[i] - left))
        rec.left[i].append(left)
        rec.dealt[i].append(game.sides[1 - i].mage.damage - start[2 + i])
        gained[i] = 0
