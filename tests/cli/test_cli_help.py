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


@pytest.mark.parametrize("lang,zap,element", [("en", "Arcane Zap", "one element of choice ×1"),
                                              ("ru", "Тайная энергия", "одна стихия на выбор ×1"),
                                              ("pl", "Tajemny Pocisk", "jedna szkoła żywiołów do wyboru ×1")])
def test_mage_in_the_language(cli_library, capsys, lang, zap, element):
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



@pytest.mark.parametrize("lang,label", [("en", "Defense: 7+ 1x"), ("ru", "Защита: 7+ 1x"), ("pl", "Obrona: 7+ 1x")])
def test_mage_shows_the_defense_its_stats_card_prints(cli_library, capsys, lang, label):
    # the Forcemaster's Deflect (7+, once a round), as a creature's Defense is shown; the Druid prints none
    assert main(["mage", "Forcemaster", "--lang", lang]) == 0
    assert label in capsys.readouterr().out
    assert main(["mage", "Druid", "--lang", lang]) == 0
    assert label.split(":")[0] + ":" not in capsys.readouterr().out

def test_every_default_a_help_text_names_is_the_parsers_default():
    """Issue 35: `--help` says what the command does; a stated default is the real one."""
    import argparse
    import re

    wrong, checked = [], 0
    for path, p in _parsers(build_parser()):
        for a in p._actions:
            shown = argparse.HelpFormatter(path)._expand_help(a).replace("`", "") if a.help else ""  # as printed
            said = re.search(r"\(default:? ([^,;)\s]+)\)", shown)
            if not said or a.default in (None, "", False) or not isinstance(a.default, (int, str)):
                continue
            checked += 1
            if said.group(1) != str(a.default):
                wrong.append(f"{path} {a.option_strings or a.dest}: help says {said.group(1)}, default {a.default}")
    assert not wrong, wrong
    assert checked > 10


def test_goldfish_help_says_the_dummy_attacks_back_and_the_defaults():
    text = build_parser("goldfish")._subparsers._group_actions[0].choices["goldfish"].format_help()
    flat = " ".join(text.split())
    assert "passive target" not in flat and "--opponent dummy" in flat and "attacks" in flat
    assert "default 1000, seed 1" in flat


def _readme_rows():
    """The synopses of the command table; a row a deleted game left (marked with a game the
    registry no longer has, scripts/dev/readme_games.py) is not a command of this checkout."""
    import re

    from spellforge.games import GAMES
    from tests.conftest import ROOT

    for line in (ROOT / "README.md").read_text(encoding="utf-8").splitlines():
        game = re.search(r"<!-- game: ([a-z0-9-]+) -->$", line)
        if line.startswith("| `spellforge ") and (not game or game.group(1) in {g.id for g in GAMES}):
            yield line.split("`")[1].replace("\\|", "|")


def test_the_readme_table_names_only_options_the_commands_have_and_marks_optional_ones():
    """Every option in the README's command table exists in that command's parser (or one of its
    actions'), and one shown outside [brackets] is one the command requires."""
    import re

    problems = []
    for synopsis in _readme_rows():
        words = synopsis.split()
        if len(words) < 2 or words[1].startswith("-"):
            continue
        parser = build_parser(words[1])._subparsers._group_actions[0].choices[words[1]]
        parsers = [p for _path, p in _parsers(parser)]
        options = {o: a for p in parsers for a in p._actions for o in a.option_strings}
        depth = 0
        for token in re.findall(r"\[|\]|--?[a-z][a-z-]*|[^\s\[\]]+", synopsis):
            depth += token == "["
            depth -= token == "]"
            if not token.startswith("-"):
                continue
            if token not in options:
                problems.append(f"{synopsis}: no option {token}")
            elif depth == 0 and not options[token].required and token != "--latest":
                problems.append(f"{synopsis}: {token} is shown as required but has a default")
    assert not problems, problems
