"""The playtest window: step through one seeded goldfish game round by round, run many games in a
worker thread and see their histograms, and a dice-odds calculator with a chart.

    PlaytestWindow(library, spellbook, parent=None).show()

The goldfish is played by the matchup engine (issue 48: a matchup against a passive side, or the
dummy that fights back; sim/report/matchup_goldfish.py), as `spellforge goldfish`'s default: one
game step by step (one_game.py, its log the matchup's sentences in the UI language, the same lines
as `spellforge goldfish --log --lang`), many games summarised by summarise_matchup.
"""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from spellforge.domain import Spellbook
from spellforge.i18n import numbers
from spellforge.sim.game.dice import damage_distribution
from spellforge.sim.game.engine import DummyConfig, TargetConfig
from spellforge.sim.matchup import text as matchup_text
from spellforge.sim.matchup.batch import ARENA_SPAN
from spellforge.sim.matchup.pieces import MATCHUP_REASONS
from spellforge.sim.matchup.plan_search import SEARCH_STEPS
from spellforge.sim.policy.planner import SearchCancelled
from spellforge.sim.report.matchup_goldfish import make_matchup_goldfish, run_matchup_games, summarise_matchup
from spellforge.ui.widgets.charts import BarChart, bar_data
from spellforge.ui.widgets.retranslate import Retranslates
from spellforge.ui.window.screen_fit import FitsOnFirstShow
from spellforge.ui.playtest.log import PlaytestLog, ui_language
from spellforge.ui.playtest.one_game import OneGame
from spellforge.ui.widgets.sim_runner import SimRunner


SETTINGS_COLUMNS = 3  # label/field pairs per row of the Game box


def decimal(x: float, places: int = 2) -> str:
    """A decimal in the UI language's own way (5.23, 5,23), as the command line writes it."""
    return numbers.decimal(float(x), ui_language(), places)


