"""UI fixtures: a main window over the session library with a fresh user database and settings
file per test (the root conftest points SPELLFORGE_DATA_DIR at a temp dir)."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _no_modal_dialogs(monkeypatch):
    """Message boxes would block an offscreen test: answer them at once."""
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a, **k: QMessageBox.Ok))
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(lambda *a, **k: QMessageBox.Ok))
    monkeypatch.setattr(QMessageBox, "about", staticmethod(lambda *a, **k: None))


@pytest.fixture(autouse=True)
def _english_after_each_test(qapp):
    """Each test starts in English, whatever the last one did: a test that switched a window to
    Russian and dropped it without switching back left its translators installed (they are the
    application's children), and a later test of the same worker read Russian where it expected
    English (test_english_reads_the_english_sentence_back, once). Torn down after the windows are
    deleted (defined before that fixture), so no dead window is retranslated. The first test of
    a worker gets English's catalog too (without it "%n pair(s)" stayed as written there)."""
    from PySide6.QtCore import QTranslator

    from spellforge.ui.translations import Translations

    if not qapp.findChildren(QTranslator):
        Translations().install("en")
    yield

    for translator in qapp.findChildren(QTranslator):
        qapp.removeTranslator(translator)
        translator.setParent(None)  # owned by Python now: freed with its last reference
    Translations().install("en")  # English's own catalog (its plural forms), as at start-up


@pytest.fixture(autouse=True)
def _windows_deleted(qapp):
    """After each test its windows are deleted, not only closed. pytest-qt closes the windows a
    test registered and calls deleteLater(), which waits for an event loop that an offscreen test
    may never return to: the closed windows of every earlier test stayed alive, each one
    retranslated at every language switch and listed by every topLevelWidgets(), so the suite
    slowed as it went (~100 windows by a file's end). Parentless windows only: a dialog or popup
    goes with its parent. Deleting does not call closeEvent (no session saved on a test's behalf)."""
    yield
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    for widget in QApplication.topLevelWidgets():
        if widget.parent() is None:
            widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)


@pytest.fixture(autouse=True)
def _clipboard_cleared(qapp):
    """The clipboard is the process's: a deck code a test copied (test_deck_code_ui leaves a cut
    one) was pasted by a later test of the same worker (click everything: "Import from
    clipboard" warned)."""
    yield
    from PySide6.QtGui import QGuiApplication

    QGuiApplication.clipboard().clear()


@pytest.fixture
def settings(qapp):
    from spellforge.ui.settings import Settings

    s = Settings()
    s.ui_language = "en"
    s.card_language = "en"
    return s


@pytest.fixture
def make_window(qtbot, library, settings):
    """Build a MainWindow like the app does (fresh objects each call, same user data)."""
    from spellforge.library.user.books import BookStore
    from spellforge.ui.window.main_window import MainWindow
    from spellforge.ui.translations import Translations

    made = []

    def make(lang: str | None = None):
        translations = Translations()
        if lang:
            settings.ui_language = lang
        translations.install(settings.ui_language)
        window = MainWindow(library, settings, translations, BookStore())
        qtbot.addWidget(window)
        window.show()
        made.append((window, translations))
        return window

    yield make
    for _window, translations in made:
        translations.install("en")


@pytest.fixture
def window(make_window):
    return make_window()
