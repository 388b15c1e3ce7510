"""The hidden reactions revealed against an enemy spell, both sides (docs/matchup.md): Nullify
(the spell is countered, L843, L2404-2406), Jinx (the bearer's quick spell goes back to the book),
Reverse Magic (the spell turns on its caster). Part of MatchGame."""

from __future__ import annotations

from spellforge.sim.matchup.pieces import Piece


class ReactionsMixin:
    def _jinxed(self, caster: Piece) -> bool:
        """A hidden Jinx on the caster of a quick spell, revealed by its owner: the spell is
        countered and goes back to the book, its mana refunded; Jinx goes."""
        ench = caster.hidden("jinx")
        if ench is None or ench.owner == caster.side or self.sides[ench.owner].mana < self.reveal_cost(ench):
            return False
        self.sides[ench.owner].mana -= self.reveal_cost(ench)
        caster.enchantments.remove(ench)
        self.log("jinx", ench.owner, card=ench.spell.name, bearer=caster.name)
        return True

    def _reversed(self, target: Piece) -> bool:
        """The target's hidden Reverse Magic, revealed by its owner when it can pay."""
        return self._revealed_against(target, "reverse_magic")

    def _nullified(self, target: Piece, spell=None) -> bool:
        """The target's hidden Nullify, revealed by its owner when it can pay: the enemy spell is
        countered and Nullify goes; else its Mind Shield against a psychic spell (versus.py)."""
        return self._revealed_against(target, "nullify") or spell is not None and self.shield_counters(target, spell)

    def _revealed_against(self, target: Piece, tag: str) -> bool:
        """The target's own hidden reaction of this tag, paid for and revealed (it goes, logged by
        its tag); False when it has none of its owner's or the owner cannot pay."""
        ench = target.hidden(tag)
        owner = self.sides[target.side]
        if ench is None or ench.owner != target.side or owner.mana < self.reveal_cost(ench):
            return False
        owner.mana -= self.reveal_cost(ench)
        target.enchantments.remove(ench)
        self.log(tag, target.side, card=ench.spell.name, bearer=target.name)
        return True
