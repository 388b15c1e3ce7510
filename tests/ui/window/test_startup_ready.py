"""Issue 20: what the first frame shows is read before it with plain sqlite3, the user data opens
in a worker thread, a long session comes back in slices, and SPELLFORGE_EXIT_WHEN_READY=1 exits 0
once ready."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from tests.patience import HANG_MS, settle

ROOT = Path(__file__).resolve().parents[3]


def test_the_deferred_start_restores_the_session_progressively(qtbot, library, settings, make_window, monkeypatch):
    """A long session (here: slices too short for more than one book) comes back one slice per
    turn of the event loop, the book in view first, and the window is ready after the last."""
    from PySide6.QtCore import QTimer

    from spellforge.ui.window.main_window import MainWindow
    from spellforge.ui.translations import Translations

    first = make_window()
    ids = [first.new_book().doc.book_id for _ in range(3)]
    first.editors.setCurrentIndex(1)
    first.close()

    _one_book_per_slice(monkeypatch)
    turns = {"n": 0}  # one more at each turn of the event loop
    ticker = QTimer(interval=0)
    ticker.timeout.connect(lambda: turns.__setitem__("n", turns["n"] + 1))
    ticker.start()
    opened_at = []
    real_open = MainWindow._open_document

    def open_document(self, book_id, *args, **kwargs):
        opened_at.append(turns["n"])
        return real_open(self, book_id, *args, **kwargs)

    monkeypatch.setattr(MainWindow, "_open_document", open_document)
    window = MainWindow(library, settings, Translations(), defer_user_data=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.ready, timeout=HANG_MS)
    ticker.stop()
    assert _tab_ids(window) == ids and window.current_editor().doc.book_id == ids[1]
    assert list(window.docs)[0] == ids[1]  # the book the user sees came back first
    assert len(opened_at) == 3 and opened_at == sorted(set(opened_at)), opened_at  # never two in one turn


def test_the_first_frame_already_shows_the_last_session_when_nothing_must_be_written(qtbot, library, settings,
                                                                                     monkeypatch):
    """read_startup answers before the window is shown: the book in view is built and on screen in
    the first frame, the ones behind it wait for their tab; ready comes right after that frame."""
    from spellforge.ui.window import startup as window_startup
    from spellforge.ui.window import main_window
    # A clock that stands still: the three books fit one slice however loaded the machine is; and
    # the fallback for a window never painted is out of reach, so ready waits for the real paint.
    monkeypatch.setattr(window_startup, "_clock", lambda: 0.0)
    monkeypatch.setattr(main_window, "DEFER_FALLBACK_MS", HANG_MS)
    first = _deferred_window(qtbot, library, settings)
    qtbot.waitUntil(lambda: first.ready and first.store is not None, timeout=HANG_MS)
    ids = [first.new_book().doc.book_id for _ in range(3)]
    first.editors.setCurrentIndex(1)
    first.close()
    first.store.store.close()

    from spellforge.ui.window.main_window import MainWindow
    from spellforge.ui.translations import Translations

    window = MainWindow(library, settings, Translations(), defer_user_data=True)
    qtbot.addWidget(window)
    assert window.store is None and not window.ready  # nothing painted yet
    assert _tab_ids(window) == ids and window.current_editor().doc.book_id == ids[1]
    assert [window.docs[i]._built for i in ids] == [False, True, False]
    frames = []
    window.painted_signal.connect(lambda: frames.append(window.ready))
    window.show()
    qtbot.waitUntil(lambda: window.ready, timeout=HANG_MS)
    assert frames == [False]  # ready after the first frame, never before it
    qtbot.waitUntil(lambda: window.store is not None, timeout=HANG_MS)  # the worker, after ready
    window.close()


def _one_book_per_slice(monkeypatch) -> None:
    """Every look at the slices' clock finds the slice over: one book per turn of the event loop,
    on any machine."""
    import itertools

    from spellforge.ui.window import startup as window_startup
    ticks = itertools.count()
    monkeypatch.setattr(window_startup, "RESTORE_SLICE_S", 0.5)
    monkeypatch.setattr(window_startup, "_clock", lambda: float(next(ticks)))


def _tab_ids(window) -> list[int]:
    return [window.editors.widget(i).doc.book_id for i in range(window.editors.count())]


def _deferred_window(qtbot, library, settings):
    from spellforge.ui.window.main_window import MainWindow
    from spellforge.ui.translations import Translations

    window = MainWindow(library, settings, Translations(), defer_user_data=True)
    qtbot.addWidget(window)
    window.show()
    return window


def test_a_ready_window_needs_no_orm_when_nothing_must_be_written(qtbot, library, settings):
    """The second start reads names, the books list and the last session with plain sqlite3
    (user_overlay.read_startup); the UserStore opens in a worker after ready, and the open
    books then save through it."""
    from spellforge.library.user.names import set_user_name

    first = _deferred_window(qtbot, library, settings)
    qtbot.waitUntil(lambda: first.ready and first.store is not None, timeout=HANG_MS)  # follows the library
    ids = [first.new_book().doc.book_id for _ in range(3)]
    first.editors.setCurrentIndex(1)
    set_user_name(first.store.store, "fireball", "en", "Big Fire Ball")
    first.close()
    first.store.store.close()

    window = _deferred_window(qtbot, library, settings)
    try:
        qtbot.waitUntil(lambda: window.ready, timeout=HANG_MS)
        assert library.card("fireball").display_name("en") == "Big Fire Ball"  # read at start-up
        assert window.store is None  # ready before the UserStore opened
        assert _tab_ids(window) == ids and window.current_editor().doc.book_id == ids[1]
        assert window.books.list.count() == 3
        qtbot.waitUntil(lambda: window.store is not None, timeout=HANG_MS)
        assert all(e.doc.store is window.store for e in window.docs.values())
        editor = window.current_editor()
        editor.doc.change_qty("book", "fireball", 2)
        assert window.store.load(ids[1]).quantities() == {"fireball": 2}
        assert not editor.doc.unsaved
    finally:
        # The library is shared by the session's tests, and the UserStore opening in the worker
        # applies the user's names again: drop the name only once the window is gone.
        window.close()
        settle()
        library.drop_user_name("fireball", "en")


def test_an_edit_before_the_user_data_opened_waits_and_is_saved(qtbot, library, settings):
    first = _deferred_window(qtbot, library, settings)
    qtbot.waitUntil(lambda: first.ready and first.store is not None, timeout=HANG_MS)
    book_id = first.new_book().doc.book_id
    first.close()
    first.store.store.close()

    window = _deferred_window(qtbot, library, settings)
    window._became_ready = lambda: setattr(window, "ready", True)  # the worker never starts by itself
    qtbot.waitUntil(lambda: window.ready, timeout=HANG_MS)
    assert window.store is None
    editor = window.docs[book_id]
    editor.doc.change_qty("book", "dispel", 1)  # the save waits for the UserStore to open
    assert window.store is not None and not editor.doc.unsaved
    assert window.store.load(book_id).quantities() == {"dispel": 1}
    assert editor.doc.store is window.store


def test_a_rename_from_the_list_before_the_user_data_opened_waits_and_renames(qtbot, library, settings,
                                                                           monkeypatch):
    """The list is filled before the store opens (the fast start): Rename… in that moment met
    no store (AttributeError, found by bench/replay_issue42.py); it now opens the store first."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QInputDialog

    first = _deferred_window(qtbot, library, settings)
    qtbot.waitUntil(lambda: first.ready and first.store is not None, timeout=HANG_MS)
    book_id = first.new_book().doc.book_id
    first.close()
    first.store.store.close()

    window = _deferred_window(qtbot, library, settings)
    window._became_ready = lambda: setattr(window, "ready", True)  # the worker never starts by itself
    qtbot.waitUntil(lambda: window.ready, timeout=HANG_MS)
    assert window.store is None and window.books.list.count() >= 1
    lst = window.books.list
    lst.setCurrentRow(next(i for i in range(lst.count()) if lst.item(i).data(Qt.UserRole) == book_id))
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("Early", True)))
    window.books.rename()
    assert window.store is not None and window.store.load(book_id).name == "Early"
    assert window.docs[book_id].doc.book.name == "Early"


