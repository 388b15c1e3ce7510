"""The Sword & Sorcery view's translation context for the parts kept outside view.py."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


class SwordSorceryView:
    """Stands for the view in `SwordSorceryView.tr(…)`: lupdate reads that as the view's own
    context, so these sentences share the view's catalogue entries."""

    @staticmethod
    def tr(source: str) -> str:
        return QCoreApplication.translate("SwordSorceryView", source)
