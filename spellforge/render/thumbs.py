"""The on-disk thumbnail cache under `cache_dir()/thumbs`, bounded in size.

A file's name is its key: card id, language, pixel size, renderer version and a short
fingerprint of what was drawn (the card data or the user's image file), so a new renderer
version, an errata'd card or a replaced user image never shows a stale picture. Eviction is
least-recently-used by file mtime (a hit touches the file) and starts when the folder passes
`max_bytes`, removing down to 90 % of it.
"""

from __future__ import annotations

import hashlib
import os
import threading
from pathlib import Path

from PIL import Image

from spellforge import paths
from spellforge.render.card_face import RENDERER_VERSION

DEFAULT_MAX_BYTES = 256 * 1024 * 1024
_LOW_WATER = 0.9


def fingerprint(*parts: object) -> str:
    return hashlib.sha1(repr(parts).encode("utf-8")).hexdigest()[:10]


def thumb_key(card_id: str, lang: str, size: tuple[int, int], source: str, version: int = RENDERER_VERSION) -> str:
    """File name of one cached picture. `source` is a fingerprint of what was drawn."""
    safe_id = "".join(ch if ch.isalnum() or ch == "-" else "_" for ch in card_id)
    return f"{safe_id}__{lang}__{size[0]}x{size[1]}__r{version}__{source}.png"


class ThumbnailCache:
    def __init__(self, root: Path | None = None, max_bytes: int = DEFAULT_MAX_BYTES) -> None:
        self.root = Path(root) if root is not None else paths.cache_dir() / "thumbs"
        self.max_bytes = max_bytes
        self._lock = threading.Lock()
        self._total: int | None = None  # bytes on disk, counted once then kept up to date

    def path(self, key: str) -> Path:
        return self.root / key

    def get(self, key: str) -> Path | None:
        p = self.path(key)
        try:
            os.utime(p)  # a hit makes the file the most recently used
        except OSError:
            return None
        return p

    def load(self, key: str) -> Image.Image | None:
        p = self.get(key)
        if p is None:
            return None
        try:
            with Image.open(p) as im:
                return im.convert("RGBA")
        except OSError:  # a half-written or damaged cache file: drop it and draw again
            p.unlink(missing_ok=True)
            return None

    def put(self, key: str, image: Image.Image) -> Path:
        self.root.mkdir(parents=True, exist_ok=True)
        p = self.path(key)
        tmp = p.with_name(f".{p.name}.{threading.get_ident()}.tmp")
        image.save(tmp, format="PNG", compress_level=3)
        os.replace(tmp, p)  # readers never see a partial file
        size = p.stat().st_size
        with self._lock:
            self._total = (self._count() if self._total is None else self._total) + size
            over = self._total > self.max_bytes
        if over:
            self.evict()
        return p

    def _files(self) -> list[os.DirEntry]:
        try:
            return [e for e in os.scandir(self.root) if e.is_file() and e.name.endswith(".png")]
        except FileNotFoundError:
            return []

    def _count(self) -> int:
        return sum(e.stat().st_size for e in self._files())

    def size_bytes(self) -> int:
        with self._lock:
            self._total = self._count()
            return self._total

    def file_count(self) -> int:
        return len(self._files())

    def evict(self, max_bytes: int | None = None) -> int:
        """Delete least-recently-used files until the cache is under 90 % of the limit; returns
        how many were removed."""
        limit = self.max_bytes if max_bytes is None else max_bytes
        with self._lock:
            entries = [(e.stat().st_mtime_ns, e.name, e.stat().st_size) for e in self._files()]
            total = sum(s for _, _, s in entries)
            removed = 0
            if total > limit:
                for _, name, size in sorted(entries):  # oldest first; name breaks ties stably
                    if total <= limit * _LOW_WATER:
                        break
                    try:
                        (self.root / name).unlink()
                    except FileNotFoundError:
                        pass
                    total -= size
                    removed += 1
            self._total = total
            return removed

    def clear(self) -> None:
        with self._lock:
            for e in self._files():
                Path(e.path).unlink(missing_ok=True)
            self._total = 0
