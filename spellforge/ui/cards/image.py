"""Card pictures in Qt: an asynchronous thumbnail provider and the widgets that show its images.

Everything takes the library (`spellforge.library.Library`) as its first argument; share one
`ThumbnailProvider` between widgets so a picture is drawn once:

    provider = ThumbnailProvider(lib, lang="ru")            # renders on its own QThreadPool
    detail = CardImageLabel(lib, provider)                  # detail panel: detail.set_card(card_id)
    grid = CardGridView(lib, provider)                      # browser grid (spellforge.ui.cards.grid)
    grid.cardActivated.connect(...); grid.currentCardChanged.connect(...)
    hover = HoverPreview(lib, provider); hover.attach(book_view)   # editor: preview under the mouse
    ThumbnailPrefetchDialog(provider, ids, parent=window).start()   # render all with a progress bar
    provider.set_language("pl")                             # on a card-language change
    import_image_pack_interactive(lib, provider, window)    # File ▸ Import card images… (folder)
    import_image_pack_interactive(lib, provider, window, folder=False)   # … from a .zip

Pictures are the user's imported image when there is one, else the face drawn by
`spellforge.render`; both go through the bounded disk cache (`spellforge.render.thumbs`).
Decoding and drawing happen on worker threads, which hand back a `QImage`; the GUI thread turns
it into a `QPixmap` (rendered at size × devicePixelRatio) and keeps recent ones in memory.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRunnable, QSize, Qt, QThreadPool, Signal, Slot
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QFileDialog, QLabel, QMessageBox, QProgressDialog, QWidget


if TYPE_CHECKING:
    from spellforge.render.image_packs import ImportReport
    from spellforge.render.provider import CardImages

ID_ROLE = Qt.UserRole + 2  # the card id; the same role as spellforge.ui.cards.model.ID_ROLE
GRID_SIZE = QSize(180, 252)
MIN_COLUMNS = 2  # the grid shows at least two pictures side by side…
MIN_GRID_WIDTH = 100  # …unless they would get narrower than this
DETAIL_SIZE = QSize(315, 440)
PREVIEW_SIZE = QSize(315, 440)
DISPLAY_PRIORITY = 10  # thread-pool priority of a picture on screen, above prefetch tasks (0)
MEMORY_BYTES = 40 * 1024 * 1024  # ~220 grid thumbnails, ten screens of the grid; with it the grid stays under 250 MB RSS (bench/bench_memory.py)

Key = tuple[str, str, int, int]  # card id, lang, pixel width, pixel height


def pil_to_qimage(im) -> QImage:
    """A deep copy, so the QImage owns its pixels after the PIL image is gone."""
    im = im.convert("RGBA")
    data = im.tobytes("raw", "RGBA")
    return QImage(data, im.width, im.height, im.width * 4, QImage.Format_RGBA8888).copy()


class _TaskSignals(QObject):
    done = Signal(object, QImage)  # key, image (null when only cached)
    failed = Signal(object, str)


class _RenderTask(QRunnable):
    def __init__(self, provider: ThumbnailProvider, lib: Any, key: Key, keep: bool, signals: _TaskSignals,
                 cancelled: threading.Event | None = None) -> None:
        super().__init__()
        self.provider, self.lib, self.key, self.keep, self.signals = provider, lib, key, keep, signals
        self.cancelled = cancelled  # a prefetch task: set when the prefetch is cancelled

    def run(self) -> None:  # worker thread: no widgets, no QPixmap
        if self.cancelled is not None and self.cancelled.is_set():
            return
        card_id, lang, w, h = self.key
        try:
            images = self.provider.images  # the first task loads pillow and the renderer, here
            card = self.lib.card(card_id)
            if card is None:
                raise LookupError(f"no card {card_id!r} in the library")
            if self.keep:
                self.signals.done.emit(self.key, pil_to_qimage(images.thumbnail(card, lang, (w, h))))
            else:
                images.thumbnail_path(card, lang, (w, h))
                self.signals.done.emit(self.key, QImage())
        except Exception as e:  # one bad card must not kill the pool or the app
            self.signals.failed.emit(self.key, f"{card_id}: {e}")


class ThumbnailProvider(QObject):
    """Card pictures at any size, drawn off the GUI thread.

    `pixmap(card_id, size)` returns the picture if it is in memory, else None and starts
    drawing it; `thumbnailReady(card_id)` is emitted when it arrives (ask `pixmap` again).
    """

    thumbnailReady = Signal(str)
    thumbnailFailed = Signal(str, str)  # card id, message
    progress = Signal(int, int)  # done, total for prefetch()
    picturesChanged = Signal()  # every picture may differ (language, imported images): ask again

    def __init__(self, lib: Any, lang: str = "en", images: CardImages | None = None, parent: QObject | None = None,
                 max_threads: int | None = None, memory_bytes: int = MEMORY_BYTES) -> None:
        super().__init__(parent)
        self.lib = lib
        self.lang = lang
        self._images = images  # made on first use (by a worker thread: see images)
        self._images_lock = threading.Lock()
        self.pool = QThreadPool(self)  # our own pool: thumbnails never starve other background work
        self.pool.setMaxThreadCount(max_threads or max(1, QThreadPool.globalInstance().maxThreadCount() - 1))
        self._memory: OrderedDict[Key, QPixmap] = OrderedDict()
        self._dpr_of: dict[Key, float] = {}  # logical size × dpr = the drawn pixels
        self._memory_bytes = 0
        self._memory_limit = memory_bytes
        self._pending: dict[Key, bool] = {}  # key -> a queued task hands back the picture
        self._failed: set[Key] = set()  # not retried on every repaint; clear_memory() retries
        self._prefetch: set[Key] = set()
        self._prefetch_total = 0
        self._prefetch_cancel = threading.Event()
        self._signals = _TaskSignals(self)
        self._signals.done.connect(self._on_done)
        self._signals.failed.connect(self._on_failed)

    @property
    def images(self) -> CardImages:
        """The pictures' source; importing it loads pillow and the renderer (~25 ms), which the
        first render task does on its worker thread rather than the window on its start."""
        with self._images_lock:
            if self._images is None:
                from spellforge.render.provider import CardImages

                self._images = CardImages(self.lib)
            return self._images

    # -- asking for pictures --------------------------------------------------------------------
    def pixmap(self, card_id: str, size: QSize, dpr: float = 1.0) -> QPixmap | None:
        key = (card_id, self.lang, max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
        pm = self._memory.get(key)
        if pm is not None:
            self._memory.move_to_end(key)
            return pm
        if key not in self._failed:
            self._dpr_of[key] = dpr
            self._submit(key, keep=True)
        return None

    def _submit(self, key: Key, keep: bool) -> None:
        queued = self._pending.get(key)
        if queued is not None and (queued or not keep):
            return  # already on its way (a prefetch-only task is upgraded by a second task)
        self._pending[key] = keep
        # A picture someone is looking at goes ahead of a prefetch's queue (it waited behind all
        # of Draw all pictures: the grid stayed blank "under load").
        task = _RenderTask(self, self.lib, key, keep, self._signals, None if keep else self._prefetch_cancel)
        self.pool.start(task, DISPLAY_PRIORITY if keep else 0)

    def set_language(self, lang: str) -> None:
        if lang == self.lang:
            return
        self.lang = lang
        self.clear_memory()

    def clear_memory(self) -> None:
        """Forget the pictures held in memory (the disk cache stays) and tell the views."""
        self._memory.clear()
        self._dpr_of.clear()
        self._failed.clear()
        self._memory_bytes = 0
        self.picturesChanged.emit()

    # -- background rendering of many cards ---------------------------------------------------
    def prefetch(self, card_ids: list[str], size: QSize = GRID_SIZE, dpr: float = 1.0) -> int:
        """Fill the disk cache for `card_ids` at `size`; `progress(done, total)` reports."""
        keys = [(cid, self.lang, round(size.width() * dpr), round(size.height() * dpr)) for cid in card_ids]
        self._prefetch_cancel = threading.Event()
        self._prefetch = set(keys)
        self._prefetch_total = len(keys)
        for key in keys:
            self._submit(key, keep=False)
        self.progress.emit(0, self._prefetch_total)
        return self._prefetch_total

    def cancel_prefetch(self) -> None:
        # Only the prefetch's own tasks stop (they see the event); pool.clear() also dropped the
        # queued pictures the grid was waiting for, which then never came (blank cells).
        self._prefetch_cancel.set()
        for key in self._prefetch:
            if self._pending.get(key) is False:
                del self._pending[key]
        self._prefetch.clear()

    def stop(self) -> None:
        """The window closes: the pictures still queued are not drawn, the ones being drawn end.
        (Its pool waits for its queue when deleted: a Draw all pictures left running kept a
        closing window for every remaining card.)"""
        self.cancel_prefetch()
        self.pool.clear()
        self._pending.clear()

    def wait(self, msecs: int = -1) -> bool:
        """Block until every queued picture is drawn (tests, shutdown)."""
        return self.pool.waitForDone(msecs)

    def _finish_prefetch_key(self, key: Key) -> None:
        if key in self._prefetch:
            self._prefetch.discard(key)
            self.progress.emit(self._prefetch_total - len(self._prefetch), self._prefetch_total)

    @Slot(object, QImage)
    def _on_done(self, key: Key, image: QImage) -> None:
        if image.isNull() and self._pending.get(key):
            return  # a prefetch-only task finished; the task that hands back the picture follows
        self._pending.pop(key, None)
        self._finish_prefetch_key(key)
        if image.isNull() or key[1] != self.lang:
            return
        pm = QPixmap.fromImage(image)
        pm.setDevicePixelRatio(self._dpr_of.pop(key, 1.0))
        self._remember(key, pm)
        self.thumbnailReady.emit(key[0])

    def _remember(self, key: Key, pm: QPixmap) -> None:
        self._memory[key] = pm
        self._memory_bytes += pm.width() * pm.height() * 4
        while self._memory_bytes > self._memory_limit and len(self._memory) > 1:
            _, old = self._memory.popitem(last=False)
            self._memory_bytes -= old.width() * old.height() * 4

    @Slot(object, str)
    def _on_failed(self, key: Key, message: str) -> None:
        self._pending.pop(key, None)
        self._failed.add(key)
        self._finish_prefetch_key(key)
        self.thumbnailFailed.emit(key[0], message)


def placeholder(size: QSize, text: str = "…") -> QPixmap:
    """A grey card-shaped stand-in shown until the picture arrives."""
    pm = QPixmap(size)
    pm.fill(Qt.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.Antialiasing)
    p.setBrush(QColor(200, 200, 200))
    p.setPen(QColor(150, 150, 150))
    p.drawRoundedRect(1, 1, size.width() - 2, size.height() - 2, 10, 10)
    p.setPen(QColor(90, 90, 90))
    p.drawText(pm.rect(), Qt.AlignCenter, text)
    p.end()
    return pm


# -- detail panel --------------------------------------------------------------------------------
class CardImageLabel(QLabel):
    """The picture of one card for the detail panel: `CardImageLabel(lib, provider)`, then
    `set_card(card_id)` (None clears). `provider` defaults to a private ThumbnailProvider."""

    def __init__(self, lib: Any, provider: ThumbnailProvider | None = None, size: QSize = DETAIL_SIZE,
                 parent: QWidget | None = None, min_scale: float = 1.0) -> None:
        super().__init__(parent)
        self.lib = lib
        self.provider = provider or ThumbnailProvider(lib, parent=self)
        self._size = QSize(size)
        # Below 1.0 the picture may shrink (keeping its proportions) when the panel is short, e.g. a
        # 768-pixel-high screen with the card panel and the collection stacked in one dock column.
        self._min_scale = min_scale
        self._full = QPixmap()  # the picture at `size`; what is shown may be a smaller copy
        self._card_id: str | None = None
        self.setAlignment(Qt.AlignCenter)
        self.setMinimumSize(self._min_size())
        self.provider.thumbnailReady.connect(self._on_ready)
        self.provider.picturesChanged.connect(lambda: self.set_card(self._card_id))
        self.set_card(None)

    def card_id(self) -> str | None:
        return self._card_id

    def _min_size(self) -> QSize:
        return QSize(round(self._size.width() * self._min_scale), round(self._size.height() * self._min_scale))

    def sizeHint(self) -> QSize:  # the full picture when there is room
        return QSize(self._size)

    def set_image_size(self, size: QSize) -> None:
        self._size = QSize(size)
        self.setMinimumSize(self._min_size())
        self.updateGeometry()
        self.set_card(self._card_id)

    def set_card(self, card_id: str | None) -> None:
        self._card_id = card_id
        if card_id is None:
            self._show(QPixmap())
            self.setText("")
            return
        card = self.lib.card(card_id)
        self.setAccessibleName(card.display_name(self.provider.lang) if card else card_id)
        pm = self.provider.pixmap(card_id, self._size, self.devicePixelRatioF())
        self._show(pm if pm is not None else placeholder(self._size))

    def _on_ready(self, card_id: str) -> None:
        if card_id == self._card_id:
            pm = self.provider.pixmap(card_id, self._size, self.devicePixelRatioF())
            if pm is not None:
                self._show(pm)

    def _show(self, pm: QPixmap) -> None:
        """Show `pm`, scaled down to the label when the layout gave it less than the full size."""
        self._full = pm
        room = self.contentsRect().size()
        logical = pm.deviceIndependentSize().toSize() if not pm.isNull() else QSize()
        if pm.isNull() or (logical.width() <= room.width() and logical.height() <= room.height()):
            self.setPixmap(pm)
            return
        scaled = pm.scaled(room * pm.devicePixelRatio(), Qt.KeepAspectRatio, Qt.SmoothTransformation)
        scaled.setDevicePixelRatio(pm.devicePixelRatio())
        self.setPixmap(scaled)

    def shown_size(self) -> QSize:
        """The size of the picture as drawn now (logical pixels)."""
        pm = self.pixmap()
        return QSize() if pm is None or pm.isNull() else pm.deviceIndependentSize().toSize()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if not self._full.isNull():
            self._show(self._full)


# -- hover preview ---------------------------------------------------------------------------------
class HoverPreview(QObject):
    """A borderless picture of the card under the mouse in any item view whose rows carry the
    card id in `id_role` (column 0 is tried too): `HoverPreview(lib, provider).attach(view)`."""

    def __init__(self, lib: Any, provider: ThumbnailProvider | None = None, size: QSize = PREVIEW_SIZE,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lib = lib
        self.provider = provider or ThumbnailProvider(lib, parent=self)
        self.size = QSize(size)
        self.popup = QLabel(None, Qt.ToolTip | Qt.FramelessWindowHint)
        self.popup.setAttribute(Qt.WA_TranslucentBackground)
        self.popup.setAttribute(Qt.WA_ShowWithoutActivating)
        self.destroyed.connect(self.popup.deleteLater)  # a top-level window: no parent deletes it
        self._views: dict[QObject, tuple[QAbstractItemView, int]] = {}
        self._card_id: str | None = None
        self._pos = QPoint()
        self.provider.thumbnailReady.connect(self._on_ready)

    def attach(self, view: QAbstractItemView, id_role: int = ID_ROLE) -> None:
        view.setMouseTracking(True)
        view.viewport().installEventFilter(self)
        self._views[view.viewport()] = (view, id_role)

    def current_card_id(self) -> str | None:
        """The card being previewed (or waited for), None when hidden."""
        return self._card_id

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        entry = self._views.get(obj)
        if entry is not None:
            view, role = entry
            if event.type() == QEvent.MouseMove:
                idx = view.indexAt(event.position().toPoint())
                cid = idx.data(role) if idx.isValid() else None
                if cid is None and idx.isValid():
                    cid = idx.siblingAtColumn(0).data(role)
                if cid:
                    self.show_card(cid, event.globalPosition().toPoint())
                else:
                    self.hide()
            elif event.type() in (QEvent.Leave, QEvent.Hide, QEvent.MouseButtonPress, QEvent.Wheel):
                self.hide()
        return False

    def show_card(self, card_id: str, global_pos: QPoint) -> None:
        self._pos = QPoint(global_pos)
        if card_id != self._card_id or not self.popup.isVisible():
            self._card_id = card_id
            pm = self.provider.pixmap(card_id, self.size, self.popup.devicePixelRatioF())
            if pm is None:
                return  # shown when it arrives, if the mouse is still on this card
            self.popup.setPixmap(pm)
        self._place()

    def hide(self) -> None:
        self._card_id = None
        self.popup.hide()

    def _place(self) -> None:
        pos = self._pos + QPoint(18, 18)
        screen = QGuiApplication.screenAt(self._pos) or QGuiApplication.primaryScreen()
        if screen is not None:
            area = screen.availableGeometry()
            if pos.x() + self.size.width() > area.right():
                pos.setX(self._pos.x() - 18 - self.size.width())
            if pos.y() + self.size.height() > area.bottom():
                pos.setY(max(area.top(), area.bottom() - self.size.height()))
        self.popup.resize(self.size)
        self.popup.move(pos)
        self.popup.show()

    def _on_ready(self, card_id: str) -> None:
        if card_id == self._card_id:
            pm = self.provider.pixmap(card_id, self.size, self.popup.devicePixelRatioF())
            if pm is not None:
                self.popup.setPixmap(pm)
                self._place()


# -- render everything with a progress bar ------------------------------------------------------------
class ThumbnailPrefetchDialog(QProgressDialog):
    """Draws every given card's thumbnail in the background with a progress bar and Cancel:
    `ThumbnailPrefetchDialog(provider, lib_card_ids, parent=window).start()`."""

    def __init__(self, provider: ThumbnailProvider, card_ids: list[str], size: QSize = GRID_SIZE,
                 parent: QWidget | None = None) -> None:
        super().__init__(ThumbnailPrefetchDialog.tr("Drawing card pictures…"), ThumbnailPrefetchDialog.tr("Cancel"),
                         0, max(1, len(card_ids)), parent)
        self.provider = provider
        self.card_ids = list(card_ids)
        self.thumb_size = QSize(size)
        self.setWindowTitle(ThumbnailPrefetchDialog.tr("Card pictures"))
        self.setMinimumDuration(300)
        self.setAutoClose(True)
        provider.progress.connect(self._on_progress)
        self.canceled.connect(provider.cancel_prefetch)

    def start(self) -> None:
        self.setValue(0)
        self.provider.prefetch(self.card_ids, self.thumb_size, self.devicePixelRatioF())

    def _on_progress(self, done: int, total: int) -> None:
        self.setMaximum(max(1, total))
        self.setValue(done)


# -- importing the user's image packs ----------------------------------------------------------------
class ImagePackImport(QObject):
    """Translation context of the image-pack import (functions, no widget of their own)."""


def import_report_box(report: ImportReport, parent: QWidget | None = None) -> QMessageBox:
    """A message box with the import's summary and every file's fate under "Show Details"."""
    box = QMessageBox(parent)
    box.setWindowTitle(ImagePackImport.tr("Card images"))
    refused = report.count("refused")
    box.setIcon(QMessageBox.Warning if refused or not report.imported else QMessageBox.Information)
    box.setText(ImagePackImport.tr("Imported %n image(s).", "", report.imported))
    if report.cancelled:
        box.setText(ImagePackImport.tr("Import cancelled after %n image(s); the rest of the pack was not read.", "",
                       report.imported))
    box.setInformativeText(report.summary())
    box.setDetailedText("\n".join(str(f) for f in report.fates))
    return box


def import_images_in_worker(path: str, lib: Any, lang: str | None, parent: QWidget | None = None) -> ImportReport:
    """Import off the GUI thread behind a progress dialog with Cancel; a cancelled import keeps
    the images stored so far and says so in its report."""
    from spellforge.ui.widgets.workers import run_cancellable
    from spellforge.render.image_packs import import_image_pack

    return run_cancellable(lambda should_stop: import_image_pack(path, lib, lang, should_stop=should_stop),
                           ImagePackImport.tr("Importing card images from {source}…").format(source=Path(path).name),
                           ImagePackImport.tr("Card images"), ImagePackImport.tr("Cancel"), parent)


def import_image_pack_interactive(lib: Any, provider: ThumbnailProvider | None = None, parent: QWidget | None = None,
                                  folder: bool = True, lang: str | None = None) -> ImportReport | None:
    """Ask for a folder (or a .zip with `folder=False`), import it, show each file's fate, and
    make the views show the new pictures. Returns the report, None when the user cancelled."""
    if folder:
        path = QFileDialog.getExistingDirectory(parent, ImagePackImport.tr("Folder of card images"))
    else:
        path, _ = QFileDialog.getOpenFileName(parent, ImagePackImport.tr("Zip of card images"), "",
                                              ImagePackImport.tr("Zip archives (*.zip)"))
    if not path:
        return None
    report = import_images_in_worker(path, lib, lang, parent)
    if provider is not None and report.imported:
        provider.clear_memory()
    import_report_box(report, parent).exec()
    return report
