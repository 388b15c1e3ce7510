"""The printing a book names (`printing_differs`, `--printing`) and mage card vs Stats card
(`mage_mismatch`, RU L1837): docs/rules.md."""

from __future__ import annotations

import json

import pytest

from spellforge.cli import main
from spellforge.domain.cards import SchoolJoin
from spellforge.domain.spellbook import Spellbook
from spellforge.formats import read_spellbook, read_spellbook_text, write_spellbook
from spellforge.rules import validate
from tests.conftest import DECKS_DIR

ASTO_FINAL = "b019ccba-f062-4688-a099-a138c25ff6f9"  # Asto Vidatu, Final Release: Arcane or Dark 5
WAND_FINAL = "452f860f-b456-48e1-ae88-2870cf0545c6"  # Mage Wand, Final Release: Epic
GAME = "9acef3d0-efa8-4d3f-a10c-54812baecdda"


def o8d(mage_cards: list[tuple[str, str]], cards: list[tuple[int, str, str]]) -> str:
    mage = "".join(f'<card qty="1" id="{g}">{n}</card>' for g, n in mage_cards)
    body = "".join(f'<card qty="{q}" id="{g}">{n}</card>' for q, g, n in cards)
    return (f'<?xml version="1.0" encoding="utf-8"?>\n<deck game="{GAME}">\n<section name="Mage">{mage}</section>\n'
            f'<section name="Creature">{body}</section>\n</deck>\n')


def warlock_cards(library) -> list[tuple[str, str]]:
    w = library.mage("Warlock")
    return [(w.card_guid, "Warlock"), (w.stats_guid, "Warlock Stats")]


def test_printing_card_has_the_printings_facts(library):
    canonical = library.card("asto-vidatu-angel-slayer")
    final = library.printing_card(ASTO_FINAL)
    assert canonical.school_join is SchoolJoin.AND and final.school_join is SchoolJoin.OR
    assert (final.id, final.name, final.names) == (canonical.id, canonical.name, canonical.names)
    assert {(s.school, s.level) for s in final.schools} == {("Arcane", 5), ("Dark", 5)}
    # a printing that differs in nothing is the canonical card itself; an unknown GUID is None
    assert library.printing_card(canonical.printings[0].guid) is canonical
    assert library.printing_card("00000000-0000-0000-0000-000000000000") is None


@pytest.mark.parametrize(
    ("mode", "points", "explanation"),
    [
        # Promo: Arcane 3 & Dark 2 = 3 × 2 + 2 × 1 for a Warlock (issue 18 item 2)
        ("canonical", 8, "Arcane 3 × 2 (untrained school) + Dark 2 × 1 (trained school) = 8"),
        # Final Release: Arcane or Dark 5, bought as Dark 5 × 1
        ("named", 5, "Dark 5 × 1 (trained school) = 5 (cheapest of Arcane/Dark)"),
    ],
)
def test_named_printing_prices_the_book_only_when_asked(library, mode, points, explanation):
    result = read_spellbook_text(o8d(warlock_cards(library), [(1, ASTO_FINAL, "Asto Vidatu, Angel Slayer")]),
                                 library, source_name="asto.o8d")
    book = result.book
    assert book.printings == {"asto-vidatu-angel-slayer": ASTO_FINAL}
    data = validate(book, library, printing=mode).to_dict()
    row = data["cards"][0]
    assert (data["printing"], data["points_used"], row["cost_each"], row["explanation"], row["printing"]) == (
        mode, points, points, explanation, ASTO_FINAL)
    [warning] = data["warnings"]
    assert {k: warning[k] for k in ("code", "card", "named_printing", "fields", "priced")} == {
        "code": "printing_differs", "card": "asto-vidatu-angel-slayer", "named_printing": ASTO_FINAL,
        "fields": ["school_join", "schools"], "priced": mode}
    assert "Final Release" in warning["message"]


def test_named_printing_decides_legality_too(library):
    """The Final Release Mage Wand is Epic: two copies are illegal when that printing's facts count."""
    book = Spellbook(mage="Wizard", element="Air", printings={"mage-wand": WAND_FINAL})
    book.add("mage-wand", 2)
    assert validate(book, library).legal
    assert [p.code for p in validate(book, library, printing="named").problems] == ["epic_copies"]


