"""Combat in a goldfish game: conditions on the foes at Upkeep, our units' attacks and movement,
attack spells, and the dummy opponent's attack."""

from __future__ import annotations

from bisect import bisect_right

from spellforge.domain.ids import card_id
from spellforge.sim.game.dice import damage_distribution
from spellforge.sim.game.events import Event
from spellforge.sim.game.spell_model import AttackProfile, SpellModel
from spellforge.sim.game.objects import Foe, Unit, _id_of


EFFECT_NAMES = ("Burn", "Rot", "Corrode", "Daze", "Stun", "Push", "Weak", "Slam")  # an effect row's conditions


class CombatMixin:
    """Part of Game (spellforge.sim.game.engine): attacks, conditions and the dummy opponent."""

    def _regenerate(self) -> None:
        """Upkeep: Regenerate N removes N damage (L532, L1402); a unit whose attack counts tokens
        gains one (Gerard Matranga: 1 Gold each Upkeep)."""
        for unit in self.friends():
            if any(a.per_token for a in unit.attacks):
                unit.tokens += 1
            if unit.regen and unit.damage:
                healed = min(unit.regen, unit.damage)
                unit.damage -= healed
                if self._log is not None:
                    self._log.append(Event(self.round, "heal", {"card": "Regenerate", "target": unit.name,
                                                               "target_id": _id_of(unit), "amount": healed}))

    def _pools(self):
        yield from self.spawnpoints
        yield from self.familiars

    def _foes(self) -> list[Foe]:
        if self.guard is not None and self.guard.alive:
            return [self.target, self.guard]
        return [self.target]

    # -- combat --------------------------------------------------------------------------------
    def _conditions(self, foe: Foe) -> None:
        """Upkeep: each Burn token rolls one attack die as direct damage and is removed on a blank
        (L2106-2108); Rot deals 1 direct damage a round, not 1 per token (L2116-2118)."""
        log = self._log
        if foe.burn:
            rand = self.rng.random
            total = 0
            tokens = foe.burn
            for _ in range(foe.burn):
                face = int(rand() * 6)  # 0,1 blank; 2: 1; 3: 2; 4: 1*; 5: 2*
                if face < 2:
                    if foe.keep_burn and self.mana >= foe.keep_burn:
                        self._pay(foe.keep_burn)  # Adramelech's Touch: the token stays for 1 mana
                        continue
                    tokens -= 1
                else:
                    total += 1 if face in (2, 4) else 2
            foe.burn = tokens
            foe.damage += total
            if log is not None:
                log.append(Event(self.round, "burn", {"foe": foe.name, "damage": total, "tokens": tokens}))
        if foe.dot:
            foe.damage += foe.dot
            if log is not None:
                log.append(Event(self.round, "dot", {"foe": foe.name, "damage": foe.dot}))
        if foe.rot:  # 1 direct damage each Upkeep, however many Rot tokens (L2116-2118; PL L2124)
            foe.damage += 1
            if log is not None:
                log.append(Event(self.round, "rot", {"foe": foe.name, "damage": 1}))

    def _best_attack(self, unit: Unit, foe: Foe, full_ok: bool, spells_only: bool) -> tuple[AttackProfile | None, float]:
        armor = foe.armor_now()
        # Bloodthirsty counts on melee only (000 L2236; _resolve_attack); here it is added to every
        # attack alike, which leaves the choice between a unit's attacks as it was
        thirsty = unit.bloodthirsty if foe.damage > 0 else 0
        guarded = foe is self.target and not (unit.elusive or unit.unseen(self.round)) and self.guard is not None \
            and self.guarding()  # Elusive, or Invisible: it ignores the guard (003 L744)
        zapped = unit.is_mage and self._builtin_round == self.round  # a built-in spell: once a round (L1813)
        key = (armor, thirsty, full_ok, spells_only, min(self.mana, 9), guarded, unit.dist, zapped, unit.tokens)
        ranged_check = self.distance is not None
        cache = unit._choice
        if key in cache:
            return cache[key]
        best, best_value = None, 0.0
        for a in unit.attacks:
            if (a.full and not full_ok) or (spells_only and not a.spell_cost) or a.spell_cost > self.mana:
                continue
            if zapped and a.spell_cost:
                continue
            if ranged_check and not a.reaches(unit.dist):
                continue
            if guarded and a.kind == "melee" and not a.zone:
                continue  # an enemy melee attack in a guarded zone must target the guard (L1561-1608)
            bonus = (unit.melee if a.kind == "melee" else unit.ranged if not a.zone else 0) + thirsty
            per_token = a.piercing * (unit.tokens - 1) if a.per_token else 0  # Piercing +1 per Gold token
            value = a.expected_damage(armor, bonus, unit.piercing + per_token)
            if a.spell_cost:
                value -= 0.01 * a.spell_cost  # free attacks first when equal
            if value > best_value:
                best, best_value = a, value
        cache[key] = (best, best_value)
        return best, best_value

    def _creature_turn(self, unit: Unit) -> None:
        """Its action phase; Stun and Daze (from our own zone attack) go at its end (L2322, L2472)."""
        if unit.stun and self.acts_stunned(unit):
            return
        self._creature_acts(unit)
        unit.daze = 0

    def _creature_acts(self, unit: Unit) -> None:
        """Attack if something is in range; else move toward the target: 1 zone then a quick attack
        or a second move; Fast 2 zones then a quick attack; Slow only 1 zone (L690-695, L895, L2286)."""
        unit.moved = 0
        if self._unit_attack(unit, action_full=True) or self.distance is None or unit.dist == 0:
            while unit.extra_attacks > 0 and self.target.alive:  # Battle Fury: one more melee attack
                unit.extra_attacks -= 1
                self._round_buffs.append((unit, "extra_attacks", -1))
                self._unit_attack(unit, action_full=True)
            return
        if self.ki_meditates(unit):
            return  # Oboko: its full action for Ki rather than a walk
        if unit.rooted:
            return  # Rooted: no move of any kind (003 L278); it waits for a foe to come into reach
        self._move(unit, 2 if unit.fast else 1)
        unit.moved = 1  # Charge +X counts on a melee attack right after a move (L2288)
        if unit.slow or self._unit_attack(unit, action_full=False):
            return
        if not unit.fast and unit.dist > 0:
            self._move(unit, 1)  # the quick action spent as a second move (none once it is there)

    # -- our mage walks (L690-695) -------------------------------------------------------------------
    def mage_can_walk(self) -> bool:
        """Our mage walks toward the target on a line only it changes: not while the dummy walks
        or arena objects stand on the line (their zones are counted from our mage's zone)."""
        return (self.distance is not None and self.distance > 0 and not self.walking and not self.arena_on
                and not self.mage_moved and self.target.alive)

    def spell_reach(self) -> int | None:
        """How far from the target our mage's spells left in the book attack it (None: none left):
        an attack spell's range; a siege engine's casting range plus its attack's (Akiro's Hammer,
        cast into a zone 0-1 from our mage, Rock Storm at 2-3: our mage within 4 zones), so a book
        walks for its Hammer with or without attack spells beside it."""
        library = self.library
        return max((s.range_max + (max(a.range_max for a in s.attacks) if s.role != "attack" else 0)
                    for s in self.book.spells
                    if s.attacks and library.get(s.card_id, 0) > 0
                    and (s.role == "attack" or (s.tags.get("siege") and s.card_id not in self.in_play))),
                   default=None)

    def mage_reach(self) -> int:
        """The longest range our mage can attack from: its own attacks and the attack spells left."""
        own = max((a.range_max for a in self.mage.attacks if a.spell_cost <= self.mana), default=0)
        spells = self.spell_reach()
        return own if spells is None else max(own, spells)

    def mage_walk(self) -> None:
        """Move our mage 1 zone toward the target: the first half of a move action (L690-695)."""
        self.distance -= 1
        self.mage.dist = self.distance
        self.mage_moved = True
        self.mage.changed()
        if self._log is not None:
            self._log.append(Event(self.round, "move", {"attacker": self.mage.name, "attacker_id": "",
                                                        "dist": self.distance}))

    def _move(self, unit: Unit, zones: int) -> None:
        if self.arena_on:
            zones = self.unit_walk(unit, zones)  # walls and zone objects on the way (sim/game/arena.py)
        unit.dist = max(0, unit.dist - zones)
        if self._log is not None:
            self._log.append(Event(self.round, "move", {"attacker": unit.name, "attacker_id": unit.card_id,
                                                        "dist": unit.dist}))

    def _unit_attack(self, unit: Unit, action_full: bool, spells_only: bool = False, as_action: bool = False) -> bool:
        """The unit's best attack this action: at the target, or at the guard if that does more.
        `as_action`: a quick attack made with the mage's action (after its move), not its quickcast."""
        foe = self.target
        choice, value = self._best_attack(unit, foe, action_full, spells_only)
        guard = self.guard
        if guard is not None and guard.alive:
            at_guard, guard_value = self._best_attack(unit, guard, action_full, spells_only)
            if at_guard is not None and guard_value > value:
                choice, foe = at_guard, guard
        if choice is None:
            return False
        if choice.spell_cost:
            self._pay(choice.spell_cost)
            self.record.cast[card_id(choice.name)] += 1
            self._builtin_round = self.round
        if unit.is_mage:
            if action_full or as_action:
                self._action_free = False
            else:
                self._quick_free = False
        if unit.daze and self.misses_dazed(unit):
            return True  # the action is spent, the attack misses
        self._resolve_attack(unit.name, choice, foe, unit, unit.card_id)
        return True

    def _spell_attack(self, spell: SpellModel) -> None:
        armor = self.target.armor_now()
        usable = [a for a in spell.attacks if self.distance is None or a.reaches(self.distance)] or spell.attacks
        best = max(usable, key=lambda a: a.expected_damage(armor))
        extra = sum(n for types, n in self.spell_bonus if best.damage_type in types) if self.spell_bonus else 0
        if self.initiative_bonus:
            extra += self.initiative_dice(best.damage_type)  # Ring of Tides (sim/cards/conditional.py)
        if spell.tags.get("ki_cost"):
            extra += self.ki_dice(spell)  # Flying Side Kick: 2 Ki for 2 more dice (sim/game/ki.py)
        if self.mage.daze and self.misses_dazed(self.mage):
            return  # our Dazed mage's attack spell misses (L2472-2474)
        before = self.target.damage
        self._resolve_attack(spell.name, best, self.target, None, spell.card_id, extra)
        if spell.tags:
            self.spell_attack_tactics(spell, best, self.target.damage - before)

    def _resolve_attack(self, source: str, attack: AttackProfile, foe: Foe, unit: Unit | None,
                        source_id: str = "", extra: int = 0) -> None:
        if unit is not None and unit.invisible:
            unit.seen = self.round  # it declares an attack: no longer Invisible this round (003 L743-744)
        if attack.zone:
            foes = self._foes()  # a zone attack hits each object in the zone (L1270-1284)
            if self.creatures or self.distance == 0:
                self._zone_hits_ours(source, attack, unit, source_id)
        elif attack.sweeping and foe is self.guard:
            foes = [self.guard, self.target]
        elif unit is not None and unit.sweeping and attack.kind == "melee" and self.guard is not None and self.guard.alive:
            foes = [self.guard, self.target] if foe is self.guard else [foe, self.guard]  # Sweeping (this round)
        else:
            foes = [foe]
        for f in foes:
            if f is self.target and self.dm is not None and self.magic_avoids(attack, unit):
                continue  # the dummy's hidden Block or its Defense
            bonus = extra
            piercing = attack.piercing
            if unit is not None and attack.per_token:
                piercing = attack.piercing * unit.tokens  # Gerard Matranga: Piercing +1 per Gold token
            if unit is not None:
                if attack.kind == "melee":
                    bonus = unit.melee
                    if unit.initiative_melee and self.has_initiative():
                        bonus += unit.initiative_melee  # Shoalsdeep Tidecaller
                    if unit.moved:
                        bonus += unit.charge
                    if f.burn:
                        bonus += unit.burn_melee
                elif not attack.zone:
                    bonus = unit.ranged
                if unit.bloodthirsty and f.damage > 0 and attack.kind == "melee":
                    bonus += unit.bloodthirsty  # Bloodthirsty: melee attacks only (000 L2236)
                piercing += unit.piercing
            if f.marked and f.marked_round != self.round:  # Marked for Death: the first attack a round
                f.marked_round = self.round
                bonus += f.marked
            if self.arena_on and unit is not None:
                bonus += self.zone_attack_mod(unit, attack)  # Shallow Sea (sim/game/arena.py)
            if self.flank and unit is not None:  # Flank Attack (sim/cards/conditional.py)
                more, pierce = self.flank_bonus(unit, attack)
                bonus, piercing = bonus + more, piercing + pierce
            before = f.damage
            lift = attack.initiative_effect if attack.initiative_effect and self.has_initiative() else 0
            self._strikes(source, attack, f, bonus, piercing, source_id, lift)
            dealt = f.damage - before
            if dealt and unit is not None and self.conditional_on:
                self.subtype_hit.update(unit.subtypes)
            if dealt and unit is not None and unit is self.marker_on:
                self.reaper_hit(unit)  # the Blood Reaper heals the Warlock (sim/game/mage_abilities.py)
            if dealt and unit is not None and self.carnage:
                self.carnage_hit(unit)  # Altar of Carnage (sim/cards/conditional.py)
            if dealt and unit is not None and attack.per_token:
                unit.tokens += 1  # Gerard gains a Gold token when he attacks and damages an enemy creature
            if dealt and f.asleep:
                f.asleep, f.daze = False, f.daze + 1  # damage wakes a sleeper, Dazed (L2440)
            if dealt and unit is not None and unit.vampiric and attack.kind == "melee" and unit.damage:
                unit.damage -= min(unit.damage, (dealt + 1) // 2)  # Vampiric: half, rounded up (L2076)

    def _zone_hits_ours(self, source: str, attack: AttackProfile, attacker: Unit | None, source_id: str) -> None:
        """A zone attack hits every object in the zone, ours too (L1276-1278): our creatures that
        stand there (with no arena, those that have started attacking the target) and our mage
        when it is in the target's zone; its effect die too (_effect_on_ours)."""
        r = self.round
        ours = [u for u in self.creatures if u.alive and u is not attacker and u.ready_round <= r
                and (u.dist == 0 if self.distance is not None else True)]
        if self.distance == 0 and attacker is not self.mage:
            ours.append(self.mage)
        for unit in ours:
            damage = 0
            burn = 0
            for _ in range(attack.strikes):
                damage += self._roll_damage(attack.dice, 0 if attack.critical else max(0, unit.armor - attack.piercing))
                if attack.effects:
                    burn += self._effect_on_ours(attack, unit, source_id)
            unit.damage += damage
            if self._log is not None:
                self._log.append(Event(r, "attack", {"attacker": source, "attacker_id": source_id, "foe": unit.name,
                                                     "attack": attack.name, "dice": attack.dice, "damage": damage,
                                                     "conditions": f"{burn} Burn" if burn else "", "burn": burn,
                                                     "rot": 0, "corrode": 0}))
            lost = self.mage_life_lost if unit.is_mage else 0
            if unit.damage + lost >= unit.life:
                self._destroyed(unit)

    def _effect_on_ours(self, attack: AttackProfile, unit: Unit, source_id: str) -> int:
        """The effect die of our zone attack against our own object (L1276-1278): Burn stays on it
        (rolled in our Upkeep), Stun costs its next action phase (L2322; our mage: the rest of this
        round's actions), Daze (and Slam, which turns into
        Daze when it acts: 003 L464) a 7+ check on its next attack; a push moves it 1 zone out of
        the target's zone. Returns the Burn tokens placed."""
        die = int(self.rng.random() * 12) + 1
        hit = next((row for row in attack.effects if row.low <= die <= row.high), None)
        if self._log is not None:
            self._log.append(Event(self.round, "effect_roll", {
                "attack": attack.name, "attacker_id": source_id, "foe": unit.name, "roll": die,
                "effects": {k: getattr(hit, k.lower()) for k in EFFECT_NAMES if getattr(hit, k.lower())}
                if hit is not None else {}}))
        if hit is None:
            return 0
        unit.burn += hit.burn
        if hit.stun and unit.is_mage:  # Stunned in its own action phase (a round here): its other
            self._action_free = self._quick_free = False  # actions are lost, the Stun goes at its end
            if self._log is not None:
                self._log.append(Event(self.round, "no_attack", {"foe": unit.name}))
        elif hit.stun:
            unit.stun = 1  # it loses its next action phase (this round's if it has not acted yet)
        unit.daze = max(unit.daze, hit.daze, hit.slam)
        if hit.push and self.distance is not None and not unit.is_mage and unit.dist == 0:
            unit.dist = 1
        return hit.burn

    def our_burn(self) -> None:
        """Upkeep: Burn on our own objects (from our zone attacks), rolled as on a foe (L2106-2108)."""
        rand = self.rng.random
        for unit in [u for u in self.friends() if u.burn]:
            total = 0
            for _ in range(unit.burn):
                face = int(rand() * 6)  # 0,1 blank: the token goes; 2: 1; 3: 2; 4: 1*; 5: 2*
                if face < 2:
                    unit.burn -= 1
                else:
                    total += 1 if face in (2, 4) else 2
            unit.damage += total
            if self._log is not None:
                self._log.append(Event(self.round, "burn", {"foe": unit.name, "damage": total, "tokens": unit.burn}))
            if unit.damage + (self.mage_life_lost if unit.is_mage else 0) >= unit.life:
                self._destroyed(unit)

    def acts_stunned(self, unit: Unit) -> bool:
        """A Stunned object of ours loses this action phase; the Stun goes with it (L2322)."""
        if not unit.stun:
            return False
        unit.stun = unit.daze = 0
        if self._log is not None:
            self._log.append(Event(self.round, "no_attack", {"foe": unit.name}))
        return True

    def misses_dazed(self, unit: Unit) -> bool:
        """A Dazed object of ours attacks on a d12 of 7+, else misses (L2472-2474); the Daze goes at
        the end of its action phase (acted())."""
        if not unit.daze or self.d12_check("daze", unit.name, 7):
            return False
        if self._log is not None:
            self._log.append(Event(self.round, "missed", {"attacker": unit.name, "attacker_id": unit.card_id,
                                                          "foe": self.target.name}))
        return True

    def _roll_damage(self, dice: int, armor: int) -> int:
        """One attack roll's damage after armor, drawn from the exact distribution (cached per
        dice and armor: one random number instead of a die each)."""
        key = (dice, armor, False)
        sampler = self._samplers.get(key)
        if sampler is None:
            dist = damage_distribution(dice, armor)
            sampler = self._samplers[key] = (dist.cumulative, dist.total)
        cum, total = sampler
        return bisect_right(cum, self.rng.randrange(total))

    def _strikes(self, source: str, attack: AttackProfile, foe: Foe, bonus: int, piercing: int,
                 source_id: str = "", lift: int = 0) -> None:
        """`lift`: added to the effect die (Riptide +4 while we hold the Initiative)."""
        rng = self.rng
        log = self._log
        armor = 0 if attack.critical else max(0, foe.armor_now() - piercing)
        for strike in range(attack.strikes):
            dice = attack.dice + bonus if strike == 0 else attack.dice  # Melee +X on the first strike only
            if dice < 1:
                dice = 1
            damage = self._roll_damage(dice, armor)
            foe.damage += damage
            added = ""
            row_burn = row_rot = row_corrode = 0
            hit = None
            if attack.effects:
                die = int(rng.random() * 12) + 1
                roll = die + lift
                for row in attack.effects:
                    if row.low <= roll <= row.high:
                        hit = row
                        foe.burn += row.burn
                        foe.rot += row.rot
                        foe.weak += row.weak  # its non-spell attacks roll 1 die fewer a token
                        placed = 0
                        for _ in range(row.corrode):  # −1 Armor each; at 0 Armor 1 direct damage instead
                            if foe.armor_now() > 0:
                                foe.corrode += 1
                                placed += 1
                            else:
                                foe.damage += 1
                                damage += 1  # logged as damage, not as a token
                        row_burn, row_rot, row_corrode = row.burn, row.rot, placed
                        if row.daze or row.stun or row.push or row.slam:
                            self._acting_conditions(foe, row)
                        if log is not None:
                            added = ", ".join(f"{n} {k}" for k, n in (("Burn", row.burn), ("Rot", row.rot), ("Corrode", placed)) if n)
                        break
                if log is not None:  # every roll that decides something is logged
                    log.append(Event(self.round, "effect_roll", {
                        "attack": attack.name, "attacker_id": source_id, "foe": foe.name, "roll": roll,
                        "effects": {k: getattr(hit, k.lower()) for k in EFFECT_NAMES if getattr(hit, k.lower())}
                        if hit is not None else {}} | ({"die": die, "lift": lift} if lift else {})))
            if log is not None:
                log.append(Event(self.round, "attack", {"attacker": source, "attacker_id": source_id, "foe": foe.name,
                                                         "attack": attack.name, "dice": dice, "damage": damage,
                                                         "conditions": added, "burn": row_burn, "rot": row_rot,
                                                         "corrode": row_corrode}))
            if hit is not None and hit.push and foe.alive and self.cornered():
                self.crush(foe, source, source_id)  # pushed into the corner's wall
            if not foe.alive:
                if log is not None and foe is not self.target:
                    log.append(Event(self.round, "killed", {"foe": foe.name}))
                return
