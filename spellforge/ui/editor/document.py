"""One open spellbook: the domain `Spellbook`, its undo stack, its live validation report and its
autosave. Every change is a QUndoCommand; after each one the book is revalidated and saved."""

from __future__ import annotations

import copy

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from typing import TYPE_CHECKING

from spellforge.domain.spellbook import BookEntry, Spellbook

if TYPE_CHECKING:
    from spellforge.library.user.books import BookStore

ZONES = ("book", "candidates")


CTX = "BookCommands"


class BookCommands(QObject):
    """Translation context of the undo commands: `BookCommands.tr(text, "", n)` is read by lupdate as
    a plural message (QCoreApplication.translate with n is not)."""


class BookDocument(QObject):
    """Saves are honest: `unsaved` stays True (with `save_error`, the reason) until a save
    commits; a failed save is retried on the next edit and on File ▸ Save. Each save expects the
    revision this document last read or wrote: a book saved elsewhere meanwhile is not
    overwritten (`stale` is set and `stale_detected` emitted)."""

    changed = Signal()
    save_state_changed = Signal()
    stale_detected = Signal()
    brought_back = Signal()  # the book was deleted elsewhere while open: the save brought it back

    def __init__(self, lib, store: BookStore, book_id: int, book: Spellbook, lang: str = "en", parent=None,
                 revision: int | None = None, printing: str = "canonical"):
        super().__init__(parent)
        self.lib, self.store, self.book_id, self.book = lib, store, book_id, book
        self.revision = revision
        self.unsaved, self.stale, self.save_error = False, False, ""
        self.lang = lang
        self.printing = printing  # whose facts price a named printing (Preferences, docs/rules.md)
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(500)
        self.undo_stack.indexChanged.connect(self._after_change)
        self._report, self._report_stale = None, True  # validated when first read (see report)
        self._snapshotted = False

    # -- reading -------------------------------------------------------------------------------
    def zone(self, zone: str) -> list[BookEntry]:
        return self.book.entries if zone == "book" else self.book.candidates

    def qty(self, zone: str, card_id: str) -> int:
        return sum(e.qty for e in self.zone(zone) if e.card_id == card_id)

    @property
    def mage(self):
        return self.lib.mage(self.book.mage) if self.book.mage else None

    # -- raw mutations (used by the commands only) -----------------------------------------------
    def _set_qty(self, zone: str, card_id: str, qty: int, position: int | None = None) -> int:
        """Set the copies of a card in a zone; returns the entry's former position (or -1)."""
        entries = self.zone(zone)
        index = next((i for i, e in enumerate(entries) if e.card_id == card_id), -1)
        if qty <= 0:
            if index >= 0:
                del entries[index]
        elif index >= 0:
            entries[index].qty = qty
        else:
            entries.insert(len(entries) if position is None or position < 0 else min(position, len(entries)),
                           BookEntry(card_id, qty))
        return index

    def _set_field(self, field: str, value) -> None:
        setattr(self.book, field, list(value) if isinstance(value, (list, tuple)) else value)

    # -- undoable edits ------------------------------------------------------------------------
    def change_qty(self, zone: str, card_id: str, delta: int, merge: bool = False) -> None:
        """Add or remove copies. `merge`: repeated +/− on one card become one undo step."""
        if delta < 0 and self.qty(zone, card_id) == 0:
            return
        self.undo_stack.push(QtyCommand(self, zone, card_id, delta, merge))

    def remove_all(self, zone: str, card_id: str) -> None:
        qty = self.qty(zone, card_id)
        if qty:
            self.undo_stack.push(QtyCommand(self, zone, card_id, -qty))

    def move(self, card_id: str, from_zone: str, to_zone: str) -> None:
        """Move one copy between the book and the candidates (one undo step)."""
        if self.qty(from_zone, card_id) == 0:
            return
        name = self.lib.card(card_id).display_name(self.lang)
        text = (QCoreApplication.translate("BookCommands", "Move {card} to candidates") if to_zone == "candidates"
                else QCoreApplication.translate("BookCommands", "Move {card} to the book"))
        self.undo_stack.beginMacro(text.format(card=name))
        self.undo_stack.push(QtyCommand(self, from_zone, card_id, -1))
        self.undo_stack.push(QtyCommand(self, to_zone, card_id, +1))
        self.undo_stack.endMacro()

    def set_field(self, field: str, value) -> None:
        old = getattr(self.book, field)
        if (list(old) if isinstance(old, list) else old) == (list(value) if isinstance(value, (list, tuple)) else value):
            return
        self.undo_stack.push(FieldCommand(self, field, old, value))

    def add_many(self, items: list[tuple[str, int]], zone: str = "book", text: str = "") -> None:
        self.undo_stack.beginMacro(text or QCoreApplication.translate("BookCommands", "Add cards"))
        for card_id, qty in items:
            self.undo_stack.push(QtyCommand(self, zone, card_id, qty))
        self.undo_stack.endMacro()

    # -- after every change --------------------------------------------------------------------
    def _after_change(self, _index: int = 0) -> None:
        self.revalidate()
        self.save()
        self.changed.emit()

    @property
    def report(self):
        """The book's ValidationReport (None without the rules layer), made when first read after
        a change: the books of a restored session behind other tabs are not validated at start."""
        if self._report_stale:
            self._report_stale = False
            from spellforge.rules import validate

            self._report = validate(self.book, self.lib, self.lang, printing=self.printing)
        return self._report

    def revalidate(self, lang: str | None = None) -> None:
        """The book changed (or the language of its messages): validated again when next read."""
        if lang:
            self.lang = lang
        self._report_stale = True

    def set_printing(self, mode: str) -> None:
        """Price named printings by the canonical card or by the printing (a view, not an edit)."""
        if mode != self.printing:
            self.printing = mode
            self.revalidate()
            self.changed.emit()

    def save(self, closing: bool = False) -> bool:
        """Write the book; True when it is on disk (committed). Failures are kept, not raised.
        A saved book also keeps a version: at most one per minute of editing (the newest is
        updated meanwhile), plus a new one when the book is closed."""
        self._wait_for_store()
        from spellforge.library.user.books import DeletedBookError, StaleBookError
        from spellforge.library.user.store import UserDataError

        was = (self.unsaved, self.save_error)
        try:
            try:
                self.revision = self.store.save(self.book_id, self.book, expected=self.revision)
            except DeletedBookError:  # deleted by a command while open here: the book is kept
                self.store.set_deleted(self.book_id, False)
                self.revision = self.store.save(self.book_id, self.book, expected=self.revision)
                self.brought_back.emit()
        except StaleBookError:
            self.unsaved, self.stale = True, True
            self.save_error = QCoreApplication.translate(
                "BookDocument", "this spellbook was changed in another window or by a command")
            self.save_state_changed.emit()
            self.stale_detected.emit()
            return False
        except (UserDataError, KeyError) as e:
            from spellforge.ui.user_data_text import said

            self.unsaved, self.save_error = True, said(e)
            self.save_state_changed.emit()
            return False
        self.unsaved, self.stale, self.save_error = False, False, ""
        if was != (False, ""):
            self.save_state_changed.emit()
        self._snapshot(closing)
        return True

    def keep_version(self) -> None:
        """On close: a new version of the book as saved (nothing when it could not be saved)."""
        if not self.unsaved:
            self._snapshot(True)

    def _wait_for_store(self) -> None:
        """A window still opening the user data in its worker thread (PendingStore): wait for it
        before importing the ORM here. Two threads importing sqlalchemy at once can meet a
        partially initialised module (ImportError): an edit or a quit right after ready did."""
        if getattr(self.store, "pending", False):
            self.store.wait()

    def _snapshot(self, closing: bool) -> None:
        self._wait_for_store()
        from spellforge.library.user.store import UserDataError

        points = self.report.points_used if self.report is not None else None
        # The first snapshot of a session is a new version: coalescing never rewrites the
        # version an earlier session (or a close) left behind.
        try:
            self.versions.snapshot(self.book_id, self.book, points, force=closing or not self._snapshotted,
                                   revision=self.revision)  # a book saved elsewhere since: no version of ours
        except UserDataError:  # the book itself is saved; a version that cannot be kept is not fatal
            return
        self._snapshotted = not closing

    def renamed_in_store(self, name: str, revision: int) -> None:
        """The stored book was renamed from the revision this document holds: take the name and
        the revision, save nothing (the store already has it)."""
        self.book.name, self.revision = name, revision
        self.changed.emit()

    def adopt_stored(self) -> None:
        """Drop this document's edits for the stored book (after a stale save)."""
        loaded = self.store.load_with_revision(self.book_id)
        if loaded is None:
            return
        self.book, self.revision = loaded
        self.undo_stack.clear()
        self.unsaved, self.stale, self.save_error = False, False, ""
        self.revalidate()
        self.save_state_changed.emit()
        self.changed.emit()

    @property
    def versions(self):
        if getattr(self, "_versions", None) is None:
            from spellforge.library.user.versions import VersionStore

            self._versions = VersionStore(self.store.store)
        return self._versions

    def restore(self, book: Spellbook, label: str) -> None:
        """Make the book's cards, mage, element, notes and tags those of `book` (a saved version):
        one undo step; the name stays."""
        self.undo_stack.push(RestoreCommand(self, book, label))

    def card_line(self, card_id: str):
        if self.report is None:
            return None
        return next((c for c in self.report.cards if c.card_id == card_id), None)


