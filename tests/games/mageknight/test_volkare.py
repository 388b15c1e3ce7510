"""General Volkare (MK L2575-2790, his scenarios L2999-3454): each count of the setup sheets
against the seed's line, his army by level, his deck, his turns, the map walker and the battle
sheet."""

from __future__ import annotations

import json

import pytest

from spellforge.cli import main
from spellforge.games.mageknight import volkare, volkare_turn
from spellforge.games.mageknight.library import MKDataError
from spellforge.games.mageknight.store import library
from spellforge.games.mageknight.volkare_map import Board, Hero, distance


@pytest.fixture(scope="module")
def data():
    return volkare.load()


@pytest.fixture(scope="module")
def lib():
    return library()


def _run(capsys, *argv):
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


# --- his army (MK L2585-2606) -----------------------------------------------------------------

@pytest.mark.parametrize("level, counts", [
    (4, (1, 1, 2)), (5, (1, 1, 2)), (6, (1, 1, 3)), (7, (1, 2, 2)), (8, (1, 1, 2, 2)), (9, (1, 1, 2, 3)),
    (10, (1, 1, 2, 5)), (11, (2, 2, 5)), (12, (2, 2, 6)), (13, (2, 2, 7)), (14, (2, 3, 6)), (15, (2, 1, 3, 6))])
def test_army_table_is_the_seeds(data, level, counts):
    """The figure's window, L2600-2606: the non-zero counts in white, grey, red, green order."""
    assert tuple(n for n in volkare.army(data, level).values() if n) == counts


def test_levels_above_the_base(data):
    # "set half the level and give twice the tokens" (L2585-2587): 16 = 8 doubled
    assert volkare.level_parts(16) == [8, 8]
    assert volkare.army(data, 16) == {c: 2 * n for c, n in volkare.army(data, 8).items()}
    # 36: three times level 12 = (6 6 18), the seed's first example (L2591-2593)
    assert volkare.army(data, 36) == {"white": 6, "grey": 0, "red": 6, "green": 18}
    # 15 + 15 + 6 = (5 2 7 15) in white, grey, red, green (L2594): the colours' order
    assert [sum(data.army[p][c] for p in (15, 15, 6)) for c in volkare.COLOURS] == [5, 2, 7, 15]
    with pytest.raises(volkare.VolkareError, match="never below 4"):
        volkare.level_parts(3)  # L2585


def test_a_bad_row_names_its_file_and_line(tmp_path):
    for name in ("volkare_army.csv", "volkare_scenarios.csv"):
        (tmp_path / name).write_text((volkare.data_dir() / name).read_text(encoding="utf-8"), encoding="utf-8")
    path = tmp_path / "volkare_army.csv"
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[3] = lines[3].replace("6,1,0,1,3", "6,1,0,x,3")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(MKDataError, match=r"volkare_army\.csv:4: column 'red' must be a whole number"):
        volkare.load(tmp_path)


# --- the setup sheets: one test per seed line --------------------------------------------------

@pytest.mark.parametrize("scenario, fight, cities, levels", [
    ("volkares-return", "daring", (4, 6, 8, 10), (5, 10, 15, 20)),  # L3027
    ("volkares-return", "heroic", (6, 9, 12, 16), (8, 16, 24, 32)),  # L3028
    ("volkares-return", "legendary", (10, 14, 18, 22), (12, 24, 36, 48)),  # L3029
    ("volkares-return-quick", "daring", (3, 4, 5, 6), (4, 8, 12, 16)),  # L3259
    ("volkares-return-quick", "heroic", (4, 6, 8, 10), (6, 12, 18, 26)),  # L3260
    ("volkares-return-quick", "legendary", (5, 8, 11, 14), (8, 16, 24, 32)),  # L3261
    ("volkares-quest", "daring", (3, 4, 4, 5), (8, 14, 20, 26)),  # L3297
    ("volkares-quest", "heroic", (4, 4, 5, 5), (10, 18, 26, 34)),  # L3298
    ("volkares-quest", "legendary", (4, 5, 5, 6), (14, 26, 38, 50)),  # L3299
])
def test_fight_level_rows(data, scenario, fight, cities, levels):
    for players in (1, 2, 3, 4):
        s = volkare.sheet(data, scenario, players, fight)
        assert set(s.city_levels) == {cities[players - 1]} and s.volkare_level == levels[players - 1]
        assert s.army_tokens == sum(volkare.army(data, s.volkare_level).values())


