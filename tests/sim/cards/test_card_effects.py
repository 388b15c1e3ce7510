"""The engine applies what the card-effects data (db/effects) says a card does."""

from __future__ import annotations

from spellforge.domain import Spellbook
from spellforge.sim.game.engine import DummyConfig, Game, GameConfig, TargetConfig
from spellforge.sim.game.model import compile_book
from spellforge.sim.policy.policies import DefaultPolicy, PlanPolicy


def _book(library, mage: str, *names: str):
    book = Spellbook(name="tiny", mage=mage)
    for n in names:
        book.add(library.card_by_name(n).id)
    return compile_book(book, library, library.mage(mage))


def _play(compiled, plan: dict[int, list[str]], config=None, seed="s"):
    game = Game(compiled, PlanPolicy(plan, compiled), config or GameConfig(TargetConfig(life=200), 6), seed, True)
    game.run()
    return game


def test_a_ring_makes_matching_spells_cheaper_once_a_round(library):
    # Ring of Curses: Curse spells cost 1 less, once a round (db/effects: cost_modifier, subtype=Curse)
    compiled = _book(library, "Warlock", "Ring of Curses", "Ghoul Rot", "Ghoul Rot")
    ring = next(s for s in compiled.spells if s.card_id == "ring-of-curses")
    assert ring.discounts and ring.discounts[0].subtypes == ("Curse",)
    game = Game(compiled, DefaultPolicy(compiled))
    curse = next(s for s in compiled.spells if s.card_id == "ghoul-rot")
    before = game._discount(curse)
    game._lasting_effects(ring)
    assert before == 0 and game._discount(curse) == 1
    game._discount(curse, use=True)
    assert game._discount(curse) == 0  # used this round


def test_ghoul_rot_damages_the_target_each_upkeep(library):
    compiled = _book(library, "Warlock", "Ghoul Rot")
    rot = compiled.spells[0]
    assert rot.role == "curse" and rot.dot == 2  # errata: 2 poison damage each Upkeep
    game = _play(compiled, {1: ["ghoul-rot"]})
    dots = [e for e in game.record.events if e.kind == "dot"]
    assert dots and all(e.data["damage"] == 2 for e in dots)
    assert dots[0].round == 2  # revealed in round 1, first Upkeep damage in round 2


def test_heal_is_cast_only_on_a_damaged_friend(library):
    compiled = _book(library, "Priestess", "Heal", "Heal")
    heal = compiled.spells[0]
    assert heal.role == "heal" and heal.heal_dice == 8
    passive = Game(compiled, DefaultPolicy(compiled), GameConfig(TargetConfig(life=200), 4), "h")
    passive.run()
    assert not passive.record.cast  # nothing is ever damaged by a passive target
    fighting = Game(compiled, DefaultPolicy(compiled), GameConfig(TargetConfig(life=200), 8, DummyConfig(6)), "h", True)
    fighting.run()
    heals = [e for e in fighting.record.events if e.kind == "heal"]
    assert heals and fighting.record.cast["heal"] >= 1
    assert all(e.data["amount"] > 0 for e in heals)


def test_a_defense_avoids_some_of_the_dummys_attacks(library):
    # Cobra Reflexes: the bearer gains a defense 7+ (db/effects), once a round
    compiled = _book(library, "Beastmaster", "Cobra Reflexes")
    assert compiled.spells[0].defense == 7
    config = GameConfig(TargetConfig(life=500), 15, DummyConfig(3))
    avoided = 0
    for i in range(20):
        game = _play(compiled, {1: ["cobra-reflexes"]}, config, f"d{i}")
        avoided += sum(1 for e in game.record.events if e.kind == "defended")
    # 15 attacks a game from round 2 on, each avoided on 7-12 of a d12 (half of them)
    assert 100 < avoided < 180


def test_regenerate_heals_the_bearer_each_upkeep(library):
    compiled = _book(library, "Druid", "Regrowth")
    assert compiled.spells[0].regen == 2
    game = _play(compiled, {1: ["regrowth"]}, GameConfig(TargetConfig(life=500), 6, DummyConfig(4)), "r")
    regen = [e for e in game.record.events if e.kind == "heal" and e.data["card"] == "Regenerate"]
    assert regen and all(0 < e.data["amount"] <= 2 for e in regen)


