"""The high-level start (*Старт с высоким уровнем*, MK L4417–4448): a pre-game build on a budget.

A build names the hero and level, the cards dealt to the player (the offers), the free advanced
actions taken and the purchases. `check()` prices it and lists every problem with a code and the
rulebook line. Files: a small text format or the same keys in JSON (docs/mage-knight.md):

    hero: Arythea
    level: 3
    influence per level: 6                  # optional, MK L4441 lets you adjust it
    starting crystals: red, white           # optional; 2 of the hero card's colours (MK L4425)
    offer advanced actions: Blood Rage, Ice Bolt, Agility, Learning, Training
    offer units: Peasants, Foresters, Herbalist, Scouts
    offer spells: Fireball, Snowstorm, Restoration
    offer artifacts: Ruby Ring, Golden Grail
    free advanced actions: Agility
    buy units: Peasants
    buy spells: Fireball                    # 9 influence
    buy spells with crystal: Snowstorm      # 7 influence and a blue crystal spent
    buy crystals: green
    skill draws: Dark Paths / Burning Power   # MK L4421: 2 drawn per odd level after the first
    skills: Dark Paths                        # the one kept from each draw; the other goes to the common offer

The keys also read in Russian and Polish (KEY_ALIASES: «герой», «уровень», «выложены отряды»,
«купить заклинания за кристалл»…; „bohater”, „poziom”, „kup jednostki”…), colours too.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from spellforge.fileio import read_limited
from spellforge.games.mageknight.library import BASIC_COLOURS, MKLibrary

MAX_LEVEL = 10  # MK L5906
MAX_CRYSTALS = 3  # per basic colour, MK L328
PRICE = {"advanced_action": 6, "spell": 9, "spell_with_crystal": 7, "artifact": 12, "crystal": 3}  # MK L4444-4448
MAX_FILE = 256 * 1024

# text key -> JSON path
TEXT_KEYS = {
    "hero": ("hero",), "level": ("level",), "influence per level": ("influence_per_level",),
    "starting crystals": ("starting_crystals",),
    "offer advanced actions": ("offer", "advanced_action"), "offer units": ("offer", "unit"),
    "offer spells": ("offer", "spell"), "offer artifacts": ("offer", "artifact"),
    "free advanced actions": ("free_advanced_actions",),
    "buy advanced actions": ("buy", "advanced_action"), "buy units": ("buy", "unit"),
    "buy spells": ("buy", "spell"), "buy spells with crystal": ("buy", "spell_with_crystal"),
    "buy artifacts": ("buy", "artifact"), "buy crystals": ("buy", "crystal"), "skills": ("skills",),
    "skill draws": ("skill_draws",),
}
# The same keys in Russian (the rulebook's words: герой, уровень, особые действия, отряды,
# заклинания, артефакты, кристаллы, навыки) and Polish.
KEY_ALIASES = {
    "герой": "hero", "уровень": "level", "влияние за уровень": "influence per level",
    "начальные кристаллы": "starting crystals",
    "выложены особые действия": "offer advanced actions", "выложены отряды": "offer units",
    "выложены заклинания": "offer spells", "выложены артефакты": "offer artifacts",
    "бесплатные особые действия": "free advanced actions", "купить особые действия": "buy advanced actions",
    "купить отряды": "buy units", "купить заклинания": "buy spells",
    "купить заклинания за кристалл": "buy spells with crystal", "купить артефакты": "buy artifacts",
    "купить кристаллы": "buy crystals", "навыки": "skills", "вытянутые навыки": "skill draws",
    "bohater": "hero", "poziom": "level", "wpływ na poziom": "influence per level",
    "kryształy startowe": "starting crystals",
    "wyłożone zaawansowane akcje": "offer advanced actions", "wyłożone jednostki": "offer units",
    "wyłożone zaklęcia": "offer spells", "wyłożone artefakty": "offer artifacts",
    "darmowe zaawansowane akcje": "free advanced actions", "kup zaawansowane akcje": "buy advanced actions",
    "kup jednostki": "buy units", "kup zaklęcia": "buy spells", "kup zaklęcia za kryształ": "buy spells with crystal",
    "kup artefakty": "buy artifacts", "kup kryształy": "buy crystals", "umiejętności": "skills",
    "wylosowane umiejętności": "skill draws",
}
COLOUR_ALIASES = {"красный": "red", "синий": "blue", "зелёный": "green", "зеленый": "green", "белый": "white",
                  "czerwony": "red", "niebieski": "blue", "zielony": "green", "biały": "white"}
LIST_KEYS = {k for k, v in TEXT_KEYS.items() if k not in ("hero", "level", "influence per level")}


class BuildFileError(ValueError):
    """A build file that cannot be read; the message names the file (and line). `code` and
    `params` (`where` among them) let the reader's language say it (refusal_messages.build_error_text)."""

    def __init__(self, message: str, code: str = "", **params):
        super().__init__(message)
        self.code, self.params = code, params


