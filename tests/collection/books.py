"""Real official spellbooks (OCTGN .o8d) as card quantities, read by GUID through the library."""

from __future__ import annotations


from spellforge.domain.spellbook import Spellbook
from tests.conftest import DECKS_DIR

OFFICIAL = DECKS_DIR / "official-spellbooks"
# The four starting books of the Core Set (file names as OCTGN spells them).
CORE_BOOKS = {
    "Beastmaster": "Beastmaster Offical.o8d",
    "Warlock": "Warlock Official.o8d",
    "Wizard": "Wizard Official.o8d",
    "Priestess": "Priestess Official.o8d",
}


def read_book(lib, file_name: str, name: str | None = None) -> Spellbook:
    from spellforge.formats import read_spellbook

    result = read_spellbook(OFFICIAL / file_name, lib)
    assert not result.unresolved, result.unresolved
    book = result.book
    book.name = name or book.name
    return book


def core_books(lib) -> dict[str, dict[str, int]]:
    return {name: read_book(lib, f, name).quantities() for name, f in CORE_BOOKS.items()}
