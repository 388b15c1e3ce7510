"""Which spells the goldfish prepares each round.

DefaultPolicy (documented in docs/goldfish.md): each card has a role — mana, caster (spawnpoints
and familiars), creature, buff, curse, attack, defense — and the policy prepares, in that order,
the most valuable spells it can pay for this round and cast with the actions it has: the mage
casts at most one full spell and one quick spell (or two quick ones), a spawnpoint one creature,
a familiar one spell. Defensive cards (Armor, Life) are prepared only for the quickcast, so they never cost the
mage its attack; a spawnpoint is not cast when no creature is left in the book. Within a role:
more Channeling per mana first; creatures and attack spells
with the most expected damage against the target first; buffs with the biggest bonus first.

PlanPolicy: the user says which spells to prepare in which round; rounds it does not name are
left to the default policy or to no spell at all.
"""

from __future__ import annotations

from functools import lru_cache

from spellforge.sim.game.dice import damage_distribution
from spellforge.sim.game.objects import may_cast
from spellforge.sim.game.model import CompiledBook
from spellforge.sim.game.spell_model import (
    ROLE_ATTACK, ROLE_BUFF, ROLE_CASTER, ROLE_CREATURE, ROLE_CURSE, ROLE_DEFENSE, ROLE_HEAL, ROLE_MANA, ROLE_ORDER,
    SpellModel,
)


# Preparation priorities the planner chooses between, per round (name -> role order).
STYLES: dict[str, tuple[str, ...]] = {
    "develop": ROLE_ORDER,  # the greedy policy's order
    "attack": (ROLE_HEAL, ROLE_ATTACK, ROLE_MANA, ROLE_CASTER, ROLE_CREATURE, ROLE_BUFF, ROLE_CURSE, ROLE_DEFENSE),
    "creatures": (ROLE_HEAL, ROLE_CREATURE, ROLE_CASTER, ROLE_ATTACK, ROLE_MANA, ROLE_BUFF, ROLE_CURSE, ROLE_DEFENSE),
    "mana_then_attack": (ROLE_HEAL, ROLE_MANA, ROLE_ATTACK, ROLE_CREATURE, ROLE_CASTER, ROLE_BUFF, ROLE_CURSE, ROLE_DEFENSE),
}


def _value(spell: SpellModel, armor: int) -> float:
    role = spell.role
    if role == ROLE_HEAL:
        return spell.heal_dice + spell.heal_flat
    if role == ROLE_MANA:
        return (spell.grants.get("Channeling", 0) + spell.own_channeling) / max(1, spell.cost + spell.reveal_cost)
    if role == ROLE_CASTER:
        return spell.own_channeling + spell.cost / 100
    if role in (ROLE_CREATURE, ROLE_ATTACK):
        return spell.best_attack_value(armor, spell.melee_bonus) + 2.5 * spell.burn
    if role == ROLE_BUFF:
        return (sum(spell.grants.get(k, 0) for k in ("Melee", "Ranged", "Piercing", "Bloodthirsty"))
                + sum(spell.aura.get(k, 0) for k in ("Melee", "Ranged", "Piercing"))
                + sum(n for _types, n in spell.spell_bonus)
                + 0.25 * sum(d.amount for d in spell.discounts)
                + 0.5 * sum(spell.round_buff.values())
                + max((a.expected_damage(armor) for a in spell.attacks), default=0.0))
    if role == ROLE_CURSE:
        return -spell.grants.get("Armor", 0) + 3 * spell.dot
    return -float(spell.cost)  # defense: cheapest first


def _finishing_value(spell: SpellModel, armor: int, left: int, guard_armor: int = 0, guard_left: int = 0,
                     game=None) -> float:
    """Expected damage that counts against `left` Life, per mana (a little). A zone attack also
    hits a guard in the target's zone, and Chain Lightning jumps to it: killing the guard frees the
    creatures' melee attacks. With `game`: Combustion's dice come from the target's Burn, Drain
    Life counts what it would heal, and Stun, Daze and Push count when a foe acts (the dummy
    attacks, the guard blocks our melee)."""
    best = 0.0
    burn = game.target.burn if game is not None else 0
    for a in spell.attacks:
        dice = 2 * burn if spell.tags.get("combustion") else a.dice
        value = _capped(dice, a.strikes, 0 if a.critical else max(0, armor - a.piercing), left)
        if guard_left > 0 and (a.zone or spell.tags.get("chain")):
            value += _capped(dice - (0 if a.zone else 1), a.strikes,
                             0 if a.critical else max(0, guard_armor - a.piercing), guard_left)
        if game is not None:
            value += _side_value(spell, a, value, game, guard_left > 0)
        best = max(best, value)
    return best - 0.05 * spell.cost


