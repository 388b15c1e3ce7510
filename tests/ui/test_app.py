"""Start-up: the library opens (or builds) off the GUI thread, the window lists it, the search
box filters it, and the card table model is a well-behaved Qt model."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester

from spellforge.ui.cards.model import RAW_ROLE, CardTableModel


def test_card_model_passes_the_model_tester(qapp, library):
    model = CardTableModel(library, "ru")
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    model.set_ids(library.search("", "ru"))
    model.sort(5, Qt.DescendingOrder)
    model.set_ids(library.search("огненный", "ru"))
    model.set_language("pl")
    model.set_ids([])


def test_sorting_uses_raw_values_not_text(qapp, library):
    # Text sort would put cost "10" before "8"; raw sort must not.
    model = CardTableModel(library, "en")
    model.set_ids(library.search("", "en"))
    model.sort(5, Qt.AscendingOrder)
    costs = [model.index(r, 5).data(RAW_ROLE) for r in range(model.rowCount())]
    assert costs == sorted(costs) and costs[-1] > 20


def test_library_builds_in_a_worker_thread(qtbot, tmp_path):
    from spellforge.ui.app import load_library_with_progress

    lib = load_library_with_progress(folder=tmp_path)
    assert lib.card_by_name("Fireball").id == "fireball"
    assert (tmp_path / "library.sqlite").exists()


def test_window_lists_the_library_and_search_filters(window, library, qtbot):
    browser = window.browser
    assert browser.model.rowCount() == len(library.spells())
    qtbot.keyClicks(browser.search, "s:fire l<=2 t:creature")
    qtbot.waitUntil(lambda: browser.model.rowCount() < 20)
    shown = set(browser.model.ids())
    assert {"steam-elemental", "magma-sprite"} <= shown and "fireball" not in shown
    assert browser.hint.isHidden()


def test_no_match_shows_a_hint_and_bad_syntax_an_error(window, qtbot):
    browser = window.browser
    browser.search.setText("zzqqxx")
    browser.refresh()
    assert browser.model.rowCount() == 0 and browser.hint.isVisible() and "zzqqxx" in browser.hint.text()
    browser.search.setText("l<abc")
    browser.refresh()
    # the term still being typed is explained after a short pause, not at every keystroke
    qtbot.waitUntil(lambda: browser.hint.isVisible() and "number" in browser.hint.text())
    assert browser.model.rowCount() > 0  # the unreadable part is ignored, the list stays


def test_filter_chips_combine_with_the_query(window):
    browser = window.browser
    browser.search.setText("s:fire l:2")
    browser.chips["Attack"].setChecked(True)
    browser.refresh()
    assert "fireball" in browser.model.ids() and "steam-elemental" not in browser.model.ids()
    browser.chips["Creature"].setChecked(True)
    browser.refresh()
    assert {"fireball", "steam-elemental"} <= set(browser.model.ids())


def test_detail_panel_shows_every_fact(window, library, qtbot):
    window.browser.select_card("fireball")
    qtbot.waitUntil(lambda: window.detail.card_id == "fireball")  # follows the browser after a pause
    html = window.detail.text.toPlainText()
    # OCTGN Core MW1A04: Fireball, Fire 2, cost 8, 6 dice, effect 4-10 Burn; RU rulebook L1977.
    for fact in ("Fire 2", "8", "6 dice", "Burn", "MW1A04", "Огненный шар", "Kula Ognia"):
        assert fact in html, fact


def test_unofficial_names_are_marked(window, library):
    card = next(c for c in library.spells() if c.name_sources.get("ru", "").startswith("project"))
    window.set_card_language("ru")
    window.detail.show_card(card.id)
    assert "*" in window.detail.text.toPlainText()
    assert "Unofficial" in window.detail.text.toolTip()
    window.browser.search.setText(card.names["ru"])
    window.browser.refresh()
    row = window.browser.model.row_of(card.id)
    assert window.browser.model.index(row, 0).data().endswith(" *")
    assert window.browser.model.index(row, 0).data(Qt.ToolTipRole)


def test_detail_panel_shows_the_first_card_at_start(window, qtbot):
    # the browser highlights its first row on start; the panel must show that card, not a hint
    first = window.browser.current_card_id()
    assert first
    qtbot.waitUntil(lambda: window.detail.card_id == first)


def test_detail_panel_keeps_signs_and_restrictions_in_russian(window, library):
    # Bear Strength grants "[Melee +2]" (core.xml Text); Lair is "Beastmaster Only" (000 L1889)
    window.detail.set_card_language("ru")
    window.detail.show_card("bear-strength")
    assert f"{library.term('trait', 'Melee', 'ru')} +2" in window.detail.text.toPlainText()
    window.detail.show_card("lair")
    assert library.term("trait", "Beastmaster Only", "ru") == "Только для Хозяина зверей"
    assert "Только для Хозяина зверей" in window.detail.text.toPlainText()


def test_app_has_its_icon_and_desktop_file_name(qapp):
    from spellforge import paths
    from spellforge.ui.app import app_icon, configure_application

    app = configure_application([])
    assert app.desktopFileName() == paths.APP_ID
    sizes = {s.width() for s in app_icon().availableSizes()}
    assert {16, 32, 48, 256, 512} <= sizes
    assert not app.windowIcon().isNull()


def test_pyside_learns_which_modules_use_it_without_inspect():
    """The start answers PySide's per-module question ("does its source mention PySide6?") by
    reading the file, with the same answer as PySide's inspect-based test, module by module."""
    import sys

    import spellforge.ui.app  # noqa: F401 - installs the faster test
    import spellforge.ui.window.main_window  # noqa: F401

    feature = sys.modules["shibokensupport.feature"]
    fast = feature._mod_uses_pyside
    assert getattr(fast, "spellforge", False)
    original = fast.__closure__[0].cell_contents if fast.__closure__ else None
    assert callable(original) and not getattr(original, "spellforge", False)
    checked = 0
    for name, module in list(sys.modules.items()):
        if name.startswith(("spellforge", "json", "sqlite3")) and getattr(module, "__file__", "").endswith(".py"):
            assert fast(module) == original(module), name
            checked += 1
    assert checked > 40
    assert fast(sys.modules["spellforge.ui.window.main_window"]) and not fast(sys.modules["spellforge.library.normalize"])
    assert feature.pyside_feature_dict.get("spellforge.ui.settings") in (None, 0)  # a PySide user, never "ignore"


