"""Every tactical effect the engine reads (spellforge.sim.cards.tags) really changes the game.

For each card of the 13 official books that the engine simulates through its tags or filtered
auras, seeded games are played twice on the same dice: once as the engine plays the card, once
with the card cast and paid the same way but its effect switched off. Some game must differ in
the state that matters (damage on every object, what is alive) — a card whose effect does nothing
would fail. Then a few effects are checked against their rule on a hand-built game."""

from __future__ import annotations

from dataclasses import replace

import pytest

from spellforge.domain import Spellbook
from spellforge.formats import read_spellbook
from spellforge.sim.game.engine import DummyConfig, Game, GameConfig, TargetConfig
from spellforge.sim.game.model import compile_book, compile_card
from spellforge.sim.opponent.kit import dummy_kit
from spellforge.sim.policy.policies import DefaultPolicy, PlanPolicy
from tests.conftest import OFFICIAL_DIR


class _Inert(Game):
    """The same game with tactical effects switched off (cast and paid, doing nothing)."""

    def attach_tactic(self, spell, target):
        return None

    def resolve_tactic_incantation(self, spell):
        return None

    def hide_reactive(self, spell, unit):
        return True  # held face down and never revealed

    def spell_attack_tactics(self, spell, attack, dealt):
        return None

    def magic_attach(self, spell, target):  # our cards acting on the dummy's magic half
        return None

    def magic_effect(self, spell, obj):
        return None


class _Forcing:
    """Prepares the card under test first whenever it can be cast, then the greedy choice."""

    def __init__(self, book, card_id):
        self.card = next(s for s in book.spells if s.card_id == card_id)
        self.default = DefaultPolicy(book)
        # a card that works on a cursed foe gets a curse cast first
        self.curse = next((s for s in book.spells if s.role == "curse" and s.type == "Enchantment")
                          if {"curse_dot", "torment_burn"} & set(self.card.tags) else iter(()), None)
        # Shift Enchantment moves a hidden Block of ours: one is cast first, while only the mage is in play
        self.block = next((s for s in book.spells if s.tags.get("block")) if self.card.tags.get("shift")
                          else iter(()), None)

    def prepare(self, game):
        rest = self.default.prepare(game)
        if self.curse is not None and not game.target.curses and game.available(self.curse) and game.castable(self.curse):
            return [self.curse]
        if self.block is not None and not any(u.block for u in game.friends()) and game.available(self.block) \
                and game.castable(self.block):
            return [self.block] + [s for s in rest if s is not self.block][: game.prepare_slots() - 1]
        if self.card.tags.get("drain") and not game.mage.damage:
            return rest  # Drain Life heals only a hurt mage: hold it until then
        if game.available(self.card) and game.castable(self.card) and game.total_cost(self.card) <= game.mana:
            others = [s for s in rest if s is not self.card][: game.prepare_slots() - 1]
            # Rouse the Beast follows the creature it wakes; anything else goes first
            return others + [self.card] if self.card.tags.get("rouse") else [self.card] + others
        return rest


SETUPS = (
    GameConfig(TargetConfig(life=40, armor=1, guard_life=10, guard_armor=1), 12, DummyConfig(5, 1)),
    GameConfig(TargetConfig(life=40, armor=1, guard_life=10, guard_armor=1, distance=2), 12, DummyConfig(5, 1, walks=False)),
    # the arena with the dummy walking toward us: traps, walls, terrain, restraints (sim/game/arena.py)
    GameConfig(TargetConfig(life=40, armor=1, distance=3), 12, DummyConfig(5, 1)),
)


def _snapshot(game):
    foes = tuple((f.name, f.damage, f.alive, f.burn) for f in (game.target, game.guard) if f is not None)
    friends = tuple((u.card_id, u.damage, u.alive, u.dist) for u in game.friends())
    dummy_mana = game.dm.mana if game.dm is not None else None
    return foes, friends, game.record.mage_killed, game.mana, dummy_mana


def _trace(cls, book, card_id, config, seed):
    game = cls(book, _Forcing(book, card_id), config, seed)
    states = []
    while not game.finished:
        game.play_round()
        states.append(_snapshot(game))
    return states, game.record.cast[card_id]


