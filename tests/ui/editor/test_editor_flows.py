"""Real flows through the window, driven by the keyboard like a player would."""

from __future__ import annotations

import pytest
from defusedxml import ElementTree
from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester

from tests.conftest import DECKS_DIR

WARLOCK_O8D = DECKS_DIR / "official-spellbooks" / "Warlock Official.o8d"


def official_cards(library, path):
    """(English name, copies) of every spell in an .o8d, resolved by the printing GUID."""
    out = []
    for section in ElementTree.parse(path).getroot():
        if section.get("name") == "Mage":
            continue
        for card in section:
            out.append((library.card_by_guid(card.get("id")).name, int(card.get("qty"))))
    return out


def type_and_enter(qtbot, window, text: str, times: int = 1, shift: bool = False):
    window.commands["find"].trigger()
    search = window.browser.search
    search.selectAll()
    qtbot.keyClicks(search, text)
    for _ in range(times):
        qtbot.keyClick(search, Qt.Key_Return, Qt.ShiftModifier if shift else Qt.NoModifier)


def test_build_the_official_warlock_book_by_keyboard(window, library, qtbot):
    editor = window.new_book()
    editor.mage_combo.setFocus()
    qtbot.keyClicks(editor.mage_combo, "Warlock")
    assert editor.doc.book.mage == "Warlock"
    for name, qty in official_cards(library, WARLOCK_O8D):
        type_and_enter(qtbot, window, name, qty)
    report = editor.doc.report
    # The official Warlock book (OCTGN "Warlock Official.o8d") spends exactly the Warlock's 120
    # spellbook points (rulebook RU seeds/000 L1844: the mage's spellbook points are the budget).
    assert (report.points_used, report.points_max, report.legal) == (120, 120, True)
    assert editor.meter.text() == "120 / 120"
    assert "Legal" in editor.legal_label.text() and editor.problems.count() == 0


