"""A destroyed mage ends the game at once (000 L464: the last mage standing wins): the winner's
mage does not go on casting its other prepared spell at the corpse. The Anvil Throne Warlord's
goldfish used to quick-cast a Hurl Rock after the Hurl Boulder that killed the target, its mana
counted as spent and the Rock as cast (the Druid's, Beastmasters' and the Wizard's alike). A passive target (no mana, no Channeling) says no mana line either."""

from __future__ import annotations

from spellforge.formats import read_spellbook
from spellforge.sim.game.objects import TargetConfig
from spellforge.sim.matchup.batch import game_of
from spellforge.sim.policy.plan import parse_plan
from spellforge.sim.report.matchup_goldfish import make_matchup_goldfish
from tests.conftest import OFFICIAL_DIR


def test_nothing_is_cast_after_the_kill(library):
    book = read_spellbook(OFFICIAL_DIR / "Warlord (Anvil Throne) Official.o8d", library).book
    # each round a full Hurl Boulder and a quick Hurl Rock, the target in the Warlord's zone
    plan = parse_plan('{"rounds": {' + ", ".join(f'"{r}": ["Hurl Boulder", "Hurl Rock"]' for r in range(1, 9))
                      + '}}', library)
    run = make_matchup_goldfish(book, library, library.mage("Anvil Throne Warlord"), TargetConfig(life=14, distance=0), seed=1,
                                policy="greedy", plan=plan)
    kills = 0
    for i in range(40):
        game, _ = game_of(run.matchup, i, record_events=True)
        events = game.run().events
        ends = [n for n, (_, kind, _, _) in enumerate(events) if kind in ("won", "draw")]
        assert len(ends) == 1 and ends[0] == len(events) - 1  # the end is the last word of the game
        down = next((n for n, (_, kind, side, p) in enumerate(events)
                     if kind == "destroyed" and side == 1 and p.get("piece") == game.sides[1].mage.name), None)
        if down is not None:
            kills += 1
            assert not [e for e in events[down:] if e[1] in ("cast", "attack")], events[down:]
        assert not [e for e in events if e[1] == "mana" and e[2] == 1]  # the passive side never channels
    assert kills >= 30
