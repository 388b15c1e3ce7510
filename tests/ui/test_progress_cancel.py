"""Issue 16 item 8: long jobs show progress and can be cancelled; a cancelled PDF export leaves
no file behind. Item 9: the playtest names unmodelled mage abilities without source-line notes."""

from __future__ import annotations

import re

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QPushButton

from spellforge.render.pdf_export import ExportCancelled, export_book_pdf
from spellforge.ui.workers import run_with_progress


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


def test_the_window_exports_proxies_with_a_cancel_button(window, qtbot, tmp_path, library):
    from spellforge.formats.templates import list_templates

    window.new_from_template(next(t for t in list_templates() if t.id == "official-warlock"))
    target = tmp_path / "proxies.pdf"
    QTimer.singleShot(30, lambda: run_with_progress.last_dialog.findChild(QPushButton).click())
    assert window.export_pdf_to(str(target), proxies=True) is False
    assert not target.exists()
    assert "Cancelled" in window.statusBar().currentMessage()


def test_not_simulated_list_has_no_source_line_notes_in_any_language(qtbot, library):
    from spellforge.formats.templates import list_templates, load_template
    from spellforge.ui.playtest_window import PlaytestWindow
    from spellforge.ui.translations import Translations

    book = load_template(next(t for t in list_templates() if t.id == "official-warlock"), library)
    translations = Translations()
    try:
        for lang, ability in (("en", "Curse-weaving"), ("ru", "Плетение проклятий"), ("pl", "Tkanie klątw")):
            translations.install(lang)
            window = PlaytestWindow(library, book)
            qtbot.addWidget(window)
            window.seed_spin.setValue(3)
            window.games_spin.setValue(5)
            window.run_button.click()
            qtbot.waitUntil(lambda: window.last_report is not None, timeout=60000)
            items = [window.not_simulated_list.item(i).text() for i in range(window.not_simulated_list.count())]
            assert any(ability in t for t in items), items
            assert not any(re.search(r"\bL\d{2,4}\b", t) for t in items), items
    finally:
        translations.install("en")
