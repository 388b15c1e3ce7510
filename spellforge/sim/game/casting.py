"""Casting in a goldfish game: what can be cast and on what, paying, and what a spell does when it
resolves (creatures, conjurations, equipment, enchantments, heals, buffs, attack spells)."""

from __future__ import annotations

import re

from spellforge.sim.game.enchant_upkeep import Enchanted
from spellforge.sim.game.events import Event
from spellforge.sim.game.spell_model import EQUIPMENT_CAPACITY, SpellModel
from spellforge.sim.game.objects import (
    _UNIT_FIELD,
    ENCHANTMENT_CAST_COST,
    Foe,
    Spawnpoint,
    Unit,
    _buff_gain,
    _id_of,
    may_cast,
    zones_within,
)


# rings' discounts serve only the spells our mage casts, never a familiar's or a spawnpoint's,
# except the Necromancer's Death Ring, which serves its spawnpoints too (003 L330)
CASTER_DISCOUNTS = {"death-ring"}


class CastingMixin:
    """Part of Game (spellforge.sim.game.engine): the casting half of a round."""

    def available(self, spell: SpellModel) -> int:
        return self.library.get(spell.card_id, 0)

    def mana_for(self, spell: SpellModel) -> int:
        """Mana that could pay for `spell` this round (the mage's pool plus casters' pools)."""
        extra = sum(s.pool for s in self.spawnpoints if s.allows(spell))
        return self.mana + extra + sum(f.pool for f in self.familiars if may_cast(f, spell))

    def total_cost(self, spell: SpellModel, by_mage: bool = True, by_spawn: bool = False) -> int:
        if spell.x_rule == "magic":
            return self.magic_cost(spell)
        if spell.type == "Enchantment":
            target = self.enchantment_target(spell)
            bind = spell.magebind if target is self.mage or isinstance(target, Foe) else 0
            return ENCHANTMENT_CAST_COST + self.reveal_cost_on(spell, target) + bind
        if spell.x_rule:
            return self.x_cost_of(spell)
        if not self.discounts:
            return spell.cost
        cost = spell.cost - self._discount(spell, by_mage=by_mage, by_spawn=by_spawn)
        return cost if cost > 0 else 0

    def reveal_cost_on(self, spell: SpellModel, target) -> int:
        """The reveal cost; a formula of X is worked out with X = the bearer's level (Mind Control
        2X: 4 on the level-2 guard, L797, L1054): the guard counts as level 2, a mage as 6 (L803)."""
        if not spell.reveal_x:
            return spell.reveal_cost
        level = self.x_level(target)
        m = re.fullmatch(r"(\d*)X([+-]\d+)?", spell.reveal_x.replace(" ", ""))
        if m is None:
            return spell.reveal_cost
        return int(m.group(1) or 1) * level + int(m.group(2) or 0)

    def x_level(self, target) -> int:
        """X of a cost printed as a formula of the bearer's level: the guard counts as level 2, a
        mage as 6 (L803)."""
        from spellforge.sim.cards.tactics import GUARD_LEVEL

        return (6 if target is self.target or getattr(target, "is_mage", False) else
                GUARD_LEVEL if isinstance(target, Foe) else getattr(target, "level", 0) or 0)

    def _discount(self, spell: SpellModel, use: bool = False, by_mage: bool = True, by_spawn: bool = False) -> int:
        total = 0
        for i, d in enumerate(self.discounts):
            if not by_mage and i not in self.caster_discounts and not (by_spawn and d.spawnpoints):
                continue  # a ring serves only our mage's casts (003 L330), unless printed for spawnpoints too
            if i not in self._discount_used and d.applies(spell):
                total += d.amount
                if use:
                    self._discount_used.add(i)
        return total

    def friends(self) -> list["Unit"]:
        return [self.mage] + [u for u in self.creatures if u.alive]

    def _round_buff_target(self, spell: SpellModel):
        """The friendly creature (or mage) whose attack this round gains most from the buff."""
        armor = self.target.armor_now()
        best, best_gain = None, 0.0
        for unit in self.friends():
            if unit.ready_round > self.round or unit.busy:
                continue
            gain = _buff_gain(unit, spell.round_buff, armor)
            if gain > best_gain:
                best, best_gain = unit, gain
        return best

    def castable(self, spell: SpellModel) -> bool:
        """Whether the spell has a legal use now (slots, one-in-play, a target, a free zone)."""
        if spell.one_in_play and spell.card_id in self.in_play:
            return False
        if spell.zone_exclusive and self.zone_exclusive >= zones_within(spell.range_max):
            return False  # every zone in its range already holds one (L986)
        if "magic" in spell.tags:  # acts on the dummy's objects, mana or spells (opponent_magic)
            return self.magic_castable(spell)
        if spell.tags or spell.filtered_aura:
            ok = self.tactic_castable(spell)
            if ok is False:
                return False
            if ok and spell.type == "Incantation":
                return self.tactic_in_range(spell)
        if spell.type == "Equipment":
            return self._free_slot(spell) is not None
        if spell.type == "Enchantment":
            return self.enchantment_target(spell) is not None
        if spell.role == "heal":
            return any(u.damage > 0 and self._heal_ok(spell, u) for u in self.friends())
        if spell.round_buff and spell.type == "Incantation":
            if spell.buff_subtypes:
                return any(u.ready_round <= self.round and set(spell.buff_subtypes) & set(u.subtypes)
                           for u in self.creatures if u.alive)
            return self._round_buff_target(spell) is not None
        if spell.rooted and self.distance and not self.walking:  # it never moves: cast where it reaches (003 L278)
            zone = self.vine_creature_zone(spell)
            where = self.distance if zone is None else zone
            if not any(a.reaches(where) for a in spell.attacks):
                return False  # it would stand out of reach for good: the target never comes
        if spell.target == "Friendly Vine Marker":
            return self.vine_ready(spell)
        if spell.burn_fresh and self.target.burn:
            return False  # Ignite: only on a target that is not burning yet
        if spell.type in ("Attack", "Incantation") and self.distance is not None:
            return spell.range_min <= self.distance <= spell.range_max  # the target must be in range
        return True

    def _in_reach(self, spell: SpellModel, unit: "Unit") -> bool:
        """Whether a friendly object is within the spell's range of the mage (creatures walk in a
        straight line toward the target, so a creature at `dist` is distance - dist from the mage)."""
        if self.distance is None or unit.is_mage:
            return True
        return spell.range_min <= abs(self.distance - unit.dist) <= spell.range_max

    def is_quick(self, spell: SpellModel, summons_free: bool = True) -> bool:
        if spell.quick:
            return True
        mage = self.book.mage
        return (summons_free and spell.type == "Creature" and mage.quick_summons_level > 0
                and spell.level <= mage.quick_summons_level and mage.quick_summons_subtype in spell.subtypes)

    def enchantment_target(self, spell: SpellModel):
        """Friendly buffs go on the creature (or mage) that gains most; curses on the target."""
        if "magic" in spell.tags:
            return self.magic_target(spell)
        tactical = self.tactic_enchantment_target(spell)
        if tactical is not False:
            return tactical
        name = spell.card_id
        if spell.hostile:
            if self.distance is not None and not spell.range_min <= self.distance <= spell.range_max:
                return None
            return self.target if name not in self.target.enchantments else None
        text = spell.target
        non_mage = "Non-Mage" in text
        # a target naming the mage's class ("Forcemaster") or "Self" means the mage
        mage_ok = not non_mage and ("Mage" in text or "Creature" in text or "Object" in text
                                    or text in ("Self", self.mage.name))
        creature_ok = "Creature" in text or "Object" in text
        living = "Living" in text and "Nonliving" not in text
        corporeal = "Corporeal" in text and "Incorporeal" not in text
        if "Channeling" in spell.grants:  # only an object with Channeling can take it: the mage
            return self.mage if mage_ok and name not in self.mage.enchantments else None
        best, best_gain = None, 0.0
        if any(k in spell.grants for k in ("Melee", "Ranged", "Piercing", "Bloodthirsty")):
            armor = self.target.armor_now()
            candidates = [u for u in self.creatures if creature_ok] + ([self.mage] if mage_ok else [])
            for unit in candidates:
                if (not unit.alive or name in unit.enchantments or (living and unit.nonliving and not unit.is_mage)
                        or (corporeal and unit.incorporeal) or not self._in_reach(spell, unit)):
                    continue
                gain = _buff_gain(unit, spell.grants, armor)
                if gain > best_gain:
                    best, best_gain = unit, gain
            return best  # an offensive buff nobody gains from is not cast
        if mage_ok and name not in self.mage.enchantments:
            return self.mage
        if creature_ok:
            return next((u for u in self.creatures if u.alive and name not in u.enchantments and self._in_reach(spell, u)
                         and not (living and u.nonliving) and not (corporeal and u.incorporeal)), None)
        return None

    # -- casting -------------------------------------------------------------------------------
    def _cast_prepared(self, prepared: list[SpellModel]) -> None:
        self._action_free = True
        self._quick_free = True
        # the policy chose a move action: the mage walks first, then its action has only a quick half
        self._action_quick = False
        # Deployment (L564-568) comes before the action phases: a worn spawnpoint (Libro Mortuos,
        # Echo of the Depths) casts from where our mage stood before this round's move
        deploy_from = self.distance
        if self.walk_first and self.mage_can_walk():
            self.mage_walk()
            self._action_quick = True
        if self._wand_level or self._heal_wand is not None or self._orchids:
            self.magic_action()  # Dispel Wand first: a quick spell that strips the dummy's enchantment
        summons_free = True
        spawn_free = sorted(self.spawnpoints, key=lambda s: -s.pool)  # fullest pool first, as planned
        familiars_free = [f for f in self.familiars if f.alive]
        for unit in self.creatures:
            unit.busy = False
        wand_ready = list(self.bound)  # bound spells: cast as if prepared, once a round (L1170-1182)
        for spell in prepared + wand_ready:
            from_wand = spell in wand_ready and (self.library.get(spell.card_id, 0) <= 0 or spell not in prepared)
            if (not from_wand and self.library.get(spell.card_id, 0) <= 0) or not self.castable(spell):
                continue
            cost = self.total_cost(spell)
            quick = self.is_quick(spell, summons_free)
            caster: object
            spawn = next((sp for sp in spawn_free if sp.allows(spell)), None)
            familiar = next((f for f in familiars_free if may_cast(f, spell)), None)
            if spawn is not None:  # a spawnpoint casts only what it may (Battle Forge: equipment, L978)
                caster, how = spawn, "deployment"
            elif quick and self._quick_free:
                caster, how = self.mage, "quickcast"
            elif self._action_free and (quick or not self._action_quick):
                caster, how = self.mage, "action"
            elif familiar is not None:  # a familiar casts only what it may (Huginn: level 1-2 incantations)
                caster, how = familiar, "familiar"
            else:
                continue
            pool = caster.pool if caster is not self.mage else 0
            if caster is not self.mage and self.discounts:
                cost = self.total_cost(spell, by_mage=False, by_spawn=caster is spawn)
            if spell.type == "Enchantment":
                pay_now = ENCHANTMENT_CAST_COST  # the reveal is paid separately
            else:
                pay_now = cost
            if self.mana + pool < pay_now:
                continue
            from_pool = min(pool, pay_now)
            if caster is not self.mage:
                caster.pool -= from_pool
            self._pay(pay_now - from_pool)
            if self.discounts and spell.type != "Enchantment":
                self._discount(spell, use=True, by_mage=caster is self.mage, by_spawn=caster is spawn)
            if how == "deployment":
                spawn_free.remove(caster)
            elif how == "quickcast":
                self._quick_free = False
            elif how == "action":
                self._action_free = False
            else:
                familiars_free.remove(caster)
                caster.busy = True  # the familiar used its action
            if quick and not spell.quick:
                summons_free = False
            if from_wand:
                wand_ready.remove(spell)  # cast from the wand: the card stays bound
                self.record.from_wand[spell.card_id] += 1
            else:
                self.library[spell.card_id] -= 1
            self.record.cast[spell.card_id] += 1
            if self._log is not None:
                self._log.append(Event(self.round, "cast", {
                    "caster": getattr(caster, "name", "mage"), "caster_id": _id_of(caster), "card": spell.name,
                    "card_id": spell.card_id, "cost": pay_now, "how": how}))
            # a spawnpoint's creature enters in the spawnpoint's zone, not where our mage walked to
            # (000 L564-568, L879, L982); with a walking dummy our mage never walks (mage_can_walk)
            self._cast_from = (deploy_from if caster.dist is None else caster.dist) \
                if how == "deployment" and not self.walking else None
            self._resolve(spell)
            self._cast_from = None
            if caster is self.mage and spell.type == "Incantation":
                self.divine_reward(spell)  # the Priestess's Life (sim/game/mage_abilities.py)
            if not self.target.alive:
                return

    def _pay(self, amount: int) -> None:
        self.mana -= amount
        self._spent += amount

    def _resolve(self, spell: SpellModel) -> None:
        r = self.round
        if spell.one_in_play:
            self.in_play.add(spell.card_id)
        if "magic" in spell.tags:
            return self.resolve_magic(spell)
        t = spell.type
        if t == "Creature":
            unit = Unit(spell.name, spell.card_id, spell.attacks, ready_round=r + 1)  # enters inactive (L612)
            unit.melee, unit.bloodthirsty = spell.melee_bonus, spell.bloodthirsty
            unit.life, unit.armor = spell.life, spell.armor
            unit.nonliving, unit.incorporeal, unit.invisible = spell.nonliving, spell.incorporeal, spell.invisible
            unit.channeling = spell.own_channeling
            unit.fast, unit.slow, unit.rooted = spell.fast, spell.slow, spell.rooted
            unit.initiative_melee = spell.initiative_melee
            if not spell.nonliving:  # its printed Regenerate (L532, L1402); Nonliving never heals (L1406)
                unit.regen = spell.regen
            unit.dist = (self.distance if self._cast_from is None else self._cast_from) or 0  # the caster's zone (L879)
            vine = self.vine_creature_zone(spell) if spell.rooted else None
            if vine is not None and vine < unit.dist:  # cast through our Vine marker nearest the target
                self.use_vine(min(self.vines))
                unit.dist = vine
            if self.arena_on and self.distance:
                unit.dist = self.garrison_dist(spell) if self.garrison_dist(spell) is not None else unit.dist
            for key, n in self.aura.items():
                setattr(unit, _UNIT_FIELD[key], getattr(unit, _UNIT_FIELD[key]) + n)
            unit.defense = spell.defense
            unit.subtypes, unit.level = spell.subtypes, spell.level
            unit.flying, unit.elusive, unit.charge = spell.flying, spell.elusive, spell.charge
            self.creatures.append(unit)
            self.enter_tactics(unit)
            if spell.tags or spell.filtered_aura:
                self.attach_tactic(spell, None)
            if spell.familiar:
                unit.familiar = True
                unit.cast_limit = spell.cast_limit
                self.familiars.append(unit)
            if spell.upkeep:
                self.upkeepers.append((spell.card_id, spell.upkeep, unit))
            if self.record.first_creature is None:
                self.record.first_creature = r
            self._place_marker(unit, spell)
        elif t == "Conjuration":
            self.zone_exclusive += spell.zone_exclusive
            self._lasting_effects(spell)
            if spell.tags or spell.filtered_aura:
                self.attach_tactic(spell, None)
            self.channeling += spell.grants.get("Channeling", 0)
            if spell.upkeep:
                self.upkeepers.append((spell.card_id, spell.upkeep, spell))
        elif t == "Equipment":
            self._lasting_effects(spell)
            slots = self._free_slot(spell) or ()
            self.slots_used.update(slots)
            self._slots_of[spell.card_id] = slots
            self._grant(self.mage, spell)
            if spell.tags or spell.filtered_aura:
                self.attach_tactic(spell, self.mage)
            if spell.autonomous and spell.attacks:  # it attacks on its own from our mage's zone (L528-530)
                item = Unit(spell.name, spell.card_id, spell.attacks, ready_round=r + 1)
                item.dist = self.mage.dist
                self.autonomous.append(item)
            elif spell.attacks and not spell.tags.get("barrier"):
                self.mage.attacks.extend(spell.attacks)
                self.mage.changed()
            if spell.upkeep:  # equipment pays its Upkeep too (L2356-2360)
                self.upkeepers.append((spell.card_id, spell.upkeep, spell))
        elif t == "Enchantment":
            target = self.enchantment_target(spell)
            if isinstance(target, (Unit, Foe)):
                target.enchantments.add(spell.card_id)
            if isinstance(target, Unit) and self.hide_reactive(spell, target):
                return
            self.pending.append((spell, target))
            self._reveal_pending()
        elif spell.tags and t == "Incantation" and (not spell.attacks or spell.tags.get("combustion")):
            self.resolve_tactic_incantation(spell)
        elif spell.role == "heal":
            self._heal(spell)
        elif spell.round_buff and not spell.attacks:
            self._round_buff(spell)
        elif spell.burn and not spell.attacks:
            self.target.burn += spell.burn  # Burn markers on the target (its Upkeep deals the damage)
            if self._log is not None:
                self._log.append(Event(self.round, "burn_added", {"card": spell.name, "card_id": spell.card_id,
                                                                 "tokens": spell.burn}))
        else:  # attack spells and incantations with an attack bar
            if spell.target == "Friendly Vine Marker":
                self.use_vine(0)  # Burst of Thorns: the marker in the target's zone bursts (003 L577-579)
            self._spell_attack(spell)
        if spell.spawnpoint:  # conjurations and equipment (L560, L978-984)
            self.spawnpoints.append(Spawnpoint(spell.name, spell.card_id, spell.own_channeling, spell.spawn_rule,
                                               spell.cast_limit, self._spawnpoint_zone(spell)))

    def _spawnpoint_zone(self, spell: SpellModel) -> int | None:
        """Where a spawnpoint stands (zones from the target), so its creatures enter there (L879,
        L982). A conjuration goes in the zone of its casting range nearest the target (every
        spawnpoint's is 0-1; counted from its caster, a spawnpoint casting Seedling Pod too, L982),
        as Garrison Post does; Zone Exclusive: not in another spawnpoint's zone (L986). Equipment
        (Libro Mortuos, Echo of the Depths) is worn: None, our mage's zone then."""
        if spell.type != "Conjuration" or self.distance is None:
            return None
        base = self.distance if self._cast_from is None else self._cast_from
        taken = {s.dist for s in self.spawnpoints} if spell.zone_exclusive else set()
        zones = range(max(0, base - spell.range_max), max(0, base - spell.range_min) + 1)
        return next((z for z in zones if z not in taken), base)

    def _lasting_effects(self, spell: SpellModel) -> None:
        """Discounts, spell bonuses and auras of an object in play (equipment, conjurations,
        revealed enchantments)."""
        if spell.card_id in CASTER_DISCOUNTS:
            self.caster_discounts.update(range(len(self.discounts), len(self.discounts) + len(spell.discounts)))
        self.discounts.extend(spell.discounts)
        self.spell_bonus.extend(spell.spell_bonus)
        if spell.aura:
            self.aura.update(spell.aura)
            for unit in self.creatures:
                for key, n in spell.aura.items():
                    setattr(unit, _UNIT_FIELD[key], getattr(unit, _UNIT_FIELD[key]) + n)
                unit.changed()

    def _heal(self, spell: SpellModel) -> None:
        """Roll the heal dice (every die's number counts, armor does not) and remove that much
        damage from the most damaged friend, or from every friend."""
        hurt = sorted((u for u in self.friends() if u.damage > 0 and self._heal_ok(spell, u)), key=lambda u: -u.damage)
        for unit in hurt if spell.heal_all else hurt[:1]:
            amount = spell.heal_flat
            if spell.heal_dice:
                rand = self.rng.random
                for _ in range(spell.heal_dice):
                    face = int(rand() * 6)  # 0,1 blank; 2,4: 1; 3,5: 2
                    amount += 0 if face < 2 else 1 if face in (2, 4) else 2
            healed = min(amount, unit.damage)
            unit.damage -= healed
            if self._log is not None:
                self._log.append(Event(self.round, "heal", {"card": spell.name, "card_id": spell.card_id,
                                                           "target": unit.name, "target_id": _id_of(unit),
                                                           "amount": healed}))

    def _heal_ok(self, spell: SpellModel, unit: Unit) -> bool:
        """A heal that reaches only Living friends or some subtypes (Group Heal, Reassemble)."""
        if spell.heal_living and unit.nonliving and not unit.is_mage:
            return False
        return not spell.heal_subtypes or bool(set(spell.heal_subtypes) & set(unit.subtypes))

    def _round_buff(self, spell: SpellModel) -> None:
        units = ([u for u in self.friends() if u.ready_round <= self.round and not u.busy and not u.is_mage
                  and (not spell.buff_subtypes or set(spell.buff_subtypes) & set(u.subtypes))]
                 if spell.round_buff_all else [self._round_buff_target(spell)])
        for unit in units:
            if unit is None:
                continue
            for key, n in spell.round_buff.items():
                field_name = _UNIT_FIELD[key]
                setattr(unit, field_name, getattr(unit, field_name) + n)
                self._round_buffs.append((unit, field_name, n))
            unit.changed()
            if self._log is not None:
                self._log.append(Event(self.round, "buff", {"card": spell.name, "card_id": spell.card_id,
                                                           "target": unit.name, "target_id": _id_of(unit)}))

    def _place_marker(self, unit: Unit, spell: SpellModel) -> None:
        """Pet / Blood Reaper: the first creature that qualifies and can be paid for gets it."""
        marker = self.book.mage.marker
        if marker is None or self.marker_on is not None or spell.legendary or marker.subtype not in spell.subtypes:
            return
        price = spell.level + 1
        if marker.pay == "mana":
            if self.mana < price:
                return
            self._pay(price)
        else:
            if self.mage_life_lost + price >= self.mage.life:
                return
            self.mage_life_lost += price  # losing Life is not damage (L1775)
        for keyword, value in marker.grants:
            setattr(unit, _UNIT_FIELD[keyword], getattr(unit, _UNIT_FIELD[keyword]) + value)
        unit.changed()
        self.marker_on = unit
        if self._log is not None:
            self._log.append(Event(self.round, "marker", {"marker": marker.name, "card": spell.name,
                                                          "card_id": spell.card_id, "cost": price, "pay": marker.pay}))

    def _free_slot(self, spell: SpellModel) -> tuple[str, ...] | None:
        """The equipment locations the item would take, or None if they are full (L1158)."""
        used = self.slots_used
        if spell.slot_options:
            for option in spell.slot_options:
                if used[option] < EQUIPMENT_CAPACITY.get(option, 1):
                    return (option,)
            return None
        if any(used[s] >= EQUIPMENT_CAPACITY.get(s, 1) for s in spell.slots):
            return None
        if spell.card_id in self.mage.enchantments:  # no two items of the same name (L1162)
            return None
        return spell.slots

    def _drop_equipment(self, spell: SpellModel) -> None:
        """An item destroyed (its Upkeep unpaid): its location is free, its traits and attacks go."""
        for slot in self._slots_of.pop(spell.card_id, ()):
            self.slots_used[slot] -= 1
        g, mage = spell.grants, self.mage
        mage.melee -= g.get("Melee", 0)
        mage.ranged -= g.get("Ranged", 0)
        mage.piercing -= g.get("Piercing", 0)
        mage.armor -= g.get("Armor", 0)
        mage.life -= g.get("Life", 0)
        self.channeling -= g.get("Channeling", 0)
        mage.enchantments.discard(spell.card_id)
        mage.attacks = [a for a in mage.attacks if a not in spell.attacks]
        self.autonomous = [u for u in self.autonomous if u.card_id != spell.card_id]
        mage.changed()

    def _grant(self, unit: Unit, spell: SpellModel) -> None:
        g = spell.grants
        unit.melee += g.get("Melee", 0)
        unit.ranged += g.get("Ranged", 0)
        unit.piercing += g.get("Piercing", 0)
        unit.bloodthirsty += g.get("Bloodthirsty", 0)
        unit.armor += g.get("Armor", 0)
        unit.life += g.get("Life", 0)
        if spell.defense and (not unit.defense or spell.defense < unit.defense):
            unit.defense = spell.defense  # the better defense is used (one defense per attack)
        unit.regen = max(unit.regen, spell.regen)  # Regenerate does not stack (L1402)
        if unit.is_mage:
            self.channeling += g.get("Channeling", 0)
            unit.enchantments.add(spell.card_id)  # equipment names too: no duplicates on the mage
        unit.changed()

    def _reveal_pending(self) -> None:
        if not self.pending:
            return
        still = []
        for spell, target in self.pending:
            bind = spell.magebind if (target is self.mage or isinstance(target, Foe)) else 0
            cost = self.reveal_cost_on(spell, target) + bind
            alive = target.alive if target is not None else False
            if not alive:
                continue  # its target is gone: the enchantment went with it (L1046)
            if self.mana < cost:
                still.append((spell, target))
                if self._log is not None:
                    self._log.append(Event(self.round, "hidden", {"card": spell.name, "card_id": spell.card_id, "target": target.name,
                                                                     "target_id": _id_of(target), "cost": cost}))
                continue
            self._pay(cost)
            if isinstance(target, Foe):
                target.armor_down -= spell.grants.get("Armor", 0)  # Armor -X lowers it
                target.dot += spell.dot  # damage to the bearer each Upkeep
                target.curses += 1  # a curse of ours on it (Moloch's Torment, Arcane Corruption…)
                if spell.tags:
                    self.attach_tactic(spell, target)
            else:
                self._grant(target, spell)
                self._lasting_effects(spell)
                if spell.tags or spell.filtered_aura:
                    self.attach_tactic(spell, target)
            self.keep_enchantment(spell, target)
            if self._log is not None:
                self._log.append(Event(self.round, "reveal", {"card": spell.name, "card_id": spell.card_id, "target": target.name,
                                                                 "target_id": _id_of(target), "cost": cost}))
            self.divine_reward(spell)
        self.pending = still

    def _pay_upkeep(self) -> None:
        if not self.upkeepers:
            return
        kept = []
        cuts = self.upkeep_cuts() if self.upkeep_cut else {}  # Psi-Orb (sim/cards/conditional.py)
        for cid, cost, obj in self.upkeepers:
            if isinstance(obj, (Unit, Enchanted)) and not obj.alive:
                continue  # the creature is gone, or the bearer of the enchantment (L1046)
            name = self.models[cid].name
            due = cost - cuts.get(cid, 0)
            if self.mana >= due:
                self._pay(due)
                kept.append((cid, cost, obj))
                if self._log is not None and due < cost:  # Psi-Orb: Mind Control's 2 on the guard is 1
                    by = [c for c in self.upkeep_cut_by if c in self.models]
                    self._log.append(Event(self.round, "upkeep_cut", {
                        "card": name, "card_id": cid, "cost": due, "cut": cost - due, "by_ids": by,
                        "by": ", ".join(self.models[c].name for c in by)}))
                elif self._log is not None:
                    self._log.append(Event(self.round, "upkeep", {"card": name, "card_id": cid, "cost": due}))
            else:  # unpaid upkeep destroys the object (L2356-2360)
                if isinstance(obj, Enchanted):
                    self.lapse_enchantment(obj)
                elif isinstance(obj, Unit):
                    obj.alive = False
                    if obj in self.familiars:
                        self.familiars.remove(obj)
                elif isinstance(obj, SpellModel) and obj.type == "Equipment":
                    self._drop_equipment(obj)
                self.in_play.discard(cid)
                if self._log is not None:
                    self._log.append(Event(self.round, "upkeep_lost", {"card": name, "card_id": cid, "cost": cost}))
        self.upkeepers = kept
        self.creatures = [u for u in self.creatures if u.alive]

