"""End-of-game scoring (MK L1066-1107, L1342, L1403-1407, L1510-1522, L4327, L4358-4367, L4403-4413):
a three-player game built from the rules, with a tie for one title and wounded units, scored
by hand below; solo without titles; teams and co-op; the score sheet's readers."""

from __future__ import annotations

import json

import pytest

from spellforge.games.mageknight import scoring
from spellforge.games.mageknight.scoring import Game, Player


def three_players() -> list[Player]:
    return [
        # knowledge 2×2+3 = 7; leader 3 + 2w→1 = 4; adventurer 2×2 = 4; loot 2×1 + 5//2 = 4;
        # conqueror 2×1 = 2; beating −2×2 = −4
        Player("Anna", 30, hero="arythea", spells=2, advanced_actions=3, units=((3, False), (2, True)),
               adventure_shields=2, artifacts=1, crystals=5, conquest_shields=1, wounds=2),
        # knowledge 2+5 = 7 (a tie with Anna); leader 2 + 1w→0 = 2; adventurer 2; loot 4 + 1 = 5;
        # conqueror 6; beating 0
        Player("Boris", 28, hero="tovak", spells=1, advanced_actions=5, units=((2, False), (1, True)),
               adventure_shields=1, artifacts=2, crystals=3, conquest_shields=3, wounds=0),
        # knowledge 2; leader 0; adventurer 6; loot 1; conqueror 0; beating −6
        Player("Vera", 33, hero="goldyx", spells=0, advanced_actions=2, adventure_shields=3, crystals=2, wounds=3),
    ]


def test_three_players_by_hand():
    s = scoring.score(three_players())
    e = {x.name: x for x in s.entries}
    assert e["Anna"].counts == {"knowledge": 7, "leader": 4, "adventurer": 4, "loot": 4, "conqueror": 2, "beating": -4}
    assert e["Boris"].counts["leader"] == 2  # a wounded level-1 unit gives nothing (MK L1081)
    # the tie for Greatest Knowledge: +1 each (MK L1075); the other titles +3, Greatest Beating −3
    assert s.holders == {"knowledge": ["Anna", "Boris"], "leader": ["Anna"], "adventurer": ["Vera"],
                         "loot": ["Boris"], "conqueror": ["Boris"], "beating": ["Vera"]}
    assert e["Anna"].titles == {"knowledge": 1, "leader": 3}
    assert e["Boris"].titles == {"knowledge": 1, "loot": 3, "conqueror": 3}
    assert e["Vera"].titles == {"adventurer": 3, "beating": -3}
    # Anna 30 + 17 + 4 = 51; Boris 28 + 22 + 7 = 57; Vera 33 + 3 + 0 = 36
    assert [x.total for x in s.entries] == [51, 57, 36]
    assert s.winners == ["Boris"] and s.titles_given


def test_no_wounds_no_greatest_beating_and_nothing_scored_no_title():
    players = [Player("A", 10, spells=1), Player("B", 10, spells=1)]
    s = scoring.score(players)
    assert s.holders["beating"] == [] and s.holders["leader"] == []  # MK L1105; L1075's reading
    assert s.holders["knowledge"] == ["A", "B"] and s.winners == ["A", "B"]  # a shared victory (MK L1334)


def test_solo_gives_no_titles():
    anna = three_players()[0]
    s = scoring.score([anna])
    assert s.mode == "solo" and not s.titles_given and all(not h for h in s.holders.values())
    assert s.entries[0].total == 30 + 17  # fame + the six counts (MK L1342, L1433)


def test_solo_lost_relic_goal_points():
    # MK L4403-4413: 5 per part, +10 all found, +1 per card in the dummy's deck, +5 end not announced
    anna = three_players()[0]
    anna.relic_parts = 2
    s = scoring.score([anna], Game("lost-relic", dummy_cards=7, end_not_announced=True, all_relic_parts=True))
    assert s.entries[0].goal == {"relic_parts": 10, "all_relic_parts": 10, "dummy_cards": 7, "end_not_announced": 5}
    assert s.entries[0].total == 47 + 32


