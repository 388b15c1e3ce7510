"""A scenario's setup sheet: what to put on the table, counted, for N players.

The general setup (MK L168-198, the player's area L200-217) with the counts a scenario changes:
- the unit offer: real players + 2 regular units (MK L180, L4721); the dummy is not counted
  (MK L1014);
- the Source: real players + 2 dice (MK L184, L4907), the dummy not counted (MK L1014);
- the advanced action and spell offers: 3 cards each (MK L174-175);
- tiles, cities, rounds and special rules: the scenario (below, each with its lines).

The scenarios (the scenario book's text is laid out in columns that the seed interleaves around
L1346-1455: each line below was placed by what it says and which block it continues):
- First Reconnaissance (Первая вылазка) L1303-1344, tiles L4568-4580;
- Conquest, full (L1346-1360; its cities line is L1395, its end and scoring L1397-1407);
- Conquest, short (L1362-1374; its tiles and cities L1409-1412, special rules L1414-1418);
- Conquest, solo (L1376-1393, special rules L1420-1423, scoring L1429-1435 and L1461-1467);
- Cooperation, full (Кооперация, L1477-1500), `conquest --coop`; short (L1530-1546),
  `conquest-short --coop` or `short-cooperation`;
- The Lost Relic (Потерянная реликвия, L4277-4305): competitive 2-4 players (L4309-4320), co-op 2-4
  with the dummy (L4331-4348), solo (L4369-4393); heroes start at level 3 with the high-level start
  (L4303) and 9 fame (L4304), one more die and unit (L4299), no cities to enter (L4296).
The start tile's side A is the First Reconnaissance's (L4564); the solo First Reconnaissance takes
the solo Conquest's tactics rules, both used tactics leaving the game (L1340, L1422-1423).
Co-op and solo games take the four competitive spells 109-112 out and use the co-op skills
(MK L1393, L1494, L4805).
"""

from __future__ import annotations

from dataclasses import dataclass, field

SCENARIOS = ("first-reconnaissance", "conquest", "conquest-short", "short-cooperation", "lost-relic")


class SetupError(ValueError):
    """A scenario, player count or mode the rulebook does not give. `code` and `params` are for
    the sentence in the reader's language (refusal_messages.py), without the rulebook line."""

    def __init__(self, message: str, code: str = "", **params):
        super().__init__(message)
        self.code, self.params = code, params


@dataclass
class Sheet:
    scenario: str  # first-reconnaissance | conquest | conquest-short | conquest-solo | cooperation
    players: int
    coop: bool
    dummy: bool
    rounds: int
    days: int
    nights: int
    map_shape: str  # wedge | fully_open | open_3 | open_4 (open, limited to 3 or 4 rows)
    countryside_tiles: int
    core_city_tiles: int
    core_tiles: int  # without a city
    city_levels: list[int]  # one per city ([] = cities cannot be entered)
    unit_offer: int
    source_dice: int
    advanced_action_offer: int
    spell_offer: int
    elite_units: bool
    remove_spells: list[int]  # card numbers taken out
    skills: str  # competitive | cooperative: which interaction token stays in each stack
    skill_tokens_per_player: int
    starting_fame: int = 0
    starting_reputation: int = 0
    starting_level: int = 1
    volkare_camp: str = ""  # "" | shuffled | last | random: the optional camp instead of a city (MK L2804-2814)
    camp_armies: dict[int, dict[str, int]] = field(default_factory=dict)  # a possible camp level -> his army
    titles: bool = True
    rules: list[str] = field(default_factory=list)  # keys of the special rules (texts: messages.py)
    cites: dict[str, str] = field(default_factory=dict)

    def as_dict(self) -> dict:
        return {k: v for k, v in self.__dict__.items()}


def _pick(values: tuple[int, ...], players: int, first: int = 2) -> int:
    return values[players - first]


CAMP_WAYS = ("shuffled", "last", "random")


def sheet(scenario: str, players: int, coop: bool = False, dummy: bool = False, camp: str = "") -> Sheet:
    """The setup of `scenario` for `players` real players (the dummy is never counted); `camp`:
    Volkare's camp instead of a city, one of the three ways of MK L2812-2814."""
    s = _sheet(scenario, players, coop, dummy)
    if camp:
        _with_camp(s, camp)
    return s


