"""Incantations and enchantments the matchup plays beyond attacks, grants and the reactions
(docs/matchup.md), both sides, read from the goldfish's facts (sim/cards/magic_tags.py, tags.py,
sim/game/discard.py):

* **Purge Magic** (`purge`): every enchantment on the target creature, hidden or revealed, ours and
  theirs, is destroyed. The AI casts it on the piece within range where what goes is worth most to
  us — the enemy's enchantments on its own pieces (revealed: what was paid; hidden: HIDDEN_WORTH, as
  the AI does not read them) and the enemy's curses on ours, less our own enchantments lost with
  them — when that is at least PURGE_SHARE of the spell's cost;
* **Destroy Magic** (`zone_dispel`): every enchantment in the target zone, on whatever it is
  attached to, and the traps and wards laid on it (zones.py); the AI values a zone as Purge Magic
  values a piece;
* **Evade** (`elusive_round`): a creature gains Elusive until the end of the round (it ignores
  guards, L1561-1608). The AI gives it to a melee creature of ours, not yet active this round, in
  or next to the enemy mage's zone when an enemy creature that can guard stands there (a guard
  marker now, or one it may take);
* **Resurrection** (X = the creature's cost + its level) and **Animate Dead** (X = half its cost,
  rounded up; it comes back a Zombie: Nonliving, damage equal to its level): a Living creature card
  of the caster's discard pile — its destroyed creatures (L835) — comes back into the caster's
  zone, inactive this round (L612, L879). The AI brings back the one with the best attack on the
  enemy mage, when it can pay X;
* **Finite Life** (`finite_life`, Poisoned Blood): its bearer cannot heal or regenerate. The AI
  curses the enemy piece that would heal: one that regenerates or is Vampiric, else the enemy mage
  while the enemy's book holds a heal;
* **Steal Enchantment** (X = its casting and reveal cost, as a Dispel's): a revealed enchantment
  of the enemy's becomes ours and goes to a new legal target, the one our own copy would go to
  (ai.bearer_for: a curse on an enemy, a buff on a friend). The AI steals the enemy's most
  expensive one (at least REMOVAL_WORTH) that has such a new target;
* **Shift Enchantment** (X = 1 for a hidden enchantment, else its level): one of ours moves to a
  new legal target. The AI moves a face-down Block or Reverse Attack of ours from a piece no enemy
  can attack now to the friend the enemy threatens most (the goldfish's use of it);
* **Decoy** (`decoy`): a face-down enchantment its owner never reveals; when it is destroyed (a
  Seeking Dispel, a Purge Magic, its bearer destroyed) its owner gains N mana (the card's data).
  The AI puts one on its mage while the enemy's book holds a spell that goes for face-down
  enchantments (SEEKERS: Seeking Dispel, Purge Magic, Perfect Strike's choice of target);
* **Divine Intervention** (`escape`): face down; its owner reveals it (10 mana, kept for it as for a
  Block) in its Upkeep when its bearer is in melee with an enemy creature and has lost half its
  Life: the bearer is teleported to the zone farthest from the enemy's melee creatures, then from
  the enemy mage, with no enemy in it, and the enchantment is destroyed (the card's data);
* **Standard Bearer** (an enchantment whose aura gives Melee +1 and Armor +1 to friends of any
  subtype): its bearer's friends in its zone, the bearer excepted (the card's data), have Melee +1
  on their melee attacks and Armor +1. The AI enchants the Soldier with most friends beside it;
* **Arcane Corruption** (`dot_enchant`): in each Upkeep its bearer takes 1 damage per enchantment
  of the curse's controller attached to it, hidden or revealed, itself included (the card's data).
  The AI curses the enemy piece carrying most enchantments of ours, the mage first;
* **Force Orb** (`ranged_defense`): a Defense 8+ of its own against ranged attacks, once a round,
  whatever its bearer's conditions (the card's data), rolled before the bearer's other Defense. The
  AI puts it on its mage while the enemy has ranged attacks or attack spells;
* **Steal Equipment** (X = its casting cost, Armor Ward's too): the enemy mage's item, chosen as a
  Dissolve chooses, within 1 zone; the AI takes the card's "destroy it" choice (wearing it would
  need the item's Mage-only limits, which the compiled facts do not carry);
* **Unholy Resurgence**: each friendly Skeleton in the arena heals its own roll of 6 dice; the AI
  casts it when the Skeletons lack at least its cost in Life;
* **Rise Again** (`rise_again`): when its creature is destroyed, its caster may pay half the
  creature's cost (rounded up) to bring it back a Zombie, with damage equal to its level, in the
  zone where it was destroyed at the end of the round (errata 003 L525; the goldfish's reading,
  sim/game/discard.py). The AI puts it on its creature that threatens most;
* **Armor Ward** (`armor_ward`): the enemy pays N more to destroy its bearer's equipment (Dissolve,
  Explode: the goldfish's reading, magic_tags.py). The AI casts it on its mage while it wears an item
  worth removing (REMOVAL_WORTH) and the enemy's book still holds a Dissolve or an Explode;
* **Flank Attack** (`flank:<subtype>`, played.flank_of): its creature's next melee attack this round
  gains Melee +N and Piercing +N if its target was attacked and damaged by another friendly creature
  of the subtype this round (fight.attack remembers who damaged whom: Piece.struck). The AI casts
  it on the later of two of our Soldiers whose chosen melee attacks go to the same enemy, when it
  adds at least FLANK_SHARE of its cost in expected damage;
* **Whirling Strike** (`sweeping_round`): once this round, its creature's quick melee attack made
  with its full action also attacks up to 2 other targets in its zone, guards first, one strike each
  and no one-attack bonus (errata 003 L913-915, 000 L1606, L2593-2599). The AI casts it when those
  two attacks add at least WHIRL_SHARE of its cost in expected damage.

Part of MatchGame.
"""

