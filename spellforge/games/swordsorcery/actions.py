"""The campaign's actions: level-up, skills, death and resurrection, the emporium (buy, sell,
upgrade, forge, tavern, stash), equipment and the end of a scenario.

Each action takes a Campaign and returns a new one (the old one is untouched, which is all undo
needs: the window keeps the previous campaign on its QUndoStack, the store keeps versions) with
one log entry per change: {"action": …, params}, rendered in the player's language by describe().
A move the rules forbid raises Refused with its coded Problem, and nothing changes.
"""

from __future__ import annotations

import random
from typing import Callable

from spellforge.games.swordsorcery import rules
from spellforge.games.swordsorcery.campaign import Campaign, ItemEntry, SkillEntry
from spellforge.games.swordsorcery.library import Item, SSLibrary
from spellforge.games.swordsorcery.validator import (
    ERROR, NOTE, UNIQUE_DECKS, InputError, Member, Names, Problem, member, resolve, skill_allowed, slot_problems,
)


class Refused(Exception):
    def __init__(self, problem: Problem):
        super().__init__(problem.code)
        self.problem = problem


def _log(c: Campaign, action: str, **params) -> None:
    c.log.append({"action": action, "scenario": c.scenario, **params})


def _find_held(m: Member, lib: SSLibrary, name: str) -> tuple[str | None, int, ItemEntry]:
    """(slot or None, inventory index, entry) of the item `name` (any language) the hero holds."""
    want = lib.item(name)
    for i, e in enumerate(m.state.inventory):
        if e.name == name or (want is not None and lib.item(e.name) == want):
            return None, i, e
    for slot, e in m.state.equipped.items():
        if e.name == name or (want is not None and lib.item(e.name) == want):
            return slot, -1, e
    raise Refused(Problem("not_carried", {"hero": m.state.hero, "item": name}, m.state.hero))


def new_entry(lib: SSLibrary, name: str, visit: int | None = None) -> ItemEntry:
    """An item as the hero gets it: an artifact comes with all its charges (002 L1760)."""
    item = lib.item(name)
    charges = item.charges if item is not None and item.category == "artifact" else None
    return ItemEntry(name, charges=charges, visit=visit)


def _refuse_second_copy(c: Campaign, lib: SSLibrary, m: Member, item: Item | None, taking: bool = False) -> None:
    """A treasure or soul weapon card is one card (002 L137-141): refused when another hero, the
    stash or (for a card being taken) this hero holds it too."""
    if item is None or item.deck not in UNIQUE_DECKS:
        return
    others = [(h.hero, e) for h in c.heroes if h is not m.state or taking for _s, e in h.held()]
    others += [("stash", e) for e in c.stash]
    holder = next((who for who, e in others if lib.item(e.name) == item), None)
    if holder is not None:
        raise Refused(Problem("duplicate_item", {"item": item.names.ru, "holders": f"{m.state.hero}, {holder}"},
                              m.state.hero))


def _remove(m: Member, slot: str | None, index: int) -> ItemEntry:
    return m.state.equipped.pop(slot) if slot else m.state.inventory.pop(index)


def _pay(m: Member, cost: int, what: str) -> None:
    if m.state.crowns < cost:  # each hero pays from their own crowns (002 L2278)
        raise Refused(Problem("not_enough_crowns", {"hero": m.state.hero, "what": what, "cost": cost,
                                                    "crowns": m.state.crowns}, m.state.hero))
    m.state.crowns -= cost


