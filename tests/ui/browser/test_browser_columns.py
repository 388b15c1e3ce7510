"""The card list's columns at the default window size (the tests' screen is a 1366×768 laptop,
tests/laptop-screen.json): no type is cut in any language — «Заклятие (Местность)» and
«Przywołanie (Teren)» were elided by a Type column capped at 11 em and measured on 40 rows — while
names keep the room they need (at most 2 % of them elide, their whole name in the tooltip)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyle

from spellforge.ui.cards.model import COLUMNS

TYPE, NAME = COLUMNS.index("type"), COLUMNS.index("name")


def _fitted(view) -> bool:
    """The columns were fitted to the list's width (fit_columns: Name takes the room left)."""
    width = view.viewport().width()
    return width > 0 and sum(view.columnWidth(c) for c in range(view.model().columnCount())
                             if not view.isColumnHidden(c)) >= width


def _cut(view, column: int) -> list[str]:
    """The texts of a column the view elides: the delegate draws a cell's text inside the column
    less its grid line and a focus-frame margin + 1 px on each side (QCommonStyle)."""
    metrics = view.fontMetrics()
    margin = view.style().pixelMetric(QStyle.PM_FocusFrameHMargin, None, view) + 1
    room = view.columnWidth(column) - (1 if view.showGrid() else 0) - 2 * margin
    model = view.model()
    texts = (model.index(r, column).data(Qt.DisplayRole) or "" for r in range(model.rowCount()))
    return [t for t in texts if metrics.horizontalAdvance(t) > room]


def _open(make_window, settings, qtbot, lang):
    """The app as a first start in `lang` opens it: fresh settings, the window at its default size."""
    settings.card_language = lang
    window = make_window(lang)
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: _fitted(window.browser.view))
    return window


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_no_type_is_cut_in_the_card_list_of_a_first_start(make_window, settings, qtbot, lang):
    window = _open(make_window, settings, qtbot, lang)
    assert window.frameGeometry().width() <= 1366 and window.width() >= 1300  # the laptop's whole width
    from spellforge.library.search.listing import unsearched

    view = window.browser.view
    model = view.model()
    assert model.ids() == unsearched(window.lib.spells(include_playtest=True), lang)  # the whole list
    assert not view.isColumnHidden(TYPE)
    longest = {"en": "Conjuration (Terrain)", "ru": "Заклятие (Местность)", "pl": "Przywołanie (Teren)"}[lang]
    assert longest in {model.index(r, TYPE).data() for r in range(model.rowCount())}
    assert _cut(view, TYPE) == []
    names_cut = _cut(view, NAME)
    assert len(names_cut) <= model.rowCount() * 2 // 100, names_cut  # names keep their room too
    for name in names_cut:  # a cut name has its whole text in the tooltip
        row = next(r for r in range(model.rowCount()) if model.index(r, NAME).data() == name)
        assert model.index(row, NAME).data(Qt.ToolTipRole).startswith(name), name
    assert view.horizontalScrollBar().maximum() == 0  # nothing scrolls sideways for it


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_no_type_is_cut_after_the_card_language_changes(make_window, settings, qtbot, lang):
    """Preferences ▸ card language: the list measures its types again, in the new language, and
    the columns hidden for want of room keep their measured widths (they read 0 px once, and
    came back 0 px wide)."""
    from spellforge.ui.preferences import PreferencesDialog

    window = _open(make_window, settings, qtbot, "en")
    dialog = PreferencesDialog(window, window)
    dialog.card_lang.setCurrentIndex(dialog.card_lang.findData(lang))
    dialog.card_lang.activated.emit(dialog.card_lang.currentIndex())
    view = window.browser.view
    qtbot.waitUntil(lambda: _fitted(view))
    model = window.browser.model
    assert model.index(model.row_of("fireball"), NAME).data() != "Fireball"  # the list speaks the new language
    assert not view.isColumnHidden(TYPE) and _cut(view, TYPE) == []
    for column in range(len(COLUMNS)):
        if not view.isColumnHidden(column):
            assert view.columnWidth(column) >= view.horizontalHeader().sectionSizeHint(column) > 0, COLUMNS[column]
    window.browser.search.setText("t:conjuration")  # a search that lists only the long types
    window.browser.refresh()
    assert window.browser.model.rowCount() > 0 and _cut(view, TYPE) == []
