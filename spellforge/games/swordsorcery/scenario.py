"""The scenario board: what each hero has on the table during a scenario — wounds against the soul
stone's HP, physical condition tokens, used skill cards and their hourglasses, artifact charges,
an empowered soul weapon — and the moves that change it (a condition on or off, a skill used, the
time phase). Wounds, healing and the moves with items are in actions.py and table_actions.py.

Every move returns a new campaign with its log entries, like actions.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from spellforge.games.swordsorcery.actions import Refused, _log, wound
from spellforge.games.swordsorcery.campaign import Campaign
from spellforge.games.swordsorcery.library import SSLibrary
from spellforge.games.swordsorcery.validator import InputError, Member, Problem, member, resolve

# The physical conditions (002 L2074-2086) and burning (L1966-1980); the names are terms.csv rows.
CONDITIONS = ("knocked_down", "injury", "poison_1", "poison_2", "blind", "slow", "stun", "burning_1", "burning_2")
ONE_TOKEN = {"poison_1": "poison_2", "poison_2": "poison_1"}  # one token, two sides (L2090, L2110)
STACKS = ("burning_1", "burning_2")  # a burning token is placed even beside another (L1980)
COOLDOWN = (1, 4)  # hourglasses on a used skill card (L1438)


def set_condition(c: Campaign, lib: SSLibrary, hero: str, key: str, on: bool = True) -> Campaign:
    """Put a condition token on a hero's card or take it off; one token of each (L2090)."""
    if key not in CONDITIONS:
        raise InputError("no_condition", name=key, known=", ".join(CONDITIONS))
    new = c.copy()
    m = member(new, lib, hero)
    if m.state.ghost:  # a ghost soul ignores special effects (L2190) and dropped its tokens (L2168)
        raise Refused(Problem("already_ghost", {"hero": m.state.hero}, m.state.hero))
    conditions = m.state.conditions
    if on:
        if key in conditions and key not in STACKS:
            raise Refused(Problem("condition_held", {"hero": m.state.hero, "condition": lib.term(key, "ru")},
                                  m.state.hero))
        if ONE_TOKEN.get(key) in conditions:
            conditions.remove(ONE_TOKEN[key])
        conditions.append(key)
        _log(new, "condition_on", hero=m.state.hero, condition=key)
    else:
        if key not in conditions:
            raise Refused(Problem("condition_absent", {"hero": m.state.hero, "condition": lib.term(key, "ru")},
                                  m.state.hero))
        conditions.remove(key)
        _log(new, "condition_off", hero=m.state.hero, condition=key)
    return new


def use_skill(c: Campaign, lib: SSLibrary, hero: str, skill_name: str, hourglasses: int) -> Campaign:
    """A used skill card turns face down with its hourglasses on top (L1438); a starting skill does
    not. It is unavailable until it refreshes (L1440, L1482)."""
    if not COOLDOWN[0] <= hourglasses <= COOLDOWN[1]:
        raise InputError("hourglasses", value=hourglasses)
    new = c.copy()
    m = member(new, lib, hero)
    entry = _held_skill(m, lib, skill_name)
    skill = lib.skill(entry)
    if skill is not None and skill.kind == "starting":
        raise Refused(Problem("skill_no_cooldown", {"skill": entry}, m.state.hero))
    if entry in m.state.used:
        raise Refused(Problem("skill_used", {"hero": m.state.hero, "skill": entry,
                                             "hourglasses": m.state.used[entry]}, m.state.hero))
    m.state.used[entry] = hourglasses
    _log(new, "use_skill", hero=m.state.hero, skill=entry, hourglasses=hourglasses)
    return new


def _held_skill(m: Member, lib: SSLibrary, name: str) -> str:
    want = lib.skill(name)
    for e in m.state.skills:
        if e.name == name or (want is not None and lib.skill(e.name) == want):
            return e.name
    raise Refused(Problem("not_carried", {"hero": m.state.hero, "item": name}, m.state.hero))


def time_phase(c: Campaign, lib: SSLibrary) -> tuple[Campaign, list[Problem]]:
    """The time phase (L646-666): burning and poison wound their hero first (L652, L1974-1978,
    L2106) — the poison's save is the player's die, so its token stays until taken off —; used
    skills with one hourglass left refresh, the others lose one (L660-662, a ghost too, L2182);
    an empowered soul weapon turns back (L1671)."""
    new = c.copy()
    notes: list[Problem] = []
    for index in range(len(new.heroes)):  # by index: a wound gives a new campaign to go on with
        h = resolve(new, lib)[index].state
        if not h.ghost:
            damage = h.conditions.count("burning_1") + h.conditions.count("burning_2")
            damage += 1 if "poison_1" in h.conditions else 2 if "poison_2" in h.conditions else 0
            h.conditions = [k for k in h.conditions if k != "burning_1"]
            h.conditions = ["burning_1" if k == "burning_2" else k for k in h.conditions]
            if damage:
                new, more = wound(new, lib, h.hero, damage)
                notes += more
                h = new.heroes[index]
        for skill, left in list(h.used.items()):
            if left <= 1:
                del h.used[skill]
                _log(new, "skill_ready", hero=h.hero, skill=skill)
            else:
                h.used[skill] = left - 1
        for _slot, entry in h.held():
            if entry.empowered:
                entry.empowered = False
                _log(new, "empower_ends", hero=h.hero, item=entry.name)
    _log(new, "time_phase")
    return new, notes


# -- the board as data, for the CLI and the window ----------------------------------------------------
@dataclass
class HeroBoard:
    hero: str
    side: str
    ghost: bool
    hp: int | None
    wounds: int
    conditions: list[str] = field(default_factory=list)
    used: dict[str, int] = field(default_factory=dict)
    ready: list[str] = field(default_factory=list)
    charges: list[tuple[str, int | None, int | None]] = field(default_factory=list)  # item, now, most
    empowered: list[str] = field(default_factory=list)


def board(c: Campaign, lib: SSLibrary, lang: str) -> tuple[list[HeroBoard], bool]:
    """Each hero's row of the board (names in `lang`) and whether the scenario is lost because every
    hero is a ghost soul (L862, L2194)."""
    rows = []
    members = resolve(c, lib)
    for m in members:
        h = m.state
        soul = lib.soul_row(m.side.id, h.soul_level)

        def skill_name(n: str) -> str:
            s = lib.skill(n)
            return s.names.get(lang) if s else n

        def item_name(n: str) -> str:
            i = lib.item(n)
            return i.names.get(lang) if i else n

        row = HeroBoard(m.side.hero_names.get(lang), m.side.names.get(lang), h.ghost, soul.hp if soul else None,
                        h.wounds, [lib.term(k, lang) for k in h.conditions],
                        {skill_name(k): v for k, v in h.used.items()},
                        [skill_name(e.name) for e in h.skills if e.name not in h.used])
        for _slot, entry in h.held():
            item = lib.item(entry.name)
            if item is not None and item.category == "artifact" and (item.charges is not None
                                                                     or entry.charges is not None):
                now = entry.charges if entry.charges is not None else item.charges
                row.charges.append((item_name(entry.name), now, item.charges))
            if entry.empowered:
                row.empowered.append(item_name(entry.name))
        rows.append(row)
    return rows, bool(members) and all(m.state.ghost for m in members)
