"""Why a reader took or left each line, in Russian and Polish (`spellforge import --lang`): every
note the readers write for a pasted book (a title, a second mage, a heading, a typo, a stranger,
a quantity over the limit, a comment, a total) reads in the player's language, names in it too."""

from __future__ import annotations

import pytest

from spellforge.formats import read_spellbook_text
from spellforge.i18n.line_notes import translate_note

PASTED = ("My Storm Book\nMage: Wizard\nElement: Water\nMage: Warlock\n\nCreatures\n2 Fireball\n1 Fireblal\n"
          "1 Qwzx Blorp\n120 Dispel\n// a comment\nTotal: 4\n")


@pytest.fixture(scope="module")
def read(library):
    return read_spellbook_text(PASTED, library, source_name="storm.txt")


@pytest.mark.parametrize("lang, expected", [
    ("ru", {1: "текст (сохранён в заметках)", 2: "Волшебник", 3: "Вода", 4: "второй маг: Колдун", 5: "пустая строка",
            6: "заголовок «Существо»", 9: "нет карты с похожим названием", 10: "не больше 99 копий; в строке 120",
            11: "комментарий", 12: "итого 4"}),
    ("pl", {1: "tekst (zachowany w notatkach)", 2: "Czarodziej", 3: "Woda", 4: "drugi Mag: Czarnoksiężnik",
            5: "pusty wiersz", 6: "nagłówek „Stworzenie”", 9: "brak karty o podobnej nazwie",
            10: "najwyżej 99 kopii; wiersz żąda 120", 11: "komentarz", 12: "razem 4"}),
])
def test_every_note_of_a_pasted_book_in_the_players_language(read, library, lang, expected):
    notes = {f.line: translate_note(f.note, library, lang) for f in read.lines if f.fate != "card"}
    assert {line: notes[line] for line in expected} == expected
    # the typo's note keeps the name it was compared with (the player's word), nothing else in English
    assert notes[8] == {"ru": "слабое совпадение: ближе всего 'fireball' (88 %)",
                        "pl": "słabe dopasowanie: najbliżej 'fireball' (88 %)"}[lang]


def test_english_and_unknown_notes_are_shown_as_written(library):
    assert translate_note("similar to 'dispel' (91%)", library, "en") == "similar to 'dispel' (91%)"
    assert translate_note("a note no reader writes", library, "ru") == "a note no reader writes"
