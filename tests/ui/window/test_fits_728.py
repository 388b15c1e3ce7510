"""Issue 46 part 1: a 1366×768 laptop leaves ~728 px for a window under its taskbar, and the
window's title bar takes ~30 of them. The window, at 1366×698 inside, stays so — never wider nor
taller — through what a player clicks: the Wizard book open, Mage Knight and back, Sword & Sorcery,
the Collection dock shown and closed, the interface language switched; and the screens the issue
found too wide or too tall fit: the Mage Knight score sheet and the Sword & Sorcery party list
never scroll sideways, the Collection dock's tabs and headers are whole or say their text in a
tooltip, the charts show the largest bar at the top, the search hint's examples are in view, two
problems take two rows of height and the Versions differences have room."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtWidgets import QTabBar

from spellforge.formats import read_spellbook
from spellforge.games import MAGE_WARS
from spellforge.ui.window.layout_report import TITLE_BAR, horizontal_scrollers
from tests.patience import settle
from tests.conftest import OFFICIAL_DIR

WIDTH, HEIGHT = 1366, 728 - TITLE_BAR


_turns = settle  # tests/patience.py: a few turns of the event loop


def _fits(window, step: str) -> None:
    _turns()
    hint = window.minimumSizeHint()
    assert window.width() <= WIDTH and window.height() <= HEIGHT, (step, window.size())
    assert hint.width() <= WIDTH and hint.height() <= HEIGHT, (step, hint)


def _wizard(window, library):
    return window.new_book(read_spellbook(OFFICIAL_DIR / "Wizard Official.o8d", library).book)


def _choose_game(window, game_id: str) -> None:
    """As the player does: the game switcher in the menu bar's corner."""
    combo = window.game_switcher.combo
    combo.setCurrentIndex(combo.findData(game_id))
    _turns()


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_window_keeps_its_size_through_games_docks_and_languages(make_window, library, lang):
    window = make_window(lang)
    window.set_card_language(lang)
    window.resize(WIDTH, HEIGHT)
    _wizard(window, library)
    _fits(window, "book open")
    window.commands["collection"].trigger()  # shown and closed: Versions comes to the front behind it
    window.collection_dock.toggleViewAction().trigger()
    _fits(window, "collection shown and closed")
    for game in ("mage-knight", MAGE_WARS.id, "sword-sorcery", MAGE_WARS.id):
        _choose_game(window, game)
        _fits(window, game)
    window.commands["collection"].trigger()  # Tools ▸ Collection
    _fits(window, "collection dock")
    window.collection_dock.toggleViewAction().trigger()  # View ▸ Collection: closed
    _fits(window, "collection closed")
    for other in ("pl", "ru", "en"):
        window.set_ui_language(other)  # Preferences ▸ interface language
        _fits(window, f"switched to {other}")
    window.commands["collection"].trigger()
    _fits(window, "collection again")


def _header_cut_without_tip(table) -> list[str]:
    header, model = table.horizontalHeader(), table.model()
    out = []
    for column in range(model.columnCount()):
        text = model.headerData(column, Qt.Horizontal, Qt.DisplayRole) or ""
        widest = max((header.fontMetrics().horizontalAdvance(line) for line in str(text).split("\n")), default=0)
        if widest + 8 > header.sectionSize(column) and not model.headerData(column, Qt.Horizontal, Qt.ToolTipRole):
            out.append(str(text))
    return out