@pytest.fixture(scope="module")
def official(library):
    books = {}
    for path in sorted(OFFICIAL_DIR.glob("*.o8d")):
        book = read_spellbook(path, library).book
        books[path.stem] = compile_book(book, library, library.mage(book.mage))
    return books


def _no_change(book, spell, setups, games: int, seed: str) -> str:
    """"" when some game of some setup, with the card cast, differs from the same dice with its
    effect switched off; else why not ("never cast" or "cast, no change")."""
    cast = False
    for config in setups:
        for i in range(games):
            real, n = _trace(Game, book, spell.card_id, config, f"{seed}:{i}")
            cast = cast or n > 0
            if n and real != _trace(_Inert, book, spell.card_id, config, f"{seed}:{i}")[0]:
                return ""
    return "cast, no change" if cast else "never cast"


def _cards_that_change_nothing(official, wanted, setups, games: int, seed: str) -> tuple[set, list]:
    """Each card of the official books that `wanted(spell)` keeps, tried once (_no_change):
    (the card ids tried, "name (book): why not" for those whose effect changed no game)."""
    tested, failures = set(), []
    for label, book in official.items():
        for spell in book.spells:
            if spell.card_id in tested or not wanted(spell):
                continue
            tested.add(spell.card_id)
            problem = _no_change(book, spell, setups, games, seed)
            if problem:
                failures.append(f"{spell.name} ({label}): {problem}")
    return tested, failures


def test_every_tactical_card_of_the_official_books_changes_the_game(official):
    tested, failures = _cards_that_change_nothing(
        official, lambda spell: (spell.tags or spell.filtered_aura) and spell.card_id not in SMALL_BOOK_CARDS
        and "magic" not in spell.tags, SETUPS, 12, "t")
    assert len(tested) >= 50
    assert not failures, "\n".join(failures)


SMALL_SETUP = GameConfig(TargetConfig(life=60), 10, DummyConfig(8, 0))
# Cards whose official book never gives them work, played on a small book where it does: the
# Necromancer book's creatures are all Nonliving (nothing Living of ours is ever destroyed); the
# CoK book's three Mana Flowers take the three zones within range of its corner before a Canine
# comes, and Animal Kinship is Zone Exclusive too (L986); the Forcemaster book spends the action
# after Repulse on spells, so pushing the guard away frees no melee attack of ours.
SMALL_BOOKS = {
    "animate-dead": ("Necromancer", ("Timber Wolf", "Timber Wolf", "Animate Dead"), SMALL_SETUP),
    "rise-again": ("Necromancer", ("Timber Wolf", "Timber Wolf", "Rise Again"), SMALL_SETUP),
    "animal-kinship": ("Beastmaster", ("Timber Wolf", "Timber Wolf", "Animal Kinship"), SMALL_SETUP),
    "repulse": ("Forcemaster", ("Timber Wolf", "Timber Wolf", "Repulse", "Repulse"),
                GameConfig(TargetConfig(life=60, guard_life=10), 10, None)),
}
SMALL_BOOK_CARDS = set(SMALL_BOOKS)


@pytest.mark.parametrize("card_id", sorted(SMALL_BOOKS))
def test_cards_of_small_books_change_the_game(library, card_id):
    mage, names, setup = SMALL_BOOKS[card_id]
    book = _tiny(library, mage, *names)

    def changes(seed: str) -> bool:  # cast, and not the same game as with its effect switched off
        real = _trace(Game, book, card_id, setup, seed)
        return bool(real[1]) and real != _trace(_Inert, book, card_id, setup, seed)

    changed = [i for i in range(12) if changes(f"t:{i}")]
    assert changed


# the dummy as a mage (opponent_magic): armor and Regenerate enchantments, armor and Defense
# equipment, a hidden Block, an attack spell and a poison curse for our mage; a guard beside it
MAGIC_KIT = ("leather-boots", "rhino-hide", "regrowth", "deflection-bracers", "block", "lightning-bolt", "ghoul-rot")


