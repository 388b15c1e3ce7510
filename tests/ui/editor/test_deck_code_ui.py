"""File ▸ Share ▸ Copy deck code puts the book's code on the clipboard; Paste spellbook opens the
same book from it; a damaged code is refused in the window's language, naming the character."""

from __future__ import annotations

import re

import pytest

from spellforge.formats import read_spellbook
from tests.conftest import OFFICIAL_DIR


def _facts(book):
    return book.name, book.mage, book.element, book.format, book.quantities(), book.printings


@pytest.fixture
def accept_reports(monkeypatch):
    from spellforge.ui.books.import_dialog import ImportReportDialog

    shown = []

    def accept(dialog):
        shown.append(dialog)
        return ImportReportDialog.Accepted

    monkeypatch.setattr(ImportReportDialog, "exec", accept)
    return shown


@pytest.fixture
def warnings_shown(monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, text, *a, **k: shown.append(text)))
    return shown


def test_copy_deck_code_then_paste_opens_the_same_book(window, library, accept_reports):
    from PySide6.QtGui import QGuiApplication

    book = read_spellbook(OFFICIAL_DIR / "Wizard Official.o8d", library).book
    window.new_book(book)
    action = window.commands["copy_code"]
    assert action in window.share_menu.actions() and action.text() == "Copy &deck code"
    action.trigger()
    code = QGuiApplication.clipboard().text()
    assert re.fullmatch(r"SF1:[A-Z2-7]+", code), code
    assert "Deck code copied" in window.statusBar().currentMessage()
    window.close_book_at(window.editors.currentIndex())

    window.commands["import_clipboard"].trigger()
    assert len(accept_reports) == 1 and accept_reports[0].result.format == "code"
    opened = window.current_editor().doc.book
    assert _facts(opened) == _facts(book)
    assert opened.mage == "Wizard" and sum(opened.quantities().values()) > 40


def test_a_damaged_code_is_refused_in_russian_naming_the_character(make_window, library, accept_reports, warnings_shown):
    from PySide6.QtGui import QGuiApplication

    from spellforge.domain import Spellbook
    from spellforge.formats import write_spellbook

    window = make_window("ru")
    assert window.commands["copy_code"].text() == "Копировать &код книги"
    book = Spellbook(name="Лёд", mage="Wizard", element="Water")
    book.add("fireball", 2)
    code = write_spellbook(book, library, "code").strip()
    changed = "B" if code[12] != "B" else "C"
    QGuiApplication.clipboard().setText(code[:12] + changed + code[13:])
    window.commands["import_clipboard"].trigger()
    assert accept_reports == [] and window.current_editor() is None
    [text] = warnings_shown
    assert f"код книги изменён на позиции 9 (столбец 13): вместо '{changed}' должно быть '{code[12]}'" in text

    QGuiApplication.clipboard().setText(code[:-3])
    window.commands["import_clipboard"].trigger()
    assert f"код книги обрезан (символов: {len(code) - 7}, должно быть: {len(code) - 4})" in warnings_shown[-1]
