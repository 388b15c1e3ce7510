"""Small bar charts drawn with QPainter: a spellbook's copies by school, type, level and mana cost,
and the playtest window's histograms.

    chart = BarChart(parent)
    chart.set_data(ChartData("Copies by type", ["Attack", "Creature"], [("Copies", [6, 14])]))
    chart.bar_at(QPointF(x, y))     # (set index, category index) under a point, or None
    chart.barClicked                # Signal(set index, category index)

Plain QPainter instead of QtCharts: QtCharts is in PySide6-Addons (hundreds of MB installed and
in a frozen app) and these charts need only bars, a value axis and labels.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QLocale, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPalette, QPen
from PySide6.QtWidgets import QGridLayout, QToolTip, QWidget

from spellforge.domain.cards import SPELL_TYPES
from spellforge.ui.cards import text as card_text
def format_value(spec: str, value: float) -> str:
    """A chart value in the UI language's own way: `spec` is "%d" or "%.Nf" (5.2 in English,
    5,2 in Russian and Polish, through QLocale)."""
    m = re.fullmatch(r"%\.(\d)f", spec)
    if m:
        return QLocale().toString(float(value), "f", int(m.group(1)))
    return QLocale().toString(int(round(value))) if spec == "%d" else spec % value


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
    return {  # the schools with the most copies first (at the top of the chart)
        "school": [(card_text.school_label(lib, s, lang), schools[s]) for s in _by_count(schools)],
        "type": [(card_text.term(lib, "spell_type", t, lang), types[t]) for t in _types_by_count(types)],
        "level": [(str(level), n) for level, n in sorted(levels.items())],
        "cost": [(cost_bucket_label(c), n) for c, n in sorted(costs.items())],
    }


def _by_count(counts: Counter) -> list:
    """Keys with the largest count first, ties by key: the order of the school charts' bars."""
    return sorted(counts, key=lambda k: (-counts[k], k))


def _types_by_count(counts: Counter) -> list:
    """The types with the most copies first, ties in the rulebook's order: the type chart's largest
    bar at its top, in view in a short tab (issue 46), like the school charts'."""
    order = {t: i for i, t in enumerate(SPELL_TYPES)}
    return sorted((t for t in counts if counts[t]), key=lambda t: (-counts[t], order.get(t, len(order)), t))


def cost_bucket_label(bucket: int) -> str:
    if bucket < 0:
        return "X"
    return "15+" if bucket == 5 else f"{3 * bucket}–{3 * bucket + 2}"


def is_dark(palette: QPalette) -> bool:
    """Dark colour scheme, whatever set it (system, Qt 6.8 setColorScheme, a custom palette)."""
    return palette.color(QPalette.Window).lightness() < palette.color(QPalette.WindowText).lightness()


# Bar colours of one set after another; the dark variants keep contrast on a dark window.
LIGHT_COLOURS = ("#209fdf", "#99ca53", "#f6a625", "#6d5fd5", "#bf593e")
DARK_COLOURS = ("#38a8e8", "#8fd14f", "#ffb63d", "#9a8cf0", "#e0785c")


@dataclass
class ChartData:
    """What one chart shows: `sets` are (name, one value per category); several sets stand side
    by side in each category and get a legend."""

    title: str = ""
    categories: list[str] = field(default_factory=list)
    sets: list[tuple[str, list[float]]] = field(default_factory=list)
    horizontal: bool = False  # bars grow to the right; the first category is at the top (read first, never below the fold)
    value_labels: bool = False  # each bar's value written at its end
    value_format: str = "%d"
    value_max: float | None = None  # fixed top of the value axis (else from the data)
    nice_scale: bool = True  # round the value axis to 1/2/2.5/5 steps; False: 0, max/2, max

    def top(self) -> float:
        return max([0.0, *(float(v) for _, values in self.sets for v in values)])


def bar_data(title: str, categories: list[str], sets: list[tuple[str, list[float]]], y_format: str = "%d",
             y_max: float | None = None) -> ChartData:
    """A bar chart's data from plain numbers (the playtest window's histograms)."""
    return ChartData(title=title, categories=categories, sets=[(n, [float(v) for v in vs]) for n, vs in sets],
                     value_format=y_format, value_max=y_max)


def nice_step(span: float, intervals: int) -> float:
    """The 1/2/2.5/5 × 10^k step that covers `span` in about `intervals` steps."""
    raw = span / max(intervals, 1)
    mag = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 2.5, 5, 10):
        if m * mag >= raw - 1e-12:
            return m * mag
    return 10 * mag