def test_the_sword_and_sorcery_party_list_never_scrolls_sideways(make_window, monkeypatch):
    window = make_window("ru")
    window.resize(WIDTH, HEIGHT)
    _choose_game(window, "sword-sorcery")
    view = window.game_switcher.view("sword-sorcery")
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("Проба", True)))
    view.new_button.click()  # New… asks the campaign's name
    for _ in range(3):
        view.add_button.click()
        _turns()
    assert view.party.count() >= 1
    assert view.party.horizontalScrollBar().maximum() == 0 or not view.party.horizontalScrollBar().isVisible()
    assert horizontal_scrollers(window) == []


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_the_collection_dock_shows_every_tab_and_says_what_it_cuts(make_window, library, lang):
    window = make_window(lang)
    window.set_card_language(lang)
    window.resize(WIDTH, HEIGHT)
    _wizard(window, library)
    window.commands["collection"].trigger()
    _turns()
    view = window.collection_dock.widget()
    bar = view.tabs.tabBar()
    for i in range(bar.count()):
        assert bar.tabRect(i).right() <= bar.width() + 1, bar.tabText(i)  # no tab behind scroll arrows
        assert bar.tabToolTip(i) == bar.tabText(i)
    assert view.summary.height() <= 3 * view.summary.fontMetrics().lineSpacing() + 8  # it wrapped to 5 lines
    for table in (view.products_view, view.cards_view):
        view.tabs.setCurrentIndex(view.tabs.indexOf(table) if view.tabs.indexOf(table) >= 0 else 1)
        _turns()
        assert _header_cut_without_tip(table) == []
        model = table.model()
        assert model.index(0, 0).data(Qt.ToolTipRole) == model.index(0, 0).data(Qt.DisplayRole)  # names cut: tip
    view.tabs.setCurrentWidget(view.shopping_page)  # What to buy scrolls in a short dock
    _turns()
    assert view.shopping_page.widget() is view.shopping
    # the right dock area's tabs (Spellbooks, History, Versions, Collection) say their titles too
    side_tabs = [b for b in window.findChildren(QTabBar) if b.parent() is window and b.isVisible()]
    assert side_tabs and all(b.tabToolTip(i) == b.tabText(i) for b in side_tabs for i in range(b.count()))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_charts_tab_shows_the_largest_bar_without_scrolling(make_window, library, lang):
    window = make_window(lang)
    window.set_card_language(lang)
    window.resize(WIDTH, HEIGHT)
    editor = _wizard(window, library)
    _turns()
    if not editor.charts_beside:
        editor.tabs.setCurrentWidget(editor.charts_page)
    _turns()
    page = editor.charts_page
    for key in ("school", "points", "type"):  # Copies by type too: beside the others, its largest first
        chart = editor.charts.views[key]
        values = chart.values()
        biggest = values.index(max(values))
        assert biggest == 0  # the largest first…
        rect = chart.bar_rects()[0][biggest]
        top_left = chart.mapTo(page.viewport(), rect.topLeft().toPoint())
        visible = QRect(0, 0, page.viewport().width(), page.viewport().height())
        assert visible.contains(top_left) and visible.contains(top_left + QPointF(0, rect.height()).toPoint()), key
    assert page.verticalScrollBar().value() == 0


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_search_hint_starts_with_its_examples_in_view(make_window, library, lang):
    window = make_window(lang)
    window.resize(WIDTH, HEIGHT)
    _wizard(window, library)
    _turns()
    search = window.browser.search
    hint = search.placeholderText()
    examples = hint.split("…")[0].strip()
    assert ":" in examples.split()[0]  # a search key comes first
    room = search.width() - 40  # the frame, the clear button
    assert search.fontMetrics().horizontalAdvance(examples) <= room, (examples, room)


def test_two_problems_take_two_rows_and_leave_the_book_its_rows(make_window, library):
    window = make_window("ru")
    window.resize(WIDTH, HEIGHT)
    editor = window.new_book()
    editor.choose_mage("Warlock")
    editor.doc.add_many([("fireball", 2), ("dispel", 7), ("lair", 1)])  # 7 Dispels, a Beastmaster-only Lair
    _turns()
    assert editor.problems.count() >= 2
    editor.tabs.setCurrentWidget(editor.problems)
    _turns()
    rows = sum(editor.problems.sizeHintForRow(r) for r in range(editor.problems.count()))
    assert editor.problems.viewport().height() >= rows  # every problem in view…
    assert editor.tabs.height() <= rows + editor.tabs.tabBar().height() + 40  # …and no more room than that


def test_the_versions_differences_have_room(make_window, library):
    window = make_window("ru")
    window.resize(WIDTH, HEIGHT)
    editor = _wizard(window, library)
    window.versions_dock.show()
    window.versions_dock.raise_()
    _turns()
    panel = window.versions
    lines = panel.diff_view.viewport().height() // panel.diff_view.fontMetrics().lineSpacing()
    assert lines >= 8, lines
    assert panel.diff_view.height() > panel.list.height()
    assert editor is window.current_editor()
