"""Volkare on a hex map: where one card takes him and whom he attacks (MK L2579, L2680-2684,
L3104-3155, L3368-3385). Axial hex coordinates (q, r); the six directions are numbered clockwise
from east. The scenario card's arrow for each card colour (L3112) is printed on the card, not in
the rulebook's text, so the caller gives it (`directions`).

- He ignores terrain, walls and sites and never provokes rampaging enemies (L2579, L2680): a step
  goes where the card says, a lake or a mountain included (`terrain`, named in the step's event),
  and a rampaging enemy beside his way is never drawn in (no event for it); he attacks a hero whatever
  site the hero stands on: a keep or a city does not fortify the hero (L2680).
- The first phase (exploring): a green, blue or white card moves him one hex in its direction, a
  spell two (L3112, L3119); off the explored map a tile is revealed under him (L3114); a hero on
  the hex he enters is attacked, and must retreat if Volkare ends his turn there (L3116, L3187-3189),
  but not a hero he attacked on the first step of a spell and then left (L3125). A red card: no
  move, he attacks the hero with the most fame on a neighbouring hex (ties: the earlier in turn
  order), a red spell up to two hexes away (L3127-3131).
- Volkare's Quest (`portal` set): he crosses face-down tiles without revealing them (L3370); a step
  off the map's shape takes him one hex closer to the portal instead (L3371); from next to the
  portal he always steps onto it, and a green, blue or white card there wins (L3373, L3421); 3
  hexes from the portal it closes (L3354).
- The second phase (the city is revealed): each step one hex closer in a straight line; of two such
  hexes the one nearer the colour's arrow; red counts as blue; next to the city his step is an
  attack on the city (L3137-3155).
"""

from __future__ import annotations

from dataclasses import dataclass, field

DIRS = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))  # axial, clockwise from east


def distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def _turn_gap(a: int, b: int) -> int:
    return min((a - b) % 6, (b - a) % 6)


@dataclass
class Hero:
    name: str
    pos: tuple[int, int]
    fame: int
    order: int  # turn order, 1 first


@dataclass
class Board:
    volkare: tuple[int, int]
    directions: dict[str, int]  # card colour -> direction 0-5 (the scenario card's arrows)
    heroes: list[Hero] = field(default_factory=list)
    explored: set[tuple[int, int]] | None = None  # None: every hex is on the map
    city: tuple[int, int] | None = None  # set once the city is revealed (the second phase)
    portal: tuple[int, int] | None = None  # Volkare's Quest: where he marches
    shape: set[tuple[int, int]] | None = None  # the Quest's set map (None: unbounded)
    portal_closed: bool = False
    terrain: dict[tuple[int, int], str] = field(default_factory=dict)  # hex -> its terrain or site, as printed

    def hero_at(self, pos) -> Hero | None:
        return next((h for h in self.heroes if h.pos == pos), None)

    def _target(self, ring: int) -> Hero | None:
        near = [h for h in self.heroes if 1 <= distance(h.pos, self.volkare) <= ring]
        return min(near, key=lambda h: (-h.fame, h.order)) if near else None

    def _moved(self, d: int) -> dict:
        """A step taken: the terrain is named, never a cost or a stop (L2579)."""
        event = {"event": "moves", "to": list(self.volkare), "direction": d}
        if self.volkare in self.terrain:
            event["terrain"] = self.terrain[self.volkare]
        return event

    def _attack(self, hero: Hero, **more) -> dict:
        """He attacks a hero: the hero's site, if any, does not fortify the hero (L2680)."""
        event = {"event": "attacks_hero", "hero": hero.name, **more}
        if hero.pos in self.terrain:
            event.update(site=self.terrain[hero.pos], fortified=False)
        return event

    def _closer(self, goal: tuple[int, int], want: int) -> int:
        """Of the hexes one step closer to `goal`, the direction nearest the arrow `want`."""
        here = distance(self.volkare, goal)
        closer = [d for d, (dq, dr) in enumerate(DIRS)
                  if distance((self.volkare[0] + dq, self.volkare[1] + dr), goal) == here - 1]
        return min(closer, key=lambda d: (_turn_gap(d, want), d))

    def _quest_step(self, colour: str) -> list[dict]:
        if self.volkare == self.portal:
            return [{"event": "volkare_wins"}]  # L3373, L3421
        d = self.directions[colour]
        target = (self.volkare[0] + DIRS[d][0], self.volkare[1] + DIRS[d][1])
        if distance(self.volkare, self.portal) == 1:
            d = self._closer(self.portal, d)  # onto the portal whatever the colour (L3373)
        elif self.shape is not None and target not in self.shape:
            d = self._closer(self.portal, d)  # off the map: one hex closer to the portal (L3371)
        self.volkare = (self.volkare[0] + DIRS[d][0], self.volkare[1] + DIRS[d][1])
        events = [self._moved(d)]
        if not self.portal_closed and distance(self.volkare, self.portal) <= 3:
            self.portal_closed = True  # the Void Council closes it; heroes in it leave the game (L3354)
            events.append({"event": "portal_closes"})
        hero = self.hero_at(self.volkare)
        if hero:
            events.append(self._attack(hero))
        return events

    def _step(self, colour: str) -> list[dict]:
        if self.portal is not None:
            return self._quest_step(colour)
        if self.city is not None:
            here = distance(self.volkare, self.city)
            if here <= 1:
                return [{"event": "attacks_city", "at": list(self.volkare)}]
            d = self._closer(self.city, self.directions["blue" if colour == "red" else colour])
        else:
            d = self.directions[colour]
        self.volkare = (self.volkare[0] + DIRS[d][0], self.volkare[1] + DIRS[d][1])
        events = [self._moved(d)]
        if self.city is None and self.explored is not None and self.volkare not in self.explored:
            events.append({"event": "reveals_tile", "at": list(self.volkare)})
            self.explored.add(self.volkare)
        hero = self.hero_at(self.volkare)
        if hero:
            events.append(self._attack(hero))
        return events

    def play(self, kind: str, colour: str) -> list[dict]:
        """What one card does (kind: action, spell, wound or rage)."""
        if kind == "wound":
            return [{"event": "rests"}]
        steps = 2 if kind in ("spell", "rage") else 1
        if colour == "red" and self.city is None:
            hero = self._target(1) or (self._target(2) if kind == "spell" else None)
            return [self._attack(hero, retreats=False)] if hero else [{"event": "no_target"}]
        events: list[dict] = []
        for _ in range(steps):
            step = self._step(colour)
            events += step
            if step[0]["event"] in ("attacks_city", "volkare_wins"):
                break
        # only the hero on the hex where he ends his turn retreats (L3187-3189, L3125)
        end = self.hero_at(self.volkare)
        for e in events:
            if e["event"] == "attacks_hero":
                e["retreats"] = end is not None and e["hero"] == end.name
        return events
