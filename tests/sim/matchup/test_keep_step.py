"""The narrow rule (sim/matchup/keep_step.py, docs/matchup.md "The AI"): a full spell may follow a quick
one (000 L592), but in an approaching style, while no attack spell the mage can pay for reaches the
enemy mage from where it stands, a full non-attack spell does not take the action the mage steps with.
Without it the Warlock of the attack style summoned a Darkfenne Bat beside its Mana Crystal in its
corner instead of walking toward the Wizard (Wizard against Warlock 13.3 -> 18 rounds a game)."""

from __future__ import annotations

from dataclasses import replace

from spellforge.sim.matchup.keep_step import keeps_step
from spellforge.sim.matchup.pieces import distance
from tests.sim.matchup import scenario


def _game(library, style: str, cards=("Mana Crystal", "Darkfenne Bat", "Fireball")):
    a = replace(scenario.spec(library, "Warlock", *cards, label="A"), opening=(style,), then=style)
    b = scenario.spec(library, "Wizard", "Lightning Bolt", label="B")  # an opponent that can attack
    game = scenario.game(a, b, "keep-step", mana=20)
    return game, game.sides[0]


def _prepared(game, me):
    return [s.name for s in game._prepare(me, False)]


def test_the_attack_style_walks_instead_of_summoning_after_a_quick_spell(library):
    game, me = _game(library, "attack")
    assert distance(me.mage.zone, game.sides[1].mage.zone) == 5  # corner to corner: Fireball (1-2) reaches nothing
    assert scenario.model(me.spec, "Mana Crystal").quick and not scenario.model(me.spec, "Darkfenne Bat").quick
    me.prepared = game.prepare(me)
    assert [s.name for s in me.prepared] == ["Mana Crystal"]  # not the Bat: the action is the step
    game.quickcast(me)
    game.mage_turn(me)
    assert [e["card"] for e in scenario.events(game, "cast")] == ["Mana Crystal"] and not me.creatures
    assert me.mage.zone == (1, 0)  # the Crystal, then a step toward the Wizard (defend.press)


def test_develop_keeps_the_full_spell_after_the_quick_one(library):
    game, me = _game(library, "develop")
    assert _prepared(game, me) == ["Mana Crystal", "Darkfenne Bat"]  # L592: quickcast, then the action


def test_the_step_then_a_quick_attack_later_in_the_order(library):
    game, me = _game(library, "attack", ("Darkfenne Bat", "Fireball"))
    me.mage.zone = (2, 0)  # 3 zones: Fireball reaches after the step; press does not walk (it reaches after it)
    facts = game._order_entry(me)[2]
    bat = next(i for i, f in enumerate(facts) if f[0].name == "Darkfenne Bat")
    fireball = next(f for f in facts if f[0].name == "Fireball")
    order = [facts[bat], fireball]  # the Bat before Fireball, as a full mana spell before attacks in mana then attack
    assert keeps_step(game, me, facts[bat][0], order, 0, 20)
    assert not keeps_step(game, me, facts[bat][0], order, 0, fireball[0].cost - 1)  # Fireball not paid for
    assert not keeps_step(game, me, facts[bat][0], order[:1], 0, 20)  # no quick attack after it
    me.mage.zone = (3, 0)  # 2 zones: Fireball reaches the Wizard from here, the Bat may take the action
    assert not keeps_step(game, me, facts[bat][0], order, 0, 20)
