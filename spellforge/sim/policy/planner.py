"""The planner policy (`--policy planner`): searches the per-round choices for the fastest kill.

Each round the mage prepares 2 spells (plus one per familiar and spawnpoint). What it prepares
decides what it casts, and what it casts decides what its creatures and its own attacks do that
round. The planner chooses, for every round, one of a few preparation priorities (STYLES: develop
mana first — the greedy policy —, attack spells first, creatures first, mana then attacks) and
searches the sequence of them by beam search over rollouts:

1. the best single style for the whole game (each one played on K rollouts);
2. rounds 1, 2, 3 in turn: each kept opening is extended by every style for the next round
   (later rounds keep the best single style), played on the same K rollouts, and the best
   BEAM openings are kept;
3. each kept opening with every other style for the later rounds: a book that summons first and
   then walks its mage into its attack spells' range (the Wizard's creatures, then its bolts)
   needs a tail that is not the best single style.

Every candidate is first screened on SCREEN rollouts; the FINALISTS best of them and greedy are
then played on all `rollouts` (150) and the fastest of those is chosen. A candidate's rollouts are
the first n of the same seeds, so screening wastes nothing.

Rollouts use the planner's own seeds, derived from the run's seed (never the games' streams), and
every candidate plays the same rollout seeds (common random numbers), so the comparison is
paired. The plan found replaces the greedy one only when it is faster on the rollouts by more
than twice the standard error of the paired differences; otherwise the planner plays greedy.
One plan is searched per (setup, seed) and then plays every game of the run; plans are kept in
memory and in the user cache (plan_cache.py), so the same book and setup are searched once.

`search` is the search alone, given the function that plays a plan's rollouts: PlannerPolicy plays
them in the goldfish's engine (sim/game), sim/matchup/plan_search.py in the matchup's (MatchGame
against the passive side), so a matchup plays a plan searched by the engine that plays its games.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from spellforge.sim.game.model import CompiledBook
from spellforge.sim.policy import plan_cache
from spellforge.sim.policy.policies import STYLES, DefaultPolicy

GREEDY = "develop"
OPENING_ROUNDS = 3  # rounds searched one by one; later rounds use the best whole-game style
ROLLOUTS = 150
SCREEN = 50  # rollouts every candidate is screened on; the finalists get all ROLLOUTS
FINALISTS = 3
BEAM = 3
APPROACH = ("attack", "mana_then_attack")  # styles whose mage walks into its attack spells' range


# candidate plans a search plays at most: greedy, each whole-game style, each opening round's beam
# (screened), then the finalists and greedy on all rollouts
SEARCH_STEPS = (1 + len(STYLES) + OPENING_ROUNDS * BEAM * len(STYLES) + BEAM * (len(STYLES) - 1)
                + FINALISTS + 1)


class SearchCancelled(Exception):
    """The user stopped the planner's search."""


class RoundPolicy:
    """Plays style `opening[r-1]` in round r, then `then` (all of them DefaultPolicy orders)."""

    def __init__(self, policies: dict[str, DefaultPolicy], opening: tuple[str, ...], then: str):
        self.opening, self.then = opening, then
        self._by_round = [policies[s] for s in opening]
        self._then = policies[then]

    def prepare(self, game):
        r = game.round
        return (self._by_round[r - 1] if r <= len(self._by_round) else self._then).prepare(game)


@dataclass(frozen=True)
class PlanChoice:
    opening: tuple[str, ...]
    then: str
    mean: float  # mean rounds to kill on the rollouts (not killed = max_rounds + 1)
    greedy_mean: float
    rollouts: int
    candidates: int

    @property
    def is_greedy(self) -> bool:
        return self.then == GREEDY and all(s == GREEDY for s in self.opening)

    def as_dict(self) -> dict:
        return {"opening": list(self.opening), "then": self.then, "rollout_mean": round(self.mean, 3),
                "greedy_rollout_mean": round(self.greedy_mean, 3), "rollouts": self.rollouts,
                "candidates": self.candidates}


class PlannerPolicy:
    """The planner (see the module docstring); `plan_for(seed)` searches once per seed."""

    name = "planner"

    def __init__(self, book: CompiledBook, config, rollouts: int = ROLLOUTS, beam: int = BEAM):
        self.book, self.config = book, config
        self.rollouts, self.beam = rollouts, beam
        armor = config.target.armor
        self.styles = {name: DefaultPolicy(book, armor, roles, finishing=name != GREEDY, approach=name in APPROACH)
                       for name, roles in STYLES.items()}
        self._plans: dict[str, tuple[PlanChoice, RoundPolicy]] = {}

    def _scores(self, opening: tuple[str, ...], then: str, seed, start: int, stop: int) -> list[int]:
        from spellforge.sim.game.engine import Game

        policy = RoundPolicy(self.styles, opening, then)
        cap = self.config.max_rounds + 1
        out = []
        for k in range(start, stop):
            rec = Game(self.book, policy, self.config, f"planner:{seed}:{k}").run()
            out.append(rec.rounds_to_kill or cap)
        return out

    def plan_for(self, seed, progress=None) -> tuple[PlanChoice, RoundPolicy]:
        """`progress(done)`: called after each candidate plan is played on the rollouts (at most
        SEARCH_STEPS); when it returns False the search stops with SearchCancelled."""
        key = str(seed)
        if key not in self._plans:
            stored_key = plan_cache.plan_key(self.book, self.config, self.rollouts, self.beam, seed)
            choice = cached_search(stored_key, lambda o, t, a, b: self._scores(o, t, seed, a, b),
                                   self.rollouts, self.beam, progress)
            self._plans[key] = (choice, RoundPolicy(self.styles, choice.opening, choice.then))
        return self._plans[key]

    def for_seed(self, seed) -> RoundPolicy:
        return self.plan_for(seed)[1]


