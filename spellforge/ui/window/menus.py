"""The main window's docks, menus and the wiring of every action to what it does (the actions
themselves, with their shortcuts, are in actions.py; their texts in MainWindow.retranslate_ui)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QLabel, QMenu, QSplitter, QUndoView, QVBoxLayout, QWidget


class WindowMenus:
    """Mixed into MainWindow."""

    def _build_docks(self) -> None:
        """Card panel, Spellbooks, History and Versions on the right; Spellbooks in front. History
        and Versions start behind Spellbooks: their contents are made when first shown (or asked
        for), not at every start."""
        self.history_page = QWidget(self)
        self._history_views = None  # (history, names_history, history_label, names_history_label)
        self.versions_page = QWidget(self)
        self._versions = None
        self.detail_dock = self._dock("detailDock", self.detail, Qt.RightDockWidgetArea)
        self.books_dock = self._dock("booksDock", self.books, Qt.RightDockWidgetArea)
        self.history_dock = self._dock("historyDock", self.history_page, Qt.RightDockWidgetArea)
        self.tabifyDockWidget(self.books_dock, self.history_dock)
        self.versions_dock = self._dock("versionsDock", self.versions_page, Qt.RightDockWidgetArea)
        self.tabifyDockWidget(self.history_dock, self.versions_dock)
        self.history_dock.visibilityChanged.connect(lambda shown: shown and self._history_parts())
        self.versions_dock.visibilityChanged.connect(lambda shown: shown and self._versions_shown())
        self.books_dock.raise_()
        self.resizeDocks([self.detail_dock], [330], Qt.Horizontal)
        self.resizeDocks([self.detail_dock, self.books_dock], [600, 220], Qt.Vertical)  # the card text first

    def _history_parts(self) -> tuple:
        if self._history_views is not None:
            return self._history_views
        page = self.history_page
        history_label, names_history_label = QLabel(page), QLabel(page)
        history = QUndoView(page)  # the current spellbook's stack
        history.setObjectName("history")
        names_history = QUndoView(self.library_stack, page)
        names_history.setObjectName("namesHistory")
        history_split = QSplitter(Qt.Vertical, page)
        for label, view in ((history_label, history), (names_history_label, names_history)):
            part = QWidget(history_split)
            box = QVBoxLayout(part)
            box.setContentsMargins(0, 0, 0, 0)
            box.addWidget(label)
            box.addWidget(view, 1)
            history_split.addWidget(part)
        history_split.setStretchFactor(0, 3)
        history_split.setStretchFactor(1, 1)
        QVBoxLayout(page).addWidget(history_split)
        self._history_views = (history, names_history, history_label, names_history_label)
        editor = self.current_editor()
        history.setStack(editor.doc.undo_stack if editor is not None else None)
        self._retranslate_history()
        return self._history_views

    @property
    def history(self):
        return self._history_parts()[0]

    @property
    def names_history(self):
        return self._history_parts()[1]

    @property
    def versions(self):
        if self._versions is None:
            from spellforge.ui.books.versions import VersionsPanel

            self._versions = VersionsPanel(self.versions_page)
            layout = QVBoxLayout(self.versions_page)
            layout.setContentsMargins(0, 0, 0, 0)
            layout.addWidget(self._versions)
            self._versions.set_editor(self.current_editor())
        return self._versions

    def _versions_shown(self) -> None:
        """Versions brought to the front: its list and differences get half the side's height
        (behind the card panel's 400 px the differences showed 4 lines)."""
        self.versions  # made on first show
        if self.detail_dock.isVisible() and not self.versions_dock.isFloating():
            total = self.detail_dock.height() + self.versions_dock.height()
            if self.versions_dock.height() < total // 2:
                self.resizeDocks([self.detail_dock, self.versions_dock], [total // 2, total - total // 2], Qt.Vertical)

    def _follow_current_editor(self, editor) -> None:
        """The History and Versions docks show the current book (once they were made)."""
        if self._history_views is not None:
            self._history_views[0].setStack(editor.doc.undo_stack if editor is not None else None)
        if self._versions is not None:
            self._versions.set_editor(editor)

    def _dock(self, name: str, widget: QWidget, area) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        # Tabbed docks share a 330 px side: Qt cuts their titles («Книги заклинан…»); each tab
        # says its whole title in a tooltip, once the dock layout made its tab bar.
        dock.visibilityChanged.connect(lambda _shown: QTimer.singleShot(0, self._tip_dock_tabs))
        dock.windowTitleChanged.connect(lambda _title: QTimer.singleShot(0, self._tip_dock_tabs))
        return dock

    def _tip_dock_tabs(self) -> None:
        from PySide6.QtWidgets import QTabBar
        import shiboken6

        if not shiboken6.isValid(self):
            return
        for bar in self.findChildren(QTabBar):
            if bar.parent() is self:  # the dock areas' tab bars (a tab widget's has its own parent)
                for i in range(bar.count()):
                    if bar.tabToolTip(i) != bar.tabText(i):
                        bar.setTabToolTip(i, bar.tabText(i))

    def _build_menus(self) -> None:
        a = self.commands
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        for key in ("new_book", "new_from_template", "import_file", "import_clipboard", "save_book", "export_file",
                    "export_pdf", "export_proxies"):
            self.file_menu.addAction(a[key])
        self.share_menu = QMenu(self)
        for key in ("copy_text", "copy_bbcode", "copy_forum", "copy_code"):
            self.share_menu.addAction(a[key])
        self.file_menu.addMenu(self.share_menu)
        self.recent_menu = QMenu(self)
        self.file_menu.addMenu(self.recent_menu)
        self.file_menu.addSeparator()
        self.file_menu.addAction(a["import_names"])
        self.file_menu.addAction(a["export_names"])
        self.file_menu.addAction(a["import_card_text"])
        self.file_menu.addSeparator()
        self.file_menu.addAction(a["import_images_folder"])
        self.file_menu.addAction(a["import_images_zip"])
        self.file_menu.addSeparator()
        self.file_menu.addAction(a["close_book"])
        self.file_menu.addAction(a["quit"])

        self.edit_menu = bar.addMenu("")
        self.undo_action = self.undo_group.createUndoAction(self)
        self.undo_action.setShortcut("Ctrl+Z")
        self.redo_action = self.undo_group.createRedoAction(self)
        self.redo_action.setShortcuts(["Ctrl+Shift+Z", "Ctrl+Y"])
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        self.edit_menu.addSeparator()
        for key in ("find", "add_card", "add_candidate", "copy_plus", "copy_minus", "remove_copy", "remove_all",
                    "move_zone"):
            self.edit_menu.addAction(a[key])
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(a["edit_card_name"])
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(a["preferences"])

        self.view_menu = bar.addMenu("")
        for dock in (self.detail_dock, self.books_dock, self.history_dock, self.versions_dock):
            self.view_menu.addAction(dock.toggleViewAction())
        self.view_menu.addSeparator()
        self.view_menu.addAction(a["draw_pictures"])

        self.tools_menu = bar.addMenu("")
        self.tools_menu.addAction(a["playtest"])
        self.tools_menu.addAction(a["matchup"])
        self.tools_menu.addAction(a["collection"])
        self.tools_menu.addAction(a["shopping"])
        self.tools_menu.addAction(a["mark_assembled"])
        self.tools_menu.addSeparator()
        self.tools_menu.addAction(a["check_data"])

        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(a["search_help"])
        self.help_menu.addAction(a["about"])

    def _connect(self) -> None:
        a = self.commands
        a["new_book"].triggered.connect(lambda: self.new_book())  # not triggered(checked) as the book
        a["new_from_template"].triggered.connect(lambda: self.new_from_template())
        a["import_file"].triggered.connect(lambda: self.import_file())
        a["import_clipboard"].triggered.connect(self.import_clipboard)
        a["copy_text"].triggered.connect(lambda: self.copy_book("text"))
        a["copy_bbcode"].triggered.connect(lambda: self.copy_book("bbcode"))
        a["copy_forum"].triggered.connect(lambda: self.copy_book("forum"))
        a["copy_code"].triggered.connect(lambda: self.copy_book("code"))
        a["export_file"].triggered.connect(lambda: self.export_file())
        a["export_pdf"].triggered.connect(lambda: self.export_pdf(proxies=False))
        a["export_proxies"].triggered.connect(lambda: self.export_pdf(proxies=True))
        a["import_names"].triggered.connect(self.import_names)
        a["export_names"].triggered.connect(self.export_names)
        a["import_card_text"].triggered.connect(self.import_card_text)
        a["edit_card_name"].triggered.connect(
            lambda: self.detail.card_id and self.edit_card_name(self.detail.card_id, self.card_lang))
        self.detail.edit_name_requested.connect(self.edit_card_name)
        a["close_book"].triggered.connect(lambda: self.close_book_at(self.editors.currentIndex()))
        a["quit"].triggered.connect(self.close)
        a["find"].triggered.connect(self.browser.focus_search)
        a["add_card"].triggered.connect(lambda: self.browser.choose_current(False))
        a["add_candidate"].triggered.connect(lambda: self.browser.choose_current(True))
        a["copy_plus"].triggered.connect(lambda: self._on_editor(lambda e: e.change_selected(+1)))
        a["copy_minus"].triggered.connect(lambda: self._on_editor(lambda e: e.change_selected(-1)))
        a["remove_copy"].triggered.connect(lambda: self._on_editor(lambda e: e.change_selected(-1)))
        a["remove_all"].triggered.connect(lambda: self._on_editor(lambda e: e.remove_all_selected()))
        a["move_zone"].triggered.connect(lambda: self._on_editor(lambda e: e.move_selected()))
        a["preferences"].triggered.connect(self.show_preferences)
        a["playtest"].triggered.connect(self.open_playtest)
        a["matchup"].triggered.connect(self.open_matchup)
        a["collection"].triggered.connect(self.show_collection)
        a["shopping"].triggered.connect(lambda: self.show_shopping())
        a["mark_assembled"].triggered.connect(self.mark_assembled)
        a["check_data"].triggered.connect(self.check_and_repair)
        a["save_book"].triggered.connect(self.save_current)
        a["import_images_folder"].triggered.connect(lambda: self.import_images(folder=True))
        a["import_images_zip"].triggered.connect(lambda: self.import_images(folder=False))
        a["draw_pictures"].triggered.connect(self.draw_all_pictures)
        for key in ("import_images_folder", "import_images_zip", "draw_pictures"):
            a[key].setEnabled(False)  # until the picture provider exists
        a["search_help"].triggered.connect(self.show_search_help)
        a["about"].triggered.connect(self.show_about)
        self.browser.card_chosen.connect(self.add_card)
        # The detail panel follows the browser after a pause, not on every keystroke's reselection.
        self._detail_timer = QTimer(self, singleShot=True, interval=60)
        self._detail_timer.timeout.connect(lambda: self.detail.show_card(self.browser.current_card_id()))
        self.browser.current_card_changed.connect(lambda _cid: self._detail_timer.start())
        if self.browser.current_card_id():  # the browser selected its first row before we listened:
            # shown now, so the first frame has it (a timer would change the laid-out window after it)
            self.detail.show_card(self.browser.current_card_id())
        self.browser.help_requested.connect(self.show_search_help)
        self.books.open_requested.connect(self.open_book)
        self.books.book_deleted.connect(self._book_deleted)
        self.books.book_renamed.connect(self._book_renamed)
        self.books.need_store = self.finish_startup
        self.books.refused.connect(lambda text: self.statusBar().showMessage(text, 10000))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
