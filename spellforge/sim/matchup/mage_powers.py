"""The mages' own abilities in the two-sided game, both sides (rules digest §2.2, 000 L1685-1825),
from the goldfish's facts (sim/game/abilities.py, compiled into each book's MageModel): no second
rule set, only how they act when both sides fight.

* **Quick Summons** (Beastmaster, L1685-1687): once a round a level-1 Animal is cast as a quick
  spell — after a move, or with the quickcast, so two creatures a round; Jinx still counters it.
* **Pet** (Beastmaster, L1691-1709) and **Blood Reaper** (Warlock, L1763-1787): when a friendly
  creature of the marker's subtype enters play (from a spawnpoint too, L1699, L1777), its mage
  pays level + 1 mana (Pet) or Life (Blood Reaper: losing Life is not damage, L1775) and the
  creature gains the marker's grants; one at a time, never on a Legendary creature; the marker
  comes back when its creature is destroyed (L1705-1707, L1785). The Pet's second Melee +1 while
  it stands in the Beastmaster's zone (L1701); the Reaper's Bloodthirsty +2 (melee on a damaged
  living target, L1779) and, the first time each round it damages a living creature, 2 healed on
  the Warlock (L1783).
* **Divine Reward** (Priestess, L1719-1725): once a round, a Holy incantation she casts or a Holy
  enchantment of hers revealed gives her +1 Life (not healing).
* **Voltaric Shield** (Wizard, L1801-1811): paid (2) in the Upkeep of a round an enemy can attack
  the Wizard; it prevents 3 damage of the first attack that damages him, after Armor; direct
  damage passes; off at the end of the round.
* **Deflect** (Forcemaster): her printed Defense (the card data's 7+, once a round) costs 1 mana
  to use (the OCTGN module's attack script asks "Pay 1 mana to use your innate defense?"; optional,
  errata 003 L520).
* Equipment that is a **spawnpoint** (Echo of the Depths, Libro Mortuos) is worn: its creatures
  enter in the mage's zone, a Dissolve or Explode of it ends it (the goldfish's reading, L978-984).

The abilities the matchup still does not play are `unplayed(book)`, listed in every report.
"""

from __future__ import annotations

from spellforge.sim.game.abilities import ABILITY_TEXT
from spellforge.sim.game.objects import Spawnpoint
from spellforge.sim.matchup.checks import per_model
from spellforge.sim.matchup.pieces import distance

# the goldfish's unmodelled abilities (abilities.UNMODELLED_ABILITIES) that the matchup plays
PLAYED_HERE = {"pet_zone_melee"}
DEFLECT_COST = 1  # the Forcemaster pays 1 mana to use her innate Defense (OCTGN scripts/attacks.py)
DEFLECT_MAGES = ("Forcemaster",)


def unplayed(book) -> list[dict]:
    """The mage's abilities the matchup does not play: code and English name (ABILITY_TEXT)."""
    return [{"code": c, "name": ABILITY_TEXT.get(c, c)} for c in book.mage.unmodelled_abilities
            if c not in PLAYED_HERE and not (c == "deflect" and book.mage.name in DEFLECT_MAGES)]


def summonable(mage, spell) -> bool:
    """A creature the mage's Quick Summons casts as a quick spell (L1685-1687)."""
    return (mage.quick_summons_level > 0 and spell.type == "Creature" and spell.level <= mage.quick_summons_level
            and mage.quick_summons_subtype in spell.subtypes)


def init_powers(side) -> None:
    side.marker_on = None  # the creature with our Pet or Blood Reaper marker
    side.summons_round = side.reaper_round = side.reward_round = 0
    side.shield_up = False
    side.deflect = side.book.mage.name in DEFLECT_MAGES and bool(side.book.mage.defense)


_REACHES: dict[int, tuple] = {}


def _spell_reaches(book) -> list[tuple[str, int]]:
    """(card id, reach) of the book's attack spells: its range, +1 if quick (cast after a move);
    worked out once per book, the farthest first (_may_be_attacked stops at the first too short)."""
    return per_model(_REACHES, book, lambda b: sorted([(s.card_id, s.range_max + (1 if s.quick else 0))
                                                       for s in b.spells if s.attacks], key=lambda cr: -cr[1]))


