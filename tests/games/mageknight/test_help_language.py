"""Issue 31: every `spellforge mk … --help` page reads in the typed --lang (no English outside the
syntax: option names, metavars and accepted values), and stays English without --lang."""

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


def help_page(words: list[str], capsys) -> str:
    from spellforge.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(words)
    assert exit_.value.code == 0
    return capsys.readouterr().out


def mk_commands() -> list[tuple[str, ...]]:
    from spellforge.cli import build_parser

    return subcommands(build_parser("mk"))


def test_every_subcommand_is_listed():
    assert {"mk", "cards", "deck", "odds", "goldfish", "highlevel", "score", "dummy", "setup", "source",
            "levels"} <= {word for path in mk_commands() for word in path}


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_every_help_page_speaks_the_language(lang, capsys):
    bad = {}
    for path in mk_commands():
        page = help_page([*path, "--help", "--lang", lang], capsys)
        words = foreign_words(without_help_syntax(page), lang)
        if words:
            bad[" ".join(path)] = words
    assert bad == {}
    page = help_page(["mk", "highlevel", "--help", "--lang", lang], capsys)
    assert "L4417" not in page and "MK L" not in page  # no rulebook lines in what a player reads
    heading = {"ru": "параметры:", "pl": "opcje:"}[lang]
    assert heading in page


def test_without_lang_the_help_stays_english(capsys):
    help_page(["mk", "levels", "--help", "--lang", "ru"], capsys)  # a Russian page first: no language is left behind
    page = " ".join(help_page(["mk", "levels", "--help"], capsys).split())
    assert "--fame FAME also the level this much fame gives and the fame to the next" in page
    assert "options: -h, --help show this help message and exit" in page
