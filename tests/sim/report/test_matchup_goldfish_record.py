"""The goldfish's figures of a matchup game (sim/matchup/figures.py, MatchRecord; the report of
`spellforge goldfish --engine matchup`, sim/report/matchup_goldfish.py), checked round by round
against the game's own log: a Warlock with four Fireballs and a Timber Wolf against the passive
target one zone away."""

from __future__ import annotations

from collections import Counter

import pytest

from spellforge.sim.game.objects import TargetConfig
from spellforge.sim.matchup.batch import passive_side
from spellforge.sim.matchup.game import MatchGame
from spellforge.sim.report.matchup_goldfish import goldfish_record
from tests.sim.matchup.scenario import spec


@pytest.fixture(scope="module")
def played(library):
    fire = spec(library, "Warlock", "Fireball", "Fireball", "Fireball", "Fireball", "Timber Wolf", label="fire")
    return MatchGame(fire, passive_side(target=TargetConfig(distance=1)), "f", record_events=True).run()


def _by_round(rec, kinds: tuple[tuple[str, int], ...], key: str, where=lambda p: True) -> Counter:
    out = Counter()
    for r, kind, side, p in rec.events:
        if (kind, side) in kinds and where(p):
            out[r] += p[key]
    return out


def test_each_rounds_figures_are_the_logs(played):
    rec = played
    assert rec.winner == 0 and rec.how == "mage_killed"
    rounds = range(1, rec.rounds + 1)
    on_target = _by_round(rec, (("attack", 0), ("direct", 1)), "damage",
                          lambda p: p.get("target", p.get("piece")) == "Target")
    assert rec.dealt[0] == [on_target[r] for r in rounds] and sum(rec.dealt[0]) >= 32
    paid = _by_round(rec, (("cast", 0),), "mana")  # nothing here has an upkeep; every cast is from the mage's pool
    assert rec.spent[0] == [paid[r] for r in rounds] and sum(rec.spent[0]) > 0
    pool = {r: p["mana"] for r, kind, side, p in rec.events if (kind, side) == ("mana", 0)}  # after Channeling
    assert rec.left[0] == [pool[r] - paid[r] for r in rounds]
    assert rec.dealt[1] == rec.spent[1] == [0] * rec.rounds  # the passive side does nothing
    assert rec.first_creature == [1, None] and rec.lost == [0, 0]


def test_the_goldfish_record_of_side_a(played):
    g = goldfish_record(played, 0)
    assert g.rounds_to_kill == played.rounds and g.mage_killed is None
    assert (g.damage, g.spent, g.left) == (played.dealt[0], played.spent[0], played.left[0])
    assert g.first_creature == 1 and g.creatures_lost == 0
    assert g.cast["fireball"] >= 2 and g.cast["timber-wolf"] == 1 and not g.from_wand
    target = goldfish_record(played, 1)  # the other side's view: it never killed, its mage was
    assert target.rounds_to_kill is None and target.mage_killed == played.rounds and target.first_creature is None
