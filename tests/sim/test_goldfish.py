"""The goldfish engine on the real library and the official starting spellbooks."""

from __future__ import annotations

import dataclasses
import json

import pytest

from tests.conftest import CORE_BOOKS, OFFICIAL_DIR
from spellforge.domain import Spellbook
from spellforge.formats import read_spellbook
from spellforge.sim.game.engine import Foe, Game, GameConfig, TargetConfig
from spellforge.sim.game.events import describe
from spellforge.sim.game.model import compile_book, compile_card
from spellforge.sim.policy.policies import DefaultPolicy, PlanPolicy
from spellforge.sim.report.summary import make_setup, run_games, summarise

OFFICIAL = OFFICIAL_DIR


def _book(library, mage: str) -> Spellbook:
    return read_spellbook(OFFICIAL / CORE_BOOKS[mage], library).book


def _setup(library, book: Spellbook, **target):
    return make_setup(book, library, library.mage(book.mage), TargetConfig(**target) if target else None)


def _report(library, book, games=40, seed=5, **target):
    setup = _setup(library, book, **target)
    return summarise(setup, run_games(setup, games, seed), seed)


def test_same_seed_same_report_and_log(library):
    book = _book(library, "Warlock")
    assert _report(library, book, seed=11) == _report(library, book, seed=11)
    setup = _setup(library, book)
    log_a = [describe(e) for e in setup.game(11, 0, record_events=True).run().events]
    log_b = [describe(e) for e in setup.game(11, 0, record_events=True).run().events]
    assert log_a == log_b


def test_different_seeds_give_different_games(library):
    setup = _setup(library, _book(library, "Warlock"))
    games_a = [r.damage for r in run_games(setup, 20, seed=1)]
    games_b = [r.damage for r in run_games(setup, 20, seed=2)]
    assert games_a != games_b
    # and the games inside one run differ from each other (each has its own seed)
    assert len({tuple(d) for d in games_a}) > 1


@pytest.mark.parametrize("mage, expected_not_simulated", [
    ("Beastmaster", set()),  # every card of the official Beastmaster book is simulated
    ("Warlock", {"death-link"}),
    ("Wizard", set()),  # every card of the official Wizard book is simulated
    ("Priestess", {"pacify"}),
])
def test_core_books_run_and_list_not_simulated_cards(library, mage, expected_not_simulated):
    report = _report(library, _book(library, mage), games=20)
    assert report["mage"] == mage
    listed = {n["card"] for n in report["not_simulated"]}
    assert expected_not_simulated <= listed
    assert all(n["explanation"] for n in report["not_simulated"])
    # every card of the book is either simulated or listed
    book = _book(library, mage)
    compiled = compile_book(book, library, library.mage(mage))
    assert {s.card_id for s in compiled.spells} | listed == set(book.quantities())
    assert report["rounds_to_kill"]["killed"] == 20  # a 32-life unarmoured target dies in 20 rounds
    assert sum(report["rounds_to_kill"]["histogram"].values()) == 20


def test_creatures_make_the_beastmaster_kill_faster(library):
    full = _book(library, "Beastmaster")
    no_creatures = Spellbook(name="no creatures", mage=full.mage)
    for card_id, qty in full.quantities().items():
        if library.card(card_id).type != "Creature":
            no_creatures.add(card_id, qty)
    with_creatures = _report(library, full, games=60, life=32, armor=0)
    without = _report(library, no_creatures, games=60, life=32, armor=0)
    assert with_creatures["first_creature_round"]["mean"] is not None
    assert without["first_creature_round"]["never"] == 60
    assert with_creatures["rounds_to_kill"]["mean"] < without["rounds_to_kill"]["mean"] - 1


def test_round_one_mana_and_creatures_enter_inactive(library):
    setup = _setup(library, _book(library, "Beastmaster"))
    events = setup.game(3, 0, record_events=True).run().events
    # Beastmaster: 10 starting mana + Channeling 9 = 19 in round 1 (rulebook L516)
    first = events[0]
    assert first.kind == "round" and first.data["mana"] == 19
    summoned: dict[str, int] = {}
    creature_names = {s.name for s in setup.book.spells if s.type == "Creature"}
    for e in events:
        if e.kind == "cast" and e.data["card"] in creature_names:
            summoned.setdefault(e.data["card"], e.round)
        if e.kind == "attack" and e.data["attacker"] in summoned:
            # newly summoned creatures enter play inactive (L612, L879)
            assert e.round > summoned[e.data["attacker"]]
    assert summoned


