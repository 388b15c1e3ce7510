"""Printed limits the goldfish enforces, each read from the log of a seeded game of a real book
(issue 30): spawnpoints and familiars cast only what their card-effects rows allow, Arcane Zap once
a round, Rot 1 a round, a creature's printed Regenerate, our mage walking into range."""

from __future__ import annotations

from collections import Counter

from spellforge.domain import Spellbook
from spellforge.formats.templates import list_templates, load_template
from spellforge.sim.game.engine import DummyConfig, GameConfig, TargetConfig
from spellforge.sim.game.events import describe
from spellforge.sim.report.summary import make_setup


def _official(library, name: str) -> Spellbook:
    return next(load_template(t, library) for t in list_templates() if t.category in ("core", "official")
                and t.name == name)


def _events(library, book: Spellbook, games: int = 30, seed: int = 1, policy: str = "greedy", **kw):
    target = kw.pop("target", TargetConfig())
    setup = make_setup(book, library, library.mage(book.mage), target, policy=policy, **kw)
    for i in range(games):
        yield from setup.game(seed, i, record_events=True).run().events


def test_battle_forge_casts_only_equipment_and_huginn_only_low_incantations(library):
    types = Counter()
    for name in ("Warlock", "Warlord (Anvil Throne)", "Wizard"):
        for e in _events(library, _official(library, name)):
            if e.kind == "cast" and e.data["how"] in ("deployment", "familiar"):
                card = library.card(e.data["card_id"])
                types[(e.data["caster_id"], card.type)] += 1
                if e.data["caster_id"] == "huginn-raven-familiar":
                    assert card.type == "Incantation" and card.level <= 2, describe(e)
                if e.data["caster_id"] == "pentagram":
                    assert "Dark" in [s.school for s in card.schools] and not card.has_trait("Nonliving"), describe(e)
    assert {t for (caster, t) in types if caster == "battle-forge"} == {"Equipment"}
    assert types[("pentagram", "Creature")] > 0  # the Pentagram still summons its Dark creatures


def _games(library, book, games, seed=1, policy="greedy", target=None, **kw):
    setup = make_setup(book, library, library.mage(book.mage), target or TargetConfig(), policy=policy, **kw)
    return [setup.game(seed, i, record_events=True).run().events for i in range(games)]


def test_arcane_zap_once_a_round(library):
    book = Spellbook(name="zap", mage="Wizard")  # nothing to cast: the Wizard zaps with what it has
    zapped = 0
    for events in _games(library, book, 10, target=TargetConfig(distance=None)):
        per_round = Counter(e.round for e in events if e.kind == "attack" and e.data["attack"] == "Arcane Zap")
        zapped += sum(per_round.values())
        assert max(per_round.values(), default=0) == 1  # once a round (L1813), not action + quickcast
    assert zapped > 0


def test_rot_deals_one_damage_a_round(library):
    rots = [e for e in _events(library, _official(library, "Warlock"), games=40, target=TargetConfig(distance=None)) if e.kind == "rot"]
    assert rots and {e.data["damage"] for e in rots} == {1}


def test_a_creatures_printed_regenerate_heals_it(library):
    book = Spellbook(name="hydra", mage="Wizard")
    book.add("darkfenne-hydra", 2)
    heals = [e for e in _events(library, book, games=20, target=TargetConfig(distance=None),
                                opponent=DummyConfig(dice=6))
             if e.kind == "heal" and e.data["target"] == "Darkfenne Hydra"]
    assert heals and all(0 < e.data["amount"] <= 2 for e in heals)  # Regenerate 2 (L532, L1402)


def test_the_mage_walks_into_range_by_default_and_casts_its_attack_spells(library):
    book = _official(library, "Warlock")
    fireballs = 0
    for events in _games(library, book, 20, policy="planner", target=TargetConfig(distance=5)):
        dist = 5
        for e in events:
            if e.kind == "move" and e.data["attacker_id"] == "":
                assert e.data["dist"] == dist - 1  # one zone a move (L690-695)
                dist -= 1
            if e.kind == "cast" and e.data["card_id"] == "fireball":
                assert dist <= 2  # Fireball's range 0-2
                fireballs += 1
            if e.kind == "attack" and e.data["attacker"] == "Warlock" and e.data["attack"] == "Basic Melee Attack":
                assert dist == 0, describe(e)  # melee only in the target's zone
    assert fireballs > 0


