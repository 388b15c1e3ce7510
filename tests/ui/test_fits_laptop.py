"""Issue 16 item 2: with a book open the window fits 1366×768 in English, Russian and Polish; the
book table shows Copies, Name, Type, Cost and Points without scrolling; tabs are not cut; the
English-name column is optional (off in an English interface); long text elides with a tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from spellforge.ui.editor.book_model import COLUMNS
from tests.conftest import OFFICIAL_DIR
from tests.patience import settle

MUST_SEE = ("qty", "name", "type", "cost", "points")


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_a_book_fits_1366_by_768(make_window, library, qtbot, lang):
    from spellforge.formats import read_spellbook

    window = make_window(lang)
    window.set_card_language(lang)
    window.resize(1366, 768)
    editor = window.new_book(read_spellbook(OFFICIAL_DIR / "Warlock Official.o8d", library).book)
    settle()
    assert window.minimumSizeHint().width() <= 1366 and window.minimumSizeHint().height() <= 768
    assert window.width() <= 1366
    view = editor.view
    header = view.horizontalHeader()
    # Name keeps a readable width; only trailing columns (Owned, Schools, Level) may scroll.
    assert header.sectionSize(COLUMNS.index("name")) >= 13 * view.fontMetrics().horizontalAdvance("M")
    assert view.horizontalScrollBar().value() == 0
    for key in MUST_SEE:
        i = COLUMNS.index(key)
        assert not view.isColumnHidden(i)
        assert header.sectionViewportPosition(i) + header.sectionSize(i) <= view.viewport().width(), key
    bar = editor.tabs.tabBar()
    assert not editor.tabs.usesScrollButtons() and bar.elideMode() == Qt.ElideNone
    assert bar.sizeHint().width() <= editor.tabs.width()
    name = COLUMNS.index("name")
    row = editor.model.row_of("fireball")
    assert editor.model.index(row, name).data(Qt.ToolTipRole)  # an elided name has its tooltip


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_card_list_shows_name_type_and_what_fits_whole_without_scrolling(make_window, qtbot, lang):
    """At 1366×768 with a book open the card list keeps Name and Type in view in every language,
    and every column it shows is in view at its measured width: after a card language switch the
    hidden columns once measured 0 px, and Schools was "shown" 0 px wide (unseen). A column with
    no room is hidden and the header's menu shows it again; a name too long for its column elides
    and its tooltip has the whole name and the English one."""
    from spellforge.ui.cards.model import COLUMNS as LIST_COLUMNS

    window = make_window(lang)
    window.set_card_language(lang)
    window.resize(1366, 768)
    window.new_book()
    browser = window.browser
    browser.search.setText("s:fire")
    browser.refresh()
    view, header = browser.view, browser.view.horizontalHeader()
    qtbot.waitUntil(lambda: _columns_fill(view))
    assert view.horizontalScrollBar().value() == 0
    em = view.fontMetrics().horizontalAdvance("M")
    assert header.sectionSize(0) >= 9 * em  # names stay readable
    shown = [i for i in range(len(LIST_COLUMNS)) if not view.isColumnHidden(i)]
    assert {LIST_COLUMNS.index("name"), LIST_COLUMNS.index("type")} <= set(shown)
    for i in shown:
        assert header.sectionSize(i) >= header.sectionSizeHint(i) > 0, LIST_COLUMNS[i]  # its header whole
        assert header.sectionViewportPosition(i) + header.sectionSize(i) <= view.viewport().width(), LIST_COLUMNS[i]
    schools = LIST_COLUMNS.index("schools")
    menu = browser.column_menu()
    item = next(a for a in menu.actions() if a.text() == browser.model.headerData(schools, Qt.Horizontal))
    # ~410 px hold whole names (Name's 98 %), the whole types and Level at most: Schools waits in the menu
    assert view.isColumnHidden(schools) and not item.isChecked()
    item.trigger()  # the user asks for it: shown, at its measured width
    assert not view.isColumnHidden(schools) and header.sectionSize(schools) >= 8 * em
    row = browser.model.ids().index(window.lib.card_by_name("Adramelech, Lord of Fire").id)
    tip = browser.model.index(row, 0).data(Qt.ToolTipRole)
    shown_name = browser.model.index(row, 0).data(Qt.DisplayRole)
    assert tip.startswith(shown_name) and (lang == "en" or "Adramelech, Lord of Fire" in tip)
    # the English column the user asks for stays, even when it has to scroll
    browser.set_english_column(True)
    assert not view.isColumnHidden(1)


def _columns_fill(view) -> bool:
    """The list's columns were fitted to its width (fit_columns: Name takes the room left)."""
    width = view.viewport().width()
    return width > 0 and sum(view.columnWidth(c) for c in range(view.model().columnCount())
                             if not view.isColumnHidden(c)) >= width