def test_conquest_cities_and_their_title():
    a, b = Player("A", 20, cities_led=1, cities_shield=1), Player("B", 20, cities_led=1, cities_shield=1)
    c = Player("C", 20, cities_shield=2)
    s = scoring.score([a, b, c], Game("conquest"))
    e = {x.name: x for x in s.entries}
    assert e["A"].counts["cities"] == 11 and e["C"].counts["cities"] == 8  # 7 led, 4 with a shield (MK L1405-1406)
    assert s.holders["cities"] == ["A", "B"] and e["A"].titles["cities"] == 2  # a tie: +2 (MK L1407)


def test_teams_lowest_fame_best_counts():
    p = three_players() + [Player("Gleb", 40, spells=5, wounds=1)]
    for x, team in zip(p, ("red", "red", "blue", "blue")):
        x.team = team
    s = scoring.score(p)
    e = {x.name: x for x in s.entries}
    # MK L1067-1068: the lower fame; each count's best; Greatest Beating the biggest loss
    assert e["red"].fame == 28 and e["blue"].fame == 33
    assert e["red"].counts["knowledge"] == 7 and e["blue"].counts["knowledge"] == 10
    assert e["red"].counts["beating"] == -4 and e["blue"].counts["beating"] == -6
    assert s.holders["knowledge"] == ["blue"] and s.holders["beating"] == ["blue"]


def test_coop_one_team_no_titles():
    s = scoring.score(three_players(), Game(mode="coop"))
    (team,) = s.entries
    assert team.fame == 28 and not s.titles_given and team.titles == {}  # MK L1510-1513
    assert team.counts == {"knowledge": 7, "leader": 4, "adventurer": 6, "loot": 5, "conqueror": 6, "beating": -6}


def test_sheet_csv_and_json_lines(tmp_path):
    csv = tmp_path / "end.csv"
    csv.write_text("name,hero,fame,spells,advanced_actions,units,wounds\nAnna,arythea,30,2,3,3 2w,2\n"
                   "Boris,tovak,28,1,5,2 1w,0\n", encoding="utf-8")
    players, settings = scoring.read_sheet(csv)
    assert [p.units for p in players] == [((3, False), (2, True)), ((2, False), (1, True))] and settings == {}
    lines = tmp_path / "end.jsonl"
    lines.write_text('{"name": "Anna", "fame": 30}\n{"name": "Boris", "fame": 28, "units": ["2", "1w"]}\n',
                     encoding="utf-8")
    players, _ = scoring.read_sheet(lines)
    assert players[1].units == ((2, False), (1, True))
    whole = tmp_path / "end.json"
    whole.write_text(json.dumps({"scenario": "lost-relic", "game": {"dummy_cards": 3},
                                 "players": [{"name": "Anna", "fame": 5}]}), encoding="utf-8")
    players, settings = scoring.read_sheet(whole)
    assert scoring.game_from(settings, "x").dummy_cards == 3


@pytest.mark.parametrize("text,where", [
    ("name,fame\nAnna,lots\n", "end.csv:2: fame must be a whole number"),
    ("name,fame,units\nAnna,3,5\n", "end.csv:2: a unit's level is 1 to 4"),
    ("name,fmae\nAnna,3\n", "unknown column 'fmae'"),
    ("fame\n3\n", "end.csv:1: the first line must name the columns"),
    ('{"name": "A"}\n{"name": \n', "end.csv:2: not valid JSON"),
])
def test_bad_sheets_name_the_file_and_line(tmp_path, text, where):
    path = tmp_path / "end.csv"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(scoring.ScoreFileError) as info:
        scoring.read_sheet(path)
    assert where in str(info.value)


def test_coop_conquest_goal_points():
    # MK L1517-1522: 10 per city, +10 if every hero leads one, +15 all, 30 per round left,
    # 1 per card in the dummy's deck, +5 when the end of the last round was not announced
    a, b = Player("A", 40, cities_led=2), Player("B", 35, cities_led=1)
    s = scoring.score([a, b], Game("conquest", "coop", rounds_left=1, dummy_cards=9, all_cities=True,
                                   end_not_announced=True))
    (team,) = s.entries
    assert team.goal == {"cities": 30, "every_hero_led_a_city": 10, "all_cities": 15, "rounds_left": 30,
                         "dummy_cards": 9, "end_not_announced": 5}
    assert team.total == 35 + 99 and "cities" not in team.counts  # no city title in co-op