class PlaytestWindow(OneGame, PlaytestLog, Retranslates, FitsOnFirstShow, QDialog):
    """Goldfish playtest of one spellbook (non-modal; the main window opens it from a menu)."""

    def __init__(self, library, spellbook: Spellbook, parent=None, store=None, book_id: int | None = None,
                 policy: str = "planner"):
        """`policy`: the player the window opens on, the planner as the command line's default (its
        search starts in a worker thread as the window opens)."""
        super().__init__(parent)
        self._first_policy = policy
        self.library = library
        self.book = spellbook
        self.store, self.book_id = store, book_id  # saved books and versions for the Compare tab
        self.runner = SimRunner(self)  # Many games: the batch in a worker thread
        self.runner.done.connect(self._batch_done)
        self.runner.failed.connect(self._batch_failed)
        self.search_runner = SimRunner(self)  # One game: the planner's search in a worker thread
        self.search_runner.done.connect(self._search_done)
        self.search_runner.failed.connect(self._search_failed)
        self._after_search = None
        self._restart = False
        self.last_report: dict | None = None
        self.setMinimumSize(900, 640)
        self._build()
        self.retranslate_ui()
        self.new_game()
        self.update_odds()

    # -- layout ----------------------------------------------------------------------------------

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        self.settings_box = QGroupBox(self)
        form = QGridLayout(self.settings_box)
        self.mage_combo = QComboBox(self)
        for m in self.library.mages():
            self.mage_combo.addItem(m.display_name(ui_language()), m.name)
        index = self.mage_combo.findData(self.book.mage) if self.book.mage else -1
        self.mage_combo.setCurrentIndex(max(0, index))
        self.seed_spin = self._spin(0, 2_000_000_000, 1)
        self.life_spin = self._spin(1, 200, 32)
        self.armor_spin = self._spin(0, 20, 0)
        self.guard_life_spin = self._spin(0, 100, 0)
        self.guard_armor_spin = self._spin(0, 20, 0)
        self.rounds_spin = self._spin(1, 100, 20)
        # the matchup's arena: 0 (the target in our mage's zone) .. the opposite corners, the default
        self.distance_spin = self._spin(0, ARENA_SPAN, ARENA_SPAN)
        self.policy_combo = QComboBox(self)  # texts in retranslate_ui; data = the engine's policy name
        for name in ("greedy", "planner"):
            self.policy_combo.addItem("", name)
        # the planner by default, as `goldfish --policy planner`: one answer whichever you ask
        self.policy_combo.setCurrentIndex(self.policy_combo.findData(self._first_policy))
        self.opponent_combo = QComboBox(self)  # none: the target never acts; dummy: it fights back
        for name in ("none", "dummy"):
            self.opponent_combo.addItem("", name)
        self.dummy_dice_spin = self._spin(1, 20, 3)
        self.dummy_piercing_spin = self._spin(0, 10, 0)
        self.dummy_walks_check = QCheckBox(self)  # the dummy walks toward us (sim/matchup/dummy.py), or stands
        self.dummy_walks_check.setChecked(True)
        self.dummy_channeling_spin = self._spin(0, 30, 9)  # its mana for its own spells (opponent_magic)
        self.dummy_mana_spin = self._spin(0, 100, 10)
        self.dummy_mana_box = QWidget(self)  # Channeling and starting mana share one cell: five rows
        mana_row = QHBoxLayout(self.dummy_mana_box)
        mana_row.setContentsMargins(0, 0, 0, 0)
        mana_row.addWidget(self.dummy_channeling_spin)
        mana_row.addWidget(self.dummy_mana_spin)
        self.dummy_cards_edit = QLineEdit(self)  # cards it wears or casts, names in any language
        self.dummy_cards_edit.editingFinished.connect(self.new_game)
        self.labels: dict[str, QLabel] = {}
        # three to a row, grouped (who plays, the target, its guard and the arena, the dummy): the
        # Russian labels need ~1250 px four to a row, too wide for a 1366×768 screen
        fields = [("mage", self.mage_combo), ("policy", self.policy_combo), ("seed", self.seed_spin),
                  ("life", self.life_spin), ("armor", self.armor_spin), ("rounds", self.rounds_spin),
                  ("guard_life", self.guard_life_spin), ("guard_armor", self.guard_armor_spin),
                  ("distance", self.distance_spin), ("opponent", self.opponent_combo),
                  ("dummy_dice", self.dummy_dice_spin), ("dummy_piercing", self.dummy_piercing_spin),
                  ("dummy_walks", self.dummy_walks_check), ("dummy_mana", self.dummy_mana_box),
                  ("dummy_cards", self.dummy_cards_edit)]
        for i, (key, widget) in enumerate(fields):
            label = QLabel(self)
            label.setBuddy(widget)
            self.labels[key] = label
            form.addWidget(label, i // SETTINGS_COLUMNS, 2 * (i % SETTINGS_COLUMNS))
            form.addWidget(widget, i // SETTINGS_COLUMNS, 2 * (i % SETTINGS_COLUMNS) + 1)
        for combo in (self.mage_combo, self.policy_combo, self.opponent_combo):
            # long items («Планировщик (ищет по прогонам)») elide in a narrow window; the list shows them whole
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(14)
        self.labels["dummy_mana"].setBuddy(self.dummy_channeling_spin)
        for column in range(SETTINGS_COLUMNS):  # the fields take the spare width, not the labels;
            form.setColumnStretch(2 * column + 1, 2 if column == 1 else 1)  # the player's column the most
        self._settings_grid = form
        form.setVerticalSpacing(2)  # five rows of settings still leave the window under 700 px high
        for w in (self.mage_combo, self.policy_combo, self.opponent_combo):
            w.currentIndexChanged.connect(self.new_game)
        self.opponent_combo.currentIndexChanged.connect(self._opponent_changed)
        self._opponent_changed()
        self.dummy_walks_check.toggled.connect(self.new_game)
        for w in (self.seed_spin, self.life_spin, self.armor_spin, self.guard_life_spin,
                  self.guard_armor_spin, self.rounds_spin, self.distance_spin, self.dummy_dice_spin,
                  self.dummy_piercing_spin, self.dummy_channeling_spin, self.dummy_mana_spin):
            w.valueChanged.connect(self.new_game)
        outer.addWidget(self.settings_box)

        self.tabs = QTabWidget(self)
        outer.addWidget(self.tabs, 1)
        self.tabs.addTab(self._build_step_tab(), "")
        self.tabs.addTab(self._build_batch_tab(), "")
        self.tabs.addTab(self._build_odds_tab(), "")
        from spellforge.ui.playtest.compare import CompareTab

        self.compare_tab = CompareTab(self, self.store, self.book_id)
        self.tabs.addTab(self.compare_tab, "")

    def _spin(self, low: int, high: int, value: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low, high)
        spin.setValue(value)
        return spin

    def _build_step_tab(self) -> QWidget:
        page = QWidget(self)
        lay = QVBoxLayout(page)
        row = QHBoxLayout()
        self.new_button = QPushButton(page)
        self.step_button = QPushButton(page)
        self.finish_button = QPushButton(page)
        self.new_button.clicked.connect(self.new_game)
        self.step_button.clicked.connect(self.step_round)
        self.finish_button.clicked.connect(self.play_to_end)
        for b in (self.new_button, self.step_button, self.finish_button):
            row.addWidget(b)
        row.addStretch(1)
        self.state_label = QLabel(page)
        row.addWidget(self.state_label)
        lay.addLayout(row)
        # the planner searches its plan before the first round: progress and Cancel, never a freeze
        search_row = QHBoxLayout()
        self.search_progress = QProgressBar(page)
        self.search_progress.setRange(0, SEARCH_STEPS)
        self.search_cancel_button = QPushButton(page)
        self.search_cancel_button.clicked.connect(self.search_runner.cancel)
        self.search_runner.progress.connect(self._search_progress)
        search_row.addWidget(self.search_progress, 1)
        search_row.addWidget(self.search_cancel_button)
        lay.addLayout(search_row)
        self.search_progress.hide()
        self.search_cancel_button.hide()
        self.log_view = QPlainTextEdit(page)
        self.log_view.setReadOnly(True)
        lay.addWidget(self.log_view, 1)
        return page

    def _build_batch_tab(self) -> QWidget:
        page = QWidget(self)
        lay = QVBoxLayout(page)
        self.games_spin = self._spin(1, 1_000_000, 1000)
        row = self.runner.run_row(page, self.games_spin, self.run_batch, self.cancel_batch)
        _, self.games_label, self.run_button, self.cancel_button, self.progress = row
        lay.addLayout(row.layout)
        self.summary_label = QLabel(page)
        self.summary_label.setWordWrap(True)
        lay.addWidget(self.summary_label)
        grid = QGridLayout()
        self.kill_chart = BarChart(page)
        self.damage_chart = BarChart(page)
        self.mana_chart = BarChart(page)
        for v in (self.kill_chart, self.damage_chart, self.mana_chart):
            v.setMinimumHeight(200)
        self.not_simulated_list = QListWidget(page)
        self.not_simulated_title = QLabel(page)
        side = QVBoxLayout()
        side.addWidget(self.not_simulated_title)
        side.addWidget(self.not_simulated_list)
        grid.addWidget(self.kill_chart, 0, 0)
        grid.addWidget(self.damage_chart, 0, 1)
        grid.addWidget(self.mana_chart, 1, 0)
        grid.addLayout(side, 1, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        lay.addLayout(grid, 1)
        return page

    def _build_odds_tab(self) -> QWidget:
        page = QWidget(self)
        lay = QHBoxLayout(page)
        form = QFormLayout()
        self.dice_spin = self._spin(1, 40, 4)
        self.odds_armor_spin = self._spin(0, 20, 0)
        self.piercing_spin = self._spin(0, 20, 0)
        self.incorporeal_check = QCheckBox(page)
        self.ethereal_check = QCheckBox(page)
        self.odds_labels = [QLabel(page) for _ in range(3)]
        for label, w in zip(self.odds_labels, (self.dice_spin, self.odds_armor_spin, self.piercing_spin)):
            label.setBuddy(w)
            form.addRow(label, w)
            w.valueChanged.connect(self.update_odds)
        form.addRow(self.incorporeal_check)
        form.addRow(self.ethereal_check)
        self.incorporeal_check.toggled.connect(self.update_odds)
        self.ethereal_check.toggled.connect(self.update_odds)
        self.odds_summary = QLabel(page)
        self.odds_summary.setWordWrap(True)
        form.addRow(self.odds_summary)
        lay.addLayout(form)
        self.odds_chart = BarChart(page)
        lay.addWidget(self.odds_chart, 1)
        return page

    # -- translation -----------------------------------------------------------------------------

    def first_size(self):
        """Wide enough, where the screen allows, for each combo's item whole: at its minimum width
        the Russian default player read «Планировщик (поиск». Columns share the added by stretch."""
        from PySide6.QtCore import QSize
        from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

        grid, size, wider = self._settings_grid, super().first_size(), 0
        stretches = [grid.columnStretch(2 * c + 1) for c in range(SETTINGS_COLUMNS)]
        for combo in (self.mage_combo, self.policy_combo, self.opponent_combo):
            option = QStyleOptionComboBox()
            combo.initStyleOption(option)
            text = QSize(combo.fontMetrics().horizontalAdvance(combo.currentText()) + 4, combo.fontMetrics().height())
            short = combo.style().sizeFromContents(QStyle.CT_ComboBox, option, text, combo).width() - combo.width()
            column = grid.getItemPosition(grid.indexOf(combo))[1] // 2  # its share of what is added
            wider = max(wider, short * sum(stretches) // stretches[column])
        return QSize(size.width() + wider, size.height())

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Playtest: {book}").format(book=self.book.name or self.tr("spellbook")))
        self.settings_box.setTitle(self.tr("Game"))
        texts = {"mage": self.tr("&Mage"), "seed": self.tr("&Seed"), "life": self.tr("Target &Life"),
                 "armor": self.tr("Target &Armor"), "guard_life": self.tr("G&uard Life (0 = none)"),
                 "guard_armor": self.tr("Guard A&rmor"), "rounds": self.tr("Max &rounds"),
                 "distance": self.tr("&Distance (zones)"), "policy": self.tr("P&olicy"),
                 "opponent": self.tr("Oppo&nent"), "dummy_dice": self.tr("Target's attack d&ice"),
                 "dummy_piercing": self.tr("Target's Pi&ercing +"), "dummy_walks": self.tr("Target &walks to you"),
                 "dummy_mana": self.tr("Target's C&hanneling, starting mana"), "dummy_cards": self.tr("Target's car&ds")}
        self.dummy_walks_check.setToolTip(self.tr("The target walks toward your nearest creature or your mage, so "
                                                  "traps, walls and terrain meet it; unchecked, it stands in its zone."))
        self.distance_spin.setToolTip(self.tr("Zones between your mage and the target in the 4×3 arena: {corners} "
                                              "(the default) the opposite corners, 0 the target in your mage's zone, "
                                              "where ranges still count.").format(corners=ARENA_SPAN))
        example = ", ".join(self._card_name(c) for c in ("leather-boots", "rhino-hide", "block", "lightning-bolt"))
        self.dummy_cards_edit.setPlaceholderText(self.tr("e.g. {cards}").format(cards=example))
        self.dummy_channeling_spin.setToolTip(self.tr("Channeling: the mana the target gains each round"))
        self.dummy_mana_spin.setToolTip(self.tr("The target's mana at the start"))
        self._dummy_cards_tip = self.tr("Cards the target wears or casts, separated by commas: enchantments and "
                                        "equipment in play on it, a hidden Block, an attack spell it casts at your "
                                        "objects, a curse it casts on your mage. It pays for its spells from its "
                                        "own mana.")
        self._check_dummy_cards()
        self.opponent_combo.setItemText(0, self.tr("Passive target"))
        self.opponent_combo.setItemText(1, self.tr("Target fights back (melee)"))
        self.opponent_combo.setToolTip(self.tr("Target fights back: each round it makes a melee attack at the nearest "
                                               "creature or your mage, and casts its cards' spells with its own mana; "
                                               "if your mage is destroyed, the game is lost."))
        self.policy_combo.setItemText(0, self.tr("Greedy (fixed order)"))
        self.policy_combo.setItemText(1, self.tr("Planner (searches by rollouts)"))
        self.policy_combo.setToolTip(self.tr("Greedy: mana, then creatures, then attacks, in a fixed order. "
                                             "Planner: searches each round's choices by rollouts for the fastest kill."))
        for key, label in self.labels.items():
            label.setText(texts[key])
        self.tabs.setTabText(0, self.tr("One game"))
        self.tabs.setTabText(1, self.tr("Many games"))
        self.tabs.setTabText(2, self.tr("Dice odds"))
        self.tabs.setTabText(3, self.tr("Compare A/B"))
        self.compare_tab.retranslate_ui()
        self.new_button.setText(self.tr("&New game"))
        self.step_button.setText(self.tr("Next &round"))
        self.finish_button.setText(self.tr("Play to the &end"))
        self.games_label.setText(self.tr("&Games"))
        self.run_button.setText(self.tr("R&un"))
        self.cancel_button.setText(self.tr("&Cancel"))
        self.search_cancel_button.setText(self.tr("&Cancel"))
        self.not_simulated_title.setText(self.tr("Not simulated"))
        for chart in (self.kill_chart, self.damage_chart, self.mana_chart):
            chart.set_placeholder(self.tr("Press Run: the games' charts appear here."))
        for label, text in zip(self.odds_labels, (self.tr("&Dice"), self.tr("Ar&mor"), self.tr("&Piercing +"))):
            label.setText(text)
        if getattr(self, "game", None) is not None:  # the state line in the new language too
            self._update_state()
        self.incorporeal_check.setText(self.tr("&Incorporeal target (only 1s count)"))
        self.ethereal_check.setText(self.tr("&Ethereal attack"))
        if self.game is not None:
            self._rerender_log()
        if self.last_report is not None:
            self.show_report(self.last_report)
        self.update_odds()

    def counted(self, kind: str, n) -> str:
        return self.game_log().counted(kind, n)

    def current_target(self) -> TargetConfig:
        """The target set-up; its distance is the matchup's (0: our mage's zone, ranges still count)."""
        return TargetConfig(self.life_spin.value(), self.armor_spin.value(), self.guard_life_spin.value(),
                            self.guard_armor_spin.value(), self.distance_spin.value())

    def run_maker(self, book=None, mage=None, label: str | None = None):
        """`make(progress=None)`: the window's set-up as a matchup goldfish run of `book` (default:
        the open book with the game box's mage; the Compare tab passes each side's), its plan searched
        with the planner (`progress` as matchup_plan's). The settings are read now, in the GUI thread;
        `make` may run in a worker."""
        import copy

        book = book if book is not None else copy.deepcopy(self.book)
        mage = mage or self.library.mage(self.mage_combo.currentData() or "")
        args = (book, self.library, mage, self.current_target(), self.rounds_spin.value())
        options = dict(seed=self.seed_spin.value(), policy=self.current_policy(), opponent=self.current_opponent(),
                       label=label or self.book.name or "A")
        return lambda progress=None: make_matchup_goldfish(*args, progress=progress, **options)

    def current_policy(self) -> str:
        return self.policy_combo.currentData() or "greedy"

    def current_opponent(self):
        """The engine's DummyConfig when the target fights back, else None (a passive target)."""
        if self.opponent_combo.currentData() != "dummy":
            return None
        return DummyConfig(self.dummy_dice_spin.value(), self.dummy_piercing_spin.value(),
                           walks=self.dummy_walks_check.isChecked(), channeling=self.dummy_channeling_spin.value(),
                           mana=self.dummy_mana_spin.value(), cards=self._check_dummy_cards())

    def _card_name(self, card_id: str) -> str:
        card = self.library.card(card_id)
        return card.display_name(ui_language()) if card else card_id

    def _check_dummy_cards(self) -> tuple[str, ...]:
        """The target's cards from the field (names in any language); a name it cannot use is left
        out and said in the field's tooltip."""
        from spellforge.sim.opponent.kit import kit_card

        ids, problems = [], []
        for name in (n.strip() for n in self.dummy_cards_edit.text().split(",")):
            if not name:
                continue
            card, problem = kit_card(self.library, name)
            if card is None:
                problems.append(self.tr("Unknown card: {name}").format(name=name))
            elif problem:
                problems.append(self.tr("{card}: the target cannot wear or cast it").format(
                    card=card.display_name(ui_language())))
            else:
                ids.append(card.id)
        self.dummy_cards_edit.setToolTip("\n".join([getattr(self, "_dummy_cards_tip", "")] + problems).strip())
        self.dummy_cards_edit.setStyleSheet("QLineEdit { color: #b00020; }" if problems else "")
        return tuple(ids)

    def _dummy_widgets(self) -> tuple:
        return (self.dummy_dice_spin, self.dummy_piercing_spin, self.dummy_channeling_spin, self.dummy_mana_spin,
                self.dummy_cards_edit)

    @Slot()
    def _opponent_changed(self) -> None:
        dummy = self.opponent_combo.currentData() == "dummy"
        for w in self._dummy_widgets():
            w.setEnabled(dummy)
        self.dummy_walks_check.setEnabled(dummy)

    # -- many games ------------------------------------------------------------------------------
    @Slot()
    def run_batch(self) -> None:
        if self.runner.busy:
            return
        games = self.games_spin.value()
        self.progress.setRange(0, games)
        self.progress.setValue(0)
        make, seed, policy = self.run_maker(), self.seed_spin.value(), self.current_policy()

        def work(tick):
            match = make(lambda _done: tick(0))  # the plan's search (cached after the One game tab's), then the games
            return summarise_matchup(match, run_matchup_games(match, games, 1, progress=tick), seed, policy)
        self.runner.start(work)

    @Slot()
    def cancel_batch(self) -> None:
        self.runner.cancel()

    @Slot(object)
    def _batch_done(self, report: dict) -> None:
        self.show_report(report)

    @Slot(str)
    def _batch_failed(self, message: str) -> None:
        self.summary_label.setText(self.tr("The games could not be played: {error}").format(error=message))

    def show_report(self, report: dict) -> None:
        self.last_report = report
        k = report["rounds_to_kill"]
        if k["killed"]:
            text = self.tr("Games: {games}. The target dies in round {mean} on average "
                           "(median {p50}, 90% by round {p90}); games without a kill: {never}.").format(
                games=report["games"], mean=decimal(k["mean"]), p50=k["p50"], p90=k["p90"], never=k["not_killed"])
        else:
            text = self.tr("Games: {games}. The target was never killed within the round limit ({rounds}).").format(
                games=report["games"], rounds=report["max_rounds"])
        fc = report["first_creature_round"]
        if fc["mean"] is not None:
            text += " " + self.tr("First creature in round {mean} on average.").format(mean=decimal(fc["mean"]))
        self.summary_label.setText(text)
        hist = k["histogram"]
        self.kill_chart.set_data(bar_data(self.tr("Rounds to kill"), list(hist), [(self.tr("Games"), list(hist.values()))]))
        rounds = [str(i) for i in range(1, len(report["damage_per_round"]) + 1)]
        self.damage_chart.set_data(bar_data(self.tr("Damage per round (mean)"), rounds,
                                               [(self.tr("Damage"), report["damage_per_round"])], "%.1f"))
        mana = report["mana_per_round"]
        self.mana_chart.set_data(bar_data(self.tr("Mana per round (mean)"), rounds,
                                             [(self.tr("Spent"), mana["spent"]), (self.tr("Left over"), mana["left"])],
                                             "%.1f"))
        self.not_simulated_list.clear()
        for n in report["not_simulated"]:
            reason = (matchup_text.reason(n["reason"], n["explanation"], ui_language()) if n["reason"] in MATCHUP_REASONS
                      else self.reasons().get(n["reason"], n["explanation"]))
            self.not_simulated_list.addItem(f"{n['copies']}× {self._name(n['card'], n['name'])} — {reason}")
        abilities = self.abilities()
        for code, text in zip(report["mage_ability_codes_not_simulated"], report["mage_abilities_not_simulated"]):
            self.not_simulated_list.addItem(self.tr("Mage ability: {name}").format(name=abilities.get(code, text)))

    # -- dice odds -------------------------------------------------------------------------------
    @Slot()
    def update_odds(self) -> None:
        dist = damage_distribution(self.dice_spin.value(), self.odds_armor_spin.value(), self.piercing_spin.value(),
                                   self.incorporeal_check.isChecked(), self.ethereal_check.isChecked())
        probs = [100 * p for p in dist.probabilities]
        at_least = [100 * p for p in dist.p_at_least]
        cats = [str(d) for d in range(len(probs))]
        self.odds_chart.set_data(bar_data(self.tr("Damage odds (%)"), cats,
                                             [(self.tr("Exactly"), probs), (self.tr("At least"), at_least)], "%.0f", 100.0))
        self.odds_summary.setText(self.tr("Mean damage {mean}").format(mean=decimal(dist.mean)))

    def _stop_all(self) -> None:
        """The window closes: every worker stops, none starts again (a restart asked during the
        search is dropped with it), and a stopped search reads as cancelled."""
        searching = self.search_runner.busy
        self._restart = False
        self.compare_tab.stop()
        self.runner.stop()
        self.search_runner.stop()
        if searching:
            self._search_failed(SearchCancelled.__name__)

    def closeEvent(self, event) -> None:
        self._stop_all()
        super().closeEvent(event)

    def done(self, result: int) -> None:  # Esc / close button of a dialog
        self._stop_all()
        super().done(result)
