"""Equipment in the two-sided game: an item cast on its mage takes its locations and gives its
grants, attacks, Defense, Regenerate, discounts and Spellbind (000 L1158-1182); a worn spawnpoint
(Echo of the Depths) starts casting (mage_powers.py). Part of MatchGame (sim/matchup/game.py)."""

from __future__ import annotations

from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.matchup.enchantments import _GRANT_FIELD
from spellforge.sim.matchup.pieces import Side


class EquipmentMixin:
    def _cast_equipment(self, side: Side, spell: SpellModel, target, x, where) -> None:
        side.equipment.append(spell)
        for s in spell.slots:
            side.slots[s] += 1
        self._equip(side, spell, 1)
        if spell.spawnpoint:
            self.wear_spawnpoint(side, spell)  # Echo of the Depths, Libro Mortuos (mage_powers.py)
        chosen = self.bindable(side, spell)
        if chosen is not None:  # bound at once, from the book (L1172)
            side.library[chosen.card_id] -= 1
            side.bound.append((spell, chosen))
            self.log("bind", side.idx, card=chosen.name, item=spell.name)

    def _equip(self, side: Side, spell: SpellModel, sign: int) -> None:
        mage = side.mage
        for key, n in spell.grants.items():
            if key in _GRANT_FIELD:
                setattr(mage, _GRANT_FIELD[key], getattr(mage, _GRANT_FIELD[key]) + sign * n)
            elif key == "Channeling":
                side.channeling += sign * n
        for a in () if spell.autonomous else spell.attacks:  # an Autonomous item attacks by itself (gear.py)
            (mage.attacks.append if sign > 0 else mage.attacks.remove)(a)
            mage.threats.clear()  # aim.threat's answers were for the old attacks
        if spell.defense:
            mage.defense = spell.defense if sign > 0 else side.book.mage.defense
        if spell.regen:
            mage.regen = spell.regen if sign > 0 else 0
        if spell.discounts:
            side.keep_discounts(spell, sign)
        self.gear(side, spell, sign)  # Defense +1, Helm of Fear, Veteran's Belt, the rings' dice (gear.py)
