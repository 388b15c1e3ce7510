"""Issue 16 item 8: long jobs show progress and can be cancelled; a cancelled PDF export leaves
no file behind. Item 9: the playtest names unmodelled mage abilities without source-line notes."""

from __future__ import annotations

import re
import threading

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QPushButton

from spellforge.render.pdf_export import ExportCancelled, export_book_pdf
from spellforge.ui.widgets.workers import run_with_progress
from tests.patience import HANG_MS


def test_pdf_export_reports_each_page_and_stops_when_asked(library, tmp_path):
    from spellforge.formats.templates import list_templates, load_template

    book = load_template(next(t for t in list_templates() if t.id == "official-warlock"), library)
    seen = []
    out = tmp_path / "out"
    out.mkdir()
    target = out / "warlock.pdf"

    def stop_after_two(done, total):
        seen.append((done, total))
        return done < 2

    try:
        export_book_pdf(book, library, target, proxies=True, progress=stop_after_two)
    except ExportCancelled:
        pass
    else:
        raise AssertionError("the export did not stop")
    # 59 cards: one list page (at least) and ceil(59 / 9) = 7 proxy sheets.
    assert seen[0][1] >= 8 and [d for d, _t in seen] == [1, 2]
    assert not target.exists() and not list(out.iterdir())  # nothing half-written


def test_the_window_exports_proxies_with_a_cancel_button(window, qtbot, tmp_path, library, monkeypatch):
    from spellforge.formats.templates import list_templates

    window.new_from_template(next(t for t in list_templates() if t.id == "official-warlock"))
    target = tmp_path / "proxies.pdf"
    release = _hold_until_cancelled(monkeypatch)  # on any machine, Cancel comes before the last page
    QTimer.singleShot(0, lambda: run_with_progress.last_dialog.findChild(QPushButton).click())
    assert window.export_pdf_to(str(target), proxies=True) is False
    release()
    assert not target.exists()
    assert "Cancelled" in window.statusBar().currentMessage()


def test_not_simulated_list_has_no_source_line_notes_in_any_language(qtbot, library):
    from spellforge.formats.templates import list_templates, load_template
    from spellforge.ui.playtest.window import PlaytestWindow
    from spellforge.ui.translations import Translations

    book = load_template(next(t for t in list_templates() if t.id == "official-warlock"), library)
    translations = Translations()
    try:
        for lang, ability in (("en", "Curse-weaving"), ("ru", "Плетение проклятий"), ("pl", "Tkanie klątw")):
            translations.install(lang)
            window = PlaytestWindow(library, book, policy="greedy")  # the list is the book's, not the policy's
            qtbot.addWidget(window)
            window.seed_spin.setValue(3)
            window.games_spin.setValue(5)
            window.run_button.click()
            qtbot.waitUntil(lambda: window.last_report is not None, timeout=HANG_MS)
            items = [window.not_simulated_list.item(i).text() for i in range(window.not_simulated_list.count())]
            assert any(ability in t for t in items), items
            assert not any(re.search(r"\bL\d{2,4}\b", t) for t in items), items
    finally:
        translations.install("en")


def test_card_text_scan_reports_each_file_and_stops_when_asked(tmp_path):
    from spellforge.convert.octgn_text import ScanCancelled, read_texts
    from tests.library.test_user_card_text import DISPEL_CORE, DISPEL_PROMO, SET_XML, TELEPORT_CORE

    for name in ("core", "promo"):
        folder = tmp_path / "GameDatabase" / "g" / "Sets" / name
        folder.mkdir(parents=True)
        (folder / "set.xml").write_text(SET_XML.format(dispel=DISPEL_CORE, promo=DISPEL_PROMO, teleport=TELEPORT_CORE),
                                        encoding="utf-8")
    seen = []
    assert len(read_texts(tmp_path, lambda d, t: seen.append((d, t)) or True).files) == 2
    assert seen == [(1, 2), (2, 2)]
    try:
        read_texts(tmp_path, lambda d, t: False)
    except ScanCancelled:
        pass
    else:
        raise AssertionError("the scan did not stop")


