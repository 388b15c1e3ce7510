"""The search help's keys as a Russian or Polish window shows them (LOCAL_CODES) find the same
cards as the English ones: `набор:базовый` and `zestaw:podstawowy` are `set:core` (Core is
«Базовый набор» / «Zestaw podstawowy», 004 L1826)."""

from __future__ import annotations

import pytest

from spellforge.library.search.engine import SearchEngine
from spellforge.rules.book_context import BookContext
from spellforge.ui.browser.search_help import LOCAL_CODES, local_code


@pytest.fixture(scope="module")
def engine(library):
    return SearchEngine(library, owned_ids=lambda: ["fireball", "dispel"])


@pytest.mark.parametrize("code", sorted(LOCAL_CODES))
@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_a_local_code_finds_what_the_english_one_finds(engine, library, code, lang):
    book = BookContext(library.mage("Wizard"), "Fire")
    english = engine.run(code, "en", book)
    local = engine.run(local_code(code, lang), lang, book)
    assert not english.errors and not local.errors
    assert english.ids and set(local.ids) == set(english.ids)


def test_the_set_example_is_written_in_the_windows_language():
    assert local_code("set:core", "ru") == "набор:базовый" and local_code("set:core", "pl") == "zestaw:podstawowy"
