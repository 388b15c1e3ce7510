"""Load the real OCTGN spellbooks (tests/fixtures/octgn/decks) into `Spellbook`s for the rules tests,
through the formats layer's `read_spellbook` (GUID first, then names)."""

from __future__ import annotations

from pathlib import Path

from spellforge.domain.spellbook import Spellbook
from spellforge.formats import read_spellbook


def load_book(path: Path, lib) -> Spellbook:
    return read_spellbook(path, lib).book
