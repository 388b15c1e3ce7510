"""Every game test deletes the windows and views it made (tests/ui/conftest.py's autouse fixture):
a view left alive was retranslated by a later test's language switch, with its user data folder
gone (tests/games/test_game_views.py built each game's view outside tests/ui)."""

from tests.ui.conftest import _windows_deleted  # noqa: F401
