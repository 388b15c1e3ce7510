"""Issue 28, point 18 (moved here from tests/ui/test_first_try_laptop.py with the Mage Knight
package): the Mage Knight view offers no Mage Wars command and no rulebook line."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_mage_knight_view_offers_no_mage_wars_commands_nor_rulebook_lines(make_window, lang):
    import re

    window = make_window(lang)
    window.game_switcher.show_game("mage-knight")
    for key in ("new_book", "export_file", "export_pdf", "playtest", "import_clipboard"):
        assert not window.commands[key].isVisible(), key
    assert window.commands["preferences"].isVisible() and window.commands["about"].isVisible()
    assert not window.tools_menu.menuAction().isVisible()
    view = window.game_switcher.view("mage-knight")
    example = view.builder._load_draft()
    assert example.strip() and not re.search(r"\bMK L\d", example)
    window.game_switcher.show_game("mage-wars")
    assert window.commands["new_book"].isVisible() and window.tools_menu.menuAction().isVisible()
