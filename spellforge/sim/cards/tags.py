"""Tactical effects the engine reads from a card's structured effects (db/effects): reactions to
the dummy opponent's attack, conditions and curses on the foes, guard removal, movement, extra
attacks, filtered auras and heals, X costs. Each is recognised by the shape of its rows (kind,
mode, arg, target, trigger, condition), never by the card's name; `read_tags` returns a small
dict of tag -> number that spellforge.sim.game.casting / combat / opponent apply.

Tags (what the engine does with them, docs/goldfish.md "What is simulated"):
  block            a hidden enchantment that avoids the first attack on its bearer, then goes
  reverse          same, and the attack is rolled against the attacker instead
  forcefield       N tokens; each cancels an attack on the bearer; one comes back each Upkeep
  counter_roll     d12 >= N cancels a melee attack on the bearer (the attacker living)
  counterstrike    the bearer strikes back with its best melee attack (once, then destroyed)
  barrier          the card's attack hits whoever melee-attacks the bearer successfully
  vampiric         the bearer heals half (rounded up) of the melee damage it deals
  crit_to_normal   up to N critical damage of an attack on the bearer counts as normal
  aegis            N fewer dice in attacks on the bearer; aura_aegis: on every living friend
  reveal_heal      hidden until its bearer is hurt, then heals N attack dice
  upkeep_heal      every living friend heals N each Upkeep; aura_regen: Regenerate N for them
  weaken           the bearer's attacks roll N fewer dice (minimum 1)
  marked           the first attack each round against the bearer rolls N more dice
  dot_enchant      Upkeep: the bearer takes 1 damage per enchantment of ours on it
  dot_growing      Upkeep: one more token, then 1 damage per token
  zone_dot         Upkeep: N damage to every living creature in the target's zone
  curse_dot        Upkeep: pay N mana for 1 damage to each foe carrying a curse of ours
  torment_burn     end of round: pay N for 1 Burn on a foe with no Burn and a curse of ours
  keep_burn        the bearer's Burn that rolls a blank stays for 1 mana
  combustion       remove the target's Burn and attack with N dice per token removed
  incapacitate     the target creature is Incapacitated this round
  sleep            the target sleeps (Incapacitated) until it is damaged, then is Dazed
  push / slam      the target is pushed 1 zone (out of its guard post); slam: and Slammed
  slam_roll        every creature in the target's zone is Slammed on a d12 of N or more (Earthquake)
  banish           the target leaves the arena (N tokens: back when the last goes, the matchup's
                   reading); control: we take control of the bearer
  elusive          the creature ignores guards (this round with elusive_round)
  sweeping_round   the creature's melee attacks are Sweeping this round
  extra_attack     the creature makes one more melee attack this round
  flying           non-flyers cannot make melee attacks against the bearer
  fast / charge    moves 2 zones a move; +N dice on a melee attack right after moving
  teleport         a friendly creature is moved N zones toward the target (0 = to it)
  rouse            a creature summoned this round acts this round
  activated_buff   once a round, Melee +N until the end of the round on a living creature
  armor_token      once a round, pay N: an Armor +1 token on a living creature
  lullaby          Upkeep: d12 7+ Stun, else Daze on the bearer
  chain            the attack jumps to the other foe with 1 die fewer
  drain            our mage heals the damage the attack dealt
  spellbind_TYPE   a spell of that type from the book is bound to it: castable once a round
                   without being prepared, never discarded (L2376-2378)
  ki               an incantation gives the mage N Ki (Meditation): the Monk's own resource
  ki_channel       in the Channeling Phase, pay ki_channel_cost mana for N Ki (Ring of Ki)
  ki_meditate      the creature's full action gives N Ki when it has no attack (Oboko)
  ki_dice          the attack rolls N more dice for ki_cost Ki (Flying Side Kick)
"""

from __future__ import annotations

import re

_INT = re.compile(r"[+-]?\d+")
_TRAIT_N = re.compile(r"^(\w[\w ]*?) ([+-]?\d+)$")


def _int(text: str, default: int = 0) -> int:
    return int(text) if _INT.fullmatch(text or "") else default


def _dice(text: str) -> int:
    m = re.fullmatch(r"(\d+)d", text or "")
    return int(m.group(1)) if m else 0


