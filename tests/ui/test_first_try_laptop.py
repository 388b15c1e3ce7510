"""Issue 28: a new user on a 1366×768 laptop, in English, Russian and Polish — what each point of
the issue does when the user clicks it (the book that opens, the rows in view, the name a pasted
book gets), on the tests' 1366×768 offscreen screen (tests/laptop-screen.json)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractItemDelegate, QSpinBox

from spellforge.formats import read_spellbook_text
from spellforge.ui.books.import_dialog import ImportReportDialog


def settle() -> None:
    """What waits for the event loop (fitting columns once a table has its size): a few turns."""
    from PySide6.QtWidgets import QApplication

    from spellforge.ui.window.layout_report import settle as turns

    turns(QApplication.instance())


def _accept(monkeypatch, seen=None, before=None):
    def fake_exec(dialog):
        if seen is not None:
            seen["dialog"] = dialog
        if before is not None:
            before(dialog)
        return ImportReportDialog.Accepted

    monkeypatch.setattr(ImportReportDialog, "exec", fake_exec)


# 1 -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_start_pages_template_button_opens_the_chosen_official_book(make_window, library, monkeypatch, lang):
    from spellforge.formats.templates import list_templates
    from spellforge.ui.books.template_dialog import TemplateDialog

    wizard = next(t for t in list_templates() if t.id == "official-wizard")
    monkeypatch.setattr(TemplateDialog, "exec", lambda self: TemplateDialog.Accepted)
    monkeypatch.setattr(TemplateDialog, "chosen", lambda self: wizard)
    window = make_window(lang)
    window.placeholder_template.click()
    editor = window.current_editor()
    assert editor is not None and editor.doc.book.mage == "Wizard"
    assert sum(e.qty for e in editor.doc.book.entries) == 59  # the official Wizard book, whole
    window.placeholder_button.click()
    assert window.current_editor().doc.book.entries == [] and len(window.docs) == 2


# 2 -------------------------------------------------------------------------------------------
def _beasts(library, wolves: int):
    from spellforge.domain import Spellbook

    book = Spellbook(name="Beasts", mage="Beastmaster")
    for name, qty in (("Mana Flower", 2), ("Timber Wolf", wolves), ("Bitterwood Fox", 2)):
        if qty:
            book.add(library.card_by_name(name).id, qty)
    return book


def test_compare_starts_with_the_last_saved_version_that_differs_from_the_book(qtbot, library):
    from spellforge.library.user.books import BookStore
    from spellforge.library.user.store import UserStore
    from spellforge.library.user.versions import VersionStore
    from spellforge.ui.playtest.window import PlaytestWindow

    store = BookStore(UserStore())
    old, now = _beasts(library, 3), _beasts(library, 0)
    book_id = store.create(old)
    versions = VersionStore(store.store)
    versions.snapshot(book_id, old, 20, force=True, now=1000.0)  # version 1: with the wolves
    versions.snapshot(book_id, now, 14, force=True, now=2000.0)  # version 2: the book as it is (a minute's edits)
    store.save(book_id, now)
    window = PlaytestWindow(library, now, store=store, book_id=book_id)
    qtbot.addWidget(window)
    tab = window.compare_tab
    assert tab.side_a.version_combo.currentData() == 1  # not 2, which equals the book
    assert tab.side_b.version_combo.currentData() == 0
    assert tab.side_a.load(now).quantities() != tab.side_b.load(now).quantities()


def test_compare_says_when_no_saved_version_differs(qtbot, library):
    from spellforge.library.user.books import BookStore
    from spellforge.library.user.store import UserStore
    from spellforge.library.user.versions import VersionStore
    from spellforge.ui.playtest.window import PlaytestWindow

    store = BookStore(UserStore())
    book = _beasts(library, 2)
    book_id = store.create(book)
    VersionStore(store.store).snapshot(book_id, book, 20, force=True)
    window = PlaytestWindow(library, book, store=store, book_id=book_id)
    qtbot.addWidget(window)
    tab = window.compare_tab
    assert tab.side_a.version_combo.currentData() == 0
    assert "No saved version differs" in tab.verdict_label.text()


def test_the_versions_panel_selects_the_version_that_differs(make_window, library, qtbot):
    window = make_window()
    editor = window.new_book(_beasts(library, 3))
    doc = editor.doc
    doc.versions.snapshot(doc.book_id, doc.book, 20, force=True, now=1000.0)
    doc.change_qty("book", library.card_by_name("Timber Wolf").id, -3)
    doc.versions.snapshot(doc.book_id, doc.book, 14, force=True, now=2000.0)
    from spellforge.ui.books.versions import VersionsPanel

    panel = VersionsPanel()
    qtbot.addWidget(panel)
    panel.set_editor(editor)
    assert panel.selected_versions() == [1]
    text = panel.compare_selected()
    assert "Timber Wolf" in text and "The same cards." not in text


# 3 -------------------------------------------------------------------------------------------
def test_the_first_window_fits_the_screen_and_a_restored_one_comes_back_inside(make_window, settings):
    window = make_window()
    area = QGuiApplication.primaryScreen().availableGeometry()
    assert area.width() == 1366 and area.height() == 768  # the tests' laptop screen
    assert area.contains(window.frameGeometry())
    window.resize(1800, 1100)  # as saved on a large monitor
    window.move(400, 300)
    window.save_layout()
    window.close()
    again = make_window()
    assert area.contains(again.frameGeometry())


# 4 -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_wizard_book_shows_24_rows_and_the_empty_problems_pane_folds(make_window, library, qtbot, lang):
    from spellforge.formats.templates import list_templates, load_template
    from spellforge.ui.window.layout_report import book_rows_visible, horizontal_scrollers

    window = make_window(lang)
    window.set_card_language(lang)
    wizard = next(t for t in list_templates() if t.id == "official-wizard")
    editor = window.new_book(load_template(wizard, library))
    settle()
    assert editor.problems.count() == 0 and editor.problems_collapsed
    assert book_rows_visible(editor.view) >= 24
    bar = editor.view.horizontalScrollBar()
    assert "bookTable" not in horizontal_scrollers(window), (bar.maximum(), editor.view.viewport().width(),
        [editor.view.horizontalHeader().sectionSize(i) for i in range(8)])
    # a problem opens the pane again, and the book still shows its rows
    editor.doc.change_qty("book", "dispel", 6)
    settle()
    assert editor.problems.count() > 0 and not editor.problems_collapsed and editor.tabs.height() > 60


# 10, 12, 13 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("lang, expected", [("en", "Warlock"), ("ru", "Колдун"), ("pl", "Czarnoksiężnik")])
def test_a_pasted_list_is_named_after_its_mage_not_the_clipboard(make_window, monkeypatch, lang, expected):
    window = make_window(lang)
    window.set_card_language(lang)
    _accept(monkeypatch)
    QGuiApplication.clipboard().setText("Mage: Warlock\n2 Fireball\n1 Dispel\n")
    editor = window.import_clipboard()
    assert editor.doc.book.name == expected


def test_a_list_without_a_mage_opens_with_the_suggested_mage(make_window, library, monkeypatch):
    window = make_window()
    seen = {}
    _accept(monkeypatch, seen)
    editor = window.import_text("2 Fireball\n2 Flameblast\n1 Firestorm\n1 Adramelech, Lord of Fire\n", "list.txt")
    dialog = seen["dialog"]
    first = dialog.mage_picker.itemData(1)
    assert first in dialog.suggested and editor.doc.book.mage == first


@pytest.mark.parametrize("title, mage, name", [
    ('Wizard "Arcane Storm" (120 SBP)', "Wizard", "Arcane Storm"),
    ('Wizard "Arcane Storm" (120)', "Wizard", "Arcane Storm"),
    ("Колдун «Огненный шторм» (120 очков)", "Warlock", "Огненный шторм"),
    ("Czarnoksiężnik „Burza ognia” (120 pkt)", "Warlock", "Burza ognia"),
    ("**Priestess — Holy Light (120)**", "Priestess", "Holy Light"),
    ("## Wizard (Air) — Storm (120 pts)", "Wizard", "Storm"),
])
def test_a_chat_title_with_the_points_names_the_mage_and_the_book(library, title, mage, name):
    text = f"{title}\n\n### Attack (2)\n- 2x Fireball\n* 1 Dispel\n"
    result = read_spellbook_text(text, library)
    assert (result.book.mage, result.book.name) == (mage, name)
    assert result.book.quantities() == {"fireball": 2, "dispel": 1} and not result.book.unresolved


# 11 ------------------------------------------------------------------------------------------
def test_a_line_left_out_in_the_import_report_is_not_a_problem_of_the_book(make_window, monkeypatch):
    window = make_window()
    _accept(monkeypatch)
    editor = window.import_text("Mage: Warlock\n2 Fireball\n3 Qwzxv Frobnicator\n", "list.txt")
    assert not editor.doc.book.unresolved
    assert editor.problems.count() == 0


# 9 -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_leave_out_picker_shows_its_whole_text(qtbot, library, lang):
    result = read_spellbook_text("Mage: Warlock\n2 Fireball\n3 Firebal Frobnicator\n", library, source_name="x.txt")
    dialog = ImportReportDialog(result, library, lang)
    qtbot.addWidget(dialog)
    dialog.show()
    (picker,) = dialog.pickers.values()
    text = picker.itemText(0)
    assert dialog.table.columnWidth(4) >= picker.sizeHint().width()
    assert picker.fontMetrics().horizontalAdvance(text) < picker.sizeHint().width()


# 5, 7 ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_with_a_book_open_the_points_are_in_view_and_names_are_whole(make_window, library, qtbot, lang):
    from spellforge.formats.templates import list_templates, load_template
    from spellforge.ui.cards.model import POINTS_COLUMN
    from spellforge.ui.window.layout_report import elided_cells_in_column

    window = make_window(lang)
    window.set_card_language(lang)
    wizard = next(t for t in list_templates() if t.id == "official-wizard")
    window.new_book(load_template(wizard, library))
    settle()
    view = window.browser.view
    header = view.horizontalHeader()
    assert not view.isColumnHidden(POINTS_COLUMN)
    assert header.sectionViewportPosition(POINTS_COLUMN) + header.sectionSize(POINTS_COLUMN) <= view.viewport().width()
    assert not view.horizontalScrollBar().isVisible() or view.horizontalScrollBar().maximum() == 0
    cut = elided_cells_in_column(view, 0)
    assert len(cut) <= view.model().rowCount() * 2 // 100, cut[:5]
    row = window.browser.model.row_of("fireball")
    assert window.browser.model.index(row, 0).data(Qt.ToolTipRole)  # a cut name has its tooltip


def test_the_charts_put_the_wizards_largest_school_first(library):
    from spellforge.formats.templates import list_templates, load_template
    from spellforge.rules import validate
    from spellforge.ui.widgets.charts import points_by_school

    wizard = next(t for t in list_templates() if t.id == "official-wizard")
    rows, keys = points_by_school(library, validate(load_template(wizard, library), library), "en")
    values = [v for _label, v in rows]
    assert values == sorted(values, reverse=True) and keys[0] == "Arcane"


# 6 -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_card_panel_shows_what_the_card_does_without_scrolling(make_window, qtbot, lang):
    from spellforge.ui.window.layout_report import summary_visible

    window = make_window(lang)
    window.set_card_language(lang)
    window.new_book()
    window.detail.show_card("chain-lightning")
    settle()
    assert summary_visible(window.detail) is True


# 15 ------------------------------------------------------------------------------------------
def test_compares_book_list_names_the_mage_in_the_window_language(make_window, library, qtbot):
    from spellforge.ui.playtest.window import PlaytestWindow

    window = make_window("ru")
    editor = window.new_book(_beasts(library, 2))
    playtest = PlaytestWindow(library, editor.doc.book, store=editor.doc.store, book_id=editor.doc.book_id)
    qtbot.addWidget(playtest)
    combo = playtest.compare_tab.side_b.book_combo
    texts = [combo.itemText(i) for i in range(combo.count())]
    russian = library.mage("Beastmaster").display_name("ru")
    assert russian != "Beastmaster" and f"Beasts ({russian})" in texts
    assert not any("(Beastmaster)" in t for t in texts)


# 16 ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang, look_in, of_type", [("ru", "&Перейти к:", "&Типы файлов:"),
                                                    ("pl", "&Szukaj w:", "Pliki &rodzaju:")])
def test_qts_own_file_dialog_speaks_the_window_language(make_window, lang, look_in, of_type):
    """The labels the dialog shows (issue 46: Qt 6 asks "&Look in:", which Qt's catalogues lack;
    a lookup of Qt 5's "Look in:" passed while the dialog said it in English)."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    from spellforge.ui.window.layout_report import cut_without_tooltip

    window = make_window(lang)
    dialog = QFileDialog(window, "")
    dialog.setOption(QFileDialog.DontUseNativeDialog, True)  # Qt's own, as on a desktop without a portal
    dialog.show()
    settle()
    labels = [label.text() for label in dialog.findChildren(QLabel) if label.isVisible() and label.text()]
    cut = cut_without_tooltip(dialog)  # the file list's «Дата изменения» was cut (the layout report's measure)
    dialog.close()
    assert cut == [], cut
    assert look_in in labels and of_type in labels, labels
    english = {"&Look in:", "Files of &type:", "File &name:", "Look in:", "Files of type:"}
    assert not english & set(labels), labels
    window.set_ui_language("en")  # and back: Qt's English
    dialog = QFileDialog(window, "")
    dialog.setOption(QFileDialog.DontUseNativeDialog, True)
    dialog.show()
    settle()
    assert "&Look in:" in [label.text() for label in dialog.findChildren(QLabel)]
    dialog.close()


# 14 ------------------------------------------------------------------------------------------
def test_the_copies_cell_takes_a_typed_count_as_one_undoable_step(make_window, library):
    from spellforge.ui.editor.book_model import COLUMNS

    window = make_window()
    editor = window.new_book(_beasts(library, 2))
    wolf = library.card_by_name("Timber Wolf").id
    index = editor.model.index(editor.model.row_of(wolf), COLUMNS.index("qty"))
    assert editor.model.flags(index) & Qt.ItemIsEditable
    editor.view.setCurrentIndex(index)
    editor.view.edit(index)
    spin = editor.view.findChild(QSpinBox)
    spin.setValue(5)
    editor.view.commitData(spin)
    editor.view.closeEditor(spin, QAbstractItemDelegate.NoHint)
    assert editor.doc.qty("book", wolf) == 5
    editor.doc.undo_stack.undo()
    assert editor.doc.qty("book", wolf) == 2
    assert editor.model.setData(editor.model.index(editor.model.row_of(wolf), COLUMNS.index("qty")), 0)
    assert editor.doc.qty("book", wolf) == 0


def test_a_line_no_card_matched_can_be_removed_from_the_editor(make_window, library):
    from spellforge.domain import UnresolvedLine
    from spellforge.ui.editor.editor import LINE_ROLE

    book = _beasts(library, 2)
    book.unresolved.append(UnresolvedLine(8, "3 Qwzxv Frobnicator", []))
    editor = make_window().new_book(book)
    (item,) = [editor.problems.item(i) for i in range(editor.problems.count())
               if editor.problems.item(i).data(LINE_ROLE) == 8]
    editor.remove_unread_line(item.data(LINE_ROLE))
    assert not editor.doc.book.unresolved and editor.problems.count() == 0
    editor.doc.undo_stack.undo()
    assert [u.line for u in editor.doc.book.unresolved] == [8]
