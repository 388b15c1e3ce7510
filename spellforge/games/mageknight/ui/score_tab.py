"""End-of-game scoring in the window: one row per player with what the rules count, scored as
you type (games/mageknight/scoring.py, the same as `spellforge mk score`): each side's fame,
achievements, titles and total, the holder of each title and the winner. The sheet is kept in
the user data folder (mage-knight/score-draft.json), so nothing typed is lost."""

from __future__ import annotations

import json

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFileDialog, QHBoxLayout, QHeaderView, QLabel, QPushButton, QSpinBox, QTableWidget,
    QTableWidgetItem, QVBoxLayout, QWidget,
)

from spellforge.games.mageknight import collection, score_messages, scoring
from spellforge.games.mageknight import messages
from spellforge.games.mageknight.ui.dummy_tab import qt_translate
from spellforge.ui.widgets.retranslate import Retranslates
from spellforge.ui.widgets.wrapped_header import fit_columns_to_width, wrapped_header

COLUMNS = ("name", "hero", "team", "fame", "spells", "advanced_actions", "units", "adventure_shields", "artifacts",
           "crystals", "conquest_shields", "wounds", "cities_led", "cities_shield", "relic_parts", *scoring.CAMP_FIELDS)
SCENARIO_COLUMNS = {"conquest": ("cities_led", "cities_shield", *scoring.CAMP_FIELDS), "lost-relic": ("relic_parts",)}
START_ROWS = 2


