"""Every option and argument of every command says what it is in `--help` (issue 19: `print --paper`
and the `--json` flags had none), and `spellforge mage` reads like the card panel in ru and pl:
attack names translated in the text and in --json, the Wizard's element training in words."""

from __future__ import annotations

import argparse
import json

import pytest

from spellforge.cli import build_parser, main


def _parsers(parser: argparse.ArgumentParser, path: str = "spellforge"):
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from _parsers(sub, f"{path} {name}")


def test_every_argument_has_help():
    missing = [f"{path} {a.dest}" for path, p in _parsers(build_parser()) for a in p._actions
               if not isinstance(a, (argparse._HelpAction, argparse._VersionAction, argparse._SubParsersAction))
               and not a.help]
    assert not missing, missing


@pytest.fixture
def _prebuilt(library, monkeypatch):
    import spellforge.library as lib_pkg
    from spellforge.library import repository

    monkeypatch.setattr(repository, "open_library", lambda progress=None: library)
    monkeypatch.setattr(lib_pkg, "open_library", lambda progress=None: library)


@pytest.mark.parametrize("lang,zap,element", [("en", "Arcane Zap", "one element of choice ×1"),
                                              ("ru", "Тайная энергия", "одна стихия на выбор ×1"),
                                              ("pl", "Tajemny Pocisk", "jedna szkoła żywiołów do wyboru ×1")])
def test_mage_in_the_language(_prebuilt, capsys, lang, zap, element):
    assert main(["mage", "Wizard", "--lang", lang]) == 0
    text = capsys.readouterr().out
    assert zap in text and element in text and "Element=1" not in text
    assert main(["mage", "Wizard", "--lang", lang, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    attack = data["attacks"][0]
    assert attack["display"] == zap and attack["names"]["en"] == "Arcane Zap"
    assert element in data["training_display"] and data["training"] == ["Arcane=1", "Element=1"]
    if lang != "en":
        zap_line = next(line for line in text.splitlines() if zap in line)
        assert "Spell" not in zap_line, zap_line  # the attack's Spell trait is a word of the language too
