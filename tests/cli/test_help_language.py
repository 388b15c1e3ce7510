"""`--help --lang ru|pl` of every Mage Wars command and subcommand is Russian or Polish (issue 31:
every CLI line translated), and `--help` without --lang stays English. The commands are read from
the built parser, so a new one is checked without being listed here; the other games' command
groups (games/<game>/cli.py) have their own tests."""

from __future__ import annotations

import pytest

from spellforge.cli import build_parser, main
from spellforge.games import GAMES
from tests.i18n.test_language_lint import foreign_words, without_help_syntax, without_invocations

GAME_COMMANDS = {g.command for g in GAMES if g.command}
def _subcommands(parser) -> dict:
    """{name: parser} of a parser's subcommands (empty when it has none)."""
    return dict(parser._subparsers._group_actions[0].choices) if parser._subparsers else {}


def _command_paths() -> list[tuple[str, ...]]:
    paths: list[tuple[str, ...]] = [()]
    for name, command in sorted(_subcommands(build_parser()).items()):
        if name in GAME_COMMANDS:
            continue
        paths.append((name,))
        paths += [(name, sub) for sub in sorted(_subcommands(command))]
    return paths


def _help(capsys, words: list[str]) -> str:
    with pytest.raises(SystemExit) as exc:
        main(words)
    assert exc.value.code in (0, None)
    return capsys.readouterr().out


def test_the_invocation_column_goes_and_the_help_stays():
    text = ("options:\n  -h, --help            show this help message and exit\n"
            "  -o OUTPUT, --output OUTPUT\n                        backup file to write\n"
            "  ACTION\n    mk       Mage Knight cards\n             and more\n    list     saved books\n")
    assert without_invocations(text, {"mk"}).split() == ["options:", "show", "this", "help", "message", "and",
                                                         "exit", "backup", "file", "to", "write", "saved", "books"]


@pytest.mark.parametrize("lang", ("ru", "pl"))
@pytest.mark.parametrize("path", _command_paths(), ids=lambda p: " ".join(p) or "spellforge")
def test_every_help_page_speaks_the_language(capsys, path, lang):
    text = _help(capsys, [*path, "--help", "--lang", lang])
    assert text.startswith({"ru": "использование: ", "pl": "użycie: "}[lang])
    assert foreign_words(without_help_syntax(text, GAME_COMMANDS), lang) == []


@pytest.mark.parametrize("path", _command_paths(), ids=lambda p: " ".join(p) or "spellforge")
def test_every_help_page_is_printed_in_english(capsys, path):
    """argparse reads a help string as a %-format: "a 95 % interval" broke `spellforge --help`
    (TypeError) while every page passed in ru and pl."""
    assert _help(capsys, [*path, "--help"]).startswith("usage: ")


def test_help_without_lang_stays_english(capsys):
    from spellforge.i18n.cli_words import language

    _help(capsys, ["validate", "--help", "--lang", "ru"])
    assert language() == "en"  # --help ended the run: the next caller in this process is in English again
    text = _help(capsys, ["validate", "--help"])
    assert "show this help message and exit" in text and "check" not in text.split("\n")[0]
    assert "Cost every card for the book's mage" in _help(capsys, ["validate", "-h"])
