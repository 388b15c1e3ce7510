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
