"""The readers' warnings and refusals in the interface language: the templates are shared with
the command line (spellforge/i18n/read_warnings.py) and read here through Qt. Anything without a
code (an older reader) is shown as it is, never dropped."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from spellforge.i18n import read_warnings


def _qt_translate(context: str, source: str, n: int | None = None) -> str:
    return QCoreApplication.translate(context, source, None, -1 if n is None else n)


def translate_warning(warning, lib=None, lang: str = "en") -> str:
    """A reader's warning in the interface language, names in the card language `lang`."""
    return read_warnings.translate_warning(warning, lib, lang, _qt_translate)


def translate_read_error(error) -> str:
    """A reader's refusal in the interface language: `file:line: message`."""
    from PySide6.QtCore import QLocale

    lang = QLocale().name()[:2]  # the interface's (Translations.install sets the default locale): its numbers
    return read_warnings.translate_read_error(error, _qt_translate, lang if lang in ("ru", "pl") else "en")