def test_every_card_acting_on_the_dummys_magic_changes_the_game(official, library):
    """The same table for the cards that act on the dummy's objects, mana and spells: each must
    change damage, kills or mana (ours or the dummy's) against a dummy that wears and casts cards."""
    kit = dummy_kit(DummyConfig(4, 0, cards=MAGIC_KIT), library)
    setups = (GameConfig(TargetConfig(life=40, guard_life=10, guard_armor=1), 10, kit),
              GameConfig(TargetConfig(life=40), 10, replace(kit, channeling=5)),
              GameConfig(TargetConfig(life=40, distance=2), 10, replace(kit, walks=False)),  # the mage cannot attack
              GameConfig(TargetConfig(life=40), 10, dummy_kit(DummyConfig(4, 0, cards=("seeking-dispel", "dissolve")),
                                                                           library)))
    tested, failures = _cards_that_change_nothing(official, lambda spell: "magic" in spell.tags, setups, 10, "m")
    assert len(tested) >= 31
    assert not failures, failures


def _tiny(library, mage, *names):
    book = Spellbook(name="tiny", mage=mage)
    for n in names:
        book.add(library.card_by_name(n).id)
    return compile_book(book, library, library.mage(mage))


def _game(compiled, plan, config, seed="s"):
    return Game(compiled, PlanPolicy(plan, compiled), config, seed, True)


def test_block_avoids_the_first_attack_on_the_mage_then_goes(library):
    compiled = _tiny(library, "Wizard", "Block")
    config = GameConfig(TargetConfig(life=200), 3, DummyConfig(6, 0, initiative="ours"))
    game = _game(compiled, {1: ["block"]}, config)
    game.play_round()
    assert game.mage.damage == 0 and not game.mage.block  # the round-1 attack was blocked, Block is gone
    assert any(e.kind == "reacted" and e.data["card_id"] == "block" for e in game.record.events)
    game.play_round()
    assert game.mage.damage > 0 or any(e.kind == "attack" and e.data["damage"] == 0 for e in game.record.events)


def test_reverse_attack_sends_the_dummys_attack_back_at_the_target(library):
    compiled = _tiny(library, "Wizard", "Reverse Attack")
    config = GameConfig(TargetConfig(life=200), 2, DummyConfig(8, 0, initiative="ours"))
    game = _game(compiled, {1: ["reverse-attack"]}, config, seed="r")
    game.play_round()
    assert game.mage.damage == 0 and game.target.damage > 0


def test_knockdown_stops_the_dummys_attack_for_the_round(library):
    compiled = _tiny(library, "Beastmaster", "Knockdown")
    config = GameConfig(TargetConfig(life=200), 2, DummyConfig(8, 0, initiative="ours"))
    game = _game(compiled, {1: ["knockdown"]}, config)
    game.mage.attacks.clear()
    game.play_round()
    assert game.record.cast["knockdown"] == 1 and game.mage.damage == 0
    game.play_round()  # the next round it attacks again
    assert any(e.kind == "attack" and e.data["attacker"] == "target" for e in game.record.events)


def test_force_push_moves_the_guard_out_so_melee_reaches_the_target(library):
    compiled = _tiny(library, "Beastmaster", "Timber Wolf", "Force Push")
    config = GameConfig(TargetConfig(life=200, guard_life=50), 3)
    game = _game(compiled, {1: ["timber-wolf"], 2: ["force-push"]}, config)
    game.mage.attacks.clear()
    game.play_round()
    game.play_round()
    hits = {e.data["foe"] for e in game.record.events if e.kind == "attack" and e.round == 2}
    assert game.record.cast["force-push"] == 1 and hits == {"target"}
    game.play_round()  # the guard is back in its post the next round
    assert {e.data["foe"] for e in game.record.events if e.kind == "attack" and e.round == 3} == {"guard"}


def test_drown_is_not_simulated_as_damage(library):
    """The module prints no damage for Drown: a Suffocation token each Upkeep, and X (the tokens)
    is the X of its own Upkeep +X (issue 44, independent check). Its former damage row, which the
    goldfish played as 1, 2, 3… damage, came from no source; the card is listed as not simulated."""
    assert compile_card(library.card("drown"), library.effects("drown").effects) == "no_modelled_effect"
