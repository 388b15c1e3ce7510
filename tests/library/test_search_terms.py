"""`set:` (набор:, издание:, zestaw:) finds a set by any of its names, English, Russian or Polish,
whatever the window's language (issue 31). The names are the library's (db/i18n/game_names.csv,
category set): Core is «Базовый набор» / «Zestaw podstawowy» (004 L1826); Fireball and
Flameblast are Core Set cards (MW1A04), Twin Fireball an Academy one."""

from __future__ import annotations

import pytest

from spellforge.library.search.engine import SearchEngine


@pytest.fixture(scope="module")
def engine(library):
    return SearchEngine(library)


@pytest.mark.parametrize("query", ["set:core", 'набор:"Базовый набор"', "набор:базовый", "издание:базовый",
                                   'zestaw:"Zestaw podstawowy"', "zestaw:podstawowy", "set:базовый",
                                   "set:podstawowy", "zestaw:core"])
@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_a_set_is_found_by_its_name_in_any_language(engine, query, lang):
    result = engine.run(query + " s:fire t:attack", lang)
    assert not result.errors
    assert {"fireball", "flameblast"} <= set(result.ids) and "twin-fireball" not in result.ids


def test_every_translated_set_name_finds_the_cards_of_that_set(engine, library):
    core = set(engine.run("set:core", "en").ids)
    assert core == set(engine.run('набор:"' + library.term("set", "Core", "ru") + '"', "ru").ids)
    assert core == set(engine.run('zestaw:"' + library.term("set", "Core", "pl") + '"', "pl").ids)
    forged = set(engine.run('set:"forged in fire"', "en").ids)
    assert "bloodfire-helmet" in forged and forged == set(engine.run("набор:закалённые", "ru").ids)
    assert forged == set(engine.run("zestaw:wykute", "pl").ids)


@pytest.mark.parametrize("query, suggestion, listed", [
    ("набор:базовыйй", "Базовый набор", "Закалённые в огне"),   # the query is Russian: Russian names
    ("set:базовыйй", "Базовый набор", "Закалённые в огне"),     # a Russian value under the English key too
    ("zestaw:podstawowyy", "Zestaw podstawowy", "Wykute w ogniu"),
    ("set:Coree", "Core", "Forged in Fire"),
])
def test_an_unknown_set_lists_the_sets_in_the_querys_language(engine, query, suggestion, listed):
    error = engine.run(query, "en").errors[0]
    assert error.code == "unknown_set" and error.suggestion == suggestion
    assert listed in error.choices and len(error.choices) >= 20 and list(error.choices) == sorted(error.choices)


def test_the_unknown_set_message_in_the_windows_language(engine):
    from spellforge.library.search.errors import search_error_text

    error = engine.run("zestaw:xyz", "ru").errors[0]
    text = search_error_text(error, lang="ru")
    assert text.startswith("Нет набора «xyz» (в «zestaw:xyz», позиция 1). Наборы: ")
    assert "; Zestaw podstawowy." in text and "Базовый набор" not in text  # the names the query is written in
