"""The two players' decisions (docs/matchup.md "The AI").

Preparation: the goldfish planner's priority for the round (STYLES: develop, attack, creatures,
mana then attack; searched once per book against the passive target, sim/policy/planner.py) orders
the book; the player prepares, in that order, the spells it can pay for (keeping the reveal cost
of its face-down Blocks) and that have something to act on now; a take-over spell first while enemy
melee is at its mage's door (_threat_first).

The tactical layer, the same for both sides:
* attack: the enemy mage when it is in reach, unless a creature in reach that threatens (at least
  1 expected damage a round) can be destroyed by this attack and the mage's kill is not near (its
  Life left above KILL_NEAR times this attack's expected damage): then the biggest such threat;
  melee attacks must take an enemy guard first (L1561-1608);
* guard: a creature standing with its mage, with nothing in reach, while an enemy melee creature
  is within THREAT_ZONES of the mage;
* move: creatures walk toward the enemy mage (and meet what stands in the way) or back to defend
  their mage; the mage walks only toward the range of the attack spell it prepared, and only when
  that step is safe (sim/matchup/defend.py);
* enchantments: defensive ones (Block, Armor, a Defense, Regenerate, counterstrike, a barrier) on
  our mage, offensive ones on the friend whose best attack gains most, curses on the enemy mage
  (damage each Upkeep, Armor −X) or its biggest threat (fewer dice);
* Dispel and Dissolve: the enemy's most expensive revealed enchantment (ours cursed too) or
  equipment, when it cost at least REMOVAL_WORTH and we can pay X.
"""

from __future__ import annotations

from spellforge.sim.game.objects import _buff_gain, may_cast
from spellforge.sim.game.spell_model import ROLE_CURSE, SpellModel
from spellforge.sim.matchup import approach, dummy, keep_step, user_plan, worth
from spellforge.sim.matchup.aim import expected_on, fits, threat
from spellforge.sim.matchup.checks import payable, per_key, per_model, plain, spawn_allows
from spellforge.sim.matchup.invisible import targetable
from spellforge.sim.matchup.pieces import (X_CHOSEN, Piece, conjurer_kind, distance, inside, is_vine, is_wall,
                                           matchup_reason, push_options, seen_from, sleep_cost, spellbind_types,
                                           zone_cost, zone_kind)
from spellforge.sim.matchup.played import spell_played
from spellforge.sim.policy.policies import STYLES, default_order

KILL_NEAR = 2.0  # the enemy mage is the target when its Life left ≤ this × the attack's expected damage
THREAT_ZONES = 2
REMOVAL_WORTH = 4
RING_WORTH = 3  # copies left in the book that a ring's discount serves, for it to be worth casting
_ORDERS: dict[tuple, tuple] = {}


