"""The spellbook editor's charts: built on first use, in their tab or beside the book when the
editor is wide, and a click on a bar filters the book (a part of SpellbookEditor)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


class EditorCharts:
    @property
    def charts(self):
        """The book's charts (BookCharts), built on first use."""
        if self._charts is None:
            from spellforge.ui.widgets.charts import BookCharts

            self._charts = BookCharts(self)
            self._charts.filter_requested.connect(self._chart_filter)
            self._charts.arrange(1 if self.charts_beside else 2)
            self.charts_page.setWidget(self._charts)
            self.charts_page.viewport().installEventFilter(self)  # the tab's width sets its columns
            self._fit_chart_columns()
        return self._charts

    def _fit_chart_columns(self) -> None:
        if self._charts is not None and not self.charts_beside:
            self._charts.fit_columns(self.charts_page.viewport().width())

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Resize and self._charts is not None and obj is self.charts_page.viewport():
            self._fit_chart_columns()
        return super().eventFilter(obj, event)

    def _refresh_charts(self) -> None:
        if self.charts_beside or self.tabs.currentWidget() is self.charts_page:
            from spellforge.ui.widgets.charts import book_chart_keys, book_counts, points_by_school

            entries = self.doc.book.entries
            data = book_counts(self.lib, entries, self.card_lang)
            keys = book_chart_keys(self.lib, entries)
            data["points"], keys["points"] = points_by_school(self.lib, self.doc.report, self.card_lang)
            self.charts.show_counts(data, keys)

    # -- charts beside the book when the editor is wide ------------------------------------------
    WIDE = 1000  # px of editor width from which the charts leave their tab for the side

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._built:
            self.place_charts(self.width() >= self.WIDE)

    def place_charts(self, beside: bool) -> None:
        if beside == self.charts_beside:
            return
        self.charts_beside = beside
        if beside:
            self.tabs.removeTab(self.tabs.indexOf(self.charts_page))
            self.side_split.addWidget(self.charts_page)
            if self._charts is not None:
                self._charts.arrange(1)
            self.side_split.setStretchFactor(0, 3)
            self.side_split.setStretchFactor(1, 2)
            width = max(self.side_split.width(), self.width())
            self.side_split.setSizes([width * 62 // 100, width * 38 // 100])  # the book keeps its columns
        else:
            self.charts_page.setParent(None)
            self.tabs.insertTab(2, self.charts_page, QCoreApplication.translate("SpellbookEditor", "Charts"))
            if self._charts is not None:
                self._charts.arrange(2)
                self._fit_chart_columns()
        self.charts_page.show()
        self._refresh_charts()

    def _chart_filter(self, kind: str, key, label: str) -> None:
        """A bar was clicked: show only those cards of the book; the same bar again shows all."""
        if self.book_filter == (kind, key):
            self.clear_book_filter()
        else:
            self.filter_book(label, kind, key)