def test_cancelling_the_card_text_import_stores_nothing(window, qtbot, tmp_path, library):
    from spellforge.library.user.card_text import load_card_texts
    from tests.library.test_user_card_text import DISPEL_CORE, DISPEL_PROMO, SET_XML, TELEPORT_CORE

    folder = tmp_path / "OCTGN" / "GameDatabase" / "g" / "Sets" / "core"
    folder.mkdir(parents=True)
    (folder / "set.xml").write_text(SET_XML.format(dispel=DISPEL_CORE, promo=DISPEL_PROMO, teleport=TELEPORT_CORE),
                                    encoding="utf-8")
    import spellforge.convert.octgn_text as octgn_text

    real = octgn_text._read_one

    pressed = threading.Event()

    def slow_read(file, scan):  # a big install: the file is still being read when Cancel is pressed
        pressed.wait(20)
        real(file, scan)

    def press_cancel():
        run_with_progress.last_dialog.findChild(QPushButton).click()
        pressed.set()

    octgn_text._read_one = slow_read
    try:
        QTimer.singleShot(50, press_cancel)
        assert window.import_card_text_from(str(tmp_path / "OCTGN")) is None
    finally:
        octgn_text._read_one = real
    assert load_card_texts(window.user_store()) == {}
    assert "Cancelled" in window.statusBar().currentMessage()


def test_cancelling_while_the_card_text_is_stored_keeps_the_earlier_texts(window, qtbot, tmp_path, library):
    """The second step ("Storing the card text…") has a Cancel too; pressed, the transaction is
    rolled back and the texts stored before stay as they were."""
    import spellforge.library.user.card_text as user_card_text
    from spellforge.library.user.card_text import load_card_texts
    from tests.library.test_user_card_text import DISPEL_CORE, DISPEL_PROMO, SET_XML, TELEPORT_CORE

    folder = tmp_path / "OCTGN" / "GameDatabase" / "g" / "Sets" / "core"
    folder.mkdir(parents=True)
    xml = SET_XML.format(dispel=DISPEL_CORE, promo=DISPEL_PROMO, teleport=TELEPORT_CORE)
    (folder / "set.xml").write_text(xml, encoding="utf-8")
    assert window.import_card_text_from(str(tmp_path / "OCTGN")).stored == 2
    before = load_card_texts(window.user_store())
    (folder / "set.xml").write_text(xml.replace("Fixture:", "Fixture, reworded:"), encoding="utf-8")

    real = user_card_text.match_texts
    pressed = threading.Event()

    def slow_match(lib, scan):  # the store step is still running when Cancel is pressed
        pressed.wait(20)
        return real(lib, scan)

    def press_cancel_in_store_step():
        if pressed.is_set():
            return
        dialog = run_with_progress.last_dialog
        if "Storing" not in dialog.labelText():
            QTimer.singleShot(20, press_cancel_in_store_step)  # still scanning: wait for the second dialog
            return
        dialog.findChild(QPushButton).click()
        pressed.set()

    user_card_text.match_texts = slow_match
    try:
        QTimer.singleShot(20, press_cancel_in_store_step)
        assert window.import_card_text_from(str(tmp_path / "OCTGN")) is None
    finally:
        user_card_text.match_texts = real
        pressed.set()
    try:
        assert load_card_texts(window.user_store()) == before
        assert "Cancelled" in window.statusBar().currentMessage()
    finally:
        window.lib.apply_user_texts({})  # the session's library is shared: leave no text behind


def test_cancelling_the_first_library_build_writes_nothing_and_the_next_start_builds(qtbot, tmp_path):
    """Issue 16 item 8: the library build at first start has a Cancel button; a cancelled build
    leaves no library (nor a half-written temp file), and the next start builds it whole."""
    from spellforge.library.digest import BuildCancelled
    from spellforge.ui.app import load_library_with_progress

    folder = tmp_path / "data"
    folder.mkdir()
    QTimer.singleShot(0, lambda: run_with_progress.last_dialog.findChild(QPushButton).click())
    try:
        load_library_with_progress(folder=folder)
    except BuildCancelled:
        pass
    else:
        raise AssertionError("the build did not stop")
    assert list(folder.iterdir()) == []  # no library, no temp file
    lib = load_library_with_progress(folder=folder)  # the next start
    try:
        assert lib.card_by_name("Fireball") is not None and len(lib.spells()) > 500
    finally:
        lib.close()
    assert "library.sqlite" in {p.name for p in folder.iterdir()}


