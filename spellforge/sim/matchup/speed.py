"""What keeps the matchup's games fast without changing them (docs/matchup.md, "Speed and the
13 × 13 table").

CPython (3.11) keeps an object's attributes in a table of names shared by its class while there
are at most 30 of them, added in the same order; past 30, added in another order, or once the
object's `__dict__` is read, the object gets a dictionary of its own and every look-up of its
attributes is slower. A game (MatchGame) sets 32 attributes, some of them late and in an order
that varies from game to game (a wall's signature, a vine count, a Burst of Thorns' marker…); a
Side sets 33. So both keep them in slots (MatchGame: GAME_SLOTS; Side: pieces.py), and
`fixed_attributes` gives a new game, in its __init__, each attribute that it would otherwise
take from a class default or set later: the same values, so no game changes. An attribute not
listed still works (in the object's own dictionary), only a little slower.
"""

from __future__ import annotations

from types import MemberDescriptorType

GAME_SLOTS = ("sides", "seed", "rng", "first", "max_rounds", "record", "_log", "_round_buffs", "_spawn_zone", "_caster",
              "_acted", "_final_round", "walls", "things", "los_walls", "_routes", "_queues", "_teleport_to",
              "_planning", "_in_actions", "round", "mage_down", "finished", "_auras", "_vines", "_walls_sig",
              "_pending_push", "_zapped", "_action_over", "_ring_spent", "_thorn_marker", "_carnage_done",
              "_risen", "banners", "upkeep_curses", "_skulls")  # spells.py, gear.py
# the attributes a game sets after its __init__ that have no default in its mixins, with their start
LATE = {"_zapped": (None, 0), "_action_over": False, "_ring_spent": False, "_thorn_marker": None,
        "_carnage_done": None}  # None: a new set, this game's (round, creature) that gave mana (conjurers.py)
_TODO: dict[type, tuple] = {}
# MatchGame.cast's method for each card type (the name built once, not at every cast)
CAST_METHODS = {t: "_cast_" + t.lower() for t in ("Creature", "Enchantment", "Incantation", "Attack", "Conjuration",
                                                   "Equipment")}


def fixed_attributes(game) -> None:
    """At the end of a game's __init__: each attribute it has not set, set to its default."""
    cls = type(game)
    todo = _TODO.get(cls)
    if todo is None:  # worked out on the first game
        defaults: dict[str, object] = {}
        for klass in reversed(cls.__mro__):
            for name, value in vars(klass).items():
                if not name.startswith("__") and not callable(value) \
                        and not isinstance(value, (property, staticmethod, classmethod, MemberDescriptorType)):
                    defaults[name] = value
        defaults.update(LATE)
        todo = _TODO[cls] = tuple((n, v) for n, v in defaults.items() if not _has(game, n))
    for name, value in todo:
        setattr(game, name, set() if name == "_carnage_done" else value)


def _has(game, name: str) -> bool:
    if name in GAME_SLOTS:
        try:
            object.__getattribute__(game, name)  # a slot not set yet: AttributeError
            return True
        except AttributeError:
            return False
    return name in vars(game)  # (read once, on the first game)
