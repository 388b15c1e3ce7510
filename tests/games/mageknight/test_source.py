"""The Source (MK L184, L4907-4911, L5985-5986): the exact chance of a reroll for 3-7 dice,
worked out by hand from P(basic face) = 4/6, and a seeded roller that follows the rule."""

from __future__ import annotations

import random
from fractions import Fraction as F

import pytest

from spellforge.games.mageknight import source


@pytest.mark.parametrize("n,p", [
    (3, F(7, 27)),      # need 2: P(0 or 1 basic) = (1 + 6) / 27
    (4, F(1, 9)),       # need 2: (1 + 8) / 81
    (5, F(17, 81)),     # need 3: (1 + 10 + 40) / 243
    (6, F(73, 729)),    # need 3: (1 + 12 + 60) / 729
    (7, F(379, 2187)),  # need 4: (1 + 14 + 84 + 280) / 2187
])
def test_exact_chance_of_a_reroll(n, p):
    assert source.probabilities(n)["p_reroll"] == p


def test_expected_rerolls_by_hand():
    # 3 dice: from 1 basic, 2 dice rerolled until one is basic: 9/8 rerolls; from 0 basic,
    # (1 + 6/27 · 9/8) / (26/27) = 135/104; weighted: 1/27 · 135/104 + 6/27 · 9/8 = 31/104
    p = source.probabilities(3)
    assert p["expected_rerolls"] == F(31, 104)
    assert sum(p["final_basic"].values()) == 1 and min(p["final_basic"]) == 2


def test_seeded_roller_follows_the_rule_and_agrees_with_the_odds():
    rng = random.Random(7)
    rerolled = 0
    for _ in range(20_000):
        r = source.roll(5, rng)
        assert sum(f in source.BASIC for f in r.dice) >= 3
        first = r.rolls[0]
        for later in r.rolls[1:]:  # the basic dice stay; only black and gold are rerolled (MK L184)
            assert all(a == b for a, b in zip(first, later) if a in source.BASIC)
        rerolled += r.rerolls > 0
    assert abs(rerolled / 20_000 - 17 / 81) < 0.01
    assert source.roll(4, random.Random(3)) == source.roll(4, random.Random(3))


def test_the_dark_side():
    # MK L5985: at day the black dice are set aside, at night the gold ones
    day = source.roll(8, random.Random(3), "day")
    night = source.roll(8, random.Random(3), "night")
    assert day.dice == night.dice and {"black", "gold"} <= set(day.dice)
    assert [day.dice[i] for i in day.dark_side] == ["black"] * day.dice.count("black")
    assert [night.dice[i] for i in night.dark_side] == ["gold"] * night.dice.count("gold")
    assert "black" not in day.available and "gold" not in night.available
