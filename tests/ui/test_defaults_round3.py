"""Issue 46 part 5: defaults and small things, each reached by clicking or typing — the books
Compare with a book… offers are named as the player named them, a new B file takes the old
verdict away, a new book closed untouched is not kept, a sort by points puts what the mage cannot
take last, the Copies editor shows its digit, a pasted deck code is reported as a code."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QInputDialog, QSpinBox

from spellforge.formats import read_spellbook
from tests.patience import settle
from tests.conftest import OFFICIAL_DIR
from tests.patience import HANG_MS


_turns = settle  # tests/patience.py: a few turns of the event loop


def _wizard(window, library):
    return window.new_book(read_spellbook(OFFICIAL_DIR / "Wizard Official.o8d", library).book)


def test_compare_with_a_book_offers_names_not_ids(make_window, library, monkeypatch):
    window = make_window("ru")
    first = _wizard(window, library)
    _wizard(window, library)  # the same name twice
    window.editors.setCurrentWidget(first)
    window.versions_dock.show()
    window.versions_dock.raise_()
    _turns()
    offered = []
    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(
        lambda _p, _t, _l, names, *a, **k: (offered.extend(names), (names[0], True))[1]))
    panel = window.versions
    panel.book_button.click()
    assert len(offered) == 1 and "(" not in offered[0]  # «Wizard Official (2)» named the database row
    assert offered[0] == first.doc.book.name
    assert panel.diff_view.toPlainText()  # and the differences are shown


def test_a_new_b_file_takes_the_old_verdict_away(make_window, library, qtbot, tmp_path):
    from spellforge.formats import write_spellbook
    from spellforge.ui.playtest.window import PlaytestWindow

    window = make_window("en")
    editor = _wizard(window, library)
    playtest = PlaytestWindow(library, editor.doc.book, parent=window, store=editor.doc.store,
                              book_id=editor.doc.book_id)
    qtbot.addWidget(playtest)
    playtest.show()
    playtest.policy_combo.setCurrentIndex(playtest.policy_combo.findData("greedy"))
    tab = playtest.compare_tab
    playtest.tabs.setCurrentWidget(tab)
    tab.games_spin.setValue(4)
    tab.run_button.click()
    qtbot.waitUntil(lambda: tab.last_result is not None, timeout=HANG_MS)
    verdict = tab.verdict_label.text()
    other = tmp_path / "other.txt"
    other.write_text(write_spellbook(read_spellbook(OFFICIAL_DIR / "Warlock Official.o8d", library).book,
                                     library, "text"), encoding="utf-8")
    assert tab.side_b.add_file(str(other)) is None  # File… on side B
    assert tab.last_result is None and tab.verdict_label.text() != verdict
    assert tab.side_b.summary.text() == "" and tab.stats_label.text() == ""


def test_a_new_book_closed_untouched_is_not_kept(make_window):
    window = make_window("ru")
    before = {b.id for b in window.store.books()}
    window.placeholder_button.click()  # New spellbook
    editor = window.current_editor()
    new_id = editor.doc.book_id
    assert new_id in {b.id for b in window.store.books()}
    window.close_book_at(window.editors.indexOf(editor))
    assert {b.id for b in window.store.books()} == before
    # one typed change and it is kept
    window.placeholder_button.click()
    editor = window.current_editor()
    editor.choose_mage("Wizard")
    kept = editor.doc.book_id
    window.close_book_at(window.editors.indexOf(editor))
    assert kept in {b.id for b in window.store.books()}


def test_sorting_by_points_puts_the_cards_the_mage_cannot_take_last(make_window, library):
    from spellforge.rules.card_fit import card_fits
    from spellforge.ui.cards.model import POINTS_COLUMN

    window = make_window("en")
    _wizard(window, library)
    _turns()
    browser = window.browser
    header = browser.view.horizontalHeader()
    header.setSortIndicator(POINTS_COLUMN, Qt.AscendingOrder)  # a click on the Points header
    _turns()
    wizard = library.mage("Wizard")
    element = window.current_editor().doc.book.element
    fits = [card_fits(library.card(cid), wizard, element) for cid in browser.model.ids()]
    assert fits[0] and not fits[-1] and fits == sorted(fits, reverse=True)  # every one it can take first
    talos = library.card_by_name("Talos")
    assert talos is not None and not card_fits(talos, wizard, element)
    assert browser.model.ids().index(talos.id) > fits.count(True) - 1
    header.setSortIndicator(POINTS_COLUMN, Qt.DescendingOrder)  # and again: the other way, still last
    _turns()
    fits = [card_fits(library.card(cid), wizard, element) for cid in browser.model.ids()]
    assert fits == sorted(fits, reverse=True)


def test_the_copies_editor_is_wide_enough_for_its_digit(make_window, library):
    from spellforge.ui.editor.book_model import COLUMNS

    window = make_window("ru")
    window.resize(1366, 698)
    editor = _wizard(window, library)
    _turns()
    row = editor.model.row_of("fireball") if editor.model.row_of("fireball") >= 0 else 1
    index = editor.model.index(row, COLUMNS.index("qty"))
    editor.view.setCurrentIndex(index)
    editor.view.edit(index)
    spin = editor.view.findChild(QSpinBox)
    assert spin is not None and spin.width() >= spin.sizeHint().width()


def test_a_pasted_deck_code_is_reported_as_a_code(make_window, library, monkeypatch):
    from spellforge.ui.books.import_dialog import ImportReportDialog

    seen = []
    monkeypatch.setattr(ImportReportDialog, "exec", lambda d: (seen.append(d.summary.text()),
                                                             ImportReportDialog.Rejected)[1])
    window = make_window("ru")
    _wizard(window, library)
    window.commands["copy_code"].trigger()  # File ▸ Share ▸ Copy deck code
    assert QGuiApplication.clipboard().text()
    window.commands["import_clipboard"].trigger()  # Paste spellbook
    assert seen and "строк" not in seen[0] and "код колоды" in seen[0].lower(), seen  # not «Прочитано 47 строк»



def test_the_playtest_window_opens_on_the_planner_as_the_command_line_does(make_window, library):
    """Issue 46: the window played «Greedy (fixed order)» while `spellforge goldfish` plays the
    planner: one default. Tools ▸ Playtest opens on the planner, whose search starts at once in a
    worker thread (tests/ui/playtest/test_playtest_lifetime.py: closing it then is safe)."""
    from PySide6.QtWidgets import QApplication

    from spellforge.ui.playtest.window import PlaytestWindow

    window = make_window("ru")
    _wizard(window, library)
    window.commands["playtest"].trigger()
    playtest = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PlaytestWindow) and w.isVisible())
    assert playtest.policy_combo.currentData() == "planner"
    assert playtest.search_runner.busy or playtest.match.choice is not None  # its search under way, or done
    assert playtest.policy_combo.currentText() == "Планировщик (поиск по прогонам)"
    playtest.close()
