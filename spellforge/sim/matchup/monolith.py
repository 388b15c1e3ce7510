"""Harshforge Monolith (`monolith`: N, sim/cards/magic_tags.py; pieces.conjurer_kind "monolith"; no
card names here), both sides: every enchantment within 1 zone of it, hidden or revealed, on a piece
or laid on a zone (a trap, a ward), has Upkeep +N (the card's data). Each Upkeep Phase the
enchantment's controller pays it (errata 003 L494: an enchantment's Upkeep +X is its controller's)
or the enchantment is destroyed; a face-down one is paid for without being revealed. The AI always
pays while it has the mana (its enchantments cost more than N to cast again). Two monoliths in reach
give Upkeep +N once (the same trait twice).

The AI places it in its casting range where the enchantments within 1 zone are most the enemy's
(each of theirs counts 1, each of ours −1), at least MONOLITH_WORTH, farthest from the enemy's
creatures: its 6 mana come back as the enemy's payments (or its lost enchantments) in a few rounds.
"""

from __future__ import annotations

from spellforge.sim.matchup.pieces import Ench, distance, seen_from

MONOLITH_WORTH = 2  # the enemy's enchantments in its reach, less ours, for it to be worth placing


def _in_reach(game, zone) -> list:
    """(enchantment or Thing, its controller, its zone) of every enchantment within 1 zone of `zone`."""
    out = [(e, e.owner, p.zone) for s in game.sides for p in s.pieces() if distance(p.zone, zone) <= 1
           for e in p.enchantments]
    out += [(t, t.owner, t.zone) for t in game.things if t.spell.type == "Enchantment" and distance(t.zone, zone) <= 1]
    return out


def monolith_zone(game, side, zones: list):
    """The zone of `zones` (legal for the monolith) the AI places it in, or None (see above)."""
    foe = game.sides[1 - side.idx]
    best, key = None, None
    for z in zones:
        worth = sum(1 if owner != side.idx else -1 for _, owner, _ in _in_reach(game, z))
        k = (worth, min((distance(z, c.zone) for c in foe.creatures), default=9), seen_from(side.idx, z))
        if worth >= MONOLITH_WORTH and (key is None or k > key):
            best, key = z, k
    return best


def monolith_upkeep(game, side) -> None:
    """Side pays the Upkeep +N of its enchantments near a monolith, or loses them."""
    towers = [p for s in game.sides for p in s.conjs if p.conj.tags.get("monolith") and p.alive]
    if not towers:
        return
    due: dict[int, tuple] = {}
    for t in towers:
        for ench, owner, _ in _in_reach(game, t.zone):
            if owner == side.idx:
                due[id(ench)] = (ench, max(t.conj.tags["monolith"], due.get(id(ench), (None, 0))[1]))
    for ench, n in due.values():
        if side.mana >= n:
            side.mana -= n
            continue
        game.log("upkeep_lost", side.idx, card=ench.spell.name)
        if isinstance(ench, Ench):
            game.destroy_enchantment(ench, quiet=True)
        else:  # a trap or a ward laid on a zone (zones.py)
            game.things = [t for t in game.things if t is not ench]