def keys_in(lang: str) -> list[str]:
    """The build file's keys in a language (en, ru, pl): what a line may start with."""
    if lang == "en":
        return list(TEXT_KEYS)
    cyrillic = lang == "ru"
    return [k for k in KEY_ALIASES if any("а" <= ch <= "я" for ch in k) == cyrillic]


def key_in(key: str, lang: str) -> str:
    """One key (its English name) as a line of that language starts with it."""
    return next((k for k in keys_in(lang) if KEY_ALIASES.get(k, k) == key), key)


@dataclass
class Problem:
    code: str
    message: str
    cite: str
    item: str = ""

    def as_dict(self) -> dict:
        return {"code": self.code, "message": self.message, "cite": self.cite, "item": self.item}


@dataclass
class Result:
    legal: bool
    problems: list[Problem]
    total: int
    spent: int
    fame_bonus: int
    command_tokens: int
    free_advanced_actions: int
    skills_allowed: int
    crystals: dict[str, int]
    lines: list[dict] = field(default_factory=list)  # what each purchase cost
    skill_draws: list[dict] = field(default_factory=list)  # MK L4421: drawn, kept, to the common offer

    @property
    def left(self) -> int:
        return self.total - self.spent

    def as_dict(self) -> dict:
        return {"legal": self.legal, "problems": [p.as_dict() for p in self.problems],
                "influence": {"total": self.total, "spent": self.spent, "left": self.left},
                "fame_bonus": self.fame_bonus, "command_tokens": self.command_tokens,
                "free_advanced_actions": self.free_advanced_actions, "skills_allowed": self.skills_allowed,
                "crystals": self.crystals, "purchases": self.lines, "skill_draws": self.skill_draws,
                "common_skills": [d["to_common_offer"] for d in self.skill_draws if d["to_common_offer"]]}


# --- reading ------------------------------------------------------------------------------------

def read_build(path: str | Path) -> dict:
    path = Path(path)
    try:
        raw = read_limited(path, MAX_FILE)
    except OSError as exc:
        code = ("file_missing" if isinstance(exc, FileNotFoundError) else "file_denied"
                if isinstance(exc, PermissionError) else "file_unreadable")
        raise BuildFileError(f"{path}: {exc.strerror or exc}", code, where=str(path),
                             reason=exc.strerror or str(exc)) from None
    except ValueError as exc:
        raise BuildFileError(f"{path}: {exc}", "file_unreadable", where=str(path), reason=str(exc)) from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise BuildFileError(f"{path}: not UTF-8 text (byte {exc.start})", "not_utf8", where=str(path),
                             value=exc.start) from None
    if text.lstrip().startswith("{"):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise BuildFileError(f"{path}:{exc.lineno}: not valid JSON ({exc.msg})", "bad_json",
                                 where=f"{path}:{exc.lineno}") from None
        except (RecursionError, ValueError) as exc:  # nested too deeply; a number of thousands of digits
            raise BuildFileError(f"{path}: not valid JSON ({'nested too deeply' if isinstance(exc, RecursionError) else exc})",
                                 "bad_json", where=str(path)) from None
        if not isinstance(data, dict):
            raise BuildFileError(f"{path}: the JSON must be an object", "json_not_object", where=str(path))
        return data
    return parse_text(text, str(path))


