"""The goldfish's dummy opponent as a matchup side (sim/matchup/dummy.py; `spellforge goldfish --engine
matchup --opponent dummy`, issue 48 round 7): the side carries the DummyConfig's figures and kit, the
dummy attacks our creature before our mage and walks toward us (or stands), and the CLI gives the
goldfish report's JSON, the same for the same seed."""

from __future__ import annotations

import json

import pytest

from spellforge.sim.game.objects import DummyConfig, TargetConfig
from spellforge.sim.matchup.dummy import dummy_side
from spellforge.sim.matchup.game import MatchGame
from spellforge.sim.matchup.pieces import creature_piece, distance
from spellforge.sim.opponent.kit import dummy_kit
from tests.cli.runner import run
from tests.sim.matchup.scenario import game, model, spec


@pytest.fixture(scope="module")
def fire(library):
    return spec(library, "Warlock", "Fireball", "Fireball", "Timber Wolf", label="fire")


def test_the_side_is_the_dummys_config(library):
    bolt, hide = library.card_by_name("Lightning Bolt").id, library.card_by_name("Rhino Hide").id
    cfg = dummy_kit(DummyConfig(dice=5, piercing=2, channeling=7, mana=4, cards=(bolt, hide), walks=False), library)
    side = dummy_side(TargetConfig(life=20, armor=1, guard_life=6, distance=2), cfg)
    mage = side.book.mage
    assert (mage.life, mage.armor, mage.channeling, mage.starting_mana) == (20, 1, 7, 4)
    (melee,) = mage.attacks
    assert (melee.kind, melee.dice, melee.piercing, melee.full, melee.range_max) == ("melee", 5, 2, False, 0)
    assert side.book.copies == {bolt: 2, hide: 1}  # two of a spell it casts, one of what it wears (DUMMY_COPIES)
    assert (side.start, side.guard, side.dummy) == (2, (6, 0), "stands")


def test_the_dummy_attacks_our_creature_before_our_mage(library, fire):
    dummy = dummy_side(TargetConfig(distance=0), DummyConfig(dice=4))
    g = game(fire, dummy)
    ours, foe = g.sides
    wolf = creature_piece(model(fire, "Timber Wolf"), 0, ours.mage.zone, 1)
    ours.creatures.append(wolf)
    assert foe.mage.zone == ours.mage.zone  # distance 0: the same zone
    g.activate(foe, foe.mage)
    attacks = [p for _, kind, side, p in g.record.events if kind == "attack" and side == 1]
    assert [(a["attacker"], a["target"], a["dice"]) for a in attacks] == [("Target", "Timber Wolf", 4)]


def test_the_dummy_walks_two_zones_toward_us_or_stands(fire):
    for walks, moved in ((True, 2), (False, 0)):
        g = game(fire, dummy_side(TargetConfig(distance=5), DummyConfig(walks=walks)))
        ours, foe = g.sides
        g.activate(foe, foe.mage)  # nothing in reach: its move, and its quick action on a second move (L648)
        assert distance(foe.mage.zone, ours.mage.zone) == 5 - moved
    whole = MatchGame(fire, dummy_side(TargetConfig(distance=3), DummyConfig(walks=False)), "s", record_events=True)
    rec = whole.run()
    assert rec.winner == 0 and not any(k == "move" and s == 1 for _, k, s, _ in rec.events)


@pytest.mark.usefixtures("cli_library")
def test_the_cli_plays_the_dummy_on_the_matchup_engine(capsys, tmp_path):
    book = tmp_path / "fire.txt"
    book.write_text("Mage: Warlock\n4 Fireball\n1 Timber Wolf\n", encoding="utf-8")
    common = (book, "--policy", "greedy", "--games", 6, "--opponent", "dummy", "--dummy-dice", 8,
              "--dummy-cards", "Lightning Bolt", "--json")
    code, out, _ = run(capsys, "goldfish", *common, "--engine", "matchup")
    assert code == 0
    m = json.loads(out)
    g = json.loads(run(capsys, "goldfish", *common)[1])
    assert set(m) == set(g) | {"engine", "dummy_not_simulated"} and m["engine"] == "matchup"
    assert m["opponent"] == g["opponent"] and m["opponent"]["kind"] == "dummy" and m["opponent"]["dice"] == 8
    assert m["dummy_not_simulated"] == []  # the matchup casts Lightning Bolt
    assert 0 <= m["mage_killed"] <= 6 and m["creatures_lost_per_game"] >= 0
    assert json.loads(run(capsys, "goldfish", *common, "--engine", "matchup")[1]) == m  # the same seed, the same JSON
    code, text, _ = run(capsys, "goldfish", *common[:-1], "--engine", "matchup", "--lang", "pl")
    assert code == 0 and "Silnik pojedynków: przeciw manekinowi jako stronie" in text and "Przeciwnik: manekin" in text
