"""The arena line with a walking dummy (`--distance D --opponent dummy`): the dummy walks toward our
mage or our nearest creature like a Mage Wars mage, and the cards that act on movement — traps,
zone conjurations, walls on a zone border, terrain, Slow, Restrained, Stumble — work on it (and,
where the card says so, on our own creatures crossing the same zones). Part of Game.

Positions are zones counted from our mage's zone (0); the dummy stands at `Game.distance` and each
unit's `dist` is its distance to the dummy. Rules (rules digest §4.4, §4.7, §5.6):
* the dummy's action phase: a victim in its zone → a full melee attack; else move 1 zone, then a
  quick melee attack if a victim is now in its zone, or a second move (L690-695, L648);
* Slow: moving ends its action phase (L2286); Hindered (a zone with Mangler Caltrops): a creature
  that starts in or enters it moves only 1 zone (L650-656); Restrained: no move (L2308);
* traps: revealed when an enemy enters their zone, interrupting it (L1128-1142); Teleport Trap
  sends it up to 2 zones away (here: away from our mage); a trap zone holds no enemy creature;
* walls on a border: Passage Blocked — no crossing: the walker goes round through the next row
  (2 more moves); Passage Attack — the wall attacks whoever crosses (L2003-2005); Wall of Thorns'
  crossing takes a level-2+ creature its full action (our mage's foe is level 6, L803);
* conjurations attacking whoever enters their zone (Bed of Urchins, Mangler Caltrops) hit our
  creatures too; Swamp makes non-Aquatic walkers in its zone Slow;
* a Restrained guard can be ignored (L1600); Quicksand sinks it: d12 − tokens ≥ 8 escapes,
  else a Sink token at the end of its action phase, the 4th destroys it;
* Garrison Post: our Soldiers are summoned into its zone; Akiro's Hammer: 1 Load token, +1 each
  Upkeep (max 2), 2 tokens make one of its attacks (range 2-3 from its zone);
* Shallow Sea (in our mage's zone): non-Aquatic, non-flying creatures there are Hindered and roll
  1 die fewer in non-spell attacks, Aquatic ones gain Melee +1 — the dummy attacking there too;
* Archer's Watchtower: once a round, a Soldier of ours making a ranged attack from its zone gains
  Ranged +1 for it (placed where our ranged Soldiers shoot from: 2 zones short of the dummy);
* Divine Intervention, hidden on our mage, is revealed when the dummy walks into our mage's zone:
  our mage teleports to the far end of the line (3 zones, or the starting distance if longer).
"""

from __future__ import annotations

from spellforge.sim.game.events import Event
from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.game.objects import Foe, Unit

ARENA_TAGS = ("trap_attack", "trap_teleport", "enter_attack", "hinder_zone", "move_damage", "stumble", "slow_curse",
              "restrain", "slow_zone", "garrison", "siege", "wall_blocked", "wall_attack", "wall_full", "zone_malus",
              "escape", "tower")
# cards that keep the walking dummy off our mage (the policies cast them first when it nears); walls
# and Swamp hold up our own creatures too, Divine Intervention costs 12: the policies leave them last
DELAYING = ("restrain", "stumble", "slow_curse", "trap_teleport")
THREAT_HITS = 5  # the dummy threatens our mage when this many of its hits would destroy it
DETOUR = 2  # moves to go round a Passage Blocked wall through the next row of the arena
QUICKSAND_ESCAPE, QUICKSAND_SINK = 8, 4


def _int(text: str, default: int) -> int:
    try:
        return int(text)
    except (TypeError, ValueError):
        return default