class ScoreTab(Retranslates, QWidget):
    def __init__(self, lib, lang: str, parent=None) -> None:
        super().__init__(parent)
        self.lib, self.lang = lib, lang
        self.scenario, self.mode = QComboBox(self), QComboBox(self)
        self.scenario.setObjectName("mkScoreScenario")
        self.mode.setObjectName("mkScoreMode")
        for key in scoring.SCENARIOS:
            self.scenario.addItem("", key)
        for key in ("",) + scoring.MODES:
            self.mode.addItem("", key)
        self.scenario_label, self.mode_label = QLabel(self), QLabel(self)
        self.scenario_label.setBuddy(self.scenario)
        self.mode_label.setBuddy(self.mode)
        self.rounds_left, self.dummy_cards = QSpinBox(self), QSpinBox(self)
        self.rounds_left.setRange(0, 12)
        self.dummy_cards.setRange(0, 99)
        self.rounds_label, self.dummy_label = QLabel(self), QLabel(self)
        self.rounds_label.setBuddy(self.rounds_left)
        self.dummy_label.setBuddy(self.dummy_cards)
        self.not_announced, self.all_cities, self.all_parts = QCheckBox(self), QCheckBox(self), QCheckBox(self)
        self.add_button, self.remove_button, self.open_button = QPushButton(self), QPushButton(self), QPushButton(self)
        self.add_button.setObjectName("mkScoreAdd")
        self.sheet = QTableWidget(0, len(COLUMNS), self)
        self.sheet.setObjectName("mkScoreSheet")
        # up to 17 columns (the scenario's) share the sheet's width, their titles wrapped (one line each needed 1900 px in Russian)
        wrapped_header(self.sheet, lambda: [self._headers()[k] for k in COLUMNS])
        self.status = QLabel(self)
        self.status.setObjectName("mkScoreStatus")
        self.status.setWordWrap(True)
        self.table = QTableWidget(0, 0, self)
        self.table.setObjectName("mkScoreResult")
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.result_text = QLabel(self)
        self.result_text.setObjectName("mkScoreWinner")
        self.result_text.setWordWrap(True)
        settings = QHBoxLayout()
        for w in (self.scenario_label, self.scenario, self.mode_label, self.mode, self.rounds_label, self.rounds_left,
                  self.dummy_label, self.dummy_cards):
            settings.addWidget(w)
        settings.addStretch(1)
        flags = QHBoxLayout()
        for w in (self.not_announced, self.all_cities, self.all_parts):
            flags.addWidget(w)
        flags.addStretch(1)
        for w in (self.add_button, self.remove_button, self.open_button):
            flags.addWidget(w)
        box = QVBoxLayout(self)
        box.addLayout(settings)
        box.addLayout(flags)
        box.addWidget(self.sheet, 2)
        box.addWidget(self.status)
        box.addWidget(self.table, 2)
        box.addWidget(self.result_text)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self.refresh)
        self.sheet.itemChanged.connect(self._timer.start)
        for combo in (self.scenario, self.mode):
            combo.currentIndexChanged.connect(self._timer.start)
        for spin in (self.rounds_left, self.dummy_cards):
            spin.valueChanged.connect(self._timer.start)
        for check in (self.not_announced, self.all_cities, self.all_parts):
            check.toggled.connect(self._timer.start)
        self.add_button.clicked.connect(self.add_player)
        self.remove_button.clicked.connect(self.remove_player)
        self.open_button.clicked.connect(self.open_file)
        self._draft = collection.collection_path().parent / "score-draft.json"
        self._saved = ""
        self._load_draft()

    # -- the sheet -------------------------------------------------------------------------------
    def add_player(self) -> None:
        self.sheet.insertRow(self.sheet.rowCount())
        self._timer.start()

    def remove_player(self) -> None:
        row = self.sheet.currentRow() if self.sheet.currentRow() >= 0 else self.sheet.rowCount() - 1
        if row >= 0:
            self.sheet.removeRow(row)
            self._timer.start()

    def set_rows(self, rows: list[dict]) -> None:
        self.sheet.blockSignals(True)
        self.sheet.setRowCount(0)
        for values in rows:
            r = self.sheet.rowCount()
            self.sheet.insertRow(r)
            for c, key in enumerate(COLUMNS):
                value = values.get(key, "")
                if key == "units" and isinstance(value, list):
                    value = " ".join(f"{u['level']}{self._wound_mark() if u.get('wounded') else ''}"
                                     if isinstance(u, dict) else str(u)
                                     for u in value)
                self.sheet.setItem(r, c, QTableWidgetItem("" if value in (None, 0, "0") and key != "fame" else str(value)))
        self.sheet.blockSignals(False)
        self.refresh()

    def rows(self) -> list[dict]:
        out = []
        for r in range(self.sheet.rowCount()):
            row = {}
            for c, key in enumerate(COLUMNS):
                item = self.sheet.item(r, c)
                text = item.text().strip() if item else ""
                if text:
                    row[key] = text
            if row:
                out.append(row)
        return out

    def game(self) -> scoring.Game:
        return scoring.Game(self.scenario.currentData() or "standard", self.mode.currentData() or "",
                            self.rounds_left.value(), self.dummy_cards.value(), self.not_announced.isChecked(),
                            self.all_cities.isChecked(), self.all_parts.isChecked())

    # -- scoring ---------------------------------------------------------------------------------
    def _show_columns(self) -> None:
        """Only the columns the chosen scenario counts: the cities and Volkare's camp in the
        Conquest (L1403-1407, L2863-2865), the relic parts in the Lost Relic (L4327); a hidden
        column keeps what was typed in it."""
        scenario, changed = self.scenario.currentData(), False
        for c, key in enumerate(COLUMNS):
            hidden = (key in SCENARIO_COLUMNS["conquest"] and scenario != "conquest"
                      or key in SCENARIO_COLUMNS["lost-relic"] and scenario != "lost-relic")
            if self.sheet.isColumnHidden(c) != hidden:
                self.sheet.setColumnHidden(c, hidden)
                changed = True
        if changed:
            fit_columns_to_width(self.sheet, [self._headers()[k] for k in COLUMNS])

    def refresh(self) -> None:
        self._show_columns()
        self._save_draft()
        self.table.setRowCount(0)
        self.result_text.clear()
        rows = self.rows()
        if not rows:
            self.status.setText(self.tr("One row per player: a name, the fame and what the rules count."))
            return
        try:
            players = []
            for i, row in enumerate(rows, start=1):
                try:
                    players.append(scoring.player_from(row, f"row {i}", i))
                except scoring.ScoreError as exc:
                    exc.params["row"] = i
                    raise
            data = scoring.score(players, self.game()).as_dict()
        except scoring.ScoreError as exc:
            self.status.setText(self.tr("Cannot score: {error}").format(error=self.error_text(exc)))
            return
        self.status.clear()
        names = messages.category_names(qt_translate)
        goal_names = messages.goal_names(qt_translate)
        goal_keys = sorted({k for e in data["entries"] for k in e["goal"]})
        headers = ([self.tr("Fame")] + [names[c] for c in data["categories"]] + [goal_names[k] for k in goal_keys]
                   + [self.tr("Total")])
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(data["entries"]))
        self.table.setVerticalHeaderLabels([e["name"] if e["members"] == [e["name"]] else ", ".join(e["members"])
                                            for e in data["entries"]])
        for r, e in enumerate(data["entries"]):
            cells = [str(e["fame"])]
            for c in data["categories"]:
                title = e["titles"].get(c)
                cells.append(f"{e['counts'][c]:+d}" + (f"  ★ {title:+d}" if title else ""))
            cells += [f"{e['goal'].get(k, 0):+d}" for k in goal_keys]
            cells.append(str(e["total"]))
            for c, text in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(text))
        lines = []
        if data["titles_given"]:
            for c in data["categories"]:
                holders = data["title_holders"][c]
                lines.append(f"{names[c]}: " + (", ".join(holders) if holders else self.tr("nobody")))
        else:
            lines.append(self.tr("No titles in this game."))
        lines.append(messages.winner_line(data, qt_translate))
        self.result_text.setText("\n".join(lines))

    def error_text(self, exc: scoring.ScoreError) -> str:
        """The sheet's problem in the window's language, naming the row and the column."""
        p = exc.params
        column = self._headers().get(p.get("key", ""), p.get("key", ""))
        texts = {
            "not_a_number": self.tr("row {row}: {column} must be a whole number"),
            "negative": self.tr("row {row}: {column} cannot be negative"),
            "bad_unit": self.tr("row {row}: a unit is its level, with w when wounded (3w)"),
            "unit_level": self.tr("row {row}: a unit's level is 1 to 4"),
            "no_name": self.tr("row {row}: every player needs a name"),
            "team_missing": self.tr("a team game needs every player's team; none for: {names}"),
            "solo_one_player": self.tr("a solo game has one player"),
            "no_players": self.tr("One row per player: a name, the fame and what the rules count."),
            "camp_needs_conquest": self.tr("Volkare's camp stands for a city: choose the Conquest scenario"),
            "camp_one": self.tr("row {row}: {column} is 0 or 1 (there is one camp)"),
            "camp_led_and_shield": self.tr("row {row}: the camp's leader needs no other shield there"),
            "camp_one_leader": self.tr("the camp has one leader, not: {names}"),
        }
        text = texts.get(exc.code)
        if text is None:  # a sheet's problem the tab does not word itself: the command's sentence
            return score_messages.error_text(exc, qt_translate)
        return text.format(row=p.get("row", ""), column=column, names=p.get("names", ""))

    # -- the draft and files -----------------------------------------------------------------------
    def _state(self) -> dict:
        g = self.game()
        return {"scenario": g.scenario, "mode": g.mode,
                "game": {"rounds_left": g.rounds_left, "dummy_cards": g.dummy_cards,
                         "end_not_announced": g.end_not_announced, "all_cities": g.all_cities,
                         "all_relic_parts": g.all_relic_parts},
                "players": self.rows()}

    def _save_draft(self) -> None:
        from spellforge.fileio import save_draft

        text = json.dumps(self._state(), ensure_ascii=False, indent=1)
        if text != self._saved and save_draft(self._draft, text):  # unwritable: the sheet stays in the window
            self._saved = text

    def _load_draft(self) -> None:
        """The sheet as it was left, rows as typed (even ones that do not score yet). A draft that
        cannot be read is kept aside as score-draft.json.unreadable, never overwritten."""
        rows: list[dict] = []
        if self._draft.is_file():
            try:
                state = json.loads(self._draft.read_text(encoding="utf-8"))
                rows = [r for r in state.get("players", []) if isinstance(r, dict)]
                try:
                    self._apply_settings(state)
                except scoring.ScoreFileError:
                    pass  # settings the rules do not know: the sheet's defaults
            except (OSError, UnicodeError, ValueError, AttributeError):
                try:
                    self._draft.replace(self._draft.with_name(self._draft.name + ".unreadable"))
                except OSError:
                    pass
                rows = []
        self.set_rows(rows)
        if not rows:
            self.sheet.setRowCount(START_ROWS)

    def _apply_settings(self, settings: dict) -> None:
        game = scoring.game_from(settings, str(self._draft))
        self.scenario.setCurrentIndex(max(0, self.scenario.findData(game.scenario)))
        self.mode.setCurrentIndex(max(0, self.mode.findData(game.mode)))
        self.rounds_left.setValue(game.rounds_left)
        self.dummy_cards.setValue(game.dummy_cards)
        self.not_announced.setChecked(game.end_not_announced)
        self.all_cities.setChecked(game.all_cities)
        self.all_parts.setChecked(game.all_relic_parts)

    def open_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open a score sheet"), "", "*.csv *.json")
        if name:
            self.open_path(name)

    def open_path(self, name: str) -> None:
        try:
            players, settings = scoring.read_sheet(name)
            self._apply_settings(settings)
        except scoring.ScoreFileError as exc:
            self.status.setText(str(exc))
            return
        self.set_rows([{"name": p.name, "hero": p.hero, "team": p.team, "fame": p.fame, "spells": p.spells,
                        "advanced_actions": p.advanced_actions,
                        "units": " ".join(f"{lv}{self._wound_mark() if w else ''}" for lv, w in p.units),
                        "adventure_shields": p.adventure_shields, "artifacts": p.artifacts, "crystals": p.crystals,
                        "conquest_shields": p.conquest_shields, "wounds": p.wounds, "cities_led": p.cities_led,
                        "cities_shield": p.cities_shield, "relic_parts": p.relic_parts, "camp_led": p.camp_led,
                        "camp_shield": p.camp_shield, "hunt_shields": p.hunt_shields} for p in players])

    # -- words -------------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        scenarios = messages.score_scenario_names(qt_translate)
        modes = messages.mode_names(qt_translate)
        for i in range(self.scenario.count()):
            self.scenario.setItemText(i, scenarios[self.scenario.itemData(i)])
        self.mode.setItemText(0, self.tr("by the number of players"))
        for i in range(1, self.mode.count()):
            self.mode.setItemText(i, modes[self.mode.itemData(i)])
        self.scenario_label.setText(self.tr("&Scenario:"))
        self.mode_label.setText(self.tr("&Game:"))
        self.rounds_label.setText(self.tr("&Rounds left:"))
        self.dummy_label.setText(self.tr("Cards in the &dummy's deck:"))
        self.not_announced.setText(self.tr("End of the last round not announced"))
        self.all_cities.setText(self.tr("All cities conquered"))
        self.all_parts.setText(self.tr("All relic parts found"))
        self.add_button.setText(self.tr("&Add a player"))
        self.remove_button.setText(self.tr("&Remove a player"))
        self.open_button.setText(self.tr("&Open…"))
        headers = self._headers()
        fit_columns_to_width(self.sheet, [headers[k] for k in COLUMNS])
        self.refresh()

    def _wound_mark(self) -> str:
        """The letter after a wounded unit's level in the window's language (scoring.WOUND_MARKS)."""
        mark = self.tr("w", "the letter after a wounded unit's level, as in 3w")
        return mark if mark in scoring.WOUND_MARKS else "w"

    def _headers(self) -> dict[str, str]:
        return {
            "name": self.tr("Player"), "hero": self.tr("Hero"), "team": self.tr("Team"), "fame": self.tr("Fame"),
            "spells": self.tr("Spells"), "advanced_actions": self.tr("Advanced actions"),
            "units": self.tr("Units (levels; w = wounded)"), "adventure_shields": self.tr("Shields on adventure sites"),
            "artifacts": self.tr("Artifacts"), "crystals": self.tr("Crystals"),
            "conquest_shields": self.tr("Shields on keeps, towers, monasteries"), "wounds": self.tr("Wounds in the deck"),
            "cities_led": self.tr("Cities led"), "cities_shield": self.tr("Other cities with a shield"),
            "relic_parts": self.tr("Relic parts"), "camp_led": self.tr("Leads Volkare's camp (0/1)"),
            "camp_shield": self.tr("Shield on Volkare's camp (0/1)"),
            "hunt_shields": self.tr("Hunting shields at the camp"),
        }
