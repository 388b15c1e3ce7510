"""Mage Knight in the window: the round goldfish (`spellforge mk goldfish`) — a seeded
turn-by-turn round of the deed deck, played many times in a worker thread. Shows turns per
round, the mean total of the resource by turn T and the chance of at least N of it by turn T.
The figures are the engine's (spellforge.games.mageknight.goldfish), the same as the command's
for the same settings and seed."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Slot
from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QProgressBar, QPushButton, QSpinBox,
    QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from spellforge.games.mageknight import goldfish, odds
from spellforge.games.mageknight.library import RESOURCES
from spellforge.i18n import numbers
from spellforge.ui.widgets.charts import BarChart, ChartData
from spellforge.ui.widgets.flow_layout import FlowLayout
from spellforge.ui.widgets.sim_runner import SimRunner
from spellforge.ui.widgets.retranslate import Retranslates

DEFAULT_TARGETS = (5, 10, 15, 20)  # the command's default --target values
MAX_TARGETS = 6


def parse_targets(text: str) -> tuple[int, ...] | None:
    """"5, 10, 15" → (5, 10, 15): at most MAX_TARGETS whole numbers 1–200, sorted, no repeats;
    None when the text is not such a list."""
    parts = [p for p in re.split(r"[\s,;]+", text.strip()) if p]
    if not parts or len(parts) > MAX_TARGETS or not all(p.isdigit() for p in parts):
        return None
    values = sorted({int(p) for p in parts})
    return tuple(values) if all(1 <= v <= 200 for v in values) else None


class GoldfishTab(Retranslates, QWidget):
    def __init__(self, lib, lang: str, parent=None) -> None:
        super().__init__(parent)
        self.lib, self.lang = lib, lang
        self.report: dict | None = None  # the last run's report (the engine's dict)
        self.run_settings: dict = {}  # what that run was asked for
        self.deck = QComboBox(self)
        self.deck.setObjectName("mkGoldfishDeck")
        self.deck.addItem("", "")  # the standard 16 basic actions, as the command without --hero
        for h in lib.heroes.values():
            self.deck.addItem(h.names.get(lang), h.id)
        self.wounds = self._spin(0, 30, 0)
        self.model = QComboBox(self)
        self.model.addItem("", "simple")
        self.model.addItem("", "full")
        self.resource = QComboBox(self)
        for r in RESOURCES:
            self.resource.addItem("", r)
        self.hand_limit = self._spin(1, 10, odds.HAND_SIZE)
        self.play = self._spin(1, 10, odds.HAND_SIZE)
        self.targets = QLineEdit(", ".join(map(str, DEFAULT_TARGETS)), self)
        self.targets.setObjectName("mkGoldfishTargets")
        self.rounds = self._spin(1, 1_000_000, 10_000)
        self.rounds.setSingleStep(1000)
        self.rounds.setGroupSeparatorShown(True)
        self.seed = self._spin(0, 2_147_483_647, 1)
        self.run_button, self.cancel_button = QPushButton(self), QPushButton(self)
        self.run_button.setObjectName("mkGoldfishRun")
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar(self)
        self.progress.setTextVisible(False)
        self.progress.setMaximumWidth(160)
        self.progress.hide()  # shown while the rounds are played
        self.labels = {key: QLabel(self) for key in ("deck", "wounds", "model", "resource", "hand_limit", "play",
                                                     "targets", "rounds", "seed")}
        fields = {"deck": self.deck, "wounds": self.wounds, "model": self.model, "resource": self.resource,
                  "hand_limit": self.hand_limit, "play": self.play, "targets": self.targets,
                  "rounds": self.rounds, "seed": self.seed}
        # label + field pairs in a flow: they wrap in a narrow window or a long language instead of
        # setting the view's minimum width (the game views share one stack, the widest sets it)
        self.controls_box = QWidget(self)
        controls = self.controls = FlowLayout(self.controls_box, spacing=8)
        for key in ("deck", "model", "resource", "wounds", "hand_limit", "play", "targets", "rounds", "seed"):
            pair = QWidget(self.controls_box)
            row = QHBoxLayout(pair)
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(4)
            self.labels[key].setBuddy(fields[key])
            row.addWidget(self.labels[key])
            row.addWidget(fields[key])
            controls.addWidget(pair)
        self.targets.setMinimumWidth(self.targets.fontMetrics().horizontalAdvance("5, 10, 15, 20, 25") + 16)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.progress)
        buttons.addStretch(1)
        self.summary = QLabel(self)
        self.summary.setObjectName("mkGoldfishSummary")
        self.summary.setWordWrap(True)
        self.turns_chart, self.chance_chart = BarChart(self), BarChart(self)
        charts = QHBoxLayout()
        charts.addWidget(self.turns_chart, 1)
        charts.addWidget(self.chance_chart, 3)
        self.table = QTableWidget(0, 0, self)
        self.table.setObjectName("mkGoldfishTable")
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        box = QVBoxLayout(self)
        box.addWidget(self.controls_box)
        box.addLayout(buttons)
        box.addWidget(self.summary)
        box.addLayout(charts, 1)
        box.addWidget(self.table)
        box.addStretch(0)  # holds the controls at the top before the first run
        self.runner = SimRunner(self)
        self.runner.bind(self.run_button, self.cancel_button, self.progress)
        self.runner.done.connect(self._done)
        self.runner.failed.connect(self._failed)
        self.run_button.clicked.connect(self.run)
        self.cancel_button.clicked.connect(self.runner.cancel)
        self.targets.textChanged.connect(self._check_targets)

    def _spin(self, low: int, high: int, value: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low, high)
        spin.setValue(value)
        return spin

    @staticmethod
    def ui_lang() -> str:
        """The UI language: numbers and rulebook words follow it; card and hero names follow the
        card language."""
        return QLocale().name()[:2]

    # -- running ----------------------------------------------------------------------------------
    def settings(self) -> dict:
        """What the controls ask for, as simulate_rounds takes it (and the command's options)."""
        return {"hero": self.deck.currentData() or None, "wounds": self.wounds.value(),
                "model": self.model.currentData(), "resource": self.resource.currentData(),
                "hand_limit": self.hand_limit.value(), "play": self.play.value(),
                "targets": parse_targets(self.targets.text()) or DEFAULT_TARGETS,
                "rounds": self.rounds.value(), "seed": self.seed.value()}

    @Slot()
    def run(self) -> None:
        if self.runner.busy:
            return
        s = self.settings()
        self.run_settings = s
        cards = odds.deck_cards(self.lib, s["hero"], s["wounds"])
        self.progress.setRange(0, s["rounds"])
        self.progress.setValue(0)
        self.progress.show()
        self.summary.setText(self.tr("Playing…"))
        self.runner.start(lambda tick: goldfish.simulate_rounds(
            cards, s["rounds"], s["seed"], s["resource"], s["model"], s["hand_limit"], s["play"], s["targets"],
            progress=tick))

    @Slot(object)
    def _done(self, report: dict) -> None:
        self.progress.hide()
        self.report = report
        self.show_report()

    @Slot(str)
    def _failed(self, message: str) -> None:
        self.progress.hide()
        self.summary.setText(self.tr("The rounds could not be played: {error}").format(error=message))

    def _check_targets(self, text: str) -> None:
        ok = parse_targets(text) is not None
        self.targets.setStyleSheet("" if ok else "color: #c0392b;")
        self.targets.setToolTip(self._targets_tip() if ok else
                                self.tr("Up to 6 whole numbers from 1 to 200, separated by commas"))

    def _targets_tip(self) -> str:
        return self.tr("The amounts N for the chance of at least N by turn T, separated by commas")

    def resizeEvent(self, event) -> None:  # noqa: N802
        # the rows the settings wrap onto are the least height they need: in a low window the
        # charts give way, the settings never overlap the buttons
        super().resizeEvent(event)
        self.controls_box.setMinimumHeight(self.controls.heightForWidth(self.controls_box.width()))

    def showEvent(self, event) -> None:  # noqa: N802
        self.runner.stop_with(self.window())  # closing the window stops a run first
        super().showEvent(event)

    # -- showing ----------------------------------------------------------------------------------
    def _deck_name(self, hero: str | None) -> str:
        return self.lib.heroes[hero].names.get(self.lang) if hero else self.tr("Standard deck")

    def show_report(self) -> None:
        r, s = self.report, self.run_settings
        for w in (self.table, self.turns_chart, self.chance_chart):  # no empty axes before the first run
            w.setVisible(r is not None)
        if r is None:
            self.summary.setText(self.tr("Choose the deck and press Run: each round is played from a fresh "
                                         "shuffle until the deck runs out."))
            return
        ui = self.ui_lang()
        resource = self.lib.term(r["resource"], ui)
        played = self.tr("%Ln round(s)", "", r["rounds"])  # %Ln: the locale's digits, 10 000 in Russian
        if r["rounds"] < s["rounds"]:
            played += " " + self.tr("(cancelled)")
        parts = [self._deck_name(s["hero"]),
                 self.tr("%n wound(s)", "", s["wounds"]),
                 self.tr("simple model") if r["model"] == "simple" else self.tr("full model"),
                 self.tr("hand limit {n}").format(n=r["hand_limit"]),
                 self.tr("%n card(s) played per turn", "", r["play_per_turn"]),
                 self.tr("seed {seed}").format(seed=r["seed"])]
        text = played + ": " + ", ".join(parts) + "."
        if r["rounds"]:
            text += " " + self.tr("A round lasts {mean} turns on average.").format(mean=numbers.decimal(r["mean_turns"], ui))
        self.summary.setText(text)
        turns = r["turns_per_round"]
        self.turns_chart.set_data(ChartData(
            self.tr("Turns per round (% of rounds)"), [str(t) for t in turns],
            [(self.tr("Rounds"), [round(100 * p, 1) for p in turns.values()])],
            value_format="%d", value_max=100.0))
        by_turn = r["p_at_least_by_turn"]
        turn_numbers = list(r["mean_by_turn"])
        self.chance_chart.set_data(ChartData(
            self.tr("Chance of at least N {resource} by turn T (%)").format(resource=resource),
            [self.tr("turn {t}").format(t=t) for t in turn_numbers],
            [(f"≥ {n}", [round(100 * row.get(t, 0.0), 1) for t in turn_numbers]) for n, row in by_turn.items()],
            value_format="%d", value_max=100.0))
        self.table.clear()
        self.table.setColumnCount(len(turn_numbers))
        self.table.setRowCount(1 + len(by_turn))
        self.table.setHorizontalHeaderLabels([self.tr("turn {t}").format(t=t) for t in turn_numbers])
        self.table.setVerticalHeaderLabels(
            [self.tr("{resource} by turn, mean").format(resource=resource)]
            + [self.tr("{resource} ≥ {n}").format(resource=resource, n=n) for n in by_turn])
        for c, t in enumerate(turn_numbers):
            self._cell(0, c, numbers.decimal(r["mean_by_turn"][t], ui))
            for row, (n, chances) in enumerate(by_turn.items(), start=1):
                self._cell(row, c, numbers.percent(chances[t], ui))
        self._fit_table()

    def _fit_table(self) -> None:
        """As tall as its rows: the charts get the rest of the height."""
        t = self.table
        t.resizeRowsToContents()
        height = t.horizontalHeader().sizeHint().height() + 2 * t.frameWidth()
        height += sum(t.rowHeight(r) for r in range(t.rowCount()))
        if t.horizontalScrollBar().isVisible():
            height += t.horizontalScrollBar().sizeHint().height()
        t.setFixedHeight(height)

    def _cell(self, row: int, col: int, text: str) -> None:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
        self.table.setItem(row, col, item)

    def retranslate_ui(self) -> None:
        text = {"deck": self.tr("&Deck:"), "wounds": self.tr("&Wounds:"), "model": self.tr("&Model:"),
                "resource": self.tr("&Resource:"), "hand_limit": self.tr("&Hand limit:"),
                "play": self.tr("&Cards per turn:"), "targets": self.tr("&At least:"),
                "rounds": self.tr("&Rounds:"), "seed": self.tr("S&eed:")}
        for key, label in self.labels.items():
            label.setText(text[key])
        self.deck.setItemText(0, self.tr("Standard deck (16 basic actions)"))
        for i in range(1, self.deck.count()):
            self.deck.setItemText(i, self.lib.heroes[self.deck.itemData(i)].names.get(self.lang))
        # the Hero deck tab's words for the models (one translation for both tabs)
        self.model.setItemText(0, QCoreApplication.translate("HeroDeckTab", "simple: basic value or 1 sideways"))
        self.model.setItemText(1, QCoreApplication.translate("HeroDeckTab", "full: mana, Concentration, Improvisation"))
        for i in range(self.resource.count()):
            self.resource.setItemText(i, self.lib.term(self.resource.itemData(i), self.ui_lang()))
        self.hand_limit.setToolTip(self.tr("The number on your level token: 5 at the start, 6 from level 5; keeps and cities add more"))
        self.play.setToolTip(self.tr("The goldfish plays the best cards of the hand for the resource, at most this many a turn"))
        self.wounds.setToolTip(self.tr("Wounds shuffled into the deck: they stay in hand and cannot be played"))
        self.seed.setToolTip(self.tr("The same seed gives the same rounds (and the figures of `spellforge mk goldfish`)"))
        self._check_targets(self.targets.text())
        self.run_button.setText(self.tr("&Run"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.show_report()
