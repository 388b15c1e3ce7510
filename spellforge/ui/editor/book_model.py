"""The spellbook table (one zone of a BookDocument): copies, name, type, schools, level, cost
each with the rules' explanation as tooltip, points, and a problem mark (icon + tooltip, never
colour alone). The book zone is grouped by spell type: a collapsible header row per type with its
card count and points, like the printout. Accepts card drops from the browser."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractTableModel, QMimeData, QModelIndex, Qt
from PySide6.QtGui import QFont

from spellforge.domain.cards import SPELL_TYPES
from spellforge.domain.spellbook import MAX_COPIES
from spellforge.library.normalize import fold
from spellforge.ui.cards import text as card_text
from spellforge.ui.cards.model import CARD_IDS_MIME, ID_ROLE, RAW_ROLE, card_ids_mime

if TYPE_CHECKING:
    from spellforge.ui.collection.markers import Ownership

# What a player reads first comes first, so it fits a 1366 px laptop without scrolling: copies,
# name, type, cost and points; then the collection marks, schools and level.
COLUMNS = ("qty", "name", "type", "cost", "points", "owned", "schools", "level")
OWNED_COLUMN = COLUMNS.index("owned")
_NAME_COLUMN = COLUMNS.index("name")
# The cells an edit can change without a reset (see _emit_changed): the copies move Copies,
# Points and Owned (its tooltip names the copies needed); a cost moves Cost each and Points; a
# group's totals show in its Copies, Name (tooltip) and Points.
_QTY_COLUMNS = {COLUMNS.index("qty"), COLUMNS.index("points"), OWNED_COLUMN}
_COST_COLUMNS = {COLUMNS.index("cost"), COLUMNS.index("points")}
_GROUP_TOTAL_COLUMNS = {COLUMNS.index("qty"), _NAME_COLUMN, COLUMNS.index("points")}
NO_COST = "—"
GROUP_ROLE = Qt.UserRole + 40  # the spell type of a group header row (None on card rows)
_DISPLAY, _TOOLTIP = int(Qt.DisplayRole), int(Qt.ToolTipRole)
# (int roles: a PySide enum member is a slow attribute to read on every call of a paint)
_FONT, _ACCESSIBLE, _ALIGN = int(Qt.FontRole), int(Qt.AccessibleTextRole), int(Qt.TextAlignmentRole)
_DECORATION = int(Qt.DecorationRole)
_GROUP_TEXT_ROLES = frozenset((_DISPLAY, _TOOLTIP, _ACCESSIBLE))
_HEADER_ROLES = frozenset((_DISPLAY, _TOOLTIP))
_RIGHT = int(Qt.AlignRight | Qt.AlignVCenter)
# The roles a card row answers besides its text (the rest are answered None at once).
_CARD_ROLES = frozenset((RAW_ROLE, _TOOLTIP, int(Qt.DecorationRole), int(Qt.AccessibleTextRole),
                         int(Qt.TextAlignmentRole)))
# Every role some row answers; a paint also asks each cell for its colours and check state.
_ANSWERED_ROLES = _CARD_ROLES | {_DISPLAY, _FONT, int(ID_ROLE), int(GROUP_ROLE)}
# flags() is asked ~170 times per repaint; OR-ing PySide enums on each call cost ~10 µs each.
_DROP_FLAGS = Qt.ItemIsDropEnabled
_GROUP_FLAGS = Qt.ItemIsDropEnabled | Qt.ItemIsEnabled | Qt.ItemIsSelectable
_CARD_FLAGS = _GROUP_FLAGS | Qt.ItemIsDragEnabled
_COPIES_FLAGS = _CARD_FLAGS | Qt.ItemIsEditable  # the Copies cell: type a count (as in Moxfield)
_COPIES_COLUMN = COLUMNS.index("qty")
_EDIT = int(Qt.EditRole)


def render_explanation(explanation, lang: str, lib) -> str:
    from spellforge.rules import render_explanation as render

    return render(explanation, lang, lambda c, k, lg: card_text.term(lib, c, k, lg))


class BookTableModel(QAbstractTableModel):
    def __init__(self, doc, zone: str = "book", card_lang: str = "en", parent=None):
        super().__init__(parent)
        self.doc, self.zone, self.card_lang = doc, zone, card_lang
        self._ids: list[str] = []
        self._rows: list[tuple[str, str]] = []  # ("group", type) | ("card", card id)
        self.grouped = zone == "book"
        self.collapsed: set[str] = set()  # spell types whose cards are folded away
        self.card_filter = None  # (label, predicate(card)) from a chart click; None shows all
        self._problems: dict[str, list[str]] = {}
        self._costs: dict[str, tuple[int | None, str]] = {}
        self.ownership: Ownership | None = None  # None: no collection recorded (or the candidates)
        self._initialised = False
        # row -> {(column, role): value}: the view asks each cell for ~10 roles at every paint
        # and the header sizes columns to their contents; answers are kept until the row changes.
        self._memo: dict[int, dict] = {}
        self._header_labels: list[str] | None = None
        self._group_font: QFont | None = None  # bold, for the group header rows
        doc.changed.connect(lambda: self.reload(full=False))
        self.reload()

    def reload(self, full: bool = True) -> None:
        """Recompute the rows. After an edit (`full` False), when the rows stay the same (copies
        or costs changed) only the rows that changed are repainted, and nothing is sent when
        nothing changed; a new or removed card (or group), a language, names or filter change
        reset the model. A reset lays out every row again (the header sizes every
        column to its contents) and loses the selection, so it is kept for row changes."""
        before = (self._rows, getattr(self, "_qty", None), self._costs, self._problems, self._owned_key())
        lib = self.doc.lib
        qty = {e.card_id: e.qty for e in self.doc.zone(self.zone)}
        order = {t: i for i, t in enumerate(SPELL_TYPES)}

        def key(cid: str):
            c = lib.card(cid)
            return (order.get(c.type, 99), fold(c.display_name(self.card_lang))) if c else (100, cid)

        ids = sorted(qty, key=key)
        if self.card_filter is not None:
            keep = self.card_filter[1]
            ids = [cid for cid in ids if lib.card(cid) is not None and keep(lib.card(cid))]
        problems: dict[str, list[str]] = {}
        report = self.doc.report
        if report is not None and self.zone == "book":
            for p in report.problems:
                if p.card_id:
                    problems.setdefault(p.card_id, []).append(p.message)
        old_groups = dict(getattr(self, "_groups", {}))
        costs = {cid: self._cost(cid) for cid in ids}
        ownership = self._ownership()
        reset = full or not self._initialised or self._rows != self._layout_rows(ids, qty, costs, dry_run=True)
        if reset:
            self.beginResetModel()
            self._memo.clear()
            self._header_labels = None  # (a full reload follows a change of language)
        self._ids, self._qty, self._problems, self._costs = ids, qty, problems, costs
        self._rows = self._layout_rows(ids, qty, costs)
        self.ownership = ownership
        if reset:
            self._initialised = True
            self.endResetModel()
        elif before != (self._rows, self._qty, self._costs, self._problems, self._owned_key()):
            self._emit_changed(before, old_groups)
            if (before[4] is None) == (self.ownership is None):
                return  # the Owned header's tooltip says only whether a collection is recorded
        else:
            return
        self.headerDataChanged.emit(Qt.Horizontal, OWNED_COLUMN, OWNED_COLUMN)

    def _owned_key(self):
        own = self.ownership
        return None if own is None else (own.owned, own.markers)

    def _emit_changed(self, before, old_groups) -> None:
        """dataChanged for the cells whose copies, cost, problems, marks or group totals moved:
        only those cells are repainted and measured again (the editor fits its columns to them)."""
        _rows, qty, costs, problems, owned = before
        same_marks = owned == self._owned_key()
        markers = self.ownership.markers if self.ownership is not None else {}
        old_markers = owned[1] if owned is not None else {}
        every = (not same_marks and (owned is None) != (self.ownership is None))
        last = len(COLUMNS) - 1
        for row, (kind, key) in enumerate(self._rows):
            if every:
                cols = set(range(last + 1))
            elif kind == "group":
                cols = _GROUP_TOTAL_COLUMNS if old_groups.get(key) != self._groups.get(key) else set()
            else:
                cols = set()
                if qty.get(key) != self._qty.get(key):
                    cols |= _QTY_COLUMNS
                if costs.get(key) != self._costs.get(key):
                    cols |= _COST_COLUMNS
                if problems.get(key) != self._problems.get(key):
                    cols.add(_NAME_COLUMN)
                if not same_marks and old_markers.get(key) != markers.get(key):
                    cols.add(OWNED_COLUMN)
            if not cols:
                continue
            self._memo.pop(row, None)
            first = prev = None
            for col in sorted(cols) + [None]:  # one signal per run of adjacent cells
                if first is not None and col != prev + 1:
                    self.dataChanged.emit(self.index(row, first), self.index(row, prev))
                    first = None
                if first is None:
                    first = col
                prev = col

    def _layout_rows(self, ids, qty, costs, dry_run: bool = False) -> list[tuple[str, str]]:
        if not self.grouped:
            return [("card", cid) for cid in ids]
        rows: list[tuple[str, str]] = []
        groups: dict[str, tuple[int, int | None]] = {}
        for cid in ids:
            card = self.doc.lib.card(cid)
            kind = card.type if card else ""
            if kind not in groups:
                rows.append(("group", kind))
                groups[kind] = (0, 0)
            count, points = groups[kind]
            cost = costs.get(cid, (None, ""))[0]
            groups[kind] = (count + qty[cid], None if points is None or cost is None else points + cost * qty[cid])
            if kind not in self.collapsed:
                rows.append(("card", cid))
        if not dry_run:
            self._groups = groups
        return rows

    def group_totals(self) -> dict[str, tuple[int, int | None]]:
        """Spell type -> (cards, points) of the shown cards (points None without costs)."""
        return dict(getattr(self, "_groups", {})) if self.grouped else {}

    def card_count(self) -> int:
        return sum(self._qty.values()) if hasattr(self, "_qty") else 0

    def is_group_row(self, row: int) -> bool:
        return self._rows[row][0] == "group"

    def group_of(self, row: int) -> str | None:
        return self._rows[row][1] if 0 <= row < len(self._rows) and self._rows[row][0] == "group" else None

    def toggle_group(self, kind: str, collapse: bool | None = None) -> None:
        fold_it = kind not in self.collapsed if collapse is None else collapse
        (self.collapsed.add if fold_it else self.collapsed.discard)(kind)
        self.reload()

    def set_card_filter(self, label: str | None, predicate=None) -> None:
        self.card_filter = None if predicate is None else (label, predicate)
        self.reload()

    def refresh_ownership(self) -> None:
        """The collection changed: recompute the Owned column only."""
        self.ownership = self._ownership(fresh=True)
        self._memo.clear()
        if self._rows:
            self.dataChanged.emit(self.index(0, OWNED_COLUMN), self.index(len(self._rows) - 1, OWNED_COLUMN))
        self.headerDataChanged.emit(Qt.Horizontal, OWNED_COLUMN, OWNED_COLUMN)

    def _cost(self, card_id: str) -> tuple[int | None, str]:
        """(points per copy, explanation) from the rules; None when the rules are unavailable."""
        lib, lang = self.doc.lib, self.doc.lang
        if self.zone == "book":
            line = self.doc.card_line(card_id)
            if line is None or line.cost_each is None:
                return None, ""
            text = render_explanation(line.explanation, lang, lib) if line.explanation else ""
            return line.cost_each, text
        mage, card = self.doc.mage, lib.card(card_id)
        if mage is None or card is None or not card.schools:
            return None, ""
        from spellforge.rules import card_cost

        cost = card_cost(card, mage, self.doc.book.element)
        return cost.points, render_explanation(cost.explanation, lang, lib)

    def set_card_language(self, lang: str) -> None:
        self.card_lang = lang
        self.reload()

    def _ownership(self, fresh: bool = False):
        """collection_markers.book_ownership; None at once while the user data is still opening
        (a window's start: the collection layer is not even imported then)."""
        if getattr(self.doc.store, "pending", False):
            return None
        from spellforge.ui.collection.markers import book_ownership

        return book_ownership(self.doc, self.zone, fresh=fresh)

    def card_id(self, row: int) -> str | None:
        return self._rows[row][1] if 0 <= row < len(self._rows) and self._rows[row][0] == "card" else None

    def row_of(self, card_id: str) -> int:
        return self._rows.index(("card", card_id)) if ("card", card_id) in self._rows else -1

    def card_ids(self) -> list[str]:
        """Every card of the zone that the filter lets through, folded groups included."""
        return list(self._ids)

    # -- Qt model API --------------------------------------------------------------------------
    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index, role=Qt.DisplayRole):
        if role == _EDIT and index.isValid() and index.column() == _COPIES_COLUMN:
            cid = self.card_id(index.row())
            return self.doc.qty(self.zone, cid) if cid else None
        if role not in _ANSWERED_ROLES or not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        memo = self._memo.setdefault(index.row(), {})
        key = (index.column(), int(role))
        if key not in memo:
            memo[key] = self._data(index, key[1])
        return memo[key]

    def _data(self, index, role: int):
        row, column = index.row(), index.column()
        kind, cid = self._rows[row]
        if kind == "group":
            return self._group_data(cid, column, role)
        if role == ID_ROLE:
            return cid
        if column == OWNED_COLUMN:
            return self._owned_data(cid, self._qty.get(cid, 0), role)
        if role == _DISPLAY:  # every column's text of the row at once (a paint asks for them all)
            texts = self._memo[row].get("texts")
            if texts is None:
                texts = self._memo[row]["texts"] = self._row_texts(cid)
            return texts[column]
        if role not in _CARD_ROLES:  # fonts, colours, sizes, check states: asked per cell, never set
            return None
        col = COLUMNS[column]
        if role == _ALIGN:  # (asked for every cell, as the icon is: answered before any card lookup)
            return _RIGHT if col in ("qty", "level", "cost", "points") else None
        if role in (_DECORATION, _ACCESSIBLE) and (col != "name" or cid not in self._problems):
            return None
        lib = self.doc.lib
        card = lib.card(cid)
        cost, explanation = self._costs.get(cid, (None, ""))
        qty = self._qty.get(cid, 0)
        if role == RAW_ROLE:
            return {"qty": qty, "cost": cost, "points": None if cost is None else cost * qty}.get(col)
        if role == _TOOLTIP:
            if col in ("cost", "points"):
                return explanation or self.tr("The cost appears once a mage is chosen.")
            if col == "name" and cid in self._problems:
                return "\n".join(self._problems[cid])
            if col == "schools" and card is not None:
                return card_text.schools_text(lib, card, self.card_lang)
            if col == "name" and card is not None:
                lines = []
                if card_text.is_user_name(card, self.card_lang):
                    lines.append(self.tr("✎ Your own name for this card (Edit name… in the card panel changes or resets it)"))
                elif card_text.is_project_name(card, self.card_lang):
                    lines.append(self.tr("* Unofficial translation made by the Spellforge project (not printed in a rulebook)"))
                lines.append(card_text.effect_tip(lib, card, self.card_lang, self.tr("Summary: {text}"),
                                                  self.tr("Printed text (English, from your OCTGN install): {text}")))
                return "\n".join(x for x in lines if x) or None
        if role == _DECORATION:  # (the name of a card with a problem)
            from spellforge.ui.widgets.standard_icons import standard_icon

            return standard_icon("SP_MessageBoxWarning")
        if role == _ACCESSIBLE:
            return self.tr("Problem: {text}").format(text="; ".join(self._problems[cid]))
        return None

    def display_text(self, row: int, column: int) -> str:
        """What the cell shows (as data() answers it), without a model index: for measuring."""
        kind, cid = self._rows[row]
        if kind == "group":
            text = self._group_data(cid, column, _DISPLAY)
        elif column == OWNED_COLUMN:
            text = self._owned_data(cid, self._qty.get(cid, 0), _DISPLAY)
        else:
            memo = self._memo.setdefault(row, {})
            texts = memo.get("texts")
            if texts is None:
                texts = memo["texts"] = self._row_texts(cid)
            text = texts[column]
        return text or ""

    def _row_texts(self, cid: str) -> tuple:
        """The row's text in every column (the Owned column's comes from _owned_data)."""
        lib = self.doc.lib
        card = lib.card(cid)
        if card is None:
            return tuple(cid if c == "name" else "" for c in COLUMNS)
        cost, _explanation = self._costs.get(cid, (None, ""))
        qty = self._qty.get(cid, 0)
        texts = {
            "qty": str(qty),
            "name": card.display_name(self.card_lang) + card_text.name_mark(card, self.card_lang),
            "type": card_text.type_label(lib, card, self.card_lang),
            "schools": card_text.schools_text(lib, card, self.card_lang),
            "level": str(card.level),
            "cost": NO_COST if cost is None else str(cost),
            "points": NO_COST if cost is None else str(cost * qty),
        }
        return tuple(texts.get(c) for c in COLUMNS)

    def _group_data(self, kind: str, column: int, role):
        if role == GROUP_ROLE:
            return kind
        if role == _FONT:
            if self._group_font is None:
                self._group_font = QFont()
                self._group_font.setBold(True)
            return self._group_font
        if role in _GROUP_TEXT_ROLES:
            count, points = self._groups.get(kind, (0, None))
            col = COLUMNS[column]
            if col == "qty":
                return str(count)
            if col == "points":
                return NO_COST if points is None else str(points)
            if col == "name" or role != _DISPLAY:
                label = card_text.term(self.doc.lib, "spell_type", kind, self.card_lang) if kind else "?"
                if role == _DISPLAY:
                    return f"{'▸' if kind in self.collapsed else '▾'} {label}"
                text = self.tr("%n card(s)", "", count)
                if points is not None:
                    text += " · " + self.tr("%n point(s)", "", points)
                return f"{label}: {text}" + ("\n" + self.tr("Click to unfold") if kind in self.collapsed
                                              else "\n" + self.tr("Click to fold"))
            return None
        if role == _ALIGN and COLUMNS[column] in ("qty", "points"):
            return _RIGHT
        return None

    # -- the Owned column (collection markers: text and sign, never colour alone) ----------------
    def _owned_data(self, cid: str, qty: int, role):
        own = self.ownership
        if own is None:
            return None
        marker = own.markers.get(cid)
        if role == Qt.DisplayRole:
            if marker is None:
                return "✔"
            if marker.kind == "missing":
                return "{have}/{need} ✖ ".format(have=marker.have, need=marker.need) + \
                    self.tr("missing {n}").format(n=marker.need - marker.have)
            return "{have}/{need} ⚠ ".format(have=marker.have, need=marker.need) + \
                self.tr("in {books}").format(books=", ".join(name for name, _n in marker.held_by))
        if role in (Qt.ToolTipRole, Qt.AccessibleTextRole):
            return self._owned_tooltip(cid, qty, marker)
        if role == RAW_ROLE:
            return 0 if marker is None else marker.need - marker.have
        return None

    def _owned_tooltip(self, cid: str, qty: int, marker) -> str:
        owned = self.ownership.owned.get(cid, 0)
        if marker is None:
            return self.tr("You own {owned}; this book needs {need}.").format(owned=owned, need=qty)
        held = ", ".join(f"{name} ({n})" for name, n in marker.held_by)
        if marker.kind == "missing":
            text = self.tr("Missing: you own {owned} and this book needs {need}.").format(owned=owned, need=marker.need)
        else:
            text = self.tr("Conflict: you own {owned}, but assembled spellbooks hold some of them; "
                           "{have} of the {need} are free for this book.").format(
                owned=owned, have=marker.have, need=marker.need)
        if held:
            text += "\n" + self.tr("Copies held by assembled spellbooks: {books}").format(books=held)
        return text

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if role not in _HEADER_ROLES or orientation != Qt.Horizontal or not (0 <= section < len(COLUMNS)):
            return None  # most calls (fonts, sizes, decorations): answered fast, hundreds per layout
        if role == _TOOLTIP and section == OWNED_COLUMN:
            if self.ownership is None:
                return self.tr("No collection recorded, so no marks are shown. Record the boxes you own in "
                               "Tools ▸ Collection to see which cards of this book you are missing.")
            return self.tr("Copies free for this book / copies it needs: ✔ enough, ✖ missing, "
                           "⚠ held by an assembled spellbook")
        if role not in (_DISPLAY, _TOOLTIP):
            return None
        if self._header_labels is None:  # the header asks for its labels hundreds of times per layout
            self._header_labels = self.headers()
        return self._header_labels[section]

    def headers(self) -> list[str]:
        labels = {"qty": self.tr("Copies"), "name": self.tr("Name"), "owned": self.tr("Owned"),
                  "type": self.tr("Type"), "schools": self.tr("Schools"), "level": self.tr("Level"),
                  "cost": self.tr("Cost each"), "points": self.tr("Points")}
        return [labels[c] for c in COLUMNS]

    def flags(self, index):
        if not index.isValid():
            return _DROP_FLAGS
        if self._rows[index.row()][0] == "group":
            return _GROUP_FLAGS
        return _COPIES_FLAGS if index.column() == _COPIES_COLUMN else _CARD_FLAGS

    def setData(self, index, value, role=Qt.EditRole):  # noqa: N802 (Qt's name)
        """A count typed in the Copies cell: one undoable step to that many copies (0 removes it)."""
        if role != Qt.EditRole or not index.isValid() or index.column() != _COPIES_COLUMN:
            return False
        cid = self.card_id(index.row())
        try:
            wanted = int(value)
        except (TypeError, ValueError):
            return False
        if cid is None or not 0 <= wanted <= MAX_COPIES:
            return False
        delta = wanted - self.doc.qty(self.zone, cid)
        if delta:
            self.doc.change_qty(self.zone, cid, delta)
        return True

    def supportedDropActions(self):
        return Qt.CopyAction | Qt.MoveAction

    def mimeTypes(self) -> list[str]:
        return [CARD_IDS_MIME]

    def mimeData(self, indexes) -> QMimeData:
        ids = list(dict.fromkeys(self.card_id(i.row()) for i in indexes if i.isValid() and self.card_id(i.row())))
        return card_ids_mime(ids, self.doc.lib, zone=self.zone)

    def canDropMimeData(self, data, action, row, column, parent) -> bool:
        return data.hasFormat(CARD_IDS_MIME)

    def dropMimeData(self, data, action, row, column, parent) -> bool:
        if not data.hasFormat(CARD_IDS_MIME):
            return False
        ids = [i for i in bytes(data.data(CARD_IDS_MIME)).decode().split("\n") if i and self.doc.lib.card(i)]
        source_zone = bytes(data.data(CARD_IDS_MIME + "-zone")).decode() if data.hasFormat(CARD_IDS_MIME + "-zone") else ""
        if source_zone == self.zone:
            return False
        for cid in ids:
            if source_zone:  # from the other zone of this editor: move one copy
                self.doc.move(cid, source_zone, self.zone)
            else:
                self.doc.change_qty(self.zone, cid, +1)
        return bool(ids)
