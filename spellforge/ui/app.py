"""Application start: QApplication, preferences, translations, the library (opened or built in a
worker thread behind a progress dialog, so the window never freezes) and the main window."""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from spellforge import paths


def _scan_modules_without_inspect() -> None:
    """PySide6 asks of every module imported after it whether its source mentions "PySide6"
    (its `__feature__` switching, PYSIDE-2029), through inspect.getsource: tokenizing and caching
    the lines of ~110 files, ~10 ms of each start. The same question, answered by reading the
    file's bytes; anything else (no file, not .py) still goes to PySide's own test."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or getattr(original, "spellforge", False):
        return

    def mod_uses_pyside(module) -> bool:
        file = getattr(module, "__file__", None)
        if isinstance(file, str) and file.endswith(".py"):
            try:
                with open(file, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return original(module)

    mod_uses_pyside.spellforge = True
    feature._mod_uses_pyside = mod_uses_pyside


_scan_modules_without_inspect()

from spellforge.ui.settings import Settings  # noqa: E402 (after the scan above is in place)
from spellforge.ui.theme import apply_theme  # noqa: E402
from spellforge.ui.translations import Translations  # noqa: E402

ORG = "Spellforge"
APP_NAME = "Spellforge"


def load_library_with_progress(parent=None, folder=None):
    """Open the user's library, building it first (in a worker thread, with its steps and a
    Cancel button) when db/ changed. Cancel raises BuildCancelled: nothing was written and the
    next start builds again."""
    import gc

    from spellforge.library import Library

    current = Library.open_if_current(folder)  # the usual start: no thread, no dialog to make
    if current is not None:
        return current
    from spellforge.ui.widgets.workers import run_with_progress

    # A build (db/ changed) makes and drops many objects: collect while it runs, as usual.
    return run_with_progress(lambda progress: Library.open_or_build(folder, progress=lambda _step: gc.enable(),
                                                                    build_progress=progress),
                             QCoreApplication.translate("App", "Preparing the card library…"),
                             QCoreApplication.translate("App", "Spellforge"), parent, cancellable=True)


def configure_application(argv: list[str]) -> QApplication:
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication.instance() or QApplication(argv)
    app.setOrganizationName(ORG)
    app.setOrganizationDomain("spellforge.example.org")
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    # The desktop entry's name (without .desktop): Wayland and the docks match the window to it.
    app.setDesktopFileName(paths.APP_ID)
    icon = app_icon()
    if not icon.isNull():
        app.setWindowIcon(icon)
    return app


def app_icon() -> QIcon:
    """The project's icon in every PNG size (no SVG plugin needed); empty if not installed."""
    icon = QIcon()
    try:
        folder = paths.app_icon_dir()
    except paths.DataNotFound:
        return icon
    for png in sorted(folder.glob(f"{paths.APP_ID}-*.png")):
        icon.addFile(str(png))
    return icon


def install_error_hook() -> None:
    """An exception in a slot must not vanish into stderr nor kill the app: tell the user and
    keep the details on stderr. (Whether each book is saved is shown by the window itself: a
    failed save leaves the book marked "Not saved".)"""
    previous = sys.excepthook

    def hook(kind, error, tb) -> None:
        from PySide6.QtWidgets import QMessageBox

        previous(kind, error, tb)
        QMessageBox.warning(None, QCoreApplication.translate("App", "Spellforge"),
                            QCoreApplication.translate("App", "Something went wrong: {error}").format(error=error))

    sys.excepthook = hook


