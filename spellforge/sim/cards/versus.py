"""Enchantments that act only on an opponent that plays (the two-sided matchup, sim/matchup/versus.py):
the goldfish's dummy never attacks with a creature, casts no psychic spell, has no flyer and no
creature to drain, so it leaves them out with a reason (model.REASONS: "control_choice",
"opponent_mana", "opponent_spells", "no_effect_here", "no_modelled_effect") and goes on doing so;
the matchup compiles them here from the shape of their effect rows (db/effects), never from their
names:

  charm        its bearer makes no melee or ranged attack on its controller; destroyed when its
               controller attacks and damages the bearer
  pacify       N: the first melee or ranged attack of its bearer each round costs its controller N
               mana, else it is cancelled (not a counterstrike)
  mind_shield  hidden; revealed to counter a psychic spell or a psychic attack on its bearer, or to
               cancel and destroy a psychic enchantment revealed on it, before its reveal cost is
               paid; then destroyed
  hate         when revealed, a Hate token on one of its controller's creatures; its bearer must
               melee attack a creature with a Hate token, else move toward one (Chant of Rage)
  love         when revealed, a Love token on a friendly creature; its bearer makes no melee or
               ranged attack on a creature with a Love token (Song of Love)
  grounded     its bearer loses the Flying trait (Maim Wings)
  death_link   N: each Upkeep its controller's mage heals up to N and the bearer takes as much
               damage as the mage healed (errata 003 L605-608)
  calm_reveal  it may not be revealed during an Action Phase
  dissipate    N: Dissipate N (revealed with N tokens, one lost each Upkeep, destroyed with the last)
  ethereal_melee  its bearer's melee attacks are Ethereal: they hit an Incorporeal object in full
               (Divine Might; 000 L929-934, L2554-2556); the goldfish's dummy is never Incorporeal

and two conjurations and one item, for the same reason (the goldfish's "our_discard", "not_modelled",
"no_modelled_effect"):

  reanimate_kills  when a friendly Zombie destroys a Living non-Epic creature with a melee attack,
               its controller may pay half that creature's cost (rounded up) to Reanimate it, a
               Zombie with damage equal to its level (Ziggurat of Undeath; sim/matchup/conjurers.py)
  skull_altar  N: a Skull token on it whenever an enemy Corporeal creature is destroyed; with N or
               more: Finite Life on every Living creature, `skull_poison` direct Poison damage on each
               each Upkeep, and Lifebond `skull_lifebond` on itself (Altar of Skulls; sim/matchup/skulls.py);
               the goldfish's dummy has no creature to destroy. Its cleric's full action (a Skull
               token) is allowed in the rows but not played: no official book has a Cleric creature
  plant_restore  an item's once-a-round quick spell: remove 1 condition marker from a friendly
               Plant object within 0-1 zones, paying its removal cost, then heal it 1 (Mohktari's
               Branch; sim/matchup/support.py); the goldfish's objects never carry a condition
"""

from __future__ import annotations

import re

from spellforge.sim.game.spell_model import ROLE_BUFF, ROLE_CURSE, ROLE_DEFENSE, ROLE_HEAL, SpellModel


