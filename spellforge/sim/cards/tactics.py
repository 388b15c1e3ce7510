"""Tactical effects in a goldfish game (spellforge.sim.cards.tags): when such a card is worth casting,
what it does when it resolves or is revealed, and its Upkeep and end-of-round work. Part of Game.

Guard removal, conditions and curses act on the foes (the target mage, its guard); reactions
(Block, Reverse Attack, Forcefield, barriers, counterstrikes…) wait on our objects for the dummy
opponent's attack (spellforge.sim.opponent.attack). Cards that only help against an attacking target are
cast only with the dummy opponent, so they never cost a passive goldfish its mana.
"""

from __future__ import annotations

from spellforge.sim.game.events import Event
from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.game.objects import _UNIT_FIELD, Foe, Unit, _id_of

DEFENSIVE_TAGS = {"block", "reverse", "forcefield", "counter_roll", "counterstrike", "barrier", "vampiric",
                  "crit_to_normal", "aegis", "aura_aegis", "reveal_heal", "upkeep_heal", "aura_regen",
                  "armor_token", "flying"}
CRUSH = "Crush"  # the attack a push into a wall makes (db/i18n/terms.csv; 000 L2436 «Смят»)
GUARD_LEVEL = 2  # the guard's level when an X cost depends on it (the guard has only Life and Armor)


def _has_melee(unit: Unit) -> bool:
    return any(a.kind == "melee" for a in unit.attacks)


