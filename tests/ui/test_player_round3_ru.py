"""Issue 46, played as a Russian (then Polish) Mage Wars player on a 1366×728 laptop
(docs/playtest-ru-pl-round3.md): each point found is reached here by clicking and typing, in
Russian, as the player did."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication


def type_text(qtbot, widget, text: str) -> None:
    """Keystrokes of any script (QTest's keyClicks only knows Latin letters)."""
    for ch in text:
        if ch.isascii():
            qtbot.keyClicks(widget, ch)
            continue
        for kind in (QEvent.KeyPress, QEvent.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.NoModifier, ch))


def russian_window(make_window, settings):
    settings.card_language = "ru"  # a Russian player's cards in Russian too
    return make_window("ru")


def test_enter_adds_the_card_the_warlock_may_take_among_equally_good_matches(make_window, settings, qtbot):
    """«пламени» names Academy's Volley of Flame («Залп пламени») and the Arena's Flame Strike
    («Удар пламени») alike: Enter in an Arena Warlock's book added the Academy card, which the
    Problems pane then refused ("a card of Academy; an Arena mage cannot take it")."""
    window = russian_window(make_window, settings)
    qtbot.mouseClick(window.placeholder_button, Qt.LeftButton)  # «Новая книга заклинаний»
    editor = window.current_editor()
    editor.mage_combo.setFocus()
    type_text(qtbot, editor.mage_combo, "Колд")
    qtbot.waitUntil(lambda: editor.doc.book.mage == "Warlock")
    window.commands["find"].trigger()  # Ctrl+F
    search = window.browser.search
    type_text(qtbot, search, "пламени")
    qtbot.keyClick(search, Qt.Key_Return)
    added = [e.card_id for e in editor.doc.book.entries]
    assert added == ["flame-strike"], added
    assert editor.doc.report.legal and editor.problems.count() == 0


FORUM_POST = """Колдун на турнир, версия 3 (без Адрамелеха)
Маг: Чернокнижник

Существа:
2x Имп-поджигатель
1x Гидра

Атаки:
2x Огненный шар
"""


def test_a_pasted_forum_post_keeps_its_title_and_its_unknown_mage_line_asks_for_a_mage(make_window, settings, qtbot,
                                                                                        monkeypatch):
    """The title lost its «)» and «Колдун» («на турнир, версия 3 (без Адрамелеха»); «Маг:
    Чернокнижник» (no mage of that name) was «не распознано: выберите карту» beside a card list
    holding only «— пропустить —»."""
    from PySide6.QtGui import QGuiApplication

    from spellforge.ui.books.import_dialog import ImportReportDialog

    seen = {}

    def read_and_accept(dialog):
        seen["summary"] = dialog.summary.text()
        seen["tip"] = dialog.summary.toolTip()
        seen["fates"] = {dialog.table.item(r, 1).text(): (dialog.table.item(r, 2).text(), r in dialog.pickers)
                         for r in range(dialog.table.rowCount())}
        return ImportReportDialog.Accepted

    monkeypatch.setattr(ImportReportDialog, "exec", read_and_accept)
    window = russian_window(make_window, settings)
    QGuiApplication.clipboard().setText(FORUM_POST)
    window.commands["import_clipboard"].trigger()  # Файл ▸ Вставить книгу (Ctrl+Shift+V)
    editor = window.current_editor()
    assert editor.doc.book.name == "Колдун на турнир, версия 3 (без Адрамелеха)"
    assert editor.doc.book.mage == "Warlock"
    fate, has_picker = seen["fates"]["Маг: Чернокнижник"]
    assert fate == "? маг не распознан: выберите мага выше" and not has_picker
    assert seen["fates"]["1x Гидра"][1]  # a card line not recognised: candidates to pick from
    assert "1 строка не распознана" in seen["summary"]
    assert "сохранен" not in seen["tip"]  # («…они сохранены вместе с книгой»: a line left out is not)
    assert editor.doc.book.quantities() == {"firebrand-imp": 2, "fireball": 2}
    assert not editor.doc.book.unresolved  # the mage line was answered by the mage; «Гидра» left out


