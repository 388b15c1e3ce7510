"""One seeded game of two spellbooks (docs/matchup.md), by the rulebook's round (000 L466-638):

Initiative (round 1 given by the caller — the batch alternates it —, then it passes every round,
L472-478); Channeling (the mages and their spawnpoints, L508-516); Upkeep (Regenerate, Burn, Rot,
curses' damage, then upkeep costs paid or the object destroyed, L528-536, L2356-2360; face-down
enchantments revealed when their owner can pay); Planning (2 spells, +1 per spawnpoint, L556-560);
Deployment (spawnpoints cast, Initiative first, L564-568); action phases alternating one active
object at a time from the Initiative player (L596-608: its mage first, then its creatures in the
order they entered; new creatures enter inactive, L612/L879; a side with fewer active creatures may
pass, L602: passing.py); the final quickcast (L636-638).
A side whose mage is destroyed loses; both in the same Upkeep is a draw; so is round `max_rounds`.
"""

from __future__ import annotations

import random

from spellforge.domain.ids import card_id
from spellforge.sim.game.objects import Spawnpoint
from spellforge.sim.game.spell_model import AttackProfile, SpellModel
from spellforge.sim.matchup.ai import AIMixin
from spellforge.sim.matchup.aim import fits
from spellforge.sim.matchup import approach, defend, figures, gather, invisible, passing, spent, worth
from spellforge.sim.matchup.checks import short_of
from spellforge.sim.matchup.conjurers import ConjurersMixin
from spellforge.sim.matchup.enchantments import _GRANT_FIELD, EnchantmentsMixin
from spellforge.sim.matchup.equipment import EquipmentMixin
from spellforge.sim.matchup.fight import FightMixin
from spellforge.sim.matchup.gear import GearMixin
from spellforge.sim.matchup.holds import HoldsMixin
from spellforge.sim.matchup.mage_powers import MagePowersMixin, init_powers
from spellforge.sim.matchup.pieces import (X_CHOSEN, Ench, MatchRecord, Piece, Side, SideSpec, conjurer_kind,
                                           creature_piece, distance, is_vine, is_wall, stays_hidden, zone_cost, zone_kind)
from spellforge.sim.matchup.reactions import ReactionsMixin
from spellforge.sim.matchup.spells import SpellsMixin
from spellforge.sim.matchup.speed import CAST_METHODS, GAME_SLOTS, fixed_attributes
from spellforge.sim.matchup.support import SupportMixin
from spellforge.sim.matchup.versus import VersusMixin
from spellforge.sim.matchup.vines import VinesMixin
from spellforge.sim.matchup.walls import WallsMixin
from spellforge.sim.matchup.zones import ZonesMixin

