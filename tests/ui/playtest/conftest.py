"""Fixtures of the playtest windows' tests."""

from __future__ import annotations

import time

import pytest

from tests.patience import HANG_MS


@pytest.fixture
def cancel_at(monkeypatch):
    """`cancel_at(window, n)`: the window's Cancel is clicked once its work has done `n` steps, and
    the worker waits at that step until the click has reached it. Without the wait, a click queued
    to the GUI thread may come after the worker has played every game (a busy machine delays the
    GUI thread, an idle one runs the games fast): nothing would be cancelled."""
    import spellforge.ui.widgets.sim_runner as sim_runner

    real_tick = sim_runner._Job._tick
    held = {"at": None}

    def tick(job, done):
        going = real_tick(job, done)  # the progress signal: the window's handler clicks Cancel
        if held["at"] is not None and done >= held["at"]:
            deadline = time.monotonic() + HANG_MS / 1000
            while not job.cancelled and time.monotonic() < deadline:
                time.sleep(0.002)  # polls the flag the click sets; the bound only ends a hang
            return not job.cancelled
        return going

    monkeypatch.setattr(sim_runner._Job, "_tick", tick)

    def arm(window, n: int) -> None:
        held["at"] = n
        clicked = []

        def on_progress(done: int) -> None:
            if done >= n and not clicked:
                clicked.append(done)
                window.cancel_button.click()

        window.runner.progress.connect(on_progress)

    return arm
