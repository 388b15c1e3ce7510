"""Another game's collection of boxes: one check box per product of its registry record
(spellforge.games GameInfo.products), named in the card language. The owner stores the ticks
(library/user/game_collection.py through the game's own module) and shows what they give."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QGroupBox, QVBoxLayout, QWidget

from spellforge.games import GameProduct


class GameProductsBox(QGroupBox):
    changed = Signal()  # a box was ticked or unticked by the player

    def __init__(self, products: Sequence[GameProduct], lang: str, owned: Iterable[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.products = {p.id: p for p in products}
        owned = set(owned)
        layout = QVBoxLayout(self)
        self.boxes: dict[str, QCheckBox] = {}
        for p in products:
            box = QCheckBox(p.name(lang), self)
            box.setChecked(p.id in owned)
            box.toggled.connect(self._toggled)
            self.boxes[p.id] = box
            layout.addWidget(box)

    def _toggled(self, _checked: bool) -> None:
        self.changed.emit()

    def owned(self) -> list[str]:
        """The ticked products, in the game's order."""
        return [pid for pid, box in self.boxes.items() if box.isChecked()]

    def set_language(self, lang: str) -> None:
        for pid, box in self.boxes.items():
            box.setText(self.products[pid].name(lang))
