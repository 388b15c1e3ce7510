"""Issue 46: the playtest window opens on the planner, whose search runs in a worker thread as the
window opens. A window closed or deleted during that search must leave no thread running: Qt
aborts the process when a running QThread is destroyed (one CI run's worker died so, in a test
that opens three windows and changes the seed during their searches)."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from tests.patience import settle
from tests.ui.playtest.test_playtest_window import _book


@pytest.fixture
def held_search(monkeypatch):
    """The first search waits at its first tick until it is cancelled (on an idle machine, or with
    the plan cached, it could end before the test acts); `seen` records that cancel, and later
    searches run freely."""
    import spellforge.ui.widgets.sim_runner as sim_runner
    from spellforge.sim.policy import plan_cache

    plan_cache.forget_memory()  # a plan another test searched in this process would end the search untimed
    real_tick = sim_runner._Job._tick
    seen = threading.Event()

    def tick_until_cancelled(job, done):
        real_tick(job, done)
        while not job.cancelled and not seen.wait(0.005):
            pass
        seen.set()
        return not job.cancelled

    monkeypatch.setattr(sim_runner._Job, "_tick", tick_until_cancelled)
    return seen


def test_a_window_closed_during_the_search_starts_no_new_one(qtbot, library, held_search):
    """The seed changes during the search (a second search is asked for), then the window closes:
    the closed window's late 'cancelled' answer restarted the search, and the window's deletion
    destroyed the running thread."""
    from spellforge.ui.playtest.window import PlaytestWindow

    window = PlaytestWindow(library, _book(library))
    qtbot.addWidget(window)
    window.show()
    assert window.policy_combo.currentData() == "planner" and window.search_runner.busy
    window.seed_spin.setValue(3)  # during the search: search again once it ends
    window.close()
    assert held_search.is_set()  # the worker was told to stop and has stopped
    settle()  # the stopped job's queued answer, if any, is delivered now
    assert not window.search_runner.busy
    assert not window.search_progress.isVisible() and window.finish_button.isEnabled()
    assert window.state_label.text() == "Search cancelled."  # shown again, Play to the end searches anew


def test_a_window_deleted_during_the_search_stops_its_worker_first(qtbot, library, held_search):
    """Deleted without a close (its parent goes, the tests' fixture deletes windows): the runner
    stops the worker before Qt destroys the thread object, else the process aborts here."""
    from spellforge.ui.playtest.window import PlaytestWindow

    window = PlaytestWindow(library, _book(library))
    assert window.search_runner.busy
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    assert held_search.is_set()
