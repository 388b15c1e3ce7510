"""Installs the UI translators: Qt's own qtbase_<lang>.qm and our i18n/spellforge_<lang>.qm.
Installing a translator sends LanguageChange to every widget, which retranslates itself."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from spellforge import paths


def i18n_dir() -> Path:
    return paths.i18n_dir()


class Translations:
    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = "en"

    def install(self, lang: str) -> bool:
        """Switch the UI language; True when our catalog for `lang` was found."""
        app = QCoreApplication.instance()
        for t in self._installed:
            app.removeTranslator(t)
        self._installed.clear()
        self.language = lang
        QLocale.setDefault(QLocale(lang))
        ok = False
        qt = QTranslator(app)
        if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.TranslationsPath)):
            app.installTranslator(qt)
            self._installed.append(qt)
        ours = QTranslator(app)
        # English has a catalog too: only its plural forms ("1 card" / "2 cards").
        try:
            folder = str(i18n_dir())
        except paths.DataNotFound:  # a broken install: English UI; the library error says why
            folder = ""
        if folder and ours.load(f"spellforge_{lang}", folder):
            app.installTranslator(ours)
            self._installed.append(ours)
            ok = True
        # Deliver LanguageChange now, so every widget is retranslated when this returns.
        QCoreApplication.sendPostedEvents(None, QEvent.LanguageChange)
        return ok

