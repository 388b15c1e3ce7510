"""The Druid's Vine markers, both sides (errata 003 L500-511, L577-579; abilities.VINE_MARKERS):

* each Planning phase the Druid places his markers, ignoring range and line of sight, in his zone,
  in a zone with a marker of his or next to one (L501-504); the AI grows them one zone a round
  toward the enemy mage, as the goldfish does;
* a Vine spell (subtype Vine) cast by the Druid, his familiar or a Tree spawnpoint of his (Vine
  Tree, Samara Tree) may destroy a marker in its line of sight as part of its cost, to ignore its
  range and go in the marker's zone or next to it (L508-511): the AI sends its Vine creatures
  (Rooted ones above all) forward this way, into a zone without enemy creatures, and its
  Tanglevines when the spell's own range does not reach as far;
* Burst of Thorns (target: a friendly Vine marker, range 0-2) is an attack whose source is the
  marker, not the mage (L577-579): it hits an enemy in the marker's zone and the marker goes.

Markers are never attacked here (one damage would destroy one, L505): docs/matchup.md lists it.
"""

from __future__ import annotations

from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.matchup.checks import per_model
from spellforge.sim.matchup.pieces import Piece, distance, seen_from
from spellforge.sim.matchup.walls import NEIGHBOURS


def _next_to(zone, other) -> bool:
    return distance(zone, other) <= 1


class VinesMixin:
    """Part of MatchGame: side.vines holds the zones of a side's Vine markers."""

    def place_vines(self, side) -> None:
        n = side.book.mage.vine_markers
        if not n:
            return
        goal = self.sides[1 - side.idx].mage.zone
        for _ in range(n):
            roots = [side.mage.zone, *side.vines]
            options = {z for r in roots for z in _around(r)} | set(roots)
            side.vines.append(min(options, key=lambda z: (distance(z, goal), distance(z, side.mage.zone),
                                                          seen_from(side.idx, z))))
        self.log("vines", side.idx, zones=[list(z) for z in side.vines])

    def vine_markers_seen(self, side, caster: Piece) -> list:
        return [z for z in side.vines if self.sees(caster.zone, z)]

    def vine_zone(self, side, spell: SpellModel, caster: Piece, default, origin=None) -> tuple | None:
        """(marker, zone) for a Vine creature: the zone in reach of a marker nearest the enemy mage,
        with no enemy creature (it enters inactive), when it is nearer than `default`; else None.
        `origin`: the zone it is cast from when not the caster's (a Tree spawnpoint's)."""
        if "Vine" not in spell.subtypes or not side.vines:
            return None
        goal = self.sides[1 - side.idx].mage.zone
        guarded = {p.zone for p in self.enemies(side) if not p.is_mage}  # it would enter inactive among them
        best = key = None
        at = caster.zone if origin is None else origin
        gx, gy = goal
        near = abs(default[0] - gx) + abs(default[1] - gy)  # (distance inlined: asked for every marker's zones)
        for m in side.vines:
            if not self.sees(at, m):
                continue
            for z in (m, *NEIGHBOURS[m]):
                d = abs(z[0] - gx) + abs(z[1] - gy)
                if d < near and z not in guarded and (best is None or (d, seen_from(side.idx, z)) < key):
                    best, key = (m, z), (d, seen_from(side.idx, z))
        return best

    def spawn_entry(self, side, spell: SpellModel, sp) -> tuple:
        """(marker or None, zone) where a creature a spawnpoint casts enters: its zone (L982), or
        through a Vine marker when the spawnpoint is a Tree of ours (003 L508)."""
        where = self._spawn_zone.get(id(sp), side.mage.zone)
        if side.vines and "Vine" in spell.subtypes and sp.card_id in per_model(_TREES, side.book, _trees):
            reach = self.vine_zone(side, spell, side.mage, where, origin=where)
            if reach is not None:
                return reach
        return None, where

    def vine_reach(self, side, spell: SpellModel, caster: Piece, zone) -> tuple | None:
        """The marker through which a Vine spell reaches `zone` (its zone or the next, L508-511)."""
        if "Vine" not in spell.subtypes or not side.vines:
            return None
        return next((m for m in self.vine_markers_seen(side, caster) if _next_to(m, zone)), None)

    def use_vine(self, side, marker) -> None:
        side.vines.remove(marker)

    def thorns_target(self, side, spell: SpellModel, caster: Piece):
        """Burst of Thorns: the enemy it hits from a marker of ours within the spell's range."""
        profile = spell.attacks[0]
        best = None
        for m in side.vines:
            if not spell.range_min <= distance(caster.zone, m) <= spell.range_max or not self.sees(caster.zone, m):
                continue
            foes = [p for p in self.enemies(side) if p.zone == m]
            target = self.choose_target(side, None, profile, foes) if foes else None
            if target is not None and (best is None or (target.is_mage, -target.left) > (best[1].is_mage, -best[1].left)):
                best = (m, target)
        if best is None:
            return None
        self._thorn_marker = best[0]
        return (best[1], 0)


_TREES: dict[int, tuple] = {}  # a book: the card ids of its Tree spells (checks.per_model)


def _trees(book) -> frozenset:
    return frozenset(s.card_id for s in book.spells if "Tree" in s.subtypes)


def _around(zone) -> list:
    from spellforge.sim.matchup.walls import NEIGHBOURS

    return list(NEIGHBOURS[zone])
