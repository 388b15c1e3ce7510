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


def test_an_attack_only_the_bar_has_takes_the_bars_name():
    """A set file that keeps the bar's labels ("Steam Blast:" before its tokens, as the module and a
    full OCTGN install have them) names the attack so, not after the card (issue 44, seed 224508)."""
    bar = parse_attack_bar("Steam Blast:\r\n[Quick] [Melee] [Dice=3] [d12] [8+ = Stagger] [Ethereal]")
    attacks, notes = reconcile("Steam Elemental", [], bar)
    assert [(a["name"], a["dice"]) for a in attacks] == [("Steam Blast", 3)]
    assert notes == ["attacks: none in cAttacks → the bar's"]
    # two labelled attacks; a stray colon after a token; the module's "Palm Heel STrike" typo
    imp = parse_attack_bar("Flame Strike:\r\n [Quick] [Melee] [Dice=1] [d12] [9+ = Burn]:\r\nBlazing Burst:\r\n"
                           "[Ranged:0-0] [Zone Attack] [Flame] [d12] [5+ = Burn] [Unavoidable]")
    assert [a["name"] for a in imp] == ["Flame Strike", "Blazing Burst"]
    assert parse_attack_bar("Palm Heel STrike:\r\n[Quick] [Melee] [Dice=3]")[0]["name"] == "Palm Heel Strike"
    # a cAttacks name of its own is kept; one that only repeats the card's name gives way to the bar's
    named, _ = reconcile("Galvitar, Force Blade", [{"name": "Thrust", "kind": "melee", "action": "quick", "range_min": 0,
                                                    "range_max": 0, "damage_type": None, "dice": 4, "effects": [],
                                                    "traits": []}], parse_attack_bar("Thrust:\r\n[Quick] [Melee] [Dice=4] "
                                                                                      "Spinning Slash:\r\n[Full] [Melee] [Dice=4]"))
    assert [a["name"] for a in named] == ["Thrust", "Spinning Slash"]
    # the facts-only files without labels: the card's name, as before
    assert reconcile("Mind Leech", [], parse_attack_bar("[Full] [Melee] [Dice=3]"))[0][0]["name"] == "Mind Leech"


@pytest.mark.parametrize(("lang", "name"), [("en", "Steam Blast"), ("ru", "Выброс пара"), ("pl", "Podmuch Pary")])
def test_the_library_names_the_bar_only_attacks_as_the_bar(library, lang, name):
    """db/sets converted from the fixtures' set files (their bars keep the labels): the 12 attacks
    only the bar has are named as the bar names them, in every language."""
    from spellforge.i18n.labels import Labels

    cards = {c.id: c for c in library.spells()}
    steam = cards["steam-elemental"]
    assert Labels(lang, library.term).attack(steam.attacks[0], steam.name, steam.display_name(lang)) == name
    named = {cid: [a.name for a in cards[cid].attacks] for cid in (
        "mind-leech", "sohei-disciple", "sai", "nunchucks", "seismic-hammer", "galvitar-force-blade",
        "elemental-drake", "kassandra-of-the-purging-flame", "ketsuro-sentinel", "ser-rikvald-the-tireless-guardian",
        "stormfront-elemental")}
    assert named["mind-leech"] == ["Psychic Blast"] and named["seismic-hammer"] == ["Pulsating Blow", "Pulsating Blow 2"]
    assert named["galvitar-force-blade"] == ["Thrust", "Spinning Slash", "Spinning Slash"]
    assert not [cid for cid, names in named.items() if cards[cid].name in names]


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


def test_a_spells_unnamed_bar_attack_is_the_spells():
    """A spell's one attack the bar prints without a name is named after the spell, whatever cAttacks
    calls it (a script id, "DrainLife", or another card's, Shattering Strike's "Paralyzing Strike"), and
    an incantation's attack whose bar prints no range reaches as far as the spell (Siphon Life 0-0, not
    cAttacks' 0-1); a name of its own stays (Burst of Thorns' Thornburst, 0-0 from its Vine; a
    playtest's Paralyzing Strike V2; round 5 of issue 44)."""
    raw = {r.name: r for _, r in _cards()}
    got = {name: [(a["name"], a["range_min"], a["range_max"]) for a in card_attacks(raw[name])[0]] for name in (
        "Shattering Strike", "Dragon-Tail Sweep", "Drain Life", "Siphon Life", "Burst of Thorns", "Paralyzing Strike V2")}
    assert got == {"Shattering Strike": [("Shattering Strike", 0, 0)], "Dragon-Tail Sweep": [("Dragon-Tail Sweep", 0, 0)],
                   "Drain Life": [("Drain Life", 0, 1)], "Siphon Life": [("Siphon Life", 0, 0)],
                   "Burst of Thorns": [("Thornburst", 0, 0)], "Paralyzing Strike V2": [("Paralyzing Strike", 0, 0)]}


def test_a_promos_school_word_is_its_damage_type_and_a_printed_heal_sentence_is_an_ability():
    """Round 5 leftovers of issue 44: the Promo Sandstorm's bar prints [Air] where the later printing
    prints [Wind], the damage type's place, not a trait; the Promo Wand of Healing's Healing Light prints
    no [Heal], only "Heal target Living creature the amount rolled.": a heal, not an attack."""
    promos = {r.props.get("Card Number") or r.guid: r for sf, r in _cards() if sf.name == "Promo"}
    sandstorm = next(r for r in promos.values() if r.guid == "e63a5bc7-ddb8-4386-8173-03c873515c17")
    (storm,), _ = card_attacks(sandstorm)
    assert storm["damage_type"] == "Air" and "Air" not in [t[0] for t in storm["traits"]]
    bar = parse_attack_bar("Healing Light:\r\n[Cost=2] [Quick] [Ranged:0-1] [Light] [Dice=2] "
                           "[Heal target Living creature the amount rolled.]")
    (heal,), _ = reconcile("Wand of Healing", [], bar)
    assert heal.get("ability") is True and heal["damage_type"] == "Light"