def _collection_csv(library, path, rows: int) -> None:
    import csv

    names = [c.name for c in library.spells()]
    with path.open("w", encoding="utf-8", newline="") as f:
        out = csv.writer(f)
        out.writerow(["card", "count"])
        out.writerows([names[i % len(names)], 1 + i % 3] for i in range(rows))


def _hold_until_cancelled(monkeypatch):
    """Make a cancellable job wait at its first progress step until Cancel is pressed: on an idle
    machine a short job can end before the GUI thread runs the test's click."""
    import time

    import spellforge.ui.widgets.workers as workers

    real = workers._Job.progress

    def progress(job, done, total):
        alive = real(job, done, total)
        deadline = time.monotonic() + 30
        while not job.cancelled and time.monotonic() < deadline:
            time.sleep(0.005)
        return alive and not job.cancelled

    monkeypatch.setattr(workers._Job, "progress", progress)
    return lambda: monkeypatch.setattr(workers._Job, "progress", real)


def test_collection_import_has_a_cancel_that_imports_nothing(window, qtbot, tmp_path, library, monkeypatch):
    """Issue 16 item 8: importing a collection CSV shows progress with Cancel; a cancelled import
    leaves the collection as it was (not half of the file), a finished one is one undo step."""
    from spellforge.collection import load_collection
    from spellforge.collection.products import PRODUCT_NAMES

    view = window.show_collection()
    view.set_product(next(iter(PRODUCT_NAMES)), 1)  # something owned before, to see it kept
    before = load_collection(view.user)
    steps = view.undo_stack.count()
    path = tmp_path / "collection.csv"
    _collection_csv(library, path, 6000)
    release = _hold_until_cancelled(monkeypatch)
    QTimer.singleShot(0, lambda: run_with_progress.last_dialog.findChild(QPushButton).click())
    assert view.import_file(str(path)) is None
    release()
    assert load_collection(view.user) == before and view.undo_stack.count() == steps
    assert "Cancelled" in view.message.text()

    _collection_csv(library, path, 40)
    report = view.import_file(str(path))
    assert report is not None and "Cards read: 40" in report
    after = load_collection(view.user)
    assert after != before and after.products == before.products
    assert after.owned(view.catalog)[library.spells()[0].id] == 1
    view.undo_stack.undo()  # the whole import is one step
    assert load_collection(view.user) == before


def test_goldfish_batch_cancel_keeps_the_window_answering(qtbot, library, monkeypatch):
    """Issue 16 item 8: a long goldfish batch runs in a worker with a progress bar and Cancel."""
    from tests.ui.playtest.test_playtest_window import _book
    import spellforge.ui.widgets.sim_runner as sim_runner
    from spellforge.ui.playtest.window import PlaytestWindow

    # On an idle machine the whole batch can end before the GUI thread sees a progress value; the
    # worker waits at its first progress tick until Cancel is pressed, so the test never races.
    cancelled = threading.Event()
    real_tick = sim_runner._Job._tick

    def tick_then_wait(job, done):
        alive = real_tick(job, done)
        if done > 0:
            cancelled.wait(30)
        return alive and not job.cancelled

    monkeypatch.setattr(sim_runner._Job, "_tick", tick_then_wait)
    window = PlaytestWindow(library, _book(library))
    qtbot.addWidget(window)
    window.show()
    window.tabs.setCurrentIndex(1)
    games = min(2000, window.games_spin.maximum())  # progress every 20 games
    window.games_spin.setValue(games)
    window.run_button.click()
    assert window.cancel_button.isEnabled() and not window.run_button.isEnabled()
    qtbot.waitUntil(lambda: window.progress.value() > 0, timeout=HANG_MS)  # the GUI thread turns meanwhile
    window.cancel_button.click()
    cancelled.set()
    qtbot.waitUntil(lambda: window.last_report is not None, timeout=HANG_MS)
    assert 0 < window.last_report["games"] < games
    assert window.run_button.isEnabled() and not window.cancel_button.isEnabled()
