"""Structured explanations of a card's spell-point cost.

An explanation is data (codes and numbers), never a sentence: `messages.render_explanation`
turns it into English, Russian or Polish, and the UI or a script can read the parts directly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Why a school part costs what it costs. The message tables in messages.py have one entry each.
REASONS = (
    "trained",  # school trained: 1× (rulebook RU L1852, PL L1863)
    "untrained",  # not trained: 2× (RU L1854, PL L1865)
    "opposed",  # opposed school: 3× (RU L1862, PL L1875)
    "level_cap",  # trained up to a level (Druid Water 1, Paladin Holy 3 / War 2)
    "above_cap",  # above that level the school is untrained again
    "element",  # the Wizard's chosen element
    "combo",  # a school trained for one spell type only (Paladin: Holy creatures)
    "subtype",  # spells of a subtype are trained (Siren: Song, Pirate, Aquatic; Monk)
    "type_opposed",  # a part of a spell of that type that nothing trains costs 3× (Forcemaster creatures)
    "living",  # Living creatures cost 3× (Academy Elementalist)
    "other",  # a multiplier from a rule with no specific wording
)


@dataclass(frozen=True)
class Term:
    """One school part of a cost: `level × multiplier` and the rule that chose the multiplier."""

    school: str
    level: int
    multiplier: int
    reason: str
    detail: str | int | None = None  # the subtype, the spell type, or the level cap

    @property
    def points(self) -> int:
        return self.level * self.multiplier

    def to_dict(self) -> dict[str, Any]:
        return {
            "school": self.school,
            "level": self.level,
            "multiplier": self.multiplier,
            "reason": self.reason,
            "detail": self.detail,
            "points": self.points,
        }


@dataclass(frozen=True)
class Explanation:
    """How a cost was reached.

    kind:
      "novice"  Novice trait: 1 point whatever the school (RU L1895, L2017; PL L1910)
      "single"  one school: terms[0]
      "and"     every school is paid: sum of the terms (RU L1858-1860; PL L1871)
      "or"      the player picks a school: terms are the alternatives, `chosen` the cheapest
                (RU L1856; PL L1867)
      "none"    not a spell (no school): 0 points
      "card_rule" the card sets its own spell-point cost (db/build_rules.csv, e.g. Talos 0);
                `terms`/`chosen` keep what the formula would have charged

    note: a build rule that changed the usual outcome, rendered after the terms:
      "novice_full_price"  a Novice spell priced in full because the mage's Stats card says its
                           opposed spells cost triple even if Novice (db/build_rules.csv)
    """

    kind: str
    points: int
    terms: tuple[Term, ...] = field(default=())
    chosen: int | None = None
    note: str | None = None

    @property
    def chosen_term(self) -> Term | None:
        if self.kind == "or" and self.chosen is not None:
            return self.terms[self.chosen]
        return self.terms[0] if self.kind == "single" and self.terms else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "points": self.points,
            "chosen": self.chosen,
            "note": self.note,
            "terms": [t.to_dict() for t in self.terms],
        }
