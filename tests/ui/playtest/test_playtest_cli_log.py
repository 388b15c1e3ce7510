"""`spellforge goldfish BOOK --log --lang ru|pl` prints the same log as the playtest window: one
sentence source (spellforge/sim/report/game_log.py over the .ts files), read by Qt in the window and by
the headless .ts reader on the command line; --json keeps the engine's English lines."""

from __future__ import annotations

import json
import re

import pytest

from tests.conftest import CORE_BOOKS, OFFICIAL_DIR
from spellforge.cli import main
from spellforge.formats import read_spellbook
from spellforge.sim.report.game_log import GameLog
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


@pytest.mark.parametrize("lang", ("ru", "pl", "en"))
def test_cli_log_is_the_window_log_line_for_line(qtbot, capsys, library, lang):
    cli = cli_log(capsys, lang)
    assert len(cli) > 20 and cli == window_log(qtbot, library, lang)
    if lang == "en":
        return
    # no English sentence word, except one the translation itself uses (pl "mana")
    english = GameLog(library, "en", ts_translator("en"))
    translated = GameLog(library, lang, ts_translator(lang))
    leftover = _words(english.templates().values()) - _words(translated.templates().values())
    assert leftover and not leftover & _words(cli), leftover & _words(cli)
    first = {"ru": "Раунд 1: мана после притока — 19 (+9)", "pl": "Runda 1: mana po przyroście — 19 (+9)"}
    assert cli[0] == first[lang]  # Beastmaster: 10 mana + channeling 9 (000 L516)


def test_json_log_stays_the_engines_english(capsys):
    assert main(["goldfish", str(BEASTMASTER), "--games", "1", "--log", "--lang", "ru", "--json",
                 *map(str, OPTIONS)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["log"][0] == "Round 1: 19 mana after channeling (+9)"  # Beastmaster 10 + 9 (rulebook L516)
    assert any(line.startswith("Beastmaster casts ") for line in data["log"])


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
