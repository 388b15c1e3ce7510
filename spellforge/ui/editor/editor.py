"""The spellbook editor: mage and element, the always-visible meter, the book and candidates
tables, the problems panel (click selects the card), charts, notes and tags. It only edits a
BookDocument; costs and legality come from spellforge.rules."""

from __future__ import annotations

import html

from PySide6.QtCore import QItemSelectionModel, QSignalBlocker, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem,
    QPlainTextEdit, QPushButton, QScrollArea, QSplitter, QTabWidget, QVBoxLayout, QWidget,
)

from spellforge.domain.cards import ELEMENTS
from spellforge.rules.elements import ElementReport, element_report
from spellforge.ui.cards import text as card_text
from spellforge.ui.editor.document import BookDocument
from spellforge.ui.editor.book_model import BookTableModel
from spellforge.ui.widgets.standard_icons import standard_icon
from spellforge.ui.cards.model import ID_ROLE
from spellforge.ui.editor.charts import EditorCharts
from spellforge.ui.editor.tables import BookTables
from spellforge.ui.widgets.retranslate import Retranslates


LINE_ROLE = Qt.UserRole + 60  # a problem's input line (an imported line no card matched)
NOTES_IDLE_MS = 800  # one undo step per pause in typing, not per keystroke


def _set_style(widget: QWidget, css: str) -> None:
    """Set a style sheet only when it changes: each call re-polishes the widget and lays out and
    repaints the whole editor, after every edit."""
    if widget.styleSheet() != css:
        widget.setStyleSheet(css)


