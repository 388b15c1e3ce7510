"""The Qt picture widgets, offscreen: the async provider, detail label, grid view, hover preview and
the prefetch progress."""

from __future__ import annotations

import pytest


from PySide6.QtCore import QCoreApplication, QPoint, QSize  # noqa: E402

from spellforge.render.provider import CardImages  # noqa: E402
from spellforge.render.thumbs import ThumbnailCache  # noqa: E402
from spellforge.ui.cards.grid import CardGridView  # noqa: E402
from spellforge.ui.cards.image import (ID_ROLE, CardImageLabel, HoverPreview, ThumbnailPrefetchDialog,  # noqa: E402
                                      ThumbnailProvider)
from tests.patience import HANG_MS, settle  # noqa: E402

SMALL = QSize(63, 88)
IDS = ["dispel", "bear-strength", "hurl-boulder", "mana-crystal"]


@pytest.fixture
def provider(library, tmp_path, qtbot):
    p = ThumbnailProvider(library, lang="ru", images=CardImages(library, ThumbnailCache(tmp_path / "thumbs")), max_threads=2)
    yield p
    p.wait(10000)


def test_pixmap_arrives_through_the_signal(provider, qtbot):
    assert provider.pixmap("dispel", SMALL) is None  # not in memory: drawing starts
    with qtbot.waitSignal(provider.thumbnailReady, timeout=HANG_MS) as sig:
        pass
    assert sig.args == ["dispel"]
    pm = provider.pixmap("dispel", SMALL)
    assert pm is not None and (pm.width(), pm.height()) == (63, 88)


def test_unknown_card_reports_failure(provider, qtbot):
    with qtbot.waitSignal(provider.thumbnailFailed, timeout=HANG_MS) as sig:
        provider.pixmap("no-such-card", SMALL)
    assert sig.args[0] == "no-such-card" and "no card" in sig.args[1]


def test_detail_label_shows_the_card(library, provider, qtbot):
    label = CardImageLabel(library, provider, size=SMALL)
    qtbot.addWidget(label)
    label.set_card("bear-strength")
    placeholder_key = label.pixmap().cacheKey()
    qtbot.waitUntil(lambda: label.pixmap().cacheKey() != placeholder_key, timeout=HANG_MS)
    assert label.pixmap().size() == SMALL
    assert label.accessibleName() == library.card("bear-strength").display_name("ru")
    label.set_card(None)
    assert label.pixmap().isNull()


def test_grid_shows_pictures_and_reports_the_current_card(library, provider, qtbot):
    grid = CardGridView(library, provider, icon_size=SMALL)
    qtbot.addWidget(grid)
    grid.set_card_ids(IDS)
    grid.resize(400, 300)
    grid.show()
    model = grid.model()
    assert model.rowCount() == 4
    assert model.index(0).data(ID_ROLE) == "dispel"
    assert model.index(0).data() == library.card("dispel").display_name("ru")
    qtbot.waitUntil(lambda: all(provider.pixmap(i, SMALL) is not None for i in IDS), timeout=HANG_MS)
    with qtbot.waitSignal(grid.currentCardChanged, timeout=HANG_MS) as sig:
        grid.setCurrentIndex(model.index(2))
    assert sig.args == ["hurl-boulder"] and grid.current_card_id() == "hurl-boulder"
    assert not grid.grab().isNull()


def test_language_change_redraws_in_the_new_language(library, provider, qtbot):
    grid = CardGridView(library, provider, icon_size=SMALL)
    qtbot.addWidget(grid)
    grid.set_card_ids(["dispel"])
    grid.set_language("pl")
    assert provider.lang == "pl"
    assert grid.model().index(0).data() == library.card("dispel").display_name("pl")


def test_hover_preview_follows_the_mouse(library, provider, qtbot):
    grid = CardGridView(library, provider, icon_size=SMALL)
    qtbot.addWidget(grid)
    grid.set_card_ids(IDS)
    preview = HoverPreview(library, provider, size=SMALL)
    preview.attach(grid)
    preview.show_card("mana-crystal", QPoint(50, 50))
    qtbot.waitUntil(preview.popup.isVisible, timeout=HANG_MS)
    assert preview.popup.pixmap().size() == SMALL
    preview.hide()
    assert not preview.popup.isVisible()


