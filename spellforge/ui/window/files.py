"""The main window's spellbook files: open/import (file or clipboard, with the import report),
export in every format, print to PDF and proxy sheets (with progress and Cancel), copy to the
clipboard and the recent-files menu."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths
from PySide6.QtGui import QGuiApplication

from spellforge.fileio import write_atomic

if TYPE_CHECKING:
    from spellforge.ui.editor.editor import SpellbookEditor

EXPORT_FORMATS = (("o8d", "*.o8d"), ("text", "*.txt"), ("bbcode", "*.bbcode.txt"), ("json", "*.json"))


def refuse_data_folder(path) -> None:
    """An export chosen inside the data folder (through any link) is refused: it holds the user's
    database and backups (issue 42)."""
    import errno

    from spellforge import paths

    if paths.in_data_dir(path):
        raise PermissionError(errno.EACCES, QCoreApplication.translate(
            "MainWindow", "this is Spellforge's data folder, which holds your data: choose another folder"), str(path))


def write_new(path: Path, text: str) -> None:
    """A chosen export file, written atomically; its folder is made if it is missing."""
    refuse_data_folder(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, text)


def _read_error(error: Exception) -> str:
    """A reader's refusal in the interface language (the deck code's say which character is wrong)."""
    from spellforge.ui.books.import_warnings import translate_read_error

    return translate_read_error(error)



class ImportWords(QObject):
    """Translation context of the import's refusals (lupdate reads `ImportWords.tr(text, "", n)` as a
    plural; a mixin's method has no class of its own to read)."""

