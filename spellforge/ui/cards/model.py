"""The card table: a QAbstractTableModel over a list of card ids with a lazy row cache. Filtering
is done by the library (the owner calls `set_ids`); sorting uses raw values, not display text."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QByteArray, QMimeData, QModelIndex, Qt

from spellforge.library.normalize import fold
from spellforge.ui.cards import text as card_text
CARD_IDS_MIME = "application/x-spellforge-card-ids"


def card_ids_mime(ids: list[str], lib, zone: str | None = None) -> QMimeData:
    """Dragged cards: their ids (and the book zone they come from), their names as plain text."""
    mime = QMimeData()
    mime.setData(CARD_IDS_MIME, QByteArray("\n".join(ids).encode()))
    if zone is not None:
        mime.setData(CARD_IDS_MIME + "-zone", QByteArray(zone.encode()))
    mime.setText("\n".join(lib.card(i).name for i in ids if lib.card(i)))
    return mime
RAW_ROLE = Qt.UserRole + 1  # the raw sort value
ID_ROLE = Qt.UserRole + 2  # the card id

COLUMNS = ("name", "english", "type", "schools", "level", "cost", "action", "life", "armor", "points")
POINTS_COLUMN = COLUMNS.index("points")
# Plain ints: the view asks ~6 roles of every painted cell, and reading Qt.DisplayRole (an enum
# attribute) on each call costs more than answering (bench/bench_ui.py).
_DISPLAY, _TOOLTIP, _ALIGN = int(Qt.DisplayRole), int(Qt.ToolTipRole), int(Qt.TextAlignmentRole)
HANDLED_ROLES = frozenset({_DISPLAY, int(ID_ROLE), int(RAW_ROLE), _TOOLTIP, _ALIGN})
ROW_FLAGS = Qt.ItemIsEnabled | Qt.ItemIsSelectable | Qt.ItemIsDragEnabled
RIGHT = int(Qt.AlignRight | Qt.AlignVCenter)


class CardTableModel(QAbstractTableModel):
    def __init__(self, lib, lang: str = "en", parent=None):
        super().__init__(parent)
        self.lib = lib
        self.lang = lang
        self._ids: list[str] = []
        self._rows: dict[str, tuple] = {}
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self._keys: dict[str, tuple] = {}  # raw sort values per card, for the current language
        self._given: list[str] = []  # the ids in the order the search ranked them
        self._price = None  # card -> spell points for the open book's mage (None: no book)
        self._fits = None  # card -> whether that mage may take it at all (None: no book)
        self._headers: list[str] | None = None

    # -- content -------------------------------------------------------------------------------
    def set_ids(self, ids: list[str]) -> None:
        """Show `ids`: in the given (ranked) order until the user sorts by a column."""
        self.beginResetModel()
        self._given = list(ids)
        self._ids = list(ids)
        if self._sort:
            self._sort_ids(*self._sort)
        self.endResetModel()

    def ids(self) -> list[str]:
        return list(self._ids)

    def given_ids(self) -> list[str]:
        """The ids as last set (the search's order, whatever column is sorted)."""
        return self._given

    def card_id(self, row: int) -> str | None:
        return self._ids[row] if 0 <= row < len(self._ids) else None

    def row_of(self, card_id: str) -> int:
        try:
            return self._ids.index(card_id)
        except ValueError:
            return -1

    def set_language(self, lang: str) -> None:
        self.beginResetModel()
        self.lang = lang
        self._rows.clear()
        self._keys.clear()
        if self._sort:
            self._sort_ids(*self._sort)
        self.endResetModel()

    def set_points(self, price, fits=None) -> None:
        """`price(card) -> int | None`: the open book's mage's spell points for a card (None hides
        the prices); `fits(card)`: whether the mage may take it (sorted after those it may)."""
        self._price, self._fits = price, fits
        self._rows.clear()
        self._keys.clear()
        if self._sort and self._sort[0] == POINTS_COLUMN:
            self.sort(*self._sort)
        if self._ids:
            self.dataChanged.emit(self.index(0, POINTS_COLUMN), self.index(len(self._ids) - 1, POINTS_COLUMN))

    def _points(self, card) -> int | None:
        return self._price(card) if self._price is not None and card.schools else None

    def names_changed(self) -> None:
        """The user changed a card name: drop the cached rows and sort keys, keep the order."""
        self._rows.clear()
        self._keys.clear()
        if self._ids:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._ids) - 1, len(COLUMNS) - 1))

    def retranslate(self) -> None:
        self._rows.clear()
        self._headers = None
        self.headerDataChanged.emit(Qt.Horizontal, 0, len(COLUMNS) - 1)
        if self._ids:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._ids) - 1, len(COLUMNS) - 1))

    def _row(self, card_id: str) -> tuple:
        row = self._rows.get(card_id)
        if row is None:
            c = self.lib.card(card_id)
            actions = {"quick": self.tr("Quick"), "full": self.tr("Full")}
            display = (
                c.display_name(self.lang) + card_text.name_mark(c, self.lang),
                c.name,
                card_text.type_label(self.lib, c, self.lang),
                card_text.schools_text(self.lib, c, self.lang),
                str(c.level),
                card_text.cost_text(c),
                actions.get(c.action or "", ""),
                "" if c.life is None else str(c.life),
                "" if c.armor is None else str(c.armor),
                "" if (p := self._points(c)) is None else str(p),
            )
            row = self._rows[card_id] = display
        return row

    def _raw(self, card_id: str) -> tuple:
        raw = self._keys.get(card_id)
        if raw is None:
            c = self.lib.card(card_id)
            raw = self._keys[card_id] = (
                fold(c.display_name(self.lang)), fold(c.name), c.type, tuple(s.school for s in c.schools), c.level,
                c.cost if c.cost is not None else -1, c.action or "", c.life if c.life is not None else -1,
                c.armor if c.armor is not None else -1,
                p if (p := self._points(c)) is not None else 10**6)
        return raw

    def _sort_ids(self, column: int, order) -> None:
        self._ids.sort(key=self._sort_key(column), reverse=order == Qt.DescendingOrder)
        if column == POINTS_COLUMN and self._fits is not None:
            # The cards the mage cannot take (Talos, Warlord Only, 0 points for a Wizard) last, in
            # either order: a sort by points is a search for what to buy with them.
            card, fits = self.lib.card, self._fits
            self._ids.sort(key=lambda card_id: not fits(card(card_id)))  # (stable: the points' order kept)

    def _sort_key(self, column: int):
        raw = self._raw
        return lambda card_id: (raw(card_id)[column], raw(card_id)[0])

    def display_text(self, row: int, column: int) -> str:
        """What the cell shows (data()'s text), without a model index: for measuring."""
        return self._row(self._ids[row])[column] or ""

    # -- Qt model API --------------------------------------------------------------------------
    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._ids)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index, role=Qt.DisplayRole):
        if role not in HANDLED_ROLES:  # most calls (fonts, colours, check states): answer fast
            return None
        row, col = index.row(), index.column()
        if not (0 <= row < len(self._ids)):
            return None
        card_id = self._ids[row]
        if role == _DISPLAY:
            return self._row(card_id)[col]
        if role == ID_ROLE:
            return card_id
        if role == RAW_ROLE:
            return self._raw(card_id)[col]
        if role == _TOOLTIP and col in (2, 3):  # Type and Schools elide in a narrow list
            return self._row(card_id)[col] or None
        if role == _TOOLTIP and col in (0, 1):
            c = self.lib.card(card_id)
            shown, english = self._row(card_id)[0], self._row(card_id)[1]
            # the whole name first: a narrow column elides it (the English one when it is hidden)
            lines = [shown if english == shown else f"{shown} — {english}"]
            if col == 0 and card_text.is_user_name(c, self.lang):
                lines.append(self.tr("✎ Your own name for this card (Edit name… in the card panel changes or resets it)"))
            elif col == 0 and card_text.is_project_name(c, self.lang):
                lines.append(self.tr("* Unofficial translation made by the Spellforge project (not printed in a rulebook)"))
            lines.append(self._effect_tip(c))
            return "\n".join(x for x in lines if x) or None
        if role == _ALIGN and col >= 4:
            return RIGHT
        return None

    def _effect_tip(self, card) -> str:
        return card_text.effect_tip(self.lib, card, self.lang, self.tr("Summary: {text}"),
                                    self.tr("Printed text (English, from your OCTGN install): {text}"))

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if orientation != Qt.Horizontal or role not in (_DISPLAY, _TOOLTIP) or not (0 <= section < len(COLUMNS)):
            return None  # (the tooltip: a narrow column cuts its title, «Оч…»)
        if self._headers is None:  # the header asks ~50 times a repaint: translated once
            self._headers = self.headers()
        return self._headers[section]

    def headers(self) -> list[str]:
        return [self.tr("Name"), self.tr("English"), self.tr("Type"), self.tr("Schools"), self.tr("Level"),
                self.tr("Cost"), self.tr("Action"), self.tr("Life"), self.tr("Armor"), self.tr("Points")]

    def flags(self, index):
        return ROW_FLAGS if index.isValid() else Qt.NoItemFlags

    def sort(self, column: int, order=Qt.AscendingOrder) -> None:
        """Sort by a column's raw values; column -1 goes back to the search's ranking."""
        if column >= len(COLUMNS):
            return
        self._sort = (column, order) if column >= 0 else None
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        old_ids = [(self._ids[i.row()], i.column()) for i in old]
        if column < 0:
            self._ids = list(self._given)
        else:
            self._sort_ids(column, order)
        pos = {cid: r for r, cid in enumerate(self._ids)}
        self.changePersistentIndexList(old, [self.index(pos[cid], col) for cid, col in old_ids])
        self.layoutChanged.emit()

    def mimeTypes(self) -> list[str]:
        return [CARD_IDS_MIME]

    def mimeData(self, indexes) -> QMimeData:
        return card_ids_mime(list(dict.fromkeys(self._ids[i.row()] for i in indexes if i.isValid())), self.lib)
