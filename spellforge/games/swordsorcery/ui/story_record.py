"""The story record tab: each scenario played (number, date, result, story tokens, alignment
choices, notes) as the player enters it — the story book is not in the seed — and the
between-scenarios checklist in the rulebook's order. Thin: spellforge.games.swordsorcery.story;
a new entry goes through the view's undoable _do()."""

from __future__ import annotations

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QDateEdit, QFormLayout, QHBoxLayout, QHeaderView, QLabel, QLineEdit,
    QListWidget, QPushButton, QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from spellforge.games.swordsorcery import story


class StoryRecord(QWidget):
    def __init__(self, view, parent=None) -> None:
        super().__init__(parent)
        self.view = view
        self.setObjectName("ssStoryRecord")
        self.table = QTableWidget(0, 6, self)
        self.table.setObjectName("ssStoryTable")
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.Stretch)
        header.setSectionResizeMode(5, QHeaderView.Stretch)
        self.scenario = QSpinBox(self)
        self.scenario.setObjectName("ssStoryScenario")
        self.scenario.setRange(1, 999)
        self.result = QComboBox(self)
        self.result.setObjectName("ssStoryResult")
        self.date = QDateEdit(self)
        self.date.setObjectName("ssStoryDate")
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.date.setDate(QDate.currentDate())
        self.tokens = QSpinBox(self)
        self.tokens.setObjectName("ssStoryTokens")
        self.tokens.setRange(0, 99)
        self.choices = QLineEdit(self)
        self.choices.setObjectName("ssStoryChoices")
        self.notes = QLineEdit(self)
        self.notes.setObjectName("ssStoryNotes")
        self.add_button = QPushButton(self)
        self.add_button.setObjectName("ssStoryAdd")
        self.add_button.clicked.connect(self._add)
        self.checklist = QListWidget(self)
        self.checklist.setObjectName("ssChecklist")
        self.checklist.setWordWrap(True)
        self.labels = {k: QLabel(self) for k in ("scenario", "result", "date", "tokens", "choices", "notes")}
        self.checklist_label = QLabel(self)
        form = QFormLayout()
        row = QHBoxLayout()
        for key, w in (("scenario", self.scenario), ("result", self.result), ("date", self.date),
                       ("tokens", self.tokens)):
            row.addWidget(self.labels[key])
            row.addWidget(w)
        row.addStretch(1)
        row.addWidget(self.add_button)
        form.addRow(row)
        form.addRow(self.labels["choices"], self.choices)
        form.addRow(self.labels["notes"], self.notes)
        box = QVBoxLayout(self)
        box.addWidget(self.table, 2)
        box.addLayout(form)
        box.addWidget(self.checklist_label)
        box.addWidget(self.checklist, 1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        from spellforge.games.swordsorcery.messages import story_templates

        heads = [self.tr("Scenario"), self.tr("Date"), self.tr("Result"), self.tr("Story tokens"), self.tr("Choices"),
                 self.tr("Notes")]
        self.table.setHorizontalHeaderLabels(heads)
        for column, text in enumerate(heads):  # a narrow window cuts a header: it still says itself
            self.table.horizontalHeaderItem(column).setToolTip(text)
        for key, text in (("scenario", self.tr("Scenario:")), ("result", self.tr("Result:")),
                          ("date", self.tr("Date:")), ("tokens", self.tr("Story tokens:")),
                          ("choices", self.tr("Alignment choices (; between):")), ("notes", self.tr("Notes:"))):
            self.labels[key].setText(text)
        self.add_button.setText(self.tr("Record scenario"))
        t = story_templates(_translate)
        current = self.result.currentData()
        self.result.clear()
        for key in story.RESULTS:
            self.result.addItem(t[key], key)
        self.result.setCurrentIndex(max(0, self.result.findData(current)))
        self.checklist_label.setText(t["checklist"])

    def refresh(self) -> None:
        from spellforge.games.swordsorcery.messages import story_templates

        t = story_templates(_translate)
        c = self.view.campaign
        self.table.setRowCount(len(c.story))
        for r, e in enumerate(c.story):
            cells = [str(e.get("scenario", "")), e.get("date", ""), t.get(e.get("result", ""), e.get("result", "")),
                     str(e.get("tokens", "")) if e.get("tokens") else "", "; ".join(e.get("choices", [])),
                     e.get("notes", "")]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.table.setItem(r, col, item)
        self.table.resizeRowsToContents()
        self.scenario.setValue(max(1, c.scenario - 1 if story._ended(c) else c.scenario))
        self.checklist.clear()
        for i, (key, cite, auto) in enumerate(story.CHECKLIST, 1):
            self.checklist.addItem(f"{i}. {t[key]}" + (" " + self.tr("(done by End scenario)") if auto else ""))
        self.setEnabled(bool(self.view.name))

    def _add(self) -> None:
        result, date = self.result.currentData(), self.date.date().toString("yyyy-MM-dd")
        choices = [x for x in self.choices.text().split(";") if x.strip()]
        if self.view._do(lambda c, _lib: story.record(c, result, date, self.notes.text(), self.tokens.value(),
                                                      choices, self.scenario.value())):
            self.choices.clear()
            self.notes.clear()
            self.tokens.setValue(0)


def _translate(context: str, source: str, n: int | None = None) -> str:
    from spellforge.games.swordsorcery.ui.campaign_sheet import _translate as translate

    return translate(context, source, n)
