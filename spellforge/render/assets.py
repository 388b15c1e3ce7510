"""The renderer's fonts, icons and frame art, loaded from the project's `images/` folder.

Fonts are cached per thread: a FreeType face is not safe to share between the worker threads
that render thumbnails. Scaled icons are cached process-wide (PIL images are read-only here).
"""

from __future__ import annotations

import threading
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageFont

from spellforge import paths
from spellforge.render.font_files import font_path

_local = threading.local()
_icon_lock = threading.Lock()


def images_dir() -> Path:
    return paths.images_dir()


def font(px: int, bold: bool = False, condensed: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans at `px` pixels. BASIC layout: identical pixels with or without libraqm, and
    Latin, Polish and Cyrillic need no complex shaping."""
    cache: dict = getattr(_local, "fonts", None) or {}
    _local.fonts = cache
    key = (max(1, px), bold, condensed)
    f = cache.get(key)
    if f is None:
        f = ImageFont.truetype(str(font_path(bold, condensed)), key[0], layout_engine=ImageFont.Layout.BASIC)
        cache[key] = f
    return f


@lru_cache(maxsize=64)
def _icon_source(name: str) -> Image.Image:
    path = images_dir() / "icons" / f"{name}.png"
    if path.is_file():
        with Image.open(path) as im:
            return im.convert("RGBA")
    from spellforge.render.make_icons import draw_icon  # a checkout without the PNGs still renders

    return draw_icon(name)


@lru_cache(maxsize=512)
def _icon_scaled(name: str, px: int, tint: tuple[int, int, int] | None) -> Image.Image:
    im = _icon_source(name).resize((px, px), Image.Resampling.LANCZOS)
    if tint is None:
        return im
    solid = Image.new("RGBA", im.size, (*tint, 255))
    solid.putalpha(im.getchannel("A"))
    return solid


def icon(name: str, px: int, tint: tuple[int, int, int] | None = None) -> Image.Image:
    """Icon `name` (file stem in images/icons) as a px×px RGBA image, optionally recoloured to
    `tint` (for the white type glyphs). Do not modify the result."""
    with _icon_lock:  # lru_cache may build the same entry twice under races; the lock keeps it cheap
        return _icon_scaled(name, max(1, px), tint)


@lru_cache(maxsize=64)
def _frame_source(card_type: str) -> Image.Image:
    path = images_dir() / "frames" / f"{card_type.lower()}.png"
    if path.is_file():
        with Image.open(path) as im:
            return im.convert("RGB")
    from spellforge.render.make_icons import frame_art

    return frame_art(card_type)


@lru_cache(maxsize=128)
def _frame_scaled(card_type: str, w: int, h: int) -> Image.Image:
    src = _frame_source(card_type)
    # cover: scale to fill, crop the centre, so the watermark stays centred at any box shape
    scale = max(w / src.width, h / src.height)
    sw, sh = max(w, round(src.width * scale)), max(h, round(src.height * scale))
    big = src.resize((sw, sh), Image.Resampling.LANCZOS)
    left, top = (sw - w) // 2, (sh - h) // 2
    return big.crop((left, top, left + w, top + h))


def frame(card_type: str, w: int, h: int) -> Image.Image:
    with _icon_lock:
        return _frame_scaled(card_type, max(1, w), max(1, h))
