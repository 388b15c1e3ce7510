"""The enchantments that act only on an opponent that plays (sim/cards/versus.py reads them; the
goldfish leaves them out), both sides (docs/matchup.md):

* **Charm** (`charm`; reveal X = the creature's level − 1, never during the action phases, as Mind
  Control's; Upkeep +1): its bearer makes no melee or ranged attack on Charm's controller's mage,
  counterstrikes included; when that mage attacks and damages the bearer, Charm is destroyed. The
  AI charms the enemy creature that threatens its mage most (at least HOLD_WORTH) and stands within
  CHARM_ZONES of it, if it can pay the reveal after the cast; its mage then attacks a charmed
  creature only when nothing else is in reach. A charmed creature makes no zone attack on the
  zone of that mage either, and the mage's zone attack that damages it destroys Charm too (003
  L583-586);
* **Pacify** (`pacify` N): the first melee or ranged attack its bearer makes each round (not a
  counterstrike; an attack spell of a familiar too, 003 L810) costs the bearer's controller N mana;
  without them the attack cannot be declared (003 L764): the creature does something else. The AI
  pacifies the enemy's biggest threat (at least HOLD_WORTH);
* **Chant of Rage** (`hate`) and **Song of Love** (`love`), Unique, Dissipate 2 (revealed with 2
  tokens, one lost each Upkeep, destroyed with the last), reveal X = the level − 1, never during
  the action phases: when revealed, a Hate token on one of the caster's creatures — its bearer must
  melee attack a creature with a Hate token, else walk toward one (no other attack, no guard) — or
  a Love token on a friendly creature — its bearer makes no melee or ranged attack on a creature
  with a Love token. When the enchantment goes, a token of its kind goes from one of the caster's
  creatures. The mage is a creature (000 L572): the AI puts the Love token on its mage and the Hate
  token on its non-Mage creature with most Life left (Chant of Rage is cast only with one), both on
  the enemy creature that threatens its mage most, as Charm;
* **Mind Shield** (`mind_shield`, face down): revealed by its owner (cost 0) to counter an enemy
  psychic incantation or attack spell cast on its bearer, or, when an enemy psychic enchantment is
  revealed on its bearer, to cancel and destroy it before its reveal cost is paid; then it goes.
  The AI shields the friend the enemy's psychic spells left in its book may target that threatens
  most (its mage counts as a friend like the others);
* **Maim Wings** (`grounded`): its bearer loses Flying while it is revealed; the latest wins, so a
  Flying granted later flies again (003 L226), and its own or an enchantment's Flying comes back
  when it goes. The AI grounds the enemy flyer that threatens most (at least HOLD_WORTH);
* **Stumble** (`stumble`, the goldfish's arena tag; face down): its owner reveals it (its reveal
  cost) when the bearer, activated, would make its first move: no move action in that action phase
  (a teleport or a push still moves it), and Stumble goes at once (003 L868-869). The AI puts it on
  the enemy's walking melee threat, as its restraints (holds.py), once it is within STUMBLE_ZONES
  of our mage, and reveals it when its move would bring it to our mage (1 zone away, 2 if Fast); no
  mana is kept for the reveal (Side.hidden_reserve): it is its owner's choice;
* **Death Link** (`death_link` N): in each Upkeep its controller's mage heals up to N and the bearer
  takes as much direct damage as was healed — none when the mage could not heal (Finite Life),
  errata 003 L605-608. The AI links the enemy creature with most Life left (at least DRAIN_WORTH)
  while its mage has lost DRAIN_WORTH Life.

Part of MatchGame."""

from __future__ import annotations

from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.matchup.aim import fits, threat

CHARM_ZONES = 2  # a charmed creature is worth it within this many zones of our mage (or reaching it)
STUMBLE_ZONES = 1  # Stumble goes on a walker this near our mage (its reveal waits for the move that brings it)
DRAIN_WORTH = 4  # Death Link: our mage has lost this much Life, the enemy creature has this much left


def _psychic_foes(spell: SpellModel) -> bool:
    return "Psychic" in spell.subtypes and spell.type in ("Enchantment", "Incantation", "Attack")