def _side_value(spell: SpellModel, attack, damage: float, game, guard: bool) -> float:
    """What an attack is worth beyond its damage: healing our hurt mage (Drain Life), a Stun or
    Daze on an attacking dummy, a Push or Stun that takes the guard off its post."""
    extra = min(damage, game.mage.damage) if spell.tags.get("drain") else 0.0
    dummy = game.config.opponent
    cornered = game.cornered()  # a push Crushes (3 dice) instead of moving the guard off its post
    for row in attack.effects:
        p = (min(row.high, 12) - row.low + 1) / 12
        if dummy is not None:
            extra += p * ((row.stun + row.slam) * 0.8 * dummy.dice + row.daze * 0.4 * dummy.dice)
        if guard and (attack.zone or row.push or row.slam):
            extra += p * 3.0 * (min(row.stun + row.slam, 1) + (0 if cornered else min(row.push, 1)))
        if cornered and row.push:
            extra += p * 3.0  # the mean of 3 attack dice
    return extra


@lru_cache(maxsize=4096)
def _capped(dice: int, strikes: int, armor: int, left: int) -> float:
    dist = damage_distribution(max(1, dice), armor)
    one = sum(min(d, left) * c for d, c in enumerate(dist.counts)) / dist.total
    return min(float(left), one * strikes) if strikes > 1 else one


def default_order(book: CompiledBook, target_armor: int, roles: tuple[str, ...] = ROLE_ORDER) -> list[SpellModel]:
    rank = {role: i for i, role in enumerate(roles)}
    return sorted(book.spells, key=lambda s: (rank[s.role], -_value(s, target_armor), s.name))