def value_ticks(data: ChartData) -> list[float]:
    """The value axis ticks, from 0 to the axis top."""
    top = data.top()
    if data.value_max is not None:
        step = nice_step(data.value_max, 4)
        n = max(1, round(data.value_max / step))
        return [data.value_max * i / n for i in range(n + 1)]
    if not data.nice_scale:
        top = max(top, 1.0)
        return [0.0, top / 2, top]
    if top <= 0:  # whole numbers (counts): quarter ticks would read «0 0 0 1 1»
        return [0.0, 1.0] if data.value_format == "%d" else [0.0, 0.25, 0.5, 0.75, 1.0]
    step = nice_step(top * 1.1, 4)
    n = max(1, math.ceil(top * 1.1 / step - 1e-9))
    return [step * i for i in range(n + 1)]


class BarChart(QWidget):
    """One bar chart painted by hand; follows the palette (light or dark) and the widget's font."""

    barClicked = Signal(int, int)  # set index, category index

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data = ChartData()
        # said in the middle while there is no data (no axis of nothing: «1 1 0 0 0» before a run)
        self.placeholder = ""
        self.setMouseTracking(False)
        self.setAttribute(Qt.WA_OpaquePaintEvent, False)

    def set_data(self, data: ChartData) -> None:
        self.data = data
        self.setAccessibleName(data.title)
        self.updateGeometry()  # the longest category label sets the minimum width
        self.update()

    def label_room(self) -> float:
        """Width of the longest category label of a horizontal chart (never elided)."""
        if not self.data.horizontal:
            return 0.0
        sfm = QFontMetricsF(self._fonts()[1])
        return max([sfm.horizontalAdvance(c) for c in self.data.categories] + [0.0])

    def values(self, set_index: int = 0) -> list[float]:
        return list(self.data.sets[set_index][1]) if set_index < len(self.data.sets) else []

    def sizeHint(self) -> QSize:
        return QSize(360, 240)

    def minimumSizeHint(self) -> QSize:
        # A horizontal chart keeps room for its longest label ("Колдовство") plus a readable plot.
        return QSize(max(160, math.ceil(self.label_room()) + 110), 120)

    # -- geometry (shared by painting and hit testing) -------------------------------------------
    def _fonts(self) -> tuple[QFont, QFont]:
        title = QFont(self.font())
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.85))
        return title, small

    def _layout(self) -> dict:
        d = self.data
        title_font, small = self._fonts()
        tfm, sfm = QFontMetricsF(title_font), QFontMetricsF(small)
        ticks = value_ticks(d)
        tick_labels = [format_value(d.value_format, t) for t in ticks]
        r = QRectF(self.rect()).adjusted(6, 4, -8, -4)
        title_rect = QRectF(r.left(), r.top(), r.width(), tfm.height() + 6 if d.title else 0)
        r.setTop(title_rect.bottom())
        legend_rect = QRectF(r.left(), r.top(), r.width(), sfm.height() + 8 if len(d.sets) > 1 else 0)
        r.setTop(legend_rect.bottom() + 4)
        if d.horizontal:
            longest = max([sfm.horizontalAdvance(c) for c in d.categories] + [0])
            left = longest + 8  # labels are never cut: minimumSizeHint keeps room for them
            plot = QRectF(r.left() + left, r.top(), r.width() - left, r.height() - sfm.height() - 6)
        else:
            left = max([sfm.horizontalAdvance(t) for t in tick_labels] + [0]) + 8
            plot = QRectF(r.left() + left, r.top() + sfm.height() / 2, r.width() - left,
                          r.height() - sfm.height() * 1.5 - 6)
        return {"title": title_rect, "legend": legend_rect, "plot": plot, "ticks": ticks,
                "tick_labels": tick_labels, "small": small, "title_font": title_font}

    def _slot(self, plot: QRectF, i: int) -> QRectF:
        """The band of category i: left to right, or top to bottom when horizontal (the first,
        the largest of a sorted chart, is in view in a short scrolled tab)."""
        n = max(len(self.data.categories), 1)
        if self.data.horizontal:
            h = plot.height() / n
            return QRectF(plot.left(), plot.top() + i * h, plot.width(), h)
        w = plot.width() / n
        return QRectF(plot.left() + i * w, plot.top(), w, plot.height())

    def bar_rects(self) -> list[list[QRectF]]:
        """For each set, the rectangle of each of its bars (zero-length bars are empty)."""
        lay = self._layout()
        plot, top = lay["plot"], lay["ticks"][-1] or 1.0
        d = self.data
        k = max(len(d.sets), 1)
        out: list[list[QRectF]] = []
        for s, (_, values) in enumerate(d.sets):
            rects = []
            for i in range(len(d.categories)):
                v = float(values[i]) if i < len(values) else 0.0
                frac = max(0.0, min(v / top, 1.0))
                slot = self._slot(plot, i)
                if d.horizontal:
                    band = slot.height() * 0.5 / k  # bars fill half of their band, as QtCharts did
                    y = slot.top() + slot.height() * 0.25 + (k - 1 - s) * band
                    rects.append(QRectF(plot.left(), y, plot.width() * frac, band))
                else:
                    band = slot.width() * 0.5 / k
                    x = slot.left() + slot.width() * 0.25 + s * band
                    hgt = plot.height() * frac
                    rects.append(QRectF(x, plot.bottom() - hgt, band, hgt))
            out.append(rects)
        return out

    def bar_at(self, pos: QPointF) -> tuple[int, int] | None:
        """(set index, category index) of the bar under `pos`; the whole band counts, so short
        bars are easy to hit."""
        plot = self._layout()["plot"]
        if not plot.contains(pos):
            return None
        for s, rects in enumerate(self.bar_rects()):
            for i, rect in enumerate(rects):
                if self.data.horizontal:
                    hit = rect.top() <= pos.y() <= rect.bottom()
                else:
                    hit = rect.left() <= pos.x() <= rect.right()
                if hit:
                    return s, i
        return None

    # -- events ----------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        hit = self.bar_at(event.position())
        if hit is not None and event.button() == Qt.LeftButton:
            self.barClicked.emit(*hit)
        super().mousePressEvent(event)

    def event(self, event) -> bool:
        if event.type() == QEvent.ToolTip:
            hit = self.bar_at(QPointF(event.pos()))
            if hit is None:
                QToolTip.hideText()
            else:
                s, i = hit
                name, values = self.data.sets[s]
                v = values[i] if i < len(values) else 0
                prefix = f"{name}: " if len(self.data.sets) > 1 else ""
                QToolTip.showText(event.globalPos(), f"{self.data.categories[i]} — {prefix}{format_value(self.data.value_format, v)}", self)
            return True
        if event.type() == QEvent.PaletteChange:
            self.update()
        return super().event(event)

    # -- painting --------------------------------------------------------------------------------
    def colours(self) -> tuple[str, ...]:
        return DARK_COLOURS if is_dark(self.palette()) else LIGHT_COLOURS

    def set_placeholder(self, text: str) -> None:
        self.placeholder = text
        self.update()

    def paintEvent(self, _event) -> None:
        d = self.data
        if not d.categories:
            if self.placeholder:
                p = QPainter(self)
                p.setPen(self.palette().color(QPalette.PlaceholderText))
                p.drawText(QRectF(self.rect()).adjusted(8, 8, -8, -8), Qt.AlignCenter | Qt.TextWordWrap, self.placeholder)
                p.end()
            return
        lay = self._layout()
        plot: QRectF = lay["plot"]
        pal = self.palette()
        text = pal.color(QPalette.WindowText)
        grid = QColor(text)
        grid.setAlphaF(0.15)
        axis = QColor(text)
        axis.setAlphaF(0.45)
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        p.setRenderHint(QPainter.TextAntialiasing)
        if d.title:
            p.setFont(lay["title_font"])
            p.setPen(text)
            # a title wider than the chart ends in "…" instead of losing both its ends
            title = QFontMetricsF(lay["title_font"]).elidedText(d.title, Qt.ElideRight, lay["title"].width())
            p.drawText(lay["title"], Qt.AlignHCenter | Qt.AlignVCenter, title)
        small, colours = lay["small"], self.colours()
        p.setFont(small)
        fm = QFontMetricsF(small)
        if len(d.sets) > 1:  # legend: a colour square and the set's name, centred
            widths = [fm.height() * 0.7 + 4 + fm.horizontalAdvance(name) + 14 for name, _ in d.sets]
            x = lay["legend"].center().x() - sum(widths) / 2
            y = lay["legend"].center().y()
            for s, ((name, _), w) in enumerate(zip(d.sets, widths)):
                sq = fm.height() * 0.7
                p.fillRect(QRectF(x, y - sq / 2, sq, sq), QColor(colours[s % len(colours)]))
                p.setPen(text)
                p.drawText(QRectF(x + sq + 4, y - fm.height() / 2, w, fm.height()), Qt.AlignLeft | Qt.AlignVCenter, name)
                x += w
        if plot.width() <= 4 or plot.height() <= 4:
            p.end()
            return
        ticks, top = lay["ticks"], lay["ticks"][-1] or 1.0
        # value grid and its labels
        for t, label in zip(ticks, lay["tick_labels"]):
            frac = t / top
            p.setPen(QPen(grid, 1))
            if d.horizontal:
                x = plot.left() + plot.width() * frac
                p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
                p.setPen(text)
                w = fm.horizontalAdvance(label)
                lx = min(max(x - w / 2, plot.left() - 4), plot.right() + 6 - w)
                p.drawText(QRectF(lx, plot.bottom() + 4, w + 2, fm.height()), Qt.AlignLeft, label)
            else:
                y = plot.bottom() - plot.height() * frac
                p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
                p.setPen(text)
                p.drawText(QRectF(plot.left() - 400 - 6, y - fm.height() / 2, 400, fm.height()),
                           Qt.AlignRight | Qt.AlignVCenter, label)
        # category bands and their labels
        for i, cat in enumerate(d.categories):
            slot = self._slot(plot, i)
            p.setPen(QPen(grid, 1))
            if d.horizontal:
                p.drawLine(QPointF(plot.left(), slot.top()), QPointF(plot.right(), slot.top()))
                p.setPen(text)
                room = plot.left() - self.rect().left() - 10
                label = fm.elidedText(cat, Qt.ElideRight, room)
                p.drawText(QRectF(plot.left() - 6 - room, slot.top(), room, slot.height()),
                           Qt.AlignRight | Qt.AlignVCenter, label)
            else:
                p.drawLine(QPointF(slot.right(), plot.top()), QPointF(slot.right(), plot.bottom()))
                p.setPen(text)
                label = fm.elidedText(cat, Qt.ElideRight, slot.width() - 2)
                p.drawText(QRectF(slot.left(), plot.bottom() + 4, slot.width(), fm.height()), Qt.AlignHCenter, label)
        # bars, and their values at the end
        for s, rects in enumerate(self.bar_rects()):
            colour = QColor(colours[s % len(colours)])
            values = d.sets[s][1]
            for i, rect in enumerate(rects):
                if rect.width() > 0 and rect.height() > 0:
                    p.fillRect(rect, colour)
                if not d.value_labels:
                    continue
                v = values[i] if i < len(values) else 0
                label = format_value(d.value_format, v)
                w, h = fm.horizontalAdvance(label) + 6, fm.height()
                if d.horizontal:
                    inside = rect.width() >= w
                    box = (QRectF(rect.right() - w, rect.center().y() - h / 2, w - 3, h) if inside
                           else QRectF(rect.right() + 3, rect.center().y() - h / 2, w, h))
                    align = (Qt.AlignRight if inside else Qt.AlignLeft) | Qt.AlignVCenter
                else:
                    inside = rect.height() >= h + 2
                    box = (QRectF(rect.left() - 20, rect.top() + 1, rect.width() + 40, h) if inside
                           else QRectF(rect.left() - 20, rect.top() - h - 1, rect.width() + 40, h))
                    align = Qt.AlignHCenter | Qt.AlignTop
                p.setPen(QColor("white") if inside else text)
                p.drawText(box, align, label)
        p.setPen(QPen(axis, 1))
        if d.horizontal:
            p.drawLine(plot.bottomLeft(), plot.topLeft())
        else:
            p.drawLine(plot.bottomLeft(), plot.bottomRight())
        p.end()


