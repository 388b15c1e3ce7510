"""The matchup AI's round-7 rules of a decent player (sim/matchup/worth.py, docs/matchup.md "The AI"),
found against the goldfish's passive side and the same against any opponent: no counterspell (Jinx,
Nullify…) while the enemy has no spell left it acts on; a discount ring never takes the action of a
mage with an attack to make (the Siren beside the target melees with her Trident); no Fast/Charge
enchantment on a creature in melee already; and a built-in spell (Arcane Zap) counts among the
cards cast, as the goldfish counts it. Real cards, constructed positions."""

from __future__ import annotations

import pytest

from spellforge.sim.game.objects import TargetConfig
from spellforge.sim.matchup.ai import RING_WORTH
from spellforge.sim.matchup.batch import Matchup, passive_side, play_one, summarise
from tests.sim.matchup import scenario


@pytest.fixture(scope="module")
def wizard(library):
    return scenario.spec(library, "Wizard", "Jinx", "Nullify", "Reverse Magic", label="A")


@pytest.mark.parametrize("card", ["Jinx", "Nullify", "Reverse Magic"])
def test_no_counterspell_against_a_side_that_never_casts(wizard, card):
    g = scenario.game(wizard, passive_side(target=TargetConfig(distance=0)), mana=20)  # the same zone
    assert g.cost_of(g.sides[0], scenario.model(wizard, card)) is None


def test_a_counterspell_while_the_enemy_has_a_spell_it_acts_on(library, wizard):
    # the enemy holds a quick attack spell (Lightning Bolt): each counterspell has something to counter
    foe = scenario.spec(library, "Wizard", "Lightning Bolt", label="B")
    g = scenario.game(wizard, foe, mana=20)
    g.sides[1].mage.zone = g.sides[0].mage.zone
    for card in ("Jinx", "Nullify", "Reverse Magic"):
        assert g.cost_of(g.sides[0], scenario.model(wizard, card)) == 2
    g.sides[1].library["lightning-bolt"] = 0  # its last copy cast: nothing left to counter
    assert all(g.cost_of(g.sides[0], scenario.model(wizard, c)) is None for c in ("Jinx", "Nullify", "Reverse Magic"))


def test_jinx_needs_a_quick_spell_left_in_the_enemy_book(library, wizard):
    foe = scenario.spec(library, "Wizard", "Thunderbolt", label="B")  # a full-action attack spell only
    g = scenario.game(wizard, foe, mana=20)
    g.sides[1].mage.zone = g.sides[0].mage.zone
    assert g.cost_of(g.sides[0], scenario.model(wizard, "Jinx")) is None
    assert g.cost_of(g.sides[0], scenario.model(wizard, "Nullify")) == 2  # the bolt may target our mage


def _siren_beside_the_target(library):
    siren = scenario.spec(library, "Siren", "Swell", "Ring of the Ocean's Depths", "Ballad of Courage",
                          "Shoalsdeep Thrasher", "Deptonne Bloodshaman", label="A")
    g = scenario.game(siren, passive_side(target=TargetConfig(distance=0)), mana=20)
    me = g.sides[0]
    for cid in me.library:
        me.library[cid] = 3  # copies enough for the ring's discount to be worth it (ai.RING_WORTH)
    assert me.ring_serves(scenario.model(siren, "Ring of the Ocean's Depths")) >= RING_WORTH
    return g, me


def test_a_discount_ring_waits_while_the_mage_has_an_attack_to_make(library):
    g, me = _siren_beside_the_target(library)
    me.prepared = [scenario.model(me.spec, "Swell"), scenario.model(me.spec, "Ring of the Ocean's Depths")]
    g.mage_turn(me)
    said = [(k, p.get("card") or p.get("attacker")) for _, k, s, p in g.record.events if s == 0]
    assert ("cast", "Swell") in said and ("attack", "Siren") in said  # the quickcast, then her own melee
    assert ("cast", "Ring of the Ocean's Depths") not in said
    assert me.library["ring-of-the-oceans-depths"] == 3


def test_a_discount_ring_takes_an_action_with_nothing_to_attack(library):
    g, me = _siren_beside_the_target(library)
    g.sides[1].mage.zone = (3, 2)  # the target far off: her action has nothing else to do
    me.prepared = [scenario.model(me.spec, "Swell"), scenario.model(me.spec, "Ring of the Ocean's Depths")]
    g.mage_turn(me)
    assert me.library["ring-of-the-oceans-depths"] == 2  # cast with her action


def test_fast_and_charge_go_on_a_creature_that_has_to_walk(library):
    g, me = _siren_beside_the_target(library)
    ballad = scenario.model(me.spec, "Ballad of Courage")
    at_the_target = scenario.creature(g, 0, "Shoalsdeep Thrasher", g.sides[1].mage.zone)
    assert g.bearer_for(me, ballad) is None  # in melee with the target already: Fast and Charge add nothing
    behind = scenario.creature(g, 0, "Deptonne Bloodshaman", (1, 0))
    g.sides[1].mage.zone = (2, 0)
    at_the_target.zone = (2, 0)
    assert g.bearer_for(me, ballad) is behind


def test_arcane_zap_counts_among_the_cards_cast(library):
    wiz = scenario.spec(library, "Wizard", "Lightning Bolt", label="A")
    target = passive_side(target=TargetConfig(distance=0))
    g = scenario.game(wiz, target, mana=20)
    me = g.sides[0]
    zap = next(a for a in me.mage.attacks if a.spell_cost)
    g.do_attack(me, me.mage, (zap, g.sides[1].mage, 0))
    assert me.cast == {"arcane-zap": 1} and me.mana == 19
    m = Matchup(wiz, target, 1, 20, mirrored=False)
    results = [play_one(m, i) for i in range(4)]
    zaps = [r.a_cast.get("arcane-zap", 0) for r in results]
    assert all(1 <= z <= r.rounds for z, r in zip(zaps, results))  # once a round at most (L1813)
    report = summarise(m, results)
    assert report["a_cast"]["arcane-zap"] == {"name": "Arcane Zap", "per_game": sum(zaps) / 4}
