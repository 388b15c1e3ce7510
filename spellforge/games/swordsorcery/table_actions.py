"""The moves made at the table during a scenario that the campaign carries on: healing wounds,
an artifact's charges, a soul weapon turned by shards (it turns back in scenario.time_phase),
picking up a found item, trading with another hero and dropping items or crowns.

Like actions.py, each takes a Campaign and returns a new one with its log entries; a move the
rules forbid raises Refused with its coded Problem and nothing changes.
"""

from __future__ import annotations

from spellforge.games.swordsorcery import rules
from spellforge.games.swordsorcery.actions import (
    Refused, _find_held, _log, _pay, _refuse_second_copy, _remove, new_entry,
)
from spellforge.games.swordsorcery.campaign import Campaign, ItemEntry
from spellforge.games.swordsorcery.library import SSLibrary
from spellforge.games.swordsorcery.validator import ERROR, InputError, Member, Names, Problem, member, slot_problems


def heal(c: Campaign, lib: SSLibrary, hero: str, wounds: int) -> Campaign:
    """Take wounds off a living hero (never below none); a ghost soul cannot be a target (002 L2186)."""
    if wounds <= 0:
        raise InputError("at_least_one", option="--wounds")
    new = c.copy()
    m = member(new, lib, hero)
    if m.state.ghost:
        raise Refused(Problem("already_ghost", {"hero": m.state.hero}, m.state.hero))
    if m.state.wounds == 0:
        raise Refused(Problem("no_wounds", {"hero": m.state.hero}, m.state.hero))
    healed = min(wounds, m.state.wounds)
    m.state.wounds -= healed
    _log(new, "heal", hero=m.state.hero, healed=healed, wounds=m.state.wounds)
    return new


def use_charges(c: Campaign, lib: SSLibrary, hero: str, item_name: str, charges: int) -> Campaign:
    """An artifact's activation discards the charges shown on the card; with none left it cannot be
    used until it recharges (002 L1760-1762)."""
    if charges <= 0:
        raise InputError("at_least_one", option="--use")
    new = c.copy()
    m = member(new, lib, hero)
    _slot, _index, entry = _find_held(m, lib, item_name)
    item = lib.item(entry.name)
    if item is not None and item.category not in ("artifact", ""):
        raise Refused(Problem("not_an_artifact", {"item": entry.name}, m.state.hero))
    if entry.charges is None:  # a found artifact has all its charges (002 L1760)
        if item is None or item.charges is None:
            raise Refused(Problem("charges_unknown", {"item": entry.name}, m.state.hero))
        entry.charges = item.charges
    if entry.charges < charges:
        raise Refused(Problem("not_enough_charges", {"item": entry.name, "charges": entry.charges,
                                                     "needed": charges}, m.state.hero))
    entry.charges -= charges
    _log(new, "use_charges", hero=m.state.hero, item=entry.name, used=charges, charges=entry.charges)
    return new


def empower(c: Campaign, lib: SSLibrary, hero: str, item_name: str, shards: int | None = None) -> Campaign:
    """The owner of a soul weapon in a weapon slot spends the shards on the card to turn it to its
    empowered side until the next time phase (002 L1671). The number is the card's (`cost` in
    items.csv) or the one given."""
    new = c.copy()
    m = member(new, lib, hero)
    slot, _index, entry = _find_held(m, lib, item_name)
    item = lib.item(entry.name)
    if item is None or item.deck != "soul_weapon":
        raise Refused(Problem("not_soul_weapon", {"item": entry.name}, m.state.hero))
    if slot not in ("main", "off"):
        raise Refused(Problem("soul_weapon_not_used", {"hero": m.state.hero, "item": entry.name}, m.state.hero))
    if entry.empowered:
        raise Refused(Problem("already_empowered", {"item": entry.name}, m.state.hero))
    cost = item.cost if item.cost is not None else shards
    if cost is None:
        raise Refused(Problem("no_price", {"item": entry.name}, m.state.hero))
    if new.shards < cost:
        raise Refused(Problem("not_enough_shards", {"hero": m.state.hero, "what": entry.name, "cost": cost,
                                                    "pool": new.shards}, m.state.hero))
    new.shards -= cost
    entry.empowered = True
    _log(new, "empower", hero=m.state.hero, item=entry.name, cost=cost, pool=new.shards)
    return new


