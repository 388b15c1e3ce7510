"""Effects that depend on what else is in play or on the round (card effects data, never card
names). Part of Game.

* kinship — while we control a creature of a subtype, our mage gains a trait (Animal Kinship:
  Canine → Melee +1, Reptile → Armor +1, Cat → Elusive; Tough and Climbing change nothing here);
* initiative — while we have the Initiative, our mage's attacks of a damage type roll more dice
  (Ring of Tides: Hydro +1; its +2 on the effect roll is left out). Round 1's initiative is a roll
  (L432, a coin flip per game here), then it passes every round (L472-478);
* carnage — when a friendly creature of a subtype damages an enemy, 1 mana goes onto a friendly
  spawnpoint or familiar, once a round per creature (Altar of Carnage);
* flank — a creature of a subtype gains +N dice and Piercing +N on its next melee attack when
  another friendly creature of that subtype damaged the defender this round (Flank Attack): cast
  on our last ready Soldier in the attack order when another one attacks before it, the bonus
  counts only if the defender was damaged by then;
* upkeep cut — each Upkeep we pay N less for up to M different spells of a school we control
  (Psi-Orb: 1 less for up to 3 Mind spells; the engine pays the Upkeep of creatures,
  conjurations and Force Hold);
* frenzy — until the end of the round our creatures of a subtype are Fast, not Slow and
  Bloodthirsty +N (Zombie Frenzy): cast when the dice it adds (a creature that reaches the target
  only with it, N more on a damaged target) are at least half its cost;
* defend — a Guard marker on our creature the dummy is about to attack: a guard counterstrikes a
  melee attack on it (rules digest §5.7), here with its best melee attack, once, before its next
  action phase; X = 1 for a level 1-2 creature, 2 for level 3-4, 3 beyond (Defend's printed table).
"""

from __future__ import annotations

import random
import re

from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.game.objects import Unit

_KIN_FIELDS = {"Melee": "melee", "Armor": "armor", "Elusive": "elusive"}


def _frenzy(rows, subtype: str) -> bool:
    """Whether every creature of the subtype also gains Fast and loses Slow until the end of the round."""
    said = {(r.kind, r.arg) for r in rows if r.target == "all_creatures" and r.duration == "end_of_round"
            and r.conditions.get("subtype") == subtype}
    return {("grant_trait", "Fast"), ("lose_trait", "Slow")} <= said


def conditional_tags(card, rows) -> dict[str, int]:
    tags: dict[str, int] = {}
    for e in rows:
        k, arg, tgt, cond = e.kind, e.arg, e.target, e.conditions
        kin = re.fullmatch(r"while you control an? (\w+)", cond.get("state", ""))  # Animal Kinship: a Canine
        if k == "grant_trait" and tgt == "controller" and kin and not e.trigger:
            name, _, n = arg.partition(" ")
            if name in _KIN_FIELDS:
                tags[f"kin:{kin.group(1).capitalize()}:{name}"] = int(n) if n.lstrip("+-").isdigit() else 1
        elif k == "attack_bonus" and tgt == "bearer" and "Initiative" in cond.get("state", "") and cond.get("damage_type"):
            tags[f"initiative:{cond['damage_type']}"] = int(e.amount or 1)
        elif k == "gain_mana" and e.trigger in ("damages", "friendly_damages") and cond.get("subtype") and tgt in ("friendly_objects", ""):
            tags[f"carnage:{cond['subtype']}"] = int(e.amount or 1)
        elif (k == "attack_bonus" or k == "grant_trait" and arg.startswith("Melee +")) and tgt == "target_creature" \
                and e.duration.startswith("next_attack") and "another friendly" in cond.get("state", "") \
                and card.subtypes and card.type == "Incantation":
            subtype = next((r.conditions.get("subtype") for r in rows if r.conditions.get("subtype")), "")
            if subtype:  # "Melee +2" as printed is +2 attack dice on a melee attack (Flank Attack)
                tags[f"flank:{subtype}"] = int(e.amount or 1) if k == "attack_bonus" else int(arg.split("+")[1])
        elif k == "grant_trait" and arg.startswith("Bloodthirsty +") and tgt == "all_creatures" \
                and e.duration == "end_of_round" and cond.get("subtype") and card.type == "Incantation" \
                and _frenzy(rows, cond["subtype"]):
            tags[f"frenzy:{cond['subtype']}"] = int(arg.split("+")[1])
        elif k == "condition" and e.mode == "add" and arg == "Guard" and tgt == "target_creature":
            tags["defend"] = 1
        elif k == "static_modifier" and arg == "upkeep" and tgt == "controller" and _neg(e.amount) \
                and cond.get("school"):
            tags[f"upkeepcut:{cond['school']}"] = _neg(e.amount)
            tags["upkeep_max"] = int(cond.get("max", "99"))
    if tags:
        tags["conditional"] = 1
    return tags


