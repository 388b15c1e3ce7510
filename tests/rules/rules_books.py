"""Load the real OCTGN spellbooks (tests/fixtures/octgn/decks) into `Spellbook`s for the rules tests.

Uses the formats layer's `read_spellbook` (GUID first, then names); the small reader below is
only the fallback while that layer is absent from the tree.
"""

from __future__ import annotations

import re
from pathlib import Path

from spellforge.domain.spellbook import Spellbook, UnresolvedLine


def load_book(path: Path, lib) -> Spellbook:
    try:
        from spellforge.formats import read_spellbook
    except ImportError:
        return _read_o8d(path, lib)
    return read_spellbook(path, lib).book


def _read_o8d(path: Path, lib) -> Spellbook:
    import defusedxml.ElementTree as ET

    root = ET.parse(path).getroot()
    book = Spellbook(name=path.stem)
    for n, card in enumerate(root.iter("card"), 1):
        guid, name = card.get("id", ""), (card.text or "").strip()
        qty = int(card.get("qty", "1"))
        mage = lib.mage_by_guid(guid) or lib.mage(re.sub(r"\s*stats$", "", name, flags=re.I))
        if mage is not None:
            book.mage = mage.name
            continue
        found = lib.card_by_guid(guid) or lib.card_by_name(name)
        if found is None:
            book.unresolved.append(UnresolvedLine(n, name))
        else:
            book.add(found.id, qty)
    return book
