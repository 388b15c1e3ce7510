"""Two tabs for the table: the setup sheet of any scenario (Volkare's included) with its counts,
and the round tracker (the same trackers as `spellforge mk tracker`, saved with undo). Thin: the
work is games/mageknight/{setup_sheet, volkare, tracker, tracker_store}.py and the sentences are
their messages modules'."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit, QPushButton, QSpinBox, QVBoxLayout,
    QWidget,
)

from spellforge.games.mageknight import (
    messages, refusal_messages, setup_sheet, tracker, tracker_messages, tracker_store, volkare, volkare_messages,
)
from spellforge.games.mageknight.ui.dummy_tab import qt_translate

CAMP_SCENARIOS = ("conquest", "conquest-short", "short-cooperation")  # cities to conquer, no Volkare (L2806)
SCENARIOS = ("first-reconnaissance", "conquest", "conquest-short", "short-cooperation", "lost-relic",
             *volkare.SCENARIOS)


def scenario_names() -> dict[str, str]:
    """Every scenario of SCENARIOS by its name in the window's language."""
    names = messages.scenario_names(qt_translate)
    return {**names, **volkare_messages.scenario_names(qt_translate), "conquest-short": names["conquest-short"],
            "short-cooperation": names["cooperation-short"]}


class SignedSpinBox(QSpinBox):
    """A change, shown with its sign (+2, -1)."""

    def textFromValue(self, value: int) -> str:  # noqa: N802 (Qt's name)
        return f"{value:+d}" if value else "0"

    def valueFromText(self, text: str) -> int:  # noqa: N802
        try:
            return int(text.replace(self.prefix(), "", 1).strip() or 0)
        except ValueError:
            return self.value()


