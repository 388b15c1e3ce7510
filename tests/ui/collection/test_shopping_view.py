"""The collection's "What to buy" page and the Spellbooks list's assemble / take apart."""

from __future__ import annotations

import csv

from PySide6.QtCore import Qt

from tests.collection.books import read_book


def _open_official(window, library, file_name="Wizard Official.o8d"):
    book = read_book(library, file_name)
    return window.new_book(book)


def test_what_to_buy_for_the_open_book(window, library, tmp_path):
    from PySide6.QtGui import QGuiApplication

    editor = _open_official(window, library)
    view = window.show_shopping()
    panel = view.shopping
    assert view.tabs.currentWidget() is view.shopping_page and view.shopping_page.widget() is panel
    keys = [panel.books.item(i).data(Qt.UserRole) for i in range(panel.books.count())]
    assert keys.count("open") == 1 and editor.doc.book_id not in keys  # the saved open book is listed once
    want = editor.doc.book.quantities()
    assert panel.shop.copies == sum(want.values())  # nothing owned yet
    assert [code for code, _n, _k in panel.shop.products] == ["core"]
    assert "Missing" in panel.summary.text() and "Core Set" in panel.summary.text()
    assert panel.cards.rowCount() == len(want)
    view.set_product("core", 1)  # recording the box answers the question at once
    assert panel.shop.buildable and "✔" in panel.summary.text()
    assert panel.cards.rowCount() == 0  # missing only
    panel.missing_only.setChecked(False)
    assert panel.cards.rowCount() == len(want)
    view.set_product("core", 0)
    panel.copy_list()
    assert "Core Set" in QGuiApplication.clipboard().text()
    out = tmp_path / "list.csv"
    panel.save_list(str(out))
    rows = list(csv.reader(out.open(encoding="utf-8")))
    assert rows[0] == ["kind", "name", "copies", "for_books"] and ["product", "Core Set", "1", ""] in rows


def test_unsaved_edits_of_the_open_book_count(window, library):
    editor = _open_official(window, library)
    panel = window.show_shopping().shopping
    before = panel.shop.copies
    editor.doc.book.add("fireball", 2)  # edits not yet reflected anywhere else
    panel.refresh()
    assert panel.shop.copies == before + 2


def test_assemble_and_take_apart_from_the_spellbooks_list(window, library):
    from spellforge.library.user.collection import UserCollection

    editor = _open_official(window, library)
    book_id, name = editor.doc.book_id, editor.doc.book.name
    window.books.reload()
    texts = [t for t, _cb in window.books.context_actions(book_id)]
    assert "Mark assembled" in texts
    window.books.assemble_requested.emit(book_id)
    user = UserCollection(window.user_store())
    assert name in user.assembled()
    assert any("assembled" in window.books.list.item(i).text() for i in range(window.books.list.count()))
    assert "Take apart (no longer assembled)" in [t for t, _cb in window.books.context_actions(book_id)]
    window.books.take_apart_requested.emit(book_id)
    assert name not in user.assembled()
    window.books.undo_stack.undo()  # taking apart is undoable
    assert name in user.assembled()
