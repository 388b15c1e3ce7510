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


def book_help() -> str:
    """The help of a BOOK argument, in --lang (called while the parser is built)."""
    return Cli.tr("spellbook file (.o8d, text, BBCode, forum text, Spellforge JSON or a deck code), or a saved "
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


# -- saved books (also `spellforge books …`) ------------------------------------------------------
def book_store():
    from spellforge.library.user.books import BookStore
    from spellforge.library.user.store import UserStore

    return BookStore(UserStore())


def find_book(store, key: str):
    """The BookSummary named by id or exact name, or CliExit."""
    from spellforge.library.normalize import fold

    books = store.books()
    if key.strip().isdigit():
        hit = [b for b in books if b.id == int(key)]
    else:
        hit = [b for b in books if fold(b.name) == fold(key)]
    if not hit:
        exc = CliExit(Cli.tr("no saved spellbook {name} (see `spellforge books list`)").format(name=repr(key)))
        exc.no_saved_book = True  # load_book then tries the word as a file
        raise exc
    if len(hit) > 1:
        raise CliExit(Cli.tr("%n spellbooks are named {name}: use an id ({ids})", "", len(hit)).format(
            name=repr(key), ids=", ".join(str(b.id) for b in hit)))
    return hit[0]


def resolve_version(store, key: str):
    """(label, Spellbook) for a book name/id, or NAME@VERSION for one of its saved versions."""
    from spellforge.library.user.versions import VersionStore

    name, at, number = key.rpartition("@") if "@" in key else (key, "", "")
    if at and not number.strip().isdigit():
        raise CliExit(Cli.tr("{name}: the version after @ must be a number (see `spellforge books history`)").format(
            name=repr(key)))
    found = find_book(store, name if at else key)
    if not at:
        return found.name, store.load(found.id)
    book = VersionStore(store.store).load(found.id, int(number))
    if book is None:
        raise CliExit(Cli.tr("spellbook {name} has no version {number} (see `spellforge books history {id}`)").format(
            name=repr(found.name), number=number, id=found.id))
    return f"{found.name}@{int(number)}", book
