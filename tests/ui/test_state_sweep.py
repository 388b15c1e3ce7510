"""Issue 46 part 3: every enabled control does something, in every state. For each screen in a
few states — no book, the Wizard book open as the only saved book, a version selected or none, a
second saved book, Sword & Sorcery with a hero and no item selected, each tab of Mage Knight — every
enabled push or tool button is clicked with the mouse (a Qt mouse event, so a slot that takes
`clicked`'s `checked` as its argument is caught too) and every enabled menu command is chosen
from its menu with the keyboard; the test fails on a control after which nothing observable
happened: no dialog, no window, no message, no model change, no text, no status line, no undo step.

Dialogs are answered at once (Cancel) and count as something happening."""

from __future__ import annotations

import sys

import pytest
import shiboken6
from PySide6.QtCore import QAbstractItemModel, QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QAbstractSpinBox, QApplication, QCheckBox, QComboBox, QDialog, QFileDialog,
    QInputDialog, QLabel, QLineEdit, QMenu, QMessageBox, QPlainTextEdit, QPushButton, QRadioButton, QTabWidget,
    QTextEdit, QToolButton,
)

from spellforge.games import MAGE_WARS
from spellforge.ui.window.layout_report import settle


class Observer(QObject):
    """Counts what a click can do that a player sees."""

    def __init__(self, monkeypatch):
        super().__init__()
        self.events = 0
        self.errors: list[str] = []
        self.watched: set[int] = set()

        def seen(*_a, **_k):
            self.events += 1

        def answer(value):
            def record(*_a, **_k):
                self.events += 1
                return value
            return staticmethod(record)

        monkeypatch.setattr(sys, "excepthook", lambda kind, value, _tb: self.errors.append(f"{kind.__name__}: {value}"))
        for name in ("warning", "critical", "information"):
            monkeypatch.setattr(QMessageBox, name, answer(QMessageBox.Ok))
        monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.No))
        monkeypatch.setattr(QMessageBox, "about", answer(None))

        def dismiss(dialog, *a, **k):
            self.events += 1
            return QDialog.Rejected

        monkeypatch.setattr(QDialog, "exec", dismiss)
        monkeypatch.setattr(QMessageBox, "exec", dismiss)
        monkeypatch.setattr(QMenu, "exec", lambda *a, **k: (seen(), None)[1])
        for name in ("getOpenFileName", "getSaveFileName"):
            monkeypatch.setattr(QFileDialog, name, answer(("", "")))
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", answer(""))
        for name in ("getItem", "getText"):
            monkeypatch.setattr(QInputDialog, name, answer(("", False)))
        monkeypatch.setattr(QInputDialog, "getInt", answer((0, False)))

    def watch_models(self, root) -> None:
        """Any change of a model under `root` counts (rows, data, a reset, a new order)."""
        for model in root.findChildren(QAbstractItemModel):
            if id(model) in self.watched:
                continue
            self.watched.add(id(model))
            for signal in (model.dataChanged, model.rowsInserted, model.rowsRemoved, model.modelReset,
                           model.layoutChanged, model.headerDataChanged):
                signal.connect(self._changed)

    def _changed(self, *_a) -> None:
        self.events += 1


def _tops() -> list:
    """The top-level widgets still alive (a tooltip's label or a closed dialog may be gone)."""
    return [w for w in QApplication.topLevelWidgets() if shiboken6.isValid(w)]


def fingerprint(window) -> tuple:
    """What a player can read or see change on the screen without a model: texts, states,
    the windows and the clipboard."""
    app = QApplication.instance()
    tops = tuple(sorted(id(w) for w in _tops() if w.isVisible() and not isinstance(w, QMenu)))
    focus = window.focusWidget()
    parts: list = [window.windowTitle(), window.statusBar().currentMessage(), tops,
                   QGuiApplication.clipboard().text(), id(focus) if focus is not None else None]
    for top in [w for w in _tops() if w.isVisible() and not isinstance(w, QMenu)]:
        for w in top.findChildren(QLabel):
            parts.append((w.isVisible(), w.text()))
        for w in top.findChildren(QLineEdit):
            parts.append(w.text())
        for kind in (QPlainTextEdit, QTextEdit):
            for w in top.findChildren(kind):
                parts.append(w.toPlainText())
        for w in top.findChildren(QAbstractButton):
            parts.append((w.isVisible(), w.isEnabled(), w.isChecked(), w.text()))
        for w in top.findChildren(QComboBox):
            parts.append((w.currentIndex(), w.count()))
        for w in top.findChildren(QAbstractSpinBox):
            parts.append(w.text())
        for w in top.findChildren(QTabWidget):
            parts.append(w.currentIndex())
        for w in top.findChildren(QAbstractItemView):
            parts.append((w.isVisible(), tuple(i.row() for i in w.selectionModel().selectedIndexes())
                          if w.selectionModel() else ()))
    undo = getattr(window, "undo_group", None)
    if undo is not None and undo.activeStack() is not None:
        parts.append((id(undo.activeStack()), undo.activeStack().index()))
    return tuple(parts)


