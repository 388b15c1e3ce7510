"""The main window: card browser, open spellbooks as tabs, docks for card details, the list of
books and the undo history; menus with every action and its (remappable) shortcut; the session
(open books, layout) comes back on restart."""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QEvent, QLocale, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QUndoGroup, QUndoStack
from PySide6.QtWidgets import (
    QDockWidget, QFileDialog, QLabel, QMainWindow, QMenu, QMessageBox, QPushButton, QSplitter,
    QStackedWidget, QTabWidget, QUndoView, QVBoxLayout, QWidget,
)

from typing import TYPE_CHECKING

from spellforge.fileio import write_atomic
from spellforge.domain.spellbook import Spellbook
from spellforge.ui.actions import ActionRegistry
from spellforge.ui.book_document import BookDocument
from spellforge.ui.books_panel import BooksPanel
from spellforge.ui.browser import CardBrowser
from spellforge.ui.card_detail import CardDetail
from spellforge.ui.editor import SpellbookEditor
from spellforge.ui.settings import Settings
from spellforge.ui.translations import Translations
from spellforge.ui.workers import run_with_progress
from spellforge.ui.retranslate import Retranslates

if TYPE_CHECKING:
    from spellforge.library.user_books import BookStore

DEFER_FALLBACK_MS = 500  # user data and pictures load after the first paint of the card list, or by then

EXPORT_FORMATS = (("o8d", "*.o8d"), ("text", "*.txt"), ("bbcode", "*.bbcode.txt"), ("json", "*.json"))


def collection_owned_ids(lib, user_store):
    """The `owned:` hook of the query language: card ids the collection says the user owns
    (imported on first use: most searches never ask). `user_store()` gives the UserStore."""

    def owned():
        try:
            from spellforge.collection import owned_ids
        except ImportError:
            return None
        return owned_ids(lib, user_store())

    return owned


def thumbnail_provider(lib, lang: str, parent):
    """One shared picture provider for the detail panel, the grid and the hover preview."""
    try:
        from spellforge.ui.card_image import ThumbnailProvider
    except ImportError:
        return None
    return ThumbnailProvider(lib, lang=lang, parent=parent)


