"""Where a mage goes, and whether it prepares defences, against an opponent that cannot hurt it
(docs/matchup.md "The AI": Approach).

An opponent is **harmless** when nothing of it can ever attack: no piece of it has an attack and
no spell is left in its book (batch.passive_side, the goldfish's target as a matchup side). Against
a harmless opponent a decent player

* advances its mage when its action is otherwise unused and the enemy mage is out of the reach of
  its attacks and of the attack spells left in its book (a move action, then its quick half:
  L690-695); its creatures are placed in its zone (L879), so they too start nearer;
* in an approaching style (the goldfish planner's APPROACH) keeps the mage's action for that move
  and prepares quick spells for after it, as the goldfish's planner does;
* prepares no defence (the planner's `defense` role: Block, Armor and Life grants, a Defense…);
* prepares Rouse the Beast right after its creatures (`rouse_early`): the creature summoned this
  round acts this round (its action marker flips active, errata 003 L849-850), a round's walk nearer a mage that never comes, rather than
  last of the buffs, where the Beastmaster's slots went to Bear Strength and the Ring of Beasts;
* puts a spawnpoint conjuration in the zone of its range nearest the enemy mage
  (`spawnpoint_zone`), where its creatures enter (L982), as the goldfish does;
* summons no Rooted creature where its attacks never reach the enemy mage: it never moves (003
  L278) and neither does that mage, so it would stand there for good (a spawnpoint's zone, L982);
  the goldfish casts none either (sim/game/casting.py).

Against an opponent that can attack, these were measured and left out: a mage advancing out of
the enemy's two-round reach, the approaching styles' move first and no defence while nothing nears
the mage within two rounds each scored 46.7-49.5 % on average against the same book without them
(docs/matchup.md "The goldfish against a passive side").
"""

from __future__ import annotations

from spellforge.sim.game.spell_model import ROLE_ATTACK
from spellforge.sim.matchup.checks import per_key, per_model
from spellforge.sim.matchup.pieces import distance, step_toward
from spellforge.sim.policy.planner import APPROACH


def harmless(game, side) -> bool:
    """Nothing of `side`'s enemy can ever attack: no piece with an attack, no spell left in its book."""
    foe = game.sides[1 - side.idx]
    return foe.passive or not any(p.attacks for p in foe.pieces() if p.alive) and not any(n > 0 for n in foe.library.values())


def _spell_reach(game, side) -> int:
    """How far the best attack spell left in the side's book reaches the enemy mage (-1: none);
    +1 for a quick one, cast after a move."""
    foe_armor = game.sides[1 - side.idx].mage.armor_now()
    key = (id(side.book), foe_armor)
    known = _REACHES.get(key)
    spells = known[1] if known is not None else per_key(_REACHES, key, (side.book,), 1000, _attack_reaches,
                                                         side.book, foe_armor)
    best_reach, best = -1, 0.0
    library = side.library
    for cid, value, reach in spells:
        if value > best and library.get(cid, 0) > 0:
            best_reach, best = reach, value
    return best_reach


_REACHES: dict[tuple, tuple] = {}  # (book, the enemy mage's Armor): _attack_reaches (checks.per_key)


def _attack_reaches(book, foe_armor: int) -> list[tuple]:
    """(card id, expected damage on the enemy mage, reach) of the book's attack spells, in its order."""
    return [(s.card_id, s.attacks[0].expected_damage(foe_armor),
             max(s.range_max, s.attacks[0].range_max) + (1 if s.quick else 0))
            for s in book.spells if s.role == ROLE_ATTACK and s.attacks]


def attack_reach(game, side) -> int:
    """How far the mage's own attacks (those it can pay for) and the best attack spell left in its
    book reach (-1: nothing to attack with)."""
    own = max((a.range_max for a in side.mage.attacks if a.spell_cost <= side.mana), default=-1)
    return max(own, _spell_reach(game, side))


def advance_zone(game, side) -> tuple[int, int] | None:
    """The zone our idle mage walks into, or None: it stays."""
    if not harmless(game, side):
        return None
    mage, goal = side.mage, game.sides[1 - side.idx].mage.zone
    reach = attack_reach(game, side)
    if reach < 0 or mage.zone == goal or distance(mage.zone, goal) <= reach:
        return None  # nothing to attack with (a side that never acts), or the enemy mage is in reach
    return step_toward(mage.zone, goal)


