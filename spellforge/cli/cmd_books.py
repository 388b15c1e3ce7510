"""`spellforge books …`: the spellbooks saved in Spellforge (the window's Spellbooks list).

  list [--json]                               every saved book (id, name, mage, cards, revision)
  save FILE [--name N] [--into NAME_OR_ID]    read a spellbook file in any format and save it as a new
                                              book, or --into a saved one as its new version
  export NAME_OR_ID --to FMT [-o OUT]         write a saved book as o8d, text, BBCode, JSON or a deck code
  delete NAME_OR_ID                           delete a book (the window can bring it back)
  history NAME_OR_ID [--json]                 the book's saved versions (version, saved_at, points_used)
  diff A B [--json]                           cards added, removed and changed from A to B, and points;
                                              A and B are saved books (name or id), their versions
                                              (NAME@VERSION) or spellbook files

A book is named by its id or its exact name (case ignored); a name shared by several books asks
for the id. Exit status: 0 done, 1 `list` found books it could not read (named on standard error),
2 unusable input or user data (one line on standard error).
"""
# Each action is an entry of ACTIONS: a new one is a function `(sub) -> None` adding its parser.

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from spellforge.cli.book_arg import book_store, find_book, load_book
from spellforge.i18n.cli_words import Context

Cli = Context("Cli")  # the command line's sentences in --lang (i18n/*.ts)
LANGS = ("en", "ru", "pl")
FORMATS = ("o8d", "text", "bbcode", "json", "code")  # code: the deck code to share (SF1:…)


def register(subparsers) -> None:
    p = subparsers.add_parser("books", help=Cli.tr("the spellbooks saved in Spellforge (list, save, export, delete, history, diff)"),
                              description=Cli.tr("The spellbooks saved in Spellforge (the window's Spellbooks list). "
                                                 "A book is named by its id or its exact name (case ignored); a name "
                                                 "shared by several books asks for the id. Exit status: 0 done, 1 "
                                                 "`list` found books it could not read (named on standard error), 2 "
                                                 "unusable input or user data (one line on standard error)."))
    sub = p.add_subparsers(dest="books_command", metavar="ACTION")
    for add in ACTIONS:
        add(sub)
    p.set_defaults(func=lambda args: (p.print_help(sys.stderr), 2)[1])


def action(sub, name: str, help_text: str, func) -> argparse.ArgumentParser:
    """One `books` action with the common --json option."""
    a = sub.add_parser(name, help=help_text, description=help_text)
    a.add_argument("--json", action="store_true", help=Cli.tr("machine-readable output"))
    a.add_argument("--lang", default="en", choices=LANGS, help=Cli.tr("language of the readable output and of card names"))
    a.set_defaults(func=func)
    return a


# -- list ------------------------------------------------------------------------------------------
def _add_list(sub) -> None:
    action(sub, "list", Cli.tr("list the saved spellbooks, most recently changed first"), _list)


def _list(args) -> int:
    from datetime import datetime

    from spellforge.cli import emit

    from spellforge.library.user.books import UnreadableBookError

    store = book_store()
    rows, unreadable = [], []
    for b in store.books():
        try:
            loaded = store.load_with_revision(b.id)
        except UnreadableBookError as e:  # the others are listed; this one is named
            unreadable.append(e)
            continue
        book, revision = loaded if loaded else (None, None)
        rows.append({"id": b.id, "name": b.name, "mage": b.mage, "tags": list(b.tags),
                     "cards": sum(book.quantities().values()) if book else 0, "revision": revision,
                     "modified": datetime.fromtimestamp(b.modified).isoformat(timespec="seconds")})
    from spellforge.library import open_library

    lib = open_library() if args.lang != "en" and rows else None

    def mage(name: str) -> str:
        found = lib.mage(name) if lib is not None else None
        return found.display_name(args.lang) if found else name

    lines = [f"{r['id']:>4}  {r['name']}" + (f" ({mage(r['mage'])})" if r["mage"] else "") + "  "
             + Cli.tr("%n card(s)", "", r["cards"]) for r in rows] or ([] if unreadable else [Cli.tr("no saved spellbooks")])
    emit(rows, args.json, "\n".join(lines))
    from spellforge.i18n.user_data_words import say

    for e in unreadable:  # the user data's own message, in --lang
        print(f"spellforge books: {say(e)}", file=sys.stderr)
    return 1 if unreadable else 0


