"""The main window's honest saves and session: save state in the status bar, a book changed by
another writer, the open books and the layout kept across restarts, and quitting with unsaved
books."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt, QTimer

from spellforge.ui.editor.editor import SpellbookEditor


class WindowSession:
    """Mixed into MainWindow (strings keep the "MainWindow" translation context)."""

    def _save_state_changed(self, doc) -> None:
        self._update_titles()
        self._show_save_state()
        if doc.unsaved:
            self.statusBar().showMessage(QCoreApplication.translate(
                "MainWindow", "“{book}” is not saved: {reason}. Spellforge tries again after the next change and on "
                              "File ▸ Save.").format(book=doc.book.name, reason=doc.save_error))
        else:
            saved = QCoreApplication.translate("MainWindow", "“{book}” saved.")
            self.statusBar().showMessage(saved.format(book=doc.book.name), 5000)

    def _show_save_state(self) -> None:
        editor = self.current_editor()
        if editor is None:
            self.save_label.clear()
        elif editor.doc.unsaved:
            self.save_label.setText(QCoreApplication.translate("MainWindow", "Not saved"))
            self.save_label.setToolTip(editor.doc.save_error)
        else:
            self.save_label.setText(QCoreApplication.translate("MainWindow", "Saved"))
            self.save_label.setToolTip("")

    def save_current(self) -> bool:
        """File ▸ Save: write the current book now (a failed autosave is retried here)."""
        editor = self.current_editor()
        if editor is None:
            return False
        editor.flush_pending()
        saved = editor.doc.save()
        if saved:
            # a version ends here: the next edit starts a new one, even within the minute the
            # autosave's versions coalesce (two saves a minute apart left one version to compare)
            editor.doc.keep_version()
        if saved:  # (a book saved already looked as if the command did nothing)
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Saved: {book}").format(
                book=editor.doc.book.name), 4000)
        return saved

    def _stale(self, doc, choice: str | None = None) -> str | None:
        """Another writer saved this book since we read it: ours is kept unsaved until the user
        chooses to reload theirs or to keep ours as a new spellbook (`choice` in tests)."""
        from PySide6.QtWidgets import QMessageBox

        if not doc.stale or doc.book_id not in self.docs:
            return None
        if choice is None:
            title = QCoreApplication.translate("MainWindow", "Spellbook changed elsewhere")
            text = QCoreApplication.translate(
                "MainWindow", "“{book}” was changed in another window or by a command since you opened it. "
                              "Your last change was not saved, so that their change is not lost.")
            box = QMessageBox(QMessageBox.Warning, title, text.format(book=doc.book.name), QMessageBox.NoButton, self)
            box.setObjectName("staleBookBox")
            reload_button = box.addButton(QCoreApplication.translate("MainWindow", "Load their version"),
                                          QMessageBox.DestructiveRole)
            copy_button = box.addButton(QCoreApplication.translate("MainWindow", "Keep mine as a new spellbook"),
                                        QMessageBox.AcceptRole)
            box.setDefaultButton(copy_button)
            box.buttonClicked.connect(lambda b: self._stale(doc, "reload" if b is reload_button else "copy"))
            box.setAttribute(Qt.WA_DeleteOnClose)
            self.stale_box = box
            box.open()  # not exec(): the window keeps running; the book stays unsaved meanwhile
            return None
        if choice == "copy":
            mine = doc.book
            name = QCoreApplication.translate("MainWindow", "{book} (mine)").format(book=mine.name)
            mine_copy = type(mine)(**{**mine.__dict__, "name": name})
            doc.adopt_stored()
            self.new_book(mine_copy)
        elif choice == "reload":
            doc.adopt_stored()
        return choice

    def save_session(self) -> None:
        if self._restoring or self.store is None or self.store.store.readonly:
            return
        ids = [self.editors.widget(i).doc.book_id for i in range(self.editors.count())
               if isinstance(self.editors.widget(i), SpellbookEditor)]
        editor = self.current_editor()
        session = {"open_books": ids, "current_book": editor.doc.book_id if editor else None}
        if (self.store, session) != getattr(self, "_saved_session", None):  # (each write waits for the disk)
            self.store.set_values(session)
            self._saved_session = (self.store, session)

    def restore_session(self) -> None:
        self._restoring = True
        try:
            for book_id in self.store.value("open_books", []) or []:
                self.open_book(int(book_id))
            current = self.store.value("current_book")
            if current in self.docs:
                self.editors.setCurrentWidget(self.docs[current])
        finally:
            self._restoring = False

    def _restore_layout(self) -> None:
        geometry, state = self.settings.window_state("main")
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state)
        if not self.isMaximized() and not self.isFullScreen():
            from spellforge.ui.window.screen_fit import fit_inside

            fit_inside(self)  # saved on a larger screen: back inside this one
        self.books_dock.raise_()
        QTimer.singleShot(0, self._keep_books_list_uncovered)  # once shown: floating docks have their place

    def _keep_books_list_uncovered(self) -> None:
        """After a restart the Spellbooks list is in front: History (or Versions) left floating
        over it, or tabbed in front of it, goes back behind it as a tab."""
        if not shiboken6.isValid(self):
            return
        books = self.books_dock
        for dock in (self.history_dock, self.versions_dock):
            if dock.isFloating() and not books.isFloating() and dock.frameGeometry().intersects(
                    QRect(books.mapToGlobal(QPoint(0, 0)), books.size())):
                dock.setFloating(False)
                self.tabifyDockWidget(books, dock)
        books.raise_()

    def save_layout(self) -> None:
        self.settings.save_window_state("main", self.saveGeometry(), self.saveState())
        self.settings.sync()

    def closeEvent(self, event) -> None:
        if getattr(self, "closing_without_data", False):
            self._stop_pictures()
            super().closeEvent(event)
            return
        for editor in self.docs.values():
            editor.flush_pending()
            if editor.doc.unsaved:  # every change was already saved (or tried) as it was made
                editor.doc.save()
            editor.doc.keep_version()  # closing keeps a version of every open book
        unsaved = [e.doc for e in self.docs.values() if e.doc.unsaved and not self.read_only]
        if unsaved and not self.confirm_quit_unsaved(unsaved):
            event.ignore()
            return
        self.save_session()
        self._restoring = False  # a session still coming back stops here (the stored one was kept)
        self.save_layout()
        self._stop_pictures()
        super().closeEvent(event)

    def _stop_pictures(self) -> None:
        if getattr(self, "provider", None) is not None:
            self.provider.stop()

    def confirm_quit_unsaved(self, docs) -> bool:
        from PySide6.QtWidgets import QMessageBox

        names = "\n".join(f"• {d.book.name}: {d.save_error}" for d in docs)
        answer = QMessageBox.warning(
            self, QCoreApplication.translate("MainWindow", "Spellbooks not saved"),
            QCoreApplication.translate(
                "MainWindow", "These spellbooks could not be saved:\n{books}\n\nExport them (File ▸ Export…) before "
                              "quitting, or quit and lose their last changes.").format(books=names),
            QMessageBox.Cancel | QMessageBox.Discard, QMessageBox.Cancel)
        return answer == QMessageBox.Discard
