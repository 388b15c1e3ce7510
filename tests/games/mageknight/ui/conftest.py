"""The window fixtures of tests/ui/ for Mage Knight's views (its tests live beside its package)."""

from tests.ui.conftest import _no_modal_dialogs, make_window, settings, window  # noqa: F401