# -- save ------------------------------------------------------------------------------------------
def _add_save(sub) -> None:
    a = action(sub, "save", Cli.tr("read a spellbook file (any format) and save it in Spellforge: as a new book, "
                                   "or with --into as the new version of a saved one"), _save)
    a.add_argument("file", help=Cli.tr("spellbook file (.o8d, text, BBCode, forum text, Spellforge JSON or a deck code)"))
    a.add_argument("--name", help=Cli.tr("name to save it under (default: the book's own name; with --into the saved "
                                         "book's name)"))
    a.add_argument("--into", metavar="NAME_OR_ID", help=Cli.tr("a saved spellbook's name or id: the file becomes its new "
                                                               "version (`books history`, `books diff NAME@1 NAME`)"))


def _save(args) -> int:
    from spellforge.cli import emit, read_book
    from spellforge.library import open_library
    from spellforge.library.user.versions import VersionStore
    from spellforge.rules import validate

    store = book_store()  # first: unusable user data stops here with one line
    store.store.require_writable()
    into = find_book(store, args.into) if args.into is not None else None  # an unknown book stops before reading
    lib = open_library()
    result = read_book(args.file, lib)
    from spellforge.i18n.read_warnings import translate_warning

    for warning in result.warnings:
        print("spellforge books: " + Cli.tr("warning: {text}").format(text=translate_warning(warning, lib, args.lang)),
              file=sys.stderr)
    book = result.book
    versions = VersionStore(store.store)
    kept = (" (" + Cli.tr("%n unresolved line(s) kept", "", len(book.unresolved)) + ")") if book.unresolved else ""
    if into is None:
        if args.name:
            book.name = args.name
        # the book and its first version in one transaction: a full disk stores neither
        book_id = versions.create_book(book, validate(book, lib).points_used)
        emit({"id": book_id, "name": book.name, "version": 1, "unresolved": len(book.unresolved)}, args.json,
             Cli.tr("saved {name} as spellbook {id}").format(name=repr(book.name), id=book_id) + kept)
        return 0
    old, revision = store.load_with_revision(into.id)
    book.name = args.name or into.name
    book.tags = book.tags or list(old.tags)  # a file carries no tags: the book keeps its own
    # The book as it was is a version too (one saved by an older Spellforge may have none), so
    # `history` always shows what the file replaced; both versions and the book are one
    # transaction, refused when a window saved the book since it was read here.
    number = versions.replace_book(into.id, book, validate(book, lib).points_used, validate(old, lib).points_used,
                                   expected=revision)
    newest = versions.versions(into.id)[-1].version
    emit({"id": into.id, "name": book.name, "version": number or newest, "changed": number is not None,
          "unresolved": len(book.unresolved)}, args.json,
         (Cli.tr("saved {name} as version {version} of spellbook {id}").format(
             name=repr(book.name), version=number, id=into.id) if number is not None else
          Cli.tr("{file} is the same as version {version} of spellbook {id} {name}: nothing saved").format(
              file=args.file, version=newest, id=into.id, name=repr(into.name))) + kept)
    return 0


# -- export ----------------------------------------------------------------------------------------
def _add_export(sub) -> None:
    a = action(sub, "export", Cli.tr("write a saved spellbook as o8d, text, BBCode, JSON or a deck code"), _export)
    a.add_argument("book", metavar="NAME_OR_ID", help=Cli.tr("a saved spellbook's name or id (`spellforge books list`)"))
    a.add_argument("--to", required=True, choices=FORMATS, help=Cli.tr("output format"))
    a.add_argument("-o", "--output", help=Cli.tr("output file (default: standard output)"))


