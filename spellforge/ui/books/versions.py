"""The Versions panel: the saved versions of the current spellbook (time and points), kept across
restarts. Select one to compare it with the book as it is now, two to compare them, or compare
the book with another saved book; restoring a version is one undoable step of the book."""

from __future__ import annotations

import copy

from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView, QHBoxLayout, QInputDialog, QListWidget, QListWidgetItem, QPlainTextEdit, QPushButton,
    QVBoxLayout, QWidget,
)

from spellforge.ui.widgets.retranslate import Retranslates

VERSION_ROLE = Qt.UserRole


def book_choices(books) -> list[str]:
    """The books' names as the user knows them (never the database's ids); two books of one
    name are told apart by when each was last saved."""
    from collections import Counter

    seen = Counter(b.name for b in books)
    return [b.name if seen[b.name] == 1 else
            f"{b.name} · {datetime.fromtimestamp(b.modified).strftime('%Y-%m-%d %H:%M:%S')}" for b in books]


class VersionsPanel(Retranslates, QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.editor = None
        self.list = QListWidget(self)
        self.list.setObjectName("versionList")
        self.list.setSelectionMode(QAbstractItemView.ExtendedSelection)
        self.list.itemSelectionChanged.connect(self._selection_changed)
        self.compare_button = QPushButton(self)
        self.compare_button.clicked.connect(self.compare_selected)
        self.restore_button = QPushButton(self)
        self.restore_button.clicked.connect(self.restore_selected)
        self.book_button = QPushButton(self)
        self.book_button.clicked.connect(lambda: self.compare_with_book())  # (not `checked` as the book id)
        self.diff_view = QPlainTextEdit(self)
        self.diff_view.setObjectName("versionDiff")
        self.diff_view.setReadOnly(True)
        buttons = QHBoxLayout()
        for b in (self.compare_button, self.restore_button, self.book_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        # The differences get two thirds of the panel (they showed 4 lines under a long list), and
        # the split is the user's to move.
        from PySide6.QtWidgets import QSplitter

        top = QWidget(self)
        top_box = QVBoxLayout(top)
        top_box.setContentsMargins(0, 0, 0, 0)
        top_box.addWidget(self.list, 1)
        top_box.addLayout(buttons)
        self.split = QSplitter(Qt.Vertical, self)
        self.split.setObjectName("versionsSplit")
        self.split.addWidget(top)
        self.split.addWidget(self.diff_view)
        self.split.setStretchFactor(0, 1)
        self.split.setStretchFactor(1, 2)
        self.split.setChildrenCollapsible(False)
        self._others = 0  # saved books other than the open one (Compare with a book… needs one)
        self._diff = None  # (title as a function of the language, a, b): shown again in a new language
        layout = QVBoxLayout(self)
        layout.addWidget(self.split, 1)
        self.retranslate_ui()
        self._selection_changed()

    def retranslate_ui(self) -> None:
        self.compare_button.setText(self.tr("Compare"))
        self.compare_button.setToolTip(self.tr("One version selected: compare it with the book now. "
                                               "Two selected: compare them."))
        self.restore_button.setText(self.tr("Restore"))
        self.restore_button.setToolTip(self.tr("Make the book what it was in this version (Undo takes it back)"))
        self.book_button.setText(self.tr("Compare with a book…"))
        self._tip_book_button()
        self.list.setAccessibleName(self.tr("Saved versions of the spellbook"))
        self.diff_view.setAccessibleName(self.tr("Differences"))
        self.reload()
        self.refresh_diff()

    # -- the current book ----------------------------------------------------------------------
    def set_editor(self, editor) -> None:
        if self.editor is not None:
            try:
                self.editor.doc.changed.disconnect(self._book_changed)
            except (RuntimeError, TypeError):
                pass
        self.editor = editor
        if editor is not None:
            editor.doc.changed.connect(self._book_changed)
        self.diff_view.clear()
        self._diff = None
        self.reload()
        self.select_last_differing()

    def select_last_differing(self) -> int | None:
        """Selected at first: the newest version that differs from the book (the newest one is
        often the book itself, versions coalesce per minute of editing), so Compare answers."""
        if self.editor is None or getattr(self.editor.doc.store, "pending", False) or self.list.selectedItems():
            return None
        doc = self.editor.doc
        version = doc.versions.last_differing(doc.book_id, doc.book)
        for i in range(self.list.count()):
            item = self.list.item(i)
            item.setSelected(item.data(VERSION_ROLE) == version)
        return version

    def _book_changed(self) -> None:
        self.reload()

    def _other_books(self) -> list:
        """The saved books the open one can be compared with (none while the user data opens)."""
        if self.editor is None or getattr(self.editor.doc.store, "pending", False):
            return []
        doc = self.editor.doc
        return [b for b in doc.store.books() if b.id != doc.book_id]

    def _tip_book_button(self) -> None:
        self.book_button.setToolTip(self.tr("Compare this book with another saved spellbook") if self._others else
                                    self.tr("No other saved spellbook to compare with: save or import another one "
                                            "first"))

    def reload(self) -> None:
        selected = {i.data(VERSION_ROLE) for i in self.list.selectedItems()}
        self.list.clear()
        self._others = len(self._other_books())
        self._tip_book_button()
        if self.editor is None:
            self._selection_changed()
            return
        doc = self.editor.doc
        if getattr(doc.store, "pending", False):  # the user data is still opening: listed once it is
            self._selection_changed()
            return
        for v in reversed(doc.versions.versions(doc.book_id)):
            when = datetime.fromtimestamp(v.saved_at).strftime("%Y-%m-%d %H:%M")
            points = "—" if v.points_used is None else str(v.points_used)
            item = QListWidgetItem(self.tr("Version {n} · {when} · {points} points").format(
                n=v.version, when=when, points=points))
            item.setData(VERSION_ROLE, v.version)
            self.list.addItem(item)
            item.setSelected(v.version in selected)
        self._selection_changed()

    def _selection_changed(self) -> None:
        n = len(self.list.selectedItems())
        self.compare_button.setEnabled(self.editor is not None and n in (1, 2))
        self.restore_button.setEnabled(self.editor is not None and n == 1)
        self.book_button.setEnabled(self.editor is not None and self._others > 0)

    def selected_versions(self) -> list[int]:
        return sorted(i.data(VERSION_ROLE) for i in self.list.selectedItems())

    # -- actions -------------------------------------------------------------------------------
    def compare_selected(self) -> str:
        doc = self.editor.doc
        chosen = self.selected_versions()
        if len(chosen) == 1:
            a, b = doc.versions.load(doc.book_id, chosen[0]), copy.deepcopy(doc.book)
            title = lambda: self.tr("Version {a} → now").format(a=chosen[0])  # noqa: E731
        elif len(chosen) == 2:
            a, b = (doc.versions.load(doc.book_id, v) for v in chosen)
            title = lambda: self.tr("Version {a} → version {b}").format(a=chosen[0], b=chosen[1])  # noqa: E731
        else:
            return ""
        return self.show_diff(title, a, b)

    def compare_with_book(self, book_id: int | None = None) -> str:
        doc = self.editor.doc
        if book_id is None:
            others = self._other_books()
            if not others:
                return ""
            names = book_choices(others)
            name, ok = QInputDialog.getItem(self, self.tr("Compare with a book"), self.tr("Spellbook:"), names, 0, False)
            if not ok:
                return ""
            book_id = others[names.index(name)].id
        other = doc.store.load(book_id)
        if other is None:
            return ""
        return self.show_diff(lambda: self.tr("This book → {other}").format(other=other.name), copy.deepcopy(doc.book),
                              other)

    def show_diff(self, title, a, b) -> str:
        """`title`: a text, or a function giving it in the language of the moment."""
        self._diff = (title, a, b)
        return self._render_diff()

    def refresh_diff(self) -> None:
        """The differences shown, again in the window's and the cards' language of the moment
        (after a switch to Polish they stayed Russian)."""
        if self._diff is not None and self.editor is not None:
            self._render_diff()

    def _render_diff(self) -> str:
        from spellforge.rules.diff import diff_report

        title, a, b = self._diff
        title = title() if callable(title) else title
        data = diff_report(self.editor.lib, a, b, self.editor.card_lang)
        lines = [title]
        lines += ["+ " + self.tr("{qty} × {card}").format(qty=r["qty"], card=r["name"]) for r in data["added"]]
        lines += ["− " + self.tr("{qty} × {card}").format(qty=r["qty"], card=r["name"]) for r in data["removed"]]
        lines += ["~ " + self.tr("{card}: {a} → {b}").format(card=r["name"], a=r["from"], b=r["to"])
                  for r in data["changed"]]
        if len(lines) == 1:
            lines.append(self.tr("The same cards."))
        p = data["points"]
        lines.append(self.tr("Points: {a} → {b} ({delta})").format(a=p["a"], b=p["b"], delta=f"{p['b'] - p['a']:+d}"))
        text = "\n".join(lines)
        self.diff_view.setPlainText(text)
        return text

    def restore_selected(self) -> None:
        chosen = self.selected_versions()
        if len(chosen) != 1:
            return
        doc = self.editor.doc
        book = doc.versions.load(doc.book_id, chosen[0])
        if book is not None:
            doc.restore(book, str(chosen[0]))
