"""Spells on a mage's mana, both sides (sim/matchup/mana_magic.py, docs/matchup.md): Drain Power
(8 attack dice of the target's mana to the caster) and Mana Siphon (the chosen mage's Channeling
−2 while it is in play), on constructed positions with real cards and seeded dice (the cards' data:
db/effects/incantation.csv, conjuration.csv)."""

from __future__ import annotations

import pytest

from spellforge.sim.matchup.mana_magic import SIPHON_LAST_ROUND, expected_drain
from spellforge.sim.matchup.pieces import distance, matchup_reason
from tests.sim.matchup.scenario import cast, game, model, spec
from tests.sim.matchup.scenario import creature as _creature, events as _events


@pytest.fixture(scope="module")
def wizards(library):
    return tuple(spec(library, "Wizard", "Drain Power", "Mana Siphon", "Arcane Ring", label=label) for label in "AB")



def test_both_are_played(wizards):
    a, _ = wizards
    assert matchup_reason(model(a, "Drain Power")) == "" and matchup_reason(model(a, "Mana Siphon")) == ""


def test_expected_drain_is_the_dice_total_capped_by_the_mana_held():
    assert expected_drain(8, 100) == pytest.approx(8.0)  # a die averages 1: 0, 0, 1, 2, 1*, 2*
    assert expected_drain(8, 0) == 0 and expected_drain(8, 4) < 4
    assert 15 < expected_drain(8, 9) * 2 < 15.01 and expected_drain(8, 8) * 2 < 15  # the ring's break-even


@pytest.mark.parametrize("caster", [0, 1])
def test_drain_power_takes_its_roll_from_the_enemy_mage_and_gives_it_to_the_caster(wizards, caster):
    g = game(*wizards, seed=f"drain{caster}", mana=40)
    side, foe = g.sides[caster], g.sides[1 - caster]
    drain = model(side.spec, "Drain Power")
    foe.mage.zone = (1, 0) if caster == 0 else (2, 2)  # 1 zone from the caster's corner: in range 0-2
    assert g.cost_of(side, drain) is None  # no discount: 2 × 8 mana swung at best, for 16: never worth it
    assert cast(g, caster, "Arcane Ring")  # Mana −1: 15
    side.mana = 40
    foe.mana = 8
    assert g.cost_of(side, drain) is None  # 8 held: 2 × 7.09 expected is less than 15
    foe.mana = 10
    assert g.cost_of(side, drain) == 16
    assert cast(g, caster, "Drain Power")
    [ev] = _events(g, "drain_mana")
    assert 0 <= ev["rolled"] <= 16 and ev["amount"] == min(ev["rolled"], 10)
    assert (side.mana, foe.mana) == (40 - 15 + ev["amount"], 10 - ev["amount"])


def test_drain_power_reaches_2_zones_and_is_no_attack(wizards):
    g = game(*wizards, seed="far", mana=40)
    side, foe = g.sides
    assert cast(g, 0, "Arcane Ring")
    foe.mage.zone = (2, 1)  # 3 zones away: out of range 0-2
    assert not cast(g, 0, "Drain Power")
    foe.mage.zone, foe.mage.defense = (2, 0), 12  # a Defense never avoids it (the card rolls no attack)
    rolls = []
    for _ in range(200):
        side.mana, foe.mana = 40, 40
        side.library[model(side.spec, "Drain Power").card_id] = 1
        side.discounts[0][1] = 0  # the ring's Ready marker back, as in each Channeling phase
        assert cast(g, 0, "Drain Power")
        rolls.append(_events(g, "drain_mana")[-1]["amount"])
    assert 7.0 < sum(rolls) / len(rolls) < 9.0 and max(rolls) <= 16  # 8 dice, each 0-2: mean 8


@pytest.mark.parametrize("caster", [0, 1])
def test_mana_siphon_cuts_the_enemy_mage_s_channeling_while_it_is_in_play(wizards, caster):
    g = game(*wizards, seed=f"siphon{caster}", mana=40)
    side, foe = g.sides[caster], g.sides[1 - caster]
    siphon = model(side.spec, "Mana Siphon")
    assert g.cost_of(side, siphon) is None  # the enemy mage 5 zones away: no zone in range 0-1 has it within 2
    foe.mage.zone = (2, 1) if caster == 0 else (1, 1)  # 3 zones from the caster
    before = foe.channeling
    assert cast(g, caster, "Mana Siphon")
    [piece] = side.conjs
    assert distance(piece.zone, side.mage.zone) <= 1 and distance(piece.zone, foe.mage.zone) <= 2
    assert (piece.life, piece.armor) == (9, 0)  # its card: Life 9, no Armor (Incorporeal: not played)
    assert foe.channeling == before - 2 and side.channeling == g.sides[caster].spec.book.mage.channeling
    foe.mage.zone = (3, 2) if caster == 0 else (0, 0)  # wherever the chosen mage then goes
    mana = foe.mana
    g.play_round()  # round 2's Channeling phase
    [channeled] = [p["mana"] for r, k, s, p in g.record.events if (r, k, s) == (2, "mana", foe.idx)]
    assert channeled == mana + before - 2 and foe.channeling == before - 2
    if piece in side.conjs:
        piece.damage = piece.life
        g.destroyed(piece)
    assert foe.channeling == before and not side.conjs  # destroyed: the Channeling comes back