@pytest.mark.parametrize("scenario, race, wounds, wavering", [
    ("volkares-return", "walk", 18, (1, 2, 3, 4)),  # L3033
    ("volkares-return", "trot", 15, (2, 3, 4, 5)),  # L3034
    ("volkares-return", "gallop", 12, (3, 4, 5, 6)),  # L3035
    ("volkares-return-quick", "walk", 16, (1, 2, 3, 4)),  # L3265
    ("volkares-return-quick", "trot", 13, (2, 3, 4, 5)),  # L3266
    ("volkares-return-quick", "gallop", 10, (3, 4, 5, 6)),  # L3267
    ("volkares-quest", "walk", 20, (1, 2, 3, 4)),  # L3297
    ("volkares-quest", "trot", 16, (2, 3, 4, 5)),  # L3298
    ("volkares-quest", "gallop", 12, (3, 4, 5, 6)),  # L3299
])
def test_race_level_rows(data, scenario, race, wounds, wavering):
    for players in (1, 2, 3, 4):
        s = volkare.sheet(data, scenario, players, race=race)
        assert (s.deck_wounds, s.wavering_units) == (wounds, wavering[players - 1])
        assert s.deck_size == 16 + 4 + wounds  # L3056-3059, L3322-3325


@pytest.mark.parametrize("scenario, countryside, core, cities, line", [
    ("volkares-return", (7, 8, 10, 12), (1, 2, 3, 4), (1, 1, 1, 1), "L3044-3046"),
    ("volkares-return-quick", (5, 6, 8, 10), (1, 1, 2, 3), (1, 1, 1, 1), "L3253-3255"),
    ("volkares-quest", (8, 9, 11, 12), (4, 3, 4, 3), (2, 2, 3, 3), "L3308-3310"),
])
def test_tiles(data, scenario, countryside, core, cities, line):
    for players in (1, 2, 3, 4):
        s = volkare.sheet(data, scenario, players)
        assert (s.countryside_tiles, s.core_tiles, s.core_city_tiles) == (
            countryside[players - 1], core[players - 1], cities[players - 1]), line


def test_offers_rounds_and_outcomes(data):
    # Volkare counts as a player: real players + 3 (L3052, L3316); quick: one more (L3248)
    for players in (1, 2, 3, 4):
        assert volkare.sheet(data, "volkares-return", players).source_dice == players + 3
        assert volkare.sheet(data, "volkares-quest", players).unit_offer == players + 3
        quick = volkare.sheet(data, "volkares-return-quick", players)
        assert (quick.unit_offer, quick.starting_fame, quick.starting_reputation) == (players + 4, 1, 2)
        assert quick.source_dice == players + 4  # the quick Conquest's extra die too (L3248, L1418)
        assert volkare.sheet(data, "volkares-quest", players).source_dice == players + 3  # L3316
    assert [volkare.sheet(data, s, 1).rounds for s in volkare.SCENARIOS] == [6, 4, 6]  # L3005, L3244, L3273
    ret, quest = volkare.sheet(data, "volkares-return", 2), volkare.sheet(data, "volkares-quest", 2)
    assert ret.defeat == ["volkare_enters_city", "city_attacked_twice_undefended", "round_limit"]  # L3203-3205
    assert quest.defeat == ["volkare_enters_portal"] and quest.victory == ["army_destroyed"]  # L3421-3422
    assert "no_grey_tokens" in quest.rules and "grey_token_per_unit" in ret.rules  # L3363, L3098
    assert "tactics_solo" in volkare.sheet(data, "volkares-quest", 1).rules  # L3342-3343
    assert ret.remove_spells == ret.deck_spells == [109, 110, 111, 112]  # L3048, L3058
    assert volkare.score_bonus("heroic", "trot", 6) == (40 + 12) * 1.5  # L3217-3219


