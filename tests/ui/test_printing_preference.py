"""Preferences: whose facts price a printing a book names (docs/rules.md "Printings a book names";
the window's counterpart of `validate --printing`)."""

from __future__ import annotations

from spellforge.domain.spellbook import Spellbook

ASTO_FINAL = "b019ccba-f062-4688-a099-a138c25ff6f9"  # Asto Vidatu, Final Release: Arcane or Dark 5


def test_printing_preference_reprices_open_books_and_persists(make_window, qtbot):
    from spellforge.ui.preferences import PreferencesDialog

    window = make_window()
    book = Spellbook(name="Asto", mage="Warlock", printings={"asto-vidatu-angel-slayer": ASTO_FINAL})
    book.add("asto-vidatu-angel-slayer")
    editor = window.new_book(book)
    assert window.settings.printing == "canonical"
    # Promo (canonical) Arcane 3 & Dark 2: 3 × 2 + 2 × 1 for a Warlock
    assert editor.doc.report.points_used == 8
    assert [w.code for w in editor.doc.report.warnings] == ["printing_differs"]

    dialog = PreferencesDialog(window, window)
    qtbot.addWidget(dialog)
    assert dialog.printing.currentIndex() == 0
    dialog.printing.setCurrentIndex(1)
    dialog.printing.activated.emit(1)
    # Final Release: Arcane or Dark 5, bought as Dark 5 × 1
    assert window.settings.printing == "named" and editor.doc.report.points_used == 5
    assert editor.doc.undo_stack.count() == 0  # a way of looking at the book, not an edit

    again = make_window()  # the choice is remembered (QSettings key rules/printing)
    assert again.settings.printing == "named"
    assert again.settings.q.value("rules/printing") == "named"
    window.set_printing("canonical")
    assert editor.doc.report.points_used == 8


def test_warnings_are_listed_under_the_problems(make_window):
    """A named printing that differs keeps the book legal, but the window says so (not silent):
    the warning is a line of the problems panel, in the window's language, and selects the card."""
    window = make_window()
    book = Spellbook(name="Asto", mage="Warlock", printings={"asto-vidatu-angel-slayer": ASTO_FINAL})
    book.add("asto-vidatu-angel-slayer")
    editor = window.new_book(book)
    assert editor.doc.report.legal and editor.doc.report.problems == []
    assert editor.problems.count() == 1
    assert editor.tabs.tabText(0).endswith("(0) · ℹ 1")  # the tab says a warning is there
    item = editor.problems.item(0)
    assert "Final Release" in item.text() and "schools" in item.text()
    editor._problem_clicked(item)
    assert editor.selected_card("book") == "asto-vidatu-angel-slayer"
