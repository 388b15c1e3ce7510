"""The goldfish engine: one seeded game of a compiled spellbook against a passive target.

Round order (rules digest §4.2): channeling, upkeep (Burn/Rot on the target, our upkeep costs,
late enchantment reveals), planning (policy), deployment (spawnpoints cast creatures), then the
action stage — the mage's quickcast and action, familiars, creatures that were in play at the
start of the round attack (or walk toward the target when TargetConfig.distance is set; by default
there is no arena and every attack is in range — docs/goldfish.md).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Protocol

from spellforge.sim.game.arena import ArenaMixin
from spellforge.sim.game.casting import CastingMixin
from spellforge.sim.game.combat import CombatMixin
from spellforge.sim.cards.conditional import ConditionalMixin
from spellforge.sim.game.discard import DiscardMixin
from spellforge.sim.opponent.turn import DummyTurnMixin
from spellforge.sim.game.enchant_upkeep import EnchantUpkeepMixin
from spellforge.sim.game.ki import KiMixin
from spellforge.sim.game.mage_abilities import MageAbilitiesMixin
from spellforge.sim.game.rolls import RollsMixin
from spellforge.sim.opponent.attack import OpponentMixin
from spellforge.sim.cards.magic_conjurations import MagicConjurationsMixin
from spellforge.sim.opponent.magic import MagicMixin
from spellforge.sim.cards.tactics import TacticsMixin
from spellforge.sim.game.events import Event
from spellforge.sim.game.model import CompiledBook
from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.game.objects import (  # noqa: F401  (the engine's public names)
    ENCHANTMENT_CAST_COST,
    MAGE_PREPARES,
    DummyConfig,
    Foe,
    GameConfig,
    GameRecord,
    Spawnpoint,
    TargetConfig,
    Unit,
)


class Policy(Protocol):
    def prepare(self, game: "Game") -> list[SpellModel]: ...


class Game(CastingMixin, CombatMixin, TacticsMixin, OpponentMixin, ArenaMixin, DiscardMixin,
           ConditionalMixin, MagicMixin, DummyTurnMixin, MagicConjurationsMixin, EnchantUpkeepMixin, KiMixin,
           MageAbilitiesMixin, RollsMixin):
    def __init__(self, book: CompiledBook, policy: Policy, config: GameConfig | None = None,
                 seed: int | str = 0, record_events: bool = False):
        self.book = book
        self.policy = policy
        self.config = config or GameConfig()
        self.seed = str(seed)
        self.rng = random.Random(seed)
        self.record = GameRecord(seed=str(seed), events=[] if record_events else None)
        self._log = self.record.events
        mage = book.mage
        self.round = 0
        self.mana = mage.starting_mana
        self.channeling = mage.channeling
        self.library = dict(book.copies)  # copies left in the spellbook
        self.models = {s.card_id: s for s in book.spells}
        self.mage = Unit(mage.name, "", mage.attacks, ready_round=1)
        self.mage.is_mage = True
        self.mage.melee = mage.melee_bonus
        self.mage.life, self.mage.armor = mage.life, mage.armor
        self.mage.defense = mage.defense  # a mage's printed Defense (Forcemaster 7+): d12 avoids a melee attack
        self.mage.channeling = mage.channeling
        self.creatures: list[Unit] = []
        self.familiars: list[Unit] = []
        self.spawnpoints: list[Spawnpoint] = []
        self._cast_from: int | None = None  # the zone (from the target) of the spawnpoint casting now
        self.in_play: set[str] = set()  # card ids of Legendary/Unique objects in play
        self.slots_used: Counter = Counter()
        self.upkeepers: list[tuple[str, int, object]] = []  # (card id, cost, object)
        self.pending: list[tuple[SpellModel, object]] = []  # enchantments cast face down, not revealed
        t = self.config.target
        self.distance = t.distance
        self.mage.dist = t.distance or 0
        self.target = Foe("target", t.life, t.armor)
        self.guard = Foe("guard", t.guard_life, t.guard_armor) if t.guard_life > 0 else None
        self.finished = False
        self.marker_on: Unit | None = None
        self.mage_life_lost = 0
        self._spent = 0
        self._samplers: dict[tuple[int, int, bool], tuple[tuple[int, ...], int]] = {}
        # from cards' structured effects: cost discounts (once a round each), bonus dice on the
        # mage's spells of a damage type, Melee/Armor… for every friendly creature, one-round buffs
        self.discounts: list = []
        self.caster_discounts: set[int] = set()  # those that serve spawnpoints and familiars too (Death Ring)
        self._discount_used: set[int] = set()
        self.spell_bonus: list[tuple[tuple[str, ...], int]] = []
        self.aura: Counter = Counter()
        self._round_buffs: list[tuple[Unit, str, int]] = []
        self._init_tactics()
        self._init_ki()
        self._init_arena()
        self._init_discard()
        self._init_conditional()
        self._init_magic()  # the dummy's mana, objects and spells (None without the dummy)
        self._init_mage_abilities()
        self.planning = False
        self.walk_first = False  # set by the policy: our mage moves before it casts this round
        self.mage_moved = False
        self._action_quick = False
        self._builtin_round = 0  # the round our mage last used a built-in spell (Arcane Zap)
        self.zone_exclusive = 0  # our Zone Exclusive conjurations in play (one a zone, L986)
        self.autonomous: list[Unit] = []  # Autonomous equipment: attacks on its own (Dancing Scimitar)
        self._slots_of: dict[str, tuple] = {}  # equipment card id -> the locations it takes

    # -- the game loop -------------------------------------------------------------------------
    def run(self) -> GameRecord:
        while not self.finished:
            self.play_round()
        return self.record

    def play_round(self) -> None:
        if self.finished:
            return
        self.round += 1
        r = self.round
        # each round draws from its own stream: two books played on one game seed re-align every
        # round, so an A/B comparison sees the same dice (common random numbers)
        self.rng = random.Random(f"{self.seed}:{r}")
        self._discount_used.clear()
        self._spent = 0
        self.walk_first = self.mage_moved = False
        damage_before = self.target.damage
        log = self._log
        # channeling (L508-516)
        self.mana += self.channeling
        if log is not None:
            log.append(Event(r, "round", {"mana": self.mana, "channeling": self.channeling}))
        if self._ki_channel:
            self.ki_channeling()  # Ring of Ki: mana for Ki, in the Channeling Phase
        for holder in self._pools():
            if holder.channeling:
                holder.pool += holder.channeling
                if log is not None:
                    log.append(Event(r, "pool", {"name": holder.name, "name_id": holder.card_id,
                                                      "amount": holder.channeling, "pool": holder.pool}))
        # upkeep: conditions on the target (L532), then our upkeep costs (L2356-2360)
        for foe in self._foes():
            self._conditions(foe)
        if self.mage.burn or any(u.burn for u in self.creatures):
            self.our_burn()  # Burn our own zone attack left on our objects
            if self.record.mage_killed is not None:
                return self._end_round(damage_before, killed=False)
        self.tactics_upkeep()
        if self.arena_on:
            self.arena_upkeep()
        if self.dm is not None:
            damage_before -= self.magic_upkeep()  # its Regenerate is not a negative hit of ours
            if self.record.mage_killed is not None:
                return self._end_round(damage_before, killed=False)
        if not self.target.alive:
            return self._end_round(damage_before, killed=True)
        self._pay_upkeep()
        self.shield_upkeep()  # the Voltaric Shield, paid in the Upkeep (sim/game/mage_abilities.py)
        self._regenerate()
        self._reveal_pending()
        # planning and deployment
        if self.book.mage.vine_markers:
            self.place_vines()  # the Druid's Vine markers, in the Planning phase (mage_abilities.py)
        self.planning = True
        prepared = self.policy.prepare(self)
        self.planning = False
        if log is not None and prepared:
            log.append(Event(r, "prepare", {"cards": "; ".join(s.name for s in prepared),
                                           "card_ids": [s.card_id for s in prepared]}))
        # the Initiative passes every round, round 1's is a roll (L432, L472-478): the dummy holding it
        # takes the first action phase (L600), before our spells and creatures, so our Stun or Daze
        # of this round comes too late
        dummy_first = self.config.opponent is not None and not self.has_initiative()
        if dummy_first and self.target.alive:
            self._action_free = self._quick_free = True  # our reactions answer it with this round's actions
            self._dummy_attack(self.config.opponent)
            if self.record.mage_killed is not None:
                return self._end_round(damage_before, killed=False)
        self._cast_prepared(prepared)
        if not self.target.alive:
            return self._end_round(damage_before, killed=True)
        self._reveal_pending()
        self.tactics_action()
        if self.conditional_on:
            self.conditional_round()  # Animal Kinship: the mage's traits from our creatures now
        if self.arena_on:
            self.arena_action()  # siege engines fire before our creatures act
            if not self.target.alive:
                return self._end_round(damage_before, killed=True)
        if self._wand_level or self._heal_wand is not None or self._orchids:
            self.magic_action()
        # creatures that started the round in play act
        for unit in self.creatures:
            if unit.alive and unit.ready_round <= r and not unit.busy:
                self._creature_turn(unit)
                if not self.target.alive:
                    return self._end_round(damage_before, killed=True)
        for item in self.autonomous:  # Autonomous equipment: its own attack, once a round (L528-530)
            if item.ready_round <= r and self.target.alive:
                item.dist = self.mage.dist
                self._unit_attack(item, action_full=True)
        if not self.target.alive:
            return self._end_round(damage_before, killed=True)
        # the mage's own attacks with what is left of its actions
        if self._action_free and not self._action_quick and self._meditate:
            self.magic_meditate()  # Meditation Amulet (a full action, so not after a move): mana when nothing to attack
        if self._action_free and not self._action_quick and not self._unit_attack(self.mage, action_full=True) \
                and self.mage_can_walk() and self.distance > self.mage_reach():
            self.mage_walk()  # nothing in range: a move action toward the target, then its quick half
            self._action_quick = True
        if self._action_free and self._action_quick and self.target.alive:
            self._unit_attack(self.mage, action_full=False, as_action=True)
        if self.target.alive and self._quick_free:
            self._unit_attack(self.mage, action_full=False, spells_only=True)
        if self.tactics and self.target.alive:
            self.tactics_round_end()
        if self.arena_on and self.target.alive:
            self.arena_round_end()
        if self.target.alive and self.config.opponent is not None and not dummy_first:
            self._dummy_attack(self.config.opponent)
        if self.risen:
            self.discard_round_end()  # Rise Again: back at the end of the round
        self._end_round(damage_before, killed=not self.target.alive)

    def _end_round(self, damage_before: int, killed: bool) -> None:
        self.mage.daze = 0  # our mage's action phase is over
        for unit, key, n in self._round_buffs:  # one-round buffs end with the round
            setattr(unit, key, getattr(unit, key) - n)
            unit.changed()
        self._round_buffs.clear()
        if self.guard is not None and self.guard.alive:
            self._end_foe_phase(self.guard)  # its Stun and Daze end with its action phase
        if self.config.opponent is None:
            self._end_foe_phase(self.target)  # a passive target's action phase passes all the same
        rec = self.record
        r = self.round
        rec.damage.append(self.target.damage - damage_before)
        rec.spent.append(self._spent)
        rec.left.append(self.mana)
        log = self._log
        if killed:
            rec.rounds_to_kill = r
            self.finished = True
            if log is not None:
                log.append(Event(r, "killed", {"foe": self.target.name}))
        if log is not None:
            log.append(Event(r, "round_end", {"damage": rec.damage[-1], "spent": self._spent, "left": self.mana}))
        if not killed and rec.mage_killed is not None:
            self.finished = True
        elif not killed and r >= self.config.max_rounds:
            self.finished = True
            if log is not None:
                log.append(Event(r, "no_kill", {"rounds": r}))

    # -- helpers the policies use --------------------------------------------------------------
    def prepare_slots(self) -> int:
        """2 spells, +1 per Familiar and per Spawnpoint (L556-560)."""
        return MAGE_PREPARES + len(self.familiars) + len(self.spawnpoints)