def test_canonical_printing_named_gives_no_warning(library):
    canonical = library.card("asto-vidatu-angel-slayer")
    book = Spellbook(mage="Warlock", printings={canonical.id: canonical.printings[0].guid})
    book.add(canonical.id)
    report = validate(book, library, printing="named")
    assert report.warnings == [] and report.points_used == 8


def test_unknown_printing_mode_is_refused(library):
    with pytest.raises(ValueError, match="printing must be one of"):
        validate(Spellbook(mage="Warlock"), library, printing="newest")


@pytest.mark.parametrize("fmt", ["json", "o8d"])
def test_named_printing_survives_a_round_trip(library, fmt):
    book = Spellbook(mage="Warlock", printings={"asto-vidatu-angel-slayer": ASTO_FINAL})
    book.add("asto-vidatu-angel-slayer")
    back = read_spellbook_text(write_spellbook(book, library, fmt), library, source_name=f"b.{fmt}").book
    assert back.printings == book.printings


def test_cli_printing_option(tmp_path, capsys, library):
    path = tmp_path / "asto.o8d"
    path.write_text(o8d(warlock_cards(library), [(1, ASTO_FINAL, "Asto Vidatu, Angel Slayer")]), encoding="utf-8")
    points = {}
    for mode in ("canonical", "named"):
        assert main(["validate", str(path), "--json", "--printing", mode]) == 0
        data = json.loads(capsys.readouterr().out)
        points[mode] = data["points_used"]
        assert [w["code"] for w in data["warnings"]] == ["printing_differs"]
    assert points == {"canonical": 8, "named": 5}
    assert main(["validate", str(path), "--lang", "ru"]) == 0
    assert "Предупреждения:" in capsys.readouterr().out


# -- mage card vs Stats card ----------------------------------------------------------------------
def test_stats_card_decides_the_mage(library, tmp_path, capsys):
    """An Academy Druid figure with the Arena Druid Stats is a Druid book (RU L1837): 120 points,
    Arena cards, and a mage_mismatch warning in --json."""
    figure, stats = library.mage("Academy Druid"), library.mage("Druid")
    text = o8d([(figure.card_guid, "Druid"), (stats.stats_guid, "Druid Stats")], [(2, library.card("timber-wolf").printings[0].guid, "Timber Wolf")])
    path = tmp_path / "mismatch.o8d"
    path.write_text(text, encoding="utf-8")
    book = read_spellbook(path, library).book
    assert (book.mage, book.mage_card) == ("Druid", "Academy Druid")
    assert main(["validate", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["mage"], data["points_max"], data["format"], data["legal"]) == ("Druid", 120, "arena", True)
    [warning] = data["warnings"]
    assert {k: warning[k] for k in ("code", "mage_card", "stats_card")} == {
        "code": "mage_mismatch", "mage_card": "Academy Druid", "stats_card": "Druid"}
    assert main(["validate", str(path), "--lang", "pl"]) == 0
    assert "karta umiejętności" in capsys.readouterr().out


def test_matching_cards_give_no_mismatch(library):
    m = library.mage("Academy Druid")
    book = read_spellbook_text(o8d([(m.card_guid, "Druid"), (m.stats_guid, "Academy Druid Stats")], []),
                               library, source_name="ok.o8d").book
    assert (book.mage, book.mage_card) == ("Academy Druid", None)
    assert validate(book, library).warnings == []


def test_apprentice_books_keep_the_apprentice(library):
    """Apprentice mages have no ability card (RU L102): OCTGN's apprentice books pair the
    apprentice with the full mage's Stats card, and stay apprentice books without a warning."""
    for path in sorted((DECKS_DIR / "apprentice-spellbooks").glob("*.o8d")):
        book = read_spellbook(path, library).book
        assert book.mage.endswith("(Apprentice)") and book.mage_card is None, path.name
        assert validate(book, library).warnings == [], path.name
