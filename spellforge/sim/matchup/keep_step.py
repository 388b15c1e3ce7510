"""The approaching mage's step against a full spell after a quick one (docs/matchup.md "The AI":
Preparation, "The narrow rule").

A full spell may follow a quick one in Planning: the quick spell takes the quickcast, the full one
the action (000 L592, 004 L563). In an approaching style (the goldfish planner's APPROACH: attack,
mana then attack) the action was the mage's step into its attack spells' range (a move, then the
quick half of the action, L690-695; `defend.press` when nothing else is cast); a full creature
after a quick spell took it, the mages stayed apart and games became creatures against creatures
(Wizard against Warlock 13.3 -> 18 rounds). So, in those styles only, while no attack spell our mage
can pay for reaches the enemy mage from where it stands, a full non-attack spell does not follow a
quick one when the mage would step instead: a quick attack spell later in the order would reach
the enemy mage after the step, or its action left unused would be `press`'s step. Develop and
creatures rounds keep the full spell (the Warlord's Barracks, then the Goblin Builder)."""

from __future__ import annotations

from spellforge.sim.game.spell_model import ROLE_ATTACK
from spellforge.sim.matchup.defend import press_zone
from spellforge.sim.matchup.pieces import distance
from spellforge.sim.policy.planner import APPROACH


def _reaches_mage(spell, d: int) -> bool:
    """Whether an attack spell reaches the enemy mage `d` zones away (its range, as ai._aimed_foes)."""
    return spell.range_min <= d <= max(spell.range_max, spell.attacks[0].range_max)


def keeps_step(game, side, spell, order: list, at: int, budget: int) -> bool:
    """Whether the full spell `spell` (order[at], ai._prepare's facts) gives way to the mage's step
    after a quick spell already prepared; `budget`: the mana left for this round's spells."""
    if spell.role == ROLE_ATTACK or side.spec.dummy or side.spec.style(game.round) not in APPROACH:
        return False
    mage, library = side.mage, side.library
    d = distance(mage.zone, game.sides[1 - side.idx].mage.zone)
    if d == 0 or any(a.spell_cost and a.spell_cost <= side.mana and a.reaches(d) for a in mage.attacks):
        return False  # (its own attack spells: the Wizard's Arcane Zap)
    if any(s.role == ROLE_ATTACK and s.attacks and s.cost <= side.mana and library.get(s.card_id, 0) > 0
           and _reaches_mage(s, d) for s in side.book.spells):
        return False  # in reach from here: the full spell may take the action
    if any(f[0].role == ROLE_ATTACK and f[0].attacks and f[0].quick and f[0].cost <= budget
           and library.get(f[1], 0) > 0 and _reaches_mage(f[0], d - 1) for f in order[at + 1:]):
        return True  # the step, then that quick attack
    return press_zone(game, side) is not None