HORIZONTAL = ("school", "points", "type")  # long category names read best on the side
CHARTS = ("school", "points", "type", "level", "cost")
FILTER_KIND = {"school": "school", "points": "school", "type": "type", "level": "level", "cost": "cost"}


def book_chart_keys(lib, entries) -> dict[str, list]:
    """The filter key behind each bar of book_counts (same order): school, type, level, bucket."""
    schools, types, levels, costs = Counter(), Counter(), set(), set()
    for e in entries:
        card = lib.card(e.card_id)
        if card is None:
            continue
        for school in dict.fromkeys(s.school for s in card.schools):
            schools[school] += e.qty
        types[card.type] += e.qty
        levels.add(card.level)
        costs.add(cost_bucket(card))
    return {"school": _by_count(schools), "type": _types_by_count(types),
            "level": sorted(levels), "cost": sorted(costs)}


def cost_bucket(card) -> int:
    cost = card.cost if card.cost is not None else -1
    return -1 if cost < 0 else min(cost // 3, 5)


def points_by_school(lib, report, lang: str) -> tuple[list[tuple[str, int]], list[str]]:
    """Spell points per school from the rules' report ((label, points) rows, school keys). A
    spell of several schools counts in each, as in the copies chart."""
    points: Counter = Counter()
    for line in getattr(report, "cards", None) or []:
        card = lib.card(line.card_id)
        if card is None or line.cost_each is None:
            continue
        for school in dict.fromkeys(s.school for s in card.schools):
            points[school] += line.cost_each * line.qty
    keys = sorted(points, key=lambda k: (-points[k], k))  # the largest first: never the one cut off
    return [(card_text.school_label(lib, k, lang), points[k]) for k in keys], keys


class BookCharts(QWidget):
    """The editor's charts of the open spellbook: copies by school, spell points by school, copies
    by type, level and mana cost. Clicking a bar asks to filter the book by it (filter_requested)."""

    filter_requested = Signal(str, object, str)  # kind (school|type|level|cost), key, bar label

    def __init__(self, parent=None):
        super().__init__(parent)
        self.views: dict[str, BarChart] = {}
        self.grid = QGridLayout(self)
        for key in CHARTS:
            view = BarChart(self)
            view.setObjectName(f"chart_{key}")
            # Ten school names need about 30 px each to stay readable.
            view.setMinimumHeight(320 if key in ("school", "points") else (200 if key == "type" else 180))
            view.barClicked.connect(lambda _s, i, k=key: self._bar_clicked(k, i))
            view.setCursor(Qt.PointingHandCursor)
            self.views[key] = view
        self.arrange(2)
        self._data: dict[str, list[tuple[str, int]]] = {}
        self._keys: dict[str, list] = {}
        self.retranslate_ui()

    def arrange(self, columns: int) -> None:
        """Lay the charts out in `columns` columns (1 when they sit in a narrow side panel)."""
        self.columns = columns
        for view in self.views.values():
            self.grid.removeWidget(view)
        for i, key in enumerate(CHARTS):
            self.grid.addWidget(self.views[key], i // columns, i % columns)

    def fit_columns(self, width: int) -> None:
        """In a tab `width` px wide: three columns when the three horizontal charts fit side by
        side (each one's largest bar, at its top, is then in view in a short tab: issue 46 found
        Copies by type's below the fold), else two. Never wider than the tab (no sideways scroll)."""
        margins = self.grid.contentsMargins()
        need = (sum(self.views[key].minimumSizeHint().width() for key in HORIZONTAL)
                + self.grid.horizontalSpacing() * (len(HORIZONTAL) - 1) + margins.left() + margins.right())
        columns = len(HORIZONTAL) if need <= width else 2
        if columns != getattr(self, "columns", 0):
            self.arrange(columns)

    def titles(self) -> dict[str, str]:
        return {"school": self.tr("Copies by school"), "points": self.tr("Spell points by school"),
                "type": self.tr("Copies by type"), "level": self.tr("Copies by level"),
                "cost": self.tr("Copies by mana cost")}

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.PaletteChange:  # light/dark switch: redraw in the new theme
            self.show_counts(self._data, self._keys)
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.show_counts(self._data, self._keys)
        for view in self.views.values():
            view.setToolTip(self.tr("Click a bar to show only those cards in the book; click it again to show all"))

    def _bar_clicked(self, chart: str, index: int) -> None:
        keys = self._keys.get(chart, [])
        rows = self._data.get(chart, [])
        if 0 <= index < len(keys) and index < len(rows):
            self.filter_requested.emit(FILTER_KIND[chart], keys[index], rows[index][0])

    def show_counts(self, data: dict[str, list[tuple[str, int]]], keys: dict[str, list] | None = None) -> None:
        self._data = data
        self._keys = keys or {}
        titles = self.titles()
        for key, view in self.views.items():
            rows = data.get(key, [])
            view.set_data(ChartData(
                title=titles[key], categories=[label for label, _ in rows], sets=[(titles[key], [n for _, n in rows])],
                horizontal=key in HORIZONTAL, value_labels=True, value_format="%d", nice_scale=False))
