"""The spellbook editor's Owned column: what the user's collection covers, per card (issue 8 §6).
Copies per product come from db/products.csv (from the box inventories, tests/fixtures/products.csv)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester

from spellforge.ui.editor.book_model import OWNED_COLUMN


def owned_text(editor, card_id: str):
    model = editor.model
    return model.data(model.index(model.row_of(card_id), OWNED_COLUMN))


def owned_tip(editor, card_id: str) -> str:
    model = editor.model
    return model.data(model.index(model.row_of(card_id), OWNED_COLUMN), Qt.ToolTipRole)


def header_tip(editor) -> str:
    return editor.model.headerData(OWNED_COLUMN, Qt.Horizontal, Qt.ToolTipRole)


def user_collection(window):
    from spellforge.library.user.collection import UserCollection

    return UserCollection(window.user_store())


def test_no_collection_means_no_marks_and_a_hint_in_the_header(window):
    editor = window.new_book()
    editor.choose_mage("Warlock")
    editor.doc.change_qty("book", "dispel", 2)
    assert owned_text(editor, "dispel") is None
    assert "Tools ▸ Collection" in header_tip(editor)
    assert editor.model.headerData(OWNED_COLUMN, Qt.Horizontal) == "Owned"
    assert not editor.view.isColumnHidden(OWNED_COLUMN) and not editor.cand_view.isColumnHidden(OWNED_COLUMN)


def test_one_core_set_marks_missing_and_enough_copies(window):
    user_collection(window).set_product("core", 1)
    editor = window.new_book()
    QAbstractItemModelTester(editor.model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    editor.choose_mage("Warlock")
    # products.csv: the Core Set holds 5 Dispel and 3 Fireball; Arc Lightning is only in
    # Forcemaster vs Warlord.
    editor.doc.change_qty("book", "dispel", 6)
    editor.doc.change_qty("book", "fireball", 2)
    editor.doc.change_qty("book", "arc-lightning", 1)
    assert owned_text(editor, "dispel") == "5/6 ✖ missing 1"
    assert owned_text(editor, "arc-lightning") == "0/1 ✖ missing 1"
    assert owned_text(editor, "fireball") == "✔"
    assert "you own 5" in owned_tip(editor, "dispel") and "needs 6" in owned_tip(editor, "dispel")
    assert owned_tip(editor, "fireball") == "You own 3; this book needs 2."
    assert "✖ missing" in header_tip(editor)
    editor.doc.undo_stack.undo()  # the Arc Lightning goes: its mark with it
    assert editor.model.row_of("arc-lightning") == -1 and owned_text(editor, "dispel") == "5/6 ✖ missing 1"


def test_copies_in_an_assembled_book_are_a_conflict_naming_the_book(window):
    user = user_collection(window)
    user.set_product("core", 1)
    user.mark_assembled("Beastmaster shelf", {"dispel": 3})  # 5 owned, 3 on the shelf: 2 free
    editor = window.new_book()
    editor.doc.change_qty("book", "dispel", 3)
    assert owned_text(editor, "dispel") == "2/3 ⚠ in Beastmaster shelf"
    tip = owned_tip(editor, "dispel")
    assert "Conflict: you own 5" in tip and "Beastmaster shelf (" in tip


def test_marks_follow_the_collection_view_and_its_undo(window):
    editor = window.new_book()
    editor.doc.change_qty("book", "dispel", 6)
    assert owned_text(editor, "dispel") is None
    view = window.show_collection()
    view.set_product("core", 1)
    assert owned_text(editor, "dispel") == "5/6 ✖ missing 1"
    view.set_product("core", 2)
    assert owned_text(editor, "dispel") == "✔"
    view.undo_stack.undo()
    view.undo_stack.undo()
    assert owned_text(editor, "dispel") is None and "Tools ▸ Collection" in header_tip(editor)


def test_marking_the_book_assembled_keeps_its_own_copies(window):
    user_collection(window).set_product("core", 1)
    editor = window.new_book()
    editor.doc.change_qty("book", "dispel", 5)
    window.mark_assembled()
    # A book assembled under its own name does not take copies away from itself.
    assert owned_text(editor, "dispel") == "✔"
    other = window.new_book()
    other.doc.set_field("name", "Second book")  # markers_for tells books apart by name
    other.doc.change_qty("book", "dispel", 1)
    assert owned_text(other, "dispel").startswith("0/1 ⚠")


def test_candidates_are_marked_as_if_they_joined_the_book(window):
    user_collection(window).set_product("core", 1)  # 5 Dispel, 3 Fireball
    editor = window.new_book()
    editor.choose_mage("Warlock")
    editor.doc.change_qty("book", "dispel", 4)
    editor.doc.change_qty("candidates", "dispel", 2)  # 4 + 2 > 5
    editor.doc.change_qty("candidates", "fireball", 2)
    cand = editor.cand_model

    def text(card_id):
        return cand.data(cand.index(cand.row_of(card_id), OWNED_COLUMN))

    assert text("dispel") == "5/6 ✖ missing 1" and text("fireball") == "✔"
    user_collection(window).set_product("core", 2)
    window.refresh_ownership()
    assert text("dispel") == "✔"
