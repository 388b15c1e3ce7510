"""The dummy opponent's magic half (spellforge.sim.opponent.magic / dummy_turn): rule checks on
hand-built games — what each of our answers costs and does, from the cards' printed rules."""

from __future__ import annotations

from dataclasses import replace

from spellforge.domain import Spellbook
from spellforge.sim.game.engine import DummyConfig, Game, GameConfig, TargetConfig
from spellforge.sim.opponent.kit import dummy_kit
from spellforge.sim.game.model import compile_book
from spellforge.sim.policy.policies import PlanPolicy


def _setup(library, mage, names, kit, rounds=3, target=None, **dummy):
    book = Spellbook(name="tiny", mage=mage)
    for n in names:
        book.add(library.card_by_name(n).id)
    compiled = compile_book(book, library, library.mage(mage))
    # the Wizard's Voltaric Shield (2 mana a round) is left out: only the cards under test spend mana
    compiled = replace(compiled, mage=replace(compiled.mage, shield=None))
    config = GameConfig(target or TargetConfig(life=200), rounds,
                        dummy_kit(DummyConfig(1, 0, cards=kit, **dummy), library))
    return compiled, config


def _game(compiled, config, plan, seed="s"):
    game = Game(compiled, PlanPolicy(plan, compiled), config, seed, True)
    game.mage.attacks.clear()  # only the cards under test act
    return game


def test_the_dummy_wears_its_cards_and_dispel_costs_the_enchantments_total(library):
    compiled, config = _setup(library, "Wizard", ["Dispel"], ("rhino-hide", "leather-boots", "regrowth"))
    game = _game(compiled, config, {1: ["dispel"]})
    assert game.target.armor == 3 and game.dm.regen == 2  # Armor +2, Armor +1, Regenerate 2
    mana = game.mana + game.channeling
    game.play_round()
    # X = total mana cost of the enchantment (2 + 2 for Rhino Hide, the most Armor), errata-free rule
    assert game.record.spent == [4] and mana - game.mana == 4
    assert game.target.armor == 1 and [o.model.card_id for o in game.dm.objects] == ["leather-boots", "regrowth"]


def test_a_dispel_with_nothing_to_dispel_is_not_cast(library):
    compiled, config = _setup(library, "Wizard", ["Dispel", "Dissolve", "Purge Magic"], ())
    game = _game(compiled, config, {1: ["dispel", "dissolve", "purge-magic"]})
    assert not any(game.castable(s) for s in compiled.spells)
    passive = Game(compiled, PlanPolicy({}, compiled), GameConfig(TargetConfig()), "s")
    assert not any(passive.castable(s) for s in compiled.spells)


def test_the_dummys_hidden_block_avoids_our_first_attack_and_seeking_dispel_finds_it(library):
    compiled, config = _setup(library, "Warlock", ["Fireball", "Seeking Dispel"], ("block",))
    game = _game(compiled, config, {1: ["fireball"]})
    game.play_round()
    assert game.target.damage == 0 and game.dm.mana == 10 + 9 - 2  # revealed for 2 from its pool
    game = _game(compiled, config, {1: ["seeking-dispel", "fireball"]})
    game.play_round()
    assert not game.dm.objects and game.dm.mana == 19  # destroyed face down: never revealed


def test_nullify_counters_the_dummys_curse_and_reverse_magic_turns_it_on_the_dummy(library):
    kit = ("ghoul-rot",)
    compiled, config = _setup(library, "Wizard", ["Nullify", "Reverse Magic"], kit)
    game = _game(compiled, config, {1: ["nullify"]})
    game.play_round()
    # the curse's mana (2 + 4 + Magebind 2) is spent, Nullify revealed for 2 and destroyed
    assert game.dm.mana == 19 - 8 and not game.mage.enchantments and game.dm.curses_left == 1
    game.play_round()
    assert game.mage.enchantments == {"ghoul-rot"}  # its second copy lands
    game = _game(compiled, config, {1: ["reverse-magic"]})
    game.play_round()
    assert game.target.dot == 2 and "ghoul-rot" not in game.mage.enchantments
    game.play_round()
    assert game.target.damage >= 2  # Ghoul Rot's 2 damage in its Upkeep, on the dummy now


def test_jinx_counters_the_dummys_quick_spell_and_refunds_it(library):
    compiled, config = _setup(library, "Wizard", ["Jinx"], ("lightning-bolt",))
    game = _game(compiled, config, {1: ["jinx"]})
    game.play_round()
    assert game.dm.mana == 19 and game.dm.spells_left == 2  # refunded, back in its spellbook
    assert game.mage.damage <= 6  # only its 1-die melee attack hit
    assert "jinx" not in game.target.enchantments


