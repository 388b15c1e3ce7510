"""What the Matchup window and the Matchup Table window share (matchup.py, matchup_table.py): the
first size on a laptop's screen, the status line said again after a language switch, a mage's name
in the window's language, and the row of status and progress under the controls."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QGridLayout, QLabel

from spellforge.ui.playtest.log import ui_language


class MatchupWindowParts:
    """Mixed into a QDialog that has `library` and a `progress` widget."""

    def first_size(self) -> QSize:
        """As big as a laptop's screen allows (the table or the rows, and the map or the report)."""
        return QSize(1360, 720).expandedTo(self.minimumSizeHint())

    def _say(self, text) -> None:
        """The status line; `text()` again after a language switch."""
        self._status = text
        self.status_label.setText(text())

    def _mage_name(self, name: str) -> str:
        mage = self.library.mage(name) if name else None
        return mage.display_name(ui_language()) if mage else (name or "—")

    def _add_status_row(self, grid: QGridLayout, row: int) -> None:
        """The status line (two columns) beside the progress bar (three), under the controls."""
        self.status_label = QLabel(self)
        self.status_label.setWordWrap(True)
        grid.addWidget(self.status_label, row, 0, 1, 2)
        grid.addWidget(self.progress, row, 2, 1, 3)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 1)
