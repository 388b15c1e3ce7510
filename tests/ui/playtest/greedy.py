"""The playtest window set to the greedy player. The window opens on the planner (the command
line's default too), which searches in a worker thread; the tests of the log, the steps and the
compare tab's arithmetic are about what the greedy player does, played at once, as they were."""

from __future__ import annotations


def greedy_window(*args, **kwargs):
    from spellforge.ui.playtest.window import PlaytestWindow

    return PlaytestWindow(*args, policy="greedy", **kwargs)
