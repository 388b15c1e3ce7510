"""argparse's own errors in the command's --lang (issue 31: every CLI error translated), and
English again for the next command run in the same process."""

from __future__ import annotations

import pytest

from spellforge.cli import main
from spellforge.cli.argparse_words import typed_language


def _refused(capsys, *words) -> str:
    with pytest.raises(SystemExit) as exc:
        main(list(words))
    assert exc.value.code == 2
    return capsys.readouterr().err


def test_the_language_is_read_from_the_words_typed():
    assert typed_language(["validate", "b.o8d", "--lang", "ru"]) == "ru"
    assert typed_language(["validate", "--lang=pl"]) == "pl"
    assert typed_language(["validate", "--lang"]) == "en"
    assert typed_language(["validate", "--lang", "de"]) == "en"


def test_a_missing_argument_and_a_mistyped_command_in_russian_and_polish(capsys):
    err = _refused(capsys, "validate", "--lang", "ru")
    assert err.startswith("использование: spellforge validate") and "spellforge validate: ошибка: нужно указать: BOOK" in err
    err = _refused(capsys, "validat", "x.o8d", "--lang", "pl")
    assert "błąd: opcja COMMAND: nieprawidłowa wartość 'validat' (do wyboru: 'books'" in err
    err = _refused(capsys, "odds", "--dice", "many", "--lang=ru")
    assert "ошибка: параметр --dice: недопустимое значение: 'many'" in err
    err = _refused(capsys, "validate")  # the next command in the same process: English again
    assert err.startswith("usage: ") and "error: the following arguments are required: BOOK" in err
