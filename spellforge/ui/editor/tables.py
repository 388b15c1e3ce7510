"""The editor's two card tables (the book and its candidates): how each is built (drag and drop,
selection kept across resets, group rows that fold) and how its columns are fitted so Copies,
Name, Type, Cost and Points stay in view at 1366 px in every language."""

from __future__ import annotations

from PySide6.QtCore import QTimer, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QSpinBox, QStyledItemDelegate, QTableView

from spellforge.ui.widgets.viewports import own_viewport

from spellforge.ui.editor.book_model import COLUMNS


class CopiesDelegate(QStyledItemDelegate):
    """The Copies cell's editor: a spin box from 0 to the copy limit."""

    def createEditor(self, parent, option, index):
        from spellforge.domain.spellbook import MAX_COPIES

        spin = QSpinBox(parent)
        spin.setRange(0, MAX_COPIES)
        spin.setFrame(False)
        return spin

    def updateEditorGeometry(self, editor, option, index) -> None:  # noqa: N802 (Qt's name)
        """As wide as the spin box needs (its arrows covered the digit in the 43-48 px column):
        it may reach over the next cell while it is open."""
        rect = option.rect
        editor.setGeometry(rect.x(), rect.y(), max(rect.width(), editor.sizeHint().width()), rect.height())


