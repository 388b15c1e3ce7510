"""The setups round 3 added (issue 50): the Lost Relic's three versions (MK L4277-4393), the
short Cooperation (L1530-1546), the start tile's side A (L4564) and the solo First
Reconnaissance's tactics rules (L1340, L1422-1423). Each count with its seed line."""

from __future__ import annotations

import pytest

from spellforge.games.mageknight.setup_sheet import SetupError, sheet


@pytest.mark.parametrize("players, shape, countryside, cities, core", [
    (2, "open_3", 6, 2, 1), (3, "open_4", 7, 3, 2), (4, "fully_open", 8, 4, 3)])  # L4316-4319
def test_lost_relic_competitive(players, shape, countryside, cities, core):
    s = sheet("lost-relic", players)
    assert (s.map_shape, s.countryside_tiles, s.core_city_tiles, s.core_tiles) == (shape, countryside, cities, core)
    assert (s.rounds, s.days, s.nights) == (2, 1, 1)  # L4279
    assert (s.unit_offer, s.source_dice) == (players + 3, players + 3)  # one more of each, L4299
    assert (s.starting_level, s.starting_fame) == (3, 9)  # L4303, L4304
    assert s.city_levels == [] and not s.dummy and s.skills == "competitive"  # ruined cities, L4296


@pytest.mark.parametrize("players, shape, countryside, cities, core", [
    (2, "open_4", 7, 3, 2), (3, "fully_open", 8, 4, 3), (4, "fully_open", 9, 5, 4)])  # L4338-4341
def test_lost_relic_coop(players, shape, countryside, cities, core):
    s = sheet("lost-relic", players, coop=True)
    assert (s.map_shape, s.countryside_tiles, s.core_city_tiles, s.core_tiles) == (shape, countryside, cities, core)
    assert s.dummy and s.remove_spells == [109, 110, 111, 112] and s.skills == "cooperative"  # L4342-4343
    assert "dummy_tactic_first" in s.rules and "one_team" in s.rules  # L4347-4348
    assert ("camp_as_fifth_city" in s.rules) == (players == 4)  # L4340
    # the dummy is not counted: real players + 2, plus the scenario's one (L1014, L4299)
    assert s.source_dice == players + 3 and not s.titles  # L4361


def test_lost_relic_solo():
    s = sheet("lost-relic", 1)
    assert (s.map_shape, s.countryside_tiles, s.core_city_tiles, s.core_tiles) == ("open_3", 6, 2, 1)  # L4377-4383
    assert s.dummy and {"solo_tactics", "remove_both_tactics"} <= set(s.rules)  # L4391-4393
    with pytest.raises(SetupError, match="solo version"):
        sheet("lost-relic", 1, coop=True)


@pytest.mark.parametrize("players, countryside, levels", [(2, 7, [5, 8]), (3, 8, [5, 8, 11])])
def test_short_cooperation(players, countryside, levels):
    for s in (sheet("short-cooperation", players), sheet("conquest-short", players, coop=True)):
        assert (s.rounds, s.days, s.nights) == (4, 2, 2)  # L1534
        assert s.countryside_tiles == countryside  # L1543
        assert (s.core_city_tiles, s.core_tiles) == (players, players - 1)  # L1544-1545
        assert s.city_levels == levels  # L1546
        assert s.dummy and "remove_one_tactic" in s.rules  # the full Cooperation's rules (L1539, L1499)
    with pytest.raises(SetupError, match="2 or 3 players"):
        sheet("short-cooperation", 4)


def test_first_reconnaissance_side_a_and_solo_tactics():
    assert "start_tile_a" in sheet("first-reconnaissance", 3).rules  # L4564
    solo = sheet("first-reconnaissance", 1, dummy=True)
    # the solo Conquest's tactics rules (L1340): you first, the dummy at random; both leave the game (L1422-1423)
    assert {"solo_tactics", "remove_both_tactics"} <= set(solo.rules)
    assert "remove_both_tactics" not in sheet("first-reconnaissance", 1).rules  # no dummy, no tactics rule


def test_refusals_speak_the_players_language_without_rulebook_lines(capsys):
    """Issue 50: `mk` refusals were English with «(MK L…)» under --lang ru."""
    from spellforge.cli import main

    assert main(["mk", "setup", "first-reconnaissance", "--players", "2", "--coop", "--lang", "ru"]) == 2
    err = capsys.readouterr().err
    assert "нет кооперативного варианта" in err and "MK L" not in err
    assert main(["mk", "setup", "lost-relic", "--players", "1", "--coop", "--lang", "pl"]) == 2
    err = capsys.readouterr().err
    assert "wersja jednoosobowa" in err and "MK L" not in err
    with pytest.raises(SetupError, match=r"MK L1303-1344"):  # the rulebook line stays in the English exception
        sheet("first-reconnaissance", 2, coop=True)


@pytest.mark.parametrize("way, cities, levels", [("shuffled", 2, [4]), ("last", 2, [4]), ("random", 3, [4])])
def test_volkares_camp_instead_of_a_city(way, cities, levels):
    """The optional rule (MK L2804-2871): one city tile fewer for the first two ways (L2812-2813),
    the camp drawn among the cities for the third (L2814); the figure at the city's level (L2818)."""
    s = sheet("conquest", 3, camp=way)
    assert s.core_city_tiles == cities and sorted(s.camp_armies) == levels
    assert s.camp_armies[4] == {"white": 0, "grey": 1, "red": 1, "green": 2}  # level 4 (L2600)
    assert f"camp_{way}" in s.rules


def test_the_camp_of_a_level_3_city_is_level_4():
    s = sheet("conquest-short", 2, camp="shuffled")  # the short Conquest's cities are level 3 (L1412)
    assert s.city_levels == [3, 3] and list(s.camp_armies) == [4]  # never below 4 (L2585)


def test_the_camp_stands_for_the_last_city_in_co_op():
    s = sheet("conquest", 3, coop=True, camp="last")  # Cooperation: cities 5, 5, 5 and 11 (L1492)
    assert s.core_city_tiles == 3 and list(s.camp_armies) == [11]  # the bottom tile: the last city's level
    with pytest.raises(SetupError) as err:
        sheet("first-reconnaissance", 2, camp="last")  # its cities cannot be entered (L2806)
    assert err.value.code == "camp_needs_city"
