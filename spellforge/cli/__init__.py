"""The `spellforge` command. Each subcommand lives in its own module in this package and
defines `register(subparsers)`; with no subcommand the window opens."""

from __future__ import annotations

import importlib
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse

COMMAND_MODULE_PREFIX = "cmd_"


def emit(data: Any, as_json: bool, text: str | None = None) -> None:
    """Print JSON (for scripts) or readable text (for people)."""
    import json

    if as_json:
        json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        print(text if text is not None else json.dumps(data, ensure_ascii=False, indent=2))


UNREADABLE = 2  # exit status for input that cannot be read, in every command


class CliExit(Exception):
    """Stop a command with a message on standard error and an exit status."""

    def __init__(self, message: str, status: int = UNREADABLE):
        super().__init__(message)
        self.status = status


def output_path(path):
    """`path` as a command's output file; CliExit (status 2) when it is in the user's data folder
    (through any link): an export must never replace the user's database or anything beside it."""
    from pathlib import Path

    from spellforge import paths
    from spellforge.i18n.cli_words import Context

    if paths.in_data_dir(path):
        Cli = Context("Cli")
        raise CliExit(Cli.tr("{path}: this is in Spellforge's data folder ({folder}), which holds your data: write "
                             "the file elsewhere").format(path=path, folder=paths.data_dir()), 2)
    return Path(path)


def read_book(path, lib, fmt: str | None = None):
    """Read a spellbook in any supported format or stop with a message naming the file and line."""
    from spellforge.formats import ReadError, read_spellbook

    try:
        result = read_spellbook(path, lib, fmt=fmt) if fmt else read_spellbook(path, lib)
    except ReadError as exc:  # in --lang when the reader says why with a code (a deck code's refusals)
        from spellforge.i18n.cli_words import language
        from spellforge.i18n.read_warnings import translate_read_error

        raise CliExit(str(exc) if language() == "en" else translate_read_error(exc)) from None
    except (OSError, UnicodeError, ValueError) as exc:
        raise CliExit(f"{path}: {exc}") from None
    refused = result.not_a_spellbook()
    if refused is not None:
        from spellforge.i18n.cli_words import Context

        Cli = Context("Cli")
        why, count, line = refused
        if why == "no_card_line":  # prose (a README, a letter): no line reads as a card, no book to judge
            which = (Cli.tr("its only line names no card") if count == 1
                     else Cli.tr("none of its %n lines names a card", "", count))
            raise CliExit(Cli.tr("{path}: not a spellbook: {which} (first: line {line})").format(
                path=path, which=which, line=line))
        # one line of junk (another game's code, a bare <deck/>) read as a title: never an empty book
        raise CliExit(Cli.tr("{path}: not a spellbook: it names no mage and no card").format(path=path))
    return result


