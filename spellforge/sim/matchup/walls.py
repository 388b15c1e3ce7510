"""Walls on the zone borders of the 4×3 arena, both sides (000 L990-1036, rules digest §3, §5.6):

* a wall stands on the border of two adjacent zones, at least one of them within its caster's
  range (and line of sight); one wall a border (L996);
* Passage Blocked: no crossing but for flyers (L1000, L2697); walkers go round (`route`); a creature
  pushed into it is Crushed, as into the arena's wall (L2500);
* Passage Attack: a creature crossing it is attacked by the wall before its move completes —
  neither melee nor ranged, it cannot be avoided, no damage barrier or counterstrike (L1004); a
  creature Restrained, Stunned or destroyed by it stays where it was. Wall of Thorns (its card's
  `wall_full`): crossing takes a creature's whole action and it is attacked level − 1 times, a mage
  5 times, a level-1 creature never (errata 003 L906-910). A pushed creature suffers it too (L2500);
* Blocks LoS: no spell or ranged attack through it (L1018-1026): a line from zone centre to zone
  centre that crosses its border is blocked; a line through a corner only when both ways round the
  corner are walled; never for a flyer, seeing or seen (L2266).

Walls are never attacked here and never extended (Extendable): docs/matchup.md lists it.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from heapq import heappop, heappush

from spellforge.sim.game.objects import ARENA_COLUMNS, ARENA_ROWS
from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.matchup.aim import threat
from spellforge.sim.matchup.checks import per_key
from spellforge.sim.matchup.pieces import Piece, distance, step_toward

Zone = tuple[int, int]
ZONES = tuple((x, y) for x in range(ARENA_COLUMNS) for y in range(ARENA_ROWS))
NEIGHBOURS = {(x, y): tuple(n for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
                            if 0 <= n[0] < ARENA_COLUMNS and 0 <= n[1] < ARENA_ROWS) for x, y in ZONES}
# the borders of the arena: frozensets of two orthogonally adjacent zones
BORDERS = tuple(frozenset((a, b)) for a in ZONES for b in ZONES if a < b and distance(a, b) == 1)
DETOUR_WEIGHT = 3  # a Passage Attack border counts as this many moves: walkers go round it when they can
WALL_WORTH = 2.0  # a wall is cast when it holds back at least this much expected damage (threat × moves)


def _crossings(a: Zone, b: Zone) -> tuple:
    """What the line from the centre of a to the centre of b crosses: ("border", frozenset) or
    ("corner", (zone a side, zone b side, the two zones off the line))."""
    (ax, ay), (bx, by) = a, b
    cuts: dict[Fraction, set[str]] = {}
    for lo, hi, axis in ((ax, bx, "x"), (ay, by, "y")):
        if lo == hi:
            continue
        step = 1 if hi > lo else -1
        for k in range(lo, hi, step):  # the line x = k+1 (moving up) or x = k (moving down)
            edge = k + 1 if step > 0 else k
            t = Fraction(2 * edge - 2 * lo - 1, 2 * (hi - lo))  # centres at +0.5
            cuts.setdefault(t, set()).add(axis)
    out = []
    for t in sorted(cuts):
        x, y = Fraction(2 * ax + 1, 2) + t * (bx - ax), Fraction(2 * ay + 1, 2) + t * (by - ay)
        dx, dy = (bx > ax) - (bx < ax), (by > ay) - (by < ay)
        eps = Fraction(1, 1000)
        p0 = (int(x - eps * dx), int(y - eps * dy))  # the zone just before the cut
        p1 = (int(x + eps * dx), int(y + eps * dy))  # the zone just after it
        if len(cuts[t]) == 1:
            out.append(("border", frozenset((p0, p1))))
        else:  # through a corner: the two zones off the line
            out.append(("corner", (p0, p1, (p1[0], p0[1]), (p0[0], p1[1]))))
    return tuple(out)


LINES = {(a, b): _crossings(a, b) for a in ZONES for b in ZONES}


_PLACED: dict = {}  # wall_border's answers by position (bounded)


class Wall:
    __slots__ = ("spell", "owner", "border", "front")

    def __init__(self, spell: SpellModel, owner: int, border: frozenset, front: Zone):
        self.spell, self.owner, self.border, self.front = spell, owner, border, front

    @property
    def blocks(self) -> bool:
        return bool(self.spell.tags.get("wall_blocked"))

    @property
    def blocks_los(self) -> bool:
        return bool(self.spell.tags.get("wall_los"))


class WallsMixin:
    """Part of MatchGame: self.walls maps a border to the Wall on it."""

    walls: dict = {}
    los_walls: frozenset = frozenset()
    _routes: dict = {}
    _walls_sig: tuple = ()  # the walls in play, as a key of _PLACED

    # -- line of sight (L1018-1026) -------------------------------------------------------------------
    def sees(self, a: Zone, b: Zone, flyer: bool = False, walled: frozenset | None = None) -> bool:
        """Line of sight from zone a to zone b with the LoS walls in play (or `walled`)."""
        if walled is None:
            walled = self.los_walls
        if not walled or flyer or a == b:
            return True
        for kind, what in LINES[(a, b)]:
            if kind == "border":
                if what in walled:
                    return False
            else:
                p0, p1, c1, c2 = what
                way1 = frozenset((p0, c1)) in walled or frozenset((c1, p1)) in walled
                way2 = frozenset((p0, c2)) in walled or frozenset((c2, p1)) in walled
                if way1 and way2:
                    return False
        return True

    def sees_piece(self, viewer: Piece, target: Piece) -> bool:
        return self.sees(viewer.zone, target.zone, viewer.flying or target.flying)

    # -- movement ----------------------------------------------------------------------------------------
    def route(self, piece: Piece, goal: Zone, extra: Wall | None = None) -> tuple[Zone, int]:
        """The next zone on the cheapest way from the piece to `goal` and its length in moves
        (a Passage Attack border that would attack it weighs DETOUR_WEIGHT; a Passage Blocked one
        cannot be crossed but by a flyer), with `extra` as if placed; (piece.zone, 99) when there
        is no way. Remembered per set of walls: the same few ways are asked all game."""
        start = piece.zone
        if piece.flying or not self.walls and extra is None:
            return step_toward(start, goal), distance(start, goal)
        return self._way(start, goal, piece.is_mage or piece.level >= 2, extra)

    def _way(self, start: Zone, goal: Zone, thorny: bool, extra: Wall | None) -> tuple[Zone, int]:
        """route() for a walker that Wall of Thorns attacks (`thorny`: level 2+, errata 003 L906-910) or not."""
        key = (len(self.walls), extra and (extra.border, id(extra.spell), extra.front), start, goal, thorny)
        known = self._routes.get(key)
        if known is None:
            known = self._routes[key] = self._dijkstra(start, goal, thorny, extra)
        return known

    def _dijkstra(self, start: Zone, goal: Zone, thorny: bool, extra: Wall | None) -> tuple[Zone, int]:
        walls = self.walls if extra is None else {**self.walls, extra.border: extra}
        best = {start: 0}
        first: dict[Zone, Zone] = {}
        todo = [(0, 0, start)]
        n_push = 0
        while todo:
            d0, _, z = heappop(todo)
            if d0 > best[z]:
                continue
            if z == goal:
                break
            for n in NEIGHBOURS[z]:  # in step_toward's order (columns first) for ties
                wall = walls.get(frozenset((z, n)))
                cost = 1
                if wall is not None:
                    if wall.blocks:
                        continue
                    if wall.spell.attacks and (thorny or not wall.spell.tags.get("wall_full")) \
                            and not (wall.spell.tags.get("wall_front") and z != wall.front):
                        cost = DETOUR_WEIGHT
                d = d0 + cost
                if n not in best or d < best[n]:
                    best[n] = d
                    first[n] = n if z == start else first[z]
                    n_push += 1
                    heappush(todo, (d, n_push, n))
        if goal == start:
            return start, 0
        if goal not in best:
            return start, 99
        return first[goal], best[goal]

    def _wall_strikes(self, wall: Wall, piece: Piece, origin: Zone) -> int:
        """How many times a wall attacks a piece crossing it from `origin` (0: it does not)."""
        if not wall.spell.attacks or piece.flying:
            return 0
        if wall.spell.tags.get("wall_front") and origin != wall.front:
            return 0  # from its back it neither attacks nor blocks (003 L901-905)
        if wall.spell.tags.get("wall_full"):
            return max(0, (6 if piece.is_mage else piece.level) - 1)  # errata 003 L906-910
        return 1

    def cross(self, piece: Piece, to: Zone) -> bool:
        """The piece crosses the border from its zone into `to`: the wall's Passage Attack first
        (L1004). False when it cannot go (destroyed, Stunned or Restrained by the attack)."""
        wall = self.walls.get(frozenset((piece.zone, to)))
        if wall is None or piece.flying:
            return True
        if wall.blocks:
            return False
        n = self._wall_strikes(wall, piece, piece.zone)
        if n:
            profile = replace(wall.spell.attacks[0], strikes=n)
            self.attack(None, wall.owner, wall.spell.name, profile, piece, unavoidable=True)
        return piece.alive and not piece.stun and not piece.sleep and not getattr(piece, "restrained", 0)

    def crossing_ends_action(self, piece: Piece, to: Zone) -> bool:
        """Wall of Thorns: crossing it takes a level-2+ creature its whole action (errata 003 L908)."""
        wall = self.walls.get(frozenset((piece.zone, to)))
        return wall is not None and not piece.flying and bool(wall.spell.tags.get("wall_full")) \
            and (piece.is_mage or piece.level >= 2)

    # -- placing a wall ------------------------------------------------------------------------------------
    def wall_border(self, side, spell: SpellModel) -> frozenset | None:
        """The border where our wall holds back most: the enemy's walkers' way to our mage made
        longer (× their threat), plus their ranged attacks on our mage it would block (LoS), less
        ours on theirs; None when nothing is worth WALL_WORTH."""
        mage = side.mage
        foe = self.sides[1 - side.idx]
        walkers = [p for p in foe.creatures if not p.flying and p.slow is not None and not p.restrained
                   and p.zone != mage.zone and distance(p.zone, mage.zone) <= 3
                   and any(a.kind == "melee" for a in p.attacks)]
        los = spell.tags.get("wall_los")
        shooters = [p for p in foe.pieces() if los and not p.flying and self.sees(p.zone, mage.zone)
                    and any(a.kind == "ranged" and a.reaches(distance(p.zone, mage.zone)) for a in p.attacks)]
        if not walkers and not shooters:
            return None
        ours = [p for p in side.pieces() if los and not p.flying and self.sees(p.zone, foe.mage.zone)
                and any(a.kind == "ranged" for a in p.attacks)]
        armor = mage.armor_now()
        walking = tuple(sorted((p.zone, p.is_mage or p.level >= 2, threat(p, armor)) for p in walkers))
        shooting = tuple(sorted([(p.zone, mage.zone, threat(p, armor)) for p in shooters]
                                + [(p.zone, foe.mage.zone, -threat(p, foe.mage.armor_now())) for p in ours]))
        key = (spell.card_id, mage.zone, self._walls_sig, walking, shooting)
        known = _PLACED.get(key)  # the same positions come back game after game: worked out once, from the key alone
        return known[1] if known is not None else per_key(_PLACED, key, (), 100_000, self._best_border, side.idx, spell,
                                                          mage.zone, walking, shooting)

    def _best_border(self, owner: int, spell: SpellModel, home: Zone, walking, shooting) -> frozenset | None:
        los = spell.tags.get("wall_los")
        walking = [(zone, thorny, danger, self._way(zone, home, thorny, None)[1]) for zone, thorny, danger in walking]
        best, score = None, WALL_WORTH - 1e-9
        for border in self._near_borders(home, spell.range_max):
            if border in self.walls:
                continue
            wall = Wall(spell, owner, border, _front(border, home))
            value = 0.0
            for zone, thorny, danger, base in walking:
                value += danger * (min(self._way(zone, home, thorny, wall)[1], base + 4) - base)
            if los:
                walled = self.los_walls | {border}
                value += sum(v for a, b, v in shooting if not self.sees(a, b, walled=walled))
            if value > score:
                best, score = border, value
        return best

    def _near_borders(self, zone: Zone, reach: int) -> list:
        """The free borders one of whose zones is within `reach` of `zone` and seen from it."""
        return [b for b in BORDERS if any(distance(zone, z) <= reach and self.sees(zone, z) for z in b)]

    def place_wall(self, side, spell: SpellModel, border: frozenset) -> None:
        wall = self.walls[border] = Wall(spell, side.idx, border, _front(border, side.mage.zone))
        self._walls_sig = tuple(sorted((tuple(sorted(b)), w.spell.card_id, w.front) for b, w in self.walls.items()))
        if wall.blocks_los:
            self.los_walls = self.los_walls | {border}



def _front(border: frozenset, home: Zone) -> Zone:
    """The wall's front: the zone of the two farther from its caster's mage (the pikes face the enemy)."""
    a, b = sorted(border)
    return b if distance(a, home) <= distance(b, home) else a