class MainWindow(Retranslates, QMainWindow):
    ready_signal = Signal()  # the window is ready: SPELLFORGE_EXIT_WHEN_READY and the benches wait for it
    painted_signal = Signal()  # the card list's first frame (a deferred start only)

    def __init__(self, lib, settings: Settings | None = None, translations: Translations | None = None,
                 store: BookStore | None = None, parent=None, defer_user_data: bool = False,
                 readonly_reason: str = "", ask_damaged=None):
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.lib = lib
        # Why this window may not write the user data (another window holds the data folder), and
        # the damaged-data dialog's stand-in for tests (dialog -> choice).
        self.readonly_reason, self.ask_damaged = readonly_reason, ask_damaged
        self.read_only = False
        self.settings = settings or Settings()
        self.translations = translations or Translations()
        self.store = store  # opened in finish_startup (sqlmodel costs ~0.4 s to import)
        self.card_lang = self.settings.card_language
        self.docs: dict[int, SpellbookEditor] = {}
        self._restoring = False
        self.commands = ActionRegistry(self, self.settings)
        self.undo_group = QUndoGroup(self)
        # Library-wide edits (the user's card names) have their own stack in the group: the stack
        # changed last is the one Edit ▸ Undo acts on.
        self.library_stack = QUndoStack(self)
        self.library_stack.setUndoLimit(200)
        self.undo_group.addStack(self.library_stack)
        self.library_stack.indexChanged.connect(lambda _i: self._activate_stack(self.library_stack))

        self.provider = None  # card pictures: set up in finish_startup
        self.browser = CardBrowser(lib, self.card_lang, owned_ids=collection_owned_ids(lib, lambda: self.user_store()),
                                   parent=self)
        self.editors = QTabWidget(self)
        self.editors.setObjectName("editors")
        self.editors.setTabsClosable(True)
        self.editors.setMovable(True)
        self.editors.setDocumentMode(True)
        self.editors.tabCloseRequested.connect(self.close_book_at)
        self.editors.currentChanged.connect(self._editor_changed)
        for spec_id, spec in self.commands.specs.items():
            if spec.editor_scope:
                self.editors.addAction(self.commands[spec_id])

        self.placeholder = QWidget(self)
        self.placeholder_label = QLabel(self.placeholder)
        self.placeholder_label.setAlignment(Qt.AlignCenter)
        self.placeholder_label.setWordWrap(True)
        self.placeholder_button = QPushButton(self.placeholder)
        self.placeholder_button.clicked.connect(self.new_book)
        self.placeholder_template = QPushButton(self.placeholder)  # the official books to start from
        self.placeholder_template.setObjectName("newFromTemplate")
        self.placeholder_template.clicked.connect(self.new_from_template)
        pl = QVBoxLayout(self.placeholder)
        pl.addStretch(1)
        pl.addWidget(self.placeholder_label)
        pl.addWidget(self.placeholder_button, 0, Qt.AlignCenter)
        pl.addWidget(self.placeholder_template, 0, Qt.AlignCenter)
        pl.addStretch(1)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.placeholder)
        self.stack.addWidget(self.editors)

        self.splitter = QSplitter(Qt.Horizontal, self)
        self.splitter.setObjectName("mainSplitter")
        self.splitter.addWidget(self.browser)
        self.splitter.addWidget(self.stack)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        from spellforge.ui.data_safety import ReadOnlyBanner

        self.banner = ReadOnlyBanner(self)
        central = QWidget(self)
        central_box = QVBoxLayout(central)
        central_box.setContentsMargins(0, 0, 0, 0)
        central_box.setSpacing(0)
        central_box.addWidget(self.banner)
        central_box.addWidget(self.splitter, 1)
        self.setCentralWidget(central)

        self.detail = CardDetail(lib, self.card_lang, self)
        self.books = BooksPanel(lib, self.store, self.card_lang, self, assembled_names=self._assembled_names)
        self.books.assemble_requested.connect(self.assemble_saved_book)
        self.books.take_apart_requested.connect(self.take_apart_saved_book)
        self.books.shopping_requested.connect(self.show_shopping)
        self.history_page = QWidget(self)
        self.history_label, self.names_history_label = QLabel(self.history_page), QLabel(self.history_page)
        self.history = QUndoView(self.history_page)  # the current spellbook's stack
        self.history.setObjectName("history")
        self.names_history = QUndoView(self.library_stack, self.history_page)
        self.names_history.setObjectName("namesHistory")
        history_split = QSplitter(Qt.Vertical, self.history_page)
        for label, view in ((self.history_label, self.history), (self.names_history_label, self.names_history)):
            part = QWidget(history_split)
            box = QVBoxLayout(part)
            box.setContentsMargins(0, 0, 0, 0)
            box.addWidget(label)
            box.addWidget(view, 1)
            history_split.addWidget(part)
        history_split.setStretchFactor(0, 3)
        history_split.setStretchFactor(1, 1)
        QVBoxLayout(self.history_page).addWidget(history_split)
        self.detail_dock = self._dock("detailDock", self.detail, Qt.RightDockWidgetArea)
        self.books_dock = self._dock("booksDock", self.books, Qt.RightDockWidgetArea)
        self.history_dock = self._dock("historyDock", self.history_page, Qt.RightDockWidgetArea)
        self.tabifyDockWidget(self.books_dock, self.history_dock)
        from spellforge.ui.versions_panel import VersionsPanel

        self.versions = VersionsPanel(self)
        self.versions_dock = self._dock("versionsDock", self.versions, Qt.RightDockWidgetArea)
        self.tabifyDockWidget(self.history_dock, self.versions_dock)
        self.books_dock.raise_()
        self.resizeDocks([self.detail_dock], [330], Qt.Horizontal)
        self.resizeDocks([self.detail_dock, self.books_dock], [520, 300], Qt.Vertical)

        self.collection_dock: QDockWidget | None = None  # built on first use
        self.status_count = QLabel(self)
        self.save_label = QLabel(self)  # the current book: saved (committed) or not, and why
        self.save_label.setObjectName("saveState")
        # The "*" after most Russian and Polish card names needs a key the user can see, not only a tooltip.
        self.name_legend = QLabel(self)
        self.name_legend.setObjectName("nameLegend")
        self.statusBar().addPermanentWidget(self.name_legend)
        self.statusBar().addPermanentWidget(self.save_label)
        self.statusBar().addPermanentWidget(self.status_count)

        self._build_menus()
        self._connect()
        self.retranslate_ui()
        self.resize(1400, 860)
        self.splitter.setSizes([430, 800])
        self._restore_layout()
        self.started = False
        self.ready = False  # library, user data and the last session all there (see ready_signal)
        self._opening = None
        if defer_user_data:
            self.browser.view.viewport().installEventFilter(self)
            QTimer.singleShot(DEFER_FALLBACK_MS, self._start_in_background)
        else:
            self.finish_startup()

    def eventFilter(self, obj, event) -> bool:
        if not self.started and event.type() == QEvent.Paint and obj is self.browser.view.viewport():
            obj.removeEventFilter(self)
            self.painted_signal.emit()
            QTimer.singleShot(0, self._start_in_background)  # after this first frame reaches the screen
        return super().eventFilter(obj, event)

    # -- start-up: the user data opens in a thread, the session comes back one book at a time ----
    def _start_in_background(self) -> None:
        """Import sqlmodel, open (migrate, back up, follow) the user database and read the user's
        names and texts in a worker thread: the window keeps painting meanwhile."""
        if self.started:
            return
        self.started = True
        from spellforge.ui.startup import UserDataOpening

        self._opening = UserDataOpening(self.lib, bool(self.readonly_reason))
        self._opening.finished.connect(self._opening_finished)
        self._opening.start()

    def _opening_finished(self) -> None:
        opening, self._opening = getattr(self, "_opening", None), None
        if opening is None:  # a caller already waited for it (finish_startup)
            return
        result = opening.result()
        if result.error is not None:  # damaged, or could not be opened: the dialogs run here
            store = self._open_user_data()
            if store is None:
                self.closing_without_data = True
                QTimer.singleShot(0, self.close)
                return
            self._complete_startup(store, progressive=True)
            return
        if result.note:
            self.statusBar().showMessage(self.tr("Could not back up your data: {error}").format(error=result.note), 10000)
        self._complete_startup(result.store, result.names, result.texts, progressive=True)

    def finish_startup(self) -> None:
        """Open the user database, the picture provider and the last session. Synchronous: a
        caller that needs the user data now waits for the background opening to end."""
        if self.started:
            if getattr(self, "_opening", None) is not None:
                self._opening.wait()
                self._opening_finished()
            return
        self.started = True
        if self.store is None:
            self.store = self._open_user_data()
            if self.store is None:  # the user quit at the damaged-data dialog: never half-open
                self.closing_without_data = True
                QTimer.singleShot(0, self.close)
                return
        self._complete_startup(self.store)

    def _complete_startup(self, store, names=None, texts=None, progressive: bool = False) -> None:
        self.store = store
        if self.store.store.readonly:
            self.set_read_only(self.readonly_reason or self.store.store.reason)
        self.books.set_store(self.store)
        if names is None:
            self._apply_stored_names()
        elif names:
            self.lib.apply_user_names(names)
            self.names_changed()
        if texts is None:
            self._apply_stored_texts()
        elif texts:
            self.lib.apply_user_texts(texts)
            self.detail.show_card(self.detail.card_id)
        self.provider = thumbnail_provider(self.lib, self.card_lang, self)
        if self.provider is not None:
            self.browser.set_provider(self.provider)
            self.detail.set_provider(self.provider)
        for key in ("import_images_folder", "import_images_zip", "draw_pictures"):
            self.commands[key].setEnabled(self.provider is not None)
        if progressive:
            QTimer.singleShot(0, self._restore_progressively)  # a frame between the names and the first book
        else:
            self.restore_session()
            self._became_ready()

    def _restore_progressively(self) -> None:
        """The last session's books open one per turn of the event loop, so the window answers
        between them. Until the last one is open the stored session is left as it is (a quit
        meanwhile keeps it whole)."""
        ids = [int(i) for i in self.store.value("open_books", []) or []]
        current = self.store.value("current_book")
        self._restoring = True

        def step() -> None:
            if not shiboken6.isValid(self):
                return
            if not self._restoring:  # a full restore (restore_user_data) took over
                self._became_ready()
                return
            if ids:
                self.open_book(ids.pop(0))
                QTimer.singleShot(0, step)
                return
            if current in self.docs:
                self.editors.setCurrentWidget(self.docs[current])
            self._restoring = False
            self._became_ready()

        step()

    def _became_ready(self) -> None:
        """Library open, user data loaded, session restored: ready once this frame is painted."""
        if self.ready:
            return
        self.ready = True
        QTimer.singleShot(0, self.ready_signal.emit)

    def user_store(self):
        self.finish_startup()
        return self.store.store

    def _open_user_data(self):
        """The user database, after the damaged-data dialog when it cannot be read; then the
        daily backup and the rows of renamed cards moved. None when the user quits."""
        from spellforge import paths
        from spellforge.library.user_books import BookStore
        from spellforge.library.user_store import USER_FILE, UserDataError, UserStore
        from spellforge.ui.data_safety import resolve_damaged

        path = paths.data_dir() / USER_FILE
        while True:
            try:
                user = UserStore(path, readonly=bool(self.readonly_reason))
                break
            except UserDataError as e:
                if not resolve_damaged(self, path, str(e), self.lib, ask=self.ask_damaged):
                    return None
        if not user.readonly:
            from spellforge.library.card_refs import follow_library
            from spellforge.library.user_backup import backup_if_due

            try:
                backup_if_due(path)
                follow_library(self.lib, user)
            except (OSError, UserDataError) as e:
                self.statusBar().showMessage(self.tr("Could not back up your data: {error}").format(error=e), 10000)
        return BookStore(user)

    def set_read_only(self, reason: str) -> None:
        self.read_only = True
        self.banner.setText(self.tr("Read-only: your changes are not saved. {reason}").format(reason=reason))
        self.banner.show()
    # -- construction helpers ------------------------------------------------------------------
    def _dock(self, name: str, widget: QWidget, area) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _build_menus(self) -> None:
        a = self.commands
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        for key in ("new_book", "new_from_template", "import_file", "import_clipboard", "save_book", "export_file",
                    "export_pdf", "export_proxies"):
            self.file_menu.addAction(a[key])
        self.share_menu = QMenu(self)
        for key in ("copy_text", "copy_bbcode", "copy_forum"):
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
        a["new_book"].triggered.connect(self.new_book)
        a["new_from_template"].triggered.connect(lambda: self.new_from_template())
        a["import_file"].triggered.connect(self.import_file)
        a["import_clipboard"].triggered.connect(self.import_clipboard)
        a["copy_text"].triggered.connect(lambda: self.copy_book("text"))
        a["copy_bbcode"].triggered.connect(lambda: self.copy_book("bbcode"))
        a["copy_forum"].triggered.connect(lambda: self.copy_book("forum"))
        a["export_file"].triggered.connect(self.export_file)
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
        if self.browser.current_card_id():  # the browser selected its first row before we listened
            self._detail_timer.start()
        self.browser.help_requested.connect(self.show_search_help)
        self.books.open_requested.connect(self.open_book)
        self.books.book_deleted.connect(self._book_deleted)
        self.books.book_renamed.connect(self._book_renamed)
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)

    # -- language ------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        a = self.commands
        texts = {
            "new_book": (self.tr("&New spellbook"), self.tr("Create an empty spellbook")),
            "new_from_template": (self.tr("New from &template…"),
                                  self.tr("Start from an official spellbook (core set, Academy, apprentice)")),
            "import_file": (self.tr("&Open or import…"), self.tr("Read a spellbook file in any supported format")),
            "import_clipboard": (self.tr("&Paste spellbook"),
                                 self.tr("Read a spellbook list from the clipboard and show the import report")),
            "copy_text": (self.tr("Copy as &text"),
                          self.tr("Put the current spellbook on the clipboard as a plain text list, in the card language")),
            "copy_bbcode": (self.tr("Copy as &BBCode"),
                            self.tr("Put the current spellbook on the clipboard as forum BBCode, in the card language")),
            "copy_forum": (self.tr("Copy as &forum list"),
                           self.tr("Put the current spellbook on the clipboard as a short list for a chat or forum post")),
            "export_file": (self.tr("&Export…"), self.tr("Write the current spellbook to a file")),
            "export_pdf": (self.tr("&Print to PDF…"),
                           self.tr("A printable list of the current spellbook, grouped by type, with costs")),
            "export_proxies": (self.tr("Pro&xy sheets (PDF)…"),
                               self.tr("The spellbook's list and its cards as 63×88 mm proxies, 9 per page")),
            "import_names": (self.tr("Import card &names…"),
                             self.tr("Read card names from a translation CSV (card_id,lang,name,source)")),
            "export_names": (self.tr("Export card na&mes…"),
                             self.tr("Write every card name in Russian and Polish to a translation CSV")),
            "import_card_text": (self.tr("Import card &text from OCTGN…"),
                                 self.tr("Read the English printed text of every card from your OCTGN install "
                                         "(kept in your data, shown under the summary)")),
            "edit_card_name": (self.tr("Edit card &name…"),
                               self.tr("Correct the name of the card shown in the card panel, in the card language")),
            "close_book": (self.tr("&Close spellbook"), self.tr("Close the current spellbook (it stays saved)")),
            "quit": (self.tr("&Quit"), self.tr("Quit Spellforge")),
            "find": (self.tr("&Find cards"), self.tr("Go to the card search box")),
            "add_card": (self.tr("&Add card to the book"), self.tr("Add one copy of the selected card")),
            "add_candidate": (self.tr("Add card to &candidates"), self.tr("Add the selected card to the candidates")),
            "copy_plus": (self.tr("One copy &more"), self.tr("Add a copy of the selected spellbook card")),
            "copy_minus": (self.tr("One copy &less"), self.tr("Remove a copy of the selected spellbook card")),
            "remove_copy": (self.tr("&Remove one copy"), self.tr("Remove a copy of the selected spellbook card")),
            "remove_all": (self.tr("Remove all &copies"), self.tr("Remove every copy of the selected card")),
            "move_zone": (self.tr("&Move to/from candidates"), self.tr("Move one copy between the book and the candidates")),
            "preferences": (self.tr("&Preferences…"), self.tr("Languages, theme and shortcuts")),
            "playtest": (self.tr("&Playtest…"), self.tr("Play solo rounds with the current spellbook")),
            "collection": (self.tr("&Collection"), self.tr("The products and cards you own")),
            "shopping": (self.tr("&What to buy…"),
                         self.tr("What your collection lacks to build the open spellbook, and the cheapest products")),
            "check_data": (self.tr("Check and &repair…"),
                           self.tr("Check your data file, back it up, restore a backup or salvage spellbooks")),
            "save_book": (self.tr("&Save spellbook"),
                          self.tr("Save the current spellbook now (it is also saved after every change)")),
            "mark_assembled": (self.tr("Mark spellbook &assembled"),
                               self.tr("Keep the cards of this spellbook for it in the collection")),
            "import_images_folder": (self.tr("Import card &images from a folder…"),
                                     self.tr("Use your own card pictures (files named after the cards)")),
            "import_images_zip": (self.tr("Import card images from a &zip…"),
                                  self.tr("Use your own card pictures from a zip archive")),
            "draw_pictures": (self.tr("&Draw all card pictures"),
                              self.tr("Prepare the pictures of every card now, with a progress bar")),
            "search_help": (self.tr("&Search syntax"), self.tr("How to write card searches")),
            "about": (self.tr("&About Spellforge"), self.tr("About Spellforge")),
        }
        for key, (text, tip) in texts.items():
            a[key].setText(text)
            a[key].setToolTip(tip)
            a[key].setStatusTip(tip)
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.file_menu.setTitle(self.tr("&File"))
        self.recent_menu.setTitle(self.tr("Recent &files"))
        self.share_menu.setTitle(self.tr("&Share"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.tools_menu.setTitle(self.tr("&Tools"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.detail_dock.setWindowTitle(self.tr("Card"))
        self.books_dock.setWindowTitle(self.tr("Spellbooks"))
        self.history_dock.setWindowTitle(self.tr("History"))
        self.versions_dock.setWindowTitle(self.tr("Versions"))
        if self.collection_dock is not None:
            self.collection_dock.setWindowTitle(self.tr("Collection"))
        self.history.setEmptyLabel(self.tr("<opened>"))
        self.history.setAccessibleName(self.tr("Undo history"))
        self.history_label.setText(self.tr("Spellbook"))
        self.names_history_label.setText(self.tr("Card names"))
        self.names_history.setEmptyLabel(self.tr("<opened>"))
        self.names_history.setAccessibleName(self.tr("Undo history of card names"))
        self.editors.setAccessibleName(self.tr("Open spellbooks"))
        self.placeholder_label.setText(self.tr("No spellbook is open. Create one, open one from the Spellbooks list, "
                                               "or import a file."))
        self.placeholder_button.setText(self.tr("New spellbook"))
        self.placeholder_template.setText(self.tr("New from template…"))
        self.status_count.setText(self.tr("Library: %n card(s)", "", len(self.lib.spells())))
        self._update_name_legend()
        self._update_titles()

    def _update_name_legend(self) -> None:
        """Shown while card names are Russian or Polish (English names carry no mark)."""
        self.name_legend.setText(self.tr("* unofficial name (our translation) · ✎ your own name"))
        self.name_legend.setToolTip(self.tr("* Unofficial translation made by the Spellforge project (not printed in a "
                                            "rulebook)") + "\n" + self.tr("✎ Your own name for this card (Edit name… in "
                                                                        "the card panel changes or resets it)"))
        self.name_legend.setVisible(self.card_lang != "en")

    def set_ui_language(self, lang: str) -> None:
        self.settings.ui_language = lang
        self.translations.install(lang)

    def set_card_language(self, lang: str) -> None:
        self.settings.card_language = lang
        self.card_lang = lang
        self._update_name_legend()
        if self.provider is not None:
            self.provider.set_language(lang)
        self.browser.set_card_language(lang)
        self.detail.set_card_language(lang)
        self.books.set_card_language(lang)
        for editor in self.docs.values():
            editor.set_card_language(lang)

    def set_printing(self, mode: str) -> None:
        """Preferences: price named printings by the canonical card or by the printing."""
        self.settings.printing = mode
        for editor in self.docs.values():
            editor.doc.set_printing(mode)

    # -- books ---------------------------------------------------------------------------------
    def current_editor(self) -> SpellbookEditor | None:
        w = self.editors.currentWidget()
        return w if isinstance(w, SpellbookEditor) else None

    def _on_editor(self, fn) -> None:
        editor = self.current_editor()
        if editor is not None:
            fn(editor)

    def new_book(self, book: Spellbook | None = None) -> SpellbookEditor:
        book = book if isinstance(book, Spellbook) else Spellbook(name=self.tr("New spellbook"))
        self.finish_startup()
        from spellforge.library.user_store import UserDataError

        try:
            book_id = self.store.create(book)
        except UserDataError as e:
            self.statusBar().showMessage(self.tr("Could not create the spellbook: {error}").format(error=e), 10000)
            return None
        self.books.reload()
        return self.open_book(book_id)

    def new_from_template(self, template=None) -> SpellbookEditor | None:
        """A new book from one of the official spellbooks (asked in a dialog when not given)."""
        from spellforge.formats.templates import load_template
        from spellforge.ui.template_dialog import TemplateDialog

        if template is None:
            dialog = TemplateDialog(self.lib, self.card_lang, self)
            if dialog.exec() != TemplateDialog.Accepted:
                return None
            template = dialog.chosen()
            if template is None:
                return None
        return self.new_book(load_template(template, self.lib))

    def open_book(self, book_id: int) -> SpellbookEditor | None:
        if book_id in self.docs:
            self.editors.setCurrentWidget(self.docs[book_id])
            return self.docs[book_id]
        self.finish_startup()
        loaded = self.store.load_with_revision(book_id)
        if loaded is None:
            return None
        book, revision = loaded
        doc = BookDocument(self.lib, self.store, book_id, book, self.translations.language or "en", self,
                           revision=revision, printing=self.settings.printing)
        doc.save_state_changed.connect(lambda d=doc: self._save_state_changed(d))
        doc.stale_detected.connect(lambda d=doc: QTimer.singleShot(0, lambda: self._stale(d)))
        editor = SpellbookEditor(doc, self.card_lang, self, provider=self.provider)
        editor.current_card_changed.connect(self.detail.show_card)
        editor.title_changed.connect(self._update_titles)
        doc.changed.connect(lambda d=doc: self.books.book_changed(d.book_id))  # its row only
        doc.changed.connect(self._book_context_changed)
        self.docs[book_id] = editor
        self.undo_group.addStack(doc.undo_stack)
        doc.undo_stack.indexChanged.connect(lambda _i, s=doc.undo_stack: self._activate_stack(s))
        self.editors.addTab(editor, editor.title())
        self.editors.setCurrentWidget(editor)
        self.stack.setCurrentWidget(self.editors)
        self.save_session()
        return editor

    def close_book_at(self, index: int) -> None:
        editor = self.editors.widget(index)
        if not isinstance(editor, SpellbookEditor):
            return
        editor.flush_pending()
        if editor.doc.unsaved and not editor.doc.save() and not self.read_only \
                and not self.confirm_quit_unsaved([editor.doc]):
            return
        editor.doc.keep_version()  # closing a book keeps a version of it
        self.undo_group.removeStack(editor.doc.undo_stack)
        self.docs.pop(editor.doc.book_id, None)
        self.editors.removeTab(index)
        editor.deleteLater()
        if not self.docs:
            self.stack.setCurrentWidget(self.placeholder)
        self.save_session()

    def _book_deleted(self, book_id: int) -> None:
        editor = self.docs.get(book_id)
        if editor is not None:
            self.undo_group.removeStack(editor.doc.undo_stack)
            self.docs.pop(book_id)
            self.editors.removeTab(self.editors.indexOf(editor))
            editor.deleteLater()
            if not self.docs:
                self.stack.setCurrentWidget(self.placeholder)
            self.save_session()

    def _book_renamed(self, book_id: int, name: str) -> None:
        editor = self.docs.get(book_id)
        if editor is not None:
            if not editor.doc.unsaved:  # the list saved only the new name: nothing of ours is lost
                editor.doc.revision = self.store.revision(book_id)
            editor.doc.set_field("name", name)

    def add_card(self, card_id: str, candidates: bool = False) -> None:
        editor = self.current_editor() or self.new_book()
        if editor is not None:
            editor.add_card(card_id, candidates)

    def _activate_stack(self, stack: QUndoStack) -> None:
        """The stack changed last is the one Edit ▸ Undo acts on (a book's or the card names')."""
        if shiboken6.isValid(self.undo_group) and shiboken6.isValid(stack) and stack in self.undo_group.stacks():
            self.undo_group.setActiveStack(stack)

    def _book_context_changed(self) -> None:
        """The browser prices cards and filters legal:book for the open book's mage and element."""
        editor = self.current_editor()
        book = editor.doc.book if editor is not None else None
        self.browser.set_book_context(editor.doc.mage if editor is not None else None, book.element if book else None)

    def _editor_changed(self, _index: int) -> None:
        self._book_context_changed()
        editor = self.current_editor()
        if editor is not None:
            self.undo_group.setActiveStack(editor.doc.undo_stack)
            self.history.setStack(editor.doc.undo_stack)
            self.save_session()
        else:
            self.history.setStack(None)
        self.versions.set_editor(editor)
        self._update_titles()
        self._show_save_state()

    # -- honest saves --------------------------------------------------------------------------
    def _save_state_changed(self, doc) -> None:
        self._update_titles()
        self._show_save_state()
        if doc.unsaved:
            self.statusBar().showMessage(
                self.tr("“{book}” is not saved: {reason}. Spellforge tries again after the next change and on "
                        "File ▸ Save.").format(book=doc.book.name, reason=doc.save_error))
        else:
            self.statusBar().showMessage(self.tr("“{book}” saved.").format(book=doc.book.name), 5000)

    def _show_save_state(self) -> None:
        editor = self.current_editor()
        if editor is None:
            self.save_label.clear()
        elif editor.doc.unsaved:
            self.save_label.setText(self.tr("Not saved"))
            self.save_label.setToolTip(editor.doc.save_error)
        else:
            self.save_label.setText(self.tr("Saved"))
            self.save_label.setToolTip("")

    def save_current(self) -> bool:
        """File ▸ Save: write the current book now (a failed autosave is retried here)."""
        editor = self.current_editor()
        if editor is None:
            return False
        editor.flush_pending()
        return editor.doc.save()

    def _stale(self, doc, choice: str | None = None) -> str | None:
        """Another writer saved this book since we read it: ours is kept unsaved until the user
        chooses to reload theirs or to keep ours as a new spellbook (`choice` in tests)."""
        if not doc.stale or doc.book_id not in self.docs:
            return None
        if choice is None:
            box = QMessageBox(QMessageBox.Warning, self.tr("Spellbook changed elsewhere"),
                              self.tr("“{book}” was changed in another window or by a command since you opened it. "
                                      "Your last change was not saved, so that their change is not lost.")
                              .format(book=doc.book.name), QMessageBox.NoButton, self)
            box.setObjectName("staleBookBox")
            reload_button = box.addButton(self.tr("Load their version"), QMessageBox.DestructiveRole)
            copy_button = box.addButton(self.tr("Keep mine as a new spellbook"), QMessageBox.AcceptRole)
            box.setDefaultButton(copy_button)
            box.buttonClicked.connect(lambda b: self._stale(doc, "reload" if b is reload_button else "copy"))
            box.setAttribute(Qt.WA_DeleteOnClose)
            self.stale_box = box
            box.open()  # not exec(): the window keeps running; the book stays unsaved meanwhile
            return None
        if choice == "copy":
            mine = doc.book
            mine_copy = type(mine)(**{**mine.__dict__, "name": self.tr("{book} (mine)").format(book=mine.name)})
            doc.adopt_stored()
            self.new_book(mine_copy)
        elif choice == "reload":
            doc.adopt_stored()
        return choice

    def _update_titles(self) -> None:
        for i in range(self.editors.count()):
            editor = self.editors.widget(i)
            if isinstance(editor, SpellbookEditor):
                self.editors.setTabText(i, editor.title())
        editor = self.current_editor()
        self.setWindowTitle(editor.title() if editor else self.tr("Card browser"))

    # -- session -------------------------------------------------------------------------------
    def save_session(self) -> None:
        if self._restoring or self.store is None or self.store.store.readonly:
            return
        ids = [self.editors.widget(i).doc.book_id for i in range(self.editors.count())
               if isinstance(self.editors.widget(i), SpellbookEditor)]
        editor = self.current_editor()
        self.store.set_value("open_books", ids)
        self.store.set_value("current_book", editor.doc.book_id if editor else None)

    def restore_session(self) -> None:
        self._restoring = True
        try:
            for book_id in self.store.value("open_books", []) or []:
                self.open_book(int(book_id))
            current = self.store.value("current_book")
            if current in self.docs:
                self.editors.setCurrentWidget(self.docs[current])
        finally:
            self._restoring = False

    def _restore_layout(self) -> None:
        geometry, state = self.settings.window_state("main")
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state)
        self.books_dock.raise_()  # the Spellbooks list is in front after a restart, not History

    def save_layout(self) -> None:
        self.settings.save_window_state("main", self.saveGeometry(), self.saveState())
        self.settings.sync()

    def closeEvent(self, event) -> None:
        if getattr(self, "closing_without_data", False):
            super().closeEvent(event)
            return
        for editor in self.docs.values():
            editor.flush_pending()
            if editor.doc.unsaved:  # every change was already saved (or tried) as it was made
                editor.doc.save()
            editor.doc.keep_version()  # closing keeps a version of every open book
        unsaved = [e.doc for e in self.docs.values() if e.doc.unsaved and not self.read_only]
        if unsaved and not self.confirm_quit_unsaved(unsaved):
            event.ignore()
            return
        self.save_session()
        self._restoring = False  # a session still coming back stops here (the stored one was kept)
        self.save_layout()
        super().closeEvent(event)

    def confirm_quit_unsaved(self, docs) -> bool:
        names = "\n".join(f"• {d.book.name}: {d.save_error}" for d in docs)
        answer = QMessageBox.warning(
            self, self.tr("Spellbooks not saved"),
            self.tr("These spellbooks could not be saved:\n{books}\n\nExport them (File ▸ Export…) before "
                    "quitting, or quit and lose their last changes.").format(books=names),
            QMessageBox.Cancel | QMessageBox.Discard, QMessageBox.Cancel)
        return answer == QMessageBox.Discard

    # -- check and repair ------------------------------------------------------------------------
    def check_and_repair(self):
        from spellforge.ui.data_safety import DataRepairDialog

        self.finish_startup()
        dialog = DataRepairDialog(self.store.store.path, self.lib, self)
        dialog.restore_requested.connect(self.restore_user_data)
        self.last_repair_dialog = dialog
        dialog.open()
        return dialog

    def restore_user_data(self, backup: str) -> bool:
        """Put a backup in place while the window runs: save and close the books, close the
        database, restore (the current file is moved aside), reopen and bring the books back."""
        from spellforge.library.user_backup import restore
        from spellforge.library.user_books import BookStore
        from spellforge.library.user_store import UserStore

        for editor in list(self.docs.values()):
            editor.flush_pending()
            if editor.doc.unsaved:
                editor.doc.save()
        open_ids = list(self.docs)
        for book_id in open_ids:
            self._book_deleted(book_id)
        path = self.store.store.path
        self.store.store.close()
        try:
            aside = restore(path, Path(backup))
        except (OSError, ValueError) as e:
            aside = None
            QMessageBox.warning(self, self.tr("Check and repair"), self.tr("Could not restore:\n{error}").format(error=e))
        self.store = BookStore(UserStore(path))
        self.books.set_store(self.store)
        self.restore_session()
        if aside is not None:
            self.statusBar().showMessage(self.tr("Backup restored; your previous data file is kept as {file}.")
                                         .format(file=aside), 15000)
        return aside is not None

    # -- import / export -----------------------------------------------------------------------
    def _formats(self):
        try:
            from spellforge import formats

            return formats if hasattr(formats, "read_spellbook") else None
        except ImportError:
            return None

    def _formats_missing(self) -> None:
        self.statusBar().showMessage(self.tr("Reading and writing spellbook files is not available yet."), 8000)

    def import_file(self) -> None:
        start = QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open or import a spellbook"), start,
            self.tr("Spellbooks (*.o8d *.txt *.json *.bbcode);;All files (*)"))
        if path:
            self.import_path(path)

    def import_path(self, path: str) -> SpellbookEditor | None:
        formats = self._formats()
        if formats is None:
            self._formats_missing()
            return None
        from spellforge.ui.workers import run_with_progress

        try:
            result = run_with_progress(lambda: formats.read_spellbook(Path(path), self.lib),
                                       self.tr("Reading {file}…").format(file=Path(path).name),
                                       self.tr("Import"), self)
        except Exception as e:  # ReadError names the file and line; anything else is shown too
            QMessageBox.warning(self, self.tr("Import"), self.tr("Could not read the spellbook:\n{error}").format(error=e))
            return None
        self.settings.add_recent_file(path)
        return self.show_import_report(result)

    def import_clipboard(self) -> SpellbookEditor | None:
        text = QGuiApplication.clipboard().text()
        return self.import_text(text, self.tr("clipboard"))

    def import_text(self, text: str, source: str) -> SpellbookEditor | None:
        formats = self._formats()
        if formats is None:
            self._formats_missing()
            return None
        if not text.strip():
            self.statusBar().showMessage(self.tr("The clipboard holds no text."), 6000)
            return None
        try:
            result = formats.read_spellbook_text(text, self.lib, source_name=source)
        except Exception as e:
            QMessageBox.warning(self, self.tr("Import"), self.tr("Could not read the spellbook:\n{error}").format(error=e))
            return None
        return self.show_import_report(result)

    def show_import_report(self, result) -> SpellbookEditor | None:
        from spellforge.ui.import_dialog import ImportReportDialog

        dialog = ImportReportDialog(result, self.lib, self.card_lang, self)
        self.last_import_dialog = dialog
        if dialog.exec() != ImportReportDialog.Accepted:
            return None
        return self.new_book(dialog.book())

    def export_file(self) -> None:
        editor = self.current_editor()
        if editor is None:
            self.statusBar().showMessage(self.tr("Open a spellbook to export it."), 6000)
            return
        formats = self._formats()
        if formats is None:
            self._formats_missing()
            return
        labels = {"o8d": self.tr("OCTGN deck (*.o8d)"), "text": self.tr("Plain text list (*.txt)"),
                  "bbcode": self.tr("Forum BBCode (*.bbcode.txt)"), "json": self.tr("Spellforge JSON (*.json)")}
        filters = ";;".join(labels[f] for f, _ in EXPORT_FORMATS)
        start = str(Path(QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)) / (editor.title() + ".o8d"))
        path, chosen = QFileDialog.getSaveFileName(self, self.tr("Export spellbook"), start, filters)
        if not path:
            return
        fmt = next((f for f, _ in EXPORT_FORMATS if labels[f] == chosen), None) or self._format_for(path)
        self.export_to(path, fmt)

    def export_pdf(self, proxies: bool) -> bool:
        """Print the current spellbook to a PDF (list by type; with `proxies`, proxy sheets too)."""
        editor = self.current_editor()
        if editor is None:
            self.statusBar().showMessage(self.tr("Open a spellbook to print it."), 6000)
            return False
        start = str(Path(QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)) / (editor.title() + ".pdf"))
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Print to PDF"), start, self.tr("PDF document (*.pdf)"))
        if not path:
            return False
        return self.export_pdf_to(path, proxies)

    def export_pdf_to(self, path: str, proxies: bool) -> bool:
        from spellforge.render.pdf_export import ExportCancelled, export_book_pdf

        editor = self.current_editor()
        if editor is None:
            return False
        book, lang = editor.doc.book, self.card_lang
        paper = "letter" if QLocale.system().measurementSystem() == QLocale.ImperialUSSystem else "a4"
        try:
            summary = run_with_progress(lambda progress: export_book_pdf(book, self.lib, path, lang=lang, paper=paper,
                                                                         proxies=proxies, progress=progress),
                                        self.tr("Drawing the pages…"), self.tr("Print to PDF"), self, cancellable=True)
        except ExportCancelled:
            self.statusBar().showMessage(self.tr("Cancelled: nothing was written."), 6000)
            return False
        except Exception as e:
            QMessageBox.warning(self, self.tr("Print to PDF"),
                                self.tr("Could not write {file}:\n{error}").format(file=path, error=e))
            return False
        self.statusBar().showMessage(self.tr("%n page(s) written to {file}", "", summary["pages"]).format(file=path), 6000)
        return True

    @staticmethod
    def _format_for(path: str) -> str:
        p = path.lower()
        if p.endswith(".o8d"):
            return "o8d"
        if p.endswith(".json"):
            return "json"
        if p.endswith(".bbcode.txt") or p.endswith(".bbcode"):
            return "bbcode"
        return "text"

    def copy_book(self, fmt: str) -> bool:
        """The current book on the clipboard in `fmt`, card names in the card language."""
        editor = self.current_editor()
        formats = self._formats()
        if editor is None or formats is None:
            self.statusBar().showMessage(self.tr("Open a spellbook to copy it."), 6000)
            return False
        text = formats.write_spellbook(editor.doc.book, self.lib, fmt, lang=self.card_lang)
        QGuiApplication.clipboard().setText(text)
        self.statusBar().showMessage(self.tr("Spellbook copied to the clipboard ({lines} lines).").format(
            lines=text.count("\n")), 6000)
        return True

    def export_to(self, path: str, fmt: str) -> bool:
        editor = self.current_editor()
        formats = self._formats()
        if editor is None or formats is None:
            return False
        try:
            text = formats.write_spellbook(editor.doc.book, self.lib, fmt, lang=self.card_lang)
            _write_new(Path(path), text)  # a kill mid-save never truncates the old file
        except Exception as e:
            QMessageBox.warning(self, self.tr("Export"), self.tr("Could not write {file}:\n{error}").format(file=path, error=e))
            return False
        self.settings.add_recent_file(path)
        self.statusBar().showMessage(self.tr("Exported to {file}").format(file=path), 6000)
        return True

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.settings.recent_files
        for path in files:
            action = self.recent_menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _checked=False, p=path: self.import_path(p))
        if not files:
            self.recent_menu.addAction(self.tr("No recent files")).setEnabled(False)
        self.recent_menu.addSeparator()
        clear = self.recent_menu.addAction(self.tr("Clear menu"))
        clear.triggered.connect(self.settings.clear_recent_files)

    # -- other windows -------------------------------------------------------------------------
    def show_preferences(self) -> None:
        from spellforge.ui.preferences import PreferencesDialog

        dialog = PreferencesDialog(self, self)
        dialog.exec()

    def show_search_help(self) -> None:
        from spellforge.ui.search_help import SearchHelpDialog

        if getattr(self, "_help", None) is None:
            self._help = SearchHelpDialog(self)
            self._help.example_chosen.connect(self._use_example)
        self._help.show()
        self._help.raise_()

    def _use_example(self, query: str) -> None:
        self.browser.search.setText(query)
        self.browser.refresh()

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Spellforge"),
                          self.tr("Spellforge: spellbook builder, validator and collection manager for Mage Wars."))

    def show_collection(self) -> QWidget | None:
        if self.collection_dock is None:
            try:
                from spellforge.ui.collection_view import CollectionView
            except ImportError:
                return None
            view = CollectionView(self.lib, self.user_store(), self, lang=self.card_lang, book_store=self.store,
                                  open_book=self._open_book)
            view.collection_changed.connect(self.refresh_ownership)
            self.collection_dock = self._dock("collectionDock", view, Qt.RightDockWidgetArea)
            self.tabifyDockWidget(self.books_dock, self.collection_dock)
            self.view_menu.addAction(self.collection_dock.toggleViewAction())
            self.collection_dock.setWindowTitle(self.tr("Collection"))
        self.collection_dock.show()
        self.collection_dock.raise_()
        return self.collection_dock.widget()

    def _assembled_names(self) -> set[str]:
        store = getattr(self.store, "store", None) if self.store is not None else None
        if store is None:
            return set()
        from spellforge.library.user_collection import UserCollection

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
        from spellforge.library.user_collection import UserCollection
        from spellforge.ui.collection_view import AssembleCommand

        book = self.store.load(book_id)
        if book is None:
            return
        command = AssembleCommand(UserCollection(self.user_store()), book.name, book.quantities(),
                                  source=f"spellforge:book:{book_id}", mage=book.mage, on_change=self._collection_edited)
        self.books.undo_stack.push(command)

    def take_apart_saved_book(self, book_id: int) -> None:
        from spellforge.library.user_collection import UserCollection
        from spellforge.ui.collection_view import UserCollectionTakeApart

        book = self.store.load(book_id)
        user = UserCollection(self.user_store())
        info = next((i for i in user.assembled_info() if book is not None and i[0] == book.name), None)
        if info is None:
            self.statusBar().showMessage(self.tr("This spellbook is not marked assembled."), 6000)
            return
        self.books.undo_stack.push(UserCollectionTakeApart(user, book.name, user.assembled()[book.name], info[1], info[2],
                                                           on_change=self._collection_edited))

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
            self.statusBar().showMessage(self.tr("Open a spellbook to mark it assembled."), 6000)
            return
        try:
            from spellforge.library.user_collection import UserCollection
            from spellforge.ui.collection_view import AssembleCommand
        except ImportError:
            return
        book = editor.doc.book
        view = self.collection_dock.widget() if self.collection_dock is not None else None
        def changed() -> None:
            if view is not None:
                view.reload()
            self.refresh_ownership()
            self.books.reload()

        command = AssembleCommand(UserCollection(self.user_store()), editor.title(), book.quantities(),
                                  source=f"spellforge:book:{editor.doc.book_id}", mage=book.mage,
                                  on_change=changed)
        editor.doc.undo_stack.push(command)

    def import_images(self, folder: bool = True) -> None:
        from spellforge.ui.card_image import import_image_pack_interactive

        import_image_pack_interactive(self.lib, self.provider, self, folder=folder, lang=self.card_lang)

    def draw_all_pictures(self) -> None:
        from spellforge.ui.card_image import ThumbnailPrefetchDialog

        dialog = ThumbnailPrefetchDialog(self.provider, self.browser.model.ids(), parent=self)
        dialog.setAttribute(Qt.WA_DeleteOnClose)
        dialog.start()

    def open_playtest(self):
        editor = self.current_editor()
        if editor is None:
            self.statusBar().showMessage(self.tr("Open a spellbook to playtest it."), 6000)
            return
        try:
            from spellforge.ui.playtest_window import PlaytestWindow
        except ImportError:
            self.statusBar().showMessage(self.tr("The playtest window is not available yet."), 6000)
            return
        window = PlaytestWindow(self.lib, editor.doc.book, parent=self, store=editor.doc.store, book_id=editor.doc.book_id)
        window.setAttribute(Qt.WA_DeleteOnClose)
        window.show()
        return window

    # -- collection marks ----------------------------------------------------------------------
    def refresh_ownership(self) -> None:
        """The collection changed: every open editor redoes its Owned column."""
        for editor in self.docs.values():
            editor.refresh_ownership()

    # -- the user's card names -----------------------------------------------------------------
    def _apply_stored_names(self) -> None:
        """The library was opened without the user's names (the app starts before the user
        database is open): overlay them now and redraw."""
        from spellforge.library.user_names import load_user_names

        names = load_user_names(self.store.store)
        if names:
            self.lib.apply_user_names(names)
            self.names_changed()

    # -- the user's printed card text (from their OCTGN install) --------------------------------
    def _apply_stored_texts(self) -> None:
        from spellforge.library.user_card_text import load_card_texts

        texts = load_card_texts(self.user_store())
        if texts:
            self.lib.apply_user_texts(texts)
            self.detail.show_card(self.detail.card_id)

    def import_card_text(self) -> None:
        start = QStandardPaths.writableLocation(QStandardPaths.HomeLocation)
        folder = QFileDialog.getExistingDirectory(self, self.tr("Import card text from OCTGN"), start)
        if folder:
            self.import_card_text_from(folder, show=True)

    def import_card_text_from(self, path: str, show: bool = False):
        """Read every set.xml under `path` in a worker (with progress), store the texts in the
        user's data and show what happened. Returns the ImportResult (None when nothing was read)."""
        from spellforge.convert.octgn_text import ScanCancelled, read_texts
        from spellforge.library.user_card_text import import_card_texts, load_card_texts

        store = self.user_store()
        title = self.tr("Import card text from OCTGN")
        try:
            scan = run_with_progress(lambda progress: read_texts(Path(path), progress), self.tr("Reading the set files…"),
                                     title, self, cancellable=True)
            if not scan.files:
                raise FileNotFoundError(self.tr("No OCTGN set file (set.xml) was found in {folder}.").format(folder=path)
                                        + ("\n" + "\n".join(scan.problems) if scan.problems else ""))
            result = run_with_progress(lambda: import_card_texts(self.lib, store, scan),
                                       self.tr("Storing the card text…"), title, self)
        except ScanCancelled:
            self.statusBar().showMessage(self.tr("Cancelled: nothing was stored."), 6000)
            return None
        except (OSError, ValueError) as e:
            QMessageBox.warning(self, title, str(e))
            return None
        self.lib.apply_user_texts(load_card_texts(store))
        self.names_changed()
        n_new, n_same, n_unknown = result.stored, result.unchanged, len(result.unmatched)
        message = self.tr("Set files read: {files}. Card texts stored: {stored}; unchanged: {same}; "
                          "cards not in the library: {unknown}.").format(files=len(result.files), stored=n_new,
                                                                       same=n_same, unknown=n_unknown)
        if result.problems:
            message += "\n\n" + self.tr("Skipped:") + "\n" + "\n".join(result.problems[:20])
        self.statusBar().showMessage(message.split("\n")[0], 10000)
        if show:
            QMessageBox.information(self, title, message)
        return result

    def names_changed(self, _card_id: str | None = None) -> None:
        """Redraw names everywhere they are shown: browser, editors, card panel, pictures (the
        picture cache keys on the card's data, names included: the renamed card is drawn anew)."""
        if self.provider is not None:
            self.provider.clear_memory()
        self.browser.model.names_changed()
        if self.browser.grid is not None and hasattr(self.browser.grid, "set_language"):
            self.browser.grid.set_language(self.card_lang)
        for editor in self.docs.values():
            editor.refresh_names()
        self.detail.show_card(self.detail.card_id)

    def set_card_name(self, card_id: str, lang: str, name: str | None) -> None:
        """Store the user's name of a card (None: back to the shipped name), undoably."""
        from spellforge.ui.card_names import UserNameCommand

        card = self.lib.card(card_id)
        if card is None or (name is not None and card.names.get(lang) == name):
            return
        self.library_stack.push(UserNameCommand(self.lib, self.user_store(), card_id, lang, name, self.names_changed))

    def edit_card_name(self, card_id: str, lang: str):
        from spellforge.ui.card_names import CardNameDialog, user_name

        if not card_id or self.lib.card(card_id) is None:
            return None
        dialog = CardNameDialog(self.lib, card_id, lang, user_name(self.user_store(), card_id, lang) is not None, self)
        self.last_name_dialog = dialog
        if dialog.exec() == CardNameDialog.Accepted and dialog.choice != "":
            if dialog.choice is None and user_name(self.user_store(), card_id, lang) is None:
                return dialog
            self.set_card_name(card_id, lang, dialog.choice)
        return dialog

    def import_names(self) -> None:
        start = QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import card names"), start,
                                              self.tr("Translation CSV (*.csv);;All files (*)"))
        if path:
            self.import_names_file(path, show=True)

    def import_names_file(self, path: str, show: bool = False):
        """Read a translation CSV, store its names, and show the per-line report."""
        from spellforge.i18n.translations_csv import import_names
        from spellforge.ui.card_names import NamesImportReport, read_names_file

        try:
            text = read_names_file(path)
        except (OSError, ValueError) as e:
            QMessageBox.warning(self, self.tr("Import card names"),
                                self.tr("Could not read {file}:\n{error}").format(file=path, error=e))
            return None
        reports = import_names(self.lib, self.user_store(), text, Path(path).name)
        self.names_changed()
        dialog = NamesImportReport(reports, Path(path).name, self)
        self.last_names_report = dialog
        if show:
            dialog.exec()
        return dialog

    def export_names(self) -> None:
        start = str(Path(QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)) / "spellforge-names.csv")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export card names"), start,
                                              self.tr("Translation CSV (*.csv);;All files (*)"))
        if path:
            self.export_names_file(path)

    def export_names_file(self, path: str) -> bool:
        from spellforge.i18n.translations_csv import export_names

        try:
            _write_new(Path(path), export_names(self.lib, ("ru", "pl")))
        except OSError as e:
            QMessageBox.warning(self, self.tr("Export card names"),
                                self.tr("Could not write {file}:\n{error}").format(file=path, error=e))
            return False
        self.statusBar().showMessage(self.tr("Card names exported to {file}").format(file=path), 6000)
        return True


def _write_new(path: Path, text: str) -> None:
    """A chosen export file, written atomically; its folder is made if it is missing."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, text)
