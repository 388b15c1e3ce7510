"""The collection view: owned products, cards with editable counts, and the assembled spellbooks
with the cards they fight over. Every change is a QUndoCommand on the stack passed in (the main
window's) or on the view's own; `collection_changed` tells the rest of the window (search filter
`owned:yes`, editor markers) to refresh."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QSortFilterProxyModel, Qt, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QHBoxLayout, QHeaderView, QLabel, QLineEdit,
                               QPushButton, QSpinBox, QStyledItemDelegate, QTableView, QTabWidget, QToolButton,
                               QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from spellforge.collection import Catalog, allocate, load_collection
from spellforge.library.search.engine import SearchEngine
from spellforge.library.user.collection import UserCollection
from spellforge.ui.collection.models import RAW_ROLE, CardsModel, ProductsModel
from spellforge.ui.widgets.retranslate import Retranslates
from spellforge.ui.browser.search_errors import search_error_text



class CollectionCommands(QObject):
    """Translation context of the collection's undo commands (lupdate reads `CollectionCommands.tr`;
    it cannot read a context held in a variable)."""
DEBOUNCE_MS = 200


class CountDelegate(QStyledItemDelegate):
    """A spin box with a sensible range (the default int editor allows ±2 billion)."""

    def __init__(self, low: int, high: int, parent=None):
        super().__init__(parent)
        self.low, self.high = low, high

    def createEditor(self, parent, option, index):
        spin = QSpinBox(parent)
        spin.setRange(self.low, self.high)
        spin.setFrame(False)
        return spin


class CollectionView(Retranslates, QWidget):
    collection_changed = Signal()

    def __init__(self, library, store=None, parent=None, undo_stack: QUndoStack | None = None, lang: str = "en",
                 book_store=None, open_book=None):
        super().__init__(parent)
        self.lib, self.lang = library, lang
        self.user = store if isinstance(store, UserCollection) else UserCollection(store)
        self.catalog = Catalog.from_library(library)
        self.undo_stack = undo_stack if undo_stack is not None else QUndoStack(self)
        self.collection = load_collection(self.user)
        self.engine = SearchEngine(library, owned_ids=lambda: self.cards_model.owned_ids())

        self.summary = QLabel(self)
        self.summary.setObjectName("collectionSummary")
        self.summary.setWordWrap(True)  # a Russian summary wraps: it never widens the window
        # Short fixed labels; what would be undone goes in the tooltip (the stack's texts are long).
        self.undo_button, self.redo_button = QToolButton(self), QToolButton(self)
        self.undo_button.clicked.connect(self.undo_stack.undo)
        self.redo_button.clicked.connect(self.undo_stack.redo)
        self.undo_stack.indexChanged.connect(self._update_undo_buttons)
        self.import_button = QToolButton(self)  # a collection CSV (progress, Cancel, one undo step)
        self.import_button.setObjectName("importCollection")
        self.import_button.clicked.connect(self._choose_import)
        self.message = QLabel(self)  # what the last import did
        self.message.setObjectName("collectionMessage")
        self.message.setWordWrap(True)
        self.message.hide()
        # The summary has the dock's whole width (beside the buttons it wrapped to 5 Russian lines).
        top = QHBoxLayout()
        top.addWidget(self.import_button)
        top.addWidget(self.undo_button)
        top.addWidget(self.redo_button)
        top.addStretch(1)

        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("collectionTabs")
        # Four short tab names, all in view (scroll arrows hid two of four Russian ones); a tab the
        # dock still cuts says its whole name in its tooltip.
        self.tabs.setUsesScrollButtons(False)
        self.tabs.tabBar().setElideMode(Qt.ElideRight)
        self.products_model = ProductsModel(self.catalog, lang, self)
        self.products_model.edit_requested.connect(self.set_product)
        self.products_view = self._table(self.products_model, "collectionProducts")
        self.products_view.setItemDelegateForColumn(ProductsModel.COUNT, CountDelegate(0, 99, self))

        cards_page = QWidget(self)
        self.search = QLineEdit(cards_page)
        self.search.setClearButtonEnabled(True)
        self.owned_only = QCheckBox(cards_page)
        self.cards_model = CardsModel(library, self.catalog, lang, self)
        self.cards_model.adjustment_requested.connect(self.set_adjustment)
        self.cards_view = self._table(self.cards_model, "collectionCards")
        self.cards_view.setItemDelegateForColumn(CardsModel.ADJUST, CountDelegate(-99, 99, self))
        self.cards_view.setItemDelegateForColumn(CardsModel.OWNED, CountDelegate(0, 99, self))
        self.search_error = QLabel(cards_page)
        self.search_error.setObjectName("searchError")
        self.search_error.hide()
        filter_row = QHBoxLayout()
        filter_row.addWidget(self.search, 1)
        filter_row.addWidget(self.owned_only)
        cards_layout = QVBoxLayout(cards_page)
        cards_layout.setContentsMargins(0, 4, 0, 0)
        cards_layout.addLayout(filter_row)
        cards_layout.addWidget(self.search_error)
        cards_layout.addWidget(self.cards_view, 1)

        books_page = QWidget(self)
        self.books_tree = QTreeWidget(books_page)
        self.books_tree.setObjectName("assembledBooks")
        self.books_tree.setColumnCount(2)
        self.books_tree.setWordWrap(True)
        self.books_tree.header().setSectionResizeMode(0, QHeaderView.Stretch)
        self.take_apart = QPushButton(books_page)
        self.take_apart.clicked.connect(self._take_apart_selected)
        self.take_apart.setEnabled(False)  # until an assembled book is selected
        self.books_tree.currentItemChanged.connect(lambda *_a: self.take_apart.setEnabled(
            self._selected_assembled() is not None))
        books_layout = QVBoxLayout(books_page)
        books_layout.setContentsMargins(0, 4, 0, 0)
        books_layout.addWidget(self.books_tree, 1)
        books_layout.addWidget(self.take_apart, 0, Qt.AlignLeft)

        from spellforge.ui.collection.shopping import ShoppingPanel

        self.shopping = ShoppingPanel(library, self.user, book_store, open_book, lang, self)
        self.tabs.addTab(self.products_view, "")
        self.tabs.addTab(cards_page, "")
        self.tabs.addTab(books_page, "")
        from PySide6.QtWidgets import QFrame, QScrollArea

        # What to buy needs ~240 px of height: in a short dock it scrolls instead of making the
        # window taller than a 1366×768 laptop's screen (the dock needed 762 px).
        shopping_page = QScrollArea(self)
        shopping_page.setObjectName("shoppingScroll")
        shopping_page.setWidgetResizable(True)
        shopping_page.setFrameShape(QFrame.NoFrame)
        shopping_page.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        shopping_page.setWidget(self.shopping)
        shopping_page.setMinimumWidth(self.shopping.minimumSizeHint().width())
        self.shopping_page = shopping_page
        self.tabs.addTab(shopping_page, "")
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(top)
        layout.addWidget(self.message)
        layout.addWidget(self.tabs, 1)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self.refresh_cards)
        self.search.textChanged.connect(lambda _t: self._timer.start())
        self.owned_only.toggled.connect(lambda _b: self.refresh_cards())

        self.retranslate_ui()
        self.reload()
        self.refresh_cards()  # (its model reset fits the cards' columns to the counts just loaded)
        self._fit_counts(self.products_view)  # the owned boxes just loaded

    def _table(self, model, name: str) -> QTableView:
        proxy = QSortFilterProxyModel(self)
        proxy.setSourceModel(model)
        proxy.setSortRole(RAW_ROLE)
        view = QTableView(self)
        view.setObjectName(name)
        view.setModel(proxy)
        view.setSortingEnabled(True)
        view.sortByColumn(-1, Qt.AscendingOrder)  # keep the model's order (shelf order, names)
        view.setSelectionBehavior(QAbstractItemView.SelectRows)
        view.setEditTriggers(QAbstractItemView.DoubleClicked | QAbstractItemView.EditKeyPressed
                             | QAbstractItemView.AnyKeyPressed)
        view.verticalHeader().hide()
        view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        view.setWordWrap(False)
        # In a narrow dock the names take the room the counts leave, the counts as wide as their
        # values (a long Polish header elides): no sideways scrolling.
        header = view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.Stretch)
        header.setMinimumSectionSize(self.fontMetrics().horizontalAdvance("8888") + 8)
        proxy.modelReset.connect(lambda v=view: self._fit_counts(v))
        proxy.layoutChanged.connect(lambda *_a, v=view: self._fit_counts(v))
        self._fit_counts(view)
        view.viewport().installEventFilter(self)  # the dock's width known (shown, resized): fit again
        return view

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Resize and event.size().width() != event.oldSize().width():
            for view in (getattr(self, "products_view", None), getattr(self, "cards_view", None)):
                if view is not None and obj is view.viewport():
                    self._fit_counts(view)
        return False

    def _fit_counts(self, view) -> None:
        """Every column but the name: its values' width (a sample of rows), or its title's on the
        two lines the model gives it (a count's title is wider than its digits) while the names
        keep 35 % of the table; at most 10 em."""
        header = view.horizontalHeader()
        em = self.fontMetrics().horizontalAdvance("M")
        metrics = header.fontMetrics()
        columns = range(1, view.model().columnCount())
        valued = [min(max(view.sizeHintForColumn(c), 4 * em), 10 * em) for c in columns]
        titles = [str(view.model().headerData(c, Qt.Horizontal, Qt.DisplayRole) or "").split("\n") for c in columns]
        titled = [min(max(v, max(metrics.horizontalAdvance(line) for line in t) + em + 8), 10 * em)
                  for v, t in zip(valued, titles)]
        widths = titled if sum(titled) <= view.viewport().width() * 13 // 20 else valued
        for column, width in zip(columns, widths):
            header.resizeSection(column, width)

    # -- language ------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.tabs.setTabText(0, self.tr("Products"))
        self.tabs.setTabText(1, self.tr("Cards"))
        self.tabs.setTabText(2, self.tr("Assembled spellbooks"))
        self.tabs.setTabText(3, self.tr("What to buy"))
        for i in range(self.tabs.count()):  # the whole name, when a narrow dock cuts a tab
            self.tabs.setTabToolTip(i, self.tabs.tabText(i))
        self.search.setPlaceholderText(self.tr("Filter cards: name in any language, or s:fire t:creature …"))
        self.search.setAccessibleName(self.tr("Card filter"))
        self.owned_only.setText(self.tr("Owned only"))
        self.take_apart.setText(self.tr("Take apart"))
        self.take_apart.setToolTip(self.tr("The selected book is no longer assembled: its cards become free"))
        self.books_tree.setHeaderLabels([self.tr("Spellbook / card"), self.tr("Copies")])
        header = self.books_tree.headerItem()
        for column in range(header.columnCount()):  # a narrow dock cuts them
            header.setToolTip(column, header.text(column))
        self.import_button.setText(self.tr("Import CSV…"))
        self.import_button.setToolTip(self.tr("Read a collection file (product,card,code,count): listed products "
                                              "and cards take the file's counts; one undo step"))
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self._update_undo_buttons()
        self._update_summary()
        self._fill_books()


    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.products_model.set_language(lang)
        self.cards_model.set_language(lang)
        self.refresh_cards()
        self._fill_books()
        self.shopping.set_language(lang)

    def show_shopping(self, keys: set | None = None) -> None:
        """The "What to buy" page with these books ticked (book ids, or "open" for the open book)."""
        self.shopping.reload_books(checked=keys)
        self.tabs.setCurrentWidget(self.shopping_page)

    # -- content -------------------------------------------------------------------------------
    def reload(self) -> None:
        """Re-read the collection from the user database and show it."""
        self.collection = load_collection(self.user)
        self.products_model.set_collection(self.collection)
        self.cards_model.set_collection(self.collection)
        self._update_summary()
        self._fill_books()
        self.shopping.reload_books()

    def refresh_cards(self) -> None:
        query = self.search.text().strip()
        if self.owned_only.isChecked():
            query = f"({query}) owned:yes" if query else "owned:yes"
        result = self.engine.run(query, self.lang)
        # a bad part of the query is explained and ignored; the list never empties silently
        self.search_error.setText(" ".join(search_error_text(e) for e in result.errors))
        self.search_error.setVisible(bool(result.errors))
        self.cards_model.set_ids(result.ids)

    def _update_undo_buttons(self, _index: int = 0) -> None:
        if not (shiboken6.isValid(self.undo_stack) and shiboken6.isValid(self.undo_button)):
            return  # the stack or the view is being destroyed
        self.undo_button.setEnabled(self.undo_stack.canUndo())
        self.redo_button.setEnabled(self.undo_stack.canRedo())
        self.undo_button.setToolTip(self.tr("Undo: {action}").format(action=self.undo_stack.undoText())
                                    if self.undo_stack.canUndo() else "")
        self.redo_button.setToolTip(self.tr("Redo: {action}").format(action=self.undo_stack.redoText())
                                    if self.undo_stack.canRedo() else "")

    def _update_summary(self) -> None:
        owned = self.collection.owned(self.catalog)
        boxes = sum(self.collection.products.values())
        self.summary.setText(self.tr("Products owned: %n", "", boxes) + " · "
                             + self.tr("Different cards: %n", "", len(owned)) + " · "
                             + self.tr("Copies: %n", "", sum(owned.values())))

    def _fill_books(self) -> None:
        self.books_tree.clear()
        assembled = self.user.assembled()
        if not assembled:
            hint = QTreeWidgetItem([self.tr("No spellbook is marked assembled. Mark a book assembled from the "
                                            "spellbook editor; its cards are then kept for it.")])
            hint.setFlags(Qt.ItemIsEnabled)
            hint.setToolTip(0, hint.text(0))
            self.books_tree.addTopLevelItem(hint)
            hint.setFirstColumnSpanned(True)  # the whole width, wrapped (a narrow dock cuts nothing)
            return
        owned = self.collection.owned(self.catalog)
        alloc = allocate(assembled, owned)
        for name, need in assembled.items():
            short = alloc.short[name]
            label = name if not short else self.tr("{book} — missing copies: %n", "", sum(short.values())).format(book=name)
            item = QTreeWidgetItem([label, str(sum(need.values()))])
            item.setData(0, Qt.UserRole, name)
            for card_id, lack in sorted(short.items()):
                card = self.lib.card(card_id)
                child = QTreeWidgetItem([card.display_name(self.lang) if card else card_id, f"−{lack}"])
                child.setForeground(0, Qt.darkRed)
                item.addChild(child)
            self.books_tree.addTopLevelItem(item)
            item.setExpanded(bool(short))
        if alloc.conflicts:
            head = QTreeWidgetItem([self.tr("Conflicts"), ""])
            for c in alloc.conflicts:
                card = self.lib.card(c.card_id)
                who = ", ".join(f"{b} ({n})" for b, n in c.books)
                text = self.tr("{card}: {owned} owned, {needed} needed by {books}").format(
                    card=card.display_name(self.lang) if card else c.card_id, owned=c.owned, needed=c.needed, books=who)
                head.addChild(QTreeWidgetItem([text, f"−{c.short}"]))
            self.books_tree.addTopLevelItem(head)
            head.setExpanded(True)

    # -- edits (undoable) ----------------------------------------------------------------------
    def _choose_import(self) -> None:
        from spellforge.ui.collection.import_csv import choose_and_import

        choose_and_import(self)

    def import_file(self, path: str, show: bool = False) -> str | None:
        from spellforge.ui.collection.import_csv import import_collection_file

        return import_collection_file(self, path, show)

    def show_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def set_product(self, code: str, count: int) -> None:
        self.undo_stack.push(ProductCountCommand(self, code, self.collection.products.get(code, 0), count))

    def set_adjustment(self, card_id: str, delta: int) -> None:
        self.undo_stack.push(AdjustmentCommand(self, card_id, self.collection.adjustments.get(card_id, 0), delta))

    def take_apart_book(self, name: str) -> None:
        info = next((i for i in self.user.assembled_info() if i[0] == name), None)
        if info is not None:
            self.undo_stack.push(TakeApartCommand(self, name, self.user.assembled()[name], info[1], info[2]))

    def _selected_assembled(self) -> str | None:
        item = self.books_tree.currentItem()
        while item is not None and item.parent() is not None:
            item = item.parent()
        return (item.data(0, Qt.UserRole) or None) if item is not None else None

    def _take_apart_selected(self) -> None:
        name = self._selected_assembled()
        if name:
            self.take_apart_book(name)

    def _write_product(self, code: str, count: int, expected: int) -> bool:
        return self._write(lambda: self.user.set_product(code, count, expected=expected))

    def _write_adjustment(self, card_id: str, delta: int, expected: int) -> bool:
        return self._write(lambda: self.user.set_adjustment(card_id, delta, expected=expected))

    def _write(self, write) -> bool:
        """Write a count only if it is still the one shown: another window's or a command's
        change meanwhile refuses it (said above the table); the view then shows what is stored."""
        from spellforge.library.user.collection import StaleCollectionError

        try:
            write()
        except StaleCollectionError as e:
            self._changed()
            self.show_message(refused_text(e))
            return False
        self.show_message("")
        self._changed()
        return True

    def _changed(self) -> None:
        self.reload()
        if self.owned_only.isChecked():
            self.refresh_cards()
        self.collection_changed.emit()


class ProductCountCommand(QUndoCommand):
    def __init__(self, view: CollectionView, code: str, old: int, new: int):
        super().__init__()
        self.view, self.code, self.old, self.new = view, code, old, new
        from spellforge.collection import product_name

        self.setText(CollectionCommands.tr("Set {product} to %n box(es)", "", new)
                     .format(product=product_name(code, view.lang)))

    def redo(self) -> None:
        self.setObsolete(not self.view._write_product(self.code, self.new, expected=self.old))

    def undo(self) -> None:
        self.setObsolete(not self.view._write_product(self.code, self.old, expected=self.new))


class AdjustmentCommand(QUndoCommand):
    def __init__(self, view: CollectionView, card_id: str, old: int, new: int):
        super().__init__()
        self.view, self.card_id, self.old, self.new = view, card_id, old, new
        card = view.lib.card(card_id)
        self.setText(CollectionCommands.tr("Change the copies of {card}")
                     .format(card=card.display_name(view.lang) if card else card_id))

    def redo(self) -> None:
        self.setObsolete(not self.view._write_adjustment(self.card_id, self.new, expected=self.old))

    def undo(self) -> None:
        self.setObsolete(not self.view._write_adjustment(self.card_id, self.old, expected=self.new))


class TakeApartCommand(QUndoCommand):
    def __init__(self, view: CollectionView, name: str, quantities: dict[str, int], source: str, mage: str | None):
        super().__init__()
        self.view, self.name, self.quantities, self.source, self.mage = view, name, quantities, source, mage
        self.setText(CollectionCommands.tr("Take apart {book}").format(book=name))

    def redo(self) -> None:
        self.setObsolete(not self.view._write(lambda: self.view.user.unmark_assembled(
            self.name, expected=self.quantities)))

    def undo(self) -> None:
        self.setObsolete(not self.view._write(lambda: self.view.user.mark_assembled(
            self.name, self.quantities, self.source, self.mage, expected=None)))


class UserCollectionTakeApart(QUndoCommand):
    """Take a book apart from the Spellbooks list (no collection view needed); undo re-assembles it."""

    def __init__(self, user: UserCollection, name: str, quantities: dict[str, int], source: str, mage: str | None,
                 on_change=None, on_refused=None):
        super().__init__()
        self.user, self.name, self.quantities, self.source, self.mage = user, name, dict(quantities), source, mage
        self.on_change, self.on_refused = on_change, on_refused
        self.setText(CollectionCommands.tr("Take apart {book}").format(book=name))

    def redo(self) -> None:
        _checked(self, lambda: self.user.unmark_assembled(self.name, expected=self.quantities))

    def undo(self) -> None:
        _checked(self, lambda: self.user.mark_assembled(self.name, self.quantities, self.source, self.mage,
                                                        expected=None))


class AssembleCommand(QUndoCommand):
    """Mark a spellbook assembled (for the spellbook editor's undo stack): its cards are then kept
    for it. Undo restores the previous record of that name, or removes it."""

    def __init__(self, user: UserCollection, name: str, quantities: dict[str, int], source: str = "",
                 mage: str | None = None, on_change=None, on_refused=None):
        super().__init__()
        self.user, self.name, self.quantities, self.source, self.mage = user, name, dict(quantities), source, mage
        self.on_change, self.on_refused = on_change, on_refused
        info = next((i for i in user.assembled_info() if i[0] == name), None)
        self.before = (user.assembled()[name], info[1], info[2]) if info else None
        self.setText(CollectionCommands.tr("Mark {book} assembled").format(book=name))

    def redo(self) -> None:
        _checked(self, lambda: self.user.mark_assembled(self.name, self.quantities, self.source, self.mage,
                                                        expected=self.before[0] if self.before else None))

    def undo(self) -> None:
        if self.before is None:
            _checked(self, lambda: self.user.unmark_assembled(self.name, expected=self.quantities))
        else:
            _checked(self, lambda: self.user.mark_assembled(self.name, *self.before, expected=self.quantities))


def refused_text(error) -> str:
    """A write the collection refused because another window or a command changed it meanwhile."""
    from spellforge.ui.user_data_text import said

    return said(error)


def _checked(command, write) -> None:
    """Run an assembled book's write; refused (changed elsewhere since it was read), the command
    leaves the undo stack and `on_refused` says why. Either way the window shows what is stored."""
    from spellforge.library.user.collection import StaleCollectionError

    try:
        write()
    except StaleCollectionError as e:
        command.setObsolete(True)
        if command.on_refused:
            command.on_refused(refused_text(e))
    if command.on_change:
        command.on_change()
