"""The browser's grid of card pictures: a list model of card ids whose DecorationRole is the
picture from a shared ThumbnailProvider (spellforge.ui.cards.image), and the view that lays them
out in as many columns as fit."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QSize, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QListView, QWidget

from spellforge.ui.cards import text as card_text
from spellforge.ui.cards.image import GRID_SIZE, ID_ROLE, MIN_COLUMNS, MIN_GRID_WIDTH, ThumbnailProvider, placeholder

# Plain ints, as in card_model: reading an enum member like Qt.DisplayRole on every call of a
# paint costs more than answering.
_TOOLTIP, _DECORATION = int(Qt.ToolTipRole), int(Qt.DecorationRole)
_NAME_ROLES = frozenset((int(Qt.DisplayRole), _TOOLTIP, int(Qt.AccessibleTextRole)))


class CardGridModel(QAbstractListModel):
    """Card ids as a list model: DisplayRole the name in the card language, DecorationRole the
    picture (placeholder until drawn), ID_ROLE the card id."""

    def __init__(self, lib: Any, provider: ThumbnailProvider, icon_size: QSize = GRID_SIZE, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lib = lib
        self.provider = provider
        self.icon_size = QSize(icon_size)
        self.dpr = 1.0
        self._ids: list[str] = []
        self._row_of: dict[str, int] = {}
        self._placeholder = placeholder(self.icon_size)
        provider.thumbnailReady.connect(self._on_ready)
        provider.picturesChanged.connect(self.refresh)

    def set_card_ids(self, ids: list[str]) -> None:
        self.beginResetModel()
        self._ids = list(ids)
        self._row_of = {cid: i for i, cid in enumerate(self._ids)}
        self.endResetModel()

    def card_ids(self) -> list[str]:
        return list(self._ids)

    def set_icon_size(self, size: QSize) -> None:
        self.beginResetModel()
        self.icon_size = QSize(size)
        self._placeholder = placeholder(self.icon_size)
        self.endResetModel()

    def refresh(self) -> None:
        """Everything again (after a card-language change)."""
        self.beginResetModel()
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._ids)

    def data(self, index: QModelIndex, role: int = Qt.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._ids):
            return None
        cid = self._ids[index.row()]
        if role == ID_ROLE:
            return cid
        if role in _NAME_ROLES:
            card = self.lib.card(cid)
            name = card.display_name(self.provider.lang) if card else cid
            if role == _TOOLTIP and card is not None:
                tip = card_text.effect_tip(self.lib, card, self.provider.lang, self.tr("Summary: {text}"),
                                           self.tr("Printed text (English, from your OCTGN install): {text}"))
                return f"{name}\n{tip}" if tip else name
            return name
        if role == _DECORATION:
            pm = self.provider.pixmap(cid, self.icon_size, self.dpr)
            return pm if pm is not None else self._placeholder
        return None

    def _on_ready(self, card_id: str) -> None:
        row = self._row_of.get(card_id)
        if row is not None:
            idx = self.index(row)
            self.dataChanged.emit(idx, idx, [Qt.DecorationRole])


class CardGridView(QListView):
    """The browser's grid mode: `CardGridView(lib, provider)`, then `set_card_ids(ids)` with the
    library's search result. Emits `currentCardChanged(card_id)` and `cardActivated(card_id)`
    (double-click / Enter). Only visible cells ask for pictures (QListView paints lazily)."""

    currentCardChanged = Signal(str)
    cardActivated = Signal(str)

    def __init__(self, lib: Any, provider: ThumbnailProvider | None = None, icon_size: QSize = GRID_SIZE,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lib = lib
        self.provider = provider or ThumbnailProvider(lib, parent=self)
        self.grid_model = CardGridModel(lib, self.provider, icon_size, self)
        self.grid_model.dpr = self.devicePixelRatioF()
        self.setModel(self.grid_model)
        self.setViewMode(QListView.IconMode)
        self.setResizeMode(QListView.Adjust)
        self.setMovement(QListView.Static)
        self.setUniformItemSizes(True)
        self.setWordWrap(True)
        self.setSpacing(8)
        self.setSelectionMode(QAbstractItemView.ExtendedSelection)
        self._largest = QSize(icon_size)  # pictures shrink from this to fit MIN_COLUMNS in a narrow list
        self._apply_icon_size(icon_size)
        self.selectionModel().currentChanged.connect(self._current_changed)
        self.activated.connect(lambda idx: self.cardActivated.emit(idx.data(ID_ROLE)))

    def _apply_icon_size(self, size: QSize) -> None:
        self.setIconSize(size)
        self.setGridSize(QSize(size.width() + 16, size.height() + 2 * self.fontMetrics().height() + 12))

    def set_card_ids(self, ids: list[str]) -> None:
        self.grid_model.set_card_ids(ids)

    def set_icon_size(self, size: QSize) -> None:
        self._largest = QSize(size)
        self._resize_icons(size)

    def _resize_icons(self, size: QSize) -> None:
        if size != self.grid_model.icon_size:
            self.grid_model.set_icon_size(size)
        self._apply_icon_size(size)

    def fitted_icon_size(self, width: int) -> QSize:
        """The largest picture (up to the chosen size) with which MIN_COLUMNS cells fit `width`:
        at 1366 px the card list is ~400 px wide and 180 px pictures made one column."""
        big = self._largest
        per_cell = width // MIN_COLUMNS - 16 - 2
        w = max(MIN_GRID_WIDTH, min(big.width(), per_cell))
        return QSize(w, round(w * big.height() / big.width()))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        width = self.viewport().width()
        if width > 0:
            size = self.fitted_icon_size(width)
            if size != self.iconSize():
                self._resize_icons(size)

    def set_language(self, lang: str) -> None:
        self.provider.set_language(lang)  # picturesChanged refreshes the model
        self.grid_model.refresh()  # the names, even when the provider's language was already set

    def current_card_id(self) -> str | None:
        idx = self.currentIndex()
        return idx.data(ID_ROLE) if idx.isValid() else None

    def selected_card_ids(self) -> list[str]:
        return [i.data(ID_ROLE) for i in sorted(self.selectedIndexes(), key=lambda i: i.row())]

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self.currentCardChanged.emit(current.data(ID_ROLE))