def test_drain_power_moves_the_dummys_mana_to_us_and_mana_siphon_lowers_its_channeling(library):
    compiled, config = _setup(library, "Wizard", ["Drain Power", "Mana Siphon"], ("lightning-bolt",), mana=30)
    game = _game(compiled, config, {1: ["drain-power"]})
    game.play_round()
    lost = [e.data["amount"] for e in game.record.events if e.kind == "drain_mana"]
    assert lost and game.mana == 10 + 10 - 16 + lost[0]
    game = _game(compiled, config, {1: ["mana-siphon"]})
    game.play_round()
    before = game.dm.mana
    game.play_round()
    assert game.dm.mana - before in (9 - 2, 9 - 2 - 8)  # Channeling -2, maybe a Lightning Bolt cast


def test_suppression_cloak_makes_the_dummy_pay_for_its_melee_attack(library):
    compiled, config = _setup(library, "Wizard", ["Suppression Cloak"], (), channeling=1, mana=2)
    game = _game(compiled, config, {1: ["suppression-cloak"]}, seed="c")
    game.play_round()  # round 1: it pays 2 of its 3 mana and attacks
    game.play_round()  # round 2: 2 mana, pays again
    game.play_round()  # round 3: 1 mana, cannot pay: no attack
    hits = [e.round for e in game.record.events if e.kind == "attack" and e.data["attacker"] == "target"]
    assert hits == [1, 2]


def test_meditation_amulet_gains_3_mana_when_the_mage_has_nothing_to_attack(library):
    compiled, config = _setup(library, "Druid", ["Meditation Amulet"], (), target=TargetConfig(life=200, distance=2))
    game = Game(compiled, PlanPolicy({1: ["meditation-amulet"]}, compiled), replace(config, opponent=None), "s", True)
    game.play_round()
    assert game.castable(compiled.spells[0]) is False  # one amulet: its slot is taken
    left = game.mana
    game.play_round()  # 2 zones away, its melee cannot reach: Meditate (the bar's 3 mana)
    assert game.mana == left + game.channeling + 3
    near = Game(compiled, PlanPolicy({}, compiled), GameConfig(TargetConfig(life=200)), "s")
    assert not near.castable(compiled.spells[0])  # in reach of its melee, the action is worth more


def test_wand_of_healing_heals_a_hurt_friend_with_its_printed_quick_spell(library):
    compiled, config = _setup(library, "Necromancer", ["Wand of Healing"], ())
    game = _game(compiled, config, {})
    wand = compiled.spells[0]
    assert not game.castable(wand)  # nobody is hurt
    game.mage.damage = 6
    assert game.castable(wand)
    game._resolve(wand)
    game._cast_prepared([])  # its quick spell: 2 mana, 2 attack dice of healing
    healed = [e.data["amount"] for e in game.record.events if e.kind == "heal"]
    assert len(healed) == 1 and game.mage.damage == 6 - healed[0] and game.record.spent == [] and game.mana == 8


def test_defense_ring_adds_one_to_the_mages_defense_roll(library):
    compiled, config = _setup(library, "Forcemaster", ["Defense Ring"], ())
    game = _game(compiled, config, {})
    assert game.mage.defense == 7  # the Forcemaster's printed Defense 7+
    game._resolve(compiled.spells[0])
    assert game.mage.defense == 6  # +1 on the d12: 6 or more now avoids the attack


def test_greedy_strips_the_dummys_armor_first_and_kills_sooner(library):
    """Against a dummy in Rhino Hide and Leather Boots (Armor 3) with Regrowth, the greedy policy
    prepares its Dispel before more creatures; the same games without the Dispel last longer."""
    from spellforge.sim.report.summary import make_setup, run_games

    def book(with_dispel: bool):
        b = Spellbook(name="tiny", mage="Warlord")
        for n in ("Bitterwood Fox", "Bitterwood Fox", "Timber Wolf", "Timber Wolf", "Iron Golem"):
            b.add(library.card_by_name(n).id)
        if with_dispel:
            b.add(library.card_by_name("Dispel").id)
        return b

    kit = DummyConfig(1, 0, cards=("rhino-hide", "leather-boots", "regrowth"))
    means = []
    for with_dispel in (True, False):
        setup = make_setup(book(with_dispel), library, library.mage("Warlord"), TargetConfig(life=30), 25,
                           opponent=kit)
        records = run_games(setup, 120, seed=5)
        if with_dispel:
            assert all(r.cast["dispel"] == 1 for r in records)
            first = setup.game(5, 0, record_events=True).run().events
            assert any(e.kind == "dummy_destroyed" and e.data["card_id"] == "rhino-hide" and e.round == 1 for e in first)
        means.append(sum(r.rounds_to_kill or 26 for r in records) / len(records))
    assert means[0] < means[1] - 0.3, means