def test_an_incantation_buff_lasts_one_round(library):
    compiled = _book(library, "Warlock", "Timber Wolf", "Power Strike")  # no Pet marker
    strike = next(s for s in compiled.spells if s.card_id == "power-strike")
    assert strike.round_buff == {"Melee": 2}
    game = _play(compiled, {1: ["timber-wolf"], 2: ["power-strike"]})
    buffs = [e for e in game.record.events if e.kind == "buff"]
    assert buffs and buffs[0].round == 2
    who = buffs[0].data["target"]  # the wolf or the mage: whoever gains most
    melee = [e for e in game.record.events if e.kind == "attack" and e.data["attacker"] == who
             and e.data["attack"] != "Arcane Zap"]
    by_round = {e.round: e.data["dice"] for e in melee}
    assert by_round[2] == by_round[3] + 2  # +2 dice in round 2 only


def test_a_spawnpoint_casts_only_the_creatures_its_card_allows(library):
    # Temple of Asyra may summon 1 Holy creature (db/effects: summon, school=Holy); a Nature
    # creature is the mage's to cast. It needs 2 mana on it first ("min=2 mana on it"), and it
    # channels 1 a round, so the need is enforced, not an approximation (issue 47).
    from spellforge.sim.game.objects import Spawnpoint

    compiled = _book(library, "Priestess", "Temple of Asyra", "Asyran Cleric", "Bitterwood Fox")
    temple, cleric, fox = (next(s for s in compiled.spells if s.card_id == cid)
                           for cid in ("temple-of-asyra", "asyran-cleric", "bitterwood-fox"))
    assert temple.spawnpoint and dict(temple.spawn_rule) == {"school": "Holy", "mana": "2"}
    assert not any("mana it needs on it" in a for a in temple.approximations)
    game = Game(compiled, DefaultPolicy(compiled))
    spawn = Spawnpoint(temple.name, temple.card_id, temple.own_channeling, temple.spawn_rule)
    game.spawnpoints.append(spawn)
    spawn.pool = 1
    assert game.mana_for(cleric) == game.mana  # 1 mana on it: it may not summon yet
    spawn.pool = 2
    assert game.mana_for(cleric) == game.mana + 2
    assert game.mana_for(fox) == game.mana  # not Holy


def test_ki_is_the_monks_own_resource_not_mana(library):
    # Meditation gives 3 Ki (db/effects gain_ki), never mana; Flying Side Kick pays 2 Ki for 2
    # more attack dice (pay=2 Ki). Round 1 meditates, round 2 kicks with Ki, round 3 without.
    compiled = _book(library, "Monk", "Meditation", "Flying Side Kick", "Flying Side Kick")
    meditation, kick = (next(s for s in compiled.spells if s.card_id == cid) for cid in ("meditation", "flying-side-kick"))
    assert meditation.tags.get("ki") == 3 and (kick.tags.get("ki_cost"), kick.tags.get("ki_dice")) == (2, 2)
    game = Game(compiled, PlanPolicy({1: ["meditation"], 2: ["flying-side-kick"], 3: ["flying-side-kick"]}, compiled),
                GameConfig(TargetConfig(life=200), 3), "ki", True)
    game.play_round()
    mana_after_round_1 = game.mana
    assert game.ki == 3
    gained = [e for e in game.record.events if e.kind == "ki_gained"]
    assert [(e.data["card_id"], e.data["amount"]) for e in gained] == [("meditation", 3)]
    game.play_round()
    spent = [e for e in game.record.events if e.kind == "ki_spent"]
    assert [(e.round, e.data["amount"], e.data["dice"]) for e in spent] == [(2, 2, 2)] and game.ki == 1
    game.play_round()
    assert len([e for e in game.record.events if e.kind == "ki_spent"]) == 1  # 1 Ki left: no bonus
    assert mana_after_round_1 <= compiled.mage.starting_mana + compiled.mage.channeling  # no mana from Ki


def test_ki_is_gained_only_when_the_book_spends_it(library):
    compiled = _book(library, "Monk", "Meditation")
    game = Game(compiled, DefaultPolicy(compiled))
    meditation = compiled.spells[0]
    assert game.ki_wanted is False and game.tactic_castable(meditation) is False



def test_a_familiar_with_two_cast_rows_casts_what_either_allows(library):
    # Sersiryx casts level 1-2 Fire attacks or level 1-2 Curse enchantments (two `cast,familiar`
    # rows: either one allows; one row with both school and subtype would allow neither).
    names = ("Fireball", "Ghoul Rot", "Firestorm", "Arc Lightning", "Firebrand Imp")
    compiled = _book(library, "Warlock", "Sersiryx, Imp Familiar", *names)
    by_name = {s.name: s for s in compiled.spells}
    limit = by_name["Sersiryx, Imp Familiar"].cast_limit
    assert [limit.allows(by_name[n]) for n in names] == [True, True, False, False, False]
