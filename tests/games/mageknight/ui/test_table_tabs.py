"""The Scenario setup and Round tracker tabs (issue 50): the same sheets and trackers as
`mk setup` and `mk tracker`, in the window's language, and they fit a 1366×768 laptop."""

from __future__ import annotations

import pytest

from spellforge.games.mageknight import tracker_store


def _mk(window):
    window.game_switcher.show_game("mage-knight")
    return window.game_switcher.view("mage-knight")


def test_setup_tab_shows_volkares_sheet(make_window):
    window = make_window("ru")
    view = _mk(window)
    tab = view.setup
    view.tabs.setCurrentWidget(tab)
    tab.scenario.setCurrentIndex(tab.scenario.findData("volkares-return"))
    tab.players.setValue(3)
    tab.fight.setCurrentIndex(tab.fight.findData("heroic"))
    text = tab.sheet.toPlainText()
    # 3 players, Heroic: city level 12, Volkare 24 = 12 + 12 (MK L3028)
    assert text.startswith("Возвращение Волкара — эпический сценарий: 3 игрока")
    assert "Уровень Волкара: 24" in text and "12 + 12" in text and not tab.mode.isEnabled()
    tab.scenario.setCurrentIndex(tab.scenario.findData("lost-relic"))
    tab.mode.setCurrentIndex(tab.mode.findData("coop"))
    tab.players.setValue(4)
    assert "Потерянная реликвия — кооперативный сценарий: 4 игрока" in tab.sheet.toPlainText()  # L4331
    tab.players.setValue(1)  # one player is the solo version: refused, in the window's language (L4369)
    assert tab.sheet.toPlainText().endswith("одиночный сценарий: уберите «кооперативная игра с виртуальным игроком»")


def test_tracker_tab_starts_acts_and_undoes(make_window):
    window = make_window("en")
    tab = _mk(window).tracker
    tab.name.setText("Friday")
    tab.players_edit.setText("Anna=Тобак, Boris=goldyx")
    tab.mode.setCurrentIndex(tab.mode.findData("coop"))
    tab.rounds.setValue(4)
    tab.start.click()
    assert tracker_store.load("Friday").players[0].hero == "tovak"
    tab.player.setCurrentText("Anna")
    tab.amount.setValue(8)
    tab.fame_button.click()
    assert "Anna (Tovak): fame 8, level 3" in tab.sheet.toPlainText()  # 8 fame: level 3 (MK L4841)
    tab.card.setValue(2)
    tab.tactic_button.click()
    assert "The dummy player's tactic" in tab.sheet.toPlainText()  # the dummy first in co-op (L1498)
    tab.tactic_button.click()
    assert "already took tactic 2" in tab.message.text()
    tab.undo_button.click()
    tab.undo_button.click()
    assert "fame 0" in tab.sheet.toPlainText() and tracker_store.load("Friday").player("Anna").fame == 0


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_the_new_tabs_fit_1366(make_window, lang):
    window = make_window(lang)
    view = _mk(window)
    for tab in (view.setup, view.tracker):
        view.tabs.setCurrentWidget(tab)
        assert tab.minimumSizeHint().width() <= 1300, (lang, type(tab).__name__, tab.minimumSizeHint())
    window.resize(1366, 768)
    assert window.width() <= 1366


