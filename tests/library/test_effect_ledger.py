"""db/effect_review.csv, the review ledger of db/effects (issue 44): one row per card of the pool,
with how it was compared and a digest of the effect rows compared. A card whose effect rows change
without its ledger row fails here: compare it again (scripts/effect_review.py OCTGN_DIR --ledger)."""

from __future__ import annotations

from spellforge.convert.effect_ledger import digest, effect_rows, read_ledger, validate
from tests.conftest import ROOT

LEDGER = ROOT / "db" / "effect_review.csv"


def test_the_ledger_covers_every_card_of_the_pool(library):
    ledger = read_ledger(LEDGER)
    pool = {c.id for c in library.spells()}
    assert len(pool) == 827
    assert sorted(pool - set(ledger)) == [] and sorted(set(ledger) - pool) == []
    problems = [f"{cid}: {p}" for cid, row in ledger.items() for p in validate(row)]
    assert problems == []


def test_a_card_whose_effects_changed_needs_its_ledger_row_again():
    ledger = read_ledger(LEDGER)
    rows = effect_rows(ROOT / "db" / "effects")
    stale = sorted(cid for cid, row in ledger.items() if row["digest"] != digest(rows.get(cid, [])))
    assert stale == [], "effect rows changed since their review: scripts/effect_review.py OCTGN_DIR --ledger"


def test_the_digest_sees_any_change_of_a_row():
    row = {"card_id": "bear-strength", "kind": "grant_trait", "arg": "Melee +2", "target": "bearer",
           "duration": "attached", "review": "checked"}
    assert digest([row]) == digest([dict(row)])
    assert digest([row]) != digest([{**row, "arg": "Melee +3"}])
    assert digest([row]) != digest([{**row, "condition": "once=round"}])
    assert digest([row, row]) != digest([row])


def test_hand_checked_cards_are_the_ones_named_in_issue_44():
    ledger = read_ledger(LEDGER)
    hand = {cid: row["status"] for cid, row in ledger.items() if row["checked"] == "hand"}
    assert hand["archers-watchtower"] == "correct" and hand["gerard-matranga"] == "correct"
    assert {hand[c] for c in ("mind-leech", "sohei-disciple")} == {"no printed text"}
    assert hand["sai"] == "approximated" and "scripts" in ledger["sai"]["why"]  # its Text is only the tag "[Sai]"
    assert all(ledger[c]["why"] for c in ledger if ledger[c]["status"] == "approximated")
