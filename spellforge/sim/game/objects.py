"""The objects of a goldfish game: the setup (target, dummy opponent), the foes, our units and
spawnpoints, and the record a game leaves (spellforge.sim.game.engine plays them)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from spellforge.sim.game.events import Event
from spellforge.sim.game.spell_model import AttackProfile, spawn_accepts

# Mages start in opposite corner zones of the 4×3 arena (L98, L426); zones are adjacent only across
# an edge and distance counts orthogonally (L418, L670-672): 3 + 2 = 5 zones apart.
ARENA_CORNERS = 5
ARENA_COLUMNS, ARENA_ROWS = 4, 3


def zones_within(reach: int) -> int:
    """Zones of the 4×3 arena within `reach` of a corner zone, counted orthogonally (L418, L670):
    where our mage can put Zone Exclusive conjurations, one a zone (L986)."""
    return sum(1 for x in range(ARENA_COLUMNS) for y in range(ARENA_ROWS) if x + y <= reach)


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
    walks: bool = True  # with an arena it walks toward our side (sim/game/arena.py); False: it stands still
    # its magic half (spellforge.sim.opponent.magic): a mana pool it spends on its own spells, and
    # real cards of the library it wears or casts (ids: enchantments, equipment, an attack spell, a
    # curse for our mage); `models` are those cards compiled (sim.opponent.kit.dummy_kit)
    channeling: int = 9
    mana: int = 10
    cards: tuple[str, ...] = ()
    models: tuple = field(default=(), compare=False, repr=False)
    # who holds round 1's Initiative (L432): "roll" (a seeded roll per game), "ours" or "dummy"; it
    # then passes every round (L472-478) and the dummy acts first in the rounds it holds it
    initiative: str = "roll"


@dataclass(frozen=True)
class GameConfig:
    target: TargetConfig = field(default_factory=TargetConfig)
    max_rounds: int = 20
    opponent: DummyConfig | None = None  # None = the passive target (`--opponent none`)


class Foe:
    """The target mage or its guard."""

    __slots__ = ("name", "life", "armor", "armor_down", "damage", "burn", "rot", "corrode", "enchantments", "dot",
                 "daze", "stun", "weak", "asleep", "off_round", "removed", "weaken", "marked", "marked_round",
                 "growing", "growth", "dot_enchant", "keep_burn", "lullaby", "curses", "slam")

    def __init__(self, name: str, life: int, armor: int):
        self.name, self.life, self.armor = name, life, armor
        self.armor_down = self.damage = self.burn = self.rot = self.corrode = self.dot = 0
        self.enchantments: set[str] = set()
        # conditions that matter when it acts (the dummy attacks; a guard guards), curses of ours
        self.daze = self.stun = self.weak = self.weaken = self.marked = self.keep_burn = self.lullaby = 0
        self.off_round = self.marked_round = self.growing = self.dot_enchant = self.curses = self.slam = self.growth = 0
        self.asleep = self.removed = False

    @property
    def alive(self) -> bool:
        return self.damage < self.life and not self.removed

    def incapacitated(self, round_: int) -> bool:
        """Stunned, asleep, slammed or knocked down this round: no attack, no guard (L2340-2350)."""
        return bool(self.stun or self.asleep or self.slam) or self.off_round == round_

    def armor_now(self) -> int:
        return max(0, self.armor - self.armor_down - self.corrode)


class Unit:
    """A friendly attacker: the mage or a creature."""

    __slots__ = ("name", "card_id", "attacks", "melee", "ranged", "piercing", "bloodthirsty", "ready_round",
                 "enchantments", "life", "armor", "is_mage", "nonliving", "incorporeal", "pool",
                 "channeling", "familiar", "upkeep", "alive", "busy", "dist", "fast", "slow", "rooted", "_choice", "damage",
                 "initiative_melee",
                 "defense", "regen", "defended", "subtypes", "flying", "elusive", "charge", "moved", "block",
                 "reverse", "forcefield", "forcefield_max", "counter_roll", "counterstrike", "barrier", "vampiric",
                 "crit_to_normal", "aegis", "extra_attacks", "sweeping", "hidden_heal", "burn_melee", "level",
                 "unavoidable", "ranged_defense", "cast_limit", "tokens", "burn", "stun", "daze", "invisible", "seen")

    def __init__(self, name: str, card_id: str, attacks: tuple[AttackProfile, ...], ready_round: int):
        self.name, self.card_id, self.attacks, self.ready_round = name, card_id, list(attacks), ready_round
        self.melee = self.ranged = self.piercing = self.bloodthirsty = 0
        self.tokens = 0  # tokens an attack of it counts (Gerard Matranga's Gold)
        self.burn = self.stun = self.daze = 0  # from our own zone attack's effect die (combat._zone_hits_ours)
        self.life = self.armor = self.pool = self.channeling = self.upkeep = self.damage = 0
        self.defense = self.regen = self.defended = 0  # d12 threshold (0 = none), Regenerate, round used
        self.enchantments: set[str] = set()
        self.is_mage = self.nonliving = self.incorporeal = self.familiar = False
        self.alive = True
        self.busy = False  # a familiar that cast a spell this round does not attack
        self.dist = 0  # zones from the target
        self.fast = self.slow = self.rooted = False
        self.initiative_melee = 0  # Melee +X while we hold the Initiative
        self._choice: dict[tuple, AttackProfile | None] = {}
        self.subtypes: tuple[str, ...] = ()
        self.flying = self.elusive = self.vampiric = self.sweeping = self.unavoidable = False
        self.invisible, self.seen = False, 0  # its card's Invisible; the round it last declared an attack
        self.ranged_defense = 0  # d12 threshold against ranged attacks (the dummy's attack spell)
        self.charge = self.moved = self.forcefield = self.forcefield_max = self.counter_roll = 0
        self.crit_to_normal = self.aegis = self.extra_attacks = self.burn_melee = self.level = 0
        self.block: list = []  # hidden Block / Reverse Attack enchantments on it: (spell, reverse)
        self.reverse = 0
        self.counterstrike = None  # the enchantment that grants it (destroyed after its first counterstrike)
        self.barrier: AttackProfile | None = None
        self.hidden_heal = None  # a hidden enchantment that heals it when revealed
        self.cast_limit = None  # a familiar's card_effects.CastLimit

    def changed(self) -> None:
        self._choice.clear()


    def unseen(self, r: int) -> bool:
        """Invisible in round r: the enemy cannot target it and it is Elusive, unless it declared an
        attack this round; it is Invisible again at the next Reset (errata 003 L669, L743-744;
        docs/matchup.md, "Invisible")."""
        return self.invisible and self.seen != r

class Spawnpoint:
    __slots__ = ("name", "card_id", "channeling", "pool", "rule", "cast_limit", "dist")

    def __init__(self, name: str, card_id: str, channeling: int, rule: tuple = (), cast_limit=None,
                 dist: int | None = None):
        self.name, self.card_id, self.channeling, self.pool = name, card_id, channeling, 0
        self.dist = dist  # zones from the target where it stands (casting._spawnpoint_zone; None: our mage's zone)
        self.rule = rule  # its printed limits on creatures (sim.model.spawn_rule, a summon row)
        self.cast_limit = cast_limit  # card_effects.CastLimit of a `cast,spawnpoint` row (Battle Forge: equipment)

    def allows(self, spell) -> bool:
        """What it may cast in Deployment (L978-984): its cast row's spell types, else creatures
        its summon row allows."""
        if self.cast_limit is not None:
            return self.cast_limit.allows(spell)
        return spell.type == "Creature" and spawn_accepts(self.rule, spell, self.pool)

    accepts = allows


def may_cast(caster, spell) -> bool:
    """Whether a spawnpoint or familiar may cast the spell (its printed limit, from the data)."""
    if isinstance(caster, Spawnpoint):
        return caster.allows(spell)
    limit = caster.cast_limit
    return limit is None or limit.allows(spell)


_UNIT_FIELD = {"Melee": "melee", "Ranged": "ranged", "Piercing": "piercing", "Bloodthirsty": "bloodthirsty",
               "Armor": "armor", "Life": "life", "Charge": "charge"}


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
    from_wand: Counter = field(default_factory=Counter)  # of `cast`: bound spells cast again from a wand
    events: list[Event] | None = None

