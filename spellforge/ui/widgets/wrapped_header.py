"""A table whose columns share its width (no sideways scrolling) and whose long column titles
wrap onto two or three lines instead of widening their column; each title's whole text is its
tooltip, for one still too long for its column.

    fit_columns_to_width(table, titles)   # titles: one per column; again after a resize or a new language

A QHeaderView draws a title's "\\n" as a line break and makes itself as tall as the tallest title,
so wrapping is inserting line breaks where the column's width ends a line.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QEvent, Qt
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem

MAX_LINES = 3
PADDING = 14  # a header section's margins and its sort indicator's room


def wrap_title(text: str, width: int, metrics) -> str:
    """`text` on the fewest lines (at most MAX_LINES, broken at spaces) whose widest fits `width`
    px, the lines as even as they can be; a title that does not fit on MAX_LINES takes the split
    with the narrowest widest line (the header elides it and the tooltip says it whole)."""
    from itertools import combinations

    words = text.split()
    best = None
    for count in range(1, min(MAX_LINES, len(words)) + 1):
        for cuts in combinations(range(1, len(words)), count - 1):
            bounds = (0, *cuts, len(words))
            lines = [" ".join(words[a:b]) for a, b in zip(bounds, bounds[1:])]
            widest = max(metrics.horizontalAdvance(line) for line in lines)
            if best is None or widest < best[0]:
                best = (widest, lines)
        if best is not None and best[0] <= width:
            break
    return "\n".join(best[1]) if best else text


def fit_columns_to_width(table: QTableWidget, titles: list[str], first: int = 0) -> None:
    """Every column stretches to an equal share of the table's width; each title wraps to fit it.
    `first` > 0: the first column (a name) that wide, as far as the other titles' longest words and a
    third of the table leave room (never narrower than an equal share); the others share the rest."""
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.Stretch)
    header.setMinimumSectionSize(8)
    columns = max(1, sum(not table.isColumnHidden(c) for c in range(len(titles))))  # the shown ones share it
    width = max(table.viewport().width(), header.width(), 200)
    metrics = header.fontMetrics()
    if first > 0 and columns > 1:
        # never so wide that another column's longest word no longer fits its title
        word = max((metrics.horizontalAdvance(w) for t in titles[1:] for w in t.split()), default=0) + PADDING
        first = max(min(first, width // 3, width - (columns - 1) * word), width // columns)
        header.setSectionResizeMode(0, QHeaderView.Fixed)
        header.resizeSection(0, first)
        width, columns = width - first, columns - 1
    room = max(24, width // columns - PADDING)
    for column, title in enumerate(titles):
        item = table.horizontalHeaderItem(column)
        if item is None:
            item = QTableWidgetItem()
            table.setHorizontalHeaderItem(column, item)
        wrapped = wrap_title(title, max(room, first - PADDING) if column == 0 and first > 0 else room, metrics)
        if item.text() != wrapped:
            item.setText(wrapped)
        item.setToolTip(title)


class RewrapOnResize(QObject):
    """Wraps the titles again when the table's width changes (the window resized, a dock shown)."""

    def __init__(self, table: QTableWidget, titles, first=None) -> None:
        super().__init__(table)
        self.table, self.titles, self.first, self.width = table, titles, first, -1
        table.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Resize and obj.width() != self.width:
            self.width = obj.width()
            fit_columns_to_width(self.table, self.titles(), self.first() if self.first else 0)
        return False


def wrapped_header(table: QTableWidget, titles, first=None) -> RewrapOnResize:
    """Share the table's width among its columns and wrap `titles()` (a callable: the titles in the
    language of the moment) now and at every resize; `first()`, when given, the first column's width."""
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarAsNeeded)
    fit_columns_to_width(table, titles(), first() if first else 0)
    return RewrapOnResize(table, titles, first)