class BookTables:
    """Mixed into SpellbookEditor, which provides `view`, `cand_view`, `select_card`,
    `_group_clicked` and the `current_card_changed` signal."""

    def _table(self, model, name: str) -> QTableView:
        view = QTableView(self)
        own_viewport(view)  # before drag and drop is set: the view passes it on
        view.setObjectName(name)
        view.setModel(model)
        view.setSelectionBehavior(QAbstractItemView.SelectRows)
        view.setSelectionMode(QAbstractItemView.SingleSelection)
        view.verticalHeader().hide()
        view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        view.setDragDropMode(QAbstractItemView.DragDrop)
        view.setDefaultDropAction(Qt.CopyAction)
        view.setAcceptDrops(True)
        view.setDropIndicatorShown(True)
        view.setWordWrap(False)
        # The Copies cell takes a typed count, or its spin box's +/− (double-click, F2 or a click
        # on the selected cell): one undoable step, 0 removes the card.
        view.setEditTriggers(QAbstractItemView.DoubleClicked | QAbstractItemView.EditKeyPressed
                             | QAbstractItemView.SelectedClicked)
        view.setItemDelegateForColumn(COLUMNS.index("qty"), CopiesDelegate(view))
        header = view.horizontalHeader()
        # The Name column takes the room left by the others and elides (full name in the tooltip),
        # so Copies, Name, Type, Cost and Points fit a 1366 px laptop in every language. Long
        # school lists ("Air 1 / Earth 1 / Fire 1 / Water 1") elide at a fixed width too.
        # The short columns fit their contents, measured by us (_fit_columns) rather than by the
        # header's ResizeToContents, which measures every row of every column after each edit.
        header.setSectionResizeMode(QHeaderView.Fixed)
        header.setSectionResizeMode(COLUMNS.index("name"), QHeaderView.Interactive)
        header.setMinimumSectionSize(self.fontMetrics().horizontalAdvance("888") + 8)
        schools = COLUMNS.index("schools")
        header.setSectionResizeMode(schools, QHeaderView.Interactive)
        header.resizeSection(schools, 110)
        header.setStretchLastSection(False)
        header.setContextMenuPolicy(Qt.CustomContextMenu)
        header.customContextMenuRequested.connect(
            lambda pos, v=view: self.column_menu(v).exec(v.horizontalHeader().mapToGlobal(pos)))
        # Name gets what the others leave, but never less than a readable width: when the view is
        # narrow, the trailing columns (Owned, Schools, Level) scroll, never Copies…Points.
        # After a reset (and once built): every row measured once the event loop turns, however
        # many resets came first; after an edit: only the changed rows, at once.
        fit = QTimer(view, singleShot=True, interval=0)
        # (A hidden table, e.g. a restored book in a tab not yet shown, is measured when its
        # viewport first gets its size: eventFilter starts the same timer.)
        fit.timeout.connect(lambda v=view: v.isVisible() and (self._fit_columns(v), self._fit_name_column(v)))
        model.modelReset.connect(fit.start)
        model.dataChanged.connect(lambda top, bottom, _roles=(), v=view: self._fit_columns(
            v, top.row(), bottom.row(), columns=range(top.column(), bottom.column() + 1)))
        fit.start()
        view.viewport().installEventFilter(self)
        view._fit_timer = fit
        view.setTextElideMode(Qt.ElideRight)
        view.selectionModel().currentRowChanged.connect(
            lambda cur, _prev, m=model: cur.isValid() and m.card_id(cur.row())
            and self.current_card_changed.emit(m.card_id(cur.row())))
        view.clicked.connect(lambda index, m=model: self._group_clicked(m, index))
        view.activated.connect(lambda index, m=model: self._group_clicked(m, index))
        # Every edit resets the model (sorted by type and name); keep the selected card selected.
        kept: dict[str, str | None] = {}
        model.modelAboutToBeReset.connect(
            lambda v=view, m=model: kept.__setitem__("id", m.card_id(v.currentIndex().row())))
        model.modelReset.connect(lambda m=model, z=model.zone: kept.get("id") and self.select_card(kept["id"], z, False))
        return view

    def fit_pending_tables(self) -> None:
        """Fit now what waits for the event loop (the window is being shown: its layout then
        settles before the first frame instead of moving the columns right after it)."""
        for view in (self.view, self.cand_view):
            if view._fit_timer.isActive():
                view._fit_timer.stop()
                view._fit_timer.timeout.emit()

    FITTED = tuple(i for i, c in enumerate(COLUMNS) if c not in ("name", "schools"))

    def _fit_columns(self, view, first: int | None = None, last: int | None = None, grow_only: bool = False,
                     columns=None) -> None:
        """Size the short columns to their contents: every row after a reset, only the changed
        cells after an edit (a column then only grows; the next reset may shrink it again)."""
        header = view.horizontalHeader()
        model = view.model()
        rows = range(first, last + 1) if first is not None else range(model.rowCount())
        grow = grow_only or first is not None
        changed = False
        for col in self.FITTED:
            if view.isColumnHidden(col) or (columns is not None and col not in columns):
                continue
            want = max(header.sectionSizeHint(col), header.minimumSectionSize())
            for row in self._widest_rows(view, rows, col):
                want = max(want, view.sizeHintForIndex(model.index(row, col)).width() + 1)
            if want != header.sectionSize(col) and (want > header.sectionSize(col) or not grow):
                header.resizeSection(col, want)
                changed = True
        if changed and first is not None:
            self._fit_name_column(view)

    def _widest_rows(self, view, rows, column: int) -> list[int]:
        """The rows whose text is widest in `column`: a card row and a (bold) group row. The
        delegate measures only these (text plus the same margins on every row: the column's
        width), not every row (~30 ms for a 60-card book)."""
        if len(rows) <= 2:
            return list(rows)
        model = view.model()
        plain = view.fontMetrics()
        bold_font = view.font()
        bold_font.setBold(True)
        from PySide6.QtGui import QFontMetrics

        bold = QFontMetrics(bold_font)
        best: dict[bool, tuple[int, int]] = {}
        for row in rows:
            group = model.is_group_row(row)
            width = (bold if group else plain).horizontalAdvance(model.display_text(row, column))
            if group not in best or width > best[group][0]:
                best[group] = (width, row)
        return [row for _width, row in best.values()]

    KEY_COLUMNS = ("qty", "name", "type", "cost", "points")  # never behind a scrollbar

    OPTIONAL_COLUMNS = ("owned", "schools", "level")  # hidden, in this order, when the table is too narrow

    def _fit_name_column(self, view) -> None:
        header = view.horizontalHeader()
        name = COLUMNS.index("name")
        readable = self.fontMetrics().horizontalAdvance("M") * 13
        self._hide_what_does_not_fit(view, max(readable, self._names_width(view)))
        others = sum(header.sectionSize(i) for i in range(len(COLUMNS)) if i != name and not view.isColumnHidden(i))
        header.resizeSection(name, max(readable, view.viewport().width() - others))
        # The table is never narrower than Copies…Points with a readable name: a splitter or a
        # wide card list cannot squeeze Cost and Points behind the scrollbar.
        key = sum(header.sectionSize(COLUMNS.index(c)) for c in self.KEY_COLUMNS if c != "name") + readable
        view.setMinimumWidth(key + view.verticalScrollBar().sizeHint().width() + 2 * view.frameWidth() + 2)

    def _names_width(self, view) -> int:
        """The Name column's width with every card name of the table whole (the widest of the
        card rows and the bold group rows), at most 30 em."""
        model = view.model()
        name = COLUMNS.index("name")
        rows = self._widest_rows(view, range(model.rowCount()), name)
        widest = max((view.sizeHintForIndex(model.index(r, name)).width() + 1 for r in rows), default=0)
        return min(widest, self.fontMetrics().horizontalAdvance("M") * 30)

    def _hide_what_does_not_fit(self, view, readable: int) -> None:
        """The table never scrolls sideways: Owned is hidden while there is no collection to
        mark, and Owned, Schools and Level (in that order) when Copies…Points and the names
        (`readable` wide) need the room; the header's menu shows any of them again (column_menu),
        kept then."""
        header = view.horizontalHeader()
        widths = view.__dict__.setdefault("_widths", {})
        for i in range(len(COLUMNS)):
            if not view.isColumnHidden(i):
                widths[i] = header.sectionSize(i)
        chosen = view.__dict__.setdefault("user_columns", set())
        owned = COLUMNS.index("owned")
        hide = {owned} if getattr(view.model(), "ownership", None) is None and owned not in chosen else set()
        shown = [i for i in range(len(COLUMNS)) if i != COLUMNS.index("name") and i not in hide]
        for key in self.OPTIONAL_COLUMNS:
            if readable + sum(widths.get(i, 0) for i in shown) <= view.viewport().width():
                break
            column = COLUMNS.index(key)
            if column in shown and column not in chosen:
                shown.remove(column)
                hide.add(column)
        for key in self.OPTIONAL_COLUMNS:
            column = COLUMNS.index(key)
            if view.isColumnHidden(column) != (column in hide):
                view.setColumnHidden(column, column in hide)
                if column not in hide:
                    self._fit_columns(view, columns=[column])

    def column_menu(self, view):
        """The book table header's menu: show a column hidden to fit (the table may scroll then)."""
        from PySide6.QtWidgets import QMenu

        menu = QMenu(view)
        for key in self.OPTIONAL_COLUMNS:
            column = COLUMNS.index(key)
            action = menu.addAction(view.model().headerData(column, Qt.Horizontal, Qt.DisplayRole))
            action.setCheckable(True)
            action.setChecked(not view.isColumnHidden(column))
            action.toggled.connect(lambda on, c=column: self._choose_column(view, c, on))
        return menu

    def _choose_column(self, view, column: int, on: bool) -> None:
        chosen = view.__dict__.setdefault("user_columns", set())
        (chosen.add if on else chosen.discard)(column)
        view.setColumnHidden(column, not on)
        self._fit_columns(view)
        self._fit_name_column(view)

    def eventFilter(self, obj, event) -> bool:
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Resize:
            for view in (self.view, self.cand_view):
                if obj is view.viewport():
                    view._fit_timer.start()
        return super().eventFilter(obj, event)
