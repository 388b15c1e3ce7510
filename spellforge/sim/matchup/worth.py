"""What a decent player spends no card or action on, both sides and against any opponent (docs/matchup.md
"The AI", round 7):

* **a counterspell with nothing to counter**: Jinx (the bearer's quick spell, L1687: Quick Summons'
  creature too), Nullify and Reverse Magic (an enemy spell on the bearer) and Magebane (damage when
  the bearer casts) act only when the enemy casts a spell; none is prepared while no spell it acts
  on is left in the enemy's book (the goldfish's passive side never has one; a real opponent late
  in a long game may not);
* **a discount ring for the mage's own attack**: a ring whose only effect is a discount (Ring of
  the Ocean's Depths, Ring of Command…) is cast with the quickcast, or with an action that has
  nothing to attack; it never takes the action of a mage that has an attack to make with it (the
  goldfish's planner prepares such a ring for the quickcast only, sim/policy/policies.py);
* **a movement enchantment on a creature already at its enemy**: an enchantment that only lets its
  bearer walk further or charge (Fast, Charge +X: Ballad of Courage) goes on a creature with no
  enemy to melee in its zone, never on one in melee already (bearer_for);
* **a zone attack that costs its own side more than it deals** (round 8): a zone attack hits every
  creature and conjuration in the zone, friend or foe (000 L1270-1284), and some cost their attacker
  itself (Goblin Bomber's Detonate, errata 003 L711-714); a creature's zone attack is worth the
  Life it is expected to take from the enemy there less the Life its own side loses (friends in
  the zone, the attacker destroyed as the cost), each mage's counted three times as the AI weighs a
  target; it is never made at a loss (attack_value).
"""

from __future__ import annotations

from spellforge.sim.matchup.aim import expected_on
from spellforge.sim.matchup.mage_powers import summonable

COUNTER_TAGS = ("jinx", "nullify", "reverse_magic", "magebane")
MOVE_TAGS = frozenset(("fast", "charge", "magic"))  # "magic": the marker of a card read by magic_tags


def counters_nothing(game, side, spell) -> bool:
    """A counterspell (COUNTER_TAGS) while no spell it acts on is left in the enemy's book."""
    tags = spell.tags
    if not tags or not any(tags.get(t) for t in COUNTER_TAGS):
        return False
    foe = game.sides[1 - side.idx]
    left = [cid for cid, n in foe.library.items() if n > 0]
    if not left:
        return True
    if not tags.get("jinx"):
        return False
    mage = foe.book.mage
    quick = {s.card_id for s in foe.book.spells if s.quick or summonable(mage, s)}
    return not any(cid in quick for cid in left)


def ring_waits(game, side, spell, moved: bool) -> bool:
    """A discount-only ring about to take the mage's action while the mage has an attack to make
    with it (the caller asks only when the quickcast is used: the action is what is left)."""
    return bool(spell.discount_only) and game.best_attack(side, side.mage, full_ok=not moved) is not None


def moves_only(spell) -> bool:
    """An enchantment whose only effects are walking further or charging (Fast, Charge +X)."""
    return spell.type == "Enchantment" and not spell.grants and bool(spell.tags) \
        and set(spell.tags) <= MOVE_TAGS and bool(spell.tags.get("fast") or spell.tags.get("charge"))


def attack_value(game, side, piece, profile, target, bonus: int) -> float:
    """What the piece's attack on `target` is worth to the AI choosing its attack (game.best_attack):
    the expected damage, a mage's counted three times; a zone attack's on everything in the zone,
    less our own side's loss there (this side's pieces hit); less the attacker's Life left when the
    attack destroys it; -inf when that leaves no gain."""
    ethereal = piece.ethereal and profile.kind == "melee"
    if not profile.zone:
        gain = expected_on(profile, target, bonus, piece.piercing, ethereal) * (3 if target.is_mage else 1)
        if not profile.sacrifice:
            return gain
        loss = 0.0
    else:
        gain = loss = 0.0
        for s in game.sides:
            for p in s.pieces():
                if p.zone == target.zone and p is not piece and p.alive and p.holds is None:  # a vine: neither
                    hit = min(expected_on(profile, p, bonus, piece.piercing, ethereal), p.left) * (3 if p.is_mage else 1)
                    if s is side:
                        loss += hit
                    else:
                        gain += hit
    if profile.sacrifice:
        loss += piece.left  # the attacker destroyed as the attack's cost
    return gain - loss if gain > loss else float("-inf")
