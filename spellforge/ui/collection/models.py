"""Table models of the collection view: products owned, and cards with their owned counts.

The models only show numbers and forward edits (`edit_requested`); the view turns each edit into
an undoable command that writes the user database and refreshes the models.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor

from spellforge.collection import Catalog, Collection, product_name
from spellforge.library.normalize import fold
from spellforge.ui.cards import text as card_text
RAW_ROLE = Qt.UserRole + 1
KEY_ROLE = Qt.UserRole + 2  # product code or card id
DIM = QBrush(QColor("#8a8a8a"))
SHORT = QBrush(QColor("#b3261e"))
# Plain ints, as in card_model: a column fit asks 8 roles of ~800 rows per column, and reading an
# enum member like Qt.DisplayRole costs more than answering (bench/bench_ui.py).
_DISPLAY, _EDIT, _FOREGROUND = int(Qt.DisplayRole), int(Qt.EditRole), int(Qt.ForegroundRole)
_ALIGN, _RIGHT = int(Qt.TextAlignmentRole), int(Qt.AlignRight | Qt.AlignVCenter)
_TOOLTIP = int(Qt.ToolTipRole)
_VALUE_ROLES = frozenset((_DISPLAY, _EDIT, int(RAW_ROLE)))
_ANSWERED = _VALUE_ROLES | {int(KEY_ROLE), _FOREGROUND, _ALIGN, _TOOLTIP}  # fonts, sizes, check states: None
_FLAGS = Qt.ItemIsEnabled | Qt.ItemIsSelectable
_EDITABLE_FLAGS = _FLAGS | Qt.ItemIsEditable


def two_lines(text: str) -> str:
    """A count column's title on two lines (the even split at a space): «Карт в / коробке»,
    «В / коллекции» fit a count's narrow column where one line showed «в кор» and «оллекци»."""
    words = text.split()
    if len(words) < 2:
        return text
    cut = min(range(1, len(words)), key=lambda i: max(len(" ".join(words[:i])), len(" ".join(words[i:]))))
    return " ".join(words[:cut]) + "\n" + " ".join(words[cut:])


class ProductsModel(QAbstractTableModel):
    edit_requested = Signal(str, int)  # product code, new box count
    COUNT = 3

    def __init__(self, catalog: Catalog, lang: str = "en", parent=None):
        super().__init__(parent)
        self.catalog, self.lang = catalog, lang
        self.codes = catalog.codes
        self.collection = Collection()

    def set_collection(self, collection: Collection) -> None:
        self.collection = collection
        if self.codes:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.codes) - 1, self.COUNT))

    def set_language(self, lang: str) -> None:
        self.beginResetModel()
        self.lang = lang
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.codes)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 4

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation == Qt.Horizontal and role in (Qt.DisplayRole, Qt.ToolTipRole):  # a narrow dock cuts them
            title = (self.tr("Product"), self.tr("Code"), self.tr("Cards per box"), self.tr("Owned"))[section]
            return two_lines(title) if role == Qt.DisplayRole and section >= 2 else title
        return None

    def flags(self, index):
        return _EDITABLE_FLAGS if index.column() == self.COUNT else _FLAGS

    def data(self, index, role=Qt.DisplayRole):
        if role not in _ANSWERED or not index.isValid():
            return None
        code = self.codes[index.row()]
        owned = self.collection.products.get(code, 0)
        if role in _VALUE_ROLES:
            value = (product_name(code, self.lang), code, self.catalog.size(code), owned)[index.column()]
            return str(value) if role == _DISPLAY else value
        if role == _TOOLTIP:  # a long product name is cut by a narrow dock
            return product_name(code, self.lang) if index.column() == 0 else None
        if role == KEY_ROLE:
            return code
        if role == _FOREGROUND and not owned:
            return DIM
        if role == _ALIGN and index.column() >= 2:
            return _RIGHT
        return None

    def setData(self, index, value, role=Qt.EditRole) -> bool:
        if role != Qt.EditRole or index.column() != self.COUNT:
            return False
        from spellforge.collection.csv_io import MAX_BOXES

        new = min(MAX_BOXES, max(0, int(value)))  # the limit an import holds, so every export reads back
        code = self.codes[index.row()]
        if new != self.collection.products.get(code, 0):
            self.edit_requested.emit(code, new)
        return True


