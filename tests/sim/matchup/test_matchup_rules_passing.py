"""Passing in the action phases (000 L602, docs/matchup.md "Passing"): a side with fewer active
creatures than the opponent may pass, and keeps passing while that remains true; a side with as
many may not. The AI passes only before it has begun its round and out of contact: never away an
attack it has now or a guard its mage needs. Real cards from the library, constructed positions."""

from __future__ import annotations

import pytest

from spellforge.sim.matchup import passing
from spellforge.sim.matchup.game import MatchGame
from tests.sim.matchup.scenario import creature, game, spec


@pytest.fixture(scope="module")
def books(library):
    return (spec(library, "Beastmaster", "Timber Wolf", label="A"),
            spec(library, "Beastmaster", "Timber Wolf", label="B"))


def _activations(g: MatchGame, monkeypatch, then=None) -> list[tuple[int, str]]:
    """Plays round 1 and returns its action phases in order: (side, piece name) or (side, "pass");
    `then(piece)` after each activation."""
    seen = []
    activate, log = MatchGame.activate, MatchGame.log

    def spy(self, side, piece):
        seen.append((side.idx, piece.name))
        activate(self, side, piece)
        if then is not None:
            then(piece)

    def spy_log(self, kind, side, **params):
        if kind == "pass":
            seen.append((side, "pass"))
        log(self, kind, side, **params)

    monkeypatch.setattr(MatchGame, "activate", spy)
    monkeypatch.setattr(MatchGame, "log", spy_log)
    g.play_round()
    return seen


def test_the_side_with_fewer_active_creatures_may_pass_until_the_counts_are_even(books, monkeypatch):
    g = MatchGame(*books, "p", first=0)  # A holds the Initiative: its mage alone against B's mage and two wolves
    corner = g.sides[1].mage.zone
    creature(g, 1, "Timber Wolf", corner), creature(g, 1, "Timber Wolf", corner)
    a, b = g.sides[0].mage.name, g.sides[1].mage.name
    assert _activations(g, monkeypatch) == [(0, "pass"), (1, b), (0, "pass"), (1, "Timber Wolf"), (0, a), (1, "Timber Wolf")]


def test_a_side_with_as_many_active_creatures_may_not_pass(books, monkeypatch):
    g = MatchGame(*books, "p", first=1)
    creature(g, 0, "Timber Wolf", g.sides[0].mage.zone), creature(g, 1, "Timber Wolf", g.sides[1].mage.zone)
    a, b = g.sides[0].mage.name, g.sides[1].mage.name
    assert _activations(g, monkeypatch) == [(1, b), (0, a), (1, "Timber Wolf"), (0, "Timber Wolf")]


def test_a_creature_destroyed_before_its_turn_costs_its_side_no_action_phase(books, monkeypatch):
    g = MatchGame(*books, "p", first=1)
    creature(g, 0, "Timber Wolf", g.sides[0].mage.zone)
    doomed, _ = creature(g, 1, "Timber Wolf", g.sides[1].mage.zone), creature(g, 1, "Timber Wolf", g.sides[1].mage.zone)
    b_mage = g.sides[1].mage

    def kill(piece):
        if piece is b_mage:
            doomed.damage = doomed.life  # destroyed before its turn: B activates its other wolf instead

    a, b = g.sides[0].mage.name, b_mage.name
    assert _activations(g, monkeypatch, kill) == [(1, b), (0, a), (1, "Timber Wolf"), (0, "Timber Wolf")]


def test_only_living_active_creatures_count_and_a_side_with_none_left_has_no_phase(books):
    g = game(*books)
    w1, w2 = creature(g, 1, "Timber Wolf", (3, 2)), creature(g, 1, "Timber Wolf", (3, 2))
    queues = g._queues = {0: [g.sides[0].mage], 1: [g.sides[1].mage, w1, w2]}
    assert passing.may_pass(queues, 0) and not passing.may_pass(queues, 1)
    w1.damage = w1.life  # destroyed: 1 against 2
    assert passing.may_pass(queues, 0)
    w2.damage = w2.life  # 1 against 1: A must act
    assert not passing.may_pass(queues, 0) and not passing.may_pass(queues, 1)
    queues[0] = []
    assert not passing.may_pass(queues, 0)  # no active creature: nothing to pass


def test_the_ai_never_passes_away_an_attack_or_a_needed_guard(books):
    g = game(*books)
    a = g.sides[0]
    foe_mage = g.sides[1].mage
    wolves = [creature(g, 1, "Timber Wolf", foe_mage.zone), creature(g, 1, "Timber Wolf", foe_mage.zone)]
    g._queues = {0: [a.mage], 1: [foe_mage, *wolves]}
    assert passing.may_pass(g._queues, 0) and passing.wants_pass(g, a)  # out of contact: let them come
    g._queues[0] = [creature(g, 0, "Timber Wolf", a.mage.zone)]
    assert passing.may_pass(g._queues, 0) and not passing.wants_pass(g, a)  # its mage has acted: it goes on
    a.creatures.clear()
    g._queues[0] = [a.mage]
    wolves[0].zone = (1, 1)
    mine = creature(g, 0, "Timber Wolf", (1, 1))  # a wolf of ours with an enemy in its zone: it attacks now
    g._queues[0] = [a.mage, mine]
    assert passing.may_pass(g._queues, 0) and not passing.wants_pass(g, a)
    mine.zone = a.mage.zone  # beside our mage, an enemy melee creature two zones away: it guards
    assert g.wants_guard(a, mine) and not passing.wants_pass(g, a)
    g._queues[0] = [a.mage]
    wolves[0].zone = a.mage.zone  # an enemy on our mage: answered now
    assert not passing.wants_pass(g, a)


@pytest.mark.parametrize("lang, said", [("en", "A passes: active creatures 1 against 3"),
                                        ("ru", "A пасует: активных существ 1 против 3"),
                                        ("pl", "A pasuje: aktywnych stworzeń 1 przeciw 3")])
def test_a_pass_is_a_line_of_the_log_in_the_language(library, lang, said):
    from spellforge.sim.matchup import text

    empty = {"a_cast": {}, "b_cast": {}, "not_simulated": {"a": [], "b": []}}
    event = {"round": 1, "kind": "pass", "side": "a", "mine": 1, "theirs": 3}
    assert text.log_lines([event], empty, lang, library) == [said]
