"""bench_passive.py --same-plan [--casts R]: each engine with the other engine's plan, and the cards cast
per round of the books whose gap stays with the same plan (issue 48, round 8: "must not change beyond
the noise of the same seeds, except where the old dummy was wrong"; docs/goldfish.md "The gaps between
the engines"). With one plan in both engines what is left is the engines' play or their rules; the
cards cast per round show which round and which card.

The goldfish engine plays a plan through its planner's RoundPolicy (the styles the search used), the
matchup through SideSpec.opening/then (the same STYLES names, read by its AI: sim/matchup/ai.py).
"""

from __future__ import annotations

import math
from collections import Counter

CAST_ROUNDS = 6  # the rounds whose casts are printed (the kills come in rounds 3-8)


def _kills(records) -> list[int]:
    return [r.rounds_to_kill for r in records if r.rounds_to_kill is not None]


def _mean_se(values: list[int]) -> tuple[float, float]:
    from bench.bench_passive import mean_se

    return mean_se(values)


def goldfish_with(setup, opening: tuple[str, ...], then: str):
    """The goldfish engine's policy playing (opening, then) with its planner's styles."""
    from spellforge.sim.policy.planner import RoundPolicy

    setup.policy(0)  # builds the planner (its styles); the seed's plan is searched already
    return RoundPolicy(setup._planner.styles, tuple(opening), then)


def goldfish_games(setup, policy, games: int, seed: int, events: bool = False) -> list:
    from spellforge.sim.game.engine import Game
    from spellforge.sim.report.summary import game_seed

    out = []
    for i in range(games):
        g = Game(setup.book, policy, setup.config, game_seed(seed, i), events)
        rec = g.run()
        out.append((rec, g) if events else rec)
    return out


def matchup_with(run, opening: tuple[str, ...], then: str):
    """The run's Matchup with side A playing (opening, then)."""
    from dataclasses import replace

    return replace(run.matchup, a=replace(run.matchup.a, opening=tuple(opening), then=then))


def _plan(choice) -> str:
    """The plan as the docs write it: a/c/d/m per opening round + the tail."""
    short = {"attack": "a", "creatures": "c", "develop": "d", "mana_then_attack": "m"}
    return "/".join(short.get(s, s) for s in choice.opening) + " + " + short.get(choice.then, choice.then)


def same_plan_table(books, setups, runs, args, width: int) -> None:
    from spellforge.sim.matchup.batch import run_batch
    from spellforge.sim.report.matchup_goldfish import play_goldfish
    from spellforge.sim.report.summary import run_games

    print(f"\nthe same plan in both engines ({args.games} games a cell; goldfish plan / matchup plan, "
          "a attack, c creatures, d develop, m mana then attack)")
    print(f"{'book':<{width}}  goldfish plan         in goldfish  in matchup  gap   | matchup plan          "
          "in goldfish  in matchup  gap")
    far = []
    for (label, _), setup, run in zip(books, setups, runs):
        g_choice = setup.plan_choice(args.seed)
        m_choice = run.choice
        gg = _mean_se(_kills(run_games(setup, args.games, args.seed)))
        gm = _mean_se(_kills(run_batch(matchup_with(run, g_choice.opening, g_choice.then), args.games,
                                       args.workers, play=play_goldfish)))
        mg = _mean_se(_kills(goldfish_games(setup, goldfish_with(setup, m_choice.opening, m_choice.then),
                                            args.games, args.seed)))
        mm = _mean_se(_kills(run_batch(run.matchup, args.games, args.workers, play=play_goldfish)))
        gap_g, gap_m = gm[0] - gg[0], mm[0] - mg[0]
        se_g, se_m = math.hypot(gg[1], gm[1]), math.hypot(mg[1], mm[1])
        print(f"{label:<{width}}  {_plan(g_choice):<20}  {gg[0]:6.2f}      {gm[0]:6.2f}    {gap_g:+5.2f} | "
              f"{_plan(m_choice):<20}  {mg[0]:6.2f}      {mm[0]:6.2f}    {gap_m:+5.2f}")
        if args.casts and abs(gap_g) > args.casts and abs(gap_g) > 3 * se_g:
            far.append((label, setup, run, g_choice, "goldfish"))
        if args.casts and abs(gap_m) > args.casts and abs(gap_m) > 3 * se_m and _plan(m_choice) != _plan(g_choice):
            far.append((label, setup, run, m_choice, "matchup"))
    for label, setup, run, choice, whose in far:
        print_casts(label, setup, run, choice, args, whose)


def _goldfish_casts(setup, choice, games: int, seed: int) -> Counter:
    tally: Counter = Counter()
    for _, g in goldfish_games(setup, goldfish_with(setup, choice.opening, choice.then), games, seed, events=True):
        for e in g.record.events or ():
            if e.kind == "cast" and e.round <= CAST_ROUNDS:
                tally[(e.round, e.data["card"])] += 1
    return tally


def _matchup_casts(run, choice, games: int) -> Counter:
    from spellforge.sim.matchup.batch import game_of

    m = matchup_with(run, choice.opening, choice.then)
    tally: Counter = Counter()
    for i in range(games):
        game, swapped = game_of(m, i, record_events=True)
        ours = 1 if swapped else 0
        for round_, kind, side, params in game.run().events:
            if kind == "cast" and side == ours and round_ <= CAST_ROUNDS:
                tally[(round_, params["card"])] += 1
    return tally


def print_casts(label: str, setup, run, choice, args, whose: str = "goldfish") -> None:
    """Cards cast per round (means per game), both engines with one plan (the goldfish's or the matchup's
    search's); a card whose means differ by 0.2 or more is marked *."""
    n = args.cast_games
    old, new = _goldfish_casts(setup, choice, n, args.seed), _matchup_casts(run, choice, n)
    print(f"\n{label}: cards cast per round with the {whose}'s plan {_plan(choice)} ({n} games each engine; "
          "goldfish / matchup per game)")
    for r in range(1, CAST_ROUNDS + 1):
        cards = sorted({c for (rr, c) in old if rr == r} | {c for (rr, c) in new if rr == r})
        cells = []
        for c in cards:
            a, b = old[(r, c)] / n, new[(r, c)] / n
            if max(a, b) >= 0.05:
                cells.append(f"{'*' if abs(a - b) >= 0.2 else ''}{c} {a:.2f}/{b:.2f}")
        print(f"  round {r}: {'; '.join(cells) or '-'}")