def test_setup_cli(capsys):
    rc, out, _ = _run(capsys, "mk", "setup", "volkares-quest", "--players", "3", "--fight", "legendary",
                      "--race", "gallop", "--json")
    sheet = json.loads(out)["sheet"]
    assert rc == 0 and (sheet["volkare_level"], sheet["level_parts"], sheet["deck_wounds"]) == (38, [13, 13, 12], 12)
    assert sheet["cites"]["volkare_level"] == "MK L3295-3299"
    rc, out, _ = _run(capsys, "mk", "setup", "volkares-return", "--players", "2", "--lang", "ru")
    assert "Возвращение Волкара" in out and "Уровень Волкара: 10" in out
    rc, _, err = _run(capsys, "mk", "setup", "volkares-return", "--players", "2", "--coop")
    assert rc == 2 and "--coop" in err


# --- his turns --------------------------------------------------------------------------------

def test_his_deck(lib):
    cards = volkare_turn.deck(lib, "goldyx", 15)
    assert len(cards) == 35  # 16 + 4 + 15 (L3056-3059)
    assert sorted(c.id for c in cards if c.kind == "spell") == ["energy_flow", "mana_claim", "mana_meltdown",
                                                                 "mind_read"]  # 109-112


def test_wound_rests_and_a_unit_joins_him(lib):
    import random

    v = volkare_turn.Volkare([volkare_turn.Card("wound", "wound", "")] * 6, "volkares-return", wavering=4)
    v.start_round()
    rng = random.Random(5)
    turns = [v.flip(rng) for _ in range(6)]
    left = [t for t in turns if t["unit_slot"] is not None]
    # a slot empties once per round (L3096); each unit that leaves adds a grey token (L3098)
    assert len({t["unit_slot"] for t in left}) == len(left) == v.grey_joined == v.units_lost
    assert all(t["steps"] == 0 for t in turns)
    q = volkare_turn.Volkare([volkare_turn.Card("wound", "wound", "")] * 6, "volkares-quest", wavering=4)
    q.start_round()
    rng = random.Random(5)
    for _ in range(6):
        q.flip(rng)
    assert q.units_lost and q.grey_joined == 0  # L3363


def test_steps_by_card_and_phase():
    red_spell = {"kind": "spell", "colour": "red", "steps": 2}
    assert volkare_turn.steps_of(red_spell, city_phase=False) == 0  # red: no move, an attack (L3127-3131)
    assert volkare_turn.steps_of(red_spell, city_phase=True) == 2  # red counts as blue (L3147)
    assert volkare_turn.steps_of({"kind": "action", "colour": "green", "steps": 1}, False) == 1  # L3112
    v = volkare_turn.Volkare([], "volkares-return", 0)
    v.start_round()
    import random

    rage = v.flip(random.Random(1))  # an empty deck: a blue spell, no reroll (L3169)
    assert (rage["kind"], rage["colour"], rage["steps"], rage["reroll"]) == ("rage", "blue", 2, None)


def test_same_seed_same_json(capsys):
    argv = ("mk", "volkare", "--players", "2", "--seed", "9", "--simulate", "300", "--json")
    _, first, _ = _run(capsys, *argv)
    _, second, _ = _run(capsys, *argv)
    assert first == second
    data = json.loads(first)
    assert sum(data["race"]["by_round"].values()) + data["race"]["later"] == 300
    for more in (("--scenario", "volkares-quest", "--players", "3", "--seed", "4", "--json"),
                 ("--battle", "--players", "3", "--heroes", "2", "--seed", "4", "--json")):
        once, again = (_run(capsys, "mk", "volkare", *more)[1] for _ in range(2))
        assert once == again and json.loads(once)  # the Quest's turns and the battle sheet too
    walked = [t["walked"] for t in data["turns"]]
    assert walked == sorted(walked) and data["deck_size"] == 38  # race walk: 18 wounds (L3033)