def _export(args) -> int:
    from spellforge.cli import CliExit, emit, output_path
    from spellforge.fileio import write_atomic
    from spellforge.formats import write_spellbook
    from spellforge.library import open_library

    if args.output:
        output_path(args.output)
    store = book_store()
    lib = open_library()
    found = find_book(store, args.book)
    text = write_spellbook(store.load(found.id), lib, args.to, args.lang)
    if not args.output:
        sys.stdout.write(text)
        return 0
    try:
        write_atomic(Path(args.output), text)
    except OSError as e:
        raise CliExit(Cli.tr("{path}: cannot write: {error}").format(path=args.output, error=e.strerror or e)) from None
    emit({"id": found.id, "file": args.output, "format": args.to}, args.json,
         Cli.tr("spellbook {id} {name} written to {path}").format(id=found.id, name=repr(found.name), path=args.output))
    return 0


# -- delete ----------------------------------------------------------------------------------------
def _add_delete(sub) -> None:
    a = action(sub, "delete", Cli.tr("delete a saved spellbook (the window's Spellbooks list can undo it)"), _delete)
    a.add_argument("book", metavar="NAME_OR_ID", help=Cli.tr("a saved spellbook's name or id (`spellforge books list`)"))


def _delete(args) -> int:
    from spellforge.cli import CliExit, emit

    store = book_store()
    store.store.require_writable()
    found = find_book(store, args.book)
    if found.id in store.open_in_window():  # its edits would go into a hidden row
        raise CliExit(Cli.tr("spellbook {id} {name} is open in the Spellforge window: close it there first, "
                             "or delete it from the window's Spellbooks list").format(id=found.id, name=repr(found.name)), 2)
    store.set_deleted(found.id)
    emit({"id": found.id, "name": found.name, "deleted": True}, args.json, Cli.tr("deleted spellbook {id} {name}").format(id=found.id, name=repr(found.name)))
    return 0


# -- history and diff ------------------------------------------------------------------------------
def _add_history(sub) -> None:
    a = action(sub, "history", Cli.tr("list the saved versions of a spellbook, oldest first"), _history)
    a.add_argument("book", metavar="NAME_OR_ID", help=Cli.tr("a saved spellbook's name or id (`spellforge books list`)"))


def _history(args) -> int:
    from datetime import datetime

    from spellforge.cli import emit
    from spellforge.library.user.versions import VersionStore

    store = book_store()
    found = find_book(store, args.book)
    rows = [{"version": v.version, "saved_at": datetime.fromtimestamp(v.saved_at).isoformat(timespec="seconds"),
             "points_used": v.points_used} for v in VersionStore(store.store).versions(found.id)]
    lines = [f"{r['version']:>4}  {r['saved_at']}  " + (Cli.tr("%n spell point(s)", "", r["points_used"])
                                                         if r["points_used"] is not None else "—")
             for r in rows] or [Cli.tr("{name}: no saved versions yet").format(name=found.name)]
    emit(rows, args.json, "\n".join(lines))
    return 0


def _add_diff(sub) -> None:
    a = action(sub, "diff", Cli.tr("compare two spellbooks or two versions (NAME@VERSION)"), _diff)
    a.add_argument("a", metavar="A", help=Cli.tr("a saved book's name or id, NAME@VERSION, or a spellbook file"))
    a.add_argument("b", metavar="B", help=Cli.tr("the second book, in the same forms as A"))


def _diff(args) -> int:
    from spellforge.cli import emit
    from spellforge.library import open_library

    book_store()  # first: unusable user data stops here with one line
    lib = open_library()
    a, b = load_book(args.a, lib), load_book(args.b, lib)
    label_a, label_b = a.label, b.label
    from spellforge.rules.diff import diff_report

    data = diff_report(lib, a.book, b.book, args.lang)
    lines = [f"{label_a} → {label_b}"]
    lines += [f"+ {r['qty']} {r['name']}" for r in data["added"]]
    lines += [f"- {r['qty']} {r['name']}" for r in data["removed"]]
    lines += [f"~ {r['name']}: {r['from']} → {r['to']}" for r in data["changed"]]
    p = data["points"]
    lines.append(Cli.tr("spell points: {a} → {b} ({change})").format(a=p["a"], b=p["b"], change=f"{p['b'] - p['a']:+d}"))
    emit(data, args.json, "\n".join(lines))
    return 0


ACTIONS = [_add_list, _add_save, _add_export, _add_delete, _add_history, _add_diff]
