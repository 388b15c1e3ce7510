"""Issue 32: the menu bar belongs to the shown game. A player picks another game in the switcher
(the combo at the right of the menu bar): no Mage Wars command can be reached — every one is
disabled, in a hidden menu or both — while Preferences, Help, About and Quit stay; picking Mage
Wars again gives every command back as it was."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from spellforge import games
from spellforge.ui.window.game_switcher import GAME_NEUTRAL_COMMANDS


def pick(qtbot, window, game_id: str) -> None:
    """Open the switcher's list and click the game, as a player does."""
    combo = window.game_switcher.combo
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    rect = view.visualRect(combo.model().index(combo.findData(game_id), 0))
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: not view.isVisible())
    assert window.game_switcher.current == game_id


def reachable(menu_bar) -> list:
    """Every action a player can use from the menu bar: visible menus (and submenus), visible
    and enabled entries."""
    found, pending = [], [a.menu() for a in menu_bar.actions() if a.menu() is not None and a.isVisible()]
    while pending:
        for action in pending.pop().actions():
            if not action.isVisible() or not action.isEnabled() or action.isSeparator():
                continue
            if action.menu() is not None:
                pending.append(action.menu())
            else:
                found.append(action)
    return found


def mage_wars_actions(window) -> list:
    """Mage Wars' commands: the command table and every entry of the menus it shows."""
    actions = [a for key, a in window.commands.actions.items() if key not in GAME_NEUTRAL_COMMANDS]
    pending = [a.menu() for a in window.menuBar().actions() if a.menu() is not None and a.isVisible()]
    while pending:
        for action in pending.pop().actions():
            if action.menu() is not None:
                pending.append(action.menu())
            elif not action.isSeparator() and action not in actions:
                actions.append(action)
    shared = {id(window.commands.actions[k]) for k in GAME_NEUTRAL_COMMANDS if k in window.commands.actions}
    return [a for a in actions if id(a) not in shared]


@pytest.mark.parametrize("game", [g.id for g in games.other_games()])
def test_no_mage_wars_command_while_another_game_is_shown(window, qtbot, game):
    bar = window.menuBar()
    before = {id(a): (a.isEnabled(), a.isVisible()) for a in mage_wars_actions(window)}
    mage_wars = mage_wars_actions(window)
    assert window.commands["new_book"] in mage_wars and window.commands["export_pdf"] in mage_wars
    assert window.commands["playtest"] in mage_wars and window.commands["import_clipboard"] in mage_wars

    pick(qtbot, window, game)
    usable = reachable(bar)
    editor = window.current_editor()
    for action in mage_wars:
        assert not action.isEnabled(), action.text()
        assert action not in usable, action.text()
    window.commands["new_book"].trigger()  # what its shortcut does: nothing, not even on a hidden action
    assert window.current_editor() is editor
    shared = [window.commands[k] for k in ("preferences", "about", "quit")]
    shared += [window.commands["search_help"]] if window.game_switcher.view(game).search_help() is not None else []
    assert all(a in usable for a in shared)  # the shared commands stay, in a menu of their own
    view = window.game_switcher.view(game)
    own = [a for m in view.menus() for a in m.actions() if not a.isSeparator()]
    assert all(a.menu() is not None or a in usable or not a.isEnabled() for a in own)  # the game's own menus are there

    pick(qtbot, window, "mage-wars")
    assert {id(a): (a.isEnabled(), a.isVisible()) for a in mage_wars_actions(window)} == before
    assert window.commands["new_book"] in reachable(bar)
    window.commands["new_book"].trigger()
    assert window.current_editor() is not None  # it works again


def test_switching_between_two_other_games_keeps_mage_wars_commands_off(window, qtbot):
    others = [g.id for g in games.other_games()]
    if len(others) < 2:
        pytest.skip("one other game registered")
    mage_wars = mage_wars_actions(window)
    pick(qtbot, window, others[0])
    pick(qtbot, window, others[1])
    assert [a.text() for a in mage_wars if a.isEnabled()] == []
    pick(qtbot, window, "mage-wars")
    assert all(a.isEnabled() for a in (window.commands["new_book"], window.commands["playtest"]))


@pytest.mark.skipif(not any(g.id == "mage-knight" for g in games.GAMES), reason="Mage Knight is not registered")
def test_search_syntax_is_the_shown_games(window, qtbot):
    """Help ▸ Search syntax under Mage Knight opens Mage Knight's keys (its `col:` colours), not
    Mage Wars' page; a game without a search help of its own has the command disabled."""
    from spellforge.ui.browser.search_help import SearchHelpDialog

    pick(qtbot, window, "mage-knight")
    window.commands.actions["search_help"].trigger()
    shown = [d for d in window.findChildren(SearchHelpDialog) if d.isVisible()]
    assert len(shown) == 1 and "col:red" in shown[0].text.toPlainText()
    shown[0].close()
    pick(qtbot, window, "sword-sorcery")
    assert not window.commands.actions["search_help"].isEnabled()
    pick(qtbot, window, "mage-wars")
    assert window.commands.actions["search_help"].isEnabled()
    window.commands.actions["search_help"].trigger()
    shown = [d for d in window.findChildren(SearchHelpDialog) if d.isVisible()]
    assert len(shown) == 1 and "col:red" not in shown[0].text.toPlainText()
