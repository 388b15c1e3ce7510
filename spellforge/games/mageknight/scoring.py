"""End-of-game scoring (подсчёт достижений, MK L1071-1105), the team and co-op variants, city
scoring and the Lost Relic's relic parts.

Each hero's fame, then six achievements, each a count and a title (MK L1071-1105):
- Greatest Knowledge (Великий мудрец): 2 per spell and 1 per advanced action in the deed deck
  (L1075);
- Greatest Leader (Великий лидер): the levels of its units, a wounded unit half its level rounded
  down, so a wounded level-1 unit gives nothing (L1081);
- Greatest Adventurer (Великий искатель приключений): 2 per shield on an adventure site (L1087);
- Greatest Loot (Великая добыча): 2 per artifact in the deed deck or given to a unit, 1 per two
  crystals (L1093);
- Greatest Conqueror (Великий завоеватель): 2 per shield on a keep, mage tower or monastery (L1099);
- Greatest Beating (Великое поражение): −2 per wound in the deed deck (not on units) (L1105).
The most in a count gets +3 and the title; on a tie each of them +1 (L1075-1099). Greatest
Beating: the biggest loss −3, on a tie −1 each, and nobody when no one has a wound (L1105).
Greatest Knowledge gives the tie point only to heroes that scored in the count (L1075); we read
"got the most fame in this count" the same way for every count: with nothing scored, no title.

Conquest adds the cities (L1403-1407): 7 per city the hero leads, 4 per other city with one of its
shields; the most city fame +5 and the title Greatest City Conqueror, +2 each on a tie. The
competitive Lost Relic (L4327): 4 per relic part found, the most parts +4 and a title, +2 on a tie.

Variants:
- solo: the achievements are counted, no titles (L1342, L1433, L4403); then the scenario's
  points for the goal and the time (Conquest L1461-1467, Lost Relic L4407-4413);
- teams (L1066-1069): a team's fame is its heroes' lowest; in each count only its best hero counts
  (Greatest Beating: its biggest loss); titles are given between the teams' best;
- co-op (L1484, L1500, L1510-1513, L4358-4361): all players one team, no titles, then the goal
  points (Co-op Conquest L1517-1522, co-op Lost Relic L4363-4367).
The winner is the highest total; a tie shares the victory (L1334).

Volkare's camp instead of a city (the optional rule, L2804-2871; Conquest and Cooperation only,
L2806): its leader counts as a city's leader and a shield on his token as a shield on a city card
(L2863), so `camp_led` and `camp_shield` join the city counts and goal points; each shield put on
the camp or a hex next to it by hunting (L2859) adds 1 to Greatest Conqueror (L2865) — the
parenthesis "(в результате охоты)" is read as naming both: the shields won in the assault lie on
his token (L2832-2833) and are already the city's.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field
from pathlib import Path

from spellforge.fileio import read_limited

MAX_FILE = 256 * 1024
MODES = ("competitive", "solo", "coop")
SCENARIOS = ("standard", "conquest", "lost-relic")

# count -> (title bonus, tie bonus, rulebook line)
ACHIEVEMENTS = {
    "knowledge": (3, 1, "MK L1073-1075"),
    "leader": (3, 1, "MK L1079-1081"),
    "adventurer": (3, 1, "MK L1085-1087"),
    "loot": (3, 1, "MK L1091-1093"),
    "conqueror": (3, 1, "MK L1097-1099"),
    "beating": (-3, -1, "MK L1103-1105"),
}
CITIES = (5, 2, "MK L1403-1407")
RELICS = (4, 2, "MK L4327")

COUNT_FIELDS = ("fame", "spells", "advanced_actions", "adventure_shields", "artifacts", "crystals",
                "conquest_shields", "wounds", "cities_led", "cities_shield", "relic_parts", "camp_led", "camp_shield",
                "hunt_shields")
CAMP_FIELDS = ("camp_led", "camp_shield", "hunt_shields")  # Volkare's camp instead of a city (MK L2863-2865)
TEXT_FIELDS = ("name", "hero", "team", "units")
FIELDS = TEXT_FIELDS[:3] + COUNT_FIELDS + ("units",)
GAME_FIELDS = ("rounds_left", "dummy_cards", "end_not_announced", "all_cities", "all_relic_parts")


class ScoreError(ValueError):
    """A sheet the rules cannot score. `code` and `params` let the window say it in its language
    (games/mageknight/ui/score_tab.py); the message is the command line's, naming file and line."""

    def __init__(self, message: str, code: str = "", **params):
        super().__init__(message)
        self.code, self.params = code, params


