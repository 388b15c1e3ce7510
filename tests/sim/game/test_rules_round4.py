"""Rules the goldfish round-4 judge found broken (issue 47), each on a seeded game whose log shows
the rule at work."""

from __future__ import annotations

from spellforge.domain import Spellbook
from spellforge.formats import read_spellbook
from spellforge.sim.game.engine import DummyConfig, Game, GameConfig, TargetConfig
from spellforge.sim.game.model import compile_book
from spellforge.sim.policy.policies import PlanPolicy
from spellforge.sim.report.summary import make_setup
from tests.conftest import OFFICIAL_DIR

ARENA = TargetConfig(distance=5)  # the CLI's default: opposite corners of the arena


def _official(library, stem, target=ARENA, policy="planner", **kw):
    book = read_spellbook(OFFICIAL_DIR / f"{stem}.o8d", library).book
    return make_setup(book, library, library.mage(book.mage), target, policy=policy, **kw)


def _tiny(library, mage, *names):
    book = Spellbook(name="tiny", mage=mage)
    for n in names:
        book.add(library.card_by_name(n).id)
    return compile_book(book, library, library.mage(mage))


def _logged(setup, seed, games):
    for i in range(games):
        game = setup.game(seed, i, record_events=True)
        game.run()
        yield game.record.events


def test_a_push_against_the_cornered_target_crushes_it(library):
    # 000 L2436-2438, L2494-2500: pushed into a wall with Passage Blocks (every wall of the arena),
    # the creature is not moved but Crushed: an unavoidable 3-dice attack, Armor as usual
    pushes = 0
    for events in _logged(_official(library, "Wizard Official"), 1, 10):
        for i, e in enumerate(events):
            if e.kind == "effect_roll" and "Push" in e.data["effects"] and e.data["foe"] == "target":
                own, crush = events[i + 1], events[i + 2]
                assert own.kind == "attack" and own.data["attack"] == "Jet Stream"
                assert crush.kind == "attack" and crush.data["attack"] == "Crush" and crush.data["dice"] == 3
                assert crush.data["foe"] == "target" and crush.data["attacker"] == "Jet Stream"
                pushes += 1
    assert pushes >= 5


def test_force_push_crushes_a_cornered_guard_that_keeps_its_post(library):
    compiled = _tiny(library, "Beastmaster", "Timber Wolf", "Force Push")
    # our mage in the target's corner zone: the guard cannot be pushed out of it
    config = GameConfig(TargetConfig(life=200, guard_life=50, distance=0), 3)
    game = Game(compiled, PlanPolicy({1: ["timber-wolf"], 2: ["force-push"]}, compiled), config, "s", True)
    game.mage.attacks.clear()
    game.play_round()
    game.play_round()
    round2 = [e for e in game.record.events if e.round == 2 and e.kind == "attack"]
    assert game.record.cast["force-push"] == 1
    assert [(e.data["attack"], e.data["foe"], e.data["dice"]) for e in round2 if e.data["attack"] == "Crush"] == \
        [("Crush", "guard", 3)]
    assert {e.data["foe"] for e in round2 if e.data["attack"] != "Crush"} == {"guard"}  # still on its post
    assert not any(e.kind == "disable" for e in game.record.events)


def test_rooted_creatures_never_move(library):
    # 003 L278: a move (walk, Teleport, push) is declared only by a creature that is not Rooted
    compiled = _tiny(library, "Druid", "Vine Snapper", "Raptor Vine")
    config = GameConfig(TargetConfig(life=60, distance=3), 8, DummyConfig(3))  # the dummy walks to us
    game = Game(compiled, PlanPolicy({1: ["vine-snapper"], 3: ["raptor-vine"]}, compiled), config, "s", True)
    record = game.run()
    events = record.events
    assert record.cast["vine-snapper"] == 1 and record.cast["raptor-vine"] == 1
    assert not [e for e in events if e.kind == "move" and e.data["attacker_id"] in ("vine-snapper", "raptor-vine")]
    assert any(e.kind == "dummy_move" for e in events)
    # they bite once the target has walked into their zone
    assert any(e.kind == "attack" and e.data["attacker_id"] == "vine-snapper" and e.data["foe"] == "target"
               for e in events)
    # against a target that never comes they are not cast at all: they would stand in our corner
    passive = Game(compiled, PlanPolicy({1: ["vine-snapper"]}, compiled), GameConfig(TargetConfig(distance=3), 4),
                   "s", True)
    assert passive.run().cast["vine-snapper"] == 0
