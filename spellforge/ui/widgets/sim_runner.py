"""One simulation job at a time in a worker thread, with progress and Cancel (the playtest
window's One game search, Many games batch and Compare A/B tab share it)."""

from __future__ import annotations

from typing import Callable, NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QThread, Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget


class RunRow(NamedTuple):
    """A tab's row of run controls: "Games:" and its spin box, Run, Cancel and the progress bar."""

    layout: QHBoxLayout
    label: QLabel
    run_button: QPushButton
    cancel_button: QPushButton
    progress: QProgressBar


class _Job(QObject):
    progress = Signal(int)
    finished = Signal(object)  # (number, result)
    failed = Signal(object)  # (number, message)

    def __init__(self, work: Callable[[Callable[[int], bool]], object], number: int):
        super().__init__()
        self.work = work
        self.number = number  # which start() of its runner: a stopped job's late answer is dropped
        self.cancelled = False

    @Slot()
    def run(self) -> None:
        try:
            self.finished.emit((self.number, self.work(self._tick)))
        except Exception as exc:  # shown by the caller, never raised into Qt
            self.failed.emit((self.number, str(exc)))

    def _tick(self, done: int) -> bool:
        self.progress.emit(done)
        return not self.cancelled


class SimRunner(QObject):
    """Runs `work(tick)` in a QThread; `tick(done)` reports progress and returns False once the
    user cancels (the work then stops and returns what it has). `done` or `failed` follows, except
    after stop(): a stopped job says nothing more (its answer, already queued, is dropped), so a
    closing window never starts new work from it. Issue 46: a playtest window closed during the
    planner's search restarted the search from that queued answer, and the window's deletion then
    destroyed a running QThread, which aborts the process."""

    progress = Signal(int)
    done = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._thread: QThread | None = None
        self._job: _Job | None = None
        self._watched: QObject | None = None
        self._controls: tuple = (None, None, None)
        self._started = 0  # start() calls: the current job's number
        # Deleted without a close (its window's parent goes, a test deletes the window): the worker
        # is stopped before Qt destroys the QThread, a child; the function holds the running job
        # and thread, not the runner, whose Python side is gone by then.
        self._live: dict = {}
        self.destroyed.connect(_stop_function(self._live))

    def run_row(self, parent: QWidget, spin: QWidget, run: Callable[[], object], cancel: Callable[[], object]) -> RunRow:
        """The row of run controls before `spin` (the games to play): its label, Run (calls
        `run`), Cancel (calls `cancel`) and a progress bar, bound to this runner."""
        layout = QHBoxLayout()
        label = QLabel(parent)
        label.setBuddy(spin)
        run_button, cancel_button = QPushButton(parent), QPushButton(parent)
        run_button.clicked.connect(run)
        cancel_button.clicked.connect(cancel)
        progress = QProgressBar(parent)
        self.bind(run_button, cancel_button, progress)
        for w in (label, spin, run_button, cancel_button):
            layout.addWidget(w)
        layout.addWidget(progress, 1)
        return RunRow(layout, label, run_button, cancel_button, progress)

    def bind(self, run_button=None, cancel_button=None, progress=None, locked=()) -> None:
        """A tab's run/cancel controls: Run off and Cancel on while a job runs, back after; the
        progress bar follows the ticks and is full once the job is done. `locked`: the choices a
        running job was started from, off while it runs (a change would not be played)."""
        self._controls = (run_button, cancel_button, progress)
        self._locked = tuple(locked)
        if progress is not None:
            self.progress.connect(progress.setValue)
        self._running(False)

    def _running(self, on: bool) -> None:
        run_button, cancel_button, _ = self._controls
        if run_button is not None:
            run_button.setEnabled(not on)
        if cancel_button is not None:
            cancel_button.setEnabled(on)
        for widget in getattr(self, "_locked", ()):
            widget.setEnabled(not on)

    @property
    def busy(self) -> bool:
        return self._thread is not None

    def start(self, work: Callable[[Callable[[int], bool]], object]) -> bool:
        if self._thread is not None:
            return False
        self._started += 1
        self._thread = QThread(self)
        self._job = _Job(work, self._started)
        self._live.update(job=self._job, thread=self._thread)
        self._job.moveToThread(self._thread)
        self._thread.started.connect(self._job.run)
        self._job.progress.connect(self.progress, Qt.QueuedConnection)
        self._job.finished.connect(self._finished, Qt.QueuedConnection)
        self._job.failed.connect(self._failed, Qt.QueuedConnection)
        self._thread.start()
        self._running(True)
        return True

    @Slot()
    def cancel(self) -> None:
        if self._job is not None:
            self._job.cancelled = True

    def stop(self) -> None:
        """Cancel and wait for the thread (the window closes). The job's answer is dropped, its
        Run button is back."""
        self.cancel()
        if self._thread is not None:
            self._release()
            self._running(False)

    def stop_with(self, window: QObject) -> None:
        """Stop (cancel and wait) when `window` closes or the application quits: a worker thread
        must not outlive the QThread object, which dies with the window."""
        if self._watched is window:
            return
        if self._watched is None and QCoreApplication.instance() is not None:
            QCoreApplication.instance().aboutToQuit.connect(self.stop)
        self._watched = window
        window.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Close and self._thread is not None:
            self.stop()
        return False

    def _release(self) -> None:
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait()
            self._thread.deleteLater()
        if self._job is not None:
            self._job.deleteLater()
        self._thread = self._job = None
        self._live.clear()

    def _current(self, answer: tuple) -> bool:
        return self._job is not None and answer[0] == self._job.number

    @Slot(object)
    def _finished(self, answer: tuple) -> None:
        if not self._current(answer):
            return
        self._release()
        self._running(False)
        if self._controls[2] is not None:
            self._controls[2].setValue(self._controls[2].maximum())
        self.done.emit(answer[1])

    @Slot(object)
    def _failed(self, answer: tuple) -> None:
        if not self._current(answer):
            return
        self._release()
        self._running(False)
        self.failed.emit(answer[1])


def _stop_function(live: dict) -> Callable[..., None]:
    """What a runner's `destroyed` calls: cancel the running job and wait for its thread."""

    def stop(*_args) -> None:
        job, thread = live.get("job"), live.get("thread")
        if job is not None:
            job.cancelled = True
        if thread is not None:
            thread.quit()
            thread.wait()

    return stop
