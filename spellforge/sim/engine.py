"""The goldfish engine: one seeded game of a compiled spellbook against a passive target.

Round order (rules digest §4.2): channeling, upkeep (Burn/Rot on the target, our upkeep costs,
late enchantment reveals), planning (policy), deployment (spawnpoints cast creatures), then the
action stage — the mage's quickcast and action, familiars, creatures that were in play at the
start of the round attack (or walk toward the target when TargetConfig.distance is set; by default
there is no arena and every attack is in range — docs/goldfish.md).
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass, field
from typing import Protocol

from spellforge.domain.ids import card_id
from spellforge.sim.dice import damage_distribution
from spellforge.sim.events import Event
from spellforge.sim.model import (
    EQUIPMENT_CAPACITY,
    AttackProfile,
    CompiledBook,
    SpellModel,
)

MAGE_PREPARES = 2  # spells a mage prepares each round (L556)
ENCHANTMENT_CAST_COST = 2  # an enchantment is cast face down for 2 mana (L1054-1072)


@dataclass(frozen=True)
class TargetConfig:
    """The passive opponent: a mage with Life and Armor, optionally with a guard creature in its
    zone that melee attacks must go through first (§5.7)."""

    life: int = 32
    armor: int = 0
    guard_life: int = 0  # 0 = no guard
    guard_armor: int = 0
    # Zones between the goldfish mage and the target. None = no arena: every attack is in range.
    # With a number, creatures walk toward the target and ranges count (docs/goldfish.md).
    distance: int | None = None


@dataclass(frozen=True)
class DummyConfig:
    """`--opponent dummy`: the target fights back. At the end of each round it makes one basic melee
    attack of `dice` attack dice (Piercing +`piercing`) against the nearest friendly object: a
    creature in its zone (with no arena: a creature that has started attacking it, the oldest
    first), else the mage (with an arena: only when the mage is in its zone). Armor counts; an
    object whose damage reaches its Life is destroyed (L1222); if the mage is destroyed, the game
    is lost (docs/goldfish.md "Opponent")."""

    dice: int = 3
    piercing: int = 0


@dataclass(frozen=True)
class GameConfig:
    target: TargetConfig = field(default_factory=TargetConfig)
    max_rounds: int = 20
    opponent: DummyConfig | None = None  # None = the passive target (`--opponent none`)


class Foe:
    """The target mage or its guard."""

    __slots__ = ("name", "life", "armor", "armor_down", "damage", "burn", "rot", "corrode", "enchantments", "dot")

    def __init__(self, name: str, life: int, armor: int):
        self.name, self.life, self.armor = name, life, armor
        self.armor_down = self.damage = self.burn = self.rot = self.corrode = self.dot = 0
        self.enchantments: set[str] = set()

    @property
    def alive(self) -> bool:
        return self.damage < self.life

    def armor_now(self) -> int:
        return max(0, self.armor - self.armor_down - self.corrode)


class Unit:
    """A friendly attacker: the mage or a creature."""

    __slots__ = ("name", "card_id", "attacks", "melee", "ranged", "piercing", "bloodthirsty", "ready_round",
                 "enchantments", "life", "armor", "is_mage", "nonliving", "incorporeal", "pool",
                 "channeling", "familiar", "upkeep", "alive", "busy", "dist", "fast", "slow", "_choice", "damage",
                 "defense", "regen", "defended")

    def __init__(self, name: str, card_id: str, attacks: tuple[AttackProfile, ...], ready_round: int):
        self.name, self.card_id, self.attacks, self.ready_round = name, card_id, list(attacks), ready_round
        self.melee = self.ranged = self.piercing = self.bloodthirsty = 0
        self.life = self.armor = self.pool = self.channeling = self.upkeep = self.damage = 0
        self.defense = self.regen = self.defended = 0  # d12 threshold (0 = none), Regenerate, round used
        self.enchantments: set[str] = set()
        self.is_mage = self.nonliving = self.incorporeal = self.familiar = False
        self.alive = True
        self.busy = False  # a familiar that cast a spell this round does not attack
        self.dist = 0  # zones from the target
        self.fast = self.slow = False
        self._choice: dict[tuple, AttackProfile | None] = {}

    def changed(self) -> None:
        self._choice.clear()


class Spawnpoint:
    __slots__ = ("name", "card_id", "channeling", "pool")

    def __init__(self, name: str, card_id: str, channeling: int):
        self.name, self.card_id, self.channeling, self.pool = name, card_id, channeling, 0


_UNIT_FIELD = {"Melee": "melee", "Ranged": "ranged", "Piercing": "piercing", "Bloodthirsty": "bloodthirsty",
               "Armor": "armor", "Life": "life"}


def _best_value(unit: "Unit", armor: int, melee: int, ranged: int, piercing: int) -> float:
    best = 0.0
    for a in unit.attacks:
        bonus = melee if a.kind == "melee" else ranged if not a.zone else 0
        best = max(best, a.expected_damage(armor, bonus, piercing))
    return best


def _buff_gain(unit: "Unit", grants: dict[str, int], armor: int) -> float:
    """Expected damage a unit's best attack gains from offensive granted traits (Bloodthirsty is
    counted as if the target were already damaged)."""
    thirst = grants.get("Bloodthirsty", 0)
    before = _best_value(unit, armor, unit.melee, unit.ranged, unit.piercing)
    after = _best_value(unit, armor, unit.melee + grants.get("Melee", 0) + thirst,
                        unit.ranged + grants.get("Ranged", 0) + thirst, unit.piercing + grants.get("Piercing", 0))
    return after - before


def _id_of(obj) -> str:
    """Card id of a friendly object for the log ("" = the mage, "target"/"guard" for foes)."""
    if isinstance(obj, Foe):
        return obj.name
    return getattr(obj, "card_id", "") or ""


class Policy(Protocol):
    def prepare(self, game: "Game") -> list[SpellModel]: ...


@dataclass
class GameRecord:
    seed: str
    rounds_to_kill: int | None = None
    damage: list[int] = field(default_factory=list)  # to the target mage, per round
    spent: list[int] = field(default_factory=list)  # from the mage's pool, per round
    left: list[int] = field(default_factory=list)  # the mage's pool at the end of each round
    first_creature: int | None = None
    mage_killed: int | None = None  # the round the dummy destroyed our mage (the game is lost)
    creatures_lost: int = 0  # our creatures the dummy destroyed
    cast: Counter = field(default_factory=Counter)
    events: list[Event] | None = None


class Game:
    def __init__(self, book: CompiledBook, policy: Policy, config: GameConfig | None = None,
                 seed: int | str = 0, record_events: bool = False):
        self.book = book
        self.policy = policy
        self.config = config or GameConfig()
        self.seed = str(seed)
        self.rng = random.Random(seed)
        self.record = GameRecord(seed=str(seed), events=[] if record_events else None)
        self._log = self.record.events
        mage = book.mage
        self.round = 0
        self.mana = mage.starting_mana
        self.channeling = mage.channeling
        self.library = dict(book.copies)  # copies left in the spellbook
        self.models = {s.card_id: s for s in book.spells}
        self.mage = Unit(mage.name, "", mage.attacks, ready_round=1)
        self.mage.is_mage = True
        self.mage.melee = mage.melee_bonus
        self.mage.life, self.mage.armor = mage.life, mage.armor
        self.mage.channeling = mage.channeling
        self.creatures: list[Unit] = []
        self.familiars: list[Unit] = []
        self.spawnpoints: list[Spawnpoint] = []
        self.in_play: set[str] = set()  # card ids of Legendary/Unique objects in play
        self.slots_used: Counter = Counter()
        self.upkeepers: list[tuple[str, int, object]] = []  # (card id, cost, object)
        self.pending: list[tuple[SpellModel, object]] = []  # enchantments cast face down, not revealed
        t = self.config.target
        self.distance = t.distance
        self.mage.dist = t.distance or 0
        self.target = Foe("target", t.life, t.armor)
        self.guard = Foe("guard", t.guard_life, t.guard_armor) if t.guard_life > 0 else None
        self.finished = False
        self.marker_on: Unit | None = None
        self.mage_life_lost = 0
        self._spent = 0
        self._samplers: dict[tuple[int, int, bool], tuple[tuple[int, ...], int]] = {}
        # from cards' structured effects: cost discounts (once a round each), bonus dice on the
        # mage's spells of a damage type, Melee/Armor… for every friendly creature, one-round buffs
        self.discounts: list = []
        self._discount_used: set[int] = set()
        self.spell_bonus: list[tuple[tuple[str, ...], int]] = []
        self.aura: Counter = Counter()
        self._round_buffs: list[tuple[Unit, str, int]] = []

    # -- the game loop -------------------------------------------------------------------------
    def run(self) -> GameRecord:
        while not self.finished:
            self.play_round()
        return self.record

    def play_round(self) -> None:
        if self.finished:
            return
        self.round += 1
        r = self.round
        # each round draws from its own stream: two books played on one game seed re-align every
        # round, so an A/B comparison sees the same dice (common random numbers)
        self.rng = random.Random(f"{self.seed}:{r}")
        self._discount_used.clear()
        self._spent = 0
        damage_before = self.target.damage
        log = self._log
        # channeling (L508-516)
        self.mana += self.channeling
        if log is not None:
            log.append(Event(r, "round", {"mana": self.mana, "channeling": self.channeling}))
        for holder in self._pools():
            if holder.channeling:
                holder.pool += holder.channeling
                if log is not None:
                    log.append(Event(r, "pool", {"name": holder.name, "name_id": holder.card_id,
                                                      "amount": holder.channeling, "pool": holder.pool}))
        # upkeep: conditions on the target (L532), then our upkeep costs (L2356-2360)
        for foe in self._foes():
            self._conditions(foe)
        if not self.target.alive:
            return self._end_round(damage_before, killed=True)
        self._pay_upkeep()
        self._regenerate()
        self._reveal_pending()
        # planning and deployment
        prepared = self.policy.prepare(self)
        if log is not None and prepared:
            log.append(Event(r, "prepare", {"cards": ", ".join(s.name for s in prepared),
                                           "card_ids": [s.card_id for s in prepared]}))
        self._cast_prepared(prepared)
        if not self.target.alive:
            return self._end_round(damage_before, killed=True)
        self._reveal_pending()
        # creatures that started the round in play act
        for unit in self.creatures:
            if unit.alive and unit.ready_round <= r and not unit.busy:
                self._creature_turn(unit)
                if not self.target.alive:
                    return self._end_round(damage_before, killed=True)
        # the mage's own attacks with what is left of its actions
        if self._action_free:
            self._unit_attack(self.mage, action_full=True)
        if self.target.alive and self._quick_free:
            self._unit_attack(self.mage, action_full=False, spells_only=True)
        if self.target.alive and self.config.opponent is not None:
            self._dummy_attack(self.config.opponent)
        self._end_round(damage_before, killed=not self.target.alive)

    def _end_round(self, damage_before: int, killed: bool) -> None:
        for unit, key, n in self._round_buffs:  # one-round buffs end with the round
            setattr(unit, key, getattr(unit, key) - n)
            unit.changed()
        self._round_buffs.clear()
        rec = self.record
        r = self.round
        rec.damage.append(self.target.damage - damage_before)
        rec.spent.append(self._spent)
        rec.left.append(self.mana)
        log = self._log
        if killed:
            rec.rounds_to_kill = r
            self.finished = True
            if log is not None:
                log.append(Event(r, "killed", {"foe": self.target.name}))
        if log is not None:
            log.append(Event(r, "round_end", {"damage": rec.damage[-1], "spent": self._spent, "left": self.mana}))
        if not killed and rec.mage_killed is not None:
            self.finished = True
        elif not killed and r >= self.config.max_rounds:
            self.finished = True
            if log is not None:
                log.append(Event(r, "no_kill", {"rounds": r}))

    # -- helpers the policies use --------------------------------------------------------------
    def prepare_slots(self) -> int:
        """2 spells, +1 per Familiar and per Spawnpoint (L556-560)."""
        return MAGE_PREPARES + len(self.familiars) + len(self.spawnpoints)

    def available(self, spell: SpellModel) -> int:
        return self.library.get(spell.card_id, 0)

    def mana_for(self, spell: SpellModel) -> int:
        """Mana that could pay for `spell` this round (the mage's pool plus casters' pools)."""
        extra = sum(s.pool for s in self.spawnpoints) if spell.type == "Creature" else 0
        return self.mana + extra + sum(f.pool for f in self.familiars)

    def total_cost(self, spell: SpellModel) -> int:
        if spell.type == "Enchantment":
            target = self.enchantment_target(spell)
            bind = spell.magebind if target is self.mage or isinstance(target, Foe) else 0
            return ENCHANTMENT_CAST_COST + spell.reveal_cost + bind
        if not self.discounts:
            return spell.cost
        cost = spell.cost - self._discount(spell)
        return cost if cost > 0 else 0

    def _discount(self, spell: SpellModel, use: bool = False) -> int:
        total = 0
        for i, d in enumerate(self.discounts):
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
        """Whether the spell has a legal use now (slots, one-in-play, a target)."""
        if spell.one_in_play and spell.card_id in self.in_play:
            return False
        if spell.type == "Equipment":
            return self._free_slot(spell) is not None
        if spell.type == "Enchantment":
            return self.enchantment_target(spell) is not None
        if spell.role == "heal":
            return any(u.damage > 0 for u in self.friends())
        if spell.round_buff and spell.type == "Incantation":
            return self._round_buff_target(spell) is not None
        if spell.type in ("Attack", "Incantation") and self.distance is not None:
            return spell.range_min <= self.distance <= spell.range_max  # the target must be in range
        return True

    def _in_reach(self, spell: SpellModel, unit: "Unit") -> bool:
        """Whether a friendly object is within the spell's range of the mage (creatures walk in a
        straight line toward the target, so a creature at `dist` is distance - dist from the mage)."""
        if self.distance is None or unit.is_mage:
            return True
        return spell.range_min <= self.distance - unit.dist <= spell.range_max

    def is_quick(self, spell: SpellModel, summons_free: bool = True) -> bool:
        if spell.quick:
            return True
        mage = self.book.mage
        return (summons_free and spell.type == "Creature" and mage.quick_summons_level > 0
                and spell.level <= mage.quick_summons_level and mage.quick_summons_subtype in spell.subtypes)

    def enchantment_target(self, spell: SpellModel):
        """Friendly buffs go on the creature (or mage) that gains most; curses on the target."""
        name = spell.card_id
        if spell.hostile:
            if self.distance is not None and not spell.range_min <= self.distance <= spell.range_max:
                return None
            return self.target if name not in self.target.enchantments else None
        text = spell.target
        non_mage = "Non-Mage" in text
        mage_ok = not non_mage and ("Mage" in text or "Creature" in text or "Object" in text)
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
        summons_free = True
        spawn_free = sorted(self.spawnpoints, key=lambda s: -s.pool)  # fullest pool first, as planned
        familiars_free = [f for f in self.familiars if f.alive]
        for unit in self.creatures:
            unit.busy = False
        for spell in prepared:
            if self.library.get(spell.card_id, 0) <= 0 or not self.castable(spell):
                continue
            cost = self.total_cost(spell)
            quick = self.is_quick(spell, summons_free)
            caster: object
            if spell.type == "Creature" and spawn_free:
                caster, how = spawn_free[0], "deployment"
            elif quick and self._quick_free:
                caster, how = self.mage, "quickcast"
            elif self._action_free:
                caster, how = self.mage, "action"
            elif familiars_free:
                caster, how = familiars_free[0], "familiar"
            else:
                continue
            pool = caster.pool if caster is not self.mage else 0
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
                self._discount(spell, use=True)
            if how == "deployment":
                spawn_free.pop(0)
            elif how == "quickcast":
                self._quick_free = False
            elif how == "action":
                self._action_free = False
            else:
                familiars_free.pop(0)
                caster.busy = True  # the familiar used its action
            if quick and not spell.quick:
                summons_free = False
            self.library[spell.card_id] -= 1
            self.record.cast[spell.card_id] += 1
            if self._log is not None:
                self._log.append(Event(self.round, "cast", {
                    "caster": getattr(caster, "name", "mage"), "caster_id": _id_of(caster), "card": spell.name,
                    "card_id": spell.card_id, "cost": pay_now, "how": how}))
            self._resolve(spell)
            if not self.target.alive:
                return

    def _pay(self, amount: int) -> None:
        self.mana -= amount
        self._spent += amount

    def _resolve(self, spell: SpellModel) -> None:
        r = self.round
        if spell.one_in_play:
            self.in_play.add(spell.card_id)
        t = spell.type
        if t == "Creature":
            unit = Unit(spell.name, spell.card_id, spell.attacks, ready_round=r + 1)  # enters inactive (L612)
            unit.melee, unit.bloodthirsty = spell.melee_bonus, spell.bloodthirsty
            unit.life, unit.armor = spell.life, spell.armor
            unit.nonliving, unit.incorporeal = spell.nonliving, spell.incorporeal
            unit.channeling = spell.own_channeling
            unit.fast, unit.slow = spell.fast, spell.slow
            unit.dist = self.distance or 0  # placed in the caster's zone (L879)
            for key, n in self.aura.items():
                setattr(unit, _UNIT_FIELD[key], getattr(unit, _UNIT_FIELD[key]) + n)
            unit.defense = spell.defense
            self.creatures.append(unit)
            if spell.familiar:
                unit.familiar = True
                self.familiars.append(unit)
            if spell.upkeep:
                self.upkeepers.append((spell.card_id, spell.upkeep, unit))
            if self.record.first_creature is None:
                self.record.first_creature = r
            self._place_marker(unit, spell)
        elif t == "Conjuration":
            self._lasting_effects(spell)
            self.channeling += spell.grants.get("Channeling", 0)
            if spell.upkeep:
                self.upkeepers.append((spell.card_id, spell.upkeep, spell))
        elif t == "Equipment":
            self._lasting_effects(spell)
            self.slots_used.update(self._free_slot(spell) or ())
            self._grant(self.mage, spell)
            if spell.attacks:
                self.mage.attacks.extend(spell.attacks)
                self.mage.changed()
        elif t == "Enchantment":
            target = self.enchantment_target(spell)
            if isinstance(target, (Unit, Foe)):
                target.enchantments.add(spell.card_id)
            self.pending.append((spell, target))
            self._reveal_pending()
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
            self._spell_attack(spell)
        if spell.spawnpoint:  # conjurations and equipment (L560, L978-984)
            self.spawnpoints.append(Spawnpoint(spell.name, spell.card_id, spell.own_channeling))

    def _lasting_effects(self, spell: SpellModel) -> None:
        """Discounts, spell bonuses and auras of an object in play (equipment, conjurations,
        revealed enchantments)."""
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
        hurt = sorted((u for u in self.friends() if u.damage > 0), key=lambda u: -u.damage)
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

    def _round_buff(self, spell: SpellModel) -> None:
        units = ([u for u in self.friends() if u.ready_round <= self.round and not u.busy and not u.is_mage]
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
            cost = spell.reveal_cost + bind
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
            else:
                self._grant(target, spell)
                self._lasting_effects(spell)
            if self._log is not None:
                self._log.append(Event(self.round, "reveal", {"card": spell.name, "card_id": spell.card_id, "target": target.name,
                                                                 "target_id": _id_of(target), "cost": cost}))
        self.pending = still

    def _pay_upkeep(self) -> None:
        if not self.upkeepers:
            return
        kept = []
        for cid, cost, obj in self.upkeepers:
            if isinstance(obj, Unit) and not obj.alive:
                continue
            name = self.models[cid].name
            if self.mana >= cost:
                self._pay(cost)
                kept.append((cid, cost, obj))
                if self._log is not None:
                    self._log.append(Event(self.round, "upkeep", {"card": name, "card_id": cid, "cost": cost}))
            else:  # unpaid upkeep destroys the object (L2356-2360)
                if isinstance(obj, Unit):
                    obj.alive = False
                    if obj in self.familiars:
                        self.familiars.remove(obj)
                self.in_play.discard(cid)
                if self._log is not None:
                    self._log.append(Event(self.round, "upkeep_lost", {"card": name, "card_id": cid, "cost": cost}))
        self.upkeepers = kept
        self.creatures = [u for u in self.creatures if u.alive]

    def _regenerate(self) -> None:
        """Upkeep: Regenerate N removes N damage (L532, L1402)."""
        for unit in self.friends():
            if unit.regen and unit.damage:
                healed = min(unit.regen, unit.damage)
                unit.damage -= healed
                if self._log is not None:
                    self._log.append(Event(self.round, "heal", {"card": "Regenerate", "target": unit.name,
                                                               "target_id": _id_of(unit), "amount": healed}))

    def _dummy_attack(self, dummy: DummyConfig) -> None:
        """The dummy's melee attack at the nearest friendly object (DummyConfig)."""
        r = self.round
        victim = next((u for u in self.creatures if u.alive and u.ready_round <= r
                       and (self.distance is None or u.dist == 0)), None)
        if victim is None:
            if self.distance is not None and self.distance > 0:
                return  # nothing in its zone: the dummy stays where it is
            victim = self.mage
        if victim.defense and victim.defended != r:
            victim.defended = r  # a defense works once a round
            if int(self.rng.random() * 12) + 1 >= victim.defense:
                if self._log is not None:
                    self._log.append(Event(r, "defended", {"target": victim.name, "target_id": _id_of(victim),
                                                           "threshold": victim.defense}))
                return
        armor = max(0, victim.armor - dummy.piercing)
        key = (max(1, dummy.dice), armor, False)
        sampler = self._samplers.get(key)
        if sampler is None:
            dist = damage_distribution(key[0], armor)
            sampler = self._samplers[key] = (dist.cumulative, dist.total)
        cum, total = sampler
        damage = bisect_right(cum, self.rng.randrange(total))
        victim.damage += damage
        lost = self.mage_life_lost if victim.is_mage else 0
        destroyed = victim.damage + lost >= victim.life
        if self._log is not None:
            self._log.append(Event(r, "attack", {"attacker": "target", "attacker_id": "target", "foe": victim.name,
                                                 "attack": "Melee", "dice": key[0], "damage": damage,
                                                 "conditions": "", "burn": 0, "rot": 0, "corrode": 0}))
        if not destroyed:
            return
        if victim.is_mage:
            self.record.mage_killed = r
        else:
            victim.alive = False
            self.record.creatures_lost += 1
            if victim in self.familiars:
                self.familiars.remove(victim)
            self.creatures = [u for u in self.creatures if u.alive]
        if self._log is not None:
            self._log.append(Event(r, "killed", {"foe": victim.name}))

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
        (L2106-2108); each Rot token deals 1 direct damage (L2116-2118)."""
        log = self._log
        if foe.burn:
            rand = self.rng.random
            total = 0
            tokens = foe.burn
            for _ in range(foe.burn):
                face = int(rand() * 6)  # 0,1 blank; 2: 1; 3: 2; 4: 1*; 5: 2*
                if face < 2:
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
        if foe.rot:
            foe.damage += foe.rot
            if log is not None:
                log.append(Event(self.round, "rot", {"foe": foe.name, "damage": foe.rot}))

    def _best_attack(self, unit: Unit, foe: Foe, full_ok: bool, spells_only: bool) -> tuple[AttackProfile | None, float]:
        armor = foe.armor_now()
        thirsty = unit.bloodthirsty if foe.damage > 0 else 0
        guarded = foe is self.target and self.guard is not None and self.guard.alive
        key = (armor, thirsty, full_ok, spells_only, min(self.mana, 9), guarded, unit.dist)
        ranged_check = self.distance is not None
        cache = unit._choice
        if key in cache:
            return cache[key]
        best, best_value = None, 0.0
        for a in unit.attacks:
            if (a.full and not full_ok) or (spells_only and not a.spell_cost) or a.spell_cost > self.mana:
                continue
            if ranged_check and not a.reaches(unit.dist):
                continue
            if guarded and a.kind == "melee" and not a.zone:
                continue  # an enemy melee attack in a guarded zone must target the guard (L1561-1608)
            bonus = (unit.melee if a.kind == "melee" else unit.ranged if not a.zone else 0) + thirsty
            value = a.expected_damage(armor, bonus, unit.piercing)
            if a.spell_cost:
                value -= 0.01 * a.spell_cost  # free attacks first when equal
            if value > best_value:
                best, best_value = a, value
        cache[key] = (best, best_value)
        return best, best_value

    def _creature_turn(self, unit: Unit) -> None:
        """Attack if something is in range; else move toward the target: 1 zone then a quick attack
        or a second move; Fast 2 zones then a quick attack; Slow only 1 zone (L690-695, L895, L2286)."""
        if self._unit_attack(unit, action_full=True) or self.distance is None or unit.dist == 0:
            return
        self._move(unit, 2 if unit.fast else 1)
        if unit.slow or self._unit_attack(unit, action_full=False):
            return
        if not unit.fast:
            self._move(unit, 1)  # the quick action spent as a second move

    def _move(self, unit: Unit, zones: int) -> None:
        unit.dist = max(0, unit.dist - zones)
        if self._log is not None:
            self._log.append(Event(self.round, "move", {"attacker": unit.name, "attacker_id": unit.card_id,
                                                        "dist": unit.dist}))

    def _unit_attack(self, unit: Unit, action_full: bool, spells_only: bool = False) -> bool:
        """The unit's best attack this action: at the target, or at the guard if that does more."""
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
        if unit.is_mage:
            if action_full:
                self._action_free = False
            else:
                self._quick_free = False
        self._resolve_attack(unit.name, choice, foe, unit, unit.card_id)
        return True

    def _spell_attack(self, spell: SpellModel) -> None:
        armor = self.target.armor_now()
        usable = [a for a in spell.attacks if self.distance is None or a.reaches(self.distance)] or spell.attacks
        best = max(usable, key=lambda a: a.expected_damage(armor))
        extra = sum(n for types, n in self.spell_bonus if best.damage_type in types) if self.spell_bonus else 0
        self._resolve_attack(spell.name, best, self.target, None, spell.card_id, extra)

    def _resolve_attack(self, source: str, attack: AttackProfile, foe: Foe, unit: Unit | None,
                        source_id: str = "", extra: int = 0) -> None:
        if attack.zone:
            foes = self._foes()  # a zone attack hits each object in the zone (L1270-1284)
        elif attack.sweeping and foe is self.guard:
            foes = [self.guard, self.target]
        else:
            foes = [foe]
        for f in foes:
            bonus = extra
            piercing = attack.piercing
            if unit is not None:
                if attack.kind == "melee":
                    bonus = unit.melee
                elif not attack.zone:
                    bonus = unit.ranged
                if unit.bloodthirsty and f.damage > 0:
                    bonus += unit.bloodthirsty
                piercing += unit.piercing
            self._strikes(source, attack, f, bonus, piercing, source_id)

    def _strikes(self, source: str, attack: AttackProfile, foe: Foe, bonus: int, piercing: int,
                 source_id: str = "") -> None:
        rng = self.rng
        log = self._log
        armor = 0 if attack.critical else max(0, foe.armor_now() - piercing)
        for strike in range(attack.strikes):
            dice = attack.dice + bonus if strike == 0 else attack.dice  # Melee +X on the first strike only
            if dice < 1:
                dice = 1
            key = (dice, armor, False)
            sampler = self._samplers.get(key)
            if sampler is None:
                dist = damage_distribution(dice, armor)
                sampler = self._samplers[key] = (dist.cumulative, dist.total)
            cum, total = sampler
            damage = bisect_right(cum, rng.randrange(total))
            foe.damage += damage
            added = ""
            row_burn = row_rot = row_corrode = 0
            if attack.effects:
                roll = int(rng.random() * 12) + 1
                for row in attack.effects:
                    if row.low <= roll <= row.high:
                        foe.burn += row.burn
                        foe.rot += row.rot
                        for _ in range(row.corrode):  # −1 Armor each; at 0 Armor 1 direct damage instead
                            if foe.armor_now() > 0:
                                foe.corrode += 1
                            else:
                                foe.damage += 1
                        row_burn, row_rot, row_corrode = row.burn, row.rot, row.corrode
                        if log is not None:
                            added = ", ".join(f"{n} {k}" for k, n in (("Burn", row.burn), ("Rot", row.rot), ("Corrode", row.corrode)) if n)
                        break
            if log is not None:
                log.append(Event(self.round, "attack", {"attacker": source, "attacker_id": source_id, "foe": foe.name,
                                                         "attack": attack.name, "dice": dice, "damage": damage,
                                                         "conditions": added, "burn": row_burn, "rot": row_rot,
                                                         "corrode": row_corrode}))
            if not foe.alive:
                if log is not None and foe is not self.target:
                    log.append(Event(self.round, "killed", {"foe": foe.name}))
                return