class AIMixin:
    # -- preparation (L554-562) --------------------------------------------------------------------
    def order(self, side) -> list[SpellModel]:
        return self._order_entry(side)[1]

    def _order_entry(self, side) -> tuple:
        """(book, the order, each spell's facts for prepare's quick checks), for this round's style."""
        style = side.spec.style(self.round)
        armor = self.sides[1 - side.idx].book.mage.armor
        key = (id(side.book), style, armor)
        known = _ORDERS.get(key)  # worked out once per book and style, not per game
        return known[1] if known is not None else per_key(_ORDERS, key, (side.book,), 1000, _order_of, side, style,
                                                          armor)

    def prepare(self, side) -> list[SpellModel]:
        named = user_plan.named(self, side)  # a user's plan for this round (None: none)
        # the mage's action: a move, then its quick half (not when it would cost a planned full spell)
        side.walk_first = approach.walks_first(self, side) and user_plan.walk_allowed(named)
        return self._prepare(side, side.walk_first, named)

    def _prepare(self, side, walk: bool, named: list | None = None) -> list[SpellModel]:
        """The spells prepared; `walk`: the mage's action is a move, then only its quick half; `named`:
        the facts of the spells a user's plan names this round, tried in its order (user_plan.py)."""
        if not side.book.spells and named is None:  # a side with no book (the passive target): nothing to prepare
            side.familiar_spells = {}
            return []
        chosen: list[SpellModel] = []
        slots = 2 + len(side.spawnpoints)  # +1 per spawnpoint (L556-560)
        budget = side.mana - side.hidden_reserve()
        spawn_free = list(side.spawnpoints)
        familiars = [c for c in side.creatures if c.familiar and c.ready_round <= self.round]
        slots += len(familiars)  # +1 per familiar (L560, L946)
        side.familiar_spells = {}
        ceiling = budget + max((sp.pool for sp in spawn_free + familiars), default=0)
        full_free, quick_free = not walk, 2
        taken: dict[str, int] = {}
        library = side.library
        if named is None:
            facts = self._order_entry(side)[2]
            kept = side.order_left.get(id(facts))  # the order without the spells this game has used up
            if kept is None or kept[0] is not facts:
                kept = side.order_left[id(facts)] = (facts, facts)
        used_up = 0  # spells met with no copy left
        self._planning = chosen  # Rouse the Beast goes with a creature prepared before it
        calm = None  # an opponent that can never attack: no defence (matchup/approach.py)
        summons = True  # Quick Summons: one creature a round cast as a quick spell (mage_powers.py)
        order = named if named is not None else self._threat_first(side, approach.rouse_early(self, side, kept[1]))
        for at, (spell, cid, printed, quick, once, least, allowed, own_quick, defence) in enumerate(order):
            if len(chosen) >= slots:
                break
            quick = quick and (own_quick or summons or not walk)  # a second one: with the action
            if printed > ceiling:
                continue
            left = library.get(cid, 0)
            if left <= 0:
                used_up += 1  # none left in the book (copies are never given back)
                continue
            if defence and named is None:
                calm = approach.unthreatened(self, side) if calm is None else calm
                if calm:
                    continue
            if cid in taken and (once or left <= taken[cid]):
                continue  # all its copies prepared; one equipment, enchantment or conjuration a round
            # the cheap checks before the costlier look for a target: an action left for it, and
            # whether it could be paid for at the least it may cost (`least`, None: unknown)
            if not spawn_free and not familiars:
                if not (quick_free if quick else full_free):
                    continue
                spawn = None
                if least is not None and least > budget:
                    continue
            else:
                spawn = None
                creature = spell.type == "Creature"
                for sp in spawn_free:
                    if (creature or sp.cast_limit is not None) and spawn_allows(sp, spell, allowed) and not (spell.rooted and approach.stands_idle(
                            self, side, spell, self.spawn_entry(side, spell, sp)[1])):
                        spawn = sp
                        break
                if least is not None and (least > budget + spawn.pool if spawn is not None else not payable(
                        spell, least, None, budget, full_free, quick_free, familiars, quick)):
                    continue  # (payable's spawnpoint case inlined)
            cost = self.cost_of(side, spell)
            if cost is None:
                continue  # nothing to act on now
            if spell.rooted and spawn is None and named is None and approach.stands_idle(self, side, spell,
                                                                       approach.summon_zone(self, side, spell)):
                continue  # a Rooted creature out of a harmless enemy's reach for good (approach.py)
            pool = spawn.pool if spawn is not None else 0
            familiar = None
            if spawn is not None:
                if cost > budget + pool:
                    continue
                spawn_free.remove(spawn)
            elif quick and quick_free and cost <= budget:
                quick_free -= 1
                summons = summons and spell.quick
                # a quick spell out of range where the mage stands needs the move: the action (L690-695)
                full_free = full_free and quick_free > 0 and not self._needs_move(side, spell)
            elif not quick and full_free and cost <= budget and (quick_free == 2 or not self._needs_move(side, spell)
                                                                  and (named is not None or not keep_step.keeps_step(
                                                                      self, side, spell, order, at, budget))):
                # the action; a quick spell prepared before it takes the quickcast (L592: Barracks,
                # then the Goblin Builder it pays for, as a player opens), unless the full spell is out
                # of range from here, or an approaching mage's step and quick attack are worth more
                # (keep_step.py): then a second quick spell, cast after a step
                full_free, quick_free = False, quick_free - 1
            else:  # a familiar casts one spell it may cast with its action (L946-954)
                familiar = next((f for f in familiars if may_cast(f, spell) and cost <= budget + f.pool), None)
                if familiar is None:
                    continue
                familiars.remove(familiar)
                pool = familiar.pool
                side.familiar_spells[id(familiar)] = spell
            if familiar is None:
                chosen.append(spell)
            taken[cid] = taken.get(cid, 0) + 1
            budget -= max(0, cost - pool)
        self._planning = None
        if used_up >= 3 and named is None:  # (stepping over one or two costs less than a new list each time one is used up)
            side.order_left[id(facts)] = (facts, [f for f in kept[1] if library.get(f[1], 0) > 0])
        return chosen

    def _needs_move(self, side, spell: SpellModel) -> bool:
        """Whether an attack spell or incantation reaches its target only after the mage's move."""
        return spell.type in ("Attack", "Incantation") and self.spell_target(side, spell) is None

    def _threat_first(self, side, facts: list) -> list:
        """The preparation order with the spells that take an enemy creature over (Mind Control)
        first while an enemy melee creature that threatens is within THREAT_ZONES of our mage: a
        decent player answers the threat at its door before it goes on with its plan (searched
        against a passive target, which has none)."""
        if not per_model(_CONTROLS, facts, _holds_control) or not any(
                not e.is_mage and threat(e) >= 1.0 and distance(e.zone, side.mage.zone) <= THREAT_ZONES
                and any(a.kind == "melee" for a in e.attacks) for e in self.enemies(side)):
            return facts
        return [f for f in facts if f[0].tags.get("control")] + [f for f in facts if not f[0].tags.get("control")]

    def cost_of(self, side, spell: SpellModel) -> int | None:
        """What casting the spell costs now, or None when it has nothing to act on."""
        if spell.one_in_play and spell.card_id in side.in_play:
            return None
        t = spell.type
        if t == "Creature":
            return spell.cost
        if spell.target == "Zone" and zone_kind(spell):
            return zone_cost(spell) if self.zone_for(side, spell) is not None else None  # a ward: its reveal too
        if t == "Conjuration":
            if spell.spawnpoint and not _spawn_fed(side, spell):
                return None
            if is_wall(spell) and self.wall_border(side, spell) is None:
                return None
            if is_vine(spell):
                held = self.hold_target(side, spell)
                return None if held is None else 2 * held.level if spell.x_rule == "quicksand" else spell.cost
            if conjurer_kind(spell) and self.conj_zone(side, spell, moved=spell.quick) is None:
                return None  # nowhere worth it now (conjurers.py)
            return spell.cost
        if t == "Equipment":
            if spell.tags and spellbind_types(spell) and not spell.grants and not spell.attacks and self.bindable(side, spell) is None:
                return None  # nothing in the book to bind to it
            if spell.spawnpoint and not _spawn_fed(side, spell):
                return None  # a worn spawnpoint (Echo of the Depths) with nothing left to cast
            if spell.discount_only and side.ring_serves(spell) < RING_WORTH:
                return None  # a ring pays only with enough spells left for it to make cheaper
            need = spell.slots or ()
            if any(side.slots[s] >= (2 if s == "Ring" else 1) for s in need) \
                    or any(e is spell for e in side.equipment):  # identity: a model's == compares every field
                return None
            return spell.cost if self.gear_worth(side, spell) else None  # gear.py
        if t == "Enchantment":
            if worth.counters_nothing(self, side, spell):
                return None  # Jinx, Nullify…: the enemy has no spell left they act on (worth.py)
            return spell.cost if self.bearer_for(side, spell) is not None else None
        if plain(spell):  # whether it has a target, not which: spell_target's choice is not needed here
            if not self._aimed_foes(side, spell, side.mage, spell.range_max + 1, True):
                return None
            return 0 if spell.x_rule in X_CHOSEN else spell.cost
        pick = self.spell_target(side, spell, moved=True)
        if pick is None:
            if spell.tags.get("rouse") and self._planning:  # the creature prepared with it, summoned first
                levels = [s.level for s in self._planning if s.type == "Creature" and not s.nonliving]
                return max(levels) if levels else None
            return None
        if spell.tags.get("dispel") or spell.tags.get("dissolve") or spell.tags.get("explode") or spell.x_rule in X_CHOSEN:
            return pick[1]
        return spell.cost

    # -- targets ------------------------------------------------------------------------------------
    def enemies(self, side) -> list[Piece]:
        """The enemy pieces side may choose as targets (none Invisible now: invisible.py)."""
        return targetable(self.sides[1 - side.idx].pieces())

    def melee_targets(self, attacker: Piece, zone) -> list[Piece]:
        """Legal melee targets in `zone`: enemy guards first (L1561-1608), none that fly
        unless the attacker does."""
        here = [p for p in self.enemies(self.sides[attacker.side]) if p.zone == zone
                and (attacker.flying or not p.flying) and (not p.toll or self.tolls(attacker, p))]
        guards = [p for p in here if p.guard and not p.stun and not p.sleep and not p.restrained]  # L1600
        return guards if guards and not (attacker.elusive or attacker.invisible) else here  # Invisible: Elusive

    def choose_target(self, side, attacker: Piece | None, profile, candidates: list[Piece], bonus: int = 0) -> Piece | None:
        """The enemy mage when the kill is near (or alone in reach), else the biggest threat."""
        if attacker is not None and (attacker.charm >= 0 or attacker.smitten or attacker.raged or attacker.pacify):
            candidates = self.allowed_targets(side, attacker, profile, candidates)  # versus.py
        if not candidates:
            return None
        if side.spec.dummy:
            return dummy.victim(candidates)  # the goldfish's dummy: a creature first (dummy.py)
        mage = next((p for p in candidates if p.is_mage), None)
        creatures = [p for p in candidates if not p.is_mage and (p.conj is None or not self.idle_target(attacker, p))]
        if attacker is not None and attacker.is_mage and any(p.charm == side.idx for p in creatures):
            creatures = [p for p in creatures if p.charm != side.idx] or creatures  # our Charm stays (versus.py)
        if not creatures:
            return mage  # alone in reach (None: only conjurations not worth its action, conjurers.py)

        ethereal = attacker is not None and attacker.ethereal and profile.kind == "melee"  # Divine Might

        def expected(p):  # an Incorporeal creature takes less (aim.py): less often a kill in one attack
            return expected_on(profile, p, bonus, ethereal=ethereal)
        killable = [c for c in creatures if expected(c) >= c.left and threat(c) >= 1.0]
        if mage is not None and (mage.left <= KILL_NEAR * expected(mage) or not killable):
            return mage
        pool = killable or creatures
        return max(pool, key=lambda c: (threat(c), -c.left, c.name))

    def ranged_candidates(self, side, zone, profile) -> list[Piece]:
        if self.los_walls:  # in range and in line of sight (L1018-1026)
            return [p for p in self.enemies(side) if (profile.reaches(distance(zone, p.zone))
                                                      and self.sees(zone, p.zone, p.flying)) or (p.flying and p.zone == zone)]
        return [p for p in self.enemies(side) if profile.reaches(distance(zone, p.zone))
                or (p.flying and p.zone == zone)]

    def spell_target(self, side, spell: SpellModel, moved: bool = False, caster: Piece | None = None):
        """(target, X) for an incantation or attack spell cast by side's mage (or `caster`, a
        familiar), or None. With `moved`, a target one zone beyond the range counts (the mage may
        walk first)."""
        mage = caster or side.mage
        reach = spell.range_max + (1 if moved else 0)
        tags = spell.tags
        if plain(spell):  # most attack spells: none of the cases below (this is asked many times a round)
            return self._aimed_target(side, spell, mage, reach, moved)
        if spell_played(spell):  # Purge Magic, Evade, Resurrection, Animate Dead (spells.py)
            return self.spell_pick(side, spell, mage, reach)
        if tags.get("dispel"):
            best = None
            for p in self.sides[0].pieces() + self.sides[1].pieces():
                for e in p.enchantments if not p.invisible else ():  # the enemy's, Invisible with it (003 L434)
                    ours_cursed = e.owner != side.idx and p.side == side.idx
                    theirs = e.owner != side.idx and p.side != side.idx
                    if e.revealed and (ours_cursed or theirs) and distance(mage.zone, p.zone) <= reach \
                            and e.total_cost >= REMOVAL_WORTH and e.total_cost <= side.mana:
                        if best is None or e.total_cost > best[1]:
                            best = (e, e.total_cost)
            return best
        if tags.get("charge") or tags.get("fast"):  # Charge: a melee creature of ours 1-2 zones from an enemy
            friends = [p for p in side.creatures if p.ready_round <= self.round and id(p) not in self._acted
                       and not p.stun and not p.sleep and p.slow is False and fits(spell.target, p, True)
                       and distance(mage.zone, p.zone) <= reach and any(a.kind == "melee" for a in p.attacks)
                       and any(1 <= distance(p.zone, e.zone) <= 2 for e in self.enemies(side))
                       and not self.melee_targets(p, p.zone)]
            return (max(friends, key=lambda p: (threat(p), p.name)), 0) if friends \
                and self._final_round != self.round else None
        if tags.get("seek_dispel"):  # a face-down enchantment of the enemy's, on the enemy mage first
            hidden = [e for p in self.sides[0].pieces() + self.sides[1].pieces() for e in p.enchantments
                      if not e.revealed and e.owner != side.idx and distance(mage.zone, p.zone) <= reach
                      and not p.invisible]
            return (max(hidden, key=lambda e: (e.bearer.is_mage, e.bearer.side != side.idx)), 0) if hidden else None
        if tags.get("dissolve") or tags.get("explode"):
            foe = self.sides[1 - side.idx]
            extra = (6 if tags.get("explode") else 0) + self.ward(foe)  # Explode: X = 6 + the item's cost; Armor Ward
            items = [s for s in foe.equipment if s.cost >= REMOVAL_WORTH and s.cost + extra <= side.mana]
            if not items or distance(mage.zone, foe.mage.zone) > reach or foe.mage.invisible:  # `mage`: the caster
                return None
            best = max(items, key=lambda s: (s.cost, s.name))
            return (best, best.cost + extra)
        if spell.heal_dice and spell.heal_all:  # Group Heal: the zone whose living friends lack most Life
            zones = {}
            for p in side.pieces():
                if p.living and p.damage and distance(mage.zone, p.zone) <= reach:
                    zones.setdefault(p.zone, []).append(p)
            best = max(zones.values(), key=lambda ps: sum(min(p.damage, spell.heal_dice) for p in ps), default=None)
            if best is None or sum(min(p.damage, spell.heal_dice) for p in best) < spell.heal_dice:
                return None
            return (best[0], 0)
        if spell.heal_dice:  # a heal of some subtypes (Reassemble: Skeletons), else of living friends
            friends = [p for p in side.pieces() if p.damage >= min(4, spell.heal_dice)  # (the cheap test first)
                       and (set(spell.heal_subtypes) & set(p.subtypes) if spell.heal_subtypes else p.living)
                       and fits(spell.target, p, True) and distance(mage.zone, p.zone) <= reach]
            return (max(friends, key=lambda p: (p.is_mage, p.damage)), 0) if friends else None
        if spell.round_buff and (spell.round_buff_all or "Arena" in spell.target):
            friends = [p for p in side.creatures if p.ready_round <= self.round and id(p) not in self._acted
                       and (not spell.buff_subtypes or set(spell.buff_subtypes) & set(p.subtypes))
                       and any(distance(p.zone, e.zone) <= 1 for e in self.enemies(side))]
            return (friends[0], 0) if len(friends) >= 2 and self._final_round != self.round else None
        if spell.round_buff:
            friends = [p for p in side.pieces() if not p.is_mage and p.ready_round <= self.round and p.attacks
                       and fits(spell.target, p, True) and distance(mage.zone, p.zone) <= reach
                       and any(distance(p.zone, e.zone) <= 1 for e in self.enemies(side))]
            return (max(friends, key=threat), 0) if friends else None
        if tags.get("push") and "Zone" not in spell.target:
            # a Crush on an enemy against the arena's wall, or an enemy melee creature out of our mage's zone
            foes = [p for p in self.enemies(side) if fits(spell.target, p, False)
                    and spell.range_min <= distance(mage.zone, p.zone) <= reach
                    and (self.crushes(p, mage.zone) or (not p.is_mage and p.zone == side.mage.zone))]
            return (max(foes, key=lambda p: (p.is_mage, threat(p), p.name)), 0) if foes else None
        if tags.get("sleep"):
            return self._sleep_target(side, spell, mage, reach)
        if tags.get("defend"):
            return self.defend_target(side, spell, caster)
        if tags.get("purify"):
            return self.purify_target(side, spell, caster)
        if spell.heal_flat and "Arena" in spell.target:  # Renewing Rain
            return self.rain_target(side, spell)
        if "Vine Marker" in spell.target:
            return self.thorns_target(side, spell, mage)
        if "teleport" in tags:
            pick = self.teleport_pick(side, spell, caster)
            if pick is None:
                return None
            self._teleport_to = pick[1]
            return (pick[0], pick[2])
        if tags.get("rouse"):
            p = self.rouse_target(side, spell, caster)
            return (p, p.level) if p is not None else None
        if tags.get("extra_attack") or tags.get("unavoidable_round"):
            return self._fury_target(side, spell, mage, reach)
        if tags.get("incapacitate"):
            foes = [p for p in self.enemies(side) if not p.is_mage and fits(spell.target, p, False)
                    and distance(mage.zone, p.zone) <= reach and not p.stun]
            return (max(foes, key=threat), 0) if foes else None
        return self._aimed_target(side, spell, mage, reach, moved)

    def _aimed_target(self, side, spell: SpellModel, mage: Piece, reach: int, moved: bool):
        """spell_target of an attack spell or an incantation on an enemy (none of its special cases)."""
        foes = self._aimed_foes(side, spell, mage, reach, moved)
        if not foes:
            return None
        if not spell.attacks:
            return (max(foes, key=lambda p: (p.is_mage, threat(p))), 0)
        return (self.choose_target(side, None, spell.attacks[0], foes), 0)

    def _aimed_foes(self, side, spell: SpellModel, mage: Piece, reach: int, moved: bool) -> list[Piece]:
        """The enemies _aimed_target chooses from."""
        profile = spell.attacks[0] if spell.attacks else None
        if profile is not None and profile.zone and spell.range_max == 0:
            return []  # the caster's own zone (Electrify): it stands there, a friend the attack would hit
        far = max(reach, profile.range_max + (1 if moved else 0) if profile else reach)
        near, zone, target = spell.range_min, mage.zone, spell.target
        x, y = zone  # distance() inlined: this is asked for every attack spell at every Planning phase
        pool = self.sides[1 - side.idx].pieces() if profile is not None and profile.zone or "Zone" in target \
            else self.enemies(side)  # a zone attack chooses a zone, no target: the Invisible there too (invisible.py)
        foes = [p for p in pool if near <= abs(x - p.zone[0]) + abs(y - p.zone[1]) <= far
                and fits(target, p, False) and (moved or not self.los_walls or self.sees(zone, p.zone, p.flying))]
        if spell.burn:
            foes = [p for p in foes if not (spell.burn_fresh and p.burn)]
        if spell.tags.get("combustion"):
            foes = [p for p in foes if p.burn >= 2]
        if profile is not None and profile.zone:  # never into a zone with a friend of ours (it hits all there)
            ours = {p.zone for p in side.pieces()}
            foes = [p for p in foes if p.zone not in ours]
        return foes

    def _sleep_target(self, side, spell: SpellModel, mage: Piece, reach: int):
        """Sleep on the enemy creature that threatens most (X by its level, 000 L799); Mass Sleep on
        a zone of enemy creatures with no creature of ours."""
        foes = [p for p in self.enemies(side) if not p.is_mage and p.living and not p.sleep and not p.stun
                and fits(spell.target, p, False) and distance(mage.zone, p.zone) <= reach and threat(p) >= 2]
        if "Zone" in spell.target:
            ours = {p.zone for p in side.creatures}
            foes = [p for p in foes if p.zone not in ours]
            by_zone = {}
            for p in foes:
                by_zone[p.zone] = by_zone.get(p.zone, 0.0) + threat(p)
            zone = max(by_zone, key=lambda z: (by_zone[z], seen_from(side.idx, z)), default=None)
            if zone is None or by_zone[zone] < 4 or spell.cost > side.mana:
                return None
            return (next(p for p in foes if p.zone == zone), 0)
        foes = [p for p in foes if sleep_cost(p.level) <= side.mana]
        if not foes:
            return None
        best = max(foes, key=lambda p: (threat(p), p.name))
        return (best, sleep_cost(best.level))

    def _fury_target(self, side, spell: SpellModel, mage: Piece, reach: int):
        """Battle Fury (one more quick attack) or Perfect Strike (Unavoidable melee this round): a
        creature of ours that has not acted yet and has an enemy to hit in its zone (Perfect
        Strike: one with a Defense ready or a face-down enchantment)."""
        if self._final_round == self.round:
            return None  # the final quickcast: our creatures have acted
        fury = bool(spell.tags.get("extra_attack"))
        best, score = None, 0.0
        for p in side.creatures:
            if (p.ready_round > self.round or id(p) in self._acted or p.stun or p.sleep
                    or not fits(spell.target, p, True) or distance(mage.zone, p.zone) > reach
                    or (p.extra_round if fury else p.unavoidable_round) == self.round):
                continue
            melee = max((a for a in p.attacks if a.kind == "melee"), key=lambda a: a.dice, default=None)
            foes = self.melee_targets(p, p.zone) if melee is not None else []
            if not fury:
                foes = [f for f in foes if (f.defense and f.defense_round != self.round)
                        or any(not e.revealed and e.owner == f.side for e in f.enchantments)]
            value = max((expected_on(melee, f, p.melee, ethereal=p.ethereal) for f in foes), default=0.0)
            if value > score:
                best, score = p, value
        return (best, 0) if best is not None and score >= 1.0 else None

    def bindable(self, side, item: SpellModel) -> SpellModel | None:
        """The spell of the book an item's Spellbind takes (000 L1170-1182): the one with the most
        expected damage on the enemy mage, else a heal or another effect (the goldfish's choice)."""
        if not item.tags or spellbind_types(item) is None:
            return None
        armor = self.sides[1 - side.idx].book.mage.armor
        key = (id(side.book), id(item), armor)
        known = _BINDABLE.get(key)  # ranked once per book and item, not per round
        ranked = known[1] if known is not None else per_key(_BINDABLE, key, (side.book, item), 1000, _rank_bindable,
                                                            side.book, item, armor)
        return next((s for s in ranked if side.library.get(s.card_id, 0) > 0), None)

    def crushes(self, piece: Piece, origin) -> bool:
        """Whether a push from `origin` would send the piece into the arena's wall."""
        x, y = piece.zone
        return any(not inside((x + ox, y + oy)) for ox, oy in push_options(piece.zone, origin))

    def bearer_for(self, side, spell: SpellModel, caster: Piece | None = None) -> Piece | None:
        """Where our enchantment goes (the module docstring), None when nowhere useful."""
        mage = caster or side.mage
        reach = max(spell.range_max, 0)
        if spell.tags.get("restrain") or spell.tags.get("slow_curse") or spell.tags.get("move_damage"):
            # Force Hold, Enfeeble, Chains of Agony: on the enemy's walking threat (holds.py)
            return self.hold_target(side, spell, caster)
        if spell.tags.get("control"):  # Mind Control (holds.py)
            return self.control_target(side, spell, caster)
        if any(spell.tags.get(t) for t in ("charm", "pacify", "mind_shield", "hate", "love", "grounded", "death_link",
                                           "stumble", "ethereal_melee")):
            return self.versus_bearer(side, spell, caster)  # versus.py
        if spell_played(spell):  # Poisoned Blood, Rise Again, Armor Ward (spells.py)
            return self.spell_bearer(side, spell, caster)
        if spell.role == ROLE_CURSE or spell.dot or spell.tags.get("weaken") or any(v < 0 for v in spell.grants.values()):
            foes = [p for p in self.enemies(side) if fits(spell.target, p, False)
                    and distance(mage.zone, p.zone) <= reach + 1
                    and not (p.enchantments and any(e.spell.card_id == spell.card_id for e in p.enchantments))]
            if spell.tags.get("weaken"):
                foes = [p for p in foes if threat(p) >= 2]
                return max(foes, key=lambda p: (threat(p), p.name), default=None)
            return max(foes, key=lambda p: (p.is_mage, threat(p), p.name), default=None)
        friends = [p for p in side.pieces() if fits(spell.target, p, True) and distance(mage.zone, p.zone) <= reach + 1
                   and not (p.enchantments and any(e.spell.card_id == spell.card_id for e in p.enchantments))]
        offensive = {k: v for k, v in spell.grants.items() if k in ("Melee", "Ranged", "Piercing", "Bloodthirsty")}
        if offensive or any(spell.tags.get(t) for t in ("fast", "elusive", "vampiric", "flying", "unavoidable")):
            armor = self.sides[1 - side.idx].mage.armor_now()
            walk = worth.moves_only(spell)  # Fast, Charge: not on a creature in melee already (worth.py)
            scored = [(_buff_gain(p, offensive, armor) if offensive else threat(p), p) for p in friends
                      if (not p.is_mage or offensive) and not (walk and self.melee_targets(p, p.zone))]
            scored = [(g, p) for g, p in scored if g > 0.2]
            # a tie goes to a creature: it attacks every round, the mage's action goes to its spells
            return max(scored, key=lambda gp: (gp[0], not gp[1].is_mage, gp[1].name))[1] if scored else None
        if side.mage in friends:
            return side.mage
        return max(friends, key=lambda p: (p.left, p.name), default=None)

    def wants_guard(self, side, piece: Piece) -> bool:
        mage = side.mage
        if piece.zone != mage.zone or not any(a.kind == "melee" for a in piece.attacks) or piece.invisible:
            return False  # Invisible: a Pest, its guard binds nobody (invisible.py)
        if piece.raged and self.hate_zone(piece) is not None:
            return False  # Chant of Rage: it must go for the Hate token (versus.py)
        if any(c.guard and c.zone == mage.zone for c in side.creatures if c is not piece and c.alive):
            return False  # one guard is enough: the others go and fight
        return any(not e.is_mage and any(a.kind == "melee" for a in e.attacks) and not (e.elusive or e.invisible_trait)
                   and distance(e.zone, mage.zone) <= THREAT_ZONES for e in self.enemies(side))  # Elusive: past guards