def test_mana_siphon_is_cast_only_while_it_can_repay_itself(wizards):
    g = game(*wizards, seed="late", mana=40)
    side, foe = g.sides
    foe.mage.zone = (2, 1)
    assert g.cost_of(side, model(side.spec, "Mana Siphon")) == 12
    g.round = SIPHON_LAST_ROUND + 1
    assert g.cost_of(side, model(side.spec, "Mana Siphon")) is None


# -- Banish (sim/matchup/banish.py): not on mana, but the Wizard's third card of the round ----------

@pytest.fixture(scope="module")
def banishers(library):
    return tuple(spec(library, "Wizard", "Banish", "Steelclaw Grizzly", "Timber Wolf", label=label) for label in "AB")



@pytest.mark.parametrize("caster", [0, 1])
def test_banish_sends_the_creature_away_for_its_3_tokens_then_back_to_its_zone(banishers, caster):
    assert matchup_reason(model(banishers[0], "Banish")) == ""
    g = game(*banishers, seed=f"banish{caster}", mana=40)
    side, foe = g.sides[caster], g.sides[1 - caster]
    zone = (1, 0) if caster == 0 else (2, 2)  # next to the caster's corner: in range 0-2, threatening it
    wolf = _creature(g, 1 - caster, "Timber Wolf", zone)
    assert g.cost_of(side, model(side.spec, "Banish")) is None  # a wolf is not worth 14 mana
    grizzly = _creature(g, 1 - caster, "Steelclaw Grizzly", zone)
    g._acted.add(id(grizzly))  # it has acted this round
    assert cast(g, caster, "Banish")
    assert grizzly not in foe.creatures and grizzly not in g.enemies(side) and foe.creatures == [wolf]
    assert [e[:2] for e in foe.banished] == [[grizzly, 3]] and side.mana == 40 - 14
    for r in (2, 3):  # one token goes each Upkeep; still away
        g.round = r
        g.pay_upkeep(foe)
        assert grizzly not in foe.creatures and foe.banished[0][1] == 4 - r
    g.round = 4
    g.pay_upkeep(foe)  # the last token: back to the zone it left
    assert foe.banished == [] and foe.creatures[-1] is grizzly and grizzly.zone == zone and grizzly.alive
    assert grizzly.ready_round == 5  # its action marker never reset out there: it acts from next round


def test_a_banished_creature_still_burns_out_there(banishers):
    g = game(*banishers, seed="burn", mana=40)
    grizzly = _creature(g, 1, "Steelclaw Grizzly", (1, 0))
    assert cast(g, 0, "Banish")
    grizzly.burn, grizzly.damage = 3, grizzly.life - 1  # Burning, 1 Life left (errata 003 L554)
    for r in (2, 3):  # two Upkeeps: it still has a Banish token after them
        g.round = r
        g.pay_upkeep(g.sides[1])
    assert not grizzly.alive and g.sides[1].banished == [] and grizzly not in g.sides[1].creatures
    assert [p["piece"] for _, k, _, p in g.record.events if k == "destroyed"] == ["Steelclaw Grizzly"]


@pytest.mark.parametrize("lang, said", [("en", "loses"), ("ru", "теряет"), ("pl", "traci")])
def test_the_log_says_each_of_these_events_in_the_language(library, banishers, wizards, lang, said):
    from spellforge.sim.matchup.text import log_lines

    g = game(*wizards, seed="log", mana=40)
    g.sides[1].mage.zone = (2, 0)
    assert cast(g, 0, "Arcane Ring") and cast(g, 0, "Drain Power") and cast(g, 0, "Mana Siphon")
    b = game(*banishers, seed="log", mana=40)
    _creature(b, 1, "Steelclaw Grizzly", (1, 0))
    assert cast(b, 0, "Banish")
    for r in (2, 3, 4):
        b.round = r
        b.pay_upkeep(b.sides[1])
    events = [{"round": r, "kind": k, "side": "ab"[s], **p} for game_ in (g, b) for r, k, s, p in game_.record.events
              if k in ("drain_mana", "siphon", "banished", "banish_back")]
    assert [e["kind"] for e in events] == ["drain_mana", "siphon", "banished", "banish_back"]
    lines = [log_lines([e], {"a_cast": {}, "b_cast": {}}, lang, library) for e in events]
    assert all(len(x) == 1 for x in lines) and said in lines[0][0]
