"""Issue 28: a new user clicks everything. In English, Russian and Polish, on the tests' 1366×768
screen, every command of the menu bar is triggered (before and after a book is open) and every
push button of the start page, the editor, the import report, the collection dock and the
playtest window is clicked; the dialogs they open are dismissed. The test fails on an error
dialog, an exception in a slot, or a window larger than the screen."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractButton, QApplication, QDialog, QFileDialog, QInputDialog, QMenu, QMessageBox, QPushButton, QToolButton,
    QWidget,
)

from spellforge.ui.window.layout_report import settle


class Watch:
    """Error dialogs asked for, modal dialogs dismissed, windows that did not fit."""

    def __init__(self, monkeypatch, qtbot):
        self.qtbot = qtbot
        self.errors: list[str] = []
        self.dismissed: list[str] = []
        self.too_big: list[str] = []
        area = QGuiApplication.primaryScreen().availableGeometry()
        self.area = area

        def error(kind):
            def record(_parent, title, text, *a, **k):
                self.errors.append(f"{kind}: {title}: {text}")
                return QMessageBox.Ok
            return staticmethod(record)

        # An exception in a slot reaches sys.excepthook (the app's hook shows "Something went
        # wrong"): recorded, the test fails on it.
        monkeypatch.setattr(sys, "excepthook", lambda kind, value, _tb: self.errors.append(
            f"exception: {kind.__name__}: {value}"))
        monkeypatch.setattr(QMessageBox, "warning", error("warning"))
        monkeypatch.setattr(QMessageBox, "critical", error("critical"))
        monkeypatch.setattr(QMessageBox, "about", staticmethod(lambda *a, **k: None))
        monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.No))
        monkeypatch.setattr(QMessageBox, "information", staticmethod(lambda *a, **k: QMessageBox.Ok))

        def dismiss(dialog, *a, **k):
            self.check(dialog)
            self.dismissed.append(type(dialog).__name__)
            if isinstance(dialog, QMessageBox) and dialog.icon() == QMessageBox.Critical:
                self.errors.append(f"critical box: {dialog.text()}")
            return QDialog.Rejected

        monkeypatch.setattr(QDialog, "exec", dismiss)
        monkeypatch.setattr(QMessageBox, "exec", dismiss)
        for name in ("getOpenFileName", "getSaveFileName"):
            monkeypatch.setattr(QFileDialog, name, staticmethod(lambda *a, **k: ("", "")))
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a, **k: ""))
        monkeypatch.setattr(QInputDialog, "getItem", staticmethod(lambda *a, **k: ("", False)))
        monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("", False)))

    def check(self, window) -> None:
        """The window and its minimum size fit the screen."""
        hint = window.minimumSizeHint()
        frame = window.frameGeometry() if window.isVisible() else window.geometry()
        if max(frame.width(), hint.width(), window.minimumWidth()) > self.area.width() \
                or max(frame.height(), hint.height(), window.minimumHeight()) > self.area.height():
            self.too_big.append(f"{window.objectName() or type(window).__name__}: {frame.width()}×{frame.height()}, "
                                f"minimum {hint.width()}×{hint.height()}")

    def after(self, windows_before: set, keep: set) -> list[QWidget]:
        """Check every visible top-level window; close those the click opened (not `keep`)."""
        settle(QApplication.instance())
        opened = []
        for w in QApplication.topLevelWidgets():
            if not w.isVisible() or isinstance(w, QMenu):
                continue
            self.check(w)
            if w not in windows_before and w not in keep:
                opened.append(w)
        return opened


def _menu_actions(menu: QMenu):
    for action in menu.actions():
        if action.isSeparator():
            continue
        if action.menu() is not None:
            action.menu().aboutToShow.emit()  # (Recent files fills itself when shown)
            yield from _menu_actions(action.menu())
        else:
            yield action


def _trigger_menus(window, watch: Watch) -> None:
    keep = {window}
    quit_action = window.commands["quit"]
    for top in window.menuBar().actions():
        if top.menu() is None:
            continue
        for action in list(_menu_actions(top.menu())):
            if action is quit_action or not action.isEnabled() or not action.isVisible():
                continue
            before = set(QApplication.topLevelWidgets())
            action.trigger()
            _wait_for_workers(window, watch)
            for w in watch.after(before, keep):
                _close(w)
            watch.check(window)


def _wait_for_workers(window, watch) -> None:
    """Threads started by a click (a playtest batch, a compare) end before the next click: the
    test waits for that event (HANG_MS only ends a hang)."""
    from spellforge.ui.widgets.sim_runner import SimRunner
    from tests.patience import HANG_MS

    runners = window.findChildren(SimRunner) + [r for w in QApplication.topLevelWidgets()
                                                for r in w.findChildren(SimRunner)]
    for runner in runners:
        if runner.busy:
            watch.qtbot.waitUntil(lambda r=runner: not r.busy, timeout=HANG_MS)


def _close(widget) -> None:
    if isinstance(widget, QDialog):
        widget.reject()
    widget.close()
    settle(QApplication.instance(), 2)


def _click_buttons(container, window, watch: Watch, skip=(), reset=None) -> int:
    """Click every visible, enabled push or tool button of `container` (found again after each
    click: a click may rebuild them); `reset()` after each click brings the screen back."""
    clicked = set()
    count = 0
    while True:
        buttons = [b for b in container.findChildren(QAbstractButton)
                   if isinstance(b, (QPushButton, QToolButton)) and b.isVisible() and b.isEnabled()
                   and id(b) not in clicked and b not in skip and not b.text().startswith(("×",))]
        if not buttons:
            return count
        button = buttons[0]
        clicked.add(id(button))
        before = set(QApplication.topLevelWidgets())
        button.click()
        count += 1
        _wait_for_workers(window, watch)
        for w in watch.after(before, {window, container.window()}):
            _close(w)
        if reset is not None:
            reset()


# ru in the suite (the players' language of the brief); en and pl slow-marked, run by .ci/run (the suite's 5 minutes)
@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.slow), "ru", pytest.param("pl", marks=pytest.mark.slow)])
def test_every_menu_command_and_button_works_and_fits(make_window, library, monkeypatch, qtbot, lang):
    from spellforge.formats.templates import list_templates, load_template
    from spellforge.ui.books.import_dialog import ImportReportDialog
    from spellforge.ui.playtest.window import PlaytestWindow

    watch = Watch(monkeypatch, qtbot)
    window = make_window(lang)
    window.set_card_language(lang)
    settle(QApplication.instance())
    watch.check(window)

    def close_books():
        for index in reversed(range(window.editors.count())):
            window.close_book_at(index)
        settle(QApplication.instance())

    # the start page: each of its buttons (back to it after each), then every command with no book open
    assert _click_buttons(window.placeholder, window, watch, reset=close_books) == 2
    _trigger_menus(window, watch)

    # a book open: the editor's buttons and every command again
    wizard = next(t for t in list_templates() if t.id == "official-wizard")
    close_books()
    editor = window.new_book(load_template(wizard, library))
    editor.select_card("dispel")
    settle(QApplication.instance())
    _click_buttons(editor, window, watch)
    _trigger_menus(window, watch)

    # the import report of a pasted list with a line to fix
    editor = window.current_editor() or window.new_book(load_template(wizard, library))
    from spellforge.formats import read_spellbook_text

    result = read_spellbook_text("Mage: Wizard\n2 Fireball\n3 Qwzxv Frobnicator\n", library, source_name="x.txt")
    dialog = ImportReportDialog(result, library, lang, window)
    dialog.show()
    watch.check(dialog)
    ok = dialog.buttons.buttons()
    _click_buttons(dialog, window, watch, skip=ok)
    dialog.close()

    # the collection dock
    collection = window.show_collection()
    settle(QApplication.instance())
    watch.check(window)
    for tab in range(collection.tabs.count()):
        collection.tabs.setCurrentIndex(tab)
        _click_buttons(collection, window, watch)

    # the playtest window: a few games, not the default thousand
    editor = window.current_editor() or window.new_book(load_template(wizard, library))
    playtest = PlaytestWindow(library, editor.doc.book, parent=window, store=editor.doc.store,
                              book_id=editor.doc.book_id)
    playtest.show()
    playtest.games_spin.setValue(4)
    playtest.compare_tab.games_spin.setValue(4)
    for tab in range(playtest.tabs.count()):
        playtest.tabs.setCurrentIndex(tab)
        _click_buttons(playtest, window, watch, skip=[playtest.cancel_button, playtest.compare_tab.cancel_button])
    watch.check(playtest)
    playtest.close()

    assert not watch.errors, watch.errors
    assert not watch.too_big, watch.too_big
    assert "TemplateDialog" in watch.dismissed  # the start page's and the File menu's template picker opened
