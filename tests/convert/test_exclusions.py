"""Non-spells are excluded on purpose, each with its reason (db/excluded.csv)."""

from __future__ import annotations

import csv

from tests.conftest import ROOT


def _excluded():
    with (ROOT / "db" / "excluded.csv").open(encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def test_exclusion_list_covers_every_kind_of_non_spell():
    rows = _excluded()
    by_name = {r["name"]: r for r in rows}
    # engine helpers
    assert {r["type"] for r in rows} >= {"Internal", "Phase", "DiceRoll"}
    # Paladin auras (subtype Aura, cost 0+0): six of them in Paladin vs Siren
    auras = [r for r in rows if r["reason"].startswith("subtype Aura")]
    assert len(auras) == 6 and all(r["set"] == "Paladin vs Siren" for r in auras)
    # markers named in the data README
    assert "marker" in by_name["Vine Marker Green"]["reason"] and "marker" in by_name["V'Tar Orb Off"]["reason"]
    # every Gameboards entry
    assert sum(r["set"] == "Gameboards" for r in rows) == 10


def test_no_excluded_card_reaches_the_library(library):
    for row in _excluded():
        card = library.card_by_guid(row["guid"])
        assert card is None, f"{row['name']} ({row['reason']}) is in the library"
