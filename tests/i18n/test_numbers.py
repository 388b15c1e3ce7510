"""Numbers in the language's own way in the headless core and the CLI (issue 19): decimal comma and
grouping in Russian and Polish, and the goldfish report with --lang (labels, names, plural forms,
figures) — "5.23" never reaches a Russian or Polish reader."""

from __future__ import annotations

import re

import pytest

from spellforge.cli import main
from spellforge.i18n.numbers import decimal, integer, percent
from tests.conftest import CORE_BOOKS, OFFICIAL_DIR


@pytest.mark.parametrize("lang,expected", [
    ("en", ("5.23", "-1,234.5", "+0.50", "12,345", "12.5%")),
    ("ru", ("5,23", "-1\u00a0234,5", "+0,50", "12\u00a0345", "12,5\u00a0%")),
    ("pl", ("5,23", "-1234,5", "+0,50", "12\u00a0345", "12,5%")),
])
def test_decimals_grouping_and_percent(lang, expected):
    assert (decimal(5.234, lang), decimal(-1234.5, lang, 1), decimal(0.5, lang, sign=True), integer(12345, lang),
            percent(0.125, lang)) == expected


DECIMAL_POINT = re.compile(r"\d\.\d")


@pytest.mark.parametrize("lang,words", [
    ("ru", ("Колдун", "300 игр", "Раунд убийства: в среднем ", "Сотворено за игру:", "Огненный шар")),
    ("pl", ("Czarnoksiężnik", "300 gier", "Runda zabicia: średnio ", "Rzucone na grę:", "Kula Ognia")),
])
def test_goldfish_report_in_the_language(cli_library, capsys, lang, words):
    book = OFFICIAL_DIR / CORE_BOOKS["Warlock"]
    assert main(["goldfish", str(book), "--policy", "greedy", "--games", "300", "--lang", lang]) == 0
    out = capsys.readouterr().out
    for word in words:
        assert word in out, (word, out)
    assert not DECIMAL_POINT.search(out), DECIMAL_POINT.search(out)
    assert re.search(r"\d,\d\d", out)


def test_goldfish_ab_report_in_russian(cli_library, capsys):
    a, b = (OFFICIAL_DIR / CORE_BOOKS[m] for m in ("Warlock", "Wizard"))
    assert main(["goldfish", str(a), str(b), "--policy", "greedy", "--games", "21", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "парных игр: 21" in out and "Волшебник" in out and "Колдун" in out
    assert not DECIMAL_POINT.search(out.replace("e-", "")), out
    assert main(["goldfish", str(a), str(b), "--policy", "greedy", "--games", "21"]) == 0  # English keeps its point
    assert DECIMAL_POINT.search(capsys.readouterr().out)
