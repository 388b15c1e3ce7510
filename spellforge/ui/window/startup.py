"""The main window's start-up and user data: what the first frame shows is read with plain sqlite3
before it, the user database opens in a worker thread once the window is ready (or first, after the
first frame, when it must be migrated), a long session comes back in slices, a damaged file goes
through the repair dialog, and Check and repair can put a backup in place while the window runs."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QTimer


STORE_AFTER_READY_MS = 100
# The books behind the current tab build their widgets only when shown (a few ms each to open):
# a restore opens as many as fit in this slice per turn of the event loop, not one per turn
# (each turn repaints the window, ~10-25 ms before the session is back).
RESTORE_SLICE_S = 0.025
# The slices' clock: tests replace it, so how many books one slice opens never depends on load.
_clock = time.perf_counter


def thumbnail_provider(lib, lang: str, parent):
    """One shared picture provider for the detail panel, the grid and the hover preview."""
    from spellforge.ui.cards.image import ThumbnailProvider

    return ThumbnailProvider(lib, lang=lang, parent=parent)


class PendingStore:
    """Stands for the BookStore of books opened before the UserStore (read_startup): a save or
    a reload waits for it to open; the collection marks and versions show once it is open."""

    pending = True

    def __init__(self, window):
        self._window = window

    def wait(self) -> None:
        """Until the UserStore is open (its worker started now if it had not yet)."""
        self._window.finish_startup()

    def __getattr__(self, name):
        self._window.finish_startup()
        return getattr(self._window.store, name)


class WindowStartup:
    """Mixed into MainWindow (strings keep the "MainWindow" translation context)."""

    def _start_before_first_frame(self) -> None:
        """A deferred start, before the window is shown. When the user database needs nothing
        written first (user_overlay.read_startup: plain sqlite3, a few ms, no sqlmodel), the
        user's names, the books list and the last session are in the first frame: the book in
        view built, the ones behind it when their tab is first shown (and a long session goes on
        in slices after that frame). The UserStore (writes, the daily backup) opens in a worker
        thread once the window is ready. Otherwise nothing is read here: the worker opens the
        store first (migrating, following renames) after the first frame."""
        from spellforge.library.user.overlay import read_startup

        try:
            early = read_startup(self.lib.digest()) if self.store is None else None
        except Exception:  # noqa: BLE001 - the full path (after the first frame) opens it and says what is wrong
            early = None
        if early is None:
            return
        self.started = True
        self._pending_store = PendingStore(self)
        self._apply_user_data(early.names, early.texts, pictures=False)  # pictures: once ready
        self.books.show_summaries(early.summaries)
        self._restore_progressively(early)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """Shown (its widgets have their sizes), not painted yet: what waits for the event loop
        is done now (the card list's refresh for the book's mage, the book's columns, the lists'
        item layouts), so the window settles before the first frame rather than in a second one."""
        super().showEvent(event)
        if not self.__dict__.get("_shown_once"):  # (its first show: before any frame)
            self._shown_once = True
            if not self.isMaximized() and not self.isFullScreen():
                from spellforge.ui.window.screen_fit import fit_inside

                fit_inside(self)  # its frame is known now: the frame too stays inside the screen
            self.browser.refresh_if_scheduled()
            views = []
            editor = self.current_editor()
            if editor is not None and editor.built:
                editor.fit_pending_tables()
                views += [editor.problems, editor.view, editor.view.horizontalHeader()]
            views += [self.browser.view, self.browser.view.horizontalHeader(), self.books.list]
            for view in views:  # (by name: findChildren would wrap every child object, ~5 ms)
                if view.isVisible():
                    view.executeDelayedItemsLayout()

    def _after_first_frame(self) -> None:
        """The first frame was painted (or DEFER_FALLBACK_MS passed): ready if the session is
        already back, else start what the first frame did not need."""
        if self.first_frame:
            return
        self.first_frame = True
        if not self.started:
            self.started = True
            self._start_opening()
        elif not self._restoring and not self.ready:
            self._became_ready()

    def _start_opening(self) -> None:
        from spellforge.ui.window.user_data_open import UserDataOpening

        self._opening = UserDataOpening(self.lib, bool(self.readonly_reason))
        self._opening.finished.connect(self._opening_finished)
        self._opening.start()

    def _opening_finished(self) -> None:
        opening, self._opening = getattr(self, "_opening", None), None
        if opening is None:  # a caller already waited for it (finish_startup)
            return
        result = opening.result()
        early = getattr(self, "_pending_store", None) is not None
        if result.error is not None:  # damaged, or could not be opened: the dialogs run here
            store = self._open_user_data()
            if store is None:
                self.closing_without_data = True
                QTimer.singleShot(0, self.close)
                return
            if early:
                self._attach_store(store)
            else:
                self._complete_startup(store, progressive=True)
            return
        if result.note:
            from spellforge.ui.user_data_text import said

            self.statusBar().showMessage(QCoreApplication.translate("MainWindow",
                "Could not back up your data: {error}").format(error=said(result.note)), 10000)
        if early:
            self._attach_store(result.store)
        else:
            self._complete_startup(result.store, result.names, result.texts, progressive=True)

    def finish_startup(self) -> None:
        """Open the user database, the picture provider and the last session. Synchronous: a
        caller that needs the user data now waits for the background opening to end."""
        if self.started:
            if self.store is None and getattr(self, "_pending_store", None) is not None and self._opening is None:
                self._start_opening()  # needed before the window was ready: open it now
            if getattr(self, "_opening", None) is not None:
                self._opening.wait()
                self._opening_finished()
            return
        self.started = True
        if self.store is None:
            self.store = self._open_user_data()
            if self.store is None:  # the user quit at the damaged-data dialog: never half-open
                self.closing_without_data = True
                QTimer.singleShot(0, self.close)
                return
        self._complete_startup(self.store)

    def wait_for_user_data(self) -> None:
        """Before the application leaves: let the opening thread end (a running QThread must
        not be destroyed)."""
        if getattr(self, "_opening", None) is not None:
            self._opening.wait()

    def _complete_startup(self, store, names=None, texts=None, progressive: bool = False) -> None:
        self.store = store
        if self.store.store.readonly:
            self.set_read_only(self.readonly_reason or self.store.store.reason)
        self.books.set_store(self.store)
        if names is None:  # opened here, not in the worker: read them now
            self._apply_stored_names()
            self._apply_stored_texts()
        self._apply_user_data(names, texts, pictures=not progressive)  # progressive: once ready
        if progressive:
            QTimer.singleShot(0, self._restore_progressively)  # a frame between the names and the first book
        else:
            self.restore_session()
            self._became_ready()

    def _apply_user_data(self, names, texts, pictures: bool = True) -> None:
        """The user's names and texts over the library's (None: already applied), then the
        card pictures (unless `pictures` is False: _start_pictures comes later)."""
        if names:
            self.lib.apply_user_names(names)
            self.names_changed()
        if texts:
            self.lib.apply_user_texts(texts)
            self.detail.show_card(self.detail.card_id)
        if pictures:
            self._start_pictures()

    def _start_pictures(self) -> None:
        if self.provider is not None:
            return
        self.provider = thumbnail_provider(self.lib, self.card_lang, self)
        if self.provider is not None:
            self.browser.set_provider(self.provider)
            self.detail.set_provider(self.provider)
        for editor in self.docs.values():
            editor.set_provider(self.provider)
        for key in ("import_images_folder", "import_images_zip", "draw_pictures"):
            self.commands[key].setEnabled(self.provider is not None)

    def _attach_store(self, store) -> None:
        """The UserStore opened after a ready window (read_startup): the open books save through it."""
        pending, self._pending_store = self._pending_store, None
        self.store = store
        if store.store.readonly:
            self.set_read_only(self.readonly_reason or store.store.reason)
        for editor in self.docs.values():
            if editor.doc.store is pending:
                editor.doc.store = store
                editor.refresh_ownership()
        self.books.set_store(store)
        if self._versions is not None:
            self._versions.reload()
        if not self._restoring:
            self.save_session()

    def _restore_progressively(self, early=None) -> None:
        """The last session's books open, the one in view first, in slices of RESTORE_SLICE_S
        with a turn of the event loop between them (the window paints and answers). Until the
        last one is open the stored session is left as it is (a quit meanwhile keeps it whole).
        `early`: the books as read_startup read them (the UserStore is not open yet)."""
        if early is not None:
            ids, current = list(early.open_books), early.current_book
        else:
            ids = [int(i) for i in self.store.value("open_books", []) or []]
            current = self.store.value("current_book")
        order = sorted(ids, key=lambda i: i != current)  # the book the user sees comes first
        self._restoring = True

        def step() -> None:
            if not shiboken6.isValid(self):
                return
            if not self._restoring:  # a full restore (restore_user_data) took over
                self._became_ready()
                return
            deadline = _clock() + RESTORE_SLICE_S
            while order:
                book_id = order.pop(0)
                try:
                    if book_id in self.docs:
                        pass
                    elif early is None:
                        self._open_saved(book_id, make_current=book_id == current)
                    elif book_id in early.books:
                        book, revision = early.books[book_id]
                        self._open_document(book_id, book, revision, self._pending_store,
                                            make_current=book_id == current)
                except Exception:  # noqa: BLE001 - one book that cannot open must not hold the others back
                    sys.excepthook(*sys.exc_info())  # (the window's error hook tells the user)
                if order and _clock() > deadline:
                    QTimer.singleShot(0, step)  # the window paints and answers between slices
                    return
            for position, book_id in enumerate(i for i in ids if i in self.docs):  # the saved tab order
                self.editors.tabBar().moveTab(self.editors.indexOf(self.docs[book_id]), position)
            if current in self.docs:
                self.editors.setCurrentWidget(self.docs[current])
            self._restoring = False
            if self.first_frame:  # else ready at the first frame (_after_first_frame)
                self._became_ready()

        step()

    def _became_ready(self) -> None:
        """Library open, user data loaded, session restored: ready once this frame is painted.
        After read_startup, the UserStore opens in a worker thread from here."""
        if self.ready:
            return
        self.ready = True
        from spellforge.ui.window.memory import settle_startup_objects

        settle_startup_objects()  # no collector pause over the start-up's objects on a keystroke
        # What the first screen did not need. The pictures come first: they are drawn on worker
        # threads, and the card panel keeps their place meanwhile (the text does not jump).
        if self.provider is None:
            self.when_idle(self._start_pictures)
        self.when_idle(self.browser.prepare_search)
        QTimer.singleShot(0, self._emit_ready)
        if self.store is None and getattr(self, "_pending_store", None) is not None and self._opening is None:
            # A moment later, so the ready frame is painted before the worker's imports (0.5 s of
            # Python holding the GIL) start; a save meanwhile opens the store at once.
            QTimer.singleShot(STORE_AFTER_READY_MS, self._start_opening)

    def _emit_ready(self) -> None:
        """Say the window is ready (its slots see the ready frame painted), then start the idle
        tasks: after it, never in the same turn of the event loop."""
        if not shiboken6.isValid(self):
            return
        self.ready_signal.emit()
        self._idle_started = True
        if self.__dict__.get("_idle_tasks"):
            QTimer.singleShot(0, self._run_idle_task)

    def when_idle(self, task) -> None:
        """Run `task` once the window is ready, one task per turn of the event loop (each a few
        tens of milliseconds at most: no freeze); tasks run in the order they were given."""
        queue = self.__dict__.setdefault("_idle_tasks", [])
        queue.append(task)
        if len(queue) == 1 and self.__dict__.get("_idle_started"):
            QTimer.singleShot(0, self._run_idle_task)

    def _run_idle_task(self) -> None:
        queue = self.__dict__.get("_idle_tasks") or []
        if not queue or not shiboken6.isValid(self):
            return
        task = queue.pop(0)
        try:
            task()
        finally:
            if queue:
                QTimer.singleShot(0, self._run_idle_task)

    def user_store(self):
        self.finish_startup()
        return self.store.store

    def _open_user_data(self):
        """The user database, after the damaged-data dialog when it cannot be read; then the
        daily backup and the rows of renamed cards moved. None when the user quits."""
        from spellforge import paths
        from spellforge.library.user.books import BookStore
        from spellforge.library.user.store import USER_FILE, UserDataError, UserStore
        from spellforge.ui.user_data_text import said
        from spellforge.ui.window.data_safety import resolve_damaged

        path = paths.data_dir() / USER_FILE
        while True:
            try:
                user = UserStore(path, readonly=bool(self.readonly_reason))
                break
            except UserDataError as e:
                if not resolve_damaged(self, path, said(e), self.lib, ask=self.ask_damaged):
                    return None
        if not user.readonly:
            from spellforge.library.card_refs import follow_library
            from spellforge.library.user.backup import backup_if_due

            try:
                backup_if_due(path)
                follow_library(self.lib, user)
            except (OSError, UserDataError) as e:
                self.statusBar().showMessage(QCoreApplication.translate("MainWindow",
                    "Could not back up your data: {error}").format(error=said(e)), 10000)
        return BookStore(user)

    def set_read_only(self, reason: str) -> None:
        from spellforge.ui.user_data_text import said

        self.read_only = True
        self.banner.setText(QCoreApplication.translate("MainWindow",
            "Read-only: your changes are not saved. {reason}").format(reason=said(reason)))
        self.banner.show()

    def check_and_repair(self):
        from spellforge.ui.window.data_safety import DataRepairDialog

        self.finish_startup()
        dialog = DataRepairDialog(self.store.store.path, self.lib, self)
        dialog.restore_requested.connect(self.restore_user_data)
        self.last_repair_dialog = dialog
        dialog.open()
        return dialog

    def restore_user_data(self, backup: str) -> bool:
        """Put a backup in place while the window runs: save and close the books, close the
        database, restore (the current file is moved aside), reopen and bring the books back."""
        from PySide6.QtWidgets import QMessageBox

        from spellforge.library.user.backup import restore
        from spellforge.library.user.books import BookStore
        from spellforge.library.user.store import UserStore

        for editor in list(self.docs.values()):
            editor.flush_pending()
            if editor.doc.unsaved:
                editor.doc.save()
        open_ids = list(self.docs)
        for book_id in open_ids:
            self._book_deleted(book_id)
        path = self.store.store.path
        self.store.store.close()
        try:
            aside = restore(path, Path(backup))
        except (OSError, ValueError) as e:
            aside = None
            QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "Check and repair"),
                                QCoreApplication.translate("MainWindow", "Could not restore:\n{error}").format(error=e))
        self.store = BookStore(UserStore(path))
        self.books.set_store(self.store)
        self.restore_session()
        if aside is not None:
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow",
                "Backup restored; your previous data file is kept as {file}.")
                                         .format(file=aside), 15000)
        return aside is not None

    def _apply_stored_names(self) -> None:
        """The library was opened without the user's names (the app starts before the user
        database is open): overlay them now and redraw."""
        from spellforge.library.user.names import load_user_names

        names = load_user_names(self.store.store)
        if names:
            self.lib.apply_user_names(names)
            self.names_changed()

    def _apply_stored_texts(self) -> None:
        from spellforge.library.user.card_text import load_card_texts

        texts = load_card_texts(self.user_store())
        if texts:
            self.lib.apply_user_texts(texts)
            self.detail.show_card(self.detail.card_id)
