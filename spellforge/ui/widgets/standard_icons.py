"""The style's standard icons (a warning, the line edit's clear button…) by name.

Touching QStyle makes PySide create its enums, ~600 values (~5 ms): the window's start never
touches it; a book with a problem, or the first search typed, does."""

from __future__ import annotations


def standard_icon(name: str, widget=None):
    """QStyle.StandardPixmap `name` (e.g. "SP_MessageBoxWarning") from the widget's style, or the
    application's."""
    from PySide6.QtWidgets import QApplication, QStyle

    style = widget.style() if widget is not None else QApplication.style()
    return style.standardIcon(getattr(QStyle.StandardPixmap, name))