class ScoreFileError(ScoreError):
    """A score sheet that cannot be read; the message names the file and line."""


@dataclass
class Player:
    name: str
    fame: int = 0
    hero: str = ""
    team: str = ""
    spells: int = 0
    advanced_actions: int = 0
    units: tuple[tuple[int, bool], ...] = ()  # (level, wounded)
    adventure_shields: int = 0
    artifacts: int = 0
    crystals: int = 0
    conquest_shields: int = 0
    wounds: int = 0
    cities_led: int = 0
    cities_shield: int = 0
    relic_parts: int = 0
    camp_led: int = 0  # 1: leads Volkare's camp, a city led (MK L2839, L2863)
    camp_shield: int = 0  # 1: a shield on his token without leading, a city with a shield (L2863)
    hunt_shields: int = 0  # shields from hunting at the camp: +1 each to Greatest Conqueror (L2865)
    line: int = 0  # where it was read, for messages


@dataclass
class Game:
    """What the scenario counts beyond the heroes (solo and co-op goal points)."""
    scenario: str = "standard"
    mode: str = ""  # "" = solo for one player, competitive otherwise
    rounds_left: int = 0
    dummy_cards: int = 0
    end_not_announced: bool = False
    all_cities: bool = False
    all_relic_parts: bool = False


