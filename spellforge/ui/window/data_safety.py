"""The window's side of data safety: the dialog for a damaged user database at start, and
Tools ▸ Check and repair… (One writer per data folder and the read-only banner are in
single_writer, which the start imports without these dialogs.)

The work itself (check, backups, restore, salvage) is in spellforge.library.user.backup; every
action here says what it did, and nothing is ever deleted (restore moves the old file aside).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Signal
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFileDialog, QHBoxLayout, QLabel, QListWidget, QMessageBox, QPushButton, QVBoxLayout,
)

from spellforge.ui.widgets.retranslate import Retranslates
from spellforge.ui.window.single_writer import InstanceGuard, ReadOnlyBanner, server_name  # noqa: F401 (their old home)


class DataSafety(QObject):
    """The translation context of the salvage messages (a plural needs Context.tr, i18n/README.md)."""


def documents_dir() -> str:
    return QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)


def salvage_interactive(parent, user_file: Path, lib) -> list[Path] | None:
    """Ask for a folder and write every readable spellbook there as JSON; None when cancelled."""
    from spellforge.formats import write_spellbook
    from spellforge.library.user.backup import salvage_report

    folder = QFileDialog.getExistingDirectory(parent, QCoreApplication.translate("DataSafety", "Folder for the saved spellbooks"), documents_dir())
    if not folder:
        return None
    write_json = None if lib is None else partial(write_spellbook, lib=lib, fmt="json")
    try:
        files, unreadable = salvage_report(user_file, Path(folder), write_json)
    except OSError as e:
        QMessageBox.warning(parent, QCoreApplication.translate("DataSafety", "Salvage spellbooks"),
                            QCoreApplication.translate("DataSafety", "Could not write to {folder}:\n{error}").format(folder=folder, error=e.strerror or e))
        return None
    written = DataSafety.tr("%n spellbook(s) written to {folder} as JSON files. Open them with "
                            "File ▸ Open or import….", "", len(files))
    text = written.format(folder=folder)
    if unreadable:  # found in the file, but their bytes do not add up: named, never silently dropped
        text += "\n\n" + DataSafety.tr("%n spellbook(s) were found but could not be read: {names}", "",
                                        len(unreadable)).format(names=", ".join(unreadable))
    QMessageBox.information(parent, QCoreApplication.translate("DataSafety", "Salvage spellbooks"), text)
    return files


class DamagedDataDialog(QDialog):
    """At start, the user database cannot be read: say so and offer the ways out. The window
    opens only after one of them worked; Quit leaves everything as it is."""

    RESTORE, SALVAGE, FRESH, QUIT = "restore", "salvage", "fresh", "quit"

    def __init__(self, user_file: Path, error: str, has_backup: bool, parent=None):
        super().__init__(parent)
        self.setObjectName("damagedDataDialog")
        self.choice = self.QUIT
        self.setWindowTitle(QCoreApplication.translate("DataSafety", "Your Spellforge data cannot be read"))
        text = QLabel(self)
        text.setObjectName("damagedText")
        text.setWordWrap(True)
        text.setText(QCoreApplication.translate("DataSafety", "Spellforge could not open your data file:\n{file}\n\n{error}\n\n"
                        "Nothing has been changed. You can put back the latest backup (the damaged file is "
                        "kept beside it), save the spellbooks that can still be read as files, or start with "
                        "empty data (the damaged file is kept).").format(file=user_file, error=error))
        box = QVBoxLayout(self)
        box.addWidget(text)
        buttons = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for key, label in ((self.RESTORE, QCoreApplication.translate("DataSafety", "Restore the latest backup")), (self.SALVAGE, QCoreApplication.translate("DataSafety", "Salvage spellbooks…")),
                           (self.FRESH, QCoreApplication.translate("DataSafety", "Start with empty data")), (self.QUIT, QCoreApplication.translate("DataSafety", "Quit"))):
            button = QPushButton(label, self)
            button.setObjectName(f"damaged_{key}")
            button.clicked.connect(lambda _=False, k=key: self._choose(k))
            buttons.addWidget(button)
            self.buttons[key] = button
        self.buttons[self.RESTORE].setEnabled(has_backup)
        box.addLayout(buttons)
        self.resize(640, 260)

    def _choose(self, key: str) -> None:
        self.choice = key
        self.accept()


def resolve_damaged(parent, user_file: Path, error: str, lib, ask=None) -> bool:
    """Loop until the user database is usable again (True) or the user quits (False).
    `ask(dialog) -> choice` replaces the modal dialog in tests."""
    from spellforge.library.user.backup import latest_backup, list_backups, move_aside, restore

    while True:
        dialog = DamagedDataDialog(user_file, error, bool(list_backups(user_file)), parent)
        choice = ask(dialog) if ask else (dialog.exec(), dialog.choice)[1]
        if choice == DamagedDataDialog.QUIT:
            return False
        if choice == DamagedDataDialog.SALVAGE:
            salvage_interactive(parent, user_file, lib)
            continue
        try:
            if choice == DamagedDataDialog.RESTORE:
                aside = restore(user_file, latest_backup(user_file))
            else:
                aside = move_aside(user_file, "damaged")
        except (OSError, ValueError) as e:
            error = str(e)
            continue
        if aside is not None and not ask:
            QMessageBox.information(parent, QCoreApplication.translate("DataSafety", "Spellforge"),
                                    QCoreApplication.translate("DataSafety", "The damaged file is kept as {file}.").format(file=aside))
        return True


class DataRepairDialog(Retranslates, QDialog):
    """Tools ▸ Check and repair…: the health of the data file, its backups, and the actions."""

    restore_requested = Signal(str)

    def __init__(self, user_file: Path, lib, parent=None):
        super().__init__(parent)
        self.setObjectName("dataRepairDialog")
        self.user_file, self.lib = Path(user_file), lib
        self.status = QLabel(self)
        self.status.setObjectName("dataStatus")
        self.status.setWordWrap(True)
        self.backups_label = QLabel(self)
        self.backups = QListWidget(self)
        self.backups.setObjectName("backupList")
        self.backup_button = QPushButton(self)
        self.restore_button = QPushButton(self)
        self.salvage_button = QPushButton(self)
        self.backup_button.clicked.connect(self.back_up)
        self.restore_button.clicked.connect(self._restore_selected)
        self.salvage_button.clicked.connect(lambda: salvage_interactive(self, self.user_file, self.lib))
        self.close_box = QDialogButtonBox(QDialogButtonBox.Close, self)
        self.close_box.rejected.connect(self.reject)
        row = QHBoxLayout()
        for b in (self.backup_button, self.restore_button, self.salvage_button):
            row.addWidget(b)
        box = QVBoxLayout(self)
        box.addWidget(self.status)
        box.addWidget(self.backups_label)
        box.addWidget(self.backups, 1)
        box.addLayout(row)
        box.addWidget(self.close_box)
        self.retranslate_ui()
        self.resize(620, 420)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Check and repair"))
        self.backups_label.setText(self.tr("Backups (newest first):"))
        self.backup_button.setText(self.tr("&Back up now"))
        self.restore_button.setText(self.tr("&Restore the selected backup…"))
        self.salvage_button.setText(self.tr("&Salvage spellbooks…"))
        self.refresh()

    def refresh(self) -> None:
        from spellforge.library.user.backup import check, list_backups

        health = check(self.user_file)
        if not health.exists:
            text = self.tr("No data file yet: {file}").format(file=self.user_file)
        elif health.ok:
            text = self.tr("Your data file is healthy: {file}\nSchema version {version}, %n spellbook(s).", "",
                           health.books or 0).format(file=self.user_file, version=health.version)
            if health.newer:
                text += "\n" + self.tr("It was written by a newer Spellforge: it is opened read-only.")
        else:
            from spellforge.ui.user_data_text import said  # an empty or headerless file: in the window's language

            text = self.tr("Your data file is DAMAGED: {file}\n{problems}\nRestore a backup or salvage your "
                           "spellbooks.").format(file=self.user_file, problems="; ".join(map(said, health.problems)))
        self.status.setText(text)
        self.backups.clear()
        for path in list_backups(self.user_file):
            self.backups.addItem(path.name)
            self.backups.item(self.backups.count() - 1).setData(256, str(path))
        if self.backups.count():
            self.backups.setCurrentRow(0)
        self.restore_button.setEnabled(self.backups.count() > 0)

    def back_up(self) -> None:
        from spellforge.library.user.backup import make_backup

        try:
            made = make_backup(self.user_file)
        except Exception as e:  # noqa: BLE001 - shown to the user
            QMessageBox.warning(self, self.windowTitle(), self.tr("Could not back up:\n{error}").format(error=e))
            return
        self.refresh()
        self.status.setText(self.status.text() + "\n" + self.tr("Backed up to {file}").format(file=made))

    def _restore_selected(self) -> None:
        item = self.backups.currentItem()
        if item is None:
            return
        answer = QMessageBox.question(
            self, self.windowTitle(),
            self.tr("Replace your data with the backup {name}?\nYour current data file is kept beside it, "
                    "never deleted.").format(name=item.text()))
        if answer == QMessageBox.Yes:
            self.restore_requested.emit(item.data(256))
            self.refresh()
