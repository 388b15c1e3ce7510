"""Issue 16 item 5: clicking a bar filters the book (again: all), spell points per school, labels
never cut in any language, charts beside the book when the editor is wide."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFontMetricsF

from spellforge.ui.widgets.charts import CHARTS
from tests.patience import settle


def bar_centre(chart, category: str) -> QPoint:
    index = chart.data.categories.index(category)
    return chart.bar_rects()[0][index].center().toPoint()


def warlock_fire_and_arcane(window):
    editor = window.new_book()
    editor.choose_mage("Warlock")
    editor.doc.add_many([("fireball", 2), ("dispel", 1), ("flameblast", 1)])
    editor.place_charts(False)
    editor.tabs.setCurrentWidget(editor.charts_page)
    return editor


def test_clicking_a_bar_filters_the_book_and_clicking_again_shows_all(window, qtbot):
    editor = warlock_fire_and_arcane(window)
    chart = editor.charts.views["school"]
    chart.resize(420, 320)
    qtbot.mouseClick(chart, Qt.LeftButton, pos=bar_centre(chart, "Arcane"))
    assert editor.model.card_ids() == ["dispel"] and editor.filter_bar.isVisibleTo(editor)
    qtbot.mouseClick(chart, Qt.LeftButton, pos=bar_centre(chart, "Arcane"))
    assert set(editor.model.card_ids()) == {"fireball", "dispel", "flameblast"}
    types = editor.charts.views["type"]
    types.resize(420, 200)
    qtbot.mouseClick(types, Qt.LeftButton, pos=bar_centre(types, "Attack"))
    assert set(editor.model.card_ids()) == {"fireball", "flameblast"}


def test_spell_points_per_school(window):
    editor = warlock_fire_and_arcane(window)
    points = editor.charts.views["points"]
    values = dict(zip(points.data.categories, points.values()))
    # The Warlock trains Fire (level × 1) but not Arcane (× 2) — rulebook R5-R6, RU L1852-1854:
    # Fireball (Fire 2) ×2 = 4, Flameblast (Fire 1) = 1, Dispel (Arcane 1) = 2.
    assert values == {"Arcane": 2, "Fire": 5}
    assert editor.charts.views["school"].values() == [3, 1]  # Fire's 3 copies first, at the top


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_chart_labels_are_never_cut_in_any_language(make_window, qtbot, lang):
    window = make_window(lang)
    window.set_card_language(lang)
    window.resize(1366, 768)
    editor = warlock_fire_and_arcane(window)
    editor.doc.add_many([("mana-crystal", 1), ("dissolve", 1), ("heal", 1), ("teleport", 1)])
    editor.tabs.setCurrentWidget(editor.charts_page)
    settle()
    for key in CHARTS:
        chart = editor.charts.views[key]
        if not chart.data.horizontal:
            continue
        fm = QFontMetricsF(chart._fonts()[1])
        longest = max(fm.horizontalAdvance(c) for c in chart.data.categories)
        plot = chart._layout()["plot"]
        assert plot.left() - 6 >= longest, (key, chart.data.categories)  # room for the whole label
        assert chart.width() >= chart.minimumSizeHint().width()


def test_charts_sit_beside_the_book_when_the_editor_is_wide(window, qtbot):
    editor = warlock_fire_and_arcane(window)
    editor.resize(1200, 700)
    editor.place_charts(editor.width() >= editor.WIDE)
    assert editor.charts_beside and editor.tabs.indexOf(editor.charts_page) == -1
    assert editor.side_split.indexOf(editor.charts_page) == 1
    assert editor.charts.views["points"].values()  # drawn while beside
    editor.place_charts(False)
    assert editor.tabs.indexOf(editor.charts_page) == 2 and editor.tabs.tabText(2) == "Charts"


def test_the_charts_are_built_the_first_time_they_are_seen(window, qtbot):
    """A book whose Charts tab is never opened never builds its charts (most restored books);
    opening the tab builds and draws them with the book's figures."""
    editor = window.new_book()
    editor.choose_mage("Warlock")
    editor.doc.add_many([("fireball", 2), ("dispel", 1)])
    editor.place_charts(False)
    assert editor._charts is None and editor.charts_page.widget() is None
    editor.tabs.setCurrentWidget(editor.charts_page)
    assert editor._charts is not None and editor.charts_page.widget() is editor._charts
    assert sum(editor.charts.views["type"].values()) == 3
    editor.place_charts(True)  # beside a wide book: one column
    assert editor.charts.grid.columnCount() >= 1 and editor.side_split.indexOf(editor.charts_page) == 1
