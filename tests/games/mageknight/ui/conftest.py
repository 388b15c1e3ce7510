"""The window fixtures of tests/ui/ for Mage Knight's views (its tests live beside its package),
the autouse ones included: windows deleted and the clipboard cleared after each test."""

from tests.ui.conftest import (  # noqa: F401
    _clipboard_cleared, _english_after_each_test, _no_modal_dialogs, _windows_deleted, make_window, settings,
    window)
