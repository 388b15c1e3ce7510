"""The window's game switcher: Mage Wars (the default, its screens as they were) or Mage Knight.

A combo box in the menu bar's corner swaps the central widget. The Mage Knight view is built on
first use, so a Mage Wars session never loads it; the Mage Wars docks are hidden while another
game is shown and come back as they were.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QComboBox, QDockWidget, QStackedWidget, QWidget

from spellforge.games import GAMES, MAGE_KNIGHT, MAGE_WARS


class GameSwitcher(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        mage_wars_central = window.takeCentralWidget()  # taken, not deleted
        self.stack = QStackedWidget(window)
        self.stack.setObjectName("gameStack")
        self.stack.addWidget(mage_wars_central)
        window.setCentralWidget(self.stack)
        self.views: dict[str, QWidget] = {MAGE_WARS.id: mage_wars_central}
        self.hidden_docks: list[QWidget] = []
        self.combo = QComboBox(window)
        self.combo.setObjectName("gameSwitcher")
        for game in GAMES:
            self.combo.addItem(game.name, game.id)
        self.combo.currentIndexChanged.connect(self._changed)
        window.menuBar().setCornerWidget(self.combo, Qt.TopRightCorner)
        self.combo.installEventFilter(self)
        self.retranslate_ui()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if obj is self.combo and event.type() == QEvent.LanguageChange:
            self.retranslate_ui()
        return False

    def retranslate_ui(self) -> None:
        self.combo.setToolTip(self.tr("Which game's tools the window shows"))
        self.combo.setAccessibleName(self.tr("Game"))

    @property
    def current(self) -> str:
        return self.combo.currentData()

    def show_game(self, game_id: str) -> None:
        self.combo.setCurrentIndex(self.combo.findData(game_id))

    def view(self, game_id: str) -> QWidget:
        if game_id not in self.views:
            if game_id == MAGE_KNIGHT.id:
                from spellforge.ui.mk_view import MageKnightView

                self.views[game_id] = MageKnightView(self.window.settings.card_language, self.stack)
            self.stack.addWidget(self.views[game_id])
        return self.views[game_id]

    def _changed(self, _index: int) -> None:
        game = self.current
        if game == MAGE_WARS.id:
            for dock in self.hidden_docks:
                dock.show()
            self.hidden_docks = []
        elif not self.hidden_docks:
            self.hidden_docks = [d for d in self.window.findChildren(QDockWidget) if d.isVisible()]
            for dock in self.hidden_docks:
                dock.hide()
        view = self.view(game)
        if hasattr(view, "set_card_language"):
            view.set_card_language(self.window.settings.card_language)
        self.stack.setCurrentWidget(view)
