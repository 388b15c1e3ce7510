"""A Sword & Sorcery campaign: the party and everything carried from scenario to scenario.

The file format (JSON, `kind` "spellforge.ss-campaign") is the one a player can write by hand:

    {"kind": "spellforge.ss-campaign", "act": 1, "soul_storm": false, "shards": 30,
     "heroes": [{"hero": "Шая", "class": "Плут", "soul_level": 1, "crowns": 0,
                 "skills": [], "equipped": {}, "inventory": []}]}

Names may be in any language the library knows; they are kept as written (nothing the user typed
is rewritten). A skill may be {"skill": name, "level": n} (the soul level it was gained at, which
death needs, 002 L2170) and an item {"item": name, "forged": true, "charges": 2, "empowered": true}.
The optional keys (wounds, ghost, story_tokens, conditions, used, stash, scenario, visit,
tavern_used, log, story) default to a fresh campaign. A bad file stops with its name and line
(CampaignFileError).
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from spellforge.games.swordsorcery import rules

KIND = "spellforge.ss-campaign"
# 2: conditions, used skills, the story record, an empowered soul weapon (an older reader would drop them)
FORMAT_VERSION = 2


class CampaignFileError(ValueError):
    """A campaign file that cannot be used: `where` (file:line) and a code with its parameters,
    said in the reader's language by told(translate) (messages.file_templates); str() is English."""

    def __init__(self, where, code: str, **params):
        self.where, self.code, self.params = str(where), code, params
        super().__init__(self.told())

    def told(self, translate=None) -> str:
        from spellforge.games.swordsorcery.messages import file_sentence

        return f"{self.where}: {file_sentence(self.code, self.params, translate)}"


@dataclass
class SkillEntry:
    name: str
    level: int | None = None  # the soul level it was gained at

    def to_json(self):
        return self.name if self.level is None else {"skill": self.name, "level": self.level}


@dataclass
class ItemEntry:
    name: str
    forged: bool = False  # upgraded by the forge until the scenario ends (002 L2347-2349)
    charges: int | None = None  # an artifact's charge tokens (002 L1754-1764)
    visit: int | None = None  # the emporium visit it was bought in (its other face needs a new one, 002 L2317)
    empowered: bool = False  # a soul weapon turned by its shards until the next time phase (002 L1671)

    def to_json(self):
        extra = {k: v for k, v in (("forged", self.forged), ("charges", self.charges), ("visit", self.visit),
                                   ("empowered", self.empowered))
                 if v or (k == "charges" and v == 0)}  # an artifact with no charge left keeps saying so
        return {"item": self.name, **extra} if extra else self.name


@dataclass
class HeroState:
    hero: str
    side: str  # the class on the hero card's side in play ("class" in the file)
    soul_level: int = 1
    crowns: int = 0
    skills: list[SkillEntry] = field(default_factory=list)  # left to right = order gained (002 L1370, L1376)
    equipped: dict[str, ItemEntry] = field(default_factory=dict)  # slot -> item (rules.SLOTS)
    inventory: list[ItemEntry] = field(default_factory=list)
    wounds: int = 0
    ghost: bool = False
    story_tokens: int = 0
    conditions: list[str] = field(default_factory=list)  # physical condition tokens (002 L2074-2086)
    used: dict[str, int] = field(default_factory=dict)  # used skill -> hourglasses left (002 L1438, L1480-1482)

    def held(self) -> list[tuple[str | None, ItemEntry]]:
        """(slot or None for the inventory, item) for everything the hero holds."""
        return [(s, e) for s, e in self.equipped.items()] + [(None, e) for e in self.inventory]

    def to_json(self) -> dict:
        d = {"hero": self.hero, "class": self.side, "soul_level": self.soul_level, "crowns": self.crowns,
             "skills": [s.to_json() for s in self.skills],
             "equipped": {k: v.to_json() for k, v in self.equipped.items()},
             "inventory": [e.to_json() for e in self.inventory]}
        for key, value in (("wounds", self.wounds), ("ghost", self.ghost), ("story_tokens", self.story_tokens),
                           ("conditions", list(self.conditions)), ("used", dict(self.used))):
            if value:
                d[key] = value
        return d


