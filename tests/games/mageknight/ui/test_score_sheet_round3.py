"""Issue 46 for Mage Knight's score sheet, as a player meets it at 1366×728 in ru and pl: it never
scrolls sideways, its cut headers say themselves, and its Russian headers have no Latin letter
(moved here from tests/ui: a test of Mage Knight's screens goes with its folder)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QTabWidget, QTableWidgetItem

from spellforge.games.mageknight.ui.score_tab import COLUMNS, ScoreTab
from spellforge.ui.window.layout_report import horizontal_scrollers
from tests.ui.window.test_fits_728 import HEIGHT, WIDTH, _choose_game, _header_cut_without_tip, _turns


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_the_mage_knight_score_sheet_never_scrolls_sideways(make_window, lang):
    window = make_window(lang)
    window.resize(WIDTH, HEIGHT)
    _choose_game(window, "mage-knight")
    view = window.game_switcher.view("mage-knight")
    tabs = view.findChild(QTabWidget)
    score = next(tabs.widget(i) for i in range(tabs.count()) if isinstance(tabs.widget(i), ScoreTab))
    tabs.setCurrentWidget(score)
    score.add_button.click()
    _turns()
    sheet = score.sheet
    assert "mkScoreSheet" not in horizontal_scrollers(window)
    assert sheet.horizontalHeader().length() <= sheet.viewport().width()
    assert _header_cut_without_tip(sheet) == []
    assert all("\n" not in sheet.horizontalHeaderItem(c).toolTip() for c in range(sheet.columnCount()))


def test_the_mage_knight_score_sheet_speaks_russian_to_the_letter(make_window):
    """«Отряды (уровни; р — ранен)»: no Latin «w» in a Russian header, and «3р» typed is a
    wounded level-3 unit (half its level for Greatest Leader, rulebook L1081)."""
    window = make_window("ru")
    combo = window.game_switcher.combo
    combo.setCurrentIndex(combo.findData("mage-knight"))
    _turns()
    view = window.game_switcher.view("mage-knight")
    tabs = view.findChild(QTabWidget)
    score = next(tabs.widget(i) for i in range(tabs.count()) if isinstance(tabs.widget(i), ScoreTab))
    tabs.setCurrentWidget(score)
    units = score.sheet.horizontalHeaderItem(COLUMNS.index("units")).toolTip()
    assert not re.search(r"[A-Za-z]", units), units
    score.sheet.setRowCount(1)
    for key, text in (("name", "Аня"), ("fame", "10"), ("units", "2 3р")):
        score.sheet.setItem(0, COLUMNS.index(key), QTableWidgetItem(text))
    score.refresh()
    assert score.status.text() == "", score.status.text()
    headers = [score.table.horizontalHeaderItem(c).text() for c in range(score.table.columnCount())]
    leader = next(c for c, h in enumerate(headers) if "лидер" in h.lower())
    assert score.table.item(0, leader).text().startswith("+3")  # 2 + 3 // 2
