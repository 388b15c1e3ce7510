"""The records the goldfish engine plays with: a card as the engine uses it (SpellModel), its attacks
(AttackProfile, compile_attack), the roles the policies order, and the conditions and granted traits
it applies. Shared by the card readers (sim/cards), the game objects and model.py, which compiles a
book's cards into them; so this module imports none of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from spellforge.domain import Attack
from spellforge.sim.game.dice import damage_distribution

# Conditions whose effect on a passive target the engine applies (rules digest §5.9).
BURN, ROT, CORRODE = "Burn", "Rot", "Corrode"
# Granted traits the engine applies to the object that receives them.
OFFENSIVE_GRANTS = ("Melee", "Ranged", "Piercing", "Bloodthirsty")
DEFENSIVE_GRANTS = ("Armor", "Life")
MANA_GRANTS = ("Channeling",)
MODELLED_GRANTS = OFFENSIVE_GRANTS + DEFENSIVE_GRANTS + MANA_GRANTS
EQUIPMENT_CAPACITY = {"Ring": 2}  # one item per location, two rings (L1158)

# Roles, in the default policy's order: develop mana, then casters, creatures and buffs, then attacks.
ROLE_MANA, ROLE_CASTER, ROLE_CREATURE, ROLE_BUFF, ROLE_ATTACK, ROLE_DEFENSE, ROLE_CURSE, ROLE_HEAL = (
    "mana", "caster", "creature", "buff", "attack", "defense", "curse", "heal")
# healing first: it is castable only when a friend is damaged (the dummy opponent hits back)
ROLE_ORDER = (ROLE_HEAL, ROLE_MANA, ROLE_CASTER, ROLE_CREATURE, ROLE_BUFF, ROLE_CURSE, ROLE_ATTACK, ROLE_DEFENSE)


@dataclass(frozen=True)
class EffectRow:
    low: int
    high: int  # 99 = and above
    burn: int
    rot: int
    corrode: int
    daze: int = 0  # conditions that matter when the foe acts (the dummy attacks, a guard guards)
    stun: int = 0
    push: int = 0
    weak: int = 0  # −1 die per token on the foe's non-spell attacks (L2430-2432)
    slam: int = 0  # Slammed: no guard, no attack until it stands up (Force Hammer 8+, Surging Wave)


@dataclass(frozen=True)
class AttackProfile:
    """One attack the engine can make, with the traits that change its dice or damage."""

    name: str
    kind: str  # melee | ranged
    full: bool  # needs a full action
    dice: int
    piercing: int
    strikes: int  # Doublestrike 2, Triplestrike 3
    zone: bool
    sweeping: bool
    ethereal: bool
    critical: bool  # "Critical Damage": every point ignores armor
    effects: tuple[EffectRow, ...]
    spell_cost: int = 0  # built-in spells (Arcane Zap) cost mana to use
    range_min: int = 0
    range_max: int = 0
    damage_type: str = ""
    per_token: str = ""  # the Piercing counts once per such token on the attacker (Gerard Matranga: Gold)
    initiative_effect: int = 0  # +X on its effect die while we hold the Initiative (Tidecaller's Riptide)
    sacrifice: bool = False  # declaring it destroys the attacker, as its cost (Goblin Bomber's Detonate)
    on_death: int = 0  # made when its creature is destroyed by damage, on a d12 of at least this (Detonate: 7)

    def reaches(self, distance: int) -> bool:
        return self.range_min <= distance <= self.range_max

    def expected_damage(self, armor: int, bonus: int = 0, piercing: int = 0, incorporeal: bool = False) -> float:
        """Mean damage after armor; `incorporeal`: on an Incorporeal target, where a non-Ethereal
        attack's "2"s count as 0 (000 L929-934)."""
        # effective_armor inlined (asked tens of thousands of times a batch)
        armor = 0 if self.critical else max(0, armor - max(0, self.piercing + piercing))
        return _expected(self.dice, self.strikes, armor, bonus, incorporeal and not self.ethereal)


