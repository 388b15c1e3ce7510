"""Enchantments in play, both sides (L1054-1072): revealed by their owner (reveal cost, plus
Magebind on a mage) — at once when affordable, else in a later Upkeep; Healing Charm once its
bearer is hurt — and what a revealed one gives its bearer (taken back when it goes). Part of
MatchGame."""

from __future__ import annotations

from spellforge.sim.matchup.pieces import Ench, Side, distance, stays_hidden, x_of
from spellforge.sim.matchup.played import spell_played

_GRANT_FIELD = {"Melee": "melee", "Ranged": "ranged", "Piercing": "piercing", "Armor": "armor", "Life": "life",
                "Bloodthirsty": "thirst"}  # L2236-2238


class EnchantmentsMixin:
    def reveal_cost(self, ench: Ench) -> int:
        level = 6 if ench.bearer.is_mage else ench.bearer.level
        base = x_of(ench.spell.reveal_x, level) if ench.spell.reveal_x else ench.spell.reveal_cost
        return base + (ench.spell.magebind if ench.bearer.is_mage else 0)

    def upkeep_of(self, ench: Ench) -> int:
        """Its Upkeep, Upkeep +X being the bearer's level (Mind Control)."""
        return ench.spell.upkeep or (ench.bearer.level if ench.spell.upkeep_x else 0)

    def reveal_pending(self, side: Side) -> None:
        for p in self.sides[0].pieces() + self.sides[1].pieces():
            if not p.enchantments:
                continue  # (most pieces have none)
            for e in list(p.enchantments):
                if e.owner == side.idx and not e.revealed and not stays_hidden(e.spell):
                    self.reveal(side, e)
                elif e.owner == side.idx and not e.revealed and e.spell.tags.get("escape"):
                    self.escape(side, e)  # Divine Intervention (spells.py)
                elif e.owner == side.idx and not e.revealed and e.spell.tags.get("reveal_heal") \
                        and p.damage >= e.spell.tags["reveal_heal"] + 2 and not p.finite and self.reveal(side, e):
                    # Healing Charm: revealed once its bearer is hurt, heals N dice and goes
                    healed = self.healed(p, e.spell.tags["reveal_heal"])
                    p.damage -= healed
                    self.log("heal", side.idx, piece=p.name, amount=healed)
                    self.destroy_enchantment(e, quiet=True)

    def reveal(self, side: Side, ench: Ench) -> bool:
        cost = self.reveal_cost(ench)
        if side.mana < cost:
            return False
        if ench.spell.tags.get("control") and (self._in_actions or distance(side.mage.zone, ench.bearer.zone) > 1):
            return False  # Mind Control: between action phases, its controller within 1 zone (003 L779-780)
        if ench.spell.tags.get("calm_reveal") and self._in_actions:
            return False  # Charm: not during the action phases, as Mind Control (versus.py)
        if ench.bearer.enchantments and "Psychic" in ench.spell.subtypes and self.shield_cancels(ench):
            return False  # the bearer's Mind Shield cancels it before its reveal cost is paid (versus.py)
        side.mana -= cost
        ench.revealed = True
        self.apply_enchantment(ench, 1)
        self.log("reveal", side.idx, card=ench.spell.name, bearer=ench.bearer.name, mana=cost)
        if side.book.mage.reward is not None:
            self.divine_reward(side, ench.spell)  # the Priestess's Life (mage_powers.py)
        return True

    def apply_enchantment(self, ench: Ench, sign: int) -> None:
        s, p = ench.spell, ench.bearer
        for key, n in s.grants.items():
            if key in _GRANT_FIELD:
                setattr(p, _GRANT_FIELD[key], getattr(p, _GRANT_FIELD[key]) + sign * n)
            elif key == "Channeling" and p.is_mage:
                self.sides[p.side].channeling += sign * n
        if s.defense:
            p.defense = s.defense if sign > 0 else 0
        if s.regen:
            p.regen = max(p.regen, s.regen) if sign > 0 else 0
        p.dot += sign * s.dot
        p.weaken += sign * s.tags.get("weaken", 0)
        p.marked += sign * s.tags.get("marked", 0)
        p.upkeep += sign * s.tags.get("upkeep_curse", 0)  # Essence Drain: its controller pays more upkeep
        p.magebane += sign * s.tags.get("magebane", 0)
        p.charge += sign * s.tags.get("charge", 0)  # Ballad of Courage
        p.restrained += sign * s.tags.get("restrain", 0)  # Force Hold
        p.slow_curse += sign * s.tags.get("slow_curse", 0)  # Enfeeble: Slow
        p.move_damage += sign * s.tags.get("move_damage", 0)  # Chains of Agony
        p.lullaby += sign * s.tags.get("lullaby", 0)
        p.finite += sign * s.tags.get("finite_life", 0)  # Poisoned Blood: no healing (spells.py)
        if s.filtered_aura and not s.tags and spell_played(s):
            self.banner(ench, sign)  # Standard Bearer (spells.py)
        if s.tags.get("dot_enchant"):
            self.upkeep_curses = True  # Arcane Corruption (spells.py)
        if s.tags.get("ranged_defense"):
            p.orb = s.tags["ranged_defense"] if sign > 0 else 0  # Force Orb (spells.py)
        p.regen += sign * s.tags.get("upkeep_heal", 0)  # Healing Madrigal: heals in each Upkeep
        if s.tags.get("keep_burn"):
            p.keep_burn = sign > 0
        if s.tags.get("forcefield"):
            p.forcefield = p.forcefield_max = s.tags["forcefield"] if sign > 0 else 0
        for tag, field in (("fast", "fast"), ("elusive", "elusive"), ("vampiric", "vampiric"), ("flying", "flying"),
                           ("unavoidable", "sure"), ("ethereal_melee", "ethereal")):
            if s.tags.get(tag):
                setattr(p, field, sign > 0)
        if s.tags.get("aegis"):  # the highest Aegis counts, they do not add up (L2548)
            p.aegis = max((e.spell.tags.get("aegis", 0) for e in p.enchantments if e.revealed and e is not ench),
                          default=0)
            if sign > 0:
                p.aegis = max(p.aegis, s.tags["aegis"])
        if s.tags.get("control"):
            self.control(ench, sign)
        if any(s.tags.get(t) for t in ("charm", "pacify", "hate", "love", "grounded", "death_link")):
            self.apply_versus(ench, sign)  # versus.py
        if s.tags.get("counterstrike"):
            p.counterstrike = ench if sign > 0 else None
        if s.tags.get("barrier") and s.attacks:
            p.barrier = (s.attacks[0], ench) if sign > 0 else None