# -- soul ------------------------------------------------------------------------------------------
def level_up(c: Campaign, lib: SSLibrary, hero: str, to: int | None = None) -> tuple[Campaign, Problem | None]:
    """Raise one hero's soul level step by step up to `to` (default: one step), each step paid
    from the shared pool (002 L1085-1099). The steps made are kept; the first refused one is
    returned with the campaign as it then is."""
    new = c.copy()
    m = member(new, lib, hero)
    if m.state.soul_level >= rules.MAX_LEVEL:  # VII is the last level (002 L1073-1075)
        return new, Problem("max_level", {"hero": m.state.hero}, m.state.hero)
    target = m.state.soul_level + 1 if to is None else to
    if not m.state.soul_level < target <= rules.MAX_LEVEL:
        raise InputError("level_to", hero=m.state.hero, low=rules.ROMAN[m.state.soul_level + 1], to=to)
    members = resolve(new, lib)
    while m.state.soul_level < target:
        step = m.state.soul_level + 1
        lower = [o for o in members if o.state is not m.state and o.state.soul_level < m.state.soul_level]
        if lower:  # 002 L1099
            o = lower[0]
            return new, Problem("level_not_lowest", {"hero": m.state.hero, "to": rules.ROMAN[step],
                                                     "other": o.state.hero, "level": rules.ROMAN[o.state.soul_level]},
                                m.state.hero)
        cost = rules.level_cost(step)
        if new.shards < cost:
            return new, Problem("not_enough_shards", {"hero": m.state.hero, "what": rules.ROMAN[step], "cost": cost,
                                                      "pool": new.shards}, m.state.hero)
        new.shards -= cost
        m.state.soul_level = step
        _log(new, "level_up", hero=m.state.hero, **{"from": step - 1, "to": step}, cost=cost, pool=new.shards)
    return new, None


def take_skill(c: Campaign, lib: SSLibrary, hero: str, skill_name: str) -> Campaign:
    """Add a skill card at the right of the row (002 L1370), if the hero may take it."""
    new = c.copy()
    m = member(new, lib, hero)
    skill = lib.skill(skill_name)
    if skill is None:
        raise Refused(Problem("unknown_name", {"what": "skill", "name": skill_name}, m.state.hero))
    names = Names(lib, "ru")
    if any(lib.skill(e.name) == skill for e in m.state.skills):  # one card, once in the row (002 L1370)
        raise Refused(Problem("duplicate_skill", {"hero": m.state.hero, "skill": skill_name}, m.state.hero))
    problems = skill_allowed(m, skill, m.state.soul_level, names)
    row = lib.soul_row(m.side.id, m.state.soul_level)
    if row is not None:
        kinds = [getattr(lib.skill(e.name), "kind", "") for e in m.state.skills]
        if skill.kind == "general" and row.general_stars is not None and kinds.count("general") >= row.general_stars:
            problems.append(Problem("general_slot", {"hero": m.state.hero, "count": kinds.count("general") + 1,
                                                     "level": rules.ROMAN[m.state.soul_level],
                                                     "allowed": row.general_stars}, m.state.hero))
        cards = len([k for k in kinds if k not in ("general", "starting")])
        if skill.kind not in ("general", "starting") and row.skills is not None and cards >= row.skills:
            problems.append(Problem("skill_count", {"hero": m.state.hero, "count": cards + 1,
                                                    "level": rules.ROMAN[m.state.soul_level], "allowed": row.skills},
                                    m.state.hero))
    if problems:
        raise Refused(problems[0])
    level = pick_level(m, lib, skill.min_level)
    m.state.skills.append(SkillEntry(skill_name, level))
    _log(new, "take_skill", hero=m.state.hero, skill=skill_name, level=level)
    return new


def drop_skill(c: Campaign, lib: SSLibrary, hero: str, skill_name: str | None = None) -> Campaign:
    """Discard a skill: the named one, or the rightmost, most recently gained (002 L1376)."""
    new = c.copy()
    m = member(new, lib, hero)
    entries = m.state.skills
    index = len(entries) - 1
    if skill_name is not None:
        want = lib.skill(skill_name)
        index = next((i for i, e in enumerate(entries)
                      if e.name == skill_name or (want is not None and lib.skill(e.name) == want)), -1)
    if index < 0:
        raise Refused(Problem("not_carried", {"hero": m.state.hero, "item": skill_name or "-"}, m.state.hero))
    gone = entries.pop(index)
    _log(new, "drop_skill", hero=m.state.hero, skill=gone.name)
    return new


def _cards_of_step(lib: SSLibrary, side: str, level: int) -> int | None:
    """How many skill cards the step up to `level` gives: the soul stone's difference when both
    rows are entered, else one (each rise gives "the new skill card", 002 L1380)."""
    old, new = lib.soul_row(side, level - 1), lib.soul_row(side, level)
    if old and new and None not in (old.skills, new.skills, old.general_stars, new.general_stars):
        return max(0, (new.skills + new.general_stars) - (old.skills + old.general_stars))
    return 1