class _TerminalSafe:
    """A text stream that shows control characters (ESC, NUL, bidi marks…) as escapes, so text
    from a user's file can never act on the terminal. JSON stays valid: `\\u202e` is a JSON
    escape, and C0 characters are already escaped by json.dumps."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        from spellforge.safetext import for_terminal

        return self._stream.write(for_terminal(text))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


# Commands registered by a module whose name is not cmd_<command>.
_COMMAND_MODULES = {"mage": "cmd_card", "search": "cmd_card", "convert-sets": "cmd_convert",
                    "convert-templates": "cmd_convert"}


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """Every command's parser; with `command`, only the module that registers it is imported
    (a read command then starts without importing the other twenty modules)."""
    import argparse

    from spellforge.i18n.cli_words import Context

    Cli = Context("Cli")  # the help in the typed --lang: main() set it before building the parser
    parser = argparse.ArgumentParser(prog="spellforge", description=Cli.tr("Mage Wars spellbook tools"))
    parser.add_argument("--data-dir", help=Cli.tr("user data directory (default: the platform's)"))
    from spellforge import __version__

    parser.add_argument("--version", action="version", version=f"spellforge {__version__}",
                        help=Cli.tr("show program's version number and exit"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    import spellforge.cli as pkg

    from spellforge.games import GAMES  # games whose record names their command group (games/<game>/cli.py)

    game_groups = {g.command: g.cli for g in GAMES if g.command and g.cli}
    if command:
        if command in game_groups:
            importlib.import_module(game_groups[command]).register(sub)
            return parser
        module = _COMMAND_MODULES.get(command, COMMAND_MODULE_PREFIX + command.replace("-", "_"))
        try:
            importlib.import_module(f"{pkg.__name__}.{module}").register(sub)
        except ModuleNotFoundError as e:  # a word that names no command module: the full parser says so
            if e.name != f"{pkg.__name__}.{module}":
                raise  # a command module whose own import is broken is a bug, not an unknown word
        if command in sub.choices:
            return parser
        return build_parser()
    import pkgutil  # ~4 ms: only the full parser (help, an unknown word) lists the command modules

    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda m: m.name):
        if info.name.startswith(COMMAND_MODULE_PREFIX):
            importlib.import_module(f"{pkg.__name__}.{info.name}").register(sub)
    for module in game_groups.values():
        importlib.import_module(module).register(sub)
    return parser


def _command_word(argv: list[str]) -> str | None:
    """The subcommand named on the command line (the first word after the global options)."""
    words = iter(argv)
    for word in words:
        if word == "--data-dir":
            next(words, None)
        elif word.startswith("-"):
            if word in ("-h", "--help", "--version"):
                return None
        else:
            return word if word.replace("-", "").isalnum() and word.isascii() else None
    return None


def _read_only_notes(command: str) -> None:
    """The promised note on standard error when the user data was only read (a newer
    Spellforge's file, a read-only folder, a full disk). Nothing to say when it was never opened."""
    store_module = sys.modules.get("spellforge.library.user.store")
    if store_module is None:
        return
    from spellforge.i18n.user_data_words import note

    for reason in store_module.READ_ONLY_NOTES.values():
        print(f"spellforge {command}: {note(reason)}", file=sys.stderr)
    store_module.READ_ONLY_NOTES.clear()


def _run_window() -> int:
    import gc

    # What the window's start makes lives until it quits: no collection walks it meanwhile
    # (~20-40 ms of a start); collecting resumes once it is ready (ui/window/memory.py).
    gc.disable()
    from spellforge.ui.app import run_app  # Qt only when the window is wanted

    return run_app(sys.argv[:1])


def main(argv: list[str] | None = None) -> int:
    from spellforge.paths import DataNotFound

    words = sys.argv[1:] if argv is None else argv
    if not words:  # the window, as a desktop launcher starts it: no parser to build (argparse ~3 ms)
        return _run_window()
    command = _command_word(words)
    if command is None and not any(w.startswith("-") and w != "--data-dir" for w in words):
        command = "gui"  # no command: the window opens; the other commands' modules are not needed
    from spellforge.cli.argparse_words import install, typed_language
    from spellforge.i18n.cli_words import set_language

    typed = typed_language(words)
    set_language(typed)  # what the parser says (a mistyped option) is in --lang too
    install(typed)
    try:
        parser = build_parser(command)
        args = parser.parse_args(argv)
    except SystemExit:  # --help, --version or a parse error said it: English again for in-process callers
        set_language(None)
        raise
    except DataNotFound as exc:  # the help texts are read from the .qm: a broken install says so, no traceback
        set_language(None)
        print(f"spellforge: {exc}", file=sys.stderr)
        return UNREADABLE
    finally:  # argparse is the process's: English again for any other caller (a test, a script)
        install("en")
    if args.data_dir:
        from spellforge import paths

        paths.set_data_dir(args.data_dir)
    if not getattr(args, "func", None):
        return _run_window()
    from spellforge.paths import data_dir_problem

    problem = data_dir_problem()
    if problem:
        print(f"spellforge {args.command}: {problem}", file=sys.stderr)
        return UNREADABLE
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _TerminalSafe(out), _TerminalSafe(err)
    lang = getattr(args, "lang", None)  # the command's --lang: its own sentences in that language too
    set_language(lang if isinstance(lang, str) else None)
    store_module = sys.modules.get("spellforge.library.user.store")
    if store_module is not None:  # the notes are this command's: not a store an earlier caller opened in-process
        store_module.READ_ONLY_NOTES.clear()
    try:
        status = int(args.func(args) or 0)
        _read_only_notes(args.command)
        return status
    except CliExit as exc:
        print(f"spellforge {args.command}: {exc}", file=sys.stderr)
        return exc.status
    except DataNotFound as exc:  # a broken install: say so, no traceback
        print(f"spellforge: {exc}", file=sys.stderr)
        return UNREADABLE
    except BrokenPipeError:
        return 0
    except OSError as exc:  # a file that cannot be written or read (a full disk, a folder we may not use)
        from spellforge.i18n.user_data_words import os_error

        print(f"spellforge {args.command}: {os_error(exc)}", file=sys.stderr)
        return UNREADABLE
    except Exception as exc:  # the user database: one clear line and exit 2, never a traceback
        import sqlite3

        from spellforge.library.user.store import UserDataError

        if isinstance(exc, sqlite3.Error) or isinstance(getattr(exc, "orig", None), sqlite3.Error):
            # a database failure no layer turned into a message yet: still one line, never a traceback
            from spellforge.library.user.store import friendly
            from spellforge.paths import data_dir

            exc = friendly(exc, data_dir() / "user.sqlite")
        if not isinstance(exc, UserDataError):
            raise
        from spellforge.i18n.cli_words import Context
        from spellforge.i18n.user_data_words import say

        Cli = Context("Cli")
        hint = "" if exc.kind == "stale" else " " + Cli.tr("(see `spellforge data check`)")
        print(f"spellforge {args.command}: {say(exc)}{hint}", file=sys.stderr)
        return UNREADABLE
    finally:
        sys.stdout, sys.stderr = out, err
        set_language(None)  # in-process callers (tests, scripts) get English again
