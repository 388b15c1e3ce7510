"""A mage whose prepared quick spell reaches only after a step, and who refuses the step (it would
walk into more enemy melee: defend.safe_step), still has its action: with a Meditation Amulet it
meditates for 3 mana (the amulet's full action). It used to end its turn there, the amulet unused."""

from __future__ import annotations

from tests.sim.matchup import scenario


def test_a_mage_that_will_not_step_to_cast_meditates(library, monkeypatch):
    from spellforge.sim.matchup import defend

    a = scenario.spec(library, "Wizard", "Meditation Amulet", "Lightning Bolt", label="A")
    b = scenario.spec(library, "Beastmaster", "Steelclaw Grizzly", label="B")
    game = scenario.game(a, b, "med")
    side = game.sides[0]
    side.mana += 30
    side.prepared = [scenario.model(a, "Meditation Amulet")]
    assert game.cast(side, scenario.model(a, "Meditation Amulet"))
    grizzly = scenario.creature(game, 1, "Steelclaw Grizzly", (2, 1))  # 3 zones: in reach after a step
    bolt = scenario.model(a, "Lightning Bolt")  # range 0-2: the Grizzly only after a step
    assert game.spell_target(side, bolt) is None and game.spell_target(side, bolt, moved=True)[0] is grizzly
    side.prepared, side.quick_used = [bolt], False
    monkeypatch.setattr(defend, "safe_step", lambda *args: False)  # the step is refused (more melee there)
    zone, before = side.mage.zone, side.mana
    game.mage_turn(side)
    assert side.mage.zone == zone and not scenario.events(game, "move")
    assert side.mana == before + 3 and scenario.events(game, "meditate")