# --- the map walker (L2579, L3104-3155) --------------------------------------------------------

DIRS = {"green": 0, "blue": 1, "white": 3, "red": 4}  # a card's arrows, given as the scenario card's


def test_first_phase_moves_and_attacks():
    anna, boris = Hero("Anna", (1, 0), fame=12, order=2), Hero("Boris", (0, 1), fame=12, order=1)
    b = Board((0, 0), DIRS, [anna, boris], explored={(0, 0), (1, 0), (0, 1)})
    # a green action: one hex east, onto Anna: he attacks her and, ending there, she retreats (L3116, L3187)
    assert b.play("action", "green") == [{"event": "moves", "to": [1, 0], "direction": 0},
                                         {"event": "attacks_hero", "hero": "Anna", "retreats": True}]
    # a green spell: two hexes; off the explored map a tile is revealed (L3114, L3119)
    events = b.play("spell", "green")
    assert [e["event"] for e in events] == ["moves", "reveals_tile", "moves", "reveals_tile"] and b.volkare == (3, 0)


def test_a_fixed_map_terrain_sites_and_rampaging_enemies_do_not_stop_him():
    """MK L2579, L2680: he goes where the card says across a lake and a mountain (no hero could),
    never draws in the rampaging orcs beside his way, and attacks a hero in a keep: the keep does
    not fortify the hero, who retreats as he ends his turn there (L3116, L3187)."""
    terrain = {(1, 0): "lake", (2, 0): "mountains", (3, 0): "keep", (2, 1): "orcs (rampaging)", (4, 0): "plains"}
    anna = Hero("Anna", (3, 0), fame=10, order=1)
    b = Board((0, 0), DIRS, [anna], terrain=terrain)
    # a green spell: two hexes east, through the lake onto the mountains, both next to the orcs
    assert b.play("spell", "green") == [{"event": "moves", "to": [1, 0], "direction": 0, "terrain": "lake"},
                                        {"event": "moves", "to": [2, 0], "direction": 0, "terrain": "mountains"}]
    assert b.play("action", "green") == [  # onto the keep: Anna is attacked unfortified and retreats
        {"event": "moves", "to": [3, 0], "direction": 0, "terrain": "keep"},
        {"event": "attacks_hero", "hero": "Anna", "site": "keep", "fortified": False, "retreats": True}]
    anna.pos = (4, 0)  # she retreated east; a red card: he attacks her where she stands (L3127)
    assert b.play("action", "red") == [{"event": "attacks_hero", "hero": "Anna", "retreats": False,
                                        "site": "plains", "fortified": False}]
    assert b.volkare == (3, 0)  # red never moves him in the first phase


def test_a_spell_passing_a_hero_does_not_make_him_retreat():
    anna = Hero("Anna", (0, 1), fame=5, order=1)
    b = Board((0, 0), DIRS, [anna])
    events = b.play("spell", "blue")  # first step onto Anna, then on: she does not retreat (L3125)
    assert {"event": "attacks_hero", "hero": "Anna", "retreats": False} in events and b.volkare == (0, 2)


def test_red_card_picks_the_most_famous_neighbour():
    near = [Hero("A", (1, 0), 7, 2), Hero("B", (0, 1), 9, 3), Hero("C", (-1, 0), 9, 1), Hero("D", (2, 0), 30, 4)]
    b = Board((0, 0), DIRS, near)
    # the most fame, a tie to the earlier in turn order; he does not move (L3127-3129)
    assert b.play("action", "red") == [{"event": "attacks_hero", "hero": "C", "retreats": False}]
    assert b.volkare == (0, 0)
    far = Board((0, 0), DIRS, [Hero("D", (2, 0), 30, 4)])
    assert far.play("action", "red") == [{"event": "no_target"}]
    assert far.play("spell", "red") == [{"event": "attacks_hero", "hero": "D", "retreats": False}]  # L3131


