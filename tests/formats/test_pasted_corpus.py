"""Lists as players paste them (tests/formats/pasted/: forum posts, messenger pastes, BBCode,
spellbook-builder text, in English, Russian and Polish; our own wording). Each must import with
the right mage, element and every card, and leave only the deliberately bad lines unresolved."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from spellforge.cli import main
from spellforge.formats import read_spellbook_text
from spellforge.formats.lineparse import split_line

PASTED = Path(__file__).parent / "pasted"
EXPECTED = json.loads((PASTED / "expected.json").read_text(encoding="utf-8"))


def test_corpus_is_large_and_three_languages():
    assert len(EXPECTED) >= 40
    for lang in ("en", "ru", "pl"):
        assert sum(1 for name in EXPECTED if name.startswith(lang + "_")) >= 12, lang


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_pasted_list_imports(library, name):
    want = EXPECTED[name]
    result = read_spellbook_text((PASTED / name).read_text(encoding="utf-8"), library, source_name=name)
    book = result.book
    assert book.mage == want["mage"]
    assert book.element == want["element"]
    assert book.quantities() == want["cards"]
    assert len(book.unresolved) == want["unresolved"], [u.text for u in book.unresolved]
    if "name" in want:
        assert book.name == want["name"]
    if "suggest" in want:
        assert want["suggest"] in [s.mage for s in result.mage_suggestions]
        assert book.mage is None  # suggested, never applied
    if "total_differs" in want:
        differs = any(t.agrees is False for t in result.totals)
        assert differs == want["total_differs"]
        assert any("the list says" in w for w in result.warnings) == want["total_differs"]


def test_prose_goes_to_notes_not_unresolved(library):
    text = (PASTED / "ru_prose_middle.txt").read_text(encoding="utf-8")
    result = read_spellbook_text(text, library)
    assert "хорошо играет против колдуна" in result.book.notes
    assert result.book.mage == "Paladin"  # a prose line naming another mage does not change it


def test_element_line_has_its_own_fate(library):
    result = read_spellbook_text("Czarodziej\nŻywioł: Woda\n2 Kula Ognia\n", library)
    fates = {f.line: f.fate for f in result.lines}
    assert fates[2] == "element"
    assert result.book.element == "Water"


def test_totals_agree_when_the_list_is_right(library):
    result = read_spellbook_text("Necromancer\n2 Dispel\nTotal cost: 4 pts\n", library)
    (check,) = result.totals
    assert (check.stated, check.computed, check.agrees) == (4, 4, True)
    assert not any("the list says" in w for w in result.warnings)
    assert not result.book.unresolved


@pytest.mark.parametrize("line, qty, name", [
    ("2x Fireball", 2, "Fireball"), ("x2 Fireball", 2, "Fireball"), ("Fireball ×2", 2, "Fireball"),
    ("Fireball x2", 2, "Fireball"), ("2 х Огненный шар", 2, "Огненный шар"),
    ("2 шт. Сглаз", 2, "Сглаз"), ("2 szt. Kula Ognia", 2, "Kula Ognia"), ("(2) Fireball", 2, "Fireball"),
    ("Fireball (2)", 2, "Fireball"), ("Fireball — 2", 2, "Fireball"), ("2 копии Огненный шар", 2, "Огненный шар"),
    ("Нокдаун — 2 шт.", 2, "Нокдаун"), ("3 x Rozproszenie", 3, "Rozproszenie"), ("Kula Ognia x2 szt.", 2, "Kula Ognia"),
    ("2 kopie Kula Ognia", 2, "Kula Ognia"), ("2 copies Fireball", 2, "Fireball"),
])
def test_quantity_forms(line, qty, name):
    (piece,) = split_line(line, lambda _: None)
    assert (piece.kind, piece.qty, piece.value) == ("card", qty, name)


@pytest.mark.parametrize("line, total", [
    ("Total cost: 120 pts", 120), ("Итого: 120", 120), ("Всего очков: 118", 118), ("Razem: 52 punkty", 52),
    ("Suma: 52", 52), ("итого 20 очков вроде", 20), ("Total: 118/120", 118), ("ŁĄCZNIE 99 pkt", 99),
])
def test_totals_lines(line, total):
    (piece,) = split_line(line, lambda _: None)
    assert (piece.kind, piece.qty) == ("total", total)


@pytest.mark.parametrize("title, mage, element", [
    ("Книга Колдуна", "Warlock", None), ("księga Czarnoksiężnika", "Warlock", None),
    ("Книга заклинаний Жрицы (120 очков)", "Priestess", None), ("Księga czarów Kapłanki", "Priestess", None),
    ("Księga Kapłana", "Priest", None), ("My Priestess book", "Priestess", None),
    ("Колдун Адрамелеха — огонь", "Adramelech Warlock", None), ("Władczyni Bestii z Johktari: rój", "Johktari Beastmaster", None),
    ("Волшебник Огня", "Wizard", "Fire"), ("Czarodziej Ognia", "Wizard", "Fire"), ("Wizard (Fire)", "Wizard", "Fire"),
    ("Огненный волшебник", "Wizard", "Fire"), ("Sistarran Wizard of Water", "Sistarran Wizard", "Water"),
    ("Мастера силы книга", "Forcemaster", None), ("Военачальник Трона Наковальни", "Anvil Throne Warlord", None),
])
def test_mage_in_title(library, title, mage, element):
    from spellforge.formats.resolve import resolver_for

    found = resolver_for(library).mage_in_text(title)
    assert found is not None and (found.mage.name, found.element) == (mage, element)


def test_cli_validate_prices_a_russian_title_list_without_mage(cli_library, library, capsys, monkeypatch):
    assert main(["validate", str(PASTED / "ru_inline_element.txt"), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["mage"] == "Wizard" and data["points_used"] == 5  # Fire trained: Fireball 2 × 2 + Flameblast 1
    assert main(["import", str(PASTED / "pl_genitive.txt"), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["mage"] == "Priestess" and not data["unresolved"]


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_text_export_carries_name_and_notes(library, lang):
    from spellforge.domain import Spellbook
    from spellforge.formats import write_spellbook

    book = Spellbook(name="Огонь и лёд: v2", mage="Wizard", element="Fire",
                     notes="Against Warlock:\n\n  keep 2 Dispel\n> quoted\n--- Attack ---")
    book.add("fireball", 2)
    book.add("dispel", 1)
    text = write_spellbook(book, library, "text", lang=lang)
    back = read_spellbook_text(text, library).book
    assert (back.name, back.mage, back.element, back.quantities()) == (book.name, "Wizard", "Fire", book.quantities())
    assert back.notes == book.notes


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_forum_list_round_trip(library, lang):
    from spellforge.domain import Spellbook
    from spellforge.formats import write_spellbook

    book = Spellbook(name="Ogień i lód", mage="Wizard", element="Water")
    for card_id, qty in (("fireball", 2), ("dispel", 1), ("mana-crystal", 2), ("mage-wand", 1)):
        book.add(card_id, qty)
    text = write_spellbook(book, library, "forum", lang=lang)
    assert text.count("**") >= 4  # bold type headings, as posted
    result = read_spellbook_text(text, library)
    back = result.book
    assert (back.name, back.mage, back.element, back.quantities()) == (book.name, "Wizard", "Water", book.quantities())
    assert not result.unresolved and all(t.agrees for t in result.totals)


@pytest.mark.parametrize("fmt", ["text", "bbcode", "forum"])
@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_every_shipped_book_survives_a_text_round_trip(library, fmt, lang):
    """The 45 real books out as text, BBCode and forum lists in each language and back: same
    mage (a name such as "Warlock (Adramelech) Official" must not decide it), element and cards."""
    from tests.conftest import DECKS_DIR
    from spellforge.formats import read_spellbook, write_spellbook

    books = sorted(DECKS_DIR.rglob("*.o8d"))
    assert len(books) == 45  # tests/fixtures/octgn/decks
    for path in books:
        book = read_spellbook(path, library).book
        back = read_spellbook_text(write_spellbook(book, library, fmt, lang=lang), library).book
        assert (back.mage, back.element, back.quantities()) == (book.mage, book.element, book.quantities()), path.name