def test_a_quit_while_the_session_comes_back_keeps_the_stored_session(qtbot, library, settings, make_window,
                                                                     monkeypatch):
    from spellforge.ui.window.main_window import MainWindow
    from spellforge.ui.translations import Translations

    first = make_window()
    ids = [first.new_book().doc.book_id for _ in range(3)]
    first.close()
    _one_book_per_slice(monkeypatch)
    window = MainWindow(library, settings, Translations(), defer_user_data=True)
    qtbot.addWidget(window)
    restore = window._restore_progressively

    def restore_then_quit() -> None:
        restore()  # opens the first book, the next ones come on later turns
        window.close()

    window._restore_progressively = restore_then_quit
    window.show()
    qtbot.waitUntil(lambda: window.store is not None and not window.isVisible(), timeout=HANG_MS)
    settle()  # the restore's next slices, had it gone on, would have run by now
    assert len(window.docs) == 1  # the quit stopped the restore
    assert [int(i) for i in window.store.value("open_books")] == ids


def test_a_caller_that_needs_the_user_data_waits_for_the_worker(qtbot, library, settings):
    from spellforge.ui.window.main_window import MainWindow
    from spellforge.ui.translations import Translations

    window = MainWindow(library, settings, Translations(), defer_user_data=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.started, timeout=HANG_MS)
    editor = window.new_book()  # right away: finish_startup waits for the opening thread
    assert editor is not None and window.store.load(editor.doc.book_id) is not None


