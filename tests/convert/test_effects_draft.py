"""The dev-time effects drafting tool: patterns over rules text, the review notation, and that a
person's rows are never overwritten by a draft."""

from __future__ import annotations

import csv
import json

import pytest

from spellforge.convert.effects_draft import draft, main, parse_notes, read_texts
from spellforge.domain.effects import validate_row
from tests.conftest import ROOT

# Our own wording, shaped like OCTGN set.xml; never the publisher's text.
SET_XML = """<?xml version="1.0" encoding="utf-8"?>
<set name="Core" id="s1" gameId="g"><cards>
<card id="c1" name="Heal"><property name="Type" value="Incantation"/>
<property name="Text" value="Heal target creature the amount rolled on 6 attack dice."/></card>
<card id="c2" name="Bear Strength"><property name="Type" value="Enchantment"/>
<property name="Text" value="Gives its creature a bonus.&#13;&#10;[Melee +2]"/></card>
<card id="c3" name="Fireball"><property name="Type" value="Attack"/><property name="Text" value=""/></card>
</cards></set>"""


def _card(name: str) -> dict:
    for path in sorted((ROOT / "db" / "sets").glob("*.json")):
        for rec in json.loads(path.read_text(encoding="utf-8"))["cards"]:
            if rec["name"] == name:
                return rec
    raise KeyError(name)


def test_read_texts_takes_the_text_by_card_id(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "set.xml").write_text(SET_XML, encoding="utf-8")
    texts = read_texts(tmp_path)
    assert texts["heal"].startswith("Heal target creature") and texts["fireball"] == ""
    assert "[Melee +2]" in texts["bear-strength"]


def test_drafts_follow_the_text_and_the_facts():
    rows = draft(_card("Heal"), "Heal target creature the amount rolled on 6 attack dice.")
    assert [(r["kind"], r.get("amount")) for r in rows] == [("heal", "6d")]
    bear = draft(_card("Bear Strength"), "Gives its creature a bonus. [Melee +2]")
    assert [(r["kind"], r["arg"], r["target"]) for r in bear] == [("grant_trait", "Melee +2", "bearer")]
    assert draft(_card("Fireball"), "") == [{"kind": "stats_only"}]
    unknown = draft(_card("Dispel"), "Something no pattern knows about.")
    assert unknown[0]["kind"] == "unmodelled" and unknown[0]["note"]
    assert all(validate_row({"card_id": "x", "review": "draft", **r}) == [] for r in rows + bear + unknown)


def test_review_notation():
    notes = 'dispel: destroy a=enchantment t=target\nheal: ok\n# comment\nteleport: move m=teleport t=target_creature ; unmodelled note="why it is left"\n'
    out = parse_notes(notes)
    assert out["dispel"] == [{"card_id": "dispel", "kind": "destroy", "review": "checked", "arg": "enchantment", "target": "target"}]
    assert out["heal"] == []  # confirms the draft
    assert [r["kind"] for r in out["teleport"]] == ["move", "unmodelled"]
    with pytest.raises(ValueError, match=r"notes: line 2: heal: unknown kind 'obliterate'"):
        parse_notes("dispel: ok\nheal: obliterate")
    with pytest.raises(ValueError, match=r"line 1: 'x=1' is not one of"):
        parse_notes("heal: heal x=1")


def test_a_persons_rows_survive_a_new_draft(tmp_path):
    (tmp_path / "set").mkdir()
    (tmp_path / "set" / "set.xml").write_text(SET_XML, encoding="utf-8")
    out = tmp_path / "effects"
    notes = tmp_path / "notes.txt"
    notes.write_text("heal: heal n=8d t=target_creature\n", encoding="utf-8")
    assert main([str(tmp_path / "set"), "--db", str(ROOT / "db"), "--out", str(out), "--apply", str(notes)]) == 0
    assert main([str(tmp_path / "set"), "--db", str(ROOT / "db"), "--out", str(out)]) == 0  # a second run
    with (out / "incantation.csv").open(encoding="utf-8") as fh:
        heal = [r for r in csv.DictReader(fh) if r["card_id"] == "heal"]
    assert [(r["amount"], r["review"]) for r in heal] == [("8d", "checked")]
    with (out / "enchantment.csv").open(encoding="utf-8") as fh:
        bear = [r for r in csv.DictReader(fh) if r["card_id"] == "bear-strength"]
    assert [(r["kind"], r["arg"], r["review"]) for r in bear] == [("grant_trait", "Melee +2", "draft")]
