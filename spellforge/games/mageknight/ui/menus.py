"""Mage Knight's menu in the window's menu bar while its view is shown (the switcher hands the
bar to the shown game, ui/window/game_switcher.py): one entry per screen of the view, named as
its tab, the shown one checked. Its title is the game's name from the registry."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu, QTabWidget

from spellforge.games import find

GAME_ID = "mage-knight"


class TabMenu(QMenu):
    def __init__(self, tabs: QTabWidget, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("mageKnightMenu")
        self.tabs = tabs
        self.group = QActionGroup(self)  # exclusive: one screen shown at a time
        tabs.currentChanged.connect(self._check_current)
        self.sync()

    def sync(self) -> None:
        """Entries for every tab, with the tab's current (translated) text; called when the view
        has (re)translated its tabs."""
        self.setTitle("&" + find(GAME_ID).title(QLocale().name()[:2]))
        for i in range(len(self.actions()), self.tabs.count()):
            action = self.addAction("")
            action.setCheckable(True)
            action.setActionGroup(self.group)
            action.triggered.connect(lambda _checked=False, index=i: self.tabs.setCurrentIndex(index))
        for i, action in enumerate(self.actions()):
            action.setText(self.tabs.tabText(i))
        self._check_current(self.tabs.currentIndex())

    def _check_current(self, index: int) -> None:
        actions = self.actions()
        if 0 <= index < len(actions):
            actions[index].setChecked(True)
