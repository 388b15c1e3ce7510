"""The goldfish against its target with our Invisible creature (Invisible Stalker, Forcemaster):
the dummy (`--opponent dummy`) attacks no creature of ours that is Invisible now, and our Invisible
creature ignores the target's guard; once it has declared an attack this round it is seen and not
Elusive until the next Reset (errata 003 L669, L743-744; sim/game/objects.Unit.unseen). The same
rules as the matchup's (tests/sim/matchup/test_matchup_rules_invisible.py)."""

from __future__ import annotations

from spellforge.formats import read_spellbook
from spellforge.sim.game.engine import DummyConfig, TargetConfig
from spellforge.sim.report.summary import make_setup
from tests.conftest import OFFICIAL_DIR


def _game_with_stalker(library):
    book = read_spellbook(OFFICIAL_DIR / "Forcemaster Official.o8d", library).book
    setup = make_setup(book, library, library.mage(book.mage), TargetConfig(life=60, guard_life=8),
                       opponent=DummyConfig(4))
    game = setup.game(1, 0)
    game.round = 3
    stalker_model = next(s for s in setup.book.spells if s.name == "Invisible Stalker")
    assert stalker_model.invisible  # the card's trait
    return game, stalker_model


def test_the_dummy_attacks_no_invisible_creature_and_the_stalker_ignores_the_guard(library):
    from spellforge.sim.game.objects import Unit

    game, model = _game_with_stalker(library)
    stalker = Unit(model.name, model.card_id, model.attacks, ready_round=1)
    stalker.life, stalker.invisible = model.life, model.invisible
    game.creatures[:] = [stalker]
    r = game.round
    assert stalker.unseen(r)
    assert game._dummy_victim() is game.mage  # not the Stalker: it cannot be chosen as a target
    assert game.guard is not None and game.guarding()
    melee, _ = game._best_attack(stalker, game.target, True, False)
    assert melee is not None and melee.kind == "melee"  # Elusive: past the guard, at the target
    game._resolve_attack(stalker.name, melee, game.target, stalker, stalker.card_id)  # it declares an attack
    assert stalker.seen == r and not stalker.unseen(r)
    assert game._dummy_victim() is stalker  # seen this round: the dummy attacks it
    stalker._choice.clear()
    assert game._best_attack(stalker, game.target, True, False)[0] is None  # not Elusive now: the guard first
    assert stalker.unseen(r + 1)  # Invisible again at the next Reset
    assert game._dummy_victim(peek=True) is game.mage
