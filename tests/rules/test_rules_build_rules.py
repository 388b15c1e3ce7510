"""Build rules printed on cards (db/build_rules.csv, docs/rules.md): one table row per rule found.

A card's text overrides the rules (RU L134, PL L127). Every row below is a real card and a real
mage from the library; the expected numbers are worked out from the card's rule by hand.
"""

from __future__ import annotations

import csv
import shutil

import pytest

from spellforge.domain.spellbook import Spellbook
from spellforge.library.source import LibrarySourceError, load_source
from spellforge.rules import card_cost, validate
from tests.conftest import ROOT

# (card, mage, points, explanation kind, note, why)
COSTS = [
    # Talos: "costs no spell points to include" (Forged in Fire); War 7 would be 7 for a Warlord
    ("Talos", "Warlord", 0, "card_rule", None, "card's own cost beats trained War 7 × 1"),
    ("Talos", "Anvil Throne Warlord", 0, "card_rule", None, "same for the other Warlord"),
    ("Talos", "Priestess", 0, "card_rule", None, "whatever the mage (legality is separate)"),
    # Academy Forcemaster trains Dsjer-Tet spells (her Stats card)
    ("Tjusut, the Risen King", "Academy Forcemaster", 3, "single", None, "Dsjer-Tet creature: Dark 3 × 1"),
    ("Xiro, the Unpassable", "Academy Forcemaster", 2, "single", None, "Dsjer-Tet creature: Nature 2 × 1"),
    ("Jeweled Scarab", "Academy Forcemaster", 1, "single", None, "Dsjer-Tet equipment: Holy 1 × 1"),
    ("Timber Wolf", "Academy Forcemaster", 6, "single", None, "non-Mind, non-Dsjer-Tet creature: Nature 2 × 3"),
    # Academy Monk: creatures outside the Monk's training triple (his Stats card)
    ("Timber Wolf", "Academy Monk", 6, "single", None, "non-Mind creature: Nature 2 × 3"),
    ("Fireball", "Academy Monk", 4, "single", None, "not a creature: Fire 2 × 2"),
    # Academy Druid: Water trained for level 1 only (her Stats card)
    ("Rapid Dismantle", "Academy Druid", 4, "single", None, "Water 2 above the level-1 cap: 2 × 2"),
    # "even if Novice": triple stays triple for these Academy mages (their Stats cards)
    ("Dodge", "Academy Druid", 3, "single", "novice_full_price", "Novice War 1, War opposed: 1 × 3"),
    ("Mend", "Academy Druid", 1, "novice", None, "Novice Holy 1, Holy only untrained: Novice 1"),
    ("Mend", "Academy Necromancer", 3, "single", "novice_full_price", "Novice Holy 1, Holy opposed: 1 × 3"),
    ("Hired Bodyguard", "Academy Elementalist", 3, "single", "novice_full_price", "Novice Living creature: War 1 × 3"),
    ("Dodge", "Academy Elementalist", 1, "novice", None, "Novice, not a creature: 1"),
    # the same Novice spells for mages whose card says nothing: 1 (RU L1895, PL L1910)
    ("Dodge", "Druid", 1, "novice", None, "Arena Druid: War opposed, Novice 1"),
    ("Mend", "Academy Warlock", 1, "novice", None, "Academy Warlock: Holy opposed, Novice 1"),
]


@pytest.mark.parametrize(("card", "mage", "points", "kind", "note", "why"), COSTS, ids=[f"{c}/{m}" for c, m, *_ in COSTS])
def test_build_rule_costs(library, card, mage, points, kind, note, why):
    c = card_cost(library.card_by_name(card), library.mage(mage))
    assert (c.points, c.explanation.kind, c.explanation.note) == (points, kind, note), why


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ("the card sets its own cost: 0 spell points", "War 7 × 1 (trained school) = 7")),
        ("ru", ("цена указана на самой карте: 0 очков магии", "текст карты важнее правил", "= 7")),
        ("pl", ("koszt podany na samej karcie: 0 punktów czarów", "tekst karty ma pierwszeństwo", "= 7")),
    ],
)
def test_talos_explanation_says_why(library, lang, words):
    text = card_cost(library.card_by_name("Talos"), library.mage("Warlord")).render(lang)
    for w in words:
        assert w in text, text


@pytest.mark.parametrize(
    ("lang", "word"),
    [("en", "even for Novice spells"), ("ru", "и для базовых заклинаний"), ("pl", "także za Czary Nowicjusza")],
)
def test_novice_full_price_explanation(library, lang, word):
    text = card_cost(library.card_by_name("Mend"), library.mage("Academy Necromancer")).render(lang)
    assert word in text and "= 3" in text, text


