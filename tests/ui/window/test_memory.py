"""The start-up's objects are moved out of the garbage collector's sight once the window is ready
(spellforge/ui/window/memory.py): full collections then walk only what came after, instead of pausing a
keystroke for 35–200 ms (bench/bench_ui.py)."""

from __future__ import annotations

import gc


def test_the_ready_window_has_frozen_the_start_up_objects(window, qtbot):
    qtbot.waitUntil(lambda: window.ready)
    assert gc.get_freeze_count() > 10_000  # the library's cards, the search indexes, the widgets


def test_freezing_happens_once_per_process(window, qtbot):
    from spellforge.ui.window.memory import settle_startup_objects

    qtbot.waitUntil(lambda: window.ready)
    before = gc.get_freeze_count()
    junk = [[i] for i in range(1000)]  # made after the start-up: must stay collectable
    settle_startup_objects()
    # a second freeze would add the junk's 1,001 lists at least; the count may also fall meanwhile,
    # when the window's worker threads free a frozen object (a fresh clone's run did: "== before" failed)
    assert gc.get_freeze_count() < before + len(junk)
    del junk
