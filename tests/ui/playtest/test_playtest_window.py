"""The playtest window offscreen: step one seeded game, run a small batch, the dice-odds chart. Its
goldfish is the matchup engine's (issue 48): the book is side A, the target side B."""

from __future__ import annotations


from spellforge.domain import Spellbook
from tests.patience import HANG_MS
from tests.ui.playtest.greedy import greedy_window



def _book(library) -> Spellbook:
    book = Spellbook(name="Beasts", mage="Beastmaster")
    for name, qty in (("Mana Flower", 2), ("Timber Wolf", 3), ("Bitterwood Fox", 2), ("Bear Strength", 1),
                      ("Geyser", 2), ("Mind Shield", 1), ("Drown", 1)):
        book.add(library.card_by_name(name).id, qty)
    return book


def _bars(view) -> list[list[float]]:
    return [list(values) for _, values in view.data.sets]


def test_step_a_round_run_a_batch_and_dice_odds(qtbot, library, tmp_path):
    window = greedy_window(library, _book(library))
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    window.seed_spin.setValue(7)

    # one game, one round: round 1 of a Beastmaster has 10 + 9 = 19 mana (rulebook L516)
    window.step_button.click()
    log = window.log_view.toPlainText()
    assert log.startswith("Round 1: A holds the Initiative\nA: 19 mana after channeling\n")
    assert "Mana Flower" in log or "Timber Wolf" in log
    assert window.game.round == 1 and "Round 2:" not in log
    assert window.state_label.text() == "Round 1 · target damage 0/32 · mana {}".format(window.game.sides[0].mana)
    window.step_button.click()  # the next round is appended to the first
    assert window.log_view.toPlainText().startswith(log) and "Round 2:" in window.log_view.toPlainText()
    window.finish_button.click()
    assert window.game.finished and not window.step_button.isEnabled()
    # the same seed replays the same game
    first_log = window.log_view.toPlainText()
    window.new_button.click()
    window.finish_button.click()
    assert window.log_view.toPlainText() == first_log

    # a small batch in the worker thread
    window.tabs.setCurrentIndex(1)
    window.games_spin.setValue(40)
    with qtbot.waitSignal(window.progress.valueChanged, timeout=HANG_MS):
        window.run_button.click()
    qtbot.waitUntil(lambda: window.last_report is not None, timeout=HANG_MS)
    report = window.last_report
    assert report["games"] == 40
    assert window.progress.value() == 40
    assert sum(_bars(window.kill_chart)[0]) == report["rounds_to_kill"]["killed"]
    assert report["engine"] == "matchup"
    listed = [window.not_simulated_list.item(i).text() for i in range(window.not_simulated_list.count())]
    assert listed == [f"{n['copies']}× {n['name']} — {n['explanation']}" for n in report["not_simulated"]]
    assert listed == ["1× Drown — its effect is printed text the engine does not model"]  # Mind Shield is played
    assert window.run_button.isEnabled()

    # dice odds: 2 dice, no armor -> 5 outcomes 0..4 with 1/9, 2/9, 3/9, 2/9, 1/9
    window.tabs.setCurrentIndex(2)
    window.dice_spin.setValue(2)
    exactly = _bars(window.odds_chart)[0]
    assert [round(p, 2) for p in exactly] == [11.11, 22.22, 33.33, 22.22, 11.11]

    window.tabs.setCurrentIndex(1)
    assert window.grab().save(str(tmp_path / "playtest.png"))  # docs: scripts/screenshots.py
    window.close()


def test_the_log_follows_the_ui_language(qtbot, library):
    """The matchup's sentences in the window's language, re-said when the language changes; attack
    names too (the foxes bite, «Укус», never "Bite")."""
    from spellforge.ui.translations import Translations

    window = greedy_window(library, _book(library))
    qtbot.addWidget(window)
    for _ in range(6):
        window.step_button.click()
    english = window.log_view.toPlainText()
    assert " Bite, " in english
    translations = Translations()
    try:
        translations.install("ru")
        window.retranslate_ui()
        russian = window.log_view.toPlainText()
        assert russian.startswith("Раунд 1: ") and "Укус" in russian and " Bite" not in russian
        assert len(russian.splitlines()) == len(english.splitlines())
    finally:
        translations.install("en")


def test_the_planner_searches_in_a_worker_thread_with_progress_and_cancel(qtbot, library):
    small = Spellbook(name="Wolves", mage="Beastmaster")  # the matchup's search of a small book: ~2 s, not ~4
    small.add(library.card_by_name("Timber Wolf").id, 2)
    window = greedy_window(library, small)
    qtbot.addWidget(window)
    window.show()
    window.policy_combo.setCurrentIndex(1)  # the planner: the search starts in the worker thread
    assert window.search_runner.busy and window.game is None and not window.step_button.isEnabled()
    assert window.search_progress.isVisible()  # the window stays responsive, with progress shown
    qtbot.waitUntil(lambda: window.game is not None, timeout=HANG_MS)
    assert not window.search_progress.isVisible() and window.step_button.isEnabled()
    assert 0 < window.search_progress.value() <= window.search_progress.maximum()
    assert window.match.choice is not None  # the plan the matchup's search found plays the game
    window.finish_button.click()
    assert window.game.finished and "Round 1:" in window.log_view.toPlainText()
    # a new seed searches again; Cancel stops the search and leaves no game
    window.seed_spin.setValue(window.seed_spin.value() + 1)
    assert window.search_runner.busy
    window.search_cancel_button.click()
    qtbot.waitUntil(lambda: not window.search_runner.busy, timeout=HANG_MS)
    assert window.game is None and window.new_button.isEnabled()
    assert window.state_label.text() == "Search cancelled."


def test_the_targets_cards_come_from_the_game_box(qtbot, library):
    """The dummy's mana and cards (spellforge.sim.opponent.magic): names in any language, a name
    it cannot use left out and said in the field's tooltip."""
    window = greedy_window(library, _book(library))
    qtbot.addWidget(window)
    window.opponent_combo.setCurrentIndex(window.opponent_combo.findData("dummy"))
    assert window.dummy_cards_edit.isEnabled()
    window.dummy_channeling_spin.setValue(7)
    window.dummy_cards_edit.setText("Rhino Hide, Timber Wolf, Rhino Hyde, lightning-bolt")
    opponent = window.current_opponent()
    assert opponent.channeling == 7 and opponent.mana == 10
    assert opponent.cards == ("rhino-hide", "lightning-bolt")
    tip = window.dummy_cards_edit.toolTip()
    assert "Unknown card: Rhino Hyde" in tip and "Timber Wolf: the target cannot wear or cast it" in tip
    match = window.run_maker()()  # the dummy as the matchup's side B, with its cards compiled
    assert [m.card_id for m in match.matchup.b.book.spells] == ["rhino-hide", "lightning-bolt"]
