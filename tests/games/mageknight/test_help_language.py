"""Issue 31: every `spellforge mk … --help` page reads in the typed --lang (no English outside the
syntax: option names, metavars and accepted values), and stays English without --lang."""

from __future__ import annotations

import pytest

from tests.i18n.help_pages import group_paths, help_page, pages_with_english


def mk_commands() -> list[tuple[str, ...]]:
    return group_paths("mk")


def test_every_subcommand_is_listed():
    assert {"mk", "cards", "deck", "odds", "goldfish", "highlevel", "score", "dummy", "setup", "source",
            "levels"} <= {word for path in mk_commands() for word in path}


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_every_help_page_speaks_the_language(lang, capsys):
    assert pages_with_english(mk_commands(), lang, capsys) == {}
    page = help_page(["mk", "highlevel", "--help", "--lang", lang], capsys)
    assert "L4417" not in page and "MK L" not in page  # no rulebook lines in what a player reads
    heading = {"ru": "параметры:", "pl": "opcje:"}[lang]
    assert heading in page


def test_without_lang_the_help_stays_english(capsys):
    help_page(["mk", "levels", "--help", "--lang", "ru"], capsys)  # a Russian page first: no language is left behind
    page = " ".join(help_page(["mk", "levels", "--help"], capsys).split())
    assert "--fame FAME also the level this much fame gives and the fame to the next" in page
    assert "options: -h, --help show this help message and exit" in page
