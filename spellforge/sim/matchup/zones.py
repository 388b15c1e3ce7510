"""What lies on a zone, both sides (rules digest §3, §5.6; the goldfish's arena facts, sim/game/arena.py):

* **terrain** conjurations: Hindered in it (Shallow Sea, Mangler Caltrops): a creature that starts
  its move there or enters it moves only that 1 zone (L650-656); Shallow Sea: 1 die fewer on the
  non-spell attacks of non-Aquatic creatures there, Melee +1 for Aquatic ones; an Aquatic terrain
  spares Aquatic creatures its Hinder and its attack; attacking whoever enters (Bed of Urchins,
  Caltrops: not summoned there, but by moving, pushed or teleported); Slow in it (Swamp: moving
  ends the action phase, L2286); Poison Gas Cloud: 2 damage to each living creature there in each
  Upkeep. Flyers are spared all of it;
* **traps** (Hellfire Trap, Hydrothermal Vent, Teleport Trap): cast face down on a zone without an
  enemy creature; when an enemy creature enters it by any means its owner must reveal it (paying
  the reveal cost) and it attacks the creature or teleports it 2 zones away, then goes (L1128-1142);
* **wards**, zone enchantments revealed at once: Fortified Position (Armor +2 for friendly
  corporeal creatures there), Sacred Ground (Aegis 1 for friendly living creatures there).

**Earthquake** (`slam_roll`, spells.py asks quake_pick and quake): 1-2 adjacent zones, one in range
and sight; each creature there, friend or foe, not Flying nor Unmovable, is Slammed (a Stun here) on
the effect die's N or more; the AI casts it where that is worth most to us (its 4-dice attack on
Corporeal conjurations is not compiled).

The AI lays terrain and wards in its mage's zone, where the enemy comes to fight, once an enemy
melee creature walks within 3 zones; a trap in the zone an enemy walker will enter next on its way to
our mage (our mage's own zone when it is free of enemies); Poison Gas Cloud where enemy creatures
stand without ours. Zone objects are never attacked nor dispelled here (docs/matchup.md).
"""

from __future__ import annotations

from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.matchup.aim import threat
from spellforge.sim.matchup.pieces import Piece, distance, seen_from, zone_kind

WALK_ZONES = 3  # terrain, wards and traps wait for an enemy walker this close to our mage
QUAKE_SHARE = 1 / 2  # Earthquake: the Slams' expected worth (in a round's damage) against its cost
QUAKE_MAGE = 6  # a mage's action phase lost counts at least this (its spells are more than its attack)

class Thing:
    __slots__ = ("spell", "owner", "zone", "kind", "revealed")

    def __init__(self, spell: SpellModel, owner: int, zone, kind: str):
        self.spell, self.owner, self.zone, self.kind = spell, owner, zone, kind
        self.revealed = kind != "trap"


