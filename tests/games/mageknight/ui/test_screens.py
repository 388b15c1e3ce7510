"""What the Mage Knight screens review fixed (issue 22): the builder says what a build gives and
shows no rulebook line numbers, the Mage Wars status bar leaves the Mage Knight view, and the view
follows the card-name language set while it is shown."""

from __future__ import annotations

import re

import pytest
from tests.patience import HANG_MS, settle


def _mk(window):
    window.game_switcher.show_game("mage-knight")
    return window.game_switcher.view("mage-knight")


def test_builder_lists_what_the_rulebook_example_gives(window):
    b = _mk(window).builder
    b.draft_path().unlink(missing_ok=True)
    b.editor.setPlainText(b._load_draft())  # the rulebook's example (MK L4437)
    b.check()
    assert b.status.text().startswith("Legal") and b.problems.isHidden()
    lines = b.gives.text().splitlines()
    # level 3: 2 command tokens, 1 free AA, 1 skill; Arythea's 2 red crystals and a green one bought
    assert lines[:4] == ["Command tokens: 2", "Free advanced actions allowed: 1", "Skills drawn: 1",
                         "Crystals: green ×1, red ×2"]
    assert "Taken free: Agility" in lines
    assert "Bought (influence): Peasants: 4; Fireball: 9; green crystal: 3" in lines
    b.editor.setPlainText(b.editor.toPlainText() + "buy crystals: red, red\n")
    b.check()
    assert not b.problems.isHidden()
    texts = [b.problems.item(i).text() for i in range(b.problems.count())]
    assert texts == ["More than 3 crystals of one colour: red", "More influence spent than the level gives"]
    assert not any(re.search(r"\bL\d{2,4}\b", t) for t in texts)


def test_mage_wars_status_bar_leaves_the_mage_knight_view_and_comes_back(make_window):
    window = make_window("ru")
    window.set_card_language("ru")
    parts = (window.name_legend, window.save_label, window.status_count)
    assert all(w.isVisible() for w in parts)
    _mk(window)
    assert not any(w.isVisible() for w in parts)
    window.set_ui_language("pl")  # a retranslation does not bring them back
    from PySide6.QtCore import QCoreApplication

    QCoreApplication.processEvents()
    assert not any(w.isVisible() for w in parts)
    window.game_switcher.show_game("mage-wars")
    assert all(w.isVisible() for w in parts)
    window.set_ui_language("en")


def test_the_view_follows_a_card_language_change(window):
    view = _mk(window)
    view.deck.hero.setCurrentIndex(view.deck.hero.findData("tovak"))
    window.set_card_language("ru")  # Preferences, while the view is shown
    assert view.deck.hero.currentText() == "Тобак"
    assert view.goldfish.deck.itemText(view.goldfish.deck.findData("tovak")) == "Тобак"
    names = [view.deck.table.item(r, 1).text() for r in range(view.deck.table.rowCount())]
    assert "Концентрация" in names


def test_full_model_odds_are_worked_out_off_the_window_thread(window, qtbot):
    from fractions import Fraction

    from spellforge.games.mageknight import odds

    deck = _mk(window).deck
    deck.hero.setCurrentIndex(deck.hero.findData("goldyx"))
    deck.model.setCurrentIndex(deck.model.findData("full"))  # returns at once: 1-2 s of work in the worker
    assert deck.odds_runner.busy and deck.charts["move"].data.title == "Working out the odds…"
    deck.wounds.setValue(1)  # chosen while the first deck is worked out: done after it
    qtbot.waitUntil(lambda: not deck.odds_runner.busy and ("goldyx", 1, "full") in deck._odds, timeout=HANG_MS)
    exact = odds.exact(odds.deck_cards(deck.lib, "goldyx", 1), "move", "full")
    shown = dict(zip(deck.charts["move"].data.categories, deck.charts["move"].data.sets[0][1]))
    assert shown["7"] == round(100 * float(exact.p_at_least(7)), 1) and exact.p_at_least(7) > Fraction(0)
    deck.wounds.setValue(0)  # both decks are kept: no more work
    assert not deck.odds_runner.busy and deck.charts["move"].data.title.startswith("Move:")


def test_a_mage_wars_command_waits_for_the_mage_wars_view(window):
    """Issue 32: no Mage Wars command is enabled while Mage Knight is shown (its shortcut does
    nothing); back in Mage Wars through the switcher, it makes its book in view."""
    _mk(window)
    before = window.current_editor()
    window.commands["new_book"].trigger()
    assert window.game_switcher.current == "mage-knight" and window.current_editor() is before
    window.game_switcher.combo.setCurrentIndex(window.game_switcher.combo.findData("mage-wars"))
    window.commands["new_book"].trigger()
    assert window.game_switcher.current == "mage-wars"
    assert window.current_editor() is not None and window.current_editor() is not before


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_the_odds_chart_titles_fit_at_1366(make_window, qtbot, lang):
    from PySide6.QtGui import QFontMetricsF

    window = make_window(lang)
    window.resize(1366, 768)
    deck = _mk(window).deck
    deck.hero.setCurrentIndex(deck.hero.findData("tovak"))
    settle()
    for chart in deck.charts.values():
        title_font = chart._fonts()[0]
        assert QFontMetricsF(title_font).horizontalAdvance(chart.data.title) <= chart._layout()["title"].width(), \
            chart.data.title


def test_every_builder_problem_code_has_its_sentence(window):
    """No problem code shows as a bare code (bad_colour) in the window."""
    import ast
    import inspect

    from spellforge.games.mageknight import highlevel
    from spellforge.games.mageknight.ui.view import problem_text

    lib = _mk(window).lib
    codes = {node.args[0].value for node in ast.walk(ast.parse(inspect.getsource(highlevel)))
             if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "problem"
             and node.args and isinstance(node.args[0], ast.Constant)}
    assert len(codes) >= 16
    for code in codes:
        text = problem_text(highlevel.Problem(code, "", "MK L1", "purple"), lib, "en", "en")
        assert code not in text and "MK L" not in text, code


def test_the_menu_bar_has_mage_knights_menu_while_shown(window, qtbot):
    """Issue 32: the shown game owns the menu bar — Mage Knight's menu (one entry per screen, named
    as its tab) and the shared one; picking an entry shows that screen."""
    bar = window.menuBar()
    view = _mk(window)
    visible = [a.menu() for a in bar.actions() if a.menu() is not None and a.isVisible()]
    assert visible[0] is view.menu and visible[-1].objectName() == "sharedMenu" and len(visible) == 2
    entries = view.menu.actions()
    assert [a.text() for a in entries] == [view.tabs.tabText(i) for i in range(view.tabs.count())]
    assert view.menu.title() == "&Mage Knight" and entries[0].isChecked()
    entries[view.tabs.indexOf(view.score)].trigger()
    assert view.tabs.currentWidget() is view.score and entries[view.tabs.indexOf(view.score)].isChecked()
    view.tabs.setCurrentWidget(view.cards)  # a tab clicked: the menu follows
    assert entries[view.tabs.indexOf(view.cards)].isChecked()
    window.set_ui_language("ru")
    try:
        assert view.menu.actions()[0].text() == view.tabs.tabText(0) != "Hero deck and odds"
    finally:
        window.set_ui_language("en")
    window.game_switcher.show_game("mage-wars")
    assert not view.menu.menuAction().isVisible() and window.file_menu.menuAction().isVisible()
