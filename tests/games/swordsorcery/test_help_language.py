"""Issue 31: every `spellforge ss … --help` page reads in the typed --lang (no English outside the
syntax: option names, metavars and accepted values), and stays English without --lang."""

from __future__ import annotations

import pytest

from tests.i18n.help_pages import group_paths, help_page, pages_with_english


def ss_commands() -> list[tuple[str, ...]]:
    return group_paths("ss")


def test_every_subcommand_is_listed():
    paths = ss_commands()
    assert {("ss", "party", "check"), ("ss", "levelup"), ("ss", "stash"), ("ss", "end-scenario"),
            ("ss", "campaign", "undo"), ("ss", "data", "import")} <= set(paths)
    assert len(paths) == 47


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_every_help_page_speaks_the_language(lang, capsys):
    assert pages_with_english(ss_commands(), lang, capsys) == {}
    page = help_page(["ss", "--help", "--lang", lang], capsys)
    assert "002 L" not in page and "L2156" not in page  # no rulebook lines in what a player reads
    heading = {"ru": "параметры:", "pl": "opcje:"}[lang]
    assert heading in page


def test_without_lang_the_help_stays_english(capsys):
    help_page(["ss", "wound", "--help", "--lang", "pl"], capsys)  # a Polish page first: no language is left behind
    page = " ".join(help_page(["ss", "wound", "--help"], capsys).split())
    assert "--wounds WOUNDS how many wounds" in page
    assert "options: -h, --help show this help message and exit" in page
