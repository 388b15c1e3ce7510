"""The import report: every input line with its fate (colour AND an icon and a word, so colour is
never the only signal); unresolved lines can be fixed by picking one of the reader's candidates.
The mage and the Wizard's element can be picked (the reader's suggestions first when the list
names no mage), and "Total: N" lines are checked against the points the rules count."""

from __future__ import annotations

import copy

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHeaderView, QLabel, QStyle, QTableWidget,
    QTableWidgetItem, QVBoxLayout,
)
from spellforge.formats.builder import UNKNOWN_MAGE
from spellforge.ui.widgets.retranslate import Retranslates

# (light theme, dark theme) backgrounds; the icon and the word carry the same meaning.
FATE_COLOURS = {"card": ("#c8e6c9", "#1b4d20"), "mage": ("#bbdefb", "#133a66"), "element": ("#bbdefb", "#133a66"),
                "ignored": ("#eeeeee", "#3a3a3a"), "unresolved": ("#ffe0b2", "#6b3500")}
FATE_ICONS = {"card": QStyle.SP_DialogApplyButton, "mage": QStyle.SP_FileDialogInfoView,
              "element": QStyle.SP_FileDialogInfoView, "ignored": QStyle.SP_DialogDiscardButton,
              "unresolved": QStyle.SP_MessageBoxWarning}
ELEMENTS = ("Air", "Earth", "Fire", "Water")


