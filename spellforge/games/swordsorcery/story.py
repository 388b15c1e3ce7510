"""The story record: each scenario played with its result, date, notes, story tokens and the
alignment choices made (002 L824-862, L963-965), and the checklist of what the rules say to do
between two scenarios. The story book is not in the seed (L132-133): the record holds what the
player enters, nothing is guessed.
"""

from __future__ import annotations

import datetime as _dt

from spellforge.games.swordsorcery.actions import _log
from spellforge.games.swordsorcery.campaign import Campaign
from spellforge.games.swordsorcery.validator import InputError

RESULTS = ("won", "lost")  # «победа» / «поражение», L855

# What the rules say to do between two scenarios, in order: (key, seed line, done by end-scenario).
CHECKLIST = (
    ("ghost_discard", "002 L2192", True),
    ("forge_back", "002 L2349", True),
    ("artifact_charge", "002 L1764", True),
    ("full_hp", "002 L316", True),
    ("treasure_back", "002 L262", False),
    ("soul_weapons_out", "002 L1669", False),
    ("emporium", "002 L2311-2373", False),
)


def record(c: Campaign, result: str, date: str = "", notes: str = "", tokens: int = 0,
           choices: list[str] | None = None, scenario: int | None = None) -> Campaign:
    """Add one scenario played to the story record (the last scenario ended by default)."""
    if result not in RESULTS:
        raise InputError("result", value=result)
    if tokens < 0:
        raise InputError("not_negative", option="--tokens")
    date = date or _dt.date.today().isoformat()
    try:
        _dt.date.fromisoformat(date)
    except ValueError:
        raise InputError("date", value=date) from None
    played = scenario if scenario is not None else max(1, c.scenario - 1 if _ended(c) else c.scenario)
    new = c.copy()
    entry = {"scenario": played, "result": result, "date": date}
    if notes.strip():
        entry["notes"] = notes.strip()
    if tokens:
        entry["tokens"] = tokens
    if choices:
        entry["choices"] = [x.strip() for x in choices if x.strip()]
    new.story.append(entry)
    _log(new, "story", ended=played, result=result)
    return new


def _ended(c: Campaign) -> bool:
    """Whether the scenario before the current one was ended (end-scenario moved the counter on)."""
    return any(e.get("action") == "end_scenario" and e.get("ended") == c.scenario - 1 for e in c.log)
