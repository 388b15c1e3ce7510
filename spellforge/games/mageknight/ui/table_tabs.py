"""Two tabs for the table: the setup sheet of any scenario (Volkare's included) with its counts,
and the round tracker (the same trackers as `spellforge mk tracker`, saved with undo). Thin: the
work is games/mageknight/{setup_sheet, volkare, tracker, tracker_store}.py and the sentences are
their messages modules'."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit, QPushButton, QSpinBox, QVBoxLayout,
    QWidget,
)

from spellforge.games.mageknight import (
    messages, refusal_messages, setup_sheet, tracker, tracker_messages, tracker_store, volkare, volkare_messages,
)
from spellforge.games.mageknight.ui.dummy_tab import qt_translate
from spellforge.ui.widgets.retranslate import Retranslates

SCENARIOS = ("first-reconnaissance", "conquest", "conquest-short", "short-cooperation", "lost-relic",
             *volkare.SCENARIOS)


class SetupTab(Retranslates, QWidget):
    """A scenario's setup sheet: pick the scenario, the players and the mode (or Volkare's levels)."""

    def __init__(self, lib, lang: str, parent=None) -> None:
        super().__init__(parent)
        self.lib, self.lang = lib, lang
        self._volkare = volkare.load()
        self.scenario, self.mode = QComboBox(self), QComboBox(self)
        self.scenario.setObjectName("mkSetupScenario")
        for key in SCENARIOS:
            self.scenario.addItem("", key)
        for key in ("competitive", "coop", "solo"):
            self.mode.addItem("", key)
        self.players = QSpinBox(self)
        self.players.setObjectName("mkSetupPlayers")
        self.players.setRange(1, 4)
        self.players.setValue(2)
        self.fight, self.race = QComboBox(self), QComboBox(self)
        self.fight.setObjectName("mkSetupFight")
        for key in volkare.FIGHT_LEVELS:
            self.fight.addItem("", key)
        for key in volkare.RACE_LEVELS:
            self.race.addItem("", key)
        self.sheet = QPlainTextEdit(self)
        self.sheet.setObjectName("mkSetupSheet")
        self.sheet.setReadOnly(True)
        self.labels = [QLabel(self) for _ in range(5)]
        row = QHBoxLayout()
        for label, w in zip(self.labels, (self.scenario, self.players, self.mode, self.fight, self.race)):
            label.setBuddy(w)
            row.addWidget(label)
            row.addWidget(w)
        row.addStretch(1)
        box = QVBoxLayout(self)
        box.addLayout(row)
        box.addWidget(self.sheet, 1)
        for w in (self.scenario, self.mode, self.fight, self.race):
            w.currentIndexChanged.connect(self.refresh)
        self.players.valueChanged.connect(self.refresh)

    def refresh(self) -> None:
        key = self.scenario.currentData()
        is_volkare = key in volkare.SCENARIOS
        self.mode.setEnabled(not is_volkare)
        self.fight.setEnabled(is_volkare)
        self.race.setEnabled(is_volkare)
        try:
            if is_volkare:
                s = volkare.sheet(self._volkare, key, self.players.value(), self.fight.currentData(),
                                  self.race.currentData())
                text = volkare_messages.setup_report({"sheet": s.as_dict()}, qt_translate)
            else:
                mode = self.mode.currentData()
                s = setup_sheet.sheet(key, self.players.value(), coop=mode == "coop", dummy=mode == "solo")
                data = {"sheet": s.as_dict(), "per_player": setup_sheet.per_player(s)}
                if s.dummy:
                    data["dummy"] = setup_sheet.dummy_takes()
                text = messages.setup_report(data, self.lang, qt_translate)
        except (setup_sheet.SetupError, volkare.VolkareError) as exc:
            text = refusal_messages.text(exc, qt_translate, f"«{self.mode.currentText()}»")
        self.sheet.setPlainText(text)

    def retranslate_ui(self) -> None:
        for label, text in zip(self.labels, (self.tr("&Scenario:"), self.tr("&Players:"), self.tr("&Mode:"),
                                             self.tr("&Fight level:"), self.tr("&Race level:"))):
            label.setText(text)
        names = {**messages.scenario_names(qt_translate), **volkare_messages.scenario_names(qt_translate),
                 "conquest-short": messages.scenario_names(qt_translate)["conquest-short"],
                 "short-cooperation": messages.scenario_names(qt_translate)["cooperation-short"]}
        for i in range(self.scenario.count()):
            self.scenario.setItemText(i, names[self.scenario.itemData(i)])
        modes = tracker_messages.mode_names(qt_translate)
        for i, key in enumerate(("competitive", "coop", "solo")):
            self.mode.setItemText(i, modes[key])
        levels = volkare_messages.level_names(qt_translate)
        for combo in (self.fight, self.race):
            for i in range(combo.count()):
                combo.setItemText(i, levels[combo.itemData(i)])
        self.refresh()


class TrackerTab(Retranslates, QWidget):
    """The round tracker: start one, then fame, reputation, tactics, next round and undo."""

    def __init__(self, lib, lang: str, parent=None) -> None:
        super().__init__(parent)
        self.lib, self.lang = lib, lang
        self.current: tracker.Tracker | None = None
        self.saved = QComboBox(self)
        self.saved.setObjectName("mkTrackerSaved")
        self.name, self.players_edit = QLineEdit(self), QLineEdit(self)
        self.name.setObjectName("mkTrackerName")
        self.players_edit.setObjectName("mkTrackerPlayers")
        self.mode = QComboBox(self)
        self.mode.setObjectName("mkTrackerMode")
        for key in tracker.MODES:
            self.mode.addItem("", key)
        self.rounds = QSpinBox(self)
        self.rounds.setRange(1, tracker.MAX_ROUNDS)
        self.rounds.setValue(6)
        self.start = QPushButton(self)
        self.start.setObjectName("mkTrackerStart")
        self.player = QComboBox(self)
        self.player.setObjectName("mkTrackerPlayer")
        self.amount = QSpinBox(self)
        self.amount.setRange(-20, 99)
        self.amount.setValue(1)
        self.fame_button, self.rep_button = QPushButton(self), QPushButton(self)
        self.card = QSpinBox(self)
        self.card.setRange(1, 6)
        self.tactic_button, self.next_button, self.undo_button = QPushButton(self), QPushButton(self), QPushButton(self)
        self.fame_button.setObjectName("mkTrackerFame")
        self.tactic_button.setObjectName("mkTrackerTactic")
        self.next_button.setObjectName("mkTrackerNext")
        self.undo_button.setObjectName("mkTrackerUndo")
        self.sheet = QPlainTextEdit(self)
        self.sheet.setObjectName("mkTrackerSheet")
        self.sheet.setReadOnly(True)
        self.message = QLabel(self)
        self.message.setObjectName("mkTrackerMessage")
        self.message.setWordWrap(True)
        self.form = QFormLayout()
        self.form_labels = [QLabel(self) for _ in range(5)]
        for label, w in zip(self.form_labels, (self.saved, self.name, self.players_edit, self.mode, self.rounds)):
            label.setBuddy(w)
            self.form.addRow(label, w)
        self.form.addRow(self.start)
        acts = QHBoxLayout()
        for w in (self.player, self.amount, self.fame_button, self.rep_button, self.card, self.tactic_button,
                  self.next_button, self.undo_button):
            acts.addWidget(w)
        acts.addStretch(1)
        box = QVBoxLayout(self)
        box.addLayout(self.form)
        box.addLayout(acts)
        box.addWidget(self.message)
        box.addWidget(self.sheet, 1)
        self.start.clicked.connect(self.start_new)
        self.saved.activated.connect(lambda _: self.open(self.saved.currentText()))
        self.fame_button.clicked.connect(lambda: self._act("fame", lambda t: t.add_fame(self._who(), self.amount.value())))
        self.rep_button.clicked.connect(
            lambda: self._act("reputation", lambda t: t.add_reputation(self._who(), self.amount.value())))
        self.tactic_button.clicked.connect(lambda: self._act("tactic", lambda t: t.take_tactic(self._who(), self.card.value())))
        self.next_button.clicked.connect(self.next_round)
        self.undo_button.clicked.connect(self.undo)
        self._fill_saved()

    def _who(self) -> str:
        return self.player.currentText()

    def _fill_saved(self) -> None:
        self.saved.clear()
        self.saved.addItems(tracker_store.names())

    def _error(self, exc: tracker.TrackerError) -> None:
        self.message.setText(tracker_messages.error_text(exc.code, exc.params, qt_translate))

    def start_new(self) -> None:
        players = []
        for part in filter(None, (p.strip() for p in self.players_edit.text().split(","))):
            name, _, hero = part.partition("=")
            found = self.lib.hero(hero) if hero.strip() else None
            players.append((name.strip(), found.id if found else ""))
        try:
            t = tracker.new(self.name.text().strip(), self.mode.currentData(), self.rounds.value(), players)
            tracker_store.save(t, "new", create=True)
        except tracker.TrackerError as exc:
            self._error(exc)
            return
        self._fill_saved()
        self.saved.setCurrentText(t.name)
        self._show(t)

    def open(self, name: str) -> None:
        try:
            self._show(tracker_store.load(name))
        except tracker.TrackerError as exc:
            self._error(exc)

    def _act(self, action: str, change) -> None:
        if self.current is None:
            return
        try:
            change(self.current)
            tracker_store.save(self.current, action)
        except tracker.TrackerError as exc:
            self._error(exc)
            self.current = tracker_store.load(self.current.name)  # nothing half-done stays shown
            return
        self._show(self.current)

    def next_round(self) -> None:
        remove = self.card.value() if self.current is not None and self.current.mode == "coop" else None
        self._act("next", lambda t: t.next_round(remove))

    def undo(self) -> None:
        if self.current is None:
            return
        try:
            t, _ = tracker_store.undo(self.current.name)
        except tracker.TrackerError as exc:
            self._error(exc)
            return
        self._show(t)

    def _show(self, t: tracker.Tracker) -> None:
        self.current = t
        self.message.clear()
        who = self.player.currentText()
        self.player.clear()
        self.player.addItems([p.name for p in t.players])
        if who:
            self.player.setCurrentText(who)
        data = t.as_dict()
        self.sheet.setPlainText(tracker_messages.show(data, lambda fame: tracker.level_of(self.lib.levels, fame),
                                                      self.lang, self.lib, qt_translate))

    def retranslate_ui(self) -> None:
        for label, text in zip(self.form_labels, (self.tr("&Saved:"), self.tr("&Name:"), self.tr("P&layers:"),
                                                  self.tr("&Mode:"), self.tr("&Rounds:"))):
            label.setText(text)
        self.players_edit.setPlaceholderText(self.tr("name=hero, name=hero, …"))
        modes = tracker_messages.mode_names(qt_translate)
        for i in range(self.mode.count()):
            self.mode.setItemText(i, modes[self.mode.itemData(i)])
        self.start.setText(self.tr("St&art a tracker"))
        self.fame_button.setText(self.tr("+ &Fame"))
        self.rep_button.setText(self.tr("± Re&putation"))
        self.card.setPrefix(self.tr("tactic "))
        self.tactic_button.setText(self.tr("&Take tactic"))
        self.next_button.setText(self.tr("Ne&xt round"))
        self.next_button.setToolTip(self.tr("Co-op: the tactic number above is the players' tactic that leaves "
                                            "the game"))
        self.undo_button.setText(self.tr("&Undo"))
        if self.current is not None:
            self._show(self.current)
