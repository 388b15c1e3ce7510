"""The dummy opponent's own round with `--dummy-cards`: its Channeling and upkeep, its Regenerate,
its hidden Block and Defense against our attacks, the curse and attack spell it casts (and our
reactions to them: Jinx, Nullify, Reverse Magic, Force Orb, Magebane), and the mana
our Suppression Cloak makes it pay. Part of Game (spellforge.sim.game.engine)."""

from __future__ import annotations

from spellforge.sim.game.events import Event
from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.game.objects import Unit, _id_of
from spellforge.sim.opponent.magic import DummyObject, _value


class DummyTurnMixin:
    """Part of Game (spellforge.sim.game.engine)."""

    def magic_upkeep(self) -> int:
        """Its Channeling, its upkeep costs, its Regenerate; its curse's damage on our mage.
        Returns the damage it regenerated (not counted as damage we dealt this round)."""
        dm, t, r = self.dm, self.target, self.round
        dm.mana += max(0, self.config.opponent.channeling - dm.siphon)
        if dm.upkeep_guard and self.guard is not None and self.guard.alive:
            if dm.mana >= dm.upkeep_guard:
                dm.mana -= dm.upkeep_guard
            else:
                self.guard.removed = True  # unpaid upkeep destroys it (L2356-2360)
                if self._log is not None:
                    self._log.append(Event(r, "killed", {"foe": self.guard.name}))
        if dm.monolith:  # Upkeep +1 on every enchantment within 1 zone of the target's zone
            near = self.distance is None or self.distance <= 1
            theirs = [o for o in dm.objects if o.enchantment] + (self._dummy_curses() if near else [])
            for obj in sorted(theirs, key=_value, reverse=True):
                if dm.mana >= dm.monolith:
                    dm.mana -= dm.monolith
                else:
                    self._dummy_loses(obj, "upkeep")
            ours = len(t.enchantments) + (len(self.guard.enchantments) if self.guard is not None else 0)
            if near:
                ours += len(self.mage.enchantments - self._equipment_ids - {o.model.card_id for o in theirs})
            self._pay(min(self.mana, ours * dm.monolith))  # ours too (approximation: unpaid ones stay)
        healed = 0
        if dm.regen and not dm.finite and t.damage and t.alive:
            healed = min(dm.regen, t.damage)  # Regenerate (L1402)
            t.damage -= healed
        for obj in self._dummy_curses():
            if obj.model.dot:
                self.mage.damage += obj.model.dot
                if self._log is not None:
                    self._log.append(Event(r, "dot", {"foe": self.mage.name, "damage": obj.model.dot}))
        if self.mage.damage + self.mage_life_lost >= self.mage.life:
            self._destroyed(self.mage)
        return healed

    def magic_avoids(self, attack, unit: Unit | None) -> bool:
        """The dummy's hidden Block or its Defense against our attack (not an Unavoidable one)."""
        dm = self.dm
        unavoidable = unit is not None and unit.unavoidable and attack.kind == "melee"
        block = next((o for o in dm.objects if o.hidden and o.model.tags.get("block")), None)
        if block is not None:
            if unavoidable:
                self._dummy_loses(block, "destroyed")  # revealed without effect
                return False
            if dm.mana >= block.model.reveal_cost:
                dm.mana -= block.model.reveal_cost
                self._dummy_loses(block, "revealed")
                return True
        if dm.defense and attack.kind == "melee" and not unavoidable and dm.defended != self.round:
            dm.defended = self.round
            if self.d12_check("defense", "target", dm.defense):
                if self._log is not None:
                    self._log.append(Event(self.round, "defended", {"target": "target", "target_id": "target",
                                                                    "threshold": dm.defense}))
                return True
        return False

    def magic_dummy_casts(self) -> bool:
        """Before its melee attack the dummy casts its curse and its attack spell when its pool pays.
        Returns whether its action is spent (a full attack spell)."""
        dm = self.dm
        quick_free = True
        curse = dm.curse
        if curse is not None and dm.curses_left > 0 and not self._dummy_curses() and self.record.mage_killed is None:
            cost = 2 + curse.reveal_cost + curse.magebind
            if dm.mana >= cost:
                dm.mana -= cost
                dm.curses_left -= 1
                quick_free = False
                self._dummy_cast(curse, enchantment=True)
        seek = dm.seek
        if quick_free and seek is not None and dm.seeks_left > 0 and dm.mana >= seek.cost and self._our_hidden():
            dm.mana -= seek.cost
            dm.seeks_left -= 1
            quick_free = False
            if self._dummy_cast(seek, seek=True):
                hidden = self._our_hidden()  # it cannot see them: any one of them
                self._seek_hits(hidden[int(self.rng.random() * len(hidden))], seek)
        dissolve = dm.dissolve
        items = self._our_equipment() if quick_free and dissolve is not None and dm.dissolves_left > 0 else []
        if items and dm.mana >= items[0].cost:
            item = items[0]
            dm.mana -= item.cost  # X = the item's casting cost
            dm.dissolves_left -= 1
            quick_free = False
            if self._dummy_cast(dissolve, dissolve=True, paid=item.cost):
                self._dissolve_hits(item, dissolve)
        spell = dm.spell
        if spell is None or dm.spells_left <= 0 or not self.target.alive or self.record.mage_killed is not None:
            return False
        if (spell.quick and not quick_free) or dm.mana < spell.cost:
            return False
        victim = self._dummy_victim()
        attack = spell.attacks[0]
        if victim is None and (self.distance is None or attack.reaches(self.distance)):
            victim = self.mage
        if victim is None:
            return False
        dm.mana -= spell.cost
        dm.spells_left -= 1
        if self.target.daze and not self.d12_check("daze", "target", 7):  # a Dazed attacker misses on 1-6 (L2474)
            if self._log is not None:
                self._log.append(Event(self.round, "missed", {"attacker": "target", "attacker_id": "target",
                                                              "foe": victim.name}))
            return not spell.quick
        if self._dummy_cast(spell, victim=victim):
            self._dummy_spell_hits(spell, victim)
        return not spell.quick

    def _our_hidden(self) -> list[tuple]:
        """Our face-down enchantments: (kind, what, bearer)."""
        seen = [u for u in self.friends() if not u.unseen(self.round)]  # on an Invisible creature: Invisible (003 L434)
        out = [("block", entry, u) for u in seen for entry in u.block]
        out += [("heal", u.hidden_heal, u) for u in seen if u.hidden_heal is not None]
        out += [("pending", item, item[1]) for item in self.pending]
        out += [("magic", (tag, s), self.mage) for tag in ("nullify", "reverse_magic", "decoy")
                for s in self.our_magic.get(tag, ())]
        if self.dm.jinx is not None:
            out.append(("jinx", self.dm.jinx, self.target))
        return out

    def _seek_hits(self, hit: tuple, seek: SpellModel) -> None:
        """Its Seeking Dispel destroys one of our hidden enchantments (never revealed); a Decoy pays
        its controller 2 mana."""
        kind, what, bearer = hit
        if kind == "block":
            bearer.block.remove(what)
            spell = what[0]
        elif kind == "heal":
            bearer.hidden_heal, spell = None, what
        elif kind == "pending":
            self.pending.remove(what)
            spell = what[0]
        elif kind == "jinx":
            self.dm.jinx, spell = None, what
        else:
            tag, spell = what
            self.our_magic[tag].remove(spell)
            if tag == "decoy":
                self.mana += spell.tags["decoy"]
        bearer.enchantments.discard(spell.card_id)
        if self._log is not None:
            self._log.append(Event(self.round, "our_destroyed", {"card": spell.name, "card_id": spell.card_id,
                                                                 "caster": seek.name, "caster_id": seek.card_id}))
            if spell.tags.get("decoy"):
                self._log.append(Event(self.round, "mana_gained", {"card": spell.name, "card_id": spell.card_id,
                                                                   "amount": spell.tags["decoy"]}))

    def _dissolve_hits(self, item: SpellModel, dissolve: SpellModel) -> None:
        """Its Dissolve destroys our mage's item, unless our Armor Ward makes it pay 4 more and it cannot."""
        dm = self.dm
        if self._armor_ward is not None:
            ward, extra = self._armor_ward
            if dm.mana < extra:
                if self._log is not None:
                    self._log.append(Event(self.round, "countered", {
                        "target": self.mage.name, "target_id": "", "card": ward.name, "card_id": ward.card_id,
                        "caster": dissolve.name, "caster_id": dissolve.card_id}))
                return
            dm.mana -= extra
        self._lose_equipment(item)
        if self._log is not None:
            self._log.append(Event(self.round, "our_destroyed", {"card": item.name, "card_id": item.card_id,
                                                                 "caster": dissolve.name, "caster_id": dissolve.card_id}))

    def _dummy_cast(self, spell: SpellModel, enchantment: bool = False, victim=None, seek: bool = False,
                    dissolve: bool = False, paid: int = 0) -> bool:
        """The counter-spell step: Jinx on the dummy, Nullify / Reverse Magic on our
        mage. Returns whether the spell resolves against us."""
        dm, r, log = self.dm, self.round, self._log
        if log is not None:
            log.append(Event(r, "dummy_casts", {"card": spell.name, "card_id": spell.card_id}))
        if dm.jinx is not None and spell.quick and self.mana >= dm.jinx.reveal_cost:
            self._pay(dm.jinx.reveal_cost)
            self._react(dm.jinx, spell, "target")
            self.target.enchantments.discard(dm.jinx.card_id)
            dm.jinx = None
            dm.mana += paid or ((2 + spell.reveal_cost + spell.magebind) if enchantment else spell.cost)  # refunded
            if enchantment:  # back to its spellbook
                dm.curses_left += 1
            elif seek:
                dm.seeks_left += 1
            elif dissolve:
                dm.dissolves_left += 1
            else:
                dm.spells_left += 1
            return False
        if enchantment:
            for tag in ("nullify", "reverse_magic"):
                waiting = self.our_magic.get(tag)
                if not waiting:
                    continue
                mine = waiting[0]
                if self.mana < mine.reveal_cost:
                    continue
                self._pay(mine.reveal_cost)
                waiting.pop(0)
                self.mage.enchantments.discard(mine.card_id)
                self._react(mine, spell, "")
                if tag == "reverse_magic":  # its curse goes back on its caster
                    self._curse_dummy(spell)
                return False
            obj = DummyObject(spell, on_us=True)
            self.our_magic.setdefault("cursed", []).append(obj)
            self.mage.enchantments.add(spell.card_id)
            self._curse_on_mage(spell, 1)
        self._magebane()
        return True

    def _react(self, mine: SpellModel, spell: SpellModel, bearer_id: str) -> None:
        """Our hidden enchantment (on the dummy, or on our mage: bearer_id "") counters its spell."""
        if self._log is not None:
            self._log.append(Event(self.round, "countered", {
                "target": "target" if bearer_id else self.mage.name, "target_id": bearer_id,
                "card": mine.name, "card_id": mine.card_id, "caster": spell.name, "caster_id": spell.card_id}))

    def _curse_dummy(self, curse: SpellModel) -> None:
        """Reverse Magic: the dummy's curse on the dummy itself (its damage each Upkeep, fewer dice)."""
        self.target.dot += curse.dot
        self.target.weaken += curse.tags.get("weaken", 0)

    def _magebane(self) -> None:
        dm = self.dm
        if dm.magebane and self.target.alive:
            self.target.damage += dm.magebane
            if self._log is not None:
                self._log.append(Event(self.round, "dot", {"foe": "target", "damage": dm.magebane}))

    def _dummy_spell_hits(self, spell: SpellModel, victim: Unit) -> None:
        attack = spell.attacks[0]
        if victim.ranged_defense and victim.defended != self.round:
            victim.defended = self.round
            if self.d12_check("defense", victim.name, victim.ranged_defense):
                if self._log is not None:
                    self._log.append(Event(self.round, "defended", {"target": victim.name, "target_id": _id_of(victim),
                                                                    "threshold": victim.ranged_defense}))
                return
        if victim.forcefield > 0:
            victim.forcefield -= 1
            return
        armor = 0 if attack.critical else max(0, victim.armor - attack.piercing)
        damage = self.shielded(victim, self._roll_damage(max(1, attack.dice - (victim.aegis or 0)), armor))
        victim.damage += damage
        if self._log is not None:
            self._log.append(Event(self.round, "attack", {
                "attacker": "target", "attacker_id": "target", "foe": victim.name, "attack": attack.name,
                "dice": attack.dice, "damage": damage, "conditions": "", "burn": 0, "rot": 0, "corrode": 0}))
        lost = self.mage_life_lost if victim.is_mage else 0
        if victim.damage + lost >= victim.life:
            self._destroyed(victim)

    def magic_toll(self, victim: Unit) -> bool:
        """Suppression Cloak: the dummy pays 2 for its first melee attack on our mage each round,
        or cannot make it. Returns whether the attack is made."""
        dm = self.dm
        if not self._toll or not victim.is_mage or dm.toll_paid == self.round:
            return True
        if dm.mana < self._toll:
            return False
        dm.mana -= self._toll
        dm.toll_paid = self.round
        return True
