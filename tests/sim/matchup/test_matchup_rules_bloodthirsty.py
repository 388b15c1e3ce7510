"""A creature's printed Bloodthirsty +X (000 L2236-2238): X more attack dice on a melee attack
against a living creature (a mage too) with 1 or more damage; none on an undamaged one. The
matchup played only Zombie Frenzy's and the Reaper's before (issue 48 round 7: the Necromancer's
Zombies and Shaggoth-Zora, the Siren's Thrasher and Berserker, Goran, the Blood Demon)."""

from __future__ import annotations

from spellforge.sim.matchup.batch import passive_side
from tests.sim.matchup.scenario import creature, events, game, spec


def test_printed_bloodthirsty_adds_dice_only_on_a_damaged_living_target(library):
    necro = spec(library, "Necromancer", "Zombie Minion", label="zombies")
    g = game(necro, passive_side())
    target = g.sides[1].mage
    zombie = creature(g, 0, "Zombie Minion", target.zone)
    assert zombie.thirst == 1
    base = zombie.attacks[0].dice
    g.do_attack(g.sides[0], zombie, g.best_attack(g.sides[0], zombie, full_ok=True))
    target.damage = max(target.damage, 1)
    g.do_attack(g.sides[0], zombie, g.best_attack(g.sides[0], zombie, full_ok=True))
    first, second = events(g, "attack")
    assert (first["dice"], second["dice"]) == (base, base + 1)