def _with_camp(s: Sheet, camp: str) -> None:
    """The optional rule "Volkare's camp instead of a city" (MK L2804-2871): for a scenario with
    cities to conquer and no Volkare (L2806). shuffled: one city tile fewer, the camp shuffled in
    (first games, L2812); last: one fewer, the camp at the bottom (co-op and solo, L2813); random:
    the cities drawn at random from the city tiles and the camp (L2814). The figure takes the level
    of the city it stands for (L2818): his army for each level the scenario gives its cities."""
    from spellforge.games.mageknight import volkare

    if camp not in CAMP_WAYS:
        raise SetupError(f"unknown way {camp!r}; ways: {', '.join(CAMP_WAYS)}")
    if not s.city_levels or s.scenario.startswith("lost-relic"):
        raise SetupError("Volkare's camp replaces a city that can be conquered (MK L2806)", "camp_needs_city")
    data = volkare.load()
    if camp in ("shuffled", "last"):
        s.core_city_tiles -= 1
    levels = sorted(set(s.city_levels[-1:] if camp == "last" else s.city_levels))
    s.volkare_camp = camp
    # his level is the city's, never below 4 (L2585): a level-3 city's camp holds a level-4 army
    s.camp_armies = {max(lv, volkare.MIN_LEVEL): volkare.army(data, max(lv, volkare.MIN_LEVEL)) for lv in levels}
    s.rules = s.rules + [f"camp_{camp}", "camp_reveal", "camp_assault", "camp_captured", "camp_scoring"]
    s.cites.update(volkare_camp="MK L2804-2871", camp_armies="MK L2818, L2585-2606")


