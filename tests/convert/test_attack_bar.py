"""The readable AttackBar against OCTGN's cAttacks, over every card of the set files: every
disagreement is resolved from the bar and listed in db/attack_bars.csv, and the shipped
db/sets attacks say what each card's bar says (issue 44)."""

from __future__ import annotations

import csv
import json

import pytest

from spellforge.convert.attack_bar import parse_attack_bar, reconcile
from spellforge.convert.octgn_sets import card_attacks, exclusion_reason, read_set_file
from tests.conftest import ROOT, SETS_DIR

DB = ROOT / "db"


def _cards():
    for path in sorted(SETS_DIR.glob("*.xml")):
        sf = read_set_file(path)
        if sf.name == "Mages":
            continue
        for raw in sf.cards:
            if not exclusion_reason(raw) and raw.props.get("Type") != "Magestats":
                yield sf, raw


@pytest.fixture(scope="module")
def shipped() -> dict[str, dict]:
    """guid -> the card record in db/sets."""
    out = {}
    for path in (DB / "sets").glob("*.json"):
        for rec in json.loads(path.read_text(encoding="utf-8"))["cards"]:
            out[rec["guid"]] = rec
    return out


def test_every_disagreement_is_listed():
    with (DB / "attack_bars.csv").open(encoding="utf-8", newline="") as fh:
        listed = [(r["set"], r["name"], r["resolved"]) for r in csv.DictReader(fh)]
    found = [(sf.name, raw.name, note) for sf, raw in _cards() for note in card_attacks(raw)[1]]
    assert found == listed, "db/attack_bars.csv is stale: run `spellforge convert-sets` on the set files"


def test_every_bar_fact_is_in_the_shipped_attacks(shipped):
    """What each bar states (dice, range, damage type, effect bands, traits, restrictions) is what
    db/sets holds, card by card; where the counts of attacks disagree cAttacks is kept (listed)."""
    wrong = []
    for sf, raw in _cards():
        bar = parse_attack_bar(raw.props.get("AttackBar", ""))
        attacks = shipped[raw.guid]["attacks"]
        if not bar or len(bar) != len(attacks):
            continue
        for b, a in zip(bar, attacks):
            for fld in ("kind", "action", "range_min", "range_max", "damage_type", "dice"):
                if b[fld] is not None and b[fld] != "X" and b[fld] != a[fld]:
                    wrong.append(f"{sf.name} / {raw.name}: {fld} {a[fld]!r}, bar {b[fld]!r}")
            if b["effects"] and b["effects"] != a["effects"]:
                wrong.append(f"{sf.name} / {raw.name}: effects {a['effects']}, bar {b['effects']}")
            if b["traits"] and sorted(map(tuple, b["traits"])) != sorted(map(tuple, a["traits"])):
                wrong.append(f"{sf.name} / {raw.name}: traits {a['traits']}, bar {b['traits']}")
            if b["only_target"] != a.get("only_target", "") or b["per_token"] != a.get("per_token", []):
                wrong.append(f"{sf.name} / {raw.name}: restriction or scaling differs from the bar")
    assert wrong == []


def test_bars_of_the_issue():
    sandstorm = parse_attack_bar("[Ranged] [Zone Attack] [Wind] [Dice=2] [d12] [4-6 = Push;7-9 = Daze;10+ = Push &amp; "
                                 "Daze] [Piercing +1] [+2 vs. Flying] [Unavoidable]")[0]
    assert sandstorm["effects"] == [{"low": 4, "high": 6, "effects": ["Push"]}, {"low": 7, "high": 9, "effects": ["Daze"]},
                                    {"low": 10, "high": None, "effects": ["Push", "Daze"]}]
    assert sandstorm["damage_type"] == "Wind" and ["Piercing", 1, "Piercing +1"] in sandstorm["traits"]
    gerard = parse_attack_bar("[Quick] [Melee] [Dice=4] [Piercing +1 per Gold token on Gerard]")[0]
    assert gerard["per_token"] == [["Piercing", "Gold"]] and gerard["traits"] == [["Piercing", 1, "Piercing +1"]]
    boulder, rock_storm = parse_attack_bar("[Ranged:2-3] [Dice=8] [Can only target Corporeal Conjurations] "
                                           "[Ranged:2-3] [Zone Attack] [Dice=3] [Unavoidable]")
    assert (boulder["only_target"], boulder["dice"], rock_storm["only_target"]) == ("Corporeal Conjurations", 8, "")
    assert (rock_storm["range_min"], rock_storm["range_max"]) == (2, 3)
    burn = parse_attack_bar("[Ranged] [Flame] [Dice=4] [d12] [3-9 = Burn; 10+ = 2 Burn] [Defrost]")[0]
    assert burn["effects"][1] == {"low": 10, "high": None, "effects": ["Burn", "Burn"]}


def test_a_bar_without_cattacks_gives_the_card_its_attack():
    attacks, notes = reconcile("Mind Leech", [], parse_attack_bar("[Full] [Melee] [Psychic] [Dice=3] [d12] [9+ = Daze] "
                                                                  "[Ethereal]"))
    assert [(a["name"], a["action"], a["dice"], a["damage_type"]) for a in attacks] == [("Mind Leech", "full", 3, "Psychic")]
    assert notes == ["attacks: none in cAttacks → the bar's (named after the card)"]


def test_library_cards_carry_the_bar_facts(library):
    cards = {c.name: c for c in library.spells()}
    assert [(r.low, r.high, r.effects) for r in cards["Sandstorm"].attacks[0].effects] == [
        (4, 6, ("Push",)), (7, 9, ("Daze",)), (10, None, ("Push", "Daze"))]
    assert cards["Gerard Matranga"].attacks[0].per_token == (("Piercing", "Gold"),)
    boulder = next(a for a in cards["Akiro's Hammer"].attacks if a.name == "Boulder")
    assert not boulder.can_target("Mage") and not boulder.can_target("Creature", traits=("Corporeal",))
    assert boulder.can_target("Conjuration", traits=("Corporeal",))
    for name in ("Mind Leech", "Sohei Disciple", "Sai", "Nunchucks", "Seismic Hammer"):
        assert cards[name].attacks, name


def test_every_mage_attack_says_what_its_bar_says():
    """The mages' attacks are reconciled with their AttackBar as every card's: the Elementalist's,
    Monk's, Pellian Forcemaster's and Sistarran Wizard's Basic Melee Attack is on the bar only, and
    the Wizard's Arcane Zap keeps its Spell trait ([Spell] on the bar)."""
    from spellforge.convert.mages import mage_records

    sf = next(read_set_file(p) for p in sorted(SETS_DIR.glob("*.xml")) if read_set_file(p).name == "Mages")
    bars = {raw.name: parse_attack_bar(raw.props.get("AttackBar", "")) for raw in sf.cards}
    stats = {raw.name.replace(" Stats", ""): raw.name for raw in sf.cards if raw.props.get("Type") == "Magestats"}
    checked = 0
    for mage in mage_records(sf):
        bar = bars.get(stats.get(mage["name"], ""), [])
        if not bar:
            continue
        assert [(a["kind"], a["dice"]) for a in mage["attacks"]] == [(b["kind"], b["dice"]) for b in bar], mage["name"]
        checked += 1
    assert checked >= 30
    by_name = {m["name"]: m for m in mage_records(sf)}
    assert [(a["name"], a["dice"]) for a in by_name["Elementalist"]["attacks"]] == [("Basic Melee Attack", 3)]
    zap = next(a for a in by_name["Wizard"]["attacks"] if a["name"] == "Arcane Zap")
    assert "Spell" in [t[0] for t in zap["traits"]]
