"""The disk thumbnail cache: keys, hits, LRU eviction by mtime, and the provider's choices."""

from __future__ import annotations

import os

from PIL import Image

from spellforge import paths
from spellforge.render import provider as provider_mod
from spellforge.render.card_face import RENDERER_VERSION
from spellforge.render.provider import CardImages
from spellforge.render.thumbs import ThumbnailCache, thumb_key
from tests.render.sample_cards import SAMPLES


def test_key_changes_with_each_part():
    base = thumb_key("fireball", "en", (180, 252), "abc")
    assert base == thumb_key("fireball", "en", (180, 252), "abc")
    variants = {
        thumb_key("fireball", "ru", (180, 252), "abc"),
        thumb_key("fireball", "en", (360, 504), "abc"),
        thumb_key("fireball", "en", (180, 252), "abc", version=RENDERER_VERSION + 1),
        thumb_key("fireball", "en", (180, 252), "u123"),
        thumb_key("fire-bolt", "en", (180, 252), "abc"),
    }
    assert base not in variants and len(variants) == 5
    assert "/" not in thumb_key("../../etc", "en", (1, 1), "x")


def test_cache_lives_in_the_user_cache_dir(_user_data_dir):
    cache = ThumbnailCache()
    assert cache.root == paths.cache_dir() / "thumbs"
    assert str(cache.root).startswith(str(_user_data_dir))


def _png(tmp_path, colour=(200, 0, 0, 255)) -> Image.Image:
    return Image.new("RGBA", (64, 90), colour)


def test_put_get_load(tmp_path):
    cache = ThumbnailCache(tmp_path / "thumbs")
    assert cache.get("k.png") is None and cache.load("k.png") is None
    cache.put("k.png", _png(tmp_path))
    assert cache.get("k.png") is not None
    assert cache.load("k.png").getpixel((3, 3)) == (200, 0, 0, 255)
    assert cache.file_count() == 1 and cache.size_bytes() > 0


def test_damaged_cache_file_is_dropped(tmp_path):
    cache = ThumbnailCache(tmp_path / "thumbs")
    cache.root.mkdir(parents=True)
    (cache.root / "bad.png").write_bytes(b"\x89PNG\r\n\x1a\n garbage")
    assert cache.load("bad.png") is None
    assert not (cache.root / "bad.png").exists()


def test_lru_eviction_removes_least_recently_used(tmp_path):
    cache = ThumbnailCache(tmp_path / "thumbs", max_bytes=10**9)
    noise = Image.effect_noise((120, 120), 60).convert("RGBA")  # incompressible enough to weigh
    for i in range(6):
        cache.put(f"t{i}.png", noise)
    for i in range(6):  # t0 oldest … t5 newest, 10 s apart
        os.utime(cache.path(f"t{i}.png"), (1_000_000 + 10 * i, 1_000_000 + 10 * i))
    cache.get("t0.png")  # a hit: t0 becomes the most recently used
    one = cache.path("t1.png").stat().st_size
    removed = cache.evict(max_bytes=one * 4)  # room for 4; evicts down to 90 % = 3 files
    left = sorted(p.name for p in cache.root.iterdir())
    assert removed == 3
    assert left == ["t0.png", "t4.png", "t5.png"]


def test_put_triggers_eviction_over_the_limit(tmp_path):
    noise = Image.effect_noise((120, 120), 60).convert("RGBA")
    probe = ThumbnailCache(tmp_path / "probe")
    size = probe.put("p.png", noise).stat().st_size
    cache = ThumbnailCache(tmp_path / "thumbs", max_bytes=size * 3)
    for i in range(10):
        cache.put(f"t{i}.png", noise)
    assert cache.size_bytes() <= size * 3
    assert cache.path("t9.png").exists()  # the newest survives


def test_provider_renders_once_then_hits_the_disk(tmp_path, monkeypatch):
    calls = []
    real = provider_mod.render_card

    def counting(*a, **k):
        calls.append(a[0].id)
        return real(*a, **k)

    monkeypatch.setattr(provider_mod, "render_card", counting)
    images = CardImages(None, ThumbnailCache(tmp_path / "thumbs"))
    card = SAMPLES["timber-wolf"]
    first = images.thumbnail(card, "ru", (90, 126))
    second = images.thumbnail(card, "ru", (90, 126))
    assert calls == ["timber-wolf"]
    assert first.tobytes() == second.tobytes()
    images.thumbnail(card, "pl", (90, 126))
    images.thumbnail(card, "ru", (120, 168))
    assert len(calls) == 3  # a new language or size is a new picture


def test_changed_card_data_is_drawn_anew(tmp_path):
    from dataclasses import replace

    images = CardImages(None, ThumbnailCache(tmp_path / "thumbs"))
    card = SAMPLES["timber-wolf"]
    a = images.thumbnail_path(card, "en", (90, 126))
    b = images.thumbnail_path(replace(card, cost=7), "en", (90, 126))  # an errata'd cost
    assert a != b


def test_user_image_is_preferred(tmp_path):
    from spellforge.render.image_packs import user_images_dir

    folder = user_images_dir() / "any"
    folder.mkdir(parents=True)
    Image.new("RGB", (63, 88), (0, 0, 255)).save(folder / "timber-wolf.png")
    images = CardImages(None, ThumbnailCache(tmp_path / "thumbs"))
    im = images.thumbnail(SAMPLES["timber-wolf"], "pl", (63, 88))
    assert im.getpixel((30, 40)) == (0, 0, 255, 255)
    face = CardImages(None, ThumbnailCache(tmp_path / "t2"), use_user_images=False).thumbnail(SAMPLES["timber-wolf"], "pl", (63, 88))
    assert face.getpixel((30, 40)) != (0, 0, 255, 255)
