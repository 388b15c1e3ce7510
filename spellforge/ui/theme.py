"""The colour scheme the user chose in Preferences (system, light or dark), applied to the whole
application: at start (app.py) and when the choice changes (preferences.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def dark_palette():
    """A Fusion dark palette, for platforms whose theme cannot switch scheme itself."""
    from PySide6.QtGui import QColor, QPalette

    p = QPalette()
    base, window, text = QColor(30, 30, 30), QColor(45, 45, 45), QColor(230, 230, 230)
    for role, colour in ((QPalette.Window, window), (QPalette.WindowText, text), (QPalette.Base, base),
                         (QPalette.AlternateBase, window), (QPalette.ToolTipBase, window), (QPalette.ToolTipText, text),
                         (QPalette.Text, text), (QPalette.Button, window), (QPalette.ButtonText, text),
                         (QPalette.BrightText, QColor(255, 80, 80)), (QPalette.Link, QColor(100, 170, 255)),
                         (QPalette.Highlight, QColor(42, 110, 190)), (QPalette.HighlightedText, QColor(255, 255, 255)),
                         (QPalette.PlaceholderText, QColor(150, 150, 150))):
        p.setColor(role, colour)
    p.setColor(QPalette.Disabled, QPalette.Text, QColor(120, 120, 120))
    p.setColor(QPalette.Disabled, QPalette.ButtonText, QColor(120, 120, 120))
    return p


def apply_theme(app: QApplication, theme: str) -> None:
    """Follow the system's colour scheme (the default), or force light or dark: through the
    platform theme where Qt ≥ 6.8 can, else with Fusion and our own palette."""
    hints = app.styleHints()
    wanted = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}.get(theme, Qt.ColorScheme.Unknown)
    if hasattr(hints, "setColorScheme"):
        hints.setColorScheme(wanted)
    if theme == "system" or hints.colorScheme() == wanted:
        # Back to the style's own palette, if ours was set (a fresh start has none to undo, and
        # app.style() from Python costs QStyle's ~600 enum values, ~5 ms)
        if app.testAttribute(Qt.ApplicationAttribute.AA_SetPalette):
            app.setPalette(app.style().standardPalette())
        return
    app.setStyle("Fusion")
    app.setPalette(dark_palette() if theme == "dark" else app.style().standardPalette())
