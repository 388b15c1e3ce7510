"""The books list with 2,000 saved books, through the window (offscreen).

1. one edit (a card added to the open book: the undo command, the save with its revision check,
   the books list's update) with 2,000 saved books, against the same edit with an empty store
   in the same run (target <= 20 ms);
2. a books-filter keystroke (set the filter text, run the event loop until the list has painted)
   with 2,000 books (target <= 16 ms); baseline: the same keystroke with 10 books.

    python bench/bench_books.py [--runs 30] [--json]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _figures import ROOT, emit, median, row, spread, wants_json  # noqa: E402

sys.path.insert(0, str(ROOT))
BOOKS = 2000
CARDS = ("fireball", "dispel", "mana-crystal", "lightning-bolt", "force-push", "teleport")


def fill(store, n: int) -> None:
    from spellforge.domain import BookEntry, Spellbook
    from spellforge.library.user.books import UserBook, book_to_json

    now = time.time()
    with store.store.session() as s:  # one transaction: setting up, not what is measured
        for i in range(n):
            book = Spellbook(name=f"Book {i:04d}", mage=("Wizard", "Warlock", "Priestess", "Beastmaster")[i % 4],
                             tags=[f"tag{i % 7}"], entries=[BookEntry(c, 2) for c in CARDS] * 5)
            s.add(UserBook(name=book.name, mage=book.mage, tags="\n".join(book.tags), data=book_to_json(book),
                           created=now - i, modified=now - i))


def measure(lib, data_dir: Path, n: int, runs: int) -> tuple[list[float], list[float]]:
    from PySide6.QtCore import QEvent, QEventLoop, QObject
    from PySide6.QtWidgets import QApplication

    from spellforge import paths
    from spellforge.domain import Spellbook
    from spellforge.library.user.books import BookStore
    from spellforge.library.user.store import UserStore
    from spellforge.ui.window.main_window import MainWindow

    data_dir.mkdir()
    paths.set_data_dir(str(data_dir))
    store = BookStore(UserStore(data_dir / "user.sqlite"))
    fill(store, n)
    book_id = store.create(Spellbook(name="Edited", mage="Wizard"))
    window = MainWindow(lib, store=store)
    window.resize(1366, 768)
    window.show()
    window.books_dock.raise_()
    app = QApplication.instance()
    for _ in range(20):
        app.processEvents()
    editor = window.open_book(book_id)
    for _ in range(10):
        app.processEvents()
    edits = []
    for i in range(runs):
        card = CARDS[i % len(CARDS)]
        t = time.perf_counter()
        window.add_card(card)
        app.processEvents(QEventLoop.ExcludeUserInputEvents)
        edits.append(time.perf_counter() - t)
    assert editor.doc.qty("book", CARDS[0]) > 0
    painted = {"yes": False}

    class Painted(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Paint:
                painted["yes"] = True
            return False

    probe = Painted()
    window.books.list.viewport().installEventFilter(probe)
    keys = []
    for text in ["b", "bo", "boo", "book", "book 1", "book 12", "book 1", "book", "tag3", "", "zzz", ""] * max(1, runs // 12):
        for _ in range(3):
            app.processEvents()
        painted["yes"] = False
        before = dict(window.books._hidden)
        t = time.perf_counter()
        window.books.filter_edit.setText(text)
        app.processEvents(QEventLoop.AllEvents)
        if window.books._hidden != before:  # else the same rows stay: nothing to repaint
            while not painted["yes"] and time.perf_counter() - t < 2:
                app.processEvents(QEventLoop.AllEvents)
        keys.append(time.perf_counter() - t)
    window.close()
    window.deleteLater()
    store.store.close()
    return edits, keys


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=36)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from spellforge.library import Library
    from spellforge.ui.app import configure_application

    configure_application(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        lib = Library.build_and_open(Path(tmp))
        empty_edits, few_keys = measure(lib, Path(tmp) / "few", 10, args.runs)
        edits, keys = measure(lib, Path(tmp) / "many", BOOKS, args.runs)
    ms = 1000
    rows = [
        row(f"one edit, {BOOKS} saved books", median(edits) * ms, median(empty_edits) * ms, "<= 20 ms",
            median(edits) * ms <= 20, "ms", f"{spread([e * ms for e in edits])}; 10 books {spread([e * ms for e in empty_edits])}"),
        row(f"books filter keystroke, {BOOKS} books", median(keys) * ms, median(few_keys) * ms, "<= 16 ms",
            median(keys) * ms <= 16, "ms", f"{spread([k * ms for k in keys])}; worst {max(keys) * ms:.1f} ms"),
    ]
    emit(rows, wants_json())
    return 0


if __name__ == "__main__":
    sys.exit(main())
