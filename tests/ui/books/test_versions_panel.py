"""Issue 16 items 6 and 7: saved versions in the window (listed with points after a restart,
compared, restored undoably) and the Spellbooks list in front after a restart."""

from __future__ import annotations

from tests.ui.editor.test_editor_flows import type_and_enter
from tests.patience import HANG_MS, settle


def test_versions_survive_a_restart_compare_and_restore_undoably(make_window, qtbot):
    window = make_window()
    editor = window.new_book()
    editor.choose_mage("Warlock")
    type_and_enter(qtbot, window, "Dispel", 2)
    book_id = editor.doc.book_id
    window.close_book_at(window.editors.indexOf(editor))  # closing keeps a version
    window.close()

    window = make_window()
    editor = window.open_book(book_id)
    panel = window.versions
    assert panel.list.count() == 1
    # Dispel is Arcane 1; the Warlock does not train Arcane: 2 points a copy (RU L1852-1854).
    assert panel.list.item(0).text().endswith("· 4 points")
    type_and_enter(qtbot, window, "Fireball")
    assert panel.list.count() == 2  # this session's edits are a new version; version 1 stays
    panel.list.item(1).setSelected(True)
    text = panel.compare_selected()
    assert "+ 1 × Fireball" in text and "Points: 4 →" in text
    steps = editor.doc.undo_stack.count()
    panel.restore_selected()
    assert editor.doc.book.quantities() == {"dispel": 2}
    assert editor.doc.undo_stack.count() == steps + 1
    window.undo_action.trigger()
    assert editor.doc.book.quantities() == {"dispel": 2, "fireball": 1}


def test_compare_two_books(window, qtbot):
    first = window.new_book()
    first.choose_mage("Warlock")
    first.doc.change_qty("book", "fireball", 2)
    second = window.new_book()
    second.choose_mage("Warlock")
    second.doc.change_qty("book", "fireball", 1)
    second.doc.change_qty("book", "dispel", 1)
    text = window.versions.compare_with_book(first.doc.book_id)
    assert "− 1 × Dispel" in text and "~ Fireball: 1 → 2" in text


def test_after_a_restart_the_spellbooks_list_is_not_covered_by_history(make_window, qtbot):
    window = make_window()
    window.history_dock.raise_()
    settle()
    window.close()
    window = make_window()
    settle()
    books = window.books.list
    assert books.isVisible() and not books.visibleRegion().isEmpty()
    assert not (window.history_page.isVisible() and window.history_dock.geometry().intersects(window.books_dock.geometry()))


def test_a_history_dock_left_floating_over_the_spellbooks_list_goes_back_behind_it(make_window, qtbot):
    """QA: after a restart the History dock covered the Spellbooks list (left floating over it)."""
    from PySide6.QtCore import QPoint

    window = make_window()
    settle()
    books_at = window.books_dock.mapToGlobal(QPoint(0, 0))
    window.history_dock.setFloating(True)
    window.history_dock.setGeometry(books_at.x(), books_at.y(), 300, 300)
    window.history_dock.show()
    settle()
    window.close()
    window = make_window()
    settle()
    assert not window.history_dock.isFloating()
    assert window.books.list.isVisible() and not window.books.list.visibleRegion().isEmpty()
    assert window.history_dock in window.tabifiedDockWidgets(window.books_dock)


def test_the_spellbooks_mage_filter_is_never_blank(qtbot, library, settings):
    """QA: the Russian window's Spellbooks mage filter was once blank: with no saved book (first
    start) the filter had no item at all, and before the user data opened it was empty too."""
    from spellforge.ui.window.main_window import MainWindow
    from spellforge.ui.translations import Translations

    translations = Translations()
    settings.ui_language = settings.card_language = "ru"
    translations.install("ru")
    try:
        window = MainWindow(library, settings, translations, defer_user_data=True)
        qtbot.addWidget(window)
        combo = window.books.mage_filter
        assert combo.count() == 1 and combo.currentText() == "Все маги"  # before the user data opens
        window.show()
        qtbot.waitUntil(lambda: window.ready, timeout=HANG_MS)
        assert combo.count() == 1 and combo.currentText() == "Все маги"  # no book yet
        window.new_book().choose_mage("Warlock")
        assert [combo.itemText(i) for i in range(combo.count())] == ["Все маги", "Колдун"]
        translations.install("pl")
        window.set_card_language("pl")
        assert [combo.itemText(i) for i in range(combo.count())] == ["Wszyscy Magowie", "Czarnoksiężnik"]
    finally:
        translations.install("en")


def test_history_and_versions_are_made_when_first_shown_and_follow_the_book_and_language(make_window, qtbot):
    """Start-up: the History and Versions docks (behind Spellbooks) are empty until shown; shown
    later, they list the current book's steps and versions, in the language chosen meanwhile."""
    window = make_window()
    first = window.new_book()
    first.choose_mage("Warlock")
    type_and_enter(qtbot, window, "Dispel")
    second = window.new_book()
    window.editors.setCurrentWidget(first)
    assert window._history_views is None and window._versions is None
    window.set_ui_language("ru")
    window.history_dock.raise_()
    qtbot.waitUntil(lambda: window._history_views is not None)
    history, names_history, label, _names_label = window._history_views
    qtbot.waitUntil(history.isVisible)
    assert history.stack() is first.doc.undo_stack
    assert names_history.stack() is window.library_stack
    assert label.text() == "Книга заклинаний" and history.emptyLabel() == "<открыта>"
    window.versions_dock.raise_()
    qtbot.waitUntil(lambda: window._versions is not None and window._versions.list.isVisible())
    assert window.versions.editor is first and window.versions.compare_button.text() == "Сравнить"
    window.editors.setCurrentWidget(second)
    assert history.stack() is second.doc.undo_stack and window.versions.editor is second
