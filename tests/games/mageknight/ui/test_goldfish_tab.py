"""The Mage Knight window's round goldfish (issue 22 point 6): a run in the worker thread gives
the figures of `spellforge mk goldfish` for the same settings and seed, can be cancelled, is
written in the window's language and fits a 1366×768 screen."""

from __future__ import annotations

import json

import pytest

from spellforge.cli import main
from spellforge.i18n import numbers
from tests.ui.test_i18n import untranslated
from tests.patience import HANG_MS, settle


def _goldfish(window):
    window.game_switcher.show_game("mage-knight")
    view = window.game_switcher.view("mage-knight")
    view.tabs.setCurrentWidget(view.goldfish)
    return view.goldfish


def _run(qtbot, tab) -> dict:
    tab.run()
    qtbot.waitUntil(lambda: not tab.runner.busy and tab.report is not None, timeout=HANG_MS)
    return tab.report


def test_a_run_gives_the_commands_figures_for_the_seed(window, qtbot, capsys):
    tab = _goldfish(window)
    tab.deck.setCurrentIndex(tab.deck.findData("tovak"))
    tab.wounds.setValue(2)
    tab.model.setCurrentIndex(tab.model.findData("full"))
    tab.play.setValue(3)
    tab.targets.setText("12, 4 8")
    tab.rounds.setValue(400)
    tab.seed.setValue(7)
    report = _run(qtbot, tab)
    assert main(["mk", "goldfish", "--hero", "Tovak", "--wounds", "2", "--model", "full", "--play", "3",
                 "--target", "4", "--target", "8", "--target", "12", "--rounds", "400", "--seed", "7", "--json"]) == 0
    cli = json.loads(capsys.readouterr().out)
    assert json.loads(json.dumps(report)) == cli
    # 16 playable cards and 2 dead wounds: a hand of 5 always holds 3 to play, so 6 turns (3 × 5 + 1)
    assert cli["turns_per_round"] == {"6": 1.0} and cli["deck_size"] == 18
    # what the window shows is those figures
    t = tab.table
    assert t.columnCount() == len(cli["mean_by_turn"]) and t.rowCount() == 1 + 3
    assert t.verticalHeaderItem(2).text() == "Move ≥ 8"
    assert t.item(2, 1).text() == numbers.percent(cli["p_at_least_by_turn"]["8"]["2"], "en")
    assert t.item(0, 2).text() == numbers.decimal(cli["mean_by_turn"]["3"], "en")
    assert tab.turns_chart.data.sets[0][1] == [round(100 * p, 1) for p in cli["turns_per_round"].values()]
    assert tab.chance_chart.data.sets[0][0] == "≥ 4"
    assert tab.chance_chart.data.sets[2][1][3] == round(100 * cli["p_at_least_by_turn"]["12"]["4"], 1)
    assert "400 rounds: Tovak, 2 wounds, full model, hand limit 5, 3 cards played per turn, seed 7." in tab.summary.text()
    assert numbers.decimal(cli["mean_turns"], "en") in tab.summary.text()
    # Attack, in the same window: the resource follows the choice
    tab.resource.setCurrentIndex(tab.resource.findData("attack"))
    assert _run(qtbot, tab)["resource"] == "attack" and tab.table.verticalHeaderItem(1).text().startswith("Attack ≥")


def test_cancel_stops_the_rounds_and_says_so(window, qtbot):
    tab = _goldfish(window)
    tab.model.setCurrentIndex(tab.model.findData("full"))
    tab.rounds.setValue(1_000_000)
    tab.run()
    assert tab.runner.busy and not tab.run_button.isEnabled()
    tab.cancel_button.click()
    qtbot.waitUntil(lambda: not tab.runner.busy, timeout=HANG_MS)
    assert 0 < tab.report["rounds"] < 1_000_000 and "(cancelled)" in tab.summary.text()
    assert tab.run_button.isEnabled() and not tab.cancel_button.isEnabled()


def test_bad_targets_are_marked_and_the_command_default_is_used(window):
    from spellforge.games.mageknight.ui.goldfish_tab import DEFAULT_TARGETS, parse_targets

    assert parse_targets("15, 5;10 5") == (5, 10, 15)
    assert parse_targets("0, 5") is None and parse_targets("five") is None and parse_targets("1 2 3 4 5 6 7") is None
    tab = _goldfish(window)
    tab.targets.setText("5, x")
    assert "color" in tab.targets.styleSheet() and tab.settings()["targets"] == DEFAULT_TARGETS


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_translated_retranslated_and_fits_1366_by_768(make_window, qtbot, lang):
    window = make_window("en")
    window.resize(1366, 768)
    tab = _goldfish(window)
    tab.rounds.setValue(300)
    tab.wounds.setValue(1)
    report = _run(qtbot, tab)
    window.set_ui_language(lang)  # the shown run is written again in the new language
    words = {"ru": ("&Колода:", "300 раундов: Стандартная колода, 1 рана, простая модель, предел руки 5, 5 карт за ход",
                    "Движение ≥ 5"),
             "pl": ("&Talia:", "300 rund: Standardowa talia, 1 rana, model prosty, limit ręki 5, 5 kart na turę",
                    "Ruch ≥ 5")}[lang]
    assert tab.labels["deck"].text() == words[0] and tab.summary.text().startswith(words[1])
    assert tab.table.verticalHeaderItem(1).text() == words[2]
    assert tab.table.item(1, 0).text() == numbers.percent(report["p_at_least_by_turn"][5][1], lang)  # 95,6 % / 95,6%
    assert untranslated(tab, lang) == set()
    settle()
    assert window.minimumSizeHint().width() <= 1366 and window.minimumSizeHint().height() <= 768
    assert window.width() <= 1366 and window.height() <= 768
    view = window.game_switcher.view("mage-knight")
    assert view.tabs.tabBar().sizeHint().width() <= view.tabs.width()
    # no label cut, once the layout requests the retranslation posted have run (the pairs re-flow)
    qtbot.waitUntil(lambda: all(label.width() >= label.sizeHint().width() for label in tab.labels.values()),
                    timeout=HANG_MS)
    assert tab.summary.heightForWidth(tab.summary.width()) <= tab.summary.height()
    assert not tab.table.horizontalScrollBar().isVisible() and not tab.table.verticalScrollBar().isVisible()
    assert tab.turns_chart.height() >= 200 and tab.chance_chart.height() >= 200
    # the game views share one stack, whose minimum is its widest page's: the tab must not widen
    # the window when Mage Wars comes back with a book and its docks
    assert tab.minimumSizeHint().width() <= view.deck.minimumSizeHint().width()
    window.game_switcher.show_game("mage-wars")
    window.new_book()
    settle()
    assert window.width() <= 1366 and window.minimumSizeHint().width() <= 1366
    window.set_ui_language("en")
    assert tab.labels["deck"].text() == "&Deck:" and tab.summary.text().startswith("300 rounds")