def _sheet(scenario: str, players: int, coop: bool, dummy: bool) -> Sheet:
    if scenario not in SCENARIOS:
        raise SetupError(f"unknown scenario {scenario!r}; scenarios: {', '.join(SCENARIOS)}")
    if not 1 <= players <= 4:
        raise SetupError(f"these scenarios are for 1 to 4 players, got {players}", "players_range", players=players)
    offers = {"unit_offer": players + 2, "source_dice": players + 2}  # MK L180, L184, L1014, L4721, L4907
    base = dict(players=players, advanced_action_offer=3, spell_offer=3, remove_spells=[], skills="competitive",
                skill_tokens_per_player=10, **offers)
    cites = {"unit_offer": "MK L180, L4721, L1014", "source_dice": "MK L184, L4907, L1014",
             "advanced_action_offer": "MK L175", "spell_offer": "MK L174",
             "skill_tokens_per_player": "MK L214, L4803-4807"}

    if scenario == "first-reconnaissance":
        if coop:
            raise SetupError("First Reconnaissance has no co-op version (MK L1303-1344)", "no_coop_version")
        if players == 1:
            # MK L1336-1344: 8 countryside tiles, 4 rounds, the dummy optional, no titles
            s = Sheet("first-reconnaissance", coop=False, dummy=dummy, rounds=4, days=2, nights=2, map_shape="wedge",
                      countryside_tiles=8, core_city_tiles=1, core_tiles=2, city_levels=[], elite_units=False,
                      titles=False, rules=["start_tile_a", "fame_per_tile", "village_unit", "offers_when_needed",
                                           "city_not_entered", "tiles_in_order",
                                           *(("solo_tactics", "remove_both_tactics") if dummy else ("no_dummy_ok",))],
                      **base)
            if dummy:
                s.remove_spells, s.skills = [109, 110, 111, 112], "cooperative"  # solo: MK L1393, L4805
            s.cites.update(cites, rounds="MK L1338", countryside_tiles="MK L1338", titles="MK L1342",
                           dummy="MK L1340, L1344", rules="MK L4564; tactics L1340, L1422-1423")
            return s
        if dummy:
            raise SetupError("a competitive game of 2 to 4 players has no dummy player (MK L1006)", "no_dummy_competitive")
        s = Sheet("first-reconnaissance", coop=False, dummy=False, rounds=3, days=2, nights=1, map_shape="wedge",
                  countryside_tiles=_pick((8, 9, 11), players), core_city_tiles=1, core_tiles=2, city_levels=[],
                  elite_units=False, rules=["start_tile_a", "fame_per_tile", "no_hero_combat", "village_unit",
                                            "offers_when_needed", "city_not_entered", "tiles_in_order"], **base)
        s.cites.update(cites, rounds="MK L1307", map_shape="MK L1314", countryside_tiles="MK L1315, L4568-4572",
                       core_city_tiles="MK L1316, L4580", core_tiles="MK L1317, L4580", elite_units="MK L1325, L4719")
        return s

    if scenario == "lost-relic":
        return _lost_relic(players, coop, base, cites)
    if scenario == "short-cooperation" or (scenario == "conquest-short" and coop):
        if players not in (2, 3):
            raise SetupError("the short Cooperation is for 2 or 3 players (MK L1532)", "short_coop_players")
        # the full Cooperation's setup with these changes (MK L1539-1546)
        s = Sheet("cooperation-short", coop=True, dummy=True, rounds=4, days=2, nights=2, map_shape="fully_open",
                  countryside_tiles=(7, 8)[players - 2], core_city_tiles=players, core_tiles=players - 1,
                  city_levels=[5, 8, 11][:players], elite_units=True, titles=False,
                  rules=["dummy_tactic_first", "remove_one_tactic", "one_team", "city_scoring_coop"], **base)
        s.remove_spells, s.skills = [109, 110, 111, 112], "cooperative"
        s.cites.update(cites, rounds="MK L1534", map_shape="MK L1488, L1539", countryside_tiles="MK L1543",
                       core_city_tiles="MK L1544", core_tiles="MK L1545", city_levels="MK L1546",
                       dummy="MK L1493", remove_spells="MK L1494", skills="MK L1494, L4805", titles="MK L1513")
        return s
    if scenario == "conquest-short":
        if coop or players == 1:
            raise SetupError("the short Conquest is for 2 to 4 players, competitive (MK L1364)", "short_conquest_players")
        if dummy:
            raise SetupError("a competitive game of 2 to 4 players has no dummy player (MK L1006)", "no_dummy_competitive")
        base.update(unit_offer=players + 3, source_dice=players + 3)  # one more of each, MK L1418
        s = Sheet("conquest-short", coop=False, dummy=False, rounds=4, days=2, nights=2,
                  map_shape="wedge" if players < 4 else "fully_open", countryside_tiles=_pick((6, 7, 9), players),
                  core_city_tiles=players, core_tiles=players - 1, city_levels=[3] * players, elite_units=True,
                  starting_fame=1, starting_reputation=2, rules=["fame_per_row", "reputation_plus_two", "city_scoring"],
                  **base)
        s.cites.update(cites, unit_offer="MK L180, L1418", source_dice="MK L184, L1418", rounds="MK L1366",
                       map_shape="MK L1373", countryside_tiles="MK L1374", core_city_tiles="MK L1409",
                       core_tiles="MK L1411", city_levels="MK L1412", starting_fame="MK L1416",
                       starting_reputation="MK L1417")
        return s

    # conquest
    if coop:
        if players not in (2, 3):
            raise SetupError("the co-op Conquest (Cooperation) is for 2 or 3 players (MK L1479, L1040)", "coop_players")
        s = Sheet("cooperation", coop=True, dummy=True, rounds=6, days=3, nights=3, map_shape="fully_open",
                  countryside_tiles=(8, 10)[players - 2], core_city_tiles=players + 1, core_tiles=players,
                  city_levels=[5] * players + [(8, 11)[players - 2]], elite_units=True, titles=False,
                  rules=["dummy_tactic_first", "remove_one_tactic", "one_team", "city_scoring_coop"], **base)
        s.remove_spells, s.skills = [109, 110, 111, 112], "cooperative"
        s.cites.update(cites, rounds="MK L1481", map_shape="MK L1488", countryside_tiles="MK L1489",
                       core_city_tiles="MK L1490", core_tiles="MK L1491", city_levels="MK L1492", dummy="MK L1493",
                       remove_spells="MK L1494", skills="MK L1494, L4805", titles="MK L1513")
        return s
    if players == 1:
        s = Sheet("conquest-solo", coop=False, dummy=True, rounds=6, days=3, nights=3, map_shape="wedge",
                  countryside_tiles=7, core_city_tiles=2, core_tiles=2, city_levels=[5, 8], elite_units=True,
                  titles=False, rules=["solo_tactics", "remove_both_tactics", "last_turn_after_last_city",
                                       "solo_goal_points"], **base)
        s.remove_spells, s.skills = [109, 110, 111, 112], "cooperative"
        s.cites.update(cites, rounds="MK L1380", map_shape="MK L1387", countryside_tiles="MK L1388",
                       core_city_tiles="MK L1389", core_tiles="MK L1390", city_levels="MK L1391", dummy="MK L1392",
                       remove_spells="MK L1393", skills="MK L1393", titles="MK L1433")
        return s
    if dummy:
        raise SetupError("a competitive game of 2 to 4 players has no dummy player (MK L1006)", "no_dummy_competitive")
    s = Sheet("conquest", coop=False, dummy=False, rounds=6, days=3, nights=3,
              map_shape="wedge" if players < 4 else "fully_open", countryside_tiles=_pick((8, 9, 11), players),
              core_city_tiles=players, core_tiles=players - 1, city_levels=[4] * players, elite_units=True,
              rules=["city_scoring"], **base)
    s.cites.update(cites, rounds="MK L1350", map_shape="MK L1357", countryside_tiles="MK L1358",
                   core_city_tiles="MK L1359", core_tiles="MK L1360",
                   city_levels="MK L1395 (the full scenario's line, printed after the solo block)")
    return s