class TacticsMixin:
    """Part of Game (spellforge.sim.game.engine)."""

    def _init_tactics(self) -> None:
        self.zone_dot = 0  # conjurations hurting every living creature in the target's zone
        self.curse_dot = 0  # mana a round for 1 damage to each cursed foe
        self.torment_burn = 0  # mana for 1 Burn on a cursed foe without Burn, end of round
        self.activated_buff = 0  # Melee +N on a living creature once a round
        self.armor_token = 0  # pay N for an Armor +1 token once a round
        self.upkeep_heal = 0  # every living friend heals N each Upkeep
        self.filtered_aura: list[tuple] = []
        self.aegis_aura = 0
        self.regen_aura = 0
        self.summoned: list[Unit] = []  # creatures that entered this round (Rouse the Beast)
        self.tactics = False  # something tactical is in play: the per-round hooks run
        self.bound: list[SpellModel] = []  # spells bound to our wands (Spellbind)
        self.reaction_names: dict[tuple[int, str], SpellModel] = {}  # (id of the unit, tag) -> its card, for the log

    # -- who is where ---------------------------------------------------------------------------
    def guarding(self) -> bool:
        """The guard stands in the target's zone and guards (not pushed, asleep or stunned)."""
        g = self.guard
        return g is not None and g.alive and not g.incapacitated(self.round) and not self.guard_held  # L1600

    def _blocked_melee(self) -> list[Unit]:
        """Our ready creatures with a melee attack that the guard keeps off the target."""
        if not self.guarding():
            return []
        r = self.round
        blocked = [u for u in self.creatures if u.alive and u.ready_round <= r and _has_melee(u) and not u.elusive]
        if _has_melee(self.mage) and not self.distance:
            blocked.append(self.mage)  # the mage's own melee attack must go through the guard too
        return blocked

    def _dummy(self) -> bool:
        return self.config.opponent is not None

    # -- can it be cast ----------------------------------------------------------------------------
    def tactic_castable(self, spell: SpellModel) -> bool | None:
        """Whether a tactical card has a use now; None for cards without tags."""
        t = spell.tags
        if not t and not spell.filtered_aura:
            return None
        if t.get("arena"):
            return self.arena_castable(spell)  # sim/game/arena.py
        if t.get("reanimate"):
            return self.discard_castable(spell)  # sim/game/discard.py
        if t.get("conditional"):  # sim/cards/conditional.py
            ok = self.conditional_castable(spell)
            return ok if spell.type == "Incantation" else None if ok else False
        kind = spell.type
        r = self.round
        if kind == "Incantation":
            if t.get("ki"):
                return self.ki_wanted  # Meditation: Ki only matters for a card that spends it
            if t.get("combustion"):
                return self.target.burn >= 2
            if t.get("rouse"):  # planned with a creature, cast right after it enters
                return self.planning or any(u.alive and u.ready_round == r + 1 and _has_melee(u) for u in self.summoned)
            if t.get("extra_attack"):
                return any(u.alive and u.ready_round <= r and _has_melee(u) for u in self.creatures)
            if "teleport" in t or t.get("fast") or t.get("charge"):
                return self._walker(spell) is not None
            if t.get("incapacitate") or t.get("slam") or t.get("slam_roll"):
                return bool(self._blocked_melee()) or (self._dummy() and not self.target.incapacitated(r))
            if t.get("elusive_round") or t.get("sweeping_round"):  # a creature of ours attacks with it
                return any(not u.is_mage for u in self._blocked_melee())
            if t.get("push") or t.get("banish") or t.get("sleep"):
                return bool(self._blocked_melee())
            return None
        if DEFENSIVE_TAGS & set(t) and not self._dummy():
            return False  # only an attacking target makes them matter
        if kind == "Conjuration":
            if t.get("zone_dot") or t.get("dot_growing"):
                return self.distance is None or spell.range_min <= self.distance <= spell.range_max
            return None
        if kind == "Equipment":
            if any(k.startswith("spellbind_") for k in t):
                return self._bindable(spell) is not None and None
            if t.get("curse_dot") or t.get("torment_burn"):  # they work on a foe carrying a curse of ours
                return any(f.curses for f in self._foes()) and None
            return None  # slots decide (casting.castable)
        return None  # enchantments: enchantment_target decides

    def tactic_in_range(self, spell: SpellModel) -> bool:
        """A spell on a foe needs the target's zone in range; one on a friend, that friend."""
        t = spell.tags
        if self.distance is None or "teleport" in t or t.get("reanimate") or t.get("conditional") or t.get("fast") or t.get("charge") or t.get("rouse") \
                or t.get("extra_attack") or t.get("elusive_round") or t.get("sweeping_round"):
            return True  # _walker checks the range to the creature it moves
        return spell.range_min <= self.distance <= spell.range_max

    def _walker(self, spell: SpellModel | None = None) -> Unit | None:
        """A ready creature with a melee attack still walking toward the target (arena only),
        within the spell's range of our mage."""
        if self.distance is None:
            return None
        r = self.round
        nearest = 0 if spell is None or "teleport" not in spell.tags else self.distance - spell.range_max
        return next((u for u in self.creatures if u.alive and u.ready_round <= r and u.dist > max(0, nearest)
                     and _has_melee(u) and not u.rooted  # no move, Teleport either (003 L278)
                     and (spell is None or spell.range_min <= self.distance - u.dist <= spell.range_max)), None)

    def tactic_enchantment_target(self, spell: SpellModel):
        """The object a tactical enchantment goes on, None when nothing gains, or False for
        enchantments without tags (enchantment_target decides)."""
        t = spell.tags
        if not t and not spell.filtered_aura:
            return False
        if t.get("arena"):
            return self.arena_target(spell)
        if t.get("rise_again"):
            return self.rise_again_target(spell)
        name = spell.card_id
        text = spell.target
        if spell.role == "curse":
            if "Non-Mage" in text or t.get("lullaby") or t.get("control"):
                g = self.guard
                ok = g is not None and g.alive and name not in g.enchantments and bool(self._blocked_melee() or t.get("control"))
                return g if ok and self.guarding() else None
            if t.get("weaken") and not self._dummy():
                return None
            if t.get("keep_burn") and not self.target.burn:
                return None
            return self.target if name not in self.target.enchantments else None
        mage_ok = "Non-Mage" not in text and ("Mage" in text or "Creature" in text or "Object" in text
                                              or text in ("Self", self.mage.name))  # Forcefield: "Forcemaster"
        if t.get("elusive"):
            if self.config.target.guard_life <= 0:
                return None
            return next((u for u in self.creatures if u.alive and _has_melee(u) and not u.elusive
                         and name not in u.enchantments), None)
        if t.get("fast") or t.get("charge"):
            if self.distance is None or self.distance == 0:
                return None
            return next((u for u in self.creatures if u.alive and _has_melee(u) and u.dist > 0 and not u.rooted
                         and name not in u.enchantments and not (t.get("fast") and u.fast)), None)
        if spell.filtered_aura:  # an aura carried by a creature (Standard Bearer) or placed on one
            return next((u for u in self.creatures if u.alive and name not in u.enchantments), None)
        # defensive: on whoever the dummy attacks first (a creature in its zone), else our mage
        victim = self._dummy_victim(peek=True)
        if t.get("flying") or t.get("vampiric") or not mage_ok:
            creatures = [u for u in self.creatures if u.alive and name not in u.enchantments
                         and (not t.get("vampiric") or _has_melee(u)) and not (t.get("flying") and u.flying)]
            if "Living" in text:
                creatures = [u for u in creatures if not u.nonliving]
            if t.get("flying"):  # worth it only for the creature the dummy is hitting
                return victim if victim in creatures else None
            return (victim if victim in creatures else creatures[0]) if creatures else None
        if victim is not None and name not in victim.enchantments and (not victim.is_mage or mage_ok):
            return victim
        return self.mage if mage_ok and name not in self.mage.enchantments else None

    def _bindable(self, wand: SpellModel) -> SpellModel | None:
        """The spell of the book a wand binds: the attack spell (or attack incantation) with the
        most expected damage, else a heal; of the subtype the wand asks for."""
        t = wand.tags
        types = {k[len("spellbind_"):] for k in t if k in ("spellbind_attack", "spellbind_incantation")}
        subtypes = {k[len("spellbind_subtype_"):] for k in t if k.startswith("spellbind_subtype_")}
        armor = self.target.armor_now()
        best, best_value = None, 0.0
        for s in self.book.spells:
            if s.type.lower() not in types or self.library.get(s.card_id, 0) <= 0 or s.x_rule:
                continue
            if subtypes and not subtypes & set(s.subtypes):
                continue
            value = s.best_attack_value(armor) + 0.5 * (s.heal_dice + s.heal_flat) + 2 * bool(s.tags or s.round_buff)
            if value > best_value:
                best, best_value = s, value
        return best

    def x_cost_of(self, spell: SpellModel) -> int:
        """The X the engine chooses (card_tags.x_cost): the cheapest that does the job."""
        rule = spell.x_rule
        if rule == "level":
            return min((u.level for u in self.summoned if u.alive and u.ready_round == self.round + 1),
                       default=2 if self.planning else 0)
        if rule == "sleep":
            return 4 + (GUARD_LEVEL - 1) if GUARD_LEVEL <= 3 else 6 + 2 * (GUARD_LEVEL - 3)
        if rule.startswith("discard"):
            return self.discard_cost(spell)
        if rule == "guard_level":
            return self.defend_cost()
        if rule == "quicksand":
            return 2 * GUARD_LEVEL  # 2X, X = the creature's level
        if rule == "teleport":
            walker = self._walker(spell)
            return max(3, 3 * (walker.dist if walker else 1))
        return 0

    # -- resolving ----------------------------------------------------------------------------------
    def resolve_tactic_incantation(self, spell: SpellModel) -> None:
        t = spell.tags
        r = self.round
        log = self._log
        note = ""
        if t.get("ki"):
            return self.gain_ki(spell, t["ki"])
        if t.get("reanimate"):
            return self.reanimate(spell)
        if t.get("conditional"):
            return self.conditional_resolve(spell)
        if t.get("combustion"):
            tokens, self.target.burn = self.target.burn, 0
            attack = spell.attacks[0] if spell.attacks else None
            if attack is not None:
                from dataclasses import replace

                self._resolve_attack(spell.name, replace(attack, dice=t["combustion"] * tokens), self.target, None,
                                     spell.card_id)
            return
        if t.get("rouse"):
            unit = next(u for u in self.summoned if u.alive and u.ready_round == r + 1 and _has_melee(u))
            unit.ready_round = r
            note = unit.name
        elif t.get("extra_attack"):
            unit = max((u for u in self.creatures if u.alive and u.ready_round <= r and _has_melee(u)),
                       key=lambda u: max((a.dice for a in u.attacks if a.kind == "melee"), default=0))
            unit.extra_attacks += 1
            self._round_buffs.append((unit, "extra_attacks", 1))
            note = unit.name
        elif "teleport" in t or t.get("fast") or t.get("charge"):
            unit = self._walker(spell)
            if "teleport" in t:  # to a zone in the caster's range too (L817-823): no nearer the target than that
                unit.dist = max(self.distance - spell.range_max, unit.dist - t["teleport"] if t["teleport"] else 0, 0)
            if t.get("fast") and not unit.fast:
                unit.fast = True
                self._round_buffs.append((unit, "fast", 1))
            if t.get("charge"):
                unit.charge += t["charge"]
                self._round_buffs.append((unit, "charge", t["charge"]))
            note = unit.name
        else:
            self._disable_foe(spell)
            return
        if log is not None:  # the creature's id: an empty one names our mage in the log (game_log.name)
            log.append(Event(r, "buff", {"card": spell.name, "card_id": spell.card_id, "target": note,
                                         "target_id": unit.card_id}))

    def spell_attack_tactics(self, spell: SpellModel, attack, dealt: int) -> None:
        """Chain Lightning jumps to the other foe with 1 die fewer; Drain Life heals our mage."""
        t = spell.tags
        if t.get("chain") and dealt and self.guard is not None and self.guard.alive and self.target.alive \
                and attack.dice > 1:
            from dataclasses import replace

            self._resolve_attack(spell.name, replace(attack, dice=attack.dice - 1), self.guard, None, spell.card_id)
        if t.get("drain") and dealt and self.mage.damage:
            healed = min(dealt, self.mage.damage)
            self.mage.damage -= healed
            if self._log is not None:
                self._log.append(Event(self.round, "heal", {"card": spell.name, "card_id": spell.card_id,
                                                           "target": self.mage.name, "target_id": "",
                                                           "amount": healed}))

    def _acting_conditions(self, foe: Foe, row) -> None:
        """Daze and Stun from an attack's effect row; a pushed guard leaves its post this round,
        unless it stands in the target's corner: then the push Crushes it (crush(), after the
        attack's roll is logged)."""
        foe.daze += row.daze
        if row.stun:
            foe.stun = 1
        if row.slam:
            foe.slam = 1  # as Earthquake's Slam (incapacitated until it stands up)
        if row.push and foe is self.guard and not self.cornered():
            foe.off_round = self.round

    def cornered(self) -> bool:
        """The target and its guard stand in the arena's corner zone (L98, L426) until the walking
        dummy leaves it: every push away from a source in the arena, or in any direction the pusher
        chooses from the same zone, goes into a wall."""
        return self.distance is not None and not self.target_walked

    def crush(self, foe: Foe, source: str, source_id: str = "") -> None:
        """Pushed into the arena's wall (Passage Blocks): not moved, Crushed instead, an
        unavoidable 3-dice attack, Armor as usual (000 L2436-2438, L2494-2500, L1012; 003 L447)."""
        damage = self._roll_damage(3, foe.armor_now())
        foe.damage += damage
        if self._log is not None:
            self._log.append(Event(self.round, "attack", {"attacker": source, "attacker_id": source_id,
                                                         "foe": foe.name, "attack": CRUSH, "dice": 3,
                                                         "damage": damage, "conditions": "", "burn": 0, "rot": 0,
                                                         "corrode": 0}))

    def _disable_foe(self, spell: SpellModel) -> None:
        """Knockdown, Slam, push, Sleep, Banish, Elusive or Sweeping for the round: the guard stops
        guarding (or leaves), or the dummy loses its attack this round."""
        t = spell.tags
        r = self.round
        blocked = self._blocked_melee()
        foe = self.guard if blocked else self.target
        if t.get("elusive_round") or t.get("sweeping_round"):
            unit = next(u for u in blocked if not u.is_mage)
            field_name = "elusive" if t.get("elusive_round") else "sweeping"
            setattr(unit, field_name, True)
            self._round_buffs.append((unit, field_name, 1))
            unit.changed()
            foe = None
        elif t.get("banish"):
            foe.removed = True
        elif t.get("sleep"):
            foe.asleep = True
        elif t.get("slam_roll"):  # the target and its guard each roll (a Slam roll is not an attack)
            slammed = [f for f in self._foes() if self.d12_check("slam", f.name, t["slam_roll"])]
            for f in slammed:
                f.slam = 1
            foe = slammed[0] if len(slammed) == 1 else None
            if not slammed:
                return
            if foe is None:
                for f in slammed[1:]:
                    if self._log is not None:
                        self._log.append(Event(r, "disable", {"card": spell.name, "card_id": spell.card_id,
                                                              "foe": f.name}))
                foe = slammed[0]
        elif t.get("slam"):
            foe.slam = 1
        elif t.get("push") and self.cornered():
            self.crush(foe, spell.name, spell.card_id)  # into the corner's wall: Crushed, not moved
            return
        elif t.get("incapacitate") or t.get("push"):
            foe.off_round = r  # pushed out of its zone or knocked down until its next action phase
        if self._log is not None:  # asleep: until it takes damage (L2440), not only this round
            self._log.append(Event(r, "asleep" if t.get("sleep") else "disable",
                                   {"card": spell.name, "card_id": spell.card_id, "foe": foe.name if foe else "guard"}))

    def hide_reactive(self, spell: SpellModel, unit: Unit) -> bool:
        """A Block, Reverse Attack or hidden heal stays face down on its bearer until its moment."""
        t = spell.tags
        if t.get("arena"):
            return self.arm_trap(spell, unit)  # a trap waits hidden in its zone
        if t.get("block") or t.get("reverse"):
            unit.block.append((spell, bool(t.get("reverse"))))  # revealed when attacked
            return True
        if t.get("reveal_heal"):
            unit.hidden_heal = spell  # revealed when its bearer is hurt
            return True
        return False

    def attach_tactic(self, spell: SpellModel, target) -> None:
        """A revealed enchantment, or equipment / a conjuration entering play, with tags."""
        t = spell.tags
        self.tactics = True
        if t.get("arena"):
            self.arena_on = True
            return self.arena_attach(spell, target)
        if t.get("conditional"):
            return self.conditional_attach(spell)
        if t.get("ki_channel"):
            self._ki_channel.append((spell, t["ki_channel"], t.get("ki_channel_cost", 0)))
        if t.get("rise_again") and isinstance(target, Unit):
            self.rise_again[id(target)] = spell
            return
        if isinstance(target, Foe):
            target.marked += t.get("marked", 0)
            target.weaken += t.get("weaken", 0)
            target.dot_enchant += t.get("dot_enchant", 0)
            target.growing += t.get("dot_growing", 0)
            target.keep_burn = max(target.keep_burn, t.get("keep_burn", 0))
            target.lullaby += t.get("lullaby", 0)
            if t.get("control"):
                target.removed = True  # the guard is ours now: it no longer stands for the target
            return
        if spell.type == "Conjuration" and t.get("dot_growing"):
            self.target.growing += 1
        self.zone_dot += t.get("zone_dot", 0)
        self.curse_dot = max(self.curse_dot, t.get("curse_dot", 0))
        self.torment_burn = t.get("torment_burn", self.torment_burn)
        self.activated_buff = max(self.activated_buff, t.get("activated_buff", 0))
        self.armor_token = t.get("armor_token", self.armor_token)
        self.upkeep_heal += t.get("upkeep_heal", 0)
        self.aegis_aura = max(self.aegis_aura, t.get("aura_aegis", 0))
        self.regen_aura = max(self.regen_aura, t.get("aura_regen", 0))
        if t.get("aura_regen") or t.get("aura_aegis"):
            for unit in self.friends():
                self._aura_unit(unit)
        if spell.filtered_aura:
            self.filtered_aura.extend(spell.filtered_aura)
            for unit in self.creatures:
                self._filtered_aura_on(unit, spell.filtered_aura)
        if any(k.startswith("spellbind_") for k in t):
            bound = self._bindable(spell)
            if bound is not None:
                self.library[bound.card_id] -= 1  # the copy goes onto the wand (errata L475)
                self.bound.append(bound)
        unit = target if isinstance(target, Unit) else self.mage if spell.type == "Equipment" else None
        if unit is None:
            return
        for tag in ("forcefield", "counter_roll"):
            if t.get(tag):
                self.reaction_names[(id(unit), tag)] = spell
        if t.get("forcefield"):
            unit.forcefield = unit.forcefield_max = t["forcefield"]
        unit.counter_roll = max(unit.counter_roll, t.get("counter_roll", 0))
        unit.crit_to_normal = max(unit.crit_to_normal, t.get("crit_to_normal", 0))
        unit.aegis = max(unit.aegis, t.get("aegis", 0))
        if t.get("counterstrike"):
            unit.counterstrike = spell
        if t.get("barrier") and spell.attacks:
            unit.barrier = spell.attacks[0]  # an object has one damage barrier
        unit.vampiric = unit.vampiric or bool(t.get("vampiric"))
        unit.flying = unit.flying or bool(t.get("flying"))
        unit.elusive = unit.elusive or bool(t.get("elusive"))
        if t.get("fast"):
            unit.fast = True
        unit.charge += t.get("charge", 0)
        unit.changed()

    def _aura_unit(self, unit: Unit) -> None:
        """Regenerate and Aegis auras reach our living friends."""
        if not unit.nonliving:
            unit.regen = max(unit.regen, self.regen_aura)
            unit.aegis = max(unit.aegis, self.aegis_aura)

    def _filtered_aura_on(self, unit: Unit, auras) -> None:
        """Auras that reach only some friends: a subtype, Living ones (Armory, Tooth and Nail…)."""
        for key, n, subtypes, living, vs_burn in auras:
            if (subtypes and not set(subtypes) & set(unit.subtypes)) or (living and unit.nonliving):
                continue
            if vs_burn:
                unit.burn_melee += n
            elif key == "Charge":
                unit.charge += n
            else:
                field_name = _UNIT_FIELD[key]
                setattr(unit, field_name, getattr(unit, field_name) + n)
        unit.changed()

    def enter_tactics(self, unit: Unit) -> None:
        """A creature entering play takes the auras in play."""
        self.summoned.append(unit)
        if self.filtered_aura:
            self._filtered_aura_on(unit, self.filtered_aura)
        if self.tactics:
            self._aura_unit(unit)

    # -- each round ----------------------------------------------------------------------------------
    def tactics_upkeep(self) -> None:
        """Upkeep work of tactical effects (after Burn and Rot)."""
        self.summoned = [u for u in self.summoned if u.ready_round > self.round - 1 and u.alive]
        if not self.tactics:
            return
        r = self.round
        log = self._log
        for foe in self._foes():
            damage = 0
            if foe.growing:  # one more token each Upkeep, then 1 damage per token
                foe.growth += foe.growing
                damage += foe.growth
            damage += foe.dot_enchant * foe.curses
            damage += self.zone_dot
            if self.curse_dot and foe.curses and self.mana >= self.curse_dot:
                self._pay(self.curse_dot)
                damage += 1
            if damage:
                foe.damage += damage
                if foe.asleep:
                    foe.asleep, foe.daze = False, foe.daze + 1  # a sleeper woken by damage is Dazed
                if log is not None:
                    log.append(Event(r, "dot", {"foe": foe.name, "damage": damage}))
            if foe.lullaby:
                if self.d12_check("lullaby", foe.name, 7):  # 7+ Stun, else Daze
                    foe.stun = 1
                else:
                    foe.daze += 1
        if self.zone_dot and self.distance is not None:
            for unit in self.creatures:  # our living creatures in the cloud hurt too
                if unit.alive and unit.dist == 0 and not unit.nonliving:
                    unit.damage += self.zone_dot
                    if unit.damage >= unit.life:
                        self._destroy_unit(unit)
        for unit in self.friends():
            if unit.forcefield_max and unit.forcefield < unit.forcefield_max:
                unit.forcefield += 1
            if self.upkeep_heal and unit.damage and not unit.nonliving:
                healed = min(self.upkeep_heal, unit.damage)
                unit.damage -= healed
                if log is not None:
                    log.append(Event(r, "heal", {"card": "", "target": unit.name, "target_id": _id_of(unit),
                                                 "amount": healed}))

    def tactics_action(self) -> None:
        """Once-a-round abilities before our creatures act (Hand of Bim-Shalla, Crown of Protection)."""
        if not (self.activated_buff or self.armor_token):
            return
        r = self.round
        ready = [u for u in self.creatures if u.alive and u.ready_round <= r and not u.nonliving]
        if self.activated_buff and ready:
            unit = max(ready, key=lambda u: _has_melee(u))
            unit.melee += self.activated_buff
            self._round_buffs.append((unit, "melee", self.activated_buff))
            unit.changed()
        if self.armor_token and self._dummy() and self.mana >= self.armor_token:
            victim = self._dummy_victim(peek=True)
            if victim is not None and not victim.is_mage and not victim.nonliving:
                self._pay(self.armor_token)
                victim.armor += 1
                victim.changed()

    def tactics_round_end(self) -> None:
        t = self.target
        if self.torment_burn and t.alive and not t.burn and t.curses and self.mana >= self.torment_burn:
            self._pay(self.torment_burn)
            t.burn += 1
            if self._log is not None:
                self._log.append(Event(self.round, "burn_added", {"card": "", "card_id": "", "tokens": 1}))
