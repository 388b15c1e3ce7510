"""Render the whole library's thumbnails in worker threads; print cards/s and the cache size.

    .venv/bin/python bench/bench_render.py [--size 180x252] [--lang ru] [--threads N] [--limit N]

Three passes over the same cards, each in a fresh temporary cache (the user's cache is never
touched): a cold pass in one thread (the baseline), a cold pass in N threads, and a warm pass
that only reads the cache. Ratios are against the single-thread cold pass of this run.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spellforge.cli.cmd_render import parse_size  # noqa: E402
from spellforge.render.provider import CardImages  # noqa: E402
from spellforge.render.thumbs import ThumbnailCache  # noqa: E402


def run(images: CardImages, cards, lang: str, size, threads: int) -> float:
    """Seconds to get every card's thumbnail decoded in memory, as the Qt provider does."""
    start = time.perf_counter()
    with ThreadPoolExecutor(max_workers=threads) as pool:
        for _ in pool.map(lambda c: images.thumbnail(c, lang, size), cards):
            pass
    return time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=parse_size, default=(180, 252))
    ap.add_argument("--lang", choices=("en", "ru", "pl"), default="ru")
    ap.add_argument("--threads", type=int, default=max(1, (os.cpu_count() or 2)))
    ap.add_argument("--limit", type=int, default=None, help="only the first N cards")
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["SPELLFORGE_DATA_DIR"] = tmp  # the library build and caches stay in here
        from spellforge.library import Library

        t0 = time.perf_counter()
        lib = Library.build_and_open(Path(tmp) / "lib")
        cards = lib.spells(include_playtest=True)[: args.limit]
        print(f"library: {len(cards)} cards, built in {time.perf_counter() - t0:.1f} s")
        print(f"size {args.size[0]}x{args.size[1]}, lang {args.lang}, {args.threads} threads")

        single = CardImages(lib, ThumbnailCache(Path(tmp) / "thumbs-1"), use_user_images=False)
        base = run(single, cards, args.lang, args.size, 1)
        print(f"cold, 1 thread:   {len(cards) / base:7.1f} cards/s  ({base:.2f} s)  1.00x")

        multi_cache = ThumbnailCache(Path(tmp) / "thumbs-n")
        multi = CardImages(lib, multi_cache, use_user_images=False)
        cold = run(multi, cards, args.lang, args.size, args.threads)
        print(f"cold, {args.threads} threads:  {len(cards) / cold:7.1f} cards/s  ({cold:.2f} s)  {base / cold:.2f}x")

        warm = run(multi, cards, args.lang, args.size, args.threads)
        print(f"warm (cache hit): {len(cards) / warm:7.1f} cards/s  ({warm:.2f} s)  {base / warm:.2f}x")

        size = multi_cache.size_bytes()
        n = multi_cache.file_count()
        print(f"cache: {n} files, {size / 1024 / 1024:.1f} MiB, {size / max(1, n) / 1024:.1f} KiB per thumbnail")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