@dataclass
class Campaign:
    heroes: list[HeroState] = field(default_factory=list)
    act: int = rules.CAMPAIGN_ACT
    soul_storm: bool = False
    shards: int = 0
    stash: list[ItemEntry] = field(default_factory=list)
    scenario: int = 1
    visit: int = 0
    tavern_used: list[str] = field(default_factory=list)
    log: list[dict] = field(default_factory=list)  # {"action": …, params}: rendered by messages.log_templates
    name: str = ""
    story: list[dict] = field(default_factory=list)  # the scenarios played: story.StoryEntry.to_json()

    def copy(self) -> "Campaign":
        return copy.deepcopy(self)

    def to_json(self) -> dict:
        d = {"kind": KIND, "version": FORMAT_VERSION, "act": self.act, "soul_storm": self.soul_storm,
             "shards": self.shards, "heroes": [h.to_json() for h in self.heroes]}
        if self.name:
            d = {"kind": KIND, "version": FORMAT_VERSION, "name": self.name, **{k: v for k, v in d.items()
                                                                              if k not in ("kind", "version")}}
        d.update(stash=[e.to_json() for e in self.stash], scenario=self.scenario, visit=self.visit,
                 tavern_used=list(self.tavern_used), log=list(self.log))
        if self.story:
            d["story"] = [dict(e) for e in self.story]
        return d

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=2) + "\n"


# -- reading -----------------------------------------------------------------------------------
# A campaign file is a few KB (a party, its items, its log); a 13 MB one cost 10 s and 390 MB per
# action and grew the database by 20 MB (issue 42).
MAX_FILE_BYTES = 1024 * 1024


def read_campaign(path: str | Path) -> Campaign:
    from spellforge.fileio import FileRefused, read_limited

    path = Path(path)
    try:
        text = read_limited(path, MAX_FILE_BYTES).decode("utf-8")
    except (FileRefused, OSError, UnicodeError) as exc:
        raise CampaignFileError(path, "unreadable", error=exc) from None
    return parse_campaign(text, str(path))


