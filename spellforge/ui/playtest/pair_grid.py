"""The matchup table's heat map: rows are A, columns B, a cell A's score against B in whole per cents
on the colour scale of sim/matchup/heat.py (red lost, green won), its tooltip the interval and the
wins, losses and draws; the diagonal grey (a book does not play itself). The column titles are the
names cut to the column's width on at most two lines (each whole in its tooltip), so that 13
columns and the row names fit a 1366 px wide screen without scrolling sideways."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QStyledItemDelegate, QTableWidget, QTableWidgetItem

from spellforge.sim.matchup.heat import score_colour

DIAGONAL = QColor(200, 200, 200)
VOWELS = "aeiouyąęóаеёиоуыэюя"
ROW_NAME_WIDTH = 170  # px: longer row names are elided (and whole in their tooltip)


def cut(text: str, width: int, metrics) -> str:
    """`text` if it fits `width` px, else its longest start that fits with a full stop."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    for k in range(len(text) - 1, 0, -1):
        short = text[:k].rstrip(" -(") + "."
        if metrics.horizontalAdvance(short) <= width:
            return short
    return text[:1]


def column_title(name: str, width: int, metrics) -> str:
    """A name on at most two lines of `width` px: a long word broken with a hyphen, a name of several
    words its first word on the first line and the rest on the second, each line cut to fit."""
    if metrics.horizontalAdvance(name) <= width:
        return name
    words = name.split()
    if len(words) == 1:
        fitting = [k for k in range(len(name) - 2, 1, -1) if metrics.horizontalAdvance(name[:k] + "-") <= width]
        # a rough syllable break: never before a vowel or a soft or hard sign (Волше-бник, Beast-master)
        good = [k for k in fitting if name[k].lower() not in VOWELS + "ьъй"]
        if fitting:
            k = (good or fitting)[0]
            return name[:k] + "-\n" + cut(name[k:], width, metrics)
        return cut(name, width, metrics)
    return cut(words[0], width, metrics) + "\n" + cut(" ".join(words[1:]), width, metrics)


class _Framed(QStyledItemDelegate):
    """The chosen cell framed, its colour kept (a selection's fill would hide the score's colour)."""

    def paint(self, painter, option, index) -> None:
        super().paint(painter, option, index)
        grid = self.parent()
        if (index.row(), index.column()) == grid.chosen:
            painter.save()
            painter.setPen(QPen(grid.palette().highlight().color(), 3))
            painter.drawRect(option.rect.adjusted(1, 1, -2, -2))
            painter.restore()


class PairGrid(QTableWidget):
    """`set_books(names, full_names)`, then `set_cell(row, column, score, text, tooltip)` for each
    pair played; `cellClicked(row, column)` picks a pair."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.NoSelection)
        self.setItemDelegate(_Framed(self))
        self.chosen: tuple[int, int] | None = None
        self.setWordWrap(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.Fixed)
        self.verticalHeader().setSectionResizeMode(QHeaderView.Fixed)
        self.horizontalHeader().setDefaultAlignment(Qt.AlignCenter)
        self.names: list[str] = []

    def column_width(self) -> int:
        """As wide as "100 %" and a margin: the cell's figure never elided."""
        return self.fontMetrics().horizontalAdvance("100 %") + 16

    def set_books(self, names: list[str], full_names: list[str], diagonal_tip: str) -> None:
        """Empty cells for `names` (the titles, cut to fit) and their `full_names` as tooltips."""
        self.clear()
        self.chosen = None
        self.names = list(names)
        n = len(names)
        self.setRowCount(n)
        self.setColumnCount(n)
        width, metrics = self.column_width(), self.fontMetrics()
        for i, (name, full) in enumerate(zip(names, full_names)):
            column = QTableWidgetItem(column_title(name, width - 6, metrics))
            column.setToolTip(full)
            self.setHorizontalHeaderItem(i, column)
            row = QTableWidgetItem(metrics.elidedText(name, Qt.ElideRight, ROW_NAME_WIDTH - 12))
            row.setToolTip(full)
            self.setVerticalHeaderItem(i, row)
            self.setColumnWidth(i, width)
            self.setRowHeight(i, metrics.height() + 8)
            mark = QTableWidgetItem("—")
            mark.setTextAlignment(Qt.AlignCenter)
            mark.setBackground(QBrush(DIAGONAL))
            mark.setToolTip(diagonal_tip)
            mark.setFlags(Qt.ItemIsEnabled)
            self.setItem(i, i, mark)
        self.verticalHeader().setFixedWidth(ROW_NAME_WIDTH)
        self.setMinimumWidth(min(self.wanted_width(), 900))

    def wanted_width(self) -> int:
        """Every column and the row names: no sideways scrolling."""
        return (ROW_NAME_WIDTH + self.columnCount() * self.column_width() + 2 * self.frameWidth()
                + self.verticalScrollBar().sizeHint().width())

    def set_cell(self, row: int, column: int, score: float, text: str, tooltip: str) -> None:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignCenter)
        item.setBackground(QBrush(QColor(*score_colour(score))))
        item.setForeground(QBrush(QColor(0, 0, 0)))  # the scale is pale: black reads on all of it
        item.setToolTip(tooltip)
        self.setItem(row, column, item)

    def choose(self, row: int, column: int) -> None:
        self.chosen = (row, column)
        self.viewport().update()

    def colour(self, row: int, column: int) -> QColor:
        item = self.item(row, column)
        return item.background().color() if item is not None else QColor()
