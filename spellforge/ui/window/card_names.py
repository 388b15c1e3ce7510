"""The main window's card names and texts: the user's own names (undoable, on the library stack),
translation CSV import/export, and the printed card text read from an OCTGN install."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

from spellforge.ui.window.files import write_new
from spellforge.ui.widgets.workers import run_with_progress


class WindowCardNames:
    """Mixed into MainWindow (strings keep the "MainWindow" translation context)."""

    def import_card_text(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        start = QStandardPaths.writableLocation(QStandardPaths.HomeLocation)
        folder = QFileDialog.getExistingDirectory(self, QCoreApplication.translate("MainWindow",
            "Import card text from OCTGN"), start)
        if folder:
            self.import_card_text_from(folder, show=True)

    def import_card_text_from(self, path: str, show: bool = False):
        """Read every set.xml under `path` in a worker (with progress), store the texts in the
        user's data and show what happened. Returns the ImportResult (None when nothing was read)."""
        from PySide6.QtWidgets import QMessageBox

        from spellforge.convert.octgn_text import ScanCancelled, read_texts
        from spellforge.library.user.card_text import import_card_texts, load_card_texts

        store = self.user_store()
        title = QCoreApplication.translate("MainWindow", "Import card text from OCTGN")
        try:
            scan = run_with_progress(lambda progress: read_texts(Path(path), progress),
                                     QCoreApplication.translate("MainWindow", "Reading the set files…"),
                                     title, self, cancellable=True)
            if not scan.files:
                raise FileNotFoundError(QCoreApplication.translate("MainWindow",
                    "No OCTGN set file (set.xml) was found in {folder}.").format(folder=path)
                                        + ("\n" + "\n".join(scan.problems) if scan.problems else ""))
            result = run_with_progress(lambda progress: import_card_texts(self.lib, store, scan, progress),
                                       QCoreApplication.translate("MainWindow", "Storing the card text…"),
                                       title, self, cancellable=True)
        except ScanCancelled:
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow",
                "Cancelled: nothing was stored."), 6000)
            return None
        except (OSError, ValueError) as e:
            QMessageBox.warning(self, title, str(e))
            return None
        self.lib.apply_user_texts(load_card_texts(store))
        self.names_changed()
        n_new, n_same, n_unknown = result.stored, result.unchanged, len(result.unmatched)
        message = QCoreApplication.translate(
            "MainWindow", "Set files read: {files}. Card texts stored: {stored}; unchanged: {same}; "
                          "cards not in the library: {unknown}.").format(files=len(result.files), stored=n_new,
                                                                       same=n_same, unknown=n_unknown)
        if result.problems:
            message += "\n\n" + QCoreApplication.translate("MainWindow",
                "Skipped:") + "\n" + "\n".join(result.problems[:20])
        self.statusBar().showMessage(message.split("\n")[0], 10000)
        if show:
            QMessageBox.information(self, title, message)
        return result

    def names_changed(self, _card_id: str | None = None) -> None:
        """Redraw names everywhere they are shown: browser, editors, card panel, pictures (the
        picture cache keys on the card's data, names included: the renamed card is drawn anew)."""
        if self.provider is not None:
            self.provider.clear_memory()
        self.browser.model.names_changed()
        if self.browser.grid is not None and hasattr(self.browser.grid, "set_language"):
            self.browser.grid.set_language(self.card_lang)
        for editor in self.docs.values():
            editor.refresh_names()
        self.detail.show_card(self.detail.card_id)

    def set_card_name(self, card_id: str, lang: str, name: str | None) -> None:
        """Store the user's name of a card (None: back to the shipped name), undoably."""
        from spellforge.ui.cards.names import UserNameCommand

        card = self.lib.card(card_id)
        if card is None or (name is not None and card.names.get(lang) == name):
            return
        self.library_stack.push(UserNameCommand(self.lib, self.user_store(), card_id, lang, name, self.names_changed,
                                                lambda text: self.statusBar().showMessage(text, 10000)))

    def edit_card_name(self, card_id: str, lang: str):
        from spellforge.ui.cards.names import CardNameDialog, user_name

        if not card_id or self.lib.card(card_id) is None:
            return None
        dialog = CardNameDialog(self.lib, card_id, lang, user_name(self.user_store(), card_id, lang) is not None, self)
        self.last_name_dialog = dialog
        if dialog.exec() == CardNameDialog.Accepted and dialog.choice != "":
            if dialog.choice is None and user_name(self.user_store(), card_id, lang) is None:
                return dialog
            self.set_card_name(card_id, lang, dialog.choice)
        return dialog

    def import_names(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        start = QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)
        path, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate("MainWindow",
            "Import card names"), start,
                                              QCoreApplication.translate("MainWindow",
                                                  "Translation CSV (*.csv);;All files (*)"))
        if path:
            self.import_names_file(path, show=True)

    def import_names_file(self, path: str, show: bool = False):
        """Read a translation CSV, store its names, and show the per-line report."""
        from PySide6.QtWidgets import QMessageBox

        from spellforge.formats.names_csv import import_names
        from spellforge.ui.cards.names import NamesImportReport, read_names_file

        try:
            text = read_names_file(path)
        except (OSError, ValueError) as e:
            QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "Import card names"),
                                QCoreApplication.translate("MainWindow",
                                    "Could not read {file}:\n{error}").format(file=path, error=e))
            return None
        reports = import_names(self.lib, self.user_store(), text, Path(path).name)
        self.names_changed()
        dialog = NamesImportReport(reports, Path(path).name, self)
        self.last_names_report = dialog
        if show:
            dialog.exec()
        return dialog

    def export_names(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        start = str(Path(QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)) / "spellforge-names.csv")
        path, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate("MainWindow",
            "Export card names"), start,
                                              QCoreApplication.translate("MainWindow",
                                                  "Translation CSV (*.csv);;All files (*)"))
        if path:
            self.export_names_file(path)

    def export_names_file(self, path: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        from spellforge.formats.names_csv import export_names

        try:
            write_new(Path(path), export_names(self.lib, ("ru", "pl")))
        except OSError as e:
            QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "Export card names"),
                                QCoreApplication.translate("MainWindow",
                                    "Could not write {file}:\n{error}").format(file=path, error=e))
            return False
        self.statusBar().showMessage(QCoreApplication.translate("MainWindow",
            "Card names exported to {file}").format(file=path), 6000)
        return True
