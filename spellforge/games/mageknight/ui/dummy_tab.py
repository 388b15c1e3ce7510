"""The dummy player of co-op and solo games in the window: its turns one at a time with Next,
the same turns as `spellforge mk dummy` for the same hero and seed, and a Monte-Carlo summary of
how many turns its rounds last. Thin: the work is games/mageknight/dummy.py."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QLabel, QListWidget, QProgressBar, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from spellforge.games.mageknight import dummy
from spellforge.games.mageknight import messages
from spellforge.ui.widgets.sim_runner import SimRunner
from spellforge.ui.widgets.retranslate import Retranslates

SUMMARY_ROUNDS = 6  # a full game: 3 days and 3 nights (MK L1350)
SUMMARY_GAMES = 2000


def qt_translate(context: str, source: str, n: int | None = None) -> str:
    return QCoreApplication.translate(context, source, None, -1 if n is None else n)


class DummyTab(Retranslates, QWidget):
    def __init__(self, lib, lang: str, parent=None) -> None:
        super().__init__(parent)
        self.lib, self.lang = lib, lang
        self.hero = QComboBox(self)
        self.hero.setObjectName("mkDummyHero")
        self.hero.addItem("", "")
        for h in lib.heroes.values():
            self.hero.addItem(h.names.get(lang), h.id)
        self.seed = QSpinBox(self)
        self.seed.setObjectName("mkDummySeed")
        self.seed.setRange(0, 2 ** 31 - 1)
        self.seed.setValue(1)
        self.hero_label, self.seed_label = QLabel(self), QLabel(self)
        self.hero_label.setBuddy(self.hero)
        self.seed_label.setBuddy(self.seed)
        self.new_button, self.next_button = QPushButton(self), QPushButton(self)
        self.new_button.setObjectName("mkDummyNew")
        self.next_button.setObjectName("mkDummyNext")
        self.status = QLabel(self)
        self.status.setObjectName("mkDummyStatus")
        self.status.setWordWrap(True)
        self.turns = QListWidget(self)
        self.turns.setObjectName("mkDummyTurns")
        self.summary_button, self.cancel_button = QPushButton(self), QPushButton(self)
        self.summary_button.setObjectName("mkDummySummary")
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, SUMMARY_GAMES)
        self.summary = QLabel(self)
        self.summary.setObjectName("mkDummySummaryText")
        self.summary.setWordWrap(True)
        top = QHBoxLayout()
        for w in (self.hero_label, self.hero, self.seed_label, self.seed, self.new_button, self.next_button):
            top.addWidget(w)
        top.addStretch(1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.summary_button)
        bottom.addWidget(self.cancel_button)
        bottom.addWidget(self.progress, 1)
        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addWidget(self.status)
        box.addWidget(self.turns, 1)
        box.addLayout(bottom)
        box.addWidget(self.summary)
        self.new_button.clicked.connect(self.new_game)
        self.next_button.clicked.connect(self.next_turn)
        self.summary_button.clicked.connect(self.run_summary)
        self.runner = SimRunner(self)
        self.runner.progress.connect(self.progress.setValue)
        self.runner.done.connect(self._summary_done)
        self.runner.failed.connect(lambda message: self.summary.setText(message))
        self.cancel_button.clicked.connect(self.runner.cancel)
        self.game: dummy.DummyGame | None = None
        self._sim: dict | None = None
        self.new_game()

    # -- the game, one turn at a time ---------------------------------------------------------
    def new_game(self) -> None:
        self.game = dummy.DummyGame(self.lib, self.seed.value(), self.hero.currentData() or None)
        self.turns.clear()
        self._round_shown = 0
        self._show_status()

    def next_turn(self) -> dummy.Turn:
        turn = self.game.step()
        if turn.round != self._round_shown:  # a new round: what the refresh gave, then its head
            self._round_shown = turn.round
            for line in messages.dummy_round_head(self._round_dict(), self._hero_name(), self.lib, self.lang,
                                                 qt_translate):
                self.turns.addItem(line)
        self.turns.addItem("  " + messages.dummy_turn(turn.as_dict(), self.lib, self.lang, qt_translate))
        self.turns.scrollToBottom()
        self._show_status()
        return turn

    def _round_dict(self) -> dict:
        g = self.game
        r = len(g.rounds) + 1
        return {"round": r, "time": "day" if r % 2 else "night", "cards": len(g.dummy.cards),
                "crystals": {c: n for c, n in sorted(g.dummy.crystals.items()) if n},
                "added_card": g.added.id if g.added else None, "added_colour": g.added.colour if g.added else None,
                "crystal_from_spell": g.spell_out.id if g.spell_out else None,
                "crystal_gained": g.spell_out.colour if g.spell_out else None}

    def _hero_name(self) -> str:
        return self.lib.heroes[self.game.hero].names.get(self.lang)

    def _show_status(self) -> None:
        d = self.game.dummy
        crystals = ", ".join(f"{self.lib.term(c, self.ui_lang())} ×{n}" for c, n in sorted(d.crystals.items()) if n)
        self.status.setText(self.tr("{hero}: %n card(s) left in its deck; crystals: {crystals}", "", len(d.deck))
                            .format(hero=self._hero_name(), crystals=crystals))

    # -- the Monte-Carlo summary ----------------------------------------------------------------
    def run_summary(self) -> None:
        if self.runner.busy:
            return
        hero, seed = self.hero.currentData() or None, self.seed.value()
        self.summary_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.progress.setValue(0)
        self.summary.setText(self.tr("Playing…"))
        self.runner.start(lambda tick: dummy.round_lengths(self.lib, hero, SUMMARY_ROUNDS, SUMMARY_GAMES, seed,
                                                           progress=tick))
        self.runner.stop_with(self.window())

    def _summary_done(self, result: dict) -> None:
        self._sim = result
        self.summary_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self._show_summary()

    def _show_summary(self) -> None:
        if self._sim:
            self.summary.setText(messages.round_lengths_text(self._sim, self.ui_lang(), qt_translate))

    @staticmethod
    def ui_lang() -> str:
        from PySide6.QtCore import QLocale

        return QLocale().name()[:2]

    def retranslate_ui(self) -> None:
        self.hero_label.setText(self.tr("&Hero:"))
        self.seed_label.setText(self.tr("S&eed:"))
        self.hero.setItemText(0, self.tr("A random hero"))
        for i in range(1, self.hero.count()):
            self.hero.setItemText(i, self.lib.heroes[self.hero.itemData(i)].names.get(self.lang))
        self.new_button.setText(self.tr("New &game"))
        self.next_button.setText(self.tr("&Next turn"))
        self.summary_button.setText(self.tr("Round &lengths over many games"))
        self.summary_button.setToolTip(self.tr("How many turns the dummy takes before it announces the end of "
                                               "the round, over %n seeded games of 6 rounds", "", SUMMARY_GAMES))
        self.cancel_button.setText(self.tr("Cancel"))
        self._show_status()
        self._show_summary()
