"""The card library: built from db/ into SQLite, read through `Library`. The only layer that
writes SQL."""

from spellforge.library.repository import Library, open_library

__all__ = ["Library", "LibrarySourceError", "NameEntry", "ProductRow", "open_library"]


def __getattr__(name: str):
    # The db/ loader (and the OCTGN converters it uses) only when a build or a caller needs it:
    # opening a built library, every start and every read command, does not.
    if name == "LibrarySourceError":
        from spellforge.library.source import LibrarySourceError

        return LibrarySourceError
    if name in ("NameEntry", "ProductRow"):  # (not on a window's start either: library_rows)
        from spellforge.library import library_rows

        return getattr(library_rows, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
