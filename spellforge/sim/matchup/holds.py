"""Restraints, teleports and Rouse the Beast, both sides (rules digest §5.6, §5.9):

* **Restrained** (000 L2308-2310): cannot move, −2 Defense, a Restrained guard can be ignored
  (L1600), it hinders nobody; with Unmovable it cannot be pushed (L2296). Force Hold is an
  enchantment (Upkeep +3, dispellable); Tanglevine and Stranglevine are conjurations attached to
  the creature (errata 003 L876-880): Life 8 (6 + 2 a Crush token), never the target of a ranged
  attack, attacked by the creature they hold (ignoring guards, no damage barrier or counterstrike)
  or by its friends in the zone; destroyed with it or when it is teleported (L680). Stranglevine
  gets a Crush token each Upkeep, then deals 1 damage a token; its Upkeep +X is paid by its owner.
  The AI holds the enemy creature that would walk to its mage and threatens most (Stranglevine:
  the one it hurts longest, the mage first when nothing walks).
* **Teleport** (L676-684, errata 003 L881-883): the creature and its new zone within 0-2 of the
  caster, X = 3 a zone moved (at least 3); Lesser Teleport: a friendly creature with nothing
  attached, 1 zone, for 2. Nothing is crossed on the way (no wall, no Hinder); the attached
  conjurations are destroyed. The AI: its mage out of a zone where enemy melee threatens it (or
  out of a vine), else a melee creature of ours that has not acted into the enemy mage's zone, else
  (Teleport) the enemy's melee threat out of our mage's zone as far as the range lets it.
* **Rouse the Beast** (X = the level): a living creature of ours summoned this round acts this round
  (not in the final quickcast, errata 003 L849-850); the AI prepares it with the creature it summons.
"""

from __future__ import annotations

from spellforge.sim.game.objects import ARENA_COLUMNS, ARENA_ROWS
from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.matchup.aim import fits, threat  # (at the top: these run at every Planning phase)
from spellforge.sim.matchup.pieces import Piece, conjuration_piece, distance, seen_from

HOLD_WORTH = 2.0  # a restraint goes on a creature that threatens at least this much a round
ESCAPE_THREAT = 3.0  # our mage teleports away from this much expected melee damage in its zone
GROWING_VALUE = 2.0  # what Stranglevine's growing damage is worth besides holding
_ZONES = [(x, y) for x in range(ARENA_COLUMNS) for y in range(ARENA_ROWS)]
_WITHIN_2 = {z: [w for w in _ZONES if distance(z, w) <= 2] for z in _ZONES}  # a Teleport's reach (003 L883)


