"""Every real spellbook in tests/fixtures/octgn/decks, validated with the real library.

data/README.md: "Each official full-game book costs at most 120 spell points". The four core
starting books (Polish rulebook L1986-1996 = the OCTGN official lists, glossary-pl-ru.md §2.1)
cost exactly 120. The official Academy books fill their mage's Academy budget.
"""

from __future__ import annotations

import pytest
from tests.conftest import CORE_BOOKS, DECKS_DIR
from tests.rules.rules_books import load_book

from spellforge.rules import validate


CORE_STARTING_BOOKS = [(f"official-spellbooks/{file}", mage) for mage, file in CORE_BOOKS.items()]

def _deck_files() -> list[str]:
    return sorted(str(p.relative_to(DECKS_DIR)) for p in DECKS_DIR.glob("*/*.o8d"))


def _params():
    files = _deck_files()
    assert len(files) == 45, "tests/fixtures/octgn/decks holds the 45 real spellbooks"
    for rel in files:
        yield pytest.param(rel, id=rel)


@pytest.fixture(scope="module")
def reports(library):
    cache = {}

    def get(rel):
        if rel not in cache:
            book = load_book(DECKS_DIR / rel, library)
            cache[rel] = (book, validate(book, library))
        return cache[rel]

    return get


def test_every_deck_is_found():
    # 45 real books: 13 official, 10 Academy, 8 apprentice, 12 OCTGN apprentice-mode, 2 community.
    assert len(_deck_files()) == 45


@pytest.mark.parametrize("rel", list(_params()))
def test_real_book_is_legal(reports, rel):
    book, report = reports(rel)
    assert book.mage, f"{rel}: no mage read"
    assert not book.unresolved, [u.text for u in book.unresolved]
    assert report.problems == [], [p.message for p in report.problems]
    assert report.legal
    assert 0 < report.points_used <= report.points_max
    expected_format = "academy" if rel.startswith("offical-academy") else "arena"
    assert report.format == expected_format


@pytest.mark.parametrize("rel, mage", CORE_STARTING_BOOKS)
def test_core_starting_books_cost_exactly_120(reports, rel, mage):
    book, report = reports(rel)
    assert report.mage == mage
    assert (report.points_used, report.points_max) == (120, 120)
    # every card is costed and the per-card costs add up to the total
    assert sum(line.cost_each * line.qty for line in report.cards) == 120


def test_academy_necromancer_trains_dsjer_tet_spells(reports):
    # OCTGN's Academy Necromancer Stats: MageSubtypeTraining "Dsjer-Tet". His official book
    # takes 2 Ritual of Kallek (Arcane 1, Dsjer-Tet): trained, 1 point each, 40 in all.
    _, report = reports("offical-academy-spellbooks/Necromancer.o8d")
    ritual = next(line for line in report.cards if line.card_id == "ritual-of-kallek")
    assert (ritual.cost_each, ritual.explanation.terms[0].reason) == (1, "subtype")
    assert (report.points_used, report.points_max) == (40, 40)


def test_official_full_game_books_fit_120(reports):
    for rel in _deck_files():
        if rel.startswith("official-spellbooks/"):
            assert reports(rel)[1].points_used <= 120, rel


def test_wizard_book_depends_on_the_chosen_element(reports, library):
    # The official Wizard book is built for Air (PL L1806: the core Wizard's element is Air);
    # choosing Fire instead makes its Air spells untrained and the book too expensive.
    book, report = reports("official-spellbooks/Wizard Official.o8d")
    assert report.element == "Air"
    fire = validate(book, library, element="Fire")
    assert fire.element == "Fire"
    assert fire.points_used > 120
    assert [p.code for p in fire.problems] == ["over_points"]


def test_priest_may_take_priestess_only_cards(library):
    # db/mage_classes.csv: the official Priest book takes Ring of Asyra (Priestess Only)
    from spellforge.domain import Spellbook
    from spellforge.rules import validate

    book = Spellbook(mage="Priest")
    book.add(library.card_by_name("Ring of Asyra").id)
    assert "class_only" not in {p.code for p in validate(book, library).problems}
    book.mage = "Warlock"
    assert "class_only" in {p.code for p in validate(book, library).problems}


def test_academy_forcemaster_budget_is_her_stats_cards_40(reports, library):
    # Her Stats card's stat line says Spellbook=40 (OCTGN's StatSpellBookPoints 80 disagrees;
    # db/mage_figures.csv); with her printed training (db/build_rules.csv) her official book
    # fills it exactly, like the other Academy books.
    _, report = reports("offical-academy-spellbooks/Forcemaster.o8d")
    assert (report.points_used, report.points_max, report.legal) == (40, 40, True)
    assert "Spellbook=40" in library.mage("Academy Forcemaster").sources["spell_points"]
