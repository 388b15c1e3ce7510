"""Issue 16 item 1: the Wizard's element never defaults silently. The editor says which element
priced the book and why, offers the cheaper element, and switching is one undoable step."""

from __future__ import annotations


def test_wizard_without_an_element_says_it_priced_air_and_offers_fire(window, qtbot):
    editor = window.new_book()
    editor.choose_mage("Wizard")
    assert editor.element_combo.isVisibleTo(editor)
    assert editor.element_combo.currentData() is None  # nothing chosen: the picker says so
    for _ in range(2):
        window.add_card("fireball")
    # Rulebook R5-R6 (RU L1852-1854): trained level × 1, untrained × 2. The Wizard's default
    # element is Air (PL L1806), so Fireball (Fire 2) costs 4 a copy until Fire is chosen.
    assert editor.doc.report.points_used == 8
    note = editor.element_note
    assert note.isVisibleTo(editor) and "Air" in note.text() and "names no element" in note.text()
    switch = editor.element_switch
    assert switch.isVisibleTo(editor)
    assert switch.text() == "Fire Wizard: 4 instead of 8 — switch"
    steps = editor.doc.undo_stack.count()
    switch.click()
    assert editor.doc.book.element == "Fire" and editor.doc.report.points_used == 4
    assert editor.doc.undo_stack.count() == steps + 1
    assert not switch.isVisibleTo(editor)  # Fire is the cheapest: nothing more to offer
    assert "Fire" in note.text() and "names no element" not in note.text()
    assert editor.element_combo.currentData() == "Fire"
    window.undo_action.trigger()
    assert editor.doc.book.element is None and editor.doc.report.points_used == 8


def test_mages_without_an_element_choice_show_no_element_line(window):
    editor = window.new_book()
    editor.choose_mage("Warlock")
    window.add_card("fireball")
    assert not editor.element_combo.isVisibleTo(editor)
    assert not editor.element_note.isVisibleTo(editor) and not editor.element_switch.isVisibleTo(editor)