def test_beastmaster_quick_summons_and_wizard_arcane_zap(library):
    bm = _setup(library, _book(library, "Beastmaster"))
    level_one_animals = {s.name for s in bm.book.spells
                         if s.type == "Creature" and s.level == 1 and "Animal" in s.subtypes and not s.quick}
    assert level_one_animals  # Bitterwood Fox, Feral Bobcat, ...
    quick_summoned = [e for r in range(5) for e in bm.game(9, r, record_events=True).run().events
                      if e.kind == "cast" and e.data["card"] in level_one_animals and e.data["how"] == "quickcast"]
    assert quick_summoned  # Quick Summons: a level-1 Animal as a quick spell (L1685-1687)
    # the official book spends both actions on spells (Huginn casts only level 1-2 incantations):
    # a Wizard with nothing else to cast zaps
    wiz = _report(library, Spellbook(name="bare", mage="Wizard"), games=20)
    assert wiz["cards_cast"]["arcane-zap"]["per_game"] > 0  # 1 mana, quick, 3 dice (L1815-1825)


def test_burn_and_rot_upkeep(library):
    game = Game(_tiny_book(library), DefaultPolicy(_tiny_book(library)), GameConfig(TargetConfig(life=50)))

    class Faces:  # attack-die faces in order: 0,1 blank; 2: normal 1; 3: normal 2; 4: crit 1; 5: crit 2
        def __init__(self, faces):
            self.values = [f / 6 + 0.01 for f in faces]

        def random(self):
            return self.values.pop(0)

    foe = Foe("target", 50, 0)
    foe.burn, foe.rot = 3, 2
    game.rng = Faces([0, 3, 4])
    game._conditions(foe)
    # Burn: one die per token as direct damage, the token is removed on a blank (L2106-2108):
    # blank (removed) + 2 + 1 = 3 damage, 2 tokens left. Rot: 1 direct damage a round, however
    # many tokens (000 L2116-2118, 004 L2124: "per token" is said of Burn and Weak only).
    assert foe.burn == 2
    assert foe.damage == 3 + 1


def _tiny_book(library, *names: str) -> "object":
    book = Spellbook(name="tiny", mage="Warlock")
    for n in names or ("Mana Crystal",):
        book.add(library.card_by_name(n).id)
    return compile_book(book, library, library.mage("Warlock"))


def test_equipment_slots_one_per_location_two_rings(library):
    compiled = _tiny_book(library, "Dragonscale Hauberk", "Bearskin")
    game = Game(compiled, DefaultPolicy(compiled))
    hauberk, bearskin = (next(s for s in compiled.spells if s.name == n) for n in ("Dragonscale Hauberk", "Bearskin"))
    assert hauberk.slots == bearskin.slots  # both chest pieces
    assert game.castable(bearskin)
    game._resolve(hauberk)
    assert not game.castable(bearskin)  # one item per location (L1158)
    assert game.mage.armor == 2  # Dragonscale Hauberk: Armor +2
    ring_a, ring_b, ring_c = (dataclasses.replace(hauberk, card_id=f"ring-{i}", slots=("Ring",)) for i in "abc")
    game._resolve(ring_a)
    assert game.castable(ring_b)
    game._resolve(ring_b)
    assert not game.castable(ring_c)  # two rings (L1158)


def test_upkeep_paid_or_the_creature_is_destroyed(library):
    compiled = _tiny_book(library, "Grey Wraith")
    wraith = compiled.spells[0]
    assert wraith.upkeep == 1
    game = Game(compiled, PlanPolicy({1: [wraith.card_id]}, compiled), GameConfig(TargetConfig(life=500), max_rounds=3))
    game.play_round()
    game.mana = 0
    game.channeling = 0
    game.play_round()  # no mana for Upkeep +1: the wraith is destroyed (L2356-2360)
    assert not game.creatures


def test_guard_takes_melee_attacks_first(library):
    setup = _setup(library, _book(library, "Beastmaster"), life=32, guard_life=8, guard_armor=1)
    events = setup.game(4, 0, record_events=True).run().events
    melee = [e for e in events if e.kind == "attack" and e.data["attack"] in ("Bite", "Basic Melee Attack")]
    assert melee[0].data["foe"] == "guard"  # melee must target the guard (L1561-1608)
    guard_killed = next(e for e in events if e.kind == "killed" and e.data["foe"] == "guard")
    assert all(e.data["foe"] == "guard" for e in melee if (e.round, events.index(e)) < (guard_killed.round, events.index(guard_killed)))


def test_plan_policy_prepares_the_users_spells(library):
    compiled = _tiny_book(library, "Mana Crystal", "Fireball")
    crystal = next(s for s in compiled.spells if s.name == "Mana Crystal")
    game = Game(compiled, PlanPolicy({1: [crystal.card_id]}, compiled), GameConfig(TargetConfig(life=500), max_rounds=3))
    record = game.run()
    assert record.cast == {crystal.card_id: 1}  # only the planned spell; nothing after the plan
    assert game.channeling == library.mage("Warlock").channeling + 1  # Mana Crystal: Channeling +1