class DefaultPolicy:
    """Develop mana, then casters, creatures and buffs, then attacks (see the module docstring)."""

    name = "default"

    def __init__(self, book: CompiledBook, target_armor: int = 0, roles: tuple[str, ...] = ROLE_ORDER,
                 finishing: bool = False, approach: bool = False):
        self.order = default_order(book, target_armor, roles)
        # approach: while the attack spells left in the book are out of range, our mage spends its
        # action on a move toward the target (then its quick half), not on a full spell
        self.approach = approach
        # finishing: attack spells are ranked each round by the damage that still counts (no
        # overkill: E[min(damage, Life left)]) per mana, so a cheap spell finishes a hurt target
        self.finishing = finishing
        self._attacks = [s for s in self.order if s.role == ROLE_ATTACK]
        from spellforge.sim.opponent.magic import REMOVALS

        # cards that strip the dummy's Armor, Regenerate, Defense or its curse on our mage
        self._removals = [s for s in self.order if any(s.tags.get(k) for k in REMOVALS)]
        # traps, walls, terrain, restraints (sim/game/arena.py): first when the walking dummy nears our mage
        from spellforge.sim.game.arena import DELAYING

        self._arena = [s for s in self.order if s.tags.get("arena") and any(s.tags.get(k) for k in DELAYING)]
        self._castable_by: dict[str, list[str]] = {}  # spawnpoint card -> the cards it may cast
        self._by_left: dict[tuple[int, int], list[SpellModel]] = {}  # (Life left, Armor) -> order, no fight

    def _ordered(self, game) -> list[SpellModel]:
        if self._arena and game.walking and game.threatened():
            ready = next((s for s in self._arena if game.available(s) > 0 and game.delays(s) and game.castable(s)
                          and game.total_cost(s) <= game.mana), None)
            if ready is not None:
                rest = self._ordered_removals(game)
                return [ready] + [s for s in rest if s is not ready]
        return self._ordered_removals(game)

    def _ordered_removals(self, game) -> list[SpellModel]:
        if self._removals and game.dm is not None:
            from spellforge.sim.opponent.magic import REMOVAL_FIRST

            worth = [(game.magic_worth(s), s) for s in self._removals if game.available(s) > 0]
            best = max(worth, key=lambda w: w[0], default=(0.0, None))
            if best[0] >= REMOVAL_FIRST:  # the dummy's Armor, Regenerate or curse first: every attack gains
                rest = self._ordered_attacks(game)
                return [best[1]] + [s for s in rest if s is not best[1]]
        return self._ordered_attacks(game)

    def _ordered_attacks(self, game) -> list[SpellModel]:
        fights = game.guard is not None or game.config.opponent is not None
        if not (self.finishing or fights) or not self._attacks:
            return self.order
        left = game.target.life - game.target.damage
        armor = game.target.armor_now()
        if not fights:  # the order is then a function of the target's Life left and Armor alone
            key = (left, armor)
            out = self._by_left.get(key)
            if out is None:
                ranked = sorted(self._attacks, key=lambda s: (-_finishing_value(s, armor, left), s.cost, s.name))
                out = self._by_left[key] = self._placed(ranked)
            return out
        guard = game.guard if game.guard is not None and game.guard.alive else None
        guard_left = guard.life - guard.damage if guard else 0
        guard_armor = guard.armor_now() if guard else 0
        context = game if fights else None  # a guard or an attacking dummy: side effects count
        ranked = sorted(self._attacks, key=lambda s: (-_finishing_value(s, armor, left, guard_armor, guard_left, context),
                                                      s.cost, s.name))
        if fights and (game._blocked_melee() or game.mage.damage or game.target.burn >= 2):
            # the guard blocks our melee, our mage is hurt, or Burn piles up on the target: the best
            # affordable attack spell that does more here than its damage (zone, chain, push, stun,
            # drain, combustion) comes before more creatures
            top = next((s for s in ranked if game.available(s) > 0 and game.total_cost(s) <= game.mana
                        and _finishing_value(s, armor, left, guard_armor, guard_left, context)
                        > _finishing_value(s, armor, left) + 0.5 and game.castable(s)), None)
            if top is not None:
                return [top] + [s for s in self.order if s is not top]
        return self._placed(ranked)

    def _placed(self, ranked: list[SpellModel]) -> list[SpellModel]:
        """The book order with its attack spells, where they stand, in the `ranked` order."""
        out, placed = [], False
        for s in self.order:
            if s.role != ROLE_ATTACK:
                out.append(s)
            elif not placed:
                out.extend(ranked)
                placed = True
        return out

    def prepare(self, game) -> list[SpellModel]:
        walk = False
        if self.approach and game.mage_can_walk():
            reach = game.spell_reach()
            walk = reach is not None and game.distance > reach
        game.walk_first = walk
        if not walk:
            return self._prepare(game, False)
        game.distance -= 1  # what the mage can cast after its move
        try:
            return self._prepare(game, True)
        finally:
            game.distance += 1

    def _prepare(self, game, walk: bool) -> list[SpellModel]:
        chosen: list[SpellModel] = []
        slots = game.prepare_slots()
        budget = game.mana
        spawn_free = sorted(game.spawnpoints, key=lambda s: -s.pool)  # as the engine assigns them
        familiars_free = [f for f in game.familiars if f.alive]
        quick_free = action_free = summons = True
        taken: dict[str, int] = {}
        library = game.library
        ceiling = budget + (spawn_free[0].pool if spawn_free else 0)
        # a spell whose cost is its printed cost (no discount, X or reveal) and exceeds what is left
        # with the fullest free pool is skipped before the costlier legality tests (same choice)
        plain = not game.discounts
        for spell in self._ordered(game):
            if len(chosen) >= slots:
                break
            cid = spell.card_id
            # cheap tests first: this runs every round of every game
            if spell.cost > ceiling or library.get(cid, 0) - taken.get(cid, 0) <= 0:
                continue
            if plain and chosen and not spell.x_rule and spell.type != "Enchantment" \
                    and spell.cost > budget + (spawn_free[0].pool if spawn_free else 0):
                continue
            if cid in taken and (spell.one_in_play or spell.type in ("Equipment", "Enchantment")):
                continue  # one copy per round: the target/slot check sees only what is in play
            if spell.role == ROLE_CURSE and not spell.dot and not spell.tags and game.target.armor_now() <= 0:
                continue  # Armor −X on a target with no armor does nothing
            if not game.castable(spell):
                continue
            if spell.spawnpoint and not self._spells_left(game, spell):
                continue  # a spawnpoint with nothing left it may cast does nothing
            cost = game.total_cost(spell)
            spawn = next((sp for sp in spawn_free if sp.allows(spell)), None)
            pool = spawn.pool if spawn is not None else 0
            if cost > budget + pool:
                continue
            quick = game.is_quick(spell, summons)
            # the same assignment the engine makes: spawnpoint, quickcast, action, familiar
            if spawn is not None:
                spawn_free.remove(spawn)
            elif quick and quick_free:
                quick_free = False
            elif action_free and (quick or not walk) and spell.role != ROLE_DEFENSE and not spell.discount_only:
                action_free = False  # defensive cards and discount rings never cost the mage its attack
            else:
                familiar = next((f for f in familiars_free if may_cast(f, spell)), None)
                if familiar is None:
                    continue
                familiars_free.remove(familiar)
            if quick and not spell.quick:
                summons = False
            chosen.append(spell)
            taken[spell.card_id] = taken.get(spell.card_id, 0) + 1
            budget -= max(0, cost - pool)
        return chosen

    def _spells_left(self, game, spawnpoint: SpellModel) -> bool:
        """Whether a spell the spawnpoint may cast is left in the book (what it may cast is fixed:
        worked out once per spawnpoint card, then only the counts are looked at)."""
        ids = self._castable_by.get(spawnpoint.card_id)
        if ids is None:
            limit = spawnpoint.cast_limit
            allows = limit.allows if limit is not None else (lambda s: s.type == "Creature")
            ids = self._castable_by[spawnpoint.card_id] = [s.card_id for s in game.book.spells if allows(s)]
        library = game.library
        return any(library.get(cid, 0) > 0 for cid in ids)


class PlanPolicy:
    """The user's plan: card ids to prepare per round (1-based). Rounds absent from the plan use
    `fallback` (a DefaultPolicy) or prepare nothing when it is None."""

    name = "plan"

    def __init__(self, plan: dict[int, list[str]], book: CompiledBook, fallback: DefaultPolicy | None = None):
        models = {s.card_id: s for s in book.spells}
        self.plan = {r: [models[c] for c in ids if c in models] for r, ids in plan.items()}
        self.skipped = sorted({c for ids in plan.values() for c in ids if c not in models})
        self.fallback = fallback

    def prepare(self, game) -> list[SpellModel]:
        if game.round in self.plan:
            return list(self.plan[game.round])
        return self.fallback.prepare(game) if self.fallback else []
