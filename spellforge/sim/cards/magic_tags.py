"""Reading the cards that act on the dummy opponent's objects, mana or spells (spellforge.sim.
opponent_magic) from the shape of their effect rows (db/effects), never from their names. The
dummy's own kit (DummyConfig.cards) is compiled by spellforge.sim.opponent.kit."""

from __future__ import annotations

import re
from dataclasses import replace

from spellforge.sim.game.spell_model import (ROLE_BUFF, ROLE_CREATURE, ROLE_CURSE, ROLE_DEFENSE, ROLE_MANA,
                                             SpellModel, compile_attack)

_N = re.compile(r"[+-]?\d+")


def _int(text: str, default: int = 0) -> int:
    m = _N.search(text or "")
    return int(m.group()) if m else default


def read_magic_tags(card, rows) -> dict[str, int]:
    """Tags of the cards that act on the opponent's objects, mana or spells ({} = none)."""
    tags: dict[str, int] = {}
    incantation = card.type == "Incantation"
    for e in rows:
        k, arg, tgt, trig, cond = e.kind, e.arg, e.target, e.trigger, e.conditions
        if k == "destroy" and arg == "enchantment" and not trig:
            if tgt in ("zone_objects", "target_zone"):  # Destroy Magic: every enchantment in a zone
                tags["zone_dispel"] = 1
            elif cond.get("subtype") == "Poison":
                tags["purify"] = 1
            elif cond.get("state") == "hidden":
                tags["seek_dispel"] = 1
            elif incantation and tgt == "target":
                tags["dispel" if "Enchantment" in card.target else "purge"] = 1
            elif card.type == "Equipment" and cond.get("level") and "Metamagic" in card.subtypes:
                tags["wand_dispel"] = _int(cond["level"], 1)  # its printed quick spell: a revealed enchantment up to this level
        elif k == "destroy" and arg == "equipment" and incantation and tgt in ("target", "target_mage", "target_equipment") \
                and not any(r.kind == "take_control" for r in rows):  # Steal Equipment's "or destroy it" is its own tag
            tags["explode" if card.attacks else "dissolve"] = 1
        elif k == "destroy" and arg == "equipment" and trig in ("damages", "attacks") and tgt == "defender" \
                and card.type == "Conjuration" and card.attacks:
            tags["mist"] = 1  # once (its token), after its attack on a mage: pay an item's cost to destroy it
        elif k == "condition" and e.mode == "add" and arg == "Sleep" and trig == "attacks" and tgt == "defender" \
                and card.type == "Conjuration" and card.attacks and cond.get("living") == "yes":
            tags["sleep_mist"] = 1  # once (its token), after its attack on a Living non-Mage creature: level + 2 for Sleep
        elif k == "attack" and trig in ("activated", "friendly_action_phase") and cond.get("pay") == "X" and card.type == "Conjuration" \
                and card.attacks and "Temple" in card.subtypes:
            tags["temple"] = 1  # pay X, X up to our temples: X dice, +X on the effect die
        elif k == "move" and e.mode == "place" and tgt == "target_enchantment" and cond.get("side") == "friendly" \
                and incantation:
            tags["shift"] = 1  # one of our enchantments to a new target: X = 1 hidden, else its level
        elif k == "take_control" and tgt == "target_equipment":
            tags["steal_equipment"] = 1
        elif k == "take_control" and tgt == "target_enchantment":
            tags["steal_enchantment"] = 1
        elif k == "lose_mana" and e.mode == "drain" and tgt == "target_mage":
            tags["drain_mana"] = _int(e.amount, 1)  # attack dice rolled: mana lost
        elif k == "static_modifier" and arg == "channeling" and tgt == "target_mage" and _int(e.amount) < 0:
            tags["siphon"] = -_int(e.amount)
        elif k == "lose_mana" and e.mode == "pay" and tgt in ("opponent", "attacker_controller") and trig == "attacked" \
                and "melee" in cond.get("attack", ""):
            tags["toll"] = _int(e.amount, 2)
        elif k == "grant_trait" and arg.startswith("Upkeep +") and tgt == "bearer" and card.type == "Enchantment":
            tags["upkeep_curse"] = _int(arg)
        elif k == "aura" and arg.startswith("Upkeep +") and cond.get("type") == "enchantment":
            tags["monolith"] = _int(arg)
        elif k == "counter" and arg == "spell" and not cond.get("subtype"):  # psychic ones: no such dummy spell
            if "quick spell" in cond.get("state", ""):
                tags["jinx"] = 1
            elif "enchantment" in cond.get("type", ""):
                tags["nullify"] = 1
        elif k == "redirect" and arg == "spell":
            tags["reverse_magic"] = 1
        elif k == "damage" and trig == "casts_spell" and tgt == "bearer":
            tags["magebane"] = _int(e.amount, 1)
        elif k == "grant_trait" and arg == "Unavoidable" and "melee" in cond.get("attack", ""):
            tags["unavoidable" if tgt == "bearer" else "unavoidable_round"] = 1
        elif k == "defense" and cond.get("attack") == "ranged" and tgt == "bearer":
            tags["ranged_defense"] = _int(e.amount, 12)
        elif k == "grant_trait" and arg == "Finite Life" and tgt == "bearer":
            tags["finite_life"] = 1
        elif k == "restrict" and arg == "destroy" and tgt == "bearer" and cond.get("object") == "equipment" \
                and _int(cond.get("opponent_pays", "")):  # the opponent's payment says whose destruction
            tags["armor_ward"] = _int(cond["opponent_pays"])  # the opponent pays this more to destroy its equipment
        elif k == "gain_mana" and trig == "destroyed" and tgt == "controller" and card.type == "Enchantment":
            tags["decoy"] = _int(e.amount, 2)  # its controller gains this when it is destroyed
        elif k == "grant_trait" and arg == "Defense +1" and tgt == "bearer" and card.type == "Equipment":
            tags["defense_bonus"] = 1  # +1 on the bearer's Defense rolls
        elif k == "heal" and trig in ("activated", "") and card.type == "Equipment" and "pay" in cond \
                and set(cond) <= {"once", "pay", "living", "action", "range"} \
                and re.fullmatch(r"\d+d", e.amount or ""):
            tags["wand_heal"] = int(e.amount[:-1])  # a printed quick heal, once a round, for `pay` mana
            tags["wand_heal_cost"] = _int(cond["pay"], 2)
        elif k == "gain_mana" and trig == "activated" and tgt == "controller" and card.type == "Equipment" \
                and cond.get("action") == "full" and _int(e.amount):
            tags["meditate"] = _int(e.amount)  # the mage's full action for this much mana
    if tags:
        tags["magic"] = 1
    return tags


