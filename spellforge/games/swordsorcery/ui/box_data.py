"""The box data grid: heroes, soul stones, skills and items as tables to type into (the rulebook
has none of these numbers: they are on the cards and tokens of the player's box). Every edit is
checked at once by the same reader as `ss data import` (the first bad cell is marked, with its
line), and Save stores the same CSV files in user.sqlite; the CSV import stays in the Campaign
menu. Nothing is stored while a cell is wrong."""

from __future__ import annotations

import csv
import io
import re

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QLabel, QPushButton, QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout,
)

from spellforge.games.swordsorcery import library as sslib
from spellforge.games.swordsorcery.store import USER_FILES


class BoxDataDialog(QDialog):
    def __init__(self, lib: sslib.SSLibrary, stored: dict[str, str], parent=None) -> None:
        from spellforge.games.swordsorcery.userdata import templates

        super().__init__(parent)
        self.setObjectName("ssBoxData")
        self.resize(1200, 640)
        self.tabs = QTabWidget(self)
        self.tables: dict[str, QTableWidget] = {}
        start = templates(lib)
        titles = {"heroes.csv": self.tr("Heroes"), "soul_stone.csv": self.tr("Soul stones"),
                  "skills.csv": self.tr("Skills"), "items.csv": self.tr("Items")}
        for name in USER_FILES:
            table = QTableWidget(self)
            table.setObjectName(f"ssBox_{name.split('.')[0]}")
            self._fill(table, name, stored.get(name) or start[name])
            table.cellChanged.connect(lambda _r, _c: self.check())
            self.tables[name] = table
            self.tabs.addTab(table, titles.get(name, name))  # the file it is stored as: the tooltip
            self.tabs.setTabToolTip(self.tabs.count() - 1, name)
        self.add_row = QPushButton(self)
        self.add_row.clicked.connect(self._add_row)
        self.status = QLabel(self)
        self.status.setObjectName("ssBoxStatus")
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Save | QDialogButtonBox.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.tabs, 1)
        box.addWidget(self.add_row)
        box.addWidget(self.status)
        box.addWidget(self.buttons)
        self.setWindowTitle(self.tr("Box data"))
        self.add_row.setText(self.tr("Add a row"))
        self.error = ""
        self.check()

    def _fill(self, table: QTableWidget, name: str, text: str) -> None:
        columns = sslib.COLUMNS[name]
        rows = [r for r in csv.reader(io.StringIO(text)) if r and not r[0].lstrip().startswith("#")]
        header = [c.strip().lstrip("\ufeff") for c in rows[0]] if rows else list(columns)
        table.blockSignals(True)
        table.setColumnCount(len(columns))
        table.setHorizontalHeaderLabels(list(columns))
        table.setRowCount(max(0, len(rows) - 1))
        for r, row in enumerate(rows[1:]):
            values = dict(zip(header, row))
            for c, col in enumerate(columns):
                table.setItem(r, c, QTableWidgetItem(values.get(col, "")))
        table.resizeColumnsToContents()
        table.blockSignals(False)

    def texts(self) -> dict[str, str]:
        """The CSV of each table, header first; a wholly empty row is left out."""
        out = {}
        for name, table in self.tables.items():
            buf = io.StringIO()
            writer = csv.writer(buf, lineterminator="\n")
            writer.writerow(sslib.COLUMNS[name])
            for r in range(table.rowCount()):
                row = [(table.item(r, c).text() if table.item(r, c) else "") for c in range(table.columnCount())]
                writer.writerow(row)
            out[name] = buf.getvalue()
        return out

    def check(self) -> str:
        """Read every table as `ss data import` would; the first bad cell's row turns red."""
        for table in self.tables.values():  # colouring is an edit too: no check from it
            table.blockSignals(True)
        try:
            return self._check()
        finally:
            for table in self.tables.values():
                table.blockSignals(False)

    def _check(self) -> str:
        from spellforge.games.swordsorcery.store import apply_user_files, open_facts

        for table in self.tables.values():
            for r in range(table.rowCount()):
                for c in range(table.columnCount()):
                    if table.item(r, c):
                        table.item(r, c).setBackground(QBrush())
        self.error = ""
        try:
            apply_user_files(open_facts(), self.texts(), "box")
        except sslib.SSDataError as exc:
            from spellforge.games.swordsorcery.ui.campaign_sheet import _translate

            self.error = exc.told(_translate)  # the file and line, then what, in the window's language
            hit = re.match(r"box/([\w.]+):(\d+)$", exc.where)
            if hit and hit.group(1) in self.tables:
                table, row = self.tables[hit.group(1)], int(hit.group(2)) - 2  # line 1 is the header
                for c in range(table.columnCount()):
                    if 0 <= row < table.rowCount() and table.item(row, c):
                        table.item(row, c).setBackground(QBrush(QColor("#f8c9c9")))
                self.tabs.setCurrentWidget(table)
        self.status.setText(("✗ " + self.error) if self.error else self.tr("✓ Every row reads."))
        self.buttons.button(QDialogButtonBox.Save).setEnabled(not self.error)
        return self.error

    def _add_row(self) -> None:
        table = self.tabs.currentWidget()
        table.blockSignals(True)
        table.insertRow(table.rowCount())
        for c in range(table.columnCount()):
            table.setItem(table.rowCount() - 1, c, QTableWidgetItem(""))
        table.blockSignals(False)
        table.scrollToBottom()
