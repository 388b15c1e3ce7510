"""Zombie Frenzy (`frenzy:<subtype>` N, sim/cards/conditional.py; played.frenzy_of; no card names
here), both sides: until the end of the round every creature of the subtype in the arena, ours and
the enemy's, gains Fast and Bloodthirsty +N and loses Slow (the card's data; its Lumbering and Pest,
also lost, are not played). Bloodthirsty +N: N more dice on a melee attack on a damaged living
creature (000 L2236-2238, fight.attack); its forced attack on such a creature is not played (the
AI's choice of target stands), as for the Reaper's Bloodthirsty (mage_powers.py).

The AI casts it (a full action) when what it adds to our creatures of the subtype that have not acted
this round, less what it adds to the enemy's, is at least FRENZY_SHARE of its cost: a creature with
no enemy in its zone that reaches one now (one 2 zones away with Fast, or one beside it that is Slow)
adds its threat a round; one that attacks adds N dice when a damaged living enemy is within its reach.
"""

from __future__ import annotations

from spellforge.sim.cards.conditional import frenzied
from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.matchup.aim import threat
from spellforge.sim.matchup.pieces import distance
from spellforge.sim.matchup.played import frenzy_of

FRENZY_SHARE = 1 / 2  # the damage it adds must be at least this share of its cost


def _gain(game, piece, n: int) -> float:
    """What the frenzy adds to one creature's attack this round (0: nothing)."""
    if piece.slow is None or piece.stun or piece.sleep or piece.restrained \
            or not any(a.kind == "melee" for a in piece.attacks):
        return 0.0
    foes = [e for e in game.enemies(game.sides[piece.side]) if e.conj is None]
    if game.melee_targets(piece, piece.zone):
        near = [e for e in foes if e.zone == piece.zone]
        gain = 0.0
    else:
        reach = [distance(piece.zone, e.zone) for e in foes]
        if not any(d == 2 or d == 1 and piece.slow and not piece.fast for d in reach):
            return 0.0
        near = [e for e in foes if distance(piece.zone, e.zone) <= 2]
        gain = threat(piece)
    return gain + (n if any(e.damage and e.living for e in near) else 0)


def frenzy_pick(game, side, spell: SpellModel, mage, reach: int):
    """(our mage, 0) when the frenzy pays now (see above), else None."""
    subtype, n = frenzy_of(spell)
    if spell.cost > side.mana or game._final_round == game.round:
        return None
    worth = 0.0
    for s in game.sides:
        for p in s.creatures:
            if subtype in p.subtypes and p.alive and p.ready_round <= game.round and id(p) not in game._acted:
                worth += _gain(game, p, n) * (1 if s is side else -1)
    return (mage, 0) if worth >= FRENZY_SHARE * spell.cost else None


def frenzy(game, side, spell: SpellModel) -> None:
    """Every creature of the subtype in the arena, both sides: Fast, no Slow, Bloodthirsty +N this round."""
    subtype, n = frenzy_of(spell)
    for s in game.sides:
        for p in s.creatures:
            if subtype not in p.subtypes or not p.alive:
                continue
            frenzied(p, n, game._round_buffs, "thirst")
            p.threats.clear()  # (the cast's own log line says it)
