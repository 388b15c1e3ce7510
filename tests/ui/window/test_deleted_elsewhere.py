"""Issue 42: `spellforge books delete` of a book the window has open. A running window's open books
are refused by the command; when the delete comes anyway (no lock: a window of an older
Spellforge, a second machine), the window's next save brings the book back and says so: a save
never goes into a hidden, deleted row."""

from __future__ import annotations

import pytest

from spellforge.library.user.books import BookStore, DeletedBookError
from spellforge.library.user.store import UserStore
from tests.ui.window.test_one_handle import _spellforge, notes_seen_elsewhere


def test_a_command_may_not_delete_a_book_the_window_has_open(window, _user_data_dir):
    from spellforge.ui.window.single_writer import InstanceGuard

    guard = InstanceGuard(_user_data_dir)  # as the app takes it at start
    assert guard.acquire()
    try:
        editor = window.new_book()
        editor.doc.set_field("notes", "mine")
        window.save_session()
        refused = _spellforge(_user_data_dir, "books", "delete", str(editor.doc.book_id))
        assert refused.returncode == 2 and "is open in the Spellforge window" in refused.stderr
        editor.doc.set_field("notes", "still mine")
        assert not editor.doc.unsaved
        assert window.store.summary(editor.doc.book_id) is not None
    finally:
        guard.release()


def test_a_save_after_a_delete_elsewhere_keeps_the_book_and_says_so(window, _user_data_dir):
    editor = window.new_book()
    doc = editor.doc
    doc.set_field("notes", "before")
    deleted = _spellforge(_user_data_dir, "books", "delete", str(doc.book_id))  # no lock held: it goes
    assert deleted.returncode == 0, deleted.stderr
    doc.set_field("notes", "after the delete")
    assert not doc.unsaved and window.save_label.text() == "Saved"
    assert "was deleted elsewhere" in window.statusBar().currentMessage()
    assert window.store.summary(doc.book_id) is not None  # listed again, with the change
    assert notes_seen_elsewhere(window.store.store.path, doc.book_id) == "after the delete"


def test_the_store_refuses_a_save_into_a_deleted_row(_user_data_dir):
    from spellforge.domain.spellbook import Spellbook

    store = BookStore(UserStore())
    book_id = store.create(Spellbook(name="Gone"))
    store.set_deleted(book_id)
    with pytest.raises(DeletedBookError):
        store.save(book_id, Spellbook(name="Gone", notes="lost?"))
