"""spellforge.ui.widgets.viewports: a view whose viewport is made from Python (a faster start) must be the
same as one with Qt's own viewport: every widget attribute, drops, mouse tracking, focus and
background, once the view is set up as the editor's tables are."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QTableView

from spellforge.ui.widgets.viewports import own_viewport


def _table(qtbot, own: bool) -> QTableView:
    view = QTableView()
    qtbot.addWidget(view)
    if own:
        own_viewport(view)
    view.setSelectionBehavior(QAbstractItemView.SelectRows)
    view.setDragDropMode(QAbstractItemView.DragDrop)
    view.setAcceptDrops(True)
    view.setMouseTracking(True)
    view.resize(400, 300)
    view.show()
    qtbot.waitExposed(view)
    return view


def _facts(view: QTableView) -> dict:
    vp = view.viewport()
    attributes = set()
    for value in range(140):
        try:
            if vp.testAttribute(Qt.WidgetAttribute(value)):
                attributes.add(value)
        except ValueError:  # not an attribute number
            pass
    return {"name": vp.objectName(), "role": vp.backgroundRole(), "filled": vp.autoFillBackground(),
            "drops": vp.acceptDrops(), "tracking": vp.hasMouseTracking(), "focus proxy": vp.focusProxy() is view,
            "focus": vp.focusPolicy(), "attributes": attributes, "geometry": vp.geometry().getRect(),
            "background": vp.palette().color(vp.backgroundRole()).name(), "visible": vp.isVisible()}


def test_an_own_viewport_is_the_same_as_qts(qtbot):
    theirs, ours = _facts(_table(qtbot, own=False)), _facts(_table(qtbot, own=True))
    assert ours == theirs
    assert ours["drops"] and ours["tracking"] and ours["name"] == "qt_scrollarea_viewport"


def test_the_window_tables_have_their_own_viewport(make_window):
    """The card list and the open book's tables: none hands PySide a viewport Qt made."""
    import shiboken6

    window = make_window()
    editor = window.new_book()
    for view in (window.browser.view, editor.view, editor.cand_view):
        assert shiboken6.createdByPython(view.viewport())
        assert view.viewport().acceptDrops() == view.acceptDrops()
    assert not shiboken6.createdByPython(window.books.list.viewport())  # (the check can tell)
