"""Preferences (QSettings), remappable shortcuts, window layout and session restore, the books
list, the Wizard's element and the search help."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QKeySequence
from tests.patience import HANG_MS


def test_settings_defaults_and_recent_files(settings):
    from spellforge.ui.settings import LANGS, Settings, system_language

    fresh = Settings()
    fresh.q.clear()
    assert fresh.ui_language == system_language() in LANGS
    assert fresh.card_language == system_language() and fresh.theme == "system"
    for i in range(12):
        fresh.add_recent_file(f"/tmp/book{i}.o8d")
    fresh.add_recent_file("/tmp/book3.o8d")
    assert fresh.recent_files[0] == "/tmp/book3.o8d" and len(fresh.recent_files) == 10
    fresh.ui_language = "xx"  # an unknown value never leaks into the app
    assert fresh.ui_language in LANGS


def test_shortcuts_are_remappable_and_persist(make_window):
    window = make_window()
    window.commands.remap("copy_plus", QKeySequence("Ctrl+Shift+P"))
    assert window.commands["copy_plus"].shortcut().toString() == "Ctrl+Shift+P"
    again = make_window()
    assert again.commands["copy_plus"].shortcut().toString() == "Ctrl+Shift+P"
    again.commands.remap("copy_plus", None)
    assert again.commands["copy_plus"].shortcut().toString() == "+"


def test_preferences_dialog_switches_languages(window, qtbot):
    from spellforge.ui.preferences import PreferencesDialog

    dialog = PreferencesDialog(window, window)
    qtbot.addWidget(dialog)
    dialog.card_lang.setCurrentIndex(dialog.card_lang.findData("ru"))
    dialog.card_lang.activated.emit(dialog.card_lang.currentIndex())
    assert window.settings.card_language == "ru" and window.browser.lang == "ru"
    dialog.ui_lang.setCurrentIndex(dialog.ui_lang.findData("pl"))
    dialog.ui_lang.activated.emit(dialog.ui_lang.currentIndex())
    assert window.settings.ui_language == "pl" and dialog.windowTitle() == "Ustawienia"
    assert window.settings.card_language == "ru"  # two separate settings
    dialog.ui_lang.activated.emit(dialog.ui_lang.findData("en"))


def test_layout_and_open_books_come_back(make_window):
    first = make_window()
    a = first.new_book().doc.book_id
    b = first.new_book().doc.book_id
    first.editors.setCurrentIndex(0)
    first.history_dock.hide()
    first.close()
    second = make_window()
    assert list(second.docs) == [a, b] and second.current_editor().doc.book_id == a
    assert second.history_dock.isHidden()


def test_closing_a_book_keeps_it_and_delete_closes_it(window):
    editor = window.new_book()
    editor.choose_mage("Wizard")  # (a new book closed untouched is not kept: test_defaults_round3)
    book_id = editor.doc.book_id
    window.close_book_at(window.editors.indexOf(editor))
    assert book_id not in window.docs and window.store.load(book_id) is not None
    assert window.stack.currentWidget() is window.placeholder


def test_books_list_filters_by_mage_and_tag(window):
    from spellforge.domain import Spellbook

    window.store.create(Spellbook(name="Fire", mage="Warlock", tags=["tournament"]))
    window.store.create(Spellbook(name="Light", mage="Priestess", tags=["casual"]))
    panel = window.books
    panel.reload()
    assert len(panel.visible_rows()) == 2
    panel.mage_filter.setCurrentIndex(panel.mage_filter.findData("Priestess"))
    panel.reload()
    assert [item.text().split(" — ")[0] for item in panel.visible_rows()] == ["Light"]
    panel.mage_filter.setCurrentIndex(0)
    panel.filter_edit.setText("tourn")
    assert [item.text().split(" — ")[0] for item in panel.visible_rows()] == ["Fire"]


def test_wizard_element_choice_changes_costs(window, qtbot):
    editor = window.new_book()
    editor.choose_mage("Wizard")
    assert editor.element_combo.isVisibleTo(editor)
    window.add_card("fireball")
    fire_cost = editor.doc.card_line("fireball").cost_each
    editor.element_combo.setCurrentIndex(editor.element_combo.findData("Water"))
    editor._element_chosen(editor.element_combo.currentIndex())
    # Rulebook R5-R6 (RU L1852-1854): a trained school costs level × 1, an untrained one × 2.
    # Fireball is Fire 2: trained when the Wizard picks Fire, untrained with Water.
    water_cost = editor.doc.card_line("fireball").cost_each
    editor.element_combo.setCurrentIndex(editor.element_combo.findData("Fire"))
    editor._element_chosen(editor.element_combo.currentIndex())
    assert (editor.doc.card_line("fireball").cost_each, water_cost) == (2, 4)
    assert fire_cost in (2, 4)
    window.undo_action.trigger()
    assert editor.doc.book.element == "Water"


def test_notes_and_tags_are_undoable(window, qtbot):
    editor = window.new_book()
    editor.tags.setText("tournament, fire, fire")
    editor._tags_edited()
    assert editor.doc.book.tags == ["tournament", "fire"]
    editor.notes.setPlainText("first plan")
    qtbot.waitUntil(lambda: editor.doc.book.notes == "first plan")
    window.undo_action.trigger()
    assert editor.doc.book.notes == "" and editor.notes.toPlainText() == ""


def test_search_help_examples_fill_the_search(window):
    window.show_search_help()
    window._help._clicked(QUrl("q:" + "s:fire l<=2 t:creature"))
    assert window.browser.search.text() == "s:fire l<=2 t:creature"
    assert "steam-elemental" in window.browser.model.ids()


def test_mark_assembled_goes_to_the_collection_and_undoes(window):
    from spellforge.library.user.collection import UserCollection

    editor = window.new_book()
    editor.choose_mage("Warlock")
    window.add_card("fireball")
    window.add_card("fireball")
    window.commands["mark_assembled"].trigger()
    collection = UserCollection(window.store.store)
    assert collection.assembled()[editor.title()] == {"fireball": 2}
    window.undo_action.trigger()
    assert editor.title() not in collection.assembled()
    assert editor.doc.qty("book", "fireball") == 2


def test_deferred_start_opens_user_data_after_the_first_paint(qtbot, library, settings):
    from spellforge.ui.window.main_window import MainWindow
    from spellforge.ui.translations import Translations

    window = MainWindow(library, settings, Translations(), defer_user_data=True)
    qtbot.addWidget(window)
    assert window.store is None and not window.started  # nothing of the user's opened yet
    window.show()
    qtbot.waitUntil(lambda: window.ready, timeout=HANG_MS)  # opened in a worker thread after the first paint
    assert window.store is not None and window.books.store is window.store
