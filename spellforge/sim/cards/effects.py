"""What the engine takes from a card's structured effects (db/effects, spellforge.domain.effects).

Only rows whose effect the engine can apply are read; the rest of the card is left to its
stats and attack bars (spellforge.sim.game.model). Nothing here depends on a card's name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

# granted numbers the engine applies to friendly creatures (auras and one-round buffs)
BUFF_KEYS = ("Melee", "Ranged", "Piercing", "Armor", "Life", "Bloodthirsty", "Charge")
FRIENDLY_ALL = ("friendly_creatures", "zone_friends", "all_creatures", "friendly_objects", "all_objects")
_TRAIT = re.compile(r"^(Melee|Ranged|Piercing|Armor|Life|Bloodthirsty|Charge) ([+-]\d+)$")
SPAWNPOINTS_TOO = "also for your spawnpoints"  # a discount's state: its controller's spawnpoints get it too
# conditions an aura, buff or heal may carry that the engine follows (which friends it reaches)
_FILTER_KEYS = {"side", "subtype", "living", "type", "trait", "state", "attack", "has_condition", "against_condition",
                "once"}


@dataclass(frozen=True)
class Discount:
    """A cost modifier: matching spells cost `amount` less (once a round)."""

    spell_type: str  # "spell" = any, else a spell type in lower case
    schools: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    amount: int = 1
    spawnpoints: bool = False  # also when its controller's spawnpoint casts the spell (General's Signet Ring)

    def applies(self, spell) -> bool:
        if self.spell_type != "spell" and spell.type.lower() != self.spell_type:
            return False
        if self.types and spell.type.lower() not in self.types:
            return False
        if self.schools and not set(self.schools) & set(spell.schools):
            return False
        return not self.subtypes or bool(set(self.subtypes) & set(spell.subtypes))


@dataclass(frozen=True)
class CastLimit:
    """What a spawnpoint or a familiar may cast (a `cast` spawnpoint/familiar row, or a `summon`
    row of creatures at Deployment): the spell types ("spell" = any), and the row's conditions."""

    types: tuple[str, ...] = ("creature",)
    subtypes: tuple[str, ...] = ()
    schools: tuple[str, ...] = ()
    levels: tuple[int, int] = (0, 99)
    living: bool = False
    not_types: tuple[str, ...] = ()
    text: str = "creature"  # as the row gives it, for the report
    alternatives: tuple = ()  # further rows of the card: any one of them allows (Naiya: Water spells or Songs)

    def allows(self, spell) -> bool:
        return self._allows(spell) or any(alt.allows(spell) for alt in self.alternatives)

    def _allows(self, spell) -> bool:
        kind = spell.type.lower()
        if "spell" not in self.types and kind not in self.types:
            return False
        if kind in self.not_types or not self.levels[0] <= spell.level <= self.levels[1]:
            return False
        if self.subtypes and not set(self.subtypes) & set(spell.subtypes):
            return False
        if self.schools and not set(self.schools) & set(spell.schools):
            return False
        return not (self.living and kind == "creature" and spell.nonliving)


def cast_limit(rows) -> CastLimit | None:
    """The limit a `cast` spawnpoint/familiar row of the card-effects data gives (Battle Forge:
    equipment; Huginn: incantations of level 1-2), or None. A spawnpoint's `summon` row of
    creatures is read by sim.model.spawn_rule. Several such rows are alternatives (Sersiryx: Fire
    attacks or Curse enchantments)."""
    limits = []
    for e in rows:
        if not (e.kind == "cast" and e.mode in ("spawnpoint", "familiar")):
            continue
        cond = e.conditions
        types = tuple(t.lower() for t in _split(cond.get("type"))) or (e.arg.lower() or "spell",)
        levels = (0, 99)
        if m := re.fullmatch(r"(\d+)(?:-(\d+))?", cond.get("level", "")):
            levels = (int(m.group(1)), int(m.group(2) or m.group(1)))
        text = ", ".join([e.arg] + [f"{k}={v}" for k, v in cond.items() if k in ("type", "subtype", "school", "level",
                                                                                   "living", "not_type")])
        limits.append(CastLimit(types, _split(cond.get("subtype")), _split(cond.get("school")), levels,
                                cond.get("living") == "yes", tuple(t.lower() for t in _split(cond.get("not_type"))),
                                text))
    if not limits:
        return None
    first = limits[0]
    return replace(first, alternatives=tuple(limits[1:]), text=" | ".join(lim.text for lim in limits)) \
        if len(limits) > 1 else first