@lru_cache(maxsize=8192)
def _expected(dice: int, strikes: int, armor: int, bonus: int, blank_twos: bool = False) -> float:
    """Mean damage of an attack; bonus dice (Melee +X...) count on the first strike only."""
    first = damage_distribution(max(1, dice + bonus), armor, incorporeal=blank_twos).mean
    return first + (strikes - 1) * damage_distribution(max(1, dice), armor, incorporeal=blank_twos).mean


def conditions_of(effects: tuple[str, ...]) -> tuple[int, int, int, int, int, int, int, int]:
    """Count Burn, Rot, Corrode, Daze, Stun, Push, Weak and Slam in an effect row such as
    ("Burn", "Burn") or ("Bleed + Rot",)."""
    burn = rot = corrode = daze = stun = push = weak = slam = 0
    for entry in effects:
        for part in entry.split("+"):
            name = part.split(";")[0].strip()
            burn += name == BURN
            rot += name == ROT
            corrode += name == CORRODE
            daze += name == "Daze"
            stun += name == "Stun"
            push += name == "Push"
            weak += name == "Weak"
            slam += name == "Slam"
    return burn, rot, corrode, daze, stun, push, weak, slam


def compile_attack(attack: Attack, spell_cost: int = 0) -> AttackProfile | None:
    """The engine's view of an attack, or None when it is not an attack on the enemy
    (healing bars, bars without dice such as Huginn's Raven's Eye)."""
    if attack.dice <= 0 or attack.kind not in ("melee", "ranged", "passage") or attack.trait_value("Heal"):
        return None
    if not attack.can_target("Creature", traits=("Corporeal", "Living")):
        return None  # the goldfish's foes are creatures (a mage, its guard): Boulder targets conjurations only
    per_token = next((token for trait, token in attack.per_token if trait == "Piercing"), "")
    strikes = 3 if attack.trait_value("Triplestrike") else 2 if attack.trait_value("Doublestrike") else 1
    piercing = attack.trait_value("Piercing")
    rows = []
    for r in attack.effects:
        counts = conditions_of(r.effects)
        if any(counts):
            rows.append(EffectRow(r.low, 99 if r.high is None else r.high, *counts))
    return AttackProfile(
        name=attack.name, kind=attack.kind, full=attack.action == "full", dice=attack.dice,
        piercing=piercing if isinstance(piercing, int) and not isinstance(piercing, bool) else 0,
        strikes=strikes, zone=bool(attack.trait_value("Zone Attack")),
        sweeping=bool(attack.trait_value("Sweeping")), ethereal=bool(attack.trait_value("Ethereal")),
        critical=bool(attack.trait_value("Critical Damage")), effects=tuple(rows), spell_cost=spell_cost,
        range_min=attack.range_min, range_max=attack.range_max, damage_type=attack.damage_type or "", per_token=per_token)


