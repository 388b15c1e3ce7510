"""Mages and their training, as data the rules engine interprets (no name checks in code)."""

from __future__ import annotations

from dataclasses import dataclass, field

from spellforge.domain.cards import Attack, Defense, Trait


@dataclass(frozen=True)
class TrainingRule:
    """One clause of a mage's training, from OCTGN `MageSchoolCost`.

    kind:
      "school"    `Fire=1` / `Holy=3`: spells of `school` cost `multiplier` × level
      "level_cap" `L-1-Water=1`: `school` costs `multiplier` only up to `max_level`, 2× above
      "subtype"   `S-Song=1`: spells with `subtype` cost `multiplier` × level
      "type"      `T-Creature=3`: each school part of a `card_type` spell that no other rule trains
                  costs `multiplier` (per part, like every AND cost: Oboko, Holy 1 & Mind 2, is
                  Holy 1 × 3 + Mind 2 × 1 = 5 for a Forcemaster; docs/rules.md)
      "combo"     `C-Holy-Creature=1`: `school` spells of `card_type` cost `multiplier`
      "living"    `Living=3`: Living creatures cost `multiplier` (Academy Elementalist)
      "element"   the Wizard's chosen element is trained (`school` filled in by the player)
    """

    kind: str
    multiplier: int
    school: str | None = None
    max_level: int | None = None
    subtype: str | None = None
    card_type: str | None = None

    def __str__(self) -> str:
        if self.kind == "school":
            return f"{self.school}={self.multiplier}"
        if self.kind == "level_cap":
            return f"L-{self.max_level}-{self.school}={self.multiplier}"
        if self.kind == "subtype":
            return f"S-{self.subtype}={self.multiplier}"
        if self.kind == "type":
            return f"T-{self.card_type}={self.multiplier}"
        if self.kind == "combo":
            return f"C-{self.school}-{self.card_type}={self.multiplier}"
        if self.kind == "element":
            return f"Element={self.multiplier}"
        return f"Living={self.multiplier}"


@dataclass(frozen=True)
class Mage:
    name: str  # "Beastmaster", "Johktari Beastmaster", "Academy Wizard", "Wizard (Apprentice)"
    mage_class: str  # the class for "<Class> Only": "Beastmaster" for Johktari Beastmaster
    format: str  # "arena" | "academy" | "apprentice"
    spell_points: int
    life: int
    channeling: int
    armor: int
    starting_mana: int
    attack_dice: int  # basic melee dice before Melee +X
    melee_bonus: int  # the mage's own Melee +X
    training: tuple[TrainingRule, ...]
    counts_as: tuple[str, ...] = ()  # other classes it counts as for "<Class> Only" (Priest → Priestess)
    element_choice: bool = False  # Wizard: trains one element of the player's choice
    novice_full_price: bool = False  # opposed spells cost triple even if Novice (printed on some Stats cards)
    default_element: str | None = None
    subtypes: tuple[str, ...] = ()
    traits: tuple[Trait, ...] = ()
    attacks: tuple[Attack, ...] = ()  # the mage's own attacks (basic melee, Arcane Zap, …)
    defense: Defense | None = None
    stats_guid: str = ""
    card_guid: str = ""
    sources: dict[str, str] = field(default_factory=dict, compare=False, hash=False)
    names: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

    @property
    def classes(self) -> tuple[str, ...]:
        """Every class this mage is for "<Class> Only" cards: its own and those it counts as."""
        return (self.mage_class, *self.counts_as)

    @property
    def trained_schools(self) -> tuple[str, ...]:
        return tuple(r.school for r in self.training if r.kind in ("school", "level_cap") and r.multiplier == 1 and r.school)

    @property
    def opposed_schools(self) -> tuple[str, ...]:
        return tuple(r.school for r in self.training if r.kind == "school" and r.multiplier == 3 and r.school)

    def display_name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.name
