"""Upkeep of our revealed enchantments (Forcefield, Barkskin, Force Crush…): paid each Upkeep
phase from the mage's pool like a creature's or a conjuration's, or the enchantment is destroyed
(L2356-2360). A face-down enchantment pays nothing: Upkeep starts once it is revealed. Part of
Game (the upkeep list of spellforge.sim.game.casting)."""

from __future__ import annotations

from dataclasses import dataclass

from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.game.objects import Foe, Unit

# what attach_tactic adds to a Foe (a curse of ours) and to a Unit, taken back when it lapses
_FOE_TAGS = (("marked", "marked"), ("weaken", "weaken"), ("dot_enchant", "dot_enchant"),
             ("growing", "dot_growing"), ("lullaby", "lullaby"))
_UNIT_GRANTS = (("melee", "Melee"), ("ranged", "Ranged"), ("piercing", "Piercing"),
                ("bloodthirsty", "Bloodthirsty"), ("armor", "Armor"), ("life", "Life"))


@dataclass(frozen=True)
class Enchanted:
    """An enchantment of ours in play on `bearer`, in the upkeep list."""

    spell: SpellModel
    bearer: object  # Unit or Foe

    @property
    def alive(self) -> bool:
        if self.spell.tags.get("control") and isinstance(self.bearer, Foe):  # the guard we control
            return self.bearer.damage < self.bearer.life
        return self.bearer.alive


class EnchantUpkeepMixin:
    """Part of Game (spellforge.sim.game.engine)."""

    def keep_enchantment(self, spell: SpellModel, bearer) -> None:
        """Called when an enchantment is revealed: from the next Upkeep on it costs its Upkeep.
        Restraints pay theirs in the arena (spellforge.sim.game.arena)."""
        upkeep = spell.upkeep or (self.x_level(bearer) if spell.upkeep_x else 0)  # Mind Control: +X, X its level
        if upkeep and not spell.tags.get("restrain"):
            self.upkeepers.append((spell.card_id, upkeep, Enchanted(spell, bearer)))

    def lapse_enchantment(self, item: Enchanted) -> None:
        """Its Upkeep was not paid: the enchantment is destroyed and what it gave is taken back."""
        spell, bearer = item.spell, item.bearer
        bearer.enchantments.discard(spell.card_id)
        if isinstance(bearer, Foe):
            if spell.tags.get("control") and bearer.removed:  # control ends: the guard stands for the
                bearer.removed = False  # target again, Stunned as the enchantment is destroyed (its card's row)
                bearer.stun = 1
            bearer.armor_down += spell.grants.get("Armor", 0)
            bearer.dot -= spell.dot
            bearer.curses -= 1
            for field, tag in _FOE_TAGS:
                setattr(bearer, field, max(0, getattr(bearer, field) - spell.tags.get(tag, 0)))
            return
        if not isinstance(bearer, Unit):
            return
        g = spell.grants
        for field, key in _UNIT_GRANTS:
            setattr(bearer, field, getattr(bearer, field) - g.get(key, 0))
        if spell.defense and bearer.defense == spell.defense:
            bearer.defense = 0
        if spell.regen and bearer.regen == spell.regen:
            bearer.regen = 0
        if bearer.is_mage:
            self.channeling -= g.get("Channeling", 0)
        if self.reaction_names.get((id(bearer), "forcefield")) is spell:
            bearer.forcefield = bearer.forcefield_max = 0
            del self.reaction_names[(id(bearer), "forcefield")]
        if not bearer.is_mage and bearer.damage >= bearer.life:  # a Life +X it no longer has (L1222)
            bearer.alive = False
        bearer.changed()