def pick_level(m: Member, lib: SSLibrary, min_level: int | None = None) -> int:
    """The soul level a new skill card belongs to: the lowest step not yet filled from the skill's
    own minimum up (a hero that went I→III in one phase takes II's card first, 002 L1095-1097;
    Заряд молнии, minimum III, is III's card, L2232), else the current level."""
    for level in range(max(rules.MIN_LEVEL + 1, min_level or 0), m.state.soul_level + 1):
        if sum(1 for e in m.state.skills if e.level == level) < _cards_of_step(lib, m.side.id, level):
            return level
    return m.state.soul_level


def _skills_of_lost_level(m: Member, lib: SSLibrary, lost: int, kept: int) -> tuple[list[int], bool]:
    """Indexes of the skills that belong to the lost soul level (002 L2170), rightmost first (002
    L1376), and whether some skill's level stayed unknown. Only that level's cards go: as many as
    its step gives, so two cards taken at III after I→III in one phase lose one."""
    entries = m.state.skills
    if all(e.level is not None for e in entries):
        at_lost = [i for i in reversed(range(len(entries))) if entries[i].level >= lost]
        return at_lost[:_cards_of_step(lib, m.side.id, lost)], False
    old, new = lib.soul_row(m.side.id, lost), lib.soul_row(m.side.id, kept)
    if old and new and None not in (old.skills, new.skills, old.general_stars, new.general_stars):
        n = (old.skills + old.general_stars) - (new.skills + new.general_stars)
        return list(reversed(range(len(entries))))[:max(0, n)], False  # the rightmost cards (002 L1376)
    out = []
    for i in reversed(range(len(entries))):
        e = entries[i]
        skill = lib.skill(e.name)
        level = e.level if e.level is not None else (skill.min_level if skill else None)
        if level is not None and level >= lost and (e.level is not None or level > kept):
            out.append(i)
    remaining_unknown = any(e.level is None for i, e in enumerate(entries) if i not in out)
    return out, remaining_unknown


def death(c: Campaign, lib: SSLibrary, hero: str, min_level: int = rules.MIN_LEVEL) -> tuple[Campaign, list[Problem]]:
    """The hero dies and becomes a ghost soul (002 L2156-2172): one soul level lost (not below
    `min_level`), the skills of that level, the inventory, crowns and story tokens dropped;
    equipped items stay."""
    new = c.copy()
    m = member(new, lib, hero)
    if m.state.ghost:
        raise Refused(Problem("already_ghost", {"hero": m.state.hero}, m.state.hero))
    notes = []
    old = m.state.soul_level
    kept = max(min(min_level, old), old - 1)  # never below the scenario's minimum, never up (002 L2162)
    lost_skills = []
    if kept < old:
        indexes, unknown = _skills_of_lost_level(m, lib, old, kept)
        for i in sorted(indexes, reverse=True):
            lost_skills.append(m.state.skills.pop(i).name)
        if unknown:
            notes.append(Problem("skills_unknown_level", {"hero": m.state.hero, "level": rules.ROMAN[old]},
                                 m.state.hero, NOTE))
    lost = {"skills": list(reversed(lost_skills)), "items": [e.name for e in m.state.inventory],
            "crowns": m.state.crowns, "story_tokens": m.state.story_tokens}
    m.state.soul_level = kept
    m.state.inventory = []
    m.state.crowns = 0
    m.state.story_tokens = 0
    m.state.conditions = []  # every physical condition and effect token goes (002 L2168)
    m.state.ghost = True
    _log(new, "death", hero=m.state.hero, **{"from": old, "to": kept}, lost=lost)
    return new, notes


