"""Mage abilities that act in play, from the facts in sim/game/abilities.py (rules digest §2.2):
the Blood Reaper heals the Warlock, Divine Reward gives the Priestess Life, the Voltaric Shield
stops damage to the Wizard. Part of Game.

They matter only when our mage can be hurt (`--opponent dummy`): healing needs damage, Life
needs an attack that could destroy the mage, and the Shield is paid only in a round the dummy
can attack our mage.
"""

from __future__ import annotations

from spellforge.sim.game.events import Event


class MageAbilitiesMixin:
    """Part of Game (spellforge.sim.game.engine)."""

    def _init_mage_abilities(self) -> None:
        self._reaper_round = 0  # the round the Blood Reaper first damaged a living creature
        self._reward_round = 0  # the round Divine Reward last gave Life
        self.shield_up = False
        self.vines: list[int] = []  # our Vine markers: each one's distance from the target's zone

    # -- the Druid's Vine markers (003 L500-511, L577-579) ------------------------------------------
    def place_vines(self) -> None:
        """Each Planning phase: a marker in the zone next to our marker nearest the target (or in
        our mage's zone), so the vines grow one zone a round toward the target. No arena: every
        zone is in reach, the marker goes in the target's zone."""
        for _ in range(self.book.mage.vine_markers):
            if self.distance is None:
                self.vines.append(0)
            else:
                self.vines.append(max(0, min([self.distance] + [v - 1 for v in self.vines])))

    def vine_ready(self, spell) -> bool:
        """Burst of Thorns (target "Friendly Vine Marker", range 0-2): a marker of ours within its
        range of our mage and in the target's zone, where the marker's own attack (range 0) hits."""
        if 0 not in self.vines:
            return False
        return self.distance is None or spell.range_min <= self.distance <= spell.range_max

    def use_vine(self, distance: int) -> None:
        """The spell destroys the marker it used."""
        self.vines.remove(distance)

    def vine_creature_zone(self, spell) -> int | None:
        """Where a Rooted Vine creature may be cast through a marker of ours (it destroys the marker,
        ignores the spell's range and may go in the marker's zone or next to it, 003 L508-509): the
        zone next to our marker nearest the target; None without a marker, an arena or the Vine subtype."""
        if not self.vines or self.distance is None or "Vine" not in spell.subtypes:
            return None
        return max(0, min(self.vines) - 1)

    def reaper_hit(self, unit) -> None:
        """The first time each round the Blood Reaper damages a living creature (the target is a
        mage, its guard a creature: both living) the Warlock heals 2 (L1783); with no damage on
        him that first hit gives nothing."""
        marker = self.book.mage.marker
        if unit is not self.marker_on or not marker.heals_mage or self._reaper_round == self.round:
            return
        self._reaper_round = self.round
        healed = min(marker.heals_mage, self.mage.damage)
        if healed:
            self.mage.damage -= healed
            if self._log is not None:
                self._log.append(Event(self.round, "reaper_heal", {"amount": healed}))

    def divine_reward(self, spell) -> None:
        """Once a round, a Holy incantation our mage casts or a Holy enchantment of ours revealed:
        +1 Life, its Life goes up, which is not healing (L1719-1725)."""
        reward = self.book.mage.reward
        if reward is None or self._reward_round == self.round or reward.school not in spell.schools \
                or spell.type not in ("Incantation", "Enchantment"):
            return
        self._reward_round = self.round
        self.mage.life += reward.life
        if self._log is not None:
            self._log.append(Event(self.round, "life_gained", {"card": spell.name, "card_id": spell.card_id,
                                                               "amount": reward.life, "life": self.mage.life}))

    def shield_upkeep(self) -> None:
        """The Voltaric Shield, paid in the Upkeep for this round (L1805), when the dummy can attack
        our mage this round: no creature of ours it would attack first, and (with an arena) it
        stands in our mage's zone or, walking, one zone away (a move and a quick attack)."""
        shield = self.book.mage.shield
        self.shield_up = False  # it turns off at the end of every round (L1811)
        if shield is None or self.config.opponent is None or self.mana < shield.cost:
            return
        victim = self._dummy_victim()
        if self.distance is not None and self.distance > 0:
            reach = 1 if self.walking else 0
            if victim is not None or self.distance > reach or any(
                    u.alive and not u.flying and u.dist <= 1 for u in self.creatures):
                return
        elif victim is not self.mage:
            return
        self._pay(shield.cost)
        self.shield_up = True
        if self._log is not None:
            self._log.append(Event(self.round, "shield_on", {"cost": shield.cost}))

    def shielded(self, victim, damage: int) -> int:
        """The damage an attack deals our mage after the Shield: it prevents 3 of the first attack
        that damages the Wizard this round, after armor; then it is spent (L1807)."""
        if not (self.shield_up and victim.is_mage and damage > 0):
            return damage
        self.shield_up = False
        prevented = min(self.book.mage.shield.prevents, damage)
        if self._log is not None:
            self._log.append(Event(self.round, "shield", {"amount": prevented}))
        return damage - prevented
