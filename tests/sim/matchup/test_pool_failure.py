"""A chunk of games that fails in a worker (an engine bug, Ctrl-C) ends run_batch and play_table at
once: the chunks still queued are cancelled, so the pool's exit does not first play every game
left (the window's Cancel and the progress bar are gone by then). A stand-in pool runs the chunks
one at a time in this process when they are waited for: no processes, the same order every run."""

from __future__ import annotations

from concurrent.futures import Future

import pytest

from spellforge.sim.matchup import batch, table


class _Pool:
    """submit() queues; the module's wait() (patched below) runs the oldest queued chunk."""

    def __init__(self, *args, **kwargs):
        self.futures: list[tuple[Future, tuple]] = []

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def submit(self, fn, *args):
        f = Future()
        self.futures.append((f, (fn, args)))
        pools.append(self)
        return f


pools: list[_Pool] = []


def _wait(pending, return_when=None):
    pool = pools[-1]
    f, (fn, args) = next((f, job) for f, job in pool.futures if f in pending and not f.done())
    try:
        f.set_result(fn(*args))
    except Exception as exc:  # noqa: BLE001 - the worker's failure, handed back as a pool does
        f.set_exception(exc)
    return {f}, set(pending) - {f}


def _failing(m, start, stop, *play):  # play: run_batch's `play=` (table passes none)
    if start == 0:
        raise RuntimeError("an engine bug in the first chunk")
    return [None] * (stop - start)


@pytest.fixture
def fake_pool(monkeypatch):
    pools.clear()
    for module in (batch, table):
        monkeypatch.setattr(module, "ProcessPoolExecutor", _Pool)
        monkeypatch.setattr(module, "wait", _wait)
        monkeypatch.setattr(module, "_play_range", _failing)
    return pools


def test_a_failed_chunk_cancels_the_queued_ones_in_a_batch(fake_pool):
    with pytest.raises(RuntimeError, match="engine bug"):
        batch.run_batch(object(), 100, workers=2, chunk=10)
    queued = [f for f, _ in fake_pool[-1].futures]
    assert len(queued) == 10 and queued[0].exception() is not None
    assert all(f.cancelled() for f in queued[1:])  # none of the 9 others will be played


def test_a_failed_chunk_cancels_the_queued_ones_in_a_table(fake_pool):
    with pytest.raises(RuntimeError, match="engine bug"):
        table.play_table(["a", "b", "c"], 20, 1, workers=2, chunk=10)
    queued = [f for f, _ in fake_pool[-1].futures]
    assert len(queued) == 6 and queued[0].exception() is not None
    assert all(f.cancelled() for f in queued[1:])