class SpellbookEditor(Retranslates, BookTables, EditorCharts, QWidget):
    current_card_changed = Signal(str)
    title_changed = Signal()

    def __init__(self, doc: BookDocument, card_lang: str = "en", parent=None, provider=None, build: bool = True):
        """`build` False: the widgets are made when the editor is first shown (or a widget of it
        is asked for) — the books of a restored session behind other tabs cost nothing at start."""
        super().__init__(parent)
        self.doc, self.lib, self.card_lang = doc, doc.lib, card_lang
        self._built = False
        self._provider = provider
        self.hover = None
        doc.changed.connect(self._doc_changed)
        if build:
            self._build()

    def _build(self) -> None:
        if self._built:
            return
        self._built = True
        doc, card_lang = self.doc, self.card_lang
        self.name_edit = QLineEdit(self)
        self.name_edit.editingFinished.connect(lambda: self.doc.set_field("name", self.name_edit.text().strip()))
        self.mage_combo = QComboBox(self)
        self.mage_combo.activated.connect(self._mage_chosen)
        self.element_label = QLabel(self)
        self.element_combo = QComboBox(self)
        self.element_combo.activated.connect(self._element_chosen)
        # Which element prices the book and why; a cheaper element offered as one click.
        self.element_note = QLabel(self)
        self.element_note.setObjectName("elementNote")
        self.element_note.setWordWrap(True)
        self.element_switch = QPushButton(self)
        self.element_switch.setObjectName("elementSwitch")
        self.element_switch.clicked.connect(self._switch_element)
        self._cheaper: str | None = None
        self.book_filter: tuple[str, str] | None = None
        self.meter = QLabel(self)
        self.meter.setObjectName("meter")
        font = self.meter.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.meter.setFont(font)
        self.meter.setMinimumWidth(self.meter.fontMetrics().horizontalAdvance("888 / 888") + 8)
        self.meter.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
        self.count_label = QLabel(self)  # "59 cards", as on the printout
        self.count_label.setObjectName("cardCount")
        self.legal_label = QLabel(self)
        self.legal_label.setObjectName("legality")
        self.mage_label, self.name_label = QLabel(self), QLabel(self)
        self.mage_label.setBuddy(self.mage_combo)
        self.name_label.setBuddy(self.name_edit)

        head = QHBoxLayout()
        head.addWidget(self.name_label)
        head.addWidget(self.name_edit, 1)
        head.addWidget(self.count_label)
        head.addWidget(self.meter)
        second = QHBoxLayout()
        second.addWidget(self.mage_label)
        second.addWidget(self.mage_combo, 1)
        second.addWidget(self.element_label)
        second.addWidget(self.element_combo)
        second.addStretch(1)
        second.addWidget(self.legal_label)
        third = QHBoxLayout()
        third.addWidget(self.element_note, 1)
        third.addWidget(self.element_switch)

        self.model = BookTableModel(doc, "book", card_lang, self)
        self.view = self._table(self.model, "bookTable")
        self.cand_model = BookTableModel(doc, "candidates", card_lang, self)
        self.cand_view = self._table(self.cand_model, "candidatesTable")
        from spellforge.ui.cards import menus as card_menus
        card_menus.attach(self.view, lambda cid: card_menus.book_menu(self, "book", cid))
        card_menus.attach(self.cand_view, lambda cid: card_menus.book_menu(self, "candidates", cid))
        self.filter_bar = QLabel(self)  # "Showing only Fire — show all": a chart or menu filter is on
        self.filter_bar.setObjectName("bookFilter")
        self.filter_bar.setTextFormat(Qt.RichText)
        self.filter_bar.linkActivated.connect(lambda _l: self.clear_book_filter())
        self.filter_bar.hide()

        self.problems = QListWidget(self)
        self.problems.setObjectName("problems")
        self.problems.setWordWrap(True)  # long messages wrap instead of running off the side
        self.problems.setResizeMode(QListWidget.Adjust)
        self.problems.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.problems.setContextMenuPolicy(Qt.CustomContextMenu)
        self.problems.customContextMenuRequested.connect(self._problem_menu)
        self.problems.itemClicked.connect(self._problem_clicked)
        self.problems.itemActivated.connect(self._problem_clicked)

        # The charts are built the first time they are seen (their tab, or beside a wide book):
        # most restored books never show them (~15 ms each, and the charts module's import).
        self._charts = None
        self.charts_page = QScrollArea(self)
        self.charts_page.setWidgetResizable(True)
        self.notes = QPlainTextEdit(self)
        self.tags = QLineEdit(self)
        self.tags.editingFinished.connect(self._tags_edited)
        self._notes_timer = QTimer(self, singleShot=True, interval=NOTES_IDLE_MS)
        self._notes_timer.timeout.connect(self._commit_notes)
        self.notes.textChanged.connect(self._notes_timer.start)
        notes_page = self.notes_page = QWidget(self)
        self.tags_label, self.notes_label = QLabel(notes_page), QLabel(notes_page)
        form = QFormLayout(notes_page)
        form.addRow(self.tags_label, self.tags)
        form.addRow(self.notes_label, self.notes)

        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("editorTabs")
        self.tabs.tabBar().setElideMode(Qt.ElideNone)  # tab names are never cut…
        self.tabs.setUsesScrollButtons(False)  # …nor scrolled out of view
        self.tabs.addTab(self.problems, "")
        self.tabs.addTab(self.cand_view, "")
        self.tabs.addTab(self.charts_page, "")
        self.tabs.addTab(notes_page, "")
        for page in (self.problems, self.cand_view, self.charts_page, notes_page):
            page.setMinimumHeight(24)  # the pane may be as short as its problems (a list's own minimum is 70 px)
        self.tabs.currentChanged.connect(lambda _i: (self._refresh_charts(), self._fit_problems_pane()))

        book_box = QWidget(self)
        book_layout = QVBoxLayout(book_box)
        book_layout.setContentsMargins(0, 0, 0, 0)
        book_layout.addWidget(self.filter_bar)
        book_layout.addWidget(self.view, 1)
        split = QSplitter(Qt.Vertical, self)
        split.addWidget(book_box)
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        self.lower_split, self._lower_sizes = split, None
        self.problems_collapsed = False
        # Wide window: the charts sit beside the book (one column) instead of in a tab.
        self.side_split = QSplitter(Qt.Horizontal, self)
        self.side_split.setObjectName("editorSideSplit")
        self.side_split.addWidget(split)
        self.side_split.setChildrenCollapsible(False)
        self.charts_beside = False
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addLayout(second)
        layout.addLayout(third)
        layout.addWidget(self.side_split, 1)

        self.set_provider(self._provider)
        self.retranslate_ui(initial=True)

    def setVisible(self, visible: bool) -> None:  # noqa: N802 (Qt's name)
        if visible and not self._built:  # before it shows: its children show with it
            self._build()
        super().setVisible(visible)

    def __getattr__(self, name: str):
        """A widget of an editor not built yet (a restored book behind another tab): build it."""
        if name.startswith("__") or self.__dict__.get("_built", True):
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        self._build()
        return getattr(self, name)

    @property
    def built(self) -> bool:
        return self._built

    def _doc_changed(self) -> None:
        if self._built:
            self.refresh()

    def set_provider(self, provider) -> None:
        """The card picture under the mouse (render engineer's widget), once there are pictures."""
        self._provider = self._provider or provider
        if provider is None or self.hover is not None or not self._built:
            return
        from spellforge.ui.cards.image import HoverPreview

        self.hover = HoverPreview(self.lib, provider, parent=self)
        self.hover.attach(self.view)
        self.hover.attach(self.cand_view)

    # -- language ------------------------------------------------------------------------------

    def retranslate_ui(self, initial: bool = False) -> None:
        """`initial`: from the constructor, where the tables were just filled: they are filled
        again only when the book must be revalidated in the window's language."""
        if not self._built:  # built later, in the language of that moment
            return
        self.name_label.setText(self.tr("&Book:"))
        self.mage_label.setText(self.tr("&Mage:"))
        self.element_label.setText(self.tr("Element:"))
        self.name_edit.setAccessibleName(self.tr("Spellbook name"))
        self.mage_combo.setAccessibleName(self.tr("Mage"))
        self.element_combo.setAccessibleName(self.tr("The Wizard's element"))
        self.meter.setToolTip(self.tr("Spell points used / the mage's spellbook points"))
        self.tags_label.setText(self.tr("Tags:"))
        self.notes_label.setText(self.tr("Notes:"))
        self.tags.setPlaceholderText(self.tr("comma-separated, e.g. tournament, fire"))
        tab = self.tabs.indexOf
        self.tabs.setTabText(tab(self.cand_view), self.tr("Candidates"))
        self.tabs.setTabToolTip(tab(self.cand_view), self.tr("Cards you are considering: they do not count toward the points"))
        if tab(self.charts_page) >= 0:
            self.tabs.setTabText(tab(self.charts_page), self.tr("Charts"))
        self.tabs.setTabText(tab(self.notes_page), self.tr("Notes"))
        self.tabs.setTabToolTip(tab(self.notes_page), self.tr("Notes and tags"))
        self.view.setAccessibleName(self.tr("Spellbook cards"))
        self.cand_view.setAccessibleName(self.tr("Candidate cards"))
        self.problems.setAccessibleName(self.tr("Problems"))
        self._fill_mages()
        if not initial or self.doc.lang != self._ui_lang():
            self.doc.revalidate(self._ui_lang())
            self.model.reload()
            self.cand_model.reload()
        self.refresh()

    def _ui_lang(self) -> str:
        from PySide6.QtCore import QLocale

        code = QLocale().name().split("_")[0]
        return code if code in ("en", "ru", "pl") else "en"

    def set_card_language(self, lang: str) -> None:
        self.card_lang = lang
        if not self._built:
            return
        self.model.set_card_language(lang)
        self.cand_model.set_card_language(lang)
        self._fill_mages()
        self.refresh()

    def refresh_ownership(self) -> None:
        """The collection changed (boxes, singles, assembled books): redo the Owned marks."""
        if not self._built:
            return
        self.model.refresh_ownership()
        self.cand_model.refresh_ownership()

    def refresh_names(self) -> None:
        """A card name changed (the user's own names): redraw every name."""
        if not self._built:
            return
        self.model.reload()
        self.cand_model.reload()

    # -- mage ----------------------------------------------------------------------------------
    def _fill_mages(self) -> None:
        with QSignalBlocker(self.mage_combo):
            self.mage_combo.clear()
            self.mage_combo.addItem(self.tr("— choose a mage —"), None)
            for m in sorted(self.lib.mages(), key=lambda m: m.display_name(self.card_lang).casefold()):
                self.mage_combo.addItem(m.display_name(self.card_lang), m.name)
        with QSignalBlocker(self.element_combo):
            self.element_combo.clear()
            self.element_combo.addItem(self.tr("— not chosen —"), None)
            for e in ELEMENTS:
                self.element_combo.addItem(card_text.school_label(self.lib, e, self.card_lang), e)

    def _mage_chosen(self, index: int) -> None:
        name = self.mage_combo.itemData(index)
        self.doc.set_field("mage", name)

    def _element_chosen(self, index: int) -> None:
        self.doc.set_field("element", self.element_combo.itemData(index))

    def choose_mage(self, name: str) -> None:
        index = self.mage_combo.findData(name)
        if index >= 0:
            self.mage_combo.setCurrentIndex(index)
            self._mage_chosen(index)

    # -- refresh -------------------------------------------------------------------------------
    def refresh(self) -> None:
        book, report = self.doc.book, self.doc.report
        with QSignalBlocker(self.name_edit):
            if self.name_edit.text() != book.name:
                self.name_edit.setText(book.name)
        with QSignalBlocker(self.mage_combo):
            self.mage_combo.setCurrentIndex(max(0, self.mage_combo.findData(book.mage)))
        mage = self.doc.mage
        show_element = bool(mage and mage.element_choice)
        self.element_combo.setVisible(show_element)
        self.element_label.setVisible(show_element)
        if show_element:
            with QSignalBlocker(self.element_combo):
                self.element_combo.setCurrentIndex(max(0, self.element_combo.findData(book.element)))
        self._refresh_element(mage if show_element else None)
        with QSignalBlocker(self.tags):
            if not self.tags.hasFocus() and self.tags.text() != ", ".join(book.tags):
                self.tags.setText(", ".join(book.tags))
        with QSignalBlocker(self.notes):
            if self.notes.toPlainText() != book.notes and not self._notes_timer.isActive():
                self.notes.setPlainText(book.notes)

        cards = sum(e.qty for e in book.entries)
        self.count_label.setText(self.tr("%n card(s)", "", cards))
        over = report is not None and bool(report.points_max) and report.points_used > report.points_max
        self._paint_meter(over)
        if report is None:
            self.meter.setText(f"— / {mage.spell_points if mage else '—'}")
            self.legal_label.setText(self.tr("Costs unavailable"))
        else:
            self.meter.setText(f"{report.points_used} / {report.points_max or '—'}")
            n = len(report.problems)
            if report.legal:
                self.legal_label.setText("✔ " + self.tr("Legal"))
                _set_style(self.legal_label, "color: palette(text); font-weight: bold;")
            else:
                self.legal_label.setText("✖ " + self.tr("%n problem(s)", "", n))
                from spellforge.ui.widgets.charts import is_dark

                red = "#ff6b5b" if is_dark(self.palette()) else "#c0392b"  # the ✖ and the words say it too
                _set_style(self.legal_label, f"color: {red}; font-weight: bold;")
            listed = ([(p.message, p.card_id) for p in report.problems], [(w.message, w.card_id) for w in report.warnings])
            lines = {p.message: p.params.get("line") for p in report.problems if p.code == "unresolved_line"}
            if listed != getattr(self, "_listed", None):  # an edit that changes no problem leaves the list be
                self._listed = listed
                self.problems.clear()
                # Warnings keep the book legal but must not be silent (a named printing that differs,
                # a mage card that disagrees with the Stats card): listed under the problems.
                for icon_name, entries in (("SP_MessageBoxWarning", listed[0]), ("SP_MessageBoxInformation", listed[1])):
                    icon = standard_icon(icon_name, self) if entries else None
                    for message, card_id in entries:
                        item = QListWidgetItem(icon, message)
                        item.setData(ID_ROLE, card_id)
                        item.setData(LINE_ROLE, lines.get(message))  # an input line no card matched
                        self.problems.addItem(item)
            text = self.tr("Problems (%n)", "", n)
            if report.warnings:  # listed in the tab too: "Problems (0)" alone would hide them
                text += f" · ℹ {len(report.warnings)}"
            if self.tabs.tabText(0) != text:
                self.tabs.setTabText(0, text)
        self._fit_problems_pane()
        self.meter.setAccessibleName(self.tr("Spell points: {used} of {max}").format(
            used=report.points_used if report else "—", max=report.points_max if report else "—"))
        self._refresh_charts()
        self.title_changed.emit()

    def _fit_problems_pane(self) -> None:
        """An empty Problems tab folds to its tab bar: the book gets the room (a 59-card book
        shows 24 rows and more at 1366×768); a few problems get the height they need (two took
        205 px and left 16 of 59 rows); another tab chosen opens the pane to two fifths."""
        on_problems = self.tabs.currentWidget() is self.problems
        collapse = on_problems and self.problems.count() == 0
        fitted = (on_problems, self.problems.count())
        if collapse == self.problems_collapsed and fitted == getattr(self, "_fitted_for", None):
            return  # (a size the user dragged the split to stays until the problems change)
        self._fitted_for = fitted
        changed, self.problems_collapsed = collapse != self.problems_collapsed, collapse
        bar = self.tabs.tabBar().sizeHint().height()
        if collapse:
            self._lower_sizes = self.lower_split.sizes()
            self.tabs.setFixedHeight(bar + 2)
            return
        if changed:
            self.tabs.setMinimumHeight(0)
            self.tabs.setMaximumHeight(16777215)  # QWIDGETSIZE_MAX
        total = sum(self.lower_split.sizes())
        lower = total - total * 3 // 5
        if on_problems:
            rows = sum(max(self.problems.sizeHintForRow(r), 0) for r in range(self.problems.count()))
            lower = min(lower, bar + rows + 2 * self.problems.frameWidth() + 12)
        self.lower_split.setSizes([total - lower, lower])

    # -- filtering the book (a menu entry or a chart bar) ----------------------------------------
    def filter_book(self, label: str, kind: str, value: str) -> None:
        """Show only the book's cards of one school, type, level or mana-cost bucket."""
        from spellforge.ui.widgets.charts import cost_bucket

        keep = {
            "type": lambda card, v=value: card.type == v,
            "school": lambda card, v=value: any(s.school == v for s in card.schools),
            "level": lambda card, v=value: card.level == v,
            "cost": lambda card, v=value: cost_bucket(card) == v,
        }[kind]
        self.book_filter = (kind, value)
        self.model.set_card_filter(label, keep)
        self.filter_bar.setText(self.tr("Showing only: {what}").format(what=html.escape(label)) + " — <a href='all'>"
                                + self.tr("show all") + "</a>")
        self.filter_bar.show()

    def clear_book_filter(self) -> None:
        self.book_filter = None
        self.model.set_card_filter(None)
        self.filter_bar.hide()

    def _paint_meter(self, over: bool) -> None:
        """Over budget the meter turns red (and the problems list says it in words too)."""
        if over:
            from spellforge.ui.widgets.charts import is_dark

            red = "#ff6b5b" if is_dark(self.palette()) else "#c0392b"
            _set_style(self.meter, f"color: {red};")
            self.meter.setProperty("overBudget", True)
        else:
            _set_style(self.meter, "")
            self.meter.setProperty("overBudget", False)

    def _group_clicked(self, model, index) -> None:
        kind = model.group_of(index.row())
        if kind is not None:
            model.toggle_group(kind)
            row = next((r for r in range(model.rowCount()) if model.group_of(r) == kind), -1)
            view = self.view if model is self.model else self.cand_view
            if row >= 0:
                view.setCurrentIndex(model.index(row, index.column()))

    def _refresh_element(self, mage) -> None:
        """'Priced as Air because the book names no element' and 'Fire Wizard: 112 instead of
        120 — switch' (the rules engine's cheaper_element suggestion)."""
        self._cheaper = None
        report = self.doc.report
        if mage is not None and report is not None and report.mage == mage.name:
            # what validate priced (the meter's figures, in the same printing mode): not again
            info = ElementReport(report.element, report.element_source, report.points_used, report.suggestions)
        else:
            info = element_report(self.lib, self.doc.book, mage) if mage is not None else None
        if info is None or info.element is None:
            self.element_note.hide()
            self.element_switch.hide()
            return
        element = card_text.school_label(self.lib, info.element, self.card_lang)
        if info.element_source == "default":
            text = self.tr("Priced as {element} because the book names no element: choose one.").format(
                element=element)
        else:
            text = self.tr("Priced as {element}, the element this book names.").format(element=element)
        self.element_note.setText(text)
        _set_style(self.element_note, "font-weight: bold;" if info.element_source == "default" else "")
        self.element_note.show()
        best = info.suggestions[0] if info.suggestions else None
        if best is None:
            self.element_switch.hide()
            return
        self._cheaper = best.element
        self.element_switch.setText(self.tr("{element} {mage}: {points} instead of {used} — switch").format(
            element=card_text.school_label(self.lib, best.element, self.card_lang),
            mage=mage.display_name(self.card_lang), points=best.points_used, used=info.points_used))
        self.element_switch.setToolTip(self.tr("Price the book with this element (one undoable step)"))
        self.element_switch.show()

    def _switch_element(self) -> None:
        if self._cheaper:
            self.doc.set_field("element", self._cheaper)

    def title(self) -> str:
        name = self.doc.book.name or self.tr("Untitled spellbook")
        return f"* {name}" if self.doc.unsaved else name

    # -- notes and tags ------------------------------------------------------------------------
    def _commit_notes(self) -> None:
        self.doc.set_field("notes", self.notes.toPlainText())

    def _tags_edited(self) -> None:
        tags = [t.strip() for t in self.tags.text().split(",") if t.strip()]
        self.doc.set_field("tags", list(dict.fromkeys(tags)))

    def flush_pending(self) -> None:
        if self._built and self._notes_timer.isActive():
            self._notes_timer.stop()
            self._commit_notes()

    # -- card actions (the main window's actions call these) -----------------------------------
    def active_zone(self) -> str:
        return "candidates" if self.cand_view.hasFocus() else "book"

    def selected_card(self, zone: str | None = None) -> str | None:
        zone = zone or self.active_zone()
        view, model = (self.cand_view, self.cand_model) if zone == "candidates" else (self.view, self.model)
        idx = view.currentIndex()
        return model.card_id(idx.row()) if idx.isValid() else None

    def select_card(self, card_id: str, zone: str = "book", show_zone: bool = True) -> None:
        view, model = (self.cand_view, self.cand_model) if zone == "candidates" else (self.view, self.model)
        row = model.row_of(card_id)
        card = self.lib.card(card_id)
        if row < 0 and card is not None and card.type in model.collapsed and self.doc.qty(zone, card_id):
            model.toggle_group(card.type, collapse=False)  # show a folded card that is asked for
            row = model.row_of(card_id)
        if row >= 0:
            if zone == "candidates" and show_zone:
                self.tabs.setCurrentWidget(self.cand_view)
            view.selectionModel().setCurrentIndex(model.index(row, 0),
                                                  QItemSelectionModel.ClearAndSelect | QItemSelectionModel.Rows)
            view.scrollTo(model.index(row, 0))

    def add_card(self, card_id: str, candidates: bool = False) -> None:
        zone = "candidates" if candidates else "book"
        self.doc.change_qty(zone, card_id, +1)
        self.select_card(card_id, zone)

    def _no_card_selected(self) -> None:
        """A command of the selected card with none selected says so (it did nothing, silently)."""
        bar = self.window().statusBar() if hasattr(self.window(), "statusBar") else None
        if bar is not None:
            bar.showMessage(self.tr("Select a card of the spellbook first"), 4000)

    def change_selected(self, delta: int) -> None:
        zone = self.active_zone()
        cid = self.selected_card(zone)
        if cid:
            self.doc.change_qty(zone, cid, delta, merge=True)
            self.select_card(cid, zone)
        else:
            self._no_card_selected()

    def remove_all_selected(self) -> None:
        zone = self.active_zone()
        cid = self.selected_card(zone)
        if cid:
            self.doc.remove_all(zone, cid)
        else:
            self._no_card_selected()

    def move_selected(self) -> None:
        zone = self.active_zone()
        cid = self.selected_card(zone)
        if not cid:
            self._no_card_selected()
        else:
            other = "book" if zone == "candidates" else "candidates"
            self.doc.move(cid, zone, other)
            self.select_card(cid, zone if self.doc.qty(zone, cid) else other)

    def _problem_menu(self, pos) -> None:
        from PySide6.QtWidgets import QMenu

        item = self.problems.itemAt(pos)
        if item is None or item.data(LINE_ROLE) is None:
            return
        menu = QMenu(self.problems)
        menu.addAction(self.tr("Remove this line from the book"), lambda: self.remove_unread_line(item.data(LINE_ROLE)))
        menu.exec(self.problems.viewport().mapToGlobal(pos))

    def remove_unread_line(self, line: int) -> None:
        """An imported line no card matched, kept with the book so nothing was lost: the user
        drops it (one undoable step)."""
        kept = [u for u in self.doc.book.unresolved if u.line != line]
        if len(kept) != len(self.doc.book.unresolved):
            self.doc.set_field("unresolved", kept)

    def _problem_clicked(self, item: QListWidgetItem) -> None:
        cid = item.data(ID_ROLE)
        if cid:
            self.select_card(cid, "book")
            self.view.setFocus()
