"""Item views whose viewport is made from Python.

The first time PySide is handed a plain QWidget that Qt made (a view's own viewport, through
`view.viewport()`), it works out its Python type by creating every lazily loaded QWidget subclass
and their enums: 10-25 ms of each start, in the first table built. A viewport made here is known
to PySide already. It is what Qt's own is (QAbstractScrollArea: named "qt_scrollarea_viewport",
Base background, filled); made right after the view, before its drag and drop or mouse tracking
are set, which the view passes on to its viewport."""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QWidget


def own_viewport(view: QAbstractScrollArea) -> QWidget:
    viewport = QWidget(view)
    viewport.setObjectName("qt_scrollarea_viewport")
    viewport.setBackgroundRole(QPalette.Base)
    viewport.setAutoFillBackground(True)
    view.setViewport(viewport)
    return viewport
