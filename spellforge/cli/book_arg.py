"""A spellbook named on the command line, the same way in every command that takes one
(validate, export, print, goldfish, collection check/assemble, books diff): a spellbook file in
any format, a book saved in Spellforge by its name or id, or one of its saved versions as
NAME@VERSION (`spellforge books history NAME`). An existing file wins over a saved name; a word
with a spellbook suffix that names no file is a missing file, and so is one with a slash that
names no saved book either ("Fire/Water" may be a book's name).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from spellforge.cli import CliExit, read_book
from spellforge.domain.spellbook import Spellbook

BOOK_HELP = ("spellbook file (.o8d, text, BBCode, forum text, Spellforge JSON or a deck code), or a saved "
             "book's name or id, or NAME@VERSION")
# Suffixes of the spellbook files Spellforge reads: a missing one is a missing file, not a book name.
FILE_SUFFIXES = {".o8d", ".txt", ".json", ".bbcode", ".xml", ".text", ".md"}


@dataclass
class NamedBook:
    label: str  # the book's name (a file's stem when it has none), or NAME@VERSION
    book: Spellbook
    source: str  # the file as given, or "saved:<label>"
    warnings: list[str] = field(default_factory=list)  # what the reader noticed in a file


def load_book(key: str, lib) -> NamedBook:
    """The book named by `key` (a file, a saved book's name or id, NAME@VERSION); CliExit otherwise."""
    path = Path(key)
    if path.is_file():
        result = read_book(path, lib)
        return NamedBook(result.book.name or path.stem, result.book, str(path), list(result.warnings))
    if path.is_dir():
        books = sorted(p.name for p in path.iterdir() if p.suffix.lower() in FILE_SUFFIXES and p.is_file())
        hint = (f"; its spellbook files: {', '.join(books[:5])}{', …' if len(books) > 5 else ''}" if books
                else "; it holds no spellbook file")
        raise CliExit(f"{key}: is a folder, not a spellbook file — give one file{hint}")
    if path.exists():
        raise CliExit(f"{key}: not a spellbook file")
    if path.suffix.lower() in FILE_SUFFIXES:
        raise CliExit(f"{key}: no such file")
    from spellforge.cli.cmd_books import book_store, resolve_version

    store = book_store()
    names = sorted({b.name for b in store.books()})
    try:
        label, book = resolve_version(store, key)
    except CliExit as exc:
        if "no saved spellbook" not in str(exc):
            raise
        if "/" in key or "\\" in key:  # a path ("books/mine") rather than a name ("Fire/Water")
            raise CliExit(f"{key}: no such file") from None
        hint = f" (saved books: {', '.join(names[:8])}{', …' if len(names) > 8 else ''})" if names else \
            " (no books are saved yet: `spellforge books save FILE`)"
        raise CliExit(f"{key!r} is neither a spellbook file nor a saved spellbook{hint}") from None
    return NamedBook(label, book, f"saved:{label}")
