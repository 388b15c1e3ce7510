"""Issue 31: every `spellforge ss … --help` page reads in the typed --lang (no English outside the
syntax: option names, metavars and accepted values), and stays English without --lang."""

from __future__ import annotations

import argparse

import pytest

from tests.i18n.test_language_lint import foreign_words, without_help_syntax


def subcommands(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every command path under `parser` as typed (("ss",), ("ss", "deck"), …), read from the parser."""
    found = [path] if path else []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                found += subcommands(child, (*path, name))
    return found


def help_page(words: list[str], capsys) -> str:
    from spellforge.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(words)
    assert exit_.value.code == 0
    return capsys.readouterr().out


def ss_commands() -> list[tuple[str, ...]]:
    from spellforge.cli import build_parser

    return subcommands(build_parser("ss"))


def test_every_subcommand_is_listed():
    paths = ss_commands()
    assert {("ss", "party", "check"), ("ss", "levelup"), ("ss", "stash"), ("ss", "end-scenario"),
            ("ss", "campaign", "undo"), ("ss", "data", "import")} <= set(paths)
    assert len(paths) == 32


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_every_help_page_speaks_the_language(lang, capsys):
    bad = {}
    for path in ss_commands():
        page = help_page([*path, "--help", "--lang", lang], capsys)
        words = foreign_words(without_help_syntax(page), lang)
        if words:
            bad[" ".join(path)] = words
    assert bad == {}
    page = help_page(["ss", "--help", "--lang", lang], capsys)
    assert "002 L" not in page and "L2156" not in page  # no rulebook lines in what a player reads
    heading = {"ru": "параметры:", "pl": "opcje:"}[lang]
    assert heading in page


def test_without_lang_the_help_stays_english(capsys):
    help_page(["ss", "wound", "--help", "--lang", "pl"], capsys)  # a Polish page first: no language is left behind
    page = " ".join(help_page(["ss", "wound", "--help"], capsys).split())
    assert "--wounds WOUNDS how many wounds" in page
    assert "options: -h, --help show this help message and exit" in page
