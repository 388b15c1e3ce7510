"""Scenario setup sheets (MK L168-198, L1303-1500): the offers count the real players only."""

from __future__ import annotations

import pytest

from spellforge.games.mageknight import setup_sheet
from spellforge.games.mageknight.setup_sheet import SetupError, sheet


@pytest.mark.parametrize("players,tiles", [(2, 8), (3, 9), (4, 11)])
def test_first_reconnaissance(players, tiles):
    s = sheet("first-reconnaissance", players)
    assert (s.unit_offer, s.source_dice) == (players + 2, players + 2)  # MK L180, L184
    assert s.countryside_tiles == tiles  # MK L1315, L4570-4572: 11, less 3 or 2
    assert (s.core_city_tiles, s.core_tiles, s.rounds) == (1, 2, 3)  # MK L1307, L1316-1317
    assert not s.elite_units and s.titles  # MK L1325


def test_solo_first_reconnaissance_does_not_count_the_dummy():
    s = sheet("first-reconnaissance", 1, dummy=True)
    assert (s.unit_offer, s.source_dice) == (3, 3)  # MK L1014
    assert (s.countryside_tiles, s.rounds, s.titles) == (8, 4, False)  # MK L1338, L1342
    assert s.remove_spells == [109, 110, 111, 112] and s.skills == "cooperative"


def test_conquests():
    full = sheet("conquest", 4)
    assert (full.unit_offer, full.source_dice, full.map_shape) == (6, 6, "fully_open")
    assert (full.countryside_tiles, full.core_city_tiles, full.core_tiles, full.city_levels) == (11, 4, 3, [4] * 4)
    short = sheet("conquest-short", 2)
    assert (short.unit_offer, short.source_dice) == (5, 5)  # one more of each, MK L1418
    assert (short.countryside_tiles, short.city_levels, short.starting_fame, short.rounds) == (6, [3, 3], 1, 4)
    solo = sheet("conquest", 1)
    assert (solo.scenario, solo.unit_offer, solo.source_dice, solo.city_levels) == ("conquest-solo", 3, 3, [5, 8])
    assert solo.dummy and solo.remove_spells == [109, 110, 111, 112]  # MK L1392-1393
    coop = sheet("conquest", 3, coop=True)
    assert (coop.scenario, coop.unit_offer, coop.source_dice) == ("cooperation", 5, 5)
    assert (coop.countryside_tiles, coop.core_city_tiles, coop.city_levels) == (10, 4, [5, 5, 5, 11])  # MK L1489-1492
    assert not coop.titles and coop.skills == "cooperative"


@pytest.mark.parametrize("args", [("first-reconnaissance", 2, True), ("conquest", 4, True), ("conquest", 5),
                                  ("conquest-short", 1), ("nowhere", 2), ("conquest", 2, False, True)])
def test_what_the_rulebook_does_not_give(args):
    with pytest.raises(SetupError):
        sheet(*args)


def test_every_player_takes_the_same():
    each = setup_sheet.per_player(sheet("conquest", 2))
    assert each["basic_actions"] == 16 and each["hand"] == 5 and each["skill_tokens"] == 10  # MK L207-208, L214
    assert set(each) == set(setup_sheet.PER_PLAYER_CITES)
