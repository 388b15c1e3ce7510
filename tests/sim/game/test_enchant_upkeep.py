"""Our revealed enchantments pay their Upkeep each round or are destroyed (L2356-2360); a face-down
one pays nothing. Forcefield (Forcemaster, Upkeep +2), Barkskin (Druid, Upkeep +2: Armor +2,
Regenerate 2) and Force Crush (a curse, Upkeep +4) from the card data."""

from __future__ import annotations

from spellforge.domain import Spellbook
from spellforge.sim.game.engine import Game, GameConfig, TargetConfig
from spellforge.sim.game.objects import DummyConfig
from spellforge.sim.game.model import compile_book
from spellforge.sim.policy.policies import PlanPolicy


def _game(library, mage: str, name: str, rounds: int = 4):
    """The card alone, planned for round 1, against the fighting dummy (defenses are cast only
    when something attacks)."""
    book = Spellbook(name="upkeep", mage=mage)
    book.add(library.card_by_name(name).id)
    compiled = compile_book(book, library, library.mage(mage))
    spell = compiled.spells[0]
    game = Game(compiled, PlanPolicy({1: [spell.card_id]}, compiled), GameConfig(TargetConfig(life=500), max_rounds=rounds,
                                                                                   opponent=DummyConfig()),
                seed=1, record_events=True)
    return game, spell


def _paid(game, card_id):
    return [(e.round, e.data["cost"]) for e in game.record.events if e.kind == "upkeep" and e.data["card_id"] == card_id]


def test_a_revealed_forcefield_costs_its_upkeep_each_round(library):
    game, forcefield = _game(library, "Forcemaster", "Forcefield")
    assert forcefield.upkeep == 2
    for _ in range(3):
        game.play_round()
    revealed = next(e.round for e in game.record.events if e.kind == "reveal")
    assert _paid(game, forcefield.card_id) == [(r, 2) for r in range(revealed + 1, 4)]
    assert game.mage.forcefield_max == 3


def test_unpaid_upkeep_destroys_the_enchantment_and_takes_back_what_it_gave(library):
    game, barkskin = _game(library, "Druid", "Barkskin")
    armor = game.mage.armor
    game.play_round()
    assert game.mage.armor == armor + 2 and game.mage.regen == 2  # revealed in round 1
    game.mana = game.channeling = 0
    game.play_round()  # no mana for Upkeep +2 (L2356-2360)
    assert game.mage.armor == armor and game.mage.regen == 0
    assert barkskin.card_id not in game.mage.enchantments
    assert [e.kind for e in game.record.events if e.data.get("card_id") == barkskin.card_id][-1] == "upkeep_lost"
    game.channeling = 10
    game.play_round()
    assert _paid(game, barkskin.card_id) == []  # gone: nothing more to pay


def test_a_curse_on_the_target_lapses_too(library):
    game, crush = _game(library, "Forcemaster", "Force Crush")
    game.play_round()
    assert game.target.dot == crush.dot > 0 and game.target.curses == 1
    game.mana = game.channeling = 0
    game.play_round()
    assert game.target.dot == 0 and game.target.curses == 0 and crush.card_id not in game.target.enchantments


def test_a_face_down_enchantment_pays_no_upkeep(library):
    game, forcefield = _game(library, "Forcemaster", "Forcefield")
    game.mana = 2  # enough to cast it face down (2), not to reveal it (10)
    game.channeling = 0
    game.play_round()
    game.play_round()
    assert not any(e.kind == "reveal" for e in game.record.events)
    assert _paid(game, forcefield.card_id) == [] and game.mana == 0