@dataclass
class EngineEffects:
    discounts: list[Discount] = field(default_factory=list)
    spell_bonus: list[tuple[tuple[str, ...], int]] = field(default_factory=list)  # (damage types, dice)
    dot: int = 0  # damage to the bearer each Upkeep (a curse)
    burn: int = 0  # Burn markers an incantation puts on its target
    burn_fresh: bool = False  # …only on a target with no Burn yet (Ignite: state=no Burn yet)
    heal_dice: int = 0  # an incantation heals this many attack dice…
    heal_flat: int = 0  # …or this much
    heal_all: bool = False  # every friend rather than one
    round_buff: dict[str, int] = field(default_factory=dict)  # one creature's bonus this round
    round_buff_all: bool = False
    aura: dict[str, int] = field(default_factory=dict)  # every friendly creature, while in play
    defense: int = 0  # the bearer gains a defense: d12 >= this avoids an attack (once a round)
    regen: int = 0  # the bearer's Regenerate: heals this much each Upkeep
    # every friendly creature of these subtypes / living ones only (empty: all): auras, buffs, heals
    filtered_aura: list[tuple[str, int, tuple[str, ...], bool, bool]] = field(default_factory=list)  # key, n, subtypes, living, vs Burn
    aura_all: bool = False  # a filtered aura on every creature (all_creatures, all_objects), not only friends
    buff_subtypes: tuple[str, ...] = ()
    heal_subtypes: tuple[str, ...] = ()
    heal_living: bool = False

    def any(self) -> bool:
        return bool(self.discounts or self.spell_bonus or self.dot or self.burn or self.heal_dice
                    or self.heal_flat or self.round_buff or self.aura or self.filtered_aura)


def _int(text: str) -> int | None:
    return int(text) if re.fullmatch(r"[+-]?\d+", text or "") else None


def _split(value: str | None) -> tuple[str, ...]:
    return tuple(v.strip() for v in value.split(",")) if value else ()