def walks_first(game, side) -> bool:
    """This round's planning keeps the mage's action for a move and its quick half: an approaching
    style, the attack spells left in the book out of the enemy mage's reach, and the mage advances."""
    if side.spec.style(game.round) not in APPROACH or not harmless(game, side):
        return False  # (harmless first: advance_zone needs it, and it is cheaper than _spell_reach)
    reach = _spell_reach(game, side)
    return 0 <= reach < distance(side.mage.zone, game.sides[1 - side.idx].mage.zone) \
        and advance_zone(game, side) is not None


def _move(game, side, zone: tuple[int, int]) -> None:
    side.mage.zone = zone
    game.log("move", side.idx, piece=side.mage.name, zone=list(zone))


def move_first(game, side) -> bool:
    """The mage's move before it casts, when its planning kept the action for it (walks_first)."""
    zone = advance_zone(game, side) if side.walk_first else None
    if zone is not None:
        _move(game, side, zone)
    return zone is not None


def idle_advance(game, side) -> bool:
    """An idle mage's move toward a harmless opponent, then a quick attack from there if it has one
    (never on a creature our Sleep holds: it would wake it, L2442). True if it moved."""
    zone = advance_zone(game, side)
    if zone is None:
        return False
    _move(game, side, zone)
    choice = game.best_attack(side, side.mage, full_ok=False)
    if choice is not None and not choice[1].sleep:
        game.do_attack(side, side.mage, choice)
    return True


def stands_idle(game, side, spell, zone) -> bool:
    """A Rooted creature that would enter `zone` out of its attacks' reach of a harmless opponent's
    mage: it would never attack (ask only for a Rooted creature: the check is cheap then)."""
    if not harmless(game, side):
        return False
    far = distance(zone, game.sides[1 - side.idx].mage.zone)
    return not any(a.reaches(far) for a in spell.attacks)


def summon_zone(game, side, spell) -> tuple[int, int]:
    """Where our mage's summons of `spell` enters: its zone, or through a Vine marker (vines.py)."""
    reach = game.vine_zone(side, spell, side.mage, side.mage.zone) if side.vines else None
    return side.mage.zone if reach is None else reach[1]


_ROUSE_AT: dict[int, tuple] = {}  # rouse_early: (the list, Rouse's index in it) by the list's id
_ROUSE_BOOKS: dict[int, tuple] = {}  # rouse_early: (the book, whether it holds Rouse the Beast) by the book's id


def _holds_rouse(book) -> bool:
    return any(s.tags and s.tags.get("rouse") for s in book.spells)


def _rouse_index(facts: list) -> int | None:
    return next((i for i, f in enumerate(facts) if f[0].tags and f[0].tags.get("rouse")), None)


def rouse_early(game, side, facts: list) -> list:
    """The preparation order (ai._order_entry's facts) with Rouse the Beast right after the last
    creature, against a harmless opponent (cheap against a real one: its mage has an attack)."""
    if not per_model(_ROUSE_BOOKS, side.book, _holds_rouse):  # (most books hold none: nothing to look for)
        return facts
    at = per_model(_ROUSE_AT, facts, _rouse_index)  # where Rouse stands in this list, looked for once
    if at is None or not harmless(game, side):
        return facts
    last = max((i for i, f in enumerate(facts) if f[0].type == "Creature"), default=-1)
    if last < 0 or last > at:
        return facts
    return facts[:last + 1] + [facts[at]] + facts[last + 1:at] + facts[at + 1:]


def spawnpoint_zone(game, side, spell, where: tuple[int, int]) -> tuple[int, int]:
    """Where a spawnpoint conjuration we cast goes: against a harmless opponent the zone of its
    range nearest the enemy mage (its creatures enter there, L982; the goldfish's
    casting._spawnpoint_zone places it so), else the caster's zone as before."""
    if spell.type != "Conjuration" or spell.range_max < 1 or not harmless(game, side):
        return where
    goal = game.sides[1 - side.idx].mage.zone
    for _ in range(spell.range_max):
        if where != goal:
            where = step_toward(where, goal)
    return where


def unthreatened(game, side) -> bool:
    """No defence is prepared: the opponent can never attack."""
    return harmless(game, side)