class MagePowersMixin:
    """Part of MatchGame (sim/matchup/game.py)."""

    # -- Quick Summons ---------------------------------------------------------------------------
    def is_quick(self, side, spell) -> bool:
        """A quick spell, or a creature our Quick Summons still casts as one this round."""
        return spell.quick or side.summons_round != self.round and summonable(side.book.mage, spell)

    def summoned_quick(self, side, spell) -> None:
        """The creature just cast with the quickcast or after a move used this round's Quick Summons."""
        if not spell.quick and spell.type == "Creature":
            side.summons_round = self.round

    # -- Pet and Blood Reaper ----------------------------------------------------------------------
    def mark(self, side, piece, spell) -> None:
        """A creature entering play takes our marker when it may and we can pay (L1693, L1767)."""
        marker = side.book.mage.marker
        if marker is None or spell.legendary or marker.subtype not in spell.subtypes:
            return
        held = side.marker_on
        if held is not None and held.alive and held in side.creatures:
            return  # one at a time; it comes back when its creature is destroyed (L1705-1707)
        price = spell.level + 1
        if marker.pay == "mana":
            if side.mana - side.hidden_reserve() < price:
                return
            side.mana -= price
        else:
            mage = side.mage
            if mage.damage + price >= mage.life:
                return  # never the Life that would destroy him (the goldfish's rule)
            mage.life -= price  # losing Life is not damage (L1775)
        for keyword, value in marker.grants:
            if keyword == "Melee":
                piece.melee += value
            elif keyword == "Armor":
                piece.armor += value
            elif keyword == "Life":
                piece.life += value
        piece.threats.clear()
        side.marker_on = piece
        self.log("marker", side.idx, marker=marker.name, card=spell.name, cost=price, pay=marker.pay)

    def marker_bonus(self, side, piece, profile, target) -> int:
        """Dice the marker adds to its creature's melee attack: the Pet's Melee +1 in the
        Beastmaster's zone (L1701), the Reaper's Bloodthirsty +2 on a damaged living target (L1779)."""
        if piece is not side.marker_on or profile.kind != "melee" or profile.range_max:
            return 0
        marker = side.book.mage.marker
        if marker.pay == "mana":
            return 1 if piece.zone == side.mage.zone else 0
        thirsty = dict(marker.grants).get("Bloodthirsty", 0)
        return thirsty if target.damage and target.living else 0

    def reaper_heal(self, side, piece, target, dealt: int) -> None:
        """The first time each round the Reaper damages a living creature, the Warlock heals 2 (L1783)."""
        marker = side.book.mage.marker
        if (piece is not side.marker_on or not dealt or not marker.heals_mage or not target.living
                or side.reaper_round == self.round):
            return
        side.reaper_round = self.round
        healed = min(marker.heals_mage, side.mage.damage)
        if healed:
            side.mage.damage -= healed
            self.log("reaper_heal", side.idx, amount=healed)

    # -- Divine Reward -----------------------------------------------------------------------------
    def divine_reward(self, side, spell) -> None:
        reward = side.book.mage.reward
        if reward is None or side.reward_round == self.round or reward.school not in spell.schools \
                or spell.type not in ("Incantation", "Enchantment"):
            return
        side.reward_round = self.round
        side.mage.life += reward.life  # her Life goes up: not healing (L1723)
        self.log("life_gained", side.idx, card=spell.name, amount=reward.life, life=side.mage.life)

    # -- Voltaric Shield ---------------------------------------------------------------------------
    def shield_upkeep(self, side) -> None:
        """Paid in the Upkeep (L1805) when an enemy may attack the Wizard this round and the mana
        spared for our face-down reveals allows it."""
        shield = side.book.mage.shield
        side.shield_up = False  # off at the end of every round (L1811)
        if shield is None or side.mana - side.hidden_reserve() < shield.cost or not self._may_be_attacked(side):
            return
        side.mana -= shield.cost
        side.shield_up = True
        self.log("shield_on", side.idx, cost=shield.cost)

    def _may_be_attacked(self, side) -> bool:
        """An enemy piece that reaches our mage this round (its moves, then its attack's range), or
        an attack spell left in the enemy's book that reaches him (its range, +1 if quick)."""
        mage = side.mage
        foe = self.sides[1 - side.idx]
        for p in foe.pieces():
            if not p.alive or not p.attacks or p.stun or p.sleep:
                continue
            moves = 0 if p.slow is None or p.restrained else 2 if p.fast else 1
            if distance(p.zone, mage.zone) <= moves + max(a.range_max for a in p.attacks):
                return True
        far = distance(foe.mage.zone, mage.zone)
        for cid, reach in _spell_reaches(foe.book):
            if reach < far:
                return False  # (the rest reach no farther)
            if foe.library.get(cid, 0) > 0:
                return True
        return False

    def shielded(self, target, damage: int) -> int:
        """The damage of a strike on a mage after its Shield: 3 prevented, once (L1807)."""
        side = self.sides[target.side]
        if not (side.shield_up and target.is_mage and damage > 0):
            return damage
        side.shield_up = False
        prevented = min(side.book.mage.shield.prevents, damage)
        self.log("shield", target.side, amount=prevented)
        return damage - prevented

    # -- Deflect -------------------------------------------------------------------------------------
    def defense_paid(self, target) -> bool:
        """Whether the target's Defense may be rolled: the Forcemaster pays 1 mana for hers."""
        side = self.sides[target.side]
        if not (target.is_mage and side.deflect and target.defense == side.book.mage.defense):
            return True
        if side.mana < DEFLECT_COST:
            return False
        side.mana -= DEFLECT_COST
        return True

    # -- worn spawnpoints --------------------------------------------------------------------------
    def wear_spawnpoint(self, side, spell) -> None:
        """Echo of the Depths, Libro Mortuos: its creatures enter in the wearer's zone (no fixed zone)."""
        side.spawnpoints.append(Spawnpoint(spell.name, spell.card_id, spell.own_channeling, spell.spawn_rule,
                                           spell.cast_limit))

    def unwear_spawnpoint(self, side, spell) -> None:
        side.spawnpoints = [sp for sp in side.spawnpoints if sp.card_id != spell.card_id]
