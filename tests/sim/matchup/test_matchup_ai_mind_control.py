"""Mind Control's target (holds.control_target), both sides alike: its reveal (twice the creature's
level) may be paid with the mana left after the cast plus the next Channeling, since the reveal
comes between action phases, at the latest in the next Upkeep, after that Channeling (errata 003
L779; game.play_round: Channeling, Upkeep, reveal_pending). Asking it all at once kept the
Forcemaster from taking the Wizard's Darkfenne Hydra (docs/matchup.md "Elusive, and Mind Control's reveal")."""

from __future__ import annotations

import pytest

from tests.sim.matchup.scenario import creature, game, model, spec


@pytest.fixture(scope="module")
def sides(library):
    return (spec(library, "Forcemaster", "Mind Control", label="A"),
            spec(library, "Wizard", "Darkfenne Hydra", label="B"))


@pytest.mark.parametrize("s", [0, 1])
def test_mind_control_counts_the_next_channeling_for_its_reveal(sides, s):
    g = game(*(sides if s == 0 else sides[::-1]), seed="mind")
    me = g.sides[s]
    control = model(me.spec, "Mind Control")
    hydra = creature(g, 1 - s, "Darkfenne Hydra", (1, 0) if s == 0 else (2, 2))  # next to our mage
    need = control.cost + 2 * hydra.level
    assert me.channeling >= 1
    me.mana = need - 1  # one short now, paid by the next Channeling
    assert g.control_target(me, control) is hydra
    me.mana = need - me.channeling - 1  # short even then
    assert g.control_target(me, control) is None
    me.mana = need
    hydra.zone = (2, 1) if s == 0 else (1, 1)  # two zones off: the reveal needs it within 1
    assert g.control_target(me, control) is None