def test_another_game_shown_right_after_the_start_uses_the_windows_one_store(qtbot, library, settings):
    """Sword & Sorcery shown before the user data opened: the view was built while the opening
    worker still imported sqlalchemy, from two threads at once (an ImportError, "partially
    initialized module", in the replay of issue 42), and its store could have been a second
    handle on user.sqlite. The switch opens the window's store first and the view uses it."""
    from spellforge.ui.window.main_window import MainWindow
    from spellforge.ui.translations import Translations

    window = MainWindow(library, settings, Translations(), defer_user_data=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.started, timeout=HANG_MS)
    window.game_switcher.show_game("sword-sorcery")
    view = window.game_switcher.view("sword-sorcery")
    assert window.store is not None and view.user_store is window.store.store
    window.game_switcher.show_game("mage-wars")


def test_exit_when_ready_exits_zero(tmp_path):
    env = dict(os.environ, SPELLFORGE_DATA_DIR=str(tmp_path / "data"), SPELLFORGE_EXIT_WHEN_READY="1",
               QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"))
    run = subprocess.run([sys.executable, "-m", "spellforge"], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    assert "spellforge: ready" in run.stderr


def test_a_restored_session_builds_only_the_book_in_view_and_the_others_when_shown(qtbot, library, settings,
                                                                                  make_window):
    """The books behind other tabs come back as tabs (title, undo stack, save state) whose
    widgets are built the first time the tab is shown, with the book's cards and figures."""
    first = make_window()
    books = []
    for name, cards in (("One", {"fireball": 2}), ("Two", {"dispel": 1, "mana-crystal": 2}), ("Three", {})):
        editor = first.new_book()
        editor.doc.set_field("name", name)
        for card, n in cards.items():
            editor.doc.change_qty("book", card, n)
        books.append(editor.doc.book_id)
    first.editors.setCurrentIndex(0)
    first.close()

    window = _deferred_window(qtbot, library, settings)
    qtbot.waitUntil(lambda: window.ready, timeout=HANG_MS)
    assert _tab_ids(window) == books and window.current_editor().doc.book_id == books[0]
    assert [window.editors.tabText(i) for i in range(3)] == ["One", "Two", "Three"]
    assert [window.docs[b].built for b in books] == [True, False, False]
    two = window.docs[books[1]]
    window.set_card_language("ru")  # a change while hidden is there when it is built
    window.editors.setCurrentWidget(two)
    assert two.built and two.view.isVisible()
    assert sorted(two.model.card_ids()) == ["dispel", "mana-crystal"]
    assert two.count_label.text() and two.name_edit.text() == "Two"
    assert two.model.card_lang == "ru"
    two.doc.change_qty("book", "fireball", 1)  # edits and saves like any other
    assert window.store.load(books[1]).quantities()["fireball"] == 1
    window.set_card_language("en")


def test_a_book_restored_in_a_hidden_tab_fits_its_columns_when_shown(qtbot, window):
    """Tables of books restored behind another tab are measured when first shown."""
    from spellforge.domain import BookEntry, Spellbook
    from spellforge.ui.editor.book_model import COLUMNS

    window.finish_startup()
    hidden_id = window.store.create(Spellbook(name="Hidden", mage="Wizard",
                                              entries=[BookEntry("fireball", 2), BookEntry("mana-crystal", 1)]))
    shown = window.new_book()
    hidden = window._open_saved(hidden_id, make_current=False)  # as the session restore does
    assert window.current_editor() is shown and not hidden.view.isVisible()
    window.editors.setCurrentWidget(hidden)
    qtbot.waitUntil(lambda: hidden.view.isVisible(), timeout=HANG_MS)
    settle()
    header = hidden.view.horizontalHeader()
    for column in ("qty", "type", "cost"):
        col = COLUMNS.index(column)
        widest = max(hidden.view.sizeHintForIndex(hidden.model.index(r, col)).width() for r in range(hidden.model.rowCount()))
        assert widest <= header.sectionSize(col) <= max(widest + 2, header.sectionSizeHint(col), header.minimumSectionSize())


def test_pictures_and_search_indexes_come_after_ready_without_moving_the_card_text(qtbot, library, settings,
                                                                                 make_window):
    """What the first screen does not need waits for the ready frame: the picture provider (the
    card panel keeps the picture's place, so its text does not jump when it comes, and the open
    books get their hover preview) and the search's word indexes (a keystroke before them still
    finds cards)."""
    first = make_window()
    ids = [first.new_book().doc.book_id for _ in range(2)]
    first.close()

    window = _deferred_window(qtbot, library, settings)
    at_ready = {}

    def seen() -> None:
        at_ready.update(provider=window.provider, text_y=window.detail.text.geometry().y(),
                        names=window.browser.engine._names, hover=[e.hover for e in window.docs.values()])

    window.ready_signal.connect(seen)
    qtbot.waitUntil(lambda: bool(at_ready), timeout=HANG_MS)
    assert at_ready["provider"] is None and at_ready["hover"] == [None, None] and at_ready["names"] is None
    assert sorted(window.docs) == sorted(ids)
    qtbot.waitUntil(lambda: window.provider is not None and window.browser.engine._names is not None, timeout=HANG_MS)
    assert window.detail.image is not None and window.current_editor().hover is not None
    hidden = next(e for e in window.docs.values() if e is not window.current_editor())
    assert not hidden.built  # behind its tab: built when shown, with its hover preview then
    window.editors.setCurrentWidget(hidden)
    assert hidden.built and hidden.hover is not None
    settle()  # every layout request the switch posted has been handled
    assert window.detail.text.geometry().y() == at_ready["text_y"]
    window.browser.search.setText("fireball")
    assert "fireball" in window.browser.model.ids()[:3]


def test_a_keystroke_before_the_search_indexes_are_built_still_finds_cards(library):
    from spellforge.library.search.engine import SearchEngine

    engine = SearchEngine(library)
    assert engine.run("", "en").ids and engine._names is None  # the whole list needs no index
    assert engine.run("fierball", "en").ids[0] == "fireball"  # built on demand, typo and all
    assert engine._names is not None


def test_a_quit_while_the_user_data_opens_in_its_worker_waits_and_keeps_the_versions(qtbot, library, settings):
    """Closing right after ready, while the worker thread opens the UserStore (and imports the
    ORM), first waits for it: the main thread importing sqlalchemy at the same time met a
    partially initialised module, and the closing versions were lost."""
    from spellforge.library.user.versions import VersionStore

    first = _deferred_window(qtbot, library, settings)
    qtbot.waitUntil(lambda: first.ready and first.store is not None, timeout=HANG_MS)
    book_id = first.new_book().doc.book_id
    first.close()
    before = len(VersionStore(first.store.store).versions(book_id))
    first.store.store.close()

    window = _deferred_window(qtbot, library, settings)
    window._became_ready = lambda: setattr(window, "ready", True)  # the worker is started by hand
    qtbot.waitUntil(lambda: window.ready, timeout=HANG_MS)
    window._start_opening()  # running in its thread now
    doc = window.docs[book_id].doc
    doc.change_qty("book", "fireball", 1)  # the save waits for the store, then writes
    window.close()  # keep_version: the same
    assert window.store is not None and not doc.unsaved
    assert window.store.load(book_id).quantities() == {"fireball": 1}
    assert len(VersionStore(window.store.store).versions(book_id)) == before + 1


def test_a_book_that_cannot_open_at_start_is_reported_and_the_others_come_back(qtbot, library, settings,
                                                                               monkeypatch):
    import sys

    from spellforge.ui.window.main_window import MainWindow

    first = _deferred_window(qtbot, library, settings)
    qtbot.waitUntil(lambda: first.ready and first.store is not None, timeout=HANG_MS)
    ids = [first.new_book().doc.book_id for _ in range(3)]
    first.close()
    first.store.store.close()

    reported = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, error, tb: reported.append(str(error)))
    real_open = MainWindow._open_document

    def open_document(self, book_id, *args, **kwargs):
        if book_id == ids[1]:
            raise ValueError("this book is broken")
        return real_open(self, book_id, *args, **kwargs)

    monkeypatch.setattr(MainWindow, "_open_document", open_document)
    window = _deferred_window(qtbot, library, settings)
    qtbot.waitUntil(lambda: window.ready, timeout=HANG_MS)
    assert reported == ["this book is broken"]
    assert _tab_ids(window) == [ids[0], ids[2]]
    qtbot.waitUntil(lambda: window.store is not None, timeout=HANG_MS)
    window.close()
