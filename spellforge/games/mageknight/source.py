"""The Source (источник маны) at the start of a round: the dice rolled, rerolled until at least
half show a basic colour, and the dark side of the day or the night.

- A mana die has six faces, each a different colour: red, blue, green, white, gold, black
  (MK L4907; the colours L4879-4887).
- The Source holds real players + 2 dice (MK L184, L4907); the dummy player is not counted
  (MK L1014); some scenarios add one (L1418, L4299).
- At least half of the dice must show a basic colour; while they do not, all the black and gold
  dice are rerolled together, the basic ones stay (MK L184, L4909-4911, L5986).
- At the start of a day round the black dice go to the dark side of the Source; at night the gold
  ones (MK L5985): those cannot be taken that round.

`probabilities(n)` works the same process out exactly (fractions): the chance that the first roll
needs a reroll, the expected number of rerolls, and the distribution of basic dice at the end.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import comb

FACES = ("red", "blue", "green", "white", "gold", "black")  # MK L4907: six faces, six colours
BASIC = frozenset(("red", "blue", "green", "white"))
P_BASIC = Fraction(4, 6)
MIN_DICE, MAX_DICE = 1, 8  # the game has eight dice (MK L4907)


def needed(n: int) -> int:
    """Basic dice that must show: at least half of n (MK L4909-4911)."""
    return (n + 1) // 2


@dataclass(frozen=True)
class SourceRoll:
    dice: tuple[str, ...]  # the faces after the rerolls
    rolls: tuple[tuple[str, ...], ...]  # every roll: the first, then each reroll of the black and gold dice
    time: str  # day | night
    dark_side: tuple[int, ...]  # indexes of the dice set aside for the round (MK L5985)

    @property
    def rerolls(self) -> int:
        return len(self.rolls) - 1

    @property
    def available(self) -> tuple[str, ...]:
        return tuple(f for i, f in enumerate(self.dice) if i not in self.dark_side)

    def as_dict(self) -> dict:
        return {"dice": list(self.dice), "rolls": [list(r) for r in self.rolls], "rerolls": self.rerolls,
                "time": self.time, "dark_side": [self.dice[i] for i in self.dark_side],
                "available": list(self.available)}


def roll(n: int, rng: random.Random, time: str = "day") -> SourceRoll:
    """Roll n dice and reroll the black and gold ones together until half show a basic colour."""
    if not MIN_DICE <= n <= MAX_DICE:
        raise ValueError(f"the Source holds 1 to {MAX_DICE} dice, got {n}")
    if time not in ("day", "night"):
        raise ValueError(f"time is day or night, got {time!r}")
    dice = [rng.choice(FACES) for _ in range(n)]
    rolls = [tuple(dice)]
    while sum(f in BASIC for f in dice) < needed(n):
        dice = [f if f in BASIC else rng.choice(FACES) for f in dice]
        rolls.append(tuple(dice))
    dark = "black" if time == "day" else "gold"  # MK L5985
    return SourceRoll(tuple(dice), tuple(rolls), time, tuple(i for i, f in enumerate(dice) if f == dark))


def _binom(k: int, i: int) -> Fraction:
    return comb(k, i) * P_BASIC ** i * (1 - P_BASIC) ** (k - i)


@lru_cache(maxsize=None)
def _from(n: int, basic: int) -> tuple[Fraction, dict[int, Fraction]]:
    """(expected rerolls, distribution of the final basic count) from a Source with `basic`
    basic dice that still needs rerolling. The basic count never falls, so this recursion on it
    ends; a reroll that adds nothing repeats the same state (the division by 1 - P(0))."""
    if basic >= needed(n):
        return Fraction(0), {basic: Fraction(1)}
    k = n - basic
    stay = _binom(k, 0)
    rerolls = Fraction(1)
    final: dict[int, Fraction] = {}
    for i in range(1, k + 1):
        p = _binom(k, i)
        e, dist = _from(n, basic + i)
        rerolls += p * e
        for b, q in dist.items():
            final[b] = final.get(b, Fraction(0)) + p * q
    scale = 1 / (1 - stay)
    return rerolls * scale, {b: q * scale for b, q in final.items()}


def probabilities(n: int) -> dict:
    """Exact figures for a Source of n dice (fractions)."""
    if not MIN_DICE <= n <= MAX_DICE:
        raise ValueError(f"the Source holds 1 to {MAX_DICE} dice, got {n}")
    reroll = sum((_binom(n, b) for b in range(needed(n))), Fraction(0))
    rerolls = Fraction(0)
    final: dict[int, Fraction] = {}
    for b in range(n + 1):
        p = _binom(n, b)
        e, dist = _from(n, b)
        rerolls += p * e
        for fb, q in dist.items():
            final[fb] = final.get(fb, Fraction(0)) + p * q
    basic_mean = sum((b * q for b, q in final.items()), Fraction(0))
    # each die that is not basic is gold or black alike; one of the two goes to the dark side (L5985)
    dark_mean = (n - basic_mean) / 2
    return {"dice": n, "basic_needed": needed(n), "p_reroll": reroll, "expected_rerolls": rerolls,
            "final_basic": dict(sorted(final.items())), "mean_basic": basic_mean, "mean_dark_side": dark_mean}


def as_json(p: dict) -> dict:
    """probabilities() with each fraction as its exact text and a float."""
    def f(x: Fraction) -> dict:
        return {"exact": f"{x.numerator}/{x.denominator}", "value": float(x)}
    return {"dice": p["dice"], "basic_needed": p["basic_needed"], "p_reroll": f(p["p_reroll"]),
            "expected_rerolls": f(p["expected_rerolls"]),
            "final_basic": {str(b): f(q) for b, q in p["final_basic"].items()},
            "mean_basic": f(p["mean_basic"]), "mean_dark_side": f(p["mean_dark_side"])}