def test_weak_lands_on_the_dummy_and_every_effect_die_is_logged(library):
    book = Spellbook(name="archers", mage="Wizard")
    book.add("gorgon-archer", 3)  # Poison Bow: 4-9 Weak, 10+ 2 Weak
    events = [e for e in _events(library, book, games=20, target=TargetConfig(distance=None),
                                 opponent=DummyConfig(dice=6))]
    rolls = [e for e in events if e.kind == "effect_roll" and e.data["attack"] == "Poison Bow"]
    assert rolls
    for e in rolls:  # the logged roll decides the row (L2432)
        want = {} if e.data["roll"] < 4 else {"Weak": 1} if e.data["roll"] <= 9 else {"Weak": 2}
        assert e.data["effects"] == want, describe(e)
    assert any(e.data["effects"] for e in rolls)
    # the Weak target's melee rolls fewer dice: 6 dice less its Weak tokens
    dummy = [e.data["dice"] for e in events if e.kind == "attack" and e.data["foe"] != "target"]
    assert dummy and min(dummy) < 6


def test_mind_control_reveals_for_twice_the_guards_level(library):
    book = Spellbook(name="control", mage="Forcemaster")
    book.add("mind-control", 2)
    reveals = [e for e in _events(library, book, games=10, target=TargetConfig(distance=None, guard_life=8))
               if e.kind == "reveal" and e.data["card_id"] == "mind-control"]
    assert reveals and {e.data["cost"] for e in reveals} == {4}  # 2X, X = the guard's level 2 (L797, L1054)


def test_mind_control_pays_its_upkeep_x_and_lapses_unpaid(library):
    from spellforge.sim.game.engine import Game
    from spellforge.sim.game.model import compile_book
    from spellforge.sim.policy.policies import PlanPolicy

    book = Spellbook(name="control", mage="Forcemaster")
    book.add("mind-control", 1)
    compiled = compile_book(book, library, library.mage("Forcemaster"))
    game = Game(compiled, PlanPolicy({1: ["mind-control"]}, compiled),
                GameConfig(TargetConfig(life=300, guard_life=300), 6), "mc", True)
    for _ in range(3):
        game.play_round()
    upkeep = [e for e in game.record.events if e.kind == "upkeep" and e.data["card_id"] == "mind-control"]
    assert [(e.round, e.data["cost"]) for e in upkeep] == [(2, 2), (3, 2)]  # Upkeep +X, X = the guard's level 2
    melee = {e.data["foe"] for e in game.record.events if e.kind == "attack" and e.round == 3}
    assert melee == {"target"}  # the guard is ours: our mage's melee reaches the target
    game.mana, game.channeling = 0, 1  # round 4: 1 mana, the Upkeep of 2 cannot be paid
    game.play_round()
    round4 = [e for e in game.record.events if e.round == 4]
    assert any(e.kind == "upkeep_lost" and e.data["card_id"] == "mind-control" for e in round4)
    assert game.guard.alive  # control ends (L2356-2360): the guard stands for the target again
    game.play_round()  # the Stun of the destroyed Mind Control is gone: it guards, melee hits it
    assert {e.data["foe"] for e in game.record.events if e.kind == "attack" and e.round == 5
            and e.data["attack"] == "Basic Melee Attack"} == {"guard"}


def test_dancing_scimitar_pays_its_upkeep_and_attacks_on_its_own(library):
    book = Spellbook(name="scimitar", mage="Forcemaster")
    book.add("dancing-scimitar", 1)
    for events in _games(library, book, 5, target=TargetConfig(distance=None)):
        cast = next(e.round for e in events if e.kind == "cast" and e.data["card_id"] == "dancing-scimitar")
        upkeep = {e.round for e in events if e.kind == "upkeep" and e.data["card_id"] == "dancing-scimitar"}
        last = max(e.round for e in events)
        assert upkeep == set(range(cast + 1, last + 1))  # Upkeep +1 every round after it came (L2356)
        own = [e for e in events if e.kind == "attack" and e.data["attacker_id"] == "dancing-scimitar"]
        assert own and min(e.round for e in own) == cast + 1  # Autonomous: its own attack (L528-530)
        # the Forcemaster never swings the scimitar herself: her melee stays her own
        assert not [e for e in events if e.kind == "attack" and e.data["attacker_id"] == ""
                    and e.data["attack"] != "Basic Melee Attack" and "Scimitar" in e.data["attack"]]


