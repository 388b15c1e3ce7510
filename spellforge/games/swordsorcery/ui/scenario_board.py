"""The scenario board tab: one row per hero (HP left of the soul stone's, wounds, condition tokens,
used skills with their hourglasses, ready skills, artifact charges, the empowered soul weapon)
and the moves of the table: wound, heal, a condition on or off, a skill used, a soul weapon
empowered, the time phase, the end of the scenario. "All ghosts: the scenario is lost" shows in
red. Thin: the rules are spellforge.games.swordsorcery.scenario; every move goes through the
view's undoable _do()."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QGridLayout, QHeaderView, QLabel, QPushButton, QSpinBox, QTableWidget,
    QTableWidgetItem, QVBoxLayout, QWidget,
)

from spellforge.games.swordsorcery import actions, scenario, table_actions
from spellforge.games.swordsorcery.messages import board_templates, missing_words
from spellforge.games.swordsorcery.ui.campaign_sheet import _translate


class ScenarioBoard(QWidget):
    def __init__(self, view, parent=None) -> None:
        super().__init__(parent)
        self.view = view
        self.setObjectName("ssScenarioBoard")
        self.table = QTableWidget(0, 8, self)
        self.table.setObjectName("ssBoardTable")
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SingleSelection)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.lost = QLabel(self)
        self.lost.setObjectName("ssScenarioLost")
        self.lost.setStyleSheet("color: #b00020; font-weight: bold")
        self.lost.setWordWrap(True)

        self.hero = QComboBox(self)
        self.hero.setObjectName("ssBoardHero")
        self.amount = QSpinBox(self)
        self.amount.setObjectName("ssBoardWounds")
        self.amount.setRange(1, 99)
        self.wound_button, self.heal_button = QPushButton(self), QPushButton(self)
        self.wound_button.setObjectName("ssBoardWound")
        self.heal_button.setObjectName("ssBoardHeal")
        self.wound_button.clicked.connect(lambda: self.view._do(actions.wound, self._hero(), self.amount.value()))
        self.heal_button.clicked.connect(lambda: self.view._do(table_actions.heal, self._hero(), self.amount.value()))
        self.condition = QComboBox(self)
        self.condition.setObjectName("ssBoardCondition")
        self.on_button, self.off_button = QPushButton(self), QPushButton(self)
        self.on_button.setObjectName("ssConditionOn")
        self.off_button.setObjectName("ssConditionOff")
        self.on_button.clicked.connect(lambda: self._condition(True))
        self.off_button.clicked.connect(lambda: self._condition(False))
        self.skill = QComboBox(self)
        self.skill.setObjectName("ssBoardSkill")
        self.hourglasses = QSpinBox(self)
        self.hourglasses.setRange(*scenario.COOLDOWN)
        self.use_button = QPushButton(self)
        self.use_button.setObjectName("ssUseSkill")
        self.use_button.clicked.connect(lambda: self.view._do(scenario.use_skill, self._hero(), self.skill.currentData(),
                                                             self.hourglasses.value()))
        self.weapon_button = QPushButton(self)
        self.weapon_button.setObjectName("ssEmpower")
        self.weapon_button.clicked.connect(self._empower)
        self.time_button = QPushButton(self)
        self.time_button.setObjectName("ssTimePhase")
        self.time_button.clicked.connect(lambda: self.view._do(scenario.time_phase))
        self.end_button = QPushButton(self)
        self.end_button.setObjectName("ssBoardEnd")
        self.end_button.clicked.connect(lambda: self.view._do(actions.end_scenario))
        self.hero_label, self.condition_label, self.skill_label = QLabel(self), QLabel(self), QLabel(self)

        grid = QGridLayout()
        grid.addWidget(self.hero_label, 0, 0)
        grid.addWidget(self.hero, 0, 1)
        grid.addWidget(self.amount, 0, 2)
        grid.addWidget(self.wound_button, 0, 3)
        grid.addWidget(self.heal_button, 0, 4)
        grid.addWidget(self.condition_label, 1, 0)
        grid.addWidget(self.condition, 1, 1)
        grid.addWidget(self.on_button, 1, 3)
        grid.addWidget(self.off_button, 1, 4)
        grid.addWidget(self.skill_label, 2, 0)
        grid.addWidget(self.skill, 2, 1)
        grid.addWidget(self.hourglasses, 2, 2)
        grid.addWidget(self.use_button, 2, 3)
        grid.addWidget(self.weapon_button, 2, 4)
        grid.addWidget(self.time_button, 3, 3)
        grid.addWidget(self.end_button, 3, 4)
        grid.setColumnStretch(1, 1)
        box = QVBoxLayout(self)
        box.addWidget(self.table, 1)
        box.addWidget(self.lost)
        box.addLayout(grid)
        self.hero.currentIndexChanged.connect(lambda _i: self._fill_skills())
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.table.setHorizontalHeaderLabels([
            self.tr("Hero"), self.tr("HP"), self.tr("Wounds"), self.tr("Conditions"), self.tr("Used skills"),
            self.tr("Ready skills"), self.tr("Charges"), self.tr("Soul weapon")])
        self.hero_label.setText(self.tr("Hero:"))
        self.wound_button.setText(self.tr("Add wounds"))
        self.heal_button.setText(self.tr("Remove wounds"))
        self.amount.setToolTip(self.tr("Wounds taken or healed"))
        self.condition_label.setText(self.tr("Condition:"))
        self.on_button.setText(self.tr("Put on"))
        self.off_button.setText(self.tr("Take off"))
        self.skill_label.setText(self.tr("Skill:"))
        self.hourglasses.setToolTip(self.tr("Hourglasses of the level used"))
        self.use_button.setText(self.tr("Use skill"))
        self.weapon_button.setText(self.tr("Empower soul weapon"))
        self.time_button.setText(self.tr("Time phase"))
        self.end_button.setText(self.tr("End scenario"))
        self.lost.setText(self.tr("Every hero is a ghost soul: the scenario is lost.") if self._lost else "")

    _lost = False

    def refresh(self) -> None:
        v = self.view
        try:
            rows, self._lost = scenario.board(v.campaign, v.lib, v.lang)
        except ValueError:
            rows, self._lost = [], False
        self.table.setRowCount(len(rows))
        used = board_templates(_translate)["used_one"]
        unknown_hp = missing_words(_translate)["soul_stone_hp"]
        for r, row in enumerate(rows):
            # no HP entered: a dash that says why in its tooltip, never a bare «?»
            hp = "—" if row.ghost or row.hp is None else f"{max(0, row.hp - row.wounds)} / {row.hp}"
            name = f"{row.hero} ☠" if row.ghost else row.hero
            cells = [name, hp, str(row.wounds), ", ".join(row.conditions),
                     ", ".join(used.format(skill=k, hourglasses=n) for k, n in row.used.items()), ", ".join(row.ready),
                     ", ".join(f"{n} {'?' if now is None else now}/{'?' if most is None else most}"
                               for n, now, most in row.charges),
                     ", ".join(row.empowered)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(unknown_hp if col == 1 and row.hp is None and not row.ghost else text)
                self.table.setItem(r, col, item)
        self.table.resizeRowsToContents()
        self.lost.setVisible(self._lost)
        self.lost.setText(self.tr("Every hero is a ghost soul: the scenario is lost.") if self._lost else "")
        current = self.hero.currentData()
        self.hero.blockSignals(True)
        self.hero.clear()
        for h, row in zip(v.campaign.heroes, rows):
            self.hero.addItem(row.hero, h.hero)
        self.hero.setCurrentIndex(max(0, self.hero.findData(current)))
        self.hero.blockSignals(False)
        self.condition.clear()
        for key in scenario.CONDITIONS:
            self.condition.addItem(v.lib.term(key, v.lang), key)
        self._fill_skills()
        self.setEnabled(bool(v.name) and bool(rows))

    def _fill_skills(self) -> None:
        self.skill.clear()
        v = self.view
        h = next((h for h in v.campaign.heroes if h.hero == self.hero.currentData()), None)
        for e in (h.skills if h else []):
            s = v.lib.skill(e.name)
            self.skill.addItem(s.names.get(v.lang) if s else e.name, e.name)

    def _hero(self) -> str | None:
        return self.hero.currentData()

    def _condition(self, on: bool) -> None:
        self.view._do(scenario.set_condition, self._hero(), self.condition.currentData(), on)

    def _empower(self) -> None:
        h = next((h for h in self.view.campaign.heroes if h.hero == self._hero()), None)
        weapon = next((e.name for s, e in (h.equipped.items() if h else []) if s in ("main", "off")
                       and getattr(self.view.lib.item(e.name), "deck", "") == "soul_weapon"), None)
        self.view._do(table_actions.empower, self._hero(), weapon)

    def showEvent(self, event) -> None:  # noqa: N802 - the rows fit the columns' real widths once shown
        super().showEvent(event)
        self.table.resizeRowsToContents()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.table.resizeRowsToContents()
