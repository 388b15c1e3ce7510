"""The playtest window: step through one seeded goldfish game round by round, run many games in a
worker thread and see their histograms, and a dice-odds calculator with a chart.

    PlaytestWindow(library, spellbook, parent=None).show()

The engine (spellforge.sim) records structured events; this window turns them into sentences
through self.tr(), so the log follows the UI language, with card names in that language.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
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
from spellforge.sim.dice import damage_distribution
from spellforge.sim.engine import Game, TargetConfig
from spellforge.sim.events import Event
from spellforge.sim.planner import SEARCH_STEPS, SearchCancelled
from spellforge.sim.report import GoldfishSetup, make_setup, run_games, summarise
from spellforge.ui.charts import BarChart, ChartData
from spellforge.ui.retranslate import Retranslates
from spellforge.ui.sim_runner import SimRunner

try:  # the dummy opponent of issue 21 (the goldfish engine work); its controls hide without it
    from spellforge.sim.engine import DummyConfig
except ImportError:
    DummyConfig = None


def ui_language() -> str:
    """The language the UI was switched to (Translations.install sets the default locale)."""
    lang = QLocale().name()[:2]
    return lang if lang in ("en", "ru", "pl") else "en"


def decimal(x: float, places: int = 2) -> str:
    """A decimal in the UI language's own way: 5.23 in English, 5,23 in Russian and Polish."""
    return QLocale().toString(float(x), "f", places)


def bar_chart(title: str, categories: list[str], sets: list[tuple[str, list[float]]], y_format: str = "%d",
              y_max: float | None = None) -> ChartData:
    return ChartData(title=title, categories=categories, sets=[(n, [float(v) for v in vs]) for n, vs in sets],
                     value_format=y_format, value_max=y_max)


def set_chart(view: BarChart, chart: ChartData) -> None:
    view.set_data(chart)


