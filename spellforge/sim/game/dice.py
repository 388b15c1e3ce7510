"""Exact dice odds for Mage Wars (rules digest §5.2–§5.5, §5.9).

The attack die has six faces, each 1/6: two blanks, a normal 1, a normal 2, a critical 1 and a
critical 2. Damage of a roll = total crits + max(0, total normals − armor) — armor is taken off the
*total* normal damage, not per die (rulebook L1356-1374; §5.3: 2 crit + 1 normal vs Armor 2 = 2).

Distributions are computed exactly by convolution of generating polynomials. The polynomials
live in Python big integers (one fixed-width bit field per coefficient), so the multiplications
run in C: 20 dice take a small fraction of a millisecond.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property, lru_cache

from spellforge.domain import EffectRange

FACES = 6
BLANK_FACES = 2
D12 = 12
DAZE_PROCEEDS_AT = 7  # Daze check: d12 7+ the attack proceeds, 6- it misses (L2472-2474)
DAZE_DEFENSE_PENALTY = 2  # −2 to Defense rolls per Daze token (L2474)


@dataclass(frozen=True)
class DamageDistribution:
    """Exact damage odds of one attack roll. `counts[d]` is how many of the `total` (= 6**dice)
    equally likely outcomes deal `d` damage."""

    dice: int
    armor: int
    piercing: int
    incorporeal: bool
    ethereal: bool
    counts: tuple[int, ...]
    total: int

    def exact(self, damage: int) -> Fraction:
        if 0 <= damage < len(self.counts):
            return Fraction(self.counts[damage], self.total)
        return Fraction(0)

    @property
    def probabilities(self) -> tuple[float, ...]:
        return tuple(c / self.total for c in self.counts)

    @cached_property
    def mean(self) -> float:
        return sum(d * c for d, c in enumerate(self.counts)) / self.total

    @property
    def p_at_least(self) -> tuple[float, ...]:
        """p_at_least[d] = P(damage >= d)."""
        out: list[float] = []
        running = self.total
        for c in self.counts:
            out.append(running / self.total)
            running -= c
        return tuple(out)

    @cached_property
    def cumulative(self) -> tuple[int, ...]:
        """Running totals of `counts`, for sampling with one random number (random.choices)."""
        acc, out = 0, []
        for c in self.counts:
            acc += c
            out.append(acc)
        return tuple(out)

    def as_dict(self) -> dict:
        """The `spellforge odds --json` shape."""
        probs = self.probabilities
        at_least = self.p_at_least
        return {
            "dice": self.dice,
            "armor": self.armor,
            "piercing": self.piercing,
            "incorporeal": self.incorporeal,
            "ethereal": self.ethereal,
            "damage": {str(d): p for d, p in enumerate(probs) if self.counts[d]},
            "mean": self.mean,
            "p_at_least": {str(d): p for d, p in enumerate(at_least) if p > 0},
        }


def soaked_damage(rng, dice: int, armor: int, soak: int) -> int:
    """One attack roll's damage when up to `soak` critical damage counts as normal (Veteran's Belt:
    the goldfish's opponent and the matchup), the dice rolled one by one."""
    crit = normal = 0
    for _ in range(dice):
        face = int(rng.random() * 6)  # 0, 1 blank; 2: 1; 3: 2; 4: 1 critical; 5: 2 critical
        if face in (2, 3):
            normal += face - 1
        elif face in (4, 5):
            crit += face - 3
    moved = min(crit, soak)
    return crit - moved + max(0, normal + moved - armor)


def effective_armor(armor: int, piercing: int) -> int:
    """Piercing +X ignores X armor; never below 0 (L2390-2392)."""
    return max(0, armor - max(0, piercing))


@lru_cache(maxsize=4096)
def damage_distribution(
    dice: int, armor: int = 0, piercing: int = 0, incorporeal: bool = False, ethereal: bool = False
) -> DamageDistribution:
    """Exact damage distribution of `dice` attack dice.

    Incorporeal targets: a rolled "2" counts as 0, so only 1s damage them, unless the attack is
    Ethereal (L931-934). Cached: callers (the simulator) ask for the same few rolls again and again.
    """
    if dice < 0:
        raise ValueError(f"number of dice must be >= 0, got {dice}")
    if armor < 0:
        raise ValueError(f"armor must be >= 0, got {armor}")
    counts = _damage_counts(dice, effective_armor(armor, piercing), incorporeal and not ethereal)
    return DamageDistribution(dice, armor, piercing, incorporeal, ethereal, counts, FACES**dice)


