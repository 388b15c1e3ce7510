"""The one "open a spellbook file" dialog: the same starting folder and the same formats wherever
a spellbook is picked (File ▸ Open, Compare with a file, a matchup's opponent)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QFileDialog


def pick_spellbook_file(parent, title: str) -> str:
    """The file the player chose, or "" when they cancelled."""
    start = QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)
    path, _ = QFileDialog.getOpenFileName(
        parent, title, start,
        QCoreApplication.translate("MainWindow", "Spellbooks (*.o8d *.txt *.json *.bbcode);;All files (*)"))
    return path


def read_spellbook_file(path: str, library):
    """(the book, None), or (None, why it cannot be read): the reader's message in the window's
    language, naming the file and line."""
    from spellforge.formats import ReadError, read_spellbook
    from spellforge.ui.books.import_warnings import translate_read_error

    try:
        return read_spellbook(path, library).book, None
    except ReadError as exc:
        return None, translate_read_error(exc)
    except (OSError, UnicodeError, ValueError) as exc:
        return None, f"{path}: {exc}"
