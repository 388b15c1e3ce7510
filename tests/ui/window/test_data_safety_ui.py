"""Issue 13 in the window: honest saves on a full disk, a stale writer refused, a damaged data
file at start, a read-only window, Check and repair…, one window per data folder."""

from __future__ import annotations

import sqlite3

import pytest
from sqlalchemy import event

from spellforge.library.user.backup import list_backups, make_backup
from spellforge.library.user.books import BookStore
from spellforge.library.user.store import UserStore
from tests.patience import HANG_MS


def limit_growth(store: UserStore, pages: int | None) -> None:
    """A real SQLITE_FULL: every new connection may not grow the file past `pages` pages."""
    store.engine.dispose()

    @event.listens_for(store.engine, "connect")
    def _limit(dbapi_con, _record):
        count = dbapi_con.execute("PRAGMA page_count").fetchone()[0]
        dbapi_con.execute(f"PRAGMA max_page_count = {count if pages is None else pages}")
    store._limit = _limit


def lift_limit(store: UserStore) -> None:
    event.remove(store.engine, "connect", store._limit)
    store.engine.dispose()


def test_a_failed_save_is_shown_and_retried_never_claimed(window):
    editor = window.new_book()
    doc = editor.doc
    limit_growth(window.store.store, None)
    for n in range(8):  # item 3: eight edits on a full disk
        doc.change_qty("book", "fireball", +1)
        doc.set_field("notes", f"plan {n}: " + "burn " * 4000 * (n + 1))
    assert doc.unsaved and "full" in doc.save_error
    assert editor.title().startswith("* ") and window.save_label.text() == "Not saved"
    assert "not saved" in window.statusBar().currentMessage()
    stored = window.store.load(doc.book_id)
    assert stored.quantities() != doc.book.quantities()  # the disk has less: and the window says so
    lift_limit(window.store.store)
    assert window.save_current()  # File ▸ Save retries
    assert not doc.unsaved and window.save_label.text() == "Saved" and not editor.title().startswith("*")
    stored = window.store.load(doc.book_id)
    assert stored.quantities() == {"fireball": 8} and stored.notes == doc.book.notes


def test_the_next_edit_retries_a_failed_save(window):
    editor = window.new_book()
    limit_growth(window.store.store, None)
    editor.doc.set_field("notes", "x" * 20000)
    assert editor.doc.unsaved
    lift_limit(window.store.store)
    editor.doc.change_qty("book", "dispel", +1)
    assert not editor.doc.unsaved
    assert window.store.load(editor.doc.book_id).notes == "x" * 20000


def test_two_windows_on_one_book_never_lose_a_change(make_window):
    a = make_window()
    book_a = a.new_book()
    book_id = book_a.doc.book_id
    b = make_window()
    book_b = b.open_book(book_id)
    book_a.doc.change_qty("book", "dispel", +1)  # A adds Dispel
    book_b.doc.change_qty("book", "minor-heal", +1)  # B adds Minor Heal: refused, kept unsaved
    assert not book_a.doc.unsaved and book_b.doc.stale and book_b.doc.unsaved
    assert a.store.load(book_id).quantities() == {"dispel": 1}
    assert b._stale(book_b.doc, "copy") == "copy"
    names = {s.name: s.id for s in b.store.books()}
    mine = [i for n, i in names.items() if n.endswith("(mine)")]
    assert len(mine) == 1 and b.store.load(mine[0]).quantities() == {"minor-heal": 1}
    assert book_b.doc.book.quantities() == {"dispel": 1} and not book_b.doc.unsaved


def damaged_file(data_dir):
    store = BookStore(UserStore(data_dir / "user.sqlite"))
    from spellforge.domain import BookEntry, Spellbook

    store.create(Spellbook(name="Kept", mage="Warlock", entries=[BookEntry("fireball", 2)]))
    store.store.close()
    make_backup(data_dir / "user.sqlite")
    con = sqlite3.connect(data_dir / "user.sqlite")
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    with open(data_dir / "user.sqlite", "r+b") as fh:
        fh.write(b"\0" * 100)


def new_window(qtbot, library, settings, choice):
    from spellforge.ui.window.main_window import MainWindow
    from spellforge.ui.translations import Translations

    seen = []

    def ask(dialog):
        seen.append(dialog.findChild(type(dialog.children()[0]), "damagedText") or dialog)
        return choice

    window = MainWindow(library, settings, Translations(), ask_damaged=ask)
    qtbot.addWidget(window)
    return window, seen


