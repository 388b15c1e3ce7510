"""A book's plan searched in the matchup's own engine (issue 48: one engine).

The planner's beam search (sim/policy/planner.search: the per-round preparation styles, screened
and then paired against greedy on common random numbers) is played here by MatchGame rollouts:
the book against the passive side (batch.passive_side: the goldfish's target as a mage that never
acts) in the arena's opposite corners, as bench/bench_passive.py plays them; for `goldfish --engine
matchup`, against that run's own side (its target set-up or the dummy: sim/report/matchup_goldfish.py). A rollout's score is
the round the enemy mage dies (not killed within `max_rounds`: max_rounds + 1). Rollout k plays
on the planner's own seed "planner:<seed>:<k>" (never a game's seed) with round 1's Initiative
alternated by k, the same k for every candidate plan. The search's last step also tries the kept
openings cut short (planner.search's `prefixes`): the Warlock's best plan in this engine is one
round of creatures, then attacks.

The goldfish searched the plan in its own engine before (round 6 and earlier); the two engines
agree on a book's mean kill round but not game for game, and a near-tie there (the Anvil Throne
Warlord's 0.05 rounds) could pick a plan the matchup plays worse. The plan is kept in plan_cache
under a key of engine "matchup", which no goldfish plan can share.
"""

from __future__ import annotations

import gc
from dataclasses import replace

from spellforge.sim.matchup.game import MatchGame
from spellforge.sim.matchup.pieces import SideSpec
from spellforge.sim.policy import plan_cache
from spellforge.sim.policy import planner
from spellforge.sim.policy.planner import BEAM, ROLLOUTS, PlanChoice, cached_search

ENGINE = "matchup"  # plan_cache's key: never a goldfish plan
# progress ticks of a search at most (the playtest window's bar): the planner's, and the kept
# openings cut short (prefixes) with every tail
SEARCH_STEPS = planner.SEARCH_STEPS + BEAM * (planner.OPENING_ROUNDS - 1) * len(planner.STYLES)


def rollout_scores(spec: SideSpec, passive: SideSpec, seed, max_rounds: int, opening: tuple[str, ...], then: str,
                   start: int, stop: int, first: int | None = None) -> list[int]:
    """The kill rounds of rollouts start..stop-1 of `spec` playing the plan (opening, then); `first`:
    who holds round 1's Initiative (None: alternated by k)."""
    side = replace(spec, opening=tuple(opening), then=then)
    cap = max_rounds + 1
    out = []
    for k in range(start, stop):
        rec = MatchGame(side, passive, f"planner:{seed}:{k}", k % 2 if first is None else first, max_rounds).run()
        out.append(rec.rounds if rec.winner == 0 else cap)
    return out


def matchup_plan(spec: SideSpec, passive: SideSpec, seed=1, max_rounds: int = 20, rollouts: int = ROLLOUTS,
                 beam: int = BEAM, progress=None, first: int | None = None) -> PlanChoice:
    """The plan of `spec`'s book searched on MatchGame rollouts against `passive` (cached by the
    book's digest); `first`: round 1's Initiative held by `spec` (0) or `passive` (1) in every rollout
    (None: alternated). `progress(done)` after each candidate plan; False stops the search with
    planner.SearchCancelled."""
    # the passive side's whole set-up (its mage, where it starts, its guard): the goldfish's target options;
    # the goldfish's dummy (dummy.py) adds whether it walks (its attack, mana and cards are in its book)
    setup = (passive.book, passive.start, passive.guard, max_rounds) + ((passive.dummy,) if passive.dummy else ()) \
        + ((("first", first),) if first is not None else ())
    key = plan_cache.plan_key(spec.book, setup, rollouts, beam, seed,
                              engine=ENGINE)
    # what this process holds already (a library, the books) is not walked by the collector's full
    # passes during the rollouts (as batch.run_batch does for the games); not where something is frozen
    ours = gc.get_freeze_count() == 0
    if ours:
        gc.freeze()
    try:
        return cached_search(key, lambda o, t, a, b: rollout_scores(spec, passive, seed, max_rounds, o, t, a, b, first),
                             rollouts, beam, progress, prefixes=True)
    finally:
        if ours:
            gc.unfreeze()
