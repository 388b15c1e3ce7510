"""The list of all spellbooks: open, create, duplicate, rename, delete (undoable), and filter by
mage or tag. Books are rows in the user database (spellforge.library.user.books)."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QLineEdit, QListWidget, QListWidgetItem, QMenu, QToolButton, QVBoxLayout, QWidget,
)

from typing import TYPE_CHECKING

from spellforge.domain.spellbook import Spellbook
from spellforge.ui.widgets.flow_layout import FlowLayout
from spellforge.ui.widgets.retranslate import Retranslates

if TYPE_CHECKING:
    from spellforge.library.user.books import BookStore


class DeleteBookCommand(QUndoCommand):
    def __init__(self, panel: "BooksPanel", book_id: int, name: str):
        super().__init__(QCoreApplication.translate("BooksPanel", "Delete the book “{name}”").format(name=name))
        self.panel, self.book_id = panel, book_id

    def redo(self) -> None:
        self.panel.store.set_deleted(self.book_id, True)
        self.panel.book_deleted.emit(self.book_id)
        self.panel.reload()

    def undo(self) -> None:
        self.panel.store.set_deleted(self.book_id, False)
        self.panel.reload()


class BooksPanel(Retranslates, QWidget):
    open_requested = Signal(int)
    book_deleted = Signal(int)
    book_renamed = Signal(int, str, int, int)  # id, new name, revision renamed, revision after
    assemble_requested = Signal(int)
    take_apart_requested = Signal(int)
    shopping_requested = Signal(int)
    refused = Signal(str)  # a change another window or a command made meanwhile refused ours (one line)

    def __init__(self, lib, store: BookStore | None, card_lang: str = "en", parent=None, assembled_names=None):
        """`assembled_names`: a callable giving the names of the books marked assembled."""
        super().__init__(parent)
        self.lib, self.store, self.card_lang = lib, store, card_lang
        self.need_store = None  # the window's way to open its user data now (finish_startup)
        self._assembled_now: set[str] = set()
        self._summaries: dict = {}
        self.assembled_names = assembled_names
        self.undo_stack = QUndoStack(self)
        self.filter_edit = QLineEdit(self)
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(lambda _t: self._apply_filter())
        self.mage_filter = QComboBox(self)
        self.mage_filter.activated.connect(lambda _i: self._apply_filter())
        self.list = QListWidget(self)
        self.list.setObjectName("bookList")
        self.list.setUniformItemSizes(True)  # one line per book: the layout of 2,000 rows stays cheap
        self.list.itemActivated.connect(lambda item: self.open_requested.emit(item.data(Qt.UserRole)))
        self.list.itemDoubleClicked.connect(lambda item: self.open_requested.emit(item.data(Qt.UserRole)))
        self.list.setContextMenuPolicy(Qt.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._context_menu)

        self.buttons: dict[str, QToolButton] = {}
        row = FlowLayout(spacing=4)  # wraps in a narrow dock instead of widening the window
        for key, handler in (("new", self.new_book), ("duplicate", self.duplicate), ("rename", self.rename),
                             ("delete", self.delete)):
            b = QToolButton(self)
            b.clicked.connect(handler)
            self.buttons[key] = b
            row.addWidget(b)
        self.undo_button = QToolButton(self)
        self.undo_action = self.undo_stack.createUndoAction(self)
        self.undo_button.setDefaultAction(self.undo_action)
        row.addWidget(self.undo_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        top = QHBoxLayout()
        top.addWidget(self.filter_edit, 2)
        top.addWidget(self.mage_filter, 1)
        layout.addLayout(top)
        layout.addWidget(self.list, 1)
        layout.addLayout(row)
        self.retranslate_ui()


    def retranslate_ui(self) -> None:
        self.filter_edit.setPlaceholderText(self.tr("Filter by name or tag"))
        self.filter_edit.setAccessibleName(self.tr("Filter spellbooks"))
        labels = {"new": self.tr("New"), "duplicate": self.tr("Duplicate"), "rename": self.tr("Rename…"),
                  "delete": self.tr("Delete")}
        tips = {"new": self.tr("Create an empty spellbook"), "duplicate": self.tr("Copy the selected spellbook"),
                "rename": self.tr("Rename the selected spellbook"),
                "delete": self.tr("Delete the selected spellbook (can be undone)")}
        for key, b in self.buttons.items():
            b.setText(labels[key])
            b.setToolTip(tips[key])
            b.setAccessibleName(labels[key])
        self.undo_action.setText(self.tr("Undo delete"))
        self.undo_button.setAccessibleName(self.tr("Undo delete"))
        self.list.setAccessibleName(self.tr("Spellbooks"))
        self.mage_filter.setAccessibleName(self.tr("Filter by mage"))
        self._refresh_mages()  # also before the user data is open: never a blank filter
        self.reload()

    def set_card_language(self, lang: str) -> None:
        self.card_lang = lang
        self.reload()

    def set_store(self, store: BookStore) -> None:
        self.store = store
        self.reload()

    def _ready_store(self) -> BookStore | None:
        """The store, opened first when the window listed the books before opening it (its fast
        start): Rename… right after the ready frame once met no store (AttributeError)."""
        if self.store is None and self.need_store is not None:
            self.need_store()  # the window opens the user data or waits for its worker; set_store follows
        return self.store

    # The list holds one item per saved book, made once from its summary (never the whole
    # book); the filter hides items, an edit updates one item (book_changed). A 2,000-book list
    # stays within a frame for both.
    def show_summaries(self, summaries) -> None:
        """Fill the list from summaries read before the store opened (the window's fast start)."""
        self.reload(summaries)

    def reload(self, summaries=None) -> None:
        """Read every summary again (after a create, delete, duplicate, undo or restore)."""
        if self.store is None and summaries is None:  # the user database opens just after the window shows
            return
        current = self.selected_id()
        self._summaries = {b.id: b for b in (self.store.books() if summaries is None else summaries)}
        self._assembled_now = self._assembled()
        self.list.setUpdatesEnabled(False)
        try:
            self.list.clear()
            self._items, self._hidden = {}, {}
            for b in self._summaries.values():  # most recently changed first
                item = QListWidgetItem()
                item.setData(Qt.UserRole, b.id)
                self._fill(item, b)
                self._items[b.id] = item
                self.list.addItem(item)
                if b.id == current:
                    self.list.setCurrentItem(item)
            self._refresh_mages()
            self._apply_filter()
        finally:
            self.list.setUpdatesEnabled(True)

    def book_changed(self, book_id: int) -> None:
        """One book was saved: update its row only and move it to the top (just changed)."""
        if self.store is None:
            return
        if not hasattr(self, "_items"):
            self.reload()
            return
        summary = self.store.summary(book_id)
        item = self._items.get(book_id)
        if summary is None or item is None:  # gone, or new: a full reload keeps the list right
            self.reload()
            return
        old = self._summaries.get(book_id)
        self._summaries[book_id] = summary
        if old is not None and old.name != summary.name:
            self._assembled_now = self._assembled()
        self._fill(item, summary)
        row = self.list.row(item)
        if row > 0 and (old is None or summary.modified != old.modified):
            selected = self.list.currentItem() is item
            self.list.takeItem(row)
            self.list.insertItem(0, item)
            if selected:
                self.list.setCurrentItem(item)
        if old is None or old.mage != summary.mage:
            self._refresh_mages()
        self._apply_filter(only=item)

    def _fill(self, item: QListWidgetItem, b) -> None:
        mage = self.lib.mage(b.mage) if b.mage else None
        parts = [b.name or self.tr("Untitled spellbook"), mage.display_name(self.card_lang) if mage else self.tr("no mage")]
        if b.tags:
            parts.append("#" + " #".join(b.tags))
        if b.name in self._assembled_now:
            parts.append(self.tr("▣ assembled"))
        item.setText(" — ".join(parts))
        item.setToolTip(self.tr("Changed {when}").format(when=datetime.fromtimestamp(b.modified).strftime("%Y-%m-%d %H:%M")))

    def _refresh_mages(self) -> None:
        """"All mages" and the mages of the saved books, in the interface and card languages.
        Compared by label and mage, not by mage only: with no book the list stayed empty (a
        blank filter), and a language change kept the old words."""
        chosen_mage = self.mage_filter.currentData()
        wanted = [(self.tr("All mages"), None)]
        self._fit_all_mages(wanted[0][0])
        for name in sorted({b.mage for b in getattr(self, "_summaries", {}).values() if b.mage}):
            mage = self.lib.mage(name)
            wanted.append((mage.display_name(self.card_lang) if mage else name, name))
        shown = [(self.mage_filter.itemText(i), self.mage_filter.itemData(i)) for i in range(self.mage_filter.count())]
        if wanted == shown:
            return
        self.mage_filter.blockSignals(True)
        self.mage_filter.clear()
        for label, name in wanted:
            self.mage_filter.addItem(label, name)
        self.mage_filter.setCurrentIndex(max(0, self.mage_filter.findData(chosen_mage)))
        self.mage_filter.blockSignals(False)

    def _fit_all_mages(self, label: str) -> None:
        """«Wszyscy Magowie» whole in a 330 px dock (its 1 : 2 share beside the name filter read
        «Wszyscy Mago»); a long mage's name may still elide."""
        from PySide6.QtCore import QSize
        from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

        option = QStyleOptionComboBox()
        self.mage_filter.initStyleOption(option)
        text = QSize(self.mage_filter.fontMetrics().horizontalAdvance(label) + 4, self.mage_filter.fontMetrics().height())
        self.mage_filter.setMinimumWidth(self.style().sizeFromContents(QStyle.CT_ComboBox, option, text,
                                                                       self.mage_filter).width())

    def _matches(self, b, text: str, mage) -> bool:
        if mage and b.mage != mage:
            return False
        return not text or text in b.name.casefold() or any(text in t.casefold() for t in b.tags)

    def _apply_filter(self, only: QListWidgetItem | None = None) -> None:
        """Hide the rows the name/tag filter and the mage filter leave out (no database read)."""
        if not hasattr(self, "_items"):
            self.reload()
            return
        text = self.filter_edit.text().strip().casefold()
        mage = self.mage_filter.currentData()
        hidden = self._hidden
        for book_id, item in ((only.data(Qt.UserRole), only),) if only is not None else self._items.items():
            hide = not self._matches(self._summaries[book_id], text, mage)
            if hidden.get(book_id, False) != hide:  # each change makes the view lay out again
                item.setHidden(hide)
                hidden[book_id] = hide

    def visible_rows(self) -> list[QListWidgetItem]:
        """The rows the filters let through, top to bottom."""
        return [self.list.item(i) for i in range(self.list.count()) if not self.list.item(i).isHidden()]

    def _assembled(self) -> set[str]:
        try:
            return set(self.assembled_names()) if self.assembled_names else set()
        except Exception:  # the collection tables are optional; the list must still show
            return set()

    def context_actions(self, book_id: int) -> list[tuple[str, object]]:
        """(text, callback) of the right-click menu for one saved book."""
        book = self.store.load(book_id) if self.store is not None else None
        assembled = book is not None and book.name in self._assembled()
        actions = [(self.tr("Open"), lambda: self.open_requested.emit(book_id)),
                   (self.tr("Take apart (no longer assembled)") if assembled else self.tr("Mark assembled"),
                    (lambda: self.take_apart_requested.emit(book_id)) if assembled
                    else (lambda: self.assemble_requested.emit(book_id))),
                   (self.tr("What to buy for it…"), lambda: self.shopping_requested.emit(book_id)),
                   (self.tr("Duplicate"), self.duplicate), (self.tr("Rename…"), self.rename), (self.tr("Delete"), self.delete)]
        return actions

    def _context_menu(self, pos) -> None:
        item = self.list.itemAt(pos)
        if item is None:
            return
        self.list.setCurrentItem(item)
        menu = QMenu(self)
        for text, callback in self.context_actions(item.data(Qt.UserRole)):
            menu.addAction(text).triggered.connect(lambda _checked=False, c=callback: c())
        menu.exec(self.list.viewport().mapToGlobal(pos))

    def selected_id(self) -> int | None:  # None also while the database is not open yet
        item = self.list.currentItem()
        return item.data(Qt.UserRole) if item else None

    def new_book(self) -> None:
        if self._ready_store() is None:
            return
        book_id = self.store.create(Spellbook(name=self.tr("New spellbook")))
        self.reload()
        self.open_requested.emit(book_id)

    def duplicate(self) -> None:
        book_id = self.selected_id()
        if book_id is None or self._ready_store() is None:
            return
        book = self.store.load(book_id)
        new_id = self.store.duplicate(book_id, self.tr("{name} (copy)").format(name=book.name))
        self.reload()
        self.open_requested.emit(new_id)

    def rename(self) -> None:
        """Rename the selected book as stored, only if it is still the revision the dialog
        showed: a command or another window that renamed, changed or deleted it meanwhile keeps
        its change, and the refusal is said in one line (`refused`)."""
        from PySide6.QtWidgets import QInputDialog

        from spellforge.library.user.books import StaleRenameError

        book_id = self.selected_id()
        if book_id is None or self._ready_store() is None:
            return
        loaded = self.store.load_with_revision(book_id)
        if loaded is None:
            self.reload()
            return
        book, revision = loaded
        name, ok = QInputDialog.getText(self, self.tr("Rename spellbook"), self.tr("New name:"), text=book.name)
        if not ok or not name.strip():
            return
        try:
            before, after = self.store.rename(book_id, name.strip(), expected=revision)
        except StaleRenameError as e:
            from spellforge.ui.user_data_text import said

            self.reload()
            self.refused.emit(said(e))
            return
        self.book_renamed.emit(book_id, name.strip(), before, after)
        self.reload()

    def delete(self) -> None:
        book_id = self.selected_id()
        if book_id is None or self._ready_store() is None:
            return
        book = self.store.load(book_id)
        self.undo_stack.push(DeleteBookCommand(self, book_id, book.name if book else ""))
