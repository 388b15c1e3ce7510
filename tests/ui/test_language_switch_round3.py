"""Issue 46 part 4: a language switch at run time reaches the texts set once — the status bar's
save state, the playtest window's state line, the close button of a book's tab — and the texts
a Russian or Polish player met in English."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QTabBar

from tests.patience import settle


_turns = settle  # tests/patience.py: a few turns of the event loop


def test_a_switch_retranslates_the_save_state_and_the_tab_close_button(make_window, library):
    window = make_window("en")
    window.new_book()
    _turns()
    assert window.save_label.text() == "Saved"
    bar = window.editors.tabBar()
    close = bar.tabButton(0, QTabBar.RightSide) or bar.tabButton(0, QTabBar.LeftSide)
    assert close is not None and close.toolTip() == "Close Tab"
    window.set_ui_language("ru")  # Preferences ▸ interface language
    _turns()
    assert window.save_label.text() == "Сохранено"
    russian_close = QCoreApplication.translate("CloseButton", "Close Tab")
    assert russian_close != "Close Tab" and close.toolTip() == russian_close
    window.set_ui_language("pl")
    _turns()
    assert window.save_label.text() not in ("Saved", "Сохранено") and close.toolTip() not in ("Close Tab", russian_close)


def test_a_switch_retranslates_the_playtest_state_line(make_window, library, qtbot):
    from spellforge.formats.templates import list_templates, load_template
    from spellforge.ui.playtest.window import PlaytestWindow

    window = make_window("en")
    wizard = next(t for t in list_templates() if t.id == "official-wizard")
    editor = window.new_book(load_template(wizard, library))
    playtest = PlaytestWindow(library, editor.doc.book, parent=window, store=editor.doc.store,
                              book_id=editor.doc.book_id)
    qtbot.addWidget(playtest)
    playtest.show()
    playtest.policy_combo.setCurrentIndex(playtest.policy_combo.findData("greedy"))  # no search to wait for
    playtest.new_button.click()
    qtbot.waitUntil(lambda: playtest.game is not None)
    playtest.step_button.click()
    assert playtest.state_label.text().startswith("Round ")
    window.set_ui_language("ru")
    _turns()
    assert playtest.state_label.text().startswith("Раунд "), playtest.state_label.text()


def test_type_chips_say_the_search_words_of_the_window_language(make_window):
    window = make_window("ru")
    chip = window.browser.chips["Attack"]
    assert "(тип:атака)" in chip.toolTip() and "t:attack" not in chip.toolTip()
    chip.click()  # the chip filters as its words do
    window.browser.refresh()
    shown = set(window.browser.model.ids())
    assert shown and shown == set(window.browser.engine.run("тип:атака", "ru").ids) & shown


def test_the_search_help_writes_its_codes_and_values_in_the_window_language(make_window):
    window = make_window("pl")
    window.commands["search_help"].trigger()  # Help ▸ Search syntax
    text = window._help.text.toPlainText()
    assert "typ:atak (szkoła:ogień lub szkoła:woda) -poziom:1" in text
    assert "stworzenie, atak, ściana" in text and "creature, attack" not in text
    assert "arena lub akademia" in text and "quick" not in text


def test_the_switcher_and_the_title_name_the_game_in_the_window_language(make_window, library):
    from spellforge.games import MAGE_WARS

    window = make_window("ru")
    editor = window.new_book()
    combo = window.game_switcher.combo
    assert combo.itemText(combo.findData(MAGE_WARS.id)) == "Войны магов"  # the Russian rulebook's title, 000 L13
    combo.setCurrentIndex(combo.findData("mage-knight"))
    _turns()
    assert window.windowTitle() == combo.currentText() != editor.title()  # not the book behind it
    combo.setCurrentIndex(combo.findData(MAGE_WARS.id))
    _turns()
    assert window.windowTitle() == editor.title()
