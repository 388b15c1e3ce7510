"""How long a test waits for an event before it calls it a hang.

Tests wait for the event (a signal, a flag the code sets), never for a time. This bound only ends a
test whose event never comes, so it sits far above what any load can cost: a planner run that takes
a second on a quiet machine can take a minute with every core busy."""

HANG_MS = 300_000


def settle(rounds: int = 5) -> None:
    """Deliver every posted event and queued call, `rounds` times over (each may post the next):
    after it, whatever the code had queued has run. Instead of `qtbot.wait(ms)` before asserting
    that nothing moved, which proves nothing when the machine is slow."""
    from PySide6.QtCore import QCoreApplication

    for _ in range(rounds):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
