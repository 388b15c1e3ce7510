"""Altar of Skulls (`skull_altar`: N, sim/cards/versus.py; pieces.conjurer_kind "skulls"; no card
names here), both sides, from the card's effect rows (db/effects, read from the printed text):

* whenever an enemy Corporeal creature is destroyed (not a mage: that ends the game), the altar gains
  a Skull token; a friendly cleric's full action that adds one is not played (no official book has
  a Cleric creature);
* while it has N or more (8 on the card) it is "awake": every Living creature in the arena, of both
  sides and the mages too, has Finite Life (it cannot heal or regenerate; conjurers.refresh_auras),
  takes `skull_poison` direct Poison damage each Upkeep, and the altar has Lifebond `skull_lifebond`:
  each Upkeep its controller may move up to that much damage from its mage onto the altar or back
  (the OCTGN module's Codex: "Lifebond +X"; it bypasses Finite Life). The AI moves its mage's damage
  onto the altar, never so much that the altar is destroyed.

The AI places it like an aura, arena-wide, away from the enemy, once the enemy has SKULL_WORTH
Corporeal creatures in play (there is something to gain tokens from).
"""

from __future__ import annotations

SKULL_WORTH = 2  # the enemy's Corporeal creatures in play for an altar to be worth its mana


def awake(piece) -> bool:
    """Whether an altar in play has its N Skull tokens."""
    return piece.tokens >= piece.conj.tags["skull_altar"]


def altars(game) -> list:
    """Every Altar of Skulls in play, both sides."""
    return [p for s in game.sides for p in s.conjs if p.conj.tags.get("skull_altar")]


def skulls_worth(game, side) -> bool:
    foe = game.sides[1 - side.idx]
    return sum(not c.incorporeal and c.conj is None and c.holds is None for c in foe.creatures) >= SKULL_WORTH


def skull_destroyed(game, piece) -> None:
    """A creature was destroyed: a Skull token on each altar of the other side when it was Corporeal;
    an altar that wakes gives every Living creature Finite Life."""
    if piece.is_mage or piece.conj is not None or piece.holds is not None or piece.incorporeal:
        return
    for altar in game.sides[1 - piece.side].conjs:
        if altar.conj.tags.get("skull_altar"):
            altar.tokens += 1
            game.log("skull", altar.side, piece=altar.name, count=altar.tokens)
            if altar.tokens == altar.conj.tags["skull_altar"]:
                game._skulls += 1
                game._auras += 1  # refresh_auras on every creature that enters from now on
                game.refresh_auras()


def skull_gone(game, altar) -> None:
    """An awake altar left play: its Finite Life goes with it."""
    if awake(altar):
        game._skulls -= 1
        game._auras -= 1
        game.refresh_auras()


def finite_sources(game) -> int:
    """How many awake altars give Finite Life (refresh_auras: the same trait twice counts once)."""
    return min(1, sum(awake(p) for p in altars(game)))


def skull_poison(game, piece) -> None:
    """Upkeep: each awake altar's direct Poison damage on a Living creature (mage or creature)."""
    if piece.conj is not None or piece.holds is not None or not piece.living or not piece.alive:
        return
    for altar in altars(game):
        if awake(altar) and piece.alive:
            game._direct(piece, altar.conj.tags["skull_poison"], altar.name)


def skull_lifebond(game, altar) -> None:
    """Upkeep: an awake altar's Lifebond moves up to N damage from its controller's mage onto it."""
    if not awake(altar) or not altar.alive:
        return
    mage = game.sides[altar.side].mage
    moved = min(altar.conj.tags["skull_lifebond"], mage.damage, altar.left - 1)
    if moved > 0 and mage.alive:
        mage.damage -= moved
        altar.damage += moved
        game.log("lifebond", altar.side, piece=altar.name, amount=moved)