# hidden enchantments revealed on something the goldfish's target never does
_REVEALED_BY_THE_FOE = ("enters_zone", "action_phase", "enemy_activates", "targeted", "casts_spell")


def read_tags(card, rows) -> dict[str, int]:
    """The tactical tags of one card (see the module docstring)."""
    from spellforge.sim.game.arena import arena_tags
    from spellforge.sim.cards.conditional import conditional_tags
    from spellforge.sim.game.discard import discard_tags

    tags: dict[str, int] = arena_tags(card, rows) or discard_tags(card, rows) or conditional_tags(card, rows)
    if tags:
        return tags  # movement, zones, walls (sim/game/arena.py); the discard pile (sim/game/discard.py)
    if any(e.kind == "reveal_trigger" and e.arg in _REVEALED_BY_THE_FOE for e in rows) \
            or any(e.kind == "heal" and e.target == "controller" and e.trigger == "upkeep" for e in rows):
        return tags  # it answers what the target never does, or heals by an amount the data does not give
    kinds = {(e.kind, e.mode, e.arg, e.target, e.trigger) for e in rows}
    reveal_on_attack = any(e.kind == "reveal_trigger" and e.arg == "attacked" for e in rows)
    tokens_self = {e.arg: _int(e.amount, 1) for e in rows if e.kind == "token" and e.mode == "add" and e.target == "self"
                   and e.trigger in ("", "cast", "summoned")}
    for e in rows:
        k, arg, tgt, trig, cond = e.kind, e.arg, e.target, e.trigger, e.conditions
        trait = _TRAIT_N.match(arg or "")
        ki_cost = re.fullmatch(r"(\d+) Ki", cond.get("pay", ""))
        if k == "gain_ki" and not trig and card.type == "Incantation":
            tags["ki"] = _int(e.amount)
        elif k == "gain_ki" and trig == "channeling":
            tags["ki_channel"], tags["ki_channel_cost"] = _int(e.amount), _int(cond.get("pay", ""))
        elif k == "gain_ki" and trig == "activated" and cond.get("action") == "full":
            tags["ki_meditate"] = _int(e.amount)
        elif k == "attack_bonus" and tgt == "self" and ki_cost and _int(e.amount) > 0:
            tags["ki_dice"], tags["ki_cost"] = _int(e.amount), int(ki_cost.group(1))
        elif k == "defense" and reveal_on_attack and e.duration == "one_use":
            tags["block"] = 1
        elif k == "redirect" and arg == "attack" and reveal_on_attack:
            tags["reverse"] = 1
        elif k == "counter" and arg == "attack" and trig == "attacked":
            if "token" in cond.get("pay", "") and tokens_self:
                tags["forcefield"] = max(tokens_self.values())
            elif cond.get("roll", "").endswith("+"):
                tags["counter_roll"] = _int(cond["roll"][:-1], 12)
        elif k == "grant_trait" and tgt == "bearer" and not trig:
            if arg == "Counterstrike":
                tags["counterstrike"] = 1
            elif arg == "Damage Barrier" and card.attacks:
                tags["barrier"] = 1
            elif arg == "Vampiric":
                tags["vampiric"] = 1
            elif arg == "Elusive":
                tags["elusive"] = 1
            elif arg == "Flying":
                tags["flying"] = 1
            elif arg == "Fast":
                tags["fast"] = 1
            elif trait and trait.group(1) == "Charge":
                tags["charge"] = int(trait.group(2))
            elif trait and trait.group(1) == "Aegis":
                tags["aegis"] = int(trait.group(2))
        elif k == "static_modifier" and arg == "critical_damage" and trig == "attacked" and _int(e.amount) < 0:
            tags["crit_to_normal"] = -_int(e.amount)
        elif k == "aura" and trait and trait.group(1) == "Aegis" and cond.get("living") == "yes":
            tags["aura_aegis"] = int(trait.group(2))
        elif k == "aura" and trait and trait.group(1) == "Regenerate" and tgt == "zone_friends":
            tags["aura_regen"] = int(trait.group(2))
        elif k == "heal" and tgt == "bearer" and trig == "reveal" and _dice(e.amount):
            tags["reveal_heal"] = _dice(e.amount)
        elif k == "heal" and tgt == "zone_friends" and trig == "upkeep" and _int(e.amount):
            tags["upkeep_heal"] = _int(e.amount)
        elif k == "attack_bonus" and tgt == "bearer" and _int(e.amount) < 0 and e.duration == "attached":
            tags["weaken"] = -_int(e.amount)
        elif k == "attack_bonus" and tgt == "attacker" and "attacking this creature" in cond.get("state", ""):
            tags["marked"] = _int(e.amount, 1)
        elif k == "damage" and trig == "upkeep" and e.amount == "X" and tgt in ("bearer", "target_creature"):
            growing = ("token", "add", next(iter(tokens_self), ""), "self", "upkeep") in kinds or any(
                r.kind == "token" and r.trigger == "upkeep" and r.target == "self" for r in rows) or card.type == "Conjuration"
            tags["dot_growing" if growing else "dot_enchant"] = 1
        elif k == "damage" and trig == "upkeep" and tgt == "zone_creatures" and cond.get("living") == "yes" \
                and card.type == "Conjuration":  # a creature's (Malacoda) hurts only the zone it walks to: not played
            tags["zone_dot"] = _int(e.amount)
        elif k == "damage" and trig == "upkeep" and tgt == "all_creatures" and "curse" in cond.get("has_condition", ""):
            tags["curse_dot"] = _int(cond.get("pay", "1"), 1)
        elif k == "condition" and e.mode == "add" and arg == "Burn" and trig in ("round_end", "action_phase") and "pay" in cond:
            tags["torment_burn"] = _int(cond["pay"], 2)
        elif k == "restrict" and arg == "lose_condition" and cond.get("has_condition") == "Burn":
            tags["keep_burn"] = _int(cond.get("pay", "1"), 1)
        elif k == "attack" and re.fullmatch(r"\d*X", e.amount or "") and ("condition", "remove", "Burn", "target", "") in kinds:
            tags["combustion"] = _int(e.amount[:-1], 1) if e.amount != "X" else 1
        elif k == "attack" and trig == "damages" and "another target" in cond.get("state", ""):
            tags["chain"] = 1
        elif k == "heal" and tgt == "controller" and e.amount == "X" and not trig:
            tags["drain"] = 1
        elif k == "grant_trait" and arg == "Incapacitated" and tgt == "target_creature":
            tags["incapacitate"] = 1
        elif k == "condition" and e.mode == "add" and arg == "Sleep" and not trig and tgt in ("target_creature", "zone_creatures"):
            tags["sleep"] = 1
        elif k == "move" and e.mode == "push" and tgt in ("target_creature", "zone_creatures"):
            tags["push"] = 1
        elif k == "condition" and e.mode == "add" and arg == "Slam" and tgt == "target_creature":
            tags["slam"] = 1
        elif k == "condition" and e.mode == "add" and arg == "Slam" and tgt == "zone_creatures" \
                and cond.get("roll", "").endswith("+"):
            tags["slam_roll"] = _int(cond["roll"][:-1], 12)  # each creature in the zone: d12 >= N
        elif k == "move" and e.mode == "place" and tgt == "target_creature":
            tags["banish"] = next((_int(r.amount, 1) for r in rows if r.kind == "token" and r.mode == "add"
                                   and r.target == "target_creature"), 1)  # its tokens: one goes each Upkeep
        elif k == "take_control" and tgt == "bearer":
            tags["control"] = 1
        elif k == "grant_trait" and tgt == "target_creature" and e.duration in ("end_of_round", "this_attack") and not trig:
            # this_attack: Sweeping/Whirling Strike give it to the one quick melee attack made with a full action
            if arg == "Elusive":
                tags["elusive_round"] = 1
            elif arg == "Sweeping":
                tags["sweeping_round"] = 1
            elif arg == "Fast":
                tags["fast"] = 1
            elif trait and trait.group(1) == "Charge":
                tags["charge"] = int(trait.group(2))
        elif k == "extra_action" and arg == "attack" and tgt == "target_creature":
            tags["extra_attack"] = 1
        elif k == "move" and e.mode == "teleport" and tgt == "target_creature" and not trig:
            tags["teleport"] = _int(e.amount, 0)
        elif k == "ready" and e.mode == "ready" and tgt == "target_creature":
            tags["rouse"] = 1
        elif k == "cast" and e.mode == "spellbind" and arg in ("attack", "incantation") and "printed" not in (e.note or ""):
            tags["spellbind_" + arg] = 1  # a spell of the book bound to it (the printed ones are text)
            if cond.get("subtype"):
                tags["spellbind_subtype_" + cond["subtype"]] = 1
        elif k == "grant_trait" and trig in ("activated", "friendly_action_phase") and trait and trait.group(1) == "Melee" \
                and cond.get("living") == "yes":
            tags["activated_buff"] = int(trait.group(2))
        elif k == "token" and trig == "activated" and arg == "Armor +1" and "pay" in cond:
            tags["armor_token"] = _int(cond["pay"], 2)
        elif k == "condition" and arg == "Stun" and tgt == "bearer" and trig == "upkeep" and cond.get("roll"):
            tags["lullaby"] = 1
    return tags