def _wait_for_workers(qtbot) -> None:
    from spellforge.ui.widgets.sim_runner import SimRunner
    from tests.patience import HANG_MS

    runners = [r for top in _tops() for r in top.findChildren(SimRunner)]
    for runner in runners:  # (waiting runs the event loop: a closed dialog may go meanwhile)
        if shiboken6.isValid(runner) and runner.busy:
                qtbot.waitUntil(lambda r=runner: not r.busy, timeout=HANG_MS)


def _close_new(before: set, keep: set) -> None:
    for w in _tops():
        if not shiboken6.isValid(w):
            continue
        if w.isVisible() and w not in before and w not in keep and not isinstance(w, QMenu):
            if isinstance(w, QDialog):
                w.reject()
            w.close()
    settle(QApplication.instance(), 2)


class Sweep:
    def __init__(self, window, observer: Observer, qtbot):
        self.window, self.observer, self.qtbot = window, observer, qtbot
        window.statusBar().messageChanged.connect(observer._changed)  # the same message again counts
        self.idle: list[str] = []
        self.done = 0

    def _did_something(self, act, name: str) -> None:
        app = QApplication.instance()
        for top in _tops():
            self.observer.watch_models(top)
        before_tops = set(_tops())
        before, events = fingerprint(self.window), self.observer.events
        act()
        _wait_for_workers(self.qtbot)
        settle(app, 3)
        after = fingerprint(self.window)
        if after == before and self.observer.events == events:
            self.idle.append(name)
        self.done += 1
        _close_new(before_tops, {self.window})

    def buttons(self, container, state: str, skip=()) -> None:
        """Click each visible, enabled push and tool button once (found again after each click)."""
        clicked: set[int] = set()
        while True:
            found = [b for b in container.findChildren(QAbstractButton)
                     if isinstance(b, (QPushButton, QToolButton)) and not isinstance(b, (QCheckBox, QRadioButton))
                     and b.isVisible() and b.isEnabled() and id(b) not in clicked and b not in skip
                     and b.objectName() not in ("qt_dockwidget_closebutton", "qt_dockwidget_floatbutton")
                     and b.parent() is not None and "ScrollButton" not in b.objectName()]
            if not found:
                return
            button = found[0]
            clicked.add(id(button))
            label = button.text() or button.toolTip() or button.objectName() or type(button).__name__
            self._did_something(lambda b=button: QTest.mouseClick(b, Qt.LeftButton), f"{state}: button «{label}»")

    def menus(self, state: str, skip_ids=()) -> None:
        """Choose each enabled, visible command from its menu with the keyboard (Return on the
        highlighted entry)."""
        bar = self.window.menuBar()
        for top in bar.actions():
            menu = top.menu()
            if menu is None or not top.isVisible():
                continue
            for action in list(_menu_actions(menu)):
                if not shiboken6.isValid(action) or action.menu() is not None:
                    continue  # (Recent files makes its entries again each time it opens)
                if not action.isEnabled() or not action.isVisible() or id(action) in skip_ids:
                    continue
                self.window.setFocus()  # (Find cards, from a search box that has the focus, moves nothing)
                self._did_something(lambda m=menu, a=action: _choose(m, a), f"{state}: menu «{action.text()}»")


def _menu_actions(menu: QMenu):
    for action in menu.actions():
        if action.isSeparator():
            continue
        if action.menu() is not None:
            action.menu().aboutToShow.emit()  # (Recent files fills itself when shown)
            yield from _menu_actions(action.menu())
        else:
            yield action