def wound(c: Campaign, lib: SSLibrary, hero: str, wounds: int,
          min_level: int = rules.MIN_LEVEL) -> tuple[Campaign, list[Problem]]:
    """Wounds on a living hero; at wounds ≥ the soul stone's HP the hero dies (002 L2154-2156).
    Without the soul stone's HP entered the wounds are kept and a note says death is not checked."""
    if wounds <= 0:
        raise InputError("at_least_one", option="--wounds")
    new = c.copy()
    m = member(new, lib, hero)
    if m.state.ghost:
        raise Refused(Problem("already_ghost", {"hero": m.state.hero}, m.state.hero))
    m.state.wounds += wounds
    row = lib.soul_row(m.side.id, m.state.soul_level)
    hp = row.hp if row else None
    _log(new, "wound", hero=m.state.hero, wounds=m.state.wounds, hp=hp if hp is not None else "?")
    if hp is None:
        return new, [Problem("missing_data", {"hero": m.state.hero, "what": "soul_stone_hp"}, m.state.hero, NOTE)]
    if m.state.wounds >= hp:
        return death(new, lib, hero, min_level)
    return new, []


def resurrect(c: Campaign, lib: SSLibrary, hero: str) -> Campaign:
    """A ghost at an active shrine pays its soul level in shards and has all its HP (002 L2208-2220)."""
    new = c.copy()
    m = member(new, lib, hero)
    if not m.state.ghost:
        raise Refused(Problem("not_a_ghost", {"hero": m.state.hero}, m.state.hero))
    cost = rules.resurrection_cost(m.state.soul_level)
    if new.shards < cost:
        raise Refused(Problem("not_enough_shards", {"hero": m.state.hero, "what": "resurrection", "cost": cost,
                                                    "pool": new.shards}, m.state.hero))
    new.shards -= cost
    m.state.ghost = False
    m.state.wounds = 0
    row = lib.soul_row(m.side.id, m.state.soul_level)
    _log(new, "resurrect", hero=m.state.hero, cost=cost, pool=new.shards, hp=row.hp if row else None)
    return new


# -- the emporium (002 L2307-2373) -------------------------------------------------------------------
def _same_language(entry_name: str, item: Item, other: Item) -> str:
    for lang in ("ru", "en", "pl"):
        if entry_name == item.names.get(lang):
            return other.names.get(lang)
    return other.names.ru


def sell(c: Campaign, lib: SSLibrary, hero: str, item_names: list[str]) -> Campaign:
    """Sell treasure cards for 25 crowns × the act on the card (002 L2325), paid to that hero."""
    new = c.copy()
    m = member(new, lib, hero)
    for name in item_names:
        item = lib.item(name)
        if item is None or item.deck != "treasure":
            raise Refused(Problem("not_treasure", {"item": name}, m.state.hero))
        slot, index, entry = _find_held(m, lib, name)
        _remove(m, slot, index)
        price = rules.sell_price(item.act or new.act)  # the campaign's act when the card's is not entered (L2562)
        m.state.crowns += price
        _log(new, "sell", hero=m.state.hero, item=entry.name, price=price, crowns=m.state.crowns)
    return new


def buy(c: Campaign, lib: SSLibrary, hero: str, item_name: str, price: int | None = None) -> Campaign:
    new = c.copy()
    m = member(new, lib, hero)
    item = lib.item(item_name)
    cost = item.cost if item is not None and item.cost is not None else price
    if cost is None:
        raise Refused(Problem("no_price", {"item": item_name}, m.state.hero))
    _pay(m, cost, item_name)
    m.state.inventory.append(new_entry(lib, item_name, new.visit))
    _log(new, "buy", hero=m.state.hero, item=item_name, price=cost, crowns=m.state.crowns)
    return new


def upgrade(c: Campaign, lib: SSLibrary, hero: str, item_name: str, price: int | None = None) -> Campaign:
    """Turn an emporium card to its other face by paying that face's full price on a later visit
    (002 L2315-2317)."""
    new = c.copy()
    m = member(new, lib, hero)
    slot, index, entry = _find_held(m, lib, item_name)
    item = lib.item(entry.name)
    other = lib.items.get(item.pair) if item and item.pair else None
    if other is None:
        raise Refused(Problem("no_other_face", {"item": entry.name}, m.state.hero))
    if entry.visit is not None and entry.visit == new.visit:
        raise Refused(Problem("same_visit", {"item": entry.name}, m.state.hero))
    cost = other.cost if other.cost is not None else price
    if cost is None:
        raise Refused(Problem("no_price", {"item": other.names.ru}, m.state.hero))
    _pay(m, cost, other.names.ru)
    old_name = entry.name
    entry.name, entry.visit, entry.forged = _same_language(entry.name, item, other), new.visit, False
    _log(new, "upgrade", hero=m.state.hero, item=old_name, other=entry.name, price=cost, crowns=m.state.crowns)
    return new


