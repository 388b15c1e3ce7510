"""Every pair of a set of books (the window's table; docs/matchup.md): only one triangle is played.

Game i of B against A is game i^1 of A against B with the seats swapped (batch.game_of: a pair of
games shares its seed, A in the first corner and then B), so the games B plays against A are
exactly the games A played against B seen from B's side, in the order i^1. `mirrored` turns A's
results into B's; `summarise` of them equals B's own run of the same matchup when the number of
games is even (tests/sim/matchup/test_matchup_table.py checks it game by game).
"""

from __future__ import annotations

import os
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from typing import Callable

from spellforge.sim.matchup.batch import CHUNK, Matchup, Result, play_one, summarise


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


def _play_range(m: Matchup, start: int, stop: int) -> list[Result]:
    return [play_one(m, i) for i in range(start, stop)]


def play_matchups(matchups: list[Matchup], games: int, workers: int | None = None,
                  progress: Callable[[int], bool] | None = None, mp_context=None, chunk: int | None = None
                  ) -> list[list[Result]]:
    """Games 0..games-1 of every matchup, in game order, all in ONE pool of processes (a pool a
    matchup cost more than the games of a matchup on a busy machine). `progress(games done)` after
    each chunk; False stops, and a matchup cut short keeps the games from game 0 that were played
    without a gap. `workers`: None one per core, 1 in this process; `mp_context` as run_batch's."""
    workers = workers or os.cpu_count() or 1
    chunk = chunk or CHUNK
    jobs = [(k, s, min(games, s + chunk)) for k in range(len(matchups)) for s in range(0, games, chunk)]
    played: dict[int, dict[int, list[Result]]] = {k: {} for k in range(len(matchups))}
    count, stopped = 0, False
    if workers <= 1 or len(jobs) <= 1:
        for k, s, e in jobs:
            if stopped:
                break
            played[k][s] = _play_range(matchups[k], s, e)
            count += e - s
            stopped = progress is not None and progress(count) is False
    else:
        if isinstance(mp_context, str):
            import multiprocessing

            mp_context = multiprocessing.get_context(mp_context)
        with ProcessPoolExecutor(max_workers=min(workers, len(jobs)), mp_context=mp_context) as pool:
            pending = {pool.submit(_play_range, matchups[k], s, e): (k, s) for k, s, e in jobs}
            try:
                while pending and not stopped:
                    finished, _ = wait(pending, return_when=FIRST_COMPLETED)
                    for f in finished:
                        k, s = pending.pop(f)
                        played[k][s] = f.result()
                        count += len(played[k][s])
                    stopped = progress is not None and progress(count) is False
            finally:  # stopped, a chunk that failed, Ctrl-C: the queued chunks never start (the exit waits for them)
                for f in pending:
                    f.cancel()
    out = []
    for k in range(len(matchups)):  # only a run of chunks from game 0 keeps the game order
        results, s = [], 0
        while s in played[k]:
            results.extend(played[k][s])
            s += len(played[k][s])
        out.append(results)
    return out


def play_table(specs: list, games: int, seed: int, max_rounds: int = 30, workers: int | None = None,
               progress: Callable[[int], bool] | None = None, mp_context=None, chunk: int | None = None
               ) -> dict[tuple[int, int], tuple[Matchup, dict]]:
    """(row, column) -> (matchup, summarise()) for every pair of `specs` played in full, both
    triangles. `progress(games done)` after each chunk of games; False stops the table, and a pair
    cut short is left out (its cells stay empty). An odd number of games plays one game more in
    the upper triangle (B's last game is A's game `games` seen from B; see the module's note), so
    both cells are exactly the games of their own runs. `workers` share one pool of processes for
    the whole table, started by `mp_context` ("spawn" from the window)."""
    played = games + games % 2
    matchups = [Matchup(specs[i], specs[j], seed, max_rounds) for i, j in pairs(len(specs))]
    runs = play_matchups(matchups, played, workers, progress, mp_context, chunk)
    cells: dict[tuple[int, int], tuple[Matchup, dict]] = {}
    for k, (i, j) in enumerate(pairs(len(specs))):
        results = runs[k]
        if len(results) < played:
            continue
        m, back = matchups[k], Matchup(specs[j], specs[i], seed, max_rounds)
        cells[(i, j)] = (m, summarise(m, results[:games]))
        cells[(j, i)] = (back, summarise(back, mirrored(results)[:games]))
    return cells
