"""`library stats` against counts recomputed independently from the set files in tests/fixtures/octgn."""

from __future__ import annotations

import csv
import xml.etree.ElementTree as ET

from spellforge.cli.cmd_library import library_stats
from tests.conftest import ROOT, SETS_DIR


def _expected_spell_names() -> tuple[set[str], set[str], set[str]]:
    excluded = {r["guid"] for r in csv.DictReader((ROOT / "db" / "excluded.csv").open(encoding="utf-8"))}
    names, arena, academy = set(), set(), set()
    for f in SETS_DIR.glob("*.xml"):
        root = ET.parse(f).getroot()
        set_name = root.get("name")
        if set_name in ("Mages",) or set_name.startswith("Playtest"):
            continue
        for card in root.iter("card"):
            if card.get("id") in excluded:
                continue
            name = card.get("name").strip()
            names.add(name)
            (academy if "Academy" in set_name else arena).add(name)
    return names, arena, academy


def test_counts_match_the_set_files(library):
    names, arena, academy = _expected_spell_names()
    stats = library_stats(library)
    assert stats["spells"] == len(names) == 827
    assert stats["arena"] == len(arena) and stats["academy"] == len(academy)
    # 31 Stats cards in mages.xml + the stat-less Warlock (Apprentice)
    mages_xml = ET.parse(SETS_DIR / "mages.xml").getroot()
    stats_cards = [c for c in mages_xml.iter("card") if any(p.get("value") == "Magestats" for p in c.findall("property"))]
    assert stats["mages"] == len(stats_cards) + 1
    assert {s["name"] for s in stats["sets"]} >= {"Core", "Lost Grimoire Vol. 1", "Promo"}
    core = next(s for s in stats["sets"] if s["name"] == "Core")
    assert core["cards"] == 174  # prior-art §2b: Core 178 card elements, 174 spellbook cards


def test_playtest_behind_a_flag(library):
    assert not any(c.playtest for c in library.spells())
    assert sum(c.playtest for c in library.spells(include_playtest=True)) > 0
