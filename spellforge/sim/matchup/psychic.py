"""The enchantments that act only on an opponent that plays (sim/cards/psychic.py reads them; the
goldfish leaves them out), both sides (docs/matchup.md):

* **Charm** (`charm`; reveal X = the creature's level − 1, never during the action phases, as Mind
  Control's; Upkeep +1): its bearer makes no melee or ranged attack on Charm's controller's mage,
  counterstrikes included; when that mage attacks and damages the bearer, Charm is destroyed. The
  AI charms the enemy creature that threatens its mage most (at least HOLD_WORTH) and stands within
  CHARM_ZONES of it, if it can pay the reveal after the cast; its mage then attacks a charmed
  creature only when nothing else is in reach;
* **Pacify** (`pacify` N): the first melee or ranged attack its bearer makes each round (not a
  counterstrike) costs the bearer's controller N mana, paid when it can, else the attack is
  cancelled. The AI pacifies the enemy's biggest threat (at least HOLD_WORTH);
* **Mind Shield** (`mind_shield`, face down): revealed by its owner (cost 0) to counter an enemy
  psychic incantation or attack spell cast on its bearer, or, when an enemy psychic enchantment is
  revealed on its bearer, to cancel and destroy it before its reveal cost is paid; then it goes.
  The AI shields the friend the enemy's psychic spells left in its book may target that threatens
  most (its mage counts as a friend like the others).

Part of MatchGame."""

from __future__ import annotations

from spellforge.sim.game.spell_model import SpellModel

CHARM_ZONES = 2  # a charmed creature is worth it within this many zones of our mage (or reaching it)


def _psychic_foes(spell: SpellModel) -> bool:
    return "Psychic" in spell.subtypes and spell.type in ("Enchantment", "Incantation", "Attack")


class PsychicMixin:
    """Part of MatchGame."""

    def psychic_bearer(self, side, spell: SpellModel, caster=None):
        """bearer_for's seam for the three: where it goes, or None (nowhere worth it)."""
        from spellforge.sim.matchup.ai import fits, threat
        from spellforge.sim.matchup.holds import HOLD_WORTH
        from spellforge.sim.matchup.pieces import distance, x_of
        from spellforge.sim.matchup.spells import left_in_book

        mage = caster or side.mage
        tags = spell.tags
        if tags.get("mind_shield"):
            foe = self.sides[1 - side.idx]
            kinds = {s.target for s in foe.book.spells if _psychic_foes(s) and foe.library.get(s.card_id, 0) > 0} \
                if left_in_book(foe, "psychic", _psychic_foes) else ()
            friends = [p for p in side.pieces() if fits(spell.target, p, True) and p.hidden("mind_shield") is None
                       and distance(mage.zone, p.zone) <= spell.range_max and any(fits(k, p, False) for k in kinds)]
            return max(friends, key=lambda p: (threat(p), p.is_mage, p.name), default=None)
        home = side.mage
        best, score = None, HOLD_WORTH - 1e-9
        for p in self.enemies(side):
            if p.is_mage or not fits(spell.target, p, False) or not spell.range_min <= distance(mage.zone, p.zone) \
                    <= spell.range_max or not self.sees(mage.zone, p.zone, p.flying):
                continue
            if tags.get("charm"):
                if p.charm >= 0 or any(e.spell.tags.get("control") for e in p.enchantments) \
                        or spell.cost + x_of(spell.reveal_x, p.level) > side.mana:
                    continue
                reach = distance(p.zone, home.zone)
                if reach > CHARM_ZONES and not any(a.kind != "melee" and a.reaches(reach) for a in p.attacks):
                    continue
            elif tags.get("pacify") and (p.pacify or spell.cost + spell.reveal_cost > side.mana):
                continue
            value = threat(p, home.armor_now())
            if value > score:
                best, score = p, value
        return best

    def apply_psychic(self, ench, sign: int) -> None:
        """apply_enchantment's seam: what a revealed one gives its bearer (taken back when it goes)."""
        p, tags = ench.bearer, ench.spell.tags
        if tags.get("charm"):
            p.charm = ench.owner if sign > 0 else -1
        p.pacify += sign * tags.get("pacify", 0)

    def charm_spares(self, attacker, target) -> bool:
        """Whether the attacker's Charm forbids this attack: the target is the mage whose side charmed it."""
        return attacker.charm >= 0 and target.is_mage and target.side == attacker.charm

    def pacified(self, attacker, side: int) -> bool:
        """Pacify, at the attacker's first melee or ranged attack of the round: its controller pays,
        when it can (True: it cannot, and the attack is cancelled)."""
        if attacker.pacified == self.round:
            return False
        attacker.pacified = self.round
        owner = self.sides[side]
        card = next((e.spell.name for e in attacker.enchantments if e.revealed and e.spell.tags.get("pacify")), "")
        if owner.mana >= attacker.pacify:
            owner.mana -= attacker.pacify
            self.log("pacify_paid", side, card=card, piece=attacker.name, mana=attacker.pacify)
            return False
        self.log("pacify_cancel", side, card=card, piece=attacker.name)
        return True

    def charm_broken(self, target) -> None:
        """Its controller's mage attacked and damaged the charmed creature: Charm goes."""
        for e in list(target.enchantments):
            if e.revealed and e.spell.tags.get("charm"):
                self.destroy_enchantment(e)

    def shield_counters(self, target, spell: SpellModel) -> bool:
        """An enemy psychic spell cast on a piece with its side's hidden Mind Shield: countered at
        once (an incantation, an attack spell; an enchantment is cast face down, so it is met when
        revealed: shield_cancels)."""
        if spell.type == "Enchantment" or "Psychic" not in spell.subtypes:
            return False
        return self._revealed_against(target, "mind_shield")

    def shield_cancels(self, ench) -> bool:
        """An enemy psychic enchantment being revealed on a piece with its side's hidden Mind
        Shield: both are destroyed, the reveal cost unpaid."""
        p = ench.bearer
        if "Psychic" not in ench.spell.subtypes or ench.owner == p.side or not self._revealed_against(p, "mind_shield"):
            return False
        self.destroy_enchantment(ench, quiet=True)
        return True