# rollout(opening, then, start, stop): the rounds to kill (not killed: the cap) of rollouts
# start..stop-1 of the plan, each on its own fixed seed (the same k, the same seed for every plan)
Rollout = Callable[[tuple[str, ...], str, int, int], list[int]]


def cached_search(stored_key: str | None, rollout: Rollout, rollouts: int = ROLLOUTS, beam: int = BEAM,
                  progress=None, prefixes: bool = False) -> PlanChoice:
    """The plan kept under `stored_key` (plan_cache), else `search` and keep it."""
    stored = _choice_from(plan_cache.load(stored_key))
    if stored is not None and set(stored.opening) | {stored.then} <= set(STYLES):
        return stored
    choice = search(rollout, rollouts, beam, progress, prefixes)
    plan_cache.store(stored_key, {"opening": list(choice.opening), "then": choice.then, "mean": choice.mean,
                                  "greedy_mean": choice.greedy_mean, "rollouts": choice.rollouts,
                                  "candidates": choice.candidates})
    return choice


def search(rollout: Rollout, rollouts: int = ROLLOUTS, beam: int = BEAM, progress=None,
           prefixes: bool = False) -> PlanChoice:
    """The beam search of the module docstring over plans played by `rollout`, whatever engine
    plays them (the goldfish's Game here, the matchup's MatchGame in sim/matchup/plan_search.py).
    `progress` as PlannerPolicy.plan_for's. `prefixes`: step 3 also tries the kept openings cut
    after round 1 and 2 with every tail (a book whose best whole-game style is "creatures" may be
    fastest with one round of it, then attacks: the matchup's Warlock, 5.34 rounds against the
    5.94 of the plans step 3 tries; off for the goldfish, whose plans stay as they were)."""
    cache: dict[tuple, list[int]] = {}
    steps = [0]
    screen = min(SCREEN, rollouts)

    def score(opening: tuple[str, ...], then: str, n: int = screen) -> list[int]:
        # a plan whose opening equals its tail is the same plan without the opening
        while opening and opening[-1] == then:
            opening = opening[:-1]
        k = (opening, then)
        have = cache.setdefault(k, [])
        if len(have) < n:
            have.extend(rollout(opening, then, len(have), n))
            steps[0] += 1
            if progress is not None and progress(steps[0]) is False:
                raise SearchCancelled()
        return have[:n]

    mean = lambda xs: sum(xs) / len(xs)  # noqa: E731
    score((), GREEDY)
    then = min(STYLES, key=lambda s: (mean(score((), s)), s != GREEDY))
    kept = [()]
    for _ in range(OPENING_ROUNDS):
        grown = [(o + (s,)) for o in kept for s in STYLES]
        grown.sort(key=lambda o: (mean(score(o, then)), o))
        kept = grown[:beam]
    # every kept opening with every tail: the opening was searched under the best single style,
    # the tail that suits it may differ (creatures first, then the mage walks to its bolts)
    cuts = sorted({o[:r] for o in kept for r in range(1, OPENING_ROUNDS)} - set(kept)) if prefixes else []
    candidates = [((), then)] + [(o, s) for o in kept + cuts for s in sorted(STYLES, key=lambda s: s != then)]
    finalists = sorted(candidates, key=lambda c: mean(score(*c)))[:FINALISTS]
    greedy = score((), GREEDY, rollouts)
    best = min(finalists, key=lambda c: mean(score(*c, rollouts)))
    opening, tail = best
    best_scores = score(opening, tail, rollouts)
    if not _clearly_faster(best_scores, greedy):
        opening, tail, best_scores = (), GREEDY, greedy
    opening = tuple(opening) + (tail,) * (OPENING_ROUNDS - len(opening))
    return PlanChoice(opening, tail, mean(best_scores), mean(greedy), rollouts, len(cache))


def _choice_from(data: dict | None) -> PlanChoice | None:
    """A plan from the cache, or None for a file of another shape (searched again)."""
    try:
        return PlanChoice(tuple(data["opening"]), str(data["then"]), float(data["mean"]), float(data["greedy_mean"]),
                          int(data["rollouts"]), int(data["candidates"]))
    except (KeyError, TypeError, ValueError):
        return None


def _clearly_faster(candidate: list[int], greedy: list[int]) -> bool:
    """Paired test on the same rollout seeds: mean difference below −2 standard errors."""
    diffs = [c - g for c, g in zip(candidate, greedy)]
    n = len(diffs)
    d = sum(diffs) / n
    if d >= 0:
        return False
    var = sum((x - d) ** 2 for x in diffs) / max(1, n - 1)
    return d < -2 * math.sqrt(var / n) if var > 0 else True
