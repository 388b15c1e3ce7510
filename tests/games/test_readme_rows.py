"""The README's command rows of the other games come from the registry (issue 43): each registered
game's row is what scripts/dev/readme_games.py makes from its parser and its package's README_ROW, so a new
subcommand without a rerun of the script fails here. A row left by a deleted game (its folder and
registry line gone, nothing else touched) is allowed; the script's next run drops it."""

from __future__ import annotations

import importlib.util

from spellforge.games import GAMES
from tests.conftest import ROOT

_spec = importlib.util.spec_from_file_location("readme_games", ROOT / "scripts" / "dev" / "readme_games.py")
readme_games = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(readme_games)


def test_every_registered_games_row_is_the_generated_one():
    made = readme_games.rows()
    assert set(made) == {g.id for g in GAMES if g.command}  # every game with a command group has a row
    in_readme = readme_games.marked((ROOT / "README.md").read_text(encoding="utf-8"))
    stale = [game for game, row in made.items() if in_readme.get(game) != row]
    assert not stale, f"README.md rows of {stale} are stale: run scripts/dev/readme_games.py"
    registered = [game for game in in_readme if game in made]
    assert registered == list(made), "the rows are in the registry's order"


def test_the_synopsis_is_the_parsers_subcommands():
    from spellforge.cli import build_parser

    row = readme_games.rows()["sword-sorcery"]
    synopsis = row.split("`")[1].replace("\\|", "|")
    group = readme_games._subparsers(build_parser("ss"))["ss"]
    firsts = [w.split()[0] for w in synopsis.removeprefix("spellforge ss ").split("|")]
    assert firsts[:3] == ["heroes", "search", "party"] and set(readme_games._subparsers(group)) <= set(firsts)
    assert "party check" in synopsis and "campaign …" in synopsis and "data template|import" in synopsis


def test_a_deleted_games_row_goes_and_a_new_games_row_goes_where_the_rows_are():
    text = ("| command | what |\n|---|---|\n| `spellforge card NAME` | a card |\n"
            "| `spellforge xx a` | X <!-- game: gone -->\n| `spellforge yy b` | Y <!-- game: kept -->\n\n## Next\n")
    made = {"kept": "| `spellforge yy b\\|c` | Y <!-- game: kept -->", "new": "| `spellforge zz c` | Z <!-- game: new -->"}
    new = readme_games.rewrite(text, made)
    assert new == ("| command | what |\n|---|---|\n| `spellforge card NAME` | a card |\n"
                   + "".join(row + "\n" for row in made.values()) + "\n## Next\n")
    assert readme_games.rewrite(new, made) == new
    first = readme_games.rewrite("| `spellforge card NAME` | a card |\n\nprose\n", made)
    assert first.splitlines()[1:3] == list(made.values()) and first.endswith("\nprose\n")
