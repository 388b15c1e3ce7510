"""The user's own card names: the "Edit name…" dialog, the undoable command that stores a name
(or resets it to the shipped one) in the user database and in the open library, and the import
/ export of translation CSV files with a per-line report."""

from __future__ import annotations


from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QFormLayout, QHeaderView, QLabel, QLineEdit, QPushButton,
    QTableWidget, QTableWidgetItem, QVBoxLayout,
)
from spellforge.ui.cards.text import in_language
from spellforge.ui.widgets.retranslate import Retranslates

USER_SOURCE = "user"  # spellforge.library.user.names.USER_SOURCE (imported lazily: sqlmodel is slow to load)


def user_name(store, card_id: str, lang: str) -> tuple[str, str] | None:
    """The user's stored (name, source) for a card in `lang`, if any."""
    from spellforge.library.user.names import load_user_names

    return load_user_names(store).get((card_id, lang))


class UserNameCommand(QUndoCommand):
    """Set the user's name of a card in one language, or (name None) go back to the shipped one.
    Undo restores whatever user name was there before (or none). Each write is checked against
    the name this window showed (the library's overlay): a name another window or a command
    stored meanwhile refuses it (StaleNameError), said through `on_refused`, and the window then
    shows the stored name."""

    def __init__(self, lib, store, card_id: str, lang: str, name: str | None, on_change=None, on_refused=None):
        super().__init__()
        from spellforge.safetext import clean_line

        name = None if name is None else " ".join(clean_line(name).split())  # as the store keeps it
        self.lib, self.store, self.card_id, self.lang, self.name = lib, store, card_id, lang, name
        self.before = lib.user_name(card_id, lang)
        self.on_change, self.on_refused = on_change, on_refused
        english = lib.card(card_id).name
        if name is None:
            text = QCoreApplication.translate("CardNameCommands", "Reset the name of {card} {language}")
        else:
            text = QCoreApplication.translate("CardNameCommands", "Name {card} “{name}” {language}")
        self.setText(text.format(card=english, name=name or "", language=in_language(lang)))

    def _put(self, value: tuple[str, str] | None, expected: tuple[str, str] | None) -> None:
        from spellforge.library.user.names import StaleNameError, clear_user_name, set_user_name

        try:
            if value is None:
                clear_user_name(self.store, self.card_id, self.lang, expected=expected)
            else:
                set_user_name(self.store, self.card_id, self.lang, value[0], value[1], expected=expected)
        except StaleNameError as e:
            self.setObsolete(True)  # the other change stays; this command leaves the undo stack
            value = e.found
            if self.on_refused is not None:
                from spellforge.ui.user_data_text import said

                self.on_refused(said(e))
        if value is None:
            self.lib.drop_user_name(self.card_id, self.lang)
        else:
            self.lib.apply_user_names({(self.card_id, self.lang): tuple(value)})
        if self.on_change is not None:
            self.on_change(self.card_id)

    def redo(self) -> None:
        self._put(None if self.name is None else (self.name, USER_SOURCE), self.before)

    def undo(self) -> None:
        self._put(self.before, None if self.name is None else (self.name, USER_SOURCE))


class CardNameDialog(Retranslates, QDialog):
    """A card's name in one language, prefilled; OK stores it, "Reset to shipped name" drops the
    user's name. After exec(): `choice` is the new name, None for a reset, or "" for nothing."""

    def __init__(self, lib, card_id: str, lang: str, has_user_name: bool, parent=None):
        super().__init__(parent)
        self.setObjectName("cardNameDialog")
        card = lib.card(card_id)
        self.choice: str | None = ""
        self.lang = lang
        shipped = lib.shipped_name(card_id, lang)
        self.shipped = shipped[0] if shipped else (card.name if lang == "en" else "")
        self.language = in_language(lang)
        self.english = card.name
        self.edit = QLineEdit(card.names.get(lang) or (card.name if lang == "en" else ""), self)
        self.edit.selectAll()
        self.edit.textChanged.connect(self._update_ok)
        self.intro, self.shipped_label, self.name_label = QLabel(self), QLabel(self), QLabel(self)
        self.intro.setWordWrap(True)
        self.name_label.setBuddy(self.edit)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel, self)
        self.reset_button = QPushButton(self)
        self.reset_button.setEnabled(has_user_name)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ResetRole)
        self.buttons.accepted.connect(self._ok)
        self.buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self._reset)
        form = QFormLayout()
        form.addRow(self.name_label, self.edit)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.shipped_label)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        self._update_ok()
        self.resize(460, self.sizeHint().height())


    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Card name"))
        self.language = in_language(self.lang)
        self.intro.setText(self.tr("Your name for “{card}” {language}. It is kept in your data and survives "
                                   "library updates.").format(card=self.english, language=self.language))
        self.name_label.setText(self.tr("&Name:"))
        self.edit.setAccessibleName(self.tr("Card name"))
        shipped = self.shipped or self.tr("none")
        self.shipped_label.setText(self.tr("Shipped name: {name}").format(name=shipped))
        self.reset_button.setText(self.tr("Reset to shipped name"))
        self.reset_button.setToolTip(self.tr("Forget your name and show the shipped one again"))

    def _update_ok(self) -> None:
        self.buttons.button(QDialogButtonBox.Ok).setEnabled(bool(self.edit.text().strip()))

    def _ok(self) -> None:
        self.choice = " ".join(self.edit.text().split())
        self.accept()

    def _reset(self) -> None:
        self.choice = None
        self.accept()


class NamesImportReport(Retranslates, QDialog):
    """Every line of an imported translation CSV: stored, unchanged, or an error (with the line
    number and reason); the word and a sign say it, not a colour."""

    def __init__(self, reports, source: str, parent=None):
        super().__init__(parent)
        self.setObjectName("namesImportReport")
        self.reports, self.source = list(reports), source
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.table = QTableWidget(len(self.reports), 3, self)
        self.table.setObjectName("namesImportLines")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Close, self)
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        self.resize(720, 420)

    def counts(self) -> dict[str, int]:
        out = {"stored": 0, "unchanged": 0, "error": 0}
        for r in self.reports:
            out[r.status] = out.get(r.status, 0) + 1
        return out


    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Card names imported from {file}").format(file=self.source))
        n = self.counts()
        self.summary.setText(" ".join((self.tr("%n name(s) stored.", "", n["stored"]),
                                       self.tr("%n unchanged.", "", n["unchanged"]),
                                       self.tr("%n line(s) with errors.", "", n["error"]))))
        self.table.setHorizontalHeaderLabels([self.tr("Line"), self.tr("Result"), self.tr("Details")])
        words = {"stored": "✔ " + self.tr("stored"), "unchanged": "= " + self.tr("unchanged"),
                 "error": "✖ " + self.tr("error")}
        for row, r in enumerate(self.reports):
            cells = (str(r.line), words.get(r.status, r.status), r.message)
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 0:
                    item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
                self.table.setItem(row, col, item)


def read_names_file(path: str) -> str:
    """The text of a translation CSV (UTF-8, with or without BOM); NamesFileError (a ValueError
    naming the file and line) for the caller to show."""
    from spellforge.formats.names_csv import read_names_file as read

    return read(path)