def arena_tags(card, rows) -> dict[str, int]:
    """The arena tags of a card, from the shape of its effect rows and its wall symbols."""
    tags: dict[str, int] = {}
    if card.type == "Conjuration" and getattr(card, "type_variant", "") == "Wall":
        symbols = {t.keyword for t in card.traits}
        if "Passage Blocked" in symbols:
            tags["wall_blocked"] = 1
        if "Passage Attacks" in symbols and card.attacks:
            tags["wall_attack"] = 1
        if any(e.kind == "restrict" and e.arg in ("move", "cross_wall") and "full action" in e.conditions.get("state", "")
               for e in rows):
            tags["wall_full"] = 1
        if tags and "Blocks LOS" in symbols:
            tags["wall_los"] = 1  # the matchup's line of sight (sim/matchup/walls.py); the line has none
        if tags.get("wall_attack") and any(e.kind == "attack" and "side it faces" in (e.note or "") for e in rows):
            tags["wall_front"] = 1  # Wall of Pikes: it attacks only who crosses from its front (003 L901-905)
        if not tags:
            return tags
    enter_reveal = any(e.kind == "reveal_trigger" and e.arg == "enters_zone" for e in rows)
    for e in rows:
        k, arg, tgt, trig, cond = e.kind, e.arg, e.target, e.trigger, e.conditions
        if enter_reveal and k == "attack" and tgt in ("attacker", "entering") and card.attacks:
            tags["trap_attack"] = 1
        elif enter_reveal and k == "move" and e.mode == "teleport":
            tags["trap_teleport"] = _int(e.amount, 2)
        elif k == "attack" and tgt in ("zone_creatures", "entering") and trig == "enters_zone" and card.attacks:
            tags["enter_attack"] = 1
        elif k in ("grant_trait", "aura") and arg == "Hindered" and tgt == "zone_creatures":
            tags["hinder_zone"] = 1
        elif k == "attack_bonus" and tgt == "zone_creatures" and _int(e.amount, 0) < 0 and cond.get("not_subtype"):
            tags["zone_malus"] = -_int(e.amount, 0)
        elif k == "move" and e.mode == "teleport" and tgt == "bearer" and trig == "reveal":
            tags["escape"] = 1
        elif k == "grant_trait" and arg.startswith("Ranged +") and tgt in ("friendly_creatures", "attacker") \
                and cond.get("in_zone") == "same" and cond.get("once") == "round" and cond.get("subtype"):
            tags["tower"] = _int(arg.split("+")[1], 1)
        elif k == "damage" and trig == "moves" and tgt == "bearer":
            tags["move_damage"] = _int(e.amount, 1)
        elif k == "restrict" and arg == "move" and tgt == "bearer" and e.duration == "this_action":
            tags["stumble"] = 1
        elif k == "grant_trait" and arg == "Slow" and tgt == "bearer":
            tags["slow_curse"] = 1
        elif k == "condition" and e.mode == "add" and arg == "Restrained" and tgt in ("bearer", "target_creature"):
            tags["restrain"] = 1
        elif k == "destroy" and arg == "creature" and "Sink" in cond.get("state", ""):
            tags["sink"] = _int(cond["state"].split()[0], QUICKSAND_SINK)  # "4 Sink tokens"
        elif k == "destroy" and arg == "self" and trig == "activated" and "sink" in tags and cond.get("roll"):
            tags["escape"] = _int(cond["roll"].rstrip("+"), QUICKSAND_ESCAPE)  # the trapped creature's 8+
        elif k == "aura" and arg == "Slow" and tgt == "zone_creatures":
            tags["slow_zone"] = 1
        elif k == "summon" and tgt in ("zone_objects", "self") and cond.get("subtype") and not trig:  # summoned here
            tags["garrison"] = 1
        elif k == "attack" and trig in ("activated", "friendly_action_phase") and "Load" in cond.get("pay", "") \
                and card.attacks:
            tags["siege"] = _int(cond["pay"].split()[0], 2)
    if tags.get("restrain") and any(e.kind == "damage" and e.trigger == "upkeep" for e in rows):
        del tags["restrain"]  # a crushing restraint (Stranglevine, Force Crush): its damage is what counts
    if tags:
        tags["arena"] = 1
    return tags


class Zone(Unit):
    """A zone of the arena line as an enchantment's target (a trap waits in it)."""

    def __init__(self, pos: int):
        super().__init__(f"zone {pos}", "", (), 0)
        self.pos = pos


