"""Cards as the rules, simulator, renderer and UI see them.

A `Card` is one canonical spell (one per English name); every physical printing of it is kept in
`printings`. Values are parsed facts, never rules prose.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

SCHOOLS = ("Arcane", "Dark", "Holy", "Mind", "Nature", "War", "Air", "Earth", "Fire", "Water")
ELEMENTS = ("Air", "Earth", "Fire", "Water")
SPELL_TYPES = ("Attack", "Conjuration", "Creature", "Enchantment", "Equipment", "Incantation")


class SchoolJoin(str, Enum):
    SINGLE = "single"
    AND = "and"  # pay every school; level is the sum
    OR = "or"  # the player picks one school


@dataclass(frozen=True)
class SchoolLevel:
    school: str
    level: int


@dataclass(frozen=True)
class Trait:
    """A keyword trait. `value` is an int for numeric traits (`Melee +1` -> 1, `Regenerate 2` -> 2,
    `Lightning -2` -> -2), a str for restrictions (`Beastmaster Only` -> keyword "Only",
    value "Beastmaster"; `Holy Mage Only` -> keyword "Mage Only", value "Holy"), else None."""

    keyword: str
    value: int | str | None = None
    text: str = ""  # as printed, for display

    def __str__(self) -> str:
        return self.text or (self.keyword if self.value is None else f"{self.keyword} {self.value}")


@dataclass(frozen=True)
class EffectRange:
    """d12 effect table row: a roll in [low, high] (high None = and above) gives the conditions."""

    low: int
    high: int | None
    effects: tuple[str, ...]


@dataclass(frozen=True)
class Attack:
    name: str
    kind: str  # "melee" | "ranged" | "passage" (a wall's attack, neither melee nor ranged: 000 L1004)
    action: str | None  # "quick" | "full" | None (attack spells take the card's action)
    range_min: int
    range_max: int
    damage_type: str | None
    dice: int
    effects: tuple[EffectRange, ...] = ()
    traits: tuple[Trait, ...] = ()  # Piercing +1, Ethereal, Unavoidable, Zone Attack, Sweeping…
    only_target: str = ""  # a printed target restriction: "Corporeal Conjurations" (Akiro's Hammer's Boulder)
    per_token: tuple[tuple[str, str], ...] = ()  # (trait, token): the trait counts once per token (Gerard: Gold)
    dice_x: str | None = None  # the bar's "Dice=X" (Combustion, Lightning Raptor): `dice` is then no printed number
    # False when the bar prints neither Melee nor Ranged (damage barriers, passage attacks, traps: 000 L1511-1529):
    # `kind` and the range are then the engine's (cAttacks), not the card's, and panels do not show them
    kind_printed: bool = True
    # True when the bar prints no dice (a wand's spell, Meditation Amulet's mana) or a heal (Wand of
    # Healing's Healing Light): an ability of the card, not an attack; panels say so
    ability: bool = False

    @property
    def dice_text(self) -> str:
        """The dice as the card prints them: "4", or "X"."""
        return self.dice_x or str(self.dice)

    def can_target(self, kind: str, subtypes: tuple[str, ...] = (), traits: tuple[str, ...] = ()) -> bool:
        """Whether the attack may target an object of `kind` ("Creature", "Conjuration", "Mage"…)
        with those subtypes/traits; only a printed restriction ("Corporeal Conjurations") forbids."""
        if not self.only_target:
            return True
        words = self.only_target.split()
        wanted_kind = words[-1].rstrip("s")
        if kind.lower() != wanted_kind.lower():
            return False
        return all(w in traits or w in subtypes for w in words[:-1])

    def trait_value(self, keyword: str) -> int | str | bool | None:
        for t in self.traits:
            if t.keyword == keyword:
                return True if t.value is None else t.value
        return None


@dataclass(frozen=True)
class Defense:
    threshold: int  # minimum d12 roll to avoid the attack
    uses: str  # "1x" once per round, "inf" once per attack
    no_melee: bool = False
    no_ranged: bool = False


@dataclass(frozen=True)
class Printing:
    set_name: str
    set_id: str
    code: str  # printed card code, e.g. MW1A04 (may be "")
    guid: str  # OCTGN card GUID, what .o8d decks reference
    differs: tuple[str, ...] = ()  # facts of this printing that differ from the canonical card's


@dataclass(frozen=True)
class Card:
    id: str  # stable slug of the English name, e.g. "fireball"
    name: str  # canonical English name
    type: str  # one of SPELL_TYPES
    type_variant: str | None = None  # Wall | Terrain | Vine for conjurations
    subtypes: tuple[str, ...] = ()
    schools: tuple[SchoolLevel, ...] = ()
    school_join: SchoolJoin = SchoolJoin.SINGLE
    cost: int | None = None  # cast cost; None when X
    cost_x: str | None = None  # "X", "2X" when the cast cost is variable
    reveal_cost: int | None = None  # enchantments only
    reveal_x: str | None = None
    action: str | None = None  # "quick" | "full"
    range_min: int | None = None
    range_max: int | None = None
    target: str = ""
    traits: tuple[Trait, ...] = ()
    granted_traits: tuple[Trait, ...] = ()  # from [ … ] tokens: what the card gives its target/bearer
    life: int | None = None
    armor: int | None = None
    channeling: int | None = None
    defense: Defense | None = None
    slots: tuple[str, ...] = ()  # equipment locations it occupies (Weapon+Shield = two)
    slot_options: tuple[str, ...] = ()  # Weapon/Shield: either location
    attacks: tuple[Attack, ...] = ()
    printings: tuple[Printing, ...] = ()
    format: str = "arena"  # the canonical printing's format: "arena" | "academy"
    formats: tuple[str, ...] = ("arena",)  # every format some printing belongs to
    errata: tuple[str, ...] = ()  # corrections applied from db/errata.csv, with their sources
    spell_points: int | None = None  # a cost printed on the card overriding the formula (Talos: 0)
    build_rules: tuple[str, ...] = ()  # build rules from db/build_rules.csv, with their sources
    playtest: bool = False
    names: dict[str, str] = field(default_factory=dict, compare=False, hash=False)
    name_sources: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

    # -- derived facts used everywhere -------------------------------------------------------
    @property
    def level(self) -> int:
        """Spell level: the sum for AND spells, the highest alternative for OR spells."""
        if not self.schools:
            return 0
        levels = [s.level for s in self.schools]
        return sum(levels) if self.school_join is SchoolJoin.AND else max(levels)

    def has_trait(self, keyword: str) -> bool:
        return any(t.keyword == keyword for t in self.traits)

    def trait_value(self, keyword: str) -> int | str | None:
        for t in self.traits:
            if t.keyword == keyword:
                return t.value
        return None

    @property
    def epic(self) -> bool:
        return self.has_trait("Epic")

    @property
    def novice(self) -> bool:
        return self.has_trait("Novice")

    @property
    def class_only(self) -> tuple[str, ...]:
        """Mage classes allowed by `<Class> Only` traits (empty = no restriction)."""
        return tuple(str(t.value) for t in self.traits if t.keyword == "Only")

    @property
    def school_only(self) -> tuple[str, ...]:
        """Schools named by `<School> Mage Only` traits."""
        return tuple(str(t.value) for t in self.traits if t.keyword == "Mage Only")

    def display_name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.name
