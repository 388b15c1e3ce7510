"""The main window's other windows and tools: preferences, search help, the collection dock and
What to buy, marking books assembled, card pictures and the playtest window."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget


class WindowTools:
    """Mixed into MainWindow (strings keep the "MainWindow" translation context)."""

    def show_preferences(self) -> None:
        from spellforge.ui.preferences import PreferencesDialog

        dialog = PreferencesDialog(self, self)
        dialog.exec()

    def show_search_help(self) -> None:
        """The shown game's search syntax: another game's view opens its own page (search_help)."""
        from spellforge.ui.browser.search_help import SearchHelpDialog

        view = self.game_switcher.shown_view() if getattr(self, "game_switcher", None) else None
        if view is not None:
            show = view.search_help()
            if show is not None:  # the command is disabled for a game without one
                show()
            return
        if getattr(self, "_help", None) is None:
            self._help = SearchHelpDialog(self)
            self._help.example_chosen.connect(self._use_example)
        self._help.show()
        self._help.raise_()

    def _use_example(self, query: str) -> None:
        self.browser.search.setText(query)
        self.browser.refresh()

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(self, QCoreApplication.translate("MainWindow", "About Spellforge"),
                          QCoreApplication.translate("MainWindow",
                              "Spellforge: spellbook builder, validator and collection manager for Mage Wars."))

    def show_collection(self) -> QWidget | None:
        if self.collection_dock is None:
            from spellforge.ui.collection.view import CollectionView

            view = CollectionView(self.lib, self.user_store(), self, lang=self.card_lang, book_store=self.store,
                                  open_book=self._open_book)
            view.collection_changed.connect(self.refresh_ownership)
            self.collection_dock = self._dock("collectionDock", view, Qt.RightDockWidgetArea)
            self.tabifyDockWidget(self.books_dock, self.collection_dock)
            self.view_menu.addAction(self.collection_dock.toggleViewAction())
            self.collection_dock.setWindowTitle(QCoreApplication.translate("MainWindow", "Collection"))
        self.collection_dock.show()
        self.collection_dock.raise_()
        self._widen_for_collection()
        return self.collection_dock.widget()

    def _widen_for_collection(self) -> None:
        """The side as wide as the Collection's four tab names need (cut to «Про…», «Ка…» in a
        330 px side), at most 460 px: the book and the card list keep the rest."""
        view = self.collection_dock.widget()
        bar = view.tabs.tabBar()
        wanted = sum(bar.tabSizeHint(i).width() for i in range(bar.count())) + 40
        width = self.collection_dock.width()
        if not self.collection_dock.isFloating() and width < wanted:
            self.resizeDocks([self.collection_dock], [min(wanted, 460)], Qt.Horizontal)
        detail = self.detail_dock
        if detail.isVisible() and not detail.isFloating() and not self.collection_dock.isFloating():
            total = detail.height() + self.collection_dock.height()  # and half the side's height
            if self.collection_dock.height() < total // 2:
                self.resizeDocks([detail, self.collection_dock], [total // 2, total - total // 2], Qt.Vertical)

    def _assembled_names(self) -> set[str]:
        store = getattr(self.store, "store", None) if self.store is not None else None
        if store is None:
            return set()
        from spellforge.library.user.collection import UserCollection

        return set(UserCollection(store).assembled())

    def _open_book(self):
        editor = self.current_editor()
        return (editor.doc.book_id, editor.doc.book) if editor is not None else None

    def show_shopping(self, book_id: int | None = None) -> QWidget | None:
        """The collection's "What to buy" page for one saved book, or for the open book."""
        view = self.show_collection()
        if view is not None:
            view.show_shopping({book_id} if book_id is not None else {"open"})  # the open book's id maps to "open"
        return view

    def assemble_saved_book(self, book_id: int) -> None:
        """Mark a saved book assembled from the Spellbooks list (undoable there)."""
        from spellforge.library.user.collection import UserCollection
        from spellforge.ui.collection.view import AssembleCommand

        book = self.store.load(book_id)
        if book is None:
            return
        command = AssembleCommand(UserCollection(self.user_store()), book.name, book.quantities(),
                                  source=f"spellforge:book:{book_id}", mage=book.mage, on_change=self._collection_edited,
                                  on_refused=self._collection_refused)
        self.books.undo_stack.push(command)

    def take_apart_saved_book(self, book_id: int) -> None:
        from spellforge.library.user.collection import UserCollection
        from spellforge.ui.collection.view import UserCollectionTakeApart

        book = self.store.load(book_id)
        user = UserCollection(self.user_store())
        info = next((i for i in user.assembled_info() if book is not None and i[0] == book.name), None)
        if info is None:
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow",
                "This spellbook is not marked assembled."), 6000)
            return
        self.books.undo_stack.push(UserCollectionTakeApart(user, book.name, user.assembled()[book.name], info[1], info[2],
                                                           on_change=self._collection_edited,
                                                           on_refused=self._collection_refused))

    def _collection_refused(self, text: str) -> None:
        self.statusBar().showMessage(text, 10000)

    def _collection_edited(self) -> None:
        view = self.collection_dock.widget() if self.collection_dock is not None else None
        if view is not None:
            view.reload()
        self.refresh_ownership()
        self.books.reload()

    def mark_assembled(self) -> None:
        """Record the current book as physically assembled (collection engineer's command, on the
        book's undo stack so it is undone like any other edit)."""
        editor = self.current_editor()
        if editor is None:
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow",
                "Open a spellbook to mark it assembled."), 6000)
            return
        from spellforge.library.user.collection import UserCollection
        from spellforge.ui.collection.view import AssembleCommand

        book = editor.doc.book
        view = self.collection_dock.widget() if self.collection_dock is not None else None
        def changed() -> None:
            if view is not None:
                view.reload()
            self.refresh_ownership()
            self.books.reload()

        command = AssembleCommand(UserCollection(self.user_store()), editor.title(), book.quantities(),
                                  source=f"spellforge:book:{editor.doc.book_id}", mage=book.mage,
                                  on_change=changed, on_refused=self._collection_refused)
        editor.doc.undo_stack.push(command)

    def import_images(self, folder: bool = True) -> None:
        from spellforge.ui.cards.image import import_image_pack_interactive

        import_image_pack_interactive(self.lib, self.provider, self, folder=folder, lang=self.card_lang)

    def draw_all_pictures(self) -> None:
        from spellforge.ui.cards.image import ThumbnailPrefetchDialog

        dialog = ThumbnailPrefetchDialog(self.provider, self.browser.model.ids(), parent=self)
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        dialog.start()

    def open_playtest(self):
        editor = self.current_editor()
        if editor is None:
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow",
                "Open a spellbook to playtest it."), 6000)
            return
        from spellforge.ui.playtest.window import PlaytestWindow

        window = PlaytestWindow(self.lib, editor.doc.book, parent=self, store=editor.doc.store, book_id=editor.doc.book_id)
        window.setAttribute(Qt.WA_DeleteOnClose)
        window.show()
        return window

    def open_matchup(self):
        """Tools ▸ Matchup for the current book (ui/playtest/matchup.py)."""
        editor = self.current_editor()
        if editor is None:
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow",
                "Open a spellbook to play it against others."), 6000)
            return
        from spellforge.ui.playtest.matchup import MatchupWindow

        window = MatchupWindow(self.lib, editor.doc.book, parent=self, store=editor.doc.store)
        window.setAttribute(Qt.WA_DeleteOnClose)
        window.show()
        return window

    def refresh_ownership(self) -> None:
        """The collection changed: every open editor redoes its Owned column."""
        for editor in self.docs.values():
            editor.refresh_ownership()
