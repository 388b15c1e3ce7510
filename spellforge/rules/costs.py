"""Spell-point cost of a card for a mage, driven only by the mage's training data.

Rulebook (Russian edition, seeds/000) R5-R12, Polish edition (seeds/004) L1853-1910:
trained 1×, untrained 2×, opposed 3×; AND spells pay every school; OR spells are bought as one
school of the player's choice (we take the cheapest); Novice spells cost 1 for any mage.

The special trainings are `TrainingRule`s (see spellforge/domain/mages.py). Each rule either
helps (multiplier < 2) or hurts (multiplier > 2) one school part of a spell:

- a helping rule always wins over a hurting one (a Siren Song spell is trained whatever its
  school; a Paladin's Holy creature is trained at any level);
- `type` opposition (Forcemaster, Monk: "non-Mind creatures 3×") hits each school part that no
  rule trains: a Mind creature costs 1×, a Nature creature 3×, and the Holy part of a
  Holy & Mind creature 3× while its Mind part stays 1×: Oboko (Holy 1 & Mind 2) costs a
  Forcemaster 1 × 3 + 2 × 1 = 5. Each part is priced on its own because the rulebook prices an
  AND spell school by school ("заплатить цену для всех школ", RU L1858; "zapłacić koszt
  wszystkich szkół", PL L1871; Adramelech = (4 × 2) Dark + (2) Fire, RU L1860, PL L1873), so an
  AND spell never costs less than any of its parts bought alone (docs/rules.md);
- a `level_cap` school above its cap is untrained (2×), e.g. a Druid's Water level 2 spell.

Build rules printed on cards (db/build_rules.csv) come on top: a card's own spell-point cost
(Talos: 0) beats the formula, because a card's text overrides the rules (RU L134, PL L127); a
Stats card can keep triple costs "even if Novice" (`Mage.novice_full_price`).
"""

from __future__ import annotations

from dataclasses import dataclass

from spellforge.domain.cards import ELEMENTS, Card, SchoolJoin, SchoolLevel
from spellforge.domain.mages import Mage, TrainingRule
from spellforge.rules.explanation import Explanation, Term
from spellforge.rules.messages import render_explanation

UNTRAINED = 2
NOVICE_POINTS = 1  # RU L1895, L2017; PL L1910; errata L443
NONLIVING_TRAITS = ("Nonliving", "Non-living", "Incorporeal")


@dataclass(frozen=True)
class CardCost:
    points: int  # spell points for one copy
    explanation: Explanation
    level: int  # the level that decides the copy limit (OR: the school it is bought as)

    def render(self, lang: str = "en") -> str:
        return render_explanation(self.explanation, lang)


# -- training ---------------------------------------------------------------------------------
def chosen_element(mage: Mage, element: str | None) -> str | None:
    """The element a Wizard-like mage is trained in: the player's choice, else the default."""
    if not mage.element_choice:
        return None
    for e in ELEMENTS:  # a choice that is not an element (a typo in a file) is ignored
        if element and e.lower() == element.strip().lower():
            return e
    if mage.default_element:
        return mage.default_element
    for r in mage.training:
        if r.kind == "element" and r.school:
            return r.school
    return None


def effective_training(mage: Mage, element: str | None = None) -> tuple[TrainingRule, ...]:
    """The mage's training with the element choice applied: the chosen element replaces any
    element the data lists as trained (OCTGN's Wizard data trains Air)."""
    if not mage.element_choice:
        return mage.training
    chosen = chosen_element(mage, element)
    rules = [
        r
        for r in mage.training
        if r.kind != "element"
        and not (r.kind == "school" and r.school in ELEMENTS and r.multiplier < UNTRAINED)
    ]
    if chosen:
        rules.append(TrainingRule(kind="element", multiplier=1, school=chosen))
    return tuple(rules)


def trained_schools(mage: Mage, element: str | None = None) -> frozenset[str]:
    """Schools the mage is trained in, fully or up to a level ("<School> Mage Only", R14)."""
    return frozenset(
        r.school
        for r in effective_training(mage, element)
        if r.kind in ("school", "level_cap", "element") and r.multiplier < UNTRAINED and r.school
    )


def is_living_creature(card: Card) -> bool:
    return card.type == "Creature" and not any(card.has_trait(t) for t in NONLIVING_TRAITS)


def _reason(rule: TrainingRule) -> tuple[str, str | int | None]:
    if rule.kind == "school":
        if rule.multiplier == 1:
            return "trained", None
        return ("opposed", None) if rule.multiplier == 3 else ("other", None)
    if rule.kind == "level_cap":
        return "level_cap", rule.max_level
    if rule.kind == "element":
        return "element", None
    if rule.kind == "combo":
        return "combo", rule.card_type
    if rule.kind == "subtype":
        return "subtype", rule.subtype
    if rule.kind == "type":
        return "type_opposed", rule.card_type
    if rule.kind == "living":
        return "living", None
    return "other", None


