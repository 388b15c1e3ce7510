"""The incantations of round 6's second round (branch i48), each in its own module: spells.py's
seams (spell_pick, play_spell) ask here for Drain Power (mana_magic.py), Banish (banish.py) and
Zombie Frenzy (frenzy.py)."""

from __future__ import annotations

from spellforge.sim.game.spell_model import SpellModel
from spellforge.sim.matchup.banish import banish, banish_pick
from spellforge.sim.matchup.frenzy import frenzy, frenzy_pick
from spellforge.sim.matchup.mana_magic import drain, drain_pick
from spellforge.sim.matchup.played import frenzy_of


def handles(spell: SpellModel) -> bool:
    tags = spell.tags
    return bool(tags.get("drain_mana") or tags.get("banish") or frenzy_of(spell))


def more_pick(game, side, spell: SpellModel, mage, reach: int):
    """spell_target's answer (target, X) for one of these, or None."""
    tags = spell.tags
    if tags.get("drain_mana"):
        return drain_pick(game, side, spell, mage, reach)
    if tags.get("banish"):
        return banish_pick(game, side, spell, mage, reach)
    return frenzy_pick(game, side, spell, mage, reach)


def more_play(game, side, spell: SpellModel, target) -> None:
    """_cast_incantation's seam for one of these."""
    tags = spell.tags
    if tags.get("drain_mana"):
        drain(game, side, spell, target)
    elif tags.get("banish"):
        banish(game, side, spell, target)
    else:
        frenzy(game, side, spell)
