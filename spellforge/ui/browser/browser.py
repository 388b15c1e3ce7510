"""The card browser: a search box with the query language (library/search/grammar.py), filter
chips, "only cards this book can take", the card table (ranked by the search until a column is
clicked; a Points column for the open book's mage) and a hint that explains a bad query or offers
names when nothing matches. Searching runs in the library (library/search/engine.py)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QItemSelectionModel, QTimer, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QAbstractItemView, QHBoxLayout, QLabel, QLineEdit, QStackedWidget, QTableView, QToolButton, QVBoxLayout,
    QWidget,
)

from spellforge.domain.cards import SPELL_TYPES
from spellforge.library.search.listing import unsearched
from spellforge.rules.book_context import BookContext
from spellforge.ui.cards import text as card_text
from spellforge.ui.cards.model import POINTS_COLUMN, CardTableModel
from spellforge.ui.widgets.flow_layout import FlowLayout
from spellforge.ui.widgets.viewports import own_viewport
from spellforge.ui.widgets.retranslate import Retranslates
from spellforge.ui.browser.search_errors import search_error_text
from spellforge.ui.editor.text_undo import route_undo_to_document

if TYPE_CHECKING:
    from spellforge.library.search.grammar import SearchError

# A keystroke searches at once: a search takes a millisecond or two, and waiting for the event loop
# to turn first would paint the window twice (the line edit, then the list) — bench/bench_ui.py.
# Chip toggles and the book's mage changing are coalesced by a zero timer.
DEBOUNCE_MS = 0
TYPING_PAUSE_MS = 700


class CardBrowser(Retranslates, QWidget):
    card_chosen = Signal(str, bool)  # card id, to candidates
    current_card_changed = Signal(str)
    help_requested = Signal()

    def __init__(self, lib, lang: str = "en", owned_ids=None, provider=None, parent=None):
        super().__init__(parent)
        self.lib = lib
        self.lang = lang
        self.english_column: bool | None = None  # None: shown only when card names are not English
        self.user_columns: set[int] = set()  # shown from the header's menu: never hidden to fit
        self.user_hidden: set[int] = set()  # hidden from the header's menu
        self._owned_ids = owned_ids
        self._engine = None  # the search engine: made by the first search or prepare_search
        self.context: BookContext | None = None  # the open book's mage and element
        self.model = CardTableModel(lib, lang, self)

        self.search = QLineEdit(self)
        self.search.setObjectName("search")
        # our own clear button, shown at once: Qt's fades in over a dozen repaints, on the very
        # keystroke whose list must be painted (bench/bench_ui.py); its icon comes with the
        # search indexes (prepare_search) or the first text typed, not on the window's start
        self.clear_action = self.search.addAction(QIcon(), QLineEdit.TrailingPosition)
        self._clear_icon_given = False
        self.clear_action.triggered.connect(self.search.clear)
        self.clear_action.setVisible(False)
        self.search.installEventFilter(self)
        route_undo_to_document(self.search)  # after Enter added a card, Ctrl+Z removes it
        self.help_button = QToolButton(self)
        self.help_button.setText("?")
        self.help_button.clicked.connect(self.help_requested)
        self.count_label = QLabel(self)
        self.count_label.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        self.grid_button = QToolButton(self)
        self.grid_button.setCheckable(True)
        self.grid_button.setEnabled(provider is not None)
        self.grid_button.toggled.connect(self.show_grid)

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.help_button)
        top.addWidget(self.grid_button)
        top.addWidget(self.count_label)

        self.chips: dict[str, QToolButton] = {}
        chip_row = FlowLayout(spacing=4)  # wraps instead of widening the window in Russian
        for t in SPELL_TYPES:
            chip = QToolButton(self)
            chip.setCheckable(True)
            chip.setAutoRaise(False)
            chip.toggled.connect(self.schedule_refresh)
            self.chips[t] = chip
            chip_row.addWidget(chip)
        self.epic_chip = QToolButton(self)
        self.epic_chip.setCheckable(True)
        self.epic_chip.toggled.connect(self.schedule_refresh)
        chip_row.addWidget(self.epic_chip)
        self.legal_chip = QToolButton(self)
        self.legal_chip.setObjectName("legalChip")
        self.legal_chip.setCheckable(True)
        self.legal_chip.setEnabled(False)
        self.legal_chip.toggled.connect(self.schedule_refresh)
        chip_row.addWidget(self.legal_chip)

        self.view = QTableView(self)
        own_viewport(self.view)  # before drag and drop is set: the view passes it on
        self.view.setObjectName("cardTable")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.ExtendedSelection)
        # no column sorted at first: the search's ranking (exact names first) is the order
        self.view.horizontalHeader().setSortIndicator(-1, Qt.AscendingOrder)
        self.view.horizontalHeader().setSortIndicatorClearable(True)
        self.view.setSortingEnabled(True)
        self.view.setDragEnabled(True)
        from spellforge.ui.cards import menus as card_menus
        card_menus.attach(self.view, lambda cid: card_menus.browser_menu(self, cid))
        self.view.setDragDropMode(QAbstractItemView.DragOnly)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.view.horizontalHeader().setStretchLastSection(False)
        self.view.setWordWrap(False)
        # A list growing past one screen would show the scroll bar, narrow the viewport and repaint
        # the whole table a second time: the bar stays (bench/bench_ui.py).
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOn)
        self.view.doubleClicked.connect(lambda idx: self._choose_row(idx.row(), False))
        self.view.selectionModel().currentRowChanged.connect(self._current_changed)
        self.view.installEventFilter(self)

        self.hint = QLabel(self)
        self.hint.setObjectName("emptyHint")
        self.hint.setWordWrap(True)
        self.hint.setTextFormat(Qt.RichText)
        self.hint.linkActivated.connect(self._hint_link)
        self.hint.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addLayout(chip_row)
        layout.addWidget(self.hint)
        self.provider = provider
        self.grid = None  # the picture grid, built on first use (render engineer's CardGridView)
        self.views = QStackedWidget(self)
        self.views.addWidget(self.view)
        layout.addWidget(self.views, 1)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self.refresh)
        # An error in the term still being typed ("s:", "cost<") is shown after a pause, not at
        # every keystroke: the hint appearing and vanishing would shift and repaint the table.
        self._typing_timer = QTimer(self)
        self._typing_timer.setSingleShot(True)
        self._typing_timer.setInterval(TYPING_PAUSE_MS)
        self._typing_timer.timeout.connect(self._show_typing_errors)
        self._typing_errors: list[SearchError] = []
        self.search.textChanged.connect(lambda _text: self.refresh())
        self.error: SearchError | None = None
        self.errors: list[SearchError] = []
        self.suggestions: list[str] = []
        self.retranslate_ui()
        self.refresh()  # the whole list: no word index needed (prepare_search builds them)
        self.view.horizontalHeader().setResizeContentsPrecision(40)  # measure a sample, not 800 rows
        self.fit_to_contents()
        self._cap_name_columns()
        self.view.setColumnHidden(1, lang == "en")
        self.view.setColumnHidden(POINTS_COLUMN, True)
        self.view.viewport().installEventFilter(self)  # its width changes: fit_columns
        header = self.view.horizontalHeader()
        header.moveSection(header.visualIndex(POINTS_COLUMN), 1)  # the book's price beside the name
        header.setContextMenuPolicy(Qt.CustomContextMenu)
        header.customContextMenuRequested.connect(lambda pos: self.column_menu().exec(header.mapToGlobal(pos)))

    def fit_to_contents(self, sample: int = 40) -> None:
        """What resizeColumnsToContents gives over the first `sample` rows, but the delegate
        measures only the row whose text is widest in each column (one font, no icons: the
        widest text makes the widest cell), not all 40 of every column (~15 ms at start)."""
        view, model = self.view, self.model
        header = view.horizontalHeader()
        metrics = view.fontMetrics()
        rows = range(min(sample, model.rowCount()))
        grid = 1 if view.showGrid() else 0
        self._measured = {}  # kept: a hidden column's width reads 0 (fit_columns would show it so)
        for column in range(model.columnCount()):
            content = 0
            if rows:
                widest = max(rows, key=lambda r: metrics.horizontalAdvance(model.display_text(r, column)))
                content = view.sizeHintForIndex(model.index(widest, column)).width() + grid
            size = max(content, header.sectionSizeFromContents(column).width())  # (the hint of a hidden one is 0)
            self._measured[column] = min(max(size, header.minimumSectionSize()), header.maximumSectionSize())
            header.resizeSection(column, self._measured[column])

    @property
    def engine(self):
        """The search over the library (its grammar and word indexes): made when first needed, not
        by a window's start, whose list has nothing typed (search_listing.unsearched)."""
        if self._engine is None:
            from spellforge.library.search.engine import SearchEngine

            self._engine = SearchEngine(self.lib, owned_ids=self._owned_ids)
        return self._engine

    def prepare_search(self) -> None:
        """The search's word indexes, built once the window is ready (idle time), not on the
        first keystroke; a keystroke before that builds what it needs itself."""
        self._give_clear_icon()
        self.engine.prepare(self.lang)

    def _give_clear_icon(self) -> None:
        if not self._clear_icon_given:  # (asked at every keystroke: a flag, not a QIcon to test)
            from spellforge.ui.widgets.standard_icons import standard_icon

            self.clear_action.setIcon(standard_icon("SP_LineEditClearButton", self))
            self._clear_icon_given = True

    def _cap_name_columns(self) -> None:
        """The widths fit_columns starts from: Name's is what 98 % of names need (the longest
        elide, full name in the tooltip), Type's its widest text (_type_width: never cut)."""
        em = self.fontMetrics().horizontalAdvance("M")
        self._natural = dict(self._measured)  # fit_to_contents
        model, metrics = self.model, self.view.fontMetrics()
        if model.rowCount():
            # The room the names want: 98 % of all names whole (not only the first 40 rows'); the
            # few longest elide, their whole name in the tooltip.
            widths = sorted(metrics.horizontalAdvance(model.display_text(r, 0)) for r in range(model.rowCount()))
            index = model.index(0, 0)
            padding = self.view.sizeHintForIndex(index).width() - metrics.horizontalAdvance(model.display_text(0, 0))
            self._natural[0] = widths[min(len(widths) - 1, len(widths) * 98 // 100)] + padding + 1
            self._natural[2] = max(self._type_width() + padding + 1, self._measured[2])
        for column, cap in ((0, 16 * em), (1, 11 * em), (3, 7 * em)):
            if self.view.columnWidth(column) > cap:
                self.view.setColumnWidth(column, cap)
        self.view.setColumnWidth(2, self._natural[2])

    def _type_width(self) -> int:
        """The widest type text of every card in the library, not only of the rows listed (a search
        may list a «Заклятие (Местность)» later): "Conjuration (Terrain)" is three times as wide as
        "Attack". The labels are few (types and their subtypes): each is measured once."""
        kinds = {(card.type, card.type_variant) for card in self.lib.spells(include_playtest=True)}
        metrics = self.view.fontMetrics()
        return max((metrics.horizontalAdvance(card_text.type_label_of(self.lib, kind, variant, self.lang))
                    for kind, variant in kinds), default=0)

    # Columns hidden, in this order, when the list is too narrow for them and a readable name (the
    # user can show any of them again from the header's menu): the list never scrolls sideways.
    DROP_FOR_NAMES = (1, 8, 7, 6, 5, 3, 4, 2)  # English (automatic), Armor, Life, Action, Cost, Schools, Level, Type

    def fit_columns(self) -> None:
        """The shown columns fit the list's width: Name takes the room left (up to its longest
        text) and elides past it, with the whole name in its tooltip; the book's Points stand
        next to the names. Columns the names need the room of are hidden, least useful first,
        unless the user asked for them (column_menu)."""
        view = self.view
        width = view.viewport().width()
        if width <= 0 or not hasattr(self, "_natural"):
            return
        em = self.fontMetrics().horizontalAdvance("M")
        caps = {1: 11 * em, 3: 12 * em}  # Type: never cut (_type_width)
        shown = {c for c in range(self.model.columnCount()) if c != 0 and self._column_wanted(c)}
        wants = {c: min(caps.get(c, 1 << 20), self._natural.get(c, view.columnWidth(c))) for c in shown}
        name_natural = max(9 * em, min(self._natural[0], 32 * em))

        def room() -> int:
            return width - sum(wants[c] for c in shown)

        for c in self.DROP_FOR_NAMES:
            if room() >= name_natural:
                break
            if c in shown and c not in self.user_columns and not (c == 1 and self.english_column):
                shown.discard(c)
        for c in range(self.model.columnCount()):
            if c:
                view.setColumnHidden(c, c not in shown)
            if c in shown:
                view.setColumnWidth(c, wants[c])
        view.setColumnWidth(0, max(9 * em, room()))

    def _column_wanted(self, column: int) -> bool:
        if column == 1:
            return self.shows_english_column()
        if column == POINTS_COLUMN:
            return self.context is not None
        return column not in self.user_hidden

    def shows_english_column(self) -> bool:
        return self.lang != "en" if self.english_column is None else self.english_column

    def set_english_column(self, on: bool) -> None:
        self.english_column = on
        self.view.setColumnHidden(1, not on)
        self.fit_columns()

    def column_menu(self):
        """The header's right-click menu: the optional English-name column."""
        from PySide6.QtWidgets import QMenu

        menu = QMenu(self)
        action = menu.addAction(self.tr("English names column"))
        action.setCheckable(True)
        action.setChecked(self.shows_english_column())
        action.toggled.connect(self.set_english_column)
        for column in range(2, self.model.columnCount()):
            if column == POINTS_COLUMN:
                continue
            item = menu.addAction(self.model.headerData(column, Qt.Horizontal, Qt.DisplayRole))
            item.setCheckable(True)
            item.setChecked(not self.view.isColumnHidden(column))
            item.toggled.connect(lambda on, c=column: self.show_column(c, on))
        return menu

    def show_column(self, column: int, on: bool) -> None:
        """The user's choice from the header's menu: kept even when the list must scroll for it."""
        (self.user_columns.add if on else self.user_columns.discard)(column)
        (self.user_hidden.discard if on else self.user_hidden.add)(column)
        self.fit_columns()

    # -- language ------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        # The examples first: the box shows ~240 px of the hint at 1366 px, and the keys are what
        # a player cannot guess (the Russian ones were never in view behind the long start).
        self.search.setPlaceholderText(self.tr("s:fire t:creature l<=2 … or a card name in any language"))
        self.search.setToolTip(self.search.placeholderText())  # the hint elides in a narrow box
        self.search.setAccessibleName(self.tr("Card search"))
        self.clear_action.setToolTip(self.tr("Clear the search"))
        self.help_button.setToolTip(self.tr("Search syntax help"))
        self.help_button.setAccessibleName(self.tr("Search syntax help"))
        self.grid_button.setText(self.tr("Pictures"))
        self.grid_button.setToolTip(self.tr("Show the results as a grid of card pictures instead of a table"))
        self.grid_button.setAccessibleName(self.tr("Pictures"))
        self.epic_chip.setText(self.tr("Epic"))
        self.epic_chip.setToolTip(self.tr("Only Epic spells (is:epic)"))
        self.legal_chip.setText(self.tr("Legal for this book"))
        self.legal_chip.setToolTip(self.tr("Only cards the open spellbook's mage can take in its format (legal:book)")
                                   if self.context else self.tr("Open a spellbook and choose its mage to use this filter"))
        self._label_chips()
        self.model.retranslate()
        self._fix_count_width()
        self._update_status()

    def _fix_count_width(self) -> None:
        """The card count keeps one size, the widest it can read in this language: a count
        changing width at each keystroke would lay out and repaint the whole window."""
        metrics = self.count_label.fontMetrics()
        width = max(metrics.horizontalAdvance(self.tr("%n card(s)", "", n)) for n in (1, 2, 5, 21, 22, 25, 8888))
        margins = self.count_label.contentsMargins()
        self.count_label.setFixedSize(width + metrics.averageCharWidth() + margins.left() + margins.right(),
                                      max(self.count_label.sizeHint().height(), metrics.height()))

    def _label_chips(self) -> None:
        from PySide6.QtCore import QLocale

        ui = QLocale().name()[:2] if QLocale().name()[:2] in ("ru", "pl") else "en"
        for t, chip in self.chips.items():
            chip.setText(card_text.term(self.lib, "spell_type", t, self.lang))
            # the search words of the interface's language («тип:атака», not "t:attack" in Russian)
            value = card_text.term(self.lib, "spell_type", t, ui).lower()
            value = f'"{value}"' if " " in value else value
            chip.setToolTip(self.tr("Show only this spell type (t:{type})").format(type=value))


    def set_card_language(self, lang: str) -> None:
        current = self.current_card_id()
        self.lang = lang
        self.engine.prepare(lang)
        self.model.set_language(lang)
        if self.grid is not None:
            self.grid.set_language(lang)
        self.view.setColumnHidden(1, not self.shows_english_column())
        self.fit_to_contents()
        self._cap_name_columns()
        self.fit_columns()
        self._label_chips()
        self.refresh()
        if current:
            self.select_card(current)

    # -- filtering -----------------------------------------------------------------------------
    def chip_query(self) -> str:
        """The filter chips as query text (ANDed with what is typed)."""
        parts = []
        types = [t.lower() for t, chip in self.chips.items() if chip.isChecked()]
        if types:
            parts.append("t:" + ",".join(types))
        if self.epic_chip.isChecked():
            parts.append("is:epic")
        if self.legal_chip.isChecked() and self.context is not None:
            parts.append("legal:book")
        return " ".join(parts)

    def effective_query(self) -> str:
        typed, chips = self.search.text().strip(), self.chip_query()
        return f"({typed}) {chips}" if typed and chips else typed or chips

    def set_book_context(self, mage, element: str | None = None) -> None:
        """The open book's mage (None: no book, or no mage chosen): prices the Points column and
        enables "Legal for this book" (legal:book)."""
        context = BookContext(mage, element) if mage is not None else None
        if context == self.context:
            return
        filtered = self.effective_query()  # what the list shows depends on the book only through a query
        self.context = context
        self.legal_chip.setEnabled(context is not None)
        if context is None:
            self.model.set_points(None)
        else:
            from spellforge.rules.cost_table import cost_table

            table = cost_table(mage, element)
            from spellforge.rules.card_fit import card_fits

            self.model.set_points(lambda card: table.cost(card).points,
                                  fits=lambda card: card_fits(card, mage, element))
        self.view.setColumnHidden(POINTS_COLUMN, context is None)
        self.fit_columns()
        self.retranslate_ui()
        if filtered or self.effective_query():  # (nothing typed, no chip: the list stays the same)
            self.schedule_refresh()

    def schedule_refresh(self, *_args) -> None:
        self._timer.start()

    def refresh_if_scheduled(self) -> None:
        if self._timer.isActive():
            self.refresh()

    def refresh(self) -> None:
        self._timer.stop()
        if self.search.text():
            self._give_clear_icon()
        self.clear_action.setVisible(bool(self.search.text()))
        text, chips = self.search.text(), self.chip_query()
        if self._engine is None and not text.strip() and not chips:  # a start: the whole list
            ids, errors, suggestions = unsearched(self.lib.spells(include_playtest=True), self.lang), [], []
        else:
            result = self.engine.run(text, self.lang, self.context, extra=chips)
            ids, errors, suggestions = result.ids, result.errors, result.suggestions
        typing = [e for e in errors if _at_end(e, text)]
        self.errors = [e for e in errors if e not in typing]
        self.error = errors[0] if errors else None
        self._typing_errors = typing
        if typing:
            self._typing_timer.start()
        else:
            self._typing_timer.stop()
        self.suggestions = suggestions
        if ids != self.model.given_ids():  # the same list (one more letter of a long word): no repaint
            self.model.set_ids(ids)
            # lay the rows out now: left to the view's zero timer, the viewport would paint once
            # for the new rows and again for the new scroll range (bench/bench_ui.py)
            self.view.executeDelayedItemsLayout()
        if self.grid is not None and self.views.currentWidget() is self.grid:
            self.grid.set_card_ids(self.model.ids())
        if ids:
            self._select_best(ids[0])
        else:
            self.current_card_changed.emit("")  # the card panel clears: nothing is listed
        self._update_status()

    def set_provider(self, provider) -> None:
        """Card pictures became available (they are set up just after the window shows)."""
        self.provider = provider
        self.grid_button.setEnabled(provider is not None)

    def show_grid(self, on: bool) -> None:
        if on and self.grid is None and self.provider is not None:
            from spellforge.ui.cards.grid import CardGridView

            self.grid = CardGridView(self.lib, self.provider, parent=self)
            self.grid.setObjectName("cardGrid")
            self.grid.cardActivated.connect(lambda cid: self.card_chosen.emit(cid, False))
            self.grid.currentCardChanged.connect(self.current_card_changed)
            self.views.addWidget(self.grid)
        if on and self.grid is not None:
            self.grid.set_card_ids(self.model.ids())
            self.views.setCurrentWidget(self.grid)
        else:
            self.views.setCurrentWidget(self.view)

    def _select_best(self, best: str) -> None:
        """Select the best-ranked card (Enter adds it), wherever a column sort put it."""
        row = max(0, self.model.row_of(best))
        self.view.selectionModel().setCurrentIndex(
            self.model.index(row, 0), QItemSelectionModel.ClearAndSelect | QItemSelectionModel.Rows)
        self.view.scrollTo(self.model.index(row, 0))

    def _update_status(self) -> None:
        n = self.model.rowCount()
        self.count_label.setText(self.tr("%n card(s)", "", n))
        lines = [escape(self.error_text(e)) for e in self.errors[:3]]
        if n == 0:
            if self.suggestions:
                links = ", ".join(f"<a href='{escape(name, quote=True)}'>{escape(name)}</a>" for name in self.suggestions)
                lines.append(self.tr("No cards — did you mean {names}?").format(names=links))
            else:
                lines.append(escape(self.tr("No card matches “{query}”. Remove a filter chip or a condition, check the "
                                            "spelling, or press ? for the search syntax.").format(query=self.effective_query())))
        self.hint.setText("<br>".join(lines))
        self.hint.setVisible(bool(lines))

    def _show_typing_errors(self) -> None:
        if self._typing_errors:
            self.errors = self.errors + self._typing_errors
            self._typing_errors = []
            self._update_status()

    def _hint_link(self, name: str) -> None:
        self.search.setText(name)
        self.refresh()

    def error_text(self, e: SearchError) -> str:
        text = search_error_text(e)
        if self.model.rowCount():
            text += " " + self.tr("That part is ignored.")
        return text

    # -- selection and adding ------------------------------------------------------------------
    def current_card_id(self) -> str | None:
        if self.grid is not None and self.views.currentWidget() is self.grid:
            return self.grid.current_card_id()
        idx = self.view.currentIndex()
        return self.model.card_id(idx.row()) if idx.isValid() else None

    def select_card(self, card_id: str) -> None:
        row = self.model.row_of(card_id)
        if row >= 0:
            self.view.selectionModel().setCurrentIndex(
                self.model.index(row, 0), QItemSelectionModel.ClearAndSelect | QItemSelectionModel.Rows)

    def _current_changed(self, current, _previous) -> None:
        cid = self.model.card_id(current.row()) if current.isValid() else None
        if cid:
            self.current_card_changed.emit(cid)

    def _choose_row(self, row: int, candidates: bool) -> None:
        cid = self.model.card_id(row)
        if cid:
            self.card_chosen.emit(cid, candidates)

    def choose_current(self, candidates: bool = False) -> None:
        if self._timer.isActive():
            self.refresh()
        if self.grid is not None and self.views.currentWidget() is self.grid:
            cid = self.grid.current_card_id()
            if cid:
                self.card_chosen.emit(cid, candidates)
            return
        idx = self.view.currentIndex()
        if idx.isValid():
            self._choose_row(idx.row(), candidates)

    def focus_search(self) -> None:
        self.search.setFocus(Qt.ShortcutFocusReason)
        self.search.selectAll()

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Resize and obj is self.view.viewport():
            if event.size().width() != event.oldSize().width():  # the hint showing only changes the height
                self.fit_columns()
            return False
        if event.type() == QEvent.KeyPress:
            key = event.key()
            if key in (Qt.Key_Return, Qt.Key_Enter):
                self.choose_current(bool(event.modifiers() & Qt.ShiftModifier))
                return True
            if obj is self.search and key in (Qt.Key_Down, Qt.Key_PageDown):
                self.view.setFocus()
                return True
        return super().eventFilter(obj, event)


def _at_end(e: SearchError, text: str) -> bool:
    """The error is in the last thing typed, with no space after it yet (still being typed)."""
    return not text.endswith((" ", ")")) and e.pos + len(e.term) >= len(text.rstrip())
