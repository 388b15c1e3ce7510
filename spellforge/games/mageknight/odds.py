"""Deck-cycle odds: how much Move (Attack, Block, Influence) an opening hand gives.

Exact: the hand is a multivariate hypergeometric draw, enumerated over card *profiles* (cards
that behave alike for the resource are one group), with Fractions. Simulated: seeded
Monte-Carlo over shuffled decks, for checking the exact figures and for the round goldfish.

Two models of what a hand is worth (docs/mage-knight.md, "Odds models"):

`simple` — each card gives its basic value for the resource, or 1 played sideways (MK L280),
whichever is larger; a wound gives 0 (MK L279, L810). A basic value that needs another card
discarded (Improvisation) is not counted: the card goes sideways.

`full` — also what cards do to other cards, case by case:
  1. Mana from the Source: one die per turn (MK L4767 the Source); the Source holds
     `dice` dice (solo: 3); by day a gold die is any basic colour and black cannot be used. A die
     of a card's colour powers it (its powered value instead of the basic one).
  2. Improvisation: discard another non-wound card (MK L286: not a wound) for 3, or 5 powered
     with red mana.
  3. Concentration / Will Focus, basic: one mana of blue, white or red (the card gives nothing
     else); powered with green mana: another card's powered value +2 (Will Focus +3) with no
     mana of its own (the rulebook's example: Stamina's Move 4 → Move 6, MK L5054).
  4. Mana Draw / Mana Pull, basic: one more die from the Source, as it shows (the card gives
     nothing else); with Mana Pull a black die counts as any colour. Their powered effects are
     not modelled.
  5. Everything else: basic, sideways or powered (with mana of its colour) — the best the
     available mana allows; each mana powers one card.
The best play of the hand is found by trying every assignment of these uses.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import comb

from spellforge.games.mageknight.library import BASIC_COLOURS, RESOURCES, MKLibrary

HAND_SIZE = 5  # MK L208
MODELS = ("simple", "full")
DIE_FACES = BASIC_COLOURS + ("gold", "black")  # a mana die (MK L4891: basic, gold and black mana)
SOLO_DICE = 3

# Cards whose effect on other cards the full model plays out (rule 2-4 above).
CONCENTRATION_BOOST = {"concentration": 2, "goldyx_will_focus": 3}
EXTRA_DIE = {"mana_draw", "arythea_mana_pull"}
BLACK_AS_ANY = {"arythea_mana_pull"}
ANY = frozenset(BASIC_COLOURS)
CONC_MANA = frozenset({"blue", "white", "red"})


@dataclass(frozen=True, order=True)
class Profile:
    """How one card behaves for one resource."""

    kind: str  # wound | plain | improv | conc | draw
    colour: str
    base: int  # basic or sideways, whichever is larger (0 for a wound)
    powered: int  # value when powered (0: powering gives nothing for this resource)
    boost: int = 0  # conc: the bonus its powered effect adds
    black_is_any: bool = False  # draw: Mana Pull also lets a black die be used as any colour


def profile(card, resource: str, model: str) -> Profile:
    if card.is_wound:
        return Profile("wound", "", 0, 0)
    basic = 0 if card.basic_cost else card.basic[resource]
    base = max(basic, 1)
    if model == "simple":
        return Profile("plain", "", base, 0)
    if card.basic_cost == "discard":
        return Profile("improv", card.colour, 1, card.powered[resource])
    if card.id in CONCENTRATION_BOOST:
        return Profile("conc", card.colour, base, 0, CONCENTRATION_BOOST[card.id])
    if card.id in EXTRA_DIE:
        return Profile("draw", card.colour, base, 0, 0, card.id in BLACK_AS_ANY)
    powered = card.powered[resource]
    return Profile("plain", card.colour, base, powered if powered > base else 0)


# --- the value of one hand ---------------------------------------------------------------------

def _modes(p: Profile, has_improv: bool, has_conc: bool) -> list[str]:
    if p.kind == "wound":
        return ["-"]
    modes = ["s"]
    if p.kind == "plain" and p.powered:
        modes.append("p")
    if p.kind == "improv":
        modes += ["ib", "ip"]
    if p.kind == "conc":
        modes += ["m", "b"]
    if p.kind == "draw":
        modes.append("m*")
    if has_conc and p.powered:
        modes.append("bt")  # the target of a powered Concentration
    if has_improv:
        modes.append("d")  # discarded to pay for Improvisation
    return modes


def _feasible(needs: list[str], dice: list[frozenset[str]], allowed: int, extra: list[frozenset[str]]) -> bool:
    """Can every need (a colour) get its own mana: up to `allowed` of the Source `dice`, plus the
    `extra` mana the hand makes?"""
    if len(needs) > min(allowed, len(dice)) + len(extra):
        return False
    for chosen in itertools.combinations(dice, min(allowed, len(dice))):
        supplies = list(chosen) + extra
        for perm in itertools.permutations(supplies, len(needs)):
            if all(n in s for n, s in zip(needs, perm)):
                return True
    return False


def _die_mana(face: str, black_is_any: bool) -> frozenset[str]:
    """What a die gives by day: its basic colour; gold any basic colour; black nothing (MK L331),
    except with Mana Pull, which lets black be used as any colour."""
    if face == "gold" or face == "black" and black_is_any:
        return ANY
    return frozenset({face}) if face in BASIC_COLOURS else frozenset()


@lru_cache(maxsize=200_000)
def hand_value(hand: tuple[Profile, ...], source: tuple[str, ...]) -> int:
    """The most the hand gives for its resource with the Source showing the dice `source` (their
    faces; full model; for simple profiles this is the sum of the base values). One die may be
    taken (MK L333); Mana Draw / Mana Pull add one more."""
    if all(p.kind in ("plain", "wound") and not p.powered for p in hand):
        return sum(p.base for p in hand)
    if any(p.kind == "draw" for p in hand):
        return _best(hand, tuple(sorted(source)))
    return max([_best(hand, ())] + [_best(hand, (f,)) for f in set(source) if f != "black"])


@lru_cache(maxsize=50_000)
def _plays(hand: tuple[Profile, ...]) -> tuple[tuple[int, tuple[str, ...], tuple[frozenset[str], ...], int, bool], ...]:
    """Every way to play the hand that a mana supply could allow, best first, as (value, colours
    needed, mana the hand makes, extra dice it may take, black counts as any). Independent of
    the Source, so it is worked out once per hand."""
    has_improv = any(p.kind == "improv" for p in hand)
    has_conc = any(p.kind == "conc" for p in hand)
    options = [_modes(p, has_improv, has_conc) for p in hand]
    plays: dict[tuple, int] = {}
    for combo in itertools.product(*options):
        boosts = [hand[i].boost for i, m in enumerate(combo) if m == "b"]
        if len(boosts) != combo.count("bt"):
            continue
        improvs = sum(1 for p, m in zip(hand, combo) if p.kind == "improv" and m in ("ib", "ip", "bt"))
        if improvs != combo.count("d"):
            continue
        total = sum(boosts)
        needs: list[str] = []
        extra: list[frozenset[str]] = []
        extra_dice, black_is_any = 0, False
        for p, m in zip(hand, combo):
            if m == "s":
                total += p.base
            elif m == "p":
                total += p.powered
                needs.append(p.colour)
            elif m == "ib":
                total += 3
            elif m == "ip":
                total += p.powered
                needs.append("red")
            elif m == "m":
                extra.append(CONC_MANA)
            elif m == "m*":
                extra_dice += 1
                black_is_any = black_is_any or p.black_is_any
            elif m == "b":
                needs.append("green")
            elif m == "bt":
                total += p.powered
        key = (tuple(sorted(needs)), tuple(sorted(extra, key=sorted)), extra_dice, black_is_any)
        if total > plays.get(key, -1):
            plays[key] = total
    return tuple(sorted(((t, *k) for k, t in plays.items()), key=lambda x: -x[0]))


@lru_cache(maxsize=100_000)
def _best(hand: tuple[Profile, ...], dice: tuple[str, ...]) -> int:
    """The best play of the hand with these Source dice to take from."""
    for total, needs, extra, extra_dice, black_is_any in _plays(hand):
        if not needs:
            return total
        die_mana = [m for m in (_die_mana(f, black_is_any) for f in dice) if m]
        if _feasible(list(needs), die_mana, 1 + extra_dice, list(extra)):
            return total
    return sum(p.base for p in hand)


def usable(faces) -> frozenset[str]:
    """The colours one die of these gives by day (gold: any; black: none)."""
    return ANY if "gold" in faces else frozenset(f for f in faces if f in BASIC_COLOURS)


@lru_cache(maxsize=8)
def source_distribution(dice: int = SOLO_DICE) -> tuple[tuple[tuple[str, ...], Fraction], ...]:
    """The faces of the Source's dice (sorted), over every way the Source is set up: `dice` dice
    (real players + 2), and while fewer than half show a basic colour, all the black and gold
    dice are rerolled together (MK L184). By day gold is any basic colour and black cannot be
    used (MK L331, L336)."""
    need = (dice + 1) // 2
    out: Counter[tuple[str, ...]] = Counter()

    def settle(kept: tuple[str, ...], weight: Fraction, rerolling: bool) -> None:
        rolls = list(itertools.product(DIE_FACES, repeat=dice - len(kept)))
        # A reroll that shows no basic colour leaves things as they were and is rolled again:
        # condition on progress instead of looping.
        p_progress = Fraction(sum(1 for r in rolls if any(f in BASIC_COLOURS for f in r)), len(rolls))
        for r in rolls:
            basic = tuple(f for f in r if f in BASIC_COLOURS)
            if rerolling and not basic:
                continue
            p = weight * Fraction(1, len(rolls)) / (p_progress if rerolling else 1)
            if len(kept) + len(basic) >= need:
                out[tuple(sorted(kept + r))] += p
            else:  # keep the basic dice, reroll the black and gold ones together
                settle(kept + basic, p, True)

    settle((), Fraction(1), False)
    return tuple(sorted(out.items()))


def roll_source(rng: random.Random, dice: int = SOLO_DICE) -> tuple[str, ...]:
    """One Source set up by the rule of MK L184 (simulated)."""
    need = (dice + 1) // 2
    faces = [rng.choice(DIE_FACES) for _ in range(dice)]
    while sum(f in BASIC_COLOURS for f in faces) < need:
        faces = [f if f in BASIC_COLOURS else rng.choice(DIE_FACES) for f in faces]
    return tuple(sorted(faces))


# --- decks ---------------------------------------------------------------------------------------

def deck_cards(lib: MKLibrary, hero: str | None, wounds: int) -> list:
    counts = lib.hero_deck(hero) if hero else lib.standard_deck()
    cards = [lib.basics[cid] for cid, n in sorted(counts.items()) for _ in range(n)]
    return cards + [lib.basics["wound"]] * wounds


@dataclass(frozen=True)
class Distribution:
    resource: str
    probabilities: dict[int, Fraction]  # total value -> probability

    @property
    def mean(self) -> Fraction:
        return sum((v * p for v, p in self.probabilities.items()), Fraction(0))

    def p_at_least(self, value: int) -> Fraction:
        return sum((p for v, p in self.probabilities.items() if v >= value), Fraction(0))

    def as_dict(self) -> dict:
        top = max(self.probabilities) if self.probabilities else 0
        return {"mean": float(self.mean), "mean_exact": str(self.mean),
                "distribution": {v: float(p) for v, p in sorted(self.probabilities.items())},
                "p_at_least": {v: float(self.p_at_least(v)) for v in range(1, top + 1)},
                "p_at_least_exact": {v: str(self.p_at_least(v)) for v in range(1, top + 1)}}


@lru_cache(maxsize=8)
def _source_weights(dice: int) -> tuple[int, tuple, tuple]:
    """The Source distribution as integer weights over a common denominator: by the dice's faces
    (for hands that may take two dice) and by the faces a single die can show (black left out:
    one die is taken, and a black one is no use by day)."""
    dist = source_distribution(dice)
    denom = 1
    for _, p in dist:
        denom = denom * p.denominator // math.gcd(denom, p.denominator)
    by_faces = tuple((faces, int(p * denom)) for faces, p in dist)
    single: Counter[tuple[str, ...]] = Counter()
    for faces, w in by_faces:
        single[tuple(sorted(set(faces) - {"black"}))] += w
    return denom, by_faces, tuple(single.items())


def exact(cards: list, resource: str, model: str = "simple", hand_size: int = HAND_SIZE,
          dice: int = SOLO_DICE) -> Distribution:
    groups = sorted(Counter(profile(c, resource, model) for c in cards).items())
    n = len(cards)
    hand_size = min(hand_size, n)
    total = comb(n, hand_size)
    if model == "full":
        denom, by_faces, single = _source_weights(dice)
    else:
        denom, by_faces, single = 1, (((), 1),), (((), 1),)
    counts: Counter[int] = Counter()  # value -> ways × source weight (integers: exact and fast)

    def walk(i: int, left: int, chosen: list[Profile], ways: int) -> None:
        if i == len(groups):
            if left == 0:
                hand = tuple(chosen)
                sources = by_faces if any(p.kind == "draw" for p in hand) else single
                for source, weight in sources:
                    counts[hand_value(hand, source)] += ways * weight
            return
        prof, have = groups[i]
        for k in range(min(have, left) + 1):
            walk(i + 1, left - k, chosen + [prof] * k, ways * comb(have, k))

    walk(0, hand_size, [], 1)
    return Distribution(resource, {v: Fraction(c, total * denom) for v, c in sorted(counts.items())})


def simulate(cards: list, resource: str, model: str = "simple", hands: int = 200_000, seed: int = 1,
             hand_size: int = HAND_SIZE, dice: int = SOLO_DICE) -> dict[int, float]:
    """Seeded Monte-Carlo estimate of the same distribution."""
    rng = random.Random(seed)
    profs = [profile(c, resource, model) for c in cards]
    hand_size = min(hand_size, len(profs))
    counts: Counter[int] = Counter()
    for _ in range(hands):
        hand = tuple(sorted(rng.sample(profs, hand_size)))
        source = roll_source(rng, dice) if model == "full" else ()
        counts[hand_value(hand, source)] += 1
    return {v: c / hands for v, c in sorted(counts.items())}


def p_at_least_from(dist: dict[int, float], value: int) -> float:
    return sum(p for v, p in dist.items() if v >= value)


def report(lib: MKLibrary, hero: str | None = None, wounds: int = 0, model: str = "simple",
           resources: tuple[str, ...] = RESOURCES) -> dict:
    cards = deck_cards(lib, hero, wounds)
    return {"hero": hero or "", "wounds": wounds, "model": model, "deck_size": len(cards),
            "hand_size": min(HAND_SIZE, len(cards)),
            "resources": {r: exact(cards, r, model).as_dict() for r in resources}}
