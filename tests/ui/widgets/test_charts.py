"""The spellbook charts, painted with QPainter: counts from a real book, bars in proportion,
hit testing and clicks, light and dark palettes."""

from __future__ import annotations

import pytest

from defusedxml import ElementTree
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPalette

from spellforge.domain import Spellbook
from spellforge.ui.widgets.charts import DARK_COLOURS, LIGHT_COLOURS, BarChart, BookCharts, ChartData, book_counts, value_ticks
from tests.conftest import OFFICIAL_DIR


def _warlock(library) -> tuple[Spellbook, int]:
    book, total = Spellbook(name="Warlock", mage="Warlock"), 0
    for section in ElementTree.parse(OFFICIAL_DIR / "Warlock Official.o8d").getroot():
        if section.get("name") == "Mage":
            continue
        for card in section:
            book.add(library.card_by_guid(card.get("id")).id, int(card.get("qty")))
            total += int(card.get("qty"))
    return book, total


def _colour_pixels(image, colour: str) -> int:
    want = QColor(colour).rgb()
    return sum(1 for y in range(0, image.height(), 2) for x in range(0, image.width(), 2) if image.pixel(x, y) == want)


def test_warlock_book_counts_and_bars(qtbot, library):
    book, total = _warlock(library)
    counts = book_counts(library, book.entries, "en")
    # every copy has exactly one type, level and cost bucket
    for key in ("type", "level", "cost"):
        assert sum(n for _, n in counts[key]) == total
    schools = dict(counts["school"])
    assert schools["Dark"] == max(schools.values())  # a Warlock book is mostly Dark

    charts = BookCharts()
    qtbot.addWidget(charts)
    charts.resize(900, 700)
    charts.show_counts(counts)
    charts.show()
    view = charts.views["school"]
    rects = view.bar_rects()[0]
    values = [n for _, n in counts["school"]]
    longest = max(r.width() for r in rects)
    for r, n in zip(rects, values):  # horizontal bars: length in proportion to the copies
        assert abs(r.width() - longest * n / max(values)) < 0.5
    # the first category, the school with most copies, is at the top: in view in a short tab
    assert rects[0].top() < rects[-1].top() and values[0] == max(values)
    image = charts.grab().toImage()
    assert _colour_pixels(image, LIGHT_COLOURS[0]) > 500


def test_bar_at_and_click_report_the_bar(qtbot):
    chart = BarChart()
    qtbot.addWidget(chart)
    chart.resize(400, 260)
    chart.set_data(ChartData("Rounds", ["4", "5", "6"], [("Games", [48, 148, 4]), ("Other", [1, 2, 3])]))
    chart.show()
    rects = chart.bar_rects()
    assert rects[1][1].left() > rects[0][1].right() - 0.01  # second set stands beside the first
    assert rects[0][1].height() > rects[0][0].height() > rects[0][2].height()
    centre = rects[0][1].center()
    assert chart.bar_at(centre) == (0, 1)
    assert chart.bar_at(QPointF(1, 1)) is None
    with qtbot.waitSignal(chart.barClicked) as blocker:
        qtbot.mouseClick(chart, Qt.LeftButton, pos=centre.toPoint())
    assert blocker.args == [0, 1]


def test_value_axis_ticks():
    assert value_ticks(ChartData(sets=[("a", [36])], nice_scale=False)) == [0, 18, 36]
    assert value_ticks(ChartData(sets=[("a", [148])]))[-1] >= 148 * 1.1
    assert value_ticks(ChartData(sets=[("a", [33.3])], value_max=100.0))[-1] == 100.0
    assert value_ticks(ChartData(sets=[("a", [0, 0])]))[-1] == 1.0  # empty data still draws an axis


def test_dark_palette_draws_dark_colours(qtbot):
    chart = BarChart()
    qtbot.addWidget(chart)
    chart.resize(300, 200)
    chart.set_data(ChartData("Levels", ["1", "2"], [("Copies", [3, 5])], value_labels=True))
    dark = QPalette()
    dark.setColor(QPalette.Window, QColor("#202020"))
    dark.setColor(QPalette.WindowText, QColor("#f0f0f0"))
    chart.setPalette(dark)
    chart.setAutoFillBackground(True)
    image = chart.grab().toImage()
    assert _colour_pixels(image, DARK_COLOURS[0]) > 100
    assert _colour_pixels(image, LIGHT_COLOURS[0]) == 0


@pytest.mark.parametrize("lang,one_place,whole", [("en", "5.2", "1,200"), ("ru", "5,2", "1\u00a0200"),
                                                  ("pl", "5,2", "1200")])
def test_chart_values_use_the_languages_decimal_mark(qapp, lang, one_place, whole):
    from PySide6.QtCore import QLocale

    from spellforge.ui.widgets.charts import format_value

    before = QLocale()
    QLocale.setDefault(QLocale({"en": QLocale.English, "ru": QLocale.Russian, "pl": QLocale.Polish}[lang]))
    try:
        assert format_value("%.1f", 5.23) == one_place
        assert format_value("%.0f", 40.0) == "40"
        assert format_value("%d", 1200) == whole
    finally:
        QLocale.setDefault(before)
