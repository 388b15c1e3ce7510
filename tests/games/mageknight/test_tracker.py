"""The round tracker (games/mageknight/tracker.py and tracker_store.py): day and night, fame and
level, reputation, the tactics and which leave the game by mode (MK L1422-1423, L1498-1499,
L3077-3083), the automaton's seeded pick, saving with undo, and the CLI."""

from __future__ import annotations

import json

import pytest

from spellforge.cli import main
from spellforge.games.mageknight import tracker, tracker_store
from spellforge.games.mageknight.store import library
from spellforge.games.mageknight.tracker import TrackerError


def _run(capsys, *argv):
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def test_day_night_and_the_round_limit():
    t = tracker.new("g", "competitive", 3, [("Anna", ""), ("Boris", "")])
    times = []
    for _ in range(3):
        times.append(t.time)
        t.take_tactic("Anna", 2)
        t.take_tactic("Boris", 1)
        assert t.turn_order() == ["Boris", "Anna"]  # the lower number goes first (L247-249)
        assert t.next_round() == []  # competitive: the tactics are gathered again (L237)
    assert times == ["day", "night", "day"] and t.finished  # day first (L182)
    with pytest.raises(TrackerError) as err:
        t.add_fame("Anna", 1)
    assert err.value.code == "game_over"


def test_solo_dummy_both_tactics_leave():
    t = tracker.new("s", "solo", 4, [("Anna", "tovak")], seed=3)
    picked = t.take_tactic("Anna", 4)  # you first, then the dummy at random from the rest (L1422)
    assert picked is not None and int(picked) != 4 and t.tactics["dummy"] == int(picked)
    gone = t.next_round()
    assert sorted(gone) == sorted([4, int(picked)]) and t.removed["day"] == sorted(gone)  # both (L1423)
    t.take_tactic("Anna", 4)  # a night tactic 4 is still there
    assert t.time == "night"


def test_coop_dummy_first_and_one_players_tactic_leaves():
    t = tracker.new("c", "coop", 6, [("Anna", ""), ("Boris", "")], seed=1)
    t.take_tactic("Anna", 1)
    assert "dummy" in t.tactics  # the dummy took one before the first player (L1498)
    dummy = t.tactics["dummy"]
    t.take_tactic("Boris", next(c for c in t.available()))
    with pytest.raises(TrackerError) as err:
        t.next_round()  # which one leaves is the players' choice (L1499)
    assert err.value.code == "choose_tactic_to_remove"
    with pytest.raises(TrackerError):
        t.next_round(remove=dummy)  # not the dummy's
    assert t.next_round(remove=1) == [1] and t.removed["day"] == [1]


@pytest.mark.parametrize("scenario, players", [("lost-relic", 2), ("conquest", 4)])
def test_coop_tactics_stay_in_the_lost_relic_and_with_four_players(scenario, players):
    """The Lost Relic's co-op has no removal rule (MK L4347); four players never remove tactics
    in a co-op game, whatever the scenario says (L2901-2903): else a 4-player game with the dummy
    would run out of the six tactics by the fifth round."""
    names = ["Anna", "Boris", "Vera", "Gleb"][:players]
    t = tracker.new("c", "coop", 6, [(n, "") for n in names], scenario, seed=5)
    for _ in range(5):
        for name in names:
            t.take_tactic(name, t.available()[0])
        assert t.next_round() == []
    assert t.removed == {"day": [], "night": []} and t.round == 6
    for name in names:
        t.take_tactic(name, t.available()[0])
    with pytest.raises(TrackerError) as err:
        t.next_round(remove=t.tactics[names[0]])
    assert err.value.code == "no_tactic_leaves"


def test_volkare_modes():
    solo = tracker.new("v", "volkare-solo", 6, [("Anna", "")], seed=2)
    his = int(solo.take_tactic("Anna", 6))
    assert solo.next_round() == [6] and his not in solo.removed["day"]  # yours leaves, his stays (L3078)
    coop = tracker.new("w", "volkare-coop", 6, [("Anna", ""), ("Boris", "")], seed=2)
    coop.take_tactic("Anna", 1)
    assert "volkare" not in coop.tactics  # players first (L3082)
    coop.take_tactic("Boris", 2)
    assert "volkare" in coop.tactics and coop.next_round() == []  # none leaves (L3083)


def test_the_automatons_pick_is_seeded():
    picks = set()
    for _ in range(3):
        t = tracker.new("x", "solo", 4, [("Anna", "")], seed=11)
        picks.add(t.take_tactic("Anna", 1))
    assert len(picks) == 1


def test_fame_gives_the_level_and_reputation_moves_both_ways():
    lib = library()
    t = tracker.new("f", "competitive", 4, [("Anna", "")])
    t.add_fame("Anna", 8)
    assert tracker.level_of(lib.levels, t.player("anna").fame) == 3  # 8 fame: level 3 (L4841)
    t.add_reputation("Anna", -3)
    t.add_reputation("Anna", 1)
    assert t.player("Anna").reputation == -2
    with pytest.raises(TrackerError):
        t.add_fame("Anna", -1)  # fame only grows (L4849)