def _applies(rule: TrainingRule, card: Card, part: SchoolLevel) -> bool:
    """Does `rule` speak about this school part of this card (type opposition aside)?"""
    k = rule.kind
    if k == "school":
        return rule.school == part.school
    if k == "element":
        return rule.school == part.school
    if k == "level_cap":
        return rule.school == part.school and part.level <= (rule.max_level or 0)
    if k == "combo":
        return rule.school == part.school and card.type == rule.card_type
    if k == "subtype":
        return rule.subtype in card.subtypes
    if k == "living":
        return is_living_creature(card)
    return False


def _helping(rules: tuple[TrainingRule, ...], card: Card, part: SchoolLevel) -> TrainingRule | None:
    best = None
    for r in rules:
        if r.kind != "type" and r.multiplier < UNTRAINED and _applies(r, card, part):
            if best is None or r.multiplier < best.multiplier:
                best = r
    return best


def _term(rules: tuple[TrainingRule, ...], card: Card, part: SchoolLevel) -> Term:
    helper = _helping(rules, card, part)
    if helper is not None:
        reason, detail = _reason(helper)
        return Term(part.school, part.level, helper.multiplier, reason, detail)
    worst = None
    for r in rules:
        if r.multiplier <= UNTRAINED:
            continue
        hit = card.type == r.card_type if r.kind == "type" else _applies(r, card, part)
        if hit and (worst is None or r.multiplier > worst.multiplier):
            worst = r
    if worst is not None:
        reason, detail = _reason(worst)
        return Term(part.school, part.level, worst.multiplier, reason, detail)
    for r in rules:
        if r.kind == "level_cap" and r.school == part.school:
            return Term(part.school, part.level, UNTRAINED, "above_cap", r.max_level)
    return Term(part.school, part.level, UNTRAINED, "untrained")


def card_cost(card: Card, mage: Mage, element: str | None = None) -> CardCost:
    """Spell points for one copy of `card` in `mage`'s spellbook, with its explanation."""
    if not card.schools:
        return CardCost(0, Explanation("none", 0), 0)
    cost = _formula_cost(card, mage, element)
    if card.spell_points is not None:
        # a build rule printed on the card beats the formula (RU L134, PL L127: the card's text
        # overrides the rules); Talos costs no spell points. The level still sets the copy limit.
        return CardCost(card.spell_points, Explanation("card_rule", card.spell_points, cost.explanation.terms,
                                                       cost.explanation.chosen), cost.level)
    return cost


def _formula_cost(card: Card, mage: Mage, element: str | None) -> CardCost:
    rules = effective_training(mage, element)
    terms = tuple(_term(rules, card, p) for p in card.schools)
    if card.novice:
        novice = CardCost(NOVICE_POINTS, Explanation("novice", NOVICE_POINTS), _or_min_level(card))
        if not mage.novice_full_price:
            return novice
        # Some Stats cards price their opposed (triple) spells in full "even if Novice"
        # (db/build_rules.csv): Novice still wins unless every way to buy the spell is opposed
        # (an OR spell is bought as its cheapest school).
        hurt = [t.multiplier > UNTRAINED for t in terms]
        if card.school_join is SchoolJoin.OR and not all(hurt) or not any(hurt):
            return novice
        full = _priced(card, terms)
        return CardCost(full.points, Explanation(full.explanation.kind, full.points, terms,
                                                 full.explanation.chosen, note="novice_full_price"), full.level)
    return _priced(card, terms)


def _priced(card: Card, terms: tuple[Term, ...]) -> CardCost:
    if card.school_join is SchoolJoin.OR and len(terms) > 1:
        # Cheapest school; on a tie the lower level, which allows more copies (PL L1867:
        # the level of an OR spell is the level of the school it is bought as).
        chosen = min(range(len(terms)), key=lambda i: (terms[i].points, terms[i].level, i))
        pts = terms[chosen].points
        return CardCost(pts, Explanation("or", pts, terms, chosen), terms[chosen].level)
    pts = sum(t.points for t in terms)
    kind = "and" if len(terms) > 1 else "single"
    return CardCost(pts, Explanation(kind, pts, terms), sum(t.level for t in terms))


def _or_min_level(card: Card) -> int:
    """A Novice OR spell costs the same whichever school: it is bought as its lowest level."""
    if card.school_join is SchoolJoin.OR:
        return min(s.level for s in card.schools)
    return card.level


def copy_limit(card: Card, level: int | None = None) -> int:
    """Copies allowed in one spellbook: Epic 1 (RU L1893, PL L1908); level 1: 6, higher: 4
    (RU L1883, PL L1896). `level` is the level the card is bought at (see CardCost.level)."""
    if card.epic:
        return 1
    lvl = card.level if level is None else level
    return 6 if lvl <= 1 else 4
