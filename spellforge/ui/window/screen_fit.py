"""The main window inside the screen's available geometry (the desktop without its panels): the
first window is at most that big, and a restored one (saved on a larger screen, or a docked
laptop's second monitor) comes back inside it."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication


def available_area(widget) -> QRect:
    """The available geometry of the screen the widget is on (the primary one before it is shown)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect()


def fit_inside(window, area: QRect | None = None, wanted: QSize | None = None) -> QRect:
    """Resize the window to `wanted` (or keep its size), no larger than `area` with its frame,
    and move its frame inside `area`. Returns the frame's geometry."""
    area = area if area is not None else available_area(window)
    if area.isEmpty():
        return window.frameGeometry()
    frame, inner = window.frameGeometry(), window.geometry()
    extra_w, extra_h = frame.width() - inner.width(), frame.height() - inner.height()
    size = wanted if wanted is not None else inner.size()
    width = max(1, min(size.width(), area.width() - extra_w))
    height = max(1, min(size.height(), area.height() - extra_h))
    if (width, height) != (inner.width(), inner.height()):
        window.resize(width, height)
    outer_w, outer_h = width + extra_w, height + extra_h
    x = min(max(frame.x(), area.x()), area.x() + area.width() - outer_w)
    y = min(max(frame.y(), area.y()), area.y() + area.height() - outer_h)
    if (x, y) != (frame.x(), frame.y()):
        window.move(x, y)
    return window.frameGeometry()


class FitsOnFirstShow:
    """Mixed in before the Qt class of a window: the first time it is shown it takes
    `first_size()`, never more than the screen's available geometry (later shows keep the size
    the player gave it)."""

    _fitted = False

    def first_size(self) -> QSize:
        """As large as its contents want (a Russian window is wider than the English one)."""
        return self.size().expandedTo(self.minimumSizeHint())

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            fit_inside(self, wanted=self.first_size())