def forge(c: Campaign, lib: SSLibrary, hero: str, item_name: str) -> Campaign:
    """The Magic Forge: 50 crowns upgrade one standard weapon or armour until the scenario ends
    (002 L2347-2351)."""
    new = c.copy()
    m = member(new, lib, hero)
    slot, index, entry = _find_held(m, lib, item_name)
    item = lib.item(entry.name)
    # a standard weapon or armour, not already on its upgraded side (002 L1616, L2347)
    if item is not None and (item.category not in ("weapon", "armour") or item.deck in ("treasure", "soul_weapon")
                             or item.face == "back"):
        raise Refused(Problem("not_forgeable", {"item": entry.name}, m.state.hero))
    if entry.forged:
        raise Refused(Problem("already_forged", {"item": entry.name}, m.state.hero))
    _pay(m, rules.FORGE_COST, entry.name)
    entry.forged = True
    _log(new, "forge", hero=m.state.hero, item=entry.name, price=rules.FORGE_COST, crowns=m.state.crowns)
    return new


def tavern(c: Campaign, lib: SSLibrary, hero: str, prize: int) -> Campaign:
    """The Dancing Pony: stake 5, win 10, 20 or 50 on a match; once per hero per visit (002 L2359-2373).
    The die is the player's: `prize` is what it paid (0 on a miss)."""
    new = c.copy()
    m = member(new, lib, hero)
    if prize not in (0, *rules.TAVERN_PRIZES):
        raise Refused(Problem("tavern_prize", {"prize": prize}, m.state.hero))
    if m.hero in new.tavern_used:
        raise Refused(Problem("tavern_once", {"hero": m.state.hero}, m.state.hero))
    _pay(m, rules.TAVERN_STAKE, "tavern")
    m.state.crowns += prize
    new.tavern_used.append(m.hero)
    _log(new, "tavern", hero=m.state.hero, stake=rules.TAVERN_STAKE, prize=prize, crowns=m.state.crowns)
    return new


def visit(c: Campaign) -> Campaign:
    """A new visit to the emporium: the tavern is open to every hero again (002 L2373)."""
    new = c.copy()
    new.visit += 1
    new.tavern_used = []
    _log(new, "visit", visit=new.visit)
    return new


def stash(c: Campaign, lib: SSLibrary, hero: str, item_name: str, take: bool = False) -> Campaign:
    """Leave an item in the stash, or take one from it (002 L2331-2335)."""
    new = c.copy()
    m = member(new, lib, hero)
    if take:
        want = lib.item(item_name)
        index = next((i for i, e in enumerate(new.stash)
                      if e.name == item_name or (want is not None and lib.item(e.name) == want)), -1)
        if index < 0:
            raise Refused(Problem("not_carried", {"hero": "stash", "item": item_name}, m.state.hero))
        entry = new.stash.pop(index)
        m.state.inventory.append(entry)
        _log(new, "unstash", hero=m.state.hero, item=entry.name)
    else:
        slot, index, entry = _find_held(m, lib, item_name)
        new.stash.append(_remove(m, slot, index))
        _log(new, "stash", hero=m.state.hero, item=entry.name)
    return new


def gain(c: Campaign, lib: SSLibrary, shards: int = 0, crowns: int = 0, hero: str | None = None) -> Campaign:
    """Shards found go to the shared pool (002 L1079); crowns to the hero who found them (002 L2278)."""
    if shards < 0 or crowns < 0:
        raise InputError("not_negative", option="--shards, --crowns")
    new = c.copy()
    if shards:
        new.shards += shards
        _log(new, "gain_shards", shards=shards, pool=new.shards)
    if crowns:
        if not hero:
            raise InputError("crowns_need_hero")
        m = member(new, lib, hero)
        m.state.crowns += crowns
        _log(new, "gain_crowns", hero=m.state.hero, crowns=crowns, total=m.state.crowns)
    return new