def test_the_dummys_seeking_dispel_finds_a_decoy_and_pays_us_2_mana(library):
    compiled, config = _setup(library, "Wizard", ["Decoy", "Block"], ("seeking-dispel",))
    assert not Game(compiled, PlanPolicy({}, compiled), GameConfig(), "s").castable(compiled.spells[0])
    game = _game(compiled, config, {1: ["decoy"]})
    game.play_round()
    # Decoy cast face down for 2; the dummy's Seeking Dispel (2 of its mana) destroys it: +2 for us
    assert game.dm.mana == 19 - 2 and game.dm.seeks_left == 1 and not game.mage.enchantments
    assert game.mana == 10 + 10 - 2 + 2
    assert [e.kind for e in game.record.events if e.kind in ("our_destroyed", "mana_gained")] == [
        "our_destroyed", "mana_gained"]
    game = _game(compiled, config, {1: ["block"]})
    game.play_round()  # with only a Block face down, the Block is what it destroys
    assert not game.mage.block and game.dm.seeks_left == 1


def test_the_dummys_dissolve_takes_our_armor_unless_armor_ward_makes_it_pay_4_more(library):
    compiled, config = _setup(library, "Priest", ["Storm Drake Hide", "Armor Ward"], ("dissolve",), mana=0,
                              channeling=6)
    hide = next(s for s in compiled.spells if s.type == "Equipment")
    ward = next(s for s in compiled.spells if s.type == "Enchantment")
    game = _game(compiled, config, {})
    game._resolve(hide)
    assert game.mage.armor == 2
    game.play_round()  # it has 6 mana: Dissolve (X = 6) destroys the Storm Drake Hide
    assert game.mage.armor == 0 and "storm-drake-hide" not in game.mage.enchantments and game.dm.mana == 0
    game = _game(compiled, config, {})
    for spell in (hide, ward):
        game._resolve(spell)
    assert game.mage.armor == 2 and game._armor_ward is not None
    game.play_round()  # 6 mana pays the X, not the Ward's 4 more: the destruction is prevented
    assert game.mage.armor == 2 and any(e.kind == "countered" for e in game.record.events)


def test_corrosive_orchid_attacks_from_the_next_round_and_its_mist_destroys_an_item(library):
    compiled, config = _setup(library, "Druid", ["Corrosive Orchid"], ("leather-boots",))
    game = _game(compiled, config, {1: ["corrosive-orchid"]})
    game.play_round()
    assert not [e for e in game.record.events if e.kind == "attack" and e.data["attacker"] == "Corrosive Orchid"]
    assert game.target.armor == 1
    game.play_round()  # its 2-dice Corrosive Mist, then the Mist token: pay the Boots' cost (2) to destroy them
    assert [e.data["dice"] for e in game.record.events if e.kind == "attack"
            and e.data["attacker"] == "Corrosive Orchid"] == [2]
    assert game.target.armor == 0 and not game.dm.objects and game._orchids[0][1] == 0
    far = Game(compiled, PlanPolicy({}, compiled), GameConfig(TargetConfig(distance=2)), "s")
    assert not far.castable(compiled.spells[0])  # its attack reaches only its own zone


def test_temple_of_light_pays_x_for_x_dice_and_x_on_the_effect_die(library):
    compiled, config = _setup(library, "Priest", ["Temple of Light"], (), rounds=13)
    temple = compiled.spells[0]
    assert not Game(compiled, PlanPolicy({}, compiled), GameConfig(), "s").castable(temple)  # Stun/Daze need a foe that acts
    game = _game(compiled, config, {1: ["temple-of-light"]}, seed="t")
    game.play_round()
    assert game.record.spent == [9]  # it does not attack in the round it is cast
    rounds = 12
    for _ in range(rounds):
        game.play_round()
    blasts = [e for e in game.record.events if e.kind == "attack" and e.data["attacker"] == "Temple of Light"]
    assert len(blasts) == rounds and all(e.data["dice"] == 1 for e in blasts)  # one temple: X = 1, 1 mana
    assert all(spent >= 1 for spent in game.record.spent[1:])


def test_shift_enchantment_moves_our_hidden_block_to_the_creature_the_dummy_attacks(library):
    compiled, config = _setup(library, "Beastmaster", ["Block", "Timber Wolf", "Shift Enchantment"], ())
    spells = {s.card_id: s for s in compiled.spells}
    game = _game(compiled, config, {})
    game._resolve(spells["block"])  # nobody else in play: the Block waits on the mage
    assert game.mage.block and not game.castable(spells["shift-enchantment"])
    game._resolve(spells["timber-wolf"])
    game.round = 1  # the wolf is ready next round: the dummy will attack it, not the mage
    assert game.castable(spells["shift-enchantment"]) and game.total_cost(spells["shift-enchantment"]) == 1
    game._resolve(spells["shift-enchantment"])
    wolf = game.creatures[0]
    assert not game.mage.block and wolf.block and "block" in wolf.enchantments