def x_cost(card, tags: dict[str, int]) -> str:
    """How an X cost is chosen, or "" when the engine does not choose it: "level" (X = the target's
    level: Rouse the Beast), "sleep" (level 1: 4, 2: 5, 3: 6, +2 a level beyond), "teleport" (3 a
    zone moved, at least 3) — from the card's printed cost rule."""
    if tags.get("defend"):
        return "guard_level"  # 1 / 2 / 3 by the creature's level
    if tags.get("reanimate"):
        from spellforge.sim.game.discard import x_rule_of

        return x_rule_of(tags)
    if tags.get("sink"):
        return "quicksand"  # 2X, X = the target's level
    if tags.get("rouse"):
        return "level"
    if tags.get("sleep") and card.type == "Incantation":
        return "sleep"
    if "teleport" in tags and card.type == "Incantation":
        return "teleport"
    return ""


def unmodelled_reason(card, rows) -> str:
    """Why a card the engine cannot apply does nothing in a goldfish game, as a reason code of
    spellforge.sim.game.model.REASONS ("" = no better reason than the caller's)."""
    if card.type == "Conjuration" and getattr(card, "type_variant", "") == "Wall":
        return "wall"
    for e in rows:
        k, arg, tgt, trig, cond = e.kind, e.arg, e.target, e.trigger, e.conditions
        if k == "cast" and e.mode == "spellbind" and "printed" in (e.note or ""):
            return "printed_spell"
        if k == "gain_mana" and trig == "destroyed":
            return "opponent_spells"  # pays off when the opponent's spell destroys it (Decoy)
        if k == "counter" and arg != "attack" or (k == "redirect" and arg == "spell") or (
                k == "reveal_trigger" and arg in ("targeted", "casts_spell")) or (k == "damage" and trig == "casts_spell"):
            return "opponent_spells"
        if (k == "destroy" and arg in ("enchantment", "equipment")) or tgt in ("target_enchantment", "target_equipment") \
                or (k == "restrict" and arg == "destroy"):
            return "opponent_objects"
        if k in ("lose_mana", "gain_mana") and (tgt in ("opponent", "target_mage", "bearer_controller", "attacker_controller") or "opponent" in cond.get("pay", "")) \
                or (k == "static_modifier" and arg == "channeling") or (k in ("grant_trait", "aura") and arg.startswith("Upkeep")) \
                or (k == "cast" and e.mode == "ability"):
            return "opponent_mana"
        if k == "reveal_trigger" and arg in ("enters_zone", "action_phase", "enemy_activates") or trig in ("moves", "enters_zone") \
                or (k == "restrict" and arg in ("move", "extra_move")):
            return "opponent_moves"
        if k == "return_card" and e.mode == "play" or (k == "token" and trig == "dies"):
            return "our_discard"
        if arg in ("Hindered", "Slow", "Obscured", "Unmovable") or (k == "restrict" and arg in ("enter_zone", "place")) \
                or (k == "summon" and tgt == "zone_objects") or (k == "static_modifier" and arg == "range"):
            return "terrain"
        if k == "restrict" and arg in ("attack", "target", "action") or k == "take_control" \
                or (k == "token" and arg in ("Hate", "Love")):
            return "control_choice"
        if k == "defense" and "ranged" in cond.get("attack", ""):
            return "no_effect_here"  # the dummy's attack is melee
        if k == "gain_mana" and e.amount == "X" or (k == "attack" and "pay" in cond and "X" in cond["pay"]):
            return "amount_unknown"
        if arg in ("Unavoidable", "Ethereal", "Finite Life", "Flying", "Light -2", "Defense +1") \
                or (k == "lose_trait" and arg == "Flying") or (k == "ignore"):
            return "no_effect_here"
    return ""
