"""The collection's "What to buy" page: pick spellbooks (the open one, saved ones), see what is
missing to build them all at once beside the assembled books — "missing 38 cards (52 copies) —
cheapest: Core Set, Paladin vs Siren" — with a missing-only filter, and copy or save the shopping
list (text or CSV)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QFileDialog, QHBoxLayout, QHeaderView, QLabel,
                               QListWidget, QListWidgetItem, QMessageBox, QPushButton, QSplitter, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from spellforge.collection import Catalog, load_collection
from spellforge.collection.shopping import ShoppingList, shopping_csv, shopping_list, shopping_text
from spellforge.ui.widgets.retranslate import Retranslates

OPEN_BOOK = "open"  # the list item of the book open in the editor (saved books carry their id)


class ShoppingPanel(Retranslates, QWidget):
    def __init__(self, lib, user, book_store=None, open_book=None, lang: str = "en", parent=None):
        """`user`: UserCollection; `book_store`: BookStore of the saved books; `open_book`: a
        callable giving (saved book id or None, Spellbook) of the book open in the editor, or None.
        The open book is read live, so unsaved edits count; when it is saved it is not listed twice."""
        super().__init__(parent)
        self.lib, self.user, self.book_store, self.open_book, self.lang = lib, user, book_store, open_book, lang
        self.catalog = Catalog.from_library(lib)
        self.shop: ShoppingList | None = None
        self._needs: dict[str, dict[str, int]] = {}

        self.books_label = QLabel(self)
        self.books = QListWidget(self)
        self.books.setObjectName("shoppingBooks")
        self.books.itemChanged.connect(lambda _item: self.refresh())
        self.summary = QLabel(self)
        self.summary.setObjectName("shoppingSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.missing_only = QCheckBox(self)
        self.missing_only.setChecked(True)
        self.missing_only.toggled.connect(lambda _b: self._fill_cards())
        self.cards = QTableWidget(0, 4, self)
        self.cards.setObjectName("shoppingCards")
        self.cards.verticalHeader().hide()
        self.cards.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.cards.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.cards.horizontalHeader().setSectionResizeMode(0, QHeaderView.Stretch)
        self.copy_button, self.save_button = QPushButton(self), QPushButton(self)
        self.copy_button.clicked.connect(self.copy_list)
        self.save_button.clicked.connect(self._save_interactive)

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.books_label)
        left_layout.addWidget(self.books, 1)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.summary)
        right_layout.addWidget(self.missing_only)
        right_layout.addWidget(self.cards, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.copy_button)
        buttons.addWidget(self.save_button)
        buttons.addStretch(1)
        right_layout.addLayout(buttons)
        splitter = QSplitter(Qt.Vertical, self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addWidget(splitter)
        self.retranslate_ui()
        self.reload_books()

    # -- language --------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.books_label.setText(self.tr("Spellbooks to build together:"))
        self.books.setAccessibleName(self.tr("Spellbooks to build together"))
        self.missing_only.setText(self.tr("Missing cards only"))
        self.cards.setHorizontalHeaderLabels([self.tr("Card"), self.tr("Needed"), self.tr("Owned"), self.tr("To get")])
        self.copy_button.setText(self.tr("Copy shopping list"))
        self.save_button.setText(self.tr("Save shopping list…"))
        if self.books.count():
            self._label_open_item()
        self._update_summary()

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.refresh()

    # -- books -----------------------------------------------------------------------------------
    def reload_books(self, checked: set | None = None) -> None:
        """Fill the list: the open book first, then every other saved book. `checked` keys stay
        ticked (default: the open book)."""
        if checked is None:
            checked = self.checked_keys() if self.books.count() else {OPEN_BOOK}
        open_id, _book = self._open()
        if open_id is not None and open_id in checked:
            checked = (checked - {open_id}) | {OPEN_BOOK}
        self.books.blockSignals(True)
        self.books.clear()
        if _book is not None:
            self._add_item("", OPEN_BOOK, OPEN_BOOK in checked)
            self._label_open_item()
        for summary in (self.book_store.books() if self.book_store is not None else []):
            if summary.id == open_id:
                continue
            mage = self.lib.mage(summary.mage) if summary.mage else None
            label = " — ".join(filter(None, [summary.name or "…", mage.display_name(self.lang) if mage else ""]))
            self._add_item(label, summary.id, summary.id in checked)
        self.books.blockSignals(False)
        self.refresh()

    def _open(self):
        found = self.open_book() if self.open_book else None
        return found if found is not None else (None, None)

    def _add_item(self, label: str, key, checked: bool) -> None:
        item = QListWidgetItem(label)
        item.setData(Qt.UserRole, key)
        item.setFlags(Qt.ItemIsEnabled | Qt.ItemIsUserCheckable | Qt.ItemIsSelectable)
        item.setCheckState(Qt.Checked if checked else Qt.Unchecked)
        self.books.addItem(item)

    def _label_open_item(self) -> None:
        item = self.books.item(0)
        if item is None or item.data(Qt.UserRole) != OPEN_BOOK:
            return
        _id, book = self._open()
        self.books.blockSignals(True)
        item.setText(self.tr("The open spellbook: {name}").format(name=(book.name if book else "") or "…"))
        self.books.blockSignals(False)

    def checked_keys(self) -> set:
        return {self.books.item(i).data(Qt.UserRole) for i in range(self.books.count())
                if self.books.item(i).checkState() == Qt.Checked}

    def check_only(self, keys: set) -> None:
        self.reload_books(checked=set(keys))

    def _chosen(self) -> list[tuple[str, dict[str, int]]]:
        out = []
        for i in range(self.books.count()):
            item = self.books.item(i)
            if item.checkState() != Qt.Checked:
                continue
            key = item.data(Qt.UserRole)
            book = self._open()[1] if key == OPEN_BOOK else self.book_store.load(key)
            if book is not None:
                out.append((book.name or item.text(), book.quantities()))
        return out

    # -- the answer ------------------------------------------------------------------------------
    def refresh(self) -> None:
        chosen = self._chosen()
        self._needs = {name: need for name, need in chosen}
        owned = load_collection(self.user).owned(self.catalog)
        self._owned = owned
        self.shop = shopping_list(chosen, owned, self.lib, self.catalog, self.user.assembled(), self.lang)
        self._update_summary()
        self._fill_cards()

    def _update_summary(self) -> None:
        shop = self.shop
        if shop is None or not self._needs:
            self.summary.setText(self.tr("Tick the spellbooks you want to build."))
        elif shop.buildable:
            self.summary.setText(self.tr("✔ Your collection builds these spellbooks together, beside the assembled ones."))
        else:
            text = self.tr("Missing %n card(s)", "", shop.cards) + " " + self.tr("(%n copies)", "", shop.copies)
            if shop.products:
                buy = ", ".join(f"{boxes} × {name}" if boxes > 1 else name for _code, name, boxes in shop.products)
                text += " — " + self.tr("cheapest: buy {products}").format(products=buy)
            if shop.unavailable:
                text += ". " + self.tr("%n card(s) are in no known product.", "", len(shop.unavailable))
            if shop.conflicts:
                text += " " + self.tr("%n card(s) are also needed by assembled spellbooks.", "", shop.conflicts)
            self.summary.setText(text)
        self.copy_button.setEnabled(bool(shop and shop.missing))
        self.save_button.setEnabled(bool(shop and shop.missing))

    def _fill_cards(self) -> None:
        rows: list[tuple[str, int, int, int]] = []
        to_get = {m.card_id: m.copies for m in (self.shop.missing if self.shop else ())}
        need: dict[str, int] = {}
        for quantities in self._needs.values():
            for card_id, n in quantities.items():
                need[card_id] = need.get(card_id, 0) + n
        for card_id, n in need.items():
            if self.missing_only.isChecked() and card_id not in to_get:
                continue
            card = self.lib.card(card_id)
            rows.append((card.display_name(self.lang) if card else card_id, n, getattr(self, "_owned", {}).get(card_id, 0),
                         to_get.get(card_id, 0)))
        rows.sort(key=lambda r: (-r[3], r[0].casefold()))
        self.cards.setRowCount(len(rows))
        for row, (name, n, owned, get) in enumerate(rows):
            cells = [name, str(n), str(owned), f"✖ {get}" if get else "✔"]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
                self.cards.setItem(row, col, item)
        for col in (1, 2, 3):
            self.cards.resizeColumnToContents(col)

    # -- the list out ----------------------------------------------------------------------------
    def list_text(self) -> str:
        labels = {"products": self.tr("Cheapest products to buy:"), "cards": self.tr("Cards to get:"),
                  "none": self.tr("Nothing to buy.")}
        return shopping_text(self.shop, labels) if self.shop else ""

    def copy_list(self) -> None:
        QGuiApplication.clipboard().setText(self.list_text())

    def save_list(self, path: str) -> None:
        from spellforge.fileio import write_atomic

        text = shopping_csv(self.shop) if path.lower().endswith(".csv") else self.list_text()
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        write_atomic(Path(path), text)

    def _save_interactive(self) -> None:
        start = str(Path(QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)) / "shopping-list.csv")
        path, _chosen = QFileDialog.getSaveFileName(self, self.tr("Save shopping list"), start,
                                                    self.tr("Spreadsheet (*.csv);;Text (*.txt)"))
        if not path:
            return
        try:
            self.save_list(path)
        except OSError as e:
            QMessageBox.warning(self, self.tr("Save shopping list"),
                                self.tr("Could not write {file}:\n{error}").format(file=path, error=e.strerror or e))
