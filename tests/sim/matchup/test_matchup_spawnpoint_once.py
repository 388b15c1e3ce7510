"""A spawnpoint destroyed once it casts (round 8: the Druid's stalls, docs/matchup.md "The AI").

Seedling Pod's card (its db/effects summon row, checked against the OCTGN text): with 3 mana on it, in
Deployment it may cast a Plant creature into its zone, "and if it does, this card is destroyed". The
matchup kept every Pod as a spawnpoint for good, so four Pods grew a Rooted Vine creature each every
few rounds in the Druid's corner: two Druids behind ten Rooted vines each drew 28 of 40 games (seed 1).
Real cards, constructed positions."""

from __future__ import annotations

import pytest

from spellforge.sim.matchup import spent
from tests.sim.matchup import scenario


@pytest.fixture(scope="module")
def books(library):
    druid = scenario.spec(library, "Druid", "Seedling Pod", "Raptor Vine", "Raptor Vine", "Vine Tree", label="A")
    other = scenario.spec(library, "Druid", "Raptor Vine", label="B")
    return druid, other


def _spawnpoint(g, name):
    side = g.sides[0]
    side.prepared = [scenario.model(side.spec, name)]
    assert g.cast(side, side.prepared[0])
    return next(sp for sp in side.spawnpoints if sp.name == name)


def test_the_pod_is_destroyed_once_it_casts(books):
    g = scenario.game(*books, mana=30)
    side = g.sides[0]
    pod = _spawnpoint(g, "Seedling Pod")
    assert spent.once(pod)
    pod.pool = 3  # "min 3 mana on it"
    side.prepared = [scenario.model(side.spec, "Raptor Vine")]
    g.deploy(side)
    assert [c.name for c in side.creatures] == ["Raptor Vine"]
    assert pod not in side.spawnpoints  # before: it stayed, and cast a Raptor Vine again
    side.prepared = [scenario.model(side.spec, "Raptor Vine")]
    g.deploy(side)
    assert [c.name for c in side.creatures] == ["Raptor Vine"]


def test_the_pod_waits_for_its_mana_and_stays(books):
    g = scenario.game(*books, mana=30)
    side = g.sides[0]
    pod = _spawnpoint(g, "Seedling Pod")
    pod.pool = 2
    side.prepared = [scenario.model(side.spec, "Raptor Vine")]
    g.deploy(side)
    assert not side.creatures and pod in side.spawnpoints  # nothing cast: it is not destroyed


def test_a_tree_spawnpoint_stays(books):
    g = scenario.game(*books, mana=40)
    side = g.sides[0]
    tree = _spawnpoint(g, "Vine Tree")
    assert not spent.once(tree)
    for _ in range(2):
        side.prepared = [scenario.model(side.spec, "Raptor Vine")]
        g.deploy(side)
    assert [c.name for c in side.creatures] == ["Raptor Vine", "Raptor Vine"] and tree in side.spawnpoints