def _lost_relic(players: int, coop: bool, base: dict, cites: dict) -> Sheet:
    """The Lost Relic (MK L4277-4393): 2 rounds (L4279), the rules of all three versions
    (L4286-4305) and each version's map and tiles."""
    base.update(unit_offer=players + 3, source_dice=players + 3)  # one more of each, MK L4299
    common = dict(rounds=2, days=1, nights=1, city_levels=[], elite_units=True, starting_fame=9, starting_level=3)
    rules = ["green_rampaging", "no_city_units", "ruined_cities", "draconum_guards", "high_level_start",
             "fame_per_row", "fame_per_tile_relic"]
    cites.update(rounds="MK L4279", unit_offer="MK L180, L4299", source_dice="MK L184, L4299",
                 starting_fame="MK L4304", starting_level="MK L4303",
                 rules="MK L4288, L4292, L4296, L4298, L4303-4305")
    if players == 1:
        if coop:
            raise SetupError("the Lost Relic for one player is the solo version (MK L4369-4371)", "relic_solo")
        s = Sheet("lost-relic-solo", players=1, coop=False, dummy=True, map_shape="open_3", countryside_tiles=6,
                  core_city_tiles=2, core_tiles=1, titles=False, rules=rules + ["solo_tactics", "remove_both_tactics",
                                                                               "last_turn_relic"], **common,
                  **{k: v for k, v in base.items() if k != "players"})
        s.remove_spells, s.skills = [109, 110, 111, 112], "cooperative"
        s.cites.update(cites, map_shape="MK L4377", countryside_tiles="MK L4379", core_city_tiles="MK L4381",
                       core_tiles="MK L4383", dummy="MK L4385", remove_spells="MK L4387", skills="MK L4387",
                       titles="MK L4403")
        return s
    if coop:
        s = Sheet("lost-relic-coop", coop=True, dummy=True, map_shape=("open_4", "fully_open", "fully_open")[players - 2],
                  countryside_tiles=(7, 8, 9)[players - 2], core_city_tiles=players + 1, core_tiles=players,
                  titles=False, rules=rules + ["one_team", "dummy_tactic_first", "last_turn_relic"]
                  + (["camp_as_fifth_city"] if players == 4 else []), **common, **base)
        s.remove_spells, s.skills = [109, 110, 111, 112], "cooperative"
        s.cites.update(cites, map_shape="MK L4338", countryside_tiles="MK L4339", core_city_tiles="MK L4340",
                       core_tiles="MK L4341", dummy="MK L4342", remove_spells="MK L4343", skills="MK L4343",
                       titles="MK L4361")
        return s
    s = Sheet("lost-relic", coop=False, dummy=False, map_shape=("open_3", "open_4", "fully_open")[players - 2],
              countryside_tiles=(6, 7, 8)[players - 2], core_city_tiles=players, core_tiles=players - 1,
              rules=rules + ["last_turn_relic"], **common, **base)
    s.cites.update(cites, map_shape="MK L4316", countryside_tiles="MK L4317", core_city_tiles="MK L4318",
                   core_tiles="MK L4319")
    return s


def dummy_takes() -> dict[str, int]:
    """What the dummy player takes (MK L1012-1013): its hero card, round order token, 16 basic
    actions and the 3 crystals of its card's dots."""
    return {"hero_card": 1, "round_order_token": 1, "basic_actions": 16, "crystals": 3}


def per_player(s: Sheet) -> dict[str, int]:
    """What each real player takes (MK L200-217)."""
    return {"hero_card": 1, "basic_actions": 16, "hand": 5, "level_tokens": 5, "command_tokens": 1,
            "skill_tokens": s.skill_tokens_per_player, "skill_cards": 1, "round_order_token": 1}


PER_PLAYER_CITES = {"hero_card": "MK L202", "basic_actions": "MK L207", "hand": "MK L208",
                    "level_tokens": "MK L203", "command_tokens": "MK L203-204",
                    "skill_tokens": "MK L214, L4803-4807", "skill_cards": "MK L216, L4815",
                    "round_order_token": "MK L181"}