def _choose(menu: QMenu, action) -> None:
    """The command's own menu opened, the command highlighted, Return pressed."""
    holder = next((o for o in action.associatedObjects() if isinstance(o, QMenu)), None)
    if holder is None:
        action.trigger()
        return
    text = action.text()
    holder.popup(QGuiApplication.primaryScreen().geometry().center())
    if not shiboken6.isValid(action):  # the menu made its entries again as it opened (Recent files)
        action = next((a for a in holder.actions() if a.text() == text), None)
        if action is None:
            holder.close()
            return
    holder.setActiveAction(action)
    QTest.keyClick(holder, Qt.Key_Return)
    if shiboken6.isValid(holder) and holder.isVisible():
        holder.close()


# Commands whose whole work is elsewhere than the window (they end the process or wait for
# another one), and the long picture drawing the click test already covers.
SKIPPED_COMMANDS = ("quit", "draw_pictures")


def _skipped(window) -> set[int]:
    return {id(window.commands[k]) for k in SKIPPED_COMMANDS}


@pytest.mark.parametrize("lang", ["ru"])
def test_every_enabled_control_does_something_in_every_state(make_window, library, monkeypatch, qtbot, lang):
    from spellforge.formats.templates import list_templates, load_template

    observer = Observer(monkeypatch)
    window = make_window(lang)
    window.set_card_language(lang)
    window.resize(1366, 698)
    settle(QApplication.instance())
    sweep = Sweep(window, observer, qtbot)

    # 1. the Wizard book open, the only saved book: the Versions dock, no version selected, then one
    wizard = next(t for t in list_templates() if t.id == "official-wizard")
    editor = window.new_book(load_template(wizard, library))
    settle(QApplication.instance())
    window.versions_dock.show()
    window.versions_dock.raise_()
    settle(QApplication.instance())
    panel = window.versions
    assert not panel.book_button.isEnabled() and panel.book_button.toolTip()  # no other book: says why
    panel.list.clearSelection()
    sweep.buttons(panel, "only book, no version selected")
    if panel.list.count():
        panel.list.item(0).setSelected(True)
        sweep.buttons(panel, "only book, a version selected")

    # 2. nothing open
    for index in reversed(range(window.editors.count())):
        window.close_book_at(index)
    settle(QApplication.instance())
    sweep.buttons(window.placeholder, "no book", skip=[window.placeholder_button])
    sweep.menus("no book", _skipped(window))

    # 3. a book open, a card selected
    editor = window.current_editor() or window.new_book(load_template(wizard, library))
    editor.select_card("dispel")
    sweep.buttons(editor, "a book, a card selected")
    sweep.menus("a book", _skipped(window))

    # 4. a second saved book: Compare with a book… is enabled and asks which
    window.new_book(load_template(wizard, library))
    window.editors.setCurrentIndex(0)
    settle(QApplication.instance())
    assert panel.book_button.isEnabled()
    sweep.buttons(panel, "two books")

    # 5. the collection dock, each tab
    collection = window.show_collection()
    for tab in range(collection.tabs.count()):
        collection.tabs.setCurrentIndex(tab)
        settle(QApplication.instance())
        sweep.buttons(collection, f"collection tab {tab}")

    # 6. Sword & Sorcery: a campaign with a hero, no item selected; then an item carried and selected
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("Проба", True)))
    window.game_switcher.show_game("sword-sorcery")
    settle(QApplication.instance())
    ss = window.game_switcher.view("sword-sorcery")
    ss.new_campaign("Проба")
    QTest.mouseClick(ss.add_button, Qt.LeftButton)
    settle(QApplication.instance())
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: (observer._changed(), ("", False))[1]))
    assert ss.inventory.currentRow() < 0
    assert not ss.sell_button.isEnabled() and not ss.discard_button.isEnabled()
    sweep.buttons(ss, "S&S, a hero, no item selected", skip=[ss.new_button])
    sweep.menus("S&S", _skipped(window))

    # 7. Mage Knight, each tab
    window.game_switcher.show_game("mage-knight")
    settle(QApplication.instance())
    mk = window.game_switcher.view("mage-knight")
    tabs = mk.findChild(QTabWidget)
    for tab in range(tabs.count()):
        tabs.setCurrentIndex(tab)
        settle(QApplication.instance())
        sweep.buttons(tabs.widget(tab), f"MK {tabs.tabText(tab)}")
    window.game_switcher.show_game(MAGE_WARS.id)

    assert not observer.errors, observer.errors
    assert sweep.done > 60
    assert sweep.idle == [], "\n".join(sweep.idle)