def test_prefetch_fills_the_disk_cache_with_progress(library, provider, qtbot):
    dialog = ThumbnailPrefetchDialog(provider, IDS, size=SMALL)
    qtbot.addWidget(dialog)
    seen = []
    provider.progress.connect(lambda done, total: seen.append((done, total)))
    dialog.start()
    qtbot.waitUntil(lambda: seen and seen[-1] == (4, 4), timeout=HANG_MS)
    assert provider.images.cache.file_count() == 4


def test_import_report_box_lists_every_fate(library, provider, qtbot, tmp_path):
    import io

    from PIL import Image

    from spellforge.render.image_packs import import_image_pack
    from spellforge.ui.cards.image import import_report_box

    pack = tmp_path / "pack"
    pack.mkdir()
    buf = io.BytesIO()
    Image.new("RGB", (63, 88), (0, 0, 255)).save(buf, "PNG")
    (pack / "MW1I06.png").write_bytes(buf.getvalue())  # Dispel's Core printed code
    (pack / "junk.png").write_bytes(b"not an image")
    report = import_image_pack(pack, library)
    box = import_report_box(report)
    qtbot.addWidget(box)
    assert "1 imported" in box.informativeText() and "1 refused" in box.informativeText()
    assert "junk.png: refused" in box.detailedText() and "dispel" in box.detailedText()
    # the views drop what they hold and ask again: the user's blue image replaces the face
    label = CardImageLabel(library, provider, size=SMALL)
    qtbot.addWidget(label)
    provider.clear_memory()
    label.set_card("dispel")
    qtbot.waitUntil(lambda: provider.pixmap("dispel", SMALL) is not None, timeout=HANG_MS)
    assert provider.pixmap("dispel", SMALL).toImage().pixelColor(30, 40).blue() == 255


def test_picture_asked_for_during_prefetch_still_arrives(provider, qtbot):
    provider.prefetch(["hurl-boulder"], SMALL)
    with qtbot.waitSignal(provider.thumbnailReady, timeout=HANG_MS) as sig:
        assert provider.pixmap("hurl-boulder", SMALL) is None
    assert sig.args == ["hurl-boulder"] and provider.pixmap("hurl-boulder", SMALL) is not None


def test_a_failed_card_is_not_retried_on_every_repaint(provider, qtbot):
    failures = []
    provider.thumbnailFailed.connect(lambda cid, msg: failures.append(cid))
    provider.pixmap("no-such-card", SMALL)
    qtbot.waitUntil(lambda: failures == ["no-such-card"], timeout=HANG_MS)
    assert provider.pixmap("no-such-card", SMALL) is None
    assert provider.wait(HANG_MS)
    QCoreApplication.sendPostedEvents()  # every signal the worker sent is delivered before we look
    assert failures == ["no-such-card"]


def _pack_of_card_images(tmp_path, library, count: int):
    import io

    from PIL import Image

    pack = tmp_path / "pack"
    pack.mkdir()
    codes = sorted({c.printings[0].guid for c in library.spells() if c.printings and c.printings[0].guid})[:count]  # OCTGN pack names
    for i, code in enumerate(codes):
        buf = io.BytesIO()
        Image.new("RGB", (63, 88), (i, 0, 255)).save(buf, "PNG")
        (pack / f"{code}.png").write_bytes(buf.getvalue())
    return pack


