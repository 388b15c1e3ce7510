"""Round 8 of issue 48: `spellforge goldfish` plays the matchup engine by default, `--engine goldfish`
is the old one-sided engine for comparison, and the readable report says the matchup's own reasons
for a card it does not play in --lang (they are MatchupReport's sentences, not the window's
PlaytestLog ones: the Warlord's Horn of Gothos was said in English in a Russian report)."""

from __future__ import annotations

import json

import pytest

from spellforge.i18n.ts_translate import ts_translator
from spellforge.sim.matchup.pieces import MATCHUP_REASONS
from tests.cli.runner import run
from tests.conftest import OFFICIAL_DIR

pytestmark = pytest.mark.usefixtures("cli_library")  # the CLI runs on the session library (tests/conftest.py)
WARLORD = OFFICIAL_DIR / "Warlord Official.o8d"
QUICK = ("--policy", "greedy", "--games", 2)


def test_the_default_engine_is_the_matchup_and_the_old_one_stays(capsys):
    code, out, _ = run(capsys, "goldfish", WARLORD, *QUICK, "--json")
    data = json.loads(out)
    assert code == 0 and data["engine"] == "matchup"
    horn = [n for n in data["not_simulated"] if n["card"] == "horn-of-gothos"]
    assert horn and horn[0]["reason"] == "not_modelled"
    code, out, _ = run(capsys, "goldfish", WARLORD, *QUICK, "--engine", "goldfish", "--json")
    assert code == 0 and "engine" not in json.loads(out)  # the old engine's report, unmarked as before
    with pytest.raises(SystemExit):
        run(capsys, "goldfish", "--help")
    help_text = " ".join(capsys.readouterr().out.split())
    assert "matchup (default)" in help_text and "the old one-sided engine, for comparison" in help_text


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_the_matchups_own_reason_is_said_in_the_language(capsys, lang):
    code, text, _ = run(capsys, "goldfish", WARLORD, *QUICK, "--lang", lang)
    english = MATCHUP_REASONS["not_modelled"]
    said = ts_translator(lang)("MatchupReport", english)
    assert code == 0 and said != english
    assert f": {said}" in text and english not in text