def _neg(amount: str) -> int:
    """N of an amount "-N", else 0."""
    return int(amount[1:]) if amount and amount[0] == "-" and amount[1:].isdigit() else 0


def trig_is(e, trigger: str) -> bool:
    return e.trigger == trigger


def frenzied(piece, n: int, round_buffs: list, thirst: str) -> None:
    """Zombie Frenzy on one creature (the goldfish's Unit or the matchup's Piece): Fast, not Slow,
    Bloodthirsty +N (its `thirst` field) until the round's end, each change kept in `round_buffs`
    as (piece, field, change) to be undone then."""
    if not piece.fast:
        piece.fast = True
        round_buffs.append((piece, "fast", 1))
    if piece.slow:
        piece.slow = False
        round_buffs.append((piece, "slow", -1))
    setattr(piece, thirst, getattr(piece, thirst) + n)
    round_buffs.append((piece, thirst, n))

class ConditionalMixin:
    """Part of Game (spellforge.sim.game.engine)."""

    def _init_conditional(self) -> None:
        self.kinship: list[tuple[str, str, int]] = []  # (subtype, trait, n)
        self.kin_applied: dict[str, int] = {}
        self.initiative_bonus: list[tuple[str, int]] = []
        self.carnage: list[tuple[str, int]] = []
        self.carnage_used: set[int] = set()
        self.flank: dict[int, tuple[str, int, int]] = {}  # id of our creature -> (subtype, bonus, round)
        self.subtype_hit: set[str] = set()  # subtypes of ours that damaged the target this round
        self.upkeep_cut: list[tuple[str, int, int]] = []  # (school, less, how many spells)
        self.upkeep_cut_by: list[str] = []  # the cards that cut it, for the log (Psi-Orb)
        self.guards: list[tuple[Unit, int]] = []  # our creatures with a Guard marker (Defend), since
        self.conditional_on = False
        self._first_initiative: bool | None = None

    def has_initiative(self) -> bool:
        if self._first_initiative is None:  # round 1's roll (L432), drawn only when asked
            forced = getattr(self.config.opponent, "initiative", "roll")
            self._first_initiative = forced == "ours" if forced != "roll" else \
                random.Random(f"{self.seed}:initiative").random() < 0.5
        return (self.round % 2 == 1) == self._first_initiative

    def conditional_castable(self, spell: SpellModel) -> bool:
        keys = [k.split(":") for k in spell.tags if ":" in k]
        for kind, subtype, *rest in keys:
            if kind == "kin" and any(subtype in u.subtypes for u in self.creatures if u.alive) \
                    and (rest[0] != "Armor" or self._dummy()):
                return True
            if kind == "initiative" and any(a.damage_type == subtype for s in self.book.spells
                                            if self.available(s) > 0 for a in s.attacks):
                return True
            if kind == "carnage" and (self.spawnpoints or self.familiars) \
                    and any(subtype in u.subtypes for u in self.creatures if u.alive):
                return True
            if kind == "flank":
                return self._flanker(subtype) is not None
            if kind == "frenzy":
                return self._frenzy_gain(subtype, spell.tags[f"frenzy:{subtype}"]) >= spell.cost / 2
            if kind == "upkeepcut":
                held = {cid for cid, _cost, _obj in self.upkeepers} | {e[0].card_id for e in self.dummy_held + self.guard_held
                                                                      if e[1]}
                return any(subtype in self.models[c].schools for c in held if c in self.models)
        if spell.tags.get("defend"):
            return self._defended() is not None
        return False

    def conditional_attach(self, spell: SpellModel) -> None:
        self.conditional_on = True
        for key, n in spell.tags.items():
            if ":" not in key:
                continue
            kind, subtype, *rest = key.split(":")
            if kind == "kin":
                self.kinship.append((subtype, rest[0], n))
            elif kind == "initiative":
                self.initiative_bonus.append((subtype, n))
            elif kind == "carnage":
                self.carnage.append((subtype, n))
            elif kind == "upkeepcut":
                self.upkeep_cut.append((subtype, n, spell.tags.get("upkeep_max", 99)))
                self.upkeep_cut_by.append(spell.card_id)
        self.conditional_round()

    def conditional_round(self) -> None:
        """Before the action stage: the mage's traits from the creatures we control now."""
        self.carnage_used.clear()
        self.subtype_hit.clear()
        for unit, since in self.guards:  # a guard marker goes when its creature next activates
            if since < self.round and unit.counterstrike is not None and unit.counterstrike.tags.get("defend"):
                unit.counterstrike = None
        self.guards = [(u, since) for u, since in self.guards if since == self.round]
        mage = self.mage
        for subtype, trait, n in self.kinship:
            key = f"{subtype}:{trait}"
            want = n if any(subtype in u.subtypes for u in self.creatures if u.alive) else 0
            have = self.kin_applied.get(key, 0)
            if want != have:
                field_name = _KIN_FIELDS[trait]
                if trait == "Elusive":
                    mage.elusive = bool(want)
                else:
                    setattr(mage, field_name, getattr(mage, field_name) - have + want)
                self.kin_applied[key] = want
                mage.changed()

    def _flanker(self, subtype: str) -> Unit | None:
        """Our last ready creature of the subtype with a melee attack in reach, if another one
        attacks before it this round."""
        r = self.round
        ready = [u for u in self.creatures if u.alive and u.ready_round <= r and subtype in u.subtypes
                 and id(u) not in self.flank and any(a.kind == "melee" for a in u.attacks)
                 and (self.distance is None or u.dist <= 1)]
        return ready[-1] if len(ready) >= 2 else None

    def _frenzy_gain(self, subtype: str, n: int) -> float:
        """What a Zombie Frenzy adds this round to our ready creatures of the subtype: the dice of the
        melee attack of one that reaches the target only with it (Fast: 2 zones; one Slow beside it),
        N dice on one that attacks a damaged target (Bloodthirsty)."""
        if self.distance is None:
            return 0.0
        gain = 0.0
        for u in self.creatures:
            melee = max((a.dice for a in u.attacks if a.kind == "melee"), default=0)
            if not u.alive or u.ready_round > self.round or subtype not in u.subtypes or not melee or u.rooted:
                continue
            if u.dist == 0:
                gain += n if self.target.damage > 0 else 0
            elif u.dist == 2 and not u.fast or u.dist == 1 and u.slow:
                gain += melee + (n if self.target.damage > 0 else 0)
        return gain

    def _frenzy(self, subtype: str, n: int) -> None:
        """Zombie Frenzy: our creatures of the subtype are Fast, not Slow and Bloodthirsty +N this round."""
        for u in self.creatures:
            if not u.alive or subtype not in u.subtypes:
                continue
            frenzied(u, n, self._round_buffs, "bloodthirsty")
            u.changed()
        self.conditional_on = True

    def _defended(self) -> Unit | None:
        """Our creature the dummy attacks this round, if it has a melee attack and no counterstrike."""
        if not self._dummy():
            return None
        victim = self._dummy_victim(peek=False)
        if victim is None or victim.is_mage or victim.counterstrike is not None:
            return None
        return victim if any(a.kind == "melee" for a in victim.attacks) else None

    def defend_cost(self) -> int:
        unit = self._defended()
        level = unit.level if unit is not None else 1
        return 1 if level <= 2 else 2 if level <= 4 else 3

    def conditional_resolve(self, spell: SpellModel) -> None:
        if spell.tags.get("defend"):
            unit = self._defended()
            if unit is not None:
                unit.counterstrike = spell  # the guard's counterstrike (sim/opponent/attack.py)
                self.guards.append((unit, self.round))
                self.conditional_on = True
            return
        for key, n in spell.tags.items():
            if key.startswith("frenzy:"):
                self._frenzy(key.split(":")[1], n)
            if key.startswith("flank:"):
                subtype = key.split(":")[1]
                unit = self._flanker(subtype)
                if unit is not None:
                    self.flank[id(unit)] = (subtype, n, self.round)
                    self.conditional_on = True

    def flank_bonus(self, unit: Unit, attack) -> tuple[int, int]:
        """(dice, piercing) of a Flank Attack on this melee attack, used up with it."""
        subtype, n, round_ = self.flank.get(id(unit), ("", 0, 0))
        if round_ != self.round:
            self.flank.pop(id(unit), None)  # it lasted the round it was cast in
            return 0, 0
        if attack.kind != "melee" or subtype not in self.subtype_hit:
            return 0, 0
        del self.flank[id(unit)]
        return n, n

    def upkeep_cuts(self) -> dict[str, int]:
        """Card id -> mana less to pay this Upkeep, for up to M different spells of the school."""
        cuts: dict[str, int] = {}
        paid = [cid for cid, _cost, _obj in self.upkeepers] + [e[0].card_id for e in self.dummy_held + self.guard_held
                                                              if e[1]]
        for school, n, most in self.upkeep_cut:
            chosen = []
            for cid in sorted(set(paid), key=lambda c: -self.models[c].upkeep if c in self.models else 0):
                if len(chosen) < most and cid in self.models and school in self.models[cid].schools:
                    chosen.append(cid)
                    cuts[cid] = cuts.get(cid, 0) + n
        return cuts

    def initiative_dice(self, damage_type: str) -> int:
        if not self.initiative_bonus or not self.has_initiative():
            return 0
        return sum(n for t, n in self.initiative_bonus if t == damage_type)

    def carnage_hit(self, unit: Unit) -> None:
        """A friendly creature damaged an enemy: mana onto a spawnpoint or familiar, once a round."""
        if id(unit) in self.carnage_used:
            return
        n = sum(k for subtype, k in self.carnage if subtype in unit.subtypes)
        holder = next(iter(self.spawnpoints), None) or next((f for f in self.familiars if f.alive), None)
        if n and holder is not None:
            self.carnage_used.add(id(unit))
            holder.pool += n
