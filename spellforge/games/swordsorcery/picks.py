"""The open skill picks of a hero after a level-up: how many class and general skill cards the soul
stone allows that the hero has not taken yet (002 L1368, L1380-1386), and which cards qualify
(alignment, minimum level, the hero's own class cards, not held already: L1388-1412, L1370).
Without the soul stone entered, each rise gives one new card (L1380) of a kind not known."""

from __future__ import annotations

from dataclasses import dataclass, field

from spellforge.games.swordsorcery import rules
from spellforge.games.swordsorcery.actions import _cards_of_step
from spellforge.games.swordsorcery.campaign import Campaign
from spellforge.games.swordsorcery.library import Skill, SSLibrary
from spellforge.games.swordsorcery.validator import Member, Names, member, skill_allowed


@dataclass
class Picks:
    hero: str
    class_open: int | None = None  # None: the soul stone is not entered
    general_open: int | None = None
    any_open: int = 0  # without the soul stone: the rises with no card taken yet
    class_cards: list[Skill] = field(default_factory=list)
    general_cards: list[Skill] = field(default_factory=list)

    @property
    def total(self) -> int:
        if self.class_open is None or self.general_open is None:
            return self.any_open
        return self.class_open + self.general_open


def open_picks(c: Campaign, lib: SSLibrary, hero: str) -> Picks:
    m = member(c, lib, hero)
    held = {lib.skill(e.name) for e in m.state.skills} - {None}
    kinds = [s.kind for s in held]
    picks = Picks(m.state.hero)
    row = lib.soul_row(m.side.id, m.state.soul_level)
    if row is not None and row.skills is not None and row.general_stars is not None:
        picks.class_open = max(0, row.skills - len([k for k in kinds if k not in ("general", "starting")]))
        picks.general_open = max(0, row.general_stars - kinds.count("general"))
    else:
        picks.any_open = _open_rises(m, lib)
    names = Names(lib, "ru")
    for skill in lib.skills.values():
        if skill in held or skill.kind in ("starting", "summon"):
            continue
        if skill_allowed(m, skill, m.state.soul_level, names):
            continue
        if skill.kind == "general":
            picks.general_cards.append(skill)
        elif skill.hero == m.hero or skill.side == m.side.id:
            picks.class_cards.append(skill)
    return picks


def _open_rises(m: Member, lib: SSLibrary) -> int:
    """Rises from II to the hero's level whose card is not taken (one card each unless entered)."""
    return sum(max(0, _cards_of_step(lib, m.side.id, level) - sum(1 for e in m.state.skills if e.level == level))
               for level in range(rules.MIN_LEVEL + 1, m.state.soul_level + 1))


def picks_text(c: Campaign, lib: SSLibrary, hero: str, lang: str, tr) -> tuple[dict, str]:
    """The open picks as data (names in `lang`) and as text in the reader's language."""
    from spellforge.games.swordsorcery.messages import board_templates

    t = board_templates(tr)
    p = open_picks(c, lib, hero)
    who = member(c, lib, hero).side.hero_names.get(lang)
    if p.class_open is None:
        lines = [t["picks_any"].format(hero=who, count=p.any_open)]
    else:
        lines = [t["picks"].format(hero=who, class_open=p.class_open, general_open=p.general_open)]
    if p.total:
        lines.append(t["class_cards"].format(list=", ".join(s.names.get(lang) for s in p.class_cards) or t["none"]))
        lines.append(t["general_cards"].format(list=", ".join(s.names.get(lang) for s in p.general_cards) or t["none"]))
    data = {"hero": who, "class_open": p.class_open, "general_open": p.general_open, "open": p.total,
            "class_cards": [s.names.get(lang) for s in p.class_cards],
            "general_cards": [s.names.get(lang) for s in p.general_cards]}
    return data, "\n".join(lines)
