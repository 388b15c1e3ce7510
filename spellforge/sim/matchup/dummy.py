"""The goldfish's dummy opponent (`--opponent dummy`, objects.DummyConfig) as a matchup side (issue 48:
"one Game with two Sides … instead of 'our side' and a special dummy"; docs/matchup.md "The goldfish
against a passive side": the dummy).

The side is a SideSpec (`dummy_side`), not a second engine: a mage of the target's Life and Armor,
`distance` zones from the book's corner with the target's guard (as batch.passive_side), whose one
attack is the dummy's basic melee attack of `dice` dice with Piercing +`piercing` (a quick attack, so
also after a move, L690-695), with the dummy's Channeling and starting mana, and a book of its
`--dummy-cards` compiled like any book's (two copies of an attack spell, a curse, Seeking Dispel or
Dissolve, one of an enchantment or equipment: the goldfish's opponent/magic.py DUMMY_COPIES). The
matchup's AI plays it as it plays any mage (the Initiative, Planning, casting, a hidden Block
revealed for its cost, upkeep), with two hooks of the dummy's own policy:

* its targets (`victim`, from ai.choose_target): a creature of ours it reaches before our mage, the
  oldest first, as the goldfish's dummy attacks "the nearest friendly object";
* its idle action (`advance`, from defend.press): nothing in reach, it walks toward our nearest
  creature that is not flying or Invisible, else our mage: 1 zone, then its quick melee attack if
  something is now in its zone, else a second move (L648); a Slow move ends its action phase
  (L2286). `--dummy-stands` ("stands"): it never moves, not even to cast.
"""

from __future__ import annotations

from spellforge.sim.game.model import CompiledBook, MageModel
from spellforge.sim.game.spell_model import AttackProfile
from spellforge.sim.matchup.pieces import SideSpec, distance, target_place
from spellforge.sim.opponent.magic import DUMMY_COPIES  # two of each spell it casts (one of what it wears)

WALKS, STANDS = "walks", "stands"


def dummy_side(target, dummy, label: str = "dummy") -> SideSpec:
    """The dummy of `dummy` (a DummyConfig whose cards are compiled: opponent/kit.dummy_kit) on the
    target set-up `target` (a TargetConfig) as a matchup side."""
    melee = AttackProfile("Melee", "melee", False, dummy.dice, dummy.piercing, 1, False, False, False, False, ())
    mage = MageModel(name="Target", life=target.life, channeling=dummy.channeling, starting_mana=dummy.mana,
                     armor=target.armor, melee_bonus=0, attacks=(melee,))
    spells = tuple(dummy.models)
    start, guard = target_place(target)
    copies = {m.card_id: 1 if m.type in ("Enchantment", "Equipment") and m.role != "curse" else DUMMY_COPIES
              for m in spells}
    return SideSpec(label, CompiledBook(mage, spells, copies, ()), start=start, guard=guard,
                    dummy=WALKS if dummy.walks else STANDS)


def victim(candidates: list):
    """The dummy's target among those it reaches: a creature of ours (the oldest first), else our
    mage, else anything it reaches (a conjuration)."""
    creature = next((p for p in candidates if not p.is_mage and p.conj is None), None)
    return creature or next((p for p in candidates if p.is_mage), None) or candidates[0]


def _goal(game, side) -> tuple[int, int]:
    """The zone the dummy walks toward: our nearest creature it can attack, else our mage."""
    mage, foe = side.mage, game.sides[1 - side.idx]
    near = [c for c in foe.creatures if c.alive and not c.flying and not c.invisible]
    if not near:
        return foe.mage.zone
    return min(near, key=lambda c: distance(mage.zone, c.zone)).zone  # (min: the oldest of the nearest)


def advance(game, side) -> bool:
    """The walking dummy's idle action phase (nothing cast, nothing in reach). True if it moved."""
    mage = side.mage
    if side.spec.dummy != WALKS or mage.restrained or mage.held:
        return False
    goal, start = _goal(game, side), mage.zone
    if goal == start:
        return False
    go_on = game.walk(side, mage, first=True, goal=goal)
    if mage.zone == start:
        return False
    if not mage.alive or game._action_over or mage.slow_curse or mage.stumbled:
        return True  # Slow: moving ends its action phase (L2286); a wall's crossing took the action
    choice = game.best_attack(side, mage, full_ok=False)
    if choice is not None:
        game.do_attack(side, mage, choice)
    elif go_on:
        game.walk(side, mage, first=False, goal=goal)  # its quick action spent on a second move (L648)
    return True
