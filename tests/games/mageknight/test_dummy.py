"""The dummy player (MK L1010-1038): a hand-built deck turn by turn, the round refresh, its
setup from the hero card, and seeded replays."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from spellforge.games.mageknight import dummy
from spellforge.games.mageknight.dummy import Card, DummyPlayer
from spellforge.games.mageknight.store import library


@pytest.fixture(scope="module")
def lib():
    return library()


def _cards(*colours: str) -> list[Card]:
    return [Card(f"c{i}_{c}", c) for i, c in enumerate(colours)]


def test_hand_built_deck_turn_by_turn():
    order = _cards("green", "red", "blue", "white", "white", "red", "green", "red", "blue", "white", "green")
    d = DummyPlayer("goldyx", list(order), Counter({"blue": 2, "red": 1}))
    d.start_round(order=order)
    t1 = d.take_turn()  # 3 flips, the last blue: 2 blue crystals, 2 more (MK L1024-1026)
    assert [c.colour for c in t1.flipped] == ["green", "red", "blue", "white", "white"]
    assert (t1.extra, t1.left, t1.announced) == (2, 6, False)
    t2 = d.take_turn()  # the last red: 1 red crystal, 1 more
    assert [c.colour for c in t2.flipped] == ["red", "green", "red", "blue"] and t2.extra == 1 and t2.left == 2
    t3 = d.take_turn()  # too few cards: both flipped (MK L1027); green, no green crystal
    assert [c.colour for c in t3.flipped] == ["white", "green"] and t3.extra == 0 and t3.left == 0
    t4 = d.take_turn()  # an empty deck: it announces the end of the round (MK L1023)
    assert t4.announced and t4.flipped == ()


def test_crystals_ask_for_more_cards_than_are_left():
    order = _cards("green", "green", "blue", "white")
    d = DummyPlayer("goldyx", list(order), Counter({"blue": 2}))
    d.start_round(order=order)
    t = d.take_turn()
    assert t.extra == 1 and t.crystals_matched == 2 and t.left == 0  # all the rest, then the end (MK L1027)
    assert d.take_turn().announced


def test_setup_from_the_hero_card(lib):
    d = dummy.new_dummy(lib, "goldyx")
    assert d.crystals == Counter({"green": 2, "blue": 1})  # MK L1013
    assert len(d.cards) == 16  # MK L1012
    with pytest.raises(ValueError):
        dummy.choose_hero(lib, random.Random(1), set(lib.heroes))
    hero = dummy.choose_hero(lib, random.Random(1), set(lib.heroes) - {"krang"})
    assert hero == "krang"  # the only hero no player took


def test_new_round_adds_the_bottom_advanced_action_and_a_crystal_past_three(lib):
    game = dummy.DummyGame(lib, 5, "goldyx")
    game.dummy.crystals["blue"] = 3
    bottom_aa, bottom_spell = game.offers.aa_offer[-1], game.offers.spell_offer[-1]
    while not game.step().announced:
        pass
    turn = game.step()  # the refresh, then the first turn of round 2
    assert turn.round == 2
    assert bottom_aa in game.dummy.cards and len(game.dummy.cards) == 17  # MK L1031
    want = Counter({"green": 2, "blue": 3})
    want[bottom_spell.colour] += 1  # MK L1032-1034: no cap of 3
    assert game.dummy.crystals == want
    assert game.offers.spell_offer[0] is not bottom_spell and bottom_spell in game.offers.spell_deck


def test_coop_offers_have_no_competitive_spells(lib):
    offers = dummy.Offers.deal(lib, random.Random(3))
    ids = {c.id for c in offers.spell_offer + offers.spell_deck}
    assert not ids & {d.id for d in lib.deeds.values() if d.interaction}  # 109-112, MK L1393
    assert len(offers.aa_offer) == 3 and len(offers.spell_offer) == 3  # MK L174-175


def test_a_seed_replays_the_same_turns(lib):
    a = dummy.play(lib, 1, 2, "tovak")
    b = dummy.play(lib, 1, 2, "tovak")
    assert a["turns"] == b["turns"] and len(a["rounds"]) == 2
    assert dummy.play(lib, 2, 2, "tovak")["turns"] != a["turns"]
    for r in a["rounds"]:
        flipped = sum(len(t["flipped"]) for t in r["turns"])
        assert flipped == r["cards"]  # every card of the deck is flipped once per round
        assert r["turns"][-1]["announced"]


def test_round_lengths_summary(lib):
    sim = dummy.round_lengths(lib, "tovak", 2, 300, 1)
    assert sim == dummy.round_lengths(lib, "tovak", 2, 300, 1)
    for r in sim["rounds"]:
        assert abs(sum(r["distribution"].values()) - 1) < 1e-9
        # 16-17 cards, 3 to 6 a turn: never fewer than 3 turns nor more than 6
        assert min(r["distribution"]) >= 3 and max(r["distribution"]) <= 6
