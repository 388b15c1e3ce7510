"""Import a collection CSV into the collection view: the file is read in a worker thread behind a
progress dialog with Cancel (a cancelled read changes nothing), then the whole result is applied
in one transaction as one undo step."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QFileDialog, QMessageBox

from spellforge.collection import load_collection
from spellforge.collection.csv_io import ImportCancelled, read_collection_file
from spellforge.ui.widgets.workers import run_with_progress


class CollectionImport(QObject):
    """Translation context of the collection import (lupdate reads `CollectionImport.tr`)."""


class ImportCollectionCommand(QUndoCommand):
    """The collection before and after an import; undo puts the old one back whole."""

    def __init__(self, view, before, after, file_name: str):
        super().__init__()
        self.view, self.before, self.after = view, before, after
        self.setText(CollectionImport.tr("Import {file}").format(file=file_name))

    def _write(self, collection) -> None:
        self.view.user.update(collection.products, collection.adjustments, replace=True)
        self.view._changed()

    def redo(self) -> None:
        self._write(self.after)

    def undo(self) -> None:
        self._write(self.before)


def choose_and_import(view) -> None:
    start = QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)
    path, _ = QFileDialog.getOpenFileName(view, CollectionImport.tr("Import collection"), start,
                                          CollectionImport.tr("Collection CSV (*.csv *.txt);;All files (*)"))
    if path:
        import_collection_file(view, path, show=True)


def import_collection_file(view, path: str, show: bool = False) -> str | None:
    """Read `path` (progress, Cancel) and apply it to the view's collection as one undo step.
    Returns the report shown (None when cancelled or unreadable)."""
    title = CollectionImport.tr("Import collection")
    try:
        result = run_with_progress(lambda progress: read_collection_file(path, view.lib, progress),
                                   CollectionImport.tr("Reading {file}…").format(file=Path(path).name), title, view,
                                   cancellable=True)
    except ImportCancelled:
        view.show_message(CollectionImport.tr("Cancelled: nothing was imported."))
        return None
    except Exception as e:  # ReadError names the file; anything else is shown too
        if show:
            QMessageBox.warning(view, title, CollectionImport.tr("Could not read {file}:\n{error}").format(
                file=path, error=e))
        view.show_message(str(e))
        return None
    before = load_collection(view.user)
    after = result.merged_into(before, view.catalog)
    from spellforge.collection.csv_io import over_limits

    problems = over_limits(after, view.catalog)
    if problems:  # stored, it could never be exported and read back
        text = CollectionImport.tr("Not imported: the collection would be over its limits ({problems}).").format(
            problems="; ".join(problems[:3]))
        view.show_message(text)
        if show:
            QMessageBox.warning(view, title, text)
        return text
    if result.products or result.cards:
        view.undo_stack.push(ImportCollectionCommand(view, before, after, Path(path).name))
    report = (CollectionImport.tr("Products read: %n", "", len(result.products)) + " · "
              + CollectionImport.tr("Cards read: %n", "", len(result.cards)) + " · "
              + CollectionImport.tr("Lines not understood: %n", "", len(result.errors)))
    view.show_message(report)
    if show and result.errors:
        lines = "\n".join(CollectionImport.tr("line {line}: {text}").format(line=e.line, text=e.text)
                          for e in result.errors[:20])
        QMessageBox.information(view, title, report + "\n\n" + lines)
    return report