def _into_inventory(m: Member, entry: ItemEntry) -> None:
    """A carried item: refused when the inventory is full (drop one first, 002 L1035)."""
    if m.side.inventory is not None and len(m.state.inventory) >= m.side.inventory:
        raise Refused(Problem("over_inventory", {"hero": m.state.hero, "count": len(m.state.inventory) + 1,
                                                 "allowed": m.side.inventory}, m.state.hero))
    entry.empowered = False  # out of the weapon slot it turns back (002 L1673)
    m.state.inventory.append(entry)


def pick_up(c: Campaign, lib: SSLibrary, hero: str, item_name: str, crowns: int = 0) -> Campaign:
    """A found item goes into the inventory even when its slot is empty (002 L1296-1298), an
    artifact with all its charges (002 L1760); crowns found are the hero's (002 L2278)."""
    if crowns < 0:
        raise InputError("not_negative", option="--crowns")
    if not item_name and not crowns:
        raise InputError("item_or_crowns")
    new = c.copy()
    m = member(new, lib, hero)
    if item_name:
        _refuse_second_copy(new, lib, m, lib.item(item_name), taking=True)
        _into_inventory(m, new_entry(lib, item_name))
        _log(new, "pick_up", hero=m.state.hero, item=item_name)
    if crowns:
        m.state.crowns += crowns
        _log(new, "gain_crowns", hero=m.state.hero, crowns=crowns, total=m.state.crowns)
    return new


def drop(c: Campaign, lib: SSLibrary, hero: str, item_names: list[str], crowns: int = 0) -> Campaign:
    """Drop any number of used or carried items and crowns in the hero's zone (002 L1296): they
    leave the campaign unless a hero picks them up again."""
    if crowns < 0:
        raise InputError("not_negative", option="--crowns")
    new = c.copy()
    m = member(new, lib, hero)
    for name in item_names:
        slot, index, entry = _find_held(m, lib, name)
        _remove(m, slot, index)
        _log(new, "drop", hero=m.state.hero, item=entry.name)
    if crowns:
        _pay(m, crowns, "crowns")
        _log(new, "drop_crowns", hero=m.state.hero, crowns=crowns, total=m.state.crowns)
    return new


def trade(c: Campaign, lib: SSLibrary, hero: str, to_hero: str, item_name: str = "", crowns: int = 0,
          slot: str | None = None) -> Campaign:
    """One trade action: at most one item and any crowns pass to another hero (002 L1264). The
    receiver may use the item at once in `slot` if that slot is empty and takes it (else it is
    refused); without a slot it goes into the inventory (002 L1264-1266)."""
    if crowns < 0:
        raise InputError("not_negative", option="--crowns")
    if not item_name and not crowns:
        raise InputError("item_or_crowns")
    new = c.copy()
    giver, taker = member(new, lib, hero), member(new, lib, to_hero)
    if giver.state is taker.state:
        raise InputError("same_hero")
    if item_name:
        held_slot, index, entry = _find_held(giver, lib, item_name)
        _remove(giver, held_slot, index)
        entry.empowered = False  # out of the weapon slot it turns back (002 L1673)
        if slot is not None:
            _use_at_once(taker, lib, entry, slot)
        else:
            _into_inventory(taker, entry)
        _log(new, "trade", hero=giver.state.hero, to=taker.state.hero, item=entry.name)
    if crowns:
        _pay(giver, crowns, "crowns")
        taker.state.crowns += crowns
        _log(new, "give", hero=giver.state.hero, to=taker.state.hero, crowns=crowns)
    return new


def _use_at_once(m: Member, lib: SSLibrary, entry: ItemEntry, slot: str) -> None:
    if slot not in rules.SLOTS:
        raise ValueError(f"slot must be one of {', '.join(rules.SLOTS)}, got {slot!r}")
    if slot in m.state.equipped:
        raise Refused(Problem("slot_taken", {"hero": m.state.hero, "slot": lib.term(slot, "ru"),
                                             "item": m.state.equipped[slot].name}, m.state.hero))
    item = lib.item(entry.name)
    if item is not None:
        off = m.state.equipped.get("off") if slot == "main" else None
        problems = [p for p in slot_problems(m, slot, item, off.name if off else None, Names(lib, "ru"))
                    if p.severity == ERROR]
        main = m.state.equipped.get("main")
        main_item = lib.item(main.name) if main and slot == "off" else None
        if main_item is not None and main_item.hand == "two_handed":  # 002 L1633
            problems.insert(0, Problem("two_handed_off_hand", {"hero": m.state.hero, "item": main.name,
                                                               "other": entry.name}, m.state.hero))
        if problems:
            raise Refused(problems[0])
    m.state.equipped[slot] = entry