class ArenaMixin:
    """Part of Game (spellforge.sim.game.engine)."""

    def _init_arena(self) -> None:
        dummy = self.config.opponent
        self.walking = dummy is not None and getattr(dummy, "walks", False) and self.distance is not None
        self.traps: list[tuple[int, SpellModel]] = []  # hidden traps: (zone, card)
        self.zone_objects: list[tuple[int, SpellModel]] = []  # Bed of Urchins, Caltrops, Swamp, Garrison Post
        self.walls: list[tuple[int, SpellModel]] = []  # (border between zone b and b+1, card)
        self.sieges: list[list] = []  # [card, Load tokens]
        self.detour: dict[int, int] = {}  # id of a walker -> moves spent going round a blocked wall
        self.behind: set[int] = set()  # our units the dummy walked past (their dist counts the other way)
        self.dummy_slow = self.dummy_stumble = self.dummy_chains = 0
        self.dummy_held: list = []  # restraints on the dummy: [card, upkeep, vine life left or None]
        self.guard_held: list = []  # restraints on the guard: [card, upkeep, sink tokens or None]
        self.arena_on = False  # an arena object is in play: walkers check their way
        self.escape: list[SpellModel] = []  # Divine Intervention hidden on our mage
        self.tower_used = 0  # the round Archer's Watchtower last gave its Ranged +1
        self.target_walked = False  # the walking dummy has left its corner zone (no longer cornered)

    # -- what the cards need -----------------------------------------------------------------------
    def _dummy_to_go(self) -> int:
        """Zones the walking dummy still has to cross toward our side (0 = none or not walking)."""
        return self.distance if self.walking and self.target.alive else 0

    def _victim_pos(self) -> int:
        """Where the dummy is heading: our nearest non-flying creature on our side, else our mage."""
        d = self.distance
        return max((d - u.dist for u in self.creatures if u.alive and not u.flying and id(u) not in self.behind),
                   default=0)

    def _meets_it(self) -> bool:
        """A non-flying creature of ours will meet the walking dummy (so it is not coming for our mage)."""
        return any(u.alive and not u.flying for u in self.creatures)

    def threatened(self) -> bool:
        """The walking dummy heads for our mage (no creature of ours to meet it), reaches it next
        round (2 zones a round), and five of its hits would destroy it: keeping it away is then worth
        a quick spell. (Otherwise our creatures gain more from it walking to them.)"""
        if not 0 < self._dummy_to_go() <= 2 or self._meets_it():
            return False  # far yet, or our creature is the one it will meet first
        if not self.has_initiative():
            return False  # it acts first this round and is with our mage before any spell of ours
        from spellforge.sim.game.dice import damage_distribution

        dummy, mage = self.config.opponent, self.mage
        hit = damage_distribution(dummy.dice, max(0, mage.armor - dummy.piercing)).mean
        return THREAT_HITS * hit >= mage.life - mage.damage - self.mage_life_lost

    def delays(self, spell: SpellModel) -> bool:
        """Whether the card would keep the threatening dummy off our mage this round: a Slow curse
        only when it is 2 zones away (Slow, it still walks 1, L2286)."""
        return not spell.tags.get("slow_curse") or self._dummy_to_go() >= 2

    def arena_castable(self, spell: SpellModel) -> bool | None:
        t = spell.tags
        if t.get("restrain"):
            return None if spell.type == "Enchantment" else self._restrain_target(spell) is not None
        if t.get("siege"):
            return self.distance is None or self._siege_zone(spell) is not None
        if t.get("tower"):
            return bool(self.distance) and not any(s is spell for _, s in self.zone_objects) and any(
                "Soldier" in s.subtypes and any(a.kind == "ranged" for a in s.attacks)
                and (self.available(s) > 0 or any(u.card_id == s.card_id and u.alive for u in self.creatures))
                for s in self.book.spells if s.type == "Creature")
        if t.get("garrison"):
            soldiers = any("Soldier" in s.subtypes and self.available(s) > 0 for s in self.book.spells
                           if s.type == "Creature")
            return bool(self.distance) and soldiers and not any(s is spell for _, s in self.zone_objects)
        if spell.type == "Enchantment":
            return None  # arena_target decides
        return self._place(spell) is not None

    def arena_target(self, spell: SpellModel):
        """The zone (a trap) or the foe an arena enchantment goes on, or None."""
        t = spell.tags
        if t.get("trap_attack") or "trap_teleport" in t:
            pos = self._place(spell)
            return Zone(pos) if pos is not None else None
        if t.get("escape"):  # hidden on our mage until the dummy walks into its zone
            ok = self._dummy_to_go() and self._victim_pos() == 0 and not self.escape
            return self.mage if ok else None
        if t.get("restrain"):
            return self._restrain_target(spell)
        foe = self.target
        if not self._dummy_to_go() or self._victim_pos() >= self.distance or spell.card_id in foe.enchantments:
            return None
        if not spell.range_min <= self.distance <= spell.range_max:
            return None
        if t.get("slow_curse") and self.dummy_slow or t.get("stumble") and self.dummy_stumble:
            return None
        if (t.get("slow_curse") or t.get("stumble")) and self._meets_it():
            return None  # our creatures walk to it anyway: holding it up only delays them
        return foe

    def _restrain_target(self, spell: SpellModel):
        """A Restrained guard can be ignored (L1600); a Restrained walking dummy cannot move."""
        non_mage = "Non-Mage" in spell.target
        g = self.guard
        if g is not None and g.alive and self.guarding() and self._blocked_melee() and not self.guard_held \
                and (self.distance is None or spell.range_min <= self.distance <= spell.range_max):
            return g
        if non_mage or self.dummy_held or not self._dummy_to_go() or self._victim_pos() >= self.distance \
                or self._meets_it():
            return None
        if spell.range_min <= self.distance <= spell.range_max:
            return self.target
        return None

    def _place(self, spell: SpellModel) -> int | None:
        """The zone (or border) an arena object goes on, where the walking dummy will meet it."""
        t = spell.tags
        to_go = self._dummy_to_go()
        if not to_go:
            return None
        d = self.distance
        if t.get("wall_blocked") or t.get("wall_attack"):
            # a border the dummy still has to cross, next to a zone within range, that none of our
            # walking melee creatures still has to cross
            border = min(spell.range_max, d - 1)
            mine = any(u.alive and not u.flying and d - u.dist <= border for u in self.creatures
                       if any(a.kind == "melee" for a in u.attacks))
            if mine or any(b == border and s.card_id == spell.card_id for b, s in self.walls):
                return None
            return border
        if t.get("slow_zone"):
            pos = min(spell.range_max, d - 1)
        elif t.get("enter_attack") or t.get("zone_malus"):
            pos = 0  # our mage's zone: the dummy comes to it, our creatures leave it
        else:  # a trap: the next zone the dummy will enter within range, without enemy creatures
            pos = min(spell.range_max, d - 1)
            if any(p == pos and s.card_id == spell.card_id for p, s in self.traps):
                return None
        if pos < self._victim_pos() or pos < spell.range_min:
            return None  # it stops at our creature before it gets there
        if any(p == pos and s.card_id == spell.card_id for p, s in self.zone_objects):
            return None
        return pos

    def _siege_zone(self, spell: SpellModel) -> int | None:
        if self.distance is None:
            return 0
        a = spell.attacks[0]
        return next((p for p in range(spell.range_min, spell.range_max + 1)
                     if a.range_min <= self.distance - p <= a.range_max), None)

    # -- when they come into play --------------------------------------------------------------------
    def arm_trap(self, spell: SpellModel, zone: Unit) -> bool:
        if isinstance(zone, Zone):
            self.traps.append((zone.pos, spell))
        else:
            self.escape.append(spell)  # on our mage
        self.arena_on = True
        return True

    def zone_attack_mod(self, unit, attack) -> int:
        """Shallow Sea in the attacker's zone: Aquatic +1 melee, others 1 die fewer (non-spell)."""
        if self.distance is None or not self.zone_objects:
            return 0
        if unit is None:
            pos = self.distance  # the dummy stands in its own zone
            aquatic = flying = False
        else:
            pos = 0 if unit.is_mage else self.distance - unit.dist
            aquatic, flying = "Aquatic" in unit.subtypes, unit.flying
        mod = 0
        for p, s in self.zone_objects:
            if p == pos and s.tags.get("tower") and unit is not None and attack is not None \
                    and attack.kind == "ranged" and "Soldier" in unit.subtypes and self.tower_used != self.round:
                self.tower_used = self.round  # once a round
                mod += s.tags["tower"]
            if p == pos and s.tags.get("zone_malus"):
                if aquatic:
                    mod += 1 if attack is None or attack.kind == "melee" else 0
                elif not flying and (attack is None or not attack.spell_cost):
                    mod -= s.tags["zone_malus"]
        return mod

    def _divine_escape(self) -> bool:
        """The dummy walked into our mage's zone: reveal Divine Intervention, teleport our mage away."""
        spell = self.escape[0]
        if self.mana < spell.reveal_cost:
            return False
        self._pay(spell.reveal_cost)
        self.escape.pop(0)
        self.mage.enchantments.discard(spell.card_id)
        far = max(self.config.target.distance or 0, 3)
        self.distance = self.mage.dist = far  # our creatures keep their distance to the dummy
        if self._log is not None:
            self._log.append(Event(self.round, "escape", {"card": spell.name, "card_id": spell.card_id}))
        return True

    def arena_attach(self, spell: SpellModel, target) -> None:
        t = spell.tags
        if isinstance(target, Foe):
            if "Curse" not in spell.subtypes:
                target.curses -= 1  # counted as a curse of ours by the reveal; it is not one
            self.dummy_chains += t.get("move_damage", 0)
            self.dummy_slow = self.dummy_slow or t.get("slow_curse", 0)
            self.dummy_stumble = self.dummy_stumble or t.get("stumble", 0)
            if t.get("restrain"):
                self._hold(spell, target)
            return
        if t.get("restrain"):  # Tanglevine, Quicksand: conjurations on a creature
            target = self._restrain_target(spell)
            if target is not None:
                self._hold(spell, target)
            return
        if t.get("siege"):
            self.sieges.append([spell, 1])  # it starts with 1 Load token
            return
        if t.get("tower"):
            pos = min(spell.range_max, max(0, self.distance - 2))  # where our ranged Soldiers stop to shoot
        else:
            pos = self._place(spell) if not t.get("garrison") else min(spell.range_max, self.distance)
        if pos is None:
            return
        if t.get("wall_blocked") or t.get("wall_attack"):
            self.walls.append((pos, spell))
        else:
            self.zone_objects.append((pos, spell))
        self.arena_on = True

    def _hold(self, spell: SpellModel, foe: Foe) -> None:
        entry = [spell, spell.upkeep, spell.life if spell.type == "Conjuration" and spell.life else None]
        if spell.tags.get("sink"):
            entry[2] = 0  # Sink tokens
        (self.guard_held if foe is self.guard else self.dummy_held).append(entry)

    def guard_restrained(self) -> bool:
        return bool(self.guard_held)

    def garrison_dist(self, spell: SpellModel) -> int | None:
        """Our Soldier is summoned into Garrison Post's zone (its distance to the dummy)."""
        if "Soldier" not in spell.subtypes:
            return None
        pos = max((p for p, s in self.zone_objects if s.tags.get("garrison")), default=None)
        return None if pos is None else max(0, self.distance - pos)

    # -- each round ----------------------------------------------------------------------------------
    def arena_upkeep(self) -> None:
        """Restraints' upkeep (Force Hold), Load tokens on siege engines."""
        cuts = self.upkeep_cuts() if self.upkeep_cut else {}  # Psi-Orb (sim/cards/conditional.py)
        for held in (self.dummy_held, self.guard_held):
            for entry in list(held):
                if entry[1]:
                    cost = max(0, entry[1] - cuts.get(entry[0].card_id, 0))
                    if self.mana >= cost:
                        self._pay(cost)
                    else:
                        held.remove(entry)  # unpaid upkeep destroys it (L2356-2360)
        for siege in self.sieges:
            siege[1] = min(2, siege[1] + 1)

    def arena_action(self) -> None:
        """Siege engines fire when they have the Load tokens (before our creatures act)."""
        for siege in self.sieges:
            spell = siege[0]
            if siege[1] < spell.tags["siege"] or not self.target.alive:
                continue
            armor = self.target.armor_now()
            usable = [a for a in spell.attacks if self.distance is None
                      or a.reaches(self.distance - (self._siege_zone(spell) or 0))]
            if not usable:
                continue
            siege[1] -= spell.tags["siege"]
            best = max(usable, key=lambda a: a.expected_damage(armor))
            self._resolve_attack(spell.name, best, self.target, None, spell.card_id)

    def arena_round_end(self) -> None:
        """The guard in Quicksand: an escape roll (its quick action), else a Sink token (L: card text)."""
        g = self.guard
        for entry in list(self.guard_held):
            if entry[0].tags.get("sink") is None or g is None or not g.alive:
                continue
            if self.d12_check("quicksand", g.name, entry[0].tags.get("escape", QUICKSAND_ESCAPE), -entry[2]):
                self.guard_held.remove(entry)
                continue
            entry[2] += 1
            if entry[2] >= entry[0].tags["sink"]:
                g.damage = g.life  # destroyed with the Quicksand
                self.guard_held.remove(entry)
                if self._log is not None:
                    self._log.append(Event(self.round, "killed", {"foe": g.name}))

    # -- the dummy walks ----------------------------------------------------------------------------
    def _shift_dummy(self, new: int) -> None:
        old = self.distance
        self.distance = new
        self.mage.dist = new
        for u in self.creatures:
            behind = id(u) in self.behind
            pos = old + u.dist if behind else old - u.dist
            u.dist = abs(pos - new)
            if pos > new:
                self.behind.add(id(u))
            else:
                self.behind.discard(id(u))

    def _zone_slows(self, pos: int) -> bool:
        return any(p == pos and s.tags.get("slow_zone") for p, s in self.zone_objects)

    def _zone_hinders(self, pos: int) -> bool:
        return any(p == pos and s.tags.get("hinder_zone") for p, s in self.zone_objects)

    def dummy_walk(self) -> bool:
        """The dummy's action phase when nothing is in its zone: walk toward our side. True when it
        may still make its quick melee attack (it moved at most 1 zone and nothing ended its phase)."""
        t = self.target
        log = self._log
        r = self.round
        if self.dummy_held:
            vine = next((e for e in self.dummy_held if e[2] is not None), None)
            if vine is not None:  # it attacks the vine holding it (the only thing in reach)
                dice = max(1, self.config.opponent.dice - t.weak - t.weaken)
                vine[2] -= self._roll_damage(dice, vine[0].armor)
                if vine[2] <= 0:
                    self.dummy_held.remove(vine)
            return False
        if self.dummy_stumble:
            self.dummy_stumble = 0  # revealed as it activates: no move this action phase, then gone
            if log is not None:
                log.append(Event(r, "no_attack", {"foe": t.name}))
            return False
        slow = bool(self.dummy_slow) or self._zone_slows(self.distance)
        moves = 1 if slow or self._zone_hinders(self.distance) else 2
        attack_ok = not slow  # Slow: moving ends its action phase (L2286)
        made = 0
        while made < moves and self.distance > 0 and t.alive:
            step = self._step(t, self.distance, made)
            if step is None:
                break  # Wall of Thorns after a first move: the crossing needs the full action
            made += 1
            if step == "detour":
                continue
            if step == "full":
                attack_ok = False
                moves = made
            self._shift_dummy(self.distance - 1)
            self.target_walked = True
            if self.dummy_chains:
                t.damage += self.dummy_chains  # Chains of Agony: direct damage for each move
            if log is not None:
                log.append(Event(r, "dummy_move", {"dist": self.distance}))
            if self._enter(t, self.distance):
                attack_ok = attack_ok and t.alive and not t.incapacitated(r)
                break  # teleported away, stunned or destroyed
            if self.distance == 0 and self.escape and self._divine_escape():
                break
            if self._zone_slows(self.distance):
                attack_ok = False  # it becomes Slow there: the move ended its action phase
                break
            if self._zone_hinders(self.distance) or self._dummy_victim() is not None:
                break
        return attack_ok and made <= 1 and t.alive

    def _step(self, walker, pos_from: int, made: int):
        """Crossing the border toward our side (walker at pos_from moving to pos_from - 1 for the
        dummy, to pos_from + 1 for our units: the border index is the lower zone)."""
        border = pos_from - 1 if walker is self.target else pos_from
        walls = [s for b, s in self.walls if b == border]
        if not walls:
            return "ok"
        key = id(walker)
        if any(s.tags.get("wall_blocked") for s in walls) and not getattr(walker, "flying", False):
            done = self.detour.get(key, 0)
            if done < DETOUR:
                self.detour[key] = done + 1
                return "detour"
            self.detour.pop(key, None)
            return "ok"  # gone round it
        if getattr(walker, "flying", False):
            return "ok"  # flyers ignore walls (L2697)
        full = any(s.tags.get("wall_full") for s in walls) and (walker is self.target or walker.level >= 2)
        if full and made:
            return None
        for s in walls:
            if s.tags.get("wall_attack") and s.attacks:
                self._arena_hit(s, walker)
        return "full" if full else "ok"

    def _enter(self, walker, pos: int) -> bool:
        """Entering a zone: traps (enemies only), conjurations attacking whoever enters. True when
        the walker's movement stops (teleported, stunned, destroyed)."""
        stop = False
        if walker is self.target:
            for trap in [tr for tr in self.traps if tr[0] == pos]:
                spell = trap[1]
                self.traps.remove(trap)
                if self.mana < spell.reveal_cost:
                    continue  # a trap whose reveal cannot be paid is destroyed unrevealed
                self._pay(spell.reveal_cost)
                if self._log is not None:
                    self._log.append(Event(self.round, "trap", {"card": spell.name, "card_id": spell.card_id}))
                if "trap_teleport" in spell.tags:
                    far = max(self.config.target.distance or 0, 3)
                    self._shift_dummy(min(far, self.distance + spell.tags["trap_teleport"]))
                    stop = True
                elif spell.attacks:
                    self._arena_hit(spell, walker)
                    stop = stop or walker.incapacitated(self.round)
        if not getattr(walker, "flying", False):
            for p, spell in self.zone_objects:
                if p == pos and spell.tags.get("enter_attack") and spell.attacks:
                    self._arena_hit(spell, walker)
        return stop or not walker.alive

    def _arena_hit(self, spell: SpellModel, victim) -> None:
        """An arena object's attack on whoever walks into it."""
        attack = spell.attacks[0]
        if isinstance(victim, Foe):
            self._resolve_attack(spell.name, attack, victim, None, spell.card_id)
            return
        damage = self._roll_damage(attack.dice, max(0, victim.armor - attack.piercing))
        victim.damage += damage
        if self._log is not None:
            self._log.append(Event(self.round, "attack", {"attacker": spell.name, "attacker_id": spell.card_id,
                                                         "foe": victim.name, "attack": attack.name, "dice": attack.dice,
                                                         "damage": damage, "conditions": "", "burn": 0, "rot": 0,
                                                         "corrode": 0}))
        if victim.damage >= victim.life:
            self._destroyed(victim)

    # -- our creatures walk through the same zones ----------------------------------------------------
    def unit_walk(self, unit: Unit, zones: int) -> int:
        """How far our creature really gets toward the dummy (walls, zone objects on its way)."""
        if id(unit) in self.behind:
            return zones
        pos = self.distance - unit.dist
        if self._zone_slows(pos) or self._zone_hinders(pos):
            zones = min(zones, 1)
        made = 0
        while made < zones and unit.alive:
            step = self._step(unit, pos, made)
            if step is None:
                break
            made += 1
            if step == "detour":
                continue
            pos += 1
            unit.dist -= 1
            self._enter(unit, pos)
            if unit.dist == 0 or step == "full" or self._zone_slows(pos) or self._zone_hinders(pos):
                break
        return 0  # the caller's own move is already made here
