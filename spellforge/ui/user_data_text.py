"""What the user data layer says (a read-only reason, a refused write, a damaged file) in the
interface language: the templates are shared with the command line
(spellforge/i18n/user_data_words.py) and read here through Qt."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from spellforge.i18n import user_data_words


def _qt_translate(context: str, source: str, n: int | None = None) -> str:
    return QCoreApplication.translate(context, source, None, -1 if n is None else n)


def said(message) -> str:
    """A UserDataError, a store's reason or an OSError in the interface language (anything else
    as it is)."""
    if isinstance(message, OSError):
        return user_data_words.os_error(message, _qt_translate)
    return user_data_words.say(message, _qt_translate)