@dataclass(frozen=True, slots=True)
class SpellModel:
    """A card of the book as the engine uses it."""

    card_id: str
    name: str
    type: str
    role: str
    cost: int
    reveal_cost: int
    quick: bool
    level: int
    subtypes: tuple[str, ...]
    target: str
    attacks: tuple[AttackProfile, ...] = ()
    grants: dict[str, int] = field(default_factory=dict)  # modelled granted traits
    own_channeling: int = 0  # mana the object itself channels (spawnpoints, familiars)
    upkeep: int = 0
    magebind: int = 0
    life: int = 0
    armor: int = 0
    melee_bonus: int = 0  # the creature's own Melee +X
    bloodthirsty: int = 0
    familiar: bool = False
    spawnpoint: bool = False
    spawn_rule: tuple[tuple[str, str], ...] = ()  # which creatures a spawnpoint may cast (spawn_rule())
    one_in_play: bool = False  # Legendary or Unique
    legendary: bool = False
    epic: bool = False
    range_min: int = 0  # the spell's casting range, in zones
    range_max: int = 0
    fast: bool = False
    slow: bool = False
    rooted: bool = False  # a creature that never moves (Raptor Vine, Vine Snapper; 003 L278)
    initiative_melee: int = 0  # Melee +X while we hold the Initiative (Shoalsdeep Tidecaller)
    nonliving: bool = False
    incorporeal: bool = False
    invisible: bool = False  # enemies cannot target it; lost when it declares an attack (errata 003 L669, L743-744)
    slots: tuple[str, ...] = ()
    slot_options: tuple[str, ...] = ()
    approximations: tuple[str, ...] = ()
    # from the card's structured effects (spellforge.sim.cards.effects)
    schools: tuple[str, ...] = ()
    discounts: tuple = ()  # card_effects.Discount
    spell_bonus: tuple = ()  # ((damage types), dice)
    dot: int = 0
    burn: int = 0
    burn_fresh: bool = False  # its Burn goes only on a target with no Burn yet (Ignite)
    heal_dice: int = 0
    heal_flat: int = 0
    heal_all: bool = False
    round_buff: dict[str, int] = field(default_factory=dict)
    round_buff_all: bool = False
    aura: dict[str, int] = field(default_factory=dict)
    defense: int = 0  # d12 threshold: a creature's own defense, or one granted to the bearer
    regen: int = 0
    # tactical effects (spellforge.sim.cards.tags): tag -> number
    tags: dict[str, int] = field(default_factory=dict)
    filtered_aura: tuple = ()  # (key, n, subtypes, living only, vs a burning foe)
    aura_all: bool = False  # the filtered aura reaches every creature, friend and foe (the matchup)
    buff_subtypes: tuple[str, ...] = ()
    heal_subtypes: tuple[str, ...] = ()
    heal_living: bool = False
    x_rule: str = ""  # how the engine chooses X (card_tags.x_cost); cost is then 0 here
    flying: bool = False
    elusive: bool = False
    charge: int = 0
    cast_limit: object = None  # card_effects.CastLimit of a spawnpoint or familiar (what it may cast)
    zone_exclusive: bool = False  # one such conjuration per zone (L986)
    autonomous: bool = False  # equipment that attacks on its own, once a round (Dancing Scimitar)
    reveal_x: str = ""  # a reveal cost printed as a formula of X, the bearer's level ("2X": Mind Control)
    upkeep_x: bool = False  # Upkeep +X printed: X is the bearer's level, as in its reveal cost (Mind Control)

    @property
    def discount_only(self) -> bool:
        """A card that only makes other spells cheaper (a ring): never worth the mage's attack."""
        return bool(self.discounts) and not (self.attacks or self.grants or self.spell_bonus or self.aura)

    @property
    def hostile(self) -> bool:
        return self.role == ROLE_CURSE

    def best_attack_value(self, armor: int, bonus: int = 0) -> float:
        return max((a.expected_damage(armor, bonus if a.kind == "melee" else 0) for a in self.attacks), default=0.0)


_RULE_WORDS: dict[str, frozenset] = {}


def spawn_accepts(rule: tuple[tuple[str, str], ...], spell: SpellModel, pool: int) -> bool:
    """Whether a spawnpoint with `rule` and `pool` mana on it may cast creature `spell`."""
    for key, value in rule:
        words = _RULE_WORDS.get(value)
        if words is None:  # a rule's words, read once (the matchup asks this at every Planning phase)
            words = _RULE_WORDS[value] = frozenset(w.strip() for w in value.split(","))
        if key == "school" and words.isdisjoint(spell.schools):
            return False
        if key == "subtype" and words.isdisjoint(spell.subtypes):
            return False
        if key == "trait" and ("Nonliving" in words and not spell.nonliving
                               or "Corporeal" in words and spell.incorporeal):
            return False
        if key == "living" and value == "yes" and spell.nonliving:
            return False
        if key == "mana" and pool < int(value):
            return False  # "min=2 mana on it" (Temple of Asyra, Pentagram): it waits until it has them
    return True
