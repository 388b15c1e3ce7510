"""Spells that act on a mage's mana, both sides, read from the goldfish's facts (sim/cards/
magic_tags.py; no card names here):

* **Drain Power** (`drain_mana`: N attack dice): the target mage loses the dice's total from its
  mana supply (each die its number, a critical one too: the roll is no attack, so no Armor), at
  most what it holds; the caster gains what was lost (the card's data). The AI aims it at the
  enemy mage within range when the mana it is expected to take, counted twice (it leaves the enemy
  and comes to us), is at least what the cast costs us after our rings' discount. 8 dice average
  8 mana, so without a discount it never pays (a mana swing of 2 × 8 − 16 ≤ 0); with the Wizard's
  Arcane Ring (Mana −1: 15) it does against a mage holding 9 mana or more;
* **Mana Siphon** (`siphon`: N; pieces.conjurer_kind "siphon"): when it comes into play it chooses a
  mage within 2 zones of it and in its line of sight; that mage has Channeling −N while the siphon
  stays in play, wherever it goes (the card's data). The AI chooses the enemy mage, places the
  siphon in its casting range where the enemy mage is so chosen, farthest from the enemy's
  creatures, and casts it only up to round SIPHON_LAST_ROUND: it repays its cost at N a round.
"""

from __future__ import annotations

from spellforge.sim.game.dice import damage_distribution
from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.matchup.pieces import distance, seen_from

SIPHON_ZONES = 2  # how far from the siphon the chosen mage may be (the card's data: range 0-2)
# 12 mana at 2 a round is repaid in 6 rounds; the Wizard's games in the official gauntlet last 14
# rounds on average (10 to 20 by opponent, 100 games each, 2026-11-28): cast by round 8, it is
# repaid in a game of that length (the mages come within its reach, 3 zones, in rounds 5 to 7)
SIPHON_LAST_ROUND = 8


def expected_drain(dice: int, held: int) -> float:
    """The mana a drain of `dice` attack dice is expected to take from a mage holding `held`."""
    # each die counts its number, a critical one too, and no Armor: the Armor-0 damage roll's odds
    return sum(p * min(total, held) for total, p in enumerate(damage_distribution(dice).probabilities))


def drain_pick(game, side, spell: SpellModel, mage, reach: int):
    """(the enemy mage, 0) when the drain pays (see above), else None."""
    foe = game.sides[1 - side.idx]
    if distance(mage.zone, foe.mage.zone) > reach:
        return None
    ring = side.discount(spell, mage is side.mage) if side.discounts else 0
    cost = max(0, spell.cost - ring)
    if cost > side.mana or round(2 * expected_drain(spell.tags["drain_mana"], foe.mana), 6) <= cost:
        return None
    return (foe.mage, 0)


def drain(game, side, spell: SpellModel, target) -> None:
    """Drain Power resolved on `target` (a mage): the roll, what it loses, what the caster gains."""
    rolled = sum(game._face()[0] for _ in range(spell.tags["drain_mana"]))
    foe = game.sides[target.side]
    lost = min(rolled, foe.mana)
    foe.mana -= lost
    side.mana += lost
    game.record.gained[side.idx] += lost
    game.log("drain_mana", side.idx, card=spell.name, rolled=rolled, amount=lost)


def siphon_zone(game, side, zones: list):
    """The zone of `zones` (legal for the siphon) the AI places it in, or None: the enemy mage
    within SIPHON_ZONES and in sight from it, farthest from the enemy's creatures."""
    if game.round > SIPHON_LAST_ROUND:
        return None
    foe = game.sides[1 - side.idx]
    fit = [z for z in zones if distance(z, foe.mage.zone) <= SIPHON_ZONES and game.sees(z, foe.mage.zone)]
    if not fit:
        return None
    return max(fit, key=lambda z: (min((distance(z, c.zone) for c in foe.creatures), default=9),
                                   -distance(z, side.mage.zone), seen_from(side.idx, z)))


def siphon(game, piece, sign: int) -> None:
    """The siphon `piece` comes into play (sign 1) or leaves it (-1): the enemy mage's Channeling."""
    game.sides[1 - piece.side].channeling -= sign * piece.conj.tags["siphon"]
    if sign > 0:
        game.log("siphon", piece.side, card=piece.name, channeling=-piece.conj.tags["siphon"])
