"""The foundation CLI commands, run in-process through `main`."""

from __future__ import annotations

import json

import pytest

from spellforge.cli import main


pytestmark = pytest.mark.usefixtures("cli_library")  # the CLI runs on the session library (tests/conftest.py)


def run_json(capsys, *argv):
    code = main(list(argv))
    return code, json.loads(capsys.readouterr().out)


def test_library_stats_json(capsys):
    code, data = run_json(capsys, "library", "stats", "--json")
    assert code == 0
    assert set(data) >= {"spells", "arena", "academy", "mages", "printings", "sets", "translations"}
    assert data["spells"] == 827 and data["mages"] == 32


def test_library_stats_read_in_the_language(capsys):
    """Issue 31: counts in words, no Python dict syntax, set names as the card faces print them."""
    code = main(["library", "stats", "--lang", "pl"])
    out = capsys.readouterr().out
    assert code == 0 and "{" not in out and "'" not in out
    lines = out.splitlines()
    assert lines[0].startswith("czary: 827 (Arena ") and "  Zestaw podstawowy: 174" in lines
    assert any(line.startswith("nazwy kart (rosyjski): ") and "z zasad" in line for line in lines), lines
    assert main(["library", "stats"]) == 0
    assert "card names (Russian): " in capsys.readouterr().out


def test_card_json_keys(capsys):
    code, data = run_json(capsys, "card", "Bear Strength", "--json")
    assert code == 0
    assert set(data) >= {"name", "names", "type", "subtypes", "schools", "school_join", "cost", "reveal_cost", "action",
                         "range", "target", "traits", "life", "armor", "channeling", "defense", "slot", "attacks", "printings"}
    assert (data["cost"], data["reveal_cost"], data["school_join"]) == (2, 3, "single")


def test_unknown_card_suggests(capsys):
    assert main(["card", "Firebal"]) == 1
    assert "no card named 'Firebal'" in capsys.readouterr().err


def test_mage_json_has_sources(capsys):
    code, data = run_json(capsys, "mage", "Warlock", "--json")
    assert code == 0 and data["channeling"] == 9 and "L1749" in data["sources"]["channeling"]
    assert data["training"] == ["Dark=1", "Fire=1", "Holy=3"]


def test_search_json(capsys):
    code, data = run_json(capsys, "search", "wall of", "--json")
    assert code == 0 and "Wall of Fire" in [r["name"] for r in data]


def test_card_text_in_russian_uses_game_terms(capsys):
    assert main(["card", "огненный шар", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    # glossary: Атака (Attack), Огонь (Fire), Горение (Burn); targets from db/i18n/terms.csv
    assert out.startswith("Огненный шар (Fireball)")
    assert "Тип: Атака" in out and "Огонь 2" in out and "Горение" in out and "Цель: Существо или заклятие" in out


def test_card_text_marks_unofficial_names(capsys):
    assert main(["card", "Darkfenne Hydra", "--lang", "pl"]) == 0  # printed in 004 L1993: official
    assert "nieoficjalne" not in capsys.readouterr().out
    assert main(["card", "Abyssal Sacrifice", "--lang", "pl"]) == 0  # our own translation
    assert "[nieoficjalne tłumaczenie]" in capsys.readouterr().out