class QtyCommand(QUndoCommand):
    MERGE_ID = 1601  # QUndoStack merges consecutive commands sharing an id (via mergeWith)

    def __init__(self, doc: BookDocument, zone: str, card_id: str, delta: int, merge: bool = False):
        super().__init__()
        self.doc, self.zone, self.card_id, self.delta, self.merge = doc, zone, card_id, delta, merge
        self.before = doc.qty(zone, card_id)
        self.position = -1
        self._label()

    def _label(self) -> None:
        doc, zone, card_id, delta = self.doc, self.zone, self.card_id, self.delta
        name = doc.lib.card(card_id).display_name(doc.lang) if doc.lib.card(card_id) else card_id
        n = abs(delta)
        if delta == 0:
            self.setText(QCoreApplication.translate("BookCommands", "Change the copies of {card}").format(card=name))
            return
        if zone == "book":
            text = (BookCommands.tr("Add %n × {card}", "", n) if delta > 0
                    else BookCommands.tr("Remove %n × {card}", "", n))
        else:
            text = (BookCommands.tr("Add %n × {card} to candidates", "", n) if delta > 0
                    else BookCommands.tr("Remove %n × {card} from candidates", "", n))
        self.setText(text.format(card=name))

    def id(self) -> int:
        return self.MERGE_ID if self.merge else -1

    def mergeWith(self, other) -> bool:
        """+ + − on one card in one zone is one step; another card or zone starts a new one."""
        if not (isinstance(other, QtyCommand) and other.merge and other.zone == self.zone
                and other.card_id == self.card_id):
            return False
        self.delta += other.delta
        self._label()
        self.setObsolete(self.delta == 0)  # + then − leaves nothing to undo
        return True

    def redo(self) -> None:
        self.position = self.doc._set_qty(self.zone, self.card_id, self.before + self.delta)

    def undo(self) -> None:
        self.doc._set_qty(self.zone, self.card_id, self.before, self.position)