def test_the_many_games_tab_says_what_to_do_before_a_run_not_an_axis_of_nothing(make_window, settings, qtbot, library):
    """Playtest ▸ «Много игр» before a run showed three empty charts whose axes read «1 1 0 0 0»."""
    from PySide6.QtWidgets import QApplication

    from spellforge.formats.templates import list_templates, load_template
    from spellforge.ui.playtest.window import PlaytestWindow
    from spellforge.ui.widgets.charts import ChartData, format_value, value_ticks

    window = russian_window(make_window, settings)
    window.new_book(load_template(next(t for t in list_templates() if t.id == "official-warlock"), library))
    window.commands["playtest"].trigger()  # Инструменты ▸ Тест (Ctrl+T)
    (playtest,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, PlaytestWindow) and w.isVisible()]
    bar = playtest.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.LeftButton, pos=bar.tabRect(1).center())
    assert playtest.tabs.currentIndex() == 1 and bar.tabText(1) == "Много игр"
    for chart in (playtest.kill_chart, playtest.damage_chart, playtest.mana_chart):
        assert chart.isVisible() and not chart.data.categories
        assert chart.placeholder == "Нажмите «Запустить» — здесь появятся диаграммы партий."
    # a chart of counts that are all 0 labels its axis 0 and 1, not «0 0 0 1 1»
    labels = [format_value("%d", t) for t in value_ticks(ChartData(categories=["1"], sets=[("", [0.0])]))]
    assert labels == ["0", "1"]
    playtest.close()


def test_the_collection_docks_product_counts_read_their_titles_in_russian(make_window, settings, qtbot, library):
    """Инструменты ▸ Коллекция beside a book: the count columns' titles read «в кор» and «оллекци»
    (one line, clipped at both ends); now on two lines, each line whole."""
    from spellforge.formats.templates import list_templates, load_template
    from spellforge.ui.window.layout_report import settle

    window = russian_window(make_window, settings)
    window.new_book(load_template(next(t for t in list_templates() if t.id == "official-wizard"), library))
    window.commands["collection"].trigger()  # Ctrl+K
    settle(QApplication.instance())
    view = window.collection_dock.widget().findChild(type(window.browser.view), "collectionProducts")
    qtbot.waitUntil(lambda: view.isVisible() and view.viewport().width() > 200)
    header, model = view.horizontalHeader(), view.model()
    titles = [model.headerData(c, Qt.Horizontal, Qt.DisplayRole) for c in range(model.columnCount())]
    assert titles[2:] == ["Карт в\nкоробке", "В\nколлекции"]
    metrics = header.fontMetrics()
    for column in (1, 2, 3):
        widest = max(metrics.horizontalAdvance(line) for line in titles[column].split("\n"))
        assert header.sectionSize(column) >= widest + 8, (titles[column], header.sectionSize(column))
    assert header.sectionSize(0) >= view.viewport().width() * 0.3  # the product names keep their room
    assert not view.horizontalScrollBar().isVisible() or view.horizontalScrollBar().maximum() == 0


def test_after_a_switch_to_polish_the_spellbooks_mage_filter_reads_whole(make_window, settings, library):
    """Preferences ▸ interface language Polski at run time: the Spellbooks dock's mage filter read
    «Wszyscy Mago» (its 2 : 1 share of a 330 px dock beside the name filter)."""
    from spellforge.formats.templates import list_templates, load_template
    from spellforge.ui.window.layout_report import settle

    window = russian_window(make_window, settings)
    window.new_book(load_template(next(t for t in list_templates() if t.id == "official-wizard"), library))
    window.set_ui_language("pl")  # Preferences ▸ interface language
    settle(QApplication.instance())
    combo = window.books.mage_filter
    assert combo.currentText() == "Wszyscy Magowie"
    # the text's room: the combo less its arrow and frame (what Qt's style keeps for them)
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    room = combo.style().subControlRect(QStyle.CC_ComboBox, option, QStyle.SC_ComboBoxEditField, combo).width()
    assert combo.fontMetrics().horizontalAdvance(combo.currentText()) <= room


