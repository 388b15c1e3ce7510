"""The playtest window set to the greedy player, whatever the window's default: the tests of the
log, the steps and the compare tab's arithmetic are about what the greedy player does, played at
once (the planner searches in a worker thread first)."""

from __future__ import annotations


def greedy_window(*args, **kwargs):
    from spellforge.ui.playtest.window import PlaytestWindow

    return PlaytestWindow(*args, policy="greedy", **kwargs)