def magic_model(card, rows) -> SpellModel | None:
    """The engine's model of such a card, or None when it is not one."""
    if card.type not in ("Incantation", "Enchantment", "Equipment", "Conjuration"):
        return None
    tags = read_magic_tags(card, rows)
    if not tags:
        return None
    x_tags = {"dispel", "purify", "dissolve", "explode", "steal_equipment", "steal_enchantment", "shift"}
    if bool(x_tags & set(tags)) != (card.cost is None):
        return None  # the engine chooses X for those removals only, and only those
    if {"nullify", "reverse_magic", "ranged_defense", "toll", "defense_bonus", "wand_heal", "decoy",
                                                                                          "armor_ward"} & set(tags):
        role = ROLE_DEFENSE  # quickcast only: they never cost the mage its attack
    elif tags.get("meditate"):
        role = ROLE_MANA
    elif tags.get("mist") or tags.get("sleep_mist"):
        role = ROLE_CREATURE  # an attacker that stays where it is cast
    elif {"unavoidable", "unavoidable_round"} & set(tags):
        role = ROLE_BUFF
    else:
        role = ROLE_CURSE
    traits = {t.keyword: t.value for t in card.traits}
    bars = tuple(replace(a, dice=max(1, a.dice)) for a in card.attacks) if tags.get("temple") else card.attacks
    attacks = tuple(p for p in (compile_attack(a) for a in bars) if p) \
        if tags.get("explode") or tags.get("mist") or tags.get("sleep_mist") or tags.get("temple") else ()
    return SpellModel(
        card_id=card.id, name=card.name, type=card.type, role=role, cost=card.cost or 0,
        reveal_cost=card.reveal_cost or 0, quick=card.action == "quick", level=card.level, subtypes=card.subtypes,
        target=card.target, attacks=attacks, magebind=traits.get("Magebind", 0) if isinstance(traits.get("Magebind"), int) else 0,
        one_in_play="Legendary" in traits or "Unique" in traits, legendary="Legendary" in traits,
        range_min=card.range_min or 0, range_max=card.range_max or 0, slots=card.slots,
        life=card.life or 0, armor=card.armor or 0,  # a conjuration's: the matchup attacks it
        nonliving=card.type == "Conjuration" and "Living" not in traits,  # conjurations are Nonliving unless Living (L962)
        incorporeal="Incorporeal" in traits,  # the matchup's attacks on it (000 L929-934)
        slot_options=card.slot_options, schools=tuple(s.school for s in card.schools), tags=tags,
        x_rule="magic" if card.cost is None else "",
        approximations=("your own enchantments within its range pay its Upkeep when your pool allows; unpaid ones "
                        "stay",) if tags.get("monolith") else ())
