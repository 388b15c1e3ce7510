"""Widgets that retranslate themselves when the UI language changes at run time."""

from __future__ import annotations

from PySide6.QtCore import QEvent


class Retranslates:
    """Mix in before the Qt base class; the widget defines `retranslate_ui()`."""

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
