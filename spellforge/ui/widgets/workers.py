"""Run slow work (library build, big imports) off the GUI thread behind a progress dialog, with
a local event loop so the window keeps painting and the caller still gets a plain result."""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QThread, Qt, Signal, Slot

if TYPE_CHECKING:
    from PySide6.QtWidgets import QProgressDialog  # made only when a job runs (not at every start)


class JobCancelled(Exception):
    """The user pressed Cancel; the job stopped and left nothing half-written."""


class _Job(QObject):
    done = Signal(object)
    failed = Signal(object)
    step = Signal(int, int)  # done, total

    def __init__(self, fn: Callable[..., object], cancellable: bool = False):
        super().__init__()
        self.fn, self.cancellable = fn, cancellable
        self.cancelled = False  # set from the GUI thread; read by the job between its steps

    def progress(self, done: int, total: int) -> bool:
        """The job's progress callback: reports a step; False asks the job to stop."""
        self.step.emit(done, total)
        return not self.cancelled

    def run(self) -> None:
        try:
            self.done.emit(self.fn(self.progress) if self.cancellable else self.fn())
        except Exception as e:  # handed back to the caller, raised there
            e.__traceback_text__ = traceback.format_exc(limit=4)  # type: ignore[attr-defined]
            self.failed.emit(e)


class _Relay(QObject):
    """Receives the job's signals in the GUI thread. A queued connection to a bare lambda runs it
    in the *sender's* thread (PySide has no receiver to take the thread from), so the progress
    dialog was touched from the worker thread: a crash now and then. Slots of an object made in
    the GUI thread run there."""

    def __init__(self, loop: QEventLoop, dialog: QProgressDialog, result: dict):
        super().__init__()
        self.loop, self.dialog, self.result = loop, dialog, result

    @Slot(object)
    def finished(self, value) -> None:
        self.result["value"] = value
        self.loop.quit()

    @Slot(object)
    def crashed(self, error) -> None:
        self.result["error"] = error
        self.loop.quit()

    @Slot(int, int)
    def step(self, done: int, total: int) -> None:
        self.dialog.setMaximum(max(total, 1))
        self.dialog.setValue(min(done, total))


def _run_job(job: _Job, dialog, steps: bool):
    """Run `job` in a worker thread while the modal `dialog` waits (shown after its minimum
    duration); with `steps` it follows the job's progress(done, total). Returns the job's result
    or re-raises its exception."""
    thread = QThread()
    job.moveToThread(thread)
    result: dict = {}
    loop = QEventLoop()
    relay = _Relay(loop, dialog, result)
    job.done.connect(relay.finished, Qt.QueuedConnection)
    job.failed.connect(relay.crashed, Qt.QueuedConnection)
    if steps:
        job.step.connect(relay.step, Qt.QueuedConnection)
    thread.started.connect(job.run)
    dialog.setWindowModality(Qt.ApplicationModal)
    thread.start()
    if not result:
        loop.exec()
    dialog.hide()  # a cancellable dialog does not close itself: an open modal would block the window
    dialog.reset()
    dialog.deleteLater()
    thread.quit()
    thread.wait()
    if "error" in result:
        raise result["error"]
    return result["value"]


def run_with_progress(fn: Callable[..., object], label: str, title: str, parent=None, delay_ms: int = 300,
                      cancellable: bool = False):
    """Call `fn()` in a worker thread; show a progress dialog if it takes longer than `delay_ms`.
    Returns fn's result or re-raises its exception.

    `cancellable`: fn is called as fn(progress) with progress(done, total) -> bool; the dialog
    shows the steps and a Cancel button, and progress returns False once it is pressed (fn then
    stops, typically raising JobCancelled, which is re-raised here)."""
    from PySide6.QtWidgets import QProgressDialog

    job = _Job(fn, cancellable)
    dialog = QProgressDialog(label, "", 0, 0, parent)
    dialog.setObjectName("jobProgress")
    dialog.setWindowTitle(title)
    if cancellable:
        dialog.setCancelButtonText(QCoreApplication.translate("Workers", "Cancel"))
        dialog.setAutoReset(False)
        dialog.setAutoClose(False)
        dialog.canceled.connect(lambda: setattr(job, "cancelled", True))
    else:
        dialog.setCancelButton(None)
    dialog.setMinimumDuration(delay_ms)
    run_with_progress.last_dialog = dialog  # tests press its Cancel button
    return _run_job(job, dialog, steps=cancellable)


def run_cancellable(fn: Callable[[Callable[[], bool]], object], label: str, title: str, cancel_text: str,
                    parent=None, delay_ms: int = 300):
    """Like run_with_progress, with a Cancel button: `fn(should_stop)` runs in a worker thread and
    must poll `should_stop()` and return early (with what it has done) once it says yes."""
    from PySide6.QtWidgets import QProgressDialog

    stop = threading.Event()
    dialog = QProgressDialog(label, cancel_text, 0, 0, parent)
    dialog.setWindowTitle(title)
    dialog.setMinimumDuration(delay_ms)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.canceled.connect(stop.set)  # the worker finishes its current file, then returns
    if delay_ms <= 0:
        dialog.show()
    return _run_job(_Job(lambda: fn(stop.is_set)), dialog, steps=False)
