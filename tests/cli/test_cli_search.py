"""`spellforge search` on the browser's grammar, run in-process through `main`."""

from __future__ import annotations

import json

import pytest

from spellforge.cli import main


pytestmark = pytest.mark.usefixtures("cli_library")  # the CLI runs on the session library (tests/conftest.py)


def run_json(capsys, *argv):
    code = main(list(argv))
    return code, json.loads(capsys.readouterr().out)


def test_rows_and_ranking(capsys):
    code, rows = run_json(capsys, "search", "огненый шар", "--lang", "ru", "--json")
    assert code == 0 and rows[0]["id"] == "fireball"
    assert set(rows[0]) == {"id", "name", "display", "type", "schools", "cost", "score"}
    assert (rows[0]["display"], rows[0]["type"], rows[0]["schools"], rows[0]["cost"]) == ("Огненный шар", "Атака", ["Fire"], 8)


def test_points_with_a_mage_and_legal_book(capsys):
    # Warlock: Fire trained, so Fireball (Fire 2) costs 2; Bloodfire Helmet is Warlock Only
    code, rows = run_json(capsys, "search", "legal:book (fireball or bloodfire)", "--mage", "Warlock", "--json")
    by_id = {r["id"]: r for r in rows}
    assert code == 0 and by_id["fireball"]["points"] == 2 and "bloodfire-helmet" in by_id
    code, rows = run_json(capsys, "search", "legal:book bloodfire", "--mage", "Wizard", "--json")
    assert rows == []


def test_a_query_it_cannot_read_exits_2_with_the_reason(capsys):
    assert main(["search", "sch:fire"]) == 2
    assert "unknown key 'sch' at 1; did you mean 's'?" in capsys.readouterr().err


def test_cost_x_and_text_output(capsys):
    assert main(["search", "cost:X s:arcane l:1"]) == 0
    assert "Dispel" in capsys.readouterr().out


def test_words_may_go_unquoted(capsys):
    code, rows = run_json(capsys, "search", "kula", "ognia", "--lang", "pl", "--json")
    assert code == 0 and rows[0]["id"] == "fireball" and rows[0]["display"] == "Kula Ognia"


def test_a_real_match_is_never_beaten_by_a_guess(capsys):
    code, rows = run_json(capsys, "search", "warlock", "--lang", "pl", "--json")
    ids = {r["id"] for r in rows}
    assert code == 0 and "bloodfire-helmet" in ids and not ids & {"armor-ward", "arcane-ward", "talos"}


@pytest.mark.parametrize("lang, points, count", [("en", "Spell points: 2", "cards"), ("ru", "Очки магии: 2", "карты"),
                                                ("pl", "Punkty czarów: 2", "karty")])
def test_text_output_speaks_the_language(capsys, lang, points, count):
    """The readable rows said "2 pts" and "no cards match" in English whatever --lang was."""
    # "fireball", not "fireball or twin": "twin" also finds Mummified Swordmaster's Twin Blades attack
    assert main(["search", "fireball", "--mage", "Warlock", "--lang", lang]) == 0
    out = capsys.readouterr().out.splitlines()
    assert points in out[0] and out[-1] == f"2 {count}"  # Fireball and Twin Fireball


def test_text_output_when_nothing_matches(capsys):
    assert main(["search", "xqzzzq", "--lang", "ru"]) == 0
    out = capsys.readouterr().out.strip()
    assert out == "0 карт" or out.startswith("Нет карт — может быть,"), out