def test_two_saves_within_a_minute_leave_two_versions_to_compare(make_window, settings, qtbot):
    """Файл ▸ Сохранить, a card more, Сохранить again: the Versions dock listed one version
    (versions coalesce per minute of editing) and «Сравнить» said «Те же карты.»."""
    window = russian_window(make_window, settings)
    qtbot.mouseClick(window.placeholder_button, Qt.LeftButton)
    editor = window.current_editor()
    editor.mage_combo.setFocus()
    type_text(qtbot, editor.mage_combo, "Колд")
    qtbot.waitUntil(lambda: editor.doc.book.mage == "Warlock")
    search = window.browser.search
    for query in ("огненный шар", "проклятие мага"):
        window.commands["find"].trigger()
        type_text(qtbot, search, query)
        qtbot.keyClick(search, Qt.Key_Return)
        window.commands["save_book"].trigger()  # Ctrl+S
    window.versions_dock.show()
    window.versions_dock.raise_()
    panel = window.versions
    qtbot.waitUntil(lambda: panel.list.count() == 2)
    for i in range(panel.list.count()):
        panel.list.item(i).setSelected(True)
    qtbot.mouseClick(panel.compare_button, Qt.LeftButton)
    diff = panel.diff_view.toPlainText()
    assert diff.splitlines()[:2] == ["Версия 1 → версия 2", "+ 1 × Проклятие мага"], diff
    # Preferences ▸ Polski (interface and cards): the differences follow (they stayed Russian)
    window.set_ui_language("pl")
    window.set_card_language("pl")
    assert panel.diff_view.toPlainText().splitlines()[:2] == ["Wersja 1 → wersja 2", "+ 1 × Zguba Czaromiota"]


def test_a_games_first_opening_says_so_while_its_screen_is_built(make_window, settings, qtbot):
    """Picking Mage Knight in the switcher froze the window 1.6 s on its first opening with
    nothing said (Sword & Sorcery 0.6 s): the status bar says what is opening, with a wait cursor."""
    window = russian_window(make_window, settings)
    said, cursors = [], []
    window.statusBar().messageChanged.connect(lambda text: said.append(text))
    window.statusBar().messageChanged.connect(
        lambda _text: cursors.append(QApplication.overrideCursor() and QApplication.overrideCursor().shape()))
    combo = window.game_switcher.combo
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key_End)  # the last game of the switcher: Sword & Sorcery
    assert window.game_switcher.current == "sword-sorcery"
    assert "Открываю «Клинок и колдовство»…" in said
    assert cursors == [Qt.WaitCursor, Qt.WaitCursor] and QApplication.overrideCursor() is None  # restored after


def test_a_long_books_tab_says_its_whole_name_when_several_books_are_open(make_window, settings, qtbot, monkeypatch):
    """Three books open (the pasted post's long name among them): its tab reads «…версия 3 (бе…»
    with no tooltip."""
    from PySide6.QtGui import QGuiApplication

    from spellforge.ui.books.import_dialog import ImportReportDialog

    monkeypatch.setattr(ImportReportDialog, "exec", lambda dialog: ImportReportDialog.Accepted)
    window = russian_window(make_window, settings)
    qtbot.mouseClick(window.placeholder_button, Qt.LeftButton)  # «Новая книга заклинаний»
    window.commands["new_book"].trigger()  # and another (Ctrl+N)
    QGuiApplication.clipboard().setText(FORUM_POST)
    window.commands["import_clipboard"].trigger()
    tabs = window.editors
    names = [tabs.tabToolTip(i) for i in range(tabs.count())]
    assert "Колдун на турнир, версия 3 (без Адрамелеха)" in names
    assert all(names) and names == [tabs.widget(i).title() for i in range(tabs.count())]


def test_compare_with_a_book_lists_the_cards_in_the_order_of_their_russian_names(make_window, settings, qtbot,
                                                                                  monkeypatch):
    """«Сравнить с книгой…» against the pasted post listed «Агония, Цепи агонии, Каратель Договора
    Тьмы, …» (the order of the English ids)."""
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QInputDialog

    from spellforge.ui.books.import_dialog import ImportReportDialog

    monkeypatch.setattr(ImportReportDialog, "exec", lambda dialog: ImportReportDialog.Accepted)
    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(lambda parent, title, label, items, *a, **k:
                                                              (items[0], True)))
    window = russian_window(make_window, settings)
    QGuiApplication.clipboard().setText(FORUM_POST)
    window.commands["import_clipboard"].trigger()
    window.commands["new_book"].trigger()  # an empty book beside it (Ctrl+N)
    window.versions_dock.show()
    window.versions_dock.raise_()
    panel = window.versions
    qtbot.mouseClick(panel.book_button, Qt.LeftButton)
    lines = panel.diff_view.toPlainText().splitlines()
    # (by id, fireball < firebrand-imp, the fire ball came first)
    assert lines[:3] == ["Эта книга → Колдун на турнир, версия 3 (без Адрамелеха)", "+ 2 × Имп-поджигатель",
                         "+ 2 × Огненный шар"], lines