def run_app(argv: list[str], screenshot: str | None = None) -> int:
    app = configure_application(argv)
    from PySide6.QtCore import QSettings

    QSettings.setDefaultFormat(QSettings.IniFormat)
    settings = Settings()
    translations = Translations()
    translations.install(settings.ui_language)
    apply_theme(app, settings.theme)
    from spellforge.library.digest import BuildCancelled

    try:
        lib = load_library_with_progress()
    except BuildCancelled:  # the user stopped the first build: quit; the next start builds again
        return 0
    except Exception as e:  # noqa: BLE001 - any failure is shown, never a traceback
        from PySide6.QtWidgets import QMessageBox

        message = QCoreApplication.translate("App", "The card library could not be opened:\n{error}").format(error=e)
        print(message, file=sys.stderr)  # also where no one can click the box (a script, --screenshot)
        if QGuiApplication.platformName() != "offscreen":  # a modal box offscreen would wait forever
            QMessageBox.critical(None, QCoreApplication.translate("App", "Spellforge"), message)
        return 1
    from spellforge.library.user.overlay import folder_writable
    from spellforge.ui.window.single_writer import InstanceGuard
    from spellforge.ui.window.main_window import MainWindow

    readonly_reason = ""
    guard = None
    if folder_writable(paths.data_dir()):
        guard = InstanceGuard(paths.data_dir(), app)
        if not guard.acquire():
            if guard.focused_other:  # the first window came forward: one writer, nothing more to do
                return 0
            readonly_reason = QCoreApplication.translate(
                "App", "Another Spellforge window is using this data folder; this one only reads it.")
    install_error_hook()
    window = MainWindow(lib, settings, translations, defer_user_data=True, readonly_reason=readonly_reason)
    if guard is not None:
        guard.activate_requested.connect(lambda: (window.showNormal(), window.raise_(), window.activateWindow()))
        # Listening needs QtNetwork: with the other tasks the first screen did not need, after the
        # ready frame (a later start meanwhile waits for it), or after a second when the start is
        # slow (a damaged-data dialog waiting for the user).
        window.ready_signal.connect(lambda: window.when_idle(guard.listen))
        QTimer.singleShot(1000, guard.listen)
    window.show()
    if os.environ.get("SPELLFORGE_EXIT_WHEN_READY") == "1":  # for timing a start: see README
        _exit_when_ready(app, window)
    if screenshot:  # `spellforge gui --screenshot PNG`: prove the window comes up, then leave
        def shoot() -> None:
            ok = window.grab().save(screenshot)
            window.close()
            app.exit(0 if ok else 1)

        # Once ready: the user data opens in a worker thread after the first paint, and leaving
        # before it ends would destroy a running QThread (an abort).
        window.ready_signal.connect(lambda: QTimer.singleShot(300, shoot))
    try:
        return app.exec()
    finally:
        window.wait_for_user_data()  # a running QThread must not be destroyed
        if window.store is not None:  # the last connection closes: SQLite moves the -wal into user.sqlite
            window.store.store.close()
        if guard is not None:
            guard.release()


def _exit_when_ready(app, window) -> None:
    """Quit with status 0 once the window is ready, saying on stderr when the first frame was
    painted, when it was ready, and the longest the event loop stalled in between (a freeze)."""
    import time

    from PySide6.QtCore import QTimer

    start = time.perf_counter()
    marks = {"last": None, "stall": 0.0}
    beat = QTimer(app)
    beat.setInterval(5)

    def tick() -> None:
        now = time.perf_counter()
        if marks["last"] is not None:
            marks["stall"] = max(marks["stall"], now - marks["last"])
        marks["last"] = now

    def painted() -> None:
        print(f"spellforge: painted {time.perf_counter() - start:.3f} s after the window was made",
              file=sys.stderr, flush=True)
        marks["last"] = time.perf_counter()
        beat.start()

    def leave() -> None:
        QApplication.processEvents()  # the ready frame is painted
        tick()
        print(f"spellforge: ready {time.perf_counter() - start:.3f} s after the window was made; longest "
              f"event-loop stall after the first paint {marks['stall'] * 1000:.0f} ms", file=sys.stderr, flush=True)
        app.exit(0)

    beat.timeout.connect(tick)
    window.painted_signal.connect(painted)
    window.ready_signal.connect(leave)


def main() -> int:
    return run_app(sys.argv)
