"""`spellforge goldfish BOOK --log --lang ru|pl` prints the same log as the playtest window: both play
the goldfish on the matchup engine (its default since round 8, issue 48) and say its events with the
matchup's sentences (spellforge/sim/matchup/text.py over the .ts files, as `spellforge matchup --log`);
--json keeps the English lines. The old engine's log (GameLog) is `--engine goldfish`'s; the last test
checks that the headless .ts reader both use answers as Qt does."""

from __future__ import annotations

import json
import re

import pytest

from tests.conftest import CORE_BOOKS, OFFICIAL_DIR
from spellforge.cli import main
from spellforge.formats import read_spellbook
from spellforge.i18n.ts_translate import ts_translator
from spellforge.ui.translations import Translations
from tests.ui.playtest.greedy import greedy_window

BEASTMASTER = OFFICIAL_DIR / CORE_BOOKS["Beastmaster"]
# a guard, an arena and a target that fights back: moves, heals, kills and the dummy's attacks
OPTIONS = ("--seed", 5, "--guard-life", 8, "--distance", 2, "--opponent", "dummy", "--policy", "greedy")  # the window: greedy
HEADER = {"ru": "Игра 1:", "pl": "Gra 1:", "en": "Game 1:"}


pytestmark = pytest.mark.usefixtures("cli_library")  # the CLI runs on the session library (tests/conftest.py)


def cli_log(capsys, lang: str) -> list[str]:
    assert main(["goldfish", str(BEASTMASTER), "--games", "1", "--log", "--lang", lang, *map(str, OPTIONS)]) == 0
    text = capsys.readouterr().out
    return [line.removeprefix("  ") for line in text.split(HEADER[lang] + "\n", 1)[1].splitlines()]


def window_log(qtbot, library, lang: str) -> list[str]:
    translations = Translations()
    translations.install(lang)
    try:
        window = greedy_window(library, read_spellbook(BEASTMASTER, library).book)
        qtbot.addWidget(window)
        window.seed_spin.setValue(5)
        window.guard_life_spin.setValue(8)
        window.distance_spin.setValue(2)
        window.opponent_combo.setCurrentIndex(window.opponent_combo.findData("dummy"))
        window.play_to_end()
        return window.log_view.toPlainText().splitlines()
    finally:
        translations.install("en")


def _words(texts) -> set[str]:
    return {w.lower() for t in texts for w in re.findall(r"[^\W\d_]{4,}", re.sub(r"\{\w+\}", " ", t))}


@pytest.fixture(scope="module")
def english_log():
    return {}


@pytest.mark.parametrize("lang", ("en", "ru", "pl"))
def test_cli_log_is_the_window_log_line_for_line(qtbot, capsys, library, lang, english_log):
    cli = cli_log(capsys, lang)
    assert len(cli) > 20 and cli == window_log(qtbot, library, lang)
    if lang == "en":
        english_log["lines"] = cli
        return
    # the same game in English (the same dice): no English word of its sentences or names is left,
    # except one the translation itself uses (pl "mana")
    english = english_log.get("lines") or cli_log(capsys, "en")
    assert len(english) == len(cli)
    leftover = _words(english) & _words(cli) - {"mana"}
    assert not leftover, leftover
    first = {"ru": ["Раунд 1: инициатива у A", "A: мана после притока — 19"],
             "pl": ["Runda 1: inicjatywa ma A", "A: mana po przyroście — 19"]}
    assert cli[:2] == first[lang]  # Beastmaster: 10 mana + channeling 9 (000 L516), side A first (game 0)


def test_json_log_stays_the_engines_english(capsys):
    assert main(["goldfish", str(BEASTMASTER), "--games", "1", "--log", "--lang", "ru", "--json",
                 *map(str, OPTIONS)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["engine"] == "matchup"
    # Beastmaster 10 + 9 (rulebook L516); the dummy (B) starts with its --dummy-mana 10 and Channeling 9
    assert data["log"][:3] == ["Round 1: A holds the Initiative", "A: 19 mana after channeling",
                               "B: 19 mana after channeling"]
    assert any(line.startswith("A casts ") for line in data["log"])


def test_headless_reader_answers_like_qt(qtbot):
    """Plain and numerus entries, read without Qt, equal QCoreApplication.translate over the .qm."""
    from PySide6.QtCore import QCoreApplication

    translations = Translations()
    try:
        for lang in ("ru", "pl", "en"):
            translations.install(lang)
            headless = ts_translator(lang)
            for n in (1, 2, 5, 11, 12, 21, 22, 25, 112):
                for source in ("%n damage", "%n attack dice", "%n mana", "%n round(s)"):
                    assert headless("PlaytestWindow", source, n) == \
                        QCoreApplication.translate("PlaytestWindow", source, None, n), (lang, source, n)
            for source in ("Destroyed: {foe}", "the guard", "quickcast"):
                assert headless("PlaytestLog", source) == QCoreApplication.translate("PlaytestLog", source)
            assert headless("PlaytestLog", "no such message") == "no such message"
    finally:
        translations.install("en")
