"""Mage abilities in play and the logged d12 rolls, each read from the log of a seeded game
(sim/game/mage_abilities.py, sim/game/rolls.py): the Blood Reaper heals the Warlock 2 (L1783),
Divine Reward gives the Priestess 1 Life (L1719-1725), the Voltaric Shield prevents 3 damage
(L1801-1811), Lullaby's and the Daze check's rolls decide what the dummy does (L2472-2474)."""

from __future__ import annotations

from spellforge.domain import Spellbook
from spellforge.formats import read_spellbook
from spellforge.sim.game.engine import DummyConfig, Game, GameConfig, TargetConfig
from spellforge.sim.game.events import describe
from spellforge.sim.game.model import compile_book
from spellforge.sim.policy.policies import PlanPolicy
from spellforge.sim.report.summary import make_setup
from tests.conftest import OFFICIAL_DIR


def _game(library, mage, plan, names, opponent, rounds=6, seed="m"):
    book = Spellbook(name="tiny", mage=mage)
    for n in names:
        book.add(library.card_by_name(n).id)
    compiled = compile_book(book, library, library.mage(mage))
    config = GameConfig(TargetConfig(life=300), rounds, opponent)
    return Game(compiled, PlanPolicy(plan, compiled), config, seed, True)


def _by_round(events):
    rounds: dict[int, list] = {}
    for e in events:
        rounds.setdefault(e.round, []).append(e)
    return rounds


def test_the_blood_reaper_heals_the_warlock_after_its_first_damaging_attack_a_round(library):
    game = _game(library, "Warlock", {1: ["dark-pact-slayer"]}, ["Dark Pact Slayer"], DummyConfig(2, 0), rounds=5)
    game.mage.attacks.clear()  # only the Reaper attacks
    game.mage.damage = 10  # the Warlock has damage to heal
    game.run()
    events = game.record.events
    assert any(e.kind == "marker" and e.data["marker"] == "Blood Reaper" for e in events)
    heals = 0
    for r, round_events in _by_round(events).items():
        hits = [i for i, e in enumerate(round_events) if e.kind == "attack"
                and e.data["attacker_id"] == "dark-pact-slayer" and e.data["damage"] > 0]
        reaper = [e for e in round_events if e.kind == "reaper_heal"]
        assert len(reaper) == (1 if hits else 0), [describe(e) for e in round_events]  # once a round
        if hits:
            assert round_events[hits[0] + 1].kind == "reaper_heal" and reaper[0].data["amount"] == 2
            heals += 1
    assert heals >= 2 and game.mage.damage <= 10 - 2 * heals + 2 * len(
        [e for e in events if e.kind == "attack" and e.data["attacker"] == "target" and e.data["foe"] == "Warlock"])


def test_no_blood_reaper_heal_without_damage_on_the_warlock(library):
    game = _game(library, "Warlock", {1: ["dark-pact-slayer"]}, ["Dark Pact Slayer"], None, rounds=4)
    game.run()
    assert game.record.cast["dark-pact-slayer"] == 1
    assert not [e for e in game.record.events if e.kind == "reaper_heal"]  # nothing to heal


def test_divine_reward_one_life_a_round_for_a_holy_incantation_or_enchantment(library):
    book = read_spellbook(OFFICIAL_DIR / "Priestess Official.o8d", library).book
    setup = make_setup(book, library, library.mage("Priestess"), TargetConfig(), policy="greedy",
                       opponent=DummyConfig(dice=6))
    rewarded = 0
    for i in range(6):
        events = setup.game(1, i, record_events=True).run().events
        lives = [e.data["life"] for e in events if e.kind == "life_gained"]
        assert lives == list(range(33, 33 + len(lives)))  # +1 Life each time, from her 32 (L1717)
        for r, round_events in _by_round(events).items():
            gained = [e for e in round_events if e.kind == "life_gained"]
            assert len(gained) <= 1  # once a round
            for e in gained:
                card = library.card(e.data["card_id"])
                assert "Holy" in [s.school for s in card.schools] and card.type in ("Incantation", "Enchantment")
            holy_casts = [e for e in round_events if e.kind == "cast" and e.data["how"] in ("action", "quickcast")
                          and library.card(e.data["card_id"]).type == "Incantation"
                          and "Holy" in [s.school for s in library.card(e.data["card_id"]).schools]]
            if holy_casts:
                assert gained, [describe(e) for e in round_events]
        rewarded += len(lives)
    assert rewarded > 0