def counts(p: Player) -> dict[str, int]:
    """The six achievement counts of one hero (MK L1075-1105)."""
    return {
        "knowledge": 2 * p.spells + p.advanced_actions,
        "leader": sum(level // 2 if wounded else level for level, wounded in p.units),
        "adventurer": 2 * p.adventure_shields,
        "loot": 2 * p.artifacts + p.crystals // 2,
        "conqueror": 2 * p.conquest_shields + p.hunt_shields,  # the hunts at Volkare's camp (L2865)
        "beating": -2 * p.wounds,
    }


@dataclass
class Entry:
    """One scored side: a hero, or a team of heroes."""
    name: str
    members: list[str]
    fame: int
    counts: dict[str, int]
    titles: dict[str, int] = field(default_factory=dict)  # category -> the title points it got
    goal: dict[str, int] = field(default_factory=dict)  # the scenario's goal points, by line

    @property
    def total(self) -> int:
        return self.fame + sum(self.counts.values()) + sum(self.titles.values()) + sum(self.goal.values())


@dataclass
class Scores:
    mode: str
    scenario: str
    entries: list[Entry]
    categories: list[str]
    holders: dict[str, list[str]]  # category -> who got its title (empty: nobody)
    titles_given: bool
    winners: list[str]

    def as_dict(self) -> dict:
        return {"mode": self.mode, "scenario": self.scenario, "titles_given": self.titles_given,
                "categories": self.categories, "title_holders": self.holders, "winners": self.winners,
                "cites": {c: (ACHIEVEMENTS.get(c) or (CITIES if c == "cities" else RELICS))[2] for c in self.categories},
                "entries": [{"name": e.name, "members": e.members, "fame": e.fame, "counts": e.counts,
                             "titles": e.titles, "goal": e.goal, "total": e.total} for e in self.entries]}


def _titles(entries: list[Entry], category: str, bonus: int, tie: int) -> list[str]:
    values = [e.counts[category] for e in entries]
    if category == "beating":
        best = min(values)
        if best >= 0:  # nobody has a wound: no Greatest Beating (MK L1105)
            return []
    else:
        best = max(values)
        if best <= 0:  # nothing scored: no title (MK L1075)
            return []
    holders = [e for e in entries if e.counts[category] == best]
    for e in holders:
        e.titles[category] = bonus if len(holders) == 1 else tie
    return [e.name for e in holders]


def score(players: list[Player], game: Game | None = None) -> Scores:
    game = game or Game()
    if not players:
        raise ScoreError("no players to score", "no_players")
    mode = game.mode or ("solo" if len(players) == 1 else "competitive")
    if mode not in MODES:
        raise ValueError(f"mode is competitive, solo or coop, got {mode!r}")
    if game.scenario not in SCENARIOS:
        raise ValueError(f"scenario is one of {', '.join(SCENARIOS)}, got {game.scenario!r}")
    if mode == "solo" and len(players) != 1:
        raise ScoreError(f"a solo game has one player, got {len(players)}", "solo_one_player", n=len(players))
    _check_camp(players, game)
    categories = list(ACHIEVEMENTS)
    if game.scenario == "conquest" and mode == "competitive":
        categories.append("cities")  # MK L1403-1407
    if game.scenario == "lost-relic" and mode == "competitive":
        categories.append("relics")  # MK L4327

    def full_counts(p: Player) -> dict[str, int]:
        c = counts(p)
        if "cities" in categories:
            c["cities"] = 7 * (p.cities_led + p.camp_led) + 4 * (p.cities_shield + p.camp_shield)  # L2863
        if "relics" in categories:
            c["relics"] = 4 * p.relic_parts
        return c

    teams: dict[str, list[Player]] = {}
    if mode == "coop":
        teams = {"": list(players)}  # one team (MK L1500, L4347)
    elif mode == "competitive" and any(p.team for p in players):
        missing = [p.name for p in players if not p.team]
        if missing:
            raise ScoreError("a team game needs every player's team; none for: " + ", ".join(missing),
                             "team_missing", names=", ".join(missing))
        for p in players:
            teams.setdefault(p.team, []).append(p)
    if teams:  # MK L1066-1069, L1510-1512: lowest fame, each count's best (the biggest loss)
        entries = []
        for name, members in teams.items():
            per = [full_counts(p) for p in members]
            best = {c: (min if c == "beating" else max)(x[c] for x in per) for c in categories}
            entries.append(Entry(name or "team", [p.name for p in members], min(p.fame for p in members), best))
    else:
        entries = [Entry(p.name, [p.name], p.fame, full_counts(p)) for p in players]

    titles_given = mode == "competitive"  # none in solo (L1342, L1433, L4403) nor co-op (L1513, L4361)
    holders: dict[str, list[str]] = {c: [] for c in categories}
    if titles_given:
        for c in categories:
            bonus, tie, _ = ACHIEVEMENTS.get(c) or (CITIES if c == "cities" else RELICS)
            holders[c] = _titles(entries, c, bonus, tie)
    if mode in ("solo", "coop"):
        _goal_points(entries[0], players, game, mode)
    top = max(e.total for e in entries)
    return Scores(mode, game.scenario, entries, categories, holders, titles_given,
                  [e.name for e in entries if e.total == top])


def _check_camp(players: list[Player], game: Game) -> None:
    """Volkare's camp stands for a city of a Conquest or Cooperation (L2806), one leader (L2839)."""
    used = [p.name for p in players if any(getattr(p, k) for k in CAMP_FIELDS)]
    if used and game.scenario != "conquest":
        raise ScoreError(f"Volkare's camp stands for a city: score it with the conquest scenario (MK L2806); "
                         f"camp columns filled for: {', '.join(used)}", "camp_needs_conquest", names=", ".join(used))
    for p in players:
        for key in ("camp_led", "camp_shield"):
            if getattr(p, key) > 1:
                raise ScoreError(f"{p.name}: {key} is 0 or 1 (there is one camp)", "camp_one", key=key, row=p.line,
                                 name=p.name)
        if p.camp_led and p.camp_shield:
            raise ScoreError(f"{p.name}: camp_shield is for a hero who does not lead the camp (MK L2863)",
                             "camp_led_and_shield", row=p.line, name=p.name)
    leaders = [p.name for p in players if p.camp_led]
    if len(leaders) > 1:
        raise ScoreError(f"the camp has one leader (MK L2839); camp_led for: {', '.join(leaders)}",
                         "camp_one_leader", names=", ".join(leaders))


def _goal_points(entry: Entry, players: list[Player], game: Game, mode: str) -> None:
    """The points for the goal and the time of a solo or co-op scenario."""
    g = entry.goal
    if game.scenario == "conquest":
        led = sum(p.cities_led + p.camp_led for p in players)  # the camp led is a city (L2863)
        g["cities"] = 10 * led  # MK L1463, L1517
        if mode == "coop" and all(p.cities_led + p.camp_led for p in players):
            g["every_hero_led_a_city"] = 10  # MK L1518
        if game.all_cities:
            g["all_cities"] = 15  # MK L1464, L1519
        g["rounds_left"] = 30 * game.rounds_left  # MK L1465, L1520
    elif game.scenario == "lost-relic":
        g["relic_parts"] = 5 * sum(p.relic_parts for p in players)  # MK L4407, L4363
        if mode == "coop" and all(p.relic_parts for p in players):
            g["every_hero_found_a_part"] = 5  # MK L4364
        if game.all_relic_parts:
            g["all_relic_parts"] = 10  # MK L4409, L4365
    else:
        return
    g["dummy_cards"] = game.dummy_cards  # MK L1466, L1521, L4411, L4366
    if game.end_not_announced:
        g["end_not_announced"] = 5  # MK L1467, L1522, L4413, L4367
    for k in [k for k, v in g.items() if not v]:
        del g[k]


# --- reading ----------------------------------------------------------------------------------

def _int(value, where: str, key: str) -> int:
    if isinstance(value, bool):
        raise ScoreFileError(f"{where}: {key} must be a whole number, got {value!r}", "not_a_number", key=key,
                             where=where, value=value)
    if isinstance(value, int):
        n = value
    else:
        text = str(value).strip()
        if not text:
            return 0
        try:
            n = int(text)
        except ValueError:
            raise ScoreFileError(f"{where}: {key} must be a whole number, got {text!r}", "not_a_number",
                                 key=key, where=where, value=text) from None
    if n < 0 and key != "fame":
        raise ScoreFileError(f"{where}: {key} cannot be negative, got {n}", "negative", key=key, where=where, value=n)
    return n


WOUND_MARKS = ("w", "р", "r")  # after a wounded unit's level: w, Russian р (ранен), Polish r (ranna)


def _units(value, where: str) -> tuple[tuple[int, bool], ...]:
    """Units as "2 3w 1w" (w = wounded) or a JSON list of such words, numbers or
    {"level": 3, "wounded": true} objects."""
    items = value.split() if isinstance(value, str) else (value or [])
    if not isinstance(items, list):
        raise ScoreFileError(f"{where}: units must be a list like \"2 3w 1w\", got {value!r}", "bad_unit", where=where,
                             value=value)
    out = []
    for item in items:
        if isinstance(item, dict):
            level, wounded = item.get("level"), bool(item.get("wounded", False))
        elif isinstance(item, int) and not isinstance(item, bool):
            level, wounded = item, False
        else:
            text = str(item).strip().lower()
            wounded = text[-1:] in WOUND_MARKS
            level = text[:-1] if wounded else text
        try:
            level = int(level)
        except (TypeError, ValueError):
            raise ScoreFileError(f"{where}: a unit is its level, with w when wounded (\"3w\"), got {item!r}",
                                 "bad_unit", where=where, value=item) from None
        if not 1 <= level <= 4:
            raise ScoreFileError(f"{where}: a unit's level is 1 to 4, got {level}", "unit_level", where=where, value=level)
        out.append((level, wounded))
    return tuple(out)


def player_from(row: dict, where: str, line: int = 0) -> Player:
    unknown = [k for k in row if k and k not in FIELDS]
    if unknown:
        raise ScoreFileError(f"{where}: unknown column {unknown[0]!r}; columns: {', '.join(FIELDS)}", "unknown_column",
                             where=where, value=unknown[0], known=", ".join(FIELDS))
    name = str(row.get("name") or "").strip()
    if not name:
        raise ScoreFileError(f"{where}: every player needs a name", "no_name", where=where)
    kw = {k: _int(row.get(k, 0), where, k) for k in COUNT_FIELDS}
    return Player(name=name, hero=str(row.get("hero") or "").strip(), team=str(row.get("team") or "").strip(),
                  units=_units(row.get("units", ""), where), line=line, **kw)


def read_sheet(path: str | Path) -> tuple[list[Player], dict]:
    """Players (one line each, CSV with a header or JSON lines) and the game settings a JSON
    object may carry: {"scenario": …, "mode": …, "game": {…}, "players": [{…}, …]}."""
    path = Path(path)
    try:
        raw = read_limited(path, MAX_FILE)
    except (OSError, ValueError) as exc:
        code = ("file_missing" if isinstance(exc, FileNotFoundError) else "file_denied"
                if isinstance(exc, PermissionError) else "file_unreadable")
        raise ScoreFileError(f"{path}: {getattr(exc, 'strerror', None) or exc}", code, where=str(path),
                             reason=getattr(exc, "strerror", None) or str(exc)) from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ScoreFileError(f"{path}: not UTF-8 text (byte {exc.start})", "not_utf8", where=str(path),
                             value=exc.start) from None
    stripped = text.strip()
    if not stripped:
        raise ScoreFileError(f"{path}: empty: one line per player is needed", "empty", where=str(path))
    if stripped[0] in "[{":
        return _read_json(text, path)
    return _read_csv(text, path), {}


def _read_json(text: str, path: Path) -> tuple[list[Player], dict]:
    settings: dict = {}
    try:
        data = json.loads(text)
    except RecursionError:
        raise ScoreFileError(f"{path}: not valid JSON (nested too deeply)", "bad_json", where=str(path)) from None
    except json.JSONDecodeError as whole:
        data = None  # maybe JSON lines: one object per line
        rows = []
        for line_no, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                bad = line_no if rows or line_no > 1 else whole.lineno
                raise ScoreFileError(f"{path}:{bad}: not valid JSON ({exc.msg})", "bad_json",
                                     where=f"{path}:{bad}") from None
            if not isinstance(obj, dict):
                raise ScoreFileError(f"{path}:{line_no}: each line must be a JSON object (a player)", "not_object",
                                     where=f"{path}:{line_no}")
            rows.append((line_no, obj))
        return [player_from(o, f"{path}:{n}", n) for n, o in rows], settings
    if isinstance(data, dict) and "players" in data:
        settings = {k: v for k, v in data.items() if k != "players"}
        data = data["players"]
    elif isinstance(data, dict):
        data = [data]
    if not isinstance(data, list) or not all(isinstance(x, dict) for x in data):
        raise ScoreFileError(f"{path}: the JSON must be a list of players (objects) or {{\"players\": […]}}",
                             "bad_json_shape", where=str(path))
    return [player_from(o, f"{path}: player {i}", i) for i, o in enumerate(data, start=1)], settings


def _read_csv(text: str, path: Path) -> list[Player]:
    header = text.lstrip().splitlines()[0] if text.strip() else ""
    # a spreadsheet in Russian or Polish saves CSV with semicolons (the comma is its decimal mark)
    delimiter = ";" if header.count(";") > header.count(",") else ","
    reader = csv.DictReader(io.StringIO(text), delimiter=delimiter)
    if not reader.fieldnames or "name" not in [f.strip() for f in reader.fieldnames]:
        raise ScoreFileError(f"{path}:1: the first line must name the columns, among them name; "
                             f"columns: {', '.join(FIELDS)}", "no_header", where=f"{path}:1", known=", ".join(FIELDS))
    players = []
    for row in reader:
        line = reader.line_num
        if None in row:
            raise ScoreFileError(f"{path}:{line}: more values than columns", "extra_values", where=f"{path}:{line}")
        row = {(k or "").strip(): v for k, v in row.items()}
        if not any((v or "").strip() for v in row.values()):
            continue
        players.append(player_from(row, f"{path}:{line}", line))
    if not players:
        raise ScoreFileError(f"{path}: no players: one line per player after the header", "no_rows",
                             where=str(path))
    return players


def game_from(settings: dict, where: str) -> Game:
    raw = dict(settings.get("game") or {})
    for k in ("scenario", "mode"):
        if k in settings:
            raw[k] = settings[k]
    unknown = [k for k in raw if k not in GAME_FIELDS + ("scenario", "mode")]
    if unknown:
        raise ScoreFileError(f"{where}: unknown game setting {unknown[0]!r}", "unknown_setting", where=where,
                             value=unknown[0], known=", ".join(GAME_FIELDS + ("scenario", "mode")))
    game = Game(scenario=str(raw.get("scenario", "standard")), mode=str(raw.get("mode", "")),
                rounds_left=_int(raw.get("rounds_left", 0), where, "rounds_left"),
                dummy_cards=_int(raw.get("dummy_cards", 0), where, "dummy_cards"),
                end_not_announced=bool(raw.get("end_not_announced", False)),
                all_cities=bool(raw.get("all_cities", False)),
                all_relic_parts=bool(raw.get("all_relic_parts", False)))
    if game.scenario not in SCENARIOS:
        raise ScoreFileError(f"{where}: scenario is one of {', '.join(SCENARIOS)}, got {game.scenario!r}",
                             "bad_scenario", where=where, value=game.scenario, known=", ".join(SCENARIOS))
    if game.mode and game.mode not in MODES:
        raise ScoreFileError(f"{where}: mode is one of {', '.join(MODES)}, got {game.mode!r}", "bad_mode",
                             where=where, value=game.mode, known=", ".join(MODES))
    return game
