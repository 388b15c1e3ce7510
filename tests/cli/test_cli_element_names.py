"""The Wizard's element typed in the player's language, in any case, wherever an element is typed:
`validate --element Огонь`, `--element ogień`, `search Fireball --mage Wizard --element Огонь`."""

from __future__ import annotations

import json

import pytest

from spellforge.cli import main
from tests.conftest import DECKS_DIR

WIZARD_BOOK = DECKS_DIR / "official-spellbooks" / "Wizard Official.o8d"


@pytest.fixture(autouse=True)
def _session_library(cli_library):
    """The commands use the session's library instead of building one per test (~1.5 s each)."""


@pytest.mark.parametrize("typed", ["Огонь", "огонь", "ОГОНЬ", "ogień", "Ogien", "OGIEŃ", "fire", "Fire"])
def test_validate_takes_the_element_in_every_language(capsys, typed):
    code = main(["validate", str(WIZARD_BOOK), "--element", typed, "--json"])
    data = json.loads(capsys.readouterr().out)
    # the core Wizard book is built for Air: Fire makes it cost more than 120 (000 L1799)
    assert code == 1 and data["element"] == "Fire" and data["points_used"] > 120


@pytest.mark.parametrize("typed, element", [("Воздух", "Air"), ("powietrze", "Air"), ("Вода", "Water"),
                                            ("woda", "Water"), ("Земля", "Earth"), ("ZIEMIA", "Earth")])
def test_each_element_by_its_russian_and_polish_name(capsys, typed, element):
    main(["validate", str(WIZARD_BOOK), "--element", typed, "--json"])
    assert json.loads(capsys.readouterr().out)["element"] == element


def test_not_an_element_lists_them_in_the_players_language(capsys):
    assert main(["validate", str(WIZARD_BOOK), "--element", "Дух", "--lang", "ru"]) == 2
    err = capsys.readouterr().err
    assert "Дух" in err and "`Огонь`" in err and "`Fire`" not in err


def test_card_search_prices_for_the_element_typed_in_russian(capsys):
    argv = ["search", "Fireball", "--mage", "Wizard", "--json", "--limit", "1"]
    assert main([*argv, "--element", "Огонь"]) == 0
    fire = json.loads(capsys.readouterr().out)
    assert main([*argv, "--element", "Fire"]) == 0
    assert json.loads(capsys.readouterr().out) == fire
    assert main([*argv, "--element", "powietrze"]) == 0
    air = json.loads(capsys.readouterr().out)
    assert (fire[0]["points"], air[0]["points"]) == (2, 4)  # Fire level 2: trained ×1, else ×2 (000 L1799)
    assert main([*argv, "--element", "Дух"]) != 0
