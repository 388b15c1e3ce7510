"""Installs the UI translators: Qt's own qtbase_<lang>.qm and our i18n/spellforge_<lang>.qm.
Installing a translator sends LanguageChange to every widget, which retranslates itself."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from spellforge import paths


def i18n_dir() -> Path:
    return paths.i18n_dir()


def qt_translation_dirs() -> list[str]:
    """Where qtbase_<lang>.qm may be: Qt's own path, else beside the PySide6 package (a frozen or
    relocated install whose QLibraryInfo points nowhere)."""
    folders = [QLibraryInfo.path(QLibraryInfo.TranslationsPath)]
    try:
        import PySide6

        base = Path(PySide6.__file__).parent
        folders += [str(base / "Qt" / "translations"), str(base / "translations")]
    except (ImportError, TypeError):
        pass
    return [f for f in dict.fromkeys(folders) if f and Path(f).is_dir()]


class Translations:
    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = "en"

    def install(self, lang: str) -> bool:
        """Switch the UI language; True when our catalog for `lang` was found."""
        app = QCoreApplication.instance()
        for t in self._installed:
            app.removeTranslator(t)
            t.setParent(None)  # freed with the list below: a switch must not leave one behind
        self._installed.clear()
        self.language = lang
        QLocale.setDefault(QLocale(lang))
        ok = False
        qt = QTranslator(app)  # Qt's own dialogs ("Look in:", "Files of type:"), wherever Qt keeps them
        if any(qt.load(f"qtbase_{lang}", folder) for folder in qt_translation_dirs()):
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

