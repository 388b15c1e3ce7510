"""The party validator: every rule a party, a hero's skills and equipment must follow, as coded
problems with their seed line (rules.CITES) and an explanation in en/ru/pl (messages.py).

What the library does not know yet (a soul stone, a hero card's inventory, an item's hand) is not
guessed: one "missing_data" note says what to enter, and the rule is checked once it is entered.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from spellforge.games.swordsorcery import rules
from spellforge.games.swordsorcery.campaign import Campaign, HeroState
from spellforge.games.swordsorcery.library import Item, Side, Skill, SSLibrary

ERROR, NOTE = "error", "note"


class InputError(ValueError):
    """Input that cannot be used (the CLI exits 2): a code and its parameters, told in the
    reader's language by messages.input_templates; str() is the English sentence."""

    def __init__(self, code: str, **params):
        from spellforge.games.swordsorcery.messages import input_templates

        self.code, self.params = code, params
        super().__init__(input_templates(lambda _c, s, n=None: s)[code].format(**params))

    def message(self, translate: Callable[..., str]) -> str:
        from spellforge.games.swordsorcery.messages import input_templates

        try:
            return input_templates(translate)[self.code].format(**self.params)
        except (KeyError, IndexError):
            return str(self)


class UnknownName(InputError):
    """A hero or class the library does not know, or a hero not in the party."""


@dataclass
class Problem:
    code: str
    params: dict = field(default_factory=dict)
    hero: str = ""
    severity: str = ERROR

    @property
    def cite(self) -> str:
        return rules.CITES.get(self.code, rules.CITES.get(self.params.get("rule", ""), ""))

    def message(self, translate: Callable[..., str]) -> str:
        from spellforge.games.swordsorcery.messages import problem_templates

        template = problem_templates(translate).get(self.code, self.code)
        params = self._said_params(translate)
        try:
            return template.format(**params)
        except (KeyError, IndexError):  # a translation with a wrong placeholder: the English text
            english = lambda _c, s, n=None: s  # noqa: E731
            return problem_templates(english)[self.code].format(**self._said_params(english))

    def _said_params(self, translate: Callable[..., str]) -> dict:
        """The parameters as said: a missing_data note's `what` code in words (never a file name)."""
        from spellforge.games.swordsorcery.messages import missing_words

        words = missing_words(translate)
        if self.code != "missing_data" or self.params.get("what") not in words:
            return self.params
        return {**self.params, "what": words[self.params["what"]].format(names=self.params.get("names", ""))}

    def localized(self, lib: SSLibrary, lang: str) -> "Problem":
        """The same problem with the names the library knows in `lang` (the actions name heroes,
        skills and items as the campaign spells them)."""
        params = dict(self.params)
        for key in ("hero", "to", "owner", "other_hero"):
            if isinstance(params.get(key), str) and lib.hero(params[key]):
                sides = lib.hero_sides(lib.hero(params[key]))
                params[key] = sides[0].hero_names.get(lang) if sides else params[key]
        if isinstance(params.get("skill"), str) and lib.skill(params["skill"]):
            params["skill"] = lib.skill(params["skill"]).names.get(lang)
        for key in ("item", "other"):
            if isinstance(params.get(key), str) and lib.item(params[key]):
                params[key] = lib.item(params[key]).names.get(lang)
        if isinstance(params.get("holders"), str):
            def holder(name: str) -> str:
                if name == "stash":
                    return lib.term("stash", lang)
                sides = lib.hero_sides(lib.hero(name)) if lib.hero(name) else []
                return sides[0].hero_names.get(lang) if sides else name
            params["holders"] = ", ".join(holder(n) for n in params["holders"].split(", "))
        return Problem(self.code, params, self.hero, self.severity)

    def as_dict(self, translate: Callable[..., str]) -> dict:
        return {"code": self.code, "severity": self.severity, "hero": self.hero, "cite": self.cite,
                "message": self.message(translate), "params": self.params}


@dataclass
class Member:
    """A hero of the campaign with its library records."""
    state: HeroState
    hero: str  # hero id
    side: Side

    @property
    def alignment(self) -> str:
        return self.side.alignment


class Names:
    """Record names in the card-name language, for the sentences."""

    def __init__(self, lib: SSLibrary, lang: str):
        self.lib, self.lang = lib, lang

    def hero(self, m: Member) -> str:
        return m.side.hero_names.get(self.lang)

    def side(self, m: Member) -> str:
        return m.side.names.get(self.lang)

    def skill(self, name: str) -> str:
        s = self.lib.skill(name)
        return s.names.get(self.lang) if s else name

    def item(self, name: str) -> str:
        i = self.lib.item(name)
        return i.names.get(self.lang) if i else name

    def term(self, key: str) -> str:
        return self.lib.term(key, self.lang)


def resolve(campaign: Campaign, lib: SSLibrary) -> list[Member]:
    out = []
    for h in campaign.heroes:
        hero = lib.hero(h.hero)
        if hero is None:
            raise UnknownName("no_hero", name=h.hero, known=", ".join(n.ru for n in lib.heroes().values()))
        side = lib.side(h.side, hero)
        if side is None:
            raise UnknownName("no_class", hero=h.hero, name=h.side,
                              known=", ".join(s.names.ru for s in lib.hero_sides(hero)))
        out.append(Member(h, hero, side))
    return out