def test_image_folder_import_runs_in_a_worker_and_can_be_cancelled(library, qtbot, tmp_path):
    """Issue 13 item 12: the import ran on the GUI thread with no cancel. Here the GUI thread keeps
    turning while the worker imports, the Cancel button stops it after the current file, and
    the report says so, keeping the images already stored."""
    import threading

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton

    from spellforge.render.image_packs import import_image_pack
    from spellforge.ui.cards.image import import_report_box
    from spellforge.ui.widgets.workers import run_cancellable

    pack = _pack_of_card_images(tmp_path, library, 30)
    gui = threading.get_ident()
    seen: dict = {"threads": set(), "ticks": 0}

    stored = tmp_path / "userdata" / "card_images" / "any"

    def slow_import(should_stop):
        def stop() -> bool:
            seen["threads"].add(threading.get_ident())
            threading.Event().wait(0.05)  # a big pack on a slow disk
            return should_stop()
        return import_image_pack(pack, library, should_stop=stop)

    def tick():  # the GUI thread keeps running: once 3 images are in, the user presses Cancel
        seen["ticks"] += 1
        if stored.is_dir() and len(list(stored.glob("*.png"))) >= 3 and "dialog" not in seen:
            dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, QProgressDialog) and w.isVisible()]
            seen["dialog"] = bool(dialogs)
            for d in dialogs:
                d.findChild(QPushButton).click()

    ticker = QTimer()
    ticker.timeout.connect(tick)
    ticker.start(5)
    report = run_cancellable(slow_import, "Importing…", "Card images", "Cancel", delay_ms=0)
    ticker.stop()
    assert gui not in seen["threads"] and seen["ticks"] > 0, seen
    assert seen.get("dialog"), seen
    assert report.cancelled and 3 <= report.imported < 30
    box = import_report_box(report)
    qtbot.addWidget(box)
    assert "cancelled" in box.text() and "cancelled" in box.informativeText()


def test_import_without_cancel_reads_every_file(library, tmp_path):
    from spellforge.render.image_packs import import_image_pack

    pack = _pack_of_card_images(tmp_path, library, 5)
    report = import_image_pack(pack, library, should_stop=lambda: False)
    assert not report.cancelled and report.imported == 5


def test_a_picture_on_screen_goes_ahead_of_a_prefetch_and_survives_its_cancel(library, tmp_path, qtbot):
    """QA: the grid showed blank pictures under load. A prefetch (Draw all card pictures) queued
    every card ahead of the pictures on screen, and cancelling it dropped those queued pictures
    for good (pool.clear()). Now a picture asked for goes first, and only the prefetch stops."""
    provider = ThumbnailProvider(library, lang="en", images=CardImages(library, ThumbnailCache(tmp_path / "t")),
                                 max_threads=1)
    others = [c.id for c in library.spells() if c.id not in ("dispel", "fireball")][:80]
    done = []
    provider.progress.connect(lambda d, t: done.append(d))
    provider.prefetch(others, SMALL)
    assert provider.pixmap("dispel", SMALL) is None
    with qtbot.waitSignal(provider.thumbnailReady, timeout=HANG_MS, check_params_cb=lambda cid: cid == "dispel"):
        pass
    assert max(done) < len(others)  # the prefetch was still going: the picture on screen went first
    assert provider.pixmap("fireball", SMALL) is None  # asked for, then the prefetch is cancelled
    provider.cancel_prefetch()
    with qtbot.waitSignal(provider.thumbnailReady, timeout=HANG_MS, check_params_cb=lambda cid: cid == "fireball"):
        pass
    assert provider.pixmap("fireball", SMALL) is not None
    assert provider.wait(HANG_MS)
    QCoreApplication.sendPostedEvents()  # the progress of every task that ran, before we look
    assert max(done) < len(others)  # the rest of the prefetch did stop


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_picture_grid_has_two_columns_at_1366(make_window, qtbot, lang):
    """QA: at 1366×768 with a book open the picture grid showed one column of big pictures."""
    window = make_window(lang)
    window.resize(1366, 768)
    window.new_book()
    browser = window.browser
    browser.search.setText("s:fire")
    browser.refresh()
    browser.grid_button.setChecked(True)
    settle()
    grid = browser.grid
    first, second = grid.visualRect(grid.model().index(0)), grid.visualRect(grid.model().index(1))
    assert second.top() == first.top() and second.left() > first.right()  # side by side
    assert grid.iconSize().width() >= 100
    window.resize(1900, 1000)  # a wide window: the pictures grow back to their size
    window.splitter.setSizes([900, 700])
    settle()
    assert grid.iconSize().width() == 180