class CardsModel(QAbstractTableModel):
    """Cards with what the boxes give, the signed singles/losses and the total owned; both of the
    last two are editable (editing the total sets the adjustment that reaches it)."""

    adjustment_requested = Signal(str, int)  # card id, new signed adjustment
    NAME, TYPE, FROM_PRODUCTS, ADJUST, OWNED = range(5)

    def __init__(self, lib, catalog: Catalog, lang: str = "en", parent=None):
        super().__init__(parent)
        self.lib, self.catalog, self.lang = lib, catalog, lang
        self.ids: list[str] = []
        self.collection = Collection()
        self._from_products: dict[str, int] = {}
        self._owned: dict[str, int] = {}

    def set_ids(self, ids: list[str]) -> None:
        self.beginResetModel()
        self.ids = list(ids)
        self.endResetModel()

    def set_collection(self, collection: Collection) -> None:
        self.collection = collection
        self._from_products = collection.from_products(self.catalog)
        self._owned = collection.owned(self.catalog)
        if self.ids:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.ids) - 1, self.OWNED))

    def set_language(self, lang: str) -> None:
        self.beginResetModel()
        self.lang = lang
        self.endResetModel()

    def owned(self, card_id: str) -> int:
        return self._owned.get(card_id, 0)

    def owned_ids(self) -> set[str]:
        return set(self._owned)

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.ids)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else 5

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation == Qt.Horizontal and role == Qt.DisplayRole:
            title = (self.tr("Card"), self.tr("Type"), self.tr("From products"), self.tr("Singles / losses"),
                     self.tr("Owned"))[section]
            return two_lines(title) if section >= 2 else title
        if orientation == Qt.Horizontal and role == Qt.ToolTipRole:
            if section == self.ADJUST:
                return self.tr("Copies bought singly (+) or lost (−), on top of the products")
            return self.headerData(section, orientation, Qt.DisplayRole).replace("\n", " ")  # a narrow dock cuts it
        return None

    def flags(self, index):
        return _EDITABLE_FLAGS if index.column() in (self.ADJUST, self.OWNED) else _FLAGS

    def data(self, index, role=Qt.DisplayRole):
        if role not in _ANSWERED or not index.isValid():
            return None
        cid = self.ids[index.row()]
        col = index.column()
        if role == KEY_ROLE:
            return cid
        if role == _TOOLTIP:  # a long name is cut by a narrow dock
            card = self.lib.card(cid) if col == self.NAME else None
            return card.display_name(self.lang) if card else None
        if role in _VALUE_ROLES:
            if col == self.NAME:
                card = self.lib.card(cid)
                name = card.display_name(self.lang) if card else cid
                return fold(name) if role == RAW_ROLE else name
            if col == self.TYPE:
                card = self.lib.card(cid)
                return card_text.type_label(self.lib, card, self.lang) if card else ""
            value = (self._from_products.get(cid, 0), self.collection.adjustments.get(cid, 0),
                     self._owned.get(cid, 0))[col - self.FROM_PRODUCTS]
            if role == _DISPLAY:
                return (f"{value:+d}" if value else "") if col == self.ADJUST else str(value)
            return value
        if role == _FOREGROUND:
            if col == self.ADJUST and self.collection.adjustments.get(cid, 0) < 0:
                return SHORT
            if not self._owned.get(cid):
                return DIM
        if role == _ALIGN and col >= self.FROM_PRODUCTS:
            return _RIGHT
        return None

    def setData(self, index, value, role=Qt.EditRole) -> bool:
        if role != Qt.EditRole or index.column() not in (self.ADJUST, self.OWNED):
            return False
        cid = self.ids[index.row()]
        base = self._from_products.get(cid, 0)
        new = int(value) if index.column() == self.ADJUST else max(0, int(value)) - base
        new = max(new, -base)  # a loss cannot take more copies than the boxes gave
        from spellforge.collection.csv_io import MAX_OWNED

        new = min(new, MAX_OWNED - base)  # nor a purchase pass the copies an import accepts
        if new != self.collection.adjustments.get(cid, 0):
            self.adjustment_requested.emit(cid, new)
        return True
