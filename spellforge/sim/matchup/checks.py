"""The matchup AI's cheap checks before its costly looks for a target (docs/matchup.md, "Speed and
the 13 × 13 table"): what a spell may cost at least, whether its target search has special cases,
whether prepare could pay for it, what a spawnpoint's cast row allows. Each is remembered per
model: they are asked for every spell of the book at every Planning phase. None of them changes a
decision."""

from __future__ import annotations

from spellforge.sim.game.objects import may_cast
from spellforge.sim.game.spell_model import SpellModel

_SPECIAL_TAGS = ("dispel", "charge", "fast", "seek_dispel", "dissolve", "explode", "push", "sleep", "defend", "purify",
                 "rouse", "extra_attack", "unavoidable_round", "incapacitate", "purge", "elusive_round", "reanimate",
                 "steal_enchantment", "shift", "zone_dispel", "steal_equipment", "armor_token", "conditional",
                 "sweeping_round", "slam_roll", "drain_mana", "banish")  # conditional: Flank Attack
_PLAIN: dict[int, tuple] = {}


def plain(spell: SpellModel) -> bool:
    """Whether spell_target goes straight to _aimed_target: none of its special cases applies
    (remembered per model; the entry holds the model, so its id is not reused)."""
    known = _PLAIN.get(id(spell))  # per_model's look-up inlined: this is asked ~300 times a game
    return known[1] if known is not None and known[0] is spell else per_model(_PLAIN, spell, _plain)


def _plain(spell: SpellModel) -> bool:
    tags = spell.tags
    return not (any(tags.get(t) for t in _SPECIAL_TAGS) or "teleport" in tags or spell.heal_dice
                or any(k.startswith("frenzy:") for k in tags)  # Zombie Frenzy (frenzy.py)
                or spell.round_buff or spell.heal_flat and "Arena" in spell.target or "Vine Marker" in spell.target)


_LEAST: dict[int, tuple] = {}


def least_cost(spell: SpellModel) -> int | None:
    """The least cost_of may answer for the spell (when it answers), None when not known: the
    printed cost of a spell without X, Dispel, Dissolve or Rouse; 3 for Teleport (3 a zone, at
    least 3: holds.teleport_pick), the printed cost for Lesser Teleport. Remembered per model."""
    known = _LEAST.get(id(spell))  # (per_model's look-up inlined)
    return known[1] if known is not None and known[0] is spell else per_model(_LEAST, spell, _least_cost)


def per_model(table: dict, spell: SpellModel, compute):
    """compute(spell), remembered in table by the object's id (a model, a book, a preparation
    list); the entry holds the object so that a reused id is never taken for it, and the table is
    emptied past 10,000 entries. The one memo of the matchup's per-object facts."""
    known = table.get(id(spell))
    if known is None or known[0] is not spell:
        if len(table) > 10_000:
            table.clear()
        known = table[id(spell)] = (spell, compute(spell))
    return known[1]


def per_key(table: dict, key: tuple, held: tuple, cap: int, compute, *args):
    """compute(*args), remembered in table under `key`: the ids of the objects in `held` and the other
    facts the answer rests on. The entry holds those objects, so their ids are not reused while it
    stands (a worker unpickles new models for every chunk: a bare id key answered for another book's
    cards); the table is emptied past `cap` entries. The memo of the answers that rest on more than one
    object or fact (per_model: on one object). Its callers look up `table.get(key)` themselves and call
    it on a miss only: a call at every look-up cost up to 0.6 % more instructions a game (cachegrind)."""
    if len(table) > cap:
        table.clear()
    known = table[key] = (held, compute(*args))
    return known[1]


def short_of(spell: SpellModel, ring: int, mana: int) -> bool:
    """Whether even the spell's least cost, less the rings' discount, is more than `mana`."""
    least = least_cost(spell)
    return least is not None and max(0, least - ring) > mana


def _least_cost(spell: SpellModel) -> int | None:
    tags = spell.tags
    if not spell.x_rule and not (tags and (tags.get("dispel") or tags.get("dissolve") or tags.get("explode")
                                           or tags.get("rouse"))):
        return spell.cost
    if spell.x_rule == "teleport" and spell.type == "Incantation" and set(tags) == {"teleport"} \
            and not spell.heal_dice and not spell.round_buff and not spell.heal_flat and "Vine Marker" not in spell.target:
        return spell.cost if tags["teleport"] > 0 else 3  # spell_target's teleport branch, nothing before it
    return None


def payable(spell: SpellModel, cost: int, spawn, budget: int, full_free: bool, quick_free: int, familiars,
            quick: bool | None = None) -> bool:
    """Whether prepare would take the spell at this cost (its spawnpoint, an action left, a familiar);
    `quick`: cast as a quick spell (a Quick Summons creature), else its own speed."""
    if spawn is not None:
        return cost <= budget + spawn.pool
    if cost <= budget and (quick_free if (spell.quick if quick is None else quick) else full_free):
        return True
    return any(may_cast(f, spell) and cost <= budget + f.pool for f in familiars)


def spawn_allows(sp, spell: SpellModel, allowed: dict) -> bool:
    """sp.allows(spell), remembered in `allowed` (the spell's, kept with the book's order) for a
    spawnpoint of cast row (Battle Forge: its printed limit alone decides; a summon row's depends
    on its pool and is asked each time)."""
    limit = sp.cast_limit
    if limit is None:  # a summon row: creatures only (Spawnpoint.allows), asked before the rest of the row
        return spell.type == "Creature" and sp.allows(spell)
    known = allowed.get(id(limit))
    if known is None or known[0] is not limit:  # the entry holds the limit: its id is not reused
        known = allowed[id(limit)] = (limit, limit.allows(spell))
    return known[1]
