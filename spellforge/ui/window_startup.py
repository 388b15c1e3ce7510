"""The main window's start-up and user data: the user database opens in a worker thread after the
first paint, the last session comes back one book per turn of the event loop, a damaged file goes
through the repair dialog, and Check and repair can put a backup in place while the window runs."""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QMessageBox


def thumbnail_provider(lib, lang: str, parent):
    """One shared picture provider for the detail panel, the grid and the hover preview."""
    try:
        from spellforge.ui.card_image import ThumbnailProvider
    except ImportError:
        return None
    return ThumbnailProvider(lib, lang=lang, parent=parent)


class WindowStartup:
    """Mixed into MainWindow (strings keep the "MainWindow" translation context)."""

    def _start_in_background(self) -> None:
        """Import sqlmodel, open (migrate, back up, follow) the user database and read the user's
        names and texts in a worker thread: the window keeps painting meanwhile."""
        if self.started:
            return
        self.started = True
        from spellforge.ui.startup import UserDataOpening

        self._opening = UserDataOpening(self.lib, bool(self.readonly_reason))
        self._opening.finished.connect(self._opening_finished)
        self._opening.start()

    def _opening_finished(self) -> None:
        opening, self._opening = getattr(self, "_opening", None), None
        if opening is None:  # a caller already waited for it (finish_startup)
            return
        result = opening.result()
        if result.error is not None:  # damaged, or could not be opened: the dialogs run here
            store = self._open_user_data()
            if store is None:
                self.closing_without_data = True
                QTimer.singleShot(0, self.close)
                return
            self._complete_startup(store, progressive=True)
            return
        if result.note:
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow",
                "Could not back up your data: {error}").format(error=result.note), 10000)
        self._complete_startup(result.store, result.names, result.texts, progressive=True)

    def finish_startup(self) -> None:
        """Open the user database, the picture provider and the last session. Synchronous: a
        caller that needs the user data now waits for the background opening to end."""
        if self.started:
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

    def _complete_startup(self, store, names=None, texts=None, progressive: bool = False) -> None:
        self.store = store
        if self.store.store.readonly:
            self.set_read_only(self.readonly_reason or self.store.store.reason)
        self.books.set_store(self.store)
        if names is None:
            self._apply_stored_names()
        elif names:
            self.lib.apply_user_names(names)
            self.names_changed()
        if texts is None:
            self._apply_stored_texts()
        elif texts:
            self.lib.apply_user_texts(texts)
            self.detail.show_card(self.detail.card_id)
        self.provider = thumbnail_provider(self.lib, self.card_lang, self)
        if self.provider is not None:
            self.browser.set_provider(self.provider)
            self.detail.set_provider(self.provider)
        for key in ("import_images_folder", "import_images_zip", "draw_pictures"):
            self.commands[key].setEnabled(self.provider is not None)
        if progressive:
            QTimer.singleShot(0, self._restore_progressively)  # a frame between the names and the first book
        else:
            self.restore_session()
            self._became_ready()

    def _restore_progressively(self) -> None:
        """The last session's books open one per turn of the event loop, so the window answers
        between them. Until the last one is open the stored session is left as it is (a quit
        meanwhile keeps it whole)."""
        ids = [int(i) for i in self.store.value("open_books", []) or []]
        current = self.store.value("current_book")
        self._restoring = True

        def step() -> None:
            if not shiboken6.isValid(self):
                return
            if not self._restoring:  # a full restore (restore_user_data) took over
                self._became_ready()
                return
            if ids:
                self.open_book(ids.pop(0))
                QTimer.singleShot(0, step)
                return
            if current in self.docs:
                self.editors.setCurrentWidget(self.docs[current])
            self._restoring = False
            self._became_ready()

        step()

    def _became_ready(self) -> None:
        """Library open, user data loaded, session restored: ready once this frame is painted."""
        if self.ready:
            return
        self.ready = True
        QTimer.singleShot(0, self.ready_signal.emit)

    def user_store(self):
        self.finish_startup()
        return self.store.store

    def _open_user_data(self):
        """The user database, after the damaged-data dialog when it cannot be read; then the
        daily backup and the rows of renamed cards moved. None when the user quits."""
        from spellforge import paths
        from spellforge.library.user_books import BookStore
        from spellforge.library.user_store import USER_FILE, UserDataError, UserStore
        from spellforge.ui.data_safety import resolve_damaged

        path = paths.data_dir() / USER_FILE
        while True:
            try:
                user = UserStore(path, readonly=bool(self.readonly_reason))
                break
            except UserDataError as e:
                if not resolve_damaged(self, path, str(e), self.lib, ask=self.ask_damaged):
                    return None
        if not user.readonly:
            from spellforge.library.card_refs import follow_library
            from spellforge.library.user_backup import backup_if_due

            try:
                backup_if_due(path)
                follow_library(self.lib, user)
            except (OSError, UserDataError) as e:
                self.statusBar().showMessage(QCoreApplication.translate("MainWindow",
                    "Could not back up your data: {error}").format(error=e), 10000)
        return BookStore(user)

    def set_read_only(self, reason: str) -> None:
        self.read_only = True
        self.banner.setText(QCoreApplication.translate("MainWindow",
            "Read-only: your changes are not saved. {reason}").format(reason=reason))
        self.banner.show()

    def check_and_repair(self):
        from spellforge.ui.data_safety import DataRepairDialog

        self.finish_startup()
        dialog = DataRepairDialog(self.store.store.path, self.lib, self)
        dialog.restore_requested.connect(self.restore_user_data)
        self.last_repair_dialog = dialog
        dialog.open()
        return dialog

    def restore_user_data(self, backup: str) -> bool:
        """Put a backup in place while the window runs: save and close the books, close the
        database, restore (the current file is moved aside), reopen and bring the books back."""
        from spellforge.library.user_backup import restore
        from spellforge.library.user_books import BookStore
        from spellforge.library.user_store import UserStore

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
        from spellforge.library.user_names import load_user_names

        names = load_user_names(self.store.store)
        if names:
            self.lib.apply_user_names(names)
            self.names_changed()

    def _apply_stored_texts(self) -> None:
        from spellforge.library.user_card_text import load_card_texts

        texts = load_card_texts(self.user_store())
        if texts:
            self.lib.apply_user_texts(texts)
            self.detail.show_card(self.detail.card_id)
