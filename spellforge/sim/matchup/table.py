"""Every pair of a set of books (the window's table; docs/matchup.md): only one triangle is played.

Game i of B against A is game i^1 of A against B with the seats swapped (batch.game_of: a pair of
games shares its seed, A in the first corner and then B), so the games B plays against A are
exactly the games A played against B seen from B's side, in the order i^1. `mirrored` turns A's
results into B's; `summarise` of them equals B's own run of the same matchup when the number of
games is even (tests/sim/matchup/test_matchup_table.py checks it game by game).
"""

from __future__ import annotations

from typing import Callable

from spellforge.sim.matchup.batch import Matchup, Result, run_batch, summarise


def flipped(r: Result) -> Result:
    """One game seen from the other side."""
    return Result({"a": "b", "b": "a"}.get(r.winner, r.winner), r.rounds, r.how, r.b_cast, r.a_cast,
                  r.b_damage, r.a_damage, not r.a_first)


def mirrored(results: list[Result]) -> list[Result]:
    """A's results against B (an even number of games) as B's results against A, in B's game order."""
    if len(results) % 2:
        raise ValueError("a matchup is mirrored by pairs of games: give an even number")
    return [flipped(results[i ^ 1]) for i in range(len(results))]


def pairs(n: int) -> list[tuple[int, int]]:
    """The upper triangle, row by row: the pairs that are played."""
    return [(i, j) for i in range(n) for j in range(i + 1, n)]


def play_table(specs: list, games: int, seed: int, max_rounds: int = 30, workers: int | None = None,
               progress: Callable[[int], bool] | None = None, mp_context=None, chunk: int | None = None
               ) -> dict[tuple[int, int], tuple[Matchup, dict]]:
    """(row, column) -> (matchup, summarise()) for every pair of `specs` played in full, both
    triangles. `progress(games done)`; False stops the table, and a pair cut short is left out
    (its cells stay empty). `games` must be even (see the module's note)."""
    if games % 2:
        raise ValueError("the table plays an even number of games a pair")
    cells: dict[tuple[int, int], tuple[Matchup, dict]] = {}
    stopped = False
    for k, (i, j) in enumerate(pairs(len(specs))):
        m = Matchup(specs[i], specs[j], seed, max_rounds)

        def step(done: int, base: int = k * games) -> bool:
            nonlocal stopped
            stopped = stopped or (progress is not None and progress(base + done) is False)
            return not stopped

        extra = {} if chunk is None else {"chunk": chunk}
        results = run_batch(m, games, workers, step, mp_context=mp_context, **extra)
        if len(results) < games:
            break
        back = Matchup(specs[j], specs[i], seed, max_rounds)
        cells[(i, j)] = (m, summarise(m, results))
        cells[(j, i)] = (back, summarise(back, mirrored(results)))
        if stopped:
            break
    return cells
