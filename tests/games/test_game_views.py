"""Every registered game's view is a GameView (spellforge/ui/window/game_view.py): the members the
window's game switcher calls, checked over the registry, so a new game whose view lacks one fails
here and not when a player picks it."""

from __future__ import annotations

import inspect

import pytest
from PySide6.QtWidgets import QMenu, QWidget

from spellforge.games import GAMES, MAGE_WARS
from spellforge.ui.window.game_view import GameView

OTHER_GAMES = [g for g in GAMES if g.id != MAGE_WARS.id]
MEMBERS = ("menus", "search_help", "set_card_language", "retranslate_ui")


def test_every_game_but_mage_wars_names_a_view():
    assert OTHER_GAMES and all(g.view for g in OTHER_GAMES)


@pytest.mark.parametrize("game", OTHER_GAMES, ids=lambda g: g.id)
def test_the_view_class_has_the_protocols_members_with_its_parameters(game):
    view_class = game.load(game.view)
    assert issubclass(view_class, QWidget)
    for name in MEMBERS:
        want = list(inspect.signature(getattr(GameView, name)).parameters)
        have = list(inspect.signature(getattr(view_class, name)).parameters)
        assert have == want, f"{view_class.__name__}.{name}{have}: GameView wants {want}"


@pytest.mark.parametrize("game", OTHER_GAMES, ids=lambda g: g.id)
def test_the_built_view_is_a_game_view(game, qtbot):
    view = game.load(game.view)("pl", None)
    qtbot.addWidget(view)
    assert isinstance(view, GameView)
    menus = view.menus()
    assert menus and all(isinstance(m, QMenu) for m in menus)
    show = view.search_help()
    assert show is None or callable(show)
    view.set_card_language("ru")
    view.retranslate_ui()


def test_a_widget_without_the_members_is_not_a_game_view(qtbot):
    class MenusOnly(QWidget):
        def menus(self):
            return []

    widget = MenusOnly()
    qtbot.addWidget(widget)
    assert not isinstance(widget, GameView)