def test_zone_exclusive_conjurations_one_a_zone(library):
    book = Spellbook(name="forges", mage="Warlock")
    book.add("battle-forge", 4)  # Zone Exclusive, range 0-1: 3 zones from a corner (L986)
    for item in ("leather-boots", "leather-gloves", "fireshaper-ring", "ring-of-curses"):
        book.add(item, 1)
    for events in _games(library, book, 5, target=TargetConfig(distance=None)):
        forges = [e for e in events if e.kind == "cast" and e.data["card_id"] == "battle-forge"]
        assert len(forges) == 3


def test_the_dummy_acts_first_in_the_rounds_it_has_the_initiative(library):
    book = Spellbook(name="bats", mage="Warlock")
    book.add("darkfenne-bat", 4)
    orders = set()
    for events in _games(library, book, 10, target=TargetConfig(distance=None), opponent=DummyConfig(dice=2)):
        cast_at: dict[int, int] = {}
        dummy_at: dict[int, int] = {}
        for i, e in enumerate(events):
            if e.kind == "cast":
                cast_at.setdefault(e.round, i)
            elif e.kind in ("attack", "missed") and e.data["attacker_id"] == "target":
                dummy_at.setdefault(e.round, i)
        # rounds where we cast and the dummy attacked: did it act before our first spell?
        first = {r: dummy_at[r] < cast_at[r] for r in cast_at if r in dummy_at}
        # the Initiative passes every round (L472-478): who goes first alternates
        rounds = sorted(first)
        for a, b in zip(rounds, rounds[1:]):
            if b == a + 1:
                assert first[a] != first[b], (a, first)
        orders.update(first.values())
    assert orders == {True, False}  # round 1's roll goes either way (L432)


def test_a_zone_attack_hits_our_creatures_in_the_zone(library):
    book = Spellbook(name="flash", mage="Priestess")
    book.add("blinding-flash", 4)  # a zone attack (L1276-1278)
    book.add("bitterwood-fox", 2)
    hits = [e for e in _events(library, book, games=20, target=TargetConfig(distance=None))
            if e.kind == "attack" and e.data["attacker_id"] == "blinding-flash"]
    assert {e.data["foe"] for e in hits} >= {"target", "Bitterwood Fox"}


def test_psi_orb_lowers_mind_controls_upkeep_on_the_guard_to_1(library):
    # the judge's "Mind Control's upkeep on the guard charged 1 instead of 2": Upkeep +X (X = 2,
    # the guard's level) less Psi-Orb's 1 on each of up to three Mind spells (its row); the log
    # names the cut and the card that makes it
    from spellforge.sim.game.engine import Game
    from spellforge.sim.game.events import describe
    from spellforge.sim.game.model import compile_book
    from spellforge.sim.policy.policies import PlanPolicy

    paid = {}
    for orb in (False, True):
        book = Spellbook(name="control", mage="Forcemaster")
        book.add("mind-control", 1)
        plan = {1: ["mind-control"]}
        if orb:
            book.add("psi-orb", 1)
            plan = {1: ["mind-control"], 2: ["psi-orb"]}  # Psi-Orb once there is an upkeep to cut
        compiled = compile_book(book, library, library.mage("Forcemaster"))
        game = Game(compiled, PlanPolicy(plan, compiled), GameConfig(TargetConfig(life=300, guard_life=300), 5),
                    "mc", True)
        events = game.run().events
        ups = [e for e in events if e.kind in ("upkeep", "upkeep_cut") and e.data["card_id"] == "mind-control"
               and e.round >= 3]
        assert ups
        paid[orb] = {e.data["cost"] for e in ups}
        if orb:
            assert all(e.kind == "upkeep_cut" and e.data["by_ids"] == ["psi-orb"] for e in ups)
            assert describe(ups[0]) == "Upkeep 1 paid for Mind Control (1 less: Psi-Orb)"
    assert paid == {False: {2}, True: {1}}
