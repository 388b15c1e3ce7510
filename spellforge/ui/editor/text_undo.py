"""Ctrl+Z goes to the spellbook, not to a text field the user has finished with.

A QLineEdit claims the Undo/Redo keys for itself whenever it has focus, so after typing a card
name and pressing Enter (the card is added), Ctrl+Z used to restore the search text and leave the
book as it was. This filter lets a field keep its own undo only while it is being edited: after
Enter, or once it lost focus, the keys reach the window's Undo action (the book's stack). The
field's context menu still offers its own Undo."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLineEdit

UNDO_KEYS = (QKeySequence.Undo, QKeySequence.Redo)


class CommittedTextUndo(QObject):
    def __init__(self, edit: QLineEdit):
        super().__init__(edit)
        self.edit = edit
        self.editing = False
        edit.textEdited.connect(self._edited)
        edit.editingFinished.connect(self._finished)
        edit.installEventFilter(self)

    def _edited(self, _text: str) -> None:
        self.editing = True

    def _finished(self) -> None:
        self.editing = False

    def eventFilter(self, obj, event) -> bool:
        kind = event.type()
        if kind == QEvent.KeyPress and event.key() in (Qt.Key_Return, Qt.Key_Enter):
            self.editing = False  # the text was used (a card added, a name set): it is done
        elif kind == QEvent.FocusOut:
            self.editing = False
        elif kind == QEvent.ShortcutOverride and not self.editing:
            if any(event.matches(k) for k in UNDO_KEYS):
                event.ignore()  # not claimed: the window's Undo/Redo shortcut handles the key
                return True
        return False


def route_undo_to_document(*edits: QLineEdit) -> None:
    for edit in edits:
        CommittedTextUndo(edit)
