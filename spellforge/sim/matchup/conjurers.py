"""Conjurations in a zone that act by themselves or help friendly Soldiers, both sides
(pieces.conjurer_kind, from the compiled cards' tags; no card names here):

* **attackers** — Corrosive Orchid (`mist`), Temple of Light (`temple`), Akiro's Hammer (`siege`):
  a conjuration takes no action and gets no action marker (000 L960); its attack is made "once
  each round, before or after the Action Phase of any friendly creature" (errata 003 L889, said of
  the Temple), so here right after a friendly activation once a target is in reach, from the round
  it enters (003 L892). Temple: pay X (1 to the temples we control): X dice, +X on the effect die;
  siege: 1 Load token when cast, +1 each Upkeep (at most 2), an attack pays 2; the Orchid's Mist
  token: once, after its attack on a mage, pay one of that mage's items' casting cost to destroy it;
  the Nightshade Lotus's (`sleep_mist`): once, after its attack on a Living non-Mage creature, pay
  its level + 2 to put it to Sleep; the AI places a Lotus only where that puts a threatening enemy
  creature to sleep, and the Lotus attacks it first while the token lasts;
* **auras** — Armory, Rajan's Fury, Tooth & Nail, Etherian Lifetree (a filtered aura on matching
  creatures, the other side's too when it reaches every creature) and Animal Kinship (our mage's
  Melee or Armor +1 while we control a creature of a subtype; its Elusive and its bear's and ape's
  traits are not compiled);
* **Hand of Bim-Shalla** (`activated_buff`): once a round, before our creatures act, Melee +N this
  round on our best ready living melee creature (the goldfish's reading; a Temple for the Temple's X);
* **Mana Siphon** (`siphon`): the enemy mage's Channeling −N while it is in play (mana_magic.py);
* **Harshforge Monolith** (`monolith`): Upkeep +N on every enchantment within 1 zone (monolith.py);
* **Altar of Carnage** (`carnage:<subtype>`): when a creature of ours of the subtype damages an enemy
  creature, 1 mana onto a spawnpoint (else a familiar) of ours, once a round for each creature;
* **Ziggurat of Undeath** (`reanimate_kills`, compiled by sim/cards/versus.py): a Living non-Epic
  enemy creature a Zombie of ours destroys in melee comes back ours for half its cost (ziggurat);
* **outposts** — Archer's Watchtower (`tower`: once a round, a friendly Soldier's ranged attack
  from its zone gains Ranged +1) and Garrison Post (`garrison`: a friendly Soldier may be
  summoned into its zone, errata 003 L697); an Outpost is never placed next to another friendly
  Outpost (the cards' placement restriction).

All are objects with Life and Armor (sides' `conjs`, in `Side.pieces()`): attacked, hit by zone
attacks, Burned and destroyed like creatures, but never moved (Unmovable), never guard, never
Hinder, and are no legal target of a spell that names a Creature (aim.fits). Placement follows the
rules: in the caster's casting range and line of sight (a Vine one through a Vine marker, 003
L508-511), no two of one name in a zone, one Zone Exclusive conjuration a zone (000 L986-988).
"""

from __future__ import annotations

from dataclasses import replace

from spellforge.sim.game.objects import Spawnpoint
from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.matchup import approach
from spellforge.sim.matchup.aim import threat
from spellforge.sim.matchup.mana_magic import siphon, siphon_zone
from spellforge.sim.matchup.monolith import monolith_zone
from spellforge.sim.matchup.skulls import finite_sources, skull_gone, skull_lifebond, skulls_worth
from spellforge.sim.matchup.pieces import (ARENA_ZONES, AURA_FIELD, Piece, conjuration_piece, conjurer_kind, distance,
                                           is_grove, is_vine, is_wall, seen_from, zone_kind)