class RestoreCommand(QUndoCommand):
    FIELDS = ("mage", "element", "format", "entries", "candidates", "notes", "tags", "unresolved", "printings",
              "mage_card")

    def __init__(self, doc: BookDocument, book: Spellbook, label: str):
        super().__init__(QCoreApplication.translate("BookCommands", "Restore version {version}").format(version=label))
        self.doc = doc
        self.old = {f: copy.deepcopy(getattr(doc.book, f)) for f in self.FIELDS if hasattr(doc.book, f)}
        self.new = {f: copy.deepcopy(getattr(book, f)) for f in self.FIELDS if hasattr(book, f)}

    def _apply(self, values: dict) -> None:
        for field, value in values.items():
            setattr(self.doc.book, field, copy.deepcopy(value))

    def redo(self) -> None:
        self._apply(self.new)

    def undo(self) -> None:
        self._apply(self.old)


class FieldCommand(QUndoCommand):
    LABELS = {
        "name": QT_TRANSLATE_NOOP("BookCommands", "Rename the book to “{value}”"),
        "mage": QT_TRANSLATE_NOOP("BookCommands", "Choose the mage {value}"),
        "element": QT_TRANSLATE_NOOP("BookCommands", "Choose the element {value}"),
        "notes": QT_TRANSLATE_NOOP("BookCommands", "Edit the notes"),
        "tags": QT_TRANSLATE_NOOP("BookCommands", "Set the tags"),
        "unresolved": QT_TRANSLATE_NOOP("BookCommands", "Remove a line that is not a card"),
    }

    def __init__(self, doc: BookDocument, field: str, old, new):
        super().__init__()
        self.doc, self.field, self.old, self.new = doc, field, old, new
        value = ", ".join(map(str, new)) if isinstance(new, (list, tuple)) else (new or "—")
        label = self.LABELS.get(field)
        text = QCoreApplication.translate(CTX, label) if label else QCoreApplication.translate("BookCommands", "Edit the book")
        self.setText(text.format(value=value))

    def redo(self) -> None:
        self.doc._set_field(self.field, self.new)

    def undo(self) -> None:
        self.doc._set_field(self.field, self.old)
