"""Equipment whose effect is not a grant, an attack, a Defense, Regenerate, Spellbind or a discount,
both sides (docs/matchup.md), read from the goldfish's facts (sim/cards/tags.py, magic_tags.py):

* an **attack bonus by damage type** (`spell_bonus`: Dawnbreaker Ring's Light, Fireshaper Ring's
  Flame): +N dice on the attack spells its mage casts of that type, as the goldfish reads it
  (sim/game/combat.py); the AI casts the ring while at least RING_WORTH copies of such spells are
  left in its book;
* **Defense +1** (`defense_bonus`: Defense Ring): +1 on its mage's Defense rolls (the threshold one
  lower, never below 2, as the goldfish's opponent reads it); cast only by a mage that has a Defense;
* **Helm of Fear** (`counter_roll`): a melee attack on its mage by a living creature is cancelled
  on a d12 of N or more, counterstrikes excepted (its data: "except counterstrikes"); the attacker
  does not pick another target here (the card lets it);
* **Veteran's Belt** (`crit_to_normal`): up to N critical damage of each attack roll on its mage
  counts as normal damage (so Armor stops it), the dice rolled one by one as the goldfish's
  opponent does;
* **Moloch's Torment** (`curse_dot`): in each Upkeep its mage may pay N mana for each enemy piece
  that carries a curse of ours (a card of the Curse subtype, face down or up) to deal it 1 direct
  damage; the AI pays while it can, and wears it while curses are left in its book;
* **Wand of Healing** and **Dispel Wand** (`wand_heal`, `wand_dispel`): their once-a-round quick
  ability is played as a spell bound to the item (game.mage_turn's Spellbind loop): heal N dice on a
  living creature within 0-1 zones for its price (the heal's AI: a friend that lacks it), or a
  Dispel of a revealed enchantment within 0-1 zones for its casting and reveal cost (the Dispel's AI:
  the enemy's most expensive, at least 4); Wand of Healing's other choice (a condition removed) is
  not played;
* **Meditation Amulet** (`meditate`): its mage's full action gains N mana when the mage has nothing
  else to do with it (no spell cast, nothing to attack, no move toward a harmless opponent), as
  the goldfish's mage meditates;
* **Autonomous** items with an attack (Dancing Scimitar, the only one in the pool): the item is the
  attacker, not its mage (errata 003 L600): its attack is not the mage's, it is made once a round
  right after one of its side's activations (as a conjuration's, conjurers.conj_attacks) from its
  bearer's zone, with none of the bearer's bonuses (003 L618: not the Defense Ring's either); no
  counterstrike, Damage Barrier or Helm of Fear answers it (no creature to hit; not living), a
  revealed Reverse Attack only stops it (003 L602). The Scimitar attacks **or** uses its Defense in
  a round, not both (003 L599): the AI attacks when it has a target in reach, which spends the
  bearer's Defense for the round; once that Defense was rolled, it does not attack. It goes with
  the item (Dissolve, Steal Equipment: `gear(-1)`); its Upkeep is paid above;
* **Crown of Protection** (`armor_token`): its quick ability (pay N: an Armor +1 token on a living
  non-Mage creature within 0-1 zones) is a spell bound to the item, as a wand's (spells._token_pick);
* **Suppression Cloak** (`toll`): a creature's first melee attack on its bearer each round costs its
  controller N mana when declared (counterstrikes excepted); unpaid, no attack (pay_toll, tolls);
* **Adramelech's Torment** (`torment_burn`): at the end of its mage's action phase, N mana for a
  Burn on a creature with no Burn and a revealed curse of ours (torment_burn);
* **Ring of Tides** (`initiative:<type>`): its mage's attacks of that type roll N more dice while
  its side has the Initiative (tide_dice; its +2 on the effect roll is not played);
* **Psi-Orb** (`upkeepcut:<school>`): each Upkeep, 1 less upkeep for up to N different cards of its
  school the side controls, the costliest first (pay_upkeep, upkeep_cuts);
* **Bloodfire Helmet** (a `filtered_aura` against a burning object): its side's creatures of its
  subtypes (Demons) have Melee +N on a melee attack on an object with Burn (burn_bonus).

Part of MatchGame; the Piece and Side fields are in pieces.py.
"""

