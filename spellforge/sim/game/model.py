"""What the goldfish engine knows about each card, compiled once per book from card facts.

Everything is read from the library's data — type, cost, traits, granted traits, attacks — so the
set of simulated cards grows with the data and never depends on a card's name. A card whose
effect the engine cannot apply is kept with the reason it is "not simulated". The records it compiles
into (SpellModel, AttackProfile, the roles) are in spell_model.py.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from dataclasses import replace as with_fields

from spellforge.domain import Card, Mage, Spellbook, Trait
from spellforge.sim.game.abilities import BUILTIN_SPELL_COSTS, MARKERS, QUICK_SUMMONS, REWARDS, SHIELDS
from spellforge.sim.game.spell_model import (
    MODELLED_GRANTS, OFFENSIVE_GRANTS, ROLE_ATTACK, ROLE_BUFF, ROLE_CASTER, ROLE_CREATURE, ROLE_CURSE, ROLE_DEFENSE,
    ROLE_HEAL, ROLE_MANA, AttackProfile, SpellModel, compile_attack)


def _int_traits(traits: tuple[Trait, ...]) -> dict[str, int]:
    out: dict[str, int] = {}
    for t in traits:
        if isinstance(t.value, int) and not isinstance(t.value, bool):
            out[t.keyword] = out.get(t.keyword, 0) + t.value
    return out


@dataclass(frozen=True)
class NotSimulated:
    card_id: str
    name: str
    copies: int
    reason: str  # a code: see REASONS

    def as_dict(self) -> dict:
        return {"card": self.card_id, "name": self.name, "copies": self.copies, "reason": self.reason,
                "explanation": REASONS.get(self.reason, self.reason)}


REASONS = {
    "unknown_card": "the card is not in the library",
    "variable_cost": "X cost: the amount is the player's choice",
    "incantation_effect": "incantation whose effect is printed text, not card data",
    "no_modelled_effect": "its effect is printed text the engine does not model",
    "wall": "a wall without a passage symbol in its data; the engine cannot tell what it does to movement",
    "defense_only": "grants only a Defense or traits without effect on a passive target",
    "hostile_effect": "a curse whose effect on the target is not modelled",
    "no_attack": "no attack against the target in its data",
    "healing": "heals friends; nothing damages the goldfish's side",
    # what a goldfish target cannot give these cards to work on
    "opponent_spells": "answers psychic spells; the dummy casts none",
    "opponent_objects": "moves one of your enchantments to a new target; the engine does not choose such moves",
    "opponent_mana": "taxes an enemy creature's attacks; the target's guard never attacks",
    "opponent_moves": "acts when an enemy moves or enters a zone, in a way the arena line does not model",
    "our_discard": "counts or brings back destroyed enemy creatures; the target's only creature, its guard, has no card",
    "terrain": "changes zones in a way the arena line does not model (outposts, line of sight, ranges)",
    "control_choice": "forces or forbids a non-Mage creature's choices; the target is a mage and its guard never attacks",
    "amount_unknown": "its amount is printed text the card data does not give",
    "printed_spell": "casts a spell printed on the card; its text is not card data",
    "no_effect_here": "its effect needs an enemy the goldfish never has (incorporeal or flying)",
}


@dataclass(frozen=True)
class MageModel:
    name: str
    life: int
    channeling: int
    starting_mana: int
    armor: int
    melee_bonus: int
    attacks: tuple[AttackProfile, ...]  # basic melee and built-in attack spells (spell_cost > 0)
    quick_summons_level: int = 0
    quick_summons_subtype: str = ""
    marker: object = None  # abilities.Marker (Pet, Blood Reaper) or None
    unmodelled_abilities: tuple[str, ...] = ()
    defense: int = 0  # the mage's printed Defense: d12 threshold (0 = none)
    reward: object = None  # abilities.LifeReward (Divine Reward) or None
    shield: object = None  # abilities.Shield (Voltaric Shield) or None
    vine_markers: int = 0  # Vine markers placed each Planning phase (abilities.VINE_MARKERS)


@dataclass(frozen=True)
class CompiledBook:
    mage: MageModel
    spells: tuple[SpellModel, ...]  # one per card, with `copies`
    copies: dict[str, int]
    not_simulated: tuple[NotSimulated, ...]

    def approximations(self) -> list[dict]:
        return [{"card": s.card_id, "name": s.name, "approximation": a} for s in self.spells for a in s.approximations]


def compile_mage(mage: Mage) -> MageModel:
    from spellforge.sim.game.abilities import UNMODELLED_ABILITIES, VINE_MARKERS

    attacks = []
    for a in mage.attacks:
        is_spell = bool(a.trait_value("Spell"))
        if is_spell and a.name not in BUILTIN_SPELL_COSTS:
            continue  # a built-in spell whose cost we do not know is not used
        profile = compile_attack(a, BUILTIN_SPELL_COSTS.get(a.name, 0) if is_spell else 0)
        if profile:
            attacks.append(profile)
    qs = QUICK_SUMMONS.get(mage.name)
    return MageModel(
        name=mage.name, life=mage.life, channeling=mage.channeling, starting_mana=mage.starting_mana,
        armor=mage.armor, melee_bonus=mage.melee_bonus, attacks=tuple(attacks),
        quick_summons_level=qs.max_level if qs else 0, quick_summons_subtype=qs.subtype if qs else "",
        marker=MARKERS.get(mage.name), reward=REWARDS.get(mage.name), shield=SHIELDS.get(mage.name),
        unmodelled_abilities=UNMODELLED_ABILITIES.get(mage.name, ()), vine_markers=VINE_MARKERS.get(mage.name, 0),
        defense=mage.defense.threshold if getattr(mage, "defense", None) and mage.defense.threshold > 1 else 0)


def compile_card(card: Card, rows=()) -> SpellModel | str:
    """The engine's model of a card, or the reason code it is not simulated. `rows`: the card's
    structured effects (db/effects) — discounts, spell bonuses, curses' damage, Burn, heals,
    one-round buffs, auras and the tactical tags (spellforge.sim.cards.tags) are read from them."""
    from spellforge.sim.cards.effects import read_effects
    from spellforge.sim.cards.tags import read_tags, unmodelled_reason, x_cost
    from spellforge.sim.cards.magic_tags import magic_model

    magic = magic_model(card, rows)  # acts on the dummy opponent's objects, mana or spells
    if magic is not None:
        return magic
    tags = read_tags(card, rows)
    x_rule = x_cost(card, tags) if card.cost is None else ""
    if card.cost is None and not x_rule:
        return unmodelled_reason(card, rows) or "variable_cost"
    model = _compile_card(card, rows, read_effects(card, rows), tags, x_rule)
    if isinstance(model, str):
        return unmodelled_reason(card, rows) or model
    return model


def _role_of_tags(card: Card, tags: dict[str, int], fx) -> str | None:
    """The role of a card whose effect is tactical (card_tags), or None."""
    if not tags and not fx.filtered_aura:
        return None
    if tags.get("ki") or tags.get("ki_channel"):
        return ROLE_MANA  # Meditation: Ki for the Monk's Ki costs (sim/game/ki.py)
    if tags.get("reanimate"):
        return ROLE_CREATURE  # a creature back from our discard pile (sim/game/discard.py)
    if tags.get("rise_again"):
        return ROLE_DEFENSE
    if tags.get("defend"):
        return ROLE_DEFENSE
    if tags.get("conditional"):
        return ROLE_BUFF  # sim/cards/conditional.py
    if tags.get("arena"):  # sim/game/arena.py: they work on the walking dummy, the guard, our soldiers
        return ROLE_CREATURE if tags.get("siege") else ROLE_BUFF if tags.get("garrison") or tags.get("tower") \
            else ROLE_DEFENSE
    offensive = {"marked", "dot_enchant", "dot_growing", "zone_dot", "keep_burn", "weaken", "lullaby", "control"}
    if card.type in ("Enchantment", "Conjuration") and offensive & set(tags):
        return ROLE_CURSE
    if tags.get("combustion"):
        return ROLE_ATTACK
    if any(k.startswith("spellbind_") for k in tags):
        return ROLE_BUFF
    if {"block", "reverse", "forcefield", "counter_roll", "counterstrike", "barrier", "vampiric", "crit_to_normal",
            "aegis", "aura_aegis", "reveal_heal", "upkeep_heal", "aura_regen", "armor_token", "flying"} & set(tags):
        return ROLE_DEFENSE
    if tags or any(k in ("Melee", "Ranged", "Piercing", "Bloodthirsty", "Charge") for k, *_ in fx.filtered_aura):
        return ROLE_BUFF
    return ROLE_DEFENSE  # Life / Armor auras: they count against the dummy opponent


_SPAWN_KEYS = ("school", "subtype", "trait", "living")


def spawn_rule(rows, channeling: int = 0) -> tuple[tuple[str, str], ...]:
    """The printed limits of a spawnpoint, from its Deployment `summon` row (db/effects): the
    schools, subtypes and traits of the creatures it may cast, and the mana it needs on it first
    (`min=2 mana on it`: Temple of Asyra, Pentagram), enforced for a spawnpoint that channels its
    own mana (`("mana", "2")`). One that channels none gets that mana only from actions the engine
    does not play (Barracks: a Soldier's action), so there the need is an approximation
    (spawn_needs_mana), not enforced: enforced, it would never summon."""
    for e in rows:
        if e.kind == "summon" and e.trigger == "deployment" and e.arg == "creature":
            cond = e.conditions
            rule = tuple((k, cond[k]) for k in _SPAWN_KEYS if cond.get(k))
            need = re.fullmatch(r"(\d+) mana on it", cond.get("min", ""))
            # ("once", "yes"): the card is destroyed once it casts (Seedling Pod's row: "if it does, this
            # card is destroyed"); the matchup plays it (sim/matchup/spent.py), spawn_accepts ignores it
            once = (("once", "yes"),) if "this card is destroyed" in (e.note or "") else ()
            return rule + ((("mana", need.group(1)),) if need and channeling > 0 else ()) + once
    return ()


def spawn_needs_mana(rows, channeling: int = 0) -> bool:
    """A spawnpoint whose need of mana on it is not enforced (it channels none: spawn_rule)."""
    return channeling <= 0 and any(e.kind == "summon" and e.trigger == "deployment" and re.fullmatch(r"\d+ mana on it", e.conditions.get("min", ""))
               for e in rows)


def _prey_only(rows) -> set[str]:
    """Attacks its row restricts to "its prey" (Shoalsdeep Crocodile's Death Roll: a creature it
    Grappled; Grapple is not played, so it never has prey)."""
    return {m.group(1) for e in rows if e.kind == "restrict" and e.arg in ("attack", "choose_target")
            and (m := re.fullmatch(r"(.+) only against its prey", e.conditions.get("state", "")))}


def _initiative_melee(rows) -> int:
    """Melee +X the creature has while we hold the Initiative (Shoalsdeep Tidecaller)."""
    return sum(int(m.group(1)) for e in rows if e.kind == "grant_trait" and e.target == "self"
               and e.conditions.get("state") == "you have the Initiative" and (m := re.fullmatch(r"Melee \+(\d+)", e.arg)))


def _sacrificed(rows) -> set[str]:
    """Attacks whose declaration destroys the creature as their cost, by name (a `sacrifice` row of
    the creature itself "declaring its X attack": Goblin Bomber's Detonate)."""
    return {m.group(1) for e in rows if e.kind == "sacrifice" and e.arg == "self"
            and (m := re.fullmatch(r"declaring its (.+) attack", e.conditions.get("state", "")))}


def _death_attacks(rows) -> dict[str, int]:
    """Attacks the creature makes when destroyed by damage, by name, with the least d12 roll (an
    `attack` row of its own on "destroyed", "destroyed by taking damage", roll N+: Goblin Bomber's
    Detonate on 7+)."""
    return {m.group(1): int(n.group(1)) for e in rows if e.kind == "attack" and e.target == "self"
            and e.trigger == "destroyed" and e.conditions.get("state") == "destroyed by taking damage"
            and (n := re.fullmatch(r"(\d+)\+", e.conditions.get("roll", "")))
            and (m := re.fullmatch(r"its (.+) attack", e.note or ""))}


def _initiative_effect(rows) -> dict[str, int]:
    """+X on an attack's effect die while we hold the Initiative, by attack name (Shoalsdeep
    Tidecaller: Riptide +4)."""
    return {e.note: int(e.amount) for e in rows if e.kind == "static_modifier" and e.arg == "effect_roll"
            and e.target == "self" and e.conditions.get("state") == "you have the Initiative"
            and e.note and re.fullmatch(r"\+\d+", e.amount or "")}


def _compile_card(card: Card, rows, fx, tags: dict[str, int], x_rule: str) -> SpellModel | str:
    traits = _int_traits(card.traits)
    raw_grants = _int_traits(card.granted_traits)
    grants = {k: v for k, v in raw_grants.items() if k in MODELLED_GRANTS}
    # a Healing spell's dice heal a friend (the data of Heal lacks the Heal trait on its bar)
    healing = "Healing" in card.subtypes
    attacks = () if healing else tuple(p for p in (compile_attack(a) for a in card.attacks) if p)
    attacks = tuple(a for a in attacks if a.name not in _prey_only(rows))  # no prey: Grapple is not played
    if boost := _initiative_effect(rows):
        attacks = tuple(with_fields(a, initiative_effect=boost[a.name]) if a.name in boost else a for a in attacks)
    if cost := _sacrificed(rows):
        attacks = tuple(with_fields(a, sacrifice=True) if a.name in cost else a for a in attacks)
    if last := _death_attacks(rows):
        attacks = tuple(with_fields(a, on_death=last[a.name]) if a.name in last else a for a in attacks)
    has_trait = card.has_trait
    common = dict(
        card_id=card.id, name=card.name, type=card.type, cost=card.cost or 0, reveal_cost=card.reveal_cost or 0,
        reveal_x=(card.reveal_x or "") if card.reveal_cost is None else "",
        quick=card.action == "quick", level=card.level, subtypes=card.subtypes, target=card.target,
        upkeep=traits.get("Upkeep", 0), upkeep_x=any(t.keyword == "Upkeep" and t.value == "+X" for t in card.traits),
        magebind=traits.get("Magebind", 0), zone_exclusive=has_trait("Zone Exclusive"),
        one_in_play=has_trait("Legendary") or has_trait("Unique"), legendary=has_trait("Legendary"), epic=has_trait("Epic"),
        range_min=card.range_min or 0, range_max=card.range_max or 0,
        schools=tuple(sl.school for sl in card.schools), discounts=tuple(fx.discounts),
        spell_bonus=tuple(fx.spell_bonus), dot=fx.dot, burn=fx.burn, burn_fresh=fx.burn_fresh, heal_dice=fx.heal_dice,
        heal_flat=fx.heal_flat, heal_all=fx.heal_all, round_buff=fx.round_buff,
        round_buff_all=fx.round_buff_all, aura=fx.aura, regen=fx.regen, tags=tags,
        filtered_aura=tuple(fx.filtered_aura), aura_all=fx.aura_all, buff_subtypes=fx.buff_subtypes, heal_subtypes=fx.heal_subtypes,
        heal_living=fx.heal_living, x_rule=x_rule)
    approx: list[str] = []
    heals = bool(fx.heal_dice or fx.heal_flat)
    tag_role = _role_of_tags(card, tags, fx)

    from spellforge.sim.cards.effects import CastLimit, cast_limit

    limit = cast_limit(rows) if (has_trait("Familiar") or has_trait("Spawnpoint")) else None
    if card.type == "Creature":
        if has_trait("Familiar") and limit is None:
            approx.append("familiar casts any prepared spell (its printed limits are not in the data)")
            limit = CastLimit(("spell",), text="spell")
        return SpellModel(
            **{**common, "regen": max(fx.regen, traits.get("Regenerate", 0))},
            role=ROLE_CASTER if has_trait("Familiar") else ROLE_CREATURE, attacks=attacks,
            own_channeling=card.channeling or 0, life=card.life or 0, armor=card.armor or 0,
            melee_bonus=traits.get("Melee", 0), bloodthirsty=traits.get("Bloodthirsty", 0),
            familiar=has_trait("Familiar"), nonliving=has_trait("Nonliving"),
            fast=has_trait("Fast"), slow=has_trait("Slow"), rooted=has_trait("Rooted"), flying=has_trait("Flying"), elusive=has_trait("Elusive"),
            charge=traits.get("Charge", 0), initiative_melee=_initiative_melee(rows),
            incorporeal=has_trait("Incorporeal"), invisible=has_trait("Invisible"), approximations=tuple(approx), cast_limit=limit,
            defense=card.defense.threshold if card.defense and card.defense.threshold > 1 else 0)

    if card.type == "Incantation" and tags.get("reanimate"):
        return SpellModel(**common, role=tag_role)
    if card.type in ("Attack", "Incantation") and heals:
        return SpellModel(**common, role=ROLE_HEAL)
    if healing and card.type in ("Attack", "Incantation"):
        return "healing"
    if card.type == "Attack":
        if not attacks:
            return "no_attack"
        return SpellModel(**common, role=ROLE_ATTACK, attacks=attacks)

    if card.type == "Incantation":
        if tags.get("combustion"):  # its dice come from the Burn it removes: the bar prints none
            from dataclasses import replace

            bars = tuple(p for p in (compile_attack(replace(a, dice=1)) for a in card.attacks) if p)
            return SpellModel(**common, role=ROLE_ATTACK, attacks=bars)
        if not attacks and fx.burn:
            return SpellModel(**common, role=ROLE_ATTACK)
        if not attacks and fx.round_buff:
            return SpellModel(**common, role=ROLE_BUFF)
        if not attacks and tag_role:
            return SpellModel(**common, role=tag_role)
        if not attacks:
            return "incantation_effect"
        return SpellModel(**common, role=ROLE_ATTACK, attacks=attacks)

    if card.type == "Conjuration":
        if card.type_variant == "Wall" and not tags:
            return "wall"
        spawn = has_trait("Spawnpoint")
        rule = spawn_rule(rows, card.channeling or 0) if spawn else ()
        if spawn and not rule and limit is None:
            approx.append("spawnpoint casts any creature (no printed limits in the data)")
        if spawn and spawn_needs_mana(rows, card.channeling or 0):
            approx.append("spawnpoint summons without the mana it needs on it first (placing it is not simulated)")
        if not (spawn or grants.get("Channeling") or card.channeling):
            if fx.discounts or fx.aura:
                return SpellModel(**common, role=ROLE_BUFF, life=card.life or 0,
                                  armor=card.armor or 0, incorporeal=has_trait("Incorporeal"))
            if tag_role:
                return SpellModel(**common, role=tag_role, life=card.life or 0, armor=card.armor or 0,
                                  attacks=attacks if tags.get("arena") else (), nonliving=not has_trait("Living"),
                                  incorporeal=has_trait("Incorporeal"))
            return "no_modelled_effect"
        return SpellModel(**common, role=ROLE_CASTER if spawn else ROLE_MANA,
                          grants={k: v for k, v in grants.items() if k == "Channeling"},
                          own_channeling=card.channeling or 0, spawnpoint=spawn, spawn_rule=rule, life=card.life or 0,
                          armor=card.armor or 0, approximations=tuple(approx), cast_limit=limit,
                          incorporeal=has_trait("Incorporeal"))

    if card.type == "Equipment":
        spawn = has_trait("Spawnpoint")
        if not (grants or attacks or spawn or fx.discounts or fx.spell_bonus or fx.aura or fx.defense or fx.regen
                or tag_role):
            return "defense_only" if card.defense or raw_grants else "no_modelled_effect"
        rule = spawn_rule(rows, card.channeling or 0) if spawn else ()
        if spawn and not rule and limit is None:
            approx.append("spawnpoint casts any creature (no printed limits in the data)")
        if spawn and spawn_needs_mana(rows, card.channeling or 0):
            approx.append("spawnpoint summons without the mana it needs on it first (placing it is not simulated)")
        # a discount only pays when spells it applies to follow: after creatures (ROLE_BUFF)
        role = (ROLE_MANA if grants.get("Channeling") else ROLE_CASTER if spawn else
                ROLE_BUFF if attacks or fx.spell_bonus or fx.aura or fx.discounts
                or any(g in grants for g in OFFENSIVE_GRANTS) else tag_role or ROLE_DEFENSE)
        return SpellModel(**common, role=role, attacks=attacks, grants=grants, slots=card.slots, defense=fx.defense,
                          autonomous=has_trait("Autonomous"),
                          slot_options=card.slot_options, spawnpoint=spawn, spawn_rule=rule, own_channeling=card.channeling or 0,
                          approximations=tuple(approx), cast_limit=limit)

    if card.type == "Enchantment":
        barrier = attacks if tags.get("barrier") or tags.get("trap_attack") else ()
        if fx.dot and not any(v > 0 for v in grants.values()):
            return SpellModel(**{**common, "target": "Mage"}, role=ROLE_CURSE,
                              grants={k: v for k, v in grants.items() if k == "Armor"})
        if not grants and fx.aura:
            return SpellModel(**common, role=ROLE_BUFF)
        if not grants and (fx.defense or fx.regen):
            return SpellModel(**common, role=ROLE_DEFENSE, defense=fx.defense)
        if not grants and tag_role:
            return SpellModel(**common, role=tag_role, attacks=barrier)
        if not grants:
            return "defense_only" if raw_grants else "no_modelled_effect"
        if any(v < 0 for v in grants.values()):
            # a curse: only lowering the target's Armor is modelled
            if set(grants) != {"Armor"}:
                return "hostile_effect"
            return SpellModel(**common, role=ROLE_CURSE, grants=grants)
        role = (ROLE_MANA if grants.get("Channeling") else
                ROLE_BUFF if any(g in grants for g in OFFENSIVE_GRANTS) else ROLE_DEFENSE)
        return SpellModel(**common, role=role, grants=grants)

    return "no_modelled_effect"


def compile_book(book: Spellbook, lib, mage: Mage) -> CompiledBook:
    """Compile a spellbook for the engine (`lib` gives the cards by id)."""
    spells: list[SpellModel] = []
    copies: dict[str, int] = {}
    skipped: list[NotSimulated] = []
    for card_id, qty in book.quantities().items():
        card = lib.card(card_id)
        if card is None:
            skipped.append(NotSimulated(card_id, card_id, qty, "unknown_card"))
            continue
        ce = lib.effects(card.id) if hasattr(lib, "effects") else None
        model = compile_card(card, ce.effects if ce else ())
        if isinstance(model, str):
            skipped.append(NotSimulated(card.id, card.name, qty, model))
        else:
            spells.append(model)
            copies[card.id] = qty
    skipped.sort(key=lambda n: n.name)
    return CompiledBook(compile_mage(mage), tuple(spells), copies, tuple(skipped))
