"""Issue 42, critical: nothing in the window's process may open() and close() user.sqlite while its
SQLite connection is open. Closing any descriptor of the file drops every POSIX lock the process
holds on it; the next `spellforge` command then sees no other user, checkpoints and deletes -wal
and -shm, and every later save of the window goes into deleted files.

Real processes: the window runs here, `spellforge books list` runs in a second process after each
trigger, and a third process reads the file after each save while the window still runs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from spellforge.library.user.store import shared_store

ROOT = Path(__file__).resolve().parents[3]

READ_NOTES = ("import json, sqlite3, sys\n"
              "con = sqlite3.connect(f'file:{sys.argv[1]}?mode=ro', uri=True)\n"
              "row = con.execute('SELECT data FROM user_book WHERE id = ?', (int(sys.argv[2]),)).fetchone()\n"
              "print(json.loads(row[0]).get('notes', ''))\n")


def _spellforge(data_dir: Path, *argv: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, SPELLFORGE_DATA_DIR=str(data_dir))
    return subprocess.run([sys.executable, "-m", "spellforge", *argv], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)


def notes_seen_elsewhere(path: Path, book_id: int) -> str:
    """The book's notes as another process reads them from the file."""
    done = subprocess.run([sys.executable, "-c", READ_NOTES, str(path), str(book_id)], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def _check_and_repair(window, qtbot):
    dialog = window.check_and_repair()
    dialog.refresh()  # the health check reads the file's header
    dialog.close()


def _game_view(game_id):
    def show(window, qtbot):
        window.game_switcher.show_game(game_id)
        qtbot.waitUntil(lambda: window.game_switcher.current == game_id)
        view = window.game_switcher.view(game_id)
        if game_id == "sword-sorcery":
            view.campaigns.names()  # the view's store is used
        window.game_switcher.show_game("mage-wars")
    return show


def _second_opening(window, qtbot):
    from spellforge.ui.window.user_data_open import open_user_data

    opened = open_user_data(window.lib, False)  # what a second UserDataOpening does
    assert opened.error is None


def _import_the_database(window, qtbot):
    from spellforge.fileio import FileRefused, read_limited

    with pytest.raises(FileRefused, match="own data file"):
        read_limited(window.store.store.path, 10 ** 7)  # e.g. File ▸ Import… of user.sqlite


TRIGGERS = {"check and repair": _check_and_repair, "Sword & Sorcery": _game_view("sword-sorcery"),
            "Mage Knight": _game_view("mage-knight"), "second opening": _second_opening,
            "import the database": _import_the_database}


@pytest.mark.parametrize("trigger", list(TRIGGERS))
def test_every_save_after_a_trigger_and_another_command_is_in_the_file(window, qtbot, _user_data_dir, trigger):
    editor = window.new_book()
    doc = editor.doc
    path = window.store.store.path
    assert shared_store() is window.store.store  # one store of user.sqlite in the process
    doc.set_field("notes", "before")
    assert not doc.unsaved and notes_seen_elsewhere(path, doc.book_id) == "before"
    TRIGGERS[trigger](window, qtbot)
    # One round shows the loss: with the locks dropped, this command checkpoints and deletes -wal
    # and -shm, and the very next save goes into the deleted files (the other process reads "before").
    listed = _spellforge(_user_data_dir, "books", "list")
    assert listed.returncode == 0, listed.stderr
    for n in range(2):  # the save after the command, and one more on the same connection
        doc.set_field("notes", f"save {n} after {trigger}")
        assert not doc.unsaved and window.save_label.text() == "Saved"
        assert notes_seen_elsewhere(path, doc.book_id) == f"save {n} after {trigger}"
    assert Path(str(path) + "-wal").exists()  # the window's connection still has its WAL


def test_the_window_exports_nothing_into_the_data_folder(window, _user_data_dir):
    """Issue 42: File ▸ Export… and Print to PDF… refuse a file in the data folder, the live
    user.sqlite above all (an export there replaced it)."""
    editor = window.new_book()
    editor.doc.set_field("notes", "kept")
    user = window.store.store.path
    size = user.stat().st_size  # (never read with open() here: this process holds the store)
    for target, fmt in ((user, "o8d"), (_user_data_dir / "book.o8d", "o8d"), (_user_data_dir / "book.json", "json")):
        assert not window.export_to(str(target), fmt)
    assert not window.export_pdf_to(str(_user_data_dir / "book.pdf"), proxies=False)
    assert not any((_user_data_dir / n).exists() for n in ("book.o8d", "book.json", "book.pdf"))
    assert user.stat().st_size == size
    assert notes_seen_elsewhere(user, editor.doc.book_id) == "kept"
    assert window.export_to(str(_user_data_dir.parent / "book.o8d"), "o8d")  # beside it: fine