from __future__ import annotations

from spellforge.sim.game.spell_model import AttackProfile, SpellModel
from spellforge.sim.matchup.aim import expected_on, threat
from spellforge.sim.matchup.banish import banish_upkeep
from spellforge.sim.matchup.checks import per_model
from spellforge.sim.matchup.monolith import monolith_upkeep
from spellforge.sim.matchup.spells import left_in_book

RING_WORTH = 3  # copies left in the book of the attack spells a bonus ring serves, for it to be worth casting
PSI_WORTH = 2  # spells of its school whose upkeep we pay, for an upkeep cut (Psi-Orb) to be worth casting


_ABILITIES: dict[int, tuple] = {}


def wand_ability(item: SpellModel) -> SpellModel | None:
    """A wand's once-a-round quick ability as the spell the mage casts with it (its data: Wand of
    Healing heals N dice on a living creature within 0-1 zones for its price; Dispel Wand destroys a
    revealed enchantment within 0-1 zones for its casting and reveal cost, as a Dispel), or None.
    Made once per item model: the AI's caches hold models by identity."""
    return per_model(_ABILITIES, item, _ability_of)


def _ability_of(item: SpellModel) -> SpellModel | None:
    from dataclasses import replace

    t = item.tags
    common = dict(type="Incantation", quick=True, range_min=0, range_max=1, slots=(), slot_options=(),
                  spell_bonus=(), discounts=(), grants={}, attacks=())
    if t.get("wand_heal"):
        return replace(item, cost=t.get("wand_heal_cost", 0), heal_dice=t["wand_heal"], target="Living Creature",
                       tags={}, **common)
    if t.get("wand_dispel"):
        return replace(item, cost=0, x_rule="magic", tags={"dispel": 1}, target="Enchantment", **common)
    if t.get("plant_restore"):  # Mohktari's Branch: 1 condition off a Plant, its removal cost (support.py)
        return replace(item, cost=0, x_rule="magic", tags={"purify": 1, "plant_restore": t["plant_restore"]},
                       target="Plant Object", **common)
    if t.get("armor_token"):  # Crown of Protection: pay N, an Armor +1 token (spells.py)
        return replace(item, cost=t["armor_token"], tags={"armor_token": 1}, target="Living Non-Mage Creature",
                       **common)
    return None