def test_the_voltaric_shield_prevents_three_damage_of_the_first_attack_on_the_wizard(library):
    game = _game(library, "Wizard", {}, [], DummyConfig(8, 0), rounds=6)
    game.mage.attacks.clear()  # it keeps its mana for the Shield
    game.run()
    shielded = 0
    for r, round_events in _by_round(game.record.events).items():
        kinds = [e.kind for e in round_events]
        assert kinds.count("shield_on") == 1 and game.record.spent[r - 1] == 2  # 2 mana in the Upkeep (L1805)
        if "shield" in kinds:
            i = kinds.index("shield")
            hit = round_events[i + 1]  # the attack it softened, logged after the Shield
            prevented = round_events[i].data["amount"]
            assert hit.kind == "attack" and hit.data["foe"] == "Wizard"
            assert prevented == 3 or hit.data["damage"] == 0  # 3, or the whole attack when it dealt less
            assert kinds.count("shield") == 1  # the first damaging attack only
            shielded += 1
    assert shielded >= 3
    passive = _game(library, "Wizard", {}, [], None, rounds=3)
    passive.mage.attacks.clear()
    passive.run()  # the target never attacks: the Shield is never paid for
    assert not [e for e in passive.record.events if e.kind == "shield_on"] and sum(passive.record.spent) == 0


def test_the_lullaby_roll_is_logged_and_a_stunned_guard_does_not_guard(library):
    outcomes = set()
    for seed in ("a", "b"):
        book = Spellbook(name="tiny", mage="Wizard")
        book.add("lullaby")
        compiled = compile_book(book, library, library.mage("Wizard"))
        config = GameConfig(TargetConfig(life=300, guard_life=300), 8)
        game = Game(compiled, PlanPolicy({1: ["lullaby"]}, compiled), config, seed, True)
        game.run()
        assert game.record.cast["lullaby"] == 1  # on the guard, a non-Mage creature
        for r, round_events in _by_round(game.record.events).items():
            rolls = [e for e in round_events if e.kind == "roll" and e.data["check"] == "lullaby"]
            melee = [e.data["foe"] for e in round_events if e.kind == "attack" and e.data["attack"] == "Basic Melee Attack"]
            if not rolls or not melee:
                continue
            passed = rolls[0].data["passed"]
            assert passed == (rolls[0].data["roll"] >= 7) and rolls[0].data["foe"] == "guard"  # 7+ Stun, else Daze
            # Stunned, the guard does not guard (L1602): the Wizard's melee reaches the target
            assert melee[0] == ("target" if passed else "guard"), [describe(e) for e in round_events]
            outcomes.add(passed)
    assert outcomes == {True, False}


def test_the_daze_check_is_logged_and_a_failed_one_misses(library):
    outcomes = set()
    for seed in range(8):
        game = _game(library, "Wizard", {}, [], DummyConfig(3, 0), rounds=1, seed=f"d{seed}")
        game.mage.attacks.clear()
        game.target.daze = 1
        game.play_round()
        checks = [e for e in game.record.events if e.kind == "roll" and e.data["check"] == "daze"]
        missed = [e for e in game.record.events if e.kind == "missed"]
        hits = [e for e in game.record.events if e.kind == "attack" and e.data["attacker"] == "target"]
        assert len(checks) == 1 and checks[0].data["passed"] == (checks[0].data["roll"] >= 7)  # 7+ proceeds (L2474)
        assert (len(missed), len(hits)) == ((0, 1) if checks[0].data["passed"] else (1, 0))
        outcomes.add(checks[0].data["passed"])
    assert outcomes == {True, False}
