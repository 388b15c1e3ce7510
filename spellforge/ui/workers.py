"""Run slow work (library build, big imports) off the GUI thread behind a progress dialog, with
a local event loop so the window keeps painting and the caller still gets a plain result."""

from __future__ import annotations

import traceback
from collections.abc import Callable

from PySide6.QtCore import QEventLoop, QObject, QThread, Qt, Signal
from PySide6.QtWidgets import QProgressDialog


class _Job(QObject):
    done = Signal(object)
    failed = Signal(object)

    def __init__(self, fn: Callable[[], object]):
        super().__init__()
        self.fn = fn

    def run(self) -> None:
        try:
            self.done.emit(self.fn())
        except Exception as e:  # handed back to the caller, raised there
            e.__traceback_text__ = traceback.format_exc(limit=4)  # type: ignore[attr-defined]
            self.failed.emit(e)


def run_with_progress(fn: Callable[[], object], label: str, title: str, parent=None, delay_ms: int = 300):
    """Call `fn()` in a worker thread; show an indeterminate progress dialog if it takes longer
    than `delay_ms`. Returns fn's result or re-raises its exception."""
    thread = QThread()
    job = _Job(fn)
    job.moveToThread(thread)
    result: dict = {}
    loop = QEventLoop()
    job.done.connect(lambda value: (result.__setitem__("value", value), loop.quit()), Qt.QueuedConnection)
    job.failed.connect(lambda err: (result.__setitem__("error", err), loop.quit()), Qt.QueuedConnection)
    thread.started.connect(job.run)
    dialog = QProgressDialog(label, "", 0, 0, parent)
    dialog.setWindowTitle(title)
    dialog.setCancelButton(None)
    dialog.setMinimumDuration(delay_ms)
    dialog.setWindowModality(Qt.ApplicationModal)
    thread.start()
    if not result:
        loop.exec()
    dialog.reset()
    dialog.deleteLater()
    thread.quit()
    thread.wait()
    if "error" in result:
        raise result["error"]
    return result["value"]