def versus_tags(card, rows) -> dict[str, int]:
    """The tags above of one enchantment ({} = none, or something in its rows they do not cover)."""
    if card.type != "Enchantment":
        return {}
    tags: dict[str, int] = {}
    for e in rows:
        k, arg, tgt, trig, cond = e.kind, e.arg, e.target, e.trigger, e.conditions
        state = cond.get("state", "")
        if k == "restrict" and arg == "reveal" and tgt == "self" and state == "in an Action Phase":
            tags["calm_reveal"] = 1
        elif k == "restrict" and arg == "attack" and tgt == "bearer" and state.endswith("'s controller") \
                and state.startswith("against "):
            tags["charm"] = 1
        elif k == "destroy" and arg == "self" and trig == "damaged" and "controller attacked it" in state:
            tags["charm_breaks"] = 1
        elif k == "lose_mana" and e.mode == "pay" and tgt == "bearer_controller" and trig == "attacks" \
                and cond.get("once") == "first each round" and re.fullmatch(r"\d+", e.amount or ""):
            tags["pacify"] = int(e.amount)
        elif k == "reveal_trigger" and arg == "targeted":
            tags["shield_reveal"] = 1
        elif k == "counter" and arg == "spell" and cond.get("subtype") == "Psychic":
            tags["mind_shield"] = 1
        elif k == "destroy" and arg == "self" and not trig:
            continue  # Mind Shield goes once used
        elif k == "token" and arg in ("Hate", "Love") and tgt == "friendly_creatures" and cond.get("max") == "1" \
                and (e.mode, trig) in (("add", "reveal"), ("remove", "destroyed")):
            tags[arg.lower() + "_" + e.mode] = 1
        elif k == "restrict" and arg == "choose_target" and tgt == "bearer" \
                and state == "must melee attack a Hate-token creature or move toward one":
            tags["hate"] = 1
        elif k == "restrict" and arg == "attack" and tgt == "bearer" and state == "against a Love-token creature":
            tags["love"] = 1
        elif k == "lose_trait" and arg == "Flying" and tgt == "bearer" and e.duration == "attached" and not trig:
            tags["grounded"] = 1
        elif k == "grant_trait" and arg == "Ethereal" and tgt == "bearer" and e.duration == "attached" and not trig \
                and cond == {"attack": "melee"}:
            tags["ethereal_melee"] = 1
        elif k == "heal" and tgt == "controller" and trig == "upkeep" and re.fullmatch(r"\d+", e.amount or ""):
            tags["drain_heal"] = int(e.amount)
        elif k == "damage" and tgt == "bearer" and trig == "upkeep" and e.amount == "X":
            tags["drain_damage"] = 1  # X: what the mage healed (errata 003 L606)
        else:
            return {}  # a row these tags do not cover: the card stays "not simulated"
    if tags.get("charm") and not tags.get("charm_breaks"):
        return {}
    if tags.get("mind_shield") and not tags.pop("shield_reveal", 0):
        return {}
    for word in ("hate", "love"):  # the token placed, the restriction, the token taken back: all three
        rows_of = (tags.pop(word + "_add", 0), tags.get(word, 0), tags.pop(word + "_remove", 0))
        if any(rows_of) and not all(rows_of):
            return {}
    tags.pop("charm_breaks", None)
    heal, damage = tags.pop("drain_heal", 0), tags.pop("drain_damage", 0)
    if bool(heal) != bool(damage):
        return {}
    if heal:
        tags["death_link"] = heal
    dissipate = next((t.value for t in card.traits if t.keyword == "Dissipate"), 0)
    if isinstance(dissipate, int) and not isinstance(dissipate, bool) and dissipate > 0:
        tags["dissipate"] = dissipate
    return tags if set(tags) - {"calm_reveal", "dissipate"} else {}


def _reveal_x(rows) -> str:
    """A reveal cost printed "X" with its X = the target's level less N: "X-N" (pieces.x_of)."""
    for e in rows:
        m = re.fullmatch(r"reveal cost: the target's level(?: - (\d+))?", e.conditions.get("x", ""))
        if m:
            return "X-" + m.group(1) if m.group(1) else "X"
    return ""


def _kill_reanimate_model(card, rows) -> SpellModel | None:
    """reanimate_kills: its `return_card` row on a `kills` trigger that pays half the cost, with a
    Zombie condition on the creature returned. Ranked with the heals, first: the matchup's AI casts
    it only once our zombies meet living enemy creatures worth it (conjurers.ziggurat_pays)."""
    if card.type != "Conjuration" or card.cost is None or not any(
            e.kind == "return_card" and e.mode == "play" and e.arg == "creature" and e.trigger == "kills"
            and "half" in e.conditions.get("pay", "") for e in rows) \
            or not any(e.kind == "condition" and e.arg == "Zombie" for e in rows):
        return None
    traits = {t.keyword for t in card.traits}
    return SpellModel(
        card_id=card.id, name=card.name, type=card.type, role=ROLE_HEAL, cost=card.cost, reveal_cost=0, quick=card.action == "quick",
        level=card.level, subtypes=card.subtypes, target=card.target, tags={"reanimate_kills": 1},
        life=card.life or 0, armor=card.armor or 0, zone_exclusive="Zone Exclusive" in traits, epic="Epic" in traits,
        one_in_play="Legendary" in traits or "Unique" in traits, legendary="Legendary" in traits,
        range_min=card.range_min or 0, range_max=card.range_max or 0, schools=tuple(s.school for s in card.schools))