def test_seventh_copy_of_a_level_one_spell_is_a_problem_and_undo_removes_it(window, library, qtbot):
    editor = window.new_book()
    QAbstractItemModelTester(editor.model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    editor.choose_mage("Warlock")
    # Rulebook R10 (RU seeds/000 L1883): at most 6 copies of a level-1 spell.
    type_and_enter(qtbot, window, "Dispel", 6)
    assert editor.doc.qty("book", "dispel") == 6 and editor.doc.report.legal
    editor.view.setFocus()
    editor.select_card("dispel")
    window.commands["copy_plus"].trigger()
    assert editor.doc.qty("book", "dispel") == 7
    assert editor.selected_card("book") == "dispel"  # the edit reset the model; selection stays
    codes = [p.code for p in editor.doc.report.problems]
    assert codes == ["too_many_copies"]
    assert editor.problems.count() == 1 and editor.legal_label.text() == "✖ 1 problem"  # en plural form
    editor.problems.setCurrentRow(0)
    editor._problem_clicked(editor.problems.item(0))
    assert editor.selected_card("book") == "dispel"
    window.undo_action.trigger()
    assert editor.doc.qty("book", "dispel") == 6
    assert editor.doc.report.legal and editor.problems.count() == 0


def test_plus_minus_delete_and_candidates(window, library, qtbot):
    editor = window.new_book()
    editor.choose_mage("Warlock")
    type_and_enter(qtbot, window, "Fireball", 2)
    type_and_enter(qtbot, window, "Firestorm", 1, shift=True)  # Shift+Enter: candidates
    assert editor.doc.qty("candidates", "firestorm") == 1
    used = editor.doc.report.points_used
    assert used == 4  # Fireball: Fire 2, trained (Warlock) = 2 points each, candidates not counted
    editor.select_card("fireball")
    editor.view.setFocus()
    qtbot.keyClick(editor.view, Qt.Key_Delete)
    assert editor.doc.qty("book", "fireball") == 1
    window.commands["move_zone"].trigger()
    assert editor.doc.qty("book", "fireball") == 0 and editor.doc.qty("candidates", "fireball") == 1
    assert editor.doc.report.points_used == 0 and editor.meter.text() == "0 / 120"
    tester = QAbstractItemModelTester(editor.cand_model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    window.undo_action.trigger()
    assert editor.doc.qty("book", "fireball") == 1
    assert tester is not None


def test_cost_tooltip_explains_the_points(window, qtbot):
    editor = window.new_book()
    editor.choose_mage("Warlock")
    type_and_enter(qtbot, window, "Teleport")
    row = editor.model.row_of("teleport")
    from spellforge.ui.editor.book_model import COLUMNS

    cost = editor.model.index(row, COLUMNS.index("cost"))
    # Teleport is Arcane 2; the Warlock is not trained in Arcane: 2 × 2 = 4 (RU L1854 untrained ×2).
    assert cost.data() == "4"
    assert "= 4" in cost.data(Qt.ToolTipRole)


def test_drag_and_drop_from_the_browser_adds_a_copy(window, library):
    editor = window.new_book()
    browser = window.browser
    browser.search.setText("Fireball")
    browser.refresh()
    mime = browser.model.mimeData([browser.model.index(browser.model.row_of("fireball"), 0)])
    assert editor.model.dropMimeData(mime, Qt.CopyAction, -1, -1, editor.model.index(-1, -1))
    assert editor.doc.qty("book", "fireball") == 1


def test_drag_from_the_book_to_candidates_moves_one_copy(window, library):
    editor = window.new_book()
    editor.doc.change_qty("book", "fireball", 2)
    mime = editor.model.mimeData([editor.model.index(editor.model.row_of("fireball"), 0)])
    assert mime.text() == "Fireball"
    assert not editor.model.dropMimeData(mime, Qt.MoveAction, -1, -1, editor.model.index(-1, -1))  # same zone
    assert editor.cand_model.dropMimeData(mime, Qt.MoveAction, -1, -1, editor.cand_model.index(-1, -1))
    assert editor.doc.qty("book", "fireball") == 1 and editor.doc.qty("candidates", "fireball") == 1


def test_killed_app_reopens_with_the_book(make_window, library, qtbot):
    first = make_window()
    editor = first.new_book()
    editor.choose_mage("Warlock")
    type_and_enter(qtbot, first, "Fireball", 2)
    editor.notes.setPlainText("plan: burn")
    editor.flush_pending()
    book_id = editor.doc.book_id
    first.hide()  # no closeEvent: as if the process died
    first.deleteLater()
    second = make_window()
    assert book_id in second.docs
    again = second.docs[book_id]
    assert again.doc.book.mage == "Warlock" and again.doc.qty("book", "fireball") == 2
    assert again.doc.book.notes == "plan: burn"


def test_books_panel_delete_is_undoable(window):
    editor = window.new_book()
    book_id = editor.doc.book_id
    panel = window.books
    panel.list.setCurrentRow(0)
    assert panel.selected_id() == book_id
    panel.delete()
    assert book_id not in window.docs and window.store.load(book_id) is None
    panel.undo_action.trigger()
    assert window.store.load(book_id) is not None
    panel.list.setCurrentRow(0)
    panel.duplicate()
    assert len(window.store.books()) == 2


def test_switching_languages_keeps_the_work(window, qtbot):
    editor = window.new_book()
    editor.choose_mage("Warlock")
    type_and_enter(qtbot, window, "Fireball", 2)
    window.set_ui_language("ru")
    window.set_card_language("pl")
    assert editor.doc.qty("book", "fireball") == 2 and window.undo_group.activeStack().count() == 3
    assert editor.model.index(editor.model.row_of("fireball"), 1).data() == "Kula Ognia"
    assert window.file_menu.title() != "&File"
    window.set_ui_language("en")
    assert window.file_menu.title() == "&File"


def test_import_a_russian_plain_list_shows_every_line(window, library, monkeypatch):
    from spellforge.ui.books.import_dialog import ImportReportDialog

    text = "Маг: Колдун\n2 Огненный шар\n1 Огненный шторм\nРассеивание\n3 Нечтоневедомое\n"
    seen = {}

    def fake_exec(dialog):
        seen["dialog"] = dialog
        dialog.pick(4, "unholy-resurgence")
        return ImportReportDialog.Accepted

    monkeypatch.setattr(ImportReportDialog, "exec", fake_exec)
    editor = window.import_text(text, "ru.txt")
    dialog = seen["dialog"]
    shown = [dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())]
    assert shown[:5] == text.splitlines()
    fates = [dialog.table.item(r, 2).data(Qt.UserRole) for r in range(5)]
    assert fates == ["mage", "card", "card", "card", "unresolved"]
    assert all(dialog.table.item(r, 2).text() for r in range(5))  # a word, not only a colour
    book = editor.doc.book
    assert book.mage == "Warlock" and book.quantities() == {"fireball": 2, "firestorm": 1, "dispel": 1,
                                                            "unholy-resurgence": 3}
    assert not book.unresolved


@pytest.mark.parametrize("fmt", ["o8d", "text", "json"])
def test_export_round_trips(window, qtbot, tmp_path, fmt):
    from spellforge.formats import read_spellbook

    editor = window.new_book()
    editor.choose_mage("Warlock")
    type_and_enter(qtbot, window, "Fireball", 2)
    path = tmp_path / f"book.{fmt if fmt != 'text' else 'txt'}"
    assert window.export_to(str(path), fmt)
    again = read_spellbook(path, window.lib)
    assert again.book.quantities() == {"fireball": 2}
    assert str(path) in window.settings.recent_files


def test_print_to_pdf_and_proxies(window, qtbot, tmp_path):
    import re

    editor = window.new_book()
    editor.choose_mage("Warlock")
    type_and_enter(qtbot, window, "Fireball", 2)
    listing, proxies = tmp_path / "list.pdf", tmp_path / "proxies.pdf"
    assert window.export_pdf_to(str(listing), proxies=False)
    assert window.export_pdf_to(str(proxies), proxies=True)
    def pages(pdf):  # the page tree's final /Count (pillow appends pages as incremental updates)
        return int(re.findall(rb"/Count (\d+)", pdf.read_bytes())[-1])

    assert listing.read_bytes().startswith(b"%PDF")
    assert pages(listing) == 1 and pages(proxies) == 2  # the list, then one sheet for 2 cards


def test_export_never_truncates_on_failure(window, qtbot, tmp_path, monkeypatch):
    import spellforge.fileio as fileio

    editor = window.new_book()
    editor.choose_mage("Warlock")
    type_and_enter(qtbot, window, "Fireball", 1)
    path = tmp_path / "book.txt"
    path.write_text("my old list", encoding="utf-8")

    def boom(target, text):  # a crash before the new file is complete
        raise OSError("disk full")

    monkeypatch.setattr("spellforge.ui.window.files.write_atomic", boom)
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *a, **k: None)
    assert not window.export_to(str(path), "text")
    assert path.read_text(encoding="utf-8") == "my old list"
    assert fileio.write_atomic  # the real helper stays importable
