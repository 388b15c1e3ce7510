"""The matchup screen's heat map: one row per opponent, its name and a cell coloured red (every
game lost) through yellow to green (every game won) by the open book's score against it, the score
and its 95 % interval written in the cell, the interval also drawn as a bar. A click picks a row."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from spellforge.sim.matchup.heat import score_colour


class HeatMap(QWidget):
    row_clicked = Signal(int)

    ROW_GAP = 2

    def __init__(self, parent=None):
        super().__init__(parent)
        # name, score, interval, cell text[, the whole name for the tooltip when the name is short]
        self.rows: list[tuple] = []
        self.selected = -1
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Minimum)
        self.setMouseTracking(False)

    def set_rows(self, rows: list[tuple]) -> None:
        self.rows = list(rows)
        self.selected = -1 if not self.rows else min(self.selected, len(self.rows) - 1)
        self.updateGeometry()
        self.update()

    def select(self, row: int) -> None:
        self.selected = row
        self.update()

    def row_height(self) -> int:
        return self.fontMetrics().height() + 12  # the text, and the interval's bar below it

    def name_width(self) -> int:
        """The names' column: as wide as the longest name, at most half the widget."""
        widest = max((self.fontMetrics().horizontalAdvance(name) for name, *_ in self.rows), default=0)
        return min(widest + 12, self.width() // 2)

    def cell(self, row: int) -> QRect:
        h = self.row_height()
        left = self.name_width()
        return QRect(left, row * (h + self.ROW_GAP), self.width() - left - 1, h)

    def colour(self, row: int) -> QColor:
        return QColor(*score_colour(self.rows[row][1]))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(320, max(1, len(self.rows)) * (self.row_height() + self.ROW_GAP))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(200, self.sizeHint().height())

    def row_at(self, y: int) -> int:
        row = y // (self.row_height() + self.ROW_GAP)
        return row if 0 <= row < len(self.rows) else -1

    def event(self, event) -> bool:
        """A row's tooltip: its whole name and cell (a long name is cut in the names' column)."""
        if event.type() == QEvent.ToolTip:
            row = self.row_at(int(event.pos().y()))
            if row >= 0:
                shown = self.rows[row]
                QToolTip.showText(event.globalPos(), f"{shown[4] if len(shown) > 4 else shown[0]}: {shown[3]}", self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        row = self.row_at(int(event.position().y()))
        if row >= 0:
            self.select(row)
            self.row_clicked.emit(row)
        super().mousePressEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        p = QPainter(self)
        metrics = self.fontMetrics()
        text_colour = self.palette().windowText().color()
        for i, (name, score, (lo, hi), text, *_whole) in enumerate(self.rows):
            box = self.cell(i)
            name_box = QRect(0, box.top(), self.name_width() - 6, box.height())
            p.setPen(text_colour)
            p.drawText(name_box, Qt.AlignVCenter | Qt.AlignLeft,
                       metrics.elidedText(name, Qt.ElideRight, name_box.width()))
            p.fillRect(box, self.colour(i))
            # the interval as a dark bar along the cell's foot: where the score may really lie
            p.fillRect(QRect(box.left() + round(lo * box.width()), box.bottom() - 3,
                             max(2, round((hi - lo) * box.width())), 3), QColor(40, 40, 40))
            p.setPen(QColor(0, 0, 0))  # the scale is pale: black reads on every colour of it
            p.drawText(box.adjusted(2, 0, -2, -4), Qt.AlignCenter, metrics.elidedText(text, Qt.ElideRight, box.width() - 4))
            if i == self.selected:
                p.setPen(QPen(self.palette().highlight().color(), 2))
                p.drawRect(box.adjusted(1, 1, -1, -1))
        p.end()
