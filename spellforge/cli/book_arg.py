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
from spellforge.i18n.cli_words import Context

Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)

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
        hint = (Cli.tr("; its spellbook files: {files}").format(
                    files=", ".join(books[:5]) + (", …" if len(books) > 5 else "")) if books
                else Cli.tr("; it holds no spellbook file"))
        raise CliExit(Cli.tr("{path}: is a folder, not a spellbook file — give one file{hint}").format(path=key, hint=hint))
    if path.exists():
        raise CliExit(Cli.tr("{path}: not a spellbook file").format(path=key))
    if path.suffix.lower() in FILE_SUFFIXES:
        raise CliExit(Cli.tr("{path}: no such file").format(path=key))
    from spellforge.cli.cmd_books import book_store, resolve_version

    store = book_store()
    names = sorted({b.name for b in store.books()})
    try:
        label, book = resolve_version(store, key)
    except CliExit as exc:
        if not getattr(exc, "no_saved_book", False):
            raise
        if "/" in key or "\\" in key:  # a path ("books/mine") rather than a name ("Fire/Water")
            raise CliExit(Cli.tr("{path}: no such file").format(path=key)) from None
        hint = (Cli.tr(" (saved books: {names})").format(names=", ".join(names[:8]) + (", …" if len(names) > 8 else ""))
                if names else Cli.tr(" (no books are saved yet: `spellforge books save FILE`)"))
        raise CliExit(Cli.tr("{name} is neither a spellbook file nor a saved spellbook{hint}").format(
            name=repr(key), hint=hint)) from None
    return NamedBook(label, book, f"saved:{label}")