from __future__ import annotations

from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.matchup.aim import fits, threat
from spellforge.sim.matchup.checks import per_key
from spellforge.sim.matchup.more_spells import handles, more_pick, more_play
from spellforge.sim.matchup.played import flank_of, spell_played

PURGE_SHARE = 2 / 3  # what Purge Magic removes must be worth this share of its cost
SEEKERS = ("seek_dispel", "purge", "unavoidable_round")  # the enemy spells a face-down Decoy draws
HIDDEN_WORTH = 4  # a face-down enchantment: its casting cost (2) and a reveal, as the AI guesses it
TOKEN_LIFE = 4  # Life a creature must have left for Crown of Protection's Armor token to be worth its mana
FLANK_SHARE = 1 / 2  # Flank Attack: the damage it adds must be at least this share of its cost
WHIRL_SHARE = 1 / 2  # Whirling Strike: its two more attacks must add at least this share of its cost in damage


_BOOKS: dict[tuple, tuple] = {}


def left_in_book(side, key: str, test) -> bool:
    """Whether a copy is left in side's book of a card that passes `test`: the cards are picked once
    per book and key (the AI asks this every Planning phase), the copies looked up each time."""
    k = (id(side.book), key)
    known = _BOOKS.get(k)
    picked = known[1] if known is not None else per_key(_BOOKS, k, (side.book,), 10_000, _picked, side.book, test)
    library = side.library
    return any(library.get(cid, 0) > 0 for cid in picked)


def _picked(book, test) -> tuple[str, ...]:
    return tuple(s.card_id for s in book.spells if test(s))


def _heals(spell: SpellModel) -> bool:
    t = spell.tags
    return bool(spell.heal_dice or spell.heal_flat or spell.regen or t.get("reveal_heal") or t.get("upkeep_heal")
                or t.get("drain") or t.get("aura_regen"))


