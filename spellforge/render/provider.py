"""One place every consumer (CLI, PDF, Qt widgets, bench) gets a card's picture from: the user's
own image when they imported one, else the face drawn by the renderer; thumbnails through the
disk cache. Safe to call from worker threads."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PIL import Image, ImageOps

from spellforge.domain.cards import Card
from spellforge.render.card_face import render_card
from spellforge.render.image_packs import user_image_path
from spellforge.render.thumbs import ThumbnailCache, fingerprint, thumb_key


def fit_into(im: Image.Image, size: tuple[int, int]) -> Image.Image:
    """`im` scaled to fit `size`, centred on a transparent canvas of exactly `size`."""
    scaled = ImageOps.contain(im.convert("RGBA"), size, Image.Resampling.LANCZOS)
    if scaled.size == size:
        return scaled
    out = Image.new("RGBA", size, (0, 0, 0, 0))
    out.paste(scaled, ((size[0] - scaled.width) // 2, (size[1] - scaled.height) // 2))
    return out


class CardImages:
    def __init__(self, lib: Any = None, cache: ThumbnailCache | None = None, use_user_images: bool = True) -> None:
        """`lib` (a Library) supplies translated game terms; without it terms print in English.
        `cache` defaults to the user's cache dir (`cache_dir()/thumbs`)."""
        self.lib = lib
        self.cache = cache if cache is not None else ThumbnailCache()
        self.use_user_images = use_user_images

    def _terms(self):
        return getattr(self.lib, "term", None)

    def user_image(self, card: Card, lang: str) -> Path | None:
        return user_image_path(card.id, lang) if self.use_user_images else None

    def effect_text(self, card: Card, lang: str) -> tuple[str | None, bool]:
        """What the face says the card does, and whether it is our summary: on English faces the
        printed text the user imported from OCTGN when there is one, else our summary in `lang`."""
        lib = self.lib
        if lib is None:
            return None, True
        printed = lib.card_text(card.id) if lang == "en" and hasattr(lib, "card_text") else None
        if printed:
            return printed, False
        summary = lib.summary(card.id, lang) if hasattr(lib, "summary") else None
        return summary, True

    def face(self, card: Card, lang: str, size: tuple[int, int]) -> Image.Image:
        """The drawn face, never the user's image (proxies, goldens)."""
        text, is_summary = self.effect_text(card, lang)
        return render_card(card, lang, size, self._terms(), text, is_summary)

    def image(self, card: Card, lang: str, size: tuple[int, int]) -> Image.Image:
        """The best picture at `size`, uncached: the user's image, else the drawn face."""
        user = self.user_image(card, lang)
        if user is not None:
            try:
                with Image.open(user) as im:
                    return fit_into(im, size)
            except OSError:  # damaged since import: draw the face instead of showing nothing
                pass
        return self.face(card, lang, size)

    def _key(self, card: Card, lang: str, size: tuple[int, int]) -> str:
        user = self.user_image(card, lang)
        if user is not None:
            st = user.stat()
            source = "u" + fingerprint(str(user), st.st_size, st.st_mtime_ns)
        else:
            # the card's data and its text: an errata'd card or newly imported text draws anew
            source = fingerprint(repr(card), repr(self.effect_text(card, lang)))
        return thumb_key(card.id, lang, size, source)

    def thumbnail(self, card: Card, lang: str, size: tuple[int, int]) -> Image.Image:
        """The picture at `size` through the disk cache (drawn and stored on a miss)."""
        key = self._key(card, lang, size)
        cached = self.cache.load(key)
        if cached is not None:
            return cached
        im = self.image(card, lang, size)
        self.cache.put(key, im)
        return im

    def thumbnail_path(self, card: Card, lang: str, size: tuple[int, int]) -> Path:
        key = self._key(card, lang, size)
        hit = self.cache.get(key)
        return hit if hit is not None else self.cache.put(key, self.image(card, lang, size))
