"""Python's garbage collector and a window that answers every keystroke within a frame.

A full collection walks every object the program holds — the library's cards, the search indexes,
the Qt wrappers: 35–200 ms on the build machine, landing on whatever keystroke happened to
allocate the last object (bench/bench_ui.py caught them as its worst keystrokes). What start-up
made lives until the program ends, so once the window is ready it is moved out of the collector's
sight (gc.freeze: an O(1) list splice, no pause); later collections walk only what came after.
The app's start runs with the collector off (spellforge.cli): it would only walk, again and
again, objects that all stay (a start leaves a few hundred unreachable ones, frozen with the
rest); settling turns it back on.
"""

from __future__ import annotations

import gc


_settled = False


def settle_startup_objects() -> None:
    """Everything made so far is kept for good: exclude it from future collections. Once per
    process: a frozen object is never collected, so freezing again later (another window in the
    same process, as in the tests) would keep whatever became garbage since."""
    global _settled
    if not _settled:
        _settled = True
        gc.freeze()
    gc.enable()
