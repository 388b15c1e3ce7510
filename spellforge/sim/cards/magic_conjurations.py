"""Our conjurations that attack once a round from where they stand (spellforge.sim.cards.magic_tags):
Corrosive Orchid (its 2-dice Corrosive Mist, range 0-0: placed in the target's zone; once, its
Mist token pays an item's casting cost to destroy it on the dummy) and Temple of Light (pay X, X up
to the temples we control: X dice, X added to the effect die: Stun on 9-10, Daze on 11+). Both
attack from the round after they are cast. Part of Game (spellforge.sim.game.engine)."""

from __future__ import annotations

from dataclasses import replace

from spellforge.sim.opponent.magic import REMOVAL_FIRST, _value


class MagicConjurationsMixin:
    """Part of Game (spellforge.sim.game.engine)."""

    def conjurations_attack(self) -> None:
        for entry in self._orchids:
            if entry[2] <= self.round and self.target.alive:
                entry[2] = self.round + 1  # once a round
                if entry[0].tags.get("temple"):
                    self._temple_attack(entry[0])
                else:
                    self._orchid_attack(entry)

    def _orchid_attack(self, entry: list) -> None:
        """Corrosive Orchid attacks the target; once, its Mist lets us pay an item's cost to destroy
        that item on the dummy (the most valuable one, when it is worth Armor +1 or more)."""
        spell = entry[0]
        self._resolve_attack(spell.name, spell.attacks[0], self.target, None, spell.card_id)
        if not entry[1] or self.dm is None:  # the Mist works when its attack targets a mage
            return
        items = sorted((o for o in self.dm.objects if o.model.type == "Equipment"), key=lambda o: -_value(o))
        if items and _value(items[0]) >= REMOVAL_FIRST and self.mana >= items[0].model.cost:
            self._pay(items[0].model.cost)
            entry[1] = 0
            self._dummy_loses(items[0], "destroyed", spell)

    def _temples(self) -> int:
        """The temples we control (Temple of Light, Temple of Asyra…): X is at most this."""
        ids = {s.card_id for s in self.spawnpoints} | self.in_play | {e[0].card_id for e in self._orchids}
        return sum(1 for cid in ids if cid in self.models and "Temple" in self.models[cid].subtypes)

    def _temple_attack(self, spell) -> None:
        x = min(self._temples(), self.mana)
        if x < 1:
            return
        self._pay(x)
        base = spell.attacks[0]
        rows = tuple(replace(r, low=r.low - x, high=r.high if r.high >= 99 else r.high - x) for r in base.effects)
        self._resolve_attack(spell.name, replace(base, dice=x, effects=rows), self.target, None, spell.card_id)
