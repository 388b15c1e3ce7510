"""The Wizard's element: where it comes from and which other element prices the book lower.

A Wizard trains one element of the player's choice (PL L1806: the starting Wizard is Air).
"""

from __future__ import annotations

import json

import pytest

from spellforge.cli import main
from spellforge.domain.cards import ELEMENTS
from spellforge.domain.spellbook import Spellbook
from spellforge.rules import validate
from spellforge.rules.elements import ElementReport, ElementSuggestion, element_report
from tests.conftest import OFFICIAL_DIR
from tests.rules.rules_books import load_book

WIZARD_BOOK = OFFICIAL_DIR / "Wizard Official.o8d"


def fire_book(element: str | None = None) -> Spellbook:
    """Fire spells only: a Wizard who trains Fire pays half of what an Air Wizard pays."""
    book = Spellbook(mage="Wizard", element=element)
    book.add("fireball", 4)  # Fire 2
    book.add("flameblast", 3)  # Fire 1
    return book


@pytest.mark.parametrize(
    ("book_element", "option", "element", "source", "points", "suggested"),
    [
        # no element anywhere: the default (Air) prices it, and Fire is suggested at half price
        (None, None, "Air", "default", 2 * (4 * 2 + 3 * 1), [("Fire", 4 * 2 + 3 * 1)]),
        # the book names Fire: nothing cheaper exists
        ("Fire", None, "Fire", "book", 11, []),
        # an explicit choice beats the book; the book's own element is then the cheaper one
        ("Fire", "Water", "Water", "option", 22, [("Fire", 11)]),
        # a choice that is not an element (a typo in a file) falls back to the default
        ("Lava", None, "Air", "default", 22, [("Fire", 11)]),
    ],
)
def test_element_source_and_suggestions(library, book_element, option, element, source, points, suggested):
    report = element_report(library, fire_book(book_element), None, option)
    assert (report.element, report.element_source, report.points_used) == (element, source, points)
    assert [(s.element, s.points_used) for s in report.suggestions] == suggested
    assert all(s.code == "cheaper_element" for s in report.suggestions)
    # the validator prices the same book the same way, and carries the same report
    v = validate(fire_book(book_element), library, element=option)
    assert (v.element, v.element_source, v.points_used) == (element, source, points)
    assert v.suggestions == report.suggestions


def test_mage_without_an_element_choice_gets_no_element(library):
    book = Spellbook(mage="Warlock")
    book.add("fireball", 2)
    report = element_report(library, book, "Warlock", "Water")
    assert report == ElementReport(None, None, 4, [])
    data = validate(book, library, element="Water").to_dict()
    assert (data["element"], data["element_source"], data["suggestions"]) == (None, None, [])


def test_unknown_mage_gives_an_empty_report(library):
    assert element_report(library, Spellbook(mage="Nobody"), None) == ElementReport(None, None)


def test_core_wizard_book_air_is_cheapest(library):
    """The core Wizard book is built for Air (120 points, PL L1996); every other element costs more,
    and each suggestion's price equals the validator's price with that element."""
    book = load_book(WIZARD_BOOK, library)
    report = element_report(library, book, None)
    assert (report.element, report.element_source, report.points_used, report.suggestions) == ("Air", "book", 120, [])
    for e in ELEMENTS:
        if e == "Air":
            continue
        other = element_report(library, book, None, e)
        assert other.element_source == "option" and other.points_used > 120
        assert other.points_used == validate(book, library, element=e).points_used
        assert other.suggestions[0] == ElementSuggestion("Air", 120)
        assert [s.points_used for s in other.suggestions] == sorted(s.points_used for s in other.suggestions)
        assert all(s.points_used < other.points_used for s in other.suggestions)


def test_validate_json_reports_element_and_suggestions(tmp_path, capsys):
    path = tmp_path / "fire.txt"
    path.write_text("Mage: Wizard\n4 Fireball\n3 Flameblast\n", encoding="utf-8")
    assert main(["validate", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["element"], data["element_source"], data["points_used"]) == ("Air", "default", 22)
    assert [{k: s[k] for k in ("code", "element", "points_used")} for s in data["suggestions"]] == [
        {"code": "cheaper_element", "element": "Fire", "points_used": 11}]
    assert main(["validate", str(path), "--lang", "ru"]) == 0
    text = capsys.readouterr().out
    assert "Советы:" in text and "Огонь" in text and "11" in text


def test_text_report_names_the_element_in_the_language(tmp_path, capsys):
    path = tmp_path / "fire.txt"
    path.write_text("Mage: Wizard\n4 Fireball\n3 Flameblast\n", encoding="utf-8")
    for lang, header, hint in (("en", "Wizard (Air, default)", "costs 11 spell points"),
                               ("ru", "(Воздух, по умолчанию)", "стоит 11 очков магии"),
                               ("pl", "(Powietrze, domyślny)", "kosztuje 11 punktów czarów")):
        assert main(["validate", str(path), "--lang", lang]) == 0
        text = capsys.readouterr().out
        assert header in text.splitlines()[0] and hint in text, text