def test_warlord_book_with_talos_prices_it_at_zero(library):
    book = Spellbook(mage="Warlord")
    book.add("talos")
    book.add("altar-of-domination")
    report = validate(book, library)
    assert report.legal and report.points_used == 2  # Altar of Domination: War 2 × 1
    talos = next(c for c in report.to_dict()["cards"] if c["id"] == "talos")
    assert talos["cost_each"] == 0 and "own cost" in talos["explanation"]
    # the card rule changes the cost, not who may take it: Talos stays Warlord Only and Epic
    book.add("talos")
    assert {p.code for p in validate(book, library).problems} == {"epic_copies"}
    other = Spellbook(mage="Priestess")
    other.add("talos")
    assert [p.code for p in validate(other, library).problems] == ["class_only"]


def test_priest_counts_as_priestess(library):
    book = Spellbook(mage="Priest")
    book.add("ring-of-asyra")
    assert validate(book, library).legal
    assert "Priest Stats" in library.mage("Priest").sources["counts_as"]


def test_every_build_rule_row_has_a_source_and_applies(library):
    """Each row of db/build_rules.csv names a real subject, carries a source, and is visible in
    the built library (no silent no-op rows)."""
    with (ROOT / "db" / "build_rules.csv").open(encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    assert rows
    for row in rows:
        assert row["source"].strip()
        if row["rule"] == "spell_points":
            card = library.card_by_name(row["subject"])
            assert card.spell_points == int(row["value"]) and card.build_rules
        else:
            mage = library.mage(row["subject"])
            assert mage.sources[row["rule"]] == row["source"]
            if row["rule"] == "novice_full_price":
                assert mage.novice_full_price
            else:
                assert ", ".join(str(r) for r in mage.training) == row["value"]


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ("Nobody,spell_points,0,x", r"build_rules.csv: line 2: no card named 'Nobody'"),
        ("Talos,spell_points,zero,x", r"build_rules.csv: line 2: spell points 'zero' is not a number"),
        ("Talos,free,0,x", r"build_rules.csv: line 2: unknown build rule 'free'"),
        ("Talos,spell_points,0,", r"build_rules.csv: line 2: a build rule needs its source"),
        ("Nobody,novice_full_price,,x", r"build_rules.csv: line 2: no mage named 'Nobody'"),
        ("Druid,training,Nature=x,x", r"build_rules.csv: line 2: bad training"),
    ],
)
def test_bad_build_rule_rows_name_file_and_line(tmp_path, row, message):
    db = tmp_path / "db"
    shutil.copytree(ROOT / "db", db)
    (db / "build_rules.csv").write_text(f"subject,rule,value,source\n{row}\n", encoding="utf-8")
    with pytest.raises(LibrarySourceError, match=message):
        load_source(db, 1)


@pytest.mark.parametrize(("card", "points", "rules"), [("Talos", 0, 1), ("Fireball", None, 0)])
def test_card_command_shows_a_cost_printed_on_the_card(cli_library, library, monkeypatch, capsys, card, points, rules):
    import json

    from spellforge.cli import main

    assert main(["card", card, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["spell_points"] == points and len(data["build_rules"]) == rules
    assert all("Forged in Fire" in r and "set.xml" in r for r in data["build_rules"])
    assert main(["card", card, "--lang", "ru"]) == 0
    assert ("Очки магии: 0" in capsys.readouterr().out) == (points == 0)


@pytest.mark.parametrize(("lang", "why"), [("en", "a card's text overrides the rules"),
                                           ("ru", "текст карты важнее правил"),
                                           ("pl", "tekst karty ma pierwszeństwo przed zasadami")])
def test_validate_cli_prices_talos_at_zero_in_a_warlord_o8d(cli_library, library, monkeypatch, capsys, tmp_path, lang, why):
    """Issue 18's acceptance: a Warlord .o8d with Talos prices Talos at 0 and says why."""
    import json

    from spellforge.cli import main

    warlord, talos, altar = library.mage("Warlord"), library.card("talos"), library.card("altar-of-domination")
    cards = "".join(f'<card qty="1" id="{c.printings[0].guid}">{c.name}</card>' for c in (talos, altar))
    path = tmp_path / "warlord.o8d"
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<deck game="9acef3d0-efa8-4d3f-a10c-54812baecdda">'
                    f'<section name="Mage"><card qty="1" id="{warlord.card_guid}">Warlord</card>'
                    f'<card qty="1" id="{warlord.stats_guid}">Warlord Stats</card></section>'
                    f'<section name="Creature">{cards}</section></deck>\n', encoding="utf-8")
    assert main(["validate", str(path), "--json", "--lang", lang]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["mage"], data["points_used"], data["legal"], data["warnings"]) == ("Warlord", 2, True, [])
    row = next(c for c in data["cards"] if c["id"] == "talos")
    assert row["cost_each"] == 0 and why in row["explanation"] and "= 7" in row["explanation"]
