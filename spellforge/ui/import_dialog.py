"""The import report: every input line with its fate (colour AND an icon and a word, so colour is
never the only signal); unresolved lines can be fixed by picking one of the reader's candidates."""

from __future__ import annotations

import copy

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QHeaderView, QLabel, QStyle, QTableWidget,
    QTableWidgetItem, QVBoxLayout,
)
from spellforge.ui.retranslate import Retranslates

# (light theme, dark theme) backgrounds; the icon and the word carry the same meaning.
FATE_COLOURS = {"card": ("#c8e6c9", "#1b4d20"), "mage": ("#bbdefb", "#133a66"), "ignored": ("#eeeeee", "#3a3a3a"),
                "unresolved": ("#ffe0b2", "#6b3500")}
FATE_ICONS = {"card": QStyle.SP_DialogApplyButton, "mage": QStyle.SP_FileDialogInfoView,
              "ignored": QStyle.SP_DialogDiscardButton, "unresolved": QStyle.SP_MessageBoxWarning}


class ImportReportDialog(Retranslates, QDialog):
    def __init__(self, result, lib, card_lang: str = "en", parent=None):
        super().__init__(parent)
        self.setObjectName("ImportReportDialog")
        self.result, self.lib, self.card_lang = result, lib, card_lang
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
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
        layout.addWidget(self.table, 1)
        layout.addWidget(self.buttons)
        self.resize(900, 600)
        self._fill()
        self.retranslate_ui()


    def fate_text(self, fate) -> str:
        if fate.fate == "card" and fate.matched_by == "fuzzy":
            return self.tr("≈ card (guessed, {percent} %)").format(percent=round(fate.confidence * 100))
        return {"card": self.tr("✔ card"), "mage": self.tr("♦ mage"), "ignored": self.tr("– ignored"),
                "unresolved": self.tr("? unresolved: pick a card")}.get(fate.fate, fate.fate)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Import report: {source}").format(source=self.result.source_name or "—"))
        self.table.setHorizontalHeaderLabels([self.tr("Line"), self.tr("Text"), self.tr("Result"), self.tr("Copies"),
                                              self.tr("Card")])
        self.table.setAccessibleName(self.tr("Imported lines"))
        lines = self.result.lines
        n_cards = sum(1 for f in lines if f.fate == "card")
        n_unresolved = sum(1 for f in lines if f.fate == "unresolved")
        text = self.tr("%n line(s) read.", "", len(lines)) + " " + self.tr("%n card line(s) recognised.", "", n_cards)
        if n_unresolved:
            text += " " + self.tr("%n line(s) not recognised: pick a card or leave them out.", "", n_unresolved)
        self.summary.setText(text)
        # The reader's own notes are English-only details: available on hover, not in the way.
        self.summary.setToolTip("\n".join(self.result.warnings))
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
            elif fate.fate == "unresolved":
                picker = QComboBox(self.table)
                picker.addItem("", None)
                for cid in fate.candidates:
                    card = self.lib.card(cid)
                    if card:
                        picker.addItem(card.display_name(self.card_lang), cid)
                self.pickers[row] = picker
                self.table.setCellWidget(row, 4, picker)
        self.table.resizeColumnsToContents()

    def pick(self, row: int, card_id: str | None) -> None:
        picker = self.pickers[row]
        picker.setCurrentIndex(max(0, picker.findData(card_id)))

    def book(self):
        """The imported book with the picked candidates added and those lines no longer unresolved."""
        book = copy.deepcopy(self.result.book)
        fixed_lines: set[int] = set()
        for row, picker in self.pickers.items():
            cid = picker.currentData()
            if cid:
                fate = self.result.lines[row]
                book.add(cid, fate.qty or 1)
                fixed_lines.add(fate.line)
        book.unresolved = [u for u in book.unresolved if u.line not in fixed_lines]
        if not book.name:
            book.name = self.result.source_name or self.tr("Imported spellbook")
        return book