def member(campaign: Campaign, lib: SSLibrary, name: str) -> Member:
    """The party member named `name` (hero or class, any language)."""
    hero = lib.hero(name)
    for m in resolve(campaign, lib):
        if m.hero == hero or (hero is None and lib.side(name, m.hero) == m.side):
            return m
    raise UnknownName("not_in_party", name=name, known=", ".join(h.hero for h in campaign.heroes))


def validate(campaign: Campaign, lib: SSLibrary, lang: str = "ru") -> list[Problem]:
    members = resolve(campaign, lib)
    names = Names(lib, lang)
    problems = party_problems(members, campaign.soul_storm, names)
    for m in members:
        problems += skill_problems(m, lib, names)
        problems += equipment_problems(m, lib, names)
    problems += one_card_once(campaign, members, lib, names)
    problems += soul_weapon_notes(members, lib, names)
    if members and all(m.state.ghost for m in members):  # 002 L862, L2194
        problems.append(Problem("all_ghosts", {}, "", NOTE))
    return problems


UNIQUE_DECKS = ("treasure", "soul_weapon")  # one card each in the box (002 L137-141)


def one_card_once(campaign: Campaign, members: list[Member], lib: SSLibrary, names: Names) -> list[Problem]:
    """A card is in one place: a skill card once in a hero's row, a treasure or soul weapon card
    with one hero or the stash (002 L1370, L137-141)."""
    problems = []
    for m in members:
        seen: set[str] = set()
        for entry in m.state.skills:
            skill = lib.skill(entry.name)
            key = skill.id if skill else entry.name
            if key in seen:
                problems.append(Problem("duplicate_skill", {"hero": names.hero(m), "skill": names.skill(entry.name)},
                                        m.state.hero))
            seen.add(key)
    holders: dict[str, list[str]] = {}
    for m in members:
        for _slot, entry in m.state.held():
            item = lib.item(entry.name)
            if item is not None and item.deck in UNIQUE_DECKS:
                holders.setdefault(item.id, []).append(names.hero(m))
    for entry in campaign.stash:
        item = lib.item(entry.name)
        if item is not None and item.deck in UNIQUE_DECKS:
            holders.setdefault(item.id, []).append(names.term("stash"))
    for item_id, who in holders.items():
        if len(who) > 1:
            problems.append(Problem("duplicate_item", {"item": lib.items[item_id].names.get(names.lang),
                                                       "holders": ", ".join(who)}))
    return problems


def soul_weapon_notes(members: list[Member], lib: SSLibrary, names: Names) -> list[Problem]:
    """Soul weapons no hero of the party can use leave the deck before a scenario (002 L1669)."""
    out = []
    for item in lib.items.values():
        if item.deck == "soul_weapon" and item.face != "back" and item.styles and members:
            usable = [rules.style_allows(item.styles, m.side.styles) for m in members]
            if not any(usable) and None not in usable:
                out.append(Problem("soul_weapon_out", {"item": item.names.get(names.lang)}, "", NOTE))
    return out


# -- the party ---------------------------------------------------------------------------------
def party_problems(members: list[Member], soul_storm: bool, names: Names) -> list[Problem]:
    problems = []
    if len(members) < rules.MIN_PARTY:  # 002 L318
        problems.append(Problem("party_size", {"count": len(members)}))
    seen: set[str] = set()
    for m in members:
        if m.hero in seen:
            problems.append(Problem("same_hero", {"hero": names.hero(m)}, m.state.hero))
        seen.add(m.hero)
    if not soul_storm:  # Soul Storm lifts the party rule only (002 L981-989)
        order = [m for m in members if m.alignment == "order"]
        chaos = [m for m in members if m.alignment == "chaos"]
        if order and chaos:
            problems.append(Problem("alignment_conflict", {
                "order": ", ".join(f"{names.hero(m)} — {names.side(m)}" for m in order),
                "chaos": ", ".join(f"{names.hero(m)} — {names.side(m)}" for m in chaos)}))
    return problems


# -- skills ---------------------------------------------------------------------------------------
def skill_allowed(m: Member, skill: Skill, level: int, names: Names) -> list[Problem]:
    """Whether this hero may take `skill` at soul `level` (002 L1380, L1388-1412)."""
    problems = []
    who = {"hero": names.hero(m), "skill": skill.names.get(names.lang), "side": names.side(m)}
    if skill.hero and skill.hero != m.hero:
        owner = next(iter(s.hero_names.get(names.lang) for s in names.lib.hero_sides(skill.hero)), skill.hero)
        problems.append(Problem("skill_other_hero", {**who, "owner": owner}, m.state.hero))
    elif skill.side and skill.side != m.side.id:
        problems.append(Problem("skill_other_hero", {**who, "owner": names.lib.sides[skill.side].names.get(names.lang)},
                                m.state.hero))
    if skill.alignment in ("order", "chaos") and m.alignment != "neutral" and m.alignment != skill.alignment:
        problems.append(Problem("skill_alignment", {**who, "alignment": names.term(m.alignment),
                                                    "skill_alignment": names.term(skill.alignment)}, m.state.hero))
    if skill.min_level is not None and level < skill.min_level:
        problems.append(Problem("skill_min_level", {**who, "min": rules.ROMAN[skill.min_level],
                                                    "level": rules.ROMAN[level]}, m.state.hero))
    return problems


