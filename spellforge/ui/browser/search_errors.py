"""A search error in the window's language (spellforge.library.search.errors, read through Qt's
translator): one table shared by the card browser, the collection view and the command line."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from spellforge.library.search import errors as search_errors

if TYPE_CHECKING:
    from spellforge.library.search.grammar import SearchError


def search_error_text(e: SearchError, known_keys: str = "") -> str:
    """The translated explanation of one bad part of a query (position counted from 1)."""
    return search_errors.search_error_text(e, known_keys, translate=QCoreApplication.translate)