def _damage_counts(dice: int, armor: int, twos_are_blank: bool) -> tuple[int, ...]:
    """Counts of each damage total among the 6**dice outcomes.

    A die is either in the "normal" group (blanks, normal 1, normal 2) or the "critical" group.
    (N + C)^dice = sum over k of binom(dice, k) * C^k * N^(dice-k): with k critical dice, the crit
    total and the normal total are independent, so the damage polynomial is the crit polynomial
    times the normal polynomial with armor folded in (normal n -> max(0, n - armor)).
    """
    if dice == 0:
        return (1,)
    slot_bytes = ((FACES**dice).bit_length() + 8) // 8  # no coefficient can exceed 6**dice
    slot = 8 * slot_bytes
    # polynomials in one variable packed into big integers, one `slot`-bit field per power
    if twos_are_blank:  # a "2" counts as 0 against Incorporeal
        normal_die = (BLANK_FACES + 1) + (1 << slot)  # blanks and the normal 2; normal 1
        crit_die = 1 + (1 << slot)  # critical 2 (counts 0); critical 1
    else:
        normal_die = BLANK_FACES + (1 << slot) + (1 << (2 * slot))
        crit_die = (1 << slot) + (1 << (2 * slot))
    low_mask = (1 << slot) - 1
    normals = [1]
    for _ in range(dice):
        normals.append(normals[-1] * normal_die)
    total = 0
    crits = 1
    binom = 1
    for k in range(dice + 1):
        poly = normals[dice - k]
        # fold armor: coefficients 0..armor all become damage 0; n > armor moves to n - armor
        absorbed = 0
        for n in range(armor + 1):
            absorbed += (poly >> (n * slot)) & low_mask
        folded = ((poly >> ((armor + 1) * slot)) << slot) + absorbed
        total += binom * crits * folded
        crits *= crit_die
        binom = binom * (dice - k) // (k + 1)
    width = 2 * dice + 1
    raw = total.to_bytes(width * slot_bytes + slot_bytes, "little")
    counts = [int.from_bytes(raw[i * slot_bytes:(i + 1) * slot_bytes], "little") for i in range(width)]
    while len(counts) > 1 and counts[-1] == 0:
        counts.pop()
    return tuple(counts)


# -- d12 ------------------------------------------------------------------------------------------

def d12_at_least(threshold: int, modifier: int = 0) -> Fraction:
    """P(d12 + modifier >= threshold)."""
    needed = threshold - modifier  # lowest natural roll that succeeds
    hits = D12 - max(1, needed) + 1
    return Fraction(max(0, min(D12, hits)), D12)


def d12_in_range(low: int, high: int | None, modifier: int = 0) -> Fraction:
    """P(low <= d12 + modifier <= high); high None = no upper bound."""
    p = d12_at_least(low, modifier)
    if high is not None:
        p -= d12_at_least(high + 1, modifier)
    return max(Fraction(0), p)


def effect_odds(effects: Sequence[EffectRange], modifier: int = 0) -> list[tuple[EffectRange, Fraction]]:
    """The chance of each row of an attack's effect table (the d12 rolled with the attack dice;
    a damage-type ±X modifier changes the roll, §5.10)."""
    return [(row, d12_in_range(row.low, row.high, modifier)) for row in effects]


def defense_success(threshold: int, daze_tokens: int = 0, modifier: int = 0) -> Fraction:
    """P(a Defense roll of `threshold`+ succeeds); −2 per Daze token on the defender (L2474)."""
    return d12_at_least(threshold, modifier - DAZE_DEFENSE_PENALTY * daze_tokens)


def daze_proceeds() -> Fraction:
    """A Dazed attacker's attack proceeds on d12 7+ — one roll however many tokens (L2472-2474)."""
    return d12_at_least(DAZE_PROCEEDS_AT)


def hit_chance(defense: int | None = None, attacker_dazed: bool = False, defender_daze: int = 0,
               unavoidable: bool = False) -> Fraction:
    """P(the attack reaches the dice roll): the Daze check, then the defender's Defense."""
    p = daze_proceeds() if attacker_dazed else Fraction(1)
    if defense is not None and not unavoidable:
        p *= 1 - defense_success(defense, defender_daze)
    return p


# -- sampling (Monte-Carlo cross-checks and the simulator's Burn rolls) --------------------------

def damage_from_faces(faces: Iterable[tuple[int, bool]], armor: int = 0, piercing: int = 0,
                      incorporeal: bool = False, ethereal: bool = False) -> int:
    """Damage of rolled faces given as (value, is_critical); blanks are value 0."""
    normal = crit = 0
    for value, is_crit in faces:
        if incorporeal and not ethereal and value == 2:
            continue  # a "2" counts as 0 against Incorporeal (L2304-2306)
        if is_crit:
            crit += value
        else:
            normal += value
    return crit + max(0, normal - effective_armor(armor, piercing))


def roll_faces(rng: random.Random, dice: int) -> list[tuple[int, bool]]:
    """Roll `dice` attack dice one by one (slow; used to cross-check the exact odds)."""
    return [FACES_ROLLED[int(rng.random() * FACES)] for _ in range(dice)]


# face index -> (value, is_critical); indexes 0 and 1 are the blanks
FACES_ROLLED: tuple[tuple[int, bool], ...] = ((0, False), (0, False), (1, False), (2, False), (1, True), (2, True))
