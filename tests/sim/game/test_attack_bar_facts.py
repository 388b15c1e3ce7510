"""The simulator reads the attack facts the readable attack bar gives (issue 44): Akiro's Hammer's
Boulder can only target Corporeal Conjurations (never the mage), Sandstorm Dazes on 7-9 and
Pushes and Dazes on 10+, Gerard Matranga's Piercing counts once per Gold token."""

from __future__ import annotations

from spellforge.domain import Spellbook
from spellforge.sim.game.engine import DummyConfig, Game, GameConfig, TargetConfig
from spellforge.sim.game.model import compile_book
from spellforge.sim.game.spell_model import compile_attack
from spellforge.sim.policy.policies import PlanPolicy


def _attack(library, card, name=None):
    attacks = library.card_by_name(card).attacks
    return next(a for a in attacks if name is None or a.name == name)


def test_boulder_never_targets_a_mage(library):
    assert compile_attack(_attack(library, "Akiro's Hammer", "Boulder")) is None
    assert compile_attack(_attack(library, "Akiro's Hammer", "Rock Storm")).dice == 3
    book = Spellbook(name="siege", mage="Warlord")
    book.add(library.card_by_name("Akiro's Hammer").id)
    hammer = next(s for s in compile_book(book, library, library.mage("Warlord")).spells if s.card_id == "akiros-hammer")
    assert [a.name for a in hammer.attacks] == ["Rock Storm"]


def test_sandstorm_dazes_on_seven_to_nine(library):
    rows = {(r.low, r.high): (r.push, r.daze) for r in compile_attack(_attack(library, "Sandstorm")).effects}
    assert rows == {(4, 6): (1, 0), (7, 9): (0, 1), (10, 99): (1, 1)}


def _gerard_game(library):
    book = Spellbook(name="pirate", mage="Warlord")
    book.add(library.card_by_name("Gerard Matranga").id)
    compiled = compile_book(book, library, library.mage("Warlord"))
    config = GameConfig(TargetConfig(life=200, armor=3, distance=0), 6, DummyConfig(0, 0))
    game = Game(compiled, PlanPolicy({1: ["gerard-matranga"]}, compiled), config, "gerard", True)
    game.mage.attacks.clear()
    return game


def test_gerard_pierces_once_per_gold_token(library):
    strike = compile_attack(_attack(library, "Gerard Matranga"))
    assert (strike.piercing, strike.per_token) == (1, "Gold")
    game = _gerard_game(library)
    for _ in range(4):
        game.play_round()
    gerard = next(u for u in game.creatures if u.card_id == "gerard-matranga")
    assert gerard.tokens >= 3  # one each Upkeep, one each time he damages the enemy mage
    armor = game.target.armor_now()
    gerard.tokens = 0
    bare = game._best_attack(gerard, game.target, True, False)[1]
    gerard.tokens = armor
    pierced = game._best_attack(gerard, game.target, True, False)[1]
    assert armor > 0 and pierced > bare
