"""Fixtures for the format tests: the real library, and the real OCTGN spellbooks."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import DECKS_DIR

FIXTURES = Path(__file__).parent / "fixtures"


def deck_paths() -> list[Path]:
    return sorted(DECKS_DIR.glob("*/*.o8d")) if DECKS_DIR.is_dir() else []


def has_names(lib, lang: str) -> bool:
    """The ru/pl card names come from db/i18n (the translators' files)."""
    return any(e.lang == lang for e in lib.name_index())


@pytest.fixture(scope="session")
def decks(library):
    """Every shipped .o8d read once: {relative path: ImportResult}."""
    from spellforge.formats import read_spellbook

    return {str(p.relative_to(DECKS_DIR)): read_spellbook(p, library) for p in deck_paths()}
