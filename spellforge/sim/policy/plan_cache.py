"""Searched plans kept between runs, so a player who presses Run again does not wait for the search.

A plan is keyed by everything that decides it: the compiled book (its cards as the engine sees
them, so a card-data change is a new key, and their copies), the run's setup (target, guard, distance, rounds, the
dummy), the search's settings (rollouts, beam, seed) and a digest of the engine's source (a new
engine searches afresh). Kept in memory for the process (the tests share one search per book)
and as a small JSON file in the user cache folder (`paths.cache_dir()/plans`). A file that
cannot be read or written is ignored: the plan is searched again, nothing else is lost.

Not done: reusing the last plan when one card changes. The plan would then depend on which book
was searched before, and "the same seed gives the same report" would no longer hold.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path

_memory: dict[str, dict] = {}
_SIM = Path(__file__).resolve().parent.parent  # spellforge/sim


@lru_cache(maxsize=1)
def engine_digest() -> str:
    h = hashlib.sha256()
    for path in sorted(_SIM.rglob("*.py")):
        h.update(path.relative_to(_SIM).as_posix().encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def plan_key(book, config, rollouts: int, beam: int, seed, engine: str = "goldfish") -> str | None:
    """None when the setup has no stable text form (an object printed with its address). `engine`:
    the engine whose rollouts searched the plan ("goldfish", or "matchup": sim/matchup/plan_search.py),
    so a plan of one engine is never read as the other's."""
    # the copies too: a book with a copy less has the same card models, but another plan may be
    # fastest, and sharing one key made a plan depend on which of the two was searched first
    copies = sorted(getattr(book, "copies", {}).items())
    text = repr((engine, book.mage, book.spells, copies, config, rollouts, beam, str(seed)))
    if " at 0x" in text:
        return None
    return hashlib.sha256((engine_digest() + text).encode()).hexdigest()


def _file(key: str) -> Path:
    from spellforge.paths import cache_dir

    return cache_dir() / "plans" / f"{key}.json"


def load(key: str | None) -> dict | None:
    if key is None:
        return None
    if key in _memory:
        return _memory[key]
    try:
        data = json.loads(_file(key).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    _memory[key] = data
    return data


def store(key: str | None, data: dict) -> None:
    if key is None:
        return
    _memory[key] = data
    try:
        path = _file(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data), encoding="utf-8")
        tmp.replace(path)
    except OSError:
        pass  # a read-only cache: the next run searches again


def forget_memory() -> None:
    """Drop the in-process plans (tests of the cache itself)."""
    _memory.clear()
