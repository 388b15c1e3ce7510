"""A spawnpoint destroyed once it casts (docs/matchup.md "The AI", round 8: the Druid's stalls).

Seedling Pod's card: during Deployment, with 3 mana on it, it may cast a Plant creature (or a Plant
conjuration) into its zone, "and if it does, this card is destroyed" (its db/effects summon row, read
into the compiled spawn rule as ("once", "yes"): sim/game/model.spawn_rule). The matchup kept every Pod
as a spawnpoint for good: four Pods grew a Rooted Vine creature every few rounds each in the Druid's own
corner, where it never reaches the enemy mage, and gave four more Planning slots — two Druids walled in
behind ten Rooted vines each drew 28 of 40 games."""

from __future__ import annotations


def once(spawnpoint) -> bool:
    """Whether the spawnpoint is destroyed once it casts a spell."""
    return ("once", "yes") in spawnpoint.rule


def after_cast(game, side, spawnpoint) -> None:
    """The spawnpoint has cast a spell: a one-shot one (Seedling Pod) is destroyed."""
    if once(spawnpoint) and spawnpoint in side.spawnpoints:
        side.spawnpoints.remove(spawnpoint)
        game._spawn_zone.pop(id(spawnpoint), None)