@pytest.mark.parametrize("choice", ["restore", "fresh", "quit"])
def test_a_damaged_data_file_at_start(qtbot, library, settings, _user_data_dir, choice):
    damaged_file(_user_data_dir)
    window, seen = new_window(qtbot, library, settings, choice)
    assert seen, "the damaged-data dialog was shown"
    kept = [p for p in _user_data_dir.iterdir() if p.name.startswith("user.sqlite.")]
    if choice == "quit":
        assert window.store is None and window.closing_without_data  # never half-open
        assert not kept
        return
    assert len(kept) == 1  # the damaged file is moved aside, never deleted
    names = [b.name for b in window.store.books()]
    assert names == (["Kept"] if choice == "restore" else [])
    assert window.new_book() is not None


def test_a_read_only_window_has_a_banner_and_saves_nothing(qtbot, library, settings, _user_data_dir):
    from spellforge.ui.window.main_window import MainWindow
    from spellforge.ui.translations import Translations

    BookStore(UserStore(_user_data_dir / "user.sqlite")).store.close()
    window = MainWindow(library, settings, Translations(), readonly_reason="Another window has it.")
    qtbot.addWidget(window)
    window.show()
    assert window.read_only and window.banner.isVisible() and "Another window has it." in window.banner.text()
    assert window.new_book() is None
    assert "Could not create" in window.statusBar().currentMessage()


def test_check_and_repair_backs_up_and_restores_while_running(window):
    editor = window.new_book()
    editor.doc.change_qty("book", "fireball", +2)
    dialog = window.check_and_repair()
    assert "healthy" in dialog.status.text()
    dialog.back_up()
    assert dialog.backups.count() == 1
    backup = list_backups(window.store.store.path)[0]
    editor.doc.change_qty("book", "dispel", +1)
    assert window.restore_user_data(str(backup))
    book_id = next(iter(window.docs))
    assert window.docs[book_id].doc.book.quantities() == {"fireball": 2}
    assert any(p.name.startswith("user.sqlite.replaced-") for p in window.store.store.path.parent.iterdir())
    dialog.close()


def test_a_second_start_brings_the_first_window_forward(qtbot, _user_data_dir):
    from spellforge.ui.window.single_writer import InstanceGuard

    first, second = InstanceGuard(_user_data_dir), InstanceGuard(_user_data_dir)
    assert first.acquire()
    first.listen()  # the first window listens once it is ready
    with qtbot.waitSignal(first.activate_requested, timeout=HANG_MS):
        assert not second.acquire()
    assert second.focused_other
    first.release()
    third = InstanceGuard(_user_data_dir)
    assert third.acquire()
    third.release()


def test_the_first_start_takes_the_lock_without_qtnetwork_and_a_later_start_waits_for_it(_user_data_dir):
    """The lock costs the first window nothing (QtCore only, no socket until ready); a start
    that comes before the first listens keeps trying, then opens read-only, never as a writer."""
    import subprocess
    import sys
    import time

    from spellforge.ui.window.single_writer import InstanceGuard

    code = ("import sys\nfrom pathlib import Path\nfrom spellforge.ui.window.single_writer import InstanceGuard\n"
            f"g = InstanceGuard(Path({str(_user_data_dir)!r}))\n"
            "assert g.acquire()\n"
            "assert 'PySide6.QtNetwork' not in sys.modules\n"
            "g.release()\n")
    subprocess.run([sys.executable, "-c", code], check=True)
    first, second = InstanceGuard(_user_data_dir), InstanceGuard(_user_data_dir)
    assert first.acquire()
    try:
        started = time.monotonic()
        assert not second.lock.tryLock(0)
        assert not second.ask_other_to_activate(timeout_ms=100, patience_ms=200)
        assert time.monotonic() - started >= 0.2
    finally:
        first.release()