def test_tracker_tab_end_trigger_and_volkares_level_are_saved_with_undo(make_window):
    """The scenario's end trigger and Volkare's level (MK L2873-2885) from the tab, as `mk tracker
    end|volkare` does: each click a saved version, undo goes back one."""
    window = make_window("en")
    tab = _mk(window).tracker
    assert not tab.end_button.isEnabled() and not tab.level_button.isEnabled()  # no tracker yet
    tab.name.setText("Saturday")
    tab.players_edit.setText("Anna=tovak, Boris=goldyx")
    tab.mode.setCurrentIndex(tab.mode.findData("volkare-coop"))
    tab.scenario.setCurrentIndex(tab.scenario.findData("volkares-return"))
    tab.fight.setCurrentIndex(tab.fight.findData("heroic"))
    assert tab.rounds.value() == 6  # the Return's 6 rounds (L3005)
    tab.start.click()
    saved = tracker_store.load("Saturday")
    assert saved.volkare_level == 16 and saved.scenario == "volkares-return"  # 2 players, Heroic (L3028)
    assert "Volkare's level: 16" in tab.sheet.toPlainText() and tab.level_button.isEnabled()
    tab.level_change.setValue(2)
    tab.level_button.click()  # round 1 has not ended
    assert "only at the end of a round" in tab.message.text() and tracker_store.load("Saturday").volkare_level == 16
    for who, card in (("Anna", 1), ("Boris", 2)):
        tab.player.setCurrentText(who)
        tab.card.setValue(card)
        tab.tactic_button.click()
    assert "Volkare's tactic" in tab.sheet.toPlainText()  # after the players (L3082)
    tab.next_button.click()
    tab.level_button.click()  # +2: at most the 2 real players (L2881)
    assert tracker_store.load("Saturday").volkare_level == 18
    tab.level_change.setValue(-3)
    tab.level_button.click()
    assert "at most the number of players, 2" in tab.message.text()
    tab.battle_button.click()  # his troops revealed: the level is fixed (L2883)
    assert tracker_store.load("Saturday").volkare_revealed
    tab.level_change.setValue(1)
    tab.level_button.click()
    assert "cannot change after the first battle" in tab.message.text()
    tab.trigger.setCurrentIndex(tab.trigger.findData("volkare_defeated"))
    tab.end_button.click()
    assert tracker_store.load("Saturday").end_trigger == "volkare_defeated"
    assert "End of the game triggered: Volkare's army is destroyed" in tab.sheet.toPlainText()
    assert [v["action"] for v in tracker_store.history("Saturday")][-3:] == ["volkare +2", "volkare battle",
                                                                             "end volkare_defeated"]
    tab.undo_button.click()
    tab.undo_button.click()
    saved = tracker_store.load("Saturday")
    assert saved.end_trigger == "" and not saved.volkare_revealed and saved.volkare_level == 18
    tab.level_change.setValue(-2)
    tab.level_button.click()  # before the first battle again: the change is allowed
    assert tracker_store.load("Saturday").volkare_level == 16
    # a game without Volkare: his controls are off, the end trigger is not
    tab.name.setText("Without Volkare")
    tab.mode.setCurrentIndex(tab.mode.findData("competitive"))
    tab.scenario.setCurrentIndex(tab.scenario.findData("first-reconnaissance"))
    assert not tab.fight.isEnabled() and tab.rounds.value() == 3  # 3 rounds (L1303-1344)
    tab.start.click()
    assert tab.end_button.isEnabled() and not tab.level_button.isEnabled() and not tab.battle_button.isEnabled()
    assert tracker_store.load("Without Volkare").rounds == 3


def test_volkares_camp_in_the_setup_and_scoring_tabs(make_window):
    """The optional camp (MK L2804-2814) in the Setup tab: only where a city can be conquered, one
    city tile fewer when it goes to the bottom (L2813), his army at the last city's level (L2818);
    scored as a city."""
    window = make_window("ru")
    tab = _mk(window).setup
    tab.scenario.setCurrentIndex(tab.scenario.findData("first-reconnaissance"))
    assert not tab.camp.isEnabled()  # its city cannot be entered (L2806)
    tab.scenario.setCurrentIndex(tab.scenario.findData("conquest"))
    tab.mode.setCurrentIndex(tab.mode.findData("coop"))
    tab.players.setValue(3)
    assert tab.camp.isEnabled() and "Лагерь Волкара" not in tab.sheet.toPlainText()
    tab.camp.setCurrentIndex(tab.camp.findData("last"))
    text = tab.sheet.toPlainText()
    # Cooperation, 3 players: cities 5, 5, 5 and 11 (L1492); the camp the last one, a city tile fewer
    assert "Развитые земли с городами: 3" in text and "Лагерь Волкара вместо города" in text
    assert "на уровне 11: его армия" in text and "лидер лагеря считается лидером города" in text.lower()
    tab.scenario.setCurrentIndex(tab.scenario.findData("volkares-quest"))
    assert not tab.camp.isEnabled() and "Лагерь Волкара вместо города" not in tab.sheet.toPlainText()
    # the Scoring tab counts the camp as a city (L2863), only in the Conquest (L2806)
    score = _mk(window).score
    score.scenario.setCurrentIndex(score.scenario.findData("conquest"))
    score.mode.setCurrentIndex(score.mode.findData("competitive"))
    score.set_rows([{"name": "Аня", "fame": 30, "camp_led": 1, "hunt_shields": 2},
                    {"name": "Борис", "fame": 30, "cities_led": 1, "camp_shield": 1}])
    headers = [score.table.horizontalHeaderItem(c).text() for c in range(score.table.columnCount())]
    cities = next(c for c, h in enumerate(headers) if "город" in h.lower())
    assert score.table.item(0, cities).text() == "+7" and score.table.item(1, cities).text().startswith("+11")
    score.scenario.setCurrentIndex(score.scenario.findData("standard"))
    score.refresh()
    assert "Лагерь Волкара заменяет город" in score.status.text()
