"""General Volkare (Генерал Волкар, The Lost Legion, MK L2133-2190, L2575-2790): his scenarios'
setup sheets, the size and colours of his army by level, and the battle sheet.

His army (MK L2583-2606): the figure's base shows levels 4 to 15 (never below 4, L2585); the window
gives the tokens of each colour (db/mage-knight/volkare_army.csv: white, grey, red, green). A level
above 15 (the co-op scenarios ask for up to 50): "half the level, twice the tokens" (L2585-2587),
and for larger or odd levels "be inventive" (L2589) with the seed's two examples for 36: three
times 12, or 15 + 15 + 6 (L2591-2594). We split a level above 15 into ceil(level / 15) parts as
equal as possible (16 = 8 + 8 and 36 = 12 + 12 + 12, both the seed's own; 50 = 13 + 13 + 12 + 12)
and add their tokens: one reading of L2589, recorded in docs/mage-knight.md.

The scenarios (co-op or solo, 1 to 4 players; the tables are db/mage-knight/volkare_scenarios.csv):
- Volkare's Return, epic (Возвращение Волкара, L2999-3237): 6 rounds (L3005); the fight level sets
  the city level and Volkare's level, the race level the wounds in his deck and the wavering units
  (L3023-3035); an open map of 4 rows with his camp in place of the leftmost starting tile (L3043);
  the tile counts L3044-3046; Volkare replaces the dummy and is counted for the Source and the unit
  offer: real players + 3 (L3052); his deck: the 16 basic actions of a hero nobody plays, the 4
  interaction spells 109-112 and the wounds (L3056-3059); the camp hex counts as empty (L3063).
- Volkare's Return, quick (L3240-3267): 4 rounds (L3244), the quick Conquest's extras (one more die
  and one more unit, reputation +2, 1 fame, L3248), fewer tiles (L3253-3255), its own tables.
- Volkare's Quest (Поход Волкара, L3269-3454): 6 rounds (L3273); a set map with his camp on the far
  side, every tile face down but the camp, the portal tile and its three neighbours (L3307); tiles
  L3308-3310; no grey tokens join him (L3363); the portal closes when he is 3 hexes away (L3354).
Victory and defeat: L3201-3206 (Return), L3419-3422 (Quest); scoring L3210-3219, L3425-3435.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from spellforge.games.mageknight.library import MKDataError, _check, _int, _rows, data_dir

SCENARIOS = ("volkares-return", "volkares-return-quick", "volkares-quest")
FIGHT_LEVELS = ("daring", "heroic", "legendary")  # Смельчак, Герой, Легенда (MK L3027-3029)
RACE_LEVELS = ("walk", "trot", "gallop")  # Шаг, Рысь, Галоп (MK L3033-3035)
COLOURS = ("white", "grey", "red", "green")  # the order of the figure's window (MK L2594)
ELITE = frozenset({"white", "red"})  # elite troops: white and red tokens (MK L2716)
MIN_LEVEL, TABLE_MAX = 4, 15  # MK L2585
MAX_LEVEL = 120
WOUNDS_TO_RETREAT = {1: 2, 2: 3, 3: 4}  # by day/night pair: MK L3183-3185, L3397-3399
ROUNDS = {"volkares-return": 6, "volkares-return-quick": 4, "volkares-quest": 6}  # L3005, L3244, L3273
ROUNDS_CITE = {"volkares-return": "MK L3005", "volkares-return-quick": "MK L3244", "volkares-quest": "MK L3273"}
BONUS = {"daring": 30, "heroic": 40, "legendary": 50}  # MK L3216, L3430
MULTIPLIER = {"walk": 1.0, "trot": 1.5, "gallop": 2.0}  # MK L3218, L3432


class VolkareError(ValueError):
    """A scenario, level or player count the rulebook does not give (`code`, `params`: as SetupError)."""

    def __init__(self, message: str, code: str = "", **params):
        super().__init__(message)
        self.code, self.params = code, params


@dataclass(frozen=True)
class VolkareData:
    army: dict[int, dict[str, int]]  # level 4-15 -> tokens per colour
    tables: dict[tuple[str, str, str], tuple[int, int, int, int]]  # (scenario, table, row) -> 1-4 players
    sources: dict[tuple[str, str, str], str]


def load(folder=None) -> VolkareData:
    """volkare_army.csv and volkare_scenarios.csv, checked (a bad row: file and line)."""
    folder = folder or data_dir()
    army: dict[int, dict[str, int]] = {}
    path = folder / "volkare_army.csv"
    for line, row in _rows(path):
        level = _int(path, line, row, "level")
        _check(path, line, MIN_LEVEL <= level <= TABLE_MAX, f"level {level} is not on the figure's base (4-15)")
        _check(path, line, level not in army, f"level {level} twice")
        counts = {c: _int(path, line, row, c) for c in COLOURS}
        _check(path, line, all(n >= 0 for n in counts.values()), "a token count below 0")
        _check(path, line, bool(row.get("source", "").startswith("seed:001:")), "each row needs its seed line")
        army[level] = counts
    missing = sorted(set(range(MIN_LEVEL, TABLE_MAX + 1)) - set(army))
    if missing:
        raise MKDataError(f"{path}: levels {missing} are missing")
    tables: dict = {}
    sources: dict = {}
    path = folder / "volkare_scenarios.csv"
    for line, row in _rows(path):
        key = (row["scenario"], row["table"], row.get("row", ""))
        _check(path, line, key[0] in SCENARIOS, f"unknown scenario {key[0]!r}")
        _check(path, line, key not in tables, f"{key} twice")
        _check(path, line, bool(row.get("source", "").startswith("seed:001:")), "each row needs its seed line")
        tables[key] = tuple(_int(path, line, row, f"p{n}") for n in (1, 2, 3, 4))
        sources[key] = row["source"]
    return VolkareData(army, tables, sources)


# --- his army ---------------------------------------------------------------------------------

def level_parts(level: int) -> list[int]:
    """The figure levels whose tokens make `level` (MK L2585-2594; see the module's docstring)."""
    if not MIN_LEVEL <= level <= MAX_LEVEL:
        raise VolkareError(f"Volkare's level is {MIN_LEVEL} to {MAX_LEVEL} (never below 4, MK L2585), got {level}",
                           "level_range", low=MIN_LEVEL, high=MAX_LEVEL, level=level)
    parts = math.ceil(level / TABLE_MAX)
    base, extra = divmod(level, parts)
    return [base + 1] * extra + [base] * (parts - extra)


def army(data: VolkareData, level: int, extra_grey: int = 0) -> dict[str, int]:
    """Tokens per colour for `level`; `extra_grey`: grey tokens of the units that joined him
    (Volkare's Return, MK L3098)."""
    total = {c: 0 for c in COLOURS}
    for part in level_parts(level):
        for c in COLOURS:
            total[c] += data.army[part][c]
    total["grey"] += extra_grey
    return total


# --- the setup sheet --------------------------------------------------------------------------

@dataclass
class VolkareSheet:
    scenario: str
    players: int
    fight: str
    race: str
    rounds: int
    days: int
    nights: int
    countryside_tiles: int
    core_tiles: int
    core_city_tiles: int
    city_levels: list[int]
    volkare_level: int
    level_parts: list[int]
    army: dict[str, int]
    army_tokens: int
    deck_basic_actions: int
    deck_spells: list[int]
    deck_wounds: int
    deck_size: int
    wavering_units: int
    unit_offer: int
    source_dice: int
    remove_spells: list[int]
    skills: str
    starting_fame: int = 0
    starting_reputation: int = 0
    rules: list[str] = field(default_factory=list)  # keys of the rules (texts: volkare_messages.py)
    victory: list[str] = field(default_factory=list)
    defeat: list[str] = field(default_factory=list)
    cites: dict[str, str] = field(default_factory=dict)

    def as_dict(self) -> dict:
        return dict(self.__dict__)


def _value(data: VolkareData, scenario: str, table: str, row: str, players: int) -> tuple[int, str]:
    key = (scenario, table, row)
    return data.tables[key][players - 1], data.sources[key]


def sheet(data: VolkareData, scenario: str, players: int, fight: str = "daring", race: str = "walk") -> VolkareSheet:
    """The setup of a Volkare scenario for 1-4 real players at a fight and a race level."""
    if scenario not in SCENARIOS:
        raise VolkareError(f"unknown scenario {scenario!r}; Volkare's scenarios: {', '.join(SCENARIOS)}")
    if not 1 <= players <= 4:
        raise VolkareError(f"Volkare's scenarios are for 1 to 4 players (MK L3003, L3271), got {players}",
                           "players_range", players=players)
    if fight not in FIGHT_LEVELS:
        raise VolkareError(f"unknown fight level {fight!r}; fight levels: {', '.join(FIGHT_LEVELS)}")
    if race not in RACE_LEVELS:
        raise VolkareError(f"unknown race level {race!r}; race levels: {', '.join(RACE_LEVELS)}")
    cites: dict[str, str] = {}

    def get(table: str, row: str = "") -> int:
        value, source = _value(data, scenario, table, row, players)
        cites[table] = "MK " + source.removeprefix("seed:001:")
        return value

    city_level, level = get("city_level", fight), get("volkare_level", fight)
    wounds, wavering = get("wounds", race), get("wavering_units", race)
    countryside, core, cities = get("countryside_tiles"), get("core_tiles"), get("core_city_tiles")
    quick = scenario == "volkares-return-quick"
    quest = scenario == "volkares-quest"
    # Volkare is counted as a player for the offers: real players + 3 (MK L3052, L3316); the quick
    # scenario adds one more die and one more unit (the quick Conquest's rule, MK L3248, L1418).
    offers = players + 3 + (1 if quick else 0)
    rounds = ROUNDS[scenario]
    rules = ["map_quest" if quest else "map_return", "volkare_replaces_dummy", "scenario_card", "volkare_token_die",
             "army_face_down", "volkare_deck",
             "wavering_units", "camp_not_developed", "tactics_solo" if players == 1 else "tactics_coop",
             "retreat_wounds", "deck_never_reshuffled", "rage", "level_change"]
    rules += (["portal_closes", "slowed_by_losses", "no_grey_tokens"] if quest
              else ["city_last_tile", "camp_hex_empty", "grey_token_per_unit", "city_defence"])
    if players == 1:
        rules.append("solo_skills")
    s = VolkareSheet(
        scenario=scenario, players=players, fight=fight, race=race, rounds=rounds, days=rounds // 2,
        nights=rounds // 2, countryside_tiles=countryside, core_tiles=core, core_city_tiles=cities,
        city_levels=[city_level] * cities, volkare_level=level, level_parts=level_parts(level),
        army=army(data, level), army_tokens=sum(army(data, level).values()), deck_basic_actions=16,
        deck_spells=[109, 110, 111, 112], deck_wounds=wounds, deck_size=16 + 4 + wounds, wavering_units=wavering,
        unit_offer=offers, source_dice=offers, remove_spells=[109, 110, 111, 112], skills="cooperative",
        starting_fame=1 if quick else 0, starting_reputation=2 if quick else 0, rules=rules,
        victory=["army_destroyed"],
        defeat=(["volkare_enters_portal"] if quest
                else ["volkare_enters_city", "city_attacked_twice_undefended", "round_limit"]))
    offers_cite = ("MK L3316" if quest else "MK L3052") + (", L3248" if quick else "")
    cites.update(
        rounds=ROUNDS_CITE[scenario], unit_offer=offers_cite, source_dice=offers_cite, army="MK L2585-2606",
        deck_size="MK L3322-3325" if quest else "MK L3056-3059", map="MK L3307" if quest else "MK L3043",
        remove_spells="MK L3312" if quest else "MK L3048", skills="MK L3312" if quest else "MK L3048",
        victory="MK L3422" if quest else "MK L3206", defeat="MK L3421" if quest else "MK L3203-3205",
        city_levels=cites.pop("city_level"), volkare_level=cites.pop("volkare_level"),
        deck_wounds=cites.pop("wounds"), wavering_units=cites.pop("wavering_units"))
    if quick:
        cites.update(starting_fame="MK L3248", starting_reputation="MK L3248")
    s.cites = cites
    return s


def change_level(level: int, delta: int, players: int, revealed: bool) -> int:
    """The optional rule "changing Volkare's level" (MK L2873-2885): at the end of a round the
    players may all agree to raise or lower it by at most the number of real players, and only
    until his troops have been revealed in a first real battle."""
    if revealed:
        raise VolkareError("Volkare's level cannot change after the first battle with him (MK L2883-2885)",
                           "after_first_battle")
    if abs(delta) > players:
        raise VolkareError(f"the level changes by at most the number of real players, {players} (MK L2881)",
                           "change_too_big", players=players)
    level_parts(level + delta)  # never below 4 (L2585)
    return level + delta


def score_bonus(fight: str, race: str, cards_left: int) -> float:
    """The co-op score's bonus for defeating Volkare: 30/40/50 by fight level plus 2 per card left
    in his deck, times 1, 1.5 or 2 by race level (MK L3217-3219, L3433-3435)."""
    return (BONUS[fight] + 2 * cards_left) * MULTIPLIER[race]


# --- the battle sheet -------------------------------------------------------------------------

def battle(data: VolkareData, level: int, players: int, round_no: int, seed: int, extra_grey: int = 0,
           heroes: int = 1, scenario: str = "volkares-return") -> dict:
    """A battle with Volkare: his army's tokens by colour, split into elite (white, red) and regular
    (grey, green) for a joint battle and dealt at random among `heroes` (MK L2716-2718), his die
    rolled once (L2638, L2650, L2724), what a hero must do to win, and the wounds of a retreat."""
    if not 1 <= round_no <= 6:
        raise VolkareError(f"a Volkare scenario has at most 6 rounds (MK L3005, L3273), got round {round_no}")
    if not 1 <= heroes <= players:
        raise VolkareError(f"1 to {players} heroes can share the battle, got {heroes}")
    rng = random.Random(seed)
    tokens = army(data, level, extra_grey)
    elite = [c for c in COLOURS if c in ELITE for _ in range(tokens[c])]
    regular = [c for c in COLOURS if c not in ELITE for _ in range(tokens[c])]
    rng.shuffle(elite)
    rng.shuffle(regular)
    # the players choose how many of each group each hero fights (L2716-2718); here: as even as possible
    shares = []
    for i in range(heroes):
        mine = elite[i::heroes] + regular[i::heroes]
        shares.append({c: mine.count(c) for c in COLOURS})
    die = rng.choice(("red", "blue", "green", "white", "gold", "black"))  # his mana die (L2638, L2650)
    pair = (round_no + 1) // 2
    losses_to_hold = players if scenario != "volkares-quest" else 2 * players
    return {
        "level": level, "level_parts": level_parts(level), "army": tokens, "tokens": sum(tokens.values()),
        "elite": len(elite), "regular": len(regular), "heroes": heroes, "shares": shares, "die": die,
        "retreat_wounds": WOUNDS_TO_RETREAT[pair], "round": round_no, "seed": seed,
        "camp_shields": len(elite) + len(regular) // 2,
        "hold_losses": losses_to_hold, "scenario": scenario,
        "cites": {"army": "MK L2585-2606", "shares": "MK L2716-2718", "die": "MK L2638, L2650, L2724",
                  "brutal_assassin": "MK L2652", "not_fortified": "MK L2646", "win": "MK L2658-2660",
                  "retreat_wounds": "MK L3181-3185, L3395-3399", "camp_shields": "MK L2832-2833",
                  "hold_losses": "MK L3411" if scenario == "volkares-quest" else "MK L3161-3163"},
    }