def parse_text(text: str, name: str = "<text>") -> dict:
    data: dict = {}
    for line_no, line in enumerate(text.splitlines(), start=1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        key, sep, value = line.partition(":")
        key = " ".join(key.lower().split())
        key = KEY_ALIASES.get(key, key)
        if not sep or key not in TEXT_KEYS:
            known = ", ".join(TEXT_KEYS)
            raise BuildFileError(f"{name}:{line_no}: expected 'key: value' with a key among: {known}", "bad_line",
                                 where=f"{name}:{line_no}")
        target = data
        *parents, leaf = TEXT_KEYS[key]
        for p in parents:
            target = target.setdefault(p, {})
        if key == "skill draws":  # "A / B, C / D": one pair per draw
            target.setdefault(leaf, []).extend([x.strip() for x in pair.split("/")]
                                               for pair in value.split(",") if pair.strip())
        elif key in LIST_KEYS:
            target.setdefault(leaf, []).extend(v.strip() for v in value.split(",") if v.strip())
        elif key in ("level", "influence per level"):
            try:
                target[leaf] = int(value)
            except ValueError:
                raise BuildFileError(f"{name}:{line_no}: {key} must be a whole number, got {value.strip()!r}",
                                     "not_a_number", where=f"{name}:{line_no}", key=key, value=value.strip()) from None
        else:
            target[leaf] = value.strip()
    return data


# --- checking -----------------------------------------------------------------------------------

def _resolve(lib: MKLibrary, name: str, pool: dict) -> str | None:
    key = str(name).strip().casefold().replace("ё", "е")
    for item in pool.values():
        n = item.names
        if key in {item.id, n.en.casefold(), n.ru.casefold().replace("ё", "е"), (n.pl or "").casefold()}:
            return item.id
    return None


def check(lib: MKLibrary, build: dict) -> Result:
    problems: list[Problem] = []

    def problem(code: str, message: str, cite: str, item: str = "") -> None:
        problems.append(Problem(code, message, cite, item))

    hero = lib.hero(str(build.get("hero", "")))
    if hero is None:
        problem("unknown_hero", f"no hero named {build.get('hero', '')!r}; heroes: "
                + ", ".join(h.names.en for h in lib.heroes.values()), "MK L1040")
    level = build.get("level", 1)
    if not isinstance(level, int) or not 1 <= level <= MAX_LEVEL:
        problem("bad_level", f"level must be 1 to {MAX_LEVEL}, got {level!r}", "MK L5906")
        level = 1
    per_level = build.get("influence_per_level", 6)
    if not isinstance(per_level, int) or per_level < 0:
        problem("bad_influence", f"influence per level must be 0 or more, got {per_level!r}", "MK L4441")
        per_level = 6
    odd_levels = (level - 1) // 2  # odd levels after the first: 3, 5, 7, 9
    command = 1 + odd_levels  # MK L204-206, L4423
    total = per_level * level  # MK L4429

    def names(value) -> list[str]:
        return [str(v) for v in value] if isinstance(value, list) else ([str(value)] if value else [])

    offer_limit = {"advanced_action": level + 2, "unit": level + 1, "spell": level, "artifact": level - 1}
    pools = {"advanced_action": {k: v for k, v in lib.deeds.items() if v.type == "advanced_action"},
             "spell": {k: v for k, v in lib.deeds.items() if v.type == "spell"},
             "artifact": {k: v for k, v in lib.deeds.items() if v.type == "artifact"},
             "unit": lib.units}
    offer: dict[str, Counter[str]] = {}
    raw_offer = build.get("offer", {}) if isinstance(build.get("offer", {}), dict) else {}
    for kind, limit in offer_limit.items():
        ids: Counter[str] = Counter()
        for name in names(raw_offer.get(kind, [])):
            cid = _resolve(lib, name, pools[kind])
            if cid is None:
                problem("unknown_card", f"no {kind.replace('_', ' ')} named {name!r}", "db/mage-knight", name)
                continue
            if kind == "unit" and lib.units[cid].tier == "elite":
                problem("elite_not_offered", f"{lib.units[cid].names.en} is an elite unit: only regular units are dealt",
                        "MK L4443-4445", cid)
            ids[cid] += 1
        if sum(ids.values()) > limit:
            problem("offer_too_large", f"{sum(ids.values())} {kind.replace('_', ' ')} cards dealt; "
                    f"at level {level} the table deals {limit}", "MK L4427, L4443-4447", kind)
        offer[kind] = ids

    taken: dict[str, Counter[str]] = {k: Counter() for k in offer_limit}
    lines: list[dict] = []
    spent = 0

    def take(kind: str, name: str, price: int | None, how: str) -> str | None:
        cid = _resolve(lib, name, pools[kind])
        if cid is None:
            problem("unknown_card", f"no {kind.replace('_', ' ')} named {name!r}", "db/mage-knight", name)
            return None
        taken[kind][cid] += 1
        if taken[kind][cid] > offer[kind][cid]:
            problem("not_in_offer", f"{pools[kind][cid].names.en} was not dealt to you (or not that many times): "
                    "only the dealt cards can be taken", "MK L4427", cid)
        cost = price if price is not None else lib.units[cid].cost
        lines.append({"item": cid, "kind": kind, "how": how, "cost": cost})
        return cid

    free = names(build.get("free_advanced_actions", []))
    if len(free) > odd_levels:
        problem("too_many_free", f"{len(free)} free advanced actions; level {level} gives {odd_levels} "
                "(one per odd level after the first)", "MK L4429")
    for name in free:
        take("advanced_action", name, 0, "free")

    buy = build.get("buy", {}) if isinstance(build.get("buy", {}), dict) else {}
    for name in names(buy.get("advanced_action", [])):
        if take("advanced_action", name, PRICE["advanced_action"], "bought"):
            spent += PRICE["advanced_action"]
    for name in names(buy.get("unit", [])):
        cid = take("unit", name, None, "bought")
        if cid:
            spent += lib.units[cid].cost
    for name in names(buy.get("spell", [])):
        if take("spell", name, PRICE["spell"], "bought"):
            spent += PRICE["spell"]
    for name in names(buy.get("artifact", [])):
        if take("artifact", name, PRICE["artifact"], "bought"):
            spent += PRICE["artifact"]

    crystals: Counter[str] = Counter()
    start = names(build.get("starting_crystals", [])) or (list(hero.crystals[:2]) if hero else [])
    if hero:
        start = [COLOUR_ALIASES.get(c.lower(), c.lower()) for c in start]
        if len(start) != 2 or Counter(start) - Counter(hero.crystals):
            problem("bad_starting_crystals", f"the 2 starting crystals must be colours of {hero.names.en}'s card "
                    f"({', '.join(hero.crystals)}), got {', '.join(start) or 'none'}", "MK L4425")
    crystals.update(COLOUR_ALIASES.get(c.lower(), c.lower()) for c in start)
    for colour in names(buy.get("crystal", [])):
        colour = COLOUR_ALIASES.get(colour.lower(), colour.lower())
        if colour not in BASIC_COLOURS:
            problem("bad_colour", f"a crystal is red, blue, green or white, got {colour!r}", "MK L328", colour)
            continue
        crystals[colour] += 1
        spent += PRICE["crystal"]
        lines.append({"item": colour, "kind": "crystal", "how": "bought", "cost": PRICE["crystal"]})
    for name in names(buy.get("spell_with_crystal", [])):
        cid = take("spell", name, PRICE["spell_with_crystal"], "bought with a crystal")
        if cid:
            spent += PRICE["spell_with_crystal"]
            colour = lib.deeds[cid].colour
            if crystals[colour] < 1:
                problem("no_crystal_for_spell", f"{lib.deeds[cid].names.en} at 7 needs a {colour} crystal, "
                        "and there is none left", "MK L4446", cid)
            else:
                crystals[colour] -= 1
    for colour, n in sorted(crystals.items()):
        if n > MAX_CRYSTALS:
            problem("over_crystal_limit", f"{n} {colour} crystals: at most {MAX_CRYSTALS} of a colour", "MK L328", colour)

    units = sum(taken["unit"].values())
    if units > command:
        problem("over_command", f"{units} units but level {level} gives {command} command tokens", "MK L4423, L204-206")
    if spent > total:
        problem("over_budget", f"{spent} influence spent of {total}", "MK L4429")

    own = {k: v for k, v in lib.skills.items() if not hero or v.hero == hero.id}
    skills = names(build.get("skills", []))
    kept_ids = []
    if skills:
        if len(skills) > odd_levels:
            problem("too_many_skills", f"{len(skills)} skills; level {level} draws for {odd_levels}", "MK L4421")
        for name in skills:
            sid = _resolve(lib, name, own)
            if sid is None:
                problem("not_hero_skill", f"{name!r} is not one of {hero.names.en if hero else 'the hero'}'s skills",
                        "MK L4421", name)
            else:
                kept_ids.append(sid)
    draws = _skill_draws(lib, build, own, hero, level, odd_levels, kept_ids, problem)
    left = total - spent
    return Result(not problems, problems, total, spent, 1 if left > 0 and spent <= total else 0, command,
                  odd_levels, odd_levels, {c: n for c, n in sorted(crystals.items()) if n}, lines, draws)


def _skill_draws(lib: MKLibrary, build: dict, own: dict, hero, level: int, odd_levels: int,
                 kept: list[str], problem) -> list[dict]:
    """MK L4421: for each odd level after the first the player draws 2 of the hero's skill tokens,
    keeps one and puts the other in the common skill offer. With the draws recorded, each kept
    skill must come from its own draw, one per draw; what is not kept goes to the common offer."""
    raw = build.get("skill_draws", [])
    if not raw:
        return []
    if not isinstance(raw, list) or not all(isinstance(d, list) for d in raw):
        problem("bad_skill_draw", "skill draws are pairs of skills: [[\"A\", \"B\"], …] or 'A / B, C / D'",
                "MK L4421", str(raw))
        return []
    if len(raw) > odd_levels:
        problem("too_many_draws", f"{len(raw)} skill draws; level {level} gives {odd_levels} "
                "(one per odd level after the first)", "MK L4421")
    seen: set[str] = set()
    out = []
    for pair in raw:
        ids = [_resolve(lib, str(n), own) for n in pair]
        label = " / ".join(str(n) for n in pair)
        if len(pair) != 2 or None in ids or ids[0] == ids[1]:
            problem("bad_skill_draw", f"a draw is 2 different skills of {hero.names.en if hero else 'the hero'}, "
                    f"got {label!r}", "MK L4421", label)
            continue
        for sid in ids:
            if sid in seen:
                problem("skill_drawn_twice", f"{own[sid].names.en} is drawn twice: each token once", "MK L4421", sid)
            seen.add(sid)
        chosen = [sid for sid in ids if sid in kept]
        if len(chosen) > 1:
            problem("two_skills_from_one_draw", f"both skills of the draw {label!r} kept: one goes to the common "
                    "offer", "MK L4421", label)
        keep = chosen[0] if chosen else ""
        other = next((sid for sid in ids if sid != keep), "") if keep else ""
        out.append({"drawn": ids, "kept": keep, "to_common_offer": other})
    for sid in kept:
        if sid not in seen:
            problem("skill_not_drawn", f"{own[sid].names.en} is kept but was not drawn", "MK L4421", sid)
    return out


def draw_skills(lib: MKLibrary, hero_id: str, level: int, seed: int, coop: bool = False) -> list[list[str]]:
    """A seeded draw for a high-level start (MK L4421): the hero's stack shuffled — 9 skills and
    the interaction token of the game's kind, co-op or competitive (MK L4803-4807; L214: 10 in the
    stack) — and 2 drawn for each odd level after the first. Ids, in the build's `skill draws`."""
    import random

    if not 1 <= level <= MAX_LEVEL:
        raise ValueError(f"level must be 1 to {MAX_LEVEL}, got {level}")
    mode = "cooperative" if coop else "competitive"
    stack = [s.id for s in lib.skills.values() if s.hero == hero_id and (not s.interaction or s.mode == mode)]
    random.Random(seed).shuffle(stack)
    return [stack[2 * i:2 * i + 2] for i in range((level - 1) // 2)]