_CONTROLS: dict[int, tuple] = {}  # a preparation list: whether it holds a take-over spell (checks.per_model)


def _holds_control(facts: list) -> bool:
    return any(f[0].tags and f[0].tags.get("control") for f in facts)


def _order_of(side, style: str, armor: int) -> tuple:
    order = [s for s in default_order(side.book, armor, STYLES[style]) if s.card_id in side.library]
    facts = [user_plan.spell_facts(side.book.mage, s) for s in order]  # (user_plan: shared with a user's plan)
    return side.book, order, facts


_BINDABLE: dict[tuple, tuple] = {}


def _rank_bindable(book, item: SpellModel, armor: int) -> list[SpellModel]:
    types, subtypes = spellbind_types(item)
    scored = []
    for s in book.spells:
        if s.type.lower() not in types or s.x_rule or matchup_reason(s):
            continue
        if s.attacks and s.attacks[0].zone and s.range_max == 0:
            continue  # a zone attack on its caster's own zone: the AI never aims one where a friend stands
        if subtypes and not subtypes & set(s.subtypes):
            continue
        value = s.best_attack_value(armor) + 0.5 * s.heal_dice + 2 * bool(s.tags or s.round_buff)
        if value > 0:
            scored.append((-value, s.name, s))
    return [s for *_, s in sorted(scored, key=lambda t: t[:2])]


