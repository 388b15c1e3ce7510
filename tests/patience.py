"""How long a test waits for an event before it calls it a hang.

Tests wait for the event (a signal, a flag the code sets), never for a time. This bound only ends a
test whose event never comes, so it sits far above what any load can cost: a planner run that takes
a second on a quiet machine can take a minute with every core busy."""

HANG_MS = 300_000



def settle(rounds: int = 6) -> None:
    """Let whatever the code queued run (the layout report's `settle`: `rounds` turns of the event
    loop, each of which may post the next). Instead of `qtbot.wait(ms)` before asserting that
    nothing moved, which proves nothing when the machine is slow."""
    from PySide6.QtWidgets import QApplication

    from spellforge.ui.window.layout_report import settle as turns

    turns(QApplication.instance(), rounds)
