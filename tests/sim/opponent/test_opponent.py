"""--opponent dummy: the target fights back with a melee attack each round."""

from __future__ import annotations

from tests.conftest import OFFICIAL_DIR
from spellforge.formats import read_spellbook
from spellforge.sim.game.engine import DummyConfig, TargetConfig
from spellforge.sim.report.summary import make_setup, run_games, summarise


def _report(library, name, games=200, seed=4, **kw):
    book = read_spellbook(OFFICIAL_DIR / name, library).book
    setup = make_setup(book, library, library.mage(book.mage), kw.pop("target", None), **kw)
    return setup, summarise(setup, run_games(setup, games, seed), seed)


def test_passive_target_never_hurts_anyone(library):
    _, report = _report(library, "Wizard Official.o8d")
    assert report["opponent"] == {"kind": "none"}
    assert report["mage_killed"] == 0 and report["creatures_lost_per_game"] == 0


def test_dummy_attacks_creatures_in_its_zone_first_then_the_mage(library):
    setup, _ = _report(library, "Beastmaster Offical.o8d", games=5, opponent=DummyConfig(3))
    events = setup.game(4, 0, record_events=True).run().events
    hits = [e for e in events if e.kind == "attack" and e.data["attacker"] == "target"]
    assert hits, "the dummy attacks every round the target lives"
    creatures_in = {}
    for e in events:
        if e.kind == "attack" and e.data["attacker"] not in ("target", setup.book.mage.name):
            creatures_in.setdefault(e.data["attacker"], e.round)
    for hit in hits:
        engaged = [c for c, r in creatures_in.items() if r <= hit.round]
        if not engaged:
            assert hit.data["foe"] == setup.book.mage.name  # nobody in its zone: the mage


def test_a_strong_dummy_destroys_the_mage_and_the_game_is_lost(library):
    # a target that cannot die in time and hits with 10 dice: the mage falls, no kill is counted
    _, report = _report(library, "Wizard Official.o8d", games=100,
                        target=TargetConfig(life=500), opponent=DummyConfig(10))
    assert report["mage_killed"] > 50
    assert report["rounds_to_kill"]["killed"] == 0


def test_armor_and_piercing_matter(library):
    # the same games: Piercing +3 takes off up to 3 Armor from our creatures and mage
    args = dict(games=300, target=TargetConfig(life=60), seed=9)
    # (the Beastmaster's animals wear armor; the Warlord book's goblins that meet the dummy have none)
    _, plain = _report(library, "Beastmaster Offical.o8d", opponent=DummyConfig(6), **args)
    _, piercing = _report(library, "Beastmaster Offical.o8d", opponent=DummyConfig(6, piercing=3), **args)
    assert piercing["creatures_lost_per_game"] > plain["creatures_lost_per_game"]


def test_goldfish_cli_opponent_dummy(cli_library, library, capsys, monkeypatch):
    import json

    from spellforge.cli import main as cli_main

    path = OFFICIAL_DIR / "Warlock Official.o8d"
    options = ["goldfish", str(path), "--games", "20", "--opponent", "dummy", "--dummy-dice", "5",
               "--dummy-cards", "Rhino Hide, lightning-bolt", "--dummy-channeling", "7", "--distance", "0",
               "--policy", "greedy", "--json"]
    dummy = {"kind": "dummy", "dice": 5, "piercing": 0, "channeling": 7, "mana": 10, "cards": ["rhino-hide", "lightning-bolt"]}
    # the default engine, the matchup's: 0 is our mage's zone of the arena, where the dummy starts and from
    # which it would walk after a creature of ours that left it (docs/matchup.md "What a switch would break")
    assert cli_main(options) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["engine"] == "matchup" and data["opponent"] == dict(dummy, walks=True)
    assert cli_main(options + ["--engine", "goldfish"]) == 0  # the old engine: 0 is no arena, it stands
    assert json.loads(capsys.readouterr().out)["opponent"] == dict(dummy, walks=False)
    assert cli_main(["goldfish", str(path), "--opponent", "dummy", "--dummy-dice", "0"]) == 2
    assert "--dummy-dice" in capsys.readouterr().err
    assert cli_main(["goldfish", str(path), "--opponent", "dummy", "--dummy-cards", "Rhino Hyde"]) == 2
    assert "unknown card 'Rhino Hyde'" in capsys.readouterr().err
    assert cli_main(["goldfish", str(path), "--opponent", "dummy", "--dummy-cards", "Timber Wolf"]) == 2
    assert "Timber Wolf: only attack spells" in capsys.readouterr().err