class ZonesMixin:
    """Part of MatchGame: self.things lists what lies on the zones."""

    things: list = []

    def _spares(self, thing: Thing, piece: Piece) -> bool:
        return piece.flying or "Aquatic" in thing.spell.subtypes and "Aquatic" in piece.subtypes

    def _here(self, zone, tag: str) -> list:
        return [t for t in self.things if t.zone == zone and t.spell.tags.get(tag)]

    # -- on the creatures in a zone ------------------------------------------------------------------------
    def hindered(self, piece: Piece) -> bool:
        return any(not self._spares(t, piece) for t in self._here(piece.zone, "hinder_zone")) \
            or self.slowed(piece)

    def slowed(self, piece: Piece) -> bool:
        return any(not self._spares(t, piece) for t in self._here(piece.zone, "slow_zone"))

    def terrain_bonus(self, piece: Piece, melee: bool) -> int:
        """Shallow Sea: −1 die on a non-spell attack of a non-Aquatic creature, Melee +1 for an Aquatic one."""
        n = 0
        for t in self._here(piece.zone, "zone_malus"):
            if piece.flying:
                continue
            if "Aquatic" in piece.subtypes:
                n += 1 if melee and "Aquatic" in t.spell.subtypes else 0
            else:
                n -= t.spell.tags["zone_malus"]
        return n

    def ward_armor(self, piece: Piece) -> int:
        return max((f[1] for t in self.things if t.kind == "ward" and t.zone == piece.zone and t.owner == piece.side
                    for f in t.spell.filtered_aura if f[0] == "Armor"), default=0)

    def ward_aegis(self, piece: Piece) -> int:
        return max((t.spell.tags["aura_aegis"] for t in self.things if t.kind == "ward" and t.zone == piece.zone
                    and t.owner == piece.side and t.spell.tags.get("aura_aegis") and piece.living), default=0)

    def clouds_upkeep(self, piece: Piece) -> None:
        for t in self._here(piece.zone, "zone_dot"):
            if piece.living and piece.alive and not piece.flying:
                self._direct(piece, t.spell.tags["zone_dot"], t.spell.name)

    def entered(self, piece: Piece) -> bool:
        """The piece entered its zone (moving, pushed, teleported): the enemy's traps there are
        revealed, terrain attacks it. True when its move stops (teleported, Stunned, destroyed)."""
        stop = False
        for t in [t for t in self.things if t.zone == piece.zone]:
            if not piece.alive:
                return True
            if t.kind == "trap" and t.owner != piece.side:
                owner = self.sides[t.owner]
                self.things.remove(t)  # revealed and gone, or destroyed unrevealed when it cannot be paid
                if owner.mana < t.spell.reveal_cost:
                    continue
                owner.mana -= t.spell.reveal_cost
                self.log("reveal", t.owner, card=t.spell.name, bearer=piece.name, mana=t.spell.reveal_cost)
                if "trap_teleport" in t.spell.tags:
                    home = owner.mage.zone
                    far = max((z for z in _ZONES if distance(z, piece.zone) <= t.spell.tags["trap_teleport"]),
                              key=lambda z: (distance(z, home), seen_from(t.owner, z)))
                    self.teleport(self.sides[piece.side], piece, far, enter=False)
                    return True
                self.attack(None, t.owner, t.spell.name, t.spell.attacks[0], piece)
                stop = True
            elif t.spell.tags.get("enter_attack") and t.spell.attacks and not self._spares(t, piece):
                self.attack(None, t.owner, t.spell.name, t.spell.attacks[0], piece)
        return stop or not piece.alive or bool(piece.stun) or piece.sleep

    # -- where the AI lays them ------------------------------------------------------------------------------
    def zone_for(self, side, spell: SpellModel, caster: Piece | None = None):
        kind = zone_kind(spell)
        mage, home = caster or side.mage, side.mage
        walkers = [p for p in self.enemies(side) if not p.is_mage and not p.flying and p.slow is not None
                   and any(a.kind == "melee" for a in p.attacks) and distance(p.zone, home.zone) <= WALK_ZONES]

        def free(z) -> bool:
            return distance(mage.zone, z) <= spell.range_max and self.sees(mage.zone, z) \
                and not any(t.zone == z and t.spell.card_id == spell.card_id for t in self.things)
        if kind == "trap":
            if not walkers:
                return None
            foes_at = {p.zone for p in self.enemies(side) if not p.is_mage}
            for w in sorted(walkers, key=lambda p: (distance(p.zone, home.zone), p.name)):
                z = self.route(w, home.zone)[0] if w.zone != home.zone else home.zone
                if z not in foes_at and free(z):
                    return z
            return home.zone if home.zone not in foes_at and free(home.zone) else None
        if spell.tags.get("zone_dot"):
            best, score = None, 1.0
            for z in {p.zone for p in self.enemies(side) if not p.is_mage and p.living}:
                if not free(z) or any(p.zone == z and p.living for p in side.pieces()):
                    continue
                value = sum(threat(p) for p in self.enemies(side) if p.zone == z and p.living and not p.is_mage)
                if value > score:
                    best, score = z, value
            return best
        if walkers and free(home.zone) and not any(t.zone == home.zone and t.kind == kind for t in self.things):
            return home.zone
        return None

    def lay(self, side, spell: SpellModel, zone) -> None:
        self.things.append(Thing(spell, side.idx, zone, zone_kind(spell)))

    # -- Earthquake ---------------------------------------------------------------------------------
    def quake_pick(self, side, spell: SpellModel, mage: Piece, reach: int):
        """(zones, 0): 1 or 2 adjacent zones, one of them within the spell's range and sight of the
        caster, where the Slams it rolls are worth most to us: each creature there is Slammed with
        the chance of its effect roll, an enemy's threat (a mage's: at least QUAKE_MAGE) counted for
        us, a friend's against; at least QUAKE_SHARE of its cost, else None."""
        chance = (13 - spell.tags["slam_roll"]) / 12

        def worth(z) -> float:
            return sum((max(threat(p), QUAKE_MAGE) if p.is_mage else threat(p)) * (1 if p.side != side.idx else -1)
                       for p in self._quaked(z) if not p.stun and not p.sleep)

        best, score = None, QUAKE_SHARE * spell.cost
        for z in _ZONES:
            if distance(mage.zone, z) > reach or not self.sees(mage.zone, z):
                continue
            one = worth(z)
            for pair in [(z,)] + [(z, n) for n in _ZONES if distance(z, n) == 1]:
                value = chance * (one + (worth(pair[1]) if len(pair) == 2 else 0))
                if value > score and spell.cost <= side.mana:
                    best, score = pair, value
        return (best, 0) if best is not None else None

    def _quaked(self, zone) -> list:
        """The creatures an Earthquake rolls for in the zone: not Flying nor Unmovable (a conjuration,
        a Restrained piece; Incorporeal is not played here)."""
        return [p for s in self.sides for p in s.pieces()
                if p.zone == zone and p.conj is None and not p.flying and not p.restrained and p.alive]

    def quake(self, side, spell: SpellModel, zones) -> None:
        """Earthquake: the effect die for each creature in the zones, a Slam (read as a Stun,
        docs/matchup.md) on its slam_roll or more. Its 4-dice attack on Corporeal conjurations is not
        compiled (not played)."""
        for zone in zones:
            for p in self._quaked(zone):
                if self.d12() >= spell.tags["slam_roll"]:
                    p.stun, p.guard = max(p.stun, 1), False


_ZONES = [(x, y) for x in range(4) for y in range(3)]