class MatchGame(FightMixin, AIMixin, EnchantmentsMixin, WallsMixin, HoldsMixin, ReactionsMixin, VinesMixin,
                SupportMixin, ZonesMixin, MagePowersMixin, EquipmentMixin, ConjurersMixin, GearMixin, SpellsMixin, VersusMixin):
    __slots__ = GAME_SLOTS  # faster look-ups of its attributes (speed.py)

    def __init__(self, a: SideSpec, b: SideSpec, seed: int | str = 0, first: int = 0, max_rounds: int = 20,
                 record_events: bool = False):
        self.sides = [Side(0, a), Side(1, b)]
        for s in self.sides:
            init_powers(s)  # Pet, Quick Summons, the Voltaric Shield… (mage_powers.py)
        self.seed = str(seed)
        self.rng = random.Random(self.seed)
        self.first = first
        self.max_rounds = max_rounds
        self.record = MatchRecord(seed=self.seed, events=[] if record_events else None)
        self._log = self.record.events
        self._round_buffs: list[tuple[Piece, str, int]] = []
        self._spawn_zone: dict[int, tuple[int, int]] = {}
        self._caster: Piece | None = None
        self._acted: set[int] = set()  # ids of the pieces that have activated this round
        self._final_round = 0  # the round whose final quickcast phase has begun
        self.walls: dict = {}  # border (frozenset of two zones) -> walls.Wall
        self.things: list = []  # terrain, traps and wards on the zones (zones.Thing)
        self.los_walls: frozenset = frozenset()  # the borders whose wall blocks line of sight
        self._routes: dict = {}  # walls.route's answers, by the walls in play
        self._queues: dict[int, list[Piece]] = {}  # this round's pieces still to activate, by side
        self._teleport_to = None  # the zone of the Teleport being cast (spell_target chose it)
        self._planning: list[SpellModel] | None = None  # the spells prepared so far (Rouse the Beast)
        self._in_actions = False  # the action phases are under way (Mind Control waits for their end)
        self.round = 0
        self.mage_down = False
        self.finished = False
        fixed_attributes(self)  # every attribute a game may set, now and in one order (speed.py)

    # -- the round -----------------------------------------------------------------------------------
    def run(self) -> MatchRecord:
        while not self.finished:
            start = figures.round_start(self)
            self.play_round()
            figures.round_end(self, start)  # the goldfish's figures of the round (figures.py)
        rec = self.record
        for s in self.sides:
            rec.cast[s.idx], rec.damage[s.idx] = s.cast, s.damage
        return rec

    def play_round(self) -> None:
        self.round += 1
        r = self.round
        self._acted.clear()
        invisible.reset(self)  # the Reset phase (000 L480-500): a piece that attacked is Invisible again
        holder = self.first if r % 2 else 1 - self.first  # round 1 given, then it passes (L472-478)
        order = [self.sides[holder], self.sides[1 - holder]]
        self.log("round", holder, round=r)
        for s in order:  # Channeling (L508-516)
            s.mana += s.channeling
            s.quick_used = False
            for d in s.discounts:
                d[1] = 0  # a ring's Ready marker (003 L328)
            for sp in s.spawnpoints:
                sp.pool += sp.channeling
            for c in s.creatures:
                c.pool += c.channeling  # a familiar's own pool (L510)
            if s.channeling or s.mana:  # a passive side (no mana, no Channeling) says nothing
                self.log("mana", s.idx, mana=s.mana)
        for s in order:  # Upkeep (L528-536)
            for p in s.pieces():
                self.conditions_upkeep(p)
        if self._ended():
            return
        for s in order:
            self.pay_upkeep(s)
            self.reveal_pending(s)
            self.shield_upkeep(s)  # the Voltaric Shield (L1805)
        for s in order:  # Planning (L554-562)
            self.place_vines(s)
            s.prepared = self.prepare(s)
            if s.prepared and self._log is not None:  # (events are kept for --log only: no list built else)
                self.log("prepare", s.idx, cards=[x.name for x in s.prepared])
        for s in order:  # Deployment (L564-568)
            self.deploy(s)
        queues = self._queues = {s.idx: [s.mage] + [c for c in s.creatures if c.alive and c.ready_round <= r]
                                 for s in order}
        turn = holder
        self._in_actions = True
        while queues[0] or queues[1]:  # action phases alternate (L596-608)
            queue = queues[turn]
            while queue and not queue[0].alive:
                queue.pop(0)  # a destroyed creature has no action phase: the side activates another
            if queue:
                if passing.may_pass(queues, turn) and passing.wants_pass(self, self.sides[turn]):
                    self.log("pass", turn, mine=passing.active(queue), theirs=passing.active(queues[1 - turn]))
                else:
                    self.activate(self.sides[turn], queue.pop(0))
                    if self._ended():
                        return
            turn = 1 - turn
        self._final_round, self._in_actions = r, False
        for s in order:  # the final quickcast phase (L636-638)
            if not s.quick_used:
                self.quickcast(s)
                if self._ended():
                    return
        for piece, key, n in self._round_buffs:
            setattr(piece, key, getattr(piece, key) - n)
        self._round_buffs.clear()
        self.rise_round_end()  # Rise Again's creatures come back (spells.py)
        if r >= self.max_rounds:
            self.finished = True
            self.record.rounds = r
            self.log("timeout", holder, rounds=r)

    def _ended(self) -> bool:
        if not self.mage_down:
            return False
        down = [not s.mage.alive for s in self.sides]
        rec = self.record
        rec.rounds = self.round
        if all(down):
            rec.winner, rec.how = None, "both_killed"
        else:
            rec.winner, rec.how = (1 if down[0] else 0), "mage_killed"
        self.finished = True
        self.log("won" if rec.winner is not None else "draw", rec.winner if rec.winner is not None else 0)
        return True

    # (the Upkeep's payments: gear.pay_upkeep)

    # -- activations (L620-753) ------------------------------------------------------------------------
    def activate(self, side: Side, piece: Piece) -> None:
        piece.guard = False  # the marker goes when it activates (L622)
        self._acted.add(id(piece))
        if piece.stun or piece.sleep:
            self.log("stunned" if piece.stun else "asleep", side.idx, piece=piece.name)
        elif piece.is_mage:
            self.mage_turn(side)
        else:
            self.creature_turn(side, piece)
        if piece.held and any(v.sink for v in piece.held):
            self.sink(piece)
        piece.stun = piece.daze = 0  # at the end of its action phase (L628-630)
        if piece.is_mage and side.torment:
            self.torment_burn(side)  # Adramelech's Torment, at the end of its mage's action phase (gear.py)
        if side.conjs or side.autonomous:  # "before or after the Action Phase of any friendly creature"
            self.conj_attacks(side)  # conjurers.py; Autonomous items too (gear.auto_attacks)

    def best_attack(self, side: Side, piece: Piece, full_ok: bool, quick_only_spells: bool = False):
        """(profile, target, bonus) of the piece's best attack on a target it reaches from its zone."""
        best, score = None, -1.0
        for a in piece.attacks:
            if a.full and not full_ok:
                continue
            if a.spell_cost and (a.spell_cost > side.mana or self._zapped == (side.idx, self.round)):
                continue
            if quick_only_spells and not a.spell_cost:
                continue
            bonus = piece.melee if a.kind == "melee" else piece.ranged if not a.zone else 0
            if a.kind == "melee" and a.range_max == 0:
                cands = self.melee_targets(piece, piece.zone)
                if piece.flank is not None:
                    cands = self.flank_targets(piece, cands)  # a Flank Attack's target first (spells.py)
            else:
                cands = self.ranged_candidates(side, piece.zone, a)
            target = self.choose_target(side, piece, a, cands, bonus)
            if target is None:
                continue
            value = worth.attack_value(self, side, piece, a, target, bonus)  # a zone attack: friends too
            if value > score:
                best, score = (a, target, bonus), value
        return best

    def do_attack(self, side: Side, piece: Piece, choice) -> None:
        profile, target, bonus = choice
        if side.marker_on is piece:  # the Pet's Melee +1 by its mage, the Reaper's Bloodthirsty (mage_powers.py)
            bonus += self.marker_bonus(side, piece, profile, target)
        if self.things and not profile.spell_cost:  # Shallow Sea's −1 die, an Aquatic's Melee +1 (zones.py)
            bonus += self.terrain_bonus(piece, profile.kind == "melee")
        if side.conjs:
            bonus += self.tower_bonus(side, piece, profile)  # Archer's Watchtower (conjurers.py)
        if profile.spell_cost:
            side.mana -= profile.spell_cost  # a built-in spell, once a round (Arcane Zap, L1813-1825)
            self._zapped = (side.idx, self.round)
            cid = card_id(profile.name)  # counted among the cards cast, as the goldfish counts it (combat.py)
            side.cast[cid] = side.cast.get(cid, 0) + 1
        dealt = self.attack(piece, side.idx, piece.name, profile, target, bonus=bonus, piercing=piece.piercing,
                            spell=bool(profile.spell_cost))
        if side.marker_on is piece:
            self.reaper_heal(side, piece, target, dealt)

    def creature_turn(self, side: Side, piece: Piece) -> None:
        spell = side.familiar_spells.pop(id(piece), None) if piece.familiar else None
        if spell is not None and self.cast(side, spell, familiar=piece):
            return  # the familiar's action casts the spell prepared for it (L946-954)
        choice = still = self.best_attack(side, piece, full_ok=True)  # still: an attack with no move (its full action)
        if choice is None and piece.held and any(v.sink for v in piece.held):
            self.escape_quicksand(piece)  # its quick action: the escape roll
            return
        vine = self.vine_to_attack(side, piece) if choice is None else None
        if vine is not None and (piece.restrained or vine.holds.is_mage):
            self.strike_vine(side, piece, vine)  # it frees itself or its mage (errata 003 L878)
            return
        if choice is None and not piece.attacks and defend.keep_guard(self, side, piece):
            return  # a creature with no attack guards its mage (the goldfish's guard)
        if choice is None and self.wants_guard(side, piece):
            piece.guard = True  # a quick action (L1561-1608)
            self.log("guard", side.idx, piece=piece.name)
            return
        if choice is None and defend.rescue(self, side, piece):
            return  # back to our mage, whom enemy melee creatures attack (defend.py)
        if choice is None and piece.slow is not None:  # None: Rooted, it never moves (003 L278)
            if piece.slow or piece.slow_curse or self.things and self.slowed(piece):
                self.walk(side, piece)  # Slow: moving ends its action phase (L2286)
                return
            moves = 1 if piece.fast and self.things and self.hindered(piece) else 2 if piece.fast else 1  # Fast: 2 (L895)
            start = piece.zone
            for i in range(moves):
                if gather.waits(self, side, piece) or not self.walk(side, piece, first=i == 0):
                    break  # (waits: one zone short of the first strikes, for a friend a round behind: gather.py)
            if self._action_over:
                return  # crossing Wall of Thorns took its action
            choice = self.best_attack(side, piece, full_ok=False)
            if choice is not None and piece.charge and piece.zone != start and choice[0].kind == "melee":
                choice = (choice[0], choice[1], choice[2] + piece.charge)  # Charge +X after moving (L2288-2290)
            if choice is None and moves == 1 and not piece.slow_curse and not self._enemy_here(side, piece) \
                    and piece.waited != self.round and not gather.waits(self, side, piece):
                self.walk(side, piece, first=False)  # a second move ends its action phase (L648)
                return
        if choice is not None:
            self.do_attack(side, piece, choice)
            if piece.whirl == self.round and still is choice:
                self.whirl(side, piece, choice)  # Whirling Strike: 2 more targets in its zone (spells.py)
            if piece.extra_round == self.round and piece.alive:
                again = self.best_attack(side, piece, full_ok=False)
                if again is not None:
                    self.do_attack(side, piece, again)

    def _enemy_here(self, side: Side, piece: Piece) -> bool:
        return any(e.zone == piece.zone and not e.restrained and e.conj is None  # L2310: no Hinder; nor a conjuration
                   and not e.invisible for e in self.sides[1 - side.idx].pieces())  # Invisible: a Pest (invisible.py)

    def walk(self, side: Side, piece: Piece, first: bool = True, goal=None) -> bool:
        """One zone toward the enemy mage, or `goal` (round the walls, crossing them by the rules: walls.py);
        stops in a zone with an enemy creature (Hinder, L650-656); a Restrained piece stays."""
        self._action_over = False
        goal = goal or piece.raged and self.hate_zone(piece) or self.sides[1 - side.idx].mage.zone
        if piece.zone == goal or piece.restrained \
                or self._enemy_here(side, piece) and not invisible.unhindered(piece) \
                or (piece.enchantments or piece.stumbled) and self.stumbles(piece):  # Stumble (versus.py)
            return False
        to = self.route(piece, goal)[0]
        if to == piece.zone:
            return False
        if self.walls:
            if self.crossing_ends_action(piece, to):
                if not first:
                    return False  # Wall of Thorns takes the whole action (errata 003 L908)
                self._action_over = True
            if not self.cross(piece, to):
                return False
        piece.zone = to
        self.log("move", side.idx, piece=piece.name, zone=list(piece.zone))
        if piece.move_damage:
            self._direct(piece, piece.move_damage, "curse")  # Chains of Agony: damage each time it moves
            if not piece.alive:
                return False
        if self.things and (self.entered(piece) or self.hindered(piece)):
            return False  # a trap, an attack on entering, Hindered here (zones.py)
        return not (self._enemy_here(side, piece) and not invisible.unhindered(piece)) and not self._action_over

    def mage_turn(self, side: Side) -> None:
        action_used = False
        moved = approach.move_first(self, side)  # its planning chose a move, then the quick half
        for spell in ([] if moved else [s for s in side.prepared if not self.is_quick(side, s)]):
            if self.cast(side, spell):
                action_used = True
                break
        for spell in [s for s in side.prepared if self.is_quick(side, s)]:
            if moved and not self.is_quick(side, spell):
                continue  # a second summoned creature is no quick spell (Quick Summons: once a round)
            if not side.quick_used:
                self._ring_spent = False
                if self.cast(side, spell):
                    side.quick_used = True
                    continue
                if not self._ring_spent:
                    continue  # cast again with its action, it would fail the same way: nothing it looked at changed
            if not action_used and not worth.ring_waits(self, side, spell, moved) and self.cast(side, spell):
                action_used = True  # (a discount ring never takes the action of a mage with an attack: worth.py)
        for item, spell in side.bound:  # a bound spell, as if prepared, once a round (000 L1170-1182)
            if (not action_used and (spell.quick or not moved)) or (spell.quick and not side.quick_used):
                if self.cast(side, spell, bound=item):
                    if spell.quick and not side.quick_used:
                        side.quick_used = True
                    else:
                        action_used = True
        if action_used:
            return
        choice = self.best_attack(side, side.mage, full_ok=not moved)
        if choice is not None:
            self.do_attack(side, side.mage, choice)
            return
        vine = self.vine_to_attack(side, side.mage) if side.mage.held else None
        if vine is not None:
            self.strike_vine(side, side.mage, vine)
            return
        if moved:
            return
        waiting = [s for s in side.prepared if s.quick and (self.conj_zone(side, s, moved=True) if conjurer_kind(s)
                                                            else self.spell_target(side, s, moved=True)) is not None]
        if waiting and not side.mage.restrained and side.spec.dummy != "stands":  # a move, then the quick half of the action: into the range of its prepared spell
            to = self.route(side.mage, self.sides[1 - side.idx].mage.zone)[0]
            if to == side.mage.zone or frozenset((to, side.mage.zone)) in self.walls \
                    or not defend.safe_step(self, side, to, waiting):
                self.meditates(side)  # no walk through a wall or into more melee to cast: the action is free
                return
            side.mage.zone = to
            self.log("move", side.idx, piece=side.mage.name, zone=list(side.mage.zone))
            if self.things and self.entered(side.mage):
                return
            for spell in waiting:
                if self.cast(side, spell):
                    return
            return
        self.meditates(side) or approach.idle_advance(self, side) or defend.press(self, side)  # idle: mana (gear.py) or a step

    def quickcast(self, side: Side) -> None:
        for spell in [s for s in side.prepared if self.is_quick(side, s)]:
            if self.cast(side, spell):
                side.quick_used = True
                return
        for item, spell in side.bound:
            if spell.quick and self.cast(side, spell, bound=item):
                side.quick_used = True
                return

    def deploy(self, side: Side) -> None:
        for sp in list(side.spawnpoints):
            spell = next((s for s in side.prepared if sp.allows(s) and not (s.rooted and approach.stands_idle(
                self, side, s, self.spawn_entry(side, s, sp)[1]))), None)
            if spell is not None and self.cast(side, spell, spawnpoint=sp):
                spent.after_cast(self, side, sp)  # Seedling Pod: destroyed once it casts (spent.py)

    # -- casting (L805-857) ----------------------------------------------------------------------------
    def cast(self, side: Side, spell: SpellModel, spawnpoint: Spawnpoint | None = None,
             familiar: Piece | None = None, bound: SpellModel | None = None) -> bool:
        """Cast a prepared spell now if it has something to act on and side can pay (a spawnpoint
        or a familiar from its own pool first, L948, L982); `bound`: the item the spell is bound
        to (cast as if prepared, once a round, never discarded: 000 L1170-1182); True if cast."""
        if self.mage_down or (bound is not None and side.bound_used.get(bound.card_id) == self.round):
            return False  # a destroyed mage ends the game at once (nothing is cast at it); bound: once a round
        if bound is None and ((familiar is None and not any(s is spell for s in side.prepared))
                              or side.library.get(spell.card_id, 0) <= 0):
            return False
        ring = side.discount(spell, familiar is None and spawnpoint is None, False, spawnpoint is not None) if side.discounts else 0
        holder = spawnpoint if spawnpoint is not None else familiar
        if self.mage_down or short_of(spell, ring, side.mana + (holder.pool if holder is not None else 0)):
            return False  # a mage destroyed ends the game (000 L457); or not even its least cost: no look for a target
        target = x = None
        t = spell.type
        if spell.target == "Zone" and zone_kind(spell):  # on a zone: terrain, a trap, a ward (zones.py)
            target = self.zone_for(side, spell, familiar)
            if target is None:
                return False
            cost = zone_cost(spell)
        elif t == "Enchantment":
            target = self.bearer_for(side, spell, familiar)
            if target is None:
                return False
            cost = spell.cost
        elif t in ("Incantation", "Attack"):
            pick = self.spell_target(side, spell, caster=familiar)
            if pick is None:
                return False
            target, x = pick
            cost = x if spell.x_rule in X_CHOSEN else spell.cost
        else:
            cost = self.cost_of(side, spell)
            if is_wall(spell):
                target = self.wall_border(side, spell)
            elif is_vine(spell):
                target = self.hold_target(side, spell, familiar)
            elif conjurer_kind(spell):
                target = self.conj_zone(side, spell, familiar)  # conjurers.py
            if target is None and (is_wall(spell) or is_vine(spell) or conjurer_kind(spell)):
                return False  # nothing to hold or wall off from where the caster stands
        if cost is None:
            return False
        cost = max(0, cost - ring)  # a ring's discount on what the mage pays (003 L328-330)
        pool = holder.pool if holder is not None else 0
        if cost > side.mana + pool:
            return False
        if ring:
            side.discount(spell, familiar is None and spawnpoint is None, use=True, by_spawn=spawnpoint is not None)
            self._ring_spent = True  # a cast that fails after this (a wall in the way) changed the game (mage_turn)
        caster = familiar or side.mage
        if self.los_walls:  # no line of sight through a wall (L1018-1026)
            seen = target.bearer if isinstance(target, Ench) else target
            if isinstance(seen, Piece) and seen is not caster and not self.sees_piece(caster, seen):
                return False
        summons = t == "Creature" and holder is None and bound is None and self.is_quick(side, spell)
        if (spell.quick or summons) and spawnpoint is None and self._jinxed(caster):  # L1687: Jinx too
            if familiar is None and bound is None:
                side.prepared = [s for s in side.prepared if s is not spell]  # back to the book, mana refunded
            return True  # the action is spent
        from_pool = min(pool, cost)
        if holder is not None:
            holder.pool -= from_pool
        side.mana -= cost - from_pool
        if summons:
            side.summons_round = self.round  # Quick Summons, once a round (L1685)
        if bound is not None:
            side.bound_used[bound.card_id] = self.round  # it stays bound (L1178)
            self.record.from_wand[side.idx][spell.card_id] += 1
        else:
            if familiar is None:  # by identity: a model's == compares every field
                side.prepared = [s for s in side.prepared if s is not spell]
            side.library[spell.card_id] -= 1
        side.cast[spell.card_id] = side.cast.get(spell.card_id, 0) + 1  # (a Counter's += calls __missing__)
        if spell.one_in_play:
            side.in_play.add(spell.card_id)
        where = (self._spawn_zone.get(id(spawnpoint), side.mage.zone) if spawnpoint is not None
                 else familiar.zone if familiar is not None else side.mage.zone)
        if t == "Creature" and side.vines:  # through a Vine marker (003 L508-511), a Tree's too (vines.py)
            reach = self.vine_zone(side, spell, caster, where) if spawnpoint is None \
                else self.spawn_entry(side, spell, spawnpoint)
            if reach is not None and reach[0] is not None:
                self.use_vine(side, reach[0])
                where = reach[1]
        elif is_vine(spell) and distance(caster.zone, target.zone) > spell.range_max:
            self.use_vine(side, self.vine_reach(side, spell, caster, target.zone))
        if t == "Creature" and side.conjs and familiar is None:
            where = self.garrison_zone(side, spell, where)  # Garrison Post (conjurers.py)
        if self._log is not None:  # (events are kept for --log only)
            self.log("cast", side.idx, card=spell.name, card_id=spell.card_id, mana=cost, target=getattr(target, "name", None))
        aimed = isinstance(target, Piece) and "Marker" not in spell.target  # Burst of Thorns targets its marker
        if aimed and target.side != side.idx and self._nullified(target, spell):
            return True  # countered: the mana and the action are spent (L843, L2404-2406)
        if aimed and target.side != side.idx and t in ("Incantation", "Enchantment") \
                and self._reversed(target):  # Reverse Magic: the bearer's side takes it, aimed at its caster
            side, target, self._caster = self.sides[target.side], caster, target
            if not fits(spell.target, target, False):
                return True  # its caster is no legal target: the spell has nothing to act on
            if t == "Enchantment":
                self._cast_enchantment(side, spell, target, x, where)
            elif spell.attacks or spell.burn or spell.tags.get("incapacitate") or spell.tags.get("push") \
                    or spell.tags.get("sleep"):
                self._cast_incantation(side, spell, target, x, target.zone)
            return True
        self._caster = familiar or side.mage  # the attacker of an attack spell (a Dazed one rolls)
        if caster.magebane:  # Magebane: damage to its bearer each time it casts a spell
            self._direct(caster, caster.magebane, "curse")
        getattr(self, CAST_METHODS.get(t) or "_cast_" + t.lower())(side, spell, target, x, where)
        if t == "Incantation" and familiar is None and side.book.mage.reward is not None:
            self.divine_reward(side, spell)  # the Priestess's Life (mage_powers.py)
        return True

    def _cast_creature(self, side: Side, spell: SpellModel, target, x, where) -> None:
        p = creature_piece(spell, side.idx, where, self.round + 1)  # enters inactive (L612, L879)
        side.creatures.append(p)
        if self.record.first_creature[side.idx] is None:
            self.record.first_creature[side.idx] = self.round
        self.mark(side, p, spell)  # Pet, Blood Reaper (mage_powers.py)
        if self._auras:
            self.refresh_auras()  # it takes the conjurations' auras in play (conjurers.py)

    def _cast_enchantment(self, side: Side, spell: SpellModel, target: Piece, x, where) -> None:
        if zone_kind(spell):
            self.lay(side, spell, target)  # a trap face down, a ward revealed (its cost paid with the cast)
            return
        ench = Ench(spell, side.idx, target)  # face down (L1054-1072)
        target.enchantments.append(ench)
        if not stays_hidden(spell):
            self.reveal(side, ench)

    def _cast_incantation(self, side: Side, spell: SpellModel, target, x, where) -> None:
        tags = spell.tags
        if self.plays(spell):
            self.play_spell(side, spell, target, x)  # spells.py
        elif tags.get("dispel") or tags.get("seek_dispel"):  # Seeking Dispel: a hidden one, not revealed in answer
            self.log("dispel", side.idx, card=target.spell.name, bearer=target.bearer.name)
            self.destroy_enchantment(target, quiet=True)
        elif tags.get("dissolve") or tags.get("explode"):  # Explode: X = 6 + the item's cost, then its attack
            foe = self.sides[1 - side.idx]
            self.lose_item(foe, target)  # its bound spell is destroyed too (L1180)
            if tags.get("explode") and spell.attacks and foe.mage.alive:
                self._cast_attack(side, spell, foe.mage, x, where)
            self.log("dissolve", side.idx, card=target.name)
        elif tags.get("incapacitate"):
            target.stun = max(target.stun, 1)
        elif tags.get("sleep"):
            zone = "Zone" in spell.target  # Mass Sleep: every non-Mage living creature in the zone
            for p in ([q for s in self.sides for q in s.pieces() if q.zone == target.zone and not q.is_mage
                       and q.living] if zone else [target]):
                p.sleep, p.guard = True, False  # incapacitated (000 L2440-2442)
                self.log("sleep", side.idx, piece=p.name)
        elif tags.get("extra_attack"):
            target.extra_round = self.round  # one more quick attack action this round (L2599)
        elif tags.get("charge") or tags.get("fast"):  # Charge: Fast and Charge +1 this round
            if tags.get("fast") and not target.fast:
                target.fast = True
                self._round_buffs.append((target, "fast", 1))
            n = spell.round_buff.get("Charge", 0)
            target.charge += n
            self._round_buffs.append((target, "charge", n))
        elif "teleport" in tags:
            self.teleport(side, target, self._teleport_to)
        elif tags.get("rouse"):
            self.rouse(side, target)
        elif tags.get("defend"):
            target.guard = True  # a Guard marker: zone protection, Counterstrike (L1561-1608)
            self.log("guard", side.idx, piece=target.name)
        elif tags.get("purify"):
            self.purify(target, spell)
        elif spell.heal_flat and "Arena" in spell.target:
            self.rain(side, spell)
        elif tags.get("unavoidable_round"):
            target.unavoidable_round = self.round  # its melee attacks this round are Unavoidable
        elif tags.get("push"):
            origin = (self._caster or side.mage).zone
            self.push(side.idx, spell.name, target, origin)
            if tags.get("slam") and target.alive:
                target.stun = max(target.stun, 1)  # Slammed (read as a Stun, docs/matchup.md)
        elif spell.heal_dice:
            for p in ([q for q in side.pieces() if q.zone == target.zone and q.living and q.damage and not q.finite]
                      if spell.heal_all else [] if target.finite else [target]):  # Group Heal: every living friend there
                healed = self.healed(p, spell.heal_dice)
                p.damage -= healed  # crits and normals count the same (L1400)
                self.log("heal", side.idx, piece=p.name, amount=healed)
        elif spell.round_buff:
            every = spell.round_buff_all or "Arena" in spell.target  # Call of the Wild: every friendly Animal
            for p in ([c for c in side.creatures if not spell.buff_subtypes or set(spell.buff_subtypes)
                       & set(c.subtypes)] if every else [target]):
                for key, n in spell.round_buff.items():
                    field = _GRANT_FIELD.get(key)
                    if field:
                        setattr(p, field, getattr(p, field) + n)
                        self._round_buffs.append((p, field, n))
        else:
            self._cast_attack(side, spell, target, x, where)

    def _cast_attack(self, side: Side, spell: SpellModel, target: Piece, x, where) -> None:
        if spell.burn and not spell.attacks:
            target.burn += spell.burn
            return
        profile: AttackProfile = spell.attacks[0]
        if spell.tags.get("combustion"):  # its dice: N a Burn token on the target, the tokens removed
            from dataclasses import replace

            profile, target.burn = replace(profile, dice=spell.tags["combustion"] * target.burn), 0
        attacker = self._caster
        if "Vine Marker" in spell.target:  # Burst of Thorns: the marker is the source, and it goes (003 L577-579)
            self.use_vine(side, self._thorn_marker)
            attacker = None
        past = spell.tags.get("drain") and self.sides[target.side].shield_up  # Drain Life: direct damage (L1809)
        self.sides[target.side].shield_up = self.sides[target.side].shield_up and not past
        dealt = self.attack(attacker, side.idx, spell.name, profile, target, self.spell_dice(side, attacker, profile),
                            spell=True)  # a ring's dice on its mage's attack spells of a damage type (gear.py)
        self.sides[target.side].shield_up = self.sides[target.side].shield_up or bool(past)
        if spell.tags.get("drain") and dealt and side.mage.alive and not side.mage.finite:
            side.mage.damage -= min(side.mage.damage, dealt)
