"""Issue 42: the window's writers of the collection and of card names check what the window showed.
A real `spellforge` process changes the same count, assembled book or name between the window's
read and its write; the window's write is refused, said in the window, the command's change stays
in the file, and the window shows it. (Store-level checks: tests/library/test_stale_writers.py.)"""

from __future__ import annotations

import pytest

from spellforge.domain.spellbook import Spellbook
from spellforge.library.user.collection import UserCollection
from spellforge.library.user.names import load_user_names
from spellforge.library.user.store import UserStore
from tests.ui.window.test_one_handle import _spellforge

pytestmark = pytest.mark.slow  # real `spellforge` processes beside the window


def _in_file(data_dir) -> UserCollection:
    return UserCollection(UserStore(data_dir / "user.sqlite"))


def test_a_count_a_command_changed_is_not_overwritten_by_the_window(window, _user_data_dir):
    view = window.show_collection()
    assert view.collection.products.get("core", 0) == 0  # what the window shows
    added = _spellforge(_user_data_dir, "collection", "add", "core", "2")
    assert added.returncode == 0, added.stderr
    view.set_product("core", 1)  # typed over the 0 shown
    assert "changed elsewhere" in view.message.text() and view.message.isVisibleTo(view)
    assert _in_file(_user_data_dir).products() == {"core": 2}
    assert view.collection.products == {"core": 2} and view.undo_stack.count() == 0
    view.set_product("core", 3)  # from what it now shows: written
    assert _in_file(_user_data_dir).products() == {"core": 3} and view.message.text() == ""
    assert _spellforge(_user_data_dir, "collection", "remove", "core", "1").returncode == 0
    view.undo_stack.undo()  # undo 2 -> 3 while the file says 2: refused, nothing written
    assert _in_file(_user_data_dir).products() == {"core": 2} and "changed elsewhere" in view.message.text()


def test_an_assembled_book_a_command_changed_is_not_taken_apart_by_the_window(window, _user_data_dir, tmp_path):
    editor = window.new_book()
    editor.doc.set_field("name", "Wolves")
    editor.doc.add_many([("dispel", 2)])
    window.mark_assembled()
    assert _in_file(_user_data_dir).assembled() == {"Wolves": {"dispel": 2}}
    book = tmp_path / "wolves.txt"
    book.write_text("Wolves\n1 Dispel\n1 Fireball\n", encoding="utf-8")
    again = _spellforge(_user_data_dir, "collection", "assemble", str(book), "--name", "Wolves")
    assert again.returncode == 0, again.stderr
    editor.doc.undo_stack.undo()  # the window's undo of its own assembly: the command's stays
    assert _in_file(_user_data_dir).assembled() == {"Wolves": {"dispel": 1, "fireball": 1}}
    assert "changed elsewhere" in window.statusBar().currentMessage()


def test_a_card_name_a_command_set_is_not_overwritten_by_the_window(window, _user_data_dir):
    stored = _spellforge(_user_data_dir, "translations", "set", "dispel", "ru", "Развеять")
    assert stored.returncode == 0, stored.stderr
    window.set_card_name("dispel", "ru", "Снятие чар")  # the window still showed the shipped name
    assert load_user_names(UserStore(_user_data_dir / "user.sqlite"))[("dispel", "ru")][0] == "Развеять"
    assert "changed elsewhere" in window.statusBar().currentMessage()
    assert window.lib.card("dispel").names["ru"] == "Развеять"  # the window shows the stored name now
    assert window.library_stack.count() == 0
    window.set_card_name("dispel", "ru", "Снятие чар")  # from what it now shows: written
    assert load_user_names(UserStore(_user_data_dir / "user.sqlite"))[("dispel", "ru")][0] == "Снятие чар"


def test_mage_knight_boxes_a_command_changed_are_not_undone_by_the_window(window, _user_data_dir):
    from spellforge.library.user.game_collection import GameCollection

    window.game_switcher.show_game("mage-knight")
    tab = window.game_switcher.view("mage-knight").collection
    assert tab.owned() == []
    added = _spellforge(_user_data_dir, "mk", "collection", "--add", "lost_legion")
    assert added.returncode == 0, added.stderr
    tab.boxes["base"].setChecked(True)  # the window's save of all its ticks would drop the command's box
    stored = GameCollection("mage-knight", UserStore(_user_data_dir / "user.sqlite"))
    assert stored.products() == {"lost_legion"} and tab.owned() == ["lost_legion"]
    assert "changed elsewhere" in tab.summary.text()
    tab.boxes["base"].setChecked(True)  # from what it now shows: written
    assert stored.products() == {"base", "lost_legion"}


def _rename_racing(window, monkeypatch, book_id: int, name: str, *command: str) -> None:
    """The player picks the book in the Spellbooks list and chooses Rename…; while the dialog is
    open, a real `spellforge` command changes the book; then the player types `name`, OK."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QInputDialog

    data_dir = window.store.store.path.parent

    def typed_while_the_command_ran(*_a, **_k):
        done = _spellforge(data_dir, *command)
        assert done.returncode == 0, done.stderr
        return name, True

    window.books.reload()
    lst = window.books.list
    lst.setCurrentRow(next(i for i in range(lst.count()) if lst.item(i).data(Qt.UserRole) == book_id))
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(typed_while_the_command_ran))
    window.books.rename()


def test_a_rename_in_the_window_never_undoes_a_commands_rename_or_delete(window, _user_data_dir, tmp_path,
                                                                        monkeypatch):
    from spellforge.library.user.books import BookStore

    in_file = BookStore(UserStore(_user_data_dir / "user.sqlite"))
    editor = window.new_book()
    editor.doc.set_field("name", "Wolves")
    editor.doc.add_many([("dispel", 2)])
    book_id = editor.doc.book_id
    pack = tmp_path / "pack.txt"
    pack.write_text("Pack\n1 Fireball\n", encoding="utf-8")
    _rename_racing(window, monkeypatch, book_id, "Hounds", "books", "save", str(pack), "--into", str(book_id),
                   "--name", "Pack")
    stored = in_file.load(book_id)
    assert stored.name == "Pack" and stored.quantities() == {"fireball": 1}  # the command's book stays
    said = window.statusBar().currentMessage()
    assert "'Pack' was changed elsewhere" in said and "not renamed to 'Hounds'" in said
    assert "Hounds" not in [window.books.list.item(i).text().split("\n")[0] for i in range(window.books.list.count())]

    other = in_file.create(Spellbook(name="Crows", notes="kept by the command's delete"))
    _rename_racing(window, monkeypatch, other, "Ravens", "books", "delete", str(other))
    assert in_file.load(other) is None  # deleted stays deleted: the rename did not revive or rename it
    assert "'Crows' was deleted elsewhere" in window.statusBar().currentMessage()
