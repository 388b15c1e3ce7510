"""Support spells, both sides (docs/matchup.md), from the goldfish's facts (sim/cards/tags.py):

* **Defend** (X = 1 for a level 1-2 creature, 2 for level 3-4, 3 beyond, as the goldfish reads the
  card): a friendly living creature gets a Guard marker — zone protection and Counterstrike on its
  quick melee attacks (L1561-1608). The marker goes when the creature next activates (L622), so the
  AI gives it to a creature that has acted this round (in the final quickcast, as a rule), in our
  mage's zone first, when an enemy melee creature is within 2 zones;
* **Purify** (X = the removal costs): the Poison conditions of a living creature go — Rot and Weak
  here, 2 mana a token (rules digest §5.9); the AI purifies the friend whose Rot or Weak costs it
  most, our mage first;
* **Mohktari's Branch** (`plant_restore`, its item's quick spell, gear.wand_ability): 1 condition
  off a friendly Plant for its removal cost, then heal 1 (plant_condition picks which);
* **Renewing Rain** (Arena): every Burn token in the arena goes, every friendly living object
  heals 2; the AI casts it when that is worth RAIN_WORTH (Life healed, our Burn tokens gone, less
  the enemy's Burn tokens gone);
* a **tree** whose aura gives Regenerate to friendly living creatures in its zone (Mohktari): placed
  in our mage's zone; conjurations are never attacked here.
"""

from __future__ import annotations

from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.matchup.aim import fits
from spellforge.sim.matchup.pieces import Piece, distance

RAIN_WORTH = 6.0
BURN_VALUE = 1.5  # a Burn token's expected damage over the rounds it lasts, roughly


def plant_condition(piece: Piece, fresh: bool) -> tuple[float, str, int]:
    """(worth, field, removal cost) of the condition Mohktari's Branch takes off the piece first, worth
    0 when none is worth it (`fresh`: the piece is yet to act this round): a Stun (4) on a fresh
    piece, then Rot and Burn (2: damage every Upkeep), a Weak (2) on a piece with an attack, a Daze
    (2) on a fresh one (Stun and Daze go anyway at the end of its action phase). Its removal cost is
    paid for each token of the condition (rules digest §5.9)."""
    options = [(4.0 if fresh else 0.0, "stun", 4), (3.0, "rot", 2), (2.5, "burn", 2),
               (2.0 if piece.attacks else 0.0, "weak", 2), (1.0 if fresh else 0.0, "daze", 2)]
    held = [(v, f, c * getattr(piece, f)) for v, f, c in options if getattr(piece, f) > 0 and v > 0]
    return max(held) if held else (0.0, "", 0)


def defend_cost(level: int) -> int:
    return 1 if level <= 2 else 2 if level <= 4 else 3


class SupportMixin:
    """Part of MatchGame."""

    def defend_target(self, side, spell: SpellModel, caster: Piece | None = None):
        mage = caster or side.mage
        home = side.mage
        planning = self._planning is not None
        best = None
        for p in side.creatures:
            if p.guard or p.stun or p.sleep or not p.living or not fits(spell.target, p, True) \
                    or distance(mage.zone, p.zone) > spell.range_max \
                    or not any(a.kind == "melee" and not a.full for a in p.attacks) \
                    or not planning and id(p) not in self._acted and self._final_round != self.round:
                continue
            foes = [e for e in self.enemies(side) if not e.is_mage and distance(e.zone, p.zone) <= 2
                    and any(a.kind == "melee" for a in e.attacks)]
            if not foes or defend_cost(p.level) > side.mana:
                continue
            key = (p.zone == home.zone, p.left, p.name)
            if best is None or key > best[0]:
                best = (key, p)
        return (best[1], defend_cost(best[1].level)) if best is not None else None

    def purify_target(self, side, spell: SpellModel, caster: Piece | None = None):
        mage = caster or side.mage
        if spell.tags.get("plant_restore"):  # Mohktari's Branch: one condition off a Plant of ours
            picks = [(v, p, cost) for p in side.pieces() if "Plant" in p.subtypes
                     and spell.range_min <= distance(mage.zone, p.zone) <= spell.range_max
                     for v, _, cost in [plant_condition(p, id(p) not in self._acted)] if v and cost <= side.mana]
            return max(picks, key=lambda t: (t[0], t[1].name))[1:] if picks else None
        friends = [p for p in side.pieces() if p.living and (p.rot or p.weak) and fits(spell.target, p, True)
                   and distance(mage.zone, p.zone) <= spell.range_max and 2 * (p.rot + p.weak) <= side.mana
                   and (p.rot or p.attacks)]
        if not friends:
            return None
        best = max(friends, key=lambda p: (p.is_mage, bool(p.rot), p.weak, p.name))
        return (best, 2 * (best.rot + best.weak))

    def purify(self, piece: Piece, spell: SpellModel | None = None) -> None:
        if spell is not None and spell.tags.get("plant_restore"):
            _, name, _ = plant_condition(piece, id(piece) not in self._acted)
            setattr(piece, name, 0)  # every token of the condition: all must be paid for (rules digest §5.9)
            if piece.living and piece.damage and not piece.finite:
                healed = min(spell.tags["plant_restore"], piece.damage)
                piece.damage -= healed
                self.log("heal", piece.side, piece=piece.name, amount=healed)
        else:
            piece.rot = piece.weak = 0  # Poison conditions (rules digest §5.9)
        self.log("purified", piece.side, piece=piece.name)

    def rain_target(self, side, spell: SpellModel):
        return (side.mage, 0) if self.rain_worth(side, spell) >= RAIN_WORTH else None

    def rain_worth(self, side, spell: SpellModel) -> float:
        ours = sum(min(spell.heal_flat, p.damage) for p in side.pieces() if p.living)
        ours += BURN_VALUE * sum(p.burn for p in side.pieces())
        theirs = BURN_VALUE * sum(p.burn for p in self.enemies(side))
        return ours - theirs

    def rain(self, side, spell: SpellModel) -> None:
        for s in self.sides:
            for p in s.pieces():
                p.burn = 0  # every Burn token in the arena
        for p in side.pieces():
            if p.living and p.damage and not p.finite:
                healed = min(spell.heal_flat, p.damage)
                p.damage -= healed
                self.log("heal", side.idx, piece=p.name, amount=healed)

    def regen_here(self, piece: Piece) -> int:
        """Regenerate from the auras of our trees in the piece's zone."""
        side = self.sides[piece.side]
        return max((n for zone, n in side.groves if zone == piece.zone), default=0) if piece.living else 0