def test_second_phase_runs_to_the_city():
    b = Board((0, 0), DIRS, city=(3, 0))
    for _ in range(2):
        before = distance(b.volkare, b.city)
        b.play("action", "red")  # red counts as blue and moves him one hex closer (L3137, L3147)
        assert distance(b.volkare, b.city) == before - 1
    assert b.play("action", "white") == [{"event": "attacks_city", "at": [2, 0]}]  # next to it (L3151)
    tie = Board((0, 0), DIRS, city=(2, 1))  # two hexes bring him closer: the one nearer the colour's arrow
    tie.play("action", "blue")
    assert tie.volkare == (0, 1)
    tie2 = Board((0, 0), DIRS, city=(2, 1))
    tie2.play("action", "green")
    assert tie2.volkare == (1, 0)


# --- the battle sheet -------------------------------------------------------------------------

def test_battle_sheet(data, capsys):
    sheet = volkare.battle(data, 16, players=2, round_no=5, seed=4, extra_grey=1, heroes=2)
    assert sheet["army"] == {"white": 2, "grey": 3, "red": 4, "green": 4}  # level 8 doubled + 1 grey (L3098)
    assert (sheet["elite"], sheet["regular"]) == (6, 7)  # white and red are elite (L2716)
    assert [sum(s.values()) for s in sheet["shares"]] == [7, 6]
    assert sheet["retreat_wounds"] == 4 and sheet["hold_losses"] == 2  # L3185, L3163
    quest = volkare.battle(data, 16, 2, 1, 4, scenario="volkares-quest")
    assert quest["hold_losses"] == 4 and quest["retreat_wounds"] == 2  # L3411, L3183
    rc, out, _ = _run(capsys, "mk", "volkare", "--battle", "--players", "2", "--seed", "4", "--json")
    assert rc == 0 and json.loads(out)["level"] == 10  # 2 players, daring (L3027)


def test_changing_his_level():
    # by at most the number of real players, at the end of a round (L2881), only before the first battle (L2883)
    assert volkare.change_level(10, -2, players=2, revealed=False) == 8
    with pytest.raises(volkare.VolkareError, match="at most the number of real players"):
        volkare.change_level(10, 3, players=2, revealed=False)
    with pytest.raises(volkare.VolkareError, match="after the first battle"):
        volkare.change_level(10, 1, players=2, revealed=True)
    with pytest.raises(volkare.VolkareError, match="never below 4"):
        volkare.change_level(5, -2, players=2, revealed=False)


def test_unit_numbers_are_labelled_and_an_empty_collection_says_no_up_to_0(capsys):
    """Issue 50's small points: «148-160» alone on a unit line, «…: до 0» for an empty collection."""
    rc, out, _ = _run(capsys, "mk", "cards", "t:unit l:1", "--lang", "ru")
    assert "деревня, номера карт 148-160" in out
    rc, out, _ = _run(capsys, "mk", "collection", "--lang", "ru")
    assert rc == 0 and "до 0" not in out and "В коллекции: —" in out


def test_quest_walks_to_the_portal():
    portal = (0, 0)
    shape = {(q, r) for q in range(-1, 6) for r in range(-1, 2)}  # a strip of the set map
    b = Board((5, 0), DIRS, portal=portal, shape=shape)
    # green points east (direction 0), off the strip's end: one hex closer to the portal instead (L3371)
    assert b.play("action", "green")[0] == {"event": "moves", "to": [4, 0], "direction": 3}
    assert not b.portal_closed
    events = b.play("action", "white")  # west, now 3 hexes away: the portal closes (L3354)
    assert b.volkare == (3, 0) and {"event": "portal_closes"} in events
    b.play("spell", "white")  # two more hexes west
    assert b.volkare == (1, 0)
    b.play("action", "blue")  # next to the portal: onto it whatever the colour (L3373)
    assert b.volkare == portal
    assert b.play("action", "red") == [{"event": "no_target"}]  # red never moves him
    assert b.play("action", "green") == [{"event": "volkare_wins"}]  # one more move from the portal (L3421)
