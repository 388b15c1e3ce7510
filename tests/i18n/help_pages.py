"""The help pages of a command group, walked from its built parser, for the `--help --lang`
tests of every game (issue 31): which pages carry English outside their syntax."""

from __future__ import annotations

import argparse

import pytest

from tests.i18n.test_language_lint import foreign_words, without_help_syntax


def subcommands(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every command path under `parser` as typed (("mk",), ("mk", "deck"), …), read from the parser."""
    found = [path] if path else []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                found += subcommands(child, (*path, name))
    return found


def group_paths(command: str) -> list[tuple[str, ...]]:
    from spellforge.cli import build_parser

    return subcommands(build_parser(command))


def help_page(words: list[str], capsys) -> str:
    from spellforge.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(words)
    assert exit_.value.code == 0
    return capsys.readouterr().out


def pages_with_english(paths: list[tuple[str, ...]], lang: str, capsys) -> dict[str, list[str]]:
    """{command path: its English words} for every page of `paths` shown with --lang `lang`."""
    bad = {}
    for path in paths:
        words = foreign_words(without_help_syntax(help_page([*path, "--help", "--lang", lang], capsys)), lang)
        if words:
            bad[" ".join(path)] = words
    return bad