class ImportReportDialog(Retranslates, QDialog):
    def __init__(self, result, lib, card_lang: str = "en", parent=None, pasted: bool = False):
        super().__init__(parent)
        self.setObjectName("ImportReportDialog")
        self.pasted = pasted  # text from the clipboard: its "source" is no name for the book
        self.result, self.lib, self.card_lang = result, lib, card_lang
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.totals_label = QLabel(self)
        self.totals_label.setObjectName("importTotals")
        self.totals_label.setWordWrap(True)
        self.mage_picker = QComboBox(self)
        self.mage_picker.setObjectName("importMage")
        self.element_picker = QComboBox(self)
        self.element_picker.setObjectName("importElement")
        self.mage_label, self.element_label = QLabel(self), QLabel(self)
        self.mage_label.setBuddy(self.mage_picker)
        self.element_label.setBuddy(self.element_picker)
        pickers = QFormLayout()
        pickers.addRow(self.mage_label, self.mage_picker)
        pickers.addRow(self.element_label, self.element_picker)
        self.table = QTableWidget(0, 5, self)
        self.table.setObjectName("importLines")
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.Stretch)
        self.pickers: dict[int, QComboBox] = {}
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(pickers)
        layout.addWidget(self.totals_label)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.buttons)
        self.resize(900, 600)
        self._fill()
        self._fill_mages()
        self.mage_picker.currentIndexChanged.connect(self._mage_changed)
        self.element_picker.currentIndexChanged.connect(self._update_totals)
        self.retranslate_ui()


    def fate_text(self, fate) -> str:
        if fate.fate == "unresolved" and fate.note == UNKNOWN_MAGE:  # «Маг: Чернокнижник»: no card to pick
            return self.tr("? mage not recognised: choose the mage above")
        if fate.fate == "card" and fate.matched_by == "fuzzy":
            return self.tr("≈ card (guessed, {percent} %)").format(percent=round(fate.confidence * 100))
        return {"card": self.tr("✔ card"), "mage": self.tr("♦ mage"), "element": self.tr("♦ element"),
                "ignored": self.tr("– ignored"),
                "unresolved": self.tr("? unresolved: pick a card")}.get(fate.fate, fate.fate)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Import report: {source}").format(source=self.result.source_name or "—"))
        self.table.setHorizontalHeaderLabels([self.tr("Line"), self.tr("Text"), self.tr("Result"), self.tr("Copies"),
                                              self.tr("Card")])
        self.table.setAccessibleName(self.tr("Imported lines"))
        lines = self.result.lines
        n_cards = sum(1 for f in lines if f.fate == "card")
        n_unresolved = sum(1 for f in lines if f.fate == "unresolved" and f.note != UNKNOWN_MAGE)
        if self.result.format == "code":  # one pasted line: its lines are the decoded book's, not the user's
            text = self.tr("A deck code: %n different card(s) read.", "", n_cards)
        else:
            text = (self.tr("%n line(s) read.", "", len(lines)) + " "
                    + self.tr("%n card line(s) recognised.", "", n_cards))
        if n_unresolved:
            text += " " + self.tr("%n line(s) not recognised: pick a card or leave them out.", "", n_unresolved)
        if not self.result.book.mage:
            text += " " + self.tr("The list names no mage: pick one (those its cards suggest come first).")
        self.summary.setText(text)
        # The reader's notes, in the interface language: on hover, not in the way.
        from spellforge.ui.books.import_warnings import translate_warning

        # (not «N lines not resolved; kept with the spellbook»: here the summary says what becomes
        # of them, and a line left out is not kept)
        self.summary.setToolTip("\n".join(translate_warning(w, self.lib, self.card_lang) for w in self.result.warnings
                                          if getattr(w, "code", "") != "unresolved_lines"))
        self.mage_label.setText(self.tr("&Mage:"))
        self.element_label.setText(self.tr("&Element:"))
        self.mage_picker.setItemText(0, self.tr("— no mage —"))
        self.element_picker.setItemText(0, self.tr("— not chosen —"))
        for i in range(1, self.element_picker.count()):
            self.element_picker.setItemText(i, self._element_name(self.element_picker.itemData(i)))
        for i in range(1, self.mage_picker.count()):
            self._label_mage_item(i)
        self._update_totals()
        self.buttons.button(QDialogButtonBox.Ok).setText(self.tr("Create spellbook"))
        self.buttons.button(QDialogButtonBox.Cancel).setText(self.tr("Cancel"))
        for row, fate in enumerate(lines):
            self.table.item(row, 2).setText(self.fate_text(fate))
            picker = self.pickers.get(row)
            if picker is not None:
                picker.setItemText(0, self.tr("— leave out —"))
                picker.setAccessibleName(self.tr("Card for line {line}").format(line=fate.line))
        for col in (0, 2, 3, 4):
            self.table.resizeColumnToContents(col)
        if self.pickers:  # the pickers are cell widgets: the column is sized for their text too
            widest = max(p.sizeHint().width() for p in self.pickers.values())
            self.table.setColumnWidth(4, max(self.table.columnWidth(4), widest))

    def _fill(self) -> None:
        lines = self.result.lines
        self.table.setRowCount(len(lines))
        style = self.style()
        dark = self.palette().color(QPalette.Window).lightness() < 128
        for row, fate in enumerate(lines):
            light, deep = FATE_COLOURS.get(fate.fate, FATE_COLOURS["ignored"])
            background = QBrush(QColor(deep if dark else light))
            cells = [str(fate.line), fate.text, "", str(fate.qty or ""), ""]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setBackground(background)
                if col == 2:
                    item.setIcon(style.standardIcon(FATE_ICONS.get(fate.fate, QStyle.SP_MessageBoxQuestion)))
                    item.setData(Qt.UserRole, fate.fate)
                self.table.setItem(row, col, item)
            if fate.fate == "card" and fate.card_id and self.lib.card(fate.card_id):
                self.table.item(row, 4).setText(self.lib.card(fate.card_id).display_name(self.card_lang))
            elif fate.fate == "mage":
                name = fate.card_id or self.result.book.mage
                mage = self.lib.mage(name) if name else None
                self.table.item(row, 4).setText(mage.display_name(self.card_lang) if mage else (name or ""))
            elif fate.fate == "unresolved" and fate.note != UNKNOWN_MAGE:
                picker = QComboBox(self.table)
                picker.setSizeAdjustPolicy(QComboBox.AdjustToContents)  # "— leave out —" is never cut
                picker.addItem("", None)
                for cid in fate.candidates:
                    card = self.lib.card(cid)
                    if card:
                        picker.addItem(card.display_name(self.card_lang), cid)
                self.pickers[row] = picker
                self.table.setCellWidget(row, 4, picker)
        self.table.resizeColumnsToContents()

    # -- mage, element and totals ------------------------------------------------------------
    def _fill_mages(self) -> None:
        """Suggested mages first (when the list names none), then every mage by name."""
        self.suggested = {s.mage: s for s in getattr(self.result, "mage_suggestions", [])}
        self.mage_picker.addItem("", None)
        mages = sorted(self.lib.mages(include_apprentice=True), key=lambda m: m.display_name(self.card_lang).casefold())
        order = [m for m in mages if m.name in self.suggested] + [m for m in mages if m.name not in self.suggested]
        for mage in order:
            self.mage_picker.addItem("", mage.name)
        self.element_picker.addItem("", None)
        for element in ELEMENTS:
            self.element_picker.addItem("", element)
        book = self.result.book
        # A list naming no mage starts with the mage its cards suggest most (listed first), not "no mage".
        first = order[0].name if order and order[0].name in self.suggested else None
        self.mage_picker.setCurrentIndex(max(0, self.mage_picker.findData(book.mage or first)) if book.mage or first
                                         else 0)
        self.element_picker.setCurrentIndex(max(0, self.element_picker.findData(book.element)) if book.element else 0)
        self._mage_changed()

    def _label_mage_item(self, index: int) -> None:
        name = self.mage_picker.itemData(index)
        mage = self.lib.mage(name)
        text = mage.display_name(self.card_lang) if mage else name
        suggestion = self.suggested.get(name)
        if suggestion is not None:
            text = self.tr("{mage} — suggested from the cards, {points} points").format(
                mage=text, points=suggestion.points_used)
        self.mage_picker.setItemText(index, text)

    def _element_name(self, element: str) -> str:
        term = getattr(self.lib, "term", None)
        try:
            return term("school", element, self.card_lang) if term else element
        except (KeyError, LookupError, ValueError):
            return element

    def chosen_mage(self) -> str | None:
        return self.mage_picker.currentData()

    def chosen_element(self) -> str | None:
        return self.element_picker.currentData() if self.element_picker.isEnabled() else None

    def pick_mage(self, name: str | None, element: str | None = None) -> None:
        self.mage_picker.setCurrentIndex(max(0, self.mage_picker.findData(name)))
        if element is not None:
            self.element_picker.setCurrentIndex(max(0, self.element_picker.findData(element)))

    def _mage_changed(self) -> None:
        mage = self.lib.mage(self.chosen_mage()) if self.chosen_mage() else None
        choice = bool(mage and mage.element_choice)
        self.element_picker.setEnabled(choice)
        self.element_label.setEnabled(choice)
        if choice and self.element_picker.currentIndex() <= 0:
            suggestion = self.suggested.get(mage.name)
            if suggestion is not None and suggestion.element:
                self.element_picker.setCurrentIndex(max(0, self.element_picker.findData(suggestion.element)))
        self._update_totals()

    def _update_totals(self) -> None:
        """Each "Total: N" line of the list against the points the rules count for the chosen mage."""
        totals = getattr(self.result, "totals", [])
        if not totals:
            self.totals_label.hide()
            return
        points = self._points()
        parts = []
        for total in totals:
            if points is None:
                parts.append(self.tr("Line {line}: the list says {stated} points; choose a mage to check it.").format(
                    line=total.line, stated=total.stated))
            elif points == total.stated:
                parts.append(self.tr("✔ Line {line}: the list says {stated} points, as the rules count.").format(
                    line=total.line, stated=total.stated))
            else:
                parts.append(self.tr("⚠ Line {line}: the list says {stated} points; the rules count {points}.").format(
                    line=total.line, stated=total.stated, points=points))
        self.totals_label.setText("\n".join(parts))
        self.totals_label.show()

    def _points(self) -> int | None:
        if not self.chosen_mage():
            return None
        from spellforge.rules import validate

        return int(validate(self._chosen_book(), self.lib).points_used)

    def _chosen_book(self):
        book = copy.deepcopy(self.result.book)
        mage = self.lib.mage(self.chosen_mage()) if self.chosen_mage() else None
        book.mage = mage.name if mage else None
        if mage is not None:
            book.format = mage.format
        book.element = self.chosen_element()
        return book

    def pick(self, row: int, card_id: str | None) -> None:
        picker = self.pickers[row]
        picker.setCurrentIndex(max(0, picker.findData(card_id)))

    def book(self):
        """The imported book with the chosen mage and element, the picked candidates added and those
        lines no longer unresolved."""
        book = self._chosen_book()
        decided: set[int] = set()  # a card picked, or left out: either way no longer a problem of the book
        for row, picker in self.pickers.items():
            cid = picker.currentData()
            fate = self.result.lines[row]
            if cid:
                book.add(cid, fate.qty or 1)
            decided.add(fate.line)
        if book.mage:  # a mage line not recognised is answered by the mage chosen above
            decided.update(f.line for f in self.result.lines if f.fate == "unresolved" and f.note == UNKNOWN_MAGE)
        book.unresolved = [u for u in book.unresolved if u.line not in decided]
        if not book.name:
            book.name = self.default_name(book)
        return book

    def default_name(self, book) -> str:
        """A list without a title: the file's name, or for pasted text the mage («Колдун»), never
        "clipboard"."""
        if self.result.source_name and not self.pasted:
            return self.result.source_name
        mage = self.lib.mage(book.mage) if book.mage else None
        if mage is None:
            return self.tr("Imported spellbook")
        name = mage.display_name(self.card_lang)
        if book.element and mage.element_choice:
            name = self.tr("{mage} ({element})").format(mage=name, element=self._element_name(book.element))
        return name