def give(c: Campaign, lib: SSLibrary, hero: str, to_hero: str, crowns: int) -> Campaign:
    """Crowns pass from one hero to another (a trade, or a gift or loan at the emporium, 002 L2280);
    they are never pooled (002 L2278)."""
    if crowns <= 0:
        raise InputError("at_least_one", option="--crowns")
    new = c.copy()
    giver, taker = member(new, lib, hero), member(new, lib, to_hero)
    if giver.state is taker.state:
        raise InputError("same_hero")
    _pay(giver, crowns, "crowns")
    taker.state.crowns += crowns
    _log(new, "give", hero=giver.state.hero, to=taker.state.hero, crowns=crowns)
    return new


# -- equipment --------------------------------------------------------------------------------------
def equip(c: Campaign, lib: SSLibrary, hero: str, item_name: str, slot: str) -> Campaign:
    """Use an item from the inventory in a slot (the one there goes to the inventory)."""
    if slot not in rules.SLOTS:
        raise ValueError(f"slot must be one of {', '.join(rules.SLOTS)}, got {slot!r}")
    new = c.copy()
    m = member(new, lib, hero)
    held_slot, index, entry = _find_held(m, lib, item_name)
    item = lib.item(entry.name)
    _refuse_second_copy(new, lib, m, item)
    if item is not None:
        off = m.state.equipped.get("off") if slot == "main" else None
        problems = slot_problems(m, slot, item, off.name if off and held_slot != "off" else None, Names(lib, "ru"))
        main = m.state.equipped.get("main")
        main_item = lib.item(main.name) if main and slot == "off" else None
        if main_item is not None and main_item.hand == "two_handed":  # 002 L1633
            problems.insert(0, Problem("two_handed_off_hand", {"hero": m.state.hero, "item": main.name,
                                                               "other": entry.name}, m.state.hero))
        bad = [p for p in problems if p.severity == ERROR]
        if bad:
            raise Refused(bad[0])
    _remove(m, held_slot, index)
    if slot in m.state.equipped:
        m.state.inventory.append(m.state.equipped.pop(slot))
    m.state.equipped[slot] = entry
    _log(new, "equip", hero=m.state.hero, item=entry.name, slot=slot)
    return new


def unequip(c: Campaign, lib: SSLibrary, hero: str, slot: str) -> Campaign:
    new = c.copy()
    m = member(new, lib, hero)
    if slot not in m.state.equipped:
        raise Refused(Problem("not_carried", {"hero": m.state.hero, "item": slot}, m.state.hero))
    if m.side.inventory is not None and len(m.state.inventory) >= m.side.inventory:  # 002 L1035
        raise Refused(Problem("over_inventory", {"hero": m.state.hero, "count": len(m.state.inventory) + 1,
                                                 "allowed": m.side.inventory}, m.state.hero))
    entry = m.state.equipped.pop(slot)
    entry.empowered = False  # a soul weapon out of its slot turns back (002 L1673)
    m.state.inventory.append(entry)
    _log(new, "unequip", hero=m.state.hero, item=entry.name)
    return new


