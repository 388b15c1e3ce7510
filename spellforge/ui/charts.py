"""Small bar charts of a spellbook (QtCharts): copies by school, type, level and mana cost."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCharts import (
    QAbstractBarSeries, QBarCategoryAxis, QBarSeries, QBarSet, QChart, QChartView, QHorizontalBarSeries, QValueAxis,
)
from PySide6.QtCore import QEvent, QMargins, Qt
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import QGridLayout, QWidget

from spellforge.domain.cards import SPELL_TYPES
from spellforge.ui import card_text


def book_counts(lib, entries, lang: str) -> dict[str, list[tuple[str, int]]]:
    """Copies per school (each school of a multi-school spell counts), type, level and cost."""
    schools, types, levels, costs = Counter(), Counter(), Counter(), Counter()
    for e in entries:
        card = lib.card(e.card_id)
        if card is None:
            continue
        for s in dict.fromkeys(s.school for s in card.schools):
            schools[s] += e.qty
        types[card.type] += e.qty
        levels[card.level] += e.qty
        cost = card.cost if card.cost is not None else -1
        costs[-1 if cost < 0 else min(cost // 3, 5)] += e.qty  # 0–2, 3–5 … 15+: few, readable bars
    return {
        "school": [(card_text.school_label(lib, s, lang), n) for s, n in sorted(schools.items())],
        "type": [(card_text.term(lib, "spell_type", t, lang), types[t]) for t in SPELL_TYPES if types[t]],
        "level": [(str(level), n) for level, n in sorted(levels.items())],
        "cost": [(cost_bucket_label(c), n) for c, n in sorted(costs.items())],
    }


def cost_bucket_label(bucket: int) -> str:
    if bucket < 0:
        return "X"
    return "15+" if bucket == 5 else f"{3 * bucket}–{3 * bucket + 2}"


def is_dark(palette: QPalette) -> bool:
    """Dark colour scheme, whatever set it (system, Qt 6.8 setColorScheme, a custom palette)."""
    return palette.color(QPalette.Window).lightness() < palette.color(QPalette.WindowText).lightness()


HORIZONTAL = ("school", "type")  # long category names read best on the side


class BookCharts(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.views: dict[str, QChartView] = {}
        grid = QGridLayout(self)
        for i, key in enumerate(("school", "type", "level", "cost")):
            view = QChartView(self)
            view.setRenderHint(QPainter.Antialiasing)
            # Ten school names need about 30 px each, or Qt elides every category label.
            view.setMinimumHeight(320 if key in HORIZONTAL else 220)
            self.views[key] = view
            grid.addWidget(view, i // 2, i % 2)
        self._data: dict[str, list[tuple[str, int]]] = {}
        self.retranslate_ui()

    def titles(self) -> dict[str, str]:
        return {"school": self.tr("Copies by school"), "type": self.tr("Copies by type"),
                "level": self.tr("Copies by level"), "cost": self.tr("Copies by mana cost")}

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.PaletteChange:  # light/dark switch: redraw in the new theme
            self.show_counts(self._data)
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        for key, view in self.views.items():
            view.setAccessibleName(self.titles()[key])
        self.show_counts(self._data)

    def show_counts(self, data: dict[str, list[tuple[str, int]]]) -> None:
        self._data = data
        titles = self.titles()
        for key, view in self.views.items():
            rows = data.get(key, [])
            chart = QChart()
            chart.setTheme(QChart.ChartThemeDark if is_dark(self.palette()) else QChart.ChartThemeLight)
            chart.setTitle(titles[key])
            chart.legend().hide()
            chart.setAnimationOptions(QChart.NoAnimation)
            chart.setBackgroundVisible(False)  # the widget's own (light or dark) background shows
            chart.setMargins(QMargins(2, 2, 2, 2))
            series = QHorizontalBarSeries() if key in HORIZONTAL else QBarSeries()
            bar = QBarSet(titles[key])
            bar.append([n for _, n in rows])
            series.append(bar)
            series.setLabelsVisible(True)
            series.setLabelsPosition(QAbstractBarSeries.LabelsInsideEnd)
            chart.addSeries(series)
            categories = QBarCategoryAxis()
            categories.append([label for label, _ in rows])
            small = categories.labelsFont()
            small.setPointSizeF(small.pointSizeF() * 0.85)
            categories.setLabelsFont(small)
            values = QValueAxis()
            values.setRange(0, max([n for _, n in rows] + [1]))
            values.setLabelFormat("%d")
            values.setTickCount(3)
            values.setLabelsFont(small)
            horizontal = key in HORIZONTAL
            chart.addAxis(categories, Qt.AlignLeft if horizontal else Qt.AlignBottom)
            chart.addAxis(values, Qt.AlignBottom if horizontal else Qt.AlignLeft)
            series.attachAxis(categories)
            series.attachAxis(values)
            old = view.chart()
            view.setChart(chart)
            if old is not None:
                old.deleteLater()