def parse_campaign(text: str, file: str = "<campaign>") -> Campaign:
    if len(text) > MAX_FILE_BYTES:
        raise CampaignFileError(file, "too_large", size=f"{len(text):,}", limit=MAX_FILE_BYTES // (1024 * 1024))
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CampaignFileError(f"{file}:{exc.lineno}", "not_json", error=exc.msg) from None
    except RecursionError:
        raise CampaignFileError(file, "too_deep") from None
    except ValueError as exc:  # a number of thousands of digits
        raise CampaignFileError(file, "not_json", error=exc) from None
    return from_json(data, file, text)


def _line_of(text: str, key: str, nth: int = 0) -> int:
    """The line of the nth `"key":` in the text (json keeps no positions); 1 when not found."""
    hits = [m.start() for m in re.finditer(rf'"{re.escape(key)}"\s*:', text)]
    return text.count("\n", 0, hits[nth]) + 1 if nth < len(hits) else 1


def from_json(data, file: str = "<campaign>", text: str = "") -> Campaign:
    def fail(code: str, json_key: str = "", nth: int = 0, **params):
        line = _line_of(text, json_key, nth) if json_key else 1
        raise CampaignFileError(f"{file}:{line}", code, **params)

    def shown(value) -> str:
        return json.dumps(value, ensure_ascii=False)

    if not isinstance(data, dict) or data.get("kind") != KIND:
        fail("kind", "kind", kind=KIND)
    version = data.get("version", FORMAT_VERSION)
    if isinstance(version, bool) or not isinstance(version, int):
        fail("version", "version", value=shown(version))
    if version > FORMAT_VERSION:
        fail("newer", "version", version=version, reads=FORMAT_VERSION)

    def whole(value, key: str, lo: int, hi: int, nth: int = 0, where: str = "") -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            fail("whole", key, nth, at=where, key=key, low=lo, high=hi, value=shown(value))
        return value

    heroes_in = data.get("heroes", [])
    if not isinstance(heroes_in, list):
        fail("list", "heroes", key="heroes")
    counters: dict[str, int] = {}

    def nth(key: str) -> int:
        counters[key] = counters.get(key, -1) + 1
        return counters[key]

    heroes = []
    for i, h in enumerate(heroes_in):
        where = f"heroes[{i}]."
        if not isinstance(h, dict):
            fail("hero_object", "heroes", at=f"heroes[{i}]")
        k = nth("hero")
        name, side = h.get("hero"), h.get("class")
        if not isinstance(name, str) or not name.strip():
            fail("hero_name", "hero", k, at=where)
        if not isinstance(side, str) or not side.strip():
            fail("hero_class", "hero", k, at=where)
        hs = HeroState(name.strip(), side.strip())
        if "soul_level" in h:
            hs.soul_level = whole(h["soul_level"], "soul_level", rules.MIN_LEVEL, rules.MAX_LEVEL, nth("soul_level"), where)
        for key in ("crowns", "wounds", "story_tokens"):
            if key in h:
                setattr(hs, key, whole(h[key], key, 0, 99999, nth(key), where))
        hs.ghost = bool(h.get("ghost", False))
        hs.conditions = [str(x) for x in _list(h, "conditions", fail, where)]
        used = h.get("used", {}) or {}
        if not isinstance(used, dict) or not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 4
                                                 for v in used.values()):
            fail("used", "used", at=where)
        hs.used = {str(k): v for k, v in used.items()}
        hs.skills = [_skill(s, lambda code, **p: fail(code, "skills", nth("skills"), at=where, **p))
                     for s in _list(h, "skills", fail, where)]
        hs.inventory = [_item(e, lambda code, **p: fail(code, "inventory", at=where, **p))
                        for e in _list(h, "inventory", fail, where)]
        eq = h.get("equipped", {}) or {}
        if not isinstance(eq, dict):
            fail("equipped_object", "equipped", at=where, slots=", ".join(rules.SLOTS))
        for slot, e in eq.items():
            if slot not in rules.SLOTS:
                fail("equipped_slot", "equipped", at=where, slot=repr(slot), slots=", ".join(rules.SLOTS))
            if e:
                hs.equipped[slot] = _item(e, lambda code, **p: fail(code, "equipped", at=where, **p))
        heroes.append(hs)
    c = Campaign(heroes=heroes)
    c.act = whole(data.get("act", rules.CAMPAIGN_ACT), "act", 1, 9)
    c.soul_storm = bool(data.get("soul_storm", False))
    c.shards = whole(data.get("shards", 0), "shards", 0, 99999)
    c.scenario = whole(data.get("scenario", 1), "scenario", 1, 999)
    c.visit = whole(data.get("visit", 0), "visit", 0, 9999)
    c.stash = [_item(e, lambda code, **p: fail(code, "stash", at="", **p)) for e in _list(data, "stash", fail)]
    c.tavern_used = [str(x) for x in _list(data, "tavern_used", fail)]
    c.log = [x for x in _list(data, "log", fail) if isinstance(x, dict)]
    c.name = str(data.get("name", "") or "")
    c.story = [x for x in _list(data, "story", fail) if isinstance(x, dict)]
    return c


def _list(d: dict, key: str, fail, where: str = "") -> list:
    v = d.get(key, []) or []
    if not isinstance(v, list):
        fail("list", key, key=where + key)
    return v


def _skill(value, fail) -> SkillEntry:
    if isinstance(value, str) and value.strip():
        return SkillEntry(value.strip())
    if isinstance(value, dict) and isinstance(value.get("skill"), str):
        level = value.get("level")
        if level is not None and (not isinstance(level, int) or not 1 <= level <= 7):
            fail("skill_level", value=repr(level))
        return SkillEntry(value["skill"].strip(), level)
    fail("skill_entry", value=json.dumps(value, ensure_ascii=False))


def _item(value, fail) -> ItemEntry:
    if isinstance(value, str) and value.strip():
        return ItemEntry(value.strip())
    if isinstance(value, dict) and isinstance(value.get("item"), str):
        charges = value.get("charges")
        if charges is not None and (not isinstance(charges, int) or charges < 0):
            fail("charges", value=repr(charges))
        return ItemEntry(value["item"].strip(), bool(value.get("forged", False)), charges, value.get("visit"),
                         bool(value.get("empowered", False)))
    fail("item_entry", value=json.dumps(value, ensure_ascii=False))
