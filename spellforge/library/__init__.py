"""The card library: built from db/ into SQLite, read through `Library`. The only layer that
writes SQL."""

from spellforge.library.repository import Library, NameEntry, ProductRow, open_library
from spellforge.library.source import LibrarySourceError

__all__ = ["Library", "LibrarySourceError", "NameEntry", "ProductRow", "open_library"]
