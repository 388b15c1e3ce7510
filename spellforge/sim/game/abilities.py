"""Mage abilities the card data does not carry as numbers, from the core rulebook (§2.2).

The library gives each mage its attacks (Wizard: "Arcane Zap", trait Spell). What the data lacks
is written here as facts with their rulebook line, keyed by the mage's name — no rule code here.
"""

from __future__ import annotations

from dataclasses import dataclass

# Mana cost of built-in spells that appear in the mage's attacks with the trait "Spell".
BUILTIN_SPELL_COSTS: dict[str, int] = {
    "Arcane Zap": 1,  # Wizard: cost 1 mana, quick, cast with the action or the quickcast (L1817, L1825)
}


@dataclass(frozen=True)
class QuickSummons:
    """Once per round the mage may cast a creature of at most `max_level` with `subtype` as a
    quick spell (Beastmaster, L1685-1687)."""

    max_level: int
    subtype: str


QUICK_SUMMONS: dict[str, QuickSummons] = {
    "Beastmaster": QuickSummons(max_level=1, subtype="Animal"),
}

@dataclass(frozen=True)
class Marker:
    """A marker the mage may put on a friendly creature of `subtype` when it enters play, paying
    (creature level + 1) in `pay` ("mana" or "life"); the creature gains `grants`. One at a time,
    never on a Legendary creature."""

    name: str
    subtype: str
    pay: str
    grants: tuple[tuple[str, int], ...]
    heals_mage: int = 0  # the first time a round it damages a living creature, the mage heals this


MARKERS: dict[str, Marker] = {
    # Pet: level + 1 mana; Melee +1, Armor +1, Life +3 (the second Melee +1 needs the Beastmaster's
    # zone, and there is no arena, so it is left out) (L1691-1709)
    "Beastmaster": Marker("Pet", "Animal", "mana", (("Melee", 1), ("Armor", 1), ("Life", 3))),
    # Blood Reaper: level + 1 Life; Bloodthirsty +2 (L1763-1787)
    # Blood Reaper: level + 1 Life; Bloodthirsty +2; the first time each round it damages a living
    # creature the Warlock heals 2 (L1763-1787)
    "Warlock": Marker("Blood Reaper", "Demon", "life", (("Bloodthirsty", 2),), heals_mage=2),
}


@dataclass(frozen=True)
class LifeReward:
    """Once a round, when the mage casts an incantation or reveals an enchantment of `school`
    (one of ours), it gains `life` Life: its Life goes up, which is not healing (Divine Reward)."""

    school: str
    life: int


REWARDS: dict[str, LifeReward] = {
    "Priestess": LifeReward("Holy", 1),  # Divine Reward (L1719-1725)
}


@dataclass(frozen=True)
class Shield:
    """Paid in the Upkeep, it prevents `prevents` damage of the first attack that damages the mage
    this round (after armor); direct damage passes; it turns off at the end of the round."""

    cost: int
    prevents: int


SHIELDS: dict[str, Shield] = {
    "Wizard": Shield(cost=2, prevents=3),  # Voltaric Shield (L1801-1811)
}

# Vine markers a mage places each Planning phase: in its zone, in a zone with a friendly one or
# next to one, ignoring range and line of sight (Druid: 003 L500-506; one a round, the Druid
# card's "Vine Markers" ability, whose text is not card data)
VINE_MARKERS: dict[str, int] = {
    "Druid": 1,
}

# Abilities that exist but are not modelled, by code; every report lists the ones that apply.
# The interface shows its own translation of each code; rulebook lines stay here, never in the UI:
#   pet_zone_melee        Pet's second Melee +1 in the Beastmaster's zone (RU L1701)
#   curse_weaving         Warlock's Curse-weaving (RU L1753-1761)
#   restore               Priestess's Restore (RU L1727-1745)
#   treebond              Druid's Treebond (003 L517-518)
#   deflect, force_pull   Forcemaster's Deflect and Force Pull (003 L519-522)
#   eternal_servant       Necromancer's Eternal Servant (003 L523-526)
#   battle_orders         Warlord's Battle Orders (003 L535-538: its errata only; its text is the OCTGN
#                         Mages set's MageAbilities, which convert/octgn_sets.py does not keep)
UNMODELLED_ABILITIES: dict[str, tuple[str, ...]] = {
    "Beastmaster": ("pet_zone_melee",),
    "Warlock": ("curse_weaving",),
    "Priestess": ("restore",),
    "Druid": ("treebond",),
    "Forcemaster": ("deflect", "force_pull"),
    "Necromancer": ("eternal_servant",),
    "Warlord": ("battle_orders",),
}
ABILITY_TEXT: dict[str, str] = {  # English, for the CLI and JSON
    "pet_zone_melee": "Pet: the extra Melee +1 in the Beastmaster's zone",
    "curse_weaving": "Curse-weaving",
    "restore": "Restore",
    "treebond": "Treebond",
    "deflect": "Deflect",
    "force_pull": "Force Pull",
    "eternal_servant": "Eternal Servant",
    "battle_orders": "Battle Orders",
}
