"""`spellforge goldfish --opponent dummy --dummy-cards …` refuses a name it does not know or a card
the dummy cannot wear or cast in the command's --lang (i18n/*.ts, context Cli), naming the card:
as typed when unknown, in the card-name language of --lang otherwise (the rulebook's names)."""

from __future__ import annotations

import pytest

from spellforge.cli import main as cli_main
from tests.conftest import OFFICIAL_DIR

BOOK = str(OFFICIAL_DIR / "Warlock Official.o8d")


@pytest.mark.parametrize("lang, unknown, creature", [
    ("ru", "`--dummy-cards`: неизвестная карта «Rhino Hyde»",
     "`--dummy-cards`: Лесной волк: цель носит или колдует только атакующие заклинания"),
    ("pl", "`--dummy-cards`: nieznana karta „Rhino Hyde”",
     "`--dummy-cards`: Szary Wilk: cel nosi lub rzuca tylko czary ataku"),
], ids=["ru", "pl"])
def test_dummy_cards_refused_in_the_command_language(cli_library, capsys, lang, unknown, creature):
    assert cli_main(["goldfish", BOOK, "--opponent", "dummy", "--dummy-cards", "Rhino Hyde", "--lang", lang]) == 2
    assert unknown in capsys.readouterr().err
    assert cli_main(["goldfish", BOOK, "--opponent", "dummy", "--dummy-cards", "Timber Wolf", "--lang", lang]) == 2
    assert creature in capsys.readouterr().err


@pytest.mark.parametrize("lang, card, said", [
    ("ru", "Horn of Gothos", "`--dummy-cards`: Рог Готоса: её эффект не моделируется"),
    ("pl", "Eagle Wings", "`--dummy-cards`: Orle Skrzydła: nie ma w niej nic, czego używa cel (Zbroja, Życie"),
    ("en", "Eagle Wings", "--dummy-cards: Eagle Wings: nothing the dummy uses (Armor, Life"),
], ids=["ru", "pl", "en"])
def test_why_the_dummy_cannot_use_a_card(cli_library, capsys, lang, card, said):
    assert cli_main(["goldfish", BOOK, "--opponent", "dummy", "--dummy-cards", card, "--lang", lang]) == 2
    assert said in capsys.readouterr().err