AURA_WORTH = 3  # an aura is worth casting when this many more of our creatures (in play or in the book) gain it
MIST_WORTH = 4  # an item is worth the Mist token when it cost at least this (ai.REMOVAL_WORTH)
LOAD_MAX = 2  # Load tokens a siege engine may hold (its effect row: max=2)


_IN_RANGE: dict[tuple, tuple] = {}  # (origin zones…, range min, range max): the zones in range, in ARENA_ZONES' order
_NEAR = {m: tuple(z for z in ARENA_ZONES if distance(m, z) <= 1) for m in ARENA_ZONES}  # a zone and the next


def _in_range(key: tuple, origins: list, low: int, high: int) -> tuple:
    zones = _IN_RANGE[key] = tuple(z for z in ARENA_ZONES if any(low <= distance(o, z) <= high for o in origins))
    return zones


class ConjurersMixin:
    """Part of MatchGame: side.conjs holds a side's conjurations in play (Pieces with `conj` set)."""

    _auras = 0  # aura conjurations in play, both sides
    _skulls = 0  # Altars of Skulls in play with their Skull tokens, both sides (skulls.py)

    # -- where it goes -----------------------------------------------------------------------------
    def conj_zone(self, side, spell: SpellModel, caster: Piece | None = None, moved: bool = False):
        """The zone the AI places the conjuration in, or None when none is legal or worth it now.
        `moved`: from the next zone of the mage's way to the enemy mage (a move, then the quick half
        of its action, L690-695), as spell_target's `moved` for the preparation."""
        caster = caster or side.mage
        kind = conjurer_kind(spell)
        origins = [caster.zone]
        if moved and not caster.restrained:
            origins.append(self.route(caster, self.sides[1 - side.idx].mage.zone)[0])
        if self.los_walls:
            zones = [z for z in ARENA_ZONES if any(spell.range_min <= distance(o, z) <= spell.range_max
                                                   and self.sees(o, z) for o in origins)]
        else:  # every zone is in sight: the zones in range, worked out once
            key = (*origins, spell.range_min, spell.range_max)
            zones = _IN_RANGE.get(key) or _in_range(key, origins, spell.range_min, spell.range_max)
            zones = list(zones)
        if "Vine" in spell.subtypes and side.vines:  # through a Vine marker in sight: its zone or the next (L508-511)
            zones += [z for m in self.vine_markers_seen(side, caster) for z in _NEAR[m] if z not in zones]
        zones = [z for z in zones if self._placeable(side, spell, z)]
        if not zones:
            return None
        foe = self.sides[1 - side.idx]
        if kind in ("aura", "hand", "carnage", "ziggurat", "skulls"):  # the zone farthest from the enemy: arena-wide
            worth = self._aura_worth(side, spell) if kind == "aura" else self._fighters(side) if kind == "hand" \
                else self._carnage_worth(side, spell) if kind == "carnage" else AURA_WORTH * (
                    self.ziggurat_pays(side, spell) if kind == "ziggurat" else skulls_worth(self, side))
            if worth < AURA_WORTH:
                return None
            return max(zones, key=lambda z: (min(distance(z, p.zone) for p in foe.pieces()), -distance(z, caster.zone),
                                            seen_from(side.idx, z)))
        if kind in ("siphon", "monolith"):  # mana_magic.py, monolith.py
            return (siphon_zone if kind == "siphon" else monolith_zone)(self, side, zones)
        if kind == "attacker":
            if spell.tags.get("sleep_mist"):  # a Lotus only where its Mist puts a threatening creature to sleep
                sleepers = self._sleepers(side, spell.cost)
                zones = [z for z in zones if any(p.zone == z for p in sleepers)]
            best, score = None, 0.0
            ours, foes = {p.zone for p in side.pieces()}, self.enemies(side)  # (the same for every zone)
            for z in zones:
                value = self._reach_value(side, spell, z, ours, foes)
                key = (value, -distance(z, side.mage.zone), seen_from(side.idx, z))
                if value > 0 and (best is None or key > score):
                    best, score = z, key
            return best
        soldiers = [s for s in side.book.spells if s.type == "Creature" and "Soldier" in s.subtypes
                    and (kind == "garrison" or any(a.kind == "ranged" for a in s.attacks))]
        ready = [c for c in side.creatures if "Soldier" in c.subtypes and any(a.kind == "ranged" for a in c.attacks)]
        if not ready and not any(side.library.get(s.card_id, 0) for s in soldiers):
            return None  # no Soldier to help, now or later
        if kind == "tower":  # where a ranged Soldier of ours stands with an enemy in its reach (it shoots from there)
            shooting = [c.zone for c in ready if c.zone in zones and any(
                a.kind == "ranged" and a.reaches(distance(c.zone, e.zone)) for a in c.attacks for e in self.enemies(side))]
            return max(shooting, key=lambda z: (shooting.count(z), seen_from(side.idx, z))) if shooting else None
        free = [z for z in zones if not any(p.zone == z for p in foe.creatures)]
        return min(free, key=lambda z: (distance(z, foe.mage.zone), seen_from(side.idx, z))) if free else None

    def _placeable(self, side, spell: SpellModel, zone) -> bool:
        for s in self.sides:
            for p in s.conjs:
                if p.zone == zone and (p.card_id == spell.card_id or spell.zone_exclusive and p.conj.zone_exclusive):
                    return False  # one of a name, one Zone Exclusive a zone (000 L968, L986-988)
                if s is side and "Outpost" in spell.subtypes and "Outpost" in p.conj.subtypes \
                        and distance(p.zone, zone) == 1:
                    return False  # not next to another friendly Outpost
        return True

    def _fighters(self, side) -> int:
        """Living melee creatures of ours, in play and the copies left in the book (Hand of Bim-Shalla's)."""
        def melee(attacks) -> bool:
            return any(a.kind == "melee" for a in attacks)
        return sum(c.living and melee(c.attacks) for c in side.creatures) + sum(
            side.library.get(s.card_id, 0) for s in side.book.spells
            if s.type == "Creature" and not s.nonliving and melee(s.attacks))

    def _carnage_worth(self, side, spell: SpellModel) -> int:
        """Creatures of the subtype of ours (in play, copies in the book) when a spawnpoint or a
        familiar of ours can take the mana; else 0."""
        if not side.spawnpoints and not any(c.familiar for c in side.creatures):
            return 0
        subs = {k.split(":")[1] for k in spell.tags if k.startswith("carnage:")}
        return sum(bool(subs & set(c.subtypes)) for c in side.creatures) + sum(
            side.library.get(s.card_id, 0) for s in side.book.spells if s.type == "Creature" and subs & set(s.subtypes))

    def ziggurat_pays(self, side, spell: SpellModel) -> bool:
        """Whether a Ziggurat of Undeath pays now: two Zombie melee creatures of ours in play, and the
        Living non-Epic enemy creatures in play worth at least its cost in the mana a Reanimate saves
        over casting each (its cost minus half its cost, rounded up)."""
        zombies = sum("Zombie" in c.subtypes and any(a.kind == "melee" for a in c.attacks) for c in side.creatures)
        if zombies < 2:
            return False
        by_id = self.sides[1 - side.idx]._by_id
        saved = sum(m.cost // 2 for c in self.sides[1 - side.idx].creatures if c.living and c.conj is None
                    and c.holds is None and (m := by_id.get(c.card_id)) is not None and not m.epic)
        return saved >= spell.cost

    def ziggurat(self, piece: Piece, killer: Piece) -> bool:
        """A friendly Zombie destroyed a Living non-Epic enemy creature with a melee attack: with a
        Ziggurat of Undeath in play, its controller may pay half the creature's cost (rounded up) to
        Reanimate it: it comes back under its control at the end of the round in the zone where it
        died (errata 003 L456-460, L525), a Zombie with damage equal to its level (spells.rise_round_end).
        The AI always pays when it can: a creature for half its price. True when it is reanimated."""
        side = self.sides[killer.side]
        if killer.side == piece.side or "Zombie" not in killer.subtypes or not piece.living or piece.conj is not None \
                or piece.holds is not None:
            return False
        temple = next((p.conj for p in side.conjs if p.conj.tags.get("reanimate_kills")), None)
        model = self.sides[piece.side]._by_id.get(piece.card_id)
        if temple is None or model is None or model.type != "Creature" or model.epic:
            return False
        price = (model.cost + 1) // 2
        if side.mana < price:
            return False
        side.mana -= price
        self._risen = [*self._risen, (side.idx, model, piece.zone, temple)]  # per game, never the class list
        return True

    def carnage(self, side: int, attacker: Piece, target: Piece) -> None:
        """A creature of ours of the altar's subtype damaged an enemy creature: 1 mana onto a friendly
        spawnpoint or familiar, once a round for each creature (Altar of Carnage)."""
        if target.conj is not None or attacker.is_mage:
            return
        s = self.sides[side]
        done = self._carnage_done  # this game's (round, creature) that gave mana (set at its start: speed.py)
        for p in s.conjs:
            n = next((v for k, v in p.conj.tags.items() if k.startswith("carnage:") and k[8:] in attacker.subtypes), 0)
            key = (self.round, id(attacker))
            if n and key not in done:
                holder = s.spawnpoints[0] if s.spawnpoints else next((c for c in s.creatures if c.familiar), None)
                if holder is None:
                    return
                done.add(key)
                holder.pool += n
                return

    def _hand(self, side, hand: Piece) -> None:
        """Once a round, before it acts: Melee +N this round on the friendly living creature, ready and
        not yet active, with the best melee attack (the goldfish's reading of Hand of Bim-Shalla; its
        Armor +1 and heal 1 choices are not compiled)."""
        ready = [c for c in side.creatures if c.living and c.ready_round <= self.round and id(c) not in self._acted
                 and not c.stun and not c.sleep and any(a.kind == "melee" for a in c.attacks)]
        if not ready:
            return
        best = max(ready, key=lambda c: (threat(c), c.name))
        n = hand.conj.tags["activated_buff"]
        best.melee += n
        self._round_buffs.append((best, "melee", n))
        self._acted.add(id(hand))

    def _aura_worth(self, side, spell: SpellModel) -> int:
        """Our creatures (the mage, those in play, the copies left in the book) that gain the aura,
        less the enemy's in play when it reaches every creature."""
        if any(p.card_id == spell.card_id for s in self.sides for p in s.conjs):
            return 0  # one of a name is enough: auras of one name are not added up here
        worth = 0
        for sub in {k.split(":")[1] for k in spell.tags if k.startswith("kin:") and k.split(":")[2] in AURA_FIELD}:
            worth += sum(sub in p.subtypes for p in side.creatures) + sum(
                side.library.get(s.card_id, 0) for s in side.book.spells if s.type == "Creature" and sub in s.subtypes)
        for _, _, subtypes, living, _ in spell.filtered_aura:
            def gains(subs, alive) -> bool:
                return (not subtypes or bool(set(subtypes) & set(subs))) and (alive or not living)
            worth += sum(gains(p.subtypes, p.living) for p in [side.mage, *side.creatures])
            worth += sum(side.library.get(s.card_id, 0) for s in side.book.spells
                         if s.type == "Creature" and gains(s.subtypes, not s.nonliving))
            if spell.aura_all:
                foe = self.sides[1 - side.idx]
                worth -= sum(gains(p.subtypes, p.living) for p in [foe.mage, *foe.creatures])
        return worth

    def refresh_auras(self) -> None:
        """Every mage and creature holds the bonuses of the aura conjurations in play: its own side's,
        and the other side's that reach every creature (Rajan's Fury, Tooth & Nail, Etherian Lifetree);
        one of a name counts once. A piece that loses Life +X it needed is destroyed."""
        sources = {}
        for s in self.sides:
            for p in s.conjs:
                if conjurer_kind(p.conj) == "aura":
                    sources.setdefault((p.card_id, p.side if not p.conj.aura_all else None), p.conj)
        finite = self._skulls and finite_sources(self)
        for s in self.sides:
            for piece in [s.mage, *s.creatures]:
                want: dict[str, int] = {}
                for (_, owner), spell in sources.items():
                    if owner is not None and owner != piece.side:
                        continue
                    for key, n, subtypes, living, _ in spell.filtered_aura:
                        if (not subtypes or set(subtypes) & set(piece.subtypes)) and (piece.living or not living):
                            want[key] = want.get(key, 0) + n
                    if piece.is_mage:  # Animal Kinship: while we control a creature of the subtype
                        for tag, n in spell.tags.items():
                            kin = tag.split(":")
                            if kin[0] == "kin" and kin[2] in AURA_FIELD and any(kin[1] in c.subtypes for c in s.creatures):
                                want[kin[2]] = want.get(kin[2], 0) + n
                if finite and piece.living:  # an awake Altar of Skulls (skulls.py)
                    want["Finite Life"] = 1
                if want == piece.auras:
                    continue
                for key in set(want) | set(piece.auras):
                    field = AURA_FIELD.get(key, "finite")
                    setattr(piece, field, getattr(piece, field) + want.get(key, 0) - piece.auras.get(key, 0))
                piece.auras = want
                piece.threats.clear()
                if not piece.alive and not piece.removed:
                    self.destroyed(piece)

    def conj_gone(self, piece: Piece) -> None:
        owner = self.sides[piece.side]
        if piece not in owner.conjs:
            return  # already gone
        owner.conjs.remove(piece)
        owner.in_play.discard(piece.card_id)
        if conjurer_kind(piece.conj) == "aura":
            self._auras -= 1
            self.refresh_auras()
        elif piece.conj.tags.get("skull_altar"):
            skull_gone(self, piece)
        elif conjurer_kind(piece.conj) == "siphon":
            siphon(self, piece, -1)

    def _reach_value(self, side, spell: SpellModel, zone, ours: set | None = None, foes: list | None = None) -> float:
        """What the conjuration's best attack could do from `zone` now: the expected damage on the
        enemy mage (×3) or on the most threatening enemy it reaches. `ours`, `foes`: our pieces' zones
        and self.enemies(side), when the caller has them."""
        best = 0.0
        if ours is None:
            ours = {p.zone for p in side.pieces()}
        if foes is None:
            foes = self.enemies(side)
        for a in spell.attacks:
            dice = a if a.dice else replace(a, dice=1)
            for p in foes:
                d = distance(zone, p.zone)
                if not a.reaches(d) or not self.sees(zone, p.zone, p.flying) or a.zone and p.zone in ours:
                    continue  # a zone attack never on a zone that holds a friend
                value = dice.expected_damage(p.armor_now()) * (3 if p.is_mage else 1 if threat(p) >= 1 else 0.1)
                best = max(best, value)
        return best

    def place_conj(self, side, spell: SpellModel, zone) -> None:
        caster = self._caster or side.mage
        if distance(caster.zone, zone) > spell.range_max:
            self.use_vine(side, next(m for m in self.vine_markers_seen(side, caster) if distance(m, zone) <= 1))
        side.conjs.append(conjuration_piece(spell, side.idx, zone))

    def _cast_conjuration(self, side, spell: SpellModel, target, x, where) -> None:
        """Every conjuration the matchup plays comes into play here (MatchGame.cast)."""
        if is_wall(spell):
            self.place_wall(side, spell, target)
        elif is_vine(spell):
            self.attach_vine(side, spell, target)
        elif is_grove(spell):
            side.groves.append((where, spell.tags["aura_regen"]))
        elif zone_kind(spell):
            self.lay(side, spell, target)
        elif conjurer_kind(spell):
            self.place_conj(side, spell, target)
            if conjurer_kind(spell) == "aura":
                self._auras += 1
                self.refresh_auras()
            elif conjurer_kind(spell) == "siphon":
                siphon(self, side.conjs[-1], 1)
        if spell.spawnpoint:
            sp = Spawnpoint(spell.name, spell.card_id, spell.own_channeling, spell.spawn_rule, spell.cast_limit)
            side.spawnpoints.append(sp)
            self._spawn_zone[id(sp)] = approach.spawnpoint_zone(self, side, spell, where)
        side.channeling += spell.grants.get("Channeling", 0)

    # -- what they do --------------------------------------------------------------------------------
    def conj_attacks(self, side) -> None:
        """After a friendly activation: each attacker that has not attacked this round and has a
        target in reach attacks it (once a round); then the Autonomous items (gear.auto_attacks)."""
        if side.autonomous:
            self.auto_attacks(side)
        for p in list(side.conjs):
            if p.conj.tags.get("activated_buff") and id(p) not in self._acted:
                self._hand(side, p)
            if not p.attacks or id(p) in self._acted or not p.alive or not self.sides[1 - side.idx].mage.alive:
                continue
            siege = p.conj.tags.get("siege", 0)
            if siege and p.tokens < siege:
                continue
            choice = self._conj_choice(side, p)
            if choice is None:
                continue
            profile, target = choice
            if p.conj.tags.get("temple"):
                x = min(self._temples(side), side.mana - side.hidden_reserve())
                if x < 1:
                    continue
                side.mana -= x  # X dice, +X on the effect die (errata 003 L889-892)
                rows = tuple(replace(r, low=r.low - x, high=r.high if r.high >= 99 else r.high - x)
                             for r in profile.effects)
                profile = replace(profile, dice=x, effects=rows)
            self._acted.add(id(p))
            p.tokens -= siege
            self.attack(p, side.idx, p.name, profile, target)
            if p.conj.tags.get("mist") and p.tokens and target.is_mage and target.alive:
                self._mist(side, p, target)
            elif p.conj.tags.get("sleep_mist") and p.tokens and not target.is_mage and target.living and target.alive:
                self._sleep_mist(side, p, target)
            if self.mage_down:
                return

    def _sleepers(self, side, spent: int = 0) -> list:
        """The enemy creatures a Lotus's Mist would put to Sleep (as ai._sleep_target chooses a Sleep
        spell's target), its level + 2 affordable after `spent`."""
        budget = side.mana - side.hidden_reserve() - spent
        return [p for p in self.enemies(side) if not p.is_mage and p.living and not p.sleep and not p.stun
                and p.conj is None and threat(p) >= 2 and p.level + 2 <= budget]

    def _conj_choice(self, side, p: Piece):
        if p.tokens and p.conj.tags.get("sleep_mist"):  # the Mist first: the creature it puts to sleep
            a = p.attacks[0]
            sleepers = [e for e in self._sleepers(side) if a.reaches(distance(p.zone, e.zone))
                        and self.sees(p.zone, e.zone, e.flying)]
            if sleepers:
                return a, max(sleepers, key=lambda e: (threat(e), e.name))
        ours = {q.zone for q in side.pieces()}
        best, score = None, -1.0
        for a in p.attacks:
            cands = [e for e in self.ranged_candidates(side, p.zone, a) if not (a.zone and e.zone in ours)]
            target = self.choose_target(side, p, a if a.dice else replace(a, dice=1), cands)
            if target is None:
                continue
            value = (a.dice or 1) * (3 if target.is_mage else 1)
            if value > score:
                best, score = (a, target), value
        return best

    def _temples(self, side) -> int:
        """The temples we control (X is at most this): our conjurations and spawnpoints of subtype Temple."""
        return sum("Temple" in p.conj.subtypes for p in side.conjs) + sum(
            "Temple" in side._by_id[sp.card_id].subtypes for sp in side.spawnpoints if sp.card_id in side._by_id)

    def _mist(self, side, orchid: Piece, mage: Piece) -> None:
        """The Mist token: pay the mage's most expensive item's casting cost to destroy it."""
        foe = self.sides[mage.side]
        items = sorted((s for s in foe.equipment if s.cost >= MIST_WORTH), key=lambda s: (-s.cost, s.name))
        budget = side.mana - side.hidden_reserve()
        item = next((s for s in items if s.cost <= budget), None)
        if item is None:
            return
        side.mana -= item.cost
        orchid.tokens = 0
        self.lose_item(foe, item)
        self.log("dissolve", side.idx, card=item.name)

    def _sleep_mist(self, side, lotus: Piece, target: Piece) -> None:
        """The Nightshade Lotus's Mist token, at the end of its attack's Damage & Effects step: pay the
        Living non-Mage defender's level + 2 to put it to Sleep (the card's data), when it threatens
        as a Sleep spell's target must (ai._sleep_target) and is not incapacitated already."""
        if target not in self._sleepers(side):
            return
        cost = target.level + 2
        side.mana -= cost
        lotus.tokens = 0
        target.sleep, target.guard = True, False  # incapacitated (000 L2440-2442)
        self.log("sleep", side.idx, piece=target.name)

    def lose_item(self, foe, item: SpellModel) -> None:
        """One of foe's items is destroyed (Dissolve, Explode, a Mist token): its bound spell too (L1180)."""
        foe.equipment.remove(item)
        for s in item.slots:
            foe.slots[s] -= 1
        self._equip(foe, item, -1)
        if item.spawnpoint:  # a worn spawnpoint: Echo of the Depths, Libro Mortuos (mage_powers.py)
            self.unwear_spawnpoint(foe, item)
        foe.bound = [(i, b) for i, b in foe.bound if i is not item]

    def conj_upkeep(self, piece: Piece) -> None:
        """A siege engine gains a Load token each Upkeep (at most LOAD_MAX); an Altar of Skulls' Lifebond."""
        if piece.conj.tags.get("siege"):
            piece.tokens = min(max(LOAD_MAX, piece.conj.tags["siege"]), piece.tokens + 1)
        elif piece.conj.tags.get("skull_altar"):
            skull_lifebond(self, piece)

    def tower_bonus(self, side, piece: Piece, profile) -> int:
        """Ranged +X once a round for a friendly Soldier's ranged attack from a watchtower's zone."""
        if profile.kind != "ranged" or "Soldier" not in piece.subtypes or profile.spell_cost:
            return 0
        for t in side.conjs:
            if t.zone == piece.zone and t.conj.tags.get("tower") and id(t) not in self._acted:
                self._acted.add(id(t))  # once a round
                return t.conj.tags["tower"]
        return 0

    def garrison_zone(self, side, spell: SpellModel, where):
        """A Soldier summoned by the mage or a spawnpoint may go in a Garrison Post's zone instead
        (errata 003 L697): the one nearest the enemy mage, when nearer than `where`."""
        if "Soldier" not in spell.subtypes:
            return where
        goal = self.sides[1 - side.idx].mage.zone
        posts = [p.zone for p in side.conjs if p.conj.tags.get("garrison")]
        return min([where, *posts], key=lambda z: (distance(z, goal), z != where))

    def idle_target(self, attacker: Piece | None, target: Piece) -> bool:
        """A conjuration without an attack is not worth a walking attacker's action: it goes on
        toward the enemy mage and what threatens (a mage, a Rooted or Restrained piece hits it)."""
        return target.conj is not None and not target.attacks and attacker is not None \
            and not attacker.is_mage and attacker.slow is not None and not attacker.restrained
