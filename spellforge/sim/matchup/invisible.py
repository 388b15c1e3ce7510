"""The Invisible trait in the two-sided game, for both sides (issue 48; docs/matchup.md, "Invisible").

The seeds (the trait's own entry is in the Forcemaster vs. Warlord rulebook, which is not among them):
* an Invisible object cannot be chosen as a target by the enemy: Force Bash cannot Slam an Invisible
  Stalker "because it is Invisible and cannot be chosen as a target" (errata 003 L669). No enemy
  attack (a creature's, a mage's, an item's) and no enemy spell targets it. A zone attack or a zone
  spell chooses a zone, no target (003 L432: "a zone attack does not allow choosing targets"), so
  it still hits the Invisible objects there (fight.zone_attack);
* enchantments and equipment attached to it are Invisible too, attached conjurations are not
  (003 L433-434): the enemy's Dispel, Dissolve and the like cannot choose them;
* Elusive is part of the trait (003 L744): it ignores guards when it attacks and enemy creatures do
  not hinder it (Elusive, 000 L2522-2524);
* "as soon as Invisible Stalker declares an attack it loses the Invisible trait", Elusive with it,
  yet it counts as past the guards (003 L743-744): from that attack on it can be targeted (a
  counterstrike, a damage barrier, the enemy's next attack or spell).
Settled from the OCTGN module (the seeds say neither; docs/matchup.md, "Open questions settled"):
* it regains Invisible in the next Reset phase: the module's reset (scripts/actions.py resetMarkers)
  turns the "Visible" marker back to "Invisible" on every card;
* the module's marker reads "Invisible: Cannot be targeted. Elusive. Pest.": an Invisible creature is
  a Pest, it hinders nobody (000 L2086-2088, L650-656), and its guard binds nobody (it cannot be
  targeted anyway), so the AI never sets it on guard.
The trait comes from the compiled card (SpellModel.invisible: Invisible Stalker, Force Gremlin).
"""

from __future__ import annotations


def targetable(pieces: list) -> list:
    """The pieces an enemy may choose as a target: the list itself when none is Invisible now (a
    piece the enemy cannot see is skipped: ai.enemies, asked many times a round)."""
    for p in pieces:
        if p.invisible:
            return [q for q in pieces if not q.invisible]
    return pieces


def unhindered(piece) -> bool:
    """Enemy creatures do not stop it in their zone: it flies, or it is Elusive ("enemy creatures
    cannot hinder its movement", 000 L2522-2524: its card, the Cat's kin, Evade or Mongoose
    Agility for the round), or Invisible now (Elusive is part of the trait, 003 L744)."""
    return piece.flying or piece.elusive or piece.invisible


def declared(game, attacker, side: int) -> None:
    """The attacker declares an attack: it loses Invisible (and Elusive) until the next Reset
    (003 L743-744); the attack's target was chosen past the guards."""
    attacker.invisible = False
    game.log("visible", side, piece=attacker.name)


def reset(game) -> None:
    """The Reset phase: a piece whose card is Invisible and that declared an attack is Invisible again."""
    for s in game.sides:
        for p in s.creatures:
            if p.invisible_trait and not p.invisible and p.alive:
                p.invisible = True
                game.log("invisible", s.idx, piece=p.name)
