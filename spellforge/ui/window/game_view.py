"""What the window asks of another game's view: the registry's `view` ("module:Class" in the
game's folder, built as Class(card_language, parent)) is a QWidget that also satisfies GameView.

tests/games/test_game_views.py checks every registered game's view against it, so a game whose
view lacks a member fails there, not when a player switches to it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, runtime_checkable

from PySide6.QtWidgets import QMenu


@runtime_checkable
class GameView(Protocol):
    def menus(self) -> list[QMenu]:
        """Its own menus, in the menu bar while it is shown (the switcher hands the bar over)."""
        ...

    def search_help(self) -> Callable[[], None] | None:
        """What Help ▸ Search syntax does while it is shown; None when the game has no search of
        its own (the command is then disabled)."""
        ...

    def set_card_language(self, lang: str) -> None:
        """The card-name language changed (Preferences), or the view is shown again."""
        ...

    def retranslate_ui(self) -> None:
        """The UI language changed: every label in the new language (the Retranslates mixin
        calls it on QEvent.LanguageChange)."""
        ...
