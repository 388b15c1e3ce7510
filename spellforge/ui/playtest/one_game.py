"""The playtest window's One game tab on the matchup engine (issue 48: the goldfish is a matchup
against a passive side): game 0 of the window's set-up and seed (batch.game_of, as `spellforge
goldfish --log` plays it), stepped round by round (MatchGame.play_round), its log the matchup's
sentences (sim/matchup/text.py) in the window's language, appended round by round. With the
planner, its search (plan_search.matchup_plan) runs first in a worker thread with progress and
Cancel. Part of PlaytestWindow (needs its widgets, `run_maker` and `search_runner`)."""

from __future__ import annotations

from PySide6.QtCore import Slot

from spellforge.sim.matchup import text as matchup_text
from spellforge.sim.matchup.batch import game_of
from spellforge.sim.policy.planner import SearchCancelled
from spellforge.sim.report.matchup_goldfish import log_names, play_round
from spellforge.ui.playtest.log import ui_language


class OneGame:
    """Mixin of PlaytestWindow: `game` (a MatchGame or None) and `match` (its MatchupGoldfish run)."""

    game = None
    match = None
    _events_shown = 0

    @Slot()
    def new_game(self) -> None:
        self._begin_game(None)

    def _begin_game(self, then) -> None:
        """A new game of the seed; with the planner its search runs first in a worker thread, and
        `then` (a step or play-to-end) follows once it is ready."""
        if self.search_runner.busy:  # the settings changed during a search: search again after it
            self._restart = True
            self.search_runner.cancel()
            return
        self._restart = False
        self.game = self.match = None
        self.log_view.clear()
        make = self.run_maker()
        if self.current_policy() != "planner":
            self._start_game(make(), then)
            return
        self._after_search = then
        self.search_progress.setValue(0)
        self.search_progress.show()
        self.search_cancel_button.show()
        for b in (self.new_button, self.step_button, self.finish_button):
            b.setEnabled(False)
        self.state_label.setText(self.tr("The planner is searching its plan…"))
        self.search_runner.start(make)

    def _start_game(self, match, then=None) -> None:
        self.match = match
        self.game, self._swapped = game_of(match.matchup, 0, record_events=True)
        self._names = log_names(match)
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
    def _search_done(self, match) -> None:
        if not self._search_ended():
            self._start_game(match, self._after_search)

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

    @Slot(int)
    def _search_progress(self, done: int) -> None:
        self.search_progress.setMaximum(max(self.search_progress.maximum(), done))
        self.search_progress.setValue(done)

    @Slot()
    def step_round(self) -> None:
        if self.game is None:
            self._begin_game(self.step_round)
            return
        if self.game.finished:
            return
        play_round(self.game)
        self._append_new_events()
        self._update_state()

    @Slot()
    def play_to_end(self) -> None:
        if self.game is None:
            self._begin_game(self.play_to_end)
            return
        while not self.game.finished:
            play_round(self.game)
        self._append_new_events()
        self._update_state()

    def log_lines(self, events) -> list[str]:
        """The game's events as the matchup's sentences in the window's language, the same lines as
        `spellforge goldfish --log --lang` (cli/goldfish_setup.matchup_log)."""
        return matchup_text.log_lines(matchup_text.log_events(events, self._swapped), self._names, ui_language(),
                                      self.library)

    def _append_new_events(self) -> None:
        events = self.game.record.events or []
        for line in self.log_lines(events[self._events_shown:]):
            self.log_view.appendPlainText(line)
        self._events_shown = len(events)

    def _rerender_log(self) -> None:
        self.log_view.clear()
        self._events_shown = 0
        self._append_new_events()

    def _update_state(self) -> None:
        g = self.game
        if g is None:
            return
        ours, target = g.sides[1 if self._swapped else 0], g.sides[0 if self._swapped else 1]
        self.state_label.setText(self.tr("Round {round} · target damage {damage}/{life} · mana {mana}").format(
            round=g.round, damage=target.mage.damage, life=target.mage.life, mana=ours.mana))
        self.step_button.setEnabled(not g.finished)
        self.finish_button.setEnabled(not g.finished)