class PlaytestWindow(Retranslates, QDialog):
    """Goldfish playtest of one spellbook (non-modal; the main window opens it from a menu)."""

    def __init__(self, library, spellbook: Spellbook, parent=None, store=None, book_id: int | None = None):
        super().__init__(parent)
        self.library = library
        self.book = spellbook
        self.store, self.book_id = store, book_id  # saved books and versions for the Compare tab
        self.game: Game | None = None
        self._events_shown = 0
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
        self.distance_spin = self._spin(-1, 10, -1)  # -1 shows "no arena"
        self.policy_combo = QComboBox(self)  # texts in retranslate_ui; data = the engine's policy name
        for name in ("greedy", "planner"):
            self.policy_combo.addItem("", name)
        self.opponent_combo = QComboBox(self)  # none: the target never acts; dummy: it fights back
        for name in ("none", "dummy"):
            self.opponent_combo.addItem("", name)
        self.dummy_dice_spin = self._spin(1, 20, 3)
        self.dummy_piercing_spin = self._spin(0, 10, 0)
        self.labels: dict[str, QLabel] = {}
        fields = [("mage", self.mage_combo), ("seed", self.seed_spin), ("life", self.life_spin),
                  ("armor", self.armor_spin), ("guard_life", self.guard_life_spin),
                  ("guard_armor", self.guard_armor_spin), ("rounds", self.rounds_spin),
                  ("distance", self.distance_spin), ("policy", self.policy_combo),
                  ("opponent", self.opponent_combo), ("dummy_dice", self.dummy_dice_spin),
                  ("dummy_piercing", self.dummy_piercing_spin)]
        for i, (key, widget) in enumerate(fields):
            label = QLabel(self)
            label.setBuddy(widget)
            self.labels[key] = label
            form.addWidget(label, i // 4, 2 * (i % 4))
            form.addWidget(widget, i // 4, 2 * (i % 4) + 1)
        for w in (self.mage_combo, self.policy_combo, self.opponent_combo):
            w.currentIndexChanged.connect(self.new_game)
        self.opponent_combo.currentIndexChanged.connect(self._opponent_changed)
        self._opponent_changed()
        if DummyConfig is None:
            for key in ("opponent", "dummy_dice", "dummy_piercing"):
                self.labels[key].hide()
            for w in (self.opponent_combo, self.dummy_dice_spin, self.dummy_piercing_spin):
                w.hide()
        for w in (self.seed_spin, self.life_spin, self.armor_spin, self.guard_life_spin,
                  self.guard_armor_spin, self.rounds_spin, self.distance_spin, self.dummy_dice_spin,
                  self.dummy_piercing_spin):
            w.valueChanged.connect(self.new_game)
        outer.addWidget(self.settings_box)

        self.tabs = QTabWidget(self)
        outer.addWidget(self.tabs, 1)
        self.tabs.addTab(self._build_step_tab(), "")
        self.tabs.addTab(self._build_batch_tab(), "")
        self.tabs.addTab(self._build_odds_tab(), "")
        from spellforge.ui.playtest_compare import CompareTab

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
        self.search_runner.progress.connect(self.search_progress.setValue)
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
        row = QHBoxLayout()
        self.games_label = QLabel(page)
        self.games_spin = self._spin(1, 1_000_000, 1000)
        self.games_label.setBuddy(self.games_spin)
        self.run_button = QPushButton(page)
        self.cancel_button = QPushButton(page)
        self.cancel_button.setEnabled(False)
        self.run_button.clicked.connect(self.run_batch)
        self.cancel_button.clicked.connect(self.cancel_batch)
        self.progress = QProgressBar(page)
        self.runner.progress.connect(self.progress.setValue)
        for w in (self.games_label, self.games_spin, self.run_button, self.cancel_button):
            row.addWidget(w)
        row.addWidget(self.progress, 1)
        lay.addLayout(row)
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

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Playtest: {book}").format(book=self.book.name or self.tr("spellbook")))
        self.settings_box.setTitle(self.tr("Game"))
        texts = {"mage": self.tr("&Mage"), "seed": self.tr("&Seed"), "life": self.tr("Target &Life"),
                 "armor": self.tr("Target &Armor"), "guard_life": self.tr("G&uard Life (0 = none)"),
                 "guard_armor": self.tr("Guard A&rmor"), "rounds": self.tr("Max &rounds"),
                 "distance": self.tr("&Distance (zones)"), "policy": self.tr("P&olicy"),
                 "opponent": self.tr("Oppo&nent"), "dummy_dice": self.tr("Target's attack d&ice"),
                 "dummy_piercing": self.tr("Target's Pi&ercing +")}
        self.opponent_combo.setItemText(0, self.tr("Passive target"))
        self.opponent_combo.setItemText(1, self.tr("Target fights back (melee)"))
        self.opponent_combo.setToolTip(self.tr("Target fights back: each round it makes a melee attack at the nearest "
                                               "creature or your mage; if your mage is destroyed, the game is lost."))
        self.policy_combo.setItemText(0, self.tr("Greedy (fixed order)"))
        self.policy_combo.setItemText(1, self.tr("Planner (searches by rollouts)"))
        self.policy_combo.setToolTip(self.tr("Greedy: mana, then creatures, then attacks, in a fixed order. "
                                             "Planner: searches each round's choices by rollouts for the fastest kill."))
        self.distance_spin.setSpecialValueText(self.tr("no arena"))
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
        for label, text in zip(self.odds_labels, (self.tr("&Dice"), self.tr("Ar&mor"), self.tr("&Piercing +"))):
            label.setText(text)
        self.incorporeal_check.setText(self.tr("&Incorporeal target (only 1s count)"))
        self.ethereal_check.setText(self.tr("&Ethereal attack"))
        if self.game is not None:
            self._rerender_log()
        if self.last_report is not None:
            self.show_report(self.last_report)
        self.update_odds()

    def templates(self) -> dict[str, str]:
        """Translatable sentence for each engine event kind (see spellforge.sim.events). Counts come
        in already worded through plural forms ({damage} = "3 damage", «3 повреждения»), and a card
        name is never the object of a verb («Уничтожено: {foe}»), so no translation has to agree
        with a number, a gender or a case it cannot know."""
        return {
            "round": self.tr("Round {round}: {mana} mana after channeling (+{channeling})"),
            "pool": self.tr("Own mana pool ({name}): +{amount} → {pool}"),
            "burn": self.tr("Burn ({foe}): {damage}; tokens left: {tokens}"),
            "rot": self.tr("Rot ({foe}): {damage}"),
            "upkeep": self.tr("Upkeep {cost} paid: {card}"),
            "upkeep_lost": self.tr("Destroyed, upkeep {cost} could not be paid: {card}"),
            "prepare": self.tr("Prepared: {cards}"),
            "cast": self.tr("{caster} casts: {card}, {mana} ({how})"),
            "reveal": self.tr("Revealed ({target}): {card}, {mana}"),
            "hidden": self.tr("Cast face down ({target}): {card}; reveal cost {cost} not affordable yet"),
            "attack": self.tr("{attacker} attacks ({foe}): {attack}, {dice}: {damage}{conditions}"),
            "marker": self.tr("{marker} marker ({card}): {cost}"),
            "move": self.tr("{attacker} moves; zones to the target: {dist}"),
            "killed": self.tr("Destroyed: {foe}"),
            "round_end": self.tr("End of round {round}: {damage} to the target this round; mana spent {spent}, left {left}"),
            "no_kill": self.tr("The target survives {rounds}"),
            "heal": self.tr("Healing ({target}): {card}; {amount} removed"),
            "buff": self.tr("Strengthened until the end of the round ({target}): {card}"),
            "burn_added": self.tr("Burn ({target}): {card} adds {tokens}"),
            "defended": self.tr("{target} avoids the attack (defense {threshold}+)"),
            "dot": self.tr("Curses ({foe}), Upkeep phase: {damage}"),
            "reacted": self.tr("{card} ({target}): the attack is avoided"),
            "disable": self.tr("No guard and no attack until the end of the round ({foe}): {card}"),
            "no_attack": self.tr("No attack this round ({foe})"),
            "missed": self.tr("Dazed, the attack misses ({attacker})"),
        }

    def counted(self, kind: str, n) -> str:
        """A count with its noun in the right plural form (Qt numerus: 1 / 2–4 / 5+ in ru and pl)."""
        n = int(n)
        if kind == "damage":
            return self.tr("%n damage", "", n)
        if kind == "dice":
            return self.tr("%n attack dice", "", n)
        if kind == "mana":
            return self.tr("%n mana", "", n)
        if kind == "life":
            return self.tr("%n Life", "", n)
        if kind == "burn":
            return self.tr("%n Burn token(s)", "", n)
        return self.tr("%n round(s)", "", n)

    def reasons(self) -> dict[str, str]:
        """Why a card is not simulated (codes of spellforge.sim.model.REASONS)."""
        return {
            "unknown_card": self.tr("the card is not in the library"),
            "variable_cost": self.tr("X cost: the amount is the player's choice"),
            "incantation_effect": self.tr("incantation whose effect is printed text, not card data"),
            "no_modelled_effect": self.tr("its effect is printed text the engine does not model"),
            "wall": self.tr("walls act on movement; the arena is not simulated"),
            "defense_only": self.tr("grants only a Defense or traits without effect on a passive target"),
            "hostile_effect": self.tr("a curse whose effect on the target is not modelled"),
            "no_attack": self.tr("no attack against the target in its data"),
            "healing": self.tr("heals friends; nothing damages the goldfish's side"),
            "opponent_spells": self.tr("answers the opponent's spells; the target casts none"),
            "opponent_objects": self.tr("removes or takes the opponent's enchantments or equipment; the target has none"),
            "opponent_mana": self.tr("acts on the opponent's mana; the target's mana is not simulated"),
            "opponent_moves": self.tr("acts when an enemy moves or enters a zone; the target never moves"),
            "our_discard": self.tr("brings back destroyed creatures; the discard pile is not simulated"),
            "terrain": self.tr("changes zones (terrain, walls, outposts, line of sight); the arena is a plain line"),
            "control_choice": self.tr("forces or forbids the target's choices; the target only attacks"),
            "amount_unknown": self.tr("its amount is printed text the card data does not give"),
            "no_effect_here": self.tr("its effect needs something the goldfish never has (defenses to bypass, "
                                      "enemy healing, flying enemies)"),
        }

    def abilities(self) -> dict[str, str]:
        """Mage abilities the engine does not model (codes of spellforge.sim.abilities)."""
        return {
            "pet_zone_melee": self.tr("Pet: the extra Melee +1 in the Beastmaster's zone"),
            "blood_reaper_healing": self.tr("Blood Reaper: healing the Warlock 2; he takes no damage here"),
            "curse_weaving": self.tr("Curse-weaving"),
            "voltaric_shield": self.tr("Voltaric Shield: defensive, the target never attacks"),
            "divine_reward": self.tr("Divine Reward"),
            "restore": self.tr("Restore (Priestess)"),
        }

    def _name(self, card_id: str, fallback: str) -> str:
        """A card or the mage by id, in the UI language."""
        lang = ui_language()
        if card_id in ("target", "guard"):
            return self.tr("the target") if card_id == "target" else self.tr("the guard")
        if not card_id:
            mage = self.library.mage(self.mage_combo.currentData() or "")
            return mage.display_name(lang) if mage else fallback
        card = self.library.card(card_id) or self.library.card_by_name(card_id)
        if card is not None:
            return card.display_name(lang)
        mage = self.library.mage(card_id)  # the dummy's victims and kills come by English name
        if mage is not None:
            return mage.display_name(lang)
        term = self.library.term("trait", card_id, lang)  # Regenerate heals with no card
        return term if term != card_id else fallback

    def describe(self, event: Event) -> str:
        d = dict(event.data)
        d.setdefault("round", event.round)
        how = {"quickcast": self.tr("quickcast"), "action": self.tr("action"),
               "deployment": self.tr("spawnpoint"), "familiar": self.tr("familiar")}
        if "card_id" in d:
            d["card"] = self._name(d["card_id"], d.get("card", ""))
        if "caster_id" in d:
            d["caster"] = self._name(d["caster_id"], d.get("caster", ""))
        if "attacker_id" in d:
            d["attacker"] = self._name(d["attacker_id"], d.get("attacker", ""))
        if "target_id" in d:
            d["target"] = self._name(d["target_id"], d.get("target", ""))
        if "name_id" in d:
            d["name"] = self._name(d["name_id"], d.get("name", ""))
        if "foe" in d:
            d["foe"] = self._name(d["foe"], d["foe"])
        if "card_ids" in d:
            d["cards"] = ", ".join(self._name(c, c) for c in d["card_ids"])
        if "pay" in d and isinstance(d.get("cost"), int):  # «3 punkty many», «2 жизни», not „3 mana”, «2 Жизнь»
            d["cost"] = self.counted("mana" if d["pay"] == "mana" else "life", d["cost"])
        if "marker" in d:
            d["marker"] = {"Pet": self.tr("Pet"), "Blood Reaper": self.tr("Blood Reaper")}.get(d["marker"], d["marker"])
        if "how" in d:
            d["how"] = how.get(d["how"], d["how"])
        for key, kind in (("damage", "damage"), ("dice", "dice"), ("rounds", "rounds")):
            if event.kind in ("attack", "burn", "rot", "round_end", "no_kill", "dot") and isinstance(d.get(key), int):
                d[key] = self.counted(kind, d[key])
        if event.kind == "heal" and isinstance(d.get("amount"), int):
            d["amount"] = self.counted("damage", d["amount"])
            if "card_id" not in d:  # Regenerate: a trait, not a card
                d["card"] = self._name(d.get("card", ""), d.get("card", ""))
        if event.kind == "burn_added":
            d["target"] = self.tr("the target")
            if isinstance(d.get("tokens"), int):
                d["tokens"] = self.counted("burn", d["tokens"])
        if event.kind in ("cast", "reveal") and isinstance(d.get("cost"), int):
            d["mana"] = self.counted("mana", d["cost"])
        if event.kind == "attack":
            # the attack's name in the UI language (db/i18n/game_names.csv); Fireball's is the card's
            owner = self.library.card(d.get("attacker_id") or "")
            raw = d.get("attack", "")
            d["attack"] = owner.display_name(ui_language()) if owner and raw == owner.name else \
                self.library.term("attack", raw, ui_language())
            if d["attack"] == raw:  # the dummy's plain "Melee": the attack kind's term
                d["attack"] = self.library.term("trait", raw, ui_language())
            parts = [(self.tr("Burn"), d.get("burn", 0)), (self.tr("Rot"), d.get("rot", 0)),
                     (self.tr("Corrode"), d.get("corrode", 0))]
            tokens = ", ".join(f"{n} {name}" for name, n in parts if n)
            d["conditions"] = f", {tokens}" if tokens else ""
        template = self.templates().get(event.kind)
        if template is None:
            return f"{event.kind}: {event.data}"
        try:
            text = template.format(**d)
            return text[:1].upper() + text[1:]  # «Цель атакует …» when "the target" opens the line
        except (KeyError, IndexError, ValueError):  # a broken translation must not break the log
            return f"{event.kind}: {event.data}"

    # -- one game --------------------------------------------------------------------------------
    def current_target(self) -> TargetConfig:
        return TargetConfig(self.life_spin.value(), self.armor_spin.value(), self.guard_life_spin.value(),
                            self.guard_armor_spin.value(),
                            None if self.distance_spin.value() < 0 else self.distance_spin.value())

    def current_setup(self) -> GoldfishSetup:
        mage = self.library.mage(self.mage_combo.currentData() or "")
        return make_setup(self.book, self.library, mage, self.current_target(), self.rounds_spin.value(),
                          policy=self.current_policy(), **self.opponent_args())

    def current_policy(self) -> str:
        return self.policy_combo.currentData() or "greedy"

    def current_opponent(self):
        """The engine's DummyConfig when the target fights back, else None (a passive target)."""
        if self.opponent_combo.currentData() != "dummy" or DummyConfig is None:
            return None
        return DummyConfig(self.dummy_dice_spin.value(), self.dummy_piercing_spin.value())

    def opponent_args(self) -> dict:
        """make_setup's opponent argument, only when the target fights back (an engine without
        the dummy opponent takes no such argument)."""
        opponent = self.current_opponent()
        return {} if opponent is None else {"opponent": opponent}

    @Slot()
    def _opponent_changed(self) -> None:
        dummy = self.opponent_combo.currentData() == "dummy"
        for w in (self.dummy_dice_spin, self.dummy_piercing_spin):
            w.setEnabled(dummy)

    @Slot()
    def new_game(self) -> None:
        self._begin_game(None)

    def _begin_game(self, then) -> None:
        """A new game of the seed; with the planner its search (about a second) runs first in a
        worker thread, and `then` (a step or play-to-end) follows once it is ready."""
        if self.search_runner.busy:  # the settings changed during a search: search again after it
            self._restart = True
            self.search_runner.cancel()
            return
        self._restart = False
        self.setup = self.current_setup()
        seed = self.seed_spin.value()
        self.game = None
        self.log_view.clear()
        if self.current_policy() != "planner":
            self._start_game(then)
            return
        self._after_search = then
        setup = self.setup
        self.search_progress.setValue(0)
        self.search_progress.show()
        self.search_cancel_button.show()
        for b in (self.new_button, self.step_button, self.finish_button):
            b.setEnabled(False)
        self.state_label.setText(self.tr("The planner is searching its plan…"))
        self.search_runner.start(lambda tick: setup.search(seed, tick))

    def _start_game(self, then=None) -> None:
        self.game = self.setup.game(self.seed_spin.value(), 0, record_events=True)
        self._events_shown = 0
        self.log_view.clear()
        self._update_state()
        if then is not None:
            then()

    def _search_ended(self) -> bool:
        self.search_progress.hide()
        self.search_cancel_button.hide()
        self.new_button.setEnabled(True)
        if self._restart:
            self._begin_game(None)
            return True
        return False

    @Slot(object)
    def _search_done(self, _result) -> None:
        if not self._search_ended():
            self._start_game(self._after_search)

    @Slot(str)
    def _search_failed(self, message: str) -> None:
        if self._search_ended():
            return
        self.step_button.setEnabled(True)
        self.finish_button.setEnabled(True)
        if message == SearchCancelled.__name__ or not message:
            self.state_label.setText(self.tr("Search cancelled."))
        else:
            self.state_label.setText(self.tr("The games could not be played: {error}").format(error=message))

    @Slot()
    def step_round(self) -> None:
        if self.game is None:
            self._begin_game(self.step_round)
            return
        if self.game.finished:
            return
        self.game.play_round()
        self._append_new_events()
        self._update_state()

    @Slot()
    def play_to_end(self) -> None:
        if self.game is None:
            self._begin_game(self.play_to_end)
            return
        while not self.game.finished:
            self.game.play_round()
        self._append_new_events()
        self._update_state()

    def _append_new_events(self) -> None:
        events = self.game.record.events or []
        for e in events[self._events_shown:]:
            self.log_view.appendPlainText(self.describe(e))
        self._events_shown = len(events)

    def _rerender_log(self) -> None:
        self.log_view.clear()
        self._events_shown = 0
        self._append_new_events()

    def _update_state(self) -> None:
        g = self.game
        if g is None:
            return
        target = g.target
        self.state_label.setText(self.tr("Round {round} · target damage {damage}/{life} · mana {mana}").format(
            round=g.round, damage=target.damage, life=target.life, mana=g.mana))
        self.step_button.setEnabled(not g.finished)
        self.finish_button.setEnabled(not g.finished)

    # -- many games ------------------------------------------------------------------------------
    @Slot()
    def run_batch(self) -> None:
        if self.runner.busy:
            return
        games = self.games_spin.value()
        self.progress.setRange(0, games)
        self.progress.setValue(0)
        setup, seed = self.current_setup(), self.seed_spin.value()
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.runner.start(lambda tick: summarise(setup, run_games(setup, games, seed, progress=tick), seed))

    @Slot()
    def cancel_batch(self) -> None:
        self.runner.cancel()

    def _stop_thread(self) -> None:
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)

    @Slot(object)
    def _batch_done(self, report: dict) -> None:
        self._stop_thread()
        self.progress.setValue(self.progress.maximum())
        self.show_report(report)

    @Slot(str)
    def _batch_failed(self, message: str) -> None:
        self._stop_thread()
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
        set_chart(self.kill_chart, bar_chart(self.tr("Rounds to kill"), list(hist), [(self.tr("Games"), list(hist.values()))]))
        rounds = [str(i) for i in range(1, len(report["damage_per_round"]) + 1)]
        set_chart(self.damage_chart, bar_chart(self.tr("Damage per round (mean)"), rounds,
                                               [(self.tr("Damage"), report["damage_per_round"])], "%.1f"))
        mana = report["mana_per_round"]
        set_chart(self.mana_chart, bar_chart(self.tr("Mana per round (mean)"), rounds,
                                             [(self.tr("Spent"), mana["spent"]), (self.tr("Left over"), mana["left"])],
                                             "%.1f"))
        self.not_simulated_list.clear()
        for n in report["not_simulated"]:
            reason = self.reasons().get(n["reason"], n["explanation"])
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
        set_chart(self.odds_chart, bar_chart(self.tr("Damage odds (%)"), cats,
                                             [(self.tr("Exactly"), probs), (self.tr("At least"), at_least)], "%.0f", 100.0))
        self.odds_summary.setText(self.tr("Mean damage {mean}").format(mean=decimal(dist.mean)))

    def _stop_all(self) -> None:
        self.compare_tab.stop()
        self.runner.stop()
        self.search_runner.stop()

    def closeEvent(self, event) -> None:
        self._stop_all()
        super().closeEvent(event)

    def done(self, result: int) -> None:  # Esc / close button of a dialog
        self._stop_all()
        super().done(result)