def test_the_english_name_column_is_optional_and_off_in_english(make_window):
    window = make_window("en")
    browser = window.browser
    assert browser.view.isColumnHidden(1)
    menu = browser.column_menu()
    action = next(a for a in menu.actions() if a.isCheckable())  # the English names column comes first
    assert not action.isChecked()
    action.setChecked(True)
    assert not browser.view.isColumnHidden(1)
    window.set_card_language("ru")
    assert not browser.view.isColumnHidden(1)


def test_search_hint_keeps_its_full_text_in_a_tooltip(make_window):
    window = make_window("ru")
    search = window.browser.search
    assert search.toolTip() == search.placeholderText() and search.placeholderText()


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_a_wide_card_list_cannot_squeeze_cost_and_points_out_of_the_book(make_window, library, qtbot, lang):
    """The card list had the room before a book was opened (as in a fresh start with the list
    widened): the book table still shows Copies, Name, Type, Cost and Points."""
    window = make_window(lang)
    window.set_card_language(lang)
    window.resize(1366, 768)
    window.splitter.setSizes([1000, 100])
    editor = window.new_book()
    editor.choose_mage("Warlock")
    editor.doc.add_many([("fireball", 2), ("dispel", 1), ("adramelech-lord-of-fire", 1)])
    settle()
    view, header = editor.view, editor.view.horizontalHeader()
    assert window.width() <= 1366 and window.minimumSizeHint().width() <= 1366
    for key in MUST_SEE:
        i = COLUMNS.index(key)
        assert header.sectionViewportPosition(i) + header.sectionSize(i) <= view.viewport().width(), key


def test_the_short_columns_fit_their_widest_cell_measured_on_two_rows_only(make_window, library, qtbot):
    """The editor measures only the widest card row and the widest group row of a column: the
    widths are the ones measuring every cell gives (nothing cut, nothing wider)."""
    from spellforge.formats import read_spellbook

    window = make_window("en")
    window.resize(1366, 768)
    editor = window.new_book(read_spellbook(OFFICIAL_DIR / "Warlord Official.o8d", library).book)
    settle()
    view, model = editor.view, editor.model
    header = view.horizontalHeader()
    assert model.rowCount() > 30
    for col in editor.FITTED:
        if view.isColumnHidden(col):
            continue
        every = max(max(view.sizeHintForIndex(model.index(r, col)).width() + 1 for r in range(model.rowCount())),
                    header.sectionSizeHint(col), header.minimumSectionSize())
        assert header.sectionSize(col) == every, COLUMNS[col]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_card_list_measures_its_columns_as_resize_to_contents_does(make_window, lang):
    """The card list sizes its columns from the widest text's row alone: the same widths as Qt's
    resizeColumnsToContents over the same 40-row sample."""
    window = make_window(lang)
    window.set_card_language(lang)
    browser = window.browser
    view = browser.view
    view.scrollToTop()  # Qt's sample is the 40 rows from the first one in view: ours, the first 40
    browser.fit_to_contents()
    ours = [view.columnWidth(c) for c in range(browser.model.columnCount())]
    view.resizeColumnsToContents()
    assert ours == [view.columnWidth(c) for c in range(browser.model.columnCount())]
