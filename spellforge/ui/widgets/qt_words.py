"""Words of Qt's own dialogs that Qt's catalogues (qtbase_ru.qm, qtbase_pl.qm) lack: Qt 6's file
dialog says "&Look in:" and "Files of &type:", while the catalogues still hold Qt 5's "Look in:"
and "Files of type:", so a Russian or Polish file dialog showed them in English. Listed here, in
Qt's own contexts, so that lupdate keeps them in our .ts; our catalogue, installed after Qt's,
answers them (spellforge.ui.translations). Never called: lupdate reads the literals.

One is shorter than Qt's own: the file list's «Дата изменения» was cut at the dialog's size (the
layout report's file_dialog screen, issue 46); «Изменён» is the Russian file managers' header."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _listed_for_lupdate() -> list[str]:
    return [
        QCoreApplication.translate("QFileDialog", "&Look in:"),
        QCoreApplication.translate("QFileDialog", "Files of &type:"),
        QCoreApplication.translate("QFileSystemModel", "Date Modified"),
    ]
