"""`spellforge gui --layout-report --size WxH --lang L [--book FILE] --json`: the main screens
opened offscreen on a screen of that size, and for each what a translator or a test needs to
know — the window's minimum size, the widgets that scroll sideways, the texts that are cut (and
which), how many rows of the book are in view and whether the card panel shows what the card does
without scrolling. The screens are opened as a user would, in a throwaway data folder.

The measures are plain functions of a widget tree (measure_screen), so the tests use them on the
windows they click through."""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QAbstractScrollArea, QApplication, QLabel, QTableView

TITLE_BAR = 30  # px a window manager's title bar takes above the window (the report's screens have none)
ELIDED_LISTED = 40  # the report names at most this many cut texts per screen (the count is whole)
_TAG = re.compile(r"<[^>]+>")


def screen_config(width: int, height: int, folder: Path) -> str:
    """The offscreen platform with one screen of width × height (Qt's offscreen plugin reads a
    JSON file of screens); returns the QT_QPA_PLATFORM value."""
    path = folder / "screen.json"
    path.write_text(json.dumps({"screens": [{"name": "report", "x": 0, "y": 0, "width": width, "height": height,
                                             "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}), encoding="utf-8")
    return f"offscreen:configfile={path}"


def _name(widget) -> str:
    return widget.objectName() or type(widget).__name__


def _shown(widget, top) -> bool:
    return widget.isVisibleTo(top) and widget.isVisible() and widget.width() > 0 and widget.height() > 0


def horizontal_scrollers(top) -> list[str]:
    """Widgets whose horizontal scroll bar is on (their content is wider than they are)."""
    out = []
    for area in top.findChildren(QAbstractScrollArea):
        bar = area.horizontalScrollBar()
        if _shown(area, top) and bar.isVisible() and bar.maximum() > 0:
            out.append(_name(area))
    return out


def elided_cells(view) -> list[str]:
    """Texts of a table cut by their column (every row, not only those in view)."""
    model = view.model()
    if model is None or view.wordWrap():
        return []
    header = view.horizontalHeader()
    out = []
    for col in range(model.columnCount()):
        if view.isColumnHidden(col):
            continue
        width = header.sectionSize(col)
        for row in range(model.rowCount()):
            index = model.index(row, col)
            text = index.data(Qt.DisplayRole)
            if text in (None, ""):
                continue
            if view.sizeHintForIndex(index).width() > width:
                out.append(str(text))
    return out


def label_cut(label, top) -> str | None:
    """The text of a one-line label too narrow for it (Qt clips it: the end is not shown)."""
    if not _shown(label, top) or label.wordWrap() or not label.text() or label.pixmap() is not None:
        return None
    text = _TAG.sub("", label.text()) if Qt.mightBeRichText(label.text()) else label.text()
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    widest = max((label.fontMetrics().horizontalAdvance(line) for line in text.split("\n")), default=0)
    return text if widest > label.contentsRect().width() + 1 else None


def elided_labels(top) -> list[str]:
    """One-line labels too narrow for their text."""
    return [t for t in (label_cut(label, top) for label in top.findChildren(QLabel)) if t is not None]


def cut_without_tooltip(top) -> list[str]:
    """Texts the player cannot read whole anywhere: a one-line label cut with no tooltip, a table
    header cut with no tooltip, a tab whose title is elided with no tooltip."""
    from PySide6.QtWidgets import QHeaderView, QTabBar

    out = []
    for label in top.findChildren(QLabel):
        text = label_cut(label, top)
        if text is not None and not label.toolTip():
            out.append(text)
    for header in top.findChildren(QHeaderView):
        if not _shown(header, top) or header.orientation() != Qt.Horizontal or header.model() is None:
            continue
        model = header.model()
        for section in range(model.columnCount()):
            if header.isSectionHidden(section) or header.sectionSize(section) <= 0:
                continue
            text = str(model.headerData(section, Qt.Horizontal, Qt.DisplayRole) or "")
            widest = max((header.fontMetrics().horizontalAdvance(line) for line in text.split("\n")), default=0)
            if widest + 8 > header.sectionSize(section) and not model.headerData(section, Qt.Horizontal, Qt.ToolTipRole):
                out.append(text)
    for bar in top.findChildren(QTabBar):
        if not _shown(bar, top):
            continue
        for i in range(bar.count()):
            text = bar.tabText(i).replace("&", "")
            rect = bar.tabRect(i)
            cut = bar.fontMetrics().horizontalAdvance(text) + 8 > rect.width() or rect.right() > bar.width()
            if cut and not bar.tabToolTip(i):
                out.append(text)
    return out


def largest_bars_visible(editor) -> dict[str, bool]:
    """For each horizontal chart of the book: whether its largest bar is in the charts page's view
    without scrolling (a scrolled tab hid the Wizard's Arcane 67 500 px below the fold)."""
    from PySide6.QtCore import QRect

    page, out = editor.charts_page, {}
    if editor._charts is None:
        return out
    for key, chart in editor.charts.views.items():
        values = chart.values()
        if not chart.data.horizontal or not values or not chart.isVisible():
            continue
        rect = chart.bar_rects()[0][values.index(max(values))].toRect()
        top_left = chart.mapTo(page.viewport(), rect.topLeft())
        bottom = chart.mapTo(page.viewport(), rect.bottomLeft())
        view = QRect(0, 0, page.viewport().width(), page.viewport().height())
        out[key] = view.contains(top_left) and view.contains(bottom)
    return out


def book_rows_visible(view) -> int:
    """Rows of the book table wholly in view."""
    model = view.model()
    height = view.viewport().height()
    return sum(1 for row in range(model.rowCount())
               if not view.isRowHidden(row) and 0 <= view.rowViewportPosition(row)
               and view.rowViewportPosition(row) + view.rowHeight(row) <= height)


def summary_visible(detail) -> bool | None:
    """Whether the card panel shows the whole "What it does" text, to its last word, without
    scrolling (None: the card has no summary)."""
    from PySide6.QtGui import QTextCursor

    text = detail.text
    document = text.document()
    if "id='summary'" not in getattr(detail, "_html", ""):
        return None
    summary = re.search(r"<p id='summary'>(.*?)</p>", detail._html, re.S)
    from html import unescape

    words = unescape(summary.group(1))[-30:] if summary else ""  # its end: a long one was cut
    cursor = document.find(words)
    if cursor.isNull():
        return False
    cursor.setPosition(cursor.selectionEnd(), QTextCursor.MoveAnchor)
    rect = text.cursorRect(cursor)
    return text.verticalScrollBar().value() == 0 and 0 <= rect.bottom() <= text.viewport().height()


SHOTS: Path | None = None  # a folder: each screen measured is saved there as <screen>.png too


def measure_screen(name: str, top, book_view=None, detail=None, browser_view=None) -> dict:
    """One screen's entry of the report. `top`: the window measured (its size and minimum size
    and the widgets in it)."""
    QApplication.processEvents()
    if SHOTS is not None:
        top.grab().save(str(SHOTS / f"{name}.png"))
    hint, least = top.minimumSizeHint(), top.minimumSize()
    elided: list[str] = []
    for view in top.findChildren(QTableView):
        if _shown(view, top):
            elided += elided_cells(view)
    elided += elided_labels(top)
    untipped = cut_without_tooltip(top)
    entry = {
        "screen": name,
        "width": top.frameGeometry().width(),
        "height": top.frameGeometry().height(),
        "min_width": max(hint.width(), least.width()),
        "min_height": max(hint.height(), least.height()),
        "hscroll": horizontal_scrollers(top),
        "elided": len(elided),
        "elided_texts": elided[:ELIDED_LISTED],
        "cut_without_tooltip": len(untipped),
        "cut_without_tooltip_texts": untipped[:ELIDED_LISTED],
        "book_rows_visible": book_rows_visible(book_view) if book_view is not None and _shown(book_view, top) else None,
        "summary_visible": summary_visible(detail) if detail is not None and _shown(detail, top) else None,
    }
    if browser_view is not None and _shown(browser_view, top):
        names = elided_cells_in_column(browser_view, 0)
        entry["names_elided"] = len(names)
        entry["names"] = browser_view.model().rowCount()
        entry["types_elided"] = 0 if browser_view.isColumnHidden(2) else len(elided_cells_in_column(browser_view, 2))
    return entry


def elided_cells_in_column(view, column: int) -> list[str]:
    model = view.model()
    width = view.horizontalHeader().sectionSize(column)
    return [str(model.index(r, column).data(Qt.DisplayRole)) for r in range(model.rowCount())
            if view.sizeHintForIndex(model.index(r, column)).width() > width]


def _matchup_screens(app, matchup) -> list[dict]:
    import time

    matchup.workers = 1
    matchup.games_spin.setValue(1)
    matchup.policy_combo.setCurrentIndex(matchup.policy_combo.findData("greedy"))
    matchup.run()
    while matchup.runner.busy:  # the games run in the window's worker thread
        app.processEvents()
        time.sleep(0.02)
    settle(app)
    screen = measure_screen("matchup", matchup)
    table = matchup.open_table()  # its Table of every pair: the 13 official books (13×13), before a run
    settle(app)
    table_screen = measure_screen("matchup_table", table)
    table.close()
    matchup.close()
    return [screen, table_screen]


def settle(app, turns: int = 6) -> None:
    """Let posted work (fitting columns, deferred layouts) run: a fixed number of event-loop turns."""
    for _ in range(turns):
        app.processEvents()


def wizard_book(lib, lang: str = "en"):
    """The official Wizard book (the templates ship it), the report's default book, named as
    File ▸ New from template names it in `lang`."""
    from spellforge.formats.templates import list_templates, load_template
    from spellforge.ui.books.template_dialog import template_title

    chosen = next((t for t in list_templates() if t.mage == "Wizard" and t.category == "core"), None)
    if chosen is None:
        return None
    book = load_template(chosen, lib)
    book.name = template_title(chosen, lib, lang)
    return book


def collect(app, lib, lang: str, book=None) -> list[dict]:
    """Open each screen in turn in one main window and measure it."""
    from spellforge.ui.settings import Settings
    from spellforge.ui.translations import Translations

    settings = Settings()
    settings.ui_language = settings.card_language = lang
    translations = Translations()
    translations.install(lang)
    try:
        return _screens(app, lib, book, settings, translations)
    finally:
        translations.install("en")  # its translators out again (a test goes on in this process)


def _screens(app, lib, book, settings, translations) -> list[dict]:
    from spellforge.formats import read_spellbook_text, write_spellbook
    from spellforge.library.user.books import BookStore
    from spellforge.ui.books.import_dialog import ImportReportDialog
    from spellforge.ui.window.main_window import MainWindow

    lang = translations.language
    window = MainWindow(lib, settings, translations, BookStore())
    window.show()
    settle(app)
    screens = [measure_screen("start", window, browser_view=window.browser.view)]
    book = book if book is not None else wizard_book(lib, lang)
    editor = window.new_book(book)
    settle(app)
    editor.tabs.setCurrentIndex(0)
    settle(app)
    screens.append(measure_screen("browser", window, browser_view=window.browser.view))
    screens.append(measure_screen("editor", window, book_view=editor.view))
    if not editor.charts_beside:
        editor.tabs.setCurrentWidget(editor.charts_page)
    settle(app)
    screens.append(measure_screen("charts", window, book_view=editor.view))
    screens[-1]["largest_bar_visible"] = largest_bars_visible(editor)
    editor.tabs.setCurrentIndex(0)
    first = next((e.card_id for e in book.entries if window.lib.card(e.card_id)), None)
    if first:
        window.browser.select_card(first)  # the card panel follows the card list…
        editor.select_card(first)  # …and the book
        window.detail.show_card(first)
    settle(app)
    screens.append(measure_screen("card_panel", window, book_view=editor.view, detail=window.detail))

    text = write_spellbook(book, lib, "text", lang) + "\n3 Qwzxv Frobnicator\n"  # a line to pick a card for
    dialog = ImportReportDialog(read_spellbook_text(text, lib, source_name="book.txt"), lib, lang, window)
    dialog.show()
    settle(app)
    screens.append(measure_screen("import_report", dialog))
    dialog.close()

    window.show_collection()
    settle(app)
    screens.append(measure_screen("collection", window, book_view=editor.view))
    collection = window.collection_dock.widget()
    for i, key in enumerate(("products", "cards", "assembled", "what_to_buy")):
        collection.tabs.setCurrentIndex(i)
        settle(app)
        screens.append(measure_screen(f"collection_{key}", window, book_view=editor.view))
    collection.tabs.setCurrentIndex(0)
    window.collection_dock.hide()
    screens.append(_file_dialog_screen(app, window))

    playtest = window.open_playtest()
    settle(app)
    if playtest is not None:
        screens.append(measure_screen("playtest", playtest))
        playtest.tabs.setCurrentWidget(playtest.compare_tab)
        settle(app)
        screens.append(measure_screen("compare", playtest))
        playtest.close()
    matchup = window.open_matchup()
    if matchup is not None:  # Tools ▸ Matchup with the gauntlet played (a greedy game an opponent: 13 rows)
        screens += _matchup_screens(app, matchup)

    from spellforge.games import MAGE_WARS, other_games

    for game in other_games():  # every registered game's view, as the switcher shows it, each of its tabs
        window.game_switcher.show_game(game.id)
        settle(app)
        screens.append(measure_screen(game.id.replace("-", "_"), window))
        tabs = _view_tabs(window.game_switcher.view(game.id))
        for i in range(tabs.count() if tabs is not None else 0):
            tabs.setCurrentIndex(i)
            settle(app)
            screens.append(measure_screen(f"{game.id.replace('-', '_')}_tab{i}", window))
            screens[-1]["tab"] = tabs.tabText(i).replace("&", "")
        if tabs is not None:
            tabs.setCurrentIndex(0)
    # After Mage Knight → Mage Wars → Sword & Sorcery → Mage Wars, the Collection dock open: the
    # window grew to 1415 px once (a stacked widget sized by the largest game).
    for game_id in ("mage-knight", MAGE_WARS.id, "sword-sorcery", MAGE_WARS.id):
        if game_id == MAGE_WARS.id or any(g.id == game_id for g in other_games()):
            window.game_switcher.show_game(game_id)
            settle(app)
    window.show_collection()
    settle(app)
    screens.append(measure_screen("switched", window, book_view=editor.view))
    window.game_switcher.show_game(MAGE_WARS.id)
    window.close()
    settle(app)
    return screens


def _view_tabs(view):
    """A game view's own tab widget (its first level), or None."""
    from PySide6.QtWidgets import QTabWidget

    tabs = getattr(view, "tabs", None)
    if isinstance(tabs, QTabWidget):
        return tabs
    found = view.findChildren(QTabWidget)
    return found[0] if found else None


def _file_dialog_screen(app, window) -> dict:
    """Qt's own file dialog (the one the app opens where the system has none): its size and the
    texts of its labels, which must be in the interface language (Qt's catalogues lack Qt 6's
    "&Look in:")."""
    from PySide6.QtWidgets import QFileDialog

    import tempfile

    with tempfile.TemporaryDirectory() as empty:
        # An empty folder: the dialog's own layout is measured, not the names of whatever folder the
        # report ran in (long names there scrolled its list sideways in one run and not in another).
        dialog = QFileDialog(window, QCoreApplication.translate("MainWindow", "Open or import a spellbook"), empty)
        dialog.setOption(QFileDialog.DontUseNativeDialog, True)
        dialog.setNameFilter("*.o8d")
        dialog.show()
        settle(app)
        entry = measure_screen("file_dialog", dialog)
        entry["labels"] = [label.text() for label in dialog.findChildren(QLabel) if label.isVisible() and label.text()]
        dialog.close()
        dialog.deleteLater()
        settle(app)  # the dialog gone before its folder is
    return entry


def fits(screen: dict, width: int, height: int) -> bool:
    """Whether a screen fits: its window and its minimum within width × height with a title bar
    above it (TITLE_BAR px)."""
    return (screen["width"] <= width and screen["min_width"] <= width
            and screen["height"] + TITLE_BAR <= height and screen["min_height"] + TITLE_BAR <= height)


def layout_report(width: int, height: int, lang: str, book_path: str | None = None) -> dict:
    """Run the report in this process: a fresh QApplication on an offscreen screen of the given
    size, the user data in a temporary folder removed afterwards."""
    with tempfile.TemporaryDirectory(prefix="spellforge-layout-") as folder:
        # The screen the windows get is what is left under a title bar (offscreen has none).
        os.environ["QT_QPA_PLATFORM"] = screen_config(width, height - TITLE_BAR, Path(folder))
        os.environ["SPELLFORGE_DATA_DIR"] = str(Path(folder) / "data")
        (Path(folder) / "data").mkdir()
        from spellforge.ui.app import configure_application, load_library_with_progress

        app = configure_application(["spellforge"])
        _without_offscreen_noise()
        lib = load_library_with_progress()
        book = None
        if book_path:
            from spellforge.formats import read_spellbook

            book = read_spellbook(Path(book_path), lib).book
        screens = collect(app, lib, lang, book)
        QCoreApplication.processEvents()
        for screen in screens:
            screen["fits"] = fits(screen, width, height)
        return {"size": [width, height], "lang": lang, "title_bar": TITLE_BAR, "screens": screens}


def _without_offscreen_noise() -> None:
    """The offscreen platform warns "This plugin does not support propagateSizeHints()" for every
    window it shows: a fact of the stand-in screen, not of the layout. Every other message passes."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(mode, context, message: str) -> None:
        if "propagateSizeHints" not in message:
            sys.stderr.write(message + "\n")

    qInstallMessageHandler(handler)


def parse_size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"\s*(\d{3,5})\s*[x×X]\s*(\d{3,5})\s*", text or "")
    if not match:
        raise ValueError(f"--size {text!r}: write it as WIDTHxHEIGHT, e.g. 1366x768")
    return int(match.group(1)), int(match.group(2))


def text_report(report: dict) -> str:
    """The report for a person: one block per screen."""
    w, h = report["size"]
    lines = [f"Layout at {w}×{h}, {report['lang']}:"]
    for s in report["screens"]:
        fit = "fits" if fits(s, w, h) else "TOO BIG"
        lines.append(f"  {s['screen']}: {s['width']}×{s['height']} (minimum {s['min_width']}×{s['min_height']}, "
                     f"{fit}); sideways scroll: {', '.join(s['hscroll']) or 'none'}; cut texts: {s['elided']}"
                     f" ({s['cut_without_tooltip']} without a tooltip)"
                     + (f"; largest bar in view: {s['largest_bar_visible']}" if "largest_bar_visible" in s else "")
                     + (f"; book rows in view: {s['book_rows_visible']}" if s["book_rows_visible"] is not None else "")
                     + (f"; summary in view: {'yes' if s['summary_visible'] else 'no'}"
                        if s["summary_visible"] is not None else "")
                     + (f"; names cut: {s['names_elided']} of {s['names']}" if "names" in s else ""))
        for text in s["elided_texts"][:10]:
            lines.append(f"      cut: {text}")
        for text in s["cut_without_tooltip_texts"][:10]:
            lines.append(f"      cut, no tooltip: {text}")
    return "\n".join(lines)
