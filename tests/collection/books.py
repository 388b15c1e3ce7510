"""Real official spellbooks (OCTGN .o8d) as card quantities, read by GUID through the library."""

from __future__ import annotations


from spellforge.domain.spellbook import Spellbook
from tests.conftest import CORE_BOOKS, OFFICIAL_DIR as OFFICIAL

__all__ = ["CORE_BOOKS", "OFFICIAL", "core_books", "read_book"]


def read_book(lib, file_name: str, name: str | None = None) -> Spellbook:
    from spellforge.formats import read_spellbook

    result = read_spellbook(OFFICIAL / file_name, lib)
    assert not result.unresolved, result.unresolved
    book = result.book
    book.name = name or book.name
    return book


def core_books(lib) -> dict[str, dict[str, int]]:
    return {name: read_book(lib, f, name).quantities() for name, f in CORE_BOOKS.items()}