# -- the end of a scenario ----------------------------------------------------------------------------
def end_scenario(c: Campaign, lib: SSLibrary, ghost_discards: dict[str, str] | None = None,
                 seed: int | None = None) -> Campaign:
    """Artifacts regain 1 charge (002 L1764 — at the start of the next scenario, done here once);
    forge upgrades turn back (002 L2349); a ghost soul discards one random used card (002 L2192):
    the slot named in `ghost_discards` (the player's own draw) or one drawn with `seed`. Every hero
    starts the next scenario with full HP (002 L316): a ghost, its penalty paid, is a hero again."""
    new = c.copy()
    rng = random.Random(seed if seed is not None else new.scenario)
    ghost_discards = ghost_discards or {}
    changes = 0
    for m in resolve(new, lib):
        if m.state.ghost and m.state.equipped:
            chosen = next((v for k, v in ghost_discards.items() if lib.hero(k) == m.hero), None)
            if chosen is not None and chosen not in m.state.equipped:
                raise InputError("empty_slot", hero=m.state.hero, slot=chosen, known=", ".join(m.state.equipped))
            slot = chosen or rng.choice(sorted(m.state.equipped))
            entry = m.state.equipped.pop(slot)
            _log(new, "ghost_penalty", hero=m.state.hero, item=entry.name, slot=slot)
            changes += 1
        for _slot, entry in m.state.held():
            item = lib.item(entry.name)
            entry.empowered = False  # a soul weapon's empowered side lasts a time phase at most (002 L1671)
            if entry.forged:
                entry.forged = False
                _log(new, "forge_revert", hero=m.state.hero, item=entry.name)
                changes += 1
            if item and item.category == "artifact" and item.charges is not None and entry.charges is not None \
                    and entry.charges < item.charges:
                entry.charges += 1
                _log(new, "artifact_charge", hero=m.state.hero, item=entry.name, charges=entry.charges)
                changes += 1
        if m.state.ghost:  # the penalty paid, the soul starts the next scenario as a hero (002 L316)
            m.state.ghost = False
            _log(new, "ghost_returns", hero=m.state.hero)
            changes += 1
        m.state.wounds = 0  # every hero starts a scenario with full HP (002 L316)
        m.state.conditions = []  # an injury lasts to the end of the scenario at most (002 L2050)
        m.state.used = {}
    for entry in new.stash:
        entry.forged = False
    _log(new, "end_scenario", ended=new.scenario, changes=changes)
    new.scenario += 1
    new.tavern_used = []
    return new


# -- the log in the player's language --------------------------------------------------------------
def describe(entry: dict, lib: SSLibrary, lang: str, translate: Callable[..., str]) -> str:
    from spellforge.games.swordsorcery.messages import log_templates, story_templates

    templates = log_templates(translate)
    action = entry.get("action", "")
    template = templates.get(action)
    if template is None:
        return action
    p = dict(entry)
    if p.get("hero"):
        hero = lib.hero(p["hero"])
        sides = lib.hero_sides(hero) if hero else []
        p["hero"] = sides[0].hero_names.get(lang) if sides else p["hero"]
    for key in ("item", "other"):
        if p.get(key):
            item = lib.item(p[key])
            p[key] = item.names.get(lang) if item else p[key]
    if isinstance(p.get("to"), str):
        other = lib.hero(p["to"])
        sides = lib.hero_sides(other) if other else []
        p["to"] = sides[0].hero_names.get(lang) if sides else p["to"]
    if p.get("skill"):
        skill = lib.skill(p["skill"])
        p["skill"] = skill.names.get(lang) if skill else p["skill"]
    for key in ("slot", "condition"):
        if p.get(key):
            p[key] = lib.term(p[key], lang)
    if action == "story":
        p["scenario"] = p.get("ended", "")
        p["result"] = story_templates(translate).get(p.get("result", ""), p.get("result", ""))
    for key in ("from", "to", "level"):
        if isinstance(p.get(key), int) and 1 <= p[key] <= 7:
            p[key] = rules.ROMAN[p[key]]
    if action == "death":
        lost = p.get("lost", {})
        parts = [", ".join((lib.skill(s).names.get(lang) if lib.skill(s) else s) for s in lost.get("skills", []))]
        parts.append(", ".join((lib.item(i).names.get(lang) if lib.item(i) else i) for i in lost.get("items", [])))
        parts.append(templates["crowns"].format(crowns=lost["crowns"]) if lost.get("crowns") else "")
        p["lost"] = "; ".join(x for x in parts if x) or templates["nothing"]
    if action == "end_scenario":
        p["scenario"] = p.get("ended", "")
        if not p.get("changes"):
            action = "end_scenario_none"
    if action == "wound" and p.get("hp") in ("?", None, ""):  # no HP entered: never «при ОЗ ?»
        action = "wound_no_hp"
    template = templates[action]
    try:
        return template.format(**p)
    except (KeyError, IndexError):
        return log_templates(lambda _c, s, n=None: s)[action].format(**p)
