"""The dummy opponent's magic half (`--opponent dummy --dummy-cards …`) and our cards that act on it.

With a DummyConfig the target is a mage with a mana pool (Channeling each round, L508) that it
spends on its own spells, and it may wear real cards of the library (`DummyConfig.cards`):
  * enchantments and equipment in play on it from the start — their Armor, Life, Regenerate,
    Defense and Melee count (Rhino Hide, Regrowth, Leather Boots, Deflection Bracers…); a Block
    stays hidden and is revealed, for its cost from the dummy's pool, to avoid our first attack;
  * an attack spell it casts at our nearest object whenever its pool pays for it (Lightning Bolt);
    its book holds two copies of each spell (DUMMY_COPIES);
  * a curse it casts on our mage (Ghoul Rot: its damage each Upkeep; Agony: our
    mage's attacks roll fewer dice).
The dummy's own round (its upkeep, Block and Defense, the spells it casts) is
spellforge.sim.opponent.turn. Our cards that answer it are recognised by the shape of their effect
rows (spellforge.sim.cards.magic_tags, never by name) and cast only when they have something to act on
(magic_castable):
  dispel / purge / zone_dispel / seek_dispel / purify   destroy enchantments (L1040-1072)
  dissolve / explode / steal_equipment / steal_enchantment   remove or take its objects
  drain_mana / siphon / toll / upkeep_curse / monolith / wand_dispel   its mana
  jinx / magebane / nullify / reverse_magic                its spells
  unavoidable(_round) / ranged_defense / finite_life        its Defense, attack spell, healing
"""

from __future__ import annotations

from dataclasses import dataclass, field

from spellforge.sim.game.events import Event
from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.game.objects import Unit, _id_of

REMOVALS = ("dispel", "purge", "zone_dispel", "seek_dispel", "purify", "dissolve", "explode", "steal_equipment",
            "steal_enchantment")
REMOVAL_FIRST = 3.0  # Armor +1 or more, Regenerate 2, a curse on our mage: worth more than another creature now
DUMMY_COPIES = 2  # the dummy's book holds two copies of its attack spell and of its curse
_REACTIVE = ("nullify", "reverse_magic", "jinx", "decoy")


@dataclass
class DummyObject:
    """An enchantment or equipment in play on the dummy (or its curse on our mage)."""

    model: SpellModel
    hidden: bool = False
    on_us: bool = False  # the dummy's curse on our mage

    @property
    def enchantment(self) -> bool:
        return self.model.type == "Enchantment"

    @property
    def total_cost(self) -> int:
        return self.model.cost + self.model.reveal_cost


@dataclass
class DummyMagic:
    """The dummy's mana, objects and spells during one game."""

    mana: int
    channeling: int
    objects: list[DummyObject] = field(default_factory=list)
    spell: SpellModel | None = None
    curse: SpellModel | None = None
    curses_left: int = 0
    spells_left: int = 0
    seek: SpellModel | None = None  # its Seeking Dispel, cast on one of our hidden enchantments
    seeks_left: int = 0
    dissolve: SpellModel | None = None  # its Dissolve, cast on our mage's equipment
    dissolves_left: int = 0
    melee: int = 0  # Melee +X from its weapons and enchantments
    regen: int = 0
    defense: int = 0  # d12 threshold against our melee attacks, once a round
    defended: int = 0
    finite: bool = False  # Finite Life: it never heals
    siphon: int = 0
    upkeep_guard: int = 0  # Essence Drain on its guard
    monolith: int = 0
    jinx: SpellModel | None = None
    magebane: int = 0
    toll_paid: int = 0  # round in which it paid our Suppression Cloak


def _value(obj: DummyObject) -> float:
    """How much an object of the dummy's helps it (what removing it is worth to us)."""
    m = obj.model
    if obj.on_us:
        return 3 * m.dot + 2 * m.tags.get("weaken", 0)
    armor = m.grants.get("Armor", 0)
    value = 3 * armor + 2 * m.regen + 0.5 * m.grants.get("Life", 0) + 1.5 * m.grants.get("Melee", 0)
    if m.defense:
        value += (13 - m.defense) / 3
    if m.tags.get("block"):
        value += 2
    return value