def read_effects(card, rows) -> EngineEffects:
    """The rows of one card the engine applies (rows: spellforge.domain.effects.Effect)."""
    out = EngineEffects()
    incantation = card.type == "Incantation"
    for e in rows:
        cond = e.conditions
        kind = e.kind
        # a defense against melee attacks (the dummy's only attack), once a round
        melee_defense = (kind == "defense" and set(cond) <= {"once", "attack"} and cond.get("once", "round") == "round"
                         and "melee" in cond.get("attack", "melee"))
        if not incantation and e.target == "bearer" and not e.trigger and (not e.condition or melee_defense):
            if melee_defense and (n := _int(e.amount)) and n > 1:
                out.defense = n if not out.defense else min(out.defense, n)
                continue
            if kind == "grant_trait" and (m := re.fullmatch(r"(?:Regenerate |Lifegain \+)(\d+)", e.arg)):
                out.regen = max(out.regen, int(m.group(1)))  # the highest applies
                continue
        if kind == "cost_modifier" and e.target == "controller" and (n := _int(e.amount)) is not None and n < 0:
            spawnpoints = cond.get("state") == SPAWNPOINTS_TOO
            if set(cond) - {"school", "subtype", "type", "once", "choice"} - ({"state"} if spawnpoints else set()):
                continue  # a state or level condition the engine does not follow ("may": always taken)
            out.discounts.append(Discount(e.arg, _split(cond.get("school")), _split(cond.get("subtype")),
                                          tuple(t.lower() for t in _split(cond.get("type"))), -n, spawnpoints))
        elif (e.target == "bearer" and "damage_type" in cond and set(cond) == {"damage_type"} and not e.trigger
              and (n := _int(e.amount) if kind == "attack_bonus" else _melee_or_ranged(e.arg) if kind == "grant_trait"
                   else None) and n > 0):
            # +N dice on its attacks of that damage: the dice, or the printed "Melee +N and Ranged +N traits"
            # (Fireshaper Ring), one bonus for the pair
            if (bonus := (_split(cond["damage_type"]), n)) not in out.spell_bonus:
                out.spell_bonus.append(bonus)
        elif (kind == "damage" and e.target == "bearer" and e.trigger == "upkeep" and not e.condition
              and (n := _int(e.amount))):
            out.dot += n
        elif incantation and kind == "condition" and e.mode == "add" and e.arg == "Burn" and e.target == "target":
            out.burn += _int(e.amount) or 1
            out.burn_fresh = out.burn_fresh or cond.get("state") == "no Burn yet"
        elif incantation and kind == "heal" and not e.trigger and not (set(cond) - {"living", "subtype"}):
            amount = e.amount_value
            if amount is None:
                continue
            out.heal_living = out.heal_living or cond.get("living") == "yes"
            out.heal_subtypes = _split(cond.get("subtype"))
            if amount.dice:
                out.heal_dice += amount.dice
            elif amount.value:
                out.heal_flat += amount.value
            out.heal_all = out.heal_all or e.target in FRIENDLY_ALL
        elif incantation and kind in ("grant_trait", "attack_bonus") and not e.trigger \
                and (not e.condition or cond in ({"attack": "melee"}, {"attack": "ranged"}) or set(cond) == {"subtype"}) \
                and e.target in ("target_creature", "friendly_creatures", "all_creatures") \
                and e.duration in ("", "end_of_round", "next_attack", "next_attack_this_round", "this_attack"):
            if kind == "attack_bonus":
                key, n = "Melee", _int(e.amount)  # more attack dice on its attack this round
            else:
                m = _TRAIT.match(e.arg)
                key, n = (m.group(1), int(m.group(2))) if m else ("", None)
            if n and n > 0 and key in BUFF_KEYS:
                out.round_buff[key] = out.round_buff.get(key, 0) + n
                out.round_buff_all = out.round_buff_all or e.target in ("friendly_creatures", "all_creatures")
                out.buff_subtypes = _split(cond.get("subtype"))
        elif (not incantation and kind in ("aura", "grant_trait") and e.target in FRIENDLY_ALL[:3]
              and not e.trigger and not (set(cond) - {"side"})):
            m = _TRAIT.match(e.arg)
            if m and int(m.group(2)) > 0:
                out.aura[m.group(1)] = out.aura.get(m.group(1), 0) + int(m.group(2))
        elif (not incantation and kind in ("aura", "grant_trait") and e.target in FRIENDLY_ALL
              and not e.trigger and not (set(cond) - _FILTER_KEYS) and cond.get("side", "friendly") != "enemy"
              and cond.get("has_condition", "Burn") == "Burn" and cond.get("against_condition", "Burn") == "Burn"
              and cond.get("type", "creature").startswith("creature")
              and cond.get("trait", "Corporeal") == "Corporeal" and cond.get("state", "not the bearer") == "not the bearer"):
            m = _TRAIT.match(e.arg)
            if m and int(m.group(2)) > 0:
                out.filtered_aura.append((m.group(1), int(m.group(2)), _split(cond.get("subtype")),
                                          cond.get("living") == "yes", "has_condition" in cond or "against_condition" in cond))
                out.aura_all = out.aura_all or e.target.startswith("all_")  # friend and foe alike
    if not (out.heal_dice or out.heal_flat):
        out.heal_all = False
    return out


def _melee_or_ranged(trait: str) -> int | None:
    """N of a "Melee +N" or "Ranged +N" trait, else None."""
    m = re.fullmatch(r"(?:Melee|Ranged) \+(\d+)", trait)
    return int(m.group(1)) if m else None