def test_a_semicolon_sheet_from_a_russian_spreadsheet(tmp_path):
    path = tmp_path / "end.csv"
    path.write_text("\ufeffname;fame;units;wounds\nАнна;30;3 2w;2\nБорис;28;;0\n", encoding="utf-8")
    players, _ = scoring.read_sheet(path)
    assert [(p.name, p.fame, p.units, p.wounds) for p in players] == [
        ("Анна", 30, ((3, False), (2, True)), 2), ("Борис", 28, (), 0)]


def test_volkares_camp_counts_as_a_city_and_its_hunts_for_the_conqueror():
    """The optional camp (MK L2804-2871): its leader is a city's leader, a shield on his token a
    city's shield (L2863); each hunting shield at the camp +1 to Greatest Conqueror (L2865)."""
    a = Player("A", 20, cities_led=1, camp_shield=1, conquest_shields=1, hunt_shields=1)
    b = Player("B", 20, camp_led=1, hunt_shields=2)
    s = scoring.score([a, b], Game("conquest"))
    e = {x.name: x for x in s.entries}
    assert e["A"].counts["cities"] == 7 + 4 and e["B"].counts["cities"] == 7  # L1405-1406 with L2863
    assert e["A"].counts["conqueror"] == 2 + 1 and e["B"].counts["conqueror"] == 2  # L1099 + L2865
    assert s.holders["cities"] == ["A"] and s.holders["conqueror"] == ["A"]
    # co-op: the camp led is a captured city (10, L1517) and makes every hero a leader (L1518)
    coop = scoring.score([Player("A", 30, cities_led=1), Player("B", 30, camp_led=1)], Game("conquest", "coop"))
    assert coop.entries[0].goal == {"cities": 20, "every_hero_led_a_city": 10}
    solo = scoring.score([Player("A", 30, camp_led=1, cities_led=1)], Game("conquest"))
    assert solo.entries[0].goal == {"cities": 20}  # L1463


@pytest.mark.parametrize("players, game, code", [
    ([Player("A", 9, camp_led=1)], Game("standard"), "camp_needs_conquest"),  # a city to conquer (L2806)
    ([Player("A", 9, hunt_shields=1)], Game("lost-relic"), "camp_needs_conquest"),
    ([Player("A", 9, camp_led=1), Player("B", 9, camp_led=1)], Game("conquest"), "camp_one_leader"),  # L2839
    ([Player("A", 9, camp_led=1, camp_shield=1)], Game("conquest"), "camp_led_and_shield"),
    ([Player("A", 9, camp_shield=2)], Game("conquest"), "camp_one"),
])
def test_the_camp_refusals(players, game, code):
    with pytest.raises(scoring.ScoreError) as err:
        scoring.score(players, game)
    assert err.value.code == code


def test_the_camp_columns_in_a_sheet(tmp_path):
    path = tmp_path / "camp.csv"
    path.write_text("name,fame,cities_led,camp_led,camp_shield,hunt_shields\nA,30,1,1,0,2\nB,28,0,0,1,0\n",
                    encoding="utf-8")
    players, _ = scoring.read_sheet(path)
    e = {x.name: x for x in scoring.score(players, Game("conquest")).entries}
    assert e["A"].counts["cities"] == 14 and e["A"].counts["conqueror"] == 2 and e["B"].counts["cities"] == 4


@pytest.mark.parametrize("text, said", [
    ("name,fame,camp_led\nА,30,1\n", "лагерь Волкара заменяет город"),  # without --scenario conquest (L2806)
    ("name,fame,units\nА,30,2 5\n", ":2: уровень отряда — от 1 до 4, а указано 5"),
    ("name,fame,colour\nА,30,red\n", ":2: неизвестный столбец `colour`"),
    ("name;fame\n", "нет игроков"),
])
def test_mk_score_refusals_in_russian(tmp_path, capsys, text, said):
    """Issue 50: `mk score` said a sheet's problem in English with «(MK L…)» under --lang ru."""
    from spellforge.cli import main

    path = tmp_path / "sheet.csv"
    path.write_text(text, encoding="utf-8")
    assert main(["mk", "score", str(path), "--lang", "ru"]) == 2
    err = capsys.readouterr().err
    assert said in err and str(path) in err and "MK L" not in err, err