def test_saved_with_undo():
    t = tracker.new("Партия 1", "competitive", 4, [("Anna", ""), ("Boris", "")])
    tracker_store.save(t, "new", create=True)
    t.add_fame("Anna", 5)
    tracker_store.save(t, "fame Anna 5")
    assert tracker_store.load("Партия 1").player("Anna").fame == 5
    back, undone = tracker_store.undo("Партия 1")
    assert undone == "fame Anna 5" and back.player("Anna").fame == 0
    assert tracker_store.load("Партия 1").player("Anna").fame == 0
    with pytest.raises(TrackerError) as err:
        tracker_store.undo("Партия 1")
    assert err.value.code == "nothing_to_undo"
    with pytest.raises(TrackerError) as err:
        tracker_store.save(tracker.new("Партия 1", "competitive", 4, [("C", "")]), "new", create=True)
    assert err.value.code == "tracker_exists"  # a new tracker never overwrites one


def test_a_damaged_file_is_named_and_kept():
    path = tracker_store.folder() / "bad.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "spellforge-mk-tracker-1", "versions": [\n', encoding="utf-8")
    with pytest.raises(TrackerError) as err:
        tracker_store.load("bad")
    assert err.value.code == "unreadable" and "bad.json" in err.value.params["file"]
    assert path.read_text(encoding="utf-8").endswith("[\n")


def test_cli(capsys):
    rc, out, _ = _run(capsys, "mk", "tracker", "new", "t1", "--mode", "volkare-solo", "--player", "Anna=Тобак",
                      "--scenario", "volkares-quest", "--json")
    data = json.loads(out)
    # the scenario's sheet gives the round limit and Volkare's level (L3273, L3297)
    assert rc == 0 and (data["rounds"], data["volkare_level"], data["players"][0]["hero"]) == (6, 8, "tovak")
    _run(capsys, "mk", "tracker", "tactic", "t1", "Anna", "2")
    rc, out, _ = _run(capsys, "mk", "tracker", "show", "t1", "--lang", "ru")
    assert "t1: раунд 1 из 6 (день)" in out and "Volkare" not in out
    rc, _, err = _run(capsys, "mk", "tracker", "tactic", "t1", "Anna", "3", "--lang", "ru")
    assert rc != 0 and "тактика уже выбрана: Anna — 2" in err
    rc, out, _ = _run(capsys, "mk", "tracker", "new", "t2", "--mode", "competitive", "--player", "A",
                      "--player", "B", "--scenario", "conquest-short", "--json")
    data = json.loads(out)
    assert (data["rounds"], data["players"][0]["fame"], data["players"][0]["reputation"]) == (4, 1, 2)  # L1366, L1416-1417
    rc, out, _ = _run(capsys, "mk", "tracker", "new", "t3", "--mode", "volkare-solo", "--player", "A",
                      "--scenario", "volkares-return", "--fight", "legendary", "--json")
    assert json.loads(out)["volkare_level"] == 12  # one player, Legendary (L3029)
    versions = len(tracker_store.history("t3"))
    rc, _, err = _run(capsys, "mk", "tracker", "volkare", "t3", "--lang", "ru")
    assert rc == 2 and "укажите, что меняется" in err and len(tracker_store.history("t3")) == versions


def test_volkares_level_changes_at_a_rounds_end_until_the_first_battle():
    """MK L2881-2885, with the level of Volkare's Return for 2 players at Daring (10, L3027)."""
    t = tracker.new("v2", "volkare-coop", 6, [("Anna", ""), ("Boris", "")], volkare_level=10)
    with pytest.raises(TrackerError) as err:
        t.change_volkare_level(1)  # not before the first round has ended
    assert err.value.code == "level_at_round_end"
    t.take_tactic("Anna", 1)
    t.take_tactic("Boris", 2)
    t.next_round()
    with pytest.raises(TrackerError) as err:
        t.change_volkare_level(3)  # at most the number of real players (L2881)
    assert err.value.params["reason"] == "change_too_big"
    assert t.change_volkare_level(-2) == 8
    t.reveal_volkare()  # the first battle: the level is fixed (L2883-2885)
    with pytest.raises(TrackerError) as err:
        t.change_volkare_level(1)
    assert err.value.params["reason"] == "after_first_battle"
    assert tracker.from_dict(t.as_dict()).volkare_revealed


@pytest.mark.parametrize("scenario, mode", [("volkares-quest", "coop"), ("conquest", "volkare-solo")])
def test_volkares_scenarios_only_against_him(scenario, mode):
    """Volkare replaces the dummy in his scenarios (MK L3052, L3316); the others have no Volkare."""
    with pytest.raises(TrackerError) as err:
        tracker.new("x", mode, 6, [("Anna", ""), ("Boris", "")] if mode == "coop" else [("Anna", "")], scenario)
    assert err.value.code == "mode_for_scenario"
