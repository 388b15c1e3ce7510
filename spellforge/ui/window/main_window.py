"""The main window: card browser, open spellbooks as tabs, docks for card details, the list of
books and the undo history; menus with every action and its (remappable) shortcut; the session
(open books, layout) comes back on restart.

This module builds the window, names its strings (retranslate_ui) and opens and closes books;
the rest is in mixins named after what they do: window_startup (user data, start-up),
window_menus (docks, menus, action wiring), window_session (saves, session, quitting),
window_files (import, export, PDF), window_tools (collection, playtest, pictures…) and
window_card_names (the user's names and card texts)."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QUndoGroup, QUndoStack
from PySide6.QtWidgets import (
    QDockWidget, QLabel, QMainWindow, QPushButton, QSplitter, QStackedWidget, QTabBar, QTabWidget, QVBoxLayout,
    QWidget,
)

from typing import TYPE_CHECKING

from spellforge.domain.spellbook import Spellbook
from spellforge.ui.window.actions import ActionRegistry
from spellforge.ui.editor.document import BookDocument
from spellforge.ui.books.panel import BooksPanel
from spellforge.ui.browser.browser import CardBrowser
from spellforge.ui.cards.detail import CardDetail
from spellforge.ui.editor.editor import SpellbookEditor
from spellforge.ui.settings import Settings
from spellforge.ui.translations import Translations
from spellforge.ui.widgets.retranslate import Retranslates
from spellforge.ui.window.card_names import WindowCardNames
from spellforge.ui.window.files import WindowFiles
from spellforge.ui.window.menus import WindowMenus
from spellforge.ui.window.session import WindowSession
from spellforge.ui.window.startup import WindowStartup
from spellforge.ui.window.tools import WindowTools

if TYPE_CHECKING:
    from spellforge.library.user.books import BookStore

DEFER_FALLBACK_MS = 500  # user data and pictures load after the first paint of the card list, or by then


def collection_owned_ids(lib, user_store):
    """The `owned:` hook of the query language: card ids the collection says the user owns
    (imported on first use: most searches never ask). `user_store()` gives the UserStore."""

    def owned():
        from spellforge.collection import owned_ids

        return owned_ids(lib, user_store())

    return owned


class MainWindow(WindowStartup, WindowMenus, WindowSession, WindowFiles, WindowTools, WindowCardNames,
                 Retranslates, QMainWindow):
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
        self._blank_books: dict[int, str] = {}  # new empty books (id -> name) not kept when closed untouched
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
        self.placeholder_button.clicked.connect(lambda: self.new_book())  # (not `checked` as the book)
        self.placeholder_template = QPushButton(self.placeholder)  # the official books to start from
        self.placeholder_template.setObjectName("newFromTemplate")
        self.placeholder_template.clicked.connect(lambda: self.new_from_template())  # (not `checked`)
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
        from spellforge.ui.window.single_writer import ReadOnlyBanner

        self.banner = ReadOnlyBanner(self)
        central = QWidget(self)
        central_box = QVBoxLayout(central)
        central_box.setContentsMargins(0, 0, 0, 0)
        central_box.setSpacing(0)
        central_box.addWidget(self.banner)
        central_box.addWidget(self.splitter, 1)
        self.setCentralWidget(central)
        from spellforge.ui.window.game_switcher import GameSwitcher

        self.game_switcher = GameSwitcher(self)  # Mage Wars (this central widget) or another game

        self.detail = CardDetail(lib, self.card_lang, self)
        self.books = BooksPanel(lib, self.store, self.card_lang, self, assembled_names=self._assembled_names)
        self.books.assemble_requested.connect(self.assemble_saved_book)
        self.books.take_apart_requested.connect(self.take_apart_saved_book)
        self.books.shopping_requested.connect(self.show_shopping)
        self._build_docks()

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
        from spellforge.ui.window.screen_fit import fit_inside

        fit_inside(self, wanted=QSize(1400, 860))  # at most the screen's available geometry
        self.splitter.setSizes([500, 700])  # at 1366 px: the card list keeps Name…Level, the book its 5 columns
        self._restore_layout()
        self.started = False  # the user data is being read (or was)
        self.first_frame = False  # the first frame of a deferred start was painted
        self.ready = False  # library, user data and the last session all there (see ready_signal)
        self._opening = None
        if defer_user_data:
            self.browser.view.viewport().installEventFilter(self)
            QTimer.singleShot(DEFER_FALLBACK_MS, self._after_first_frame)
            self._start_before_first_frame()
        else:
            self.finish_startup()

    def eventFilter(self, obj, event) -> bool:
        if not self.first_frame and event.type() == QEvent.Paint and obj is self.browser.view.viewport():
            obj.removeEventFilter(self)
            self.painted_signal.emit()
            QTimer.singleShot(0, self._after_first_frame)  # after this first frame reaches the screen
        return super().eventFilter(obj, event)

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
            "copy_code": (self.tr("Copy &deck code"),
                          self.tr("Put a short code for the current spellbook on the clipboard (mage, element, cards, "
                                  "printings); Paste spellbook reads it back")),
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
            "matchup": (self.tr("&Matchup…"), self.tr("Play the current spellbook against another book or the "
                                                     "official books")),
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
        self._retranslate_history()
        self.editors.setAccessibleName(self.tr("Open spellbooks"))
        self.placeholder_label.setText(self.tr("No spellbook is open. Create one, open one from the Spellbooks list, "
                                               "or import a file."))
        self.placeholder_button.setText(self.tr("New spellbook"))
        self.placeholder_template.setText(self.tr("New from template…"))
        self.status_count.setText(self.tr("Library: %n card(s)", "", len(self.lib.spells())))
        self._update_name_legend()
        self._update_titles()
        # Texts set once and never asked again: the save state («Сохранено» stayed after a switch
        # to Polish) and the close buttons' tooltips Qt gives each tab when it is made.
        self._show_save_state()
        bar = self.editors.tabBar()
        for i in range(bar.count()):
            for side in (QTabBar.LeftSide, QTabBar.RightSide):
                button = bar.tabButton(i, side)
                if button is not None:
                    button.setToolTip(QCoreApplication.translate("CloseButton", "Close Tab"))

    def _retranslate_history(self) -> None:
        """The History dock's texts, once it was made (WindowMenus._history_parts)."""
        if self._history_views is None:
            return
        history, names_history, history_label, names_history_label = self._history_views
        history.setEmptyLabel(self.tr("<opened>"))
        history.setAccessibleName(self.tr("Undo history"))
        history_label.setText(self.tr("Spellbook"))
        names_history_label.setText(self.tr("Card names"))
        names_history.setEmptyLabel(self.tr("<opened>"))
        names_history.setAccessibleName(self.tr("Undo history of card names"))

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
        self.game_switcher.set_card_language(lang)
        if self._versions is not None:  # its differences name cards
            self._versions.refresh_diff()

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
        else:  # (a command of the book with none open said nothing)
            self.statusBar().showMessage(self.tr("Open a spellbook first"), 4000)

    def new_book(self, book: Spellbook | None = None) -> SpellbookEditor:
        blank = book is None
        book = book if book is not None else Spellbook(name=self.tr("New spellbook"))
        self.finish_startup()
        from spellforge.library.user.store import UserDataError

        try:
            book_id = self.store.create(book)
        except UserDataError as e:
            from spellforge.ui.user_data_text import said

            self.statusBar().showMessage(self.tr("Could not create the spellbook: {error}").format(error=said(e)), 10000)
            return None
        self.books.reload()
        if blank:
            self._blank_books[book_id] = book.name
        return self.open_book(book_id)

    def new_from_template(self, template=None) -> SpellbookEditor | None:
        """A new book from one of the official spellbooks (asked in a dialog when not given)."""
        from spellforge.formats.templates import load_template
        from spellforge.ui.books.template_dialog import TemplateDialog, template_title

        ui_lang = self.translations.language or "en"
        if template is None:
            dialog = TemplateDialog(self.lib, self.card_lang, self, ui_lang=ui_lang)
            if dialog.exec() != TemplateDialog.Accepted:
                return None
            template = dialog.chosen()
            if template is None:
                return None
        book = load_template(template, self.lib)
        book.name = template_title(template, self.lib, ui_lang)  # a Russian window: «Колдун»
        return self.new_book(book)

    def open_book(self, book_id: int) -> SpellbookEditor | None:
        if book_id in self.docs:
            self.editors.setCurrentWidget(self.docs[book_id])
            return self.docs[book_id]
        self.finish_startup()
        return self._open_saved(book_id)

    def _open_saved(self, book_id: int, make_current: bool = True) -> SpellbookEditor | None:
        from spellforge.library.user.store import UserDataError

        try:
            loaded = self.store.load_with_revision(book_id)
        except UserDataError as e:  # one damaged row (issue 29 F3): say which; the others open
            from spellforge.ui.user_data_text import said

            self.statusBar().showMessage(self.tr("Could not open the spellbook: {error}").format(error=said(e)), 15000)
            return None
        if loaded is None:
            return None
        return self._open_document(book_id, *loaded, self.store, make_current=make_current)

    def _open_document(self, book_id: int, book, revision: int, store, make_current: bool = True) -> SpellbookEditor:
        doc = BookDocument(self.lib, store, book_id, book, self.translations.language or "en", self,
                           revision=revision, printing=self.settings.printing)
        doc.save_state_changed.connect(lambda d=doc: self._save_state_changed(d))
        doc.stale_detected.connect(lambda d=doc: QTimer.singleShot(0, lambda: self._stale(d)))
        doc.brought_back.connect(lambda d=doc: self.statusBar().showMessage(self.tr(
            "“{book}” was deleted elsewhere while open here; it is kept, with your change").format(book=d.book.name), 15000))
        # A book opened behind the current tab (a restored session) builds its widgets when its
        # tab is first shown.
        editor = SpellbookEditor(doc, self.card_lang, self, provider=self.provider,
                                 build=make_current or self.editors.count() == 0)
        editor.current_card_changed.connect(self.detail.show_card)
        editor.title_changed.connect(self._update_titles)
        doc.changed.connect(lambda d=doc: self.books.book_changed(d.book_id))  # its row only
        doc.changed.connect(self._book_context_changed)
        self.docs[book_id] = editor
        self.undo_group.addStack(doc.undo_stack)
        doc.undo_stack.indexChanged.connect(lambda _i, s=doc.undo_stack: self._activate_stack(s))
        self.editors.addTab(editor, editor.title())
        if make_current or self.editors.count() == 1:
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
        if self._untouched_blank(editor):  # «New spellbook — no mage» was left in the list
            self._drop_blank(editor.doc.book_id)
        else:
            editor.doc.keep_version()  # closing a book keeps a version of it
        self.undo_group.removeStack(editor.doc.undo_stack)
        self.docs.pop(editor.doc.book_id, None)
        self.editors.removeTab(index)
        editor.deleteLater()
        if not self.docs:
            self.stack.setCurrentWidget(self.placeholder)
        self.save_session()

    def _untouched_blank(self, editor) -> bool:
        """A new empty book closed as it was made: nothing in it, no mage, its name, no edit."""
        book, name = editor.doc.book, self._blank_books.get(editor.doc.book_id)
        return (name is not None and book.name == name and not book.entries and not book.candidates
                and not book.mage and not book.notes and not book.tags and editor.doc.undo_stack.count() == 0)

    def _drop_blank(self, book_id: int) -> None:
        from spellforge.library.user.store import UserDataError

        self._blank_books.pop(book_id, None)
        try:
            self.store.set_deleted(book_id)  # (in the bin like any deleted book, never erased)
        except UserDataError:
            return
        self.books.reload()

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

    def _book_renamed(self, book_id: int, name: str, before: int, after: int) -> None:
        """The list renamed a book as stored; its open editor follows without ever saving its
        own copy over a newer one (issue 29 F8)."""
        editor = self.docs.get(book_id)
        if editor is None:
            return
        doc = editor.doc
        if doc.unsaved:  # our edits are not stored yet: the save's revision check asks what to keep
            doc.set_field("name", name)
        elif doc.revision == before:  # we held what was stored: only the name changed
            doc.renamed_in_store(name, after)
        else:  # another window saved since we read it: show what is stored now
            doc.adopt_stored()

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
            self.save_session()
        self._follow_current_editor(editor)
        self._update_titles()
        self._show_save_state()

    def _update_titles(self) -> None:
        for i in range(self.editors.count()):
            editor = self.editors.widget(i)
            if isinstance(editor, SpellbookEditor) and self.editors.tabText(i) != editor.title():
                self.editors.setTabText(i, editor.title())  # (an unchanged text would lay the tabs out again)
            if isinstance(editor, SpellbookEditor) and self.editors.tabToolTip(i) != editor.title():
                self.editors.setTabToolTip(i, editor.title())  # several books' tabs elide a long name
        editor = self.current_editor()
        title = editor.title() if editor else self.tr("Card browser")
        switcher = getattr(self, "game_switcher", None)
        if switcher is not None and switcher.current != switcher.mage_wars_id:  # the game shown, not a book behind it
            title = switcher.shown_title()
        if self.windowTitle() != title:
            self.setWindowTitle(title)

    def export_pdf_to(self, path: str, proxies: bool) -> bool:
        """Kept here, not in window_files: its plural message needs self.tr (lupdate reads a
        plural only from tr, and the mixins name their strings with translate("MainWindow", …))."""
        from PySide6.QtWidgets import QMessageBox

        from spellforge.render.pdf_export import ExportCancelled, export_book_pdf
        from spellforge.ui.widgets.workers import run_with_progress

        editor = self.current_editor()
        if editor is None:
            return False
        book, lang = editor.doc.book, self.card_lang
        from spellforge.ui.window.files import refuse_data_folder

        try:
            refuse_data_folder(path)
        except PermissionError as e:
            QMessageBox.warning(self, self.tr("Print to PDF"), e.strerror)
            return False
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