class SetupTab(QWidget):
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
        # the optional rule: Volkare's camp instead of a city, in a scenario with cities to conquer (MK L2804-2814)
        self.camp = QComboBox(self)
        self.camp.setObjectName("mkSetupCamp")
        for key in ("", *setup_sheet.CAMP_WAYS):
            self.camp.addItem("", key)
        self.camp_label = QLabel(self)
        self.camp_label.setBuddy(self.camp)
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
        camp_row = QHBoxLayout()
        camp_row.addWidget(self.camp_label)
        camp_row.addWidget(self.camp)
        camp_row.addStretch(1)
        box = QVBoxLayout(self)
        box.addLayout(row)
        box.addLayout(camp_row)
        box.addWidget(self.sheet, 1)
        for w in (self.scenario, self.mode, self.fight, self.race, self.camp):
            w.currentIndexChanged.connect(self.refresh)
        self.players.valueChanged.connect(self.refresh)

    def refresh(self) -> None:
        key = self.scenario.currentData()
        is_volkare = key in volkare.SCENARIOS
        self.mode.setEnabled(not is_volkare)
        self.fight.setEnabled(is_volkare)
        self.race.setEnabled(is_volkare)
        self.camp.setEnabled(key in CAMP_SCENARIOS)
        camp = self.camp.currentData() if self.camp.isEnabled() else ""
        try:
            if is_volkare:
                s = volkare.sheet(self._volkare, key, self.players.value(), self.fight.currentData(),
                                  self.race.currentData())
                text = volkare_messages.setup_report({"sheet": s.as_dict()}, qt_translate)
            else:
                mode = self.mode.currentData()
                s = setup_sheet.sheet(key, self.players.value(), coop=mode == "coop", dummy=mode == "solo", camp=camp)
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
        names = scenario_names()
        for i in range(self.scenario.count()):
            self.scenario.setItemText(i, names[self.scenario.itemData(i)])
        self.camp_label.setText(self.tr("Volkare's &camp instead of a city:"))
        ways = {"": self.tr("no"), "shuffled": self.tr("shuffled with the city tiles (first games)"),
                "last": self.tr("at the bottom of the stack (the last challenge)"),
                "random": self.tr("drawn at random among the city tiles")}
        for i in range(self.camp.count()):
            self.camp.setItemText(i, ways[self.camp.itemData(i)])
        modes = tracker_messages.mode_names(qt_translate)
        for i, key in enumerate(("competitive", "coop", "solo")):
            self.mode.setItemText(i, modes[key])
        levels = volkare_messages.level_names(qt_translate)
        for combo in (self.fight, self.race):
            for i in range(combo.count()):
                combo.setItemText(i, levels[combo.itemData(i)])
        self.refresh()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class TrackerTab(QWidget):
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
        self.scenario = QComboBox(self)
        self.scenario.setObjectName("mkTrackerScenario")
        for key in ("", *SCENARIOS):
            self.scenario.addItem("", key)
        self.fight = QComboBox(self)
        self.fight.setObjectName("mkTrackerFight")
        for key in volkare.FIGHT_LEVELS:
            self.fight.addItem("", key)
        self.fight_label = QLabel(self)
        self.fight_label.setBuddy(self.fight)
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
        # the scenario's end trigger, and Volkare's level between rounds until the first battle (L2873-2885)
        self.trigger = QComboBox(self)
        self.trigger.setObjectName("mkTrackerTrigger")
        for key in tracker.END_TRIGGERS:
            self.trigger.addItem("", key)
        self.end_button = QPushButton(self)
        self.end_button.setObjectName("mkTrackerEnd")
        self.level_change = SignedSpinBox(self)
        self.level_change.setObjectName("mkTrackerLevelChange")
        self.level_change.setRange(-4, 4)  # at most the real players, 1-4 (L2881)
        self.level_change.setValue(1)
        self.level_button, self.battle_button = QPushButton(self), QPushButton(self)
        self.level_button.setObjectName("mkTrackerLevel")
        self.battle_button.setObjectName("mkTrackerBattle")
        self.sheet = QPlainTextEdit(self)
        self.sheet.setObjectName("mkTrackerSheet")
        self.sheet.setReadOnly(True)
        self.message = QLabel(self)
        self.message.setObjectName("mkTrackerMessage")
        self.message.setWordWrap(True)
        self.form = QFormLayout()
        self.form_labels = [QLabel(self) for _ in range(6)]
        scenario_row = QHBoxLayout()
        for w in (self.scenario, self.fight_label, self.fight):
            scenario_row.addWidget(w)
        scenario_row.setStretch(0, 1)
        for label, w in zip(self.form_labels, (self.saved, self.name, self.players_edit, self.mode, scenario_row,
                                               self.rounds)):
            if isinstance(w, QWidget):
                label.setBuddy(w)
            else:
                label.setBuddy(self.scenario)
            self.form.addRow(label, w)
        self.form.addRow(self.start)
        acts = QHBoxLayout()
        for w in (self.player, self.amount, self.fame_button, self.rep_button, self.card, self.tactic_button,
                  self.next_button, self.undo_button):
            acts.addWidget(w)
        acts.addStretch(1)
        ends = QHBoxLayout()
        for w in (self.trigger, self.end_button, self.level_change, self.level_button, self.battle_button):
            ends.addWidget(w)
        ends.addStretch(1)
        box = QVBoxLayout(self)
        box.addLayout(self.form)
        box.addLayout(acts)
        box.addLayout(ends)
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
        self.end_button.clicked.connect(
            lambda: self._act(f"end {self.trigger.currentData()}", lambda t: t.set_end_trigger(self.trigger.currentData())))
        self.level_button.clicked.connect(lambda: self._act(
            f"volkare {self.level_change.value():+d}", lambda t: t.change_volkare_level(self.level_change.value())))
        self.battle_button.clicked.connect(lambda: self._act("volkare battle", lambda t: t.reveal_volkare()))
        self.scenario.currentIndexChanged.connect(self._scenario_rounds)
        self.scenario.currentIndexChanged.connect(
            lambda: self.fight.setEnabled(self.scenario.currentData() in volkare.SCENARIOS))
        self.fight.setEnabled(False)
        self._fill_saved()
        self._enable()

    def _who(self) -> str:
        return self.player.currentText()

    def _fill_saved(self) -> None:
        self.saved.clear()
        self.saved.addItems(tracker_store.names())

    def _error(self, exc: tracker.TrackerError) -> None:
        self.message.setText(tracker_messages.error_text(exc.code, exc.params, qt_translate))

    def _players(self) -> list[tuple[str, str]]:
        players = []
        for part in filter(None, (p.strip() for p in self.players_edit.text().split(","))):
            name, _, hero = part.partition("=")
            found = self.lib.hero(hero) if hero.strip() else None
            players.append((name.strip(), found.id if found else ""))
        return players

    def _scenario_rounds(self) -> None:
        """A scenario chosen: its round limit in the Rounds box (still the players' to change)."""
        try:
            rounds = tracker.scenario_defaults(self.scenario.currentData(), self.mode.currentData(),
                                               max(1, len(self._players())))[0]
        except (setup_sheet.SetupError, volkare.VolkareError):
            return  # said when the tracker is started
        if rounds:
            self.rounds.setValue(rounds)

    def start_new(self) -> None:
        players = self._players()
        try:
            _, fame, reputation, level = tracker.scenario_defaults(
                self.scenario.currentData(), self.mode.currentData(), len(players), self.fight.currentData())
        except (setup_sheet.SetupError, volkare.VolkareError) as exc:
            self.message.setText(refusal_messages.text(exc, qt_translate, f"«{self.mode.currentText()}»"))
            return
        try:
            t = tracker.new(self.name.text().strip(), self.mode.currentData(), self.rounds.value(), players,
                            self.scenario.currentData(), fame=fame, reputation=reputation, volkare_level=level)
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
        remove = self.card.value() if self.current is not None and self.current.chooses_tactic_to_remove else None
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
        self._enable()

    def _enable(self) -> None:
        """The end and Volkare's controls only for a tracker they can change."""
        has = self.current is not None
        for w in (self.trigger, self.end_button):
            w.setEnabled(has)
        with_volkare = has and self.current.automaton == "volkare" and self.current.volkare_level is not None
        for w in (self.level_change, self.level_button, self.battle_button):
            w.setEnabled(with_volkare)
        if has and self.current.end_trigger:
            self.trigger.setCurrentIndex(self.trigger.findData(self.current.end_trigger))

    def retranslate_ui(self) -> None:
        for label, text in zip(self.form_labels, (self.tr("&Saved:"), self.tr("&Name:"), self.tr("P&layers:"),
                                                  self.tr("&Mode:"), self.tr("S&cenario:"), self.tr("&Rounds:"))):
            label.setText(text)
        names = scenario_names()
        self.scenario.setItemText(0, self.tr("— (the rounds below)"))
        for i in range(1, self.scenario.count()):
            self.scenario.setItemText(i, names[self.scenario.itemData(i)])
        self.fight_label.setText(self.tr("Fi&ght level:"))
        levels = volkare_messages.level_names(qt_translate)
        for i in range(self.fight.count()):
            self.fight.setItemText(i, levels[self.fight.itemData(i)])
        triggers = tracker_messages.trigger_names(qt_translate)
        for i in range(self.trigger.count()):
            self.trigger.setItemText(i, triggers[self.trigger.itemData(i)])
        self.end_button.setText(self.tr("Record the &end"))
        self.end_button.setToolTip(self.tr("What triggered the end of the game, chosen beside"))
        self.level_change.setPrefix(self.tr("level "))
        self.level_button.setText(self.tr("Change &Volkare's level"))
        self.level_button.setToolTip(self.tr("At the end of a round, before the next round's tactics: by at most the "
                                             "number of players, until the first battle with him"))
        self.battle_button.setText(self.tr("First &battle with Volkare"))
        self.battle_button.setToolTip(self.tr("His troops are revealed: his level no longer changes"))
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

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