def test_the_window_starts_with_the_collector_off_and_ready_turns_it_back_on(monkeypatch):
    """The start keeps what it makes: no collection walks it (spellforge.cli); once ready,
    settle_startup_objects freezes it and collecting resumes."""
    import gc

    import spellforge.cli
    import spellforge.ui.app
    from spellforge.ui.window import memory
    seen = []
    monkeypatch.setattr(spellforge.ui.app, "run_app", lambda argv: seen.append(gc.isenabled()) or 0)
    try:
        assert spellforge.cli.main([]) == 0
        assert seen == [False]
    finally:
        memory.settle_startup_objects()
    assert gc.isenabled()


def test_a_current_library_opens_without_a_thread_or_a_dialog(qtbot, tmp_path, monkeypatch):
    """The usual start (db/ unchanged since the build) opens the library directly; only a build
    goes to the worker thread behind the progress dialog."""
    import spellforge.ui.app as app
    import spellforge.ui.widgets.workers as workers

    calls = []
    real = workers.run_with_progress
    monkeypatch.setattr(workers, "run_with_progress", lambda *a, **k: calls.append(1) or real(*a, **k))
    first = app.load_library_with_progress(folder=tmp_path)  # builds
    assert calls == [1]
    first.close()
    again = app.load_library_with_progress(folder=tmp_path)
    assert calls == [1] and again.card_by_name("Fireball").id == "fireball"
    again.close()


def test_a_forced_theme_and_back_to_the_system_one(qapp):
    """Dark is our palette; System puts the style's own back. A start with the system theme sets
    no palette at all (nothing to undo, and no QStyle from Python on the way to the first frame)."""
    from PySide6.QtGui import QPalette

    from spellforge.ui.app import apply_theme

    style = qapp.style().name()
    qapp.setPalette(qapp.style().standardPalette())  # what other tests left: a clean slate
    qapp.setAttribute(Qt.ApplicationAttribute.AA_SetPalette, False)
    light = qapp.palette().color(QPalette.Window)
    try:
        apply_theme(qapp, "system")
        assert not qapp.testAttribute(Qt.ApplicationAttribute.AA_SetPalette)
        apply_theme(qapp, "dark")
        if qapp.styleHints().colorScheme() != Qt.ColorScheme.Dark:  # no platform scheme: our palette
            assert qapp.palette().color(QPalette.Window).lightness() < 80
        apply_theme(qapp, "system")
        assert qapp.palette().color(QPalette.Window) == qapp.style().standardPalette().color(QPalette.Window)
        assert qapp.palette().color(QPalette.Window).lightness() == light.lightness()
    finally:  # the other tests of this process keep the style they started with
        qapp.setStyle(style)
        qapp.setPalette(qapp.style().standardPalette())


def test_a_library_that_cannot_open_is_said_on_stderr_and_never_waits_offscreen(qapp, monkeypatch, capsys):
    """Offscreen (a script, `gui --screenshot`) nobody can click the error box: the start said the
    reason only in a modal box and waited for ever. It says it on stderr and ends with 1."""
    import spellforge.ui.app as app

    def broken():
        raise OSError("library.sqlite: disk I/O error")

    monkeypatch.setattr(app, "load_library_with_progress", broken)
    assert app.run_app([]) == 1
    assert "The card library could not be opened:\nlibrary.sqlite: disk I/O error" in capsys.readouterr().err