_SPAWNS: dict[tuple[int, int], tuple] = {}  # may_cast_spawn: ((spawnpoint, spell), may it cast it) (checks.per_key)


_FED: dict[tuple[int, int], tuple] = {}


def _spawn_fed(side, spawnpoint: SpellModel) -> bool:
    """Whether a spell the spawnpoint may cast is left in side's book (the book's spells it may
    cast are picked once per book and spawnpoint, not at every Planning phase)."""
    key = (id(side.book), id(spawnpoint))
    known = _FED.get(key)
    fed = known[1] if known is not None else per_key(_FED, key, (side.book, spawnpoint), 10_000, _spawn_casts,
                                                     side.book, spawnpoint)
    return any(side.library.get(cid, 0) for cid in fed)


def _spawn_casts(book, spawnpoint: SpellModel) -> list[str]:
    return [s.card_id for s in book.spells if may_cast_spawn(spawnpoint, s)]


def may_cast_spawn(spawnpoint: SpellModel, spell: SpellModel) -> bool:
    """Whether a spawnpoint card, once in play, may cast `spell` (its printed limit, from the data;
    remembered per pair of models: this is asked every round). The entry holds the two models, so
    their ids are not reused by other models while it stands (a worker unpickles new models for
    every chunk: a bare id key answered for another book's cards)."""
    key = (id(spawnpoint), id(spell))
    known = _SPAWNS.get(key)
    return known[1] if known is not None else per_key(_SPAWNS, key, (spawnpoint, spell), 100_000, _spawn_may_cast,
                                                      spawnpoint, spell)


def _spawn_may_cast(spawnpoint: SpellModel, spell: SpellModel) -> bool:
    from spellforge.sim.game.objects import Spawnpoint

    sp = Spawnpoint(spawnpoint.name, spawnpoint.card_id, spawnpoint.own_channeling, spawnpoint.spawn_rule,
                    spawnpoint.cast_limit)
    sp.pool = 99
    return may_cast(sp, spell)
