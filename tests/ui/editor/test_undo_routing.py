"""Issue 16 item 3: Ctrl+Z undoes the card the player added, not the search text; repeated +/−
on one card are one undo step."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.editor.test_editor_flows import type_and_enter


def activate(window, qtbot):
    """Shortcuts (Ctrl+Z) only reach the active window; other tests' windows may still be open."""
    window.activateWindow()
    window.raise_()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def test_enter_adds_a_card_and_ctrl_z_in_the_search_box_removes_it(window, qtbot):
    activate(window, qtbot)
    editor = window.new_book()
    editor.choose_mage("Warlock")
    type_and_enter(qtbot, window, "Dispel", 2)
    assert editor.doc.qty("book", "dispel") == 2
    search = window.browser.search
    assert search.hasFocus() or window.browser.isAncestorOf(window.focusWidget())
    search.setFocus()
    qtbot.keyClick(search, Qt.Key_Z, Qt.ControlModifier)
    assert editor.doc.qty("book", "dispel") == 1  # the last added copy is gone
    assert search.text() == "Dispel"  # and the search text stays what it was
    qtbot.keyClick(search, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert editor.doc.qty("book", "dispel") == 2  # redo puts it back


def test_the_search_box_keeps_its_own_undo_while_typing(window, qtbot):
    activate(window, qtbot)
    editor = window.new_book()
    editor.choose_mage("Warlock")
    type_and_enter(qtbot, window, "Dispel")
    search = window.browser.search
    qtbot.keyClicks(search, "xy")
    qtbot.keyClick(search, Qt.Key_Z, Qt.ControlModifier)
    assert editor.doc.qty("book", "dispel") == 1  # the book is untouched: the typing is undone
    assert search.text() != "Dispelxy"


def test_repeated_plus_and_minus_on_one_card_are_one_undo_step(window, qtbot):
    editor = window.new_book()
    editor.choose_mage("Warlock")
    type_and_enter(qtbot, window, "Dispel")
    stack = editor.doc.undo_stack
    before = stack.count()
    editor.view.setFocus()
    editor.select_card("dispel")
    for _ in range(3):
        window.commands["copy_plus"].trigger()
    window.commands["copy_minus"].trigger()
    assert editor.doc.qty("book", "dispel") == 3
    assert stack.count() == before + 1  # +,+,+,− : one step "Add 2 × Dispel"
    window.undo_action.trigger()
    assert editor.doc.qty("book", "dispel") == 1
    editor.select_card("dispel")
    window.commands["copy_plus"].trigger()
    editor.doc.change_qty("book", "fireball", +1, merge=True)  # another card: a new step
    assert stack.count() == before + 2
