"""Issue 31's language lint over Mage Knight's commands: their `--lang ru|pl` output carries no
English word outside the reviewed allow-list (the shared checker: tests/i18n/test_language_lint.py)."""

from __future__ import annotations

import pytest

from tests.i18n.test_language_lint import books, commands_speak  # noqa: F401 - fixtures

COMMANDS = [
    (("mk", "cards", "march"), 0), (("mk", "cards", "t:unit l:2"), 0), (("mk", "deck", "tovak"), 0),
    (("mk", "odds"), 0), (("mk", "goldfish", "--rounds", "200"), 0), (("mk", "stats"), 0),
    (("mk", "levels"), 0), (("mk", "source", "--seed", "1"), 0), (("mk", "setup", "conquest", "--players", "2"), 0),
    (("mk", "setup", "volkares-return", "--players", "1"), 0), (("mk", "setup", "volkares-quest", "--players", "2"), 0),
    (("mk", "volkare", "--simulate", "50"), 0), (("mk", "volkare", "--scenario", "volkares-quest"), 0),
    (("mk", "volkare", "--battle", "--players", "3", "--heroes", "2"), 0),
    (("mk", "setup", "lost-relic", "--players", "4", "--coop"), 0), (("mk", "setup", "lost-relic", "--players", "1"), 0),
    (("mk", "setup", "short-cooperation", "--players", "3"), 0),
    (("mk", "tracker", "new", "партия", "--mode", "coop", "--player", "A=tovak", "--player", "B", "--rounds", "4"), 0),
    (("mk", "tracker", "tactic", "партия", "A", "2"), 0), (("mk", "tracker", "next", "партия"), 2),
    (("mk", "tracker", "show", "nowhere"), 2), (("mk", "tracker", "new", "без-раундов", "--mode", "solo", "--player", "A"), 2),
    (("mk", "score", "nowhere.csv"), 2), (("mk", "highlevel", "nowhere.txt"), 2),
    # errors: an unknown hero, box and search key, a number out of range
    (("mk", "deck", "Gandalf"), 2), (("mk", "collection", "--add", "Gloomhaven"), 2), (("mk", "cards", "TYPO"), 2),
    (("mk", "odds", "--wounds", "99"), 2), (("mk", "dummy", "--rounds", "0"), 2),
    (("mk", "goldfish", "--target", "-1"), 2),
]


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_mage_knight_commands_in_the_players_language(lang, books, capsys, cli_library, library):  # noqa: F811
    bad = commands_speak(COMMANDS, lang, books, capsys, library)
    assert bad == [], "\n".join(map(str, bad))