class MagicMixin:
    """Part of Game (spellforge.sim.game.engine)."""

    def _init_magic(self) -> None:
        opp = self.config.opponent
        self.dm = None
        self.our_magic: dict[str, list] = {}  # our reactive enchantments on the mage, by tag
        self._wand_level = self._toll = 0
        self._wand: SpellModel | None = None
        self._heal_wand: SpellModel | None = None  # Wand of Healing's printed quick heal
        self._meditate = 0  # Meditation Amulet: mana for the mage's full action
        self._armor_ward: tuple | None = None  # (card, mana the opponent must add to destroy our equipment)
        self._orchids: list[list] = []  # Corrosive Orchid, Temple of Light: our conjurations that attack
        self._magic_pick: tuple = ("", None)
        if opp is None:
            return
        dm = self.dm = DummyMagic(opp.mana, opp.channeling)
        for m in opp.models:
            if m.type == "Attack" and m.attacks:
                dm.spell, dm.spells_left = m, DUMMY_COPIES
            elif m.type == "Incantation" and m.tags.get("seek_dispel"):
                dm.seek, dm.seeks_left = m, DUMMY_COPIES
            elif m.type == "Incantation" and m.tags.get("dissolve"):
                dm.dissolve, dm.dissolves_left = m, DUMMY_COPIES
            elif m.type == "Enchantment" and m.role == "curse":
                dm.curse, dm.curses_left = m, DUMMY_COPIES
            elif m.type in ("Enchantment", "Equipment"):
                obj = DummyObject(m, hidden=bool(m.tags.get("block")))
                dm.objects.append(obj)
                if not obj.hidden:
                    self._dummy_gains(obj, 1)

    # -- the dummy's objects --------------------------------------------------------------------
    def _dummy_gains(self, obj: DummyObject, sign: int) -> None:
        """Its object enters (+1) or leaves (-1) play: Armor, Life, Melee, Regenerate, Defense."""
        m, t, dm = obj.model, self.target, self.dm
        t.armor += sign * m.grants.get("Armor", 0)
        t.life += sign * m.grants.get("Life", 0)
        dm.melee += sign * m.grants.get("Melee", 0)
        live = [o.model for o in dm.objects if not o.hidden and not o.on_us and (sign > 0 or o is not obj)]
        dm.regen = max((x.regen for x in live), default=0)
        dm.defense = min((x.defense for x in live if x.defense), default=0)
        for u in self.friends():
            u.changed()

    def _dummy_loses(self, obj: DummyObject, how: str, card: SpellModel | None = None) -> None:
        """Its object leaves play (destroyed, taken, revealed) — or its curse leaves our mage."""
        dm = self.dm
        if obj.on_us:
            cursed = self.our_magic.get("cursed", [])
            if obj in cursed:
                cursed.remove(obj)
            self.mage.enchantments.discard(obj.model.card_id)
            self._curse_on_mage(obj.model, -1)
        elif obj in dm.objects:
            dm.objects.remove(obj)
            if not obj.hidden:
                self._dummy_gains(obj, -1)
        if self._log is not None:
            kind = {"taken": "dummy_taken", "revealed": "dummy_revealed"}.get(
                how, "dummy_destroyed" if card is not None else "dummy_lost")
            self._log.append(Event(self.round, kind, {"card": obj.model.name, "card_id": obj.model.card_id,
                                                      "caster": card.name if card else "",
                                                      "caster_id": card.card_id if card else ""}))

    def _curse_on_mage(self, curse: SpellModel, sign: int) -> None:
        weaken = curse.tags.get("weaken", 0)
        self.mage.melee -= sign * weaken
        self.mage.ranged -= sign * weaken
        self.mage.changed()

    def _removable(self, spell: SpellModel) -> list[DummyObject]:
        """The objects the spell could remove or take, best first."""
        t, dm = spell.tags, self.dm
        if dm is None:
            return []
        if t.get("dispel"):
            pick = [o for o in dm.objects if o.enchantment and not o.hidden] + self._dummy_curses()
        elif t.get("wand_dispel"):
            pick = [o for o in dm.objects + self._dummy_curses()
                    if o.enchantment and not o.hidden and o.model.level <= t["wand_dispel"]]
        elif t.get("steal_enchantment"):
            pick = [o for o in dm.objects if o.enchantment and not o.hidden and not o.model.tags
                    and o.model.card_id not in self.mage.enchantments and "Non-Mage" not in o.model.target]
        elif t.get("seek_dispel"):
            pick = [o for o in dm.objects if o.enchantment and o.hidden]
        elif t.get("purify"):
            pick = [o for o in self._dummy_curses() if "Poison" in o.model.subtypes]
        elif t.get("dissolve") or t.get("explode") or t.get("steal_equipment"):
            pick = [o for o in dm.objects if o.model.type == "Equipment"]
        else:
            return []
        return sorted(pick, key=lambda o: -_value(o))

    def _dummy_curses(self) -> list[DummyObject]:
        return self.our_magic.get("cursed", [])

    def _x_of(self, spell: SpellModel, obj: DummyObject) -> int:
        t = spell.tags
        cost = obj.model.cost
        if t.get("explode"):
            return 6 + cost
        if t.get("steal_equipment"):
            return 2 * cost
        if t.get("dissolve"):
            return cost
        if t.get("steal_enchantment"):
            return 2 * obj.total_cost  # its cost, then attaching it anew (cast and reveal)
        return obj.total_cost  # Dispel, Purify: its total mana cost

    # -- casting our cards ------------------------------------------------------------------------
    def magic_choice(self, spell: SpellModel) -> DummyObject | None:
        """The object an X-cost removal acts on: the most valuable one we can pay for."""
        for obj in self._removable(spell):
            if self._x_of(spell, obj) <= self.mana and _value(obj) > 0:
                return obj
        return None

    def magic_worth(self, spell: SpellModel) -> float:
        """What a removal takes from the dummy now (0 = nothing): the policies put a removal worth
        at least REMOVAL_FIRST before more creatures."""
        t, dm = spell.tags, self.dm
        if dm is None or not self.magic_castable(spell):
            return 0.0
        if spell.x_rule or t.get("seek_dispel"):
            obj = self.magic_choice(spell) if spell.x_rule else next(iter(self._removable(spell)), None)
            return _value(obj) if obj is not None else 0.0
        if t.get("purge") or t.get("zone_dispel"):
            return sum(_value(o) for o in dm.objects if o.enchantment)
        return 0.0

    def _shift_pick(self):
        """Shift Enchantment: a hidden Block or Reverse Attack of ours on an object the dummy does not
        attack, moved to the one it will attack (X = 1 for a hidden enchantment)."""
        victim = self._dummy_victim(peek=True) if self.dm is not None else None
        if victim is None or victim.block:
            return None
        bearer = next((u for u in self.friends() if u is not victim and u.block), None)
        return (bearer, bearer.block[0], victim) if bearer is not None else None

    def magic_cost(self, spell: SpellModel) -> int:
        if spell.tags.get("shift"):
            pick = self._shift_pick()
            self._magic_pick = (spell.card_id, pick)
            return 1 if pick is not None else 10 ** 6
        obj = self.magic_choice(spell)
        self._magic_pick = (spell.card_id, obj)  # the object it is paid for is the one it acts on
        return self._x_of(spell, obj) if obj is not None else 10 ** 6

    def magic_castable(self, spell: SpellModel) -> bool:
        """Only when the card has something to act on (a Dispel with nothing to dispel is wasted)."""
        dm, t = self.dm, spell.tags
        if t.get("mist") or t.get("sleep_mist"):  # its attack reaches its own zone only: in the target's (range 0-1)
            return self.distance is None or self.distance <= 1
        if t.get("temple"):  # its Stun and Daze matter when the target attacks; range 0-2 from beside us
            return dm is not None and (self.distance is None or self.distance <= 2)
        if t.get("meditate"):  # worth the mage's action only when it has no attack to make
            return self._free_slot(spell) is not None and not self._mage_can_attack()
        if t.get("wand_heal"):
            return self._free_slot(spell) is not None and self._heal_wand is None and self._hurt_friend() is not None
        if dm is None:
            return False
        if t.get("defense_bonus"):
            return self._free_slot(spell) is not None and bool(self.mage.defense or self.mage.ranged_defense)
        if t.get("shift"):
            return self._shift_pick() is not None and self.mana >= 1
        if spell.x_rule:
            return self.magic_choice(spell) is not None
        if t.get("seek_dispel"):
            return bool(self._removable(spell))
        if t.get("purge") or t.get("zone_dispel"):
            if t.get("zone_dispel") and (self.target.enchantments or any(
                    u.enchantments - self._equipment_ids for u in self.friends())):
                return False  # it would destroy our own enchantments in that zone too
            return any(o.enchantment and not o.on_us for o in dm.objects)
        if t.get("drain_mana"):
            return dm.mana >= t["drain_mana"] // 2 and self._dummy_spends()
        if t.get("siphon") or t.get("jinx") or t.get("magebane"):
            if spell.card_id in self.target.enchantments:
                return False
            if t.get("jinx"):
                return (dm.spell is not None and dm.spell.quick and dm.spells_left > 0) or (
                    dm.curse is not None and dm.curses_left > 0)
            return self._dummy_spends()
        if t.get("upkeep_curse"):
            return self.guarding() and not dm.upkeep_guard
        if t.get("monolith"):
            return (not dm.monolith and any(o.enchantment for o in dm.objects)
                    and not self.target.enchantments and not self.mage.enchantments - self._equipment_ids)
        if t.get("finite_life"):
            return dm.regen > 0 and not dm.finite
        if t.get("unavoidable") or t.get("unavoidable_round"):
            if not (dm.defense or any(o.hidden for o in dm.objects)):
                return False
            return self._unavoidable_unit(spell) is not None
        if t.get("ranged_defense"):
            return dm.spell is not None and dm.spells_left > 0 and self.magic_target(spell) is not None
        if t.get("toll"):
            return self._free_slot(spell) is not None
        if t.get("wand_dispel"):
            return not self._wand_level and self._free_slot(spell) is not None and bool(self._removable(spell))
        if t.get("armor_ward"):  # only against its Dissolve, with equipment of ours it could destroy
            return (dm.dissolve is not None and dm.dissolves_left > 0 and bool(self._our_equipment())
                    and self.magic_target(spell) is not None)
        if t.get("decoy"):  # bait for its Seeking Dispel: 2 mana back when it is destroyed
            return dm.seek is not None and dm.seeks_left > 0 and self.magic_target(spell) is not None
        if t.get("nullify") or t.get("reverse_magic"):
            curse = dm.curse
            if curse is None or dm.curses_left <= 0:
                return False
            return self.magic_target(spell) is not None
        return False

    @property
    def _equipment_ids(self) -> set[str]:
        return {s.card_id for s in self.book.spells if s.type == "Equipment"}

    def _dummy_spends(self) -> bool:
        """The dummy has spells of its own to pay for."""
        dm = self.dm
        return (dm.spell is not None and dm.spells_left > 0) or (dm.curse is not None and dm.curses_left > 0)

    def _unavoidable_unit(self, spell: SpellModel) -> Unit | None:
        """Our strongest melee attacker that is not Unavoidable yet (a living one if it asks)."""
        r = self.round
        living = "Living" in spell.target
        best, best_dice = None, 0
        for u in self.friends():
            if u.unavoidable or spell.card_id in u.enchantments or (living and u.nonliving and not u.is_mage):
                continue
            if spell.type == "Incantation" and (u.ready_round > r or u.busy):
                continue
            dice = max((a.dice for a in u.attacks if a.kind == "melee"), default=0)
            if dice > best_dice:
                best, best_dice = u, dice
        return best

    def magic_target(self, spell: SpellModel):
        """The object our enchantment goes on (None = none worth it)."""
        t = spell.tags
        if t.get("upkeep_curse"):
            return self.guard if self.guarding() else None
        if t.get("unavoidable"):
            return self._unavoidable_unit(spell)
        if t.get("jinx") or t.get("magebane") or t.get("finite_life"):
            return self.target if spell.card_id not in self.target.enchantments else None
        # our reactions wait on the mage, whom the dummy's curse and spell target
        if any(spell is s for lst in self.our_magic.values() for s in lst if isinstance(s, SpellModel)) \
                or spell.card_id in self.mage.enchantments:
            return None
        return self.mage

    def resolve_magic(self, spell: SpellModel) -> None:
        """Our card resolves: enchantments attach (reveal paid), the rest acts now."""
        t = spell.tags
        if spell.type == "Enchantment":
            target = self.magic_target(spell)
            if target is None:
                return
            target.enchantments.add(spell.card_id)
            if any(k in t for k in _REACTIVE) and target is self.mage:
                self.magic_attach(spell, target)  # hidden until the dummy's spell: revealed then
                return
            cost = spell.reveal_cost + (spell.magebind if target is self.mage or target is self.target else 0)
            if self.mana < cost:
                return  # stays face down (its cost is paid again by nothing: it simply waits)
            self._pay(cost)
            self.magic_attach(spell, target)
            return
        if spell.type == "Equipment":
            self.slots_used.update(self._free_slot(spell) or ())
            self.mage.enchantments.add(spell.card_id)
            self.magic_attach(spell, self.mage)
            return
        if spell.type == "Conjuration":
            self.magic_attach(spell, None)
            return
        obj = None
        if spell.x_rule:
            cid, obj = self._magic_pick
            obj = obj if cid == spell.card_id else None
            if obj is None:
                return
        self.magic_effect(spell, obj)

    def magic_attach(self, spell: SpellModel, target) -> None:
        """A permanent of ours starts working (a test switches this off to see it matters)."""
        t, dm = spell.tags, self.dm
        if t.get("upkeep_curse"):
            dm.upkeep_guard += t["upkeep_curse"]
        elif t.get("jinx"):
            dm.jinx = spell
        elif t.get("magebane"):
            dm.magebane += t["magebane"]
        elif t.get("finite_life"):
            dm.finite = True
        elif t.get("unavoidable"):
            target.unavoidable = True
            target.changed()
        elif t.get("ranged_defense"):
            target.ranged_defense = t["ranged_defense"]
        elif t.get("toll"):
            self._toll = t["toll"]
        elif t.get("wand_dispel"):
            self._wand_level = t["wand_dispel"]
            self._wand = spell
        elif t.get("wand_heal"):
            self._heal_wand = spell
        elif t.get("meditate"):
            self._meditate = t["meditate"]
        elif t.get("armor_ward"):
            self._armor_ward = (spell, t["armor_ward"])
        elif t.get("mist") or t.get("temple") or t.get("sleep_mist"):  # Nightshade Lotus: its Mist (Sleep) never
            self._orchids.append([spell, 0 if t.get("sleep_mist") else 1, self.round + 1])  # works on a mage
            # card, Mist token, first round it attacks
        elif t.get("defense_bonus"):  # +1 on the d12: the threshold one lower (never below 2)
            for key in ("defense", "ranged_defense"):
                if getattr(target, key):
                    setattr(target, key, max(2, getattr(target, key) - t["defense_bonus"]))
        elif t.get("siphon"):
            dm.siphon += t["siphon"]
        elif t.get("monolith"):
            dm.monolith = t["monolith"]
        else:
            for tag in _REACTIVE:
                if t.get(tag):
                    self.our_magic.setdefault(tag, []).append(spell)

    def magic_effect(self, spell: SpellModel, obj: DummyObject | None) -> None:
        """An incantation of ours acts on the dummy (a test switches this off to see it matters)."""
        t, dm = spell.tags, self.dm
        r = self.round
        if t.get("shift") and obj is not None:
            bearer, entry, victim = obj
            bearer.block.remove(entry)
            bearer.enchantments.discard(entry[0].card_id)
            victim.block.append(entry)
            victim.enchantments.add(entry[0].card_id)
            if self._log is not None:
                self._log.append(Event(r, "shifted", {"card": entry[0].name, "card_id": entry[0].card_id,
                                                      "target": victim.name, "target_id": _id_of(victim)}))
            return
        if obj is not None and (t.get("steal_equipment") or t.get("steal_enchantment")):
            self._dummy_loses(obj, "taken", spell)
            model = obj.model
            if model.type == "Equipment" and self._free_slot(model) is None:
                return  # no free location: destroyed instead
            if model.type == "Equipment":
                self.slots_used.update(self._free_slot(model) or ())
            self._grant(self.mage, model)
            self._lasting_effects(model)
            return
        if obj is not None:
            self._dummy_loses(obj, "destroyed", spell)
            if t.get("explode") and spell.attacks and self.target.alive:
                self._resolve_attack(spell.name, spell.attacks[0], self.target, None, spell.card_id)
            return
        if t.get("seek_dispel"):
            found = self._removable(spell)
            if found:
                self._dummy_loses(found[0], "destroyed", spell)
        elif t.get("purge") or t.get("zone_dispel"):
            for o in [o for o in dm.objects if o.enchantment]:
                self._dummy_loses(o, "destroyed", spell)
            if t.get("zone_dispel") and (self.distance is None or self.distance == 0):
                for o in list(self._dummy_curses()):  # our mage is in that zone too
                    self._dummy_loses(o, "destroyed", spell)
        elif t.get("drain_mana"):
            rand = self.rng.random
            rolled = sum(0 if f < 2 else 1 if f in (2, 4) else 2 for f in (int(rand() * 6) for _ in range(t["drain_mana"])))
            lost = min(rolled, dm.mana)
            dm.mana -= lost
            self.mana += lost
            if self._log is not None:
                self._log.append(Event(r, "drain_mana", {"card": spell.name, "card_id": spell.card_id, "amount": lost}))
        elif t.get("unavoidable_round"):
            unit = self._unavoidable_unit(spell)
            if unit is not None:
                unit.unavoidable = True
                self._round_buffs.append((unit, "unavoidable", 1))

    def _our_equipment(self) -> list[SpellModel]:
        """Our mage's equipment the dummy's Dissolve can take away: items that only grant traits, a
        Defense or Regenerate (their effect is undone exactly), most expensive first."""
        items = [s for s in self.book.spells if s.type == "Equipment" and s.card_id in self.mage.enchantments
                 and not (s.tags or s.discounts or s.spell_bonus or s.aura or s.attacks or s.spawnpoint
                          or s.filtered_aura) and (s.grants or s.defense or s.regen)]
        return sorted(items, key=lambda s: -s.cost)

    def _lose_equipment(self, item: SpellModel) -> None:
        """Undo what _grant gave the mage, free its location."""
        u, g = self.mage, item.grants
        for key, field_name in (("Melee", "melee"), ("Ranged", "ranged"), ("Piercing", "piercing"),
                                ("Bloodthirsty", "bloodthirsty"), ("Armor", "armor"), ("Life", "life")):
            setattr(u, field_name, getattr(u, field_name) - g.get(key, 0))
        self.channeling -= g.get("Channeling", 0)
        if item.defense and u.defense == item.defense:
            u.defense = self.book.mage.defense
        if item.regen and u.regen == item.regen:
            u.regen = 0
        u.enchantments.discard(item.card_id)
        self.slots_used.subtract(item.slot_options[:1] or item.slots)
        u.changed()

    def _hurt_friend(self, at_least: int = 2) -> Unit | None:
        """Our most damaged Living friend (the mage counts), if it has lost at least `at_least`."""
        hurt = [u for u in self.friends() if u.damage >= at_least and (u.is_mage or not u.nonliving)]
        return max(hurt, key=lambda u: u.damage, default=None)

    def _mage_can_attack(self) -> bool:
        foes = [f for f in (self.target, self.guard) if f is not None and f.alive]
        return any(self._best_attack(self.mage, f, True, False)[0] is not None for f in foes)

    def magic_meditate(self) -> None:
        """Meditation Amulet: the mage's unused full action gains mana when it has nothing to attack."""
        if self._mage_can_attack():
            return
        self._action_free = False
        self.mana += self._meditate
        if self._log is not None:
            self._log.append(Event(self.round, "meditate", {"amount": self._meditate}))

    def _use_heal_wand(self) -> None:
        """Wand of Healing: once a round, its printed quick spell heals a Living friend (the dice)."""
        wand = self._heal_wand
        unit = self._hurt_friend()
        cost = wand.tags["wand_heal_cost"]
        if unit is None or self.mana < cost or not self._quick_free:
            return
        self._pay(cost)
        self._quick_free = False
        rand = self.rng.random
        amount = sum(0 if f < 2 else 1 if f in (2, 4) else 2
                     for f in (int(rand() * 6) for _ in range(wand.tags["wand_heal"])))
        healed = min(amount, unit.damage)
        unit.damage -= healed
        if self._log is not None:
            self._log.append(Event(self.round, "heal", {"card": wand.name, "card_id": wand.card_id, "target": unit.name,
                                                       "target_id": _id_of(unit), "amount": healed}))

    def magic_action(self) -> None:
        """Dispel Wand: once a round, as a quick spell (the quickcast, else the action), destroy a
        low-level revealed enchantment. Wand of Healing: its quick heal, with the quickcast."""
        if self._heal_wand is not None:
            self._use_heal_wand()
        if self._orchids:
            self.conjurations_attack()  # Corrosive Orchid, Temple of Light (spellforge.sim.cards.magic_conjurations)
        if not self._wand_level or not (self._quick_free or self._action_free):
            return
        wand = self._wand
        obj = self.magic_choice(wand)
        if obj is None or (not self._quick_free and _value(obj) < 2):
            return  # the mage's action only for a removal worth more than its own attack
        self._pay(self._x_of(wand, obj))
        if self._quick_free:
            self._quick_free = False
        else:
            self._action_free = False
        self._dummy_loses(obj, "destroyed", wand)