class WindowFiles:
    """Mixed into MainWindow (strings keep the "MainWindow" translation context)."""

    def import_file(self) -> None:
        from spellforge.ui.widgets.spellbook_file import pick_spellbook_file

        path = pick_spellbook_file(self, QCoreApplication.translate("MainWindow", "Open or import a spellbook"))
        if path:
            self.import_path(path)

    def import_path(self, path: str) -> SpellbookEditor | None:
        from PySide6.QtWidgets import QMessageBox

        from spellforge import formats

        from spellforge.ui.widgets.workers import run_with_progress

        try:
            result = run_with_progress(lambda: formats.read_spellbook(Path(path), self.lib),
                                       QCoreApplication.translate("MainWindow",
                                           "Reading {file}…").format(file=Path(path).name),
                                       QCoreApplication.translate("MainWindow", "Import"), self)
        except Exception as e:  # ReadError names the file and line; anything else is shown too
            QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "Import"),
                                QCoreApplication.translate("MainWindow", "Could not read the spellbook:\n{error}")
                                .format(error=_read_error(e)))
            return None
        if self._refuse_not_a_spellbook(result, Path(path).name):
            return None
        self.settings.add_recent_file(path)
        return self.show_import_report(result)

    def import_clipboard(self) -> SpellbookEditor | None:
        text = QGuiApplication.clipboard().text()
        return self.import_text(text, QCoreApplication.translate("MainWindow", "clipboard"), pasted=True)

    def import_text(self, text: str, source: str, pasted: bool = False) -> SpellbookEditor | None:
        from PySide6.QtWidgets import QMessageBox

        from spellforge import formats

        if not text.strip():
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "The clipboard holds no text."), 6000)
            return None
        try:
            result = formats.read_spellbook_text(text, self.lib, source_name=source)
        except Exception as e:
            QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "Import"),
                                QCoreApplication.translate("MainWindow", "Could not read the spellbook:\n{error}")
                                .format(error=_read_error(e)))
            return None
        if self._refuse_not_a_spellbook(result, source):
            return None
        return self.show_import_report(result, pasted=pasted)

    def _refuse_not_a_spellbook(self, result, source: str) -> bool:
        """Junk (another game's code, a bare <deck/>, a letter) is refused as the command line
        refuses it: said, and no report of nothing, no empty book."""
        from PySide6.QtWidgets import QMessageBox

        refused = result.not_a_spellbook()
        if refused is None:
            return False
        why, count, line = refused
        if why == "no_card_line":
            which = (ImportWords.tr("its only line names no card") if count == 1 else
                     ImportWords.tr("none of its %n lines names a card", "", count))
            text = QCoreApplication.translate("MainWindow", "{source}: not a spellbook: {which} (first: line {line})"
                                              ).format(source=source, which=which, line=line)
        else:
            text = QCoreApplication.translate("MainWindow", "{source}: not a spellbook: it names no mage and no card"
                                              ).format(source=source)
        self.statusBar().showMessage(text, 10000)
        self.last_refusal = QMessageBox(QMessageBox.Warning, QCoreApplication.translate("MainWindow", "Import"), text,
                                        QMessageBox.Ok, self)
        self.last_refusal.open()  # window-modal, not a nested loop: a test (or a script) reads it and goes on
        return True

    def show_import_report(self, result, pasted: bool = False) -> SpellbookEditor | None:
        from spellforge.ui.books.import_dialog import ImportReportDialog

        dialog = ImportReportDialog(result, self.lib, self.card_lang, self, pasted=pasted)
        self.last_import_dialog = dialog
        if dialog.exec() != ImportReportDialog.Accepted:
            return None
        return self.new_book(dialog.book())

    def export_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        editor = self.current_editor()
        if editor is None:
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow",
                "Open a spellbook to export it."), 6000)
            return
        labels = {"o8d": QCoreApplication.translate("MainWindow", "OCTGN deck (*.o8d)"),
                  "text": QCoreApplication.translate("MainWindow", "Plain text list (*.txt)"),
                  "bbcode": QCoreApplication.translate("MainWindow", "Forum BBCode (*.bbcode.txt)"),
                  "json": QCoreApplication.translate("MainWindow", "Spellforge JSON (*.json)")}
        filters = ";;".join(labels[f] for f, _ in EXPORT_FORMATS)
        start = str(Path(QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)) / (editor.title() + ".o8d"))
        path, chosen = QFileDialog.getSaveFileName(self, QCoreApplication.translate("MainWindow",
            "Export spellbook"), start, filters)
        if not path:
            return
        fmt = next((f for f, _ in EXPORT_FORMATS if labels[f] == chosen), None) or self._format_for(path)
        self.export_to(path, fmt)

    def export_pdf(self, proxies: bool) -> bool:
        """Print the current spellbook to a PDF (list by type; with `proxies`, proxy sheets too)."""
        from PySide6.QtWidgets import QFileDialog

        editor = self.current_editor()
        if editor is None:
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow",
                "Open a spellbook to print it."), 6000)
            return False
        start = str(Path(QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)) / (editor.title() + ".pdf"))
        path, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate("MainWindow",
            "Print to PDF"), start, QCoreApplication.translate("MainWindow", "PDF document (*.pdf)"))
        if not path:
            return False
        return self.export_pdf_to(path, proxies)

    @staticmethod
    def _format_for(path: str) -> str:
        p = path.lower()
        if p.endswith(".o8d"):
            return "o8d"
        if p.endswith(".json"):
            return "json"
        if p.endswith(".bbcode.txt") or p.endswith(".bbcode"):
            return "bbcode"
        return "text"

    def copy_book(self, fmt: str) -> bool:
        """The current book on the clipboard in `fmt`, card names in the card language."""
        editor = self.current_editor()
        if editor is None:
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Open a spellbook to copy it."), 6000)
            return False
        from spellforge.formats import write_spellbook

        text = write_spellbook(editor.doc.book, self.lib, fmt, lang=self.card_lang)
        if fmt == "code":  # one word: no line break to paste into a chat
            text = text.strip()
            QGuiApplication.clipboard().setText(text)
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow",
                "Deck code copied to the clipboard: paste it in a chat; Paste spellbook reads it back."), 6000)
            return True
        QGuiApplication.clipboard().setText(text)
        self.statusBar().showMessage(QCoreApplication.translate("MainWindow",
            "Spellbook copied to the clipboard ({lines} lines).").format(
            lines=text.count("\n")), 6000)
        return True

    def export_to(self, path: str, fmt: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        editor = self.current_editor()
        if editor is None:
            return False
        from spellforge.formats import write_spellbook

        try:
            text = write_spellbook(editor.doc.book, self.lib, fmt, lang=self.card_lang)
            write_new(Path(path), text)  # a kill mid-save never truncates the old file
        except Exception as e:
            QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "Export"),
                                QCoreApplication.translate("MainWindow", "Could not write {file}:\n{error}")
                                .format(file=path, error=e))
            return False
        self.settings.add_recent_file(path)
        self.statusBar().showMessage(QCoreApplication.translate("MainWindow",
            "Exported to {file}").format(file=path), 6000)
        return True

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.settings.recent_files
        for path in files:
            action = self.recent_menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _checked=False, p=path: self.import_path(p))
        if not files:
            self.recent_menu.addAction(QCoreApplication.translate("MainWindow", "No recent files")).setEnabled(False)
        self.recent_menu.addSeparator()
        clear = self.recent_menu.addAction(QCoreApplication.translate("MainWindow", "Clear menu"))
        clear.triggered.connect(self.settings.clear_recent_files)
        clear.setEnabled(bool(files))  # nothing to clear