class HoldsMixin:
    """Part of MatchGame."""

    _vines = 0  # vines in play (most games have none: their checks are skipped)

    # -- restraints -------------------------------------------------------------------------------------
    def hold_target(self, side, spell: SpellModel, caster: Piece | None = None) -> Piece | None:
        mage = caster or side.mage
        home = side.mage
        growing = bool(spell.tags.get("dot_growing") or spell.tags.get("sink"))
        # Incorporeal is Uncontainable: it cannot be Restrained (000 L929, L2310); Enfeeble, Chains of Agony
        # and Stumble do not restrain
        restrains = not any(spell.tags.get(t) for t in ("slow_curse", "move_damage", "stumble"))
        best, score = None, HOLD_WORTH - 1e-9
        for p in self.enemies(side):
            if p.flying or p.restrained or p.incorporeal and restrains:
                continue
            walks = p.slow is not None and not p.is_mage and p.zone != home.zone \
                and distance(p.zone, home.zone) <= 3 and any(a.kind == "melee" for a in p.attacks) \
                and not any(a.kind != "melee" and a.reaches(distance(p.zone, home.zone)) for a in p.attacks)
            if not walks and not growing:
                continue  # (the cheap test first: this is asked at every Planning)
            if not fits(spell.target, p, False) \
                    or any(e.spell.card_id == spell.card_id for e in p.enchantments) \
                    or spell.tags.get("slow_curse") and (p.slow or p.slow_curse):
                continue
            if not (spell.range_min <= distance(mage.zone, p.zone) <= spell.range_max
                    and self.sees(mage.zone, p.zone)) and self.vine_reach(side, spell, mage, p.zone) is None:
                continue  # out of range and of the Vine markers' reach (vines.py)
            value = threat(p, home.armor_now()) if walks else 0.0
            if growing:
                value += GROWING_VALUE * (1.5 if p.is_mage else 1.0)
            if spell.x_rule == "quicksand" and 2 * p.level > side.mana:
                continue  # X = its level, twice
            if value > score:
                best, score = p, value
        return best

    def attach_vine(self, side, spell: SpellModel, target: Piece) -> None:
        vine = conjuration_piece(spell, side.idx, target.zone, attached=True)
        vine.holds, vine.growing = target, bool(spell.tags.get("dot_growing"))
        if spell.tags.get("sink"):  # Quicksand: no Life to attack; its creature escapes or sinks
            vine.life, vine.sink, vine.escape = 10 ** 6, spell.tags["sink"], spell.tags.get("escape", 8)
        target.held.append(vine)
        target.restrained += 1
        self._vines += 1

    def release(self, vine: Piece) -> None:
        """The vine is gone (destroyed, its bearer teleported or destroyed): the hold ends."""
        bearer = vine.holds
        if bearer is not None and vine in bearer.held:
            bearer.held.remove(vine)
            bearer.restrained -= 1
            self._vines -= 1
        vine.holds = None

    def vines_upkeep(self, piece: Piece) -> None:
        """Stranglevine: one more Crush token, then 1 damage a token (its Life +2 a token)."""
        for vine in list(piece.held):
            if vine.growing:
                vine.tokens += 1
                vine.life += 2
                if piece.alive:
                    self._direct(piece, vine.tokens, vine.name)

    def pay_vines(self, side) -> None:
        """Upkeep +X of our Stranglevines (X = its Crush tokens), or the vine is destroyed."""
        if not self._vines:
            return
        for s in self.sides:
            for p in s.pieces():
                for vine in [v for v in p.held if v.side == side.idx and v.growing and v.tokens]:
                    if side.mana >= vine.tokens:
                        side.mana -= vine.tokens
                    else:
                        self.log("upkeep_lost", side.idx, card=vine.name)
                        vine.removed = True
                        self.release(vine)

    def vine_to_attack(self, side, piece: Piece) -> Piece | None:
        """A vine holding the piece or a friend in its zone, for a melee attack (ignoring guards)."""
        if not self._vines or not any(a.kind == "melee" for a in piece.attacks):
            return None
        held = [v for p in side.pieces() if p.zone == piece.zone for v in p.held if v.side != side.idx and not v.sink]
        return min(held, key=lambda v: (v.holds is not piece, v.left, v.name), default=None)

    def escape_quicksand(self, piece: Piece) -> None:
        """Quicksand (the goldfish's reading of the card): with nothing to attack, its creature rolls
        to escape with a quick action, d12 − its Sink tokens ≥ 8 destroys the Quicksand."""
        for vine in [v for v in piece.held if v.sink]:
            if self.d12() - vine.tokens >= vine.escape:
                vine.removed = True
                self.release(vine)
                self.log("destroyed", vine.side, piece=vine.name)

    def sink(self, piece: Piece) -> None:
        """After each action phase of its creature, one more Sink token; the 4th destroys it."""
        for vine in [v for v in piece.held if v.sink]:
            vine.tokens += 1
            if vine.tokens >= vine.sink and piece.alive:
                piece.removed = True
                self.destroyed(piece)

    def strike_vine(self, side, piece: Piece, vine: Piece) -> None:
        melee = max((a for a in piece.attacks if a.kind == "melee"), key=lambda a: a.expected_damage(vine.armor_now(), piece.melee))
        self.attack(piece, side.idx, piece.name, melee, vine, bonus=piece.melee)

    # -- Mind Control (errata 003 L779-781) ---------------------------------------------------------------
    def control_target(self, side, spell: SpellModel, caster: Piece | None = None) -> Piece | None:
        """The enemy creature that threatens most, within its range and 1 zone of our mage (the
        reveal needs it), whose reveal (2X) we can pay after casting it with our mana now and the
        next Channeling at most: it is revealed between action phases (003 L779), at the latest in
        the next Upkeep (reveal_pending), after that Channeling and before any action. (Asking 2X
        at once kept the Forcemaster from taking the Wizard's Darkfenne Hydra: 18 % against him,
        76.5 now; docs/matchup.md "Elusive, and Mind Control's reveal".)"""
        mage = caster or side.mage
        foes = [p for p in self.enemies(side) if not p.is_mage and fits(spell.target, p, False)
                and distance(mage.zone, p.zone) <= spell.range_max and distance(side.mage.zone, p.zone) <= 1
                and self.sees(mage.zone, p.zone) and spell.cost + 2 * p.level <= side.mana + side.channeling
                and not any(e.spell.tags.get("control") for e in p.enchantments) and threat(p) >= HOLD_WORTH]
        return max(foes, key=lambda p: (threat(p), p.name), default=None)

    def control(self, ench, sign: int) -> None:
        """Revealed: its controller takes the creature; removed: it goes back. Stunned each time."""
        p = ench.bearer
        if not p.alive:
            return
        to = self.sides[ench.owner if sign > 0 else 1 - ench.owner]
        if to.idx == p.side:
            return
        frm = self.sides[p.side]
        if p in frm.creatures:
            frm.creatures.remove(p)
        if self._queues and p in self._queues.get(frm.idx, ()):
            self._queues[frm.idx].remove(p)
        to.creatures.append(p)
        p.side, p.guard, p.stun = to.idx, False, max(p.stun, 1)
        self.log("controlled", to.idx, piece=p.name)

    # -- teleports ---------------------------------------------------------------------------------------
    def teleport_pick(self, side, spell: SpellModel, caster: Piece | None = None):
        """(creature, zone, X) for a Teleport or Lesser Teleport, or None."""
        mage = caster or side.mage
        lesser = spell.tags.get("teleport", 0) > 0
        reach = spell.range_max
        foes = self.enemies(side)
        home = side.mage
        target = self.sides[1 - side.idx].mage
        in_home = [e for e in foes if e.zone == home.zone and not e.is_mage]
        if side.mana < (spell.cost if lesser else 3) or not (in_home or home.held or side.creatures
                                                               and distance(mage.zone, target.zone) <= 2):
            return None  # nothing to flee, nobody to send in (the cheap checks first: this is asked often)
        zones = [z for z in _WITHIN_2[mage.zone] if self.sees(mage.zone, z)]

        def cost(p: Piece, zone) -> int:
            return spell.cost if lesser else max(3, 3 * distance(p.zone, zone))

        def movable(p: Piece, friendly: bool) -> bool:
            return fits(spell.target, p, friendly) and spell.range_min <= distance(mage.zone, p.zone) <= reach \
                and self.sees(mage.zone, p.zone) and not (lesser and p.held)

        def can(p, zone) -> bool:
            return (not lesser or distance(p.zone, zone) == spell.tags["teleport"]) and zone in zones \
                and cost(p, zone) <= side.mana
        # 1. our mage out of the enemy's melee (or out of a vine)
        danger = sum(threat(e, home.armor_now()) for e in in_home
                     if not e.stun and not e.sleep and any(a.kind == "melee" for a in e.attacks))
        if (danger >= ESCAPE_THREAT or home.held) and movable(home, True):
            melee = [e.zone for e in foes if not e.is_mage and any(a.kind == "melee" for a in e.attacks)]  # once, not per zone

            def safety(z):
                return (min([distance(z, m) for m in melee], default=9), -distance(z, home.zone), z)
            options = [z for z in zones if can(home, z) and z != home.zone
                       and not any(e.zone == z and not e.is_mage for e in foes)]
            if options:
                z = max(options, key=safety)
                if safety(z)[0] > 0:
                    return (home, z, cost(home, z))
        # 2. a melee creature of ours that has not acted, into the enemy mage's zone
        if self._final_round != self.round and target.zone in zones:
            ready = [p for p in side.creatures if p.ready_round <= self.round and id(p) not in self._acted
                     and not p.stun and not p.sleep and p.zone != target.zone
                     and any(a.kind == "melee" for a in p.attacks) and can(p, target.zone) and movable(p, True)
                     and threat(p, target.armor_now()) >= HOLD_WORTH]
            if ready:
                p = max(ready, key=lambda p: (threat(p, target.armor_now()), p.name))
                return (p, target.zone, cost(p, target.zone))
        # 3. the enemy's melee threat out of our mage's zone, as far as it goes
        if not lesser and in_home:
            here = [e for e in in_home if movable(e, False)
                    and threat(e, home.armor_now()) >= HOLD_WORTH and any(a.kind == "melee" for a in e.attacks)]
            if here:
                e = max(here, key=lambda p: (threat(p, home.armor_now()), p.name))
                options = [z for z in zones if can(e, z) and distance(z, home.zone) >= 2]
                if options:
                    z = max(options, key=lambda z: (distance(z, home.zone), -distance(z, target.zone),
                                                      seen_from(side.idx, z)))
                    return (e, z, cost(e, z))
        return None

    def teleport(self, side, piece: Piece, zone, enter: bool = True) -> None:
        for vine in list(piece.held):  # attached conjurations are destroyed (L680)
            vine.removed = True
            self.release(vine)
            self.log("destroyed", vine.side, piece=vine.name)
        piece.zone = zone
        piece.guard = False
        self.log("move", side.idx, piece=piece.name, zone=list(zone))
        if enter and self.things:
            self.entered(piece)  # the traps and terrain of its new zone (zones.py)

    # -- Rouse the Beast ---------------------------------------------------------------------------------
    def rouse_target(self, side, spell: SpellModel, caster: Piece | None = None) -> Piece | None:
        if self._final_round == self.round:
            return None  # its action phase is over (errata 003 L849-850)
        mage = caster or side.mage
        fresh = [p for p in side.creatures if p.ready_round == self.round + 1 and p.living
                 and fits(spell.target, p, True) and distance(mage.zone, p.zone) <= spell.range_max
                 and p.level <= side.mana and threat(p) >= 1.0]
        return max(fresh, key=lambda p: (threat(p), p.name), default=None)

    def rouse(self, side, piece: Piece) -> None:
        piece.ready_round = self.round
        self._queues[side.idx].append(piece)
