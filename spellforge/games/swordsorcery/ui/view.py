"""Sword & Sorcery in the window: the party builder (heroes, class side, soul level, skills,
equipment as slots, inventory) with live validation, and the campaign sheet (the shared shard
pool, crowns per hero, the emporium, death and resurrection, the end of a scenario, the history).
Thin: the rules are in spellforge.games.swordsorcery; every change is one command on a
QUndoStack and is saved at once as a new version of the stored campaign."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QListWidget,
    QListWidgetItem, QMenu, QMessageBox, QPushButton, QSpinBox, QSplitter, QTabWidget, QVBoxLayout, QWidget,
)

from spellforge.games.swordsorcery import actions, rules
from spellforge.games.swordsorcery.actions import Refused
from spellforge.games.swordsorcery.campaign import Campaign, HeroState
from spellforge.games.swordsorcery.ui.campaign_files import CampaignFiles
from spellforge.games.swordsorcery.ui.campaign_sheet import CampaignSheet, _translate
from spellforge.games.swordsorcery.ui.inventory_actions import InventoryActions
from spellforge.games.swordsorcery.validator import ERROR, UnknownName
from spellforge.ui.widgets.retranslate import Retranslates


class _Change(QUndoCommand):
    """One change of the campaign: the campaign before and after (actions never modify their input)."""

    def __init__(self, view: "SwordSorceryView", before: Campaign, after: Campaign, text: str):
        super().__init__(text)
        self.view, self.before, self.after = view, before, after

    def redo(self) -> None:
        self.view._show_campaign(self.after, action=self.after.log[-1].get("action", "edit") if
                                 len(self.after.log) > len(self.before.log) else "edit")

    def undo(self) -> None:
        self.view._show_campaign(self.before, action="undo")


class SwordSorceryView(CampaignFiles, CampaignSheet, InventoryActions, Retranslates, QWidget):
    campaign_changed = Signal()

    def __init__(self, lang: str = "ru", parent=None, store=None) -> None:
        super().__init__(parent)
        self.setObjectName("swordSorceryView")
        self.lang = lang
        self._user_store = store
        self._campaigns = None
        self._lib = None
        self.campaign = Campaign()
        self.name = ""
        self.undo_stack = QUndoStack(self)
        self._filling = False
        self._build()
        self._build_menus()
        self.retranslate_ui()
        self.load_first()

    # -- data ---------------------------------------------------------------------------------------
    @property
    def lib(self):
        if self._lib is None:
            from spellforge.games.swordsorcery.library import SSDataError
            from spellforge.games.swordsorcery.store import open_facts, open_library

            self.data_error = None
            try:
                self._lib = open_library(self.user_store)
            except SSDataError as exc:  # the box data no longer fits the facts: the facts alone, and why
                self.data_error = exc  # said in the window's language (refresh)
                self._lib = open_facts()
        return self._lib

    @property
    def user_store(self):
        if self._user_store is None:
            from spellforge.library.user.store import shared_store

            self._user_store = shared_store()  # the window's: one store of user.sqlite per process
        return self._user_store

    @property
    def campaigns(self):
        if self._campaigns is None:
            from spellforge.games.swordsorcery.store import CampaignStore

            self._campaigns = CampaignStore(self.user_store)
        return self._campaigns

    # -- layout -------------------------------------------------------------------------------------
    def _build(self) -> None:
        self.campaign_label = QLabel(self)
        self.campaign_box = QComboBox(self)
        self.campaign_box.setObjectName("ssCampaign")
        self.campaign_box.setMinimumContentsLength(14)
        self.campaign_box.activated.connect(lambda _i: self.open_stored(self.campaign_box.currentData()))
        self.new_button = QPushButton(self)
        self.new_button.clicked.connect(lambda: self.new_campaign())
        self.pool_label = QLabel(self)
        self.pool_label.setObjectName("ssPool")
        self.storm = QCheckBox(self)
        self.storm.setObjectName("ssSoulStorm")
        self.storm.toggled.connect(self._storm_toggled)
        top = QHBoxLayout()
        top.addWidget(self.campaign_label)
        top.addWidget(self.campaign_box)
        top.addWidget(self.new_button)
        top.addSpacing(12)
        top.addWidget(self.pool_label, 1)
        top.addWidget(self.storm)

        # party
        self.party_group = QGroupBox(self)
        self.party = QListWidget(self)
        self.party.setObjectName("ssParty")
        self.party.setWordWrap(True)  # a long side name wraps, never a sideways scroll
        self.party.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.party.currentRowChanged.connect(lambda _r: self._fill_hero())
        self.add_hero = QComboBox(self)
        self.add_hero.setObjectName("ssAddHero")
        self.add_button = QPushButton(self)
        self.add_button.setObjectName("ssAddHeroButton")
        self.add_button.clicked.connect(self._add_hero)
        self.remove_button = QPushButton(self)
        self.remove_button.clicked.connect(self._remove_hero)
        pv = QVBoxLayout(self.party_group)
        pv.addWidget(self.party, 1)
        pv.addWidget(self.add_hero)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        pv.addLayout(row)

        # the hero sheet
        self.hero_group = QGroupBox(self)
        self.side = QComboBox(self)
        self.side.setObjectName("ssSide")
        self.side.activated.connect(self._side_changed)
        self.level = QLabel(self)
        self.level.setObjectName("ssLevel")
        self.level_button = QPushButton(self)
        self.level_button.setObjectName("ssLevelUp")
        self.level_button.clicked.connect(lambda: self._do(actions.level_up, self._hero_name()))
        self.crowns = QLabel(self)
        self.crowns.setObjectName("ssCrowns")
        self.slots: dict[str, QComboBox] = {}
        self.slot_labels: dict[str, QLabel] = {}
        form = QFormLayout()
        self.side_label, self.level_label, self.crowns_label = QLabel(self), QLabel(self), QLabel(self)
        form.addRow(self.side_label, self.side)
        lv = QHBoxLayout()
        lv.addWidget(self.level, 1)
        lv.addWidget(self.level_button)
        form.addRow(self.level_label, lv)
        form.addRow(self.crowns_label, self.crowns)
        for slot in rules.SLOTS:
            box = QComboBox(self)
            box.setObjectName(f"ssSlot_{slot}")
            box.activated.connect(lambda _i, s=slot: self._slot_changed(s))
            self.slots[slot] = box
            self.slot_labels[slot] = QLabel(self)
            form.addRow(self.slot_labels[slot], box)
        self.skills = QListWidget(self)
        self.skills.setObjectName("ssSkills")
        self.skill_pick = QComboBox(self)
        self.skill_pick.setObjectName("ssSkillPick")
        self.take_button = QPushButton(self)
        self.take_button.setObjectName("ssTakeSkill")
        self.take_button.clicked.connect(lambda: self._do(actions.take_skill, self._hero_name(),
                                                          self.skill_pick.currentData()))
        self.drop_button = QPushButton(self)
        self.drop_button.clicked.connect(self._drop_skill)
        self.inventory = QListWidget(self)
        self.inventory.setObjectName("ssInventory")
        self.item_pick = QComboBox(self)
        self.item_pick.setObjectName("ssItemPick")
        self.carry_button = QPushButton(self)
        self.carry_button.setObjectName("ssCarry")
        self.carry_button.clicked.connect(self._carry)
        self.buy_button = QPushButton(self)
        self.buy_button.setObjectName("ssBuy")
        self.buy_button.clicked.connect(lambda: self._do(actions.buy, self._hero_name(), self.item_pick.currentData()))
        self.sell_button = QPushButton(self)
        self.sell_button.setObjectName("ssSell")
        self.sell_button.clicked.connect(self._sell)
        self.forge_button = QPushButton(self)
        self.forge_button.setObjectName("ssForge")
        self.forge_button.clicked.connect(self._forge)
        self.discard_button = QPushButton(self)
        self.discard_button.clicked.connect(self._discard)
        self.use_button = QPushButton(self)
        self.use_button.setObjectName("ssUseItem")
        self.use_button.clicked.connect(self._use_selected)
        self.trade_to = QComboBox(self)
        self.trade_to.setObjectName("ssTradeTo")
        self.trade_button = QPushButton(self)
        self.trade_button.setObjectName("ssTrade")
        self.trade_button.clicked.connect(self._trade)
        self.picks_label = QLabel(self)
        self.picks_label.setObjectName("ssOpenPicks")
        self.picks_label.setWordWrap(True)
        self.inventory.currentRowChanged.connect(lambda _r: self._sync_item_buttons())
        self.skills_label, self.inventory_label = QLabel(self), QLabel(self)
        hv = QVBoxLayout(self.hero_group)
        hv.addLayout(form)
        hv.addWidget(self.skills_label)
        hv.addWidget(self.skills, 1)
        hv.addWidget(self.picks_label)
        sr = QHBoxLayout()
        sr.addWidget(self.skill_pick, 1)
        sr.addWidget(self.take_button)
        sr.addWidget(self.drop_button)
        hv.addLayout(sr)
        hv.addWidget(self.inventory_label)
        hv.addWidget(self.inventory, 1)
        ir = QHBoxLayout()
        ir.addWidget(self.item_pick, 1)
        ir.addWidget(self.carry_button)
        ir.addWidget(self.buy_button)
        hv.addLayout(ir)
        ir2 = QHBoxLayout()
        for b in (self.use_button, self.sell_button, self.forge_button, self.discard_button):
            ir2.addWidget(b)
        hv.addLayout(ir2)
        ir3 = QHBoxLayout()
        ir3.addWidget(self.trade_to, 1)
        ir3.addWidget(self.trade_button)
        hv.addLayout(ir3)

        # the campaign sheet
        self.sheet_group = QGroupBox(self)
        self.death_button = QPushButton(self)
        self.death_button.setObjectName("ssDeath")
        self.death_button.clicked.connect(lambda: self._do(actions.death, self._hero_name()))
        self.wounds = QSpinBox(self)
        self.wounds.setObjectName("ssWounds")
        self.wounds.setRange(1, 99)
        self.wound_button = QPushButton(self)
        self.wound_button.setObjectName("ssWound")
        self.wound_button.clicked.connect(lambda: self._do(actions.wound, self._hero_name(), self.wounds.value()))
        self.resurrect_button = QPushButton(self)
        self.resurrect_button.setObjectName("ssResurrect")
        self.resurrect_button.clicked.connect(lambda: self._do(actions.resurrect, self._hero_name()))
        self.prize = QComboBox(self)
        for prize in (0, *rules.TAVERN_PRIZES):
            self.prize.addItem(str(prize), prize)
        self.tavern_button = QPushButton(self)
        self.tavern_button.setObjectName("ssTavern")
        self.tavern_button.clicked.connect(lambda: self._do(actions.tavern, self._hero_name(), self.prize.currentData()))
        self.visit_button = QPushButton(self)
        self.visit_button.clicked.connect(lambda: self._do(lambda c, _lib: actions.visit(c)))
        self.gain_shards = QSpinBox(self)
        self.gain_shards.setObjectName("ssGainShards")
        self.gain_shards.setRange(0, 999)
        self.gain_crowns = QSpinBox(self)
        self.gain_crowns.setRange(0, 9999)
        self.gain_button = QPushButton(self)
        self.gain_button.setObjectName("ssGain")
        self.gain_button.clicked.connect(self._gain)
        self.gain_button.setEnabled(False)  # until shards or crowns are typed (0 and 0 gained nothing)
        for spin in (self.gain_shards, self.gain_crowns):
            spin.valueChanged.connect(lambda _v: self.gain_button.setEnabled(
                bool(self.gain_shards.value() or self.gain_crowns.value())))
        self.end_button = QPushButton(self)
        self.end_button.setObjectName("ssEndScenario")
        self.end_button.clicked.connect(lambda: self._do(actions.end_scenario))
        self.problems = QListWidget(self)
        self.problems.setObjectName("ssProblems")
        self.problems.setWordWrap(True)
        self.history = QListWidget(self)
        self.history.setObjectName("ssHistory")
        self.history.setWordWrap(True)
        self.problems_label, self.history_label = QLabel(self), QLabel(self)
        sv = QVBoxLayout(self.sheet_group)
        # every number box has its label (issue 46: four boxes said nothing but a tooltip)
        numbers = QGridLayout()
        self.wounds_label, self.prize_label = QLabel(self), QLabel(self)
        self.shards_label, self.found_crowns_label = QLabel(self), QLabel(self)
        for row, (label, box, button) in enumerate(((self.wounds_label, self.wounds, self.wound_button),
                                                    (self.prize_label, self.prize, self.tavern_button),
                                                    (self.shards_label, self.gain_shards, None),
                                                    (self.found_crowns_label, self.gain_crowns, self.gain_button))):
            label.setBuddy(box)
            numbers.addWidget(label, row, 0)
            numbers.addWidget(box, row, 1)
            if button is not None:
                numbers.addWidget(button, row, 2)
        numbers.setColumnStretch(2, 1)
        sv.addLayout(numbers)
        r1 = QHBoxLayout()
        r1.addWidget(self.death_button)
        r1.addWidget(self.resurrect_button)
        r1.addWidget(self.visit_button)
        sv.addLayout(r1)
        sv.addWidget(self.end_button)
        sv.addWidget(self.problems_label)
        sv.addWidget(self.problems, 1)
        sv.addWidget(self.history_label)
        sv.addWidget(self.history, 1)

        split = QSplitter(Qt.Horizontal, self)
        for w in (self.party_group, self.hero_group, self.sheet_group):
            split.addWidget(w)
        split.setStretchFactor(1, 2)
        split.setStretchFactor(2, 2)
        split.setChildrenCollapsible(False)
        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addWidget(self._tabs(split), 1)

    def _tabs(self, party: QWidget) -> QTabWidget:
        """The party and campaign sheet, the scenario board and the story record, one tab each."""
        from spellforge.games.swordsorcery.ui.scenario_board import ScenarioBoard
        from spellforge.games.swordsorcery.ui.story_record import StoryRecord

        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("ssTabs")
        self.board, self.story = ScenarioBoard(self), StoryRecord(self)
        for w in (party, self.board, self.story):
            self.tabs.addTab(w, "")
        return self.tabs

    def _build_menus(self) -> None:
        """The menus the window shows while this game is (ui/window/game_switcher.py)."""
        self.campaign_menu = QMenu(self)
        self.new_action = QAction(self)
        self.new_action.triggered.connect(lambda: self.new_campaign())
        self.open_action = QAction(self)
        self.open_action.triggered.connect(lambda: self.import_file())
        self.export_action = QAction(self)
        self.export_action.triggered.connect(lambda: self.export_file())
        self.box_action = QAction(self)
        self.box_action.triggered.connect(lambda: self.import_box())
        self.template_action = QAction(self)
        self.template_action.triggered.connect(lambda: self.write_templates())
        self.box_grid_action = QAction(self)
        self.box_grid_action.triggered.connect(lambda: self.edit_box())
        for a in (self.new_action, self.open_action, self.export_action):
            self.campaign_menu.addAction(a)
        self.campaign_menu.addSeparator()
        self.campaign_menu.addAction(self.box_grid_action)
        self.campaign_menu.addAction(self.template_action)
        self.campaign_menu.addAction(self.box_action)
        self.edit_menu = QMenu(self)
        self.undo_action = self.undo_stack.createUndoAction(self)
        self.undo_action.setShortcut("Ctrl+Z")
        self.redo_action = self.undo_stack.createRedoAction(self)
        self.redo_action.setShortcuts(["Ctrl+Shift+Z", "Ctrl+Y"])
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)

    def menus(self) -> list[QMenu]:
        return [self.campaign_menu, self.edit_menu]

    def search_help(self) -> None:
        """No search of its own: a campaign sheet, not a card list (Help ▸ Search syntax is disabled)."""
        return None

    def retranslate_ui(self) -> None:
        self.campaign_label.setText(self.tr("Campaign:"))
        self.new_button.setText(self.tr("&New…"))
        self.storm.setText(self.tr("Soul Storm"))
        self.storm.setToolTip(self.tr("Optional rule: heroes of any alignment in one party; skills still need theirs"))
        self.party_group.setTitle(self.tr("Party"))
        self.add_button.setText(self.tr("&Add hero"))
        self.remove_button.setText(self.tr("Remove"))
        self.hero_group.setTitle(self.tr("Hero"))
        self.side_label.setText(self.tr("Class:"))
        self.level_label.setText(self.tr("Soul level:"))
        self.level_button.setText(self.tr("&Level up"))
        self.crowns_label.setText(self.tr("Crowns:"))
        for slot, text in (("main", self.tr("Main weapon:")), ("off", self.tr("Off-hand:")),
                           ("armour", self.tr("Armour:")), ("artifact", self.tr("Artifact:"))):
            self.slot_labels[slot].setText(text)
        self.skills_label.setText(self.tr("Skills (in the order gained):"))
        self.take_button.setText(self.tr("Take"))
        self.drop_button.setText(self.tr("Discard last"))
        self.inventory_label.setText(self.tr("Inventory:"))
        self.carry_button.setText(self.tr("Carry"))
        self.buy_button.setText(self.tr("Buy"))
        self.sell_button.setText(self.tr("Sell"))
        self.forge_button.setText(self.tr("Forge"))
        self.discard_button.setText(self.tr("Drop"))
        self.carry_button.setToolTip(self.tr("Pick up a found item into the inventory"))
        self.trade_button.setText(self.tr("Pass to hero"))
        self.use_button.setText(self.tr("Use"))
        self.use_button.setToolTip(self.tr("Put the selected inventory item into its slot (checked)"))
        self.trade_to.setToolTip(self.tr("The hero who receives the selected inventory item"))
        self.sheet_group.setTitle(self.tr("Campaign sheet"))
        self.death_button.setText(self.tr("Death"))
        self.wounds_label.setText(self.tr("&Wounds:"))
        self.prize_label.setText(self.tr("Tavern &prize:"))
        self.shards_label.setText(self.tr("Soul &shards found:"))
        self.found_crowns_label.setText(self.tr("C&rowns found:"))
        self.wound_button.setText(self.tr("Add wounds"))
        self.wounds.setToolTip(self.tr("Wounds taken by the selected hero; at its HP the hero dies"))
        self.resurrect_button.setText(self.tr("Resurrect"))
        self.visit_button.setText(self.tr("Visit emporium"))
        self.tavern_button.setText(self.tr("Tavern"))
        self.prize.setToolTip(self.tr("What the die paid at the tavern"))
        self.end_button.setText(self.tr("End scenario"))
        self.gain_shards.setToolTip(self.tr("Soul shards found (shared pool)"))
        self.gain_crowns.setToolTip(self.tr("Crowns found by the selected hero"))
        self.gain_button.setText(self.tr("Gain"))
        self.problems_label.setText(self.tr("Problems:"))
        self.history_label.setText(self.tr("History:"))
        self.campaign_menu.setTitle(self.tr("&Campaign"))
        self.new_action.setText(self.tr("&New campaign…"))
        self.open_action.setText(self.tr("&Import campaign file…"))
        self.export_action.setText(self.tr("&Export campaign file…"))
        self.template_action.setText(self.tr("Write box data &templates…"))
        self.box_action.setText(self.tr("Import &box data…"))
        self.box_grid_action.setText(self.tr("Edit box &data…"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        for i, text in enumerate((self.tr("Party"), self.tr("Scenario board"), self.tr("Story record"))):
            self.tabs.setTabText(i, text)
        self.board.retranslate_ui()
        self.story.retranslate_ui()
        self.refresh()

    def set_card_language(self, lang: str) -> None:
        if lang != self.lang:
            self.lang = lang
            self.refresh()

    # -- campaigns ------------------------------------------------------------------------------------
    def load_first(self) -> None:
        names = [n for n, _m, _r in self.campaigns.names()]
        if names:
            self.open_stored(names[0])
        else:
            self.refresh()

    def open_stored(self, name: str | None) -> None:
        if not name:
            return
        from spellforge.library.user.store import UserDataError

        try:
            c = self.campaigns.load(name)
        except UserDataError as exc:  # one damaged campaign: said, the others stay usable
            from spellforge.ui.user_data_text import said

            QMessageBox.warning(self, self.tr("Campaign"), said(exc))
            return
        if c is not None:
            self.name, self.campaign = name, c
            self.undo_stack.clear()
            self.refresh()

    # -- changes ---------------------------------------------------------------------------------------
    def _show_campaign(self, c: Campaign, action: str) -> None:
        from spellforge.library.user.store import UserDataError

        from spellforge.games.swordsorcery.store import StaleCampaignError

        self.campaign = c
        if self.name:
            try:
                self.campaigns.save(self.name, c, action, expected=self.campaigns.revisions.get(self.name))
            except UserDataError as exc:  # read-only or damaged user data: shown, never lost silently
                from spellforge.ui.user_data_text import said

                QMessageBox.warning(self, self.tr("Campaign"), said(exc))
                if isinstance(exc, StaleCampaignError):  # changed by a command: show what is stored now
                    self.open_stored(self.name)
                    return
        self.refresh()
        self.campaign_changed.emit()

    def _push(self, after: Campaign, text: str) -> None:
        self.undo_stack.push(_Change(self, self.campaign.copy(), after, text))

    def _do(self, action, *args) -> bool:
        """Run a rules action on the campaign: its result is one undoable change; a refusal says why."""
        if not self.name:
            return False
        if any(a is None for a in args):
            return False
        try:
            result = action(self.campaign, self.lib, *args)
        except Refused as exc:
            self._refused(exc.problem)
            return False
        except (ValueError, UnknownName) as exc:
            QMessageBox.warning(self, self.tr("Campaign"), exc.message(_translate) if hasattr(exc, "message") else str(exc))
            return False
        after, extra = result if isinstance(result, tuple) else (result, None)
        if isinstance(extra, list):
            extra = next((p for p in extra if p.severity == ERROR), None)
        if len(after.log) > len(self.campaign.log):
            from spellforge.games.swordsorcery.actions import describe

            self._push(after, describe(after.log[-1], self.lib, self.lang, _translate))
        if extra is not None:
            self._refused(extra)
        return extra is None

    def _refused(self, problem) -> None:
        self.last_refusal = problem
        text = problem.localized(self.lib, self.lang).message(_translate)
        self.problems.insertItem(0, QListWidgetItem(f"✗ {text}"))
        self.problems.item(0).setData(Qt.UserRole, problem.code)

    def _edit(self, change, text: str) -> None:
        """A builder edit (not a rules action): the party as planned, validated live."""
        if not self.name:
            return
        after = self.campaign.copy()
        change(after)
        self._push(after, text)

    def _hero_name(self) -> str | None:
        row = self.party.currentRow()
        return self.campaign.heroes[row].hero if 0 <= row < len(self.campaign.heroes) else None

    def _hero_state(self, c: Campaign) -> HeroState | None:
        row = self.party.currentRow()
        return c.heroes[row] if 0 <= row < len(c.heroes) else None

    def _add_hero(self) -> None:
        side = self.lib.sides.get(self.add_hero.currentData() or "")
        if side is None or not self.name:
            return
        self._edit(lambda c: c.heroes.append(HeroState(side.hero_names.ru, side.names.ru)), self.tr("adding a hero"))
        self.party.setCurrentRow(len(self.campaign.heroes) - 1)

    def _remove_hero(self) -> None:
        row = self.party.currentRow()
        if 0 <= row < len(self.campaign.heroes):
            self._edit(lambda c: c.heroes.pop(row), self.tr("removing a hero"))

    def _side_changed(self, _index: int) -> None:
        side = self.lib.sides.get(self.side.currentData() or "")
        if side is not None and not self._filling:
            self._edit(lambda c: setattr(self._hero_state(c), "side", side.names.ru), self.tr("change of class"))

    def _storm_toggled(self, on: bool) -> None:
        if not self._filling and self.name and on != self.campaign.soul_storm:
            self._edit(lambda c: setattr(c, "soul_storm", on), self.tr("Soul Storm"))

    def _slot_changed(self, slot: str) -> None:
        if self._filling:
            return
        item = self.slots[slot].currentData()

        def change(c: Campaign) -> None:
            h = self._hero_state(c)
            if h is None:
                return
            if item:
                h.equipped[slot] = actions.new_entry(self.lib, self.lib.items[item].names.ru)
            else:
                h.equipped.pop(slot, None)
        self._edit(change, self.tr("change of equipment"))

    def _drop_skill(self) -> None:
        self._do(actions.drop_skill, self._hero_name())

    def _gain(self) -> None:
        shards, crowns = self.gain_shards.value(), self.gain_crowns.value()
        hero = self._hero_name() if crowns else None
        self._do(lambda c, lib: actions.gain(c, lib, shards, crowns, hero))

    def closeEvent(self, event) -> None:  # noqa: N802
        super().closeEvent(event)  # the store is the process's (shared_store): not ours to close
