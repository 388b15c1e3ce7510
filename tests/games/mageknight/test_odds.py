"""Opening-hand odds: the exact figures of the issue's acceptance, and seeded Monte-Carlo
agreeing with the exact distribution for both models."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from spellforge.games.mageknight import goldfish, odds
from spellforge.games.mageknight.store import library


@pytest.fixture(scope="module")
def lib():
    return library()


def test_simple_model_standard_deck_exact(lib):
    d = odds.exact(odds.deck_cards(lib, None, 0), "move")
    assert d.p_at_least(7) == Fraction(17, 26)
    assert d.p_at_least(8) == Fraction(22, 91)
    assert d.mean == Fraction(55, 8)  # 6.875
    assert sum(d.probabilities.values()) == 1


def test_simple_model_one_wound(lib):
    d = odds.exact(odds.deck_cards(lib, None, 1), "move")
    assert d.p_at_least(7) == Fraction(3071, 6188)


def test_source_setup_distribution_is_a_distribution_and_matches_simulation():
    dist = dict(odds.source_distribution(3))
    assert sum(dist.values()) == 1
    # at least two of the three dice show a basic colour (MK L184)
    assert all(sum(f in odds.BASIC_COLOURS for f in faces) >= 2 for faces in dist)
    p_any = sum(p for faces, p in dist.items() if odds.usable(faces) == odds.ANY)
    rng = random.Random(5)
    n = 20_000
    hits = sum(1 for _ in range(n) if odds.usable(odds.roll_source(rng)) == odds.ANY)
    assert abs(hits / n - float(p_any)) < 0.015


@pytest.mark.parametrize("model", odds.MODELS)
def test_monte_carlo_agrees_with_exact(lib, model):
    cards = odds.deck_cards(lib, None, 0)
    exact = odds.exact(cards, "move", model)
    sim = odds.simulate(cards, "move", model, hands=20_000, seed=7)
    for v in range(5, 12):
        assert abs(odds.p_at_least_from(sim, v) - float(exact.p_at_least(v))) < 0.012, v  # ~3.4 sigma


@pytest.mark.slow
@pytest.mark.parametrize("model", odds.MODELS)
def test_monte_carlo_200k_within_half_a_point(lib, model):
    cards = odds.deck_cards(lib, None, 0)
    exact = odds.exact(cards, "move", model)
    sim = odds.simulate(cards, "move", model, hands=200_000, seed=1)
    for v in range(5, 12):
        assert abs(odds.p_at_least_from(sim, v) - float(exact.p_at_least(v))) < 0.005, v


def test_full_model_cases(lib):
    prof = {c: odds.profile(lib.basics[c], "move", "full") for c in lib.basics}
    march, stamina, rage, conc, improv, draw = (prof[c] for c in ("march", "stamina", "rage", "concentration",
                                                                   "improvisation", "mana_draw"))
    none = ()
    # the rulebook's example (MK L5054): Concentration powered by green on Stamina → Move 6, + March 2 = 8
    assert odds.hand_value(tuple(sorted((conc, stamina, march))), ("green", "black", "black")) == 8
    # no mana at all: Concentration's basic mana (blue) powers Stamina: 0 + 4 + 2
    assert odds.hand_value(tuple(sorted((conc, stamina, march))), none) == 6
    # Improvisation discards Rage (worth 1) for 3: 3 + 2 (March)
    assert odds.hand_value(tuple(sorted((improv, rage, march))), none) == 5
    # a red die powers Improvisation: 5 + March 2
    assert odds.hand_value(tuple(sorted((improv, rage, march))), ("red",)) == 7
    # Mana Draw takes a second die from the Source: green powers March, blue powers Stamina
    assert odds.hand_value(tuple(sorted((draw, march, stamina))), ("blue", "green", "white")) == 8
    assert odds.hand_value(tuple(sorted((march, stamina, rage))), ("blue", "green", "white")) == 7  # one die only
    # a black die is no mana by day; Mana Pull makes it any colour
    pull = odds.profile(lib.basics["arythea_mana_pull"], "move", "full")
    assert odds.hand_value(tuple(sorted((draw, march, stamina))), ("black", "black", "green")) == 1 + 4 + 2
    assert odds.hand_value(tuple(sorted((pull, march, stamina))), ("black", "black", "green")) == 8
    # a wound is worth nothing in both models
    assert odds.profile(lib.basics["wound"], "move", "simple").base == 0
    full = odds.exact(odds.deck_cards(lib, None, 0), "move", "full")
    simple = odds.exact(odds.deck_cards(lib, None, 0), "move", "simple")
    assert full.mean > simple.mean  # the full model never plays a hand worse


def test_goldfish_round_draws_no_card_twice_and_is_seeded(lib):
    cards = odds.deck_cards(lib, None, 0)
    a = goldfish.simulate_rounds(cards, rounds=300, seed=3, play=3)
    b = goldfish.simulate_rounds(cards, rounds=300, seed=3, play=3)
    assert a == b
    # 16 cards, 3 played a turn, hand 5: 5 + 3 + 3 + 3 + 2 drawn, then the hand is played out → 6 turns
    assert a["turns_per_round"] == {6: 1.0}
    # all 16 cards are played once: the round's total Move is the deck's total (6 × 2 + 10 × 1 = 22)
    r = goldfish.play_round(cards, random.Random(1), play=3)
    assert sum(r.per_turn) == 22


def test_goldfish_wounds_are_dead_and_slow_recovery_discards_them(lib):
    wound = lib.basics["wound"]
    r = goldfish.play_round([wound] * 8, random.Random(1))
    # a hand of 5 wounds: slow recovery each turn (MK L423) draws one of the 3 left; with the deck
    # empty and nothing playable the round ends (MK L387)
    assert r.per_turn == (0, 0, 0)


def test_goldfish_mean_by_turn_and_progress_that_cancels(lib):
    cards = odds.deck_cards(lib, None, 0)
    full = goldfish.simulate_rounds(cards, rounds=300, seed=3, play=3, targets=(22, 23))
    # every card is played once in 6 turns: the deck's whole Move (22) by turn 6, never 23
    assert full["mean_by_turn"][6] == 22 and full["p_at_least_by_turn"][22][6] == 1.0
    assert full["p_at_least_by_turn"][23] == {t: 0.0 for t in range(1, 7)}
    # turn 1 plays the best 3 of 5: at least 3 (three sideways), at most 6 (three Move-2 cards)
    assert 3 < full["mean_by_turn"][1] < 6
    seen = []

    def progress(done: int) -> bool:
        seen.append(done)
        return done < 200  # the user cancels at 200

    part = goldfish.simulate_rounds(cards, rounds=300, seed=3, play=3, targets=(22, 23), progress=progress)
    assert seen == [100, 200] and part["rounds"] == 200
    # the rounds played are the first 200 of the same seeded run
    first = goldfish.simulate_rounds(cards, rounds=200, seed=3, play=3, targets=(22, 23))
    assert part == first
    whole = []
    goldfish.simulate_rounds(cards, rounds=250, seed=3, progress=lambda d: whole.append(d) or True)
    assert whole == [100, 200, 250]
