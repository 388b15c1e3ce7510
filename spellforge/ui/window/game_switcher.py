"""The window's game switcher: Mage Wars (the default, its screens as they were) or any game of
the registry (spellforge.games.GAMES), whose record names its view.

A combo box in the menu bar's corner swaps the central widget. Another game's view is built on
first use, so a Mage Wars session never loads it; the Mage Wars docks are hidden while another
game is shown and come back as they were. The menu bar belongs to the shown game (_sync_menus).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QDockWidget, QStackedWidget, QWidget

from spellforge import games
from spellforge.games import MAGE_WARS
from spellforge.ui.window.game_view import GameView

# Menu commands that serve any game; every other command works on Mage Wars books and cards.
GAME_NEUTRAL_COMMANDS = {"preferences", "quit", "about", "search_help"}


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
        for game in games.GAMES:  # read when the window is made: the registry as it is then
            self.combo.addItem(game.name, game.id)
        self.combo.currentIndexChanged.connect(self._changed)
        window.menuBar().setCornerWidget(self.combo, Qt.TopRightCorner)
        self.combo.installEventFilter(self)
        self._status_timer = QTimer(self)  # a child: it dies with the window, never fires after it
        self._status_timer.setSingleShot(True)
        self._status_timer.setInterval(0)
        self._status_timer.timeout.connect(self._sync_status_bar)
        self.retranslate_ui()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if obj is self.combo and event.type() == QEvent.LanguageChange:
            self.retranslate_ui()
            self._status_timer.start()  # after the window has retranslated (and re-shown) it
        return False

    def _mage_wars_status(self) -> list[QWidget]:
        """The status bar's Mage Wars parts: the name legend, the book's save state, the library count."""
        return [w for w in (getattr(self.window, n, None) for n in ("name_legend", "save_label", "status_count")) if w]

    def _sync_status_bar(self) -> None:
        """Another game's view shows none of them (its own counts are in the view); back in Mage Wars
        they are as the window sets them."""
        if self.current == MAGE_WARS.id:
            for w in self._mage_wars_status():
                w.setVisible(True)
            if hasattr(self.window, "_update_name_legend"):
                self.window._update_name_legend()
        else:
            for w in self._mage_wars_status():
                w.setVisible(False)

    def _show_mage_wars_commands(self, show: bool) -> None:
        """Another game's view shows only the commands that serve it (Preferences, Quit, Help):
        New spellbook, Export, Print to PDF or Playtest would act on a Mage Wars book it does not
        show (they are disabled too, _sync_menus). Menus left empty hide too; back in Mage Wars
        everything is as it was."""
        mage_wars = show
        window = self.window
        commands = getattr(window, "commands", None)
        for action_id, action in (commands.actions.items() if commands is not None else ()):
            if action_id not in GAME_NEUTRAL_COMMANDS:
                action.setVisible(mage_wars)
        for name in ("undo_action", "redo_action"):
            if getattr(window, name, None) is not None:
                getattr(window, name).setVisible(mage_wars)
        for name in ("share_menu", "recent_menu", "view_menu", "tools_menu"):
            menu = getattr(window, name, None)
            if menu is not None:
                menu.menuAction().setVisible(mage_wars)

    def retranslate_ui(self) -> None:
        if getattr(self, "_shared_menu", None) is not None:
            self._shared_menu.setTitle(self.tr("&Spellforge"))
        from PySide6.QtCore import QLocale

        lang = QLocale().name()[:2]
        for i in range(self.combo.count()):  # an edition's own title in its language (the registry's names)
            self.combo.setItemText(i, games.find(self.combo.itemData(i)).title(lang))
        self.combo.setToolTip(self.tr("Which game's tools the window shows"))
        self.combo.setAccessibleName(self.tr("Game"))
        if self.combo.currentIndex() >= 0 and hasattr(self.window, "_update_titles"):
            self.window._update_titles()  # another game's name, in the new language

    mage_wars_id = MAGE_WARS.id

    @property
    def current(self) -> str:
        return self.combo.currentData()

    def shown_title(self) -> str:
        """The window's title while another game is shown: that game's name in the language."""
        return self.combo.currentText()

    def show_game(self, game_id: str) -> None:
        self.combo.setCurrentIndex(self.combo.findData(game_id))

    def shown_view(self) -> GameView | None:
        """Another game's view when one is shown (None in Mage Wars, whose screens are the window's)."""
        return None if self.current == MAGE_WARS.id else self.view(self.current)

    def view(self, game_id: str) -> QWidget:
        if game_id not in self.views:
            game = games.find(game_id)
            # a first build takes a second or two (Mage Knight's 1.6 s): said, and the wait cursor
            status = self.window.statusBar() if hasattr(self.window, "statusBar") else None
            QApplication.setOverrideCursor(Qt.WaitCursor)
            if status is not None:
                lang = QLocale().name()[:2]
                status.showMessage(self.tr("Opening {game}…").format(game=game.title(lang)))
                status.repaint()
            try:
                if hasattr(self.window, "finish_startup"):
                    # The views keep their data in the window's user store (one handle per
                    # process): open it first. Building a view while the opening worker still
                    # imported sqlalchemy imported it from two threads at once (ImportError,
                    # "partially initialized module", switching games just after the start).
                    self.window.finish_startup()
                view_class = game.load(game.view)  # games/<game>/ui/, named by its record
                self.views[game_id] = view_class(self.window.settings.card_language, self.stack)
            finally:
                if status is not None:
                    status.clearMessage()
                QApplication.restoreOverrideCursor()
            self.stack.addWidget(self.views[game_id])
            self._size_by_shown(self.view(self.current) if self.current in self.views else self.stack.currentWidget())
        return self.views[game_id]

    def _sync_menus(self, view: QWidget, other_game: bool) -> None:
        """Another game owns the menu bar while shown: its own menus (its view's menus(), if any)
        and the shared commands (Preferences, Quit, About, Help) in a menu of their own; Mage Wars'
        menus are hidden and every Mage Wars command disabled, so no shortcut reaches a book that is
        not shown. Back in Mage Wars everything is as it was."""
        bar = self.window.menuBar()
        own = list(view.menus()) if other_game else []
        if not hasattr(self, "_game_menus"):
            self._game_menus: dict[int, list] = {}
            self._disabled: list = []
            self._shared_menu = None
        for menus in self._game_menus.values():
            for menu in menus:
                menu.menuAction().setVisible(False)
        for action in self._disabled:
            action.setEnabled(True)
        self._disabled = []
        mage_wars_menus = [a for a in bar.actions() if a.menu() is not None and id(a.menu()) not in
                           {id(m) for ms in self._game_menus.values() for m in ms} and a.menu() is not self._shared_menu]
        for action in mage_wars_menus:
            action.setVisible(not other_game)
        if self._shared_menu is not None:
            self._shared_menu.menuAction().setVisible(other_game)
        if not other_game:
            return
        commands = getattr(self.window, "commands", None)
        shared = {id(commands.actions[k]) for k in GAME_NEUTRAL_COMMANDS if commands and k in commands.actions}
        pending = [a.menu() for a in mage_wars_menus]
        mage_wars_actions = list(commands.actions.values()) if commands is not None else []
        while pending:  # every command of Mage Wars' menus, the undo of its books included
            menu = pending.pop()
            for action in menu.actions():
                if action.menu() is not None:
                    pending.append(action.menu())
                else:
                    mage_wars_actions.append(action)
        for action in mage_wars_actions:
            if id(action) not in shared and action.isEnabled() and action not in self._disabled:
                action.setEnabled(False)
                self._disabled.append(action)
        if id(view) not in self._game_menus:
            self._game_menus[id(view)] = own
            for menu in own:
                bar.insertMenu(mage_wars_menus[0] if mage_wars_menus else None, menu)
        for menu in own:
            menu.menuAction().setVisible(True)
        if commands is not None:
            if self._shared_menu is None:
                from PySide6.QtWidgets import QMenu

                self._shared_menu = QMenu(self.window)
                self._shared_menu.setObjectName("sharedMenu")
                self._shared_menu.setTitle(self.tr("&Spellforge"))
                for key in ("preferences", "search_help", "about", "quit"):
                    if key in commands.actions:
                        self._shared_menu.addAction(commands.actions[key])
                bar.addMenu(self._shared_menu)
            self._shared_menu.menuAction().setVisible(True)

    def set_card_language(self, lang: str) -> None:
        """The card-name language changed (Preferences): the other games' views built so far follow."""
        for game_id, view in self.views.items():
            if game_id != MAGE_WARS.id:
                view.set_card_language(lang)

    def _changed(self, _index: int) -> None:
        game = self.current
        # The docks go before another game's view asks for its size, and come back after Mage
        # Wars' central widget has its size again: in any other order the window holds both for a
        # moment and grows (1392 px after Mage Knight and back) and never shrinks.
        if game != MAGE_WARS.id and not self.hidden_docks:
            self.hidden_docks = [d for d in self.window.findChildren(QDockWidget) if d.isVisible()]
            for dock in self.hidden_docks:
                dock.hide()
        view = self.view(game)
        self._size_by_shown(view)
        if game == MAGE_WARS.id:
            for dock in self.hidden_docks:
                dock.show()
            self.hidden_docks = []
        self._sync_status_bar()
        # Qt reads a hidden action as disabled but still triggers it (its shortcut, trigger()) unless
        # it was disabled explicitly: the commands are shown while _sync_menus disables (or gives
        # back) exactly the enabled ones, and hidden after.
        self._show_mage_wars_commands(True)
        self._sync_menus(view, game != MAGE_WARS.id)
        self._show_mage_wars_commands(game == MAGE_WARS.id)
        if game != MAGE_WARS.id:
            view.set_card_language(self.window.settings.card_language)
        commands = getattr(self.window, "commands", None)
        if commands is not None and "search_help" in commands.actions:  # Mage Wars' page or the game's own
            commands.actions["search_help"].setEnabled(game == MAGE_WARS.id or view.search_help() is not None)
        self.stack.setCurrentWidget(view)
        if hasattr(self.window, "_update_titles"):
            self.window._update_titles()  # the title names the game shown (it kept the Mage Wars book)

    def _size_by_shown(self, shown: QWidget) -> None:
        """The stack asks only the shown view for its size: a QStackedWidget's minimum is the
        largest of all its pages', so Mage Wars with its docks back after Mage Knight's view
        (1029 px minimum) needed 1392 px and the window grew past a 1366 px screen."""
        from PySide6.QtWidgets import QSizePolicy

        for page in self.views.values():
            policy = page.sizePolicy()
            ignored = page is not shown
            wanted = QSizePolicy.Ignored if ignored else QSizePolicy.Preferred
            if policy.horizontalPolicy() != wanted or policy.verticalPolicy() != wanted:
                page.setSizePolicy(wanted, wanted)
        self.stack.updateGeometry()
