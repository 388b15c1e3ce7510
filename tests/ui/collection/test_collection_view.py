"""The collection view offscreen: edit product and card counts through the tables, undo and redo
them, see the assembled books' conflicts; a screenshot for the docs."""

from __future__ import annotations


from PySide6.QtCore import Qt

from spellforge.library.user.collection import UserCollection
from spellforge.ui.collection.models import CardsModel, ProductsModel
from spellforge.ui.collection.view import CollectionView
from tests.patience import settle



def _edit(view, table, key: str, column: int, value: int) -> None:
    """Type a value into a table cell through the proxy, as the spin box delegate would."""
    proxy = table.model()
    source = proxy.sourceModel()
    keys = source.codes if isinstance(source, ProductsModel) else source.ids
    index = proxy.mapFromSource(source.index(keys.index(key), column))
    assert proxy.flags(index) & Qt.ItemIsEditable
    assert proxy.setData(index, value, Qt.EditRole)


def test_edit_counts_undo_redo_and_screenshot(qtbot, library, tmp_path):
    user = UserCollection()
    view = CollectionView(library, user)
    qtbot.addWidget(view)
    view.resize(900, 560)
    view.show()
    changes = []
    view.collection_changed.connect(lambda: changes.append(1))

    _edit(view, view.products_view, "core", ProductsModel.COUNT, 2)
    assert user.products() == {"core": 2}
    assert view.cards_model.owned("dispel") == 10  # products.csv: dispel,core,5 × 2 boxes

    view.search.setText("Dispel")
    view.refresh_cards()
    assert view.cards_model.ids[0] == "dispel"
    _edit(view, view.cards_view, "dispel", CardsModel.OWNED, 7)  # three copies lost
    assert user.adjustments() == {"dispel": -3} and view.cards_model.owned("dispel") == 7
    _edit(view, view.cards_view, "dispel", CardsModel.ADJUST, -20)  # cannot lose more than owned
    assert user.adjustments() == {"dispel": -10} and view.cards_model.owned("dispel") == 0

    view.undo_stack.undo()
    assert user.adjustments() == {"dispel": -3}
    view.undo_stack.undo()
    view.undo_stack.undo()
    assert user.products() == {} and user.adjustments() == {}
    assert view.cards_model.owned("dispel") == 0
    view.undo_stack.redo()
    assert user.products() == {"core": 2}
    assert len(changes) == 3 + 3 + 1  # three edits, three undos, one redo

    view.owned_only.setChecked(True)
    view.search.setText("")
    view.refresh_cards()
    assert len(view.cards_model.ids) == 174  # every Core Set card (174 rows in products.csv)

    # two assembled books share Dispel: 10 owned, 6 + 5 needed
    user.mark_assembled("Beastmaster", {"dispel": 6, "heal": 1})
    user.mark_assembled("Priestess", {"dispel": 5})
    view.reload()
    view.tabs.setCurrentIndex(2)
    tree = view.books_tree
    texts = [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]
    assert texts[0] == "Beastmaster" and texts[1].startswith("Priestess") and texts[2] == "Conflicts"
    assert tree.topLevelItem(2).child(0).text(0) == "Dispel: 10 owned, 11 needed by Beastmaster (6), Priestess (5)"
    assert view.grab().save(str(tmp_path / "collection-assembled.png"))  # docs: scripts/screenshots.py
    view.take_apart_book("Priestess")
    assert list(user.assembled()) == ["Beastmaster"]
    view.undo_stack.undo()
    assert list(user.assembled()) == ["Beastmaster", "Priestess"]

    view.tabs.setCurrentIndex(1)
    view.owned_only.setChecked(False)
    view.search.setText("s:water")
    view.refresh_cards()
    assert view.cards_model.ids and not view.search_error.isVisible()
    view.search.setText("l<=")  # a broken query: message shown, table kept
    view.refresh_cards()
    assert view.search_error.isVisible()
    view.search.setText("")
    view.refresh_cards()
    _edit(view, view.cards_view, "acid-ball", CardsModel.ADJUST, 2)  # two singles from a friend
    assert view.undo_button.isEnabled() and view.undo_button.toolTip() == "Undo: Change the copies of Acid Ball"
    view.owned_only.setChecked(True)
    assert view.cards_model.ids[:2] == ["acid-ball", "adramelech-lord-of-fire"]
    settle()
    assert view.grab().save(str(tmp_path / "collection.png"))


def test_russian_names_and_shared_undo_stack(qtbot, library):
    from PySide6.QtGui import QUndoStack

    stack = QUndoStack()
    view = CollectionView(library, UserCollection(), undo_stack=stack, lang="ru")
    qtbot.addWidget(view)
    assert view.products_model.data(view.products_model.index(0, 0)) == "Базовый набор"
    view.set_product("core", 1)
    assert stack.count() == 1 and stack.undoText().startswith("Set Базовый набор")


def test_assemble_command_for_the_editor(qtbot, library):
    from PySide6.QtGui import QUndoStack

    from spellforge.ui.collection.view import AssembleCommand

    user = UserCollection()
    view = CollectionView(library, user)
    qtbot.addWidget(view)
    stack = QUndoStack()
    stack.push(AssembleCommand(user, "Wizard", {"teleport": 2}, "w.o8d", "Wizard", on_change=view.reload))
    stack.push(AssembleCommand(user, "Wizard", {"teleport": 1}, on_change=view.reload))
    assert user.assembled() == {"Wizard": {"teleport": 1}}
    stack.undo()
    assert user.assembled() == {"Wizard": {"teleport": 2}}
    stack.undo()
    assert user.assembled() == {} and view.books_tree.topLevelItemCount() == 1  # the hint line


def test_search_errors_in_the_window_language(qtbot, library):
    """Issue 15: the collection's filter explains a bad query in ru/pl like the card browser does."""
    from spellforge.ui.translations import Translations

    tr = Translations()
    view = CollectionView(library, UserCollection(), lang="ru")
    qtbot.addWidget(view)
    view.tabs.setCurrentIndex(1)
    view.owned_only.setChecked(False)
    try:
        for lang, word in (("ru", "нужно значение"), ("pl", "potrzebna wartość"), ("en", "needs a value")):
            assert tr.install(lang)
            view.search.setText("l<=")  # a comparison without its value
            view.refresh_cards()
            shown = view.search_error.text()
            assert not view.search_error.isHidden() and "l<=" in shown and word in shown, (lang, shown)
            assert view.cards_model.ids  # the bad part is ignored, the list stays
    finally:
        tr.install("en")


def test_limits_hold_in_the_window_and_an_import_over_them_changes_nothing(qtbot, library, tmp_path):
    """Issue 29 F9 in the window: what the window stores, an export can always read back."""
    from spellforge.ui.collection.import_csv import import_collection_file

    user = UserCollection()
    view = CollectionView(library, user)
    qtbot.addWidget(view)
    _edit(view, view.products_view, "core", ProductsModel.COUNT, 500)
    assert user.products() == {"core": 99}
    _edit(view, view.products_view, "core", ProductsModel.COUNT, 2)
    view.search.setText("Dispel")
    view.refresh_cards()
    _edit(view, view.cards_view, "dispel", CardsModel.OWNED, 1_000_000)
    assert view.cards_model.owned("dispel") == 9_999
    before = (user.products(), user.adjustments())
    more = tmp_path / "more.csv"
    more.write_text("product,card,code,count\ncore,,,98\n", encoding="utf-8")  # 98 boxes: Dispel passes 9,999
    report = import_collection_file(view, str(more))
    assert "limit" in report and (user.products(), user.adjustments()) == before
