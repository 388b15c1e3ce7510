"""Mage Knight collection by product: which boxes you own and what they give you.

Copies do not matter in Mage Knight (nothing is constructed), so the collection is the set of
products owned. It is kept in the user data folder as `mage-knight/collection.json`, written
atomically (fileio.write_atomic); the Mage Wars user database is not touched.
"""

from __future__ import annotations

import json
from pathlib import Path

from spellforge import paths
from spellforge.fileio import read_limited, write_atomic
from spellforge.games.mageknight.library import MKLibrary


class CollectionError(ValueError):
    pass


def collection_path() -> Path:
    return paths.data_dir() / "mage-knight" / "collection.json"


def load_owned(lib: MKLibrary, path: Path | None = None) -> list[str]:
    path = path or collection_path()
    if not path.exists():
        return []
    try:
        data = json.loads(read_limited(path, 64 * 1024).decode("utf-8"))
    except (OSError, ValueError) as exc:
        raise CollectionError(f"{path}: cannot be read ({exc}); it was left as it is") from None
    owned = data.get("products", []) if isinstance(data, dict) else []
    return [p for p in lib.products if p in owned]


def save_owned(owned: list[str], path: Path | None = None) -> None:
    path = path or collection_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, json.dumps({"version": 1, "products": sorted(set(owned))}, indent=2) + "\n")


def owned_sets(lib: MKLibrary) -> set[str] | None:
    """The sets the owned products hold (for `owned:` in a search); None when nothing is owned
    or the collection cannot be read."""
    try:
        owned = load_owned(lib)
    except CollectionError:
        return None
    return {s for p in owned for s in lib.products[p].sets} or None


def product_id(lib: MKLibrary, name: str) -> str | None:
    key = name.strip().casefold().replace("ё", "е")
    for p in lib.products.values():
        if key in {p.id, p.names.en.casefold(), p.names.ru.casefold().replace("ё", "е"), p.names.pl.casefold()}:
            return p.id
    return None


def summary(lib: MKLibrary, owned: list[str]) -> dict:
    """What owning these products gives: the sets, the heroes and the card counts."""
    sets = sorted({s for p in owned for s in lib.products[p].sets})
    heroes = [h.id for h in lib.heroes.values() if h.set in sets]
    return {"products": owned, "sets": sets, "heroes": heroes,
            "cards": lib.cards_in_sets(frozenset(sets)),
            "not_owned": [p for p in lib.products if p not in owned],
            # a co-op or solo game needs a spare hero deck for the dummy player (MK L1040)
            "max_players_with_dummy": max(0, len(heroes) - 1)}