def test_variable_cost_and_text_only_cards_are_not_simulated(library):
    assert compile_card(library.card_by_name("Dispel")) == "variable_cost"
    assert compile_card(library.card_by_name("Ghoul Rot")) == "no_modelled_effect"
    assert compile_card(library.card_by_name("Heal")) == "healing"
    assert compile_card(library.card_by_name("Fireball")).role == "attack"
    assert compile_card(library.card_by_name("Bear Strength")).grants == {"Melee": 2}


def test_goldfish_cli_json(cli_library, library, capsys, monkeypatch):
    from spellforge.cli import main as cli_main

    path = OFFICIAL / CORE_BOOKS["Warlock"]
    assert cli_main(["goldfish", str(path), "--policy", "greedy", "--games", "10", "--seed", "4", "--target-armor", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    for key in ("games", "seed", "rounds_to_kill", "damage_per_round", "mana_per_round", "cards_cast", "not_simulated"):
        assert key in data
    assert data["games"] == 10 and data["seed"] == 4 and data["target"]["armor"] == 1
    assert set(data["rounds_to_kill"]) >= {"mean", "p50", "p90", "histogram"}
    assert set(data["mana_per_round"]) == {"spent", "left"}


def test_goldfish_cli_bad_input(cli_library, library, capsys, monkeypatch, tmp_path):
    from spellforge.cli import main as cli_main

    assert cli_main(["goldfish", str(tmp_path / "missing.o8d")]) == 2
    assert "missing.o8d" in capsys.readouterr().err
    book = tmp_path / "book.txt"
    book.write_text("Mage: Warlock\n1 Fireball\n", encoding="utf-8")
    plan = tmp_path / "plan.json"
    plan.write_text('{\n  "1": ["Fireball",\n   "No Such Spell"]\n}\n', encoding="utf-8")
    assert cli_main(["goldfish", str(book), "--plan", str(plan), "--games", "2"]) == 2
    err = capsys.readouterr().err
    assert "plan.json:3" in err and "No Such Spell" in err


def test_pet_and_blood_reaper_markers(library):
    bm = _setup(library, _book(library, "Beastmaster"))
    game = bm.game(2, 0, record_events=True)
    events = game.run().events
    pet = next(e for e in events if e.kind == "marker")
    animal = next(s for s in bm.book.spells if s.card_id == pet.data["card_id"])
    # Pet: on an Animal, paying level + 1 mana (Timber Wolf, level 2, costs 3: L1695)
    assert "Animal" in animal.subtypes and pet.data["cost"] == animal.level + 1 and pet.data["pay"] == "mana"
    assert game.marker_on.melee == 1 and game.marker_on.life == animal.life + 3
    wl = _setup(library, _book(library, "Warlock"))
    game = wl.game(2, 0, record_events=True)
    events = game.run().events
    reaper = next(e for e in events if e.kind == "marker")
    demon = next(s for s in wl.book.spells if s.card_id == reaper.data["card_id"])
    # Blood Reaper: a non-Legendary Demon, paid with level + 1 Life (L1767-1773), Bloodthirsty +2
    assert "Demon" in demon.subtypes and not demon.legendary and reaper.data["pay"] == "life"
    assert game.mage_life_lost == demon.level + 1
    assert game.marker_on.bloodthirsty == demon.bloodthirsty + 2


def test_corrode_lowers_armor_then_deals_direct_damage(library):
    from spellforge.sim.game.spell_model import AttackProfile, EffectRow

    compiled = _tiny_book(library)
    game = Game(compiled, DefaultPolicy(compiled), GameConfig(TargetConfig(life=99, armor=1)), record_events=True)
    acid = AttackProfile(name="acid", kind="ranged", full=False, dice=3, piercing=0, strikes=1, zone=False,
                         sweeping=False, ethereal=False, critical=False,
                         effects=(EffectRow(1, 99, burn=0, rot=0, corrode=2),))
    game._strikes("test", acid, game.target, 0, 0)
    logged = game.record.events[-1].data
    # Corrode: -1 Armor per token; a token that would take Armor below 0 deals 1 direct damage
    # instead (errata L389-391): Armor 1 -> 0, then 1 damage. The log shows the token placed and
    # counts the direct damage with the attack's damage (issue 47: not as a second token).
    assert game.target.armor_now() == 0 and game.target.corrode == 1
    assert game.target.damage == logged["damage"] and logged["corrode"] == 1 and logged["conditions"] == "1 Corrode"


def test_rust_lowers_an_armoured_targets_armor(library):
    compiled = _tiny_book(library, "Rust")
    rust = compiled.spells[0]
    assert rust.role == "curse" and rust.grants == {"Armor": -2}
    game = Game(compiled, PlanPolicy({1: [rust.card_id]}, compiled), GameConfig(TargetConfig(life=99, armor=3)))
    game.play_round()
    # cast for 2, revealed for 2 + Magebind +1 on a mage (L2428): Armor 3 - 2 = 1
    assert game.target.armor_now() == 1
    assert game.record.spent == [2 + 2 + 1]


def test_plan_lists_planned_cards_it_cannot_simulate(library):
    compiled = _tiny_book(library, "Mana Crystal", "Mind Shield")
    policy = PlanPolicy({1: ["mana-crystal", "mind-shield"]}, compiled)
    assert policy.skipped == ["mind-shield"]  # it answers psychic spells; the dummy casts none
    assert [s.card_id for s in policy.plan[1]] == ["mana-crystal"]


def test_buffs_go_where_they_add_most_damage(library):
    compiled = _tiny_book(library, "Timber Wolf", "Royal Archer", "Bear Strength", "Hawkeye")
    spells = {s.name: s for s in compiled.spells}
    assert "ranged" in {a.kind for a in spells["Royal Archer"].attacks}
    assert {a.kind for a in spells["Timber Wolf"].attacks} == {"melee"}
    game = Game(compiled, DefaultPolicy(compiled))
    assert game.enchantment_target(spells["Hawkeye"]) is None  # nobody has a ranged attack yet
    game._resolve(spells["Timber Wolf"])
    game._resolve(spells["Royal Archer"])
    wolf, archer = game.creatures
    # Melee +2 only helps melee attacks, Ranged +1 only ranged ones (§5.6, L2034-2036, L2128-2130)
    assert game.enchantment_target(spells["Bear Strength"]) is wolf
    assert game.enchantment_target(spells["Hawkeye"]) is archer


from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=25, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_books_keep_the_invariants(library, data):
    """Any book, any mage, any target: no crash, mana never below 0, no card cast from the book more
    often than the book holds it, every game ends by the round limit."""
    spells = library.spells()
    mages = library.mages()
    mage = mages[data.draw(st.integers(0, len(mages) - 1))]
    picks = data.draw(st.lists(st.integers(0, len(spells) - 1), max_size=40))
    book = Spellbook(name="random", mage=mage.name)
    for i in picks:
        book.add(spells[i].id, data.draw(st.integers(1, 3)))
    target = TargetConfig(data.draw(st.integers(1, 60)), data.draw(st.integers(0, 5)),
                          data.draw(st.sampled_from([0, 6, 12])), data.draw(st.integers(0, 3)))
    max_rounds = data.draw(st.integers(1, 15))
    setup = make_setup(book, library, mage, target, max_rounds)
    copies = book.quantities()
    for record in run_games(setup, 3, seed=data.draw(st.integers(0, 99))):
        assert min(record.left, default=0) >= 0
        assert len(record.damage) <= max_rounds
        assert record.rounds_to_kill is None or record.rounds_to_kill == len(record.damage)
        for card, n in record.cast.items():  # a spell bound to a wand is cast again from it (L1170-1182)
            assert card == "arcane-zap" or n - record.from_wand[card] <= copies[card]


def test_distance_creatures_walk_fast_ones_sooner_and_ranges_count(library):
    book = Spellbook(name="walk", mage="Beastmaster")
    for name in ("Timber Wolf", "Bitterwood Fox", "Fireball"):
        book.add(library.card_by_name(name).id)
    compiled = compile_book(book, library, library.mage("Beastmaster"))
    ids = {s.name: s.card_id for s in compiled.spells}
    assert next(s for s in compiled.spells if s.name == "Bitterwood Fox").fast
    plan = PlanPolicy({1: [ids["Timber Wolf"], ids["Bitterwood Fox"]]}, compiled)
    game = Game(compiled, plan, GameConfig(TargetConfig(life=500, distance=2), max_rounds=4), record_events=True)
    events = game.run().events
    first_attack = {}
    for e in events:
        if e.kind == "attack":
            first_attack.setdefault(e.data["attacker"], e.round)
    # summoned in round 1, inactive until round 2 (L612). Two zones away: the wolf moves 1 zone and
    # spends its quick action on a second move (L690-695, L648), so it bites in round 3; the Fast fox
    # moves 2 zones and still has its quick attack in round 2 (L895, L2072).
    assert first_attack == {"Timber Wolf": 3, "Bitterwood Fox": 2}  # the mage never reaches melee
    fireball = next(s for s in compiled.spells if s.name == "Fireball")  # range 0-2
    assert game.castable(fireball)
    far = Game(compiled, plan, GameConfig(TargetConfig(distance=3)))
    assert not far.castable(fireball)
    assert Game(compiled, plan).castable(fireball)  # no arena: everything in range
