"""The dummy opponent's attack (`--opponent dummy`, objects.DummyConfig) and our reactions to it:
hidden Block / Reverse Attack, Forcefield tokens, a counter roll (Helm of Fear), defenses, Aegis,
damage barriers, counterstrikes, Vampiric healing, hidden heals. Part of Game.

Conditions on the dummy count (rules digest §5.9): Stunned, asleep, Slammed or knocked down it
does not attack; Dazed it misses on a d12 of 6 or less; Weak and curses lowering its dice take
dice off (never below 1). Stun and Daze go at the end of its action phase (L2322, L2472); a
Slam turns into Daze (errata L464).
"""

from __future__ import annotations

from spellforge.sim.game.dice import soaked_damage
from spellforge.sim.game.events import Event
from spellforge.sim.game.objects import DummyConfig, Unit, _id_of


class OpponentMixin:
    """Part of Game (spellforge.sim.game.engine)."""

    def _dummy_victim(self, peek: bool = False) -> Unit | None:
        """The nearest friendly object the dummy can attack: a creature in its zone (no arena: one
        that has started attacking it, the oldest first), never a flyer (it has no Reach) nor one
        Invisible now (Unit.unseen), else our mage — with an arena only when the mage is in its zone."""
        r = self.round + (1 if peek else 0)
        victim = next((u for u in self.creatures if u.alive and u.ready_round <= r and not u.flying and not u.unseen(r)
                       and (self.distance is None or u.dist == 0)), None)
        if victim is None and (self.distance is None or self.distance == 0) and not self.mage.flying:
            victim = self.mage
        return victim

    def _dummy_attack(self, dummy: DummyConfig) -> None:
        r = self.round
        t = self.target
        log = self._log
        if t.incapacitated(r):
            if log is not None:
                log.append(Event(r, "no_attack", {"foe": t.name}))
            self._end_foe_phase(t)
            return
        if self.dm is not None and self.magic_dummy_casts():  # its spells first (spellforge.sim.opponent.turn)
            self._end_foe_phase(t)
            return  # a full attack spell took its action
        if self.record.mage_killed is not None or not t.alive:
            return
        victim = self._dummy_victim()
        if victim is None and self.walking and self.dummy_walk():  # with an arena it walks (sim/game/arena.py)
            victim = self._dummy_victim()  # then a quick attack if it reached something
        if victim is None:
            self._end_foe_phase(t)
            return  # nothing it can reach
        if self.dm is not None and not self.magic_toll(victim):
            self._end_foe_phase(t)
            return  # it cannot pay our Suppression Cloak's toll
        dazed = t.daze > 0
        self._end_foe_phase(t)
        if dazed and not self.d12_check("daze", t.name, 7):  # a Dazed attacker misses on 1-6 (L2474)
            if log is not None:
                log.append(Event(r, "missed", {"attacker": "target", "attacker_id": "target", "foe": victim.name}))
            return
        if self._avoided(victim, dummy):
            return
        dice = max(1, dummy.dice + (self.dm.melee if self.dm is not None else 0) - t.weak - t.weaken)
        if victim.aegis:
            dice = max(1, dice - victim.aegis)  # Aegis X: X fewer dice, at least 1 (L2546)
        if self.arena_on:
            dice = max(1, dice + self.zone_attack_mod(None, None))  # Shallow Sea (sim/game/arena.py)
        armor = max(0, victim.armor - dummy.piercing)
        damage = self.shielded(victim, self._dummy_damage(dice, armor, victim.crit_to_normal))
        victim.damage += damage
        if log is not None:
            log.append(Event(r, "attack", {"attacker": "target", "attacker_id": "target", "foe": victim.name,
                                           "attack": "Melee", "dice": dice, "damage": damage,
                                           "conditions": "", "burn": 0, "rot": 0, "corrode": 0}))
        lost = self.mage_life_lost if victim.is_mage else 0
        if victim.damage + lost >= victim.life:
            self._destroyed(victim)
            return
        if victim.barrier is not None:  # a successful melee attack meets the barrier (L1511-1529)
            self._resolve_attack(victim.name, victim.barrier, t, None, victim.card_id)
        if victim.counterstrike is not None and t.alive:
            self._counterstrike(victim)
        if victim.hidden_heal is not None and victim.damage >= 4:
            self._reveal_heal(victim)

    def _end_foe_phase(self, foe) -> None:
        """Stun and Daze leave at the end of its action phase; a Slam becomes a Daze."""
        foe.stun = 0
        foe.daze = 1 if foe.slam else 0
        foe.slam = 0

    def _avoided(self, victim: Unit, dummy: DummyConfig) -> bool:
        """Reactions that stop the attack before its dice are rolled."""
        r = self.round
        log = self._log
        how = ""
        if victim.forcefield > 0:
            victim.forcefield -= 1
            how = self.reaction_names.get((id(victim), "forcefield"))
        elif victim.block:
            spell, reverse = victim.block[0]
            cost = spell.reveal_cost
            if self.mana >= cost:
                self._pay(cost)
                victim.block.pop(0)
                victim.enchantments.discard(spell.card_id)
                how = spell
                self.divine_reward(spell)  # a Holy enchantment revealed (sim/game/mage_abilities.py)
                if reverse:  # the attack goes back to its attacker
                    self._resolve_attack(spell.name, self._dummy_profile(dummy), self.target, None, spell.card_id)
        elif victim.counter_roll and self.d12_check("counter", victim.name, victim.counter_roll):
            how = self.reaction_names.get((id(victim), "counter_roll"))
        elif victim.defense and victim.defended != r:
            victim.defended = r  # a defense works once a round
            if self.d12_check("defense", victim.name, victim.defense):
                how = "defense"
        if not how:
            return False
        if log is not None and how == "defense":
            log.append(Event(r, "defended", {"target": victim.name, "target_id": _id_of(victim),
                                             "threshold": victim.defense}))
        elif log is not None:
            log.append(Event(r, "reacted", {"target": victim.name, "target_id": _id_of(victim),
                                            "card": getattr(how, "name", ""), "card_id": getattr(how, "card_id", "")}))
        if victim.counterstrike is not None and self.target.alive:
            self._counterstrike(victim)  # a counterstrike answers even an avoided attack (L1499)
        return True

    def _dummy_profile(self, dummy: DummyConfig):
        from spellforge.sim.game.spell_model import AttackProfile

        return AttackProfile("Melee", "melee", False, dummy.dice, dummy.piercing, 1, False, False, False, False, ())

    def _dummy_damage(self, dice: int, armor: int, crit_to_normal: int) -> int:
        if crit_to_normal:  # roll the dice one by one: up to N critical damage counts as normal
            return soaked_damage(self.rng, dice, armor, crit_to_normal)
        return self._roll_damage(dice, armor)  # CombatMixin's exact-distribution sampler

    def _counterstrike(self, unit: Unit) -> None:
        """The bearer strikes back with its best melee attack; the enchantment that granted it goes."""
        spell = unit.counterstrike
        unit.counterstrike = None
        attack = max((a for a in unit.attacks if a.kind == "melee"), key=lambda a: a.dice, default=None)
        if attack is not None:
            self._resolve_attack(f"{unit.name} ({spell.name})", attack, self.target, unit, spell.card_id)

    def _reveal_heal(self, unit: Unit) -> None:
        spell = unit.hidden_heal
        if self.mana < spell.reveal_cost:
            return
        self._pay(spell.reveal_cost)
        unit.hidden_heal = None
        unit.enchantments.discard(spell.card_id)
        self.divine_reward(spell)
        amount = 0
        for _ in range(spell.tags["reveal_heal"]):
            face = int(self.rng.random() * 6)
            amount += 0 if face < 2 else 1 if face in (2, 4) else 2
        healed = min(amount, unit.damage)
        unit.damage -= healed
        if self._log is not None:
            self._log.append(Event(self.round, "heal", {"card": spell.name, "card_id": spell.card_id,
                                                       "target": unit.name, "target_id": _id_of(unit), "amount": healed}))

    def _destroyed(self, victim: Unit) -> None:
        if victim.is_mage:
            self.record.mage_killed = self.round
        else:
            self._destroy_unit(victim)
        if self._log is not None:
            self._log.append(Event(self.round, "killed", {"foe": victim.name}))

    def _destroy_unit(self, unit: Unit) -> None:
        unit.alive = False
        self.record.creatures_lost += 1
        self.to_discard(unit)  # its card goes to our discard pile (sim/game/discard.py)
        if unit in self.familiars:
            self.familiars.remove(unit)
        self.creatures = [u for u in self.creatures if u.alive]
