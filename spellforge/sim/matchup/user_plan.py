"""A user's casting plan in the matchup (`spellforge goldfish --plan PLAN.json --engine matchup`;
sim/policy/plan.py reads the file, docs/goldfish.md "User plan").

The plan names the cards to prepare in some rounds (SideSpec.plan). In those rounds the AI's
preparation (ai.AIMixin._prepare) takes exactly those cards, in the plan's order, through the same
rules as its own choice: a Planning slot and an action left for each (L554-562), mana for it after
what is kept for a face-down Block, a copy left in the book, one equipment, enchantment or
conjuration a round, something to act on now (ai.cost_of). A named card that fails one of them is
not prepared that round, as the goldfish's engine casts a planned spell only if it can. The AI's
own judgement is left out: no reordering (a take-over spell first), no skipped defence against a
harmless opponent, no Rooted creature left in the book, no move first (approach.walks_first) that
would leave no action for a named full spell. The other rounds follow the searched
styles (SideSpec.opening/then) or, with "then": "nothing", prepare nothing.

A card the matchup cannot play (not in the book, not simulated, or matchup_reason) is dropped from
the plan and reported as the goldfish reports it (`plan_skipped`).
"""

from __future__ import annotations

from spellforge.sim.game.model import CompiledBook
from spellforge.sim.game.spell_model import ROLE_DEFENSE, SpellModel
from spellforge.sim.matchup.checks import least_cost
from spellforge.sim.matchup.mage_powers import summonable
from spellforge.sim.matchup.pieces import matchup_reason


def spell_facts(mage, s: SpellModel) -> tuple:
    """A spell's facts for the preparation's quick checks (ai._prepare): the spell, its card id, its
    printed cost, whether it is a quick spell for our mage (Quick Summons: mage_powers.py), one a round
    (equipment, enchantment, conjuration), the least it may cost, what spawnpoints allow of it (filled
    in by checks.spawn_allows), its own quickness, whether it is a defence."""
    return (s, s.card_id, s.cost, s.quick or summonable(mage, s), s.type in ("Equipment", "Enchantment", "Conjuration"),
            least_cost(s), {}, s.quick, s.role == ROLE_DEFENSE)


def playable(book: CompiledBook) -> dict[str, SpellModel]:
    """The book's spells the matchup plays, by card id."""
    return {s.card_id: s for s in book.spells if not matchup_reason(s)}


def side_plan(book: CompiledBook, rounds: dict[int, list[str]]) -> tuple[tuple[tuple[int, tuple[str, ...]], ...], list[str]]:
    """(SideSpec.plan, the skipped card ids): the plan's rounds with only the cards the matchup plays."""
    known = playable(book)
    plan = tuple(sorted((r, tuple(c for c in ids if c in known)) for r, ids in rounds.items()))
    skipped = sorted({c for ids in rounds.values() for c in ids if c not in known})
    return plan, skipped


def named(game, side) -> list[tuple] | None:
    """This round's facts of the user's plan for ai._prepare (None: the AI chooses; []: nothing)."""
    plan = side.spec.plan
    if plan is None:
        return None
    for r, ids in plan:
        if r == game.round:
            spells = {s.card_id: s for s in side.book.spells}
            return [spell_facts(side.book.mage, spells[c]) for c in ids]
    return None if side.spec.plan_then else []


def walk_allowed(named: list[tuple] | None) -> bool:
    """Whether the mage may spend its action on a move first (approach.walks_first) this round: not
    when the user's plan names a spell that needs the full action (a move keeps only its quick half)."""
    return named is None or all(quick for _, _, _, quick, *_ in named)
