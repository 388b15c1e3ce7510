"""The campaign actions beyond the acceptance cases: the emporium's faces and visits, the tavern,
the stash, artifacts' charges and the ghost penalty at the end of a scenario."""

from __future__ import annotations

import pytest

from spellforge.games.swordsorcery import actions
from spellforge.games.swordsorcery.actions import Refused
from spellforge.games.swordsorcery.campaign import Campaign, HeroState, ItemEntry, parse_campaign
from tests.games.swordsorcery.conftest import box_library

PAIRED = "Ножи,emporium,front,Эльфийские ножи,,,,,,,,again\nЭльфийские ножи,emporium,back,Ножи,,,,,,,,again\n"


def party(**kw):
    return Campaign(heroes=[HeroState("Шая", "Плут", crowns=kw.pop("crowns", 0)), HeroState("Лайгон", "Рейнджер")],
                    **kw)


def refused(fn, *args) -> str:
    with pytest.raises(Refused) as exc:
        fn(*args)
    return exc.value.problem.code


def test_an_emporium_card_keeps_its_side_until_a_new_visit_pays_the_other_in_full():
    lib = box_library(PAIRED)
    c = actions.buy(party(crowns=120), lib, "Шая", "Ножи")
    assert c.heroes[0].crowns == 90
    assert refused(actions.upgrade, c, lib, "Шая", "Ножи") == "same_visit"  # 002 L2317
    c = actions.upgrade(actions.visit(c), lib, "Шая", "Ножи")
    assert c.heroes[0].inventory == [ItemEntry("Эльфийские ножи", visit=1)] and c.heroes[0].crowns == 20
    assert refused(actions.upgrade, actions.visit(c), lib, "Шая", "Корд") == "not_carried"
    assert refused(actions.forge, c, lib, "Шая", "Эльфийские ножи") == "not_forgeable"  # already the upgraded side


def test_the_tavern_is_once_per_hero_per_visit():
    lib = box_library()
    c = actions.tavern(party(crowns=10), lib, "Шая", 20)
    assert c.heroes[0].crowns == 25  # 10 - 5 + 20 (002 L2359-2370)
    assert refused(actions.tavern, c, lib, "Шая", 0) == "tavern_once"
    assert refused(actions.tavern, c, lib, "Лайгон", 0) == "not_enough_crowns"
    assert refused(actions.tavern, actions.visit(c), lib, "Шая", 30) == "tavern_prize"
    assert actions.tavern(actions.visit(c), lib, "Шая", 0).heroes[0].crowns == 20


def test_the_stash_keeps_what_a_hero_leaves():
    lib = box_library()
    c = party()
    c.heroes[0].inventory = [ItemEntry("Бинты")]
    c = actions.stash(c, lib, "Шая", "Bandages")
    assert c.stash == [ItemEntry("Бинты")] and c.heroes[0].inventory == []
    c = actions.stash(c, lib, "Лайгон", "Бинты", take=True)
    assert c.heroes[1].inventory == [ItemEntry("Бинты")] and c.stash == []


def test_end_of_scenario_recharges_artifacts_reverts_the_forge_and_a_ghost_loses_a_card():
    lib = box_library()
    c = party(crowns=50)
    c.heroes[0].equipped = {"artifact": ItemEntry("Амулет", charges=1), "armour": ItemEntry("Чешуйчатый доспех"),
                            "main": ItemEntry("Корд", forged=True)}
    c.heroes[1].equipped = {"main": ItemEntry("Корд"), "armour": ItemEntry("Чешуйчатый доспех")}
    c.heroes[1].ghost = True
    ended = actions.end_scenario(c, lib, {"Laigon": "armour"})
    shaya, laigon = ended.heroes
    assert shaya.equipped["artifact"].charges == 2 and not shaya.equipped["main"].forged  # 002 L1764, L2349
    assert laigon.equipped == {"main": ItemEntry("Корд")}  # 002 L2192
    again = actions.end_scenario(actions.end_scenario(ended, lib), lib)
    assert again.heroes[0].equipped["artifact"].charges == 3  # not above its 3 charges
    assert actions.end_scenario(again, lib).heroes[0].equipped["artifact"].charges == 3
    drawn = {tuple(actions.end_scenario(c, lib, seed=s).heroes[1].equipped) for s in range(8)}
    assert drawn == {("main",), ("armour",)}  # a seeded draw among the cards used
    assert actions.new_entry(lib, "Амулет") == ItemEntry("Амулет", charges=3)  # found with every charge (L1760)


def test_a_campaign_file_round_trips_without_losing_anything():
    lib = box_library()
    c = party(crowns=30, shards=12)
    c.heroes[0].skills = []
    c = actions.buy(c, lib, "Шая", "Бинты")
    c, _ = actions.level_up(c, lib, "Шая")
    c.heroes[0].equipped["artifact"] = ItemEntry("Амулет", charges=0)
    back = parse_campaign(c.dumps())
    assert back.to_json() == c.to_json() and back.heroes[0].equipped["artifact"].charges == 0


def test_crowns_pass_between_heroes_never_pooled():
    lib = box_library()
    c = actions.give(party(crowns=30), lib, "Шая", "Лайгон", 20)
    assert [h.crowns for h in c.heroes] == [10, 20]
    assert refused(actions.give, c, lib, "Шая", "Лайгон", 11) == "not_enough_crowns"
    from spellforge.games.swordsorcery.messages import translator

    assert actions.describe(c.log[-1], lib, "ru", translator("ru")) == "Шая: передано крон: 20, получатель: Лайгон."
