"""The Scoring and Dummy player tabs fit a 1366×768 laptop in every language: they never make
the window wider than the screen (their settings rows are the widest part)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("lang", ("en", "ru", "pl"))
def test_scoring_and_dummy_tabs_fit_1366(make_window, lang):
    window = make_window(lang)
    window.game_switcher.show_game("mage-knight")
    view = window.game_switcher.view("mage-knight")
    view.score.set_rows([{"name": "Anna", "fame": "30", "spells": "2", "units": "3 2w", "wounds": "1"},
                         {"name": "Boris", "fame": "28", "advanced_actions": "4"}])
    for tab in (view.score, view.dummy):
        view.tabs.setCurrentWidget(tab)
        if tab is view.dummy:
            tab.next_button.click()
        assert tab.minimumSizeHint().width() <= 1300, (lang, type(tab).__name__, tab.minimumSizeHint())
    window.resize(1366, 768)
    assert window.width() <= 1366