class GearMixin:
    """Part of MatchGame."""

    def pay_upkeep(self, side) -> None:
        """The Upkeep's payments (000 L528-536): each creature's, item's (Dancing Scimitar's +1, as
        the goldfish pays it), Vine marker's and revealed enchantment's upkeep is paid or its
        object destroyed; Psi-Orb's cut comes off first (upkeep_cuts)."""
        if side.banished:
            banish_upkeep(self, side)  # its creatures out of the arena (banish.py)
        if side.conjs or self.sides[1 - side.idx].conjs:
            monolith_upkeep(self, side)  # Upkeep +N on its enchantments near a monolith (monolith.py)
        cut = self.upkeep_cuts(side) if side.upkeep_cut else None
        for c in [c for c in side.creatures if c.alive and c.upkeep]:
            due = c.upkeep - (cut.pop(c.card_id, 0) if cut else 0)
            if side.mana >= due:
                side.mana -= due
            else:
                c.removed = True
                self.log("upkeep_lost", side.idx, card=c.name)
                self.destroyed(c)
        for item in [e for e in side.equipment if e.upkeep]:
            due = item.upkeep - (cut.pop(item.card_id, 0) if cut else 0)
            if side.mana >= due:
                side.mana -= due
            else:
                self.lose_item(side, item)
                self.log("upkeep_lost", side.idx, card=item.name)
        self.pay_vines(side)
        for p in [p for s in self.sides for p in s.pieces() if p.enchantments]:  # (most pieces have none)
            for e in [e for e in p.enchantments if e.owner == side.idx and e.revealed and self.upkeep_of(e)]:
                due = self.upkeep_of(e) - (cut.pop(e.spell.card_id, 0) if cut else 0)
                if side.mana >= due:
                    side.mana -= due
                else:
                    self.log("upkeep_lost", side.idx, card=e.spell.name)
                    self.destroy_enchantment(e, quiet=True)

    def upkeep_cuts(self, side) -> dict[str, int]:
        """Psi-Orb: card id → upkeep paid less this Upkeep, for up to N different spells of its
        school that the side controls, the costliest first (the goldfish's reading,
        sim/cards/conditional.upkeep_cuts: "different" spells are different cards)."""
        due, models = self._upkeep_due(side)
        cuts: dict[str, int] = {}
        for school, n, most in side.upkeep_cut:
            chosen = [cid for cid in sorted(due, key=lambda c: (-due[c], c)) if school in models[cid].schools][:most]
            for cid in chosen:
                cuts[cid] = min(due[cid], cuts.get(cid, 0) + n)
        return cuts

    def _upkeep_due(self, side) -> tuple[dict[str, int], dict]:
        """(card id → the upkeep its objects of the side pay, card id → its model)."""
        models = {**self.sides[1 - side.idx]._by_id, **side._by_id}  # a controlled creature may be the enemy's
        due: dict[str, int] = {}
        for c in side.creatures:
            if c.alive and c.upkeep and c.card_id in models:
                due[c.card_id] = max(due.get(c.card_id, 0), c.upkeep)
        for item in side.equipment:
            if item.upkeep:
                due[item.card_id] = max(due.get(item.card_id, 0), item.upkeep)
        for p in [p for s in self.sides for p in s.pieces() if p.enchantments]:
            for e in p.enchantments:
                if e.owner == side.idx and e.revealed and self.upkeep_of(e):
                    models.setdefault(e.spell.card_id, e.spell)
                    due[e.spell.card_id] = max(due.get(e.spell.card_id, 0), self.upkeep_of(e))
        for item in side.equipment:
            models.setdefault(item.card_id, item)
        return due, models

    def gear(self, side, spell: SpellModel, sign: int) -> None:
        """The item comes into play (sign 1) or goes (-1): _equip's seam."""
        mage, tags = side.mage, spell.tags
        if spell.spell_bonus:
            if sign > 0:
                side.spell_bonus.extend(spell.spell_bonus)
            else:
                for bonus in spell.spell_bonus:
                    side.spell_bonus.remove(bonus)
        mage.defense_bonus += sign * tags.get("defense_bonus", 0)
        if tags.get("counter_roll"):
            mage.fear = tags["counter_roll"] if sign > 0 else 0
        if tags.get("crit_to_normal"):
            mage.crit_soak = tags["crit_to_normal"] if sign > 0 else 0
        if tags.get("toll"):
            mage.toll = tags["toll"] if sign > 0 else 0
        for key, n, subtypes, _living, vs_burn in spell.filtered_aura if spell.type == "Equipment" else ():
            if vs_burn and key == "Melee":  # Bloodfire Helmet: (subtypes, N) while attacking a burning object
                (side.burn_melee.append if sign > 0 else side.burn_melee.remove)((subtypes, n))
        side.meditate += sign * tags.get("meditate", 0)
        side.moloch += sign * tags.get("curse_dot", 0)
        side.torment += sign * tags.get("torment_burn", 0)
        for key, n in tags.items():
            if key.startswith("initiative:"):  # Ring of Tides: (damage type, dice) while its side has the Initiative
                (side.tides.append if sign > 0 else side.tides.remove)((key.partition(":")[2], n))
            elif key.startswith("upkeepcut:"):  # Psi-Orb: (school, less upkeep, for at most this many spells)
                (side.upkeep_cut.append if sign > 0 else side.upkeep_cut.remove)(
                    (key.partition(":")[2], n, tags.get("upkeep_max", 99)))
        ability = wand_ability(spell) if tags.get("wand_heal") or tags.get("wand_dispel") or tags.get("armor_token") \
            or tags.get("plant_restore") else None
        if ability is not None:  # used as a bound spell is: as if prepared, once a round (game.mage_turn)
            side.bound = [*side.bound, (spell, ability)] if sign > 0 else [(i, b) for i, b in side.bound if i is not spell]
        if spell.autonomous and spell.attacks:  # it attacks by itself (auto_attacks), not as its mage's weapon
            (side.autonomous.append if sign > 0 else side.autonomous.remove)(spell)
        if side.moloch:
            self.upkeep_curses = True  # fight.conditions_upkeep asks spells.curses_upkeep from now on

    def gear_worth(self, side, spell: SpellModel) -> bool:
        """Whether the AI casts the item now (cost_of's seam): a bonus ring with enough attack
        spells of its types left in the book, a Defense +1 for a mage that has a Defense."""
        if spell.filtered_aura and any(f[4] for f in spell.filtered_aura):
            return self._burn_aura_worth(side, spell)
        if not spell.spell_bonus and not spell.tags:
            return True
        tides = {k.partition(":")[2] for k in spell.tags if k.startswith("initiative:")}
        if spell.spell_bonus or tides:
            types = {t for ts, _ in spell.spell_bonus for t in ts} | tides
            left = sum(n for cid, n in side.library.items() for a in side._by_id[cid].attacks[:1]
                       if a.damage_type in types)
            if left < RING_WORTH:
                return False
        if spell.tags.get("plant_restore"):  # Mohktari's Branch: once a Plant of ours within reach needs it
            return self.purify_target(side, wand_ability(spell)) is not None
        if spell.tags.get("curse_dot") and not left_in_book(side, "curses", lambda s: "Curse" in s.subtypes):
            return False  # Moloch's Torment: no curse left to cast
        if spell.tags.get("torment_burn") and not any(
                e.owner == side.idx and e.revealed and "Curse" in e.spell.subtypes
                for p in self.enemies(side) for e in p.enchantments):
            return False  # Adramelech's Torment: once a revealed curse of ours is on an enemy (its only targets)
        cut = [k.partition(":")[2] for k in spell.tags if k.startswith("upkeepcut:")]
        if cut:  # Psi-Orb: while its school's upkeep is paid on PSI_WORTH spells
            due, models = self._upkeep_due(side)
            if sum(1 for cid in due if set(cut) & set(models[cid].schools)) < PSI_WORTH:
                return False
        return not spell.tags.get("defense_bonus") or bool(side.mage.defense)

    def _burn_aura_worth(self, side, spell: SpellModel) -> bool:
        """Bloodfire Helmet: worn while creatures of its subtypes are ours or left in the book."""
        subtypes = {s for f in spell.filtered_aura for s in f[2]}
        if not subtypes or any(subtypes & set(p.subtypes) for p in side.creatures):
            return True
        return left_in_book(side, "aura:" + ",".join(sorted(subtypes)),
                            lambda s: s.type == "Creature" and bool(subtypes & set(s.subtypes)))

    def spell_dice(self, side, attacker, profile: AttackProfile) -> int:
        """The dice its mage's items add to an attack spell of the mage (Dawnbreaker, Fireshaper)."""
        if attacker is not side.mage or not side.spell_bonus:
            return 0
        return sum(n for types, n in side.spell_bonus if profile.damage_type in types)

    def burn_bonus(self, side: int, attacker) -> int:
        """Bloodfire Helmet: Melee +N for its side's creatures of its subtypes (Demons) on a melee
        attack on an object with a Burn condition (the caller checks the Burn)."""
        return sum(n for subtypes, n in self.sides[side].burn_melee
                   if not subtypes or set(subtypes) & set(attacker.subtypes))

    def tide_dice(self, side: int, profile: AttackProfile) -> int:
        """Ring of Tides: its mage's attacks of its damage type roll N more dice while its side has
        the Initiative (the round's first player, game.play_round); its +2 on the effect roll is not
        played (nor by the goldfish)."""
        if (self.first if self.round % 2 else 1 - self.first) != side:
            return 0
        return sum(n for t, n in self.sides[side].tides if profile.damage_type == t)

    def fear_stops(self, attacker, target) -> bool:
        """Helm of Fear: a living attacker's melee attack on its bearer is cancelled on d12 >= N."""
        if attacker is None or not attacker.living:
            return False
        roll = self.d12()
        if self._log is not None:
            helm = next(s for s in self.sides[target.side].equipment if s.tags.get("counter_roll"))
            self.log("fear", target.side, card=helm.name, bearer=target.name, attacker=attacker.name, roll=roll,
                     need=target.fear, ok=roll >= target.fear)
        return roll >= target.fear

    def tolls(self, attacker, target) -> bool:
        """Whether the attacker may make a melee attack on the Suppression Cloak's bearer: paid
        already this round, or its controller has the toll's mana (melee_targets' seam)."""
        return attacker.tolled == self.round or attacker.conj is not None or self.sides[attacker.side].mana >= target.toll

    def pay_toll(self, attacker, target) -> bool:
        """Suppression Cloak: a creature's first melee attack on its bearer each round costs its
        controller N mana in the Declare Attack Step (counterstrikes excepted, by the caller);
        False when it cannot pay (the attack is not made). A conjuration is no creature: no toll."""
        if attacker.tolled == self.round or attacker.conj is not None:
            return True
        side = self.sides[attacker.side]
        if side.mana < target.toll:
            return False
        side.mana -= target.toll
        attacker.tolled = self.round
        return True

    def torment_burn(self, side) -> None:
        """Adramelech's Torment, at the end of its mage's action phase: pay N for a Burn on a
        creature with no Burn and a revealed curse of ours attached; the AI's choice: the enemy
        mage first, else the enemy creature that threatens most, never with mana kept for hidden
        Blocks."""
        if side.mana - side.hidden_reserve() < side.torment or not side.mage.alive:
            return
        cursed = [p for p in self.enemies(side) if p.alive and p.conj is None and not p.burn and any(
            e.owner == side.idx and e.revealed and "Curse" in e.spell.subtypes for e in p.enchantments)]
        if cursed:
            target = max(cursed, key=lambda p: (p.is_mage, threat(p), p.name))
            side.mana -= side.torment
            target.burn += 1
            side.cast[next(s.card_id for s in side.equipment if s.tags.get("torment_burn"))] += 1  # the report counts uses

    def meditates(self, side) -> bool:
        """The mage's unused full action gains mana (Meditation Amulet); never instead of an advance
        on a harmless opponent (approach.py)."""
        from spellforge.sim.matchup.approach import advance_zone

        if not side.meditate or advance_zone(self, side) is not None:
            return False
        side.mana += side.meditate
        self.record.gained[side.idx] += side.meditate
        if self._log is not None:
            amulet = next(s for s in side.equipment if s.tags.get("meditate"))
            self.log("meditate", side.idx, card=amulet.name, piece=side.mage.name, mana=side.meditate)
        return True

    def auto_attacks(self, side) -> None:
        """After a friendly activation: each Autonomous item that has not attacked this round makes
        its attack from its bearer's zone on a target in reach (the Dancing Scimitar)."""
        mage = side.mage
        for item in side.autonomous:
            if id(item) in self._acted or not mage.alive or not self.sides[1 - side.idx].mage.alive:
                continue
            if item.defense and mage.defense_round == self.round:
                continue  # its Defense was used this round: attack or Defense, not both (003 L599)
            choice = self._auto_choice(side, item)
            if choice is None:
                continue
            profile, target = choice
            self._acted.add(id(item))
            if item.defense:
                mage.defense_round = self.round  # the bearer's Defense (the item's) is spent for the round
            self.attack(None, side.idx, item.name, profile, target)
            if profile.kind == "melee":
                target.guard = False  # a melee-attacked guard loses its marker (L1509)
            if self.mage_down:
                return

    def _auto_choice(self, side, item: SpellModel):
        """(profile, target) of an Autonomous item's best attack from its bearer's zone, or None:
        a melee one on a piece there (enemy guards first, none that flies), as the AI chooses."""
        zone, best, score = side.mage.zone, None, -1.0
        for a in item.attacks:
            if a.kind == "melee" and a.range_max == 0:
                here = [p for p in self.enemies(side) if p.zone == zone and not p.flying]
                guards = [p for p in here if p.guard and not p.stun and not p.sleep and not p.restrained]  # L1600
                cands = guards or here
            else:
                cands = self.ranged_candidates(side, zone, a)
            target = self.choose_target(side, None, a, cands)
            if target is None:
                continue
            value = expected_on(a, target) * (3 if target.is_mage else 1)
            if value > score:
                best, score = (a, target), value
        return best