class SpellsMixin:
    """Part of MatchGame."""

    plays = staticmethod(spell_played)  # _cast_incantation's seam

    # -- the AI's targets ---------------------------------------------------------------------------
    def spell_pick(self, side, spell: SpellModel, mage, reach: int):
        """spell_target's answer (target, X) for a spell of this module, or None."""
        from spellforge.sim.matchup.ai import REMOVAL_WORTH
        from spellforge.sim.matchup.pieces import distance

        tags = spell.tags
        if tags.get("zone_dispel"):  # Destroy Magic: the zone in range where it is worth most to us
            zones = {p.zone for p in self.sides[0].pieces() + self.sides[1].pieces() if p.enchantments} | {
                t.zone for t in self.things if t.spell.type == "Enchantment"}
            scored = [(self._magic_worth(side, z), z) for z in zones if distance(mage.zone, z) <= reach]
            best = max(scored, default=None)
            return (best[1], 0) if best is not None and best[0] >= PURGE_SHARE * spell.cost \
                and spell.cost <= side.mana else None
        if tags.get("purge"):
            best, worth = None, PURGE_SHARE * spell.cost
            for p in self.sides[0].pieces() + self.sides[1].pieces():
                if not p.enchantments or distance(mage.zone, p.zone) > reach or not fits(spell.target, p, p.side == side.idx) \
                        or p.invisible and p.side != side.idx:
                    continue  # an Invisible enemy cannot be targeted (invisible.py)
                value = sum((e.total_cost if e.revealed else HIDDEN_WORTH) * (1 if e.owner != side.idx else -1)
                            for e in p.enchantments)
                if value >= worth and spell.cost <= side.mana:
                    best, worth = p, value
            return (best, 0) if best is not None else None
        if tags.get("elusive_round"):
            if self._final_round == self.round:
                return None  # the final quickcast: our creatures have acted
            foe = self.sides[1 - side.idx].mage
            if not any(not p.is_mage and any(a.kind == "melee" for a in p.attacks) and not p.stun and not p.sleep
                       and p.zone == foe.zone for p in self.enemies(side)):
                return None  # nobody to guard the enemy mage
            friends = [p for p in side.creatures if p.ready_round <= self.round and id(p) not in self._acted
                       and not p.elusive and not p.stun and not p.sleep and distance(p.zone, foe.zone) <= 1
                       and fits(spell.target, p, True) and distance(mage.zone, p.zone) <= reach
                       and any(a.kind == "melee" for a in p.attacks) and (not foe.flying or p.flying)]
            return (max(friends, key=lambda p: (threat(p), p.name)), 0) if friends else None
        if tags.get("reanimate"):
            return self.returnable(side, spell)
        if flank_of(spell):
            return self._flank_pick(side, spell, mage, reach)
        if tags.get("sweeping_round"):
            return self._whirl_pick(side, spell, mage, reach)
        if tags.get("slam_roll"):
            return self.quake_pick(side, spell, mage, reach)  # Earthquake (zones.py)
        if handles(spell):  # Drain Power, Banish, Zombie Frenzy (more_spells.py)
            return more_pick(self, side, spell, mage, reach)
        if tags.get("steal_enchantment"):
            best = None
            for p in self.sides[0].pieces() + self.sides[1].pieces():
                if distance(mage.zone, p.zone) > reach or p.invisible:
                    continue  # the enemy's enchantments on it are Invisible too (003 L434)
                for e in p.enchantments:
                    cost = e.total_cost
                    if e.owner == side.idx or not e.revealed or e.spell.tags.get("control") \
                            or cost < REMOVAL_WORTH or cost > side.mana or best is not None and cost <= best[1]:
                        continue
                    to = self.bearer_for(side, e.spell)
                    if to is not None:
                        best = ((e, to), cost)
            return best
        if tags.get("shift"):
            return self._shift_pick(side, mage, reach)
        if tags.get("steal_equipment"):  # as a Dissolve chooses (ai.spell_target), within its range
            foe = self.sides[1 - side.idx]
            extra = self.ward(foe)
            items = [s for s in foe.equipment if s.cost >= REMOVAL_WORTH and s.cost + extra <= side.mana]
            if not items or distance(mage.zone, foe.mage.zone) > reach:
                return None
            item = max(items, key=lambda s: (s.cost, s.name))
            return (item, item.cost + extra)
        if tags.get("armor_token"):  # Crown of Protection: our creature the enemy's attacks reach, best first
            return self._token_pick(side, spell, mage, reach)
        if spell.heal_all:  # Unholy Resurgence: each friend of its subtypes heals its dice
            friends = self._resurgent(side, spell)
            worth = sum(min(p.damage, spell.heal_dice) for p in friends)  # about a Life a die (L1400)
            return (friends[0], 0) if friends and worth >= spell.cost else None
        return None

    def _token_pick(self, side, spell: SpellModel, mage, reach: int):
        """Crown of Protection's target: a living non-Mage friend within reach whose Life lasts
        and that an enemy creature stands within a zone of (a token is worth its mana on a creature
        about to take attacks), the nearest such, then the best attacker; never the mana kept for
        hidden Blocks, never its mage's full action (its quick action only: the action attacks)."""
        from spellforge.sim.matchup.pieces import distance

        if side.quick_used or spell.cost > side.mana - side.hidden_reserve():
            return None
        foes = [e for e in self.enemies(side) if e.attacks and not e.is_mage and e.conj is None]
        friends = [p for p in side.creatures if p.alive and p.left >= TOKEN_LIFE and fits(spell.target, p, True)
                   and distance(mage.zone, p.zone) <= reach and any(distance(p.zone, e.zone) <= 1 for e in foes)]
        if not friends:
            return None
        near = min(friends, key=lambda p: (min(distance(p.zone, e.zone) for e in foes), -threat(p), p.name))
        return near, 0

    def _resurgent(self, side, spell: SpellModel) -> list:
        return [p for p in side.pieces() if p.damage and not p.finite and set(spell.heal_subtypes) & set(p.subtypes)]

    def _reached_by(self, side, piece) -> float:
        """Expected damage a round the enemy's pieces could deal the piece from where they stand."""
        from spellforge.sim.matchup.pieces import distance

        return sum(threat(e, piece.armor_now()) for e in self.sides[1 - side.idx].pieces()  # the Invisible too
                   if any(a.reaches(distance(e.zone, piece.zone)) if a.kind != "melee" or a.range_max
                          else e.zone == piece.zone for a in e.attacks))

    def _shift_pick(self, side, mage, reach: int):
        from spellforge.sim.matchup.pieces import distance

        friends = [p for p in side.pieces() if distance(mage.zone, p.zone) <= reach]
        safe = [(e, p) for p in friends if not self._reached_by(side, p) for e in p.enchantments
                if e.owner == side.idx and not e.revealed and (e.spell.tags.get("block") or e.spell.tags.get("reverse"))]
        if not safe or side.mana < 1:
            return None
        e, _ = safe[0]
        to = [p for p in friends if fits(e.spell.target, p, True) and not p.hidden("block") and not p.hidden("reverse")]
        best = max(to, key=lambda p: (self._reached_by(side, p), p.is_mage, p.name), default=None)
        if best is None or not self._reached_by(side, best):
            return None
        return ((e, best), 1)  # X = 1 for a hidden enchantment

    def _magic_worth(self, side, zone) -> float:
        """What destroying every enchantment in the zone is worth to side (as Purge Magic's)."""
        worth = 0.0
        for p in self.sides[0].pieces() + self.sides[1].pieces():
            if p.zone == zone:
                worth += sum((e.total_cost if e.revealed else HIDDEN_WORTH) * (1 if e.owner != side.idx else -1)
                             for e in p.enchantments)
        for t in self.things:
            if t.zone == zone and t.spell.type == "Enchantment":
                worth += (t.spell.cost + t.spell.reveal_cost if t.revealed else HIDDEN_WORTH) * (
                    1 if t.owner != side.idx else -1)
        return worth

    def returnable(self, side, spell: SpellModel):
        """(the creature card of our discard pile to bring back, X), or None: the best attack on
        the enemy mage among those we can pay for (goldfish: sim/game/discard.py)."""
        armor = self.sides[1 - side.idx].mage.armor_now()
        zombie = bool(spell.tags.get("zombie"))
        best, best_value = None, 0.0
        for m in side.discard:
            x = (m.cost + 1) // 2 if zombie else m.cost + m.level
            if m.nonliving or x > side.mana:
                continue
            value = m.best_attack_value(armor, m.melee_bonus) + 0.01 * m.life
            if value > best_value:
                best, best_value = (m, x), value
        return best

    def spell_bearer(self, side, spell: SpellModel, caster=None):
        """Where this module's enchantment goes (bearer_for's seam), or None: nowhere useful."""
        from spellforge.sim.matchup.ai import REMOVAL_WORTH
        from spellforge.sim.matchup.pieces import distance

        mage = caster or side.mage
        foe = self.sides[1 - side.idx]
        near = max(spell.range_max, 0) + 1
        if spell.tags.get("rise_again"):
            friends = [p for p in side.creatures if p.living and fits(spell.target, p, True) and p.attacks
                       and distance(mage.zone, p.zone) <= near
                       and not any(e.spell.tags.get("rise_again") for e in p.enchantments)]
            return max(friends, key=lambda p: (threat(p), p.name), default=None)
        if spell.tags.get("armor_ward"):
            worth = any(s.cost >= REMOVAL_WORTH for s in side.equipment)
            threat_left = left_in_book(foe, "dissolve", lambda s: s.tags.get("dissolve") or s.tags.get("explode"))
            ours = side.mage
            if not (worth and threat_left) or distance(mage.zone, ours.zone) > near \
                    or any(e.spell.tags.get("armor_ward") for e in ours.enchantments):
                return None
            return ours
        if spell.tags.get("dot_enchant"):  # on the enemy piece carrying most enchantments of ours
            foes = [p for p in self.enemies(side) if fits(spell.target, p, False) and distance(mage.zone, p.zone) <= near
                    and not any(e.spell.tags.get("dot_enchant") for e in p.enchantments)]
            return max(foes, key=lambda p: (sum(e.owner == side.idx for e in p.enchantments), p.is_mage, threat(p),
                                            p.name), default=None)
        if spell.filtered_aura:  # Standard Bearer: on the creature with most melee friends in its zone
            scored = [(sum(1 for q in side.creatures if q is not p and q.zone == p.zone and q.attacks), p)
                      for p in side.creatures if fits(spell.target, p, True) and distance(mage.zone, p.zone) <= near
                      and not (spell.one_in_play and any(e.spell.card_id == spell.card_id for e in p.enchantments))]
            best = max(scored, key=lambda t: (t[0], threat(t[1]), t[1].name), default=None)
            return best[1] if best is not None and best[0] >= 1 else None
        if spell.tags.get("escape"):  # Divine Intervention: on our mage
            ours = side.mage
            return ours if fits(spell.target, ours, True) and not ours.hidden("escape") \
                and distance(mage.zone, ours.zone) <= near else None
        if spell.tags.get("decoy"):  # on our mage, while the enemy's book looks for face-down enchantments
            seeks = left_in_book(foe, "seekers", lambda s: any(s.tags.get(t) for t in SEEKERS))
            ours = side.mage
            return ours if seeks and not ours.hidden("decoy") and distance(mage.zone, ours.zone) <= near else None
        if spell.tags.get("ranged_defense"):  # our mage, while the enemy has ranged attacks
            ranged = any(a.kind != "melee" for p in foe.pieces() for a in p.attacks) or left_in_book(
                foe, "attack spells", lambda s: s.type == "Attack")
            ours = side.mage
            return ours if ranged and not ours.orb and fits(spell.target, ours, True) and not any(
                e.spell.tags.get("ranged_defense") for e in ours.enchantments) else None
        book_heals = left_in_book(foe, "heals", _heals)
        foes = [p for p in self.enemies(side) if p.living and not p.finite and fits(spell.target, p, False)
                and distance(mage.zone, p.zone) <= max(spell.range_max, 0) + 1
                and (p.regen or p.vampiric or p.is_mage and book_heals)]
        return max(foes, key=lambda p: (p.is_mage, threat(p), p.name), default=None)

    def curses_upkeep(self, piece) -> None:
        """Upkeep: Arcane Corruption deals its bearer 1 damage per enchantment of its controller
        attached to it, hidden or revealed (itself too); Moloch's Torment's owner pays N a cursed
        enemy piece for 1 damage (gear.py)."""
        for e in piece.enchantments:
            if e.revealed and e.spell.tags.get("dot_enchant"):
                self._direct(piece, sum(o.owner == e.owner for o in piece.enchantments), "curse")
                break
        foe = self.sides[1 - piece.side]
        if foe.moloch and piece.alive and foe.mana >= foe.moloch and any(
                e.owner == foe.idx and "Curse" in e.spell.subtypes for e in piece.enchantments):
            foe.mana -= foe.moloch
            self._direct(piece, 1, "curse")

    def escape(self, side, ench) -> None:
        """Divine Intervention, revealed in its owner's Upkeep when its bearer is in melee with an
        enemy creature and has lost half its Life: the bearer goes to the zone farthest from the
        enemy's melee creatures (then from the enemy mage) with no enemy creature in it, and the
        enchantment is destroyed (the card's data)."""
        from spellforge.sim.game.objects import ARENA_COLUMNS, ARENA_ROWS
        from spellforge.sim.matchup.pieces import distance, seen_from

        p = ench.bearer
        melee = [e for e in self.enemies(side) if not e.is_mage and any(a.kind == "melee" for a in e.attacks)]
        if not any(e.zone == p.zone for e in melee) or 2 * p.damage < p.life:
            return
        foe_mage = self.sides[1 - side.idx].mage
        taken = {e.zone for e in self.enemies(side)}
        zone = max(((x, y) for x in range(ARENA_COLUMNS) for y in range(ARENA_ROWS) if (x, y) not in taken),
                   key=lambda z: (min((distance(z, e.zone) for e in melee), default=9), distance(z, foe_mage.zone),
                                  seen_from(side.idx, z)),
                   default=None)
        if zone is None or not self.reveal(side, ench):
            return
        self.teleport(side, p, zone)
        self.destroy_enchantment(ench, quiet=True)

    def banner(self, ench, sign: int) -> None:
        self.banners = (*self.banners, ench) if sign > 0 else tuple(b for b in self.banners if b is not ench)

    def banner_bonus(self, piece, key: str) -> int:
        """What the banners give the piece: their key's bonus when their bearer stands in its zone
        and is its friend (the bearer itself excepted: Standard Bearer's data, "not the bearer")."""
        best = 0
        for e in self.banners:
            b = e.bearer
            if b is not piece and b.zone == piece.zone and b.side == piece.side and b.alive:
                best = max(best, max((f[1] for f in e.spell.filtered_aura if f[0] == key), default=0))
        return best

    def ward(self, side) -> int:
        """What the enemy pays more to destroy side's equipment: its mage's revealed Armor Ward."""
        return sum(e.spell.tags.get("armor_ward", 0) for e in side.mage.enchantments if e.revealed)

    # -- what they do -------------------------------------------------------------------------------
    def play_spell(self, side, spell: SpellModel, target, x) -> None:
        """_cast_incantation's seam for this module's incantations."""
        tags = spell.tags
        if tags.get("purge"):
            for ench in list(target.enchantments):
                self.destroy_enchantment(ench, quiet=True)
            self.log("purge", side.idx, bearer=target.name)
        elif tags.get("zone_dispel"):  # every enchantment in the zone, on whatever it is attached to
            for p in [p for s in self.sides for p in s.pieces() if p.zone == target]:
                for ench in list(p.enchantments):
                    self.destroy_enchantment(ench, quiet=True)
                self.log("purge", side.idx, bearer=p.name)
            self.things = [t for t in self.things if t.zone != target or t.spell.type != "Enchantment"]
        elif tags.get("elusive_round"):
            target.elusive = True
            self._round_buffs.append((target, "elusive", 1))  # until the end of the round
        elif tags.get("reanimate"):
            self.bring_back(side, spell, target)
        elif flank_of(spell):  # Flank Attack: on its next melee attack this round
            target.flank = (self.round, *flank_of(spell))
        elif tags.get("sweeping_round"):  # Whirling Strike: once this round
            target.whirl = self.round
        elif tags.get("slam_roll"):
            self.quake(side, spell, target)  # Earthquake (zones.py)
        elif handles(spell):  # Drain Power, Banish, Zombie Frenzy (more_spells.py)
            more_play(self, side, spell, target)
        elif tags.get("steal_equipment"):  # the AI destroys it (the card's choice; wearing it would need the
            foe = self.sides[1 - side.idx]  # item's Mage-only limits, which the compiled facts do not carry)
            if target not in foe.equipment:
                return  # it left play before the spell resolved: the spell has no target left (fizzles)
            self.lose_item(foe, target)  # as a Dissolve: its bound spell and a worn spawnpoint go too (conjurers.py)
            self.log("dissolve", side.idx, card=target.name)
        elif tags.get("armor_token"):  # tokens stack; a token stays on its creature (the cast's log names it)
            if target.alive:
                target.armor += 1
        elif spell.heal_all:  # Unholy Resurgence: one roll of its dice for each
            for p in self._resurgent(side, spell):
                healed = self.healed(p, spell.heal_dice)
                p.damage -= healed
                self.log("heal", side.idx, piece=p.name, amount=healed)
        elif tags.get("steal_enchantment") or tags.get("shift"):
            ench, to = target
            if ench not in ench.bearer.enchantments or not to.alive:
                return  # either left play before the spell resolved (a reveal, a Dispel): it fizzles
            self.move_enchantment(ench, to, side.idx)
            self.log("moved", side.idx, card=ench.spell.name, bearer=to.name)

    # -- Flank Attack ---------------------------------------------------------------------------------
    def _flank_pick(self, side, spell: SpellModel, mage, reach: int):
        """Our creature of the subtype, not yet active this round, in melee with an enemy that another
        one of ours damaged this round or attacks before it with its chosen melee attack (it comes
        earlier in the round's order: side.creatures, L596-608), not expected to destroy it: the one
        whose melee attack gains most from Melee +N, Piercing +N, when that is at least FLANK_SHARE
        of the cost. None in the final quickcast phase."""
        from spellforge.sim.matchup.pieces import distance

        if self._final_round == self.round or spell.cost > side.mana:
            return None
        subtype, n = flank_of(spell)
        ready = [p for p in side.creatures if p.ready_round <= self.round and id(p) not in self._acted
                 and not p.stun and not p.sleep and subtype in p.subtypes and any(a.kind == "melee" for a in p.attacks)]
        best, worth = None, FLANK_SHARE * spell.cost
        for i, p in enumerate(ready):
            if p.flank is not None and p.flank[0] == self.round or distance(mage.zone, p.zone) > reach \
                    or not fits(spell.target, p, True):
                continue
            choice = self.best_attack(side, p, full_ok=True)
            if choice is None or choice[0].kind != "melee":
                continue  # it would make a ranged attack: the spell would wait for a melee attack that never comes
            for foe in self.melee_targets(p, p.zone):
                armor = foe.armor_now()
                if not (self.flanked(p, foe, subtype) or any(self._first_on(side, q, foe) for q in ready[:i])):
                    continue
                gain = max(a.expected_damage(armor, p.melee + n, p.piercing + n) - a.expected_damage(
                    armor, p.melee, p.piercing) for a in p.attacks if a.kind == "melee")
                if gain >= worth:
                    best, worth = p, gain
        return (best, 0) if best is not None else None

    def _first_on(self, side, piece, foe) -> bool:
        """Whether piece's own choice of attack now is a melee attack on foe that is not expected to
        destroy it (then nothing would be left to flank)."""
        choice = self.best_attack(side, piece, full_ok=True)
        return choice is not None and choice[1] is foe and choice[0].kind == "melee" \
            and choice[0].expected_damage(foe.armor_now(), choice[2], piece.piercing) < foe.left

    def flanked(self, piece, target, subtype: str) -> bool:
        """Whether another friendly creature of the subtype attacked and damaged target this round."""
        hit = target.struck
        return hit is not None and hit[0] == self.round and any(
            a is not piece and a.side == piece.side and subtype in a.subtypes for a in hit[1])

    def flank_bonus(self, piece, target) -> int:
        """N (Melee +N, Piercing +N) of a Flank Attack on this melee attack of piece's; the spell is
        used up by it whether or not target qualifies ("its next melee attack this round")."""
        round_, subtype, n = piece.flank
        piece.flank = None
        return n if round_ == self.round and self.flanked(piece, target, subtype) else 0

    def strike_by(self, attacker, target) -> None:
        """Remember that attacker damaged target this round (Flank Attack's condition)."""
        hit = target.struck
        if hit is None or hit[0] != self.round:
            target.struck = (self.round, [attacker])
        else:
            hit[1].append(attacker)

    def flank_targets(self, piece, candidates: list) -> list:
        """A Flank Attack on piece this round: its melee attack goes to a target that gains it, if any."""
        round_, subtype, _ = piece.flank
        chosen = [c for c in candidates if self.flanked(piece, c, subtype)] if round_ == self.round else []
        return chosen or candidates

    # -- Whirling Strike ------------------------------------------------------------------------------
    def _whirl_pick(self, side, spell: SpellModel, mage, reach: int):
        """Our creature, not yet active this round, whose best attack now is a quick melee attack made
        without a move, with other enemies in its zone: the one whose two more attacks there (the best
        two targets) add most expected damage, at least WHIRL_SHARE of the cost. None in the final
        quickcast phase."""
        from spellforge.sim.matchup.pieces import distance

        if self._final_round == self.round or spell.cost > side.mana:
            return None
        best, worth = None, WHIRL_SHARE * spell.cost
        for p in side.creatures:
            if p.ready_round > self.round or id(p) in self._acted or p.stun or p.sleep or p.whirl == self.round \
                    or distance(mage.zone, p.zone) > reach or not fits(spell.target, p, True):
                continue
            choice = self.best_attack(side, p, full_ok=True)
            if choice is None or choice[0].kind != "melee" or choice[0].full or choice[0].range_max:
                continue
            profile, first = choice[0], choice[1]
            gains = sorted((profile.expected_damage(e.armor_now(), p.melee, p.piercing) * (3 if e.is_mage else 1)
                            for e in self._swept(p, [first])), reverse=True)
            if sum(gains[:2]) >= worth:
                best, worth = p, sum(gains[:2])
        return (best, 0) if best is not None else None

    def _swept(self, piece, hit: list) -> list:
        """The enemies piece's sweep may attack next in its zone: not yet attacked, guards first (L1606)."""
        here = [p for p in self.enemies(self.sides[piece.side]) if p.zone == piece.zone and p.alive
                and p not in hit and (piece.flying or not p.flying)]
        guards = [p for p in here if p.guard and not p.stun and not p.sleep and not p.restrained]
        return guards if guards and not piece.elusive else here

    def whirl(self, side, piece, choice) -> None:
        """Whirling Strike: its quick melee attack made with its full action also attacks up to 2 other
        targets in its zone, one after the other, as Sweeping (errata 003 L913-915): with its Melee
        and Piercing traits, one strike each (Doublestrike's second only on the first target) and no
        one-attack bonus (L2593-2599). Once this round."""
        from dataclasses import replace

        profile, first = choice[0], choice[1]
        if profile.kind != "melee" or profile.full or profile.range_max:
            return
        piece.whirl = 0
        hit, one = [first], replace(profile, strikes=1)
        for _ in range(2):
            target = self.choose_target(side, piece, one, self._swept(piece, hit), piece.melee) if piece.alive else None
            if target is None:
                return
            hit.append(target)
            self.attack(piece, side.idx, piece.name, one, target, bonus=piece.melee, piercing=piece.piercing)

    def move_enchantment(self, ench, to, owner: int) -> None:
        """An enchantment goes to a new bearer under `owner`'s control, face up or down as it was."""
        was = ench.bearer
        if ench.revealed:
            self.apply_enchantment(ench, -1)
        was.enchantments.remove(ench)
        if was.alive is False and was.damage >= was.life:
            self.destroyed(was)  # it lost the Life +X it needed
        ench.bearer, ench.owner = to, owner
        to.enchantments.append(ench)
        if ench.revealed:
            self.apply_enchantment(ench, 1)

    def bring_back(self, side, spell: SpellModel, model: SpellModel) -> None:
        """The creature card comes back into the caster's zone (a Zombie with Animate Dead)."""
        side.discard.remove(model)
        caster = self._caster or side.mage
        self._cast_creature(side, model, None, None, caster.zone)
        piece = side.creatures[-1]
        if spell.tags.get("zombie"):
            self.zombie(piece, model)
        self.log("returned", side.idx, card=spell.name, piece=piece.name)

    def to_discard(self, piece) -> None:
        """A destroyed creature's card goes to its owner's discard pile (L835), or, with a Rise
        Again of its owner's on it that the owner can pay for, comes back at the end of the round
        (fight.destroyed's seam, before its enchantments go)."""
        owner = piece.side  # a creature under Mind Control goes to its owner's pile
        if any(e.spell.tags.get("control") and e.owner == piece.side for e in piece.enchantments):
            owner = 1 - piece.side
        side = self.sides[owner]
        model = side._by_id.get(piece.card_id)
        if model is None or model.type != "Creature":
            return
        rise = next((e for e in piece.enchantments if e.spell.tags.get("rise_again") and e.owner == owner), None)
        price = (model.cost + 1) // 2
        if rise is not None and side.mana >= price:
            side.mana -= price
            self._risen = [*self._risen, (owner, model, piece.zone, rise.spell)]  # per game, never the class list
        else:
            side.discard.append(model)

    _risen: list = []

    def rise_round_end(self) -> None:
        """Rise Again's creatures come back at the end of the round: Zombies, damage = level."""
        if not self._risen:
            return
        risen, self._risen = self._risen, []
        for owner, model, zone, card in risen:
            side = self.sides[owner]
            self._cast_creature(side, model, None, None, zone)
            self.zombie(side.creatures[-1], model)
            self.log("returned", owner, card=card.name, piece=model.name)

    def zombie(self, piece, model: SpellModel) -> None:
        piece.damage = model.level  # damage equal to its level
        piece.living = False
        piece.subtypes = tuple(piece.subtypes) + ("Zombie",)