def _skull_altar_model(card, rows) -> SpellModel | None:
    """skull_altar: a Skull token on itself when an enemy Corporeal creature `dies`, and at a minimum
    of N tokens its Finite Life on all Living creatures, N direct Poison damage on each at Upkeep and
    Lifebond +N on itself; every row one of these (a cleric's `activated` token too)."""
    if card.type != "Conjuration" or card.cost is None:
        return None
    tags, least = {}, set()
    for e in rows:
        k, cond = e.kind, e.conditions
        m = re.fullmatch(r"(\d+) Skull tokens", cond.get("min", ""))
        if k == "token" and e.mode == "add" and e.arg == "Skull" and e.target == "self" and e.amount == "1" \
                and e.trigger == "dies" and cond == {"side": "enemy", "trait": "Corporeal"}:
            tags["skull_kill"] = 1
        elif k == "token" and e.arg == "Skull" and e.trigger == "activated" and cond.get("action") == "full":
            continue  # a friendly cleric's full action: not played (the module docstring)
        elif m and k == "grant_trait" and e.arg == "Finite Life" and e.target == "all_creatures" \
                and cond.get("living") == "yes" and not e.trigger:
            least.add(int(m.group(1)))
            tags["skull_finite"] = 1
        elif m and k == "damage" and e.arg == "Poison" and e.target == "all_creatures" and e.trigger == "upkeep" \
                and cond.get("living") == "yes" and re.fullmatch(r"\d+", e.amount or ""):
            least.add(int(m.group(1)))
            tags["skull_poison"] = int(e.amount)
        elif m and k == "grant_trait" and e.target == "self" and not e.trigger \
                and (b := re.fullmatch(r"Lifebond \+(\d+)", e.arg or "")):
            least.add(int(m.group(1)))
            tags["skull_lifebond"] = int(b.group(1))
        else:
            return None  # a row these tags do not cover
    if len(least) != 1 or set(tags) != {"skull_kill", "skull_finite", "skull_poison", "skull_lifebond"}:
        return None
    del tags["skull_kill"], tags["skull_finite"]
    traits = {t.keyword for t in card.traits}
    return SpellModel(
        card_id=card.id, name=card.name, type=card.type, role=ROLE_BUFF, cost=card.cost, reveal_cost=0,
        quick=card.action == "quick", level=card.level, subtypes=card.subtypes, target=card.target,
        tags={"skull_altar": least.pop(), **tags}, life=card.life or 0, armor=card.armor or 0,
        zone_exclusive="Zone Exclusive" in traits, epic="Epic" in traits,
        one_in_play="Legendary" in traits or "Unique" in traits, legendary="Legendary" in traits,
        range_min=card.range_min or 0, range_max=card.range_max or 0, schools=tuple(s.school for s in card.schools))


def _plant_restore_model(card, rows) -> SpellModel | None:
    """plant_restore: an item's `activated` quick spell removing 1 condition (paying its removal cost)
    from a Plant object, then healing it 1."""
    remove = [e for e in rows if e.kind == "condition" and e.mode == "remove" and e.trigger == "activated"
              and e.conditions.get("subtype") == "Plant" and e.conditions.get("action") == "quick_spell"
              and "removal" in e.conditions.get("pay", "") and e.amount == "1"]
    heal = [e for e in rows if e.kind == "heal" and e.trigger == "activated" and e.conditions.get("subtype") == "Plant"]
    if card.type != "Equipment" or card.cost is None or len(remove) != 1 or len(heal) != 1 or not card.slots:
        return None
    return SpellModel(
        card_id=card.id, name=card.name, type=card.type, role=ROLE_BUFF, cost=card.cost, reveal_cost=0,
        quick=card.action == "quick", level=card.level, subtypes=card.subtypes, target=card.target,
        tags={"plant_restore": int(heal[0].amount or 1)}, slots=card.slots, slot_options=card.slot_options,
        range_min=card.range_min or 0, range_max=card.range_max or 0, schools=tuple(s.school for s in card.schools))


def versus_model(card, rows) -> SpellModel | None:
    """The matchup's model of such an enchantment (or conjuration, or item), or None when it is not one."""
    if card.type == "Conjuration":
        return _kill_reanimate_model(card, rows) or _skull_altar_model(card, rows)
    if card.type == "Equipment":
        return _plant_restore_model(card, rows)
    tags = versus_tags(card, rows)
    if not tags or card.cost is None:
        return None
    reveal_x = _reveal_x(rows) if card.reveal_cost is None else ""
    if card.reveal_cost is None and not reveal_x:
        return None
    traits = {t.keyword: t.value for t in card.traits}
    upkeep = traits.get("Upkeep")
    return SpellModel(
        card_id=card.id, name=card.name, type=card.type, role=ROLE_DEFENSE if tags.get("mind_shield") else ROLE_BUFF if tags.get("ethereal_melee") else ROLE_CURSE,
        cost=card.cost, reveal_cost=card.reveal_cost or 0, reveal_x=reveal_x, quick=card.action == "quick",
        level=card.level, subtypes=card.subtypes, target=card.target, tags=tags,
        upkeep=upkeep if isinstance(upkeep, int) and not isinstance(upkeep, bool) else 0,
        one_in_play="Legendary" in traits or "Unique" in traits, legendary="Legendary" in traits,
        range_min=card.range_min or 0, range_max=card.range_max or 0,
        schools=tuple(s.school for s in card.schools))