def skill_problems(m: Member, lib: SSLibrary, names: Names) -> list[Problem]:
    problems = []
    level = m.state.soul_level
    general = class_cards = 0
    unknown = []
    for entry in m.state.skills:
        skill = lib.skill(entry.name)
        if skill is None:
            unknown.append(entry.name)
            continue
        problems += skill_allowed(m, skill, level, names)
        if skill.kind == "general":
            general += 1
        elif skill.kind != "starting":
            class_cards += 1
    for slot, entry in m.state.equipped.items():  # an item's skill follows the same rules (002 L1402)
        item = lib.item(entry.name)
        if item and item.grants_skill:
            skill = lib.skill(item.grants_skill)
            if skill:
                problems += skill_allowed(m, skill, level, names)
    row = lib.soul_row(m.side.id, level)
    if row is None:
        if m.state.skills:
            problems.append(Problem("missing_data", {"hero": names.hero(m), "what": "soul_stone"},
                                    m.state.hero, NOTE))
    else:
        if row.general_stars is not None and general > row.general_stars:
            problems.append(Problem("general_slot", {"hero": names.hero(m), "count": general,
                                                     "level": rules.ROMAN[level], "allowed": row.general_stars},
                                    m.state.hero))
        if row.skills is not None and class_cards > row.skills:
            problems.append(Problem("skill_count", {"hero": names.hero(m), "count": class_cards,
                                                    "level": rules.ROMAN[level], "allowed": row.skills}, m.state.hero))
    if unknown:
        problems.append(Problem("missing_data", {"hero": names.hero(m), "what": "skills", "names": ", ".join(unknown)},
                                m.state.hero, NOTE))
    return problems


# -- equipment -----------------------------------------------------------------------------------
def slot_problems(m: Member, slot: str, item: Item, off_hand_item: str | None, names: Names) -> list[Problem]:
    """Whether `item` may be used in `slot` (002 L1574-1641)."""
    who = {"hero": names.hero(m), "item": item.names.get(names.lang), "slot": names.term(slot)}
    problems = []
    if item.category:
        wants = {"main": "weapon", "off": "weapon", "armour": "armour", "artifact": "artifact"}[slot]
        if item.category != wants:
            return [Problem("wrong_slot", who, m.state.hero)]
    if slot in ("main", "off") and item.hand:
        if slot == "main" and item.hand == "two_handed" and off_hand_item:  # 002 L1633
            problems.append(Problem("two_handed_off_hand", {**who, "other": names.item(off_hand_item)}, m.state.hero))
        if (slot == "off" and item.hand in ("two_handed", "main")) or (slot == "main" and item.hand == "off"):
            problems.append(Problem("wrong_hand", who, m.state.hero))  # 002 L1633-1641
    if rules.style_allows(item.styles, m.side.styles) is False:  # 002 L1574-1594; carried is fine (L1596)
        problems.append(Problem("style_mismatch", who, m.state.hero))
    return problems


def equipment_problems(m: Member, lib: SSLibrary, names: Names) -> list[Problem]:
    problems = []
    unknown, unchecked = [], []
    off = m.state.equipped.get("off")
    for slot, entry in m.state.equipped.items():
        item = lib.item(entry.name)
        if item is None:
            unknown.append(entry.name)
            continue
        problems += slot_problems(m, slot, item, off.name if off else None, names)
        if (slot in ("main", "off") and not item.hand) or (not item.styles and item.category != ""):
            unchecked.append(item.names.get(names.lang))
        elif rules.style_allows(item.styles, m.side.styles) is None and item.styles:
            unchecked.append(item.names.get(names.lang))
    capacity = m.side.inventory
    if capacity is None:
        if m.state.inventory:
            problems.append(Problem("missing_data", {"hero": names.hero(m), "what": "inventory"},
                                    m.state.hero, NOTE))
    elif len(m.state.inventory) > capacity:  # 002 L1033-1035
        problems.append(Problem("over_inventory", {"hero": names.hero(m), "count": len(m.state.inventory),
                                                   "allowed": capacity}, m.state.hero))
    for e in m.state.inventory:
        if lib.item(e.name) is None:
            unknown.append(e.name)
    if unknown:
        problems.append(Problem("missing_data", {"hero": names.hero(m), "what": "items", "names": ", ".join(unknown)},
                                m.state.hero, NOTE))
    if unchecked:
        problems.append(Problem("missing_data", {"hero": names.hero(m), "what": "hands_runes",
                                                 "names": ", ".join(unchecked)}, m.state.hero, NOTE))
    return problems


def errors(problems: list[Problem]) -> list[Problem]:
    return [p for p in problems if p.severity == ERROR]
