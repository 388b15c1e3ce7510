"""One writer per data folder: a lock file taken at start, a local socket through which a later
start asks the first window to come forward, and the banner of a window that only reads.

Kept apart from data_safety (its dialogs) and light on purpose: the first start takes the lock
with QtCore alone and opens its socket once the window is ready (`listen`); QtNetwork is
imported only then, or by a second start that has to talk to the first."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtWidgets import QLabel

from spellforge.paths import WINDOW_LOCK as LOCK_NAME  # the CLI reads it too

ACTIVATE = b"activate"
# A second start may come while the first is still starting (its socket opens when it is ready):
# it keeps trying to reach the first window this long before it opens read-only.
CONNECT_PATIENCE_MS = 3000


def server_name(data_dir: Path) -> str:
    import hashlib  # (not on the first start's way: its socket opens once the window is ready)

    digest = hashlib.sha1(str(Path(data_dir).resolve()).encode("utf-8")).hexdigest()[:16]
    return f"spellforge-{digest}"


class InstanceGuard(QObject):
    """Who writes the data folder. `acquire()` is True for the first window; `listen()` then
    opens the socket through which later starts emit `activate_requested`. A later start gets
    False from `acquire()`, after asking the first window to come forward (`focused_other`
    tells whether that worked)."""

    activate_requested = Signal()

    def __init__(self, data_dir: Path, parent=None):
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self.lock = QLockFile(str(self.data_dir / LOCK_NAME))
        self.lock.setStaleLockTime(0)  # a lock is stale only when its process is gone
        self.server = None  # QLocalServer, once listening
        self.focused_other = False
        self.held = False

    def acquire(self) -> bool:
        if self.lock.tryLock(100):
            self.held = True
            return True
        self.focused_other = self.ask_other_to_activate()
        return False

    def listen(self) -> None:
        """Answer later starts (the first window, once it is ready)."""
        if not self.held or self.server is not None:
            return
        from PySide6.QtNetwork import QLocalServer

        self.server = QLocalServer(self)
        QLocalServer.removeServer(server_name(self.data_dir))  # left by a crashed window
        if self.server.listen(server_name(self.data_dir)):
            self.server.newConnection.connect(self._connection)

    def ask_other_to_activate(self, timeout_ms: int = 1000, patience_ms: int = CONNECT_PATIENCE_MS) -> bool:
        from PySide6.QtNetwork import QLocalSocket

        deadline = time.monotonic() + patience_ms / 1000
        while True:
            socket = QLocalSocket()
            try:
                socket.connectToServer(server_name(self.data_dir))
                if socket.waitForConnected(timeout_ms):
                    socket.write(ACTIVATE)
                    ok = socket.waitForBytesWritten(timeout_ms)
                    socket.disconnectFromServer()
                    return ok
            finally:
                socket.abort()
            # Not listening (yet): the first window may still be starting.
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.05)

    def _connection(self) -> None:
        # Read the short message at once: no per-socket slots that could outlive the socket.
        while self.server is not None and self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            if socket.bytesAvailable() or socket.waitForReadyRead(500):
                if bytes(socket.readAll()).startswith(ACTIVATE):
                    self.activate_requested.emit()
            socket.abort()

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.held:
            self.lock.unlock()
            self.held = False


class ReadOnlyBanner(QLabel):
    """A strip above the window's content: the data cannot be changed, and why."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("readOnlyBanner")
        self.setWordWrap(True)
        self.setStyleSheet("QLabel#readOnlyBanner { background: #8a6d00; color: white; padding: 6px; }")
        self.hide()
