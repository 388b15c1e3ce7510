"""Heroes are found by the spellings players use as well as the seed's: «Товак» is the usual
Russian spelling of Tovak, the rulebook prints «Тобак» (001 L2497)."""

from __future__ import annotations

import json

import pytest

from spellforge.cli import main
from spellforge.games.mageknight.store import library


@pytest.mark.parametrize("name", ["Товак", "товак", "Тобак", "Tovak", "tovak"])
def test_tovak_by_every_spelling(name):
    hero = library().hero(name)
    assert hero is not None and hero.id == "tovak"


def test_the_alias_does_not_take_another_name():
    assert library().hero("Товакк") is None


def test_mk_dummy_takes_the_usual_spelling(capsys):
    runs = []
    for name in ("Товак", "Tovak"):
        assert main(["mk", "dummy", "--hero", name, "--seed", "1", "--rounds", "2", "--json"]) == 0
        runs.append(json.loads(capsys.readouterr().out))
    assert runs[0] == runs[1] and runs[0]["turns"]
