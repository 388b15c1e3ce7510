"""Banish (`banish`: N Banish tokens, sim/cards/tags.py; no card names here), both sides: the
target non-Mage creature leaves the arena with N tokens (the card's data); one token goes in each
Upkeep Phase and when the last goes it comes back to the zone it left. Out there it is still in
play (errata 003 L552-557): out of every object's range and line of sight (nobody attacks it, it
attacks, guards and acts for nobody: it is not among its side's creatures), but its own traits,
conditions and attached cards still work (its Burn and Rot, its Upkeep, each Upkeep here), and its
action marker does not reset: banished after it acted this round, it comes back unable to act in the
round it returns.

The AI banishes the enemy creature within range, within THREAT_ZONES of our mage, that threatens
most, when the damage it would deal while away (its threat a round × the rounds it is gone) is at
least BANISH_SHARE of the spell's cost (1: the whole cost); never one a vine holds or one holding a creature.
"""

from __future__ import annotations

from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.matchup.aim import fits, threat
from spellforge.sim.matchup.pieces import distance

BANISH_SHARE = 1  # the damage the banished creature would deal while away: at least this share of the cost
# (a 7-dice Steelclaw Grizzly away 2.5 rounds is worth its 14 mana, a 4-dice Timber Wolf is not)


def banish_pick(game, side, spell: SpellModel, mage, reach: int):
    """(the enemy creature, 0) worth banishing now (see above), or None."""
    from spellforge.sim.matchup.ai import THREAT_ZONES

    if spell.cost > side.mana:
        return None
    away = spell.tags["banish"] - 0.5  # the rounds it misses, about: it leaves in an action phase
    best, worth = None, BANISH_SHARE * spell.cost
    for p in game.sides[1 - side.idx].creatures:
        if not p.alive or p.invisible or p.holds is not None or p.held or distance(mage.zone, p.zone) > reach \
                or distance(p.zone, side.mage.zone) > THREAT_ZONES or not fits(spell.target, p, False):
            continue
        value = threat(p, side.mage.armor_now()) * away
        if value >= worth:
            best, worth = p, value
    return (best, 0) if best is not None else None


def banish(game, side, spell: SpellModel, target) -> None:
    """The target leaves the arena with its tokens (a creature already gone: the spell fizzles)."""
    owner = game.sides[target.side]
    if target not in owner.creatures or not target.alive:
        return
    owner.creatures.remove(target)
    queue = game._queues.get(owner.idx) if game._queues else None
    acted = id(target) in game._acted or game._in_actions and queue is not None and target not in queue
    if queue is not None and target in queue:
        queue.remove(target)  # it takes no action out there
    target.guard = False
    owner.banished.append([target, spell.tags["banish"], acted])
    if game._auras:
        game.refresh_auras()  # an aura that counted it (conjurers.py)
    game.log("banished", side.idx, piece=target.name, tokens=spell.tags["banish"])


def banish_upkeep(game, side) -> None:
    """Side's banished creatures in the Upkeep: their conditions and Upkeep, then one token each;
    the last gone, the creature comes back to its zone (inactive this round if it had acted)."""
    for entry in list(side.banished):
        piece = entry[0]
        things, game.things = game.things, []  # out of the arena: no zone's terrain reaches it
        game.conditions_upkeep(piece)  # its Burn, Rot... still work out there
        game.things = things
        if piece.alive and piece.upkeep:
            if side.mana >= piece.upkeep:
                side.mana -= piece.upkeep
            else:
                piece.removed = True
                game.log("upkeep_lost", side.idx, card=piece.name)
                game.destroyed(piece)
        if not piece.alive or piece.removed:
            side.banished.remove(entry)
            continue
        entry[1] -= 1
        if entry[1] <= 0:
            side.banished.remove(entry)
            side.creatures.append(piece)
            if entry[2]:
                piece.ready_round = max(piece.ready_round, game.round + 1)  # its marker never reset
            if game._auras:
                game.refresh_auras()
            game.log("banish_back", side.idx, piece=piece.name, zone=piece.zone)