class VersusMixin:
    """Part of MatchGame."""

    def versus_bearer(self, side, spell: SpellModel, caster=None):
        """bearer_for's seam for these enchantments: where it goes, or None (nowhere worth it)."""
        from spellforge.sim.matchup.holds import HOLD_WORTH
        from spellforge.sim.matchup.pieces import distance, x_of
        from spellforge.sim.matchup.spells import left_in_book

        mage = caster or side.mage
        tags = spell.tags
        if tags.get("mind_shield"):
            foe = self.sides[1 - side.idx]
            kinds = {s.target for s in foe.book.spells if _psychic_foes(s) and foe.library.get(s.card_id, 0) > 0} \
                if left_in_book(foe, "psychic", _psychic_foes) else ()
            friends = [p for p in side.pieces() if fits(spell.target, p, True) and p.hidden("mind_shield") is None
                       and distance(mage.zone, p.zone) <= spell.range_max and any(fits(k, p, False) for k in kinds)]
            return max(friends, key=lambda p: (threat(p), p.is_mage, p.name), default=None)
        if tags.get("hate") and self.hate_holder(side) is None:
            return None  # no creature of ours to take the Hate token
        if tags.get("grounded") or tags.get("death_link"):
            return self._curse_target(side, spell, mage)
        if tags.get("ethereal_melee"):
            return self._ethereal_bearer(side, spell, mage)
        if tags.get("stumble"):  # the enemy's walking threat, as a restraint (holds.py), one move from our mage
            held = self.hold_target(side, spell, caster)
            return held if held is not None and distance(held.zone, side.mage.zone) <= STUMBLE_ZONES else None
        home = side.mage
        best, score = None, HOLD_WORTH - 1e-9
        for p in self.enemies(side):
            if p.is_mage or not fits(spell.target, p, False) or not spell.range_min <= distance(mage.zone, p.zone) \
                    <= spell.range_max or not self.sees(mage.zone, p.zone, p.flying):
                continue
            if tags.get("pacify"):
                if p.pacify or spell.cost + spell.reveal_cost > side.mana:
                    continue
            else:  # Charm, Chant of Rage, Song of Love: on a threat to our mage, the reveal paid after the cast
                if p.charm >= 0 or p.raged or p.smitten or any(e.spell.tags.get("control") for e in p.enchantments) \
                        or spell.cost + x_of(spell.reveal_x, p.level) > side.mana:
                    continue
                reach = distance(p.zone, home.zone)
                if reach > CHARM_ZONES and not any(a.kind != "melee" and a.reaches(reach) for a in p.attacks):
                    continue
            value = threat(p, home.armor_now())
            if value > score:
                best, score = p, value
        return best

    def _ethereal_bearer(self, side, spell: SpellModel, mage):
        """Divine Might: only while the enemy has an Incorporeal object in play (else Ethereal changes
        nothing), on our strongest melee fighter in reach that is not Ethereal yet, when the cast and
        the reveal are both paid."""
        from spellforge.sim.matchup.pieces import distance

        if spell.cost + spell.reveal_cost > side.mana or not any(p.incorporeal for p in self.enemies(side)) \
                and not any(p.incorporeal and p.alive for p in self.sides[1 - side.idx].conjs):
            return None
        mine = [p for p in side.pieces() if fits(spell.target, p, True) and not p.ethereal
                and spell.range_min <= distance(mage.zone, p.zone) <= spell.range_max
                and any(a.kind == "melee" and not a.ethereal for a in p.attacks)]
        return max(mine, key=lambda p: (max(a.dice for a in p.attacks if a.kind == "melee") + p.melee, p.name),
                   default=None)

    def _curse_target(self, side, spell: SpellModel, mage):
        """Maim Wings: the enemy flyer that threatens most (at least HOLD_WORTH). Death Link: while
        our mage has lost DRAIN_WORTH Life and can heal, the enemy creature with most Life left
        (at least DRAIN_WORTH: it pays for several Upkeeps)."""
        from spellforge.sim.matchup.holds import HOLD_WORTH
        from spellforge.sim.matchup.pieces import distance

        home = side.mage
        if spell.cost + spell.reveal_cost > side.mana:
            return None
        drain = bool(spell.tags.get("death_link"))
        if drain and (home.damage < DRAIN_WORTH or home.finite):
            return None
        foes = [p for p in self.enemies(side) if fits(spell.target, p, False) and p.alive
                and spell.range_min <= distance(mage.zone, p.zone) <= spell.range_max and self.sees(mage.zone, p.zone, p.flying)
                and (p.left >= DRAIN_WORTH and not p.linked if drain else p.flying and threat(p) >= HOLD_WORTH)]
        if drain:
            return max(foes, key=lambda p: (p.left, threat(p), p.name), default=None)
        return max(foes, key=lambda p: (threat(p, home.armor_now()), p.name), default=None)

    def hate_holder(self, side):
        """Our non-Mage creature with most Life left: it takes Chant of Rage's Hate token."""
        mine = [p for p in side.creatures if p.alive and p.conj is None and p.holds is None]
        return max(mine, key=lambda p: (p.left + 2 * p.armor_now(), p.name), default=None)

    def apply_versus(self, ench, sign: int) -> None:
        """apply_enchantment's seam: what a revealed one gives its bearer (taken back when it goes)."""
        p, tags = ench.bearer, ench.spell.tags
        if tags.get("charm"):
            p.charm = ench.owner if sign > 0 else -1
        p.pacify += sign * tags.get("pacify", 0)
        p.linked += sign * bool(tags.get("death_link"))
        if tags.get("grounded"):  # the latest wins (003 L226): a Flying granted later flies again
            p.flying = False if sign > 0 else self._flies(p, ench)
        if tags.get("hate") or tags.get("love"):
            word, bound = ("hate", "raged") if tags.get("hate") else ("love", "smitten")
            setattr(p, bound, getattr(p, bound) + sign)
            ench.tokens = tags.get("dissipate", 0) if sign > 0 else 0
            owner = self.sides[ench.owner]
            if sign > 0:
                to = self.hate_holder(owner) if word == "hate" else owner.mage
                if to is not None:
                    setattr(to, word, getattr(to, word) + 1)
            else:  # a token of its kind goes from one of the caster's creatures, if any
                held = next((q for q in owner.pieces() if getattr(q, word)), None)
                if held is not None:
                    setattr(held, word, getattr(held, word) - 1)

    def stumbles(self, piece) -> bool:
        """walk's seam: whether the piece may make no move action now — its Stumble was revealed
        this round, or its enemy reveals the hidden one on it now (paying its reveal cost): at the
        activation's first move, where an owner who reveals it "when this creature is activated"
        gains by it (a creature that attacks without moving is not worth it). Stumble goes at once
        (003 L869); a teleport or a push still moves the piece (they do not walk)."""
        if piece.stumbled == self.round:
            return True
        ench = piece.hidden("stumble")
        if ench is None or ench.owner == piece.side or not self._in_actions:
            return False
        from spellforge.sim.matchup.pieces import distance

        owner = self.sides[ench.owner]
        if owner.mana < ench.spell.reveal_cost or distance(piece.zone, owner.mage.zone) > (2 if piece.fast else 1):
            return False  # kept for the move that would bring it to our mage
        owner.mana -= ench.spell.reveal_cost
        piece.enchantments.remove(ench)
        piece.stumbled = self.round
        self.log("reveal", ench.owner, card=ench.spell.name, bearer=piece.name, mana=ench.spell.reveal_cost)
        return True

    def _flies(self, p, gone) -> bool:
        """Whether the piece flies once Maim Wings `gone` leaves: its card's Flying, or a revealed
        enchantment's."""
        model = self.sides[0]._by_id.get(p.card_id) or self.sides[1]._by_id.get(p.card_id)
        return bool(model is not None and model.flying and not p.is_mage) or any(
            e.revealed and e.spell.tags.get("flying") for e in p.enchantments if e is not gone)

    def versus_upkeep(self, piece) -> None:
        """Upkeep: each revealed Chant of Rage or Song of Love on the piece loses a Dissipate token,
        destroyed with the last; each Death Link heals its controller's mage up to N and deals the
        piece as much direct damage as was healed (none when the mage cannot heal: 003 L606)."""
        for e in list(piece.enchantments):
            tags = e.spell.tags
            if not e.revealed:
                continue
            if tags.get("dissipate") and (tags.get("hate") or tags.get("love")):
                e.tokens -= 1
                if e.tokens <= 0:
                    self.destroy_enchantment(e)
            elif tags.get("death_link") and piece.alive:
                mage = self.sides[e.owner].mage
                healed = 0 if mage.finite or not mage.alive else min(tags["death_link"], mage.damage)
                if healed:
                    mage.damage -= healed
                    self.log("heal", e.owner, piece=mage.name, amount=healed)
                    self._direct(piece, healed, "curse")

    def hate_zone(self, piece):
        """The zone of the nearest creature with a Hate token, among the piece's enemies (None: none)."""
        from spellforge.sim.matchup.pieces import distance, seen_from

        hated = [p for p in self.enemies(self.sides[piece.side]) if p.hate and p.alive]
        return min((p.zone for p in hated), key=lambda z: (distance(piece.zone, z), seen_from(piece.side, z)),
                   default=None)

    def spares(self, attacker, target, profile) -> bool:
        """Whether Charm or Song of Love forbids this attack: on Charm's controller's mage, or a
        creature with a Love token; a zone attack, on a zone that holds one (003 L584)."""
        if profile.zone:
            return any(self.spares(attacker, p, _SINGLE) for s in self.sides for p in s.pieces()
                       if p.zone == target.zone and p.alive)
        return attacker.charm >= 0 and target.is_mage and target.side == attacker.charm \
            or bool(attacker.smitten and target.love)

    def allowed_targets(self, side, attacker, profile, candidates: list) -> list:
        """choose_target's candidates that these enchantments leave the attacker: none but a Hate
        token's creature for a melee attack of a raged one (none for its other attacks) while one is
        in play; none while Pacify's mana cannot be paid (003 L764); not what Charm or Song of Love
        spares."""
        if attacker.pacify and attacker.pacified != self.round and side.mana < attacker.pacify:
            return []
        if attacker.raged and self.hate_zone(attacker) is not None:
            candidates = [p for p in candidates if p.hate] if profile.kind == "melee" and not profile.zone else []
        if attacker.charm >= 0 or attacker.smitten:
            candidates = [p for p in candidates if not self.spares(attacker, p, profile)]
        return candidates

    def pacified(self, attacker, side: int) -> bool:
        """Pacify, at the attacker's first melee or ranged attack of the round: its controller pays
        (True: it cannot, and the attack is not made)."""
        if attacker.pacified == self.round:
            return False
        attacker.pacified = self.round
        owner = self.sides[side]
        card = next((e.spell.name for e in attacker.enchantments if e.revealed and e.spell.tags.get("pacify")), "")
        if owner.mana >= attacker.pacify:
            owner.mana -= attacker.pacify
            self.log("pacify_paid", side, card=card, piece=attacker.name, mana=attacker.pacify)
            return False
        self.log("pacify_cancel", side, card=card, piece=attacker.name)
        return True

    def charm_broken(self, target) -> None:
        """Its controller's mage attacked and damaged the charmed creature: Charm goes (003 L586)."""
        for e in list(target.enchantments):
            if e.revealed and e.spell.tags.get("charm"):
                self.destroy_enchantment(e)

    def shield_counters(self, target, spell: SpellModel) -> bool:
        """An enemy psychic spell cast on a piece with its side's hidden Mind Shield: countered at
        once (an incantation, an attack spell; an enchantment is cast face down, so it is met when
        revealed: shield_cancels)."""
        if spell.type == "Enchantment" or "Psychic" not in spell.subtypes:
            return False
        return self._revealed_against(target, "mind_shield")

    def shield_cancels(self, ench) -> bool:
        """An enemy psychic enchantment being revealed on a piece with its side's hidden Mind
        Shield: both are destroyed, the reveal cost unpaid (003 L312)."""
        p = ench.bearer
        if "Psychic" not in ench.spell.subtypes or ench.owner == p.side or not self._revealed_against(p, "mind_shield"):
            return False
        self.destroy_enchantment(ench, quiet=True)
        return True


class _Single:
    zone = False


_SINGLE = _Single()  # an attack on one target (spares' look at each piece of a zone)