def _rename_from_list(window, book_id: int, name: str, monkeypatch) -> None:
    """The player picks the book in the Spellbooks list, chooses Rename and types a name."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QInputDialog

    window.books.reload()
    lst = window.books.list
    row = next(i for i in range(lst.count()) if lst.item(i).data(Qt.UserRole) == book_id)
    lst.setCurrentRow(row)
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: (name, True)))
    window.books.rename()


def test_a_rename_in_one_window_never_saves_stale_content(make_window, monkeypatch):
    """Issue 29 F8: B adds Teleport, then A renames the book it shows (without Teleport)."""
    a = make_window()
    book_a = a.new_book()
    book_id = book_a.doc.book_id
    b = make_window()
    book_b = b.open_book(book_id)
    book_b.doc.change_qty("book", "teleport", +1)
    assert not book_b.doc.unsaved
    _rename_from_list(a, book_id, "Renamed", monkeypatch)
    stored = a.store.load(book_id)
    assert stored.name == "Renamed" and stored.quantities() == {"teleport": 1}
    # A's editor now shows what is stored, and its next edit builds on it
    assert book_a.doc.book.name == "Renamed" and book_a.doc.book.quantities() == {"teleport": 1}
    book_a.doc.change_qty("book", "dispel", +1)
    assert not book_a.doc.unsaved
    assert a.store.load(book_id).quantities() == {"teleport": 1, "dispel": 1}


def test_a_rename_of_the_current_book_keeps_its_undo_and_saves_nothing_stale(make_window, monkeypatch):
    a = make_window()
    editor = a.new_book()
    book_id = editor.doc.book_id
    editor.doc.change_qty("book", "dispel", +1)
    _rename_from_list(a, book_id, "Mine", monkeypatch)
    assert editor.doc.book.name == "Mine" and a.store.load(book_id).name == "Mine"
    assert editor.doc.undo_stack.canUndo()
    editor.doc.change_qty("book", "dispel", +1)
    stored = a.store.load(book_id)
    assert stored.name == "Mine" and stored.quantities() == {"dispel": 2}


def test_a_newer_file_with_a_dropped_column_asks_instead_of_a_traceback(qtbot, library, settings, _user_data_dir):
    """Issue 29 F10: the window explains and offers the ways out (here: quit, nothing touched)."""
    from spellforge.library.user import schema as user_schema

    path = _user_data_dir / "user.sqlite"
    BookStore(UserStore(path)).store.close()
    con = sqlite3.connect(path)
    con.execute("ALTER TABLE user_book DROP COLUMN tags")
    con.execute(f"PRAGMA user_version = {user_schema.SCHEMA_VERSION + 1}")
    con.commit()
    con.close()
    before = path.read_bytes()
    window, seen = new_window(qtbot, library, settings, "quit")
    assert seen and window.store is None and window.closing_without_data
    assert path.read_bytes() == before


def test_a_book_that_cannot_be_read_is_named_and_the_others_open(window):
    """Issue 29 F3 in the window: one row damaged into bytes that are not UTF-8."""
    good = window.new_book()
    good.doc.change_qty("book", "fireball", +1)
    bad = window.new_book()
    bad_id = bad.doc.book_id
    window._book_deleted(bad_id)  # its tab closed
    con = sqlite3.connect(window.store.store.path)
    con.execute("UPDATE user_book SET data = CAST(X'7B226E616D65223A20FF' AS TEXT) WHERE id = ?", (bad_id,))
    con.commit()
    con.close()
    window.books.reload()
    assert window.open_book(bad_id) is None
    assert "cannot be read" in window.statusBar().currentMessage()
    assert window.open_book(good.doc.book_id) is good


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_a_newer_file_is_explained_in_the_window_language(qtbot, library, settings, _user_data_dir, lang):
    """Issue 31: the banner says why the data is read-only in the interface language (the same
    template as the command line's note), and a refused save says so too."""
    from spellforge.library.user import schema as user_schema
    from spellforge.ui.translations import Translations
    from spellforge.ui.window.main_window import MainWindow

    path = _user_data_dir / "user.sqlite"
    BookStore(UserStore(path)).store.close()
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {user_schema.SCHEMA_VERSION + 1}")
    con.commit()
    con.close()
    translations = Translations()
    translations.install(lang)
    try:
        window = MainWindow(library, settings, translations)
        qtbot.addWidget(window)
        window.show()
        window.finish_startup()
        banner = window.banner.text()
        said = {"ru": "записан более новой версией программы", "pl": "zapisała nowsza wersja programu"}[lang]
        assert window.read_only and str(path) in banner and said in banner and "Spellforge" not in banner
        assert window.new_book() is None
        status = window.statusBar().currentMessage()
        assert said in status and "was written" not in status
    finally:
        translations.install("en")
