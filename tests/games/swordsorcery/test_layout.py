"""Sword & Sorcery is one folder plus its registry record: nothing else in the package names it,
and without the record the commands and the window's switcher do not know it (issue 32's shape)."""

from __future__ import annotations

import re

from tests.conftest import ROOT


def test_only_the_registry_names_the_game_folder():
    outside = []
    for path in (ROOT / "spellforge").rglob("*.py"):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith("spellforge/games/swordsorcery/"):
            continue
        if re.search(r"swordsorcery", path.read_text(encoding="utf-8")):
            outside.append(rel)
    assert outside == ["spellforge/games/__init__.py"]


def test_without_its_record_the_command_group_is_gone(monkeypatch):
    import spellforge.games as games
    from spellforge.cli import build_parser

    def commands():
        sub = next(a for a in build_parser()._actions if a.dest == "command")
        return set(sub.choices)

    assert "ss" in commands()
    monkeypatch.setattr(games, "GAMES", tuple(g for g in games.GAMES if g.id != "sword-sorcery"))
    assert "ss" not in commands() and {g.command for g in games.GAMES if g.command} <= commands()  # the others stay
